"""An ASGI app built in a background thread while the preview already serves its page.

The mock API is not needed until the page has loaded the runtime, fetched and evaluated App.jsx
and asks for its first rows: building it meanwhile (faker's import, the seeded store) overlaps
with the browser's work instead of delaying the URL. A request that comes first waits for it; a
build that failed answers 500 with the reason (and logs it), never a hang.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

import anyio.to_thread
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

log = logging.getLogger(__name__)


class DeferredApp:
    def __init__(self, build: Callable[[], ASGIApp], what: str, then: Callable[[], None] | None = None) -> None:
        """`then` runs in the same thread once the app serves (work nobody waits for)."""
        self._build = build
        self._then = then
        self._what = what
        self._app: ASGIApp | None = None
        self._failure = ""
        self._done = threading.Event()
        self._settled = threading.Event()
        threading.Thread(target=self._run, name=f"build {what}", daemon=True).start()

    def _run(self) -> None:
        started = time.perf_counter()
        try:
            self._app = self._build()
            log.info("%s is ready (%.2f s)", self._what, time.perf_counter() - started)
        except Exception as exc:
            self._failure = f"{type(exc).__name__}: {exc}"
            log.exception("building %s failed", self._what)
        finally:
            self._done.set()
        if self._then is not None and self._app is not None:
            try:
                self._then()
            except Exception:
                log.exception("after building %s", self._what)
        self._settled.set()

    def ready(self, timeout: float | None = None) -> bool:
        """True once built (or failed); waits up to `timeout` seconds."""
        return self._done.wait(timeout)

    def settled(self, timeout: float | None = None) -> bool:
        """True once `then` has run too; waits up to `timeout` seconds."""
        return self._settled.wait(timeout)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not self._done.is_set():
            await anyio.to_thread.run_sync(self._done.wait)
        if self._app is None:
            response = PlainTextResponse(f"{self._what} could not be built: {self._failure}", status_code=500)
            await response(scope, receive, send)
            return
        await self._app(scope, receive, send)
