"""`generate` over JSON-RPC (seed 004): params {spec | specId, format, theme, options, tabId?},
result exactly {code, componentCount, description} (with an LLM also `author`); the code streams as `stream/chunk`s.

The use case is app/generation.py. An invalid spec is -32002; a bug is -32000 (rpc/wire_errors.py).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator

from copilot_cli import errors
from copilot_cli.app.generation import GenerateRequest
from copilot_cli.app.generation import generate as generate_interface
from copilot_cli.rpc.handler import RequestContext, rpc_handler
from copilot_cli.spec.by_id import specs_by_id
from copilot_cli.ui.interface import FORMATS


class GenerateOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    layout: Literal["default", "sidebar", "topnav", "compact"] = Field(
        "default", description="Page layout: sidebar navigation (default/sidebar), top tabs, or compact"
    )
    includeAuth: bool = Field(True, description="Show the auth panel and send credentials as the spec says")
    pagination: bool = Field(True, description="Follow the detected pagination in lists")


class GenerateParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    spec: dict[str, Any] | None = Field(
        None, description="A NormalizedSpec (wire form) or a raw OpenAPI/Swagger/GraphQL-introspection document"
    )
    specId: str | None = Field(
        None, description="Instead of `spec`: the specId a spec/parse answered with (for specs over the 1 MiB line cap)"
    )

    @model_validator(mode="after")
    def _one_spec(self) -> GenerateParams:
        if (self.spec is None) == (self.specId is None):
            raise ValueError("give exactly one of spec or specId")
        return self

    format: str = Field("react", description='Output format; only "react"')
    theme: Literal["light", "dark"] = Field("light", description="Initial theme (the UI can switch)")
    options: GenerateOptions = Field(default_factory=GenerateOptions)
    tabId: str | None = Field(None, description="The client tab this interface belongs to")


class Author(BaseModel):
    model_config = ConfigDict(extra="forbid")
    by: Literal["model", "model-repaired", "template"] = Field(
        description="model: every choice the model made passed the checks and is in the code; model-repaired: "
        "some were left out (the template's choice there) or read anew; template: none was kept"
    )
    why: str = Field(description="What the model wrote, and what was left out and why; or why nothing was kept")


class GenerateResult(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(description="The whole React module (the stream/chunk parts joined)")
    componentCount: int = Field(description="React components defined in the module")
    description: str = Field(
        description='One sentence, e.g. "Generated interface with 8 endpoints, data tables, and detail views"'
    )
    streamReplaced: bool | None = Field(
        None,
        description="LLM path only, when true: a streamed draft was replaced "
        "(it failed the parse check or its stream broke); use `code`, not the chunks. Absent otherwise",
    )

    author: Author | None = Field(
        None,
        description="LLM path only: whose code this is — the model's checked choices, some of them left out "
        "or read anew (model-repaired), or the template's — and why. Absent offline",
    )

    @model_serializer(mode="wrap")
    def _omit_llm_only(self, handler):  # no return annotation: keeps the exported schema
        data = handler(self)
        for key in ("streamReplaced", "author"):
            if data.get(key) is None:
                data.pop(key, None)  # offline results stay exactly the seed's shape
        return data


@rpc_handler(GenerateParams, GenerateResult)
async def generate(params: GenerateParams, ctx: RequestContext) -> GenerateResult:
    if params.format not in FORMATS:
        raise errors.InvalidParams(
            f"unsupported format {params.format!r}; supported formats: {', '.join(FORMATS)}",
            {"field": "format", "supportedFormats": list(FORMATS)},
        )
    # by id: the NormalizedSpec spec/parse made, as is (validated once, there)
    spec = specs_by_id(ctx.state).recall(params.specId) if params.specId is not None else params.spec
    request = GenerateRequest(
        spec=spec,  # type: ignore[arg-type]  # exactly one is given (GenerateParams._one_spec)
        theme=params.theme,
        layout=params.options.layout,  # type: ignore[arg-type]
        include_auth=params.options.includeAuth,
        pagination=params.options.pagination,
        tab_id=params.tabId,
    )
    done = await generate_interface(request, ctx.state, ctx.stream)
    return GenerateResult(
        code=done.code,
        componentCount=done.component_count,
        description=done.description,
        streamReplaced=True if done.stream_replaced else None,
        author=Author(by=done.author, why=done.author_why) if done.author else None,
    )
