"""The `generate` use case with an LLM: the model starts from the template plan and code.

The module is the template's: the fixed runtime (with the App's frame, AppShell, and a page for
every resource, RESOURCE_PAGES), then the API-specific part, then the plan. The model writes the
API-specific part — a page component for each main resource (ResourcePage with this API's
title, intro and empty-state text), PAGES and `App` rendering `<AppShell pages={PAGES} />` —
starting from the template's version of it (ui/render.py: bounded to MAIN_PAGES resources, a few
hundred tokens whatever the API's size). Everything else stays the template's, so the model never
re-types the runtime and the spec's data never passes through it.

Streaming: the runtime and data stream at once (as offline); the model's deltas stream live
(fences stripped); the plan comment is the `done` chunk. The result is verified (parse,
scope, render: app/verify.py); one repair round on failure; the template's part if that fails
too, or if the endpoint fails (never worse than offline: the description says why).

The streaming invariant (chunks joined == result.code) holds on the happy path. A draft that
was streamed and then failed the check — or a stream broken mid-way and retried — cannot be
taken back: the stream is finished, `result.code` is the repaired (or template) module,
`result.streamReplaced` is true and the description says the streamed draft was replaced.
"""

from __future__ import annotations

import logging
import math
import re
from typing import Any

import anyio

from copilot_cli import errors
from copilot_cli.app import services
from copilot_cli.app.generation import GenerateRequest, Generation
from copilot_cli.app.spec_context import spec_context_text
from copilot_cli.app.verify import verify_code, warm_up
from copilot_cli.llm import budget, liveness, prompts
from copilot_cli.llm.provider import CompletionRequest, Message
from copilot_cli.llm.replies import FenceStripper, strip_fences

log = logging.getLogger("copilot_cli.llm")
SPEC_TOKENS = 1000  # the spec context's cap for generate: the main resources' lines say the most
_SENTENCE = re.compile(r"(?<=[.!?])\s")


def _first_sentence(text: str) -> str:
    text = " ".join(text.replace('"', "'").replace("\\", "").split())  # quoted as a JSX attribute in the example
    return _SENTENCE.split(text, maxsplit=1)[0][:200].rstrip(".") if text else ""


def _resource_line(plan: Any, res: Any) -> dict[str, str]:
    """A main resource for the prompt: what the spec says it is (its description's first sentence,
    else its list operation's or first operation's), its operations and list columns."""
    ops = [op for op in plan.operations if op.resource == res.id]
    listing = next((op for op in ops if res.list_ and op.id == res.list_.operationId), ops[0] if ops else None)
    says = _first_sentence(res.description) or (
        _first_sentence(listing.description) or listing.label if listing is not None else ""
    )
    calls = ", ".join(f"{op.id} ({op.method} {op.path})" if op.path else op.id for op in ops[:6])
    columns = ", ".join(c.key for c in res.list_.columns[:8]) if res.list_ else ""
    facts = [f"Operations: {calls}." if calls else "", f"List columns: {columns}." if columns else "No list."]
    return {"id": res.id, "label": res.label, "says": says or res.label, "facts": " ".join(f for f in facts if f)}


def _resources(plan: Any) -> list[dict[str, Any]]:
    from copilot_cli.ui.render import main_resources

    return [_resource_line(plan, res) for res in main_resources(plan)]


