"""What the preview made before, on disk, so a second `copilot-cli preview SPEC` serves its page
at once: the generated module (no planning and rendering: GitHub REST ~2 s on a loaded machine)
and the NormalizedSpec the mock is built from, pickled (unpickled with the collector paused it
loads ~12x faster than the spec parses; a GraphQL spec's mock schema document too), loaded with the mock while the page loads
(preview/deferred.py), and the mock's answer to the page's first request (preview/first_answer.py).
Only spec files are kept (a URL's answer may change), and only for the mock (--api, --code and
credentials skip it).

The key is the spec file's bytes (sha256), the theme and a fingerprint of the code that
generates: every file under copilot_cli/ui, spec and common, the built files under build/ (size
and modification time), the interpreter's and pydantic's versions, so a changed generator,
runtime or model never serves an old entry. A spec whose `$ref`s reach other files is keyed by
its own bytes only: after editing only a referenced file, turn the cache off. Entries are written
atomically, in a folder only this user may write (a pickle is code: one in a folder or file
others may write is not read); the oldest go past `KEEP`. `EXPERIENCE_UI_CACHE` names the folder
(default ~/.cache/experience-ui/preview); `off` turns the cache off. A cache that cannot be read
or written is no cache: generation goes on as if it were empty.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import logging
import os
import pickle
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from copilot_cli import __version__

log = logging.getLogger(__name__)
CACHE_ENV = "EXPERIENCE_UI_CACHE"
_DIGESTS = 64  # remembered file digests (digests.json)
_SETTLED_NS = 2_000_000_000
KEEP = 16  # entries of each kind (modules, specs, GraphQL schema documents); Graph's are 7 MB and ~70 MB
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
    # the interpreter, pydantic and graphql-core too: the spec and a GraphQL mock's document are kept
    # pickled. Their version files are read, not imported: importing pydantic costs ~0.05 s of CPU
    # before the URL (the mock imports it later, in the background)
    head = f"{__version__}\0{sys.version}\0".encode() + _version_file("pydantic") + _version_file("graphql")
    files = [
        path
        for name in _GENERATOR_PACKAGES
        for path in sorted((PACKAGE / name).rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    ]
    built = [path for path in sorted(BUILD.rglob("*")) if path.is_file()] if BUILD.is_dir() else []
    # the sources' contents are read and hashed (~6 ms of CPU before every preview forks its mock)
    # only when one of these files is not the very file it was (digests.json, below)
    identities = "\n".join(f"{path}\0{_identity(path)}" for path in files + built)
    key = hashlib.sha256(head + identities.encode()).hexdigest()
    return _digest_of(f"generator\0{key}", lambda: _fingerprint(head, files, built), _settled(files + built))


def _fingerprint(head: bytes, files: list[Path], built: list[Path]) -> str:
    digest = hashlib.sha256(head)
    for path in files:
        digest.update(str(path.relative_to(PACKAGE)).encode() + b"\0" + path.read_bytes())
    for path in built:
        stat = path.stat()
        digest.update(f"{path.relative_to(BUILD)}\0{stat.st_size}\0{stat.st_mtime_ns}".encode())
    return digest.hexdigest()


def _version_file(package: str) -> bytes:
    found = importlib.util.find_spec(package)
    folders = (found.submodule_search_locations or []) if found else []
    for folder in folders:
        try:
            return (Path(folder) / "version.py").read_bytes()
        except OSError:
            continue
    module = importlib.import_module(package)  # an unusual install: ask it
    return str(getattr(module, "VERSION", None) or getattr(module, "__version__", "")).encode()


@functools.lru_cache(maxsize=4)
def _file_hash(path: str, identity: str) -> str:
    """The file's sha256, once per version of it (Graph beta: 47 MB, ~0.1 s; GitHub REST's 13 MB
    ~0.011 s of CPU before every preview forked its mock): worked out again only when the file is
    not the very one it was (digests.json)."""

    def digest() -> str:
        with open(path, "rb") as data:
            return hashlib.file_digest(data, "sha256").hexdigest()

    return _digest_of(f"file\0{path}\0{identity}", digest, _settled([Path(path)]))


def _identity(path: Path) -> str:
    """What changes whenever a file's bytes may have: its inode, size, modification and change times
    (the change time moves on any write and cannot be set back, unlike the modification time)."""
    info = path.stat()
    return f"{info.st_dev}:{info.st_ino}:{info.st_size}:{info.st_mtime_ns}:{info.st_ctime_ns}"


def _settled(paths: list[Path]) -> bool:
    """No file changed in the last two seconds: a file written twice within one tick of the kernel's
    coarse clock keeps its times, so a digest is remembered only once its file has settled (git's
    "racy" entries, the same way)."""
    now = time.time_ns()
    try:
        return all(now - path.stat().st_ctime_ns > _SETTLED_NS for path in paths)
    except OSError:
        return False


def _digest_of(key: str, compute: Callable[[], str], remember: bool) -> str:
    """`compute()`, remembered in the cache folder's digests.json under `key` (a file's identity)
    when `remember`: only this user's own file is read; without a cache folder, computed each time."""
    folder = cache_dir()
    path = folder / "digests.json" if folder is not None else None
    known: dict[str, str] = {}
    if path is not None and path.is_file() and _trusted(path):
        try:
            loaded = json.loads(path.read_bytes())
            known = loaded if isinstance(loaded, dict) else {}
        except (OSError, ValueError):
            known = {}
    value = known.get(key)
    if isinstance(value, str):
        return value
    value = compute()
    if path is not None and remember:
        known = dict(list(known.items())[-(_DIGESTS - 1) :])  # the newest; insertion order
        known[key] = value
        _write(path, json.dumps(known).encode())
    return value


