"""Paths an attacker (or a confused client) might send: every one is refused with a specific
code, nothing outside the root is touched, and benign oddities are normalized and echoed."""

from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.e2e

NOT_PERMITTED = [
    "../outside.txt",
    "a/../../outside.txt",
    "a/b/../../../outside.txt",
    "..",
    "/etc/passwd",
    "//etc/passwd",
    "~/x",
    "~root/x",
    "C:\\Windows\\x",
    "c:/x",
    "..\\..\\outside.txt",
    "a\x00b",
    "a\nb",
    "a\rb",
    "a\tb",
    "\x1b[31m",
    " a.txt",
    "a.txt ",
    "dir /a.txt",
    "dir/ a.txt",
    "\u0085x",
    ".",
    "./",
    "a/.copilot-ws-tmp-1",
]
SECRET = [
    ".env",
    ".env.local",
    "app/.env.production",
    "keys/server.pem",
    "tls.key",
    "home/.ssh/id_rsa",
    ".git/config",
    ".git/hooks/pre-commit",
    "sub/.GIT/HEAD",
    ".aws/credentials",
    ".netrc",
    "deploy/id_ed25519",
]


def post(client: httpx.Client, op: str, **body: object) -> httpx.Response:
    return client.post(f"/v1/{op}", json={"workspace_id": "w", **body})


@pytest.mark.parametrize("path", NOT_PERMITTED)
@pytest.mark.parametrize("op", ["read", "write", "delete"])
def test_paths_breaking_the_rules_are_not_permitted(client: httpx.Client, tmp_path: Path, op: str, path: str) -> None:
    body = {"content": "pwned"} if op == "write" else {}
    response = post(client, op, path=path, **body)
    assert (response.status_code, response.json()["code"]) == (403, "not_permitted")
    assert not (tmp_path / "outside.txt").exists()


@pytest.mark.parametrize("path", SECRET)
def test_secret_files_are_denied(client: httpx.Client, path: str) -> None:
    response = post(client, "write", path=path, content="x")
    assert (response.status_code, response.json()["code"]) == (403, "secret_path_denied")


def test_an_empty_path_is_a_schema_error(client: httpx.Client) -> None:
    assert post(client, "read", path="").json()["code"] == "invalid_json_schema"


def test_symlinks_cannot_escape_the_root_or_reach_secrets(client: httpx.Client, root: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "target.txt").write_text("outside")
    os.symlink(outside, root / "escape")
    os.symlink(outside / "target.txt", root / "link.txt")
    (root / ".env").write_text("SECRET=1")
    os.symlink(root / ".env", root / "innocent.txt")
    for path in ["escape/target.txt", "link.txt", "escape/new.txt"]:
        assert post(client, "read", path=path).json()["code"] == "not_permitted"
        assert post(client, "write", path=path, content="x").json()["code"] == "not_permitted"
    assert post(client, "read", path="innocent.txt").json()["code"] == "secret_path_denied"
    assert (outside / "target.txt").read_text() == "outside" and not (outside / "new.txt").exists()
    globbed = post(client, "glob", pattern="**").json()
    assert globbed["matches"] == [] and globbed["skipped_symlink"] == 3


def test_a_symlink_inside_the_root_is_read_through_but_never_written_through(client: httpx.Client, root: Path) -> None:
    (root / "real.txt").write_text("old")
    os.symlink("real.txt", root / "alias.txt")
    assert post(client, "read", path="alias.txt").json()["content"] == "old"
    response = post(client, "write", path="alias.txt", content="new")
    assert (response.status_code, response.json()["code"]) == (403, "not_permitted")
    assert (root / "alias.txt").is_symlink() and (root / "real.txt").read_text() == "old"


def test_benign_oddities_are_normalized_and_echoed(client: httpx.Client, root: Path) -> None:
    for requested, normalized in [
        ("./a.txt", "a.txt"),
        ("dir//b.txt", "dir/b.txt"),
        ("dir\\c.txt", "dir/c.txt"),
        ("%2e%2e/d.txt", "%2e%2e/d.txt"),
        ("ünï cödé.txt", "ünï cödé.txt"),
    ]:
        body = post(client, "write", path=requested, content="x").json()
        assert (body["requested_path"], body["path"]) == (requested, normalized)
        assert (root / normalized).read_text() == "x"


def test_path_prefix_and_glob_patterns_follow_the_same_rules(client: httpx.Client) -> None:
    assert post(client, "glob", pattern="*", path_prefix="../").json()["code"] == "not_permitted"
    assert post(client, "glob", pattern="../*").json()["code"] == "invalid_json_schema"
    assert post(client, "glob", pattern="/etc/*").json()["code"] == "invalid_json_schema"
    assert post(client, "grep", query="x", path_prefix="/etc").json()["code"] == "not_permitted"
