"""`generate` over JSON-RPC (seed 004): params {spec | specId, format, theme, options, tabId?},
result exactly {code, componentCount, description}; the code streams as `stream/chunk`s.

The runtime part of the module is the same for every API, so it streams at once, before the
spec is even normalized; the API-specific sections follow as the renderer produces them.
If the spec then turns out invalid, the stream is closed (one empty `done` chunk) and the
reply is -32002; any other failure is -32000 with a reason.
"""

from __future__ import annotations

import logging
from typing import Any, Literal

import anyio
from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator

from copilot_cli import errors
from copilot_cli.rpc.handler import RequestContext, rpc_handler
from copilot_cli.spec.store import spec_store
from copilot_cli.ui.generate import FORMATS, describe, dynamic_sections, plan_for
from copilot_cli.ui.render import component_count, static_sections

log = logging.getLogger("copilot_cli.ui")


class GenerateOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    layout: Literal["default", "sidebar", "topnav", "compact"] = Field("default", description="Page layout: sidebar navigation (default/sidebar), top tabs, or compact")
    includeAuth: bool = Field(True, description="Show the auth panel and send credentials as the spec says")
    pagination: bool = Field(True, description="Follow the detected pagination in lists")


class GenerateParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    spec: dict[str, Any] | None = Field(None, description="A NormalizedSpec (wire form) or a raw OpenAPI/Swagger/GraphQL-introspection document")
    specId: str | None = Field(None, description="Instead of `spec`: the specId a spec/parse answered with (for specs over the 1 MiB line cap)")

    @model_validator(mode="after")
    def _one_spec(self) -> "GenerateParams":
        if (self.spec is None) == (self.specId is None):
            raise ValueError("give exactly one of spec or specId")
        return self
    format: str = Field("react", description='Output format; only "react"')
    theme: Literal["light", "dark"] = Field("light", description="Initial theme (the UI can switch)")
    options: GenerateOptions = Field(default_factory=GenerateOptions)
    tabId: str | None = Field(None, description="The client tab this interface belongs to")


class GenerateResult(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(description="The whole React module (the stream/chunk parts joined)")
    componentCount: int = Field(description="React components defined in the module")
    description: str = Field(description='One sentence, e.g. "Generated interface with 8 endpoints, data tables, and detail views"')
    streamReplaced: bool | None = Field(None, description="LLM path only, when true: a streamed draft was replaced "
                                        "(it failed the parse check or its stream broke); use `code`, not the chunks. Absent otherwise")

    @model_serializer(mode="wrap")
    def _omit_stream_replaced(self, handler):  # no return annotation: keeps the exported schema
        data = handler(self)
        if data.get("streamReplaced") is None:
            data.pop("streamReplaced", None)  # offline results stay exactly the seed's shape
        return data


@rpc_handler(GenerateParams, GenerateResult)
async def generate(params: GenerateParams, ctx: RequestContext) -> GenerateResult:
    if params.format not in FORMATS:
        raise errors.InvalidParams(
            f"unsupported format {params.format!r}; supported formats: {', '.join(FORMATS)}",
            {"field": "format", "supportedFormats": list(FORMATS)},
        )
    if params.specId is not None:
        params.spec = spec_store(ctx.state).recall(params.specId)
    from copilot_cli.llm.service import engine as llm_engine

    llm = llm_engine(ctx.state)
    if llm is not None:  # an LLM is configured: it writes the API-specific part (copilot_cli/llm/generate.py)
        from copilot_cli.llm.generate import generate as generate_with_llm

        return await generate_with_llm(llm, params, ctx)
    for section in static_sections():
        await ctx.stream.send(section)
    options = dict(theme=params.theme, layout=params.options.layout,
                   include_auth=params.options.includeAuth, pagination=params.options.pagination)
    try:
        plan = await anyio.to_thread.run_sync(lambda: plan_for(params.spec, **options), abandon_on_cancel=True)
        sections = await anyio.to_thread.run_sync(lambda: list(dynamic_sections(plan)), abandon_on_cancel=True)
    except errors.CopilotError:
        await ctx.stream.finish()
        raise
    except Exception as exc:  # a bug in planning/rendering: logged on stderr, never leaked; keep serving
        await ctx.stream.finish()
        log.exception("generation failed")
        raise errors.GenerationFailed("generation failed: an internal error in planning or rendering (details in the log)") from exc
    for section in sections[:-1]:
        await ctx.stream.send(section)
    await ctx.stream.finish(sections[-1])
    code = ctx.stream.text
    if params.tabId:  # customize and chat of this tab start from this interface
        from copilot_cli.rpc.handlers.assist import remember_generation

        remember_generation(ctx, params.tabId, params.spec, plan, code)
    return GenerateResult(code=code, componentCount=component_count(code), description=describe(plan))
