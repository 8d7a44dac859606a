"""Every endpoint and every error code of the workspace HTTP API, against a real uvicorn."""

from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest

from copilot_cli.workspace.files import FileLimits
from tests.workspace.server import serve

pytestmark = pytest.mark.e2e


def post(client: httpx.Client, op: str, **body: object) -> httpx.Response:
    return client.post(f"/v1/{op}", json={"workspace_id": "w", **body})


def code(response: httpx.Response) -> str:
    return response.json()["code"]


def test_write_then_read_round_trips_content_and_versions(client: httpx.Client, root: Path) -> None:
    created = post(client, "write", path="./src//app.py", content="print('hi')\n")
    assert created.status_code == 200
    assert created.json() == {
        "requested_path": "./src//app.py",
        "path": "src/app.py",
        "bytes_written": 12,
        "created": True,
        "version": 1,
    }
    read = post(client, "read", path="src/app.py").json()
    assert read == {
        "requested_path": "src/app.py",
        "path": "src/app.py",
        "bytes_read": 12,
        "content": "print('hi')\n",
        "truncated": False,
        "start_line": 1,
        "end_line": 1,
        "version": 1,
    }
    again = post(client, "write", path="src/app.py", content="x", expected_version=1).json()
    assert again["created"] is False and again["version"] == 2
    assert (root / "src/app.py").read_text() == "x"


def test_read_of_a_line_range_returns_exactly_those_lines(client: httpx.Client) -> None:
    post(client, "write", path="f.txt", content="one\ntwo\nthree\nfour\n")
    body = post(client, "read", path="f.txt", start_line=2, end_line=3).json()
    assert (body["content"], body["start_line"], body["end_line"]) == ("two\nthree\n", 2, 3)
    past_end = post(client, "read", path="f.txt", start_line=9, end_line=12).json()
    assert (past_end["content"], past_end["start_line"], past_end["end_line"]) == ("", None, None)


def test_unpaired_or_reversed_line_numbers_are_schema_errors(client: httpx.Client) -> None:
    post(client, "write", path="f.txt", content="a\n")
    assert code(post(client, "read", path="f.txt", start_line=1)) == "invalid_json_schema"
    assert code(post(client, "read", path="f.txt", start_line=3, end_line=2)) == "invalid_json_schema"
    assert code(post(client, "read", path="f.txt", start_line=0, end_line=2)) == "invalid_json_schema"


def test_large_reads_are_truncated_on_a_character_boundary(root: Path, tmp_path: Path) -> None:
    (root / "big.txt").write_text("é" * 100)  # 2 bytes each
    with serve(root, tmp_path / "d", limits=FileLimits(max_read_bytes=51)) as running:
        with httpx.Client(base_url=running.url, headers=running.headers) as c:
            body = post(c, "read", path="big.txt").json()
    assert body["truncated"] is True and body["bytes_read"] == 50 and body["content"] == "é" * 25


def test_stale_expected_version_is_a_409_conflict_and_writes_nothing(client: httpx.Client, root: Path) -> None:
    post(client, "write", path="f.txt", content="v1")
    post(client, "write", path="f.txt", content="v2", expected_version=1)
    stale = post(client, "write", path="f.txt", content="lost", expected_version=1)
    assert stale.status_code == 409 and code(stale) == "conflict"
    assert (root / "f.txt").read_text() == "v2"


def test_expected_version_zero_means_create_only(client: httpx.Client) -> None:
    assert post(client, "write", path="new.txt", content="a", expected_version=0).json()["version"] == 1
    assert code(post(client, "write", path="new.txt", content="b", expected_version=0)) == "conflict"


def test_patch_applies_a_unified_diff_at_the_expected_version(client: httpx.Client, root: Path) -> None:
    post(client, "write", path="f.py", content="a\nb\nc\n")
    diff = "--- a/f.py\n+++ b/f.py\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
    body = post(client, "patch", path="f.py", patch=diff, expected_version=1).json()
    assert body == {"requested_path": "f.py", "path": "f.py", "bytes_written": 6, "version": 2}
    assert (root / "f.py").read_text() == "a\nB\nc\n"