async def _write_with_model(
    engine: Any, stream: Any, plan: Any, sections: list[str], spec: Any = None
) -> tuple[str, str, bool]:
    """(code, description suffix, streamReplaced). `sections` are the template's, in order."""
    head, template_app, tail = "".join(sections[:-2]), sections[-2], sections[-1]
    base = dict(
        title=plan.app.title,
        kind=plan.app.kind,
        operation_count=len(plan.operations),
        resources=_resources(plan),
        template_code=template_app.strip("\n"),
    )
    fixed = {
        "prompt": budget.tokens(
            prompts.render("system", task="generate") + prompts.render("generate", **base, spec_context="")
        )
    }
    # the template's part with its intros and empty texts filled in, and slack; no more: a small
    # model that starts repeating itself is cut here rather than at the deadline
    reserve = budget.tokens(template_app) * 3 // 2 + 300
    try:
        room = min(SPEC_TOKENS, budget.spec_budget(engine.config.context_tokens, fixed=fixed, reserve_output=reserve))
    except errors.ContextTooLarge as exc:  # never worse than offline: the template, saying why
        size = exc.data
        code = "".join(sections)
        for section in sections[:-1]:
            await stream.send(section)
        await stream.finish(sections[-1])  # the offline code, byte for byte: nothing of the model's to check
        note = (
            f"the model was not used (its context window of {size['contextTokens']} tokens is smaller than the "
            f"{size['minimumTokens']} this API's part needs with room for the answer), so this is the template's code"
        )
        return code, note, False
    query = " ".join([plan.app.title, *(r["label"] for r in base["resources"])])
    spec_text = (
        await anyio.to_thread.run_sync(lambda: spec_context_text(engine, spec, query, room), abandon_on_cancel=True)
        if spec is not None
        else ""
    )
    messages = prompts.messages("generate", **base, spec_context=spec_text or "(none)")
    warm_up()  # the check after the draft must not pay for starting Node

    for section in sections[:-2]:
        await stream.send(section)
    strippers: dict[int, FenceStripper] = {}

    async def on_delta(text: str, attempt: int) -> None:
        stripper = strippers.setdefault(attempt, FenceStripper())
        await stream.send(stripper.feed(text))

    async def flush() -> None:
        last = strippers.get(max(strippers)) if strippers else None
        if last is not None:
            await stream.send(last.close())
        strippers.clear()

    # A slow model must not turn into an error: it gets the method's time less a margin to send
    # the template instead (the deadline belongs to the face: rpc/methods.py). While tokens stream,
    # the request's deadline moves (llm/liveness.py) and this one with it.
    left = anyio.current_effective_deadline() - anyio.current_time()
    margin = min(5.0, max(0.25, left * 0.2)) if math.isfinite(left) else 0.0
    app, note, late = None, "", True
    started = anyio.current_time()
    with anyio.move_on_after(left - margin) as soft, liveness.follow(soft, margin):
        pages = [f"resource:{r['id']}" for r in base["resources"]]  # each rendered, not only the first screen
        app, note = await _model_part(engine, messages, reserve, on_delta, flush, (head, tail, pages), spec)
        late = False
    if late:
        spent = anyio.current_time() - started
        log.info("generate: the model did not finish in %.0f s; the template's code", spent)
        note = f"the model did not finish within {spent:.0f} s of the deadline, so this is the template's code"
    if app is None:
        app = template_app
        # Not used at all (late, or the endpoint failed): the code is the offline one, byte for byte,
        # and needs no check (nor the sidecar's cold start under the deadline).
        unused = late or note.startswith("the model was not used")
        verdict = None if unused else await verify_code(head + app + tail, spec)
        if verdict is not None and not verdict.ok:  # the offline template is the last resort: logged, never hidden
            log.warning("generate: the template's code failed verification too: %s", verdict.report()[:300])
        if stream.text == head:  # nothing of the model's was streamed: stream the template's part as offline
            await stream.send(app)
    code = head + app + tail
    replaced = stream.enabled and stream.text + tail != code
    if replaced:
        await stream.finish()
        note += ("; " if note else "") + "the streamed draft was replaced by the code in this result"
    else:
        await stream.finish(tail)
    return code, note, replaced


async def _model_part(
    engine: Any, messages: list[Message], reserve: int, on_delta: Any, flush: Any, frame: tuple, spec: Any
) -> tuple[str | None, str]:
    """(the verified API-specific part or None for the template's, the note). `frame` is (head, tail,
    the main pages' keys: the check renders each of them, as the model wrote a component for each).
    Never worse than offline: an endpoint that fails, or code that fails verification twice,
    gives None (the template's part) and a note that says why."""
    head, tail, pages = frame
    try:
        draft_text = await engine.complete("generate", CompletionRequest(messages, max_tokens=reserve), on_delta)
    except errors.GenerationFailed as exc:
        reason = exc.data.get("reason", str(exc))
        log.info("generate: the model was not used (%s); the template's code", reason)
        return None, f"the model was not used ({reason}), so this is the template's code"
    finally:
        await flush()
    draft = strip_fences(draft_text)
    verdict = await verify_code(head + draft + tail, spec, pages)
    if verdict.ok:
        return draft, ""
    log.info(
        "generate: the model's code failed the %s check (%s); one repair round", verdict.stage, verdict.error[:200]
    )
    first = f"the model's first draft failed the {verdict.stage} check ({_short(verdict.error)})"
    repair = messages + [
        Message("assistant", draft_text),
        Message("user", prompts.render("repair", error=verdict.report())),
    ]
    try:
        fixed_text = await engine.complete("generate", CompletionRequest(repair, max_tokens=reserve))
    except errors.GenerationFailed as exc:
        reason = exc.data.get("reason", str(exc))
        return None, f"{first} and the repair call failed ({reason}), so this is the template's code"
    app = strip_fences(fixed_text)
    again = await verify_code(head + app + tail, spec, pages)
    if again.ok:
        return app, f"{first} and was repaired"
    return None, f"{first}; the repair failed the {again.stage} check too, so this is the template's code"


def _short(text: str) -> str:
    line = text.strip().splitlines()[0] if text.strip() else "no detail"
    return line[:160]


async def generate_with_llm(engine: Any, request: GenerateRequest, state: Any, stream: Any) -> Generation:
    """Same request and result as offline; `stream_replaced` when the streamed draft was replaced."""
    from copilot_cli.spec import ensure_normalized
    from copilot_cli.ui.interface import describe
    from copilot_cli.ui.planner import build_plan
    from copilot_cli.ui.render import component_count, render_sections

    def prepare():
        spec = ensure_normalized(request.spec)
        plan = build_plan(spec, **request.plan_options())
        return spec, plan, list(render_sections(plan))

    spec, plan, sections = await anyio.to_thread.run_sync(prepare, abandon_on_cancel=True)
    code, note, replaced = await _write_with_model(engine, stream, plan, sections, spec)
    if request.tab_id:
        services.remember_generation(state, request.tab_id, request.spec, plan, code)
    # The same sentence as offline (the model in use is in initialize's `llm`); what went wrong is added.
    description = describe(plan) + (f" ({note})" if note else "")
    return Generation(
        code=code, component_count=component_count(code), description=description, stream_replaced=replaced
    )
