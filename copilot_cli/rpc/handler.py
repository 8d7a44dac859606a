"""What a method handler sees: its validated params and a RequestContext.

A handler is an async function `(params: ParamsModel, ctx: RequestContext) -> result`,
declared with `@rpc_handler(ParamsModel, ResultModel)`. It lives in its core's package and
is named in `copilot_cli/rpc/methods.py`, which imports it only on the first call, so
start-up stays light. Raise an error from `copilot_cli.errors` to fail; anything else is an
internal error. CPU-heavy work belongs in `anyio.to_thread.run_sync` so the reader and the
other requests keep moving.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel

from copilot_cli.rpc.stream import ChunkStream

P = TypeVar("P", bound=BaseModel)


@dataclass
class ServerState:
    """Process-wide state handlers may read: what the client said in `initialize`, the
    settings, and lazily created services (session stores, indexes) keyed by name."""

    client_streaming: bool = True
    client_info: dict[str, Any] = field(default_factory=dict)
    settings: Any = None
    method_names: list[str] = field(default_factory=list)
    services: dict[str, Any] = field(default_factory=dict)

    def service(self, name: str, factory: Callable[[], Any]) -> Any:
        """The named service, created by `factory` on first use."""
        if name not in self.services:
            self.services[name] = factory()
        return self.services[name]


@dataclass
class RequestContext:
    request_id: int | str | None
    method: str
    stream: ChunkStream
    state: ServerState


class Handler(Protocol):
    params_model: type[BaseModel]
    result_model: type[BaseModel] | None

    def __call__(self, params: Any, ctx: RequestContext) -> Awaitable[Any]: ...


def rpc_handler(params_model: type[P], result_model: type[BaseModel] | None = None):
    """Mark an async function as a method handler with its params and result models.

    The models are what `scripts/export_schemas.py` exports to `contracts/schema/`."""

    def mark(fn: Callable[[P, RequestContext], Awaitable[Any]]) -> Handler:
        fn.params_model = params_model  # type: ignore[attr-defined]
        fn.result_model = result_model  # type: ignore[attr-defined]
        return fn  # type: ignore[return-value]

    return mark


def dump_result(result: Any) -> Any:
    """A handler's return value as plain JSON data (models by alias, None kept: the protocol
    has meaningful nulls such as a clarification's `code: null`)."""
    if isinstance(result, BaseModel):
        return result.model_dump(mode="json", by_alias=True)
    return result
