"""Overload control for the HTTP face: a cap on requests in flight (`busy`, 503) and an
optional per-client token bucket (`rate_limited`, 429). Both answer at once, before any work,
with Retry-After, so an overloaded server sheds load instead of queueing without bound.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass

from copilot_cli.workspace.errors import WorkspaceError


@dataclass
class _Bucket:
    tokens: float
    updated: float


class Admission:
    """Single event loop only (no locks): the HTTP app calls enter/leave around each request."""

    def __init__(
        self, max_inflight: int = 64, rate_per_s: float = 0.0, burst: int | None = None, max_clients: int = 10_000
    ) -> None:
        self.max_inflight = max_inflight
        self.rate_per_s = rate_per_s
        self.burst = float(burst if burst is not None else max(1, int(rate_per_s * 2)))
        self.max_clients = max_clients
        self.inflight = 0
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()

    def enter(self, client: str) -> None:
        if self.rate_per_s > 0:
            self._take_token(client)
        if self.inflight >= self.max_inflight:
            raise WorkspaceError(
                "busy", f"{self.inflight} requests in flight (limit {self.max_inflight}); retry with backoff"
            )
        self.inflight += 1

    def leave(self) -> None:
        self.inflight -= 1

    def _take_token(self, client: str) -> None:
        now = time.monotonic()
        bucket = self._buckets.pop(client, None) or _Bucket(self.burst, now)
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.updated) * self.rate_per_s)
        bucket.updated = now
        self._buckets[client] = bucket  # most recently used last
        while len(self._buckets) > self.max_clients:
            self._buckets.popitem(last=False)
        if bucket.tokens < 1:
            raise WorkspaceError(
                "rate_limited", f"more than {self.rate_per_s:g} requests per second; retry with backoff"
            )
        bucket.tokens -= 1
