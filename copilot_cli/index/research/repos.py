"""Repositories the Repo Reader may research: index roots registered under `owner/name` ids.

An id comes from configuration or from the `origin` remote in `.git/config`
(`git@github.com:owner/name.git`, `https://host/owner/name`); `commit` is the checked-out
commit (HEAD, through symbolic and packed refs; a configured tag or hash wins); `license` is
detected once per registration (license.py). The git files are read directly, so no
subprocess runs and nothing in the repository is executed.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from copilot_cli.index.research.license import detect_license
from copilot_cli.index.research.models import REPO_ID_PATTERN

_REMOTE = re.compile(r"[:/]([A-Za-z0-9][A-Za-z0-9._-]*)/([A-Za-z0-9._-]+?)(?:\.git)?/?$")
_HEX = re.compile(r"^[0-9a-f]{40}(?:[0-9a-f]{24})?$")


class RepoRegistrationError(ValueError):
    """A repository that cannot be registered (no id, not a directory, duplicate id)."""


def _git_dir(root: Path) -> Path | None:
    dot_git = root / ".git"
    if dot_git.is_dir():
        return dot_git
    if dot_git.is_file():  # worktrees and submodules: "gitdir: <path>"
        text = dot_git.read_text("utf-8", errors="replace").strip()
        if text.startswith("gitdir:"):
            target = (root / text[len("gitdir:") :].strip()).resolve()
            return target if target.is_dir() else None
    return None


def _common_dir(git_dir: Path) -> Path:
    common = git_dir / "commondir"
    if common.is_file():
        return (git_dir / common.read_text("utf-8").strip()).resolve()
    return git_dir


def head_commit(root: Path) -> str | None:
    """The checked-out commit hash, or None outside git (or for an unborn branch)."""
    git_dir = _git_dir(root)
    if git_dir is None:
        return None
    try:
        head = (git_dir / "HEAD").read_text("utf-8").strip()
    except OSError:
        return None
    if _HEX.match(head):
        return head
    if not head.startswith("ref:"):
        return None
    ref = head[4:].strip()
    for base in (git_dir, _common_dir(git_dir)):
        loose = base / ref
        if loose.is_file():
            value = loose.read_text("utf-8").strip()
            return value if _HEX.match(value) else None
        packed = base / "packed-refs"
        if packed.is_file():
            for line in packed.read_text("utf-8", errors="replace").splitlines():
                parts = line.split(" ", 1)
                if len(parts) == 2 and parts[1] == ref and _HEX.match(parts[0]):
                    return parts[0]
    return None


def remote_repo_id(root: Path) -> str | None:
    """owner/name from the `origin` remote's URL, if there is one."""
    git_dir = _git_dir(root)
    if git_dir is None:
        return None
    try:
        config = (_common_dir(git_dir) / "config").read_text("utf-8", errors="replace")
    except OSError:
        return None
    section = re.search(r'\[remote "origin"\](.*?)(?:\n\[|\Z)', config, re.S)
    url = re.search(r"^\s*url\s*=\s*(\S+)", section.group(1), re.M) if section else None
    found = _REMOTE.search(url.group(1)) if url else None
    if not found:
        return None
    repo_id = f"{found.group(1)}/{found.group(2)}"
    return repo_id if re.match(REPO_ID_PATTERN, repo_id) else None


@dataclass
class RegisteredRepo:
    id: str
    root: Path
    commit: str | None
    license: str | None
    data_dir: Path | None = None
    pinned_commit: bool = False  # a configured tag or hash: never re-read from HEAD
    _index: Any = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def follow_checkout(self) -> None:
        """Re-read HEAD: after a checkout the commit, the licence and the index move with it."""
        if self.pinned_commit:
            return
        current = head_commit(self.root)
        if current != self.commit:
            with self._lock:
                self.commit = current
                self.license = detect_license(self.root)
                if self._index is not None:
                    self._index.refresh_index({})

    def use_index(self, index: Any) -> None:
        """Research through an index that is already open (repo-mcp's served one) instead of
        opening a second one on the same files."""
        with self._lock:
            self._index = index

    def index(self) -> Any:
        """The repository's RepoIndex, built (refreshed) on first use."""
        with self._lock:
            if self._index is None:
                from copilot_cli.index.repo_index import RepoIndex

                self._index = RepoIndex.open(str(self.root), data_dir=self.data_dir)
            if self._index.store.status() != "ready":
                self._index.refresh_index({})
            return self._index


class RepoRegistry:
    def __init__(self) -> None:
        self._repos: dict[str, RegisteredRepo] = {}

    def register(
        self,
        root: str | Path,
        repo_id: str | None = None,
        commit: str | None = None,
        data_dir: str | Path | None = None,
    ) -> RegisteredRepo:
        path = Path(root).resolve()
        if not path.is_dir():
            raise RepoRegistrationError(f"not a directory: {path}")
        repo_id = repo_id or remote_repo_id(path)
        if not repo_id or not re.match(REPO_ID_PATTERN, repo_id):
            raise RepoRegistrationError(f"{path}: give an owner/name id (no usable origin remote)")
        if repo_id in self._repos:
            raise RepoRegistrationError(f"repository id {repo_id!r} is registered twice")
        repo = RegisteredRepo(
            repo_id,
            path,
            commit or head_commit(path),
            detect_license(path),
            Path(data_dir) if data_dir else None,
            pinned_commit=commit is not None,
        )
        self._repos[repo_id] = repo
        return repo

    def get(self, repo_id: str) -> RegisteredRepo | None:
        return self._repos.get(repo_id)

    def ids(self) -> list[str]:
        return sorted(self._repos)

    @classmethod
    def from_config(cls, entries: list[dict[str, Any]]) -> RepoRegistry:
        """Entries like {"root": "...", "id": "owner/name"?, "commit": "v1.2"?, "data_dir": "..."?}."""
        registry = cls()
        for entry in entries:
            registry.register(entry["root"], entry.get("id"), entry.get("commit"), entry.get("data_dir"))
        return registry
