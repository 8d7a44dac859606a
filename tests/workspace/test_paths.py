"""Every hostile caller path is blocked with a machine kind, a reason and a hint."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from copilot_cli.workspace.paths import PathBlocked, is_secret, normalize_relative, resolve_inside


@pytest.fixture
def root(tmp_path: Path) -> Path:
    (tmp_path / "repo" / "src").mkdir(parents=True)
    (tmp_path / "repo" / "src" / "app.py").write_text("print(1)\n")
    (tmp_path / "outside.txt").write_text("secret\n")
    return tmp_path / "repo"


@pytest.mark.parametrize(
    "path, kind",
    [
        ("../outside.txt", "traversal"),
        ("src/../../outside.txt", "traversal"),
        ("src/..", "traversal"),
        ("..\\..\\etc\\passwd", "traversal"),
        ("/etc/passwd", "absolute"),
        ("//server/share", "absolute"),
        ("~/.bashrc", "absolute"),
        ("C:\\Windows\\win.ini", "absolute"),
        ("c:/x", "absolute"),
        ("src/app.py\x00.txt", "control_character"),
        ("src/\napp.py", "control_character"),
        ("src/\x1b[31mapp.py", "control_character"),
        ("src/\x7fapp.py", "control_character"),
        ("", "empty"),
        (".", "empty"),
        ("./", "empty"),
        (".env", "secret_file"),
        (".env.production", "secret_file"),
        ("config/.ENV.local", "secret_file"),
        ("certs/server.pem", "secret_file"),
        ("tls/private.KEY", "secret_file"),
        ("home/id_rsa", "secret_file"),
        ("home/id_rsa.pub", "secret_file"),
        ("home/id_ed25519", "secret_file"),
        (".aws/credentials", "secret_file"),
        ("gcp/credentials.json", "secret_file"),
        (".netrc", "secret_file"),
        (".git/config", "git_internal"),
        ("sub/.git/HEAD", "git_internal"),
        (".git", "git_internal"),
        (".ssh/known_hosts", "secret_file"),
    ],
)
def test_hostile_path_is_blocked_with_kind_reason_and_hint(root: Path, path: str, kind: str) -> None:
    with pytest.raises(PathBlocked) as caught:
        resolve_inside(root, path)
    assert caught.value.kind == kind
    assert caught.value.reason.endswith(".")
    assert caught.value.hint


def test_traversal_uses_the_seed_wording(root: Path) -> None:
    with pytest.raises(PathBlocked) as caught:
        resolve_inside(root, "../x")
    assert caught.value.reason == "Path traversal is blocked."
    assert caught.value.hint == "Remove '..' segments and use a repository-relative path."


def test_non_string_path_is_blocked(root: Path) -> None:
    with pytest.raises(PathBlocked) as caught:
        resolve_inside(root, 42)
    assert caught.value.kind == "not_a_string"


def test_ordinary_path_is_normalized(root: Path) -> None:
    resolved = resolve_inside(root, "./src//app.py")
    assert resolved.relative == "src/app.py"
    assert resolved.absolute == root / "src" / "app.py"


def test_missing_file_inside_root_resolves_for_writes(root: Path) -> None:
    assert resolve_inside(root, "src/new/module.py").relative == "src/new/module.py"


def test_root_itself_only_when_allowed(root: Path) -> None:
    assert resolve_inside(root, ".", allow_root=True).relative == ""


def test_symlink_leaving_the_root_is_blocked(root: Path) -> None:
    os.symlink(root.parent / "outside.txt", root / "src" / "link.txt")
    with pytest.raises(PathBlocked) as caught:
        resolve_inside(root, "src/link.txt")
    assert caught.value.kind == "symlink_escape"


def test_symlinked_directory_leaving_the_root_is_blocked(root: Path) -> None:
    os.symlink(root.parent, root / "up")
    with pytest.raises(PathBlocked) as caught:
        resolve_inside(root, "up/outside.txt")
    assert caught.value.kind == "symlink_escape"


def test_symlink_to_a_secret_inside_the_root_is_blocked(root: Path) -> None:
    (root / ".env").write_text("TOKEN=x\n")
    os.symlink(root / ".env", root / "src" / "settings.txt")
    with pytest.raises(PathBlocked) as caught:
        resolve_inside(root, "src/settings.txt")
    assert caught.value.kind == "secret_file"


def test_symlink_staying_inside_the_root_is_allowed(root: Path) -> None:
    os.symlink(root / "src" / "app.py", root / "alias.py")
    assert resolve_inside(root, "alias.py").relative == "alias.py"


def test_root_that_is_itself_a_symlink_still_works(root: Path, tmp_path: Path) -> None:
    os.symlink(root, tmp_path / "root-link")
    assert resolve_inside(tmp_path / "root-link", "src/app.py").relative == "src/app.py"


def test_lookalike_names_are_not_secrets() -> None:
    assert not is_secret("src/environment.py")
    assert not is_secret("docs/keys.md")
    assert not is_secret("src/gitignore_rules.py")
    assert not is_secret(".gitignore")
    assert not is_secret(".github/workflows/ci.yml")
    assert normalize_relative("src/keyboard.ts") == "src/keyboard.ts"
