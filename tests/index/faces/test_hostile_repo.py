"""Issue 14's hostile repository, indexed by every face: Repodex, repo-mcp, copilot-cli's repo.*
over JSON-RPC and the workspace HTTP API. Symlinks to secrets and into excluded directories,
a FIFO, a name that is not UTF-8, a 5 MB file, a binary and invalid UTF-8 content: no face
crashes, every request is answered, and no secret byte reaches any reply or any artifact."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.workspace.server import serve

pytestmark = pytest.mark.e2e

# Each secret file: words a query can find, then the mark that must never come back.
SECRETS = {
    ".env": "API_KEY=S3CRETENVVALUE",
    "id_rsa": "BEGIN RSA PRIVATE KEY=S3CRETRSAKEY",
    "server.pem": "BEGIN CERTIFICATE=S3CRETPEMDATA",
    ".git/config": "remote origin url=S3CRETGITCONFIG",
    "deploy/.aws/credentials": "aws_access_key_id=S3CRETAWSCRED",
}
LINKS = {
    "notes.txt": ".env",
    "key.md": "id_rsa",
    "gitcfg.txt": ".git/config",
    "pem_view.py": "server.pem",
    "aws.txt": "deploy/.aws/credentials",
    "nm_file.js": "node_modules/pkg/index.js",
    "nested/up.md": "../id_rsa",
}
EXCLUDED_MARK = "N0DEMODULESMARK"
MARKS = [m.split("=")[-1] for m in SECRETS.values()]


@pytest.fixture
def hostile(tmp_path: Path) -> Path:
    root = tmp_path / "hostile"
    for rel, text in SECRETS.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text + "\n")
    (root / "node_modules/pkg").mkdir(parents=True)
    (root / "node_modules/pkg/index.js").write_text(f"function nm() {{ return '{EXCLUDED_MARK}'; }}\n")
    (root / "nested").mkdir()
    for link, target in LINKS.items():
        os.symlink(target, root / link)
    os.symlink("node_modules", root / "nm_dir")
    os.mkfifo(root / "pipe.txt")
    with open(os.path.join(os.fsencode(root), b"bad\xffname.py"), "wb") as f:
        f.write(b"def bad_name_func():\n    return 1\n")
    (root / "big.txt").write_text("hello world line\n" * 330_000)  # 5.6 MB
    (root / "blob.txt").write_bytes(b"\x00\x01binary\x00" * 200)
    (root / "latin.py").write_bytes(b"def latin_func():\n    return '\xff\xfe caf\xe9'\n")
    (root / "app.py").write_text("def helper():\n    return 'API key notes'\n")
    return root


def assert_clean(text: str) -> None:
    for mark in MARKS:
        assert mark not in text


def artifacts_clean(data_dir: Path) -> None:
    for path in data_dir.rglob("*"):
        if path.is_file():
            assert_clean(path.read_bytes().decode("utf-8", "replace"))


QUERIES = ["API_KEY", "RSA PRIVATE KEY", "CERTIFICATE", "remote origin url", "aws_access_key_id", "key notes"]


class Lines:
    """A real child process spoken to one JSON line at a time over pipes."""

    def __init__(self, argv: list[str]) -> None:
        env = {**os.environ, "COPILOT_LLM": "off"}
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )

    def ask(self, message: dict | bytes) -> dict:
        line = message if isinstance(message, bytes) else json.dumps(message).encode()
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()
        ready, _, _ = select.select([self.proc.stdout], [], [], 60)
        assert ready, "no reply"
        raw = self.proc.stdout.readline()
        assert raw, f"the process died: {self.proc.stderr.read().decode() if self.proc.stderr else ''}"
        assert_clean(raw.decode("utf-8", "replace"))
        return json.loads(raw)

    def close(self) -> int:
        assert self.proc.stdin
        self.proc.stdin.close()
        code = self.proc.wait(60)
        stderr = self.proc.stderr.read().decode() if self.proc.stderr else ""
        assert "Traceback" not in stderr, stderr
        return code


def test_repodex_indexes_the_hostile_repo_without_crash_or_secret(hostile: Path, tmp_path: Path) -> None:
    data = tmp_path / "rdx"
    face = Lines(
        [
            sys.executable,
            "-m",
            "copilot_cli",
            "index",
            "serve",
            "--stdio",
            "--repo-root",
            str(hostile),
            "--data-dir",
            str(data),
        ]
    )
    synced = face.ask({"op": "sync"})
    assert synced["ok"] is True
    report = synced["data"]
    assert report["skipped_not_regular"] == 1 and report["skipped_bad_name"] == 1 and report["skipped_too_large"] == 1
    ids = set()
    for q in [*QUERIES, EXCLUDED_MARK, "latin_func", "helper"]:
        found = face.ask({"op": "search", "q": q})
        assert found["ok"] is True
        assert all(h["path"] not in LINKS for h in found["data"])
        ids |= {h["chunk_id"] for h in found["data"]}
    assert ids
    for start in range(0, 40, 5):
        assert face.ask({"op": "fetch", "ids": list(range(start, start + 5))})["ok"] is True
    assert face.ask(b"[" * 1000 + b"]" * 1000)["error"].startswith("invalid request: ")
    assert face.ask({"op": "status"})["ok"] is True
    assert face.close() == 0
    artifacts_clean(data)


def repo_mcp_session(face: Lines, call) -> None:
    assert call("repo.refresh_index", {"force": True})["ok"] is True
    listed = call("repo.list_files", {"include_hidden": True})
    assert listed["ok"] is True
    assert set(listed["result"]["files"]) & set(LINKS) == set()
    for q in [*QUERIES, EXCLUDED_MARK]:
        found = call("repo.search", {"query": q})
        assert found["ok"] is True and all(h["path"] not in LINKS for h in found["result"]["hits"])
    for q in QUERIES:
        bundle = call("repo.build_context_bundle", {"prompt": q, "budget": {"max_files": 8, "max_total_lines": 400}})
        assert bundle["ok"] is True
    for link in [*LINKS, "pipe.txt", "a" * 256 + ".py", "blob.txt", "latin.py", "nm_dir/pkg/index.js"]:
        for tool, params in [
            ("repo.open_file", {"path": link}),
            ("repo.outline", {"path": link}),
            ("repo.references", {"path": link, "symbol": "helper"}),
        ]:
            reply = call(tool, params)
            assert reply.get("error", {}).get("code") != "INTERNAL_ERROR", (tool, link, reply)


def test_repo_mcp_indexes_the_hostile_repo_without_crash_or_secret(hostile: Path, tmp_path: Path) -> None:
    data = tmp_path / "mcp"
    face = Lines([sys.executable, "-m", "repo_mcp.server", "--repo-root", str(hostile), "--data-dir", str(data)])
    counter = iter(range(1, 10_000))

    def call(method: str, params: dict) -> dict:
        return face.ask({"id": next(counter), "method": method, "params": params})

    repo_mcp_session(face, call)
    assert face.ask(b'{"id":"\\ud800","method":"repo.status"}')["error"]["code"] == "INVALID_REQUEST"
    assert face.ask(b"[" * 1000 + b"]" * 1000)["error"]["code"] == "INVALID_PARAMS"
    assert call("repo.status", {})["ok"] is True
    assert face.close() == 0
    artifacts_clean(data)
    assert (data / "last_bundle.md").is_file() and (data / "last_bundle.json").is_file()  # checked above


def test_copilot_cli_repo_methods_index_the_hostile_repo_without_crash_or_secret(hostile: Path) -> None:
    face = Lines([sys.executable, "-m", "copilot_cli", "serve", "--workspace", str(hostile)])
    counter = iter(range(1, 10_000))
    assert "result" in face.ask({"jsonrpc": "2.0", "id": 0, "method": "initialize"})

    def call(method: str, params: dict) -> dict:
        reply = face.ask({"jsonrpc": "2.0", "id": next(counter), "method": method, "params": params})
        if "error" in reply:
            assert reply["error"]["code"] != -32603, (method, params, reply)
            return {"ok": False, "error": {"code": (reply["error"].get("data") or {}).get("code")}}
        return {"ok": True, "result": reply["result"]}

    repo_mcp_session(face, call)
    face.close()
    artifacts_clean(hostile / ".repo_mcp")


def test_the_workspace_api_scans_and_reads_the_hostile_repo_without_crash_or_secret(
    hostile: Path, tmp_path: Path
) -> None:
    with (
        serve(hostile, tmp_path / "ws") as running,
        httpx.Client(base_url=running.url, headers=running.headers, timeout=30) as c,
    ):

        def post(op: str, **body: object) -> httpx.Response:
            response = c.post(f"/v1/{op}", json={"workspace_id": "w", **body})
            assert response.status_code < 500
            assert_clean(response.text)
            return response

        globbed = post("glob", pattern="**").json()
        assert globbed["skipped_not_regular"] == 1 and globbed["skipped_bad_name"] == 1
        for q in QUERIES:
            post("grep", query=q)
            post("grep", query=q, regex=True)
        for path in [*LINKS, "pipe.txt", "big.txt", "blob.txt", "latin.py", "app.py", "nm_dir/pkg/index.js"]:
            post("read", path=path)
        assert post("read", path="pipe.txt").status_code == 403
        assert post("read", path="app.py").status_code == 200
