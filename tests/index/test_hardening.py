"""Issue 14 on the index, as classes of input: where a linked file really lives, random path
bytes, random nesting depths, random Unicode, over-long names, a refresh racing a bundle, bad
flag values and the seed's module form."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copilot_cli.index.config import load_config
from copilot_cli.index.faces.repo_mcp import handle_line
from copilot_cli.index.faces.repodex import Repodex
from copilot_cli.index.ingest.walk import walk
from copilot_cli.index.repo_index import RepoIndex
from copilot_cli.index.tools.calls import call_tool
from copilot_cli.workspace.jsondepth import MAX_JSON_DEPTH
from tests.index.conftest import write

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TARGETS = {
    ".env": True,
    "keys/server.pem": True,
    "id_rsa": True,
    ".git/config": True,
    "node_modules/pkg/index.js": True,
    "dist/bundle.js": True,
    "src/app.py": False,
}


@SETTINGS
@given(target=st.sampled_from(sorted(TARGETS)), name=st.from_regex(r"[a-z]{1,8}\.(py|md|txt|js)", fullmatch=True))
def test_a_linked_file_is_judged_by_where_it_really_lives(repo: Path, target: str, name: str) -> None:
    write(repo, {t: "MARK_" + t.replace("/", "_").replace(".", "_") + "\n" for t in TARGETS if t != "src/app.py"})
    link = repo / "links" / name
    link.parent.mkdir(exist_ok=True)
    if link.is_symlink():
        link.unlink()
    os.symlink(os.path.relpath(repo / target, link.parent), link)
    found = [f.path for f in walk(load_config(repo, data_dir=repo / ".repo_mcp")).files]
    assert (f"links/{name}" in found) is (not TARGETS[target])
    index = RepoIndex.open(str(repo), data_dir=str(repo / ".repo_mcp"))
    index.refresh_index({})
    for t in TARGETS:
        word = "MARK_" + t.replace("/", "_").replace(".", "_")
        if TARGETS[t]:
            assert index.search({"query": word})[0]["hits"] == []


@SETTINGS
@given(names=st.lists(st.binary(min_size=1, max_size=16), min_size=1, max_size=6))
def test_random_path_bytes_are_indexed_or_skipped_and_counted(tmp_path_factory, names: list[bytes]) -> None:
    root = tmp_path_factory.mktemp("bytes")
    made = set()
    for raw in names:
        name = raw.replace(b"/", b"_").replace(b"\0", b"_")
        if name in (b".", b".."):
            continue
        with open(os.path.join(os.fsencode(root), name + b".py"), "wb") as f:
            f.write(b"def f():\n    return 1\n")
        made.add(name + b".py")
    index = RepoIndex.open(str(root), data_dir=str(root / ".repo_mcp"))
    report, _ = index.refresh_index({})
    bad = sum(1 for n in made if not _utf8(n))
    assert report["skipped_bad_name"] == bad
    listed = call_tool(index, "repo.list_files", {"include_hidden": True})
    assert listed.ok and all(_utf8(p.encode("utf-8")) for p in listed.result["files"])
    assert Repodex(index).handle(b'{"op":"sync"}')["ok"] is True
    shutil.rmtree(root)


def _utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@SETTINGS
@given(depth=st.integers(min_value=1, max_value=3000), opener=st.sampled_from(["[", '{"a":']))
def test_any_nesting_depth_is_answered_in_each_faces_shape(index: RepoIndex, depth: int, opener: str) -> None:
    closer = "]" if opener == "[" else "}"
    line = ('{"id":1,"method":"repo.status","params":{"x":' + opener * depth + "1" + closer * depth + "}}").encode()
    reply = handle_line(index, line)
    json.dumps(reply).encode("utf-8")
    if depth + 2 > MAX_JSON_DEPTH:  # the request's own object and its params are two levels
        assert reply["error"]["code"] == "INVALID_PARAMS"
    rdx = Repodex(index).handle(('{"op":"status","x":' + opener * depth + "1" + closer * depth + "}").encode())
    if depth + 1 > MAX_JSON_DEPTH:
        assert rdx["error"].startswith("invalid request: ")
    else:
        assert rdx["ok"] is True


@SETTINGS
@given(text=st.text(alphabet=st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010), min_size=1, max_size=8))
def test_random_unicode_and_lone_surrogates_never_crash_repo_mcp(index: RepoIndex, text: str) -> None:
    escaped = json.dumps(text)  # ASCII escapes: lone surrogates become \udxxx, as a client sends them
    for line in [
        '{"id":' + escaped + ',"method":"repo.status"}',
        '{"id":1,"method":"repo.search","params":{"query":' + escaped + "}}",
        '{"id":1,"method":' + escaped + "}",
        '{"op":"search","q":' + escaped + "}",
    ]:
        reply = handle_line(index, line.encode())
        json.dumps(reply, ensure_ascii=False).encode("utf-8")  # what the face writes must encode
        rdx = Repodex(index).handle(line.encode())
        json.dumps(rdx, ensure_ascii=False).encode("utf-8")


@pytest.mark.parametrize("number", ["1e400", "-1e999", "NaN", "Infinity", "9" * 5000])
def test_unechoable_numbers_are_invalid_requests(index: RepoIndex, number: str) -> None:
    reply = handle_line(index, ('{"id":' + number + ',"method":"repo.status"}').encode())
    assert reply["error"]["code"] == "INVALID_REQUEST" and reply["request_id"] is None
    assert "4300" not in reply["error"]["message"]


@SETTINGS
@given(length=st.integers(min_value=256, max_value=2000), tool=st.sampled_from(["open_file", "outline", "references"]))
def test_an_over_long_name_is_a_specific_path_error(index: RepoIndex, length: int, tool: str) -> None:
    params = {"path": "a" * length + ".py"}
    if tool == "references":
        params["symbol"] = "helper"
    outcome = call_tool(index, f"repo.{tool}", params)
    assert (outcome.error_code, outcome.error_data.get("kind")) == ("PATH_BLOCKED", "name_too_long")


def test_a_forced_refresh_racing_bundles_and_searches_never_fails(repo: Path) -> None:
    write(repo, {f"src/m{i}.py": f"def helper_{i}():\n    return helper()\n" for i in range(40)})
    index = RepoIndex.open(str(repo), data_dir=str(repo / ".repo_mcp"))
    index.refresh_index({})
    failures: list[object] = []
    stop = threading.Event()

    def refresher() -> None:
        while not stop.is_set():
            index.refresh_index({"force": True})

    thread = threading.Thread(target=refresher)
    thread.start()
    try:
        for _ in range(30):
            for name, params in [
                ("repo.build_context_bundle", {"prompt": "helper", "budget": {"max_files": 4, "max_total_lines": 80}}),
                ("repo.search", {"query": "helper"}),
            ]:
                outcome = call_tool(index, name, params)
                if not outcome.ok:
                    failures.append((name, outcome.error_code))
            fetched = Repodex(index).handle(b'{"op":"fetch","ids":[1,2,3,4,5]}')
            if not fetched["ok"]:
                failures.append(fetched)
    finally:
        stop.set()
        thread.join()
    assert failures == []


@pytest.mark.parametrize(
    "flag, value, needle",
    [
        ("--max-open-lines", "0", "--max-open-lines: must be from 1"),
        ("--max-total-bytes-per-response", "100", "--max-total-bytes-per-response: must be from 1024"),
        ("--max-file-bytes", "-5", "--max-file-bytes: must be from 1"),
        ("--max-search-hits", "lots", "--max-search-hits: expected an integer"),
        ("--max-references", "99999999999999999999", "--max-references: must be from 1 to"),
    ],
)
def test_bad_flag_values_are_usage_errors_naming_the_flag(repo: Path, flag: str, value: str, needle: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "repo_mcp.server", "--repo-root", str(repo), flag, value],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2 and needle in done.stderr and "Traceback" not in done.stderr


def test_the_seeds_module_form_serves_repo_mcp(repo: Path, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "repo_mcp.server", "--repo-root", str(repo), "--data-dir", str(tmp_path / "d")],
        input=b'{"id":1,"method":"repo.status"}\n',
        capture_output=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["result"]["repo_root"] == str(repo.resolve())


def test_a_link_to_a_gitignored_or_glob_excluded_file_is_skipped(repo: Path) -> None:
    write(
        repo,
        {
            ".gitignore": "private/\n",
            "logs/.gitignore": "*.log\n",
            "private/notes.md": "x\n",
            "logs/run.log": "x\n",
            "gen/out.md": "x\n",
            "repo_mcp.toml": '[index]\nexclude_globs = ["gen/"]\n',
        },
    )
    for name, target in [("a.md", "private/notes.md"), ("b.txt", "logs/run.log"), ("c.md", "gen/out.md")]:
        os.symlink(target, repo / name)
    os.symlink("src/app.py", repo / "ok.py")
    found = [f.path for f in walk(load_config(repo, data_dir=repo / ".repo_mcp")).files]
    assert "ok.py" in found and not {"a.md", "b.txt", "c.md"} & set(found)
