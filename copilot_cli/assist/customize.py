"""customize, offline: current code + prompt → plan edits → re-rendered code, or a question.

1. The plan: the session's, when `currentCode` is what we last returned to this tab;
   otherwise recovered from the marked comment in `currentCode`. Code whose plan no longer
   renders to it was edited by hand: refuse (-32001 with a reason) rather than drop the edits.
   Blank code with a spec starts from a fresh plan.
2. A changed spec (by hash, or other operations than the plan has) rebuilds the plan from it
   and re-applies the plan's earlier edits.
3. A follow-up answering our last question (session, or `history`) applies the original
   request to the chosen table(s); otherwise the prompt is parsed (assist/intents.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from copilot_cli import errors
from copilot_cli.assist.apply import EditError, apply_edits, regenerate
from copilot_cli.assist.intents import parse_intent
from copilot_cli.assist.sessions import Pending, Session, SessionStore
from copilot_cli.assist.targets import Clarify
from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui.plan import UiPlan
from copilot_cli.ui.render import extract_plan, plan_only
from copilot_cli.ui.render_cache import render_fast as render

HAND_EDIT_SUGGESTIONS = [
    "Regenerate the interface from the spec, then customize it",
    "Undo the manual changes to the code, then ask again",
]


@dataclass
class Customized:
    code: str | None
    description: str = ""
    assumptions: list[str] = field(default_factory=list)
    question: str | None = None
    options: list[str] = field(default_factory=list)
    plan: UiPlan | None = None
    changed: bool = True  # False: the page already was as asked (the description says so)
    answered_as: str = "customize"  # "chat": the prompt was a question, `description` answers it


def fail(reason: str, suggestions: list[str]) -> errors.CustomizationFailed:
    return errors.CustomizationFailed(reason, {"reason": reason, "suggestions": suggestions})


def _normalize(code: str) -> str:
    return "\n".join(line.rstrip() for line in code.replace("\r\n", "\n").split("\n")).strip()


def _first_difference(a: str, b: str) -> int:
    for n, (x, y) in enumerate(zip(a.split("\n"), b.split("\n")), start=1):
        if x != y:
            return n
    return min(a.count("\n"), b.count("\n")) + 1


def recover_plan(code: str, session: Session | None) -> UiPlan:
    if session is not None and session.code is not None and session.plan is not None and code == session.code:
        return session.plan
    plan = extract_plan(code.replace("\r\n", "\n"))
    if plan is None:
        raise fail(
            "The current code has no Experience UI plan (the marked comment at its end is missing or damaged), "
            "so it cannot be changed offline without losing what is in it.",
            HAND_EDIT_SUGGESTIONS,
        )
    given = _normalize(code)
    if plan_only(code):
        return plan  # only the plan was sent: nothing hand-written to lose
    expected = _normalize(render(plan))
    if given != expected:
        line = _first_difference(given, expected)
        raise fail(
            f"The code was edited by hand after it was generated (first difference at line {line}); "
            "applying a plan change would silently drop those edits.",
            HAND_EDIT_SUGGESTIONS,
        )
    return plan


def _options(plan: UiPlan) -> dict[str, Any]:
    app = plan.app
    return dict(theme=app.theme, layout=app.layout, include_auth=app.includeAuth, pagination=app.pagination)


def _current_plan(
    store: SessionStore, session: Session, code: str, raw_spec: dict | None
) -> tuple[UiPlan, NormalizedSpec | None, list[str]]:
    notes: list[str] = []
    if session.tab_id and not raw_spec:
        store.load_spec(session)
    key, spec = store.spec_for(raw_spec) if raw_spec else (session.spec_key, session.spec)
    if not code.strip():
        if spec is None:
            raise fail("There is no current code and no spec to generate it from.", ["Generate an interface first"])
        from copilot_cli.ui.planner import build_plan

        return build_plan(spec), spec, notes
    plan = recover_plan(code, session if session.tab_id else None)
    # A changed spec: another source hash than the tab had, or other operations than the plan has.
    changed = spec is not None and (
        (session.spec is not None and spec.source.hash != session.spec.source.hash)
        or {o.id for o in plan.operations} != {o.id for o in spec.operations}
    )
    if changed and spec is not None:
        again = regenerate(spec, plan.edits, **_options(plan))
        plan = again.plan
        notes += [f"Rebuilt the interface from the changed spec and re-applied {len(plan.edits)} earlier change(s)"]
        notes += [f"Dropped an earlier change that no longer fits the spec: {reason}" for _, reason in again.skipped]
    session.spec_key, session.spec = key, spec
    return plan, spec, notes


# A reply that is itself a request ("rename the Owners page to Adopters"), not a pick among options.
_REQUEST = re.compile(
    r"^\s*(please\s+)?(rename|hide|show|add|sort|filter|make|move|set|format|switch|use|change|remove|put|"
    r"display|turn|enable|disable|search|order|call|label|give|drop|bring|include|reorder|relabel)\b",
    re.I,
)


def _pending(session: Session, history: list[dict[str, str]], prompt: str) -> Pending | None:
    """The question this prompt answers: ours in the last turn only (the session's, else the
    client's history ending with our question). An answer given, or a new request since, closes
    it; a reply that reads as a request of its own is one (issue 26: "Owners table", then "rename
    the Owners page to Adopters" renamed nothing)."""
    if _REQUEST.match(prompt):
        return None
    last = session.history[-1] if session.history else None
    if session.pending is not None and (
        last is None or (last.get("role") == "assistant" and last.get("content") == session.pending.question[:2000])
    ):
        return session.pending
    if session.pending is None and len(history) >= 2:
        turn, before = history[-1], history[-2]
        if (
            turn.get("role") == "assistant"
            and turn.get("content", "").rstrip().endswith("?")
            and before.get("role") == "user"
        ):
            return Pending(prompt=before.get("content", ""), options=[])
    return None


def customize(
    store: SessionStore,
    tab_id: str | None,
    current_code: str,
    prompt: str,
    raw_spec: dict | None = None,
    history: list[dict[str, str]] | None = None,
) -> Customized:
    session = store.open(tab_id)
    plan, spec, notes = _current_plan(store, session, current_code, raw_spec)
    edits = None
    everywhere = False  # "All 17 tables": apply where it fits instead of all-or-nothing
    inferred: list[str] = []
    pending = _pending(session, history or [], prompt)
    if pending is not None:
        try:
            edits = parse_intent(pending.prompt, plan, spec, choice=prompt, notes=inferred)
            everywhere = bool(re.search(r"\b(all|both|every|each)\b", prompt.lower()))
        except (Clarify, EditError):
            edits = None  # not an answer to our question: a new request
    try:
        if edits is None:
            inferred.clear()
            edits = parse_intent(prompt, plan, spec, notes=inferred)
        applied = apply_edits(plan, edits, spec, strict=not everywhere)
        if not applied.outcomes:
            raise EditError(applied.skipped[0][1], [])
    except Clarify as question:
        session.pending = Pending(prompt=prompt, options=question.options, question=question.question)
        session.remember("user", prompt)
        session.remember("assistant", question.question)
        return Customized(code=None, question=question.question, options=question.options)
    except EditError as exc:
        raise fail(exc.reason, exc.suggestions) from exc
    said = [o.description for o in applied.outcomes]
    if not any(o.changed for o in applied.outcomes):  # already so: say it, keep the plan as it was
        description = ". ".join(said[:4])
        code = render(plan)
        session.plan, session.code, session.pending = plan, code, None
        session.remember("user", prompt)
        session.remember("assistant", description)
        notes_now = list(dict.fromkeys(notes + [a for o in applied.outcomes for a in o.assumptions] + inferred))
        return Customized(code=code, description=description, assumptions=notes_now, plan=plan, changed=False)
    code = render(applied.plan)
    description = ". ".join(said[:4]) + (f". The same for {len(said) - 4} more tables" if len(said) > 4 else "")
    skipped = [f"Not applied where it does not fit: {reason}" for _, reason in applied.skipped]
    assumptions = list(dict.fromkeys(notes + [a for o in applied.outcomes for a in o.assumptions] + inferred + skipped))
    session.plan, session.code, session.pending = applied.plan, code, None
    session.remember("user", prompt)
    session.remember("assistant", description)
    return Customized(code=code, description=description, assumptions=assumptions, plan=applied.plan)
