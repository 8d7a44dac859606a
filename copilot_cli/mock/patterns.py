"""Strings that match a schema's `pattern`: Twilio's `^AC[0-9a-fA-F]{32}$` Sids, `^[a-z]{2}-\\d{4}$`
codes. Walks the parse tree of Python's own regex parser (`re._parser`, the approach rstr's xeger
takes too) with a caller's seeded `random.Random`. Written here rather than taken from rstr or
exrex because readability is the point: open repeats stay short (rstr draws `*` up to 100 times),
`.`, `\\S` and negated classes draw letters and digits (not punctuation and whitespace), and ECMA's
`(?<name>…)` groups are accepted. Every result is checked (the pattern keyword is unanchored), so a
string comes back only if it really matches; anything else is None. The check runs on the `regex`
package with a time limit: Python's `re` backtracks for ever on a spec's `((a+)+)+$` against a
near miss, which hung the mock (and a hypothesis test) on such a pattern."""

from __future__ import annotations

import random
import re
import string
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported when a pattern is first compiled: ~7 ms of a mock's start no list may need
    import regex

try:  # Python ≥ 3.11
    from re import _constants as sre_c  # type: ignore[attr-defined]
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as sre_c  # type: ignore[no-redef]
    import sre_parse  # type: ignore[no-redef]

# Open repeats (`*`, `+`, `{2,}`) of one character read like ids (4–12 more than the minimum);
# of a group, like a short list (0–2 more). Wide bounded ones (`{1,255}`) stay within 12 more.
OPEN_CHARS = (4, 12)
OPEN_GROUPS = (0, 2)
WIDE_REPEAT = 12
READABLE = string.ascii_lowercase + string.digits + string.ascii_uppercase
_CATEGORIES = {
    "CATEGORY_DIGIT": string.digits,
    "CATEGORY_NOT_DIGIT": string.ascii_letters,
    "CATEGORY_SPACE": " ",
    "CATEGORY_NOT_SPACE": READABLE,
    "CATEGORY_WORD": READABLE,
    "CATEGORY_NOT_WORD": "-",
    "CATEGORY_LINEBREAK": "\n",
    "CATEGORY_NOT_LINEBREAK": READABLE,
}
_NAMED_GROUP = re.compile(r"\(\?<(?![=!])")
CHECK_SECONDS = 0.5  # one match of a short drawn string takes well under 0.05 s; a blow-up stops here
_TIMED_OUT: set[str] = set()  # patterns whose check blew up once: not tried again in this process
_ECMA_ONLY = re.compile(r"\\[pPuk]\{|\\c[A-Za-z]|\[\^?\]")  # Unicode properties, \u{…}, control escapes, [] and [^]


class _Unsupported(Exception):
    pass


@lru_cache(maxsize=1024)
def _compiled(pattern: str) -> tuple[regex.Pattern[str], Any, dict[int, list[str]]] | None:
    """The pattern as Python reads it (ECMA named groups translated), its parse tree, and a cache
    of each character class's readable members (kept with the tree, whose nodes it is keyed by)."""
    if _ECMA_ONLY.search(pattern):
        return None
    python = _NAMED_GROUP.sub("(?P<", pattern)
    import regex

    try:
        return regex.compile(python), sre_parse.parse(python), {}
    except (re.error, regex.error, OverflowError, RecursionError, ValueError):
        return None


def from_pattern(pattern: str, rng: random.Random, attempts: int = 4) -> str | None:
    """A string that `pattern` matches, drawn with `rng`; None when none could be made."""
    found = _compiled(pattern) if pattern not in _TIMED_OUT else None
    if found is None:
        return None
    compiled, tree, classes = found
    for _ in range(attempts):
        try:
            text = _Walker(rng, classes).sequence(tree)
        except (_Unsupported, RecursionError, KeyError, IndexError, ValueError):
            return None
        try:
            if compiled.search(text, timeout=CHECK_SECONDS):
                return text
        except TimeoutError:
            _TIMED_OUT.add(pattern)
            return None
    return None


class _Walker:
    def __init__(self, rng: random.Random, classes: dict[int, list[str]]) -> None:
        self.rng = rng
        self.groups: dict[int, str] = {}
        self.classes = classes

    def sequence(self, items: Any) -> str:
        return "".join(self.node(op, value) for op, value in items)

    def node(self, op: Any, value: Any) -> str:
        name = str(op)
        if name == "LITERAL":
            return chr(value)
        if name == "NOT_LITERAL":
            return self.rng.choice([c for c in READABLE if ord(c) != value])
        if name == "ANY":
            return self.rng.choice(READABLE)
        if name == "IN":
            members = self.classes.get(id(value))
            if members is None:
                members = self.classes[id(value)] = _members(value)
            return self.rng.choice(members) if members else self._wide(value)
        if name == "BRANCH":
            return self.sequence(self.rng.choice(value[1]))
        if name == "SUBPATTERN":
            group, body = value[0], value[-1]
            text = self.sequence(body)
            if group:
                self.groups[group] = text
            return text
        if name == "ATOMIC_GROUP":
            return self.sequence(value)
        if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, high, body = value
            if high == sre_c.MAXREPEAT:
                one_char = len(body) == 1 and str(body[0][0]) in ("IN", "ANY", "CATEGORY", "NOT_LITERAL")
                least, most = OPEN_CHARS if one_char else OPEN_GROUPS
                count = self.rng.randint(low + least, low + most)
            else:
                count = self.rng.randint(low, min(high, low + WIDE_REPEAT))
            return "".join(self.sequence(body) for _ in range(count))
        if name in ("AT", "ASSERT", "ASSERT_NOT"):
            return ""  # anchors and lookarounds add no text; the final check catches a broken lookahead
        if name == "GROUPREF":
            return self.groups.get(value, "")
        if name == "GROUPREF_EXISTS":
            group, yes, no = value
            return self.sequence(yes if group in self.groups else (no or []))
        if name == "CATEGORY":
            return self.rng.choice(_CATEGORIES[str(value)])
        raise _Unsupported(name)

    def _wide(self, items: Any) -> str:
        """A class with no readable member (a CJK range): any character of one of its ranges."""
        spans = [v if str(op) == "RANGE" else (v, v) for op, v in items if str(op) in ("RANGE", "LITERAL")]
        if not spans:
            raise _Unsupported("IN")
        lo, hi = self.rng.choice(spans)
        return chr(self.rng.randint(lo, hi))


def _members(items: Any) -> list[str]:
    """The readable characters a class allows (letters, digits, a little punctuation)."""
    negate = bool(items) and str(items[0][0]) == "NEGATE"
    spans: list[tuple[int, int]] = []
    for op, value in items[1:] if negate else items:
        kind = str(op)
        if kind == "LITERAL":
            spans.append((value, value))
        elif kind == "RANGE":
            spans.append(value)
        elif kind == "CATEGORY":
            spans.extend((ord(c), ord(c)) for c in _CATEGORIES[str(value)])
        else:
            raise _Unsupported(kind)

    def inside(c: str) -> bool:
        return any(lo <= ord(c) <= hi for lo, hi in spans)

    if negate:
        return [c for c in READABLE + "-_." if not inside(c)] or ["~"]
    readable = [c for c in READABLE + " -_.,:/@+" if inside(c)]
    if any(c.islower() for c in readable):  # `[0-9a-fA-F]`: one case reads better (Twilio Sids)
        readable = [c for c in readable if not c.isupper()]
    return readable
