"""An in-memory client for the RpcServer: bytes go in through a memory stream, lines come out
through another, decoded. No subprocess, no pipes."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio

from copilot_cli.rpc.methods import MethodSpec, default_methods
from copilot_cli.rpc.server import RpcServer, ServerSettings


class MemoryPeer:
    def __init__(self, server: RpcServer, to_server, from_server) -> None:
        self.server = server
        self._to_server = to_server
        self._from_server = from_server
        self.stop_reason: str | None = None

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_raw(json.dumps(message).encode() + b"\n")

    async def send_raw(self, data: bytes) -> None:
        await self._to_server.send(data)

    async def close_input(self) -> None:
        await self._to_server.aclose()

    async def receive(self) -> dict[str, Any]:
        with anyio.fail_after(5):
            line = await self._from_server.receive()
        assert line.endswith(b"\n") and line.count(b"\n") == 1, line
        return json.loads(line)

    async def receive_or_none(self) -> dict[str, Any] | None:
        """The next message, or None once the server has closed its output."""
        try:
            return await self.receive()
        except anyio.EndOfStream:
            return None

    async def receive_reply(self, request_id: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """Messages up to and including the reply to `request_id` (chunks, other replies)."""
        seen = []
        while True:
            message = await self.receive()
            seen.append(message)
            if "method" not in message and message.get("id") == request_id:
                return seen, message

    async def request(self, request_id: Any, method: str, params: dict | None = None) -> dict[str, Any]:
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        await self.send(message)
        return (await self.receive_reply(request_id))[1]


@asynccontextmanager
async def memory_peer(
    settings: ServerSettings | None = None, extra_methods: list[MethodSpec] | None = None
) -> AsyncIterator[MemoryPeer]:
    methods = default_methods(debug=bool(settings and settings.debug_methods))
    for spec in extra_methods or []:
        methods[spec.name] = spec
    to_server_send, to_server_receive = anyio.create_memory_object_stream[bytes](100)
    out_send, out_receive = anyio.create_memory_object_stream[bytes](10_000)

    async def sink(data: bytes) -> None:
        await out_send.send(data)

    server = RpcServer(sink, settings, methods)
    peer = MemoryPeer(server, to_server_send, out_receive)

    async def chunks():
        async with to_server_receive:
            async for data in to_server_receive:
                yield data

    async def run() -> None:
        peer.stop_reason = await server.serve(chunks())
        await out_send.aclose()

    async with anyio.create_task_group() as tg:
        tg.start_soon(run)
        yield peer
        await to_server_send.aclose()
