"""A loose reading of a request no rule recognised, as the plain command the rules do read.

The rules (intents_rules.py, intents_views.py) read requests by their frames: "hide the X column",
"sort by X". People write "ditch the species column on pets, cheers", "people: no need for eye
colour", "Contact Status heading: just State". Each blind set of prompts brought frames the rules
had not seen, and fixing them frame by frame did not carry over to the next set. So this reads a
request the other way round, by what it names and not by how it is put: what to do is a cue found
anywhere in it ("ditch", "no need for", "would be handy", "mandatory", "'3 years ago'"), which
table and which field are the plan's own names found anywhere in it (vocabulary.py), the value is
what is quoted or follows "say", "as", "called" or a colon. The reading is written as the command
the rules know ("hide the Species column in the Pets table") and parsed again, so every name is
still resolved, every edit checked and every ambiguity asked about by the same code; the caller
tells the person how the request was read.

Only a request that names a field (or a table, for a table-wide change) and carries one cue is
read; anything else is left to fail as before ("text every owner whose pet is overdue a jab").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from copilot_cli.assist.frames import MAGNITUDE, RECENCY, semantic_column
from copilot_cli.assist.loose_cues import (
    ACTION_WISH,
    AMOUNT,
    APP,
    AUTH,
    BEYOND,
    BUTTON_VERB,
    DETAIL,
    FILTER,
    FORM,
    FORM_HIDDEN,
    HIDE,
    LABEL,
    NAMING,
    OPTIONAL,
    PAGE,
    POSITION_FIRST,
    POSITION_LAST,
    READONLY,
    RECENT,
    REQUIRED,
    SEARCH,
    SHOW,
    SUB,
    format_style,
    new_value,
    page_size,
    sort_direction,
)
from copilot_cli.assist.vocabulary import FieldName, ResourceName, Vocabulary, contains, words
from copilot_cli.ui import edits as E
from copilot_cli.ui.plan import UiPlan

_BRITISH = {
    "colour": "color",
    "colours": "colors",
    "favourite": "favorite",
    "centre": "center",
    "licence": "license",
    "organisation": "organization",
    "catalogue": "catalog",
    "behaviour": "behavior",
    "labour": "labor",
}


# what a column is said to hold in everyday words, for the words its name has
_EVERYDAY_WORDS = {
    "signed up": "created",
    "sign-up date": "created",
    "joined": "created",
    "registered": "created",
    "owed": "amount due",
    "outstanding": "amount due",
    "left to pay": "amount due",
    "who flew": "pilots",
}
_EVERYDAY = re.compile(r"\b(" + "|".join(re.escape(k) for k in _EVERYDAY_WORDS) + r")\b")


@dataclass
class Mention:
    resource: ResourceName
    field: FieldName
    start: int
    size: int
    own: bool  # by the field's own name, not a synonym ("about" is a synonym of Description)


def _stem(word: str) -> str:
    return word[:7] if len(word) > 7 else word


def _named_fields(vocab: Vocabulary, said: list[str]) -> list[Mention]:
    found: list[Mention] = []
    stems = [_stem(w) for w in said]
    for rn in vocab.resources:
        for fn in rn.fields.values():
            best = None
            for i, alias in enumerate(fn.aliases):
                if len(alias) > 1 and alias[-1] == "connection":
                    alias = alias[:-1]  # a GraphQL list of rows is said by what it lists ("pilots")
                start = contains(said, alias)
                if start < 0 and i < fn.own and len(alias) == 1 and len(alias[0]) > 7:
                    start = contains(stems, [_stem(alias[0])])  # "vaccination" for Vaccinated
                if start >= 0 and (best is None or (len(alias), i < fn.own) > (best.size, best.own)):
                    best = Mention(rn, fn, start, len(alias), i < fn.own)
            if best is not None:
                found.append(best)
    return found


class Reading:
    """The names one request holds: the tables it names, and the fields, by where they stand."""

    def __init__(self, plan: UiPlan, vocab: Vocabulary, said: list[str]) -> None:
        self.plan = plan
        spans = vocab.resources_in(said)
        # "the refund Reason heading": of two tables with one name, the top-level one
        by_spot: dict[tuple[int, int], tuple[ResourceName, int, int]] = {}
        for rn, start, size in spans:
            kept = by_spot.get((start, size))
            if kept is None or ("." in kept[0].id and "." not in rn.id):
                by_spot[(start, size)] = (rn, start, size)
        self.mentions = _named_fields(vocab, said)
        spans = list(by_spot.values())
        # "permissions on the group form": words that are a field of another table named are that
        # field; not when each of two tables is a field of the other ("a planet's page ought to list
        # the films": Film.planetConnection and Planet.filmConnection)
        covers = {
            rn.id: {m.resource.id for m in self.mentions if m.resource.id != rn.id and _overlap(m, start, size)}
            for rn, start, size in spans
        }
        self.spans = [
            (rn, start, size)
            for rn, start, size in spans
            if not any(other in covers and rn.id not in covers[other] for other in covers[rn.id])
        ]
        self.tables = [rn for rn, _, _ in self.spans]
        top = [rn for rn in self.tables if "." not in rn.id]
        # "quotes should have a get-PDF button": a top-level table before a nested one named by one word
        self.table = self.tables[0] if len(self.tables) == 1 else top[0] if len(top) == 1 else None

    def _visible(self, m: Mention) -> bool:
        res = self.plan.resource(m.resource.id)
        return bool(res and res.list_ and any(c.key == m.field.key for c in res.list_.columns))

    def field(
        self, kinds: set[str], shown: bool = False, heading: bool = False
    ) -> tuple[FieldName, ResourceName | None] | None:
        """The one field the request names, and its table: the named table, else the only table
        with a field so named (None: the rules then ask which)."""
        found = [m for m in self.mentions if not kinds or m.field.kinds & kinds]
        # the words naming a table name a field only of that table, or of the table said first
        # ("containers: show me the image": Containers' Image, not the Images table)
        scope = min(self.spans, key=lambda s: s[1])[0].id if self.spans else None
        for rn, start, size in self.spans:
            found = [
                m
                for m in found
                if m.resource.id in (rn.id, scope if rn.id != scope else None) or not _overlap(m, start, size)
            ]
        if self.tables and any(m.resource in self.tables for m in found):
            found = [m for m in found if m.resource in self.tables]
        if shown and any(self._visible(m) for m in found):
            found = [m for m in found if self._visible(m)]
        # by its own name, or a synonym of two words ("phone number"): a one-word synonym is a guess
        # the rules make with more context ("detail" is no Description, "about" no About)
        found = [m for m in found if m.own or m.size > 1]
        if not found:
            return self._by_heading_alone(kinds, shown) if self.tables and heading else None
        # the words that name a table are its name, not a field of it (Xero's Invoices carry an
        # `Invoices` field) when anything else is named
        spots = {(rn.id, start, size) for rn, start, size in self.spans}
        if any((m.resource.id, m.start, m.size) not in spots for m in found):
            found = [m for m in found if (m.resource.id, m.start, m.size) not in spots]
        longest = max(m.size for m in found)
        found = [m for m in found if m.size == longest]
        if len({m.field.label.lower() for m in found}) > 1 and self.spans:
            # "containers: show me the image each was built from": the table said first is the scope
            first = min(self.spans, key=lambda s: s[1])[0]
            if len({m.field.label.lower() for m in found if m.resource.id == first.id}) == 1:
                found = [m for m in found if m.resource.id == first.id]
                return found[0].field, first
        if len({m.field.label.lower() for m in found}) > 1:
            return None  # two different fields: not one change this reader can tell
        tables = {m.resource.id for m in found}
        return found[0].field, self.table or (found[0].resource if len(tables) == 1 else None)

    def _by_heading_alone(self, kinds: set[str], shown: bool) -> tuple[FieldName, ResourceName | None] | None:
        """ "Balance heading: Credit" in an API with a Balance table: the words are a column's."""
        found = [m for m in self.mentions if (not kinds or m.field.kinds & kinds) and (not shown or self._visible(m))]
        if any(m.own for m in found):
            found = [m for m in found if m.own]
        labels = {m.field.label.lower() for m in found}
        if len(labels) != 1:
            return None
        tables = {m.resource.id for m in found}
        return found[0].field, found[0].resource if len(tables) == 1 else None


