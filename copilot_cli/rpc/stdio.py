"""The server on real stdin/stdout.

- The wire goes to a private duplicate of fd 1; fd 1 itself and `sys.stdout` are pointed at
  stderr, so a stray `print` or a chatty C library can never corrupt the protocol.
- Pipes (the Electron case) are read and written by the event loop itself through asyncio's
  non-blocking pipe transports; terminals and files use a daemon reader thread and a daemon
  writer thread. Either way neither a blocked read nor a full pipe can keep the process
  alive: after `exit` it flushes what it owes (bounded) and leaves with `os._exit`, within a
  second even if the parent keeps stdin open.
- If the parent dies (we get re-parented), the server stops as if told `exit`; so it does on
  SIGTERM, SIGINT and SIGHUP (work in flight is answered within the grace).
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import queue
import signal
import stat
import sys
import threading
import time
from collections.abc import AsyncIterator

import anyio

from copilot_cli.common.stdio import isolate_stdout
from copilot_cli.rpc.server import RpcServer, ServerSettings

log = logging.getLogger("copilot_cli.rpc")

READ_SIZE = 65536
PARENT_POLL_S = 0.5
FLUSH_TIMEOUT_S = 0.8
HARD_EXIT_AFTER_GRACE_S = 0.4  # past exit's grace: the loop had its chance to end cleanly
HARD_EXIT_OWED_S = 3.0  # while replies are still owed, the watchdog waits this much longer for them


class ThreadWriter:
    """Writes whole lines to a file descriptor from one daemon thread, in order."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._queue: queue.SimpleQueue[bytes | threading.Event] = queue.SimpleQueue()
        self._broken = False
        threading.Thread(target=self._loop, name="stdout-writer", daemon=True).start()

    async def send(self, data: bytes) -> None:
        self._queue.put(data)

    def flush(self, timeout: float) -> bool:
        """Wait until everything sent so far is written (a marker travels the queue)."""
        marker = threading.Event()
        self._queue.put(marker)
        return marker.wait(timeout)

    def _loop(self) -> None:
        while True:
            batch: list[bytes] = []
            item = self._queue.get()
            while True:
                if isinstance(item, threading.Event):
                    self._write_all(b"".join(batch))
                    batch = []
                    item.set()
                else:
                    batch.append(item)
                if self._queue.empty() or len(batch) >= 256:
                    break
                item = self._queue.get()
            self._write_all(b"".join(batch))

    def _write_all(self, data: bytes) -> None:
        if self._broken or not data:
            return
        view = memoryview(data)
        try:
            while view:
                view = view[os.write(self._fd, view) :]
        except OSError:  # the reader went away: nothing more can be delivered
            self._broken = True


class PipeWriter:
    """Writes to a pipe or socket through asyncio's non-blocking transport: no thread hop
    per message, and a client that stops reading only grows a buffer, never blocks the loop."""

    def __init__(self, transport: asyncio.WriteTransport) -> None:
        self._transport = transport

    @classmethod
    async def open(cls, fd: int) -> PipeWriter:
        loop = asyncio.get_running_loop()
        pipe = os.fdopen(fd, "wb", buffering=0, closefd=False)
        transport, _ = await loop.connect_write_pipe(asyncio.Protocol, pipe)
        return cls(transport)

    async def send(self, data: bytes) -> None:
        if not self._transport.is_closing():
            self._transport.write(data)

    async def flush(self, timeout: float) -> None:
        with anyio.move_on_after(timeout):
            while self._transport.get_write_buffer_size() and not self._transport.is_closing():
                await anyio.sleep(0.005)


def _is_pipe(fd: int) -> bool:
    """Pipes and sockets get the non-blocking fast paths; terminals and files keep threads
    (O_NONBLOCK on a terminal would leak into the shell that shares it)."""
    mode = os.fstat(fd).st_mode
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


