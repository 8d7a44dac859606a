"""generate with a model: what its answer may change in the plan, checked before anything is kept.

The model is asked (llm/prompts/generate.j2) for what the planner cannot write: each main page's
intro (what a person does on that page, in this API's words), which resources lead the navigation,
which columns each list shows first, and an overview for an API whose description says nothing.
Its answer is one JSON object; `check` keeps what passes and says why the rest was left out:

- an intro or overview is plain prose of a sensible length; every identifier or path it names
  (`createPet`, `/pets`, `memberSince`) is one the API has; it is no operation's (or the
  resource's own) description copied; it repeats no run of the prompt's instructions or example;
  an intro speaks of its page's resource (its name or one of its fields), an overview of one of
  the main resources; no two pages share an intro;
- a lead or a column is one the plan has (an id, or its label when unambiguous: then "repaired");
- a choice equal to the template's adds nothing and is not counted as the model's.

`apply` writes what was kept into a new plan (new objects: the render cache and the template's
plan are keyed by object identity), a column order as customize's `move_column` edits so a
plan rebuilt from a changed spec keeps it. `Authorship` says whose code the result is.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any

from copilot_cli.common.identifiers import identifier_words

INTRO_WORDS = (4, 40)
OVERVIEW_WORDS = (8, 90)
MAX_LEAD = 3
MAX_FIRST_COLUMNS = 4
_NAMED = re.compile(
    r"`([^`]{1,80})`"  # anything quoted as code
    r"|(?<![\w/])(/[A-Za-z0-9_{}\-./]+)"  # a path
    r"|\b([a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z]+_[A-Za-z0-9_]+)\b"  # camelCase or snake_case: an identifier
)
_MARKUP = re.compile(r"[<>{}]|```|https?://")
# "by its email", "its status", "by title": a property of the page's items, which must be one of its fields
_ATTRIBUTE = re.compile(r"\b(?:by (?:its |their )?|its |their )([a-z][a-z0-9]*)", re.I)
_NOT_ATTRIBUTE = {"own", "way", "use", "kind", "type", "api", "page", "list", "id", "ids", "a", "an", "the"}
_WORD = re.compile(r"[a-z0-9]+")


@dataclass
class Kept:
    """The model's choices that passed, by kind; `left_out` and `repaired` say what did not as written."""

    intros: dict[str, str] = field(default_factory=dict)
    lead: list[str] = field(default_factory=list)
    columns: dict[str, list[str]] = field(default_factory=dict)
    overview: str = ""
    left_out: list[str] = field(default_factory=list)
    repaired: list[str] = field(default_factory=list)

    def empty(self) -> bool:
        return not (self.intros or self.lead or self.columns or self.overview)


@dataclass(frozen=True)
class Authorship:
    by: str  # "model" | "model-repaired" | "template"
    why: str


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _plain(text: str) -> str:
    return " ".join(_words(text))


class Facts:
    """What the API has, read once from the plan and the spec: the names an answer may use and
    the operations' own words an intro must not copy."""

    def __init__(self, plan: Any, spec: Any, main: list[Any], instructions: str) -> None:
        self.plan, self.main = plan, main
        self.resources = {r.id: r for r in plan.resources}
        self.nav_ids = [i.page[9:] for g in plan.navigation for i in g.items if i.page.startswith("resource:")]
        names: set[str] = set()
        self.op_texts: list[tuple[str, str]] = []
        for op in plan.operations:
            names.update([op.id, op.path, *(p.name for p in op.params)])
            for text in (op.description, op.label):
                if text:
                    self.op_texts.append((op.id, _plain(text)))
        for op in getattr(spec, "operations", None) or []:
            for text in (getattr(op, "summary", "") or "", getattr(op, "description", "") or ""):
                if text:
                    self.op_texts.append((op.id, _plain(text)))
        for res in plan.resources:
            names.update([res.id, res.label, res.singular, res.idField])
            names.update(_field_names(res))
            if res.description:
                self.op_texts.append((f"the {res.label} resource", _plain(res.description)))
        segments = {s for n in list(names) if n and n.startswith("/") for s in n.strip("/").split("/")}
        self.names = {n.lower() for n in names | segments if n}
        self.instruction_runs = _runs(_words(instructions), 6)

    def resource_words(self, res: Any) -> set[str]:
        words = {_stem(w) for text in (res.label, res.singular, res.id) for w in identifier_words(text)}
        for name in _field_names(res):
            words.update(_stem(w) for w in identifier_words(name) if len(w) > 2)
        return {w.lower() for w in words}

    def resolve(self, given: Any, allowed: list[str], labels: dict[str, str]) -> tuple[str | None, bool]:
        """(the id `given` names, repaired?): an id as written, else a label or id in another case."""
        if not isinstance(given, str):
            return None, False
        if given in allowed:
            return given, False
        folded = given.strip().lower()
        hits = [i for i in allowed if i.lower() == folded or labels.get(i, "").lower() == folded]
        return (hits[0], True) if len(hits) == 1 else (None, False)


