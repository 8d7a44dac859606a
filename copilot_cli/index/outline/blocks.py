"""Where a block ends, found lexically: matching braces, or indentation."""

from __future__ import annotations

import re

MAX_SCAN_LINES = 5000
_INTERESTING = re.compile(r"//|/\*|[\"'`{};]")
_COMMENT_END = re.compile(r"\*/")


def brace_block_end(lines: list[str], start: int, limit: int, cpp: bool = False) -> int:
    """Line of the brace closing the block opened at or after `start` (1-based).

    Strings and comments are skipped; with `cpp`, preprocessor lines are skipped and so are
    `#else`/`#elif` branches (only the first branch counts, as a reader would). A `;` before
    any `{` means a declaration without a body. No closing brace within `limit` lines: the
    block is said to end on its own line.
    """
    depth = 0
    opened = False
    skip_depth = 0  # > 0 while inside an #else/#elif branch
    pp_depth = 0
    in_comment = False
    last = min(limit, len(lines), start + MAX_SCAN_LINES)
    for number in range(start, last + 1):
        line = lines[number - 1]
        if cpp and line.lstrip().startswith("#"):
            directive = line.strip()[1:].strip().split(" ", 1)[0]
            if directive.startswith("if"):
                pp_depth += 1
            elif directive in ("else", "elif") and skip_depth == 0:
                skip_depth = pp_depth
            elif directive == "endif":
                if skip_depth == pp_depth:
                    skip_depth = 0
                pp_depth = max(0, pp_depth - 1)
            continue
        if skip_depth:
            continue
        index = 0
        while True:
            found = (_COMMENT_END if in_comment else _INTERESTING).search(line, index)
            if found is None:
                break
            token, index = found.group(), found.end()
            if in_comment:
                in_comment = False  # found "*/"
            elif token == "//":
                break
            elif token == "/*":
                in_comment = True
            elif token in "\"'`":
                index = _skip_string(line, found.start()) + 1
            elif token == "{":
                depth += 1
                opened = True
            elif token == "}":
                depth -= 1
                if opened and depth == 0:
                    return number
            elif token == ";" and not opened:
                return number
    return start


def _skip_string(line: str, index: int) -> int:
    quote = line[index]
    if quote == "'":
        # A char literal closes within a few characters; anything else is a lifetime or a
        # prime (Rust 'a, C++14 digit separators): not a string.
        close = line.find("'", index + 1, index + 12)
        return close if close != -1 else index
    index += 1
    while index < len(line):
        if line[index] == "\\":
            index += 2
            continue
        if line[index] == quote:
            return index
        index += 1
    return index


def indent_block_end(lines: list[str], start: int, limit: int) -> int:
    """Last line of an indentation block whose header is line `start`."""
    header = lines[start - 1]
    indent = len(header) - len(header.lstrip())
    end = start
    for number in range(start + 1, min(limit, len(lines)) + 1):
        line = lines[number - 1]
        if not line.strip():
            continue
        if len(line) - len(line.lstrip()) <= indent:
            break
        end = number
    return end
