"""`customize` over JSON-RPC (seed 004).

Params {currentCode?, prompt, spec? | specId?, history?, tabId?} → either
{code, description, assumptions, clarificationNeeded: false} or
{code: null, clarificationNeeded: true, question, options}, or — a question rather than a change —
{code: null, clarificationNeeded: false, answeredAs: "chat", message, suggestions}; impossible → -32001 with
data {reason, suggestions}. The use case is app/customization.py.

Big inputs outgrow the transport's 1 MiB line cap (Discord's NormalizedSpec ~2.6 MB, Xero's
App.jsx ~3.6 MB), so `specId` (from spec/parse) may stand for the spec, and `currentCode` may
be left out when `tabId` names a session that holds the interface's code (what generate or
customize last returned to that tab).
"""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, RootModel, model_validator

from copilot_cli.app.customization import CustomizeRequest
from copilot_cli.app.customization import customize as customize_interface
from copilot_cli.rpc.handler import RequestContext, rpc_handler
from copilot_cli.spec.by_id import specs_by_id


class Turn(BaseModel):
    role: Literal["user", "assistant", "system"]
    content: str


class CustomizeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    currentCode: str | None = Field(
        None,
        description="The current generated code (its plan travels in a marked comment at the end); may be omitted when tabId names a session holding the code the server last returned",
    )
    prompt: str = Field(min_length=1, max_length=4000, description="The change, in plain language")
    spec: dict[str, Any] | None = Field(None, description="NormalizedSpec (wire form) or raw document, for context")
    specId: str | None = Field(
        None, description="Instead of `spec`: the specId a spec/parse answered with (for specs over the 1 MiB line cap)"
    )
    history: list[Turn] = Field(
        default_factory=list, description="Earlier turns; a reply to a clarification question applies it"
    )
    tabId: str | None = Field(None, description="The client tab; customize keeps per-tab state")

    @model_validator(mode="after")
    def _at_most_one_spec(self) -> CustomizeParams:
        if self.spec is not None and self.specId is not None:
            raise ValueError("give at most one of spec or specId")
        return self


class CustomizeApplied(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(description="The updated React module")
    description: str = Field(description="What changed")
    assumptions: list[str] = Field(
        description="What was inferred, e.g. 'Filtering is client-side on the currently loaded data'"
    )
    clarificationNeeded: Literal[False] = False


class CustomizeClarification(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: None = None
    clarificationNeeded: Literal[True] = True
    question: str = Field(description="What we need to know")
    options: list[str] = Field(description="Answers to offer; sending one back as the prompt (with history) applies it")


class CustomizeAnswered(BaseModel):
    """The prompt was a question about the API or the product, not a change: answered as `chat`
    would answer it, and nothing changed (issue 26: the shell keeps one box for both)."""

    model_config = ConfigDict(extra="forbid")
    code: None = None
    clarificationNeeded: Literal[False] = False
    answeredAs: Literal["chat"] = "chat"
    message: str = Field(description="The answer, as chat gives it")
    suggestions: list[str] = Field(description="Suggested next requests, as chat gives them")


class CustomizeResult(RootModel[Union[CustomizeApplied, CustomizeClarification, CustomizeAnswered]]):
    pass


@rpc_handler(CustomizeParams, CustomizeResult)
async def customize(params: CustomizeParams, ctx: RequestContext) -> BaseModel:
    # by id: the NormalizedSpec spec/parse made, as is (validated once, there)
    spec = specs_by_id(ctx.state).recall(params.specId) if params.specId is not None else params.spec
    request = CustomizeRequest(
        prompt=params.prompt,
        current_code=params.currentCode,
        spec=spec,
        history=[t.model_dump() for t in params.history],
        tab_id=params.tabId,
    )
    done = await customize_interface(request, ctx.state)
    if done.answered_as == "chat":
        return CustomizeAnswered(message=done.description, suggestions=done.options)
    if done.code is None:
        return CustomizeClarification(question=done.question or "", options=done.options)
    return CustomizeApplied(code=done.code, description=done.description, assumptions=done.assumptions)
