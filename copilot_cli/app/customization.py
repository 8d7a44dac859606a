"""The `customize` use case: the tab's interface + a plain-language request → changed code, a
clarifying question, or a CustomizationFailed saying why not.

Offline, the request becomes structured plan edits (assist/customize.py). With an LLM, the
offline editor answers what it understands and the model the rest (app/customization_llm.py).
`current_code` may be left out when the tab's session holds the code this process last returned.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import anyio

from copilot_cli import errors
from copilot_cli.app import services
from copilot_cli.assist.customize import Customized
from copilot_cli.spec.model import NormalizedSpec


@dataclass
class CustomizeRequest:
    prompt: str
    current_code: str | None = None
    spec: NormalizedSpec | dict[str, Any] | None = None  # a model when named by specId (spec/by_id.py)
    history: list[dict[str, str]] = field(default_factory=list)  # [{role, content}], oldest first
    tab_id: str | None = None


async def customize(request: CustomizeRequest, state: Any) -> Customized:
    """The changed code (`code`), or a question (`code` None, `question`, `options`)."""
    from copilot_cli.assist.customize import customize as edit_offline
    from copilot_cli.assist.intents import is_question

    store = services.sessions(state)
    request.current_code = _current_code(request, store)
    services.remember_spec(state, request.tab_id, request.spec)  # later chat is grounded in it too
    if is_question(request.prompt):
        return await _answer_as_chat(request, state)
    engine = services.llm_engine(state)
    if engine is not None:
        from copilot_cli.app.customization_llm import customize_with_llm

        return await customize_with_llm(engine, store, request, engine.customize_strategy)

    def work() -> Customized:
        return edit_offline(store, request.tab_id, request.current_code, request.prompt, request.spec, request.history)

    return await anyio.to_thread.run_sync(work, abandon_on_cancel=True)


def _current_code(request: CustomizeRequest, store: Any) -> str:
    """The code sent, or the tab's session code (or a -32602 saying to send it)."""
    if request.current_code is not None:
        return request.current_code
    session = store.get(request.tab_id)
    if session is None or session.code is None:
        reason = (
            "currentCode omitted but this server holds no code for tabId "
            f"{request.tab_id!r} (new or restarted process): send currentCode"
        )
        raise errors.InvalidParams(reason, {"field": "currentCode", "tabId": request.tab_id})
    return session.code


async def _answer_as_chat(request: CustomizeRequest, state: Any) -> Customized:
    """A question sent to customize is answered as chat (issue 26: one box for both); the result
    says so (`answered_as`), the code stays as it was."""
    from copilot_cli.app.conversation import ChatRequest, chat

    store = services.sessions(state)
    tab = request.tab_id
    if tab is None:  # no tab: a throwaway one, so the answer is grounded in the spec sent
        tab = f"customize-question-{id(request)}"
        services.remember_spec(state, tab, request.spec)
    _plan_from_code(store.open(tab), request.current_code)
    has_interface = bool((request.current_code or "").strip())
    message, tips = await chat(
        ChatRequest(request.prompt, tab, bool(request.spec) or bool(store.get(tab)), has_interface), state
    )
    return Customized(code=None, description=message, options=tips, changed=False, answered_as="chat")


def _plan_from_code(session: Any, code: str | None) -> None:
    """A tab with no spec and no plan yet takes the plan the code carries, so a question is
    answered from the operations the interface names rather than "no API loaded"."""
    if session.plan is not None or session.spec is not None or session.raw_spec is not None or not code:
        return
    from copilot_cli.ui.render import extract_plan

    session.plan = extract_plan(code)  # None without a readable plan: chat answers as it did
