"""The provider interface: one streaming chat completion, and the ways it can fail.

    Provider.stream(request) -> AsyncIterator[str]   the text deltas, in order

A provider raises only `UpstreamError` (retryable or not) or `UpstreamRateLimited`; the
retry policy (retry.py) and the method faces decide what a failure becomes on the wire.
Cancellation (a `$/cancelRequest`, a deadline) is anyio's: it propagates into the provider,
which must close its upstream stream on the way out.

`ScriptedProvider` is the in-memory implementation for unit tests: each call takes the next
scripted reply (text, a list of deltas, or an exception to raise).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, Union

import anyio


@dataclass
class Message:
    role: Literal["system", "user", "assistant"]
    content: str


@dataclass
class CompletionRequest:
    messages: list[Message]
    json_mode: bool = False  # ask for a JSON object (response_format) — customize and chat
    max_tokens: int | None = None
    temperature: float = 0.2


class UpstreamError(Exception):
    """The endpoint failed: connection refused/reset, 5xx, a broken or stalled stream."""

    def __init__(self, reason: str, *, retryable: bool = True, status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable
        self.status = status


class UpstreamRateLimited(UpstreamError):
    """HTTP 429: answered as -32004 with the endpoint's Retry-After, never retried here."""

    def __init__(self, retry_after_ms: int, reason: str = "the LLM endpoint is rate limiting") -> None:
        super().__init__(reason, retryable=False, status=429)
        self.retry_after_ms = retry_after_ms


class Provider(Protocol):
    name: str
    model: str

    def stream(self, request: CompletionRequest) -> AsyncIterator[str]: ...


Reply = Union[str, Sequence[str], BaseException]


@dataclass
class ScriptedProvider:
    """Replies in order; `requests` records what was asked. A str reply streams in 16-char pieces."""

    replies: list[Reply]
    delay_s: float = 0.0  # between deltas: a slow model
    name: str = "scripted"
    model: str = "scripted-model"
    requests: list[CompletionRequest] = field(default_factory=list)

    async def stream(self, request: CompletionRequest) -> AsyncIterator[str]:
        self.requests.append(request)
        if not self.replies:
            raise UpstreamError("script exhausted", retryable=False)
        reply = self.replies.pop(0)
        if isinstance(reply, BaseException):
            raise reply
        parts = [reply[i : i + 16] for i in range(0, len(reply), 16)] if isinstance(reply, str) else list(reply)
        for part in parts:
            if self.delay_s:
                await anyio.sleep(self.delay_s)
            yield part