def _field_names(res: Any) -> list[str]:
    out: list[str] = []
    if res.list_:
        out += [c.key for c in res.list_.columns] + [c.label for c in res.list_.columns]
    for view in (res.create, res.edit):
        if view is not None:
            out += [f.name for f in view.fields]
    if res.detail is not None:
        out += [getattr(f, "key", "") or getattr(f, "name", "") for f in getattr(res.detail, "fields", [])]
    return [n for n in out if n]


def _runs(words: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def _sentence(value: Any, facts: Facts, bounds: tuple[int, int]) -> tuple[str, str]:
    """(the text, "") when it passes, else ("", why not)."""
    if not isinstance(value, str):
        return "", "it is not text"
    text = " ".join(value.split()).strip("\"' ")
    count = len(_words(text))
    if not bounds[0] <= count <= bounds[1]:
        return "", f"it has {count} words (between {bounds[0]} and {bounds[1]} are kept)"
    if _MARKUP.search(text):
        return "", "it holds markup, code or a link"
    for match in _NAMED.finditer(text):
        name = next(g for g in match.groups() if g).strip().rstrip(".")
        if name.lower() not in facts.names:
            return "", f"it names {name!r}, which the API does not have"
    plain = _plain(text)
    if _runs(plain.split(), 6) & facts.instruction_runs:
        return "", "it repeats the prompt's words"
    for source, own in facts.op_texts:
        if len(own.split()) >= 3 and (own in plain or difflib.SequenceMatcher(None, plain, own).ratio() >= 0.75):
            return "", f"it copies {source}'s description"
    return text, ""


def check(answer: dict[str, Any], facts: Facts) -> Kept:
    kept = Kept()
    _check_intros(answer.get("intros"), facts, kept)
    _check_lead(answer.get("lead"), facts, kept)
    _check_columns(answer.get("columns"), facts, kept)
    overview = answer.get("overview")
    if overview not in (None, ""):
        text, why = _sentence(overview, facts, OVERVIEW_WORDS)
        mentions = {_stem(w) for w in _words(text)}
        if text and not any(facts.resource_words(r) & mentions for r in facts.main):
            text, why = "", "it names none of the main resources"
        if text and facts.plan.app.description.strip():
            kept.left_out.append("the overview (the API's own description is kept on the overview page)")
        elif text:
            kept.overview = text
        else:
            kept.left_out.append(f"the overview ({why})")
    return kept


def _check_intros(intros: Any, facts: Facts, kept: Kept) -> None:
    if not isinstance(intros, dict):
        return
    main = {r.id: r for r in facts.main}
    labels = {r.id: r.label for r in facts.main}
    seen: set[str] = set()
    for given, value in intros.items():
        rid, repaired = facts.resolve(given, list(main), labels)
        if rid is None:
            kept.left_out.append(f"the intro for {given!r} (no main page has that id)")
            continue
        res = main[rid]
        text, why = _sentence(value, facts, INTRO_WORDS)
        if text and not facts.resource_words(res) & {_stem(w) for w in _words(text)}:
            text, why = "", f"it does not speak of {res.label.lower()} or their fields"
        if text:
            owned = facts.resource_words(res)
            unreal = [
                w for w in _ATTRIBUTE.findall(text) if w.lower() not in _NOT_ATTRIBUTE and _stem(w.lower()) not in owned
            ]
            if unreal:
                text, why = "", f"it names {unreal[0]!r} as a property of {res.label.lower()}, which they do not have"
        if text and _plain(text) in seen:
            text, why = "", "another page has the same intro"
        if not text:
            kept.left_out.append(f"the intro for {res.label} ({why})")
            continue
        seen.add(_plain(text))
        kept.intros[rid] = text
        if repaired:
            kept.repaired.append(f"the intro for {res.label} named its page {given!r}")


def _check_lead(lead: Any, facts: Facts, kept: Kept) -> None:
    if isinstance(lead, str):
        lead = [lead]
    if not isinstance(lead, list):
        return
    labels = {r.id: r.label for r in facts.plan.resources}
    out: list[str] = []
    for given in lead[: MAX_LEAD * 2]:
        rid, repaired = facts.resolve(given, facts.nav_ids, labels)
        if rid is None:
            kept.left_out.append(f"the lead {given!r} (no page in the navigation has that id)")
        elif rid not in out and len(out) < MAX_LEAD:
            out.append(rid)
            if repaired:
                kept.repaired.append(f"the lead {given!r} read as {rid!r}")
    if out and out != facts.nav_ids[: len(out)]:  # the template's order already: nothing added
        kept.lead = out


def _check_columns(columns: Any, facts: Facts, kept: Kept) -> None:
    if not isinstance(columns, dict):
        return
    main = {r.id: r for r in facts.main if r.list_ and r.list_.columns}
    for given, keys in columns.items():
        rid, _ = facts.resolve(given, list(main), {r.id: r.label for r in main.values()})
        if rid is None or not isinstance(keys, list):
            kept.left_out.append(f"the columns for {given!r} (no main list has that id)")
            continue
        cols = main[rid].list_.columns
        allowed = [c.key for c in cols]
        labels = {c.key: c.label for c in cols}
        out: list[str] = []
        for key in keys[: MAX_FIRST_COLUMNS * 2]:
            found, repaired = facts.resolve(key, allowed, labels)
            if found is None:
                kept.left_out.append(f"the column {key!r} for {main[rid].label} (the list has no such column)")
            elif found not in out and len(out) < MAX_FIRST_COLUMNS:
                out.append(found)
                if repaired:
                    kept.repaired.append(f"the column {key!r} read as {found!r}")
        if out and out != allowed[: len(out)]:
            kept.columns[rid] = out


def apply(plan: Any, spec: Any, kept: Kept) -> Any:
    """A new plan with what was kept (the template's plan is not changed)."""
    from copilot_cli.assist.apply import apply_edits
    from copilot_cli.ui.edits import MoveColumn

    if kept.columns:
        edits = [
            MoveColumn(resource=rid, key=key, position=n)
            for rid, keys in kept.columns.items()
            for n, key in enumerate(keys)
        ]
        plan = apply_edits(plan, edits, spec, record=True, strict=False).plan
    update: dict[str, Any] = {}
    if kept.intros:
        update["resources"] = [
            r.model_copy(update={"intro": kept.intros[r.id]}) if r.id in kept.intros else r for r in plan.resources
        ]
    if kept.lead:
        update["navigation"] = _led(plan.navigation, kept.lead)
    if kept.overview:
        update["app"] = plan.app.model_copy(update={"description": kept.overview})
    return plan.model_copy(update=update) if update else plan


def _led(groups: list[Any], lead: list[str]) -> list[Any]:
    """The navigation with the groups holding the lead pages first (in the lead's order), and the
    lead pages first within their group; everything else keeps its order."""
    pages = [f"resource:{rid}" for rid in lead]
    rank = {page: n for n, page in enumerate(pages)}

    def first(group: Any) -> int:
        return min((rank[i.page] for i in group.items if i.page in rank), default=len(rank))

    out = []
    for group in sorted(groups, key=first):  # stable: groups without a lead page keep their order
        items = sorted(group.items, key=lambda i: rank.get(i.page, len(rank)))
        out.append(group.model_copy(update={"items": items}))
    return out


def authorship(kept: Kept | None, reason: str = "") -> Authorship:
    """Whose code: the model's (all it chose was kept), repaired (some left out or read anew), or
    the template's (nothing kept), with why."""
    if kept is None or kept.empty():
        why = reason or "the model's answer added nothing that passed the checks"
        if kept is not None and kept.left_out:
            why += "; left out: " + "; ".join(kept.left_out)
        return Authorship("template", why)
    parts = []
    if kept.intros:
        parts.append("intros for " + ", ".join(kept.intros))
    if kept.lead:
        parts.append("navigation led by " + ", ".join(kept.lead))
    if kept.columns:
        parts.append("; ".join(f"{rid}'s list starting with {', '.join(k)}" for rid, k in kept.columns.items()))
    if kept.overview:
        parts.append("an overview")
    why = "the model wrote " + "; ".join(parts)
    if kept.left_out or kept.repaired:
        extra = [*("repaired: " + r for r in kept.repaired), *("left out: " + r for r in kept.left_out)]
        return Authorship("model-repaired", why + "; " + "; ".join(extra) + " (the template's choice there)")
    return Authorship("model", why)
