"""Path globs for `file_glob` / `glob` parameters.

`*` and `?` stay inside one path segment, `**` crosses segments (`src/**/*.py`, `**/test_*`),
`[abc]` is a character class. A pattern without a `/` matches the file name anywhere
(`*.py` means every Python file), as in .gitignore. Matching is case-sensitive.
"""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=256)
def compile_glob(pattern: str) -> re.Pattern[str]:
    body = _translate(pattern)
    if "/" not in pattern:
        return re.compile(r"(?:.*/)?" + body + r"\Z", re.S)
    return re.compile(body + r"\Z", re.S)


def glob_match(pattern: str, path: str) -> bool:
    return compile_glob(pattern).match(path) is not None


def _translate(pattern: str) -> str:
    out, i, n = [], 0, len(pattern)
    while i < n:
        c = pattern[i]
        if pattern.startswith("**/", i):
            out.append(r"(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(r".*")
            i += 2
        elif c == "*":
            out.append(r"[^/]*")
            i += 1
        elif c == "?":
            out.append(r"[^/]")
            i += 1
        elif c == "[" and (close := pattern.find("]", i + 2)) > 0:
            inner = pattern[i + 1:close]
            negate = inner.startswith("!")
            members = (inner[1:] if negate else inner).replace("\\", "\\\\").replace("^", "\\^")
            out.append("[" + ("^" if negate else "") + members + "]")
            i = close + 1
        else:
            out.append(re.escape(c))
            i += 1
    return "".join(out)
