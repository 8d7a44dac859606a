"""Glob patterns for `/v1/glob` and grep's `glob` filter, matched against root-relative paths.

    *        any characters except "/"          ?      one character except "/"
    **/      zero or more directories           [abc]  a character class ([!abc] negates)
    a pattern without "/" matches the file name at any depth ("*.py" finds src/a/b.py)

Patterns are translated to a regular expression once; the standard `re` is safe here because
the translation only emits character classes and non-nested `[^/]*` / `.*` repeats.
"""

from __future__ import annotations

import re
from functools import lru_cache

from copilot_cli.workspace.errors import WorkspaceError


def _class(pattern: str, i: int) -> tuple[str, int]:
    j = i + 1
    if j < len(pattern) and pattern[j] in "!^":
        j += 1
    if j < len(pattern) and pattern[j] == "]":
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 1
    if j >= len(pattern):
        return re.escape("["), i + 1  # an unclosed "[" is a literal
    body = pattern[i + 1 : j]
    negate = body[:1] in ("!", "^")
    body = body[1:] if negate else body
    escaped = body.replace("\\", "\\\\").replace("^", "\\^").replace("[", "\\[")
    return ("[^/" if negate else "[") + escaped + "]", j + 1


def _translate(pattern: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(pattern):
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
        elif c == "[":
            piece, i = _class(pattern, i)
            out.append(piece)
        else:
            out.append(re.escape(c))
            i += 1
    return "".join(out)


@lru_cache(maxsize=256)
def compile_glob(pattern: str) -> re.Pattern[str]:
    if any(ord(c) < 32 for c in pattern):
        raise WorkspaceError("invalid_json_schema", "glob pattern contains control characters")
    if pattern.startswith("/") or "/../" in f"/{pattern}/":
        raise WorkspaceError("invalid_json_schema", "glob patterns are root-relative: no leading '/' and no '..'")
    body = _translate(pattern.removeprefix("./"))
    if "/" not in pattern.removeprefix("./"):
        body = "(?:.*/)?" + body  # basename pattern: any depth
    try:
        return re.compile(f"(?s:{body})\\Z")
    except re.error as exc:
        raise WorkspaceError("invalid_json_schema", f"invalid glob pattern: {exc}") from None


def glob_matches(pattern: str, relative_path: str) -> bool:
    return compile_glob(pattern).match(relative_path) is not None
