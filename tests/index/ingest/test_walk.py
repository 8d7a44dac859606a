"""Discovery sees source files in sorted order and nothing it must not see."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from copilot_cli.index.config import IndexConfigError, load_config
from copilot_cli.index.ingest.walk import walk
from tests.index.conftest import write


def paths(root: Path, **overrides) -> list[str]:
    return [f.path for f in walk(load_config(root, data_dir=root / ".repo_mcp", **overrides)).files]


def test_files_come_back_in_path_order(repo: Path) -> None:
    assert paths(repo) == sorted(paths(repo))
    assert "src/app.py" in paths(repo)


@pytest.mark.parametrize(
    "folder",
    [
        ".git",
        ".github",
        "node_modules",
        "__pycache__",
        ".venv",
        "dist",
        "build",
        "target",
        "bin",
        "obj",
        "out",
        "coverage",
        "tmp",
        "temp",
        ".next",
        ".idea",
    ],
)
def test_seed_default_excluded_directories_are_skipped_anywhere(repo: Path, folder: str) -> None:
    write(repo, {f"{folder}/a.py": "x = 1\n", f"pkg/{folder}/b.py": "y = 2\n"})
    assert not [p for p in paths(repo) if folder in p.split("/")]


def test_gitignore_at_root_and_nested_is_respected(repo: Path) -> None:
    write(
        repo,
        {
            ".gitignore": "*.log\ngenerated/\n",
            "a.log": "x",
            "generated/x.py": "x = 1\n",
            "pkg/.gitignore": "secret_sauce.py\n",
            "pkg/secret_sauce.py": "x = 1\n",
            "secret_sauce.py": "x=1\n",
        },
    )
    found = paths(
        repo,
    )
    assert "generated/x.py" not in found and "pkg/secret_sauce.py" not in found
    assert "secret_sauce.py" in found  # the nested .gitignore only applies below pkg/


def test_secret_files_are_never_discovered(repo: Path) -> None:
    write(
        repo,
        {
            ".env": "TOKEN=x\n",
            "conf/.env.local": "A=b\n",
            "certs/server.pem": "---\n",
            "keys/id_rsa": "---\n",
            "tls/private.key": "---\n",
            ".aws/credentials": "[default]\n",
        },
    )
    config = load_config(repo, data_dir=repo / ".repo_mcp")
    result = walk(config, all_extensions=True)
    assert not [
        f.path
        for f in result.files
        if f.path.split("/")[-1].startswith((".env", "id_rsa"))
        or f.path.endswith((".pem", ".key"))
        or "credentials" in f.path
    ]
    assert result.secret_skipped >= 5


def test_files_over_max_file_bytes_are_counted_not_returned(repo: Path) -> None:
    write(repo, {"big.txt": "x" * 5000})
    result = walk(load_config(repo, data_dir=repo / ".repo_mcp", max_file_bytes=1000))
    assert result.too_large == ["big.txt"]
    assert "big.txt" not in [f.path for f in result.files]


def test_symlinked_directories_are_not_followed_and_escaping_file_links_are_skipped(repo: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    write(outside, {"leak.py": "x = 1\n"})
    os.symlink(outside, repo / "linked_dir")
    os.symlink(outside / "leak.py", repo / "leak.py")
    os.symlink(repo / "src" / "app.py", repo / "alias.py")
    found = paths(repo)
    assert "linked_dir/leak.py" not in found and "leak.py" not in found
    assert "alias.py" in found


def test_repo_mcp_toml_narrows_extensions_and_exclude_globs_extend_the_defaults(repo: Path) -> None:
    write(
        repo,
        {
            "repo_mcp.toml": '[index]\ninclude_extensions = ["py", ".md"]\nexclude_globs = ["docs/"]\n',
            "build/gen.py": "x = 1\n",
            "node_modules/m/i.py": "x = 1\n",
        },
    )
    assert paths(repo) == ["src/app.py"]


def test_replace_default_excludes_is_the_one_option_that_drops_the_defaults(repo: Path) -> None:
    write(
        repo,
        {
            "repo_mcp.toml": '[index]\ninclude_extensions = ["py"]\nreplace_default_excludes = ["docs/"]\n',
            "build/gen.py": "x = 1\n",
            "docs/d.py": "x = 1\n",
        },
    )
    assert paths(repo) == ["build/gen.py", "src/app.py"]


def test_broken_repo_mcp_toml_is_a_clear_error(repo: Path) -> None:
    write(repo, {"repo_mcp.toml": "[index\n"})
    with pytest.raises(IndexConfigError, match="repo_mcp.toml"):
        load_config(repo)
    write(repo, {"repo_mcp.toml": "[index]\ninclude_extensions = 3\n"})
    with pytest.raises(IndexConfigError, match="include_extensions must be a list of strings"):
        load_config(repo)


def test_the_data_dir_inside_the_repo_is_never_indexed(repo: Path) -> None:
    write(repo, {"indexdata/notes.md": "x\n"})
    assert "indexdata/notes.md" not in [f.path for f in walk(load_config(repo, data_dir=repo / "indexdata")).files]
