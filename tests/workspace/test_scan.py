"""Glob/grep internals: the whole-file regex pre-check never hides a line that matches."""

from __future__ import annotations

import time

import regex
from hypothesis import example, given, settings
from hypothesis import strategies as st

from copilot_cli.workspace.files import FileLimits
from copilot_cli.workspace.models import GrepResponse
from copilot_cli.workspace.regex_worker import matching_lines, split_lines
from copilot_cli.workspace.scan import _LINE_BOUND, _matching, _Walk

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


def walk() -> _Walk:
    return _Walk(FileLimits(), GrepResponse(), time.monotonic())


@settings(max_examples=400, deadline=None)
@given(
    pieces=st.lists(st.sampled_from(PIECES), min_size=1, max_size=5),
    lines=st.lists(st.text(alphabet="ab1 \t\r_-", max_size=12), min_size=1, max_size=6),
)
@example(pieces=[" ", "$"], lines=[" \r"])  # a lone CR at the file's end ends its last line
def test_the_file_pre_check_is_never_a_false_no(pieces: list[str], lines: list[str]) -> None:
    pattern = "".join(pieces)
    try:
        compiled = regex.compile(pattern)
    except regex.error:
        return
    text = "\n".join(lines)
    per_line = [n for n, line in enumerate(split_lines(text), 1) if compiled.search(line)]
    assert matching_lines(pattern, not _LINE_BOUND.search(pattern), [text]) == [per_line], (pattern, text)


def test_literal_search_checks_the_file_first() -> None:
    assert _matching("needle", None, ["hay\nneedle\n", "hay only", "a needle"], walk()) == [[2], [], [1]]


def test_a_regex_runs_in_a_child_that_answers_like_the_library(tmp_path) -> None:
    assert _matching(r"^\s+return \d$", True, ["def a():\n    return 1\n", "x"], walk()) == [[2], []]
