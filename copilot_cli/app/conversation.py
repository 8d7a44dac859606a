"""The `chat` use case: a question about the tab's API, its interface or the product → an answer
and up to three suggested next requests. Offline, answered from the spec (assist/chat.py,
cited by operation id and path); with an LLM, by the model grounded in the same spec
(app/conversation_llm.py). Both turns are remembered in the tab's session.

When the model fails after its retries: an endpoint that cannot be reached gets the offline
answer, which says so; a 5xx, a stalled stream or no time left is -32005 Chat Failed with
`data.reason` (never -32603, which means a bug).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import anyio

from copilot_cli import errors
from copilot_cli.app import services

OFFLINE_NOTE = "The LLM is unreachable, so this answer comes from the API spec, offline."


def _unreachable(exc: errors.CopilotError) -> bool:
    """The endpoint could not be reached at all (no HTTP status): answer offline instead. An
    endpoint that answers 5xx or stalls is a failure to report (-32005), not to hide."""
    return "upstreamStatus" not in exc.data and "cannot reach" in str(exc.data.get("reason", ""))


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

        try:
            message, tips = await chat_with_llm(
                engine, request.message, has_spec, request.has_active_interface, session
            )
        except (errors.InternalError, errors.ChatFailed) as exc:  # the LLM path gave up (llm/retry.py)
            reason = str(exc.data.get("reason") or "the LLM call failed")
            if not _unreachable(exc):
                raise errors.ChatFailed(reason, {k: v for k, v in exc.data.items() if k != "reason"}) from None
            message, tips = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
            message = f"{OFFLINE_NOTE} ({reason})\n\n{message}"
    else:
        message, tips = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    if session is not None:
        session.remember("user", request.message)
        session.remember("assistant", message)
    return message, tips
