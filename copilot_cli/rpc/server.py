"""The server: reads lines, bounds what is in flight, runs each request under its deadline
in its own cancel scope, and answers every request id exactly once.

Lifecycle rules (seed 004 plus the core issue):
- at most `max_queue` requests in flight; the next one is answered at once with -32004;
- each request runs under its method's deadline, counted from when it starts running (at most
  `workers` run at once), extended while an LLM stream inside it is receiving tokens
  (llm/liveness.py: up to COPILOT_LLM_MAX_S, failing after a silence; the client hears of it by
  `$/progress {id, tokens, elapsedMs}`, at most once a second); on expiry the reply is the method's failure code with
  `data: {"reason": "timeout", "timeoutMs": …}`. Waiting for a worker is bounded separately:
  a request still queued after its method's deadline is answered -32004 (it never ran);
- `$/cancelRequest {"id": N}` cancels N, which is answered -32800;
- a request whose id is still in flight is answered -32600 (the first keeps running);
- `exit` (a notification, or a request: answered `null` first) stops reading at once; what
  is in flight gets half a second to finish, then is cancelled (each answered -32800, reason
  "exit"), so the process ends within a second;
- end of input drains: requests in flight finish within `drain_timeout_s`, the rest are
  answered -32800 (reason "shutdown").
The byte source and sink are injected: stdio in rpc/stdio.py, memory in tests.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc

from copilot_cli import errors
from copilot_cli.llm import liveness
from copilot_cli.rpc.decode import LineDecoder, has_nonfinite
from copilot_cli.rpc.dispatch import NO_ID, Envelope, check_envelope, dispatch, error_reply
from copilot_cli.rpc.handler import RequestContext, ServerState
from copilot_cli.rpc.methods import CANCEL_REQUEST, EXIT, MethodSpec, default_methods
from copilot_cli.rpc.stream import ChunkStream
from copilot_cli.rpc.transport import MAX_LINE_BYTES, LineTooLong, encode_message, read_lines, sniff_id
from copilot_cli.rpc.wire_errors import to_wire_error

log = logging.getLogger("copilot_cli.rpc")

SendBytes = Callable[[bytes], Awaitable[None]]
PROGRESS = "$/progress"
PROGRESS_EVERY_S = 1.0
HEARTBEAT_S = 3.0


@dataclass
class ServerSettings:
    max_queue: int = 100
    workers: int = 8
    timeouts: dict[str, float] = field(default_factory=dict)  # per-method overrides, seconds
    drain_timeout_s: float = 10.0
    exit_grace_s: float = 0.5
    retry_after_ms: int = 1000
    max_line_bytes: int = MAX_LINE_BYTES
    debug_methods: bool = False
    workspace: str | None = None  # --workspace: default repository for repo.* (initialize may set another)
    llm: str = "auto"  # --llm auto|off|openai (copilot_cli/llm/config.py)


@dataclass
class InFlight:
    envelope: Envelope
    scope: anyio.CancelScope
    cancel_reason: str | None = None
    live: Any = None  # llm/liveness.py: the tokens streamed, once the request runs

    def cancel(self, reason: str) -> None:
        if self.cancel_reason is None:
            self.cancel_reason = reason
        self.scope.cancel()


class RpcServer:
    def __init__(
        self,
        send_bytes: SendBytes,
        settings: ServerSettings | None = None,
        methods: dict[str, MethodSpec] | None = None,
        state: ServerState | None = None,
    ) -> None:
        self._send_bytes = send_bytes
        self.settings = settings or ServerSettings()
        self.methods = methods if methods is not None else default_methods(debug=self.settings.debug_methods)
        self.state = state or ServerState()
        self.state.settings = self.settings
        self.state.method_names = sorted(self.methods)
        self.in_flight: dict[Any, InFlight] = {}
        self.stop_reason: str | None = None
        self._limiter = anyio.CapacityLimiter(self.settings.workers)
        self._reading = anyio.CancelScope()
        self._idle = anyio.Event()
        self._tg: anyio.abc.TaskGroup | None = None
        self._decoder = LineDecoder()
        self.on_exit: Callable[[], None] | None = None  # rpc/stdio.py arms its hard-exit watchdog here

    # -- the loop ---------------------------------------------------------------------------

    async def serve(self, chunks: AsyncIterator[bytes]) -> str:
        """Serve until end of input or `exit`; returns why it stopped ("eof", "exit", …)."""
        async with anyio.create_task_group() as tg:
            self._tg = tg
            with self._reading:
                async for item in read_lines(chunks, self.settings.max_line_bytes):
                    await self._handle(item)
                    if self.stop_reason:
                        break
            if self.stop_reason is None:
                self.stop_reason = "eof"
            # Work in flight may finish first: a long while after end of input, briefly after
            # `exit` (which must end the process within a second); then the rest is cancelled.
            eof = self.stop_reason == "eof"
            with anyio.move_on_after(self.settings.drain_timeout_s if eof else self.settings.exit_grace_s):
                while self.in_flight:
                    await self._idle.wait()
            if eof and self.in_flight and self.on_exit is not None:
                self.on_exit()  # what is cancelled now must not keep the process alive either
            self._cancel_all("shutdown" if eof else self.stop_reason)
        return self.stop_reason

    def request_exit(self, reason: str = "exit") -> None:
        """Stop reading; what is in flight gets `exit_grace_s` to finish, then is cancelled
        (each request still gets its reply)."""
        if self.stop_reason is None:
            self.stop_reason = reason
            if self.on_exit is not None:
                self.on_exit()
        self._reading.cancel()

    def _cancel_all(self, reason: str) -> None:
        for entry in list(self.in_flight.values()):
            entry.cancel(reason)

    # -- one line ---------------------------------------------------------------------------

    async def _handle(self, item: bytes | LineTooLong) -> None:
        if isinstance(item, LineTooLong):
            await self._reply_line_too_long(item)
            return
        try:
            message = self._decoder.decode(item)
        except errors.ParseError as exc:
            await self._send(error_reply(None, _wire(exc)))
            return
        try:
            envelope = check_envelope(message)
        except errors.InvalidRequest as exc:
            await self._send(error_reply(getattr(exc, "request_id", None), _wire(exc)))
            return
        if self._decoder.nonfinite and has_nonfinite(envelope.params):
            if not envelope.is_notification:
                reason = errors.InvalidParams("params hold a number too large for a double (it would be infinite)")
                await self._send(error_reply(envelope.id, _wire(reason)))
            return
        if envelope.is_notification:
            self._notify(envelope)
        elif envelope.method == EXIT:  # exit sent as a request: answered, then the same as the notification
            await self._send({"jsonrpc": "2.0", "id": envelope.id, "result": None})
            log.info("exit request received")
            self.request_exit("exit")
        else:
            await self._accept(envelope)

    def _notify(self, envelope: Envelope) -> None:
        if envelope.method == EXIT:
            log.info("exit notification received")
            self.request_exit("exit")
        elif envelope.method == CANCEL_REQUEST:
            target = envelope.params.get("id", NO_ID) if isinstance(envelope.params, dict) else NO_ID
            entry = self.in_flight.get(target) if target is not NO_ID else None
            if entry is not None:
                entry.cancel("cancelled")
            else:
                log.debug("cancel for a request not in flight: %r", target)
        else:
            log.debug("notification %s ignored", envelope.method)

    async def _accept(self, envelope: Envelope) -> None:
        if envelope.id in self.in_flight:
            reason = "duplicate id: a request with this id is still in flight"
            await self._send(error_reply(envelope.id, _wire(errors.InvalidRequest(reason))))
            return
        if len(self.in_flight) >= self.settings.max_queue:
            limited = errors.RateLimited(
                "too many requests in flight",
                {"retryAfterMs": self.settings.retry_after_ms, "maxQueue": self.settings.max_queue},
            )
            await self._send(error_reply(envelope.id, _wire(limited)))
            return
        timeout = self._timeout_for(envelope.method)
        entry = InFlight(envelope, anyio.CancelScope())  # the deadline starts when the request starts running
        self.in_flight[envelope.id] = entry
        self._idle = anyio.Event()
        assert self._tg is not None
        self._tg.start_soon(self._run, entry, timeout)

    # -- one request ------------------------------------------------------------------------

    async def _run(self, entry: InFlight, timeout: float) -> None:
        envelope = entry.envelope
        stream = ChunkStream(envelope.id, self._send, enabled=self.state.client_streaming)
        ctx = RequestContext(envelope.id, envelope.method, stream, self.state)
        reply: dict[str, Any] | None = None
        try:
            with entry.scope:
                reply = await self._run_when_a_worker_is_free(entry, timeout, ctx)
            if reply is None:
                reply = error_reply(envelope.id, _wire(self._interrupted(entry, timeout)))
            with anyio.CancelScope(shield=True):
                if stream.started and not stream.done:
                    await stream.finish()
                await self._send(reply)
        except Exception as exc:
            with anyio.CancelScope(shield=True):
                await self._send(error_reply(envelope.id, to_wire_error(exc, method=envelope.method)))
        finally:
            self.in_flight.pop(envelope.id, None)
            if not self.in_flight:
                self._idle.set()

    async def _run_when_a_worker_is_free(
        self, entry: InFlight, timeout: float, ctx: RequestContext
    ) -> dict[str, Any] | None:
        """Queued at most as long as the method's deadline (then -32004, it never ran); once
        running, the deadline counts from now, so time spent waiting is not charged to it."""
        acquired = False
        with anyio.move_on_after(timeout):
            await self._limiter.acquire()
            acquired = True
        if not acquired:
            queued = errors.RateLimited(
                "queued too long: no worker was free within the method's deadline",
                {"retryAfterMs": self.settings.retry_after_ms, "queuedMs": int(timeout * 1000)},
            )
            return error_reply(entry.envelope.id, _wire(queued))
        try:
            started = anyio.current_time()
            entry.scope.deadline = started + timeout
            progress = self._progress_sender(entry)
            with liveness.watching(entry.scope, started, progress) as live:  # a streaming LLM call moves the deadline
                entry.live = live
                heartbeat = anyio.CancelScope()
                assert self._tg is not None
                self._tg.start_soon(self._heartbeat, live, progress, heartbeat)
                try:
                    return await dispatch(entry.envelope, self.methods, ctx)
                finally:
                    heartbeat.cancel()
        finally:
            self._limiter.release()

    async def _heartbeat(self, live: Any, progress: Callable[..., None], scope: anyio.CancelScope) -> None:
        """While an LLM call is open but silent (reading its prompt), `$/progress` every few seconds:
        the client waits on; the server's own deadline still ends the request."""
        with scope:
            while True:
                await anyio.sleep(HEARTBEAT_S)
                if live.calls and live.tokens == 0:
                    progress(live, heartbeat=True)

    def _progress_sender(self, entry: InFlight) -> Callable[..., None]:
        """`$/progress {id, tokens, elapsedMs}` while the request's LLM streams: from a second after the
        first token, at most once a second (before it, `_heartbeat`'s, with tokens 0), so a client waiting on a method without chunks (chat, customize)
        knows it is alive and extends its own timeout as the server extends the deadline."""
        last: float | None = None  # when the first token came, then when progress was last sent

        def send(live: Any, heartbeat: bool = False) -> None:
            nonlocal last
            now = anyio.current_time()
            if last is None and not heartbeat:
                last = now
            if (last is not None and now - last < PROGRESS_EVERY_S) or self._tg is None:
                return
            last = now
            params = {"id": entry.envelope.id, "tokens": live.tokens, "elapsedMs": int((now - live.started) * 1000)}
            self._tg.start_soon(self._send, {"jsonrpc": "2.0", "method": PROGRESS, "params": params})

        return send

    def _interrupted(self, entry: InFlight, timeout: float) -> errors.CopilotError:
        reason = entry.cancel_reason
        if reason is None:
            spec = self.methods.get(entry.envelope.method)
            code = spec.failure_code if spec else errors.INTERNAL_ERROR
            data: dict[str, Any] = {"timeoutMs": int(timeout * 1000)}
            if entry.live is not None and entry.live.tokens:  # it streamed, then went silent or hit the maximum
                data["streamedTokens"] = entry.live.tokens
                data["extendedTimeoutMs"] = int((entry.live.deadline - entry.live.started) * 1000)
            return errors.error_for_code(code, "timeout", data)
        return errors.RequestCancelled(reason)

    def _timeout_for(self, method: str) -> float:
        if method in self.settings.timeouts:
            return self.settings.timeouts[method]
        spec = self.methods.get(method)
        return spec.timeout_s if spec else 30.0

    # -- output -----------------------------------------------------------------------------

    async def _send(self, message: dict[str, Any]) -> None:
        try:
            data = encode_message(message)
        except (ValueError, TypeError) as exc:
            if "id" not in message:
                log.error("dropped an unencodable notification: %s", exc)
                return
            try:
                data = encode_message(error_reply(message["id"], to_wire_error(exc, method="encode")))
            except (ValueError, TypeError):  # the id itself cannot be written: answer with id null
                data = encode_message(error_reply(None, to_wire_error(exc, method="encode")))
        await self._send_bytes(data)

    async def _reply_line_too_long(self, item: LineTooLong) -> None:
        request_id = sniff_id(item.head)
        if request_id in self.in_flight:
            request_id = None  # never answer a running request twice
        reason = errors.InvalidRequest(
            "line too long", {"maxLineBytes": self.settings.max_line_bytes, "sizeAtLeast": item.size_at_least}
        )
        await self._send(error_reply(request_id, _wire(reason)))


def _wire(exc: errors.CopilotError) -> dict[str, Any]:
    return to_wire_error(exc)
