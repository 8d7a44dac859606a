"""Readings of a request that need the plan's names (assist/lexicon.py has the plan-free ones).

- "call Bank Amount Paid", "call Cost In Credits on starships Price": where the old name ends and
  the new one starts is where the words stop naming a real column or page.
- "rename Mountpoint to Path on volumes": a trailing "on/in/for <table>" says where, it is not
  part of the new name.
- "add surface water to planets": a column of that table added, said with "add … to".
- a sort said by a superlative alone ("newest films first", "biggest payouts first"): the marker
  words phrasing.py writes (`recency`, `magnitude`) are resolved here to the table's date or
  numeric column, preferring one whose name the sentence says ("release order" → Release Date).
"""

from __future__ import annotations

import re

from copilot_cli.assist.vocabulary import Vocabulary, contains, words
from copilot_cli.ui.plan import UiPlan

RECENCY, MAGNITUDE = "recency", "magnitude"  # what phrasing.py writes for "newest" / "biggest"
_DATE_WORDS = {"date", "created", "updated", "modified", "time", "at", "year", "since", "timestamp", "day", "joined"}
_DATE_WORDS |= {"born", "birth", "when", "utc", "released", "release"}
_RENDERED_DATE = {"date", "datetime", "time"}
_AMOUNTS = ("amount", "price", "cost", "total", "size", "balance", "value", "credit", "population", "length")
_SCOPE = {"table", "list", "page", "tab", "screen", "grid", "view"}


def _names(vocab: Vocabulary) -> list[list[str]]:
    """Every name a person may say for a column, a form field or a page."""
    out = [a for rn in vocab.resources for a in rn.aliases]
    out += [a for rn in vocab.resources for fn in rn.fields.values() for a in fn.aliases[: fn.own]]
    return out


def _names_a_thing(said: list[str], vocab: Vocabulary, names: list[list[str]]) -> bool:
    """The words are a column's or a page's name, maybe followed by "on/in <table>"."""
    said = [w for w in said if w not in ("the", "column", "field", "heading", "header", "label")]
    if not said:
        return False
    if said in names:
        return True
    for cut in ("on", "in", "for", "of"):
        if cut in said[1:]:
            at = said.index(cut, 1)
            where = [w for w in said[at + 1 :] if w not in _SCOPE and w != "the"]
            if said[:at] in names and any(where == a for rn in vocab.resources for a in rn.aliases):
                return True
    return False


def _split_call(prompt: str, vocab: Vocabulary) -> str:
    """ "call Bank Amount Paid" → "rename Bank Amount to Paid": the longest head naming a thing."""
    m = re.match(r"^\s*(?:please\s+)?(call|label|name|title|relabel|retitle)\s+(.+?)\s*[.!]?$", prompt, re.I)
    if (
        not m
        or re.search(r"\s(?:to|as)\s", m.group(2), re.I)
        or re.match(r"(?:the\s+)?(?:app|application)\b", m.group(2), re.I)
    ):
        return prompt
    parts = m.group(2).split()
    names = _names(vocab)
    for cut in range(len(parts) - 1, 0, -1):
        head = words(" ".join(parts[:cut]))
        if _names_a_thing(head, vocab, names):
            # a column's name followed by where ("Cost In Credits on starships"): say "column",
            # or the table's name in it reads as a page to rename
            column = " column" if not any(head == a for rn in vocab.resources for a in rn.aliases) else ""
            return f"rename {' '.join(parts[:cut])}{column} to {' '.join(parts[cut:])}"
    return prompt


def _scope_tail(prompt: str, vocab: Vocabulary) -> str:
    """ "rename Mountpoint to Path on volumes" → "rename Mountpoint on volumes to Path"."""
    m = re.match(
        r"^(.*?\b(?:rename|relabel|retitle)\b.+?\s+(?:to|as)\s+)(.+?)(\s+(?:on|in|for|from)\s+(?:the\s+)?(.+?))\s*[.!]?$",
        prompt,
        re.I,
    )
    if not m or re.search(r"[\"“'‘]", m.group(2)) or re.search(r"\b(table|list|form)\s*$", m.group(4), re.I):
        return prompt  # "… to X in the owners table": the rename rule reads that tail itself
    where = [w for w in words(m.group(4)) if w not in _SCOPE]
    if not any(where == a for rn in vocab.resources for a in rn.aliases):
        return prompt
    head = re.sub(r"\s+(?:to|as)\s+$", "", m.group(1))
    # the old name is a column of that table (not the table itself): say so, or the rule reads a page
    old = [w for w in words(re.sub(r"^.*?\b(?:rename|relabel|retitle)\b", "", head, flags=re.I)) if w != "the"]
    table = next(rn for rn in vocab.resources if where in rn.aliases)
    hit = vocab.match_field(table, old) if old and old not in table.aliases else None
    column = " column" if hit and hit[1] >= 0.9 and not re.search(r"\b(column|field|button)\b", head, re.I) else ""
    return f"{head}{column}{m.group(3)} to {m.group(2)}"


