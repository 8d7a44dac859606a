"""Per-path serialization, in threads (the core) and in the event loop (the HTTP face).

The core holds a `KeyedLock` around every operation on one path so a library caller gets the
same guarantees as an HTTP client. The HTTP face also queues requests on an `AsyncKeyedLock`
first, so fifty clients waiting for one hot file wait in the event loop instead of occupying
fifty worker threads. Both give up after a deadline: a path held too long means `busy`.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

from copilot_cli.workspace.errors import WorkspaceError


def _busy(key: str) -> WorkspaceError:
    return WorkspaceError("busy", f"path {key!r} is locked by other requests; retry with backoff")


class KeyedLock:
    """A lock per key, created on demand and dropped when nobody holds or waits for it."""

    def __init__(self, timeout_s: float = 10.0) -> None:
        self.timeout_s = timeout_s
        self._guard = threading.Lock()
        self._locks: dict[str, tuple[threading.Lock, int]] = {}

    @contextmanager
    def hold(self, key: str) -> Iterator[None]:
        with self._guard:
            lock, users = self._locks.get(key, (threading.Lock(), 0))
            self._locks[key] = (lock, users + 1)
        try:
            if not lock.acquire(timeout=self.timeout_s):
                raise _busy(key)
            try:
                yield
            finally:
                lock.release()
        finally:
            with self._guard:
                lock, users = self._locks[key]
                if users == 1:
                    del self._locks[key]
                else:
                    self._locks[key] = (lock, users - 1)


class AsyncKeyedLock:
    """The event-loop twin of KeyedLock (one loop only)."""

    def __init__(self, timeout_s: float = 10.0) -> None:
        self.timeout_s = timeout_s
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        lock, users = self._locks.get(key, (asyncio.Lock(), 0))
        self._locks[key] = (lock, users + 1)
        try:
            if lock.locked():  # only a queued request pays for a timed wait
                try:
                    await asyncio.wait_for(lock.acquire(), self.timeout_s)
                except TimeoutError:
                    raise _busy(key) from None
            else:
                await lock.acquire()
            try:
                yield
            finally:
                lock.release()
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)
