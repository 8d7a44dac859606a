"""The `chat` use case: a question about the tab's API, its interface or the product → an answer
and up to three suggested next requests. Offline, answered from the spec (assist/chat.py,
cited by operation id and path); with an LLM, by the model grounded in the same spec
(app/conversation_llm.py). Both turns are remembered in the tab's session.

With a model, its answer is never worse than the offline one (issue 25): the offline answer is
made first; the model's is kept only when it comes before the deadline (less a margin that moves
with a streaming model, llm/liveness.py) and passes the offline rules (app/chat_checks.py: every
operation, path or name it cites exists, it agrees with the offline facts). Otherwise — an
unreachable endpoint, a 5xx, a stalled stream, a late or wrong answer — the offline answer is
returned, saying why. A rate limit (-32004) and a question too big for the window (-32003) stay
errors the person must act on. The tab's history reaches the model only for a follow-up.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Any

import anyio

from copilot_cli import errors
from copilot_cli.app import services
from copilot_cli.llm import liveness

OFFLINE_NOTE = "The LLM is unreachable, so this answer comes from the API spec, offline."
MODEL_NOT_USED = "This answer comes from the API spec, offline: the model's was not used ({why})."
log = logging.getLogger("copilot_cli.llm")


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
        # the offline answer first (milliseconds): what the model's is checked against, and what
        # the person gets when the model fails, is late or says something the spec does not
        offline = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
        message, tips = await _with_model(engine, request, has_spec, session, offline)
    else:
        message, tips = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    if session is not None:
        session.remember("user", request.message)
        session.remember("assistant", message)
    return message, tips


async def _with_model(
    engine: Any, request: ChatRequest, has_spec: bool, session: Any, offline: tuple[str, list[str]]
) -> tuple[str, list[str]]:
    """The model's answer when it comes in time and passes the offline rules (app/chat_checks.py);
    else the offline answer, saying why. Only the model's own errors that the person must act on
    (rate limit, a question too big for the window) stay errors."""
    from copilot_cli.app.chat_checks import check_answer, is_follow_up
    from copilot_cli.app.conversation_llm import chat_with_llm

    spec = session.spec if session is not None else None
    follow_up = is_follow_up(request.message, spec)
    left = anyio.current_effective_deadline() - anyio.current_time()
    margin = min(3.0, max(0.25, left * 0.2)) if math.isfinite(left) else 0.0
    reply, why, started = None, "", anyio.current_time()
    with anyio.move_on_after(left - margin) as soft, liveness.follow(soft, margin):
        try:
            reply = await chat_with_llm(
                engine, request.message, has_spec, request.has_active_interface, session, follow_up
            )
        except (errors.InternalError, errors.ChatFailed) as exc:  # the LLM path gave up (llm/retry.py)
            why = str(exc.data.get("reason") or "the LLM call failed")
            if _unreachable(exc):
                return f"{OFFLINE_NOTE} ({why})\n\n{offline[0]}", offline[1]
    if soft.cancelled_caught:
        why = f"the model did not answer within {anyio.current_time() - started:.0f} s"
    elif reply is not None:
        problem = check_answer(reply[0], offline[0], spec, request.message)
        if problem is None:
            return reply
        why = problem
    log.info("chat: the offline answer (%s)", why)
    return f"{MODEL_NOT_USED.format(why=why)}\n\n{offline[0]}", offline[1]
