"""The `chat` use case: a question about the tab's API, its interface or the product → an answer
and up to three suggested next requests. Offline, answered from the spec (assist/chat.py,
cited by operation id and path); with an LLM, by the model grounded in the same spec
(app/conversation_llm.py). Both turns are remembered in the tab's session.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import anyio

from copilot_cli.app import services


@dataclass(frozen=True)
class ChatRequest:
    message: str
    tab_id: str | None = None
    has_active_spec: bool = False
    has_active_interface: bool = False


async def chat(request: ChatRequest, state: Any) -> tuple[str, list[str]]:
    """(message, suggestions)."""
    from copilot_cli.assist.chat import answer

    store = services.sessions(state)
    session = store.get(request.tab_id)
    if session is not None and session.spec is None and session.raw_spec is not None:
        await anyio.to_thread.run_sync(lambda: store.load_spec(session), abandon_on_cancel=True)
    has_spec = request.has_active_spec or bool(session and session.spec)
    search = services.spec_search(state)
    key = session.spec_key if session is not None else None

    def work() -> tuple[str, list[str]]:
        return answer(
            request.message,
            has_spec,
            request.has_active_interface,
            session,
            lambda spec, q: search.operations(spec, q, key=key),
        )

    engine = services.llm_engine(state)
    if engine is not None:
        from copilot_cli.app.conversation_llm import chat_with_llm

        message, tips = await chat_with_llm(engine, request.message, has_spec, request.has_active_interface, session)
    else:
        message, tips = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    if session is not None:
        session.remember("user", request.message)
        session.remember("assistant", message)
    return message, tips