def _overlap(m: Mention, start: int, size: int) -> bool:
    return m.start < start + size and start < m.start + m.size


@dataclass
class Loose:
    """A loose reading: the command it stands for (said back to the person), and the edits
    themselves when the table and the field are known (the rules would only read them again)."""

    command: str
    edits: list[E.PlanEdit] | None = None


def _on(hit: tuple[FieldName, ResourceName | None], noun: str, say: str, edit) -> Loose:
    field, table = hit
    where = f"in the {table.label} {noun}, " if table is not None else ""
    return Loose(where + say.format(field.label), [edit(table.id, field.key)] if table is not None else None)


def read_loosely(prompt: str, plan: UiPlan, vocab: Vocabulary) -> Loose | None:
    """What `prompt` asks for read by its names and cues, or None when it does not name what to change."""
    text = " ".join(prompt.replace("’", "'").replace("‘", "'").split())
    text = re.sub(r"[a-z]+", lambda m: _BRITISH.get(m.group(0), m.group(0)), text)
    low = _EVERYDAY.sub(lambda m: f"{m.group(0)} ({_EVERYDAY_WORDS[m.group(0)]})", text.lower())
    if BEYOND.search(low):
        return None
    r = Reading(plan, vocab, words(low))
    table = r.table
    field = r.field

    if AUTH.search(low) and HIDE.search(low) and not field({"column"}, shown=True):
        return Loose("hide the authentication panel", [E.SetAuthPanel(kind="set_auth_panel", visible=False)])
    # "for new owners", "when adding a pet": the create form only
    form = "create" if re.search(r"\b(new|add(?:s|ing|ed)?|creat\w*|sign(?:s|ing)? up)\b", low) else "both"
    if re.search(r"\b(edit(?:s|ing)?|updat\w+)\b(?: \w+){0,2} form\b|\bwhen (?:editing|updating|changing)\b", low):
        form = "edit"
    if states_a_field(low) and not field({"field"}):
        return None  # a form field's state, of no field a form has: not a column to show instead
    for cue, state in ((OPTIONAL, "optional"), (READONLY, "readonly"), (REQUIRED, "required")):
        # "read only once created": a field entered at creation and never changed after
        which = "both" if state == "readonly" and form == "create" else form
        if cue.search(low) and (hit := field({"field"})):
            return _on(
                hit,
                ("" if which == "both" else which + " ") + "form",
                "make the {} field " + state.replace("readonly", "read only"),
                lambda rid, key, st=state, fm=which: E.SetFieldState(
                    kind="set_field_state", resource=rid, form=fm, name=key, state=st
                ),
            )
    if FORM.search(low) and FORM_HIDDEN.search(low) and (hit := field({"field"})):
        return _on(
            hit,
            ("" if form == "both" else form + " ") + "form",
            "hide the {} field",
            lambda rid, key: E.SetFieldState(kind="set_field_state", resource=rid, form=form, name=key, state="hidden"),
        )
    if (named := _renamed(text, plan, vocab)) is not None:
        return named
    if (style := format_style(low)) and (hit := field({"column"}, shown=True)):
        fmt = E.ColumnFormat(style=style[0], currency=style[1])
        return _on(
            hit,
            "table",
            f"format {{}} as {style[2]}",
            lambda rid, key: E.FormatColumn(kind="format_column", resource=rid, key=key, format=fmt),
        )
    if (size := page_size(low)) is not None:
        where = f"in the {table.label} table, " if table is not None else ""
        return Loose(where + f"show {size} rows per page")
    for cue, where, at in ((POSITION_FIRST, "front", 0), (POSITION_LAST, "end", -1)):
        if cue.search(low) and (hit := field({"column"}, shown=True)):
            return _on(
                hit,
                "table",
                f"move the {{}} column to the {where}",
                lambda rid, key, at=at: E.MoveColumn(kind="move_column", resource=rid, key=key, position=at),
            )
    if (direction := sort_direction(low)) and (hit := field({"column"}, shown=True)):
        return _on(
            hit,
            "table",
            f"sort by {{}} {direction}ending",
            lambda rid, key: E.SortBy(kind="sort_by", resource=rid, key=key, direction=direction),
        )
    if (direction := sort_direction(low)) and table is not None and (by := _by_kind(plan, table, low)) is not None:
        return Loose(
            f"in the {table.label} table, sort by {by[1]} {direction}ending",
            [E.SortBy(kind="sort_by", resource=table.id, key=by[0], direction=direction)],
        )
    if SUB.search(low) and (pair := _host_and_other(r.spans, low)):
        return Loose(f"show {pair[1].label} on the {pair[0].label} detail page")
    if SUB.search(low) and table is not None and (hit := field({"detail", "property", "column"})):
        return Loose(f"show {hit[0].label} on the {table.label} detail page")
    if DETAIL.search(low) and table is not None:
        return Loose(f"add a detail view to the {table.label} table")
    if (verb := BUTTON_VERB.search(low)) and table is not None:
        return Loose(f"add a {verb.group('verb') or verb.group('verb2')} button to the {table.label} table")
    if SEARCH.search(low) and table is not None:
        return Loose(f"add a search bar to the {table.label} table")
    if FILTER.search(low) and (hit := field({"column", "filter"}, shown=True)):
        return _on(
            hit, "table", "add a filter on {}", lambda rid, key: E.AddFilter(kind="add_filter", resource=rid, key=key)
        )
    if (wish := ACTION_WISH.search(low)) and table is not None:
        return Loose(f"add a {wish.group('what')} button to the {table.label} table")
    if HIDE.search(low) and (hit := field({"column", "property"}, shown=True)):
        return _on(
            hit, "table", "hide the {} column", lambda rid, key: E.HideColumn(kind="hide_column", resource=rid, key=key)
        )
    if SHOW.search(low) and (hit := field({"column", "property"})):
        return _on(
            hit, "table", "show the {} column", lambda rid, key: E.ShowColumn(kind="show_column", resource=rid, key=key)
        )
    return None


