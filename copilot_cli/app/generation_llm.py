"""The `generate` use case with an LLM: the model adds what the planner cannot write.

The planner writes the interface; the prompt holds what it knows (each main resource's id, label,
what a person can do there, its list's columns). The model is asked (llm/prompts/generate.j2)
only for what needs an understanding of the API's purpose: each main page's intro (what a person
does there, in this API's words), which resources lead the navigation, which columns each list
shows first, and an overview for an API whose description says nothing. It answers one JSON
object; app/generation_checks.py keeps what passes (every name it uses is the API's, no intro is
an operation's description, none repeats the prompt) and the template's choice stays everywhere
else. What was kept goes into the plan (ResourcePlan.intro, the navigation's order, `move_column`
edits, the app's description), and the module is rendered from that plan as offline: the code
is the renderer's, so customize keeps the model's choices, and a model's answer can never break
the page.

The result says whose code it is (`Generation.author`: model, model-repaired — some of its
choices left out or read anew —, or template) and why, in `author_why` and the description.

Streaming: the runtime streams at once, as offline; the rest (the API-specific part and the plan)
after the checks, so chunks joined == result.code always and nothing streamed is taken back.
A slow model gives way to the template before the method's deadline (llm/liveness.py moves it
while tokens flow); an endpoint that fails, or a window too small for the prompt, gives the
template too, saying so. Never worse than offline.
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
from copilot_cli.app.generation_checks import Facts, Kept, apply, authorship, check
from copilot_cli.llm import budget, liveness, prompts
from copilot_cli.llm.provider import CompletionRequest
from copilot_cli.llm.replies import first_json_object

log = logging.getLogger("copilot_cli.llm")
ANSWER_TOKENS = 600  # six intros, a lead, a few column lists and an overview, with slack
_SENTENCE = re.compile(r"(?<=[.!?])\s")
_WHOSE = {
    "model": "the model's choices, checked",
    "model-repaired": "the model's choices, repaired",
    "template": "the template's code",
}
_VERBS = (("list_", "browse the list"), ("detail", "open one"), ("create", "add one"), ("edit", "edit one"))


def _first_sentence(text: str) -> str:
    text = " ".join(text.split())
    return _SENTENCE.split(text, maxsplit=1)[0][:200].rstrip(".") if text else ""


def _resource_line(res: Any) -> dict[str, str]:
    """A main resource for the prompt: what a person can do on its page (its views and actions,
    as verbs: no operation's description, which a small model copies), what the API says the
    resource is (its own description, when it has one), and its list's columns."""
    does = [verb for attr, verb in _VERBS if getattr(res, attr) is not None]
    if res.delete is not None:
        does.append("delete one")
    actions = [a.label for a in res.actions] + ([a.label for a in res.detail.actions] if res.detail else [])
    does += [a.lower() for a in actions[:4]]
    said = _first_sentence(res.description)
    line = ", ".join(does) or "its operations"
    if said:
        line += f"; the API says: {said}"
    columns = ", ".join(c.key for c in res.list_.columns[:8]) if res.list_ else ""
    return {"id": res.id, "label": res.label, "does": line, "columns": columns}


def prompt_context(plan: Any) -> tuple[dict[str, Any], list[Any]]:
    """The generate prompt's values, and the main resources (the pages the intros are for)."""
    from copilot_cli.ui.render import main_resources

    main = main_resources(plan)
    ids = {r.id for r in main}
    nav = [i for g in plan.navigation for i in g.items if i.page.startswith("resource:") and i.page[9:] not in ids]
    others = ", ".join(f"{i.page[9:]} ({i.label})" for i in nav[:12])
    about = _first_sentence(plan.app.description)
    context = dict(
        title=plan.app.title,
        kind=plan.app.kind,
        about=about,
        resources=[_resource_line(r) for r in main],
        others=others,
    )
    return context, main


def _instructions(context: dict[str, Any] | None = None) -> str:
    """The prompt: an intro that repeats a run of it is the prompt's words (its instructions, its
    example, or a resource's own line of operations and columns: a small model copies those)."""
    empty = dict(title="", kind="", about="", resources=[], others="")
    return prompts.render("system", task="generate") + " " + prompts.render("generate", **(context or empty))


async def _ask(engine: Any, plan: Any, spec: Any) -> tuple[Kept | None, str]:
    """(what of the model's answer passed the checks, or None; why nothing, when None)."""
    context, main = prompt_context(plan)
    messages = prompts.messages("generate", **context)
    try:
        budget.spec_budget(
            engine.config.context_tokens,
            fixed={"prompt": sum(budget.tokens(m.content) for m in messages)},
            reserve_output=ANSWER_TOKENS,
        )
    except errors.ContextTooLarge as exc:
        size = exc.data
        return None, (
            f"the model was not used (its context window of {size['contextTokens']} tokens is smaller than the "
            f"{size['minimumTokens']} this API's prompt needs with room for the answer)"
        )
    # A slow model must not turn into an error: it gets the method's time less a margin to send
    # the template instead (the deadline belongs to the face: rpc/methods.py). While tokens stream,
    # the request's deadline moves (llm/liveness.py) and this one with it.
    left = anyio.current_effective_deadline() - anyio.current_time()
    margin = min(5.0, max(0.25, left * 0.2)) if math.isfinite(left) else 0.0
    started, text = anyio.current_time(), None
    with anyio.move_on_after(left - margin) as soft, liveness.follow(soft, margin):
        try:
            text = await engine.complete("generate", CompletionRequest(messages, max_tokens=ANSWER_TOKENS))
        except errors.GenerationFailed as exc:
            reason = exc.data.get("reason", str(exc))
            log.info("generate: the model was not used (%s); the template's code", reason)
            return None, f"the model was not used ({reason})"
    if text is None:
        spent = anyio.current_time() - started
        log.info("generate: the model did not finish in %.0f s; the template's code", spent)
        return None, f"the model did not finish within {spent:.0f} s of the deadline"
    answer = first_json_object(text)
    if answer is None:
        return None, f"the model's answer was not one JSON object ({_short(text)})"
    facts = await anyio.to_thread.run_sync(
        lambda: Facts(plan, spec, main, _instructions(context)), abandon_on_cancel=True
    )
    return check(answer, facts), ""


def _short(text: str) -> str:
    line = " ".join(text.split())
    return (line[:80] + "…") if len(line) > 80 else (line or "it was empty")


async def generate_with_llm(engine: Any, request: GenerateRequest, state: Any, stream: Any) -> Generation:
    """Same request and result as offline, with `author` and `author_why` saying whose code it is."""
    from copilot_cli.spec import ensure_normalized
    from copilot_cli.ui.interface import describe
    from copilot_cli.ui.planner import build_plan
    from copilot_cli.ui.render import component_count, render_sections, static_sections

    for section in static_sections():  # the runtime, at once, as offline
        await stream.send(section)

    def prepare():
        spec = ensure_normalized(request.spec)
        return spec, build_plan(spec, **request.plan_options())

    spec, plan = await anyio.to_thread.run_sync(prepare, abandon_on_cancel=True)
    kept, reason = await _ask(engine, plan, spec)
    if kept is not None and not kept.empty():
        plan = await anyio.to_thread.run_sync(lambda: apply(plan, spec, kept), abandon_on_cancel=True)
    sections = await anyio.to_thread.run_sync(lambda: list(render_sections(plan)), abandon_on_cancel=True)
    rest = sections[len(static_sections()) :]
    for section in rest[:-1]:
        await stream.send(section)
    await stream.finish(rest[-1])
    code = stream.text
    if request.tab_id:
        services.remember_generation(state, request.tab_id, request.spec, plan, code)
    author = authorship(kept, reason)
    description = f"{describe(plan)} ({_WHOSE[author.by]}: {author.why})"
    return Generation(
        code=code,
        component_count=component_count(code),
        description=description,
        author=author.by,
        author_why=author.why,
    )
