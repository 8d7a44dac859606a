"""Index configuration: limits from the command line, filters from `repo_mcp.toml`.

Seed 002 fixes the startup flags (`--data-dir`, `--max-file-bytes`, …) and the toml keys
`index.include_extensions` / `index.exclude_globs`. Defaults live here, once.

`index.exclude_globs` EXTENDS the default excluded directories (node_modules, dist, build, …
stay excluded); `index.replace_default_excludes` is the one option that drops the defaults,
its globs then being the only excludes besides `.git` and the data directory.
"""

from __future__ import annotations

import argparse
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from copilot_cli.common.gitignore import gitignore_line_error
from copilot_cli.common.globs import MAX_GLOB_CHARS

CONFIG_FILE = "repo_mcp.toml"
DEFAULT_DATA_DIR = ".repo_mcp"

# Seed 002 § Default Discovery Filters: directory names skipped anywhere in the tree.
DEFAULT_EXCLUDED_DIRS: tuple[str, ...] = (
    ".git",
    ".github",
    ".repo_mcp",
    "__pycache__",
    ".venv",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    ".tox",
    ".nox",
    "node_modules",
    ".pnpm-store",
    ".yarn",
    ".npm",
    ".next",
    ".nuxt",
    ".svelte-kit",
    ".gradle",
    ".idea",
    ".vscode",
    "dist",
    "build",
    "target",
    "bin",
    "obj",
    "out",
    "coverage",
    "tmp",
    "temp",
)

# Source and text files people search; a repository narrows or widens this in repo_mcp.toml.
DEFAULT_INCLUDE_EXTENSIONS: tuple[str, ...] = (
    ".py",
    ".pyi",
    ".ts",
    ".tsx",
    ".js",
    ".jsx",
    ".mjs",
    ".cjs",
    ".java",
    ".kt",
    ".go",
    ".rs",
    ".c",
    ".h",
    ".cc",
    ".cpp",
    ".cxx",
    ".hpp",
    ".hh",
    ".cs",
    ".swift",
    ".rb",
    ".php",
    ".scala",
    ".md",
    ".rst",
    ".txt",
    ".toml",
    ".yaml",
    ".yml",
    ".json",
    ".graphql",
    ".gql",
    ".proto",
    ".html",
    ".css",
    ".scss",
    ".sql",
    ".sh",
    ".cfg",
    ".ini",
    ".xml",
    ".vue",
    ".svelte",
)


class IndexConfigError(ValueError):
    """repo_mcp.toml is unreadable or has the wrong shape."""


class Limits(BaseModel):
    max_file_bytes: int = Field(1_000_000, ge=1)
    max_open_lines: int = Field(400, ge=1)
    max_total_bytes_per_response: int = Field(262_144, ge=1024)
    max_search_hits: int = Field(50, ge=1)
    max_references: int = Field(200, ge=1)
    max_list_files: int = Field(2000, ge=1)


FLAG_MAX = 2**31 - 1