def test_a_hunk_that_does_not_apply_is_code_patch_and_writes_nothing(client: httpx.Client, root: Path) -> None:
    post(client, "write", path="f.py", content="a\nb\nc\n")
    bad = post(client, "patch", path="f.py", patch="@@ -2,1 +2,1 @@\n-zzz\n+B\n", expected_version=1)
    assert bad.status_code == 422 and code(bad) == "patch"
    assert code(post(client, "patch", path="f.py", patch="not a diff", expected_version=1)) == "patch"
    assert (root / "f.py").read_text() == "a\nb\nc\n"
    assert post(client, "read", path="f.py").json()["version"] == 1


def test_patch_requires_expected_version_and_an_existing_file(client: httpx.Client) -> None:
    assert code(post(client, "patch", path="f.py", patch="@@ -1 +1 @@\n-a\n+b\n")) == "invalid_json_schema"
    assert code(post(client, "patch", path="none.py", patch="@@ -1 +1 @@\n-a\n+b\n", expected_version=0)) == "not_found"


def test_delete_is_versioned_and_idempotent(client: httpx.Client, root: Path) -> None:
    post(client, "write", path="f.txt", content="x")
    assert code(post(client, "delete", path="f.txt", expected_version=7)) == "conflict"
    assert post(client, "delete", path="f.txt", expected_version=1).json() == {
        "requested_path": "f.txt",
        "path": "f.txt",
        "deleted": True,
    }
    assert not (root / "f.txt").exists()
    assert post(client, "delete", path="f.txt").json()["deleted"] is False
    assert code(post(client, "read", path="f.txt")) == "not_found"
    # the counter survives the delete: the re-created file does not reuse version 1
    assert post(client, "write", path="f.txt", content="y", expected_version=0).json()["version"] == 3


def test_glob_lists_matches_with_every_diagnostic(client: httpx.Client, root: Path) -> None:
    for name in ["src/a.py", "src/deep/b.py", "src/c.txt", "node_modules/x.py", ".env", "README.md"]:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x\n")
    body = post(client, "glob", pattern="*.py").json()
    assert body["matches"] == ["src/a.py", "src/deep/b.py"]
    assert set(body) == {
        "matches",
        "truncated",
        "scanned_files",
        "scanned_entries",
        "scan_limit_reached",
        "scan_limit_reason",
        "elapsed_ms",
        "skipped_secret",
        "skipped_ignored",
        "skipped_symlink",
        "skipped_binary",
        "skipped_too_large",
        "skipped_unreadable",
        "skipped_not_regular",
        "skipped_bad_name",
    }
    assert body["skipped_secret"] == 1 and body["skipped_ignored"] == 1 and body["scan_limit_reached"] is False
    assert post(client, "glob", pattern="**/*.txt", path_prefix="src").json()["matches"] == ["src/c.txt"]


def test_glob_stops_at_the_entry_limit_and_says_so(root: Path, tmp_path: Path) -> None:
    for i in range(30):
        (root / f"f{i:02}.txt").write_text("x")
    with serve(root, tmp_path / "d", limits=FileLimits(max_scan_entries=10, max_glob_matches=5)) as running:
        with httpx.Client(base_url=running.url, headers=running.headers) as c:
            capped = post(c, "glob", pattern="f0*").json()
            limited = post(c, "glob", pattern="*.none").json()
    assert capped["truncated"] is True and len(capped["matches"]) == 5 and capped["scan_limit_reached"] is False
    assert limited["scan_limit_reached"] is True and limited["scan_limit_reason"] == "max_entries"
    assert limited["scanned_entries"] == 10 and limited["matches"] == [] and limited["truncated"] is False


