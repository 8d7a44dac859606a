"""`initialize`: the handshake. Other methods work before it too (people test by hand)."""

from __future__ import annotations

from copilot_cli import __version__
from copilot_cli.rpc.handler import RequestContext, rpc_handler
from copilot_cli.rpc.models import InitializeParams, InitializeResult, LlmInfo, ServerCapabilities

SPEC_FORMATS = ["openapi3", "swagger2", "graphql"]


@rpc_handler(InitializeParams, InitializeResult)
async def initialize(params: InitializeParams, ctx: RequestContext) -> InitializeResult:
    state = ctx.state
    state.client_streaming = params.capabilities.streaming
    state.client_info = {"name": params.clientName, "version": params.clientVersion}
    if params.workspaceRoot:
        state.services["workspace_root"] = params.workspaceRoot
    names = state.method_names
    return InitializeResult(
        serverName="copilot-cli",
        serverVersion=__version__,
        capabilities=ServerCapabilities(
            codeGeneration="generate" in names,
            customization="customize" in names,
            streaming=True,
        ),
        specFormats=SPEC_FORMATS,
        methods=sorted(names),
        llm=llm_info(state),
    )


def llm_info(state) -> LlmInfo:
    """What `initialize` reports of the LLM (building the engine imports no SDK: that waits for a call)."""
    from copilot_cli.app.services import llm_engine

    active = llm_engine(state)
    return LlmInfo(mode="openai", model=active.provider.model) if active else LlmInfo(mode="offline")
