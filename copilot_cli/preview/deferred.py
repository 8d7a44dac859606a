"""An ASGI app built in a background thread while the preview already serves its page.

The mock API is not needed until the page has loaded the runtime, fetched and evaluated App.jsx
and asks for its first rows: building it meanwhile (faker's import, the seeded store) overlaps
with the browser's work instead of delaying the URL. `copilot-cli preview` starts the build once
its URL is printed (`start`): started before, the build shares the one interpreter lock with
uvicorn's import and start-up and the URL comes later, while the build itself is no sooner done.
A request, `ready` or `settled` starts it too if nobody has. A request that comes first waits for
it; a build that failed answers 500 with the reason (and logs it), never a hang.

What runs after the build (`then`: keeping the parsed spec for the next preview) runs in a thread
the interpreter waits for at exit: a preview stopped right after its first rows showed still
leaves the spec kept (Graph's takes ~2 s to pickle; stopped before, the next preview parsed again).
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
    def __init__(
        self, build: Callable[[], ASGIApp], what: str, then: Callable[[], None] | None = None, *, start: bool = True
    ) -> None:
        """`then` runs once the app is built, in a thread of its own that exit waits for (nobody else does).
        `start=False`: the build waits for `start()` (or the first request, `ready` or `settled`)."""
        self._build = build
        self._then = then
        self._what = what
        self._app: ASGIApp | None = None
        self._failure = ""
        self._done = threading.Event()
        self._settled = threading.Event()
        self._started = False
        self._lock = threading.Lock()
        if start:
            self.start()

    def start(self) -> None:
        """Start the build (once; later calls do nothing)."""
        with self._lock:
            if self._started:
                return
            self._started = True
        threading.Thread(target=self._run, name=f"build {self._what}", daemon=True).start()

    def _run(self) -> None:
        started = time.perf_counter()
        try:
            self._app = self._build()
            log.info("%s is ready (%.2f s)", self._what, time.perf_counter() - started)
            if self._then is not None:
                # started before the app is announced ready, so an exit that follows finds it and waits
                # (this build thread is a daemon: Ctrl+C never waits for the build itself)
                threading.Thread(target=self._run_then, name=f"after {self._what}", daemon=False).start()
        except Exception as exc:
            self._failure = f"{type(exc).__name__}: {exc}"
            log.exception("building %s failed", self._what)
        finally:
            if self._then is None or self._app is None or self._failure:
                self._settled.set()
            self._done.set()

    def _run_then(self) -> None:
        try:
            self._then()  # type: ignore[misc]
        except Exception:
            log.exception("after building %s", self._what)
        finally:
            self._settled.set()

    def ready(self, timeout: float | None = None) -> bool:
        """True once built (or failed); waits up to `timeout` seconds."""
        self.start()
        return self._done.wait(timeout)

    def settled(self, timeout: float | None = None) -> bool:
        """True once `then` has run too; waits up to `timeout` seconds."""
        self.start()
        return self._settled.wait(timeout)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not self._done.is_set():
            self.start()
            await anyio.to_thread.run_sync(self._done.wait)
        if self._app is None:
            response = PlainTextResponse(f"{self._what} could not be built: {self._failure}", status_code=500)
            await response(scope, receive, send)
            return
        await self._app(scope, receive, send)