def test_grep_finds_literal_and_regex_matches(client: httpx.Client, root: Path) -> None:
    (root / "a.py").write_text("def alpha():\n    return 1\n")
    (root / "b.md").write_text("alpha beta\n" + "alpha " * 200 + "\n")
    (root / "bin.dat").write_bytes(b"alpha\x00\x01")
    literal = post(client, "grep", query="alpha").json()
    assert [(m["path"], m["line"]) for m in literal["matches"]] == [("a.py", 1), ("b.md", 1), ("b.md", 2)]
    assert literal["matches"][2]["line_truncated"] is True and literal["skipped_binary"] == 1
    regex = post(client, "grep", query=r"^\s+return \d$", regex=True, glob="*.py").json()
    assert regex["matches"] == [{"path": "a.py", "line": 2, "text": "    return 1", "line_truncated": False}]


def test_a_pathological_regex_times_out_instead_of_hanging(root: Path, tmp_path: Path) -> None:
    (root / "evil.txt").write_text("a" * 40 + "!\n")
    with serve(root, tmp_path / "d", limits=FileLimits(scan_time_budget_s=0.5)) as running:
        with httpx.Client(base_url=running.url, headers=running.headers, timeout=30) as c:
            response = post(c, "grep", query=r"(a|aa)+$", regex=True)
            assert response.status_code == 408 and code(response) == "timeout"
            assert response.headers["retry-after"] == "1"
            assert post(c, "grep", query="!").status_code == 200  # the server still answers


def test_an_invalid_regex_is_a_schema_error(client: httpx.Client) -> None:
    assert code(post(client, "grep", query="(", regex=True)) == "invalid_json_schema"


@pytest.mark.parametrize(
    "headers, expected",
    [
        ({}, "unauthorized"),
        ({"authorization": "Bearer wrong-token"}, "unauthorized"),
        ({"authorization": "Basic dGVzdA=="}, "unauthorized"),
    ],
)
def test_requests_without_the_right_bearer_token_are_401(server, headers, expected) -> None:
    response = httpx.post(f"{server.url}/v1/read", json={"workspace_id": "w", "path": "x"}, headers=headers)
    assert response.status_code == 401 and code(response) == expected


def test_unsafe_no_auth_accepts_requests_without_a_token(root: Path, tmp_path: Path) -> None:
    with serve(root, tmp_path / "d", token=None) as running:
        response = httpx.post(f"{running.url}/v1/glob", json={"workspace_id": "w", "pattern": "*"})
    assert response.status_code == 200


def test_gate_errors_have_the_documented_codes_and_statuses(client: httpx.Client) -> None:
    cases = [
        (dict(content=b"{}", headers={"content-type": "text/plain"}), 415, "unsupported_media_type"),
        (dict(content=b"{not json", headers={"content-type": "application/json"}), 400, "invalid_json_syntax"),
        (dict(content=b"", headers={"content-type": "application/json"}), 400, "invalid_json_syntax"),
        (dict(content=b"[1]", headers={"content-type": "application/json"}), 400, "invalid_json"),
        (dict(content=b'{"a": NaN}', headers={"content-type": "application/json"}), 400, "invalid_json"),
        (dict(content=b"\xff\xfe", headers={"content-type": "application/json"}), 400, "invalid_json"),
        (dict(json={"workspace_id": "w", "path": 3}), 400, "invalid_json_schema"),
        (dict(json={"workspace_id": "w", "path": "a", "extra": 1}), 400, "invalid_json_schema"),
        (dict(json={"workspace_id": "nope", "path": "a"}), 404, "not_found"),
    ]
    for kwargs, status, expected in cases:
        response = client.post("/v1/read", **kwargs)
        assert (response.status_code, code(response)) == (status, expected), kwargs


