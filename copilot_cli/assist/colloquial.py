"""Colloquial frames said around a customize request, rewritten into the words the rules read
(assist/phrasing.py runs these after the lexicon's verbs). Each is a frame with open slots, not a
sentence seen once: "by how long they are" is "by length" for any table, "shouldn't have to give
X" makes any field optional, "fewer rows …, say 10" is a page size.

lexicon.py holds each action's verbs; this holds the frames that came from H3's own paraphrase
sets 5 and 6 (issue 25, tenth session), kept apart so lexicon.py stays under 400 lines.
"""

from __future__ import annotations

import re

from copilot_cli.assist.colloquial_frames import reframe

_WORD_NUMBERS = {"zero": "0", "no": "0", "one": "1", "two": "2", "three": "3", "four": "4"}

# "by how long they are": the measure a "how …" question about each row names
_HOW = {
    "long": "length",
    "tall": "height",
    "big": "size",
    "large": "size",
    "heavy": "weight",
    "old": "age",
    "expensive": "price",
    "costly": "price",
    "wide": "width",
    "fast": "speed",
}
_INPUT_VERBS = r"(?:give|enter|provide|fill\s+in|fill\s+out|type(?:\s+in)?|supply|add)"

_FRAMES: list[tuple[re.Pattern[str], str]] = [
    # "films: episode id as the first column"
    (
        re.compile(r"^([\w\s-]{2,40}?)\s*:\s*(?:the\s+)?(.+?)\s+as\s+the\s+(first|last)\s+column\b", re.I),
        r"move the \2 column \3 in the \1 table",
    ),
    # "could each starship's page show the films it appears in?"
    (
        re.compile(
            r"^(?:could|can|should|would)\s+(?:a|an|the|each|every)\s+([\w-]+?)(?:'s|')\s+(?:own\s+)?(?:detail\s+)?"
            r"(?:page|view|screen|details)\s+(?:show|list|display|include)\s+(?:its\s+|their\s+|the\s+|all\s+)*(.+?)\??$",
            re.I,
        ),
        r"show each \1's \2 in its detail view",
    ),
    # "no need for the Ports column on containers"
    (re.compile(r"\bno\s+need\s+for\s+(?:the\s+|a\s+|an\s+)?(.+?\s+columns?)\b", re.I), r"hide the \1"),
    # "status shouldn't be editable on the pet form": read-only
    (
        re.compile(
            r"\b(?:should(?:n'?t|\s+not)|must(?:n'?t|\s+not)|can(?:'?t|not|\s+not)|(?:is|are)(?:n'?t|\s+not))\s+be\s+"
            r"(?:editable|changeable|modifiable|edited|changed|modified)\b",
            re.I,
        ),
        "should be read-only",
    ),
    # "bring in the climates column": shown
    (re.compile(r"\b(?:bring|pull|pop)\s+in\b", re.I), "show"),
    # "make it so the breed is required", "make it so that …": the rest is the request
    (re.compile(r"^\s*make\s+(?:it\s+)?so\s+(?:that\s+)?", re.I), ""),
    # "users shouldn't have to give a phone number": that field is optional (of that form)
    (
        re.compile(
            rf"^(?:the\s+)?([\w\s-]{{2,40}}?)\s+(?:should(?:n'?t|\s+not)|(?:do|does)(?:n'?t|\s+not)|must(?:n'?t|\s+not))\s+"
            rf"(?:have|need)\s+to\s+{_INPUT_VERBS}\s+(?:an?\s+|the\s+|their\s+|its\s+)?(.+?)\s*[.!]?$",
            re.I,
        ),
        r"make the \2 field optional for \1",
    ),
    (
        re.compile(
            rf"^(?:you\s+|people\s+|we\s+)?(?:should(?:n'?t|\s+not)|(?:do|does)(?:n'?t|\s+not))\s+(?:have|need)\s+to\s+"
            rf"{_INPUT_VERBS}\s+(?:an?\s+|the\s+)?(.+?)\s*[.!]?$",
            re.I,
        ),
        r"make the \1 field optional",
    ),
    # "fewer rows on charges, say 10", "more rows in pets — maybe 50"
    (
        re.compile(
            r"\b(?:fewer|less|more)\s+rows\b(.*?)[,\s-]+(?:say|like|maybe|about|around|perhaps)\s+(\d{1,3})\b", re.I
        ),
        r"\2 rows\1",
    ),
    # "how long ago each refund was created": a relative time for that date
    (
        re.compile(
            r"^(?:show\s+)?how\s+long\s+ago\s+(?:each|every|the|a)?\s*([\w-]+)\s+(?:was|were|got)\s+"
            r"(created|updated|modified|added|made|changed)\b",
            re.I,
        ),
        r"show the \1 \2 as relative time",
    ),
    # "sort starships by how long they are"
    (
        re.compile(rf"\bby\s+how\s+({'|'.join(_HOW)})\s+(?:they|it|each\s+[\w-]+|the\s+[\w-]+)\s+(?:are|is)\b", re.I),
        lambda m: f"by {_HOW[m.group(1).lower()]}",
    ),
    # "two decimals", "no decimal places"
    (
        re.compile(rf"\b({'|'.join(_WORD_NUMBERS)})\s+(decimal)", re.I),
        lambda m: f"{_WORD_NUMBERS[m.group(1).lower()]} {m.group(2)}",
    ),
    # "in a short form like 1.2K": compact numbers
    (re.compile(r"\b(?:in\s+)?(?:a\s+)?short(?:er)?\s+form\b(?:\s+like\s+1\.2k)?", re.I), "as compact numbers"),
]


# "containers -> hide the command column", "customers: put balance at the end": the table said
# first, then a request of its own (not "Episode ID → Episode", a rename)
_LEAD = re.compile(
    r"^\s*(?:the\s+)?([\w\s-]{2,40}?)(?:\s+(?:table|list|page))?\s*(?:->|→|=>|:)\s*"
    r"((?:hide|show|sort|rename|move|put|add|filter|search|format|make|call|drop|remove|order|display|set)\b.+)$",
    re.I,
)


def lead_table(text: str) -> str:
    m = _LEAD.match(text)
    if not m or re.search(r"\b(?:it|them)\b", m.group(2), re.I):
        return text  # "price: show it as …": a topic and its pronoun (lexicon.py), not a table
    return f"{m.group(2).rstrip(' .!')} in the {m.group(1)} table"


def colloquial(text: str) -> str:
    text = reframe(text)
    for pattern, replacement in _FRAMES:
        text = pattern.sub(replacement, text)  # type: ignore[arg-type]
    return re.sub(r"\s{2,}", " ", text).strip()
