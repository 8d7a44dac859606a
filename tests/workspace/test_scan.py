"""Glob/grep internals: the whole-file regex pre-check never hides a line that matches."""

from __future__ import annotations

import time

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.workspace.files import FileLimits
from copilot_cli.workspace.models import GrepResponse
from copilot_cli.workspace.scan import _searcher, _Walk

PIECES = [
    "a",
    "b",
    "\\s",
    "\\S",
    "\\w",
    "\\W",
    ".",
    "[^a]",
    "^",
    "$",
    "\\b",
    "x*",
    "(a|b)",
    "\\d+",
    " ",
    "[ab]?",
    "(?:ab)+",
    "\\B",
    "(a)\\1",
    "(?P<n>b)",
    "\\(?",
    "(?i)A",
    "(?!a)",
    "\\Z",
]


def searcher(pattern: str):
    return _searcher(pattern, True, _Walk(FileLimits(), GrepResponse(), time.monotonic()))


@settings(max_examples=400, deadline=None)
@given(
    pieces=st.lists(st.sampled_from(PIECES), min_size=1, max_size=5),
    lines=st.lists(st.text(alphabet="ab1 \t\r_-", max_size=12), min_size=1, max_size=6),
)
def test_the_file_pre_check_is_never_a_false_no(pieces: list[str], lines: list[str]) -> None:
    pattern = "".join(pieces)
    try:
        regex.compile(pattern)
    except regex.error:
        return
    s = searcher(pattern)
    text = "\n".join(lines)
    per_line = any(s.line(line.removesuffix("\r")) for line in text.split("\n"))
    if per_line:
        assert s.file(text), (pattern, text)


def test_literal_search_checks_the_file_first() -> None:
    s = _searcher("needle", False, _Walk(FileLimits(), GrepResponse(), time.monotonic()))
    assert s.file("hay\nneedle\n") and not s.file("hay only") and s.line("a needle")
