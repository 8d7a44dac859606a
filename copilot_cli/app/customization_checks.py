"""What customize accepts from the model, and what it does when it cannot accept it.

- A clarification counts only with real options: two to six distinct answers, each naming a whole
  target of this interface (a resource, column, field or operation of the plan) or "Both"/"All";
  a question that is not copied from the prompt template and is about what the request names.
  "What changed, one sentence", one option twenty times, or "Yes" / "No", is a failed answer.
- And its answers can be acted on (`answerable`): the request read with each option chosen is a
  change (or an "already") the offline editor makes, as it reads the person's answer to a
  question. A question whose answers lead nowhere ("make the table better: Pets or Owners?",
  "print a certificate: which table?") is a nonsense clarification, not returned (issue 25).
- An edit must change the page; a model's "impossible" is checked by the offline editor.
- Code is verified as generate's is (app/verify.py: parse, scope, render); one repair round
  with the exact error and failing lines.
- A failed answer (the endpoint failing, a shape it cannot take, code that fails twice, an empty
  clarification) is `ModelUnusable`: the offline editor answers instead, and its description
  says the model was not used and why.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import anyio

from copilot_cli.common.identifiers import identifier_words
from copilot_cli.errors import CustomizationFailed

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]+")
_STAGE_WORDS = {"parse": "does not parse", "scope": "uses undeclared names", "render": "crashes when rendered"}


class ModelUnusable(Exception):
    """The model's answer cannot be used; `reason` says why (for the description or the error)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def plan_vocabulary(plan: Any) -> set[str]:
    """The words that name a target of the interface: resources, columns, fields, operations."""
    names: list[str] = []
    for res in plan.resources:
        names += [res.id, res.label, res.singular]
        if res.list_ is not None:
            names += [c.key for c in res.list_.columns] + [c.label for c in res.list_.columns]
        for form in (res.create, res.edit):
            if form is not None:
                names += [f.name for f in form.fields] + [f.label for f in form.fields]
    for op in plan.operations:
        names += [op.id, op.label]
    words: set[str] = set()
    for name in names:
        for token in _WORD.findall(name or ""):
            words.update(w for w in identifier_words(token) if len(w) >= 3)
    return words


def _labels(plan: Any) -> set[tuple[str, ...]]:
    """Each target's whole name as words: "pet", "birth date", "find pets by status"."""
    names: list[str] = []
    for res in plan.resources:
        names += [res.id.split(".")[-1], res.label, res.singular]
        if res.list_ is not None:
            names += [c.key for c in res.list_.columns] + [c.label for c in res.list_.columns]
        for form in (res.create, res.edit):
            if form is not None:
                names += [f.name for f in form.fields] + [f.label for f in form.fields]
    for op in plan.operations:
        names += [op.id, op.label]
    return {tuple(_words(n)) for n in names if _words(n)}


def _words(text: str) -> list[str]:
    out = []
    for token in _WORD.findall(text or ""):
        out += [w.lower().rstrip("s") if len(w) > 3 else w.lower() for w in identifier_words(token)]
    return out


def _names_whole(option: str, labels: set[tuple[str, ...]]) -> bool:
    said = _words(option)
    return any(
        label and any(tuple(said[i : i + len(label)]) == label for i in range(len(said) - len(label) + 1))
        for label in labels
    )


@functools.cache
def _template_shingles() -> frozenset[tuple[str, ...]]:
    """4-word runs of the customize prompt's own text: a question copied from it is no question."""
    from copilot_cli.llm.prompts import PROMPTS

    source = (PROMPTS / "customize.j2").read_text(encoding="utf-8")
    text = re.sub(r"\{[{%#].*?[}%#]\}", " ", source, flags=re.S)
    said = [w.lower() for w in _WORD.findall(text)]
    return frozenset(tuple(said[i : i + 4]) for i in range(len(said) - 3))


_EVERYTHING = re.compile(r"^\s*(both|all|every|each)\b", re.I)
_STOPWORDS = {
    "the",
    "a",
    "an",
    "to",
    "of",
    "in",
    "on",
    "for",
    "and",
    "or",
    "by",
    "it",
    "is",
    "be",
    "make",
    "add",
    "please",
}


def real_options(question: str | None, options: list[str], plan: Any, prompt: str = "") -> bool:
    """A clarification worth asking (issue 25: the model asked "What changed, one sentence" and
    looped one option twenty times): a question of its own words, 2 to 6 distinct options, each
    naming a whole table, column, field or operation of the plan (or "Both"/"All …"), about what
    the request names."""
    if not question or not question.strip() or len(options) < 2 or len(options) > 6:
        return False
    distinct = {o.strip().lower() for o in options if o and o.strip()}
    if len(distinct) != len(options):
        return False
    asked = [w.lower() for w in _WORD.findall(question)]
    shingles = _template_shingles()
    if any(tuple(asked[i : i + 4]) in shingles for i in range(len(asked) - 3)):
        return False
    labels = _labels(plan)
    if not all(_EVERYTHING.match(o) or _names_whole(o, labels) for o in options):
        return False
    if not prompt:
        return True
    wanted = {w for w in _words(prompt) if w not in _STOPWORDS}
    about = set(_words(question)) | {w for o in options for w in _words(o)}
    return bool(wanted & about) or bool(re.search(r"\b(table|column|field|page|list|form)s?\b", question, re.I))