def bounded_int(minimum: int, maximum: int = FLAG_MAX):
    """An argparse type: an integer in [minimum, maximum], else a usage error naming the range
    (argparse adds the flag's name and exits 2: no traceback for a bad value)."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer from {minimum} to {maximum}, got {text!r}") from None
        if not minimum <= value <= maximum:
            raise argparse.ArgumentTypeError(f"must be from {minimum} to {maximum}, got {value}")
        return value

    return parse


def limit_type(field: str):
    """The range a Limits field accepts (its pydantic `ge`), as an argparse type."""
    minimum = next((m.ge for m in Limits.model_fields[field].metadata if hasattr(m, "ge")), 1)
    return bounded_int(minimum)


class IndexSettings(BaseModel):
    include_extensions: list[str] = Field(default_factory=lambda: list(DEFAULT_INCLUDE_EXTENSIONS))
    exclude_globs: list[str] = Field(default_factory=list)  # added to the default excluded directories
    replace_default_excludes: list[str] | None = None  # set: these globs instead of the defaults

    def user_exclude_globs(self) -> list[str]:
        return [*self.exclude_globs, *(self.replace_default_excludes or [])]

    respect_gitignore: bool = True


class IndexConfig(BaseModel):
    repo_root: Path
    data_dir: Path
    limits: Limits = Field(default_factory=Limits)
    index: IndexSettings = Field(default_factory=IndexSettings)
    python_adapter_enabled: bool = True

    def effective(self) -> dict[str, Any]:
        """What `repo.status` shows as `effective_config` (paths as strings)."""
        return {
            "repo_root": str(self.repo_root),
            "data_dir": str(self.data_dir),
            "index": {
                "include_extensions": self.index.include_extensions,
                "exclude_globs": self.index.exclude_globs,
                "replace_default_excludes": self.index.replace_default_excludes,
                "default_excluded_dirs": (
                    list(DEFAULT_EXCLUDED_DIRS) if self.index.replace_default_excludes is None else []
                ),
                "respect_gitignore": self.index.respect_gitignore,
            },
            "python_adapter_enabled": self.python_adapter_enabled,
        }


def load_config(repo_root: str | Path, *, data_dir: str | Path | None = None, **overrides: Any) -> IndexConfig:
    """Config for `repo_root`: defaults, then repo_mcp.toml, then explicit overrides (flags).

    `overrides` may hold any Limits field and `python_adapter_enabled`; None values are ignored.
    """
    root = Path(repo_root).resolve()
    if not root.is_dir():
        raise IndexConfigError(f"repo root is not a directory: {root}")
    settings = _read_toml(root / CONFIG_FILE)
    limit_fields = {k: v for k, v in overrides.items() if k in Limits.model_fields and v is not None}
    config = IndexConfig(
        repo_root=root,
        data_dir=Path(data_dir).resolve() if data_dir else root / DEFAULT_DATA_DIR,
        limits=Limits(**limit_fields),
        index=settings,
    )
    if overrides.get("python_adapter_enabled") is not None:
        config.python_adapter_enabled = bool(overrides["python_adapter_enabled"])
    return config


def _read_toml(path: Path) -> IndexSettings:
    if not path.is_file():
        return IndexSettings()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise IndexConfigError(f"{CONFIG_FILE}: {exc}") from None
    section = data.get("index", {})
    if not isinstance(section, dict):
        raise IndexConfigError(f"{CONFIG_FILE}: [index] must be a table")
    out = IndexSettings()
    if "include_extensions" in section:
        out.include_extensions = [_dot(e) for e in _strings(section["include_extensions"], "include_extensions")]
    if "exclude_globs" in section:
        out.exclude_globs = _globs(section["exclude_globs"], "exclude_globs")
    if "replace_default_excludes" in section:
        out.replace_default_excludes = _globs(section["replace_default_excludes"], "replace_default_excludes")
    if "respect_gitignore" in section:
        out.respect_gitignore = bool(section["respect_gitignore"])
    return out


def _strings(value: Any, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise IndexConfigError(f"{CONFIG_FILE}: index.{key} must be a list of strings")
    return value


def _globs(value: Any, key: str) -> list[str]:
    """Gitignore-style lines (matched by common/gitignore.py); one over the glob length cap or
    one pathspec raised on is refused here by name, where such a .gitignore line is skipped."""
    globs = _strings(value, key)
    for glob in globs:
        if len(glob) > MAX_GLOB_CHARS:
            raise IndexConfigError(
                f"{CONFIG_FILE}: index.{key} has a glob of {len(glob)} characters, at most {MAX_GLOB_CHARS}"
            )
        if (problem := gitignore_line_error(glob)) is not None:
            raise IndexConfigError(f"{CONFIG_FILE}: index.{key} has a broken glob {glob!r}: {problem}")
    return globs


def _dot(ext: str) -> str:
    ext = ext.strip().lower()
    return ext if ext.startswith(".") or not ext else "." + ext
