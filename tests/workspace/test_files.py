"""The workspace core as a library: version rules, crash windows, atomic writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from copilot_cli.workspace.atomic import TEMP_PREFIX, sweep_temp_files
from copilot_cli.workspace.errors import WorkspaceError
from copilot_cli.workspace.files import Workspace, open_workspace


@pytest.fixture
def ws(tmp_path: Path) -> Workspace:
    (tmp_path / "root").mkdir()
    return open_workspace("w", tmp_path / "root", tmp_path / "data")


def test_versions_start_at_one_and_grow_by_one_per_change(ws: Workspace) -> None:
    assert [ws.write("a.txt", str(i)).version for i in range(3)] == [1, 2, 3]
    assert ws.patch("a.txt", "@@ -1 +1 @@\n-2\n+x\n", expected_version=3).version == 4
    assert ws.read("a.txt").content == "x"


def test_versions_survive_a_restart(ws: Workspace, tmp_path: Path) -> None:
    ws.write("a.txt", "one")
    ws.write("a.txt", "two")
    ws.store.close()
    again = open_workspace("w", tmp_path / "root", tmp_path / "data")
    assert again.read("a.txt").version == 2


def test_a_crash_between_rename_and_commit_gives_the_new_content_the_next_version(
    ws: Workspace, tmp_path: Path, monkeypatch
) -> None:
    ws.write("a.txt", "old")

    def crash(*args, **kwargs):
        raise SystemExit("killed after the rename, before the version commit")

    monkeypatch.setattr(ws.store, "put", crash)
    with pytest.raises(SystemExit):
        ws.write("a.txt", "new", expected_version=1)
    monkeypatch.undo()
    ws.store.close()
    restarted = open_workspace("w", tmp_path / "root", tmp_path / "data")
    read = restarted.read("a.txt")
    assert (read.content, read.version) == ("new", 2)
    with pytest.raises(WorkspaceError) as stale:
        restarted.write("a.txt", "lost update", expected_version=1)
    assert stale.value.code == "conflict"


def test_a_crash_before_the_rename_leaves_the_old_file_and_a_temp_that_is_swept(ws: Workspace, monkeypatch) -> None:
    ws.write("a.txt", "old")

    def crash(src, dst):
        raise SystemExit("killed before the rename")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SystemExit):
        ws.write("a.txt", "new")
    monkeypatch.undo()
    (ws.root / f"{TEMP_PREFIX}leftover").write_text("half")  # what SIGKILL would leave
    assert sweep_temp_files(ws.root) == 1
    assert ws.read("a.txt").content == "old" and ws.read("a.txt").version == 1


def test_expected_version_null_zero_and_n(ws: Workspace) -> None:
    assert ws.write("a.txt", "1", expected_version=None).created is True
    with pytest.raises(WorkspaceError, match="version 1, not 0"):
        ws.write("a.txt", "2", expected_version=0)
    assert ws.write("a.txt", "2", expected_version=1).version == 2
    assert ws.delete("a.txt", expected_version=None).deleted is True
    assert ws.delete("a.txt", expected_version=0).deleted is False
    with pytest.raises(WorkspaceError) as gone:
        ws.delete("a.txt", expected_version=3)
    assert gone.value.code == "conflict"
    assert ws.write("a.txt", "again", expected_version=0).version == 4


def test_overwrite_keeps_the_file_mode(ws: Workspace) -> None:
    ws.write("run.sh", "#!/bin/sh\n")
    os.chmod(ws.root / "run.sh", 0o755)
    ws.write("run.sh", "#!/bin/sh\necho hi\n")
    assert (ws.root / "run.sh").stat().st_mode & 0o777 == 0o755


def test_writes_create_parent_directories_but_not_through_files(ws: Workspace) -> None:
    ws.write("a/b/c.txt", "x")
    assert (ws.root / "a/b/c.txt").read_text() == "x"
    with pytest.raises(WorkspaceError) as blocked:
        ws.write("a/b/c.txt/d.txt", "x")
    assert blocked.value.code == "not_permitted"


def test_unpaired_surrogates_are_refused(ws: Workspace) -> None:
    with pytest.raises(WorkspaceError) as bad:
        ws.write("a.txt", "\ud800")
    assert bad.value.code == "invalid_json_schema"


def test_a_second_store_on_the_same_workspace_is_refused(ws: Workspace, tmp_path: Path) -> None:
    from copilot_cli.workspace.versions import WorkspaceInUse

    with pytest.raises(WorkspaceInUse):
        open_workspace("again", tmp_path / "root", tmp_path / "data")
    ws.store.close()
    open_workspace("again", tmp_path / "root", tmp_path / "data").store.close()
