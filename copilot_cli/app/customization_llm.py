"""The `customize` use case with an LLM, on top of the offline editor (assist/).

Strategy "offline-first" (the default; see BENCHMARKS.md "## LLM path" for why): a request the
offline intent parser understands is answered by it — same edits, same clarifications, no
tokens, milliseconds. Anything else goes to the model, which answers one JSON object
(`ModelAnswer`, validated with pydantic): structured plan edits (applied with the offline
`apply_edits`, so the plan stays the truth), or new code for the API-specific part, or a
clarification, or a reason it is impossible (-32001 with suggestions, as offline).
Strategy "model-first" always asks the model, offering the same edits as its structured output.

Code whose API-specific part the model rewrote (an LLM `generate`, or code from the model here)
still gets offline edits when they leave that part alone (columns, sorting, forms, theme: they
live in the data); an edit that would re-render it goes to the model, with edits disabled, so
the model's code is never silently dropped. Code edited by hand anywhere else is refused as
offline does.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from typing import Any, get_args

import anyio
from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from copilot_cli import errors
from copilot_cli.app import customization_checks as checks
from copilot_cli.app.customization_checks import ModelUnusable, failed_check, offline_edits, shows
from copilot_cli.app.spec_context import spec_context_text
from copilot_cli.app.verify import verify_code
from copilot_cli.assist.customize import Customized
from copilot_cli.llm import budget, liveness, prompts
from copilot_cli.llm.provider import CompletionRequest, Message
from copilot_cli.llm.replies import first_json_object, strip_fences

log = logging.getLogger("copilot_cli.llm")
STRATEGIES = ("offline-first", "model-first")


class ModelAnswer(BaseModel):
    edits: list[dict[str, Any]] = Field(default_factory=list)
    code: str | None = None
    description: str = ""
    assumptions: list[str] = Field(default_factory=list)
    clarificationNeeded: bool = False
    question: str | None = None
    options: list[str] = Field(default_factory=list)
    impossible: str | None = None


def edit_kinds() -> list[str]:
    from copilot_cli.ui import edits as E

    lines = []
    for cls in get_args(get_args(E.PlanEdit)[0]):
        fields = [f'"{name}": {_type_text(f.annotation)}' for name, f in cls.model_fields.items() if name != "kind"]
        lines.append(
            '{"kind": "'
            + get_args(cls.model_fields["kind"].annotation)[0]
            + '"'
            + "".join(", " + x for x in fields)
            + "}"
        )
    return lines


def _type_text(annotation: Any) -> str:
    text = str(annotation).replace("typing.", "").replace("copilot_cli.ui.edits.", "")
    return text.replace("<class '", "").replace("'>", "").replace("Literal", "one of ")


def fail(reason: str, suggestions: list[str] | None = None) -> errors.CustomizationFailed:
    return errors.CustomizationFailed(reason, {"reason": reason, "suggestions": suggestions or []})


async def customize_with_llm(engine: Any, store: Any, params: Any, strategy: str = "offline-first") -> Customized:
    """`params` is the app's CustomizeRequest (app/customization.py)."""
    from copilot_cli.assist.customize import HAND_EDIT_SUGGESTIONS
    from copilot_cli.assist.customize import customize as offline
    from copilot_cli.ui.render import extract_plan, plan_only, render_sections

    history = list(params.history)
    session = store.get(params.tab_id) if params.tab_id else None
    code = params.current_code.replace("\r\n", "\n")
    plan = (
        session.plan
        if session is not None and session.code == params.current_code and session.plan
        else extract_plan(code)
    )
    if plan is None:
        # nothing to build on but a spec: the offline path knows how to start from it (or says why not)
        return await anyio.to_thread.run_sync(
            lambda: offline(store, params.tab_id, params.current_code, params.prompt, params.spec, history),
            abandon_on_cancel=True,
        )
    sections = await anyio.to_thread.run_sync(lambda: list(render_sections(plan)), abandon_on_cancel=True)
    head, template_app, tail = "".join(sections[:-2]), sections[-2], sections[-1]
    only_plan = plan_only(code)  # a client may send just the plan: nothing hand-written
    pristine = only_plan or code == head + template_app + tail
    if not pristine and not (code.startswith(head) and code.endswith(tail)):
        raise fail(
            "The code was edited by hand outside the part the assistant writes; applying a change would "
            "silently drop those edits.",
            HAND_EDIT_SUGGESTIONS,
        )
    current_app = template_app if only_plan else code[len(head) : len(code) - len(tail)]
    declined: list[errors.CustomizationFailed] = []  # the offline editor's refusal, made once
    if strategy == "offline-first":
        kept = await _offline_first(
            store,
            params,
            history,
            plan,
            code if pristine else head + template_app + tail,
            None if pristine else (template_app, current_app),
            session,
            declined,
        )
        if kept is not None:
            return kept
    spec = await _spec(store, session, params.spec)
    frame = (head, template_app, tail)
    # what the offline editor makes of the request (model-first: the model's page must show it);
    # offline-first came here because it declined, so it understood nothing
    understood = (
        await offline_edits(params, history, plan, head + template_app + tail) if pristine and not declined else None
    )
    # The model gets the method's time less a margin for the offline answer (never -32001 for a
    # late model where offline had an answer); the margin moves with a streaming model.
    left = anyio.current_effective_deadline() - anyio.current_time()
    margin = min(5.0, max(0.5, left * 0.2)) if math.isfinite(left) else 0.0
    started = anyio.current_time()
    try:
        with anyio.move_on_after(left - margin) as soft, liveness.follow(soft, margin):
            return await _model_change(
                engine, store, params, history, plan, spec, session, frame, current_app, pristine, understood
            )
        raise ModelUnusable(f"the model did not answer within {anyio.current_time() - started:.0f} s")
    except ModelUnusable as exc:
        log.info("customize: the model's answer is unusable (%s); the offline editor answers", exc.reason)
        if declined:  # its answer is known: said at once, not made again in the time left (issue 25)
            raise _both_declined(exc.reason, declined[0]) from None
        base = code if pristine else head + template_app + tail
        return await _offline_fallback(
            store, params, history, plan, base, None if pristine else (template_app, current_app), session, exc.reason
        )