async def pipe_chunks(fd: int) -> AsyncIterator[bytes]:
    """Chunks of a pipe, read by the event loop itself (no thread hop per read)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=READ_SIZE)
    pipe = os.fdopen(fd, "rb", buffering=0, closefd=False)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), pipe)
    while data := await reader.read(READ_SIZE):
        yield data


async def thread_chunks(fd: int) -> AsyncIterator[bytes]:
    """Chunks of stdin read by a daemon thread (terminals and regular files)."""
    loop = asyncio.get_running_loop()
    chunks: asyncio.Queue[bytes] = asyncio.Queue(maxsize=64)

    def pump() -> None:
        while True:
            try:
                data = os.read(fd, READ_SIZE)
            except OSError:
                data = b""
            future = asyncio.run_coroutine_threadsafe(chunks.put(data), loop)
            try:
                future.result()
            except Exception:
                return
            if not data:
                return

    threading.Thread(target=pump, name="stdin-reader", daemon=True).start()
    while True:
        data = await chunks.get()
        if not data:
            return
        yield data


async def _watch_parent(server: RpcServer, parent: int) -> None:
    while os.getppid() == parent:
        await anyio.sleep(PARENT_POLL_S)
    log.warning("parent process %d is gone; exiting", parent)
    server.request_exit("parent-exit")


async def _serve(settings: ServerSettings, wire_fd: int, thread_writer: ThreadWriter | None, parent: int) -> str:
    writer = thread_writer or await PipeWriter.open(wire_fd)
    server = RpcServer(writer.send, settings)
    stdin_fd = sys.stdin.fileno()
    chunks = pipe_chunks(stdin_fd) if _is_pipe(stdin_fd) else thread_chunks(stdin_fd)
    async with anyio.create_task_group() as tg:
        tg.start_soon(_watch_parent, server, parent)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            loop.add_signal_handler(sig, server.request_exit, "signal")
        server.on_exit = lambda: _arm_hard_exit(settings.exit_grace_s + HARD_EXIT_AFTER_GRACE_S, server.in_flight)
        reason = await server.serve(chunks)
        tg.cancel_scope.cancel()
    if isinstance(writer, PipeWriter):
        await writer.flush(FLUSH_TIMEOUT_S)
    return reason


def _arm_hard_exit(after_s: float, owed: dict) -> None:
    """Once told to stop, the process ends even if a worker thread never yields: a timer thread
    leaves with os._exit (enough while the GIL is shared), and SIGALRM at its default action
    ends the process from the kernel a little later (even while C code holds the GIL).

    Nothing is lost: while requests are still `owed` a reply (the loop cancels them after the
    grace, but a loaded machine may be slow to write the -32800s), the timer waits for them, up
    to HARD_EXIT_OWED_S more. A stuck worker thread does not keep a request owed: its request is
    abandoned and answered by the loop."""
    give_up = time.monotonic() + after_s + HARD_EXIT_OWED_S

    def check() -> None:
        if owed and time.monotonic() < give_up:
            _start_timer(0.05, check)
        else:
            _hard_exit()

    _start_timer(after_s, check)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(math.ceil(after_s + HARD_EXIT_OWED_S) + 1)


def _start_timer(after_s: float, then) -> None:
    timer = threading.Timer(after_s, then)
    timer.daemon = True
    timer.start()


def _hard_exit() -> None:
    log.warning("work in flight did not stop after exit; leaving anyway")
    sys.stderr.flush()
    os._exit(0)


def run_stdio(settings: ServerSettings) -> None:
    """Serve on stdin/stdout until exit or EOF; never returns (leaves with os._exit)."""
    parent = os.getppid()  # as early as we can: a parent that dies before this goes unnoticed
    wire_fd = isolate_stdout()
    thread_writer = None if _is_pipe(wire_fd) else ThreadWriter(wire_fd)
    code = 0
    try:
        reason = anyio.run(_serve, settings, wire_fd, thread_writer, parent, backend="asyncio")
        log.info("stopping: %s", reason)
    except BaseException:
        log.exception("server crashed")
        code = 1
    if thread_writer is not None:
        thread_writer.flush(FLUSH_TIMEOUT_S)
    logging.shutdown()
    sys.stderr.flush()
    os._exit(code)
