"""Atomic file replacement: temp file beside the target, fsync, rename, fsync the directory.

A reader (or a crash) sees the old bytes or the new bytes, never a mix. Temp files carry a
reserved prefix so scans skip them and callers can never name them; a crash can leave one
behind, and `sweep_temp_files` removes those at start-up.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

TEMP_PREFIX = ".copilot-ws-tmp-"


def is_temp_name(name: str) -> bool:
    return name.startswith(TEMP_PREFIX)


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(target: Path, data: bytes) -> os.stat_result:
    """Replace `target` with `data` atomically; keeps an existing file's permission bits.
    Returns the stat of the new file."""
    directory = target.parent
    directory.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = _default_mode()
    temp = directory / f"{TEMP_PREFIX}{secrets.token_hex(8)}"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fchmod(f.fileno(), mode)
            os.fsync(f.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    fsync_dir(directory)
    return os.stat(target)


def durable_unlink(target: Path) -> None:
    target.unlink()
    fsync_dir(target.parent)


def sweep_temp_files(root: Path, max_entries: int = 200_000) -> int:
    """Remove temp files a crash left behind (bounded walk, symlinks not followed)."""
    removed = seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".git"]
        for name in filenames:
            seen += 1
            if is_temp_name(name):
                Path(dirpath, name).unlink(missing_ok=True)
                removed += 1
        seen += len(dirnames)
        if seen > max_entries:
            break
    return removed