async def _model_change(
    engine: Any,
    store: Any,
    params: Any,
    history: list[dict],
    plan: Any,
    spec: Any,
    session: Any,
    frame: tuple[str, str, str],
    current_app: str,
    pristine: bool,
    understood: list | None = None,
) -> Customized:
    """The model's change, verified; ModelUnusable when it cannot be used (the caller goes offline).
    `understood`: the edits the offline editor makes of the request, when it understands it — the
    model's page must show them too (model-first: 'switch to dark mode' answered by hiding a column)."""
    from copilot_cli.ui.render import main_resources, plan_comment, render_sections

    head, _, tail = frame
    answer, messages, text = await _ask(engine, plan, spec, current_app, params.prompt, history, edits_allowed=pristine)
    if answer.impossible:  # the offline editor may still do it; if not, its reason and the model's are said
        raise ModelUnusable(f"the model found it impossible: {answer.impossible.strip().rstrip('.')}")
    if answer.clarificationNeeded:
        if problem := await checks.unfit_question(
            answer.question, answer.options, plan, spec, params.prompt, understood
        ):
            raise ModelUnusable(problem)
        if session is not None:
            from copilot_cli.assist.sessions import Pending

            session.pending = Pending(prompt=params.prompt, options=answer.options, question=answer.question or "")
            session.remember("user", params.prompt)
            session.remember("assistant", answer.question or "")
        return Customized(code=None, question=answer.question, options=answer.options)
    if answer.edits and pristine:
        try:
            new_plan, description, assumptions = await _apply(plan, spec, answer)
        except errors.CustomizationFailed as exc:
            raise ModelUnusable(exc.data.get("reason", str(exc))) from None
        if understood and not await shows(new_plan, spec, understood):
            raise ModelUnusable("the model's edits do not make the change the request asks for")
        if not understood and (unfit := checks.unfit_edits(params.prompt, answer.edits)):
            raise ModelUnusable(unfit)
        new_code = await anyio.to_thread.run_sync(lambda: "".join(render_sections(new_plan)), abandon_on_cancel=True)
        verdict = await verify_code(new_code, spec)
        if not verdict.ok:
            raise ModelUnusable(f"the model's edits give an interface that {failed_check(verdict.stage)}")
    elif answer.code:
        new_plan = plan
        pages = [f"resource:{r.id}" for r in main_resources(plan)]  # each page the part defines is rendered
        new_app = await _verified_code(engine, messages, text, answer.code, (head, tail, pages), spec)
        new_code = head + new_app + plan_comment(plan)
        description, assumptions = answer.description or "Changed the code as asked", answer.assumptions
    else:
        raise ModelUnusable("The model proposed no change for this request.")
    if session is not None:
        session.plan, session.code, session.pending = new_plan, new_code, None
        session.remember("user", params.prompt)
        session.remember("assistant", description)
    return Customized(code=new_code, description=description, assumptions=list(assumptions))


