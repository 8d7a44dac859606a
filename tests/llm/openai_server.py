"""A real HTTP server on 127.0.0.1 (port 0) that speaks the OpenAI chat-completions wire
format — JSON and SSE streaming ending in `data: [DONE]` — scripted per test.

Each POST /v1/chat/completions takes the next script item (or `default`):

    Stream(["Hel", "lo"], delay_s=0.05)          normal or slow tokens
    Stream([...], stall_after=1)                 sends 1 delta, then nothing (a stall)
    Stream([...], disconnect_after=2)            drops the connection mid-stream
    Stream([...], malformed_after=1)             a `data:` line that is not JSON
    Stream([...], gap_after=2, gap_s=25)         2 deltas, 25 s of silence, then the rest
    Status(429, headers={"Retry-After": "7"})    any status with a JSON error body

It runs on its own thread and loop, so in-process tests, subprocess tests and benchmarks use
it alike. `requests` records each call (body, headers, when it came, when the client closed
the connection); `wait_closed(n)` blocks until request n's connection is closed.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Union


@dataclass
class Stream:
    deltas: list[str]
    delay_s: float = 0.0
    first_delay_s: float = 0.0
    stall_after: int | None = None
    disconnect_after: int | None = None
    malformed_after: int | None = None
    finish: bool = True
    gap_after: int | None = None
    gap_s: float = 0.0
    gate: threading.Event | None = None  # a slow model: nothing is sent until the test opens the gate
    gate_after: int = 0  # ... or nothing past the first gate_after deltas


@dataclass
class Status:
    status: int
    body: dict[str, Any] = field(
        default_factory=lambda: {"error": {"message": "scripted failure", "type": "server_error"}}
    )
    headers: dict[str, str] = field(default_factory=dict)


Item = Union[Stream, Status, Callable[[dict], Stream | Status]]


def text_stream(text: str, piece: int = 12, **kwargs: Any) -> Stream:
    return Stream([text[i : i + piece] for i in range(0, len(text), piece)], **kwargs)


@dataclass
class Seen:
    body: dict[str, Any]
    headers: dict[str, str]
    at: float
    closed_at: float | None = None
    closed: threading.Event = field(default_factory=threading.Event)
    first_byte_at: float | None = None
    sent: int = 0  # deltas written so far
    sent_at_close: int | None = None  # deltas written when the client closed the connection


class OpenAIServer:
    def __init__(self, script: list[Item] | None = None, default: Item | None = None) -> None:
        self.script = list(script or [])
        self.default = default
        self.requests: list[Seen] = []
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.port = 0

    # -- lifecycle ------------------------------------------------------------------------------
    def __enter__(self) -> OpenAIServer:
        self._thread.start()
        self._ready.wait(5)
        return self

    def __exit__(self, *exc: Any) -> None:
        async def shutdown() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shutdown(), self._loop).result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._serve, "127.0.0.1", 0, backlog=512))
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()

    def wait_closed(self, n: int, timeout: float = 5.0) -> float | None:
        """When request n's connection was closed by the client (monotonic), or None."""
        deadline = time.monotonic() + timeout
        while len(self.requests) <= n and time.monotonic() < deadline:
            time.sleep(0.002)
        if len(self.requests) <= n or not self.requests[n].closed.wait(max(0.0, deadline - time.monotonic())):
            return None
        return self.requests[n].closed_at

    # -- one connection -------------------------------------------------------------------------
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await self._serve_one(reader, writer)
        except asyncio.CancelledError:  # the server is shutting down
            writer.transport.abort()

    async def _serve_one(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
            body = json.loads(await reader.readexactly(int(headers.get("content-length", "0"))) or b"{}")
        except (asyncio.IncompleteReadError, ConnectionError, ValueError):
            writer.close()
            return
        seen = Seen(body, headers, time.monotonic())
        with self._lock:
            self.requests.append(seen)
            item = self.script.pop(0) if self.script else self.default
        if callable(item):
            item = item(body)
        watcher = asyncio.ensure_future(self._watch(reader, seen))
        try:
            if item is None:
                item = Status(500, {"error": {"message": "script exhausted"}})
            if isinstance(item, Status):
                await self._status(writer, item)
            elif body.get("stream"):
                await self._sse(writer, item, seen)
            else:
                await self._json(writer, item)
            await writer.drain()
        except ConnectionError:
            pass
        finally:
            if not writer.is_closing():
                writer.close()
            await watcher

    async def _watch(self, reader: asyncio.StreamReader, seen: Seen) -> None:
        try:
            while await reader.read(4096):
                pass
        except ConnectionError:
            pass
        seen.closed_at = time.monotonic()
        seen.sent_at_close = seen.sent
        seen.closed.set()

    async def _status(self, writer: asyncio.StreamWriter, item: Status) -> None:
        payload = json.dumps(item.body).encode()
        extra = "".join(f"{k}: {v}\r\n" for k, v in item.headers.items())
        writer.write(
            f"HTTP/1.1 {item.status} Scripted\r\nContent-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
            f"{extra}Connection: close\r\n\r\n".encode()
            + payload
        )

    async def _json(self, writer: asyncio.StreamWriter, item: Stream) -> None:
        message = {"role": "assistant", "content": "".join(item.deltas)}
        payload = json.dumps(
            {
                "id": "cmpl-1",
                "object": "chat.completion",
                "created": 0,
                "model": "scripted",
                "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            }
        ).encode()
        writer.write(
            f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
            "Connection: close\r\n\r\n".encode()
            + payload
        )

    async def _sse(self, writer: asyncio.StreamWriter, item: Stream, seen: Seen) -> None:
        writer.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
            b"Connection: close\r\n\r\n"
        )
        await writer.drain()

        async def event(data: str) -> None:
            raw = f"data: {data}\n\n".encode()
            writer.write(f"{len(raw):x}\r\n".encode() + raw + b"\r\n")
            await writer.drain()

        if item.first_delay_s:
            await asyncio.sleep(item.first_delay_s)
        for i, delta in enumerate(item.deltas):
            while i == item.gate_after and item.gate is not None and not item.gate.is_set():
                await asyncio.sleep(0.005)
            if item.stall_after is not None and i >= item.stall_after:
                await asyncio.sleep(3600)
            if item.disconnect_after is not None and i >= item.disconnect_after:
                writer.transport.abort()
                return
            if item.malformed_after is not None and i >= item.malformed_after:
                await event("{this is not json")
                continue
            if i and item.delay_s:
                await asyncio.sleep(item.delay_s)
            if item.gap_after is not None and i == item.gap_after:
                await asyncio.sleep(item.gap_s)
            if seen.first_byte_at is None:
                seen.first_byte_at = time.monotonic()
            await event(json.dumps(_chunk({"content": delta} if i else {"role": "assistant", "content": delta})))
            seen.sent += 1
        if item.finish:
            await event(json.dumps(_chunk({}, "stop")))
        await event("[DONE]")
        writer.write(b"0\r\n\r\n")


def _chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "scripted",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
