"""Reading what a model wrote: JSON objects (customize, chat) and code (generate).

Models wrap answers in prose or ``` fences however they are asked; these functions take the
first JSON object, or the code inside the fences, and `FenceStripper` does the same for a
live stream, so the client never sees a fence line.
"""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"^\s*```[\w.+-]*\s*$")


def first_json_object(text: str) -> dict[str, Any] | None:
    """The first complete JSON object in `text` (fences and prose around it ignored)."""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            value, _ = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        if isinstance(value, dict):
            return value
        start = text.find("{", start + 1)
    return None


def strip_fences(text: str) -> str:
    """The code in a model's answer: inside the first fenced block when there is one."""
    stripper = FenceStripper()
    return stripper.feed(text) + stripper.close()


class FenceStripper:
    """Streaming fence removal, line-buffered only around fences: prose before an opening
    fence and everything from a closing fence on are dropped; without any fence, the text
    passes through unchanged. Output so far is always a prefix of `strip_fences(all input)`."""

    def __init__(self) -> None:
        self._pending = ""  # the current line, while it might still be a fence
        self._state = "start"  # start → (inside | plain) → after
        self._before: list[str] = []  # lines before a fence: prose, or code if no fence comes
        self._mid_line = False  # part of the current line was already passed on

    def feed(self, text: str) -> str:
        out: list[str] = []
        self._pending += text
        while True:
            if self._state == "after":
                self._pending = ""
                return "".join(out)
            newline = self._pending.find("\n")
            if newline == -1:
                if self._state == "inside" and self._pending and not self._pending.lstrip().startswith("`"):
                    out.append(self._pending)  # mid-line code: pass at once (latency matters)
                    self._pending = ""
                    self._mid_line = True
                return "".join(out)
            line, self._pending = self._pending[: newline + 1], self._pending[newline + 1 :]
            out.append(self._line(line))

    def _line(self, line: str) -> str:
        mid = self._mid_line
        self._mid_line = False
        if self._state == "start":
            if _FENCE.match(line):
                self._state, self._before = "inside", []
                return ""
            self._before.append(line)
            if len(self._before) > 40 or line.lstrip().startswith(
                ("import ", "const ", "function ", "export ", "//", "/*")
            ):
                self._state = "plain"  # code without fences: release what was held
                held, self._before = "".join(self._before), []
                return held
            return ""
        if self._state == "inside" and not mid and _FENCE.match(line):
            self._state = "after"
            return ""
        return line

    def close(self) -> str:
        rest, self._pending = self._pending, ""
        if self._state == "start":
            return "".join(self._before) + rest
        if self._state == "after" or (self._state == "inside" and _FENCE.match(rest)):
            return ""
        return rest
