"""Path globs matched against root-relative POSIX paths: one matcher, two dialects.

    *        any characters except "/"          ?      one character except "/"
    **/      zero or more directories           **     anything, "/" included
    [abc]    a character class                  a pattern without "/" matches the file name
                                                at any depth ("*.py" finds src/a/b.py), as in .gitignore

Matching is case-sensitive and takes time linear in the path, whatever the pattern: a pattern
becomes a list of tokens (an NFA with one state per token), and a path is run through the
deterministic automaton built from it lazily, one transition per character, each transition
computed once and cached. (The earlier translation to a backtracking regular expression took
time exponential in the number of stars: `"*" * 120 + "j"` never finished.) Patterns are
capped (`MAX_GLOB_CHARS`, `MAX_GLOB_WILDCARDS`) and a refused one is a `GlobError` in both
dialects, which every face answers as its own invalid-params error.

The two callers had written their own translators, which differ in character classes and
checks; this module keeps both behaviours, as two named entry points over the one matcher:

- `compile_repo_glob` / `repo_glob_match` — the repository index (`repo.search` file_glob,
  `repo.list_files` glob). `[!x]` negates (and may match "/"); "^" inside a class is literal;
  a class needs at least one member before its "]".
- `compile_workspace_glob` / `workspace_glob_match` — the workspace API (`/v1/glob`, grep's
  glob). `[!x]` and `[^x]` negate and never match "/"; "]" right after the opening "[" is a
  member; an unclosed "[" is literal; control characters, a leading "/" and ".." are refused,
  and a leading "./" is ignored.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable
from functools import lru_cache

ClassTranslator = Callable[[str, int], "tuple[str, int] | None"]

MAX_GLOB_CHARS = 1024
MAX_GLOB_WILDCARDS = 64  # "*", "**", "?" and classes together
_MAX_DFA_STATES = 4096  # per pattern; past it the cache starts again (memory stays bounded)

# token kinds (_END closes one pattern of a union; its argument is the pattern's label)
_LIT, _ONE, _CLASS, _STAR, _ANY, _DIRS, _END = range(7)
# the same, for a module that builds tokens itself (common/gitignore.py)
LIT, ONE, CLASS, STAR, ANY, DIRS = _LIT, _ONE, _CLASS, _STAR, _ANY, _DIRS


class GlobError(ValueError):
    """A glob pattern that is refused; the message says why."""


def tokenize(pattern: str, char_class: ClassTranslator) -> list[tuple[int, object]]:
    """`pattern` as tokens. `char_class(pattern, i)` translates the class opening at
    `pattern[i] == "["` into (regex class, index after it), or None for a literal "["."""
    if len(pattern) > MAX_GLOB_CHARS:
        raise GlobError(f"glob pattern is too long: {len(pattern)} characters, at most {MAX_GLOB_CHARS}")
    tokens: list[tuple[int, object]] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if pattern.startswith("**/", i):
            tokens.append((_DIRS, None))
            i += 3
        elif pattern.startswith("**", i):
            tokens.append((_ANY, None))
            i += 2
        elif c == "*":
            tokens.append((_STAR, None))
            i += 1
        elif c == "?":
            tokens.append((_ONE, None))
            i += 1
        elif c == "[" and (piece := char_class(pattern, i)) is not None:
            text, i = piece
            try:
                with warnings.catch_warnings():  # "possible nested set": "[[" is a member here
                    warnings.simplefilter("ignore", FutureWarning)
                    tokens.append((_CLASS, re.compile(text, re.DOTALL)))
            except re.error as exc:
                raise GlobError(f"invalid character class in glob pattern: {exc}") from None
        else:
            tokens.append((_LIT, c))
            i += 1
    wildcards = sum(kind != _LIT for kind, _ in tokens)
    if wildcards > MAX_GLOB_WILDCARDS:
        raise GlobError(f"glob pattern has too many wildcards: {wildcards}, at most {MAX_GLOB_WILDCARDS}")
    return tokens


class GlobMatcher:
    """One pattern's automaton. `match(path)` is True when the whole path matches.
    `GlobMatcher.union(token lists)` runs several patterns in one pass: `labels(path)` is the
    set of the indexes of those that match."""

    def __init__(self, pattern: str, tokens: list[tuple[int, object]], *, floating: bool | None = None) -> None:
        self.pattern = pattern
        if floating if floating is not None else "/" not in pattern:
            tokens = [(_DIRS, None), *tokens]  # the file name at any depth
        self._build([tokens])

    @classmethod
    def union(cls, pattern: str, token_lists: list[list[tuple[int, object]]]) -> GlobMatcher:
        """Anchored patterns (no implied leading `**/`), labelled by their index."""
        matcher = cls.__new__(cls)
        matcher.pattern = pattern
        matcher._build(token_lists)
        return matcher

    def _build(self, token_lists: list[list[tuple[int, object]]]) -> None:
        self._tokens: list[tuple[int, object]] = []
        self._starts: list[int] = []
        for label, tokens in enumerate(token_lists):
            self._starts.append(2 * len(self._tokens))
            self._tokens += [*tokens, (_END, label)]
        self._reset()

    def _reset(self) -> None:
        start = self._closure(set(self._starts))
        self._ids: dict[frozenset[int], int] = {start: 0}
        self._sets: list[frozenset[int]] = [start]
        self._rows: list[dict[str, int]] = [{}]
        self._accepting: list[frozenset[object]] = [self._labels(start)]

    def _labels(self, states: frozenset[int]) -> frozenset[object]:
        tokens = self._tokens
        return frozenset(tokens[s // 2][1] for s in states if s % 2 == 0 and tokens[s // 2][0] == _END)

    # NFA states: 2*i is "before token i"; 2*i+1 is "inside the directories of a `**/` at i".
    def _closure(self, states: set[int]) -> frozenset[int]:
        todo = list(states)
        while todo:
            state = todo.pop()
            skippable = state % 2 == 0 and self._tokens[state // 2][0] in (_STAR, _ANY, _DIRS)
            if skippable and state + 2 not in states:
                states.add(state + 2)
                todo.append(state + 2)
        return frozenset(states)

    def _step(self, states: frozenset[int], c: str) -> frozenset[int]:
        out: set[int] = set()
        for state in states:
            i = state // 2
            kind, arg = self._tokens[i]
            if kind == _END:
                continue
            nxt = 2 * i + 2
            if state % 2 == 1 or kind == _DIRS:
                out.add(2 * i + 1)
                if c == "/":
                    out.add(nxt)
            elif kind == _LIT:
                if c == arg:
                    out.add(nxt)
            elif kind == _ONE:
                if c != "/":
                    out.add(nxt)
            elif kind == _CLASS:
                if arg.fullmatch(c):  # type: ignore[attr-defined]
                    out.add(nxt)
            elif kind == _STAR:
                if c != "/":
                    out.add(state)
            else:  # _ANY
                out.add(state)
        return self._closure(out)

    def _next(self, current: int, c: str) -> int:
        target = self._step(self._sets[current], c)
        found = self._ids.get(target)
        if found is None:
            if len(self._sets) >= _MAX_DFA_STATES:
                self._reset()
                again = self._ids.get(target)
                return again if again is not None else self._add(target)
            found = self._add(target)
        self._rows[current][c] = found
        return found

    def _add(self, states: frozenset[int]) -> int:
        self._ids[states] = len(self._sets)
        self._sets.append(states)
        self._rows.append({})
        self._accepting.append(self._labels(states))
        return len(self._sets) - 1

    def match(self, path: str) -> bool:
        return bool(self.labels(path))

    def labels(self, path: str) -> frozenset[object]:
        """The labels of the patterns that match the whole path (for one pattern: {0} or {})."""
        current = 0
        rows = self._rows
        for c in path:
            nxt = rows[current].get(c)
            if nxt is None:
                nxt = self._next(current, c)
                rows = self._rows  # a reset replaces the tables
            if not self._sets[nxt]:
                return frozenset()  # dead: nothing can match any more
            current = nxt
        return self._accepting[current]

    def __repr__(self) -> str:
        return f"GlobMatcher({self.pattern!r})"


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
def compile_repo_glob(pattern: str) -> GlobMatcher:
    """The index's glob as a matcher; GlobError for a refused pattern."""
    return GlobMatcher(pattern, tokenize(pattern, _repo_class))


def repo_glob_match(pattern: str, path: str) -> bool:
    return compile_repo_glob(pattern).match(path)


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
def compile_workspace_glob(pattern: str) -> GlobMatcher:
    """The workspace's glob as a matcher; GlobError for a refused pattern."""
    if any(ord(c) < 32 for c in pattern):
        raise GlobError("glob pattern contains control characters")
    if pattern.startswith("/") or "/../" in f"/{pattern}/":
        raise GlobError("glob patterns are root-relative: no leading '/' and no '..'")
    relative = pattern.removeprefix("./")
    return GlobMatcher(relative, tokenize(relative, _workspace_class))


def workspace_glob_match(pattern: str, relative_path: str) -> bool:
    return compile_workspace_glob(pattern).match(relative_path)
