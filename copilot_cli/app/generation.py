"""The `generate` use case: spec → plan → code, offline or with the LLM writing the API-specific
part (app/generation_llm.py), streamed section by section.

The runtime part of the module is the same for every API, so offline it streams at once, before
the spec is even normalized; the API-specific sections follow as the renderer produces them. If
the spec then turns out invalid, SpecInvalid propagates; any other exception is a bug, which the
face logs and answers with the method's failure code (after closing the stream).

`stream` is anything with `send(text)`, `finish(text="")`, `text` and `enabled` (the JSON-RPC
face's ChunkStream); `state` is the process's service registry (app/services.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import anyio

from copilot_cli.app import services
from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui.interface import describe, dynamic_sections, plan_for
from copilot_cli.ui.render import component_count, static_sections


@dataclass(frozen=True)
class GenerateRequest:
    spec: NormalizedSpec | dict[str, Any]  # a model when named by specId (spec/by_id.py), else as sent
    theme: str = "light"
    layout: str = "default"
    include_auth: bool = True
    pagination: bool = True
    tab_id: str | None = None

    def plan_options(self) -> dict[str, Any]:
        return dict(theme=self.theme, layout=self.layout, include_auth=self.include_auth, pagination=self.pagination)


@dataclass(frozen=True)
class Generation:
    code: str
    component_count: int
    description: str
    stream_replaced: bool = False  # LLM path: the streamed draft was replaced (use `code`, not the chunks)
    author: str | None = None  # LLM path: whose code — "model", "model-repaired" or "template" (generation_llm.py)
    author_why: str = ""


async def generate(request: GenerateRequest, state: Any, stream: Any) -> Generation:
    engine = services.llm_engine(state)
    if engine is not None:  # an LLM is configured: it writes the API-specific part
        from copilot_cli.app.generation_llm import generate_with_llm

        return await generate_with_llm(engine, request, state, stream)
    for section in static_sections():
        await stream.send(section)
    # On failure the face closes the stream (its `done` chunk) before the error reply.
    plan = await anyio.to_thread.run_sync(
        lambda: plan_for(request.spec, **request.plan_options()), abandon_on_cancel=True
    )
    sections = await anyio.to_thread.run_sync(lambda: list(dynamic_sections(plan)), abandon_on_cancel=True)
    for section in sections[:-1]:
        await stream.send(section)
    await stream.finish(sections[-1])
    code = stream.text
    if request.tab_id:
        services.remember_generation(state, request.tab_id, request.spec, plan, code)
    return Generation(code=code, component_count=component_count(code), description=describe(plan))
