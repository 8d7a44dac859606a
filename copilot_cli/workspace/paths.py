"""Path safety: every path a caller sends is normalized and confined to a root.

One module shared by the repository index faces and the workspace HTTP API, so both block
the same things for the same reasons:

    resolve_inside(root, "src/app.py")      -> ResolvedPath(relative="src/app.py", ...)
    resolve_inside(root, "../etc/passwd")   -> raises PathBlocked(kind="traversal", ...)

`PathBlocked` carries a machine `kind`, a human `reason` (seed 002's wording where it has one)
and a `hint` saying what to send instead. Blocked: empty paths, `..` segments, absolute and
home/drive paths, NUL and control characters, symlinks whose target leaves the root, and
secret files (`.env*`, `*.pem`, `*.key`, `id_rsa*` and other private keys, anything under
`.git/`, credentials files). Checking is purely lexical first (cheap, no disk access), then
the resolved target is checked again so a symlink cannot smuggle in an escape or a secret.
"""

from __future__ import annotations

import fnmatch
import os
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

# Names whose contents are credentials by convention; matched case-insensitively on the
# last path component. The list plus the usual suspects next to it.
SECRET_NAME_GLOBS: tuple[str, ...] = (
    ".env*",
    "*.pem",
    "*.key",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    "credentials",
    "credentials.*",
    "*.credentials",
    ".git-credentials",
    ".netrc",
    "_netrc",
    ".pgpass",
    ".pypirc",
    ".npmrc",
    ".htpasswd",
    "*.p12",
    "*.pfx",
    "*.jks",
    "*.keystore",
)
# Directories whose whole contents are private (any component of the path).
SECRET_DIRS: frozenset[str] = frozenset({".git", ".ssh", ".aws", ".gnupg"})

# One compiled alternation: the index walk asks this for every file, so it must be cheap.
_SECRET_NAME = re.compile("|".join(fnmatch.translate(p) for p in SECRET_NAME_GLOBS))
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_DRIVE = re.compile(r"^[A-Za-z]:")
# POSIX NAME_MAX / PATH_MAX: longer names cannot exist, and the OS answers ENAMETOOLONG.
NAME_MAX_BYTES = 255
PATH_MAX_BYTES = 4095


class PathBlocked(Exception):
    """A caller path that must not be used. `kind` is for machines, `reason`/`hint` for people."""

    def __init__(self, kind: str, reason: str, hint: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason
        self.hint = hint

    def as_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "reason": self.reason, "hint": self.hint}


@dataclass(frozen=True)
class ResolvedPath:
    """A path proven to be inside `root`: `relative` is POSIX-style with no `.`/`..`/empty
    segments ("" means the root itself); `absolute` is `root / relative` (not symlink-resolved,
    so callers report the name the user asked for)."""

    root: Path
    relative: str
    absolute: Path


def _blocked(kind: str) -> PathBlocked:
    reason, hint = _MESSAGES[kind]
    return PathBlocked(kind, reason, hint)


_MESSAGES: dict[str, tuple[str, str]] = {
    "empty": ("Path is empty.", "Send a repository-relative path such as 'src/app.py'."),
    "not_a_string": ("Path must be a string.", "Send a repository-relative path such as 'src/app.py'."),
    "control_character": (
        "Path contains NUL or control characters.",
        "Remove control characters (including NUL) from the path.",
    ),
    "traversal": ("Path traversal is blocked.", "Remove '..' segments and use a repository-relative path."),
    "whitespace": (
        "Path segments must not start or end with whitespace.",
        "Remove leading and trailing spaces, tabs and newlines from the path and its segments.",
    ),
    "absolute": (
        "Absolute paths are blocked.",
        "Use a path relative to the repository root, e.g. 'src/app.py' instead of '/src/app.py'.",
    ),
    "symlink_escape": (
        "Path resolves outside the repository through a symbolic link.",
        "Use a path whose target lies inside the repository root.",
    ),
    "name_too_long": (
        "Path or one of its names is too long.",
        f"Keep every name under {NAME_MAX_BYTES} bytes and the path under {PATH_MAX_BYTES} bytes (UTF-8).",
    ),
    "git_internal": ("Access to .git internals is blocked.", "Read tracked files from the working tree instead."),
    "secret_file": (
        "Access to secret files is blocked.",
        "Secret files (.env*, *.pem, *.key, id_rsa*, credentials) are never read or indexed; "
        "ask for a non-secret file.",
    ),
}


def normalize_relative(user_path: object, *, allow_root: bool = False, strict_whitespace: bool = False) -> str:
    """The lexical half: a clean POSIX relative path, or PathBlocked. No disk access.

    `strict_whitespace` (the workspace HTTP API, seed 003) also blocks segments with leading or
    trailing whitespace, which are almost always a client's quoting bug."""
    if not isinstance(user_path, str):
        raise _blocked("not_a_string")
    if _CONTROL.search(user_path):
        raise _blocked("control_character")
    text = user_path.replace("\\", "/")  # a Windows-style '..\\..' is still traversal
    if text.startswith(("/", "~")) or _DRIVE.match(text):
        raise _blocked("absolute")
    parts = [p for p in text.split("/") if p not in ("", ".")]
    if any(p == ".." for p in parts):
        raise _blocked("traversal")
    if strict_whitespace and (user_path != user_path.strip() or any(p != p.strip() for p in parts)):
        raise _blocked("whitespace")
    if not parts and not allow_root:
        raise _blocked("empty")
    relative = "/".join(parts)
    if len(relative.encode("utf-8", "surrogatepass")) > PATH_MAX_BYTES or any(
        len(p.encode("utf-8", "surrogatepass")) > NAME_MAX_BYTES for p in parts
    ):
        raise _blocked("name_too_long")
    check_not_secret(relative)
    return relative


def secret_kind(relative: str) -> str | None:
    """'git_internal' / 'secret_file' when a relative path names something private, else None."""
    parts = PurePosixPath(relative).parts
    if not parts:
        return None
    lowered = [p.lower() for p in parts]
    if ".git" in lowered:
        return "git_internal"
    if any(p in SECRET_DIRS for p in lowered):
        return "secret_file"
    if _SECRET_NAME.match(lowered[-1]):
        return "secret_file"
    return None


def is_secret_name(name: str) -> bool:
    """True for a single file or directory name that is private (walkers prune with this)."""
    lowered = name.lower()
    return lowered in SECRET_DIRS or bool(_SECRET_NAME.match(lowered))


def is_secret(relative: str) -> bool:
    return secret_kind(relative) is not None


def check_not_secret(relative: str) -> None:
    kind = secret_kind(relative)
    if kind:
        raise _blocked(kind)


def resolve_inside(
    root: str | os.PathLike[str], user_path: object, *, allow_root: bool = False, strict_whitespace: bool = False
) -> ResolvedPath:
    """Normalize `user_path` and prove it stays inside `root`, following symlinks.

    The target need not exist (writes create files); if any existing prefix is a symlink, its
    resolved target must lie inside the resolved root and must not be a secret either.
    """
    relative = normalize_relative(user_path, allow_root=allow_root, strict_whitespace=strict_whitespace)
    root_path = Path(root)
    real_root = Path(os.path.realpath(root_path))
    candidate = root_path / relative if relative else root_path
    real = Path(os.path.realpath(candidate))
    try:
        real_relative = real.relative_to(real_root).as_posix()
    except ValueError:
        raise _blocked("symlink_escape") from None
    if real_relative != ".":
        check_not_secret(real_relative)
    return ResolvedPath(root=root_path, relative=relative, absolute=candidate)
