"""Path globs matched against root-relative POSIX paths: one translator, two dialects.

    *        any characters except "/"          ?      one character except "/"
    **/      zero or more directories           **     anything, "/" included
    [abc]    a character class                  a pattern without "/" matches the file name
                                                at any depth ("*.py" finds src/a/b.py), as in .gitignore

Matching is case-sensitive. A pattern is translated to a regular expression once (cached);
the standard `re` is safe here because the translation only emits character classes and
non-nested `[^/]*` / `.*` repeats.

The two callers had written their own translators, which differ in character classes and
checks; this module keeps both behaviours exactly, as two named entry points over the one
translation loop:

- `compile_repo_glob` / `repo_glob_match` — the repository index (`repo.search` file_glob,
  `repo.list_files` glob). `[!x]` negates (and may match "/"); "^" inside a class is literal;
  a class needs at least one member before its "]"; patterns are not checked.
- `compile_workspace_glob` / `workspace_glob_match` — the workspace API (`/v1/glob`, grep's
  glob). `[!x]` and `[^x]` negate and never match "/"; "]" right after the opening "[" is a
  member; an unclosed "[" is literal; control characters, a leading "/" and ".." are refused
  (GlobError), and a leading "./" is ignored.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

ClassTranslator = Callable[[str, int], "tuple[str, int] | None"]


class GlobError(ValueError):
    """A workspace glob pattern that is refused; the message says why."""


def translate(pattern: str, char_class: ClassTranslator) -> str:
    """The regular-expression body of `pattern`. `char_class(pattern, i)` translates the class
    opening at `pattern[i] == "["` into (regex, index after it), or None for a literal "["."""
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif c == "*":
            out.append("[^/]*")
            i += 1
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[" and (piece := char_class(pattern, i)) is not None:
            text, i = piece
            out.append(text)
        else:
            out.append(re.escape(c))
            i += 1
    return "".join(out)


def _anchored(body: str, pattern: str) -> re.Pattern[str]:
    """The whole path must match; a pattern without "/" may start at any directory."""
    if "/" not in pattern:
        body = "(?:.*/)?" + body
    return re.compile(f"(?s:{body})\\Z")


# -- the repository index's dialect ------------------------------------------------------------


def _repo_class(pattern: str, i: int) -> tuple[str, int] | None:
    close = pattern.find("]", i + 2)
    if close < 0:
        return None
    inner = pattern[i + 1 : close]
    negate = inner.startswith("!")
    members = (inner[1:] if negate else inner).replace("\\", "\\\\").replace("^", "\\^")
    return "[" + ("^" if negate else "") + members + "]", close + 1


@lru_cache(maxsize=256)
def compile_repo_glob(pattern: str) -> re.Pattern[str]:
    """The index's glob as a compiled regex (re.error for a class the regex engine refuses)."""
    return _anchored(translate(pattern, _repo_class), pattern)


def repo_glob_match(pattern: str, path: str) -> bool:
    return compile_repo_glob(pattern).match(path) is not None


# -- the workspace API's dialect ---------------------------------------------------------------


def _workspace_class(pattern: str, i: int) -> tuple[str, int] | None:
    j = i + 1
    if j < len(pattern) and pattern[j] in "!^":
        j += 1
    if j < len(pattern) and pattern[j] == "]":
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 1
    if j >= len(pattern):
        return None  # an unclosed "[" is a literal
    body = pattern[i + 1 : j]
    negate = body[:1] in ("!", "^")
    body = body[1:] if negate else body
    escaped = body.replace("\\", "\\\\").replace("^", "\\^").replace("[", "\\[")
    return ("[^/" if negate else "[") + escaped + "]", j + 1


@lru_cache(maxsize=256)
def compile_workspace_glob(pattern: str) -> re.Pattern[str]:
    """The workspace's glob as a compiled regex; GlobError for a refused pattern."""
    if any(ord(c) < 32 for c in pattern):
        raise GlobError("glob pattern contains control characters")
    if pattern.startswith("/") or "/../" in f"/{pattern}/":
        raise GlobError("glob patterns are root-relative: no leading '/' and no '..'")
    relative = pattern.removeprefix("./")
    try:
        return _anchored(translate(relative, _workspace_class), relative)
    except re.error as exc:
        raise GlobError(f"invalid glob pattern: {exc}") from None


def workspace_glob_match(pattern: str, relative_path: str) -> bool:
    return compile_workspace_glob(pattern).match(relative_path) is not None
