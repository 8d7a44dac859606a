"""Gitignore-style patterns (`.gitignore` lines, `index.exclude_globs`) matched in linear time.

The rules are pathspec's `GitIgnoreSpec` (which replicates git, edge cases included), parsed
here line by line the way pathspec parses them, but matched with the one glob automaton of
`globs.py`: pathspec compiles each line to a backtracking regular expression, and a hostile
line such as `"*a" * 10 + "j"` took ~28 s against one 40-character name, inside C code that no
signal or `exit` could interrupt. Here a path is decided in time linear in its length.

    blank, "# comment", "/"      no-ops          "!pat"       re-includes what "pat" matches
    "pat" (no "/" but a trailing one)  the name at any depth, and everything below it
    "a/pat", "/pat"              anchored at the base directory
    "pat/"                       directories only (a path given with a trailing "/")
    "*" "?" "[...]"  within one segment;  "**" as a whole segment crosses directories
    "\\x"                         the character x itself

A line git discards (an unclosed "[") is discarded; so is a line pathspec would refuse with an
exception (a trailing lone "\\", a class the engine rejects): such a line made the whole walk
fail before. Lines longer than `MAX_GLOB_CHARS` are discarded too.

Which line decides follows pathspec: the last line that matches the path itself; when none
does, the last line that matches it only as something below a directory ("dir/" or "dir"
matching "dir/x").
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable
from dataclasses import dataclass

from copilot_cli.common.globs import ANY, CLASS, DIRS, LIT, MAX_GLOB_CHARS, ONE, STAR, GlobMatcher

Tokens = list[tuple[int, object]]

_ANY_CHAR = re.compile(r"[\s\S]")
_SLASH_ANY: Tokens = [(LIT, "/"), (ANY, None)]


class _Discard(Exception):
    """The line is not a pattern (git and pathspec ignore it, or pathspec would raise)."""


class GitignoreLineError(_Discard, ValueError):
    """A line pathspec refused with an exception; the message says why."""


@dataclass(frozen=True)
class GitignoreRule:
    """One pattern line, as anchored token lists: `whole` matches the path itself (pathspec's
    "file" match), `below` matches it only as a descendant of a directory the pattern names
    (pathspec's directory mark)."""

    line: str
    include: bool  # True: the path is ignored; False: a "!" line, re-included
    whole: Tokens | None
    below: Tokens | None


class GitignoreSpec:
    """Gitignore lines, in order; `match_file(path)` is True when the path is ignored. A
    directory is asked about with a trailing "/" ("build/"), a file without.

    All lines run as one automaton (a label per line and form), so a path costs one pass
    whatever the number of lines; the decision is cached per set of matching labels."""

    def __init__(self, rules: list[GitignoreRule]) -> None:
        self.rules = rules
        forms: list[Tokens] = []
        self._labels: list[tuple[int, int]] = []  # (rule index, 2 whole / 1 below), by label
        for index, rule in enumerate(rules):
            for priority, tokens in ((2, rule.whole), (1, rule.below)):
                if tokens is not None:
                    forms.append(tokens)
                    self._labels.append((index, priority))
        self._matcher = GlobMatcher.union("\n".join(r.line for r in rules), forms)
        self._decisions: dict[frozenset[object], bool] = {}

    @classmethod
    def from_lines(cls, lines: Iterable[str]) -> GitignoreSpec:
        return cls([rule for line in lines if (rule := compile_gitignore_line(line)) is not None])

    def __bool__(self) -> bool:
        return bool(self.rules)

    def match_file(self, path: str) -> bool:
        labels = self._matcher.labels(path)
        if not labels:
            return False
        decision = self._decisions.get(labels)
        if decision is None:
            decision = self._decisions[labels] = self._decide(labels)
        return decision

    def _decide(self, labels: frozenset[object]) -> bool:
        """The last line matching the path itself decides; when none does, the last line
        matching it as something below a directory."""
        matched = [self._labels[label] for label in labels]  # type: ignore[index]
        whole = [index for index, priority in matched if priority == 2]
        chosen = max(whole) if whole else max(index for index, _ in matched)
        return self.rules[chosen].include


def gitignore_line_error(line: str) -> str | None:
    """Why a line is broken (a lone trailing backslash, a class the engine rejects), or None:
    a configuration refuses such a line by name, where a .gitignore only skips it."""
    try:
        _compile(line)
    except GitignoreLineError as exc:
        return str(exc)
    except _Discard:
        pass
    return None


def compile_gitignore_line(line: str) -> GitignoreRule | None:
    """One line as a rule, or None for a line that matches nothing."""
    try:
        return _compile(line)
    except _Discard:
        return None


def _compile(line: str) -> GitignoreRule | None:
    if len(line) > MAX_GLOB_CHARS:
        return None
    text = line if line.endswith("\\ ") else line.rstrip()
    if not text or text.startswith("#") or text == "/":
        return None
    include = not text.startswith("!")
    if not include:
        text = text[1:]
    whole, below = _forms(text.split("/"))
    return GitignoreRule(line, include, whole, below)


def _forms(segments: list[str]) -> tuple[Tokens | None, Tokens | None]:
    is_dir = not segments[-1]
    segments = _normalize(segments)
    if segments == ["**"]:  # "**" matches every path; "**/" every path below a directory
        return (None, [(ANY, None), *_SLASH_ANY]) if is_dir else (_ANYTHING, None)
    if segments == ["**", "*"]:
        return _ANYTHING, None
    if segments == ["**", "*", "**"]:  # "*/": every path below a directory
        inside = [(ANY, None), *_SLASH_ANY]
        return (None, inside) if is_dir else (inside, None)
    tokens: Tokens = []
    last = len(segments) - 1
    for i, segment in enumerate(segments):
        if segment == "**":
            if i == 0:
                tokens.append((DIRS, None))
            elif i < last:
                tokens += [(LIT, "/"), (DIRS, None)]
            else:  # a trailing "**": everything below
                tail = tokens + _SLASH_ANY
                return (None, tail) if is_dir else (tail, None)
            continue
        if i > 0 and segments[i - 1] != "**":
            tokens.append((LIT, "/"))
        tokens += [(ONE, None), (STAR, None)] if segment == "*" else _segment(segment)
    return tokens, tokens + _SLASH_ANY


_ANYTHING: Tokens = [(CLASS, _ANY_CHAR), (ANY, None)]


def _normalize(segments: list[str]) -> list[str]:
    """pathspec's segment normalization: anchoring, the implied leading "**", a trailing "/"
    as a trailing "**", repeated "**" collapsed."""
    segments = list(segments)
    if not segments[0]:
        del segments[0]
    elif (len(segments) == 1 or (len(segments) == 2 and not segments[1])) and segments[0] != "**":
        segments.insert(0, "**")
    if not segments:
        raise _Discard
    if not segments[-1]:
        segments[-1] = "**"
    return [s for i, s in enumerate(segments) if not (i > 0 and s == "**" and segments[i - 1] == "**")]


def _segment(segment: str) -> Tokens:
    """One path segment's glob: "*" "?" "[...]" and backslash escapes, as pathspec reads them."""
    tokens: Tokens = []
    i, end = 0, len(segment)
    while i < end:
        c = segment[i]
        i += 1
        if c == "\\":
            if i >= end:
                raise GitignoreLineError(f"a lone backslash ends the pattern {segment!r}")
            tokens.append((LIT, segment[i]))
            i += 1
        elif c == "*":
            tokens.append((STAR, None))
        elif c == "?":
            tokens.append((ONE, None))
        elif c == "[":
            cls, i = _bracket(segment, i)
            tokens.append((CLASS, cls))
        else:
            tokens.append((LIT, c))
    return tokens


def _bracket(segment: str, i: int) -> tuple[re.Pattern[str], int]:
    """The class whose "[" is just before `segment[i]`, compiled as pathspec compiles it (a
    negated class may match "/", as there)."""
    start, j, end = i - 1, i, len(segment)
    if j < end and segment[j] in "!^":
        j += 1
    if j < end and segment[j] == "]":
        j += 1
    while j < end and segment[j] != "]":
        j += 1
    if j >= end:
        raise _Discard  # git discards a pattern with an unclosed "["
    j += 1
    expr = "["
    if segment[i] in "!^":
        expr += "^"
        i += 1
    expr += segment[i:j].replace("\\", "\\\\")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FutureWarning)
            return re.compile(expr, re.DOTALL), j
    except re.error as exc:
        raise GitignoreLineError(f"invalid character class {segment[start:j]!r}: {exc}") from None
