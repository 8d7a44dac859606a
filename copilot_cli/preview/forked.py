"""The mock API of a spec previewed before, built and run in a process of its own, forked from the
preview's.

In one process the mock's build (the spec's models imported, the kept spec unpickled, Faker, the
store, the first list: ~0.4 s of CPU for GitHub REST) took turns on one interpreter lock with
serving the page, so the page's first request for rows waited for all of it. Forked before the
cache is asked (session.py), it runs on the other core meanwhile. The preview holds no parsed spec
then, so the fork copies next to nothing (a first preview stops it at once: see session.py).

The preview's `/mock` mount is a `ForkedApp`: it sends each request (the scope's plain fields and
the body, pickled: both ends are this same code) over a socket pair and answers with what the child
answered. Requests go one at a time, in order, as they did through the one interpreter lock, so the
mock's store sees the same sequence. A request sent before the build is done waits for it; a build
that failed answers 500 with the reason (and logs it), never a hang. The child answers until the
socket closes: the preview closes it at exit and waits for the child briefly (one still building
is stopped). The child ignores SIGINT (Ctrl+C reaches the whole process group; the preview's exit
ends the child) and writes nothing to stdout.
"""

from __future__ import annotations

import asyncio
import atexit
import gc
import logging
import os
import pickle
import signal
import socket
import struct
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from copilot_cli.preview.whole import TEXT, read_body, whole_answer

if TYPE_CHECKING:  # imported by the module's process never: it needs none of Starlette's
    from starlette.types import ASGIApp, Receive, Scope, Send

log = logging.getLogger(__name__)
_LENGTH = struct.Struct("!Q")
# what the mock reads of a request's scope (no app, router or state objects: those stay here)
_SCOPE_KEYS = (
    "type",
    "asgi",
    "http_version",
    "method",
    "scheme",
    "path",
    "raw_path",
    "root_path",
    "app_root_path",
    "query_string",
    "headers",
    "server",
    "client",
)
_GRACE_STEPS = 25  # of 20 ms: how long a closing preview lets its mock's process end by itself


def available() -> bool:
    return hasattr(os, "fork")


class ForkedApp:
    def __init__(self, build: Callable[[], ASGIApp], what: str) -> None:
        """Forks now: the child builds the app, then answers."""
        self._what = what
        ours, theirs = socket.socketpair()
        pid = os.fork()
        if pid == 0:
            ours.close()
            _child(theirs, build, what)  # never returns
        theirs.close()
        self._sock, self.pid = ours, pid
        self._lock = threading.Lock()
        self._closed = False
        atexit.register(self.close)

    def start(self) -> None:
        """Started when forked (PreviewSession calls it as it calls DeferredApp's)."""

    def _exchange(self, request: bytes) -> bytes | None:
        with self._lock:
            if self._closed:
                return None
            try:
                self._sock.sendall(_LENGTH.pack(len(request)) + request)
                return _receive(self._sock)
            except OSError:
                return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        body = await read_body(receive)
        import anyio.to_thread

        request = pickle.dumps(({k: scope[k] for k in _SCOPE_KEYS if k in scope}, body))
        answer = await anyio.to_thread.run_sync(self._exchange, request)
        if answer is None:
            status, headers, payload = 500, TEXT, f"{self._what} stopped (see the log)".encode()
        else:
            status, headers, payload = pickle.loads(answer)
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": payload})

    def stop(self) -> None:
        """End the child at once, built or not (a preview that found it needs no forked mock)."""
        self._closed = True
        self._sock.close()
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass

    def close(self) -> None:
        """End the child: at end of file once its build is done; one still building after a short
        grace is stopped (a preview's exit never waits for a build: Ctrl+C ends it at once, as it did
        the build's daemon thread). A request in flight then answers 500."""
        if self._closed:
            return
        self._closed = True
        try:
            self._sock.shutdown(socket.SHUT_RDWR)  # wakes a request waiting for its answer
        except OSError:
            pass
        self._sock.close()
        for _ in range(_GRACE_STEPS):
            try:
                if os.waitpid(self.pid, os.WNOHANG)[0]:
                    return
            except ChildProcessError:
                return
            time.sleep(0.02)
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass


def _detach() -> None:
    """What a forked child does first: Ctrl+C (which reaches the whole process group) is the
    parent's to handle; the parent's objects are never collected here (their pages stay shared);
    stdin and stdout are not ours (stdout carries the preview's one line)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.freeze()
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)


def _receive(sock: socket.socket) -> bytes | None:
    """One length-prefixed message, or None at end of file."""
    head = _read(sock, _LENGTH.size)
    return None if head is None else _read(sock, _LENGTH.unpack(head)[0])


def _read(sock: socket.socket, size: int) -> bytes | None:
    data = bytearray()
    while len(data) < size:
        chunk = sock.recv(min(size - len(data), 1 << 20))
        if not chunk:
            return None
        data += chunk
    return bytes(data)


def _child(sock: socket.socket, build: Callable[[], ASGIApp], what: str) -> None:
    code = 0
    try:
        _detach()
        _serve(sock, build, what)
    except BaseException:
        log.exception("%s stopped", what)
        code = 1
    finally:
        os._exit(code)


def _serve(sock: socket.socket, build: Callable[[], ASGIApp], what: str) -> None:
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    started = time.perf_counter()
    app: ASGIApp | None = None
    failure = ""
    try:
        app = build()
        log.info("%s is ready (%.2f s, process %d)", what, time.perf_counter() - started, os.getpid())
    except Exception as exc:
        failure = f"{type(exc).__name__}: {exc}"
        log.exception("building %s failed", what)
    while (request := _receive(sock)) is not None:
        scope, body = pickle.loads(request)
        if app is None:
            answer: tuple = (500, TEXT, f"{what} could not be built: {failure}".encode())
        else:
            answer = loop.run_until_complete(whole_answer(app, scope, body))
        data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        sock.sendall(_LENGTH.pack(len(data)) + data)