async def answerable(prompt: str, options: list[str], plan: Any, spec: Any) -> bool:
    """Each option the person may pick ("Both"/"All" aside: the others together) makes the request
    one the offline editor carries out — `parse_intent(prompt, choice=option)`, as a reply to a
    question is read (assist/customize.py) — and there is at least one such option."""
    from copilot_cli.assist.apply import EditError, apply_edits
    from copilot_cli.assist.intents import parse_intent
    from copilot_cli.assist.targets import Clarify

    picks = [o for o in options if not _EVERYTHING.match(o)]

    def each() -> bool:
        for option in picks:
            try:
                if not apply_edits(plan, parse_intent(prompt, plan, spec, choice=option), spec).outcomes:
                    return False
            except (Clarify, EditError):
                return False
        return bool(picks)

    return await anyio.to_thread.run_sync(each, abandon_on_cancel=True)


async def unfit_question(
    question: str | None, options: list[str], plan: Any, spec: Any, prompt: str, understood: list | None
) -> str | None:
    """Why the model's clarification is not returned, or None: real options, no question where the
    offline editor knows the change (`understood`: a question there is worse than offline), and
    answers the interface can act on."""
    if not real_options(question, options, plan, prompt):
        return "the model asked a clarification without real options"
    if understood:
        return "the model asked a question about a request whose change is clear"
    if not await answerable(prompt, options, plan, spec):
        return "the model asked a question whose answers lead to no change of this interface"
    return None


# what an edit of each kind is, said in a request, beside the names its arguments give
_KIND_CUES = {
    "set_theme": "theme dark light mode colour color",
    "set_layout": "layout compact sidebar menu navigation tight dense",
    "set_auth_panel": "auth sign login credential key token",
    "set_page_size": "page size row rows per fewer more",
    "sort_by": "sort order sorted newest oldest latest first last begin start end alphabetical reverse top bottom",
    "add_search": "search find look",
    "add_filter": "filter narrow only",
    "add_detail_view": "detail details view open",
    "add_sub_table": "list listed table nested",
}
_ARGS = ("key", "name", "label", "title", "theme", "layout", "size", "fields", "operationId", "source", "format")


def unfit_edits(prompt: str, edits: list[dict[str, Any]]) -> str | None:
    """Why the model's edits do not fit a request the offline editor could not read, or None: each
    edit must be one the request speaks of — a word of the column, field, label, title, operation
    or value it sets, or of what its kind is ('sort', 'dark'), said in the request. A table named
    alone does not do ('make the pets dance when I hover' is no reason to hide the Pets' Name
    column): where the offline editor understood nothing there is nothing else to check the model's
    change against, and a change nobody asked for is worse than the offline refusal (issue 25)."""
    said = set(_words(prompt)) | set(re.findall(r"\d+", prompt))
    for edit in edits:
        cues = _words(_KIND_CUES.get(str(edit.get("kind")), ""))
        for arg in _ARGS:
            value = edit.get(arg)
            values = value if isinstance(value, list) else [value]
            for v in values:
                if isinstance(v, dict):
                    v = " ".join(str(x) for x in v.values() if isinstance(x, str | int))
                if isinstance(v, str | int) and not isinstance(v, bool):
                    cues += _words(str(v)) + re.findall(r"\d+", str(v))
        if not said & {c for c in cues if len(c) >= 3 or c.isdigit()}:
            return f"the model's {edit.get('kind', 'edit')} is not one the request speaks of"
    return None


def failed_check(stage: str) -> str:
    return _STAGE_WORDS.get(stage, f"failed the {stage} check")


async def offline_edits(params: Any, history: list[dict], plan: Any, code: str) -> list | None:
    """The edits the offline editor makes of the request (on a throwaway session), or None."""
    from copilot_cli.assist.customize import customize as offline
    from copilot_cli.assist.sessions import SessionStore

    try:
        done = await anyio.to_thread.run_sync(
            lambda: offline(SessionStore(), None, code, params.prompt, params.spec, history), abandon_on_cancel=True
        )
    except CustomizationFailed:
        return None
    if done.code is None or done.plan is None or not done.changed:
        return None
    return list(done.plan.edits[len(plan.edits) :]) or None


async def shows(new_plan: Any, spec: Any, edits: list) -> bool:
    """The plan already shows what `edits` would change (applying them changes nothing)."""
    from copilot_cli.assist.apply import EditError, apply_edits

    try:
        applied = await anyio.to_thread.run_sync(lambda: apply_edits(new_plan, edits, spec), abandon_on_cancel=True)
    except EditError:
        return False
    return not any(o.changed for o in applied.outcomes)
