"""A loose reading of a request no rule recognised, as the plain command the rules do read.

The rules (intents_rules.py, intents_views.py) read requests by their frames: "hide the X column",
"sort by X". People write "ditch the species column on pets, cheers", "people: no need for eye
colour", "Contact Status heading: just State". Each blind set of prompts brought frames the rules
had not seen, and fixing them frame by frame did not carry over to the next set. So this reads a
request the other way round, by what it names and not by how it is put: what to do is a cue found
anywhere in it ("ditch", "no need for", "would be handy", "mandatory", "'3 years ago'"), which
table and which field are the plan's own names found anywhere in it (vocabulary.py), the value is
what is quoted or follows "say", "as", "called" or a colon. When the table and the field are both
known the reading is its edits; otherwise it is the command the rules know ("hide the Created
column") and is parsed again, so a name is resolved and an ambiguity asked about by the same code.
Either way the reading is said back ("in the Pets table, hide the Species column"), and
intents.parse_intent applies its edits only when they change the page or say it already is so.

Only a request that names a field (or a table, for a table-wide change) and carries one cue is
read; anything else is left to fail as before ("text every owner whose pet is overdue a jab").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from copilot_cli.assist.frames import MAGNITUDE, RECENCY, semantic_column
from copilot_cli.assist.loose_cues import (
    ACTION_WISH,
    ALPHABETICAL,
    AMOUNT,
    APP,
    AUTH,
    AUTH_TABLE_WORDS,
    BEYOND,
    BUTTON_VERB,
    CREATE_FORM,
    DETAIL,
    FILTER,
    FORM,
    FORM_HIDDEN,
    FORM_WORD,
    HIDE,
    ITS_LIST,
    LABEL,
    NAMING,
    OPTIONAL,
    PAGE,
    PAGING,
    POSITION_FIRST,
    POSITION_LAST,
    READONLY,
    RECENT,
    REQUIRED,
    SEARCH,
    SHOW,
    SUB,
    format_style,
    is_instruction,
    new_value,
    page_size,
    sort_direction,
)
from copilot_cli.assist.loose_names import Reading
from copilot_cli.assist.vocabulary import FieldName, ResourceName, Vocabulary, words
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
    "was made": "created",
    "were made": "created",
    "was added": "created",
    "were added": "created",
    "was set up": "created",
    "were set up": "created",
    "owed": "amount due",
    "outstanding": "amount due",
    "left to pay": "amount due",
    "who flew": "pilots",
    "came out": "release date",
    "released": "release date",
    "most used": "usage count",
    "used most": "usage count",
    "publish date": "published at",
    "date published": "published at",
}
# words of a format that are also a column's name ("Percentage")
_FORMAT_NAMES = {"percent", "percentage", "date", "time", "currency", "number", "duration"}
# the states a record is in, said to pick rows by them: a filter on its status
_STATES = re.compile(
    r"\b(?:drafts?|sent|paid|unpaid|overdue|open|closed|active|inactive|archived|pending|approved|declined|"
    r"cancell?ed|completed?|failed|voided|submitted|authori[sz]ed|accepted|rejected|expired|published|deleted)\b"
    r"(?=[^.]*\b(?:and so on|etc\.?|or (?:\w+ )?(?:the )?like|and (?:the )?like|,|\bor\b|\band\b|$))"
)
_EVERYDAY = re.compile(r"\b(" + "|".join(re.escape(k) for k in _EVERYDAY_WORDS) + r")\b")


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
    if FILTER.search(low):
        # "narrow the quotes down to drafts, sent and so on": rows picked by the state they are in
        low = _STATES.sub(lambda m: f"{m.group(0)} (status)", low, count=1)
    r = Reading(plan, vocab, words(low))
    tables = {w for rn in r.tables for a in rn.aliases[:1] for w in a}
    if any(not set(words(m.group(0))) & tables for m in BEYOND.finditer(low)):
        return None  # a chart, a schedule, an email sent: beyond the page ("alerts" of SendGrid's Alerts are rows)
    vocab_has_lists = any("list" in f.kinds for rn in vocab.resources for f in rn.fields.values())
    table = r.table
    field = r.field

    said_auth = AUTH.search(low)
    if said_auth and any(set(rn.aliases[0]) & AUTH_TABLE_WORDS for rn in r.tables if rn.aliases):
        said_auth = None  # a table called so (Tokens): its rows, not the page's sign-in panel
    if said_auth and HIDE.search(low) and not field({"column"}, shown=True):
        return Loose("hide the authentication panel", [E.SetAuthPanel(kind="set_auth_panel", visible=False)])
    # "for new owners", "when adding a pet": the create form only
    form = "create" if re.search(r"\b(new|add(?:s|ing|ed)?|creat\w*|sign(?:s|ing)? up)\b", low) else "both"
    if re.search(r"\b(edit(?:s|ing)?|updat\w+)\b(?: \w+){0,2} form\b|\bwhen (?:editing|updating|changing)\b", low):
        form = "edit"
    if states_a_field(low, vocab) and not field({"field"}):
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
    hidden_here = FORM_HIDDEN.search(low) or (FORM_WORD.search(low) and HIDE.search(low))
    if FORM.search(low) and hidden_here and (hit := field({"field"})):
        return _on(
            hit,
            ("" if form == "both" else form + " ") + "form",
            "hide the {} field",
            lambda rid, key: E.SetFieldState(kind="set_field_state", resource=rid, form=form, name=key, state="hidden"),
        )
    if (named := _renamed(text, plan, vocab)) is not None:
        return named
    style = format_style(low)
    # "refund dates like '2 days ago'": the table's own date column
    dated = style and style[0] in ("relative", "date") and table is not None and not field({"column"}, shown=True)
    if dated and (by := _by_kind(plan, table, "newest " + low)) is not None:
        return Loose(
            f"in the {table.label} table, format {by[1]} as {style[2]}",
            [E.FormatColumn(kind="format_column", resource=table.id, key=by[0], format=E.ColumnFormat(style=style[0]))],
        )
    hit = field({"column"}, shown=True) if style else None
    if hit and HIDE.search(low) and set(words(hit[0].label)) & _FORMAT_NAMES:
        style = None  # "the percentage isn't something I look at": the column's name, not a format
    if style and hit:
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
    paged = (
        table is not None and (view := plan.resource(table.id).list_) is not None and view.pagination.style != "none"
    )
    if PAGING.search(low) and paged:
        size = view.pagination.defaultSize
        return Loose(
            f"in the {table.label} table, page {size} rows at a time",
            [E.SetPageSize(kind="set_page_size", resource=table.id, size=size)],
        )
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
        return Loose(f"show {pair[1].label} in the {pair[0].label} detail view")
    # rows the item carries ("its tags"), not one of its values: a value is on its page already
    if (
        SUB.search(low)
        and table is not None
        and (hit := field({"list"}) or (None if vocab_has_lists else field({"detail", "property", "column"})))
    ):
        said = f"show {hit[0].label} in the {table.label} detail view"
        if "list" in hit[0].kinds and hit[1] is not None and hit[1].id == table.id:
            # the table's own list, named by its name ("the permission overwrites" of a channel), is
            # that list: re-read, its first word could name another table (Permissions)
            return Loose(said, [E.AddSubTable(kind="add_sub_table", resource=table.id, source=hit[0].key)])
        return Loose(said)
    listed = ITS_LIST.search(low) and table is not None and field({"list"})
    if listed and "list" in listed[0].kinds:
        return Loose(f"show {listed[0].label} in the {table.label} detail view")
    if DETAIL.search(low) and table is not None:
        return Loose(f"add a detail view to the {table.label} table")
    if CREATE_FORM.search(low) and table is not None:
        return Loose(f"add a create button to the {table.label} table")
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
        if r.named_in_heading_only(hit):
            return Loose(f"hide the {hit[0].label} column")  # the rules ask which table
        return _on(
            hit, "table", "hide the {} column", lambda rid, key: E.HideColumn(kind="hide_column", resource=rid, key=key)
        )
    if HIDE.search(low) and table is not None and len(shown := r.shown_in(table)) > 1:
        # "networks: the IPv4 and IPv6 columns are of no interest": each of them
        return Loose(
            f"in the {table.label} table, hide the {' and '.join(f.label for f in shown)} columns",
            [E.HideColumn(kind="hide_column", resource=table.id, key=f.key) for f in shown],
        )
    if SHOW.search(low) and (hit := field({"column", "property"})):
        return _on(
            hit, "table", "show the {} column", lambda rid, key: E.ShowColumn(kind="show_column", resource=rid, key=key)
        )
    return None


def _only_names(before: str, r: Reading) -> bool:
    """The words before a closing colon are a field's name and at most a table's: a heading renamed."""
    if not before.rstrip().endswith(":"):
        return False
    said = words(before)
    hit = r.field({"column"}, shown=True, heading=True)
    if hit is None:
        return False
    named = {w for a in hit[0].aliases for w in a} | {w for rn in r.tables for a in rn.aliases for w in a}
    return all(w in named or w in _FILLER for w in said)


_FILLER = {"the", "a", "an", "on", "in", "of", "for", "column", "heading", "header", "please", "table", "list"}


def _renamed(text: str, plan: UiPlan, vocab: Vocabulary) -> Loose | None:
    """A heading or a page given a new name: the name is read first and its words are not
    looked in for what to rename ("Status column: call it State")."""
    value = new_value(text)
    if value is None or "button" in text.lower():
        return None
    low = text.lower()
    at = low.rfind(value.lower())
    if at >= 0 and is_instruction(low[at:]):
        return None  # "explicit column: no thanks" is a wish to hide, not the name "no"
    before = low[:at] if at >= 0 else low
    # what follows the name still says where ("read Kind instead on terms of service")
    r = Reading(plan, vocab, words(before + " " + low[at + len(value) :] if at >= 0 else low))
    # "rename the Subscriptions page to Plans": a page said, and no column, is the page
    page = PAGE.search(before) and r.table is not None and not re.search(r"\b(column|heading|header)s?\b", before)
    heading = not page and (
        LABEL.search(before)
        or re.search(r"\b(call|name) (?:it|them)\b|\bcolumn\b|\b(?:rename|relabel|retitle)\w*", before)
        or _only_names(before, r)  # "Enable IPv6: IPv6", "Eye Colors on species: Eyes"
        # "pipelines: build seconds used should be called 'Build time (s)'": a column named, then its name
        or re.search(r"\b(?:called|named|labell?ed|titled|headed)\W*$", before)
        # "it'd be great if Shippable on products said Ships": a column said to read otherwise
        or (re.search(r"\b(?:said|say|says|read|reads)\W*$", before) and not PAGE.search(before))
    )
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
    if res is None or res.list_ is None:
        return None
    if key is None and ALPHABETICAL.search(low):
        # "storage policies sorted a to z": by what names a row, its title
        shown = [c.key for c in res.list_.columns]
        key = res.titleField if res.titleField in shown else next((k for k in shown if k in ("name", "title")), None)
    if key is None:
        return None
    return key, next(c.label for c in res.list_.columns if c.key == key)


def states_a_field(prompt: str, vocab: Vocabulary | None = None) -> bool:
    """The request says a form field's state in so many words, and no column, and nothing beyond the
    page — a word of which that names a table (`vocab`'s: SendGrid's Alerts) is that table."""
    low = prompt.lower().replace("’", "'")
    states = OPTIONAL.search(low) or READONLY.search(low) or REQUIRED.search(low)
    tables = {w for rn, _, _ in vocab.resources_in(words(low)) for w in rn.aliases[0]} if vocab else set()
    beyond = any(not set(words(m.group(0))) & tables for m in BEYOND.finditer(low))
    return bool(states) and "column" not in low and not beyond


def _host_and_other(spans: list[tuple[ResourceName, int, int]], low: str) -> tuple[ResourceName, ResourceName] | None:
    """ "On a film's page, show the planets in it", "refunds inside a charge": the table whose page
    is said, or that the other sits inside, is the one opened, else the one named first ("when I
    open a starship, list …")."""
    named = sorted(spans, key=lambda s: s[1])
    if len(named) != 2:
        return None
    page = re.search(r"\b(\w+)(?:'s?|s')? (?:own )?(?:page|screen|details?|detail view)\b", low) or re.search(
        r"\b(?:inside|within|under|beneath|below) (?:an?|each|every|its|their) (\w+)", low
    )
    if page is not None:
        said = words(page.group(1))
        for i, (rn, _, _) in enumerate(named):
            if said and any(a[-1:] == said[-1:] for a in rn.aliases):
                return rn, named[1 - i][0]
    return named[0][0], named[1][0]