def _add_to(prompt: str, vocab: Vocabulary, plan: UiPlan) -> str:
    """ "add surface water to planets" → "show the surface water column in planets", when the
    table has such a field that its list does not show yet."""
    m = re.match(
        r"^\s*(?:please\s+)?(?:add|include|put)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+(?:to|in|on|into)\s+(?:the\s+)?(.+?)\s*[.!]?$",
        prompt,
        re.I,
    )
    if not m or re.search(
        r"\b(filter|search|button|action|column|field|sort|detail|sub-?table)\w*\b", m.group(1), re.I
    ):
        return prompt
    where = [w for w in words(m.group(2)) if w not in _SCOPE]
    for rn in vocab.resources:
        if where not in rn.aliases:
            continue
        hit = vocab.match_field(rn, words(m.group(1)), {"property", "detail", "column"})
        res = plan.resource(rn.id)
        if hit and hit[1] >= 0.9 and res is not None and res.list_ is not None:
            return f"show the {m.group(1)} column in the {m.group(2)}"
    return prompt


# what "X should be …" says when it is not a new name: a state, a place, a format
_NOT_A_NAME = re.compile(
    r"^(?:a\s+|an\s+|the\s+)?(?:required|optional|mandatory|hidden|visible|shown|read-?only|editable|first|last|"
    r"sortable|searchable|filterable|currency|money|dollars?|euros?|dates?|times?|percent\w*|compact|bold|bigger|"
    r"smaller|wider|narrower|sorted|gone|removed|left|right|at|on|in|off|shown|displayed|formatted|clickable|"
    r"paged|paginated|able\b|possible|easier|quicker|faster|\d)",
    re.I,
)


def _should_be(prompt: str, vocab: Vocabulary) -> str:
    """ "Duration in months should just be Months": a column's name, then "should be" and a new
    name (not a state like "required" or a place like "first")."""
    m = re.match(
        r"^\s*(?:the\s+)?(.+?)\s+(?:should|must|could|can|needs\s+to|has\s+to)\s+(?:just\s+|simply\s+|only\s+|now\s+)?"
        r"(?:be|become|say|read)\s+(?:just\s+|simply\s+)?(.+?)\s*[.!]?$",
        prompt,
        re.I,
    )
    # "locations can be searched already?" asks; "… be sorted by date" is no name either
    if not m or _NOT_A_NAME.match(m.group(2)) or len(m.group(2)) > 60 or "?" in prompt:
        return prompt
    head = words(m.group(1))
    if not _names_a_thing(head, vocab, _names(vocab)):
        return prompt
    page = any([w for w in head if w not in _SCOPE] == a for rn in vocab.resources for a in rn.aliases)
    return f"rename the {m.group(1)} {'page' if page else 'column'} to {m.group(2)}"


def _heading_in_full(prompt: str, vocab: Vocabulary) -> str:
    """ "relabel Organisation Role as Role", "rename Purchase Order Number to PO number": a column
    heading said in full beats the page its first words name (Xero's Organisation, Purchase Orders)."""
    m = re.match(r"^\s*(rename|relabel|retitle)\s+(?:the\s+)?(.+?)\s+(?:to|as)\s+(.+?)\s*[.!]?$", prompt, re.I)
    if not m:
        return prompt
    head = words(m.group(2))
    if set(head) & (_SCOPE | {"column", "field", "heading", "header", "on", "in", "of", "for"}):
        return prompt
    if any(head == a for rn in vocab.resources for a in rn.aliases):
        return prompt
    own = [a for rn in vocab.resources for fn in rn.fields.values() for a in fn.aliases[: fn.own]]
    return f"rename the {m.group(2)} column to {m.group(3)}" if head in own else prompt


def reframe(prompt: str, vocab: Vocabulary, plan: UiPlan) -> str:
    for step in (_split_call, _scope_tail, _should_be, _heading_in_full):
        prompt = step(prompt, vocab)
    return _add_to(prompt, vocab, plan)


# --- superlatives --------------------------------------------------------------------------------


def _is_date(col) -> bool:
    # "Created By" is who, not when
    own = set(words(col.key))
    return col.renderer in _RENDERED_DATE or bool(own & _DATE_WORDS and not own & {"by", "id", "user", "name", "email"})


def _is_amount(col) -> bool:
    return col.renderer == "number" and not _is_date(col) and "id" not in words(col.key)


def semantic_column(plan: UiPlan, rid: str, marker: str, said: list[str]) -> str | None:
    """The column of table `rid` a superlative means: for `recency` its date, for `magnitude` its
    amount; of several, the one whose words the sentence says, then a creation date or a money
    or size amount, then the leftmost."""
    res = plan.resource(rid)
    if res is None or res.list_ is None:
        return None
    fits = _is_date if marker == RECENCY else _is_amount
    cols = [c for c in res.list_.columns if fits(c)]
    if not cols:
        return None

    def rank(c) -> tuple:
        own = words(c.key) + words(c.label)
        named = contains(said, words(c.label)) >= 0 or contains(said, words(c.key)) >= 0
        # "newest updates" says Updated At: a word of the heading or its stem ("update", "updated")
        partly = len(set(own) & set(said)) + sum(
            1 for w in said if len(w) > 4 and any(o != w and o.startswith(w[:-1]) for o in own if len(o) > 4)
        )
        # "cheapest" says price: a money column (price, cost, amount) before a size
        money = "price" in said and any(w in own for w in ("price", "cost", "amount", "total", "fee"))
        usual = "created" in own if marker == RECENCY else money or any(w in own for w in _AMOUNTS)
        return (not named, -partly, not money if marker == MAGNITUDE else False, not usual, len(own))

    return sorted(cols, key=rank)[0].key
