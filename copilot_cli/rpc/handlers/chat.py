"""`chat` over JSON-RPC (seed 004): params {message, context: {tabId, hasActiveSpec,
hasActiveInterface}} → {message, suggestions}. The use case is app/conversation.py."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from copilot_cli.app.conversation import ChatRequest
from copilot_cli.app.conversation import chat as answer_chat
from copilot_cli.rpc.handler import RequestContext, rpc_handler


class ChatContext(BaseModel):
    tabId: str | None = None
    hasActiveSpec: bool = False
    hasActiveInterface: bool = False


class ChatParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    message: str = Field(min_length=1, max_length=4000)
    context: ChatContext = Field(default_factory=ChatContext)


class ChatResult(BaseModel):
    model_config = ConfigDict(extra="forbid")
    message: str
    suggestions: list[str]


@rpc_handler(ChatParams, ChatResult)
async def chat(params: ChatParams, ctx: RequestContext) -> ChatResult:
    context = params.context
    request = ChatRequest(
        message=params.message,
        tab_id=context.tabId,
        has_active_spec=context.hasActiveSpec,
        has_active_interface=context.hasActiveInterface,
    )
    message, tips = await answer_chat(request, ctx.state)
    return ChatResult(message=message, suggestions=tips)