def _renamed(text: str, plan: UiPlan, vocab: Vocabulary) -> Loose | None:
    """A heading or a page given a new name: the name is read first and its words are not
    looked in for what to rename ("Status column: call it State")."""
    value = new_value(text)
    if value is None or "button" in text.lower():
        return None
    low = text.lower()
    before = low[: low.rfind(value.lower())] if value.lower() in low else low
    r = Reading(plan, vocab, words(before))
    heading = LABEL.search(before) or re.search(r"\b(call|name) (?:it|them)\b|\bcolumn\b", before)
    if heading and (hit := r.field({"column"}, shown=True, heading=True)):
        return _on(
            hit,
            "table",
            f"rename the {{}} column to '{value}'",
            lambda rid, key: E.SetLabel(kind="set_label", target="column", resource=rid, key=key, label=value),
        )
    if APP.search(before) and r.table is None and NAMING.search(before):
        return Loose(f"rename the app to '{value}'", [E.SetTitle(kind="set_title", title=value)])
    if PAGE.search(low) and r.table is not None and NAMING.search(before):
        return Loose(
            f"rename the {r.table.label} page to '{value}'",
            [E.SetLabel(kind="set_label", target="resource", resource=r.table.id, label=value)],
        )
    return None


def _by_kind(plan: UiPlan, table: ResourceName, low: str) -> tuple[str, str] | None:
    """ "I only ever care about the newest owners, put them first": the table's own date column for
    recency, its amount for a size or a price (frames.semantic_column), as (key, heading)."""
    marker = RECENCY if RECENT.search(low) else MAGNITUDE if AMOUNT.search(low) else None
    key = semantic_column(plan, table.id, marker, words(low)) if marker else None
    res = plan.resource(table.id)
    if key is None or res is None or res.list_ is None:
        return None
    return key, next(c.label for c in res.list_.columns if c.key == key)


def states_a_field(prompt: str) -> bool:
    """The request says a form field's state in so many words, and no column."""
    low = prompt.lower().replace("’", "'")
    states = OPTIONAL.search(low) or READONLY.search(low) or REQUIRED.search(low)
    return bool(states) and "column" not in low and not BEYOND.search(low)


def _host_and_other(spans: list[tuple[ResourceName, int, int]], low: str) -> tuple[ResourceName, ResourceName] | None:
    """ "On a film's page, show the planets in it": the table whose page is said is the one opened,
    else the one named first ("when I open a starship, list …")."""
    named = sorted(spans, key=lambda s: s[1])
    if len(named) != 2:
        return None
    page = re.search(r"\b(\w+)(?:'s?|s') (?:own )?(?:page|screen|details?|detail view)\b", low)
    if page is not None:
        said = words(page.group(1))
        for i, (rn, _, _) in enumerate(named):
            if said and any(a[-1:] == said[-1:] for a in rn.aliases):
                return rn, named[1 - i][0]
    return named[0][0], named[1][0]
