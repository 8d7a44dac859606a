"""Discovery: which files of a repository the index sees.

A sorted, stat-only walk (no file is opened here, so a no-op refresh stays cheap): the
seed's default excluded directories plus `index.exclude_globs` (or
`index.replace_default_excludes` instead of the defaults), `.gitignore` files at any depth,
secret files never, symlinked directories never followed. A file is judged by where it really
lives: a symlinked file is taken only when its target stays inside the root and the target's
own path is neither secret nor excluded (`notes.txt -> .env`, `x.js -> node_modules/...` are
skipped). Names that are not valid UTF-8 and non-regular files (FIFOs, sockets, devices) are
skipped and counted, never fatal. Files over `max_file_bytes` are reported, not returned;
binary detection needs the bytes, so it happens when a file is read (see refresh.py).
Gitignore lines and exclude globs are matched by `common/gitignore.py` (pathspec's rules, in
time linear in the path: a hostile line cannot stall the walk).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from copilot_cli.common.gitignore import GitignoreSpec
from copilot_cli.index.config import DEFAULT_EXCLUDED_DIRS, IndexConfig
from copilot_cli.workspace.paths import is_secret_name, secret_kind

ALWAYS_EXCLUDED_DIRS = frozenset({".git", ".repo_mcp"})


@dataclass(frozen=True)
class FileEntry:
    path: str  # POSIX, relative to the root
    size: int
    mtime_ns: int


@dataclass
class WalkResult:
    files: list[FileEntry] = field(default_factory=list)
    too_large: list[str] = field(default_factory=list)
    secret_skipped: int = 0
    excluded_target: int = 0  # symlinks whose target is excluded or escapes the root
    bad_names: int = 0  # entries whose name is not valid UTF-8
    not_regular: int = 0  # FIFOs, sockets, devices


@dataclass
class _Ignore:
    base: str  # directory of the .gitignore, "" for the root, else "a/b/"
    spec: GitignoreSpec

    def matches(self, rel: str, is_dir: bool) -> bool:
        if not rel.startswith(self.base):
            return False
        tail = rel[len(self.base) :]
        return self.spec.match_file(tail + "/" if is_dir else tail)


def walk(config: IndexConfig, *, all_extensions: bool = False) -> WalkResult:
    """Every candidate file under the root in sorted path order."""
    root = config.repo_root
    real_root = os.path.realpath(root)
    excluded_names = _excluded_names(config)
    custom = GitignoreSpec.from_lines(config.index.user_exclude_globs())
    extensions = None if all_extensions else frozenset(config.index.include_extensions)
    data_rel = _relative_or_none(config.data_dir, root)
    result = WalkResult()
    _walk_dir(root, "", [], _Context(config, real_root, excluded_names, custom, extensions, data_rel, result))
    result.files.sort(key=lambda f: f.path)  # plain path order, whatever the directory nesting
    return result


@dataclass
class _Context:
    config: IndexConfig
    real_root: str
    excluded_names: frozenset[str]
    custom: GitignoreSpec
    extensions: frozenset[str] | None
    data_rel: str | None
    result: WalkResult
    gitignores: dict[str, _Ignore | None] = field(default_factory=dict)  # by directory prefix, for link targets


def _walk_dir(directory: Path, prefix: str, ignores: list[_Ignore], ctx: _Context) -> None:
    try:
        entries = sorted(os.scandir(directory), key=lambda e: e.name)
    except OSError:
        return  # unreadable directories are simply not part of the index
    if ctx.config.index.respect_gitignore and any(e.name == ".gitignore" for e in entries):
        ignores = ignores + [_load_gitignore(directory / ".gitignore", prefix)]
    for entry in entries:
        if not _utf8(entry.name):
            ctx.result.bad_names += 1
            continue
        rel = prefix + entry.name
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            continue
        if is_secret_name(entry.name):
            ctx.result.secret_skipped += 0 if is_dir else 1
            continue
        if _excluded(rel, entry.name, is_dir, ignores, ctx):
            continue
        if is_dir:
            _walk_dir(Path(entry.path), rel + "/", ignores, ctx)
        else:
            _add_file(entry, rel, ctx)


def _excluded(rel: str, name: str, is_dir: bool, ignores: list[_Ignore], ctx: _Context) -> bool:
    if is_dir and (name in ctx.excluded_names or rel == ctx.data_rel):
        return True
    if ctx.custom and ctx.custom.match_file(rel + "/" if is_dir else rel):
        return True
    return any(ig.matches(rel, is_dir) for ig in ignores)


def _add_file(entry: os.DirEntry, rel: str, ctx: _Context) -> None:
    if ctx.extensions is not None and os.path.splitext(entry.name)[1].lower() not in ctx.extensions:
        return
    try:
        if entry.is_symlink() and not _target_admitted(entry.path, ctx):
            return
        st = entry.stat()
    except OSError:
        return
    if not stat.S_ISREG(st.st_mode):
        ctx.result.not_regular += 1
        return
    if st.st_size > ctx.config.limits.max_file_bytes:
        ctx.result.too_large.append(rel)
        return
    ctx.result.files.append(FileEntry(rel, st.st_size, st.st_mtime_ns))


def _utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # os.scandir decoded undecodable bytes as lone surrogates
        return False
    return True


def _target_admitted(path: str, ctx: _Context) -> bool:
    """A symlinked file counts only if what it points at would itself be indexed: inside the
    root, not secret, not under an excluded directory or glob, not in the data directory."""
    target = os.path.realpath(path)
    if not target.startswith(ctx.real_root + os.sep):
        ctx.result.excluded_target += 1
        return False
    target_rel = target[len(ctx.real_root) + 1 :].replace(os.sep, "/")
    if secret_kind(target_rel):
        ctx.result.secret_skipped += 1
        return False
    if not _utf8(target_rel) or _target_excluded(target_rel, ctx):
        ctx.result.excluded_target += 1
        return False
    return True


def _target_excluded(target_rel: str, ctx: _Context) -> bool:
    """The walk's own rules, applied to the target's path: excluded names, the data directory,
    exclude globs and every .gitignore from the root down to the target's directory."""
    parts = target_rel.split("/")
    ignores = _target_gitignores("", ctx)
    for depth in range(1, len(parts)):
        directory = "/".join(parts[:depth])
        if parts[depth - 1] in ctx.excluded_names or is_secret_name(parts[depth - 1]) or directory == ctx.data_rel:
            return True
        if ctx.custom and ctx.custom.match_file(directory + "/"):
            return True
        if any(ig.matches(directory, True) for ig in ignores):
            return True
        ignores = ignores + _target_gitignores(directory + "/", ctx)
    if ctx.custom and ctx.custom.match_file(target_rel):
        return True
    return any(ig.matches(target_rel, False) for ig in ignores)


def _target_gitignores(prefix: str, ctx: _Context) -> list[_Ignore]:
    if not ctx.config.index.respect_gitignore:
        return []
    if prefix not in ctx.gitignores:
        path = ctx.config.repo_root / prefix / ".gitignore"
        ctx.gitignores[prefix] = _load_gitignore(path, prefix) if path.is_file() else None
    found = ctx.gitignores[prefix]
    return [found] if found else []


def _excluded_names(config: IndexConfig) -> frozenset[str]:
    if config.index.replace_default_excludes is None:
        return frozenset(DEFAULT_EXCLUDED_DIRS) | ALWAYS_EXCLUDED_DIRS
    return ALWAYS_EXCLUDED_DIRS


def _load_gitignore(path: Path, prefix: str) -> _Ignore:
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        lines = []
    return _Ignore(prefix, GitignoreSpec.from_lines(lines))


def _relative_or_none(path: Path, root: Path) -> str | None:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None