async def _verified_code(engine: Any, messages: list[Message], text: str, code: str, frame: tuple, spec: Any) -> str:
    """The model's API-specific part once it passes verification; one repair round. `frame` is
    (head, tail, the main pages' keys, each rendered by the check)."""
    head, tail, pages = frame
    app = strip_fences(code).strip("\n") + "\n"
    verdict = await verify_code(head + app + tail, spec, pages)
    if verdict.ok:
        return app
    first = f"The model's code {failed_check(verdict.stage)} ({verdict.error.strip()[:200]})"
    repair = messages + [
        Message("assistant", text),
        Message(
            "user",
            prompts.render("repair", error=verdict.report())
            + "\nAnswer with the same JSON object, the corrected part in `code`.",
        ),
    ]
    try:
        fixed = await engine.complete("customize", CompletionRequest(repair, json_mode=True))
    except errors.CustomizationFailed as exc:
        raise ModelUnusable(f"{first} and the repair call failed ({exc.data.get('reason')})") from None
    data = first_json_object(fixed)
    again_code = (data or {}).get("code") if isinstance(data, dict) else None
    if not isinstance(again_code, str) or not again_code.strip():
        raise ModelUnusable(f"{first} and the repair brought no code")
    app = strip_fences(again_code).strip("\n") + "\n"
    again = await verify_code(head + app + tail, spec, pages)
    if not again.ok:
        raise ModelUnusable(f"{first}, and again after a repair")
    return app


async def _offline_fallback(
    store: Any,
    params: Any,
    history: list[dict],
    plan: Any,
    base: str,
    model_part: tuple[str, str] | None,
    session: Any,
    reason: str,
) -> Customized:
    """Never worse than offline: the offline editor's answer, saying the model was not used."""
    from copilot_cli.assist.customize import customize as offline

    why = reason.rstrip(".")
    if model_part is None:
        try:
            done = await anyio.to_thread.run_sync(
                lambda: offline(store, params.tab_id, base, params.prompt, params.spec, history),
                abandon_on_cancel=True,
            )
        except errors.CustomizationFailed as exc:
            raise _both_declined(why, exc) from None
    else:
        done = await _offline_first(store, params, history, plan, base, model_part, session)
        if done is None:
            raise fail(
                f"{why}; the offline editor cannot make this change without dropping the model's code",
                ["Rephrase the request", "Try again in a moment"],
            )
    if done.code is None:
        return done
    note = f" (the model was not used: {why})"
    return dataclasses.replace(done, description=(done.description or "Changed") + note)


def _both_declined(why: str, offline: errors.CustomizationFailed) -> errors.CustomizationFailed:
    return fail(
        f"{why.rstrip('.')}; the offline editor could not do it either: {offline.data.get('reason', offline)}",
        offline.data.get("suggestions") or ["Rephrase the request"],
    )


async def _offline_first(
    store: Any,
    params: Any,
    history: list[dict],
    plan: Any,
    template_code: str,
    model_part: tuple[str, str] | None,
    session: Any,
    declined: list | None = None,
) -> Customized | None:
    """The offline editor's answer, or None when it declines (its refusal appended to `declined`).
    On code whose API-specific part the model wrote (`model_part` = (template's part, model's
    part)), the edit is kept only if it leaves the template's part unchanged (most edits change
    the data: columns, sorting, forms, theme), so the model's part survives; otherwise the model
    is asked."""
    from copilot_cli.assist.customize import customize as offline
    from copilot_cli.ui.render import render_sections

    def run():
        return offline(store, params.tab_id, template_code, params.prompt, params.spec, history)

    try:
        done = await anyio.to_thread.run_sync(run, abandon_on_cancel=True)
    except errors.CustomizationFailed as exc:
        log.debug("customize: offline editor declined (%s); asking the model", exc.data.get("reason"))
        if declined is not None:
            declined.append(exc)
        return None
    if model_part is None or done.code is None:
        return done
    sections = await anyio.to_thread.run_sync(lambda: list(render_sections(done.plan)), abandon_on_cancel=True)
    if sections[-2] != model_part[0]:
        return None  # the edit reaches into the part the model rewrote: the model merges it
    code = "".join(sections[:-2]) + model_part[1] + sections[-1]
    if session is not None:
        session.code = code
    return Customized(code=code, description=done.description, assumptions=done.assumptions, plan=done.plan)


