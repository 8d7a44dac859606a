"""Generated modules the preview has made before, on disk, so a second `copilot-cli preview SPEC`
serves its page at once: no planning and rendering (GitHub REST: ~2 s on a loaded machine), and
the spec is parsed for the mock while the page loads (preview/deferred.py). Only spec files are
kept (a URL's answer may change), and only for the mock (--api, --code and credentials skip it).

The key is the spec file's bytes (sha256), the theme and a fingerprint of the code that
generates: every file under copilot_cli/ui, spec and common, and the built files under build/
(size and modification time), so a changed generator or runtime never serves an old module. A
spec whose `$ref`s reach other files is keyed by its own bytes only: after editing only a
referenced file, turn the cache off. Entries are written atomically; the oldest go past `KEEP`.
`EXPERIENCE_UI_CACHE` names the folder (default ~/.cache/experience-ui/preview); `off` turns the
cache off. A cache that cannot be read or written is no cache: generation goes on as if empty.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


@dataclass(frozen=True)
class CachedPreview:
    code: str
    title: str
    base_url: str


def _entry(source: Any, theme: str) -> Path | None:
    """Where the entry for this spec file and theme lives; None for a URL or with the cache off."""
    folder = cache_dir()
    if folder is None or not isinstance(source, Path):
        return None
    try:
        spec_hash = hashlib.sha256(source.read_bytes()).hexdigest()
    except OSError:
        return None  # the loader will say why, in its words
    key = hashlib.sha256(f"{spec_hash}\0{theme}\0{generator_fingerprint()}".encode()).hexdigest()
    return folder / f"{key}.jsx"


def lookup(source: Any, theme: str) -> CachedPreview | None:
    """The module generated before from these very bytes by this generator, with what the page
    needs to know of the spec (its title, the mock's base URL), or None."""
    path = _entry(source, theme)
    if path is None:
        return None
    try:
        head, _, code = path.read_text(encoding="utf-8").partition("\n")
        meta = json.loads(head)
        os.utime(path)  # recently used: the last to go
        return CachedPreview(code=code, title=str(meta["title"]), base_url=str(meta["baseUrl"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("preview cache: cannot read %s (%s); generating", path, exc)
        return None


def remember(source: Any, theme: str, entry: CachedPreview) -> None:
    path = _entry(source, theme)
    if path is None:
        return
    head = json.dumps({"title": entry.title, "baseUrl": entry.base_url}, ensure_ascii=True)
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(head + "\n" + entry.code)
        os.replace(tmp, path)
        tmp = None
        entries = sorted(path.parent.glob("*.jsx"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in entries[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("preview cache: cannot write %s (%s)", path, exc)
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
