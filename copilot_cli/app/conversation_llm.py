"""The `chat` use case with an LLM: grounded in the tab's spec (a context bundle from the index), answered
as {message, suggestions}. The offline suggestions (assist/chat.py) are offered to the model
and used when it gives none; an answer that is not JSON is taken as the message itself."""

from __future__ import annotations

import json
import re
from typing import Any

import anyio
from pydantic import BaseModel, Field, ValidationError

from copilot_cli import errors
from copilot_cli.app.spec_context import spec_context_text
from copilot_cli.llm import budget, prompts
from copilot_cli.llm.provider import CompletionRequest
from copilot_cli.llm.replies import first_json_object, strip_fences

REPLY_TOKENS = 600
# A question needs its few most relevant operations and types, not the 6k tokens generate takes:
# a local model on a CPU reads ~60 prompt tokens/s, so every 1k tokens of context is ~15 s of waiting.
CHAT_SPEC_TOKENS = 2500


class ChatReply(BaseModel):
    message: str = Field(min_length=1)
    suggestions: list[str] = Field(default_factory=list)


async def chat_with_llm(
    engine: Any, message: str, has_spec: bool, has_interface: bool, session: Any, follow_up: bool = True
) -> tuple[str, list[str]]:
    """`follow_up`: the tab's earlier turns are sent only for a question that builds on them; a
    new question is answered on its own (a customize turn once answered 'which endpoint deletes a
    pet?' with 'The Pet table already filters by Status')."""
    from copilot_cli.assist.chat import suggestions as offline_suggestions

    spec = session.spec if session is not None else None
    defaults = offline_suggestions(has_spec, has_interface, session)
    history = list(session.history)[-8:] if session is not None and follow_up else []
    base = dict(
        history=history,
        has_spec=has_spec,
        has_interface=has_interface,
        default_suggestions=defaults,
        message=message,
        spec_title=spec.source.title if spec else "",
        operation_count=len(spec.operations) if spec else 0,
    )
    room = _fit(engine.config.context_tokens, base)
    spec_text = (
        await anyio.to_thread.run_sync(lambda: spec_context_text(engine, spec, message, room), abandon_on_cancel=True)
        if spec
        else ""
    )
    request = CompletionRequest(
        prompts.messages("chat", **base, spec_context=spec_text), json_mode=True, max_tokens=REPLY_TOKENS
    )
    text = await engine.complete("chat", request)
    return read_reply(text, defaults)


def _fit(window: int, base: dict[str, Any]) -> int:
    """Tokens for spec context (at most CHAT_SPEC_TOKENS). What gives way first in a small window: the spec context
    shrinks (llm/budget.py: its least relevant parts go first), then the oldest turns of the
    conversation are dropped; only when the question itself does not fit is it -32003, with the
    sizes (and how many turns were dropped) in `data`."""
    dropped = 0
    while True:
        fixed = budget.tokens(prompts.render("system", task="chat") + prompts.render("chat", **base, spec_context=""))
        try:
            room = budget.spec_budget(window, fixed={"prompt": fixed}, reserve_output=REPLY_TOKENS)
            return min(room, CHAT_SPEC_TOKENS)
        except errors.ContextTooLarge as exc:
            if not base["history"]:
                exc.data["droppedHistoryTurns"] = dropped
                raise
            base["history"] = base["history"][1:]
            dropped += 1


_MESSAGE_START = re.compile(r'^\s*(?:```(?:json)?\s*)?\{\s*"message"\s*:\s*"((?:[^"\\]|\\.)*)')


def _cut_message(text: str) -> str:
    """The message of a JSON answer cut off by the token limit (a small model that kept writing):
    what it had said, not the JSON around it."""
    match = _MESSAGE_START.match(text)
    if match is None:
        return ""
    try:
        return json.loads('"' + match.group(1).rstrip("\\") + '"').strip()
    except ValueError:
        return ""


def read_reply(text: str, defaults: list[str]) -> tuple[str, list[str]]:
    data = first_json_object(text)
    try:
        reply = ChatReply.model_validate(data) if data is not None else None
    except ValidationError:
        reply = None
    if reply is None:
        plain = _cut_message(text) or strip_fences(text).strip()
        return (plain or "I could not answer that just now. Please ask again."), defaults
    tips = [s.strip() for s in reply.suggestions if isinstance(s, str) and s.strip()][:3]
    return reply.message.strip(), tips or defaults
