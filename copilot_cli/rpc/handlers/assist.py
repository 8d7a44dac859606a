"""`customize` and `chat` over JSON-RPC (seed 004), offline.

customize params {currentCode?, prompt, spec? | specId?, history?, tabId?} → either
{code, description, assumptions, clarificationNeeded: false} or
{code: null, clarificationNeeded: true, question, options}; impossible → -32001 with
data {reason, suggestions}. chat params {message, context: {tabId, hasActiveSpec,
hasActiveInterface}} → {message, suggestions}. Sessions are a per-process service.

Big inputs outgrow the transport's 1 MiB line cap (Discord's NormalizedSpec ~2.6 MB, Xero's
App.jsx ~3.6 MB), so `specId` (from spec/parse) may stand for the spec, and `currentCode` may
be left out when `tabId` names a session that holds the interface's code (what generate or
customize last returned to that tab).
"""

from __future__ import annotations

from typing import Any, Literal, Union

import anyio
from pydantic import BaseModel, ConfigDict, Field, RootModel, model_validator

from copilot_cli import errors
from copilot_cli.rpc.handler import RequestContext, rpc_handler

SERVICE = "assist.sessions"


def sessions(ctx: RequestContext):
    from copilot_cli.assist.sessions import SessionStore

    return ctx.state.service(SERVICE, SessionStore)


def remember_generation(ctx: RequestContext, tab_id: str, raw_spec: dict[str, Any], plan: Any, code: str) -> None:
    """Called by `generate` with a tabId: the tab's session starts from this interface."""
    session = sessions(ctx).open(tab_id)
    session.raw_spec, session.spec, session.spec_key = raw_spec, None, None
    session.plan, session.code, session.pending = plan, code, None
    session.remember("assistant", "Generated an interface")


def _llm(ctx: RequestContext):
    from copilot_cli.llm.service import engine

    return engine(ctx.state)


def _spec_search():
    from copilot_cli.assist.grounding import SpecSearch

    return SpecSearch()


class Turn(BaseModel):
    role: Literal["user", "assistant", "system"]
    content: str


class CustomizeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    currentCode: str | None = Field(None, description="The current generated code (its plan travels in a marked comment at the end); may be omitted when tabId names a session holding the code the server last returned")
    prompt: str = Field(min_length=1, max_length=4000, description="The change, in plain language")
    spec: dict[str, Any] | None = Field(None, description="NormalizedSpec (wire form) or raw document, for context")
    specId: str | None = Field(None, description="Instead of `spec`: the specId a spec/parse answered with (for specs over the 1 MiB line cap)")
    history: list[Turn] = Field(default_factory=list, description="Earlier turns; a reply to a clarification question applies it")
    tabId: str | None = Field(None, description="The client tab; customize keeps per-tab state")

    @model_validator(mode="after")
    def _at_most_one_spec(self) -> "CustomizeParams":
        if self.spec is not None and self.specId is not None:
            raise ValueError("give at most one of spec or specId")
        return self


class CustomizeApplied(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(description="The updated React module")
    description: str = Field(description="What changed")
    assumptions: list[str] = Field(description="What was inferred, e.g. 'Filtering is client-side on the currently loaded data'")
    clarificationNeeded: Literal[False] = False


class CustomizeClarification(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: None = None
    clarificationNeeded: Literal[True] = True
    question: str = Field(description="What we need to know")
    options: list[str] = Field(description="Answers to offer; sending one back as the prompt (with history) applies it")


class CustomizeResult(RootModel[Union[CustomizeApplied, CustomizeClarification]]):
    pass


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


def _resolve_inputs(params: CustomizeParams, store: Any, ctx: RequestContext) -> None:
    """specId → the stored spec; no currentCode → the tab's session code (or a -32602 saying to send it)."""
    if params.specId is not None:
        from copilot_cli.spec.store import spec_store

        params.spec = spec_store(ctx.state).recall(params.specId)
    if params.currentCode is None:
        session = store.get(params.tabId)
        if session is None or session.code is None:
            reason = ("currentCode omitted but this server holds no code for tabId "
                      f"{params.tabId!r} (new or restarted process): send currentCode")
            raise errors.InvalidParams(reason, {"field": "currentCode", "tabId": params.tabId})
        params.currentCode = session.code


@rpc_handler(CustomizeParams, CustomizeResult)
async def customize(params: CustomizeParams, ctx: RequestContext) -> BaseModel | dict:
    from copilot_cli.assist.customize import customize as run

    store = sessions(ctx)
    _resolve_inputs(params, store, ctx)
    history = [t.model_dump() for t in params.history]
    llm = _llm(ctx)
    if llm is not None:  # an LLM is configured: offline edits first, the model for the rest (copilot_cli/llm/)
        from copilot_cli.llm.customize import customize as llm_customize

        return await llm_customize(llm, store, params, llm.customize_strategy)

    def work():
        return run(store, params.tabId, params.currentCode, params.prompt, params.spec, history)

    try:
        done = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    except errors.CopilotError:
        raise
    except Exception as exc:  # a bug: say so with a reason, keep serving
        reason = f"customization failed: {type(exc).__name__}: {exc}"[:500]
        raise errors.CustomizationFailed(reason, {"reason": reason, "suggestions": []}) from exc
    if done.code is None:
        return CustomizeClarification(question=done.question or "", options=done.options)
    return CustomizeApplied(code=done.code, description=done.description, assumptions=done.assumptions)


@rpc_handler(ChatParams, ChatResult)
async def chat(params: ChatParams, ctx: RequestContext) -> ChatResult:
    from copilot_cli.assist.chat import answer

    store = sessions(ctx)
    session = store.get(params.context.tabId)
    if session is not None and session.spec is None and session.raw_spec is not None:
        await anyio.to_thread.run_sync(lambda: store.load_spec(session), abandon_on_cancel=True)
    has_spec = params.context.hasActiveSpec or bool(session and session.spec)
    grounding = ctx.state.service("assist.spec_search", _spec_search)
    key = session.spec_key if session is not None else None

    def work():
        return answer(params.message, has_spec, params.context.hasActiveInterface, session,
                      lambda spec, q: grounding.operations(spec, q, key=key))

    llm = _llm(ctx)
    if llm is not None:  # an LLM is configured (copilot_cli/llm/); offline otherwise
        from copilot_cli.llm.chat import chat as llm_chat

        message, tips = await llm_chat(llm, params.message, has_spec, params.context.hasActiveInterface, session)
    else:
        message, tips = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    if session is not None:
        session.remember("user", params.message)
        session.remember("assistant", message)
    return ChatResult(message=message, suggestions=tips)
