"""Text handling for the workspace: UTF-8 only, lines split on "\n" only (never on form feeds
or U+2028, which `str.splitlines` would), bounded reads, and unified diffs applied strictly.

`whatthepatch` parses and applies the diff; it checks every context and removed line against
the file at the hunk's stated position (no fuzz, no offset search), so a patch written against
another version of the file fails as `patch` instead of landing in the wrong place.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import whatthepatch
from whatthepatch.exceptions import WhatThePatchException

from copilot_cli.workspace.errors import WorkspaceError
from copilot_cli.workspace.paths import resolve_inside


@dataclass(frozen=True)
class TextChunk:
    content: str
    bytes_read: int
    truncated: bool
    start_line: int | None
    end_line: int | None


def encode_text(content: str) -> bytes:
    try:
        return content.encode("utf-8")
    except UnicodeEncodeError:
        raise WorkspaceError("invalid_json_schema", "content contains unpaired UTF-16 surrogates") from None


def decode_text(data: bytes, path: str) -> str:
    if b"\x00" in data[:8192]:
        raise WorkspaceError("binary_file", f"{path!r} is binary, not UTF-8 text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise WorkspaceError("binary_file", f"{path!r} is not valid UTF-8 text") from None


def _utf8_cut(data: bytes, limit: int) -> int:
    """The largest cut <= limit that does not split a UTF-8 character."""
    if limit >= len(data):
        return len(data)
    cut = limit
    while cut > 0 and (data[cut] & 0xC0) == 0x80:
        cut -= 1
    return cut


def count_lines(text: str) -> int:
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


class NotRegularFile(OSError):
    """The path is a FIFO, socket, device or directory: never opened for its contents."""


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """Open a regular file for reading, or raise NotRegularFile without blocking: O_NONBLOCK
    keeps open() of a FIFO from waiting for a writer, and the type is checked on the open
    descriptor, so a file swapped for a FIFO after a stat is still refused."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_confined(root: str | os.PathLike[str], relative: str) -> bytes:
    """The bytes of `relative` under `root`, judged by where it really lives right now: a path
    that became a link to a secret or out of the root raises PathBlocked, a FIFO or device
    NotRegularFile (never blocking). For readers of paths an index recorded earlier."""
    resolved = resolve_inside(root, relative)
    with open_regular(resolved.absolute) as f:
        return f.read()


def read_text(path: Path, max_bytes: int, start_line: int | None, end_line: int | None) -> TextChunk:
    """The file (or lines start..end, 1-based inclusive), cut at `max_bytes` on a character
    boundary. Line ranges past the end give empty content with null lines."""
    with open_regular(path) as f:
        return read_open_file(f, path.name, max_bytes, start_line, end_line)


def read_open_file(f: BinaryIO, name: str, max_bytes: int, start_line: int | None, end_line: int | None) -> TextChunk:
    """read_text over an already open file (the caller holds the inode it checked)."""
    if start_line is None or end_line is None:
        data = f.read(max_bytes + 4)
        head = data[: _utf8_cut(data, max_bytes)]
        content = decode_text(head, name)
        truncated = len(head) < len(data)
        lines = count_lines(content)
        return TextChunk(content, len(head), truncated, 1 if lines else None, lines or None)
    out = bytearray()
    truncated = False
    last = 0
    for number, line in enumerate(f, start=1):  # binary iteration splits on b"\n" only
        if number < start_line:
            continue
        if number > end_line:
            break
        room = max_bytes - len(out)
        if len(line) > room:
            out += line[: _utf8_cut(line, room)]
            truncated = True
            last = number if room > 0 else last
            break
        out += line
        last = number
    content = decode_text(bytes(out), name)
    if not content:
        return TextChunk("", 0, truncated, None, None)
    return TextChunk(content, len(out), truncated, start_line, last)


def split_lines(text: str) -> tuple[list[str], str, bool]:
    """Lines without terminators, the newline style ("\r\n" only if every line uses it), and
    whether the text ends with a newline."""
    ends_with_newline = text.endswith("\n")
    body = text[:-1] if ends_with_newline else text
    lines = body.split("\n") if text else []
    crlf = bool(lines) and all(line.endswith("\r") for line in lines[:-1] or lines) and "\r\n" in text
    if crlf:
        lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    return lines, "\r\n" if crlf else "\n", ends_with_newline


# whatthepatch splits lines with str.splitlines, which also breaks at these; they are swapped
# for private-use stand-ins while the diff is parsed and applied, then swapped back.
_BREAKERS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_HIDE = {ord(c): chr(0xF0000 + ord(c)) for c in _BREAKERS}
_SHOW = {ord(v): k for k, v in ((chr(k), v) for k, v in _HIDE.items())}


def _hide(lines: list[str]) -> list[str]:
    return [line.translate(_HIDE) for line in lines]


def _diff_lines(diff_text: str) -> list[str]:
    lines = diff_text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return _hide([line[:-1] if line.endswith("\r") else line for line in lines])


def apply_unified_diff(original: str, diff_text: str) -> str:
    """Apply a unified diff of exactly one file. The file keeps its newline style and its
    final newline (or lack of one). Any parse or apply failure is WorkspaceError('patch')."""
    if any(chr(0xF0000 + ord(c)) in original + diff_text for c in _BREAKERS):
        raise WorkspaceError("patch", "the file or patch contains reserved private-use characters")
    try:
        diffs = [d for d in whatthepatch.parse_patch(_diff_lines(diff_text)) if d.changes]
    except (WhatThePatchException, ValueError, IndexError) as exc:
        raise WorkspaceError("patch", f"the unified diff does not parse: {exc}") from None
    if not diffs:
        raise WorkspaceError("patch", "the patch contains no hunks (expected a unified diff with @@ headers)")
    if len(diffs) > 1:
        raise WorkspaceError("patch", "the patch touches more than one file; send one file's diff per request")
    lines, newline, final_newline = split_lines(original)
    try:
        result = [line.translate(_SHOW) for line in whatthepatch.apply_diff(diffs[0], _hide(lines))]
    except (WhatThePatchException, ValueError, IndexError, TypeError) as exc:
        raise WorkspaceError("patch", f"a hunk does not apply: {exc}") from None
    text = newline.join(result)
    return text + newline if (final_newline or not original) and result else text
