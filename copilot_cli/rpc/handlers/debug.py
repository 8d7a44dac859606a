"""Diagnostic methods, served only with `--debug-methods` (or COPILOT_DEBUG_METHODS=1).

They exist so people, contract fixtures and benchmarks can exercise the server's machinery
(echo round trips, deadlines, cancellation, streaming order) without a real workload.
"""

from __future__ import annotations

import time
from typing import Any

import anyio
from pydantic import BaseModel, ConfigDict, Field

from copilot_cli.rpc.handler import RequestContext, rpc_handler


class EchoParams(BaseModel):
    model_config = ConfigDict(extra="allow")


@rpc_handler(EchoParams)
async def echo(params: EchoParams, ctx: RequestContext) -> dict[str, Any]:
    """Returns its params unchanged."""
    return params.model_dump()


class SleepParams(BaseModel):
    ms: int = Field(ge=0, le=600_000, description="How long to sleep, in milliseconds")


@rpc_handler(SleepParams)
async def sleep(params: SleepParams, ctx: RequestContext) -> dict[str, Any]:
    await anyio.sleep(params.ms / 1000)
    return {"sleptMs": params.ms}


class StreamParams(BaseModel):
    parts: list[str] = Field(description="Chunks to stream, in order")
    delayMs: int = Field(0, ge=0, le=10_000, description="Pause before each chunk")


class StreamResult(BaseModel):
    code: str


@rpc_handler(StreamParams, StreamResult)
async def stream(params: StreamParams, ctx: RequestContext) -> StreamResult:
    for part in params.parts:
        if params.delayMs:
            await anyio.sleep(params.delayMs / 1000)
        await ctx.stream.send(part)
    await ctx.stream.finish()
    return StreamResult(code="".join(params.parts))


class FailParams(BaseModel):
    kind: str = Field("bug", description='"bug" raises a plain exception; "nan" returns NaN')


@rpc_handler(FailParams)
async def fail(params: FailParams, ctx: RequestContext) -> dict[str, Any]:
    if params.kind == "nan":
        return {"value": float("nan")}
    raise RuntimeError("secret internal detail that must not reach the client")


class SpinParams(BaseModel):
    ms: int = Field(ge=0, le=600_000, description="How long to keep a worker thread busy, in milliseconds")
    abandonOnCancel: bool = Field(
        True, description="false: cancelling waits for the thread (a worker that never yields)"
    )


@rpc_handler(SpinParams)
async def spin(params: SpinParams, ctx: RequestContext) -> dict[str, Any]:
    """CPU work in a worker thread, in pure Python: the event loop must keep answering, and exit
    must end the process even when the thread does not stop."""
    await anyio.to_thread.run_sync(_spin, params.ms / 1000, abandon_on_cancel=params.abandonOnCancel)
    return {"spunMs": params.ms}


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    n = 0
    while time.monotonic() < end:
        n += 1
