"""Questions answered from the interface's plan when the tab holds no spec (a customize that sends
only `currentCode`): the plan the code carries names every operation (id, method, path, role,
parameters), each page's resource, its list's paging and columns, its forms' fields and the
auth schemes — enough for "which endpoint deletes a pet?", "does the owners list paginate?",
"what fields does a pet have?" and "how is it authenticated?", cited as chat cites them. What the
plan does not hold (a type's full schema, operations no page uses beyond their names) is not
guessed: those questions get None, and chat says what it can answer."""

from __future__ import annotations

import re

from copilot_cli.assist.operation_words import VERBS, cite, said_verb, with_params
from copilot_cli.assist.vocabulary import contains, words
from copilot_cli.ui.plan import OperationPlan, ResourcePlan, UiPlan

NOTE = "(From the interface's plan: no spec is loaded in this tab.)"
_ROLES = {"create": ("create",), "delete": ("delete",), "update": ("update", "patch"), "list": ("list",)}
_ROLES["get"] = ("get", "read")
_FILLER = frozenset(
    words(
        "how do i which what endpoint operation the a an of to is there can me my one api call use does by for "
        "in on with and or it query mutation route all some this that way id list page paginate"
    )
)


def _resource(plan: UiPlan, said: list[str]) -> ResourcePlan | None:
    """The resource the question names: the longest label, singular or id said."""
    best: tuple[int, ResourcePlan | None] = (0, None)
    for res in plan.resources:
        for alias in (words(res.label), words(res.singular), words(res.id.split(".")[-1])):
            if alias and len(alias) > best[0] and contains(said, alias) >= 0:
                best = (len(alias), res)
    return best[1]


def _operation_for(plan: UiPlan, res: ResourcePlan | None, verb: str, said: list[str]) -> OperationPlan | None:
    """The operation whose words say most of the question beyond its verb; the resource's own
    operation for the verb wins ties (as chat's _best_operation does with a spec)."""
    verbs = set(VERBS[verb])
    asked = {w for w in said if w not in _FILLER and w not in verbs}
    best, best_score = None, 0.0
    roles = _ROLES[verb] + (_ROLES["list"] if verb == "get" else ())  # "find pets by status" lists
    for op in plan.operations:
        own = set(words(op.id)) | set(words(op.path or (op.graphql.field if op.graphql else "")))
        mine = res is not None and op.resource == res.id and (op.role or "") in roles
        says_verb = bool(verbs & own)
        if not (mine or says_verb) or not (mine or asked & own):
            continue  # "create an owner" is not `addPet` because both create
        by = len(asked & {w for p in op.params if p.in_ == "query" for w in words(p.name)})
        score = len(asked & own) + by + (1.0 if mine and (op.role or "") in _ROLES[verb] else 0.5 if mine else 0.0)
        score += 0.5 if says_verb else 0.0
        score -= 0.05 * len(own - asked - verbs - _FILLER)
        if score > best_score:
            best, best_score = op, score
    return best


def _paging(plan: UiPlan, res: ResourcePlan | None) -> str:
    if res is None or res.list_ is None:
        paged = [r.label for r in plan.resources if r.list_ and r.list_.pagination.style != "none"][:8]
        return f"Lists that paginate: {', '.join(paged)}." if paged else "I found no paginated lists in this interface."
    p = res.list_.pagination
    if p.style == "none":
        return f"No: the list of {res.label.lower()} (`{res.list_.operationId}`) returns everything in one response."
    params = ", ".join(f"`{x}`" for x in (p.pageParam, p.sizeParam, p.offsetParam, p.cursorParam) if x)
    return f"Yes: {res.label} paginate {p.style}-style through {params} on `{res.list_.operationId}`."


def _fields(res: ResourcePlan) -> str | None:
    names: list[str] = []
    for group in (
        res.detail.fields if res.detail else [],
        res.list_.columns if res.list_ else [],
        res.create.fields if res.create else [],
    ):
        names += [f.key if hasattr(f, "key") else f.name for f in group]
    seen = list(dict.fromkeys(n for n in names if n))
    if not seen:
        return None
    return f"A {res.singular.lower()} shows these fields in the interface: {', '.join(seen[:25])}."


def _params(op: OperationPlan) -> str:
    names = [p.name for p in op.params] + [f.name for f in (op.body.fields if op.body else [])]
    listed = ", ".join(f"`{n}`" for n in names[:20]) or "none"
    return f"{cite(op)} takes {listed}."


def answer_from_plan(question: str, plan: UiPlan) -> str | None:
    """An answer from the plan alone, ending in a note that says so; for a question about the API
    it holds no answer to, what it can answer; None for anything else."""
    text = " ".join(question.lower().split())
    reply = _answer(text, plan)
    if reply is None and _ABOUT_API.search(text):
        pages = ", ".join([f"'{r.label.lower()}'" for r in plan.resources if r.list_][:3])
        reply = (
            f"I found nothing in the interface's plan for {plan.app.title} that answers that. Ask about a page by "
            f"name ({pages or 'a page'}): which endpoint creates it, what fields it shows, whether it paginates."
        )
    return f"{reply} {NOTE}" if reply else None


_ABOUT_API = re.compile(
    r"\b(endpoints?|operations?|fields?|paginat\w*|auth(?!or)\w*|api|which|how do i|how can i|is there)\b"
)


def _answer(text: str, plan: UiPlan) -> str | None:
    said = words(text)
    res = _resource(plan, said)
    named = next((op for op in plan.operations if op.id.lower() in text), None)
    if named is not None and re.search(r"\b(param\w*|arguments?|inputs?|takes?|accepts?)\b", text):
        return _params(named)
    if re.search(r"\bpaginat\w*|\bpag(e|es|ed|ing)\b", text):
        return _paging(plan, res)
    if re.search(r"\b(auth(?!or)\w*|credentials?|api key|token|login|sign in)\b", text) and not re.search(
        r"\b(endpoint|operation)\b", text
    ):
        schemes = [
            f"{s.label} ({s.kind}{' ' + s.in_ + ' ' + s.name if s.in_ and s.name else ''})" for s in plan.app.auth
        ]
        return "The API declares " + ", ".join(schemes) + "." if schemes else "The API declares no authentication."
    if re.search(r"\b(fields?|properties|attributes|columns?)\b", text) and res is not None:
        return _fields(res)
    verb = said_verb(text)
    if verb and re.search(r"\b(endpoint|operation|call|api|route|mutation|query|how|is there|can i)\b", text):
        op = _operation_for(plan, res, verb, said)
        if op is not None:
            return f"Use {cite(op)}{with_params(op, said)}."
        if res is not None:
            return f"No: the interface has no operation to {verb} {res.label.lower()}."
    if re.search(r"\b(endpoints?|operations?)\b", text):
        sample = ", ".join(cite(o) for o in plan.operations[:5])
        return f"The interface uses {len(plan.operations)} operations; for example {sample}."
    return None
