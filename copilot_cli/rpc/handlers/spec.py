"""`spec/parse`: any API description → `{"spec": NormalizedSpec}` over JSON-RPC.

Params: `{"source": {"text" | "path" | "url": …, "headers"?: {…} (with url)}, "formatHint"?: …}` or `{"document": {…}}`, and
`tabId`: the client tab the spec is loaded into, whose chat and customize are grounded in it from
then on, before any generate (app/services.py).
Failures are -32002 Spec Invalid with `data.errors: [{message, pointer | line/column}]`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

import anyio
from pydantic import BaseModel, ConfigDict, Field, model_validator

from copilot_cli.app import services
from copilot_cli.rpc.handler import RequestContext, rpc_handler
from copilot_cli.spec.by_id import specs_by_id
from copilot_cli.spec.model import NormalizedSpec

FormatHint = Literal["openapi", "swagger", "graphql", "json", "yaml"]


# an HTTP header name (RFC 9110 token)
_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")


class SpecSource(BaseModel):
    """Exactly one of text, path or url."""

    model_config = ConfigDict(extra="forbid")

    text: str | None = Field(None, description="The spec itself: JSON, YAML or GraphQL SDL.")
    path: str | None = Field(None, description="A file on this machine; sibling-file $refs resolve inside its folder.")
    url: str | None = Field(None, description="An http(s) URL, fetched with a size cap and timeout.")
    headers: dict[str, str] | None = Field(
        None,
        description='With url only: request headers for a spec behind auth, e.g. {"Authorization": "Basic …"} (the same credentials as preview --auth). Sent to that URL only (dropped on a redirect to another host), never logged or echoed.',
    )

    @model_validator(mode="after")
    def _exactly_one(self) -> SpecSource:
        given = [k for k in ("text", "path", "url") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(f"give exactly one of text, path or url (got {', '.join(given) or 'none'})")
        if self.url is not None and not self.url.lower().startswith(("http://", "https://")):
            raise ValueError("url must start with http:// or https://")
        if self.headers is not None and self.url is None:
            raise ValueError("headers go with url only")
        for name, value in (self.headers or {}).items():
            if not _TOKEN.fullmatch(name):
                raise ValueError(f"header name {name[:40]!r} is not an HTTP token")
            if any(c in value for c in "\r\n\0"):
                raise ValueError(f"header {name} has a line break in its value")  # the value is never echoed
        return self


class ParseParams(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    source: SpecSource | None = Field(None, description="Where the spec comes from.")
    document: dict[str, Any] | None = Field(
        None,
        description="An already-parsed OpenAPI/Swagger document or GraphQL introspection result (a NormalizedSpec is validated and returned as is).",
    )
    format_hint: FormatHint | None = Field(
        None, alias="formatHint", description="Skip sniffing where content is ambiguous."
    )
    tabId: str | None = Field(
        None,
        description="The client tab the spec is loaded into: that tab's chat and customize are grounded in it "
        "from now on, whether or not generate runs",
    )

    @model_validator(mode="after")
    def _one_input(self) -> ParseParams:
        if (self.source is None) == (self.document is None):
            raise ValueError("give exactly one of source or document")
        return self


class ParseResult(BaseModel):
    spec: NormalizedSpec = Field(description="The normalized spec.")
    specId: str = Field(
        description="Names this spec in later generate/customize requests instead of sending it again (specs outgrow the 1 MiB line cap)."
    )


@rpc_handler(ParseParams, ParseResult)
async def parse(params: ParseParams, ctx: RequestContext) -> dict[str, Any]:
    def work() -> tuple[NormalizedSpec, dict[str, Any]]:
        from copilot_cli.spec import ensure_normalized, load_spec
        from copilot_cli.spec.loaders import load_text, load_url
        from copilot_cli.spec.pipeline import normalize_loaded

        src = params.source
        if params.document is not None:
            spec = ensure_normalized(params.document)  # a raw document, or a NormalizedSpec to re-check
        elif src.path is not None:  # type: ignore[union-attr]
            spec = load_spec(Path(src.path).expanduser(), format_hint=params.format_hint)  # type: ignore[union-attr]
        elif src.url is not None:  # type: ignore[union-attr]
            spec = normalize_loaded(load_url(src.url, params.format_hint, headers=src.headers))  # type: ignore[union-attr]
        else:  # text is always text, even when it looks like a URL
            spec = normalize_loaded(load_text(src.text, format_hint=params.format_hint))  # type: ignore[union-attr,arg-type]
        # plain dict: NormalizedSpec's wire form leaves out nulls, which dump_result would keep.
        # Made for this reply only: the store keeps the model (spec/by_id.py)
        return spec, {"spec": spec.to_wire()}

    spec, result = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    services.ground_tab(ctx.state, params.tabId, spec)
    result["specId"] = specs_by_id(ctx.state).remember(spec)
    return result
