"""Glob and grep over a workspace, bounded: entries, files, matches, bytes and time.

The walk is iterative, sorted (stable answers), never follows symlinks, never enters secret
or private directories, and skips heavy tool directories (node_modules, .venv, …) unless the
caller's `path_prefix` points into one. Every skip and every limit is counted in the response
(`ScanDiagnostics`) so a client can tell "no match" from "did not look".

Regex grep uses the `regex` package with a timeout on every search, bounded by what is left
of the request's time budget: a pathological pattern (catastrophic backtracking) ends as the
`timeout` error instead of pinning a worker thread.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

import regex

from copilot_cli.workspace import paths, regex_worker, textops
from copilot_cli.workspace.atomic import is_temp_name
from copilot_cli.workspace.errors import WorkspaceError
from copilot_cli.workspace.files import FileLimits, Workspace, os_errors_as_workspace_errors
from copilot_cli.workspace.globs import compile_glob
from copilot_cli.workspace.models import GlobResponse, GrepMatch, GrepResponse, ScanDiagnostics

IGNORED_DIRS = frozenset(
    {
        "node_modules",
        ".venv",
        "venv",
        "__pycache__",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".tox",
        ".cache",
        ".next",
        ".gradle",
        ".idea",
        ".hg",
        ".svn",
    }
)


class _Stop(Exception):
    pass


@dataclass
class _Walk:
    limits: FileLimits
    diag: ScanDiagnostics
    started: float = field(default_factory=time.monotonic)

    def remaining_s(self) -> float:
        return self.limits.scan_time_budget_s - (time.monotonic() - self.started)

    def stop(self, reason: str) -> None:
        self.diag.scan_limit_reached = True
        self.diag.scan_limit_reason = reason  # type: ignore[assignment]
        raise _Stop

    def files(self, ws: Workspace, prefix: str) -> Iterator[tuple[str, os.DirEntry[str] | None]]:
        """Root-relative paths of regular files under `prefix`, counting what it skips."""
        start = ws.root / prefix if prefix else ws.root
        if prefix and start.is_file() and not start.is_symlink():
            self.diag.scanned_entries += 1
            yield prefix, None
            return
        stack = [prefix]
        while stack:
            rel_dir = stack.pop()
            try:
                with os.scandir(ws.root / rel_dir if rel_dir else ws.root) as it:
                    entries = sorted(it, key=lambda e: e.name)
            except (FileNotFoundError, NotADirectoryError):
                continue
            except OSError:
                self.diag.skipped_unreadable += 1
                continue
            subdirs = []
            for entry in entries:
                self.diag.scanned_entries += 1
                if self.diag.scanned_entries > self.limits.max_scan_entries:
                    self.diag.scanned_entries -= 1
                    self.stop("max_entries")
                if self.remaining_s() <= 0:
                    self.stop("time_budget")
                rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
                kind = self._classify(entry, rel)
                if kind == "dir":
                    subdirs.append(rel)
                elif kind == "file":
                    yield rel, entry
            stack.extend(reversed(subdirs))

    def _classify(self, entry: os.DirEntry[str], rel: str) -> str:
        if not _utf8(entry.name):  # undecodable bytes arrive as lone surrogates: no JSON can carry them
            self.diag.skipped_bad_name += 1
            return "skip"
        if paths.is_secret(rel):
            self.diag.skipped_secret += 1
            return "skip"
        if is_temp_name(entry.name):
            self.diag.skipped_ignored += 1
            return "skip"
        try:
            if entry.is_symlink():
                self.diag.skipped_symlink += 1
                return "skip"
            if entry.is_dir(follow_symlinks=False):
                if entry.name in IGNORED_DIRS:
                    self.diag.skipped_ignored += 1
                    return "skip"
                return "dir"
            if entry.is_file(follow_symlinks=False):
                return "file"
            self.diag.skipped_not_regular += 1
            return "skip"
        except OSError:
            self.diag.skipped_unreadable += 1
        return "skip"


def _utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _prefix(ws: Workspace, path_prefix: str | None) -> str:
    if not path_prefix:
        return ""
    return ws.target_dir(path_prefix)


def _finish(walk: _Walk) -> None:
    walk.diag.elapsed_ms = round((time.monotonic() - walk.started) * 1000, 3)


@os_errors_as_workspace_errors
def glob(ws: Workspace, pattern: str, path_prefix: str | None = None) -> GlobResponse:
    matcher = compile_glob(pattern)
    result = GlobResponse()
    walk = _Walk(ws.limits, result)
    prefix = _prefix(ws, path_prefix)
    try:
        for rel, _entry in walk.files(ws, prefix):
            result.scanned_files += 1
            if matcher.match(rel):
                if len(result.matches) >= ws.limits.max_glob_matches:
                    result.truncated = True
                    break
                result.matches.append(rel)
    except _Stop:
        pass
    _finish(walk)
    return result


# A whole-file search can stand in for "some line matches" only when nothing in the pattern
# sees past a line's ends: no \A \Z \z \G anchors, no lookaround, no inline flag groups (which
# could switch MULTILINE off). Such patterns are checked line by line only.
_LINE_BOUND = re.compile(r"\\[AZzG]|\(\?(?![:P#])")
BATCH_FILES = 256
BATCH_CHARS = 4 * 1024 * 1024


def _checked_regex(query: str) -> bool:
    """Compile once here (a bad pattern is the client's 400); True when the whole-file
    pre-check is sound for it."""
    try:
        regex.compile(query)
    except (regex.error, OverflowError, RecursionError) as exc:
        raise WorkspaceError("invalid_json_schema", f"query is not a valid regular expression: {exc}") from None
    return not _LINE_BOUND.search(query)


def _matching(query: str, whole_ok: bool | None, texts: list[str], walk: _Walk) -> list[list[int]]:
    """Matching line numbers per text: a literal in this process (linear), a regex in a child
    process that is killed when the request's wall-clock budget runs out."""
    if whole_ok is None:
        return [
            [n for n, line in enumerate(regex_worker.split_lines(t), 1) if query in line] if query in t else []
            for t in texts
        ]
    if walk.remaining_s() <= 0:
        raise TimeoutError
    try:
        reply = regex_worker.POOL.run(query, whole_ok, texts, walk.started + walk.limits.scan_time_budget_s)
    except regex_worker.Deadline:
        raise TimeoutError from None
    if isinstance(reply, tuple):
        raise WorkspaceError("invalid_json_schema", f"query is not a valid regular expression: {reply[1]}")
    return reply


@os_errors_as_workspace_errors
def grep(
    ws: Workspace, query: str, use_regex: bool = False, glob_pattern: str | None = None, path_prefix: str | None = None
) -> GrepResponse:
    matcher = compile_glob(glob_pattern) if glob_pattern else None
    result = GrepResponse()
    walk = _Walk(ws.limits, result)
    whole_ok = _checked_regex(query) if use_regex else None
    prefix = _prefix(ws, path_prefix)
    batch: list[tuple[str, str]] = []

    def flush() -> bool:
        found = _matching(query, whole_ok, [text for _, text in batch], walk)
        done = any(_grep_text(rel, text, numbers, result, ws.limits) for (rel, text), numbers in zip(batch, found))
        batch.clear()
        return done

    try:
        try:
            for rel, entry in walk.files(ws, prefix):
                if matcher and not matcher.match(rel):
                    continue
                if result.scanned_files >= ws.limits.max_scan_files:
                    walk.stop("max_files")
                text = _load(ws, rel, entry, result)
                if text is None:
                    continue
                result.scanned_files += 1
                batch.append((rel, text))
                if (len(batch) >= BATCH_FILES or sum(len(t) for _, t in batch) >= BATCH_CHARS) and flush():
                    break
        except _Stop:
            pass
        if batch:
            flush()
    except TimeoutError:
        raise WorkspaceError(
            "timeout", f"grep exceeded its {ws.limits.scan_time_budget_s:g} s time budget; simplify the pattern"
        ) from None
    _finish(walk)
    return result


def _load(ws: Workspace, rel: str, entry: os.DirEntry[str] | None, diag: ScanDiagnostics) -> str | None:
    try:
        size = entry.stat(follow_symlinks=False).st_size if entry else (ws.root / rel).stat().st_size
        if size > ws.limits.max_grep_file_bytes:
            diag.skipped_too_large += 1
            return None
        with textops.open_regular(ws.root / rel) as f:
            data = f.read(ws.limits.max_grep_file_bytes + 1)
    except textops.NotRegularFile:
        diag.skipped_not_regular += 1
        return None
    except OSError:
        diag.skipped_unreadable += 1
        return None
    if b"\x00" in data[:8192]:
        diag.skipped_binary += 1
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        diag.skipped_binary += 1
        return None


def _grep_text(rel: str, text: str, numbers: list[int], result: GrepResponse, limits: FileLimits) -> bool:
    """Add this file's matching lines; True once the match limit is hit."""
    if not numbers:
        return False
    lines = regex_worker.split_lines(text)
    for number in numbers:
        line = lines[number - 1]
        if len(result.matches) >= limits.max_grep_matches:
            result.truncated = True
            return True
        shown = line[: limits.max_line_chars]
        result.matches.append(GrepMatch(path=rel, line=number, text=shown, line_truncated=len(shown) < len(line)))
    return False
