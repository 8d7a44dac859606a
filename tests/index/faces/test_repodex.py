"""Repodex ops (seed 000) in memory: shapes, caps, exact error strings, cache after sync."""

from __future__ import annotations

import io
import json

import pytest

from copilot_cli.index.faces.repodex import Repodex, serve
from copilot_cli.index.repo_index import RepoIndex
from tests.index.conftest import write


def op(repodex: Repodex, **request) -> dict:
    return repodex.handle(json.dumps(request).encode())


@pytest.fixture
def repodex(index: RepoIndex) -> Repodex:
    return Repodex(index)


def test_status_then_sync(repodex: Repodex) -> None:
    status = op(repodex, op="status")
    assert status["ok"] and status["op"] == "status" and status["data"]["index_status"] == "not_indexed"
    sync = op(repodex, op="sync")
    assert sync["ok"] and sync["data"]["added"] == 4
    assert op(repodex, op="status")["data"]["index_status"] == "ready"


def test_search_on_a_fresh_index_syncs_first_and_returns_chunk_ids(repodex: Repodex) -> None:
    reply = op(repodex, op="search", q="helper", top_k=5)
    assert reply["ok"] and reply["data"][0]["path"] == "src/app.py"
    assert isinstance(reply["data"][0]["chunk_id"], int)


def test_top_k_defaults_to_20_and_is_capped_at_20(repodex: Repodex) -> None:
    write(repodex.index.config.repo_root, {f"many/f{i:02}.md": "# alpha\nalpha\n" for i in range(30)})
    assert len(op(repodex, op="search", q="alpha")["data"]) == 20
    assert len(op(repodex, op="search", q="alpha", top_k=500)["data"]) == 20


def test_fetch_numbers_lines_processes_five_ids_and_caps_lines(repodex: Repodex) -> None:
    write(repodex.index.config.repo_root, {"long.md": "".join(f"row {i}\n" for i in range(1, 300))})
    op(repodex, op="sync")
    ids = [h["chunk_id"] for h in op(repodex, op="search", q="helper row")["data"]]
    reply = op(repodex, op="fetch", ids=ids[:1] + [999_999, 1, 2, 3, 4, 5], max_lines=500)
    assert [d["chunk_id"] for d in reply["data"]] == ids[:1] + [999_999, 1, 2, 3]
    assert reply["data"][1] == {"chunk_id": 999_999, "error": "chunk not found"}
    first = reply["data"][0]
    assert first["lines"][0].startswith(f"{first['start_line']}| ")
    assert all(len(d.get("lines", [])) <= 120 for d in reply["data"])
    small = op(repodex, op="fetch", ids=ids[:1], max_lines=2)["data"][0]
    assert len(small["lines"]) <= 2


@pytest.mark.parametrize(
    "request_line, error",
    [
        (b"{ invalid json", "invalid request: "),
        (b'{ "op": "bogus" }', "unknown op"),
        (b"[1]", "invalid request: expected a JSON object"),
        (b"{}", "invalid request: missing op"),
    ],
)
def test_error_strings_are_the_seeds(repodex: Repodex, request_line: bytes, error: str) -> None:
    reply = repodex.handle(request_line)
    assert reply["ok"] is False and reply["op"] == "" and reply["error"].startswith(error)


@pytest.mark.parametrize(
    "payload, fragment",
    [
        ({"op": "search"}, "q must be a non-empty string"),
        ({"op": "search", "q": "x", "top_k": 0}, "top_k"),
        ({"op": "fetch", "ids": [-1]}, "uint32"),
        ({"op": "fetch", "ids": [2**32]}, "uint32"),
        ({"op": "fetch", "ids": "1"}, "uint32"),
        ({"op": "fetch", "ids": [True]}, "uint32"),
        ({"op": "fetch", "ids": [1], "max_lines": 0}, "max_lines"),
    ],
)
def test_validation_failures_are_descriptive_and_keep_the_op(repodex: Repodex, payload: dict, fragment: str) -> None:
    reply = op(repodex, **payload)
    assert reply["ok"] is False and reply["op"] == payload["op"] and fragment in reply["error"]


def test_the_cache_is_dropped_after_a_successful_sync(repodex: Repodex) -> None:
    assert op(repodex, op="search", q="zebracorn")["data"] == []
    write(repodex.index.config.repo_root, {"src/zoo.py": "zebracorn = 1\n"})
    assert op(repodex, op="search", q="zebracorn")["data"] == []  # cached until a sync
    op(repodex, op="sync")
    assert op(repodex, op="search", q="zebracorn")["data"][0]["path"] == "src/zoo.py"


def test_an_oversize_line_is_answered_and_the_stream_continues(index: RepoIndex) -> None:
    stdin = io.BytesIO(b'{"op":"search","q":"x' + b"y" * 1_100_000 + b'"}\n{"op":"status"}\n')
    stdout = io.BytesIO()
    serve(index, stdin, stdout)
    replies = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert replies[0] == {"ok": False, "op": "", "error": "request too large"}
    assert replies[1]["ok"] and replies[1]["op"] == "status"


def test_an_unexpected_failure_is_answered_without_its_text_and_the_next_request_is_served(
    repodex: Repodex, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(_params: dict) -> None:
        raise RuntimeError("secret-looking detail")

    monkeypatch.setattr(repodex.index, "status", broken)
    reply = op(repodex, op="status")
    assert reply == {"ok": False, "op": "status", "error": "status failed: an internal error (details in the log)"}
    assert "secret-looking detail" in caplog.text  # the traceback goes to the log, not the reply
    assert op(repodex, op="sync")["ok"]
