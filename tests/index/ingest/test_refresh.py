"""Refresh: exact counts, skipped files counted, crash safety, readers never blocked."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from copilot_cli.index.ingest.refresh import refresh
from copilot_cli.index.search.bm25 import search
from copilot_cli.index.store.sqlite import SCHEMA_VERSION
from tests.index.conftest import open_store, write


def counts(report) -> tuple[int, int, int]:
    return report.added, report.updated, report.removed


def test_first_refresh_adds_everything_and_a_second_changes_nothing(repo: Path) -> None:
    config, store = open_store(repo)
    assert store.status() == "not_indexed"
    first = refresh(config, store)
    assert counts(first) == (4, 0, 0) and first.rebuilt and store.status() == "ready"
    second = refresh(config, store)
    assert counts(second) == (0, 0, 0) and second.unchanged == 4 and not second.rebuilt


def test_add_modify_delete_are_counted_exactly(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    write(
        repo, {"src/new_module.py": "x = 1\n", "src/other.py": "y = 2\n", "src/app.py": "def main():\n    return 1\n"}
    )
    (repo / "docs" / "guide.md").unlink()
    report = refresh(config, store)
    assert counts(report) == (2, 1, 1)
    assert report.indexed_file_count == 5
    assert search(store, "helper", top_k=5).hits == []  # the old app.py chunks are gone


def test_a_touched_but_identical_file_is_not_reindexed(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    os.utime(repo / "src" / "app.py", ns=(1, 1))
    assert counts(refresh(config, store)) == (0, 0, 0)


def test_force_reindexes_every_file(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    assert counts(refresh(config, store, force=True)) == (0, 4, 0)


def test_binary_and_huge_files_are_skipped_and_counted(repo: Path) -> None:
    write(repo, {"assets/logo.txt": b"GIF89a\x00\x01\x02" + b"\x00" * 100, "data/huge.json": "[" + "1," * 3000 + "1]"})
    config, store = open_store(repo, max_file_bytes=4000)
    report = refresh(config, store)
    assert (report.skipped_binary, report.skipped_too_large, report.added) == (1, 1, 4)


def test_a_file_that_turns_binary_is_removed_from_search(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    write(repo, {"docs/guide.md": b"\x00binary now"})
    report = refresh(config, store)
    assert counts(report) == (0, 0, 1) and report.skipped_binary == 1


def test_every_line_is_in_exactly_one_chunk_in_the_store(sample_repo: Path) -> None:
    config, store = open_store(sample_repo)
    refresh(config, store)
    conn = store.reader()
    for path, lines in conn.execute("SELECT path, lines FROM files WHERE kind='text'").fetchall():
        ranges = conn.execute("SELECT start_line, end_line FROM chunks WHERE path=? ORDER BY start_line", (path,))
        covered = [n for start, end in ranges for n in range(start, end + 1)]
        assert covered == list(range(1, lines + 1)), path


def test_an_old_schema_reads_as_mismatch_and_the_next_refresh_rebuilds(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    with store.writer() as conn:
        conn.execute("UPDATE meta SET value='0' WHERE key='schema_version'")
    assert store.status() == "schema_mismatch"
    report = refresh(config, store)
    assert report.rebuilt and counts(report) == (4, 0, 0) and store.status() == "ready"
    assert store.meta("schema_version") == SCHEMA_VERSION


KILL_SCRIPT = """
import os, signal, sys
from copilot_cli.index.ingest import refresh as r
from copilot_cli.index.config import load_config
from copilot_cli.index.store.sqlite import DB_NAME, Store
done = 0
original = r.write_document
def insert_then_maybe_die(*args, **kwargs):
    global done
    result = original(*args, **kwargs)
    done += 1
    if done == 3:
        os.kill(os.getpid(), signal.SIGKILL)  # mid-transaction, like a power cut
    return result
r.write_document = insert_then_maybe_die
config = load_config(sys.argv[1], data_dir=sys.argv[2])
r.refresh(config, Store(config.data_dir / DB_NAME), force=True)
"""


@pytest.mark.e2e
def test_killing_the_process_mid_refresh_keeps_the_old_index_and_the_next_refresh_repairs(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    write(repo, {"src/app.py": "def main():\n    return zebracorn()\n", "src/extra.py": "y = 1\n"})
    proc = subprocess.run([sys.executable, "-c", KILL_SCRIPT, str(repo), str(config.data_dir)], timeout=60)
    assert proc.returncode == -signal.SIGKILL
    _, reopened = open_store(repo)
    assert reopened.status() == "ready"
    assert search(reopened, "helper", top_k=5).hits  # the previous index is intact
    assert search(reopened, "zebracorn", top_k=5).hits == []
    report = refresh(config, reopened)
    assert counts(report) == (1, 1, 0)
    assert search(reopened, "zebracorn", top_k=5).hits[0].path == "src/app.py"


def test_searches_run_while_a_refresh_is_writing(repo: Path) -> None:
    config, store = open_store(repo)
    refresh(config, store)
    write(repo, {f"gen/file_{i}.py": f"def generated_{i}():\n    return {i}\n" for i in range(250)})
    inside_refresh = threading.Event()
    searched = threading.Event()
    results: list = []

    from copilot_cli.index.ingest import refresh as refresh_module

    original = refresh_module.write_document

    def slow_insert(*args, **kwargs):
        inside_refresh.set()
        searched.wait(10)  # hold the write transaction open until the reader has answered
        return original(*args, **kwargs)

    def reader() -> None:
        assert inside_refresh.wait(10)
        results.append(search(store, "helper", top_k=5))
        searched.set()

    thread = threading.Thread(target=reader)
    thread.start()
    refresh_module.write_document = slow_insert
    try:
        report = refresh(config, store)
    finally:
        refresh_module.write_document = original
    thread.join(10)
    assert results and results[0].hits[0].path == "src/app.py"  # the committed index, mid-refresh
    assert report.added == 250


@pytest.mark.e2e
def test_worker_processes_build_the_same_index_as_one_process(repo: Path, monkeypatch) -> None:
    from copilot_cli.index.ingest import refresh as refresh_module

    write(
        repo, {f"pkg/mod_{i}.py": f"class Thing{i}:\n    def run_{i}(self):\n        return {i}\n" for i in range(40)}
    )

    def snapshot(parallel_from: int) -> list[tuple]:
        monkeypatch.setattr(refresh_module, "PARALLEL_MIN_FILES", parallel_from)
        config, store = open_store(repo)
        config.data_dir = repo.parent / f"data-{parallel_from}"
        from copilot_cli.index.store.sqlite import DB_NAME, Store

        store = Store(config.data_dir / DB_NAME)
        report = refresh(config, store)
        assert report.added == 44
        return (
            store.reader()
            .execute(
                "SELECT c.path, c.start_line, c.end_line, c.symbol, f.body, f.idents FROM chunks c "
                "JOIN chunks_fts f ON f.rowid = c.id ORDER BY c.path, c.start_line"
            )
            .fetchall()
        )

    assert snapshot(parallel_from=1) == snapshot(parallel_from=10_000)
