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
        llm=_llm_info(state),
    )


def _llm_info(state) -> LlmInfo:
    describe = state.services.get("llm_info")
    if not callable(describe):
        from copilot_cli.llm.service import install  # no SDK import: that waits for a real call

        describe = install(state)
    return describe()