def test_bodies_over_the_limit_are_413(root: Path, tmp_path: Path) -> None:
    with serve(root, tmp_path / "d", limits=FileLimits(max_body_bytes=1000)) as running:
        with httpx.Client(base_url=running.url, headers=running.headers) as c:
            response = post(c, "write", path="f.txt", content="x" * 2000)
            chunked = c.post(
                "/v1/write",
                content=iter([b'{"workspace_id": "w", "content": "', b"x" * 2000, b'"}']),
                headers={"content-type": "application/json"},
            )
    assert (response.status_code, code(response)) == (413, "payload_too_large")
    assert (chunked.status_code, code(chunked)) == (413, "payload_too_large")
    assert not (root / "f.txt").exists()


def test_wrong_method_and_unknown_endpoint_answer_json_errors(client: httpx.Client) -> None:
    assert (client.get("/v1/read").status_code, code(client.get("/v1/read"))) == (405, "method_not_allowed")
    assert code(client.post("/v1/nope", json={})) == "not_found"


def test_secret_paths_are_denied_for_every_operation(client: httpx.Client, root: Path) -> None:
    (root / ".env").write_text("KEY=1")
    for op, extra in [
        ("read", {}),
        ("write", {"content": "x"}),
        ("delete", {}),
        ("patch", {"patch": "@@ -1 +1 @@\n-a\n+b\n", "expected_version": 1}),
    ]:
        for path in [".env", "config/server.pem", ".git/config", "deploy/id_rsa"]:
            response = post(client, op, path=path, **extra)
            assert (response.status_code, code(response)) == (403, "secret_path_denied"), (op, path)
    assert code(post(client, "grep", query="x", path_prefix=".git")) == "secret_path_denied"
    assert (root / ".env").read_text() == "KEY=1"


def test_overload_answers_busy_and_rate_limited_with_retry_after(root: Path, tmp_path: Path) -> None:
    with serve(root, tmp_path / "d", rate_per_s=1.0, rate_burst=2) as running:
        with httpx.Client(base_url=running.url, headers=running.headers) as c:
            statuses = [post(c, "glob", pattern="*").status_code for _ in range(4)]
            limited = post(c, "glob", pattern="*")
    assert statuses[:2] == [200, 200] and 429 in statuses
    assert code(limited) == "rate_limited" and limited.headers["retry-after"] == "1"
    with serve(root, tmp_path / "d2", max_inflight=0) as running:
        busy = httpx.post(f"{running.url}/v1/glob", json={"workspace_id": "w", "pattern": "*"}, headers=running.headers)
    assert (busy.status_code, code(busy), busy.headers["retry-after"]) == (503, "busy", "1")


def test_binary_files_are_refused_on_read(client: httpx.Client, root: Path) -> None:
    (root / "img.bin").write_bytes(b"\x89PNG\x00\x00")
    response = post(client, "read", path="img.bin")
    assert (response.status_code, code(response)) == (422, "binary_file")


def test_writing_onto_a_directory_is_not_permitted(client: httpx.Client, root: Path) -> None:
    (root / "dir").mkdir()
    assert code(post(client, "write", path="dir", content="x")) == "not_permitted"


def test_edits_made_outside_the_server_move_the_version_on(client: httpx.Client, root: Path) -> None:
    post(client, "write", path="f.txt", content="mine")
    (root / "f.txt").write_text("someone else's edit")
    assert post(client, "read", path="f.txt").json()["version"] == 2
    assert code(post(client, "write", path="f.txt", content="x", expected_version=1)) == "conflict"
    os.remove(root / "f.txt")
    assert code(post(client, "write", path="f.txt", content="x", expected_version=2)) == "conflict"


def test_the_app_publishes_its_own_openapi_document(client: httpx.Client) -> None:
    doc = client.get("/openapi.json").json()
    assert doc["openapi"].startswith("3.1")
    assert sorted(doc["paths"]) == sorted(f"/v1/{op}" for op in ["read", "write", "patch", "delete", "glob", "grep"])
    read_response = doc["components"]["schemas"]["ReadResponse"]["properties"]
    assert sorted(read_response) == sorted(
        ["requested_path", "path", "bytes_read", "content", "truncated", "start_line", "end_line", "version"]
    )