@dataclass(frozen=True)
class CachedPreview:
    code: str
    title: str
    base_url: str


def _entry(source: Any, theme: str | None, suffix: str = ".jsx") -> Path | None:
    """Where the entry for this spec file (and theme) lives; None for a URL or with the cache off."""
    folder = cache_dir()
    if folder is None or not isinstance(source, Path):
        return None
    try:
        spec_hash = _file_hash(str(source.resolve()), _identity(source))
    except OSError:
        return None  # the loader will say why, in its words
    key = hashlib.sha256(f"{spec_hash}\0{theme}\0{generator_fingerprint()}".encode()).hexdigest()
    return folder / f"{key}{suffix}"


def warm_keys(source: Any) -> None:
    """Work out what every entry's key for `source` needs (the file's hash, the fingerprint) now, so a
    process forked next inherits it."""
    _entry(source, None)


def _trusted(path: Path) -> bool:
    """A pickle is code: only one this user wrote, in a folder and file nobody else may write."""
    try:
        for item in (path.parent, path):
            info = item.stat()
            if info.st_uid != os.getuid() or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
                return False
    except OSError:
        return False
    return True


def load_spec_kept(source: Any) -> Any | None:
    """The NormalizedSpec parsed from these very bytes before, or None. Unpickling with the
    collector paused is ~12x faster than parsing (GitHub REST: 0.28 s against 3.5 s)."""
    return _load_kept(source, ".spec")


def keep_spec(source: Any, spec: Any, graphql_document: Any = None, graphql_valid: bool = False) -> None:
    """Keep the spec, and a GraphQL spec's mock schema as its document (`mock.sdl.schema_document`:
    GitHub's unpickles in 0.02 s of CPU against 0.12 s to make) with whether the schema built from it
    was found valid (`graphql_valid`: then the next mock need not validate it again)."""
    _keep(source, ".spec", spec)
    if graphql_document is not None:
        _keep(source, ".graphql", (graphql_document, graphql_valid))


def load_graphql_document_kept(source: Any) -> tuple[Any, bool] | None:
    """The mock's GraphQL schema document kept with the spec of these very bytes, and whether its
    schema was valid; or None."""
    kept = _load_kept(source, ".graphql")
    if kept is None:
        return None
    if isinstance(kept, tuple) and len(kept) == 2:
        return kept[0], kept[1] is True
    return kept, False  # kept without a verdict (before there was one): validated again


def _load_kept(source: Any, suffix: str) -> Any | None:
    path = _entry(source, None, suffix)
    if path is None or not path.is_file() or not _trusted(path):
        return None
    from copilot_cli.spec.gcpause import gc_paused

    try:
        with gc_paused(), path.open("rb") as data:
            spec = pickle.load(data)
        os.utime(path)
        return spec
    except Exception as exc:  # a torn or foreign file: parse instead
        log.warning("preview cache: cannot read %s (%s); parsing", path, exc)
        return None


def _keep(source: Any, suffix: str, value: Any) -> None:
    path = _entry(source, None, suffix)
    if path is not None and not path.exists():
        _write(path, _pickled(value) if suffix == ".spec" else pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def _pickled(spec: Any) -> bytes:
    """The spec's models pickled compactly (preview/kept_models.py: ~20 % less CPU to unpickle GitHub
    REST's); as pydantic pickles them if that fails (a model that holds itself would recurse)."""
    from copilot_cli.preview.kept_models import dumps

    try:
        return dumps(spec)
    except RecursionError:
        return pickle.dumps(spec, protocol=pickle.HIGHEST_PROTOCOL)


def first_answer_kept(source: Any) -> dict[str, Any] | None:
    """What the mock answered the first request of a preview of these very bytes
    (preview/first_answer.py), or None."""
    path = _entry(source, None, ".first")
    if path is None or not path.is_file() or not _trusted(path):
        return None
    try:
        record = json.loads(path.read_bytes())
    except (OSError, ValueError) as exc:
        log.warning("preview cache: cannot read %s (%s)", path, exc)
        return None
    return record if isinstance(record, dict) else None


def keep_first_answer(source: Any, record: dict[str, Any]) -> None:
    path = _entry(source, None, ".first")
    if path is not None:
        _write(path, json.dumps(record, ensure_ascii=True).encode("ascii"))


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
    _write(path, (head + "\n" + entry.code).encode("utf-8"))


def _write(path: Path, data: bytes) -> None:
    tmp = None
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")  # mode 0600
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
        tmp = None
        entries = sorted(path.parent.glob("*" + path.suffix), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in entries[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("preview cache: cannot write %s (%s)", path, exc)
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
