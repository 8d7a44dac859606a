"""`stream/chunk` notifications for one request.

Invariants the protocol's client relies on (tested, and replayed from contracts/):
- `index` starts at 0 and grows by one;
- exactly one chunk has `done: true`, and it is the last;
- every chunk precedes the request's response (the server's single writer is FIFO and the
  response is queued only after the handler returns);
- for code-producing methods the chunks concatenate to the result's `code`.
If the client said `capabilities.streaming: false`, nothing is sent at all.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

Send = Callable[[dict[str, Any]], Awaitable[None]]


class ChunkStream:
    def __init__(self, request_id: int | str | None, send: Send, enabled: bool = True) -> None:
        self._request_id = request_id
        self._send = send
        self.enabled = enabled
        self._index = 0
        self.done = False
        self.parts: list[str] = []

    @property
    def started(self) -> bool:
        return self._index > 0

    @property
    def text(self) -> str:
        """Everything streamed so far (also kept when streaming is disabled)."""
        return "".join(self.parts)

    async def send(self, chunk: str) -> None:
        """Stream one part. Empty parts are skipped: they tell the client nothing."""
        if self.done:
            raise RuntimeError("stream already finished")
        if chunk:
            await self._emit(chunk, done=False)

    async def finish(self, last: str = "") -> None:
        """Send the final chunk (`done: true`). Safe to call twice; the second is a no-op."""
        if not self.done:
            await self._emit(last, done=True)

    async def _emit(self, chunk: str, *, done: bool) -> None:
        self.parts.append(chunk)
        self.done = done
        if not self.enabled:
            return
        index = self._index
        self._index += 1
        await self._send(
            {
                "jsonrpc": "2.0",
                "method": "stream/chunk",
                "params": {"requestId": self._request_id, "chunk": chunk, "done": done, "index": index},
            }
        )
