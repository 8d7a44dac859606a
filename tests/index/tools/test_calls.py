"""repo-mcp tools through the envelope: both request styles, blocked paths, limits, audit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from copilot_cli.index.faces.repo_mcp import handle_line
from copilot_cli.index.repo_index import RepoIndex
from copilot_cli.index.tools.calls import fit_to_size
from tests.index.conftest import write


def call(index: RepoIndex, method: str, params=None, request_id="r1") -> dict:
    return handle_line(index, json.dumps({"id": request_id, "method": method, "params": params or {}}).encode())


@pytest.fixture
def ready(index: RepoIndex) -> RepoIndex:
    assert call(index, "repo.refresh_index")["ok"]
    return index


def test_direct_and_tools_call_styles_give_the_same_result(ready: RepoIndex) -> None:
    direct = call(ready, "repo.search", {"query": "helper", "mode": "bm25", "top_k": 5})
    wrapped = handle_line(
        ready,
        json.dumps(
            {
                "id": "r1",
                "method": "tools/call",
                "params": {"name": "repo.search", "arguments": {"query": "helper", "mode": "bm25", "top_k": 5}},
            }
        ).encode(),
    )
    assert direct == wrapped
    assert set(direct) == {"request_id", "ok", "result", "warnings", "blocked"}


def test_status_has_every_field_the_seed_lists(ready: RepoIndex) -> None:
    result = call(ready, "repo.status")["result"]
    for key in (
        "repo_root",
        "index_status",
        "last_refresh_timestamp",
        "indexed_file_count",
        "enabled_adapters",
        "limits_summary",
        "chunking_summary",
        "effective_config",
    ):
        assert key in result
    assert result["index_status"] == "ready" and result["indexed_file_count"] == 4


HOSTILE = [
    "../outside.txt",
    "src/../../x",
    "/etc/passwd",
    "C:\\Windows\\win.ini",
    "src/app.py\x00.txt",
    "src/\x1bapp.py",
    ".env",
    "config/.env.production",
    "certs/tls.pem",
    "keys/deploy.key",
    "id_rsa",
    ".git/config",
    ".aws/credentials",
    "~/secrets",
]


@pytest.mark.parametrize("path", HOSTILE)
def test_hostile_paths_are_blocked_with_reason_and_hint(ready: RepoIndex, path: str) -> None:
    reply = call(ready, "repo.open_file", {"path": path})
    assert reply["ok"] is False and reply["blocked"] is True
    assert reply["error"]["code"] == "PATH_BLOCKED"
    assert reply["result"]["reason"] == reply["error"]["message"] and reply["result"]["hint"]


def test_symlink_escape_is_blocked(ready: RepoIndex, tmp_path: Path) -> None:
    (tmp_path / "outside.txt").write_text("secret\n")
    (ready.config.repo_root / "link.txt").symlink_to(tmp_path / "outside.txt")
    reply = call(ready, "repo.open_file", {"path": "link.txt"})
    assert reply["blocked"] and reply["error"]["code"] == "PATH_BLOCKED"


def test_path_prefix_is_confined_too(ready: RepoIndex) -> None:
    assert call(ready, "repo.search", {"query": "x", "path_prefix": "../"})["blocked"] is True


def test_invalid_params_use_the_seed_messages(ready: RepoIndex) -> None:
    reply = call(ready, "repo.search", {"query": ""})
    assert reply["error"] == {"code": "INVALID_PARAMS", "message": "repo.search query must be a non-empty string."}
    assert call(ready, "repo.search", {"query": "x", "mode": "vector"})["error"]["code"] == "INVALID_PARAMS"
    assert call(ready, "repo.open_file", {"path": "src/app.py", "start_line": 0})["error"]["code"] == "INVALID_PARAMS"
    assert call(ready, "repo.open_file", {"path": "src/app.py", "start_line": 99})["error"]["code"] == "INVALID_PARAMS"
    assert call(ready, "repo.open_file", {"path": "src/missing.py"})["error"]["code"] == "NOT_FOUND"
    assert call(ready, "repo.open_file", {"path": "src"})["error"]["message"] == (
        "repo.open_file path is a directory; use repo.list_files."
    )


def test_open_file_numbers_lines_and_honours_max_open_lines(repo: Path) -> None:
    write(repo, {"long.txt": "".join(f"line {i}\n" for i in range(1, 51))})
    index = RepoIndex.open(str(repo), data_dir=repo.parent / "data", max_open_lines=10)
    reply = call(index, "repo.open_file", {"path": "long.txt", "start_line": 5})
    assert reply["result"]["numbered_lines"][0] == {"line": 5, "text": "line 5"}
    assert len(reply["result"]["numbered_lines"]) == 10 and reply["result"]["truncated"] is True
    whole = call(index, "repo.open_file", {"path": "long.txt", "start_line": 45, "end_line": 60})["result"]
    assert [n["line"] for n in whole["numbered_lines"]] == list(range(45, 51)) and whole["truncated"] is False


def test_list_files_filters_by_glob_hides_dotfiles_and_caps(ready: RepoIndex) -> None:
    write(ready.config.repo_root, {".hidden/x.py": "x\n"})
    assert call(ready, "repo.list_files", {"glob": "src/*.py"})["result"]["files"] == ["src/app.py"]
    everything = call(ready, "repo.list_files", {"include_hidden": True})["result"]["files"]
    assert ".hidden/x.py" in everything and ".hidden/x.py" not in call(ready, "repo.list_files")["result"]["files"]
    capped = call(ready, "repo.list_files", {"max_results": 2})["result"]
    assert len(capped["files"]) == 2 and capped["truncated"] is True


def test_search_before_any_refresh_says_so(index: RepoIndex) -> None:
    assert call(index, "repo.search", {"query": "helper"})["error"]["code"] == "INDEX_NOT_READY"


def test_unknown_tools_and_broken_requests_get_envelopes(index: RepoIndex) -> None:
    assert call(index, "repo.nope")["error"]["code"] == "UNKNOWN_TOOL"
    assert handle_line(index, b"{ nope")["error"]["code"] == "INVALID_REQUEST"
    assert handle_line(index, b"[1, 2]")["error"]["code"] == "INVALID_REQUEST"
    bad = handle_line(index, b'{"id": 7, "method": "tools/call", "params": {"arguments": {}}}')
    assert bad["request_id"] == 7 and bad["error"]["code"] == "INVALID_PARAMS"


def test_every_reply_fits_max_total_bytes_per_response(repo: Path) -> None:
    write(repo, {"wide.txt": ("y" * 200 + "\n") * 300})
    index = RepoIndex.open(str(repo), data_dir=repo.parent / "data", max_total_bytes_per_response=4096)
    reply = fit_to_size(call(index, "repo.open_file", {"path": "wide.txt"}), 4096)
    assert len(json.dumps(reply, separators=(",", ":")).encode()) <= 4096
    assert reply["ok"] and reply["result"]["truncated"] is True and reply["warnings"]
    assert 0 < len(reply["result"]["numbered_lines"]) < 300


def test_audit_log_is_persisted_sanitized_and_filtered(ready: RepoIndex) -> None:
    call(ready, "repo.open_file", {"path": "src/app.py"}, request_id="open-1")
    call(ready, "repo.search", {"query": "helper api_key=sk-abcdefghijklmnopqrstuv"}, request_id="s-1")
    call(ready, "repo.open_file", {"path": "../x"}, request_id="blocked-1")
    reopened = RepoIndex.open(str(ready.config.repo_root), data_dir=ready.config.data_dir)
    events = call(reopened, "repo.audit_log", {"limit": 3})["result"]["events"]
    assert [e["request_id"] for e in events] == ["open-1", "s-1", "blocked-1"]
    text = json.dumps(events)
    assert "return 42" not in text and "def helper" not in text  # no file contents
    assert "sk-abcdefghijklmnop" not in text and "[redacted]" in text
    assert events[2]["blocked"] is True and events[2]["error_code"] == "PATH_BLOCKED"
    for key in ("timestamp", "request_id", "tool", "ok", "blocked", "error_code", "metadata"):
        assert key in events[0]
    since = events[1]["timestamp"]
    later = call(reopened, "repo.audit_log", {"since": since, "limit": 50})["result"]["events"]
    assert all(e["timestamp"] >= since for e in later) and "open-1" not in [e["request_id"] for e in later[:1]]
