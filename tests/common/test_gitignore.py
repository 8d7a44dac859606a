"""Gitignore-style patterns on the linear automaton: pathspec's decisions, without its
backtracking. pathspec stays here as the reference the property test compares against."""

from __future__ import annotations

import subprocess
import sys

import pathspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.common.gitignore import GitignoreSpec, compile_gitignore_line

HOSTILE = "*a" * 10 + "j"

CASES = [
    (["*.log"], "a/b/x.log", True),
    (["*.log", "!keep.log"], "keep.log", False),
    (["*.log", "!keep.log"], "d/keep.log", False),
    (["/build"], "build/", True),
    (["/build"], "src/build/", False),
    (["build/"], "build", False),  # a file: "build/" names directories only
    (["build/"], "src/build/", True),
    (["build/"], "build/x.py", True),
    (["docs/*.md"], "docs/a.md", True),
    (["docs/*.md"], "x/docs/a.md", False),  # an inner "/" anchors
    (["a/**/b"], "a/b", True),
    (["a/**/b"], "a/x/y/b", True),
    (["**/gen"], "x/y/gen/z.py", True),
    (["gen/**"], "gen/z.py", True),
    (["gen/**"], "gen", False),
    (["\\#x", "\\!y"], "#x", True),
    (["\\!y"], "!y", True),
    (["#x"], "#x", False),  # a comment
    (["x[ab]y"], "xby", True),
    (["x[!ab]y"], "xcy", True),
    (["x[!ab]y"], "xay", False),
    (["x[ab"], "x[ab", False),  # an unclosed "[": git discards the line
    (["foo\\ "], "foo ", True),  # an escaped trailing space is kept
    (["foo   "], "foo", True),  # other trailing spaces are not
    (["*"], "a/b", True),
    (["*/"], "a", False),
    (["*/"], "a/b", True),
    (["**"], "a", True),
    (["/"], "a", False),
]


@pytest.mark.parametrize("lines, path, expected", CASES)
def test_ordinary_gitignore_rules(lines: list[str], path: str, expected: bool) -> None:
    assert GitignoreSpec.from_lines(lines).match_file(path) is expected
    assert pathspec.GitIgnoreSpec.from_lines(lines).match_file(path) is expected  # the table is pathspec's


SEGMENTS = st.one_of(
    st.sampled_from(["*", "**", "?", "[ab]", "[!a]", "[^b]", "[]a]", "\\*", "\\[", "a*", "*b", "a?b", "!a", "#"]),
    st.text(alphabet="ab.-_ ", min_size=1, max_size=3),
)


@st.composite
def patterns(draw) -> str:
    segments = draw(st.lists(SEGMENTS, min_size=1, max_size=4))
    text = "/".join(segments)
    if draw(st.booleans()):
        text += "/"
    if draw(st.booleans()):
        text = "/" + text
    if draw(st.integers(0, 3)) == 0:
        text = "!" + text
    return text


NAMES = st.text(alphabet="ab.-_ *![]#", min_size=1, max_size=4).filter(lambda n: n not in (".", ".."))  # real names
PATHS = st.builds(
    lambda parts, is_dir: "/".join(parts) + ("/" if is_dir else ""),
    st.lists(NAMES, min_size=1, max_size=5),
    st.booleans(),
)


@settings(max_examples=500, deadline=None)
@given(lines=st.lists(patterns(), min_size=1, max_size=5), paths=st.lists(PATHS, min_size=1, max_size=8))
def test_the_automaton_decides_like_pathspec(lines: list[str], paths: list[str]) -> None:
    """Random non-pathological lines (at most a few wildcards, so pathspec itself stays fast)
    and random paths, files and directories: the same decision for every one."""
    try:
        reference = pathspec.GitIgnoreSpec.from_lines(lines)
    except Exception:  # pathspec refuses the line: ours discards it (below)
        return
    ours = GitignoreSpec.from_lines(lines)
    for path in paths:
        assert ours.match_file(path) is reference.match_file(path), (lines, path)


@pytest.mark.parametrize("line", ["foo\\", "a/[z-a]"])
def test_a_line_pathspec_raises_on_is_discarded(line: str) -> None:
    with pytest.raises(Exception):  # noqa: B017 - pathspec's own error types vary by version
        pathspec.GitIgnoreSpec.from_lines([line])
    assert compile_gitignore_line(line) is None
    assert GitignoreSpec.from_lines([line, "*.log"]).match_file("x.log") is True


def test_a_hostile_line_is_decided_in_linear_time() -> None:
    """`"*a" * 10 + "j"` took ~28 s against one 40-character name with pathspec's regex (and
    a 120-star line never finished). A generous timeout fails only on exponential behaviour."""
    code = (
        "from copilot_cli.common.gitignore import GitignoreSpec\n"
        f"spec = GitignoreSpec.from_lines([{HOSTILE!r}, '*' * 120 + 'j', '**/' * 60 + 'x', '!' + '*a' * 30])\n"
        "for name in ['a' * 40, 'a' * 2000, ('a' * 39 + '/') * 20 + 'a' * 40, 'a' * 40 + 'j']:\n"
        "    print(spec.match_file(name), spec.match_file(name + '/'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=20, check=True)
    # the "!" line re-includes every all-"a" path; the 120-star line ignores the one ending in "j"
    assert done.stdout.split() == ["False"] * 6 + ["True", "True"]


def test_the_automaton_takes_one_step_per_character() -> None:
    """The work counted, not timed: every path character costs at most one new transition."""
    spec = GitignoreSpec.from_lines([HOSTILE])
    assert spec.match_file("a" * 40) is False
    assert len(spec._matcher._sets) <= 2 * len(HOSTILE) + 2  # a handful of states, not 2**10
