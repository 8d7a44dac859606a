"""Generated modules the preview has made before, on disk, so a second `copilot-cli preview SPEC`
serves the page without planning and rendering again (GitHub REST: ~2 s of a loaded machine's 3.5).

The key is the spec's source hash, the theme and a fingerprint of the code that generates: every
file under copilot_cli/ui, spec and common, and the built runtime files under build/ (size and
modification time), so a changed generator or runtime never serves an old module. Entries are
written atomically and the oldest are dropped past `KEEP`. `EXPERIENCE_UI_CACHE` names the folder
(default ~/.cache/experience-ui/preview); `off` turns the cache off. A cache that cannot be read or
written is no cache: generation goes on as if it were empty.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from copilot_cli import __version__

log = logging.getLogger(__name__)
CACHE_ENV = "EXPERIENCE_UI_CACHE"
KEEP = 16
PACKAGE = Path(__file__).resolve().parents[1]
BUILD = PACKAGE.parent / "build"
_GENERATOR_PACKAGES = ("ui", "spec", "common")


def cache_dir() -> Path | None:
    configured = os.environ.get(CACHE_ENV)
    if configured == "off":
        return None
    return Path(configured) if configured else Path.home() / ".cache" / "experience-ui" / "preview"


@functools.cache
def generator_fingerprint() -> str:
    digest = hashlib.sha256(__version__.encode())
    for name in _GENERATOR_PACKAGES:
        for path in sorted((PACKAGE / name).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(PACKAGE)).encode() + b"\0" + path.read_bytes())
    if BUILD.is_dir():
        for path in sorted(BUILD.rglob("*")):
            if path.is_file():
                stat = path.stat()
                digest.update(f"{path.relative_to(BUILD)}\0{stat.st_size}\0{stat.st_mtime_ns}".encode())
    return digest.hexdigest()


def cached_module(source_hash: str, theme: str, generate: Callable[[], str]) -> str:
    """The module for this spec and theme: from the cache, else `generate()`, then kept."""
    folder = cache_dir()
    if folder is None:
        return generate()
    key = hashlib.sha256(f"{source_hash}\0{theme}\0{generator_fingerprint()}".encode()).hexdigest()
    path = folder / f"{key}.jsx"
    try:
        code = path.read_text(encoding="utf-8")
        os.utime(path)  # recently used: the last to go
        return code
    except FileNotFoundError:
        pass
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("preview cache: cannot read %s (%s); generating", path, exc)
    code = generate()
    _store(folder, path, code)
    return code


def _store(folder: Path, path: Path, code: str) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(code)
        os.replace(tmp, path)
        entries = sorted(folder.glob("*.jsx"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in entries[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("preview cache: cannot write %s (%s)", path, exc)
