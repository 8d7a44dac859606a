"""A streaming LLM request that is still receiving tokens is alive: its deadline moves.

The face that owns a request's deadline (rpc/server.py) puts a `Liveness` in the request's
context; the engine reports every delta (`tokens_arrived`). Each report moves the deadline to
"now + the silence a stream may have" (the stall timeout plus a grace for the fallback to
run), never past "start + the maximum" (COPILOT_LLM_MAX_S), and never earlier than it was. So
the seed's table stays the deadline of a request whose model is silent, a model that streams
for three minutes is not cut at 60 s, and one that goes silent fails at the stall timeout
(llm/openai_provider.py) instead of hanging.

Inner deadlines that must move with it (generate's own "send the template before the
deadline" margin) `follow` it. Without a Liveness (a library call, a test) nothing moves.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import anyio


@dataclass
class Liveness:
    """One request's deadline as it moves. `scope` is the request's cancel scope (its deadline is
    the request's); `started` is when it started running (anyio time)."""

    scope: Any
    started: float
    tokens: int = 0
    first_token_at: float | None = None  # wall clock, for progress figures
    followers: list[tuple[Any, float]] = field(default_factory=list)  # (cancel scope, margin s)
    on_progress: Callable[[Liveness], None] | None = None  # the face tells its client (throttled there)
    calls: int = 0  # LLM calls open now: while one waits for its first token the face sends heartbeats

    def alive(self, silence_s: float, max_s: float, count: int = 1) -> None:
        self.tokens += count
        if self.first_token_at is None:
            self.first_token_at = time.monotonic()
        now = anyio.current_time()
        if self.on_progress is not None:
            self.on_progress(self)
        target = min(self.started + max_s, now + silence_s)
        if target <= self.scope.deadline:
            return
        self.scope.deadline = target
        for follower, margin in self.followers:
            follower.deadline = max(follower.deadline, target - margin)

    @property
    def deadline(self) -> float:
        return self.scope.deadline


_current: ContextVar[Liveness | None] = ContextVar("copilot_llm_liveness", default=None)


@contextlib.contextmanager
def watching(scope: Any, started: float, on_progress: Callable[[Liveness], None] | None = None) -> Iterator[Liveness]:
    """The request running inside this block may move `scope`'s deadline by streaming tokens."""
    live = Liveness(scope, started, on_progress=on_progress)
    token = _current.set(live)
    try:
        yield live
    finally:
        _current.reset(token)


def current() -> Liveness | None:
    return _current.get()


def tokens_arrived(silence_s: float, max_s: float, count: int = 1) -> None:
    live = _current.get()
    if live is not None:
        live.alive(silence_s, max_s, count)


@contextlib.contextmanager
def calling() -> Iterator[None]:
    """An LLM call is open (the engine's attempt): the face may tell its client the request is
    waiting on the model, even before a first token (a CPU model reads its prompt for minutes)."""
    live = _current.get()
    if live is None:
        yield
        return
    live.calls += 1
    try:
        yield
    finally:
        live.calls -= 1


@contextlib.contextmanager
def follow(scope: Any, margin: float) -> Iterator[None]:
    """`scope`'s deadline stays `margin` seconds before the request's as that one moves."""
    live = _current.get()
    if live is None:
        yield
        return
    entry = (scope, margin)
    live.followers.append(entry)
    try:
        yield
    finally:
        live.followers.remove(entry)