async def _spec(store: Any, session: Any, raw: Any) -> Any:
    if raw:
        return (await anyio.to_thread.run_sync(lambda: store.spec_for(raw), abandon_on_cancel=True))[1]
    if session is not None:
        return await anyio.to_thread.run_sync(lambda: store.load_spec(session), abandon_on_cancel=True)
    return None


async def _apply(plan: Any, spec: Any, answer: ModelAnswer) -> tuple[Any, str, list[str]]:
    from copilot_cli.assist.apply import EditError, apply_edits
    from copilot_cli.ui.edits import PlanEdit

    try:
        edits = TypeAdapter(list[PlanEdit]).validate_python(answer.edits)
        applied = await anyio.to_thread.run_sync(lambda: apply_edits(plan, edits, spec), abandon_on_cancel=True)
    except ValidationError as exc:
        raise fail(
            f"The model proposed an edit the interface cannot take: {errors.pydantic_errors(exc)[0]['message']}",
            ["Rephrase the request"],
        ) from None
    except EditError as exc:
        raise fail(exc.reason, exc.suggestions) from None
    if not any(o.changed for o in applied.outcomes):
        raise fail(
            "The model's edit changes nothing on the page: " + ". ".join(o.description for o in applied.outcomes)
        )
    description = ". ".join(o.description for o in applied.outcomes)  # what the page shows, not what the model says
    assumptions = list(dict.fromkeys([*answer.assumptions, *(a for o in applied.outcomes for a in o.assumptions)]))
    return applied.plan, description, assumptions


async def _ask(
    engine: Any, plan: Any, spec: Any, current_app: str, prompt: str, history: list[dict], *, edits_allowed: bool
) -> tuple[ModelAnswer, list[Message], str]:
    resources = [
        {"id": r.id, "label": r.label, "columns": [c.key for c in r.list_.columns][:12] if r.list_ else ["(no list)"]}
        for r in plan.resources[:40]
    ]
    base = dict(
        history=history[-8:],
        title=plan.app.title,
        resources=resources,
        edits_allowed=edits_allowed,
        edit_kinds=edit_kinds(),
        current_code=current_app.strip("\n"),
        prompt=prompt,
    )
    fixed = {
        "prompt": budget.tokens(
            prompts.render("system", task="customize") + prompts.render("customize", **base, spec_context="")
        )
    }
    reserve = budget.tokens(current_app) * 3 // 2 + 512
    room = budget.spec_budget(engine.config.context_tokens, fixed=fixed, reserve_output=reserve)
    spec_text = (
        await anyio.to_thread.run_sync(lambda: spec_context_text(engine, spec, prompt, room), abandon_on_cancel=True)
        if spec is not None
        else ""
    )
    messages = prompts.messages("customize", **base, spec_context=spec_text or "(none)")
    try:
        text = await engine.complete("customize", CompletionRequest(messages, json_mode=True, max_tokens=reserve))
    except errors.CustomizationFailed as exc:  # the endpoint failed (429 stays -32004)
        raise ModelUnusable(str(exc.data.get("reason", exc))) from None
    data = first_json_object(text)
    try:
        return ModelAnswer.model_validate(data if data is not None else {}), messages, text
    except ValidationError as exc:
        reason = errors.pydantic_errors(exc)[0]["message"]
        raise ModelUnusable(f"The model's answer is not in the expected shape: {reason}") from None


__all__ = ["ModelAnswer", "customize_with_llm", "edit_kinds", "STRATEGIES", "Message"]
