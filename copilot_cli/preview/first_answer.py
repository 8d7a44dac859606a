"""The mock's answer to a preview's first request, kept for the next preview of the same spec file.

A second preview serves its page at once (cache.py); the page then asks the mock for its first rows
while the mock's process is still being built (GitHub REST: ~0.3 s of CPU, on a core it shares with
the browser), so the rows waited for the mock. The mock is seeded and its clock stays put all day
(mock/clock.py), so the same first request gets the same answer in every preview of the same spec
file by the same code. The answer to the first request is kept (cache.py, beside the module), and a
preview whose first request is that very request answers it at once from what was kept.

The mock still gets that request, first, as it would have: its store sees the same sequence of
requests, and every later request waits until the mock has answered it. Its answer is compared
with the kept one; a different answer (the mock's code changed, say) is logged and kept instead.

Only a read is kept: a GET, or a GraphQL query (a POST to `…/graphql` whose document names no
mutation or subscription), answered 200, of at most MAX_BYTES, and never one with a header or query
parameter that may carry a credential (its name says auth, key, token, secret, cookie…): what a
person typed to sign in is never written down. The request must match in method,
path, query, body and headers (but those that name the preview's own address); the answer is
replayed only for the same seed, the same mock clock setting and the same day (UTC). The preview's
own address in an answer (a next page's link) is kept as a placeholder and given back as the next
preview's address: it listens elsewhere.
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from copilot_cli.preview.whole import read_body, whole_answer

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

log = logging.getLogger(__name__)
MAX_BYTES = 1 << 20
# mock/clock.py's NOW_ENV, named again so the page's process need not import the mock to read it
# (tests/preview/test_first_answer.py checks the two agree)
MOCK_CLOCK_ENV = "EXPERIENCE_UI_MOCK_NOW"
# headers that carry the preview's own address (its port changes from one preview to the next)
_ADDRESS_HEADERS = {"host", "origin", "referer", "connection", "content-length"}
_READ = re.compile(r"\A\s*(?:#[^\n]*\n\s*)*(?:query\b|\{)")
# a request that may carry what a person typed to sign in is never written down (nor its answer)
_CREDENTIAL = re.compile(r"auth|key|token|secret|session|password|cookie|signature|credential", re.IGNORECASE)
_WRITE = re.compile(r"\b(?:mutation|subscription)\b")
_ADDRESS = b"\x00address\x00"  # in a kept answer, where the preview's own address was

Answer = tuple[int, list[list[bytes]], bytes]


class FirstAnswerKept:
    def __init__(
        self,
        app: ASGIApp,
        load: Callable[[], dict[str, Any] | None],
        keep: Callable[[dict[str, Any]], None],
        seed: int,
    ) -> None:
        """`app`: the mock; `load` and `keep` read and write the kept record (cache.py)."""
        self._app = app
        self._load = load
        self._keep = keep
        self._seed = seed
        self._first_seen = False
        self._first_done = asyncio.Event()  # the mock has answered the first request
        self._checking: set[asyncio.Task] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        if self._first_seen:  # decided before any await: only one request is the first
            await self._first_done.wait()
            await self._app(scope, receive, send)
            return
        self._first_seen = True
        replaying = False
        try:
            body = await read_body(receive)
            request = _request(scope, body)
            record = self._load() if _is_read(request) else None
            if record is not None and record.get("request") == request and record.get("when") == self._when():
                answer = _answer_of(record)
                if answer is not None:
                    answer = _concrete(answer, _host(scope))
                    task = asyncio.ensure_future(self._check(scope, body, request, answer))
                    self._checking.add(task)
                    task.add_done_callback(self._checking.discard)
                    replaying = True
                    await _send(send, answer)
                    return
            answer = await _call(self._app, scope, body)
            await _send(send, answer)
            self._remember(scope, request, answer)
        finally:
            if not replaying:
                self._first_done.set()

    async def _check(self, scope: Scope, body: bytes, request: dict[str, Any], kept: Answer) -> None:
        """The mock answers the request that was answered for it; later requests wait for that."""
        try:
            answer = await _call(self._app, scope, body)
            if answer != kept:
                log.warning("the mock answered %s %s otherwise than the kept answer: keeping its own", *request["line"])
                self._remember(scope, request, answer)
        finally:
            self._first_done.set()

    def _remember(self, scope: Scope, request: dict[str, Any], answer: Answer) -> None:
        status, headers, payload = answer
        if status != 200 or len(payload) > MAX_BYTES or not _is_read(request):
            return
        status, headers, payload = _abstract(answer, _host(scope))
        self._keep(
            {
                "request": request,
                "when": self._when(),
                "status": status,
                "headers": [[name.decode("latin-1"), value.decode("latin-1")] for name, value in headers],
                "body": base64.b64encode(payload).decode("ascii"),
            }
        )

    def _when(self) -> list[Any]:
        """What the mock's answer depends on beside the request and the code: its seed, its clock
        setting and the day (its clock's default is today at 00:00 UTC)."""
        return [self._seed, os.environ.get(MOCK_CLOCK_ENV, "").strip(), time.strftime("%Y-%m-%d", time.gmtime())]


def _request(scope: Scope, body: bytes) -> dict[str, Any]:
    headers = sorted(
        [name.decode("latin-1").lower(), value.decode("latin-1")]
        for name, value in scope.get("headers", [])
        if name.decode("latin-1").lower() not in _ADDRESS_HEADERS
    )
    return {
        "line": [scope["method"], scope["path"]],
        "query": scope.get("query_string", b"").decode("latin-1"),
        "headers": headers,
        "body": body.decode("latin-1"),
    }


def _is_read(request: dict[str, Any]) -> bool:
    """A read that carries no credential: the only kind of request whose answer is kept."""
    if any(_CREDENTIAL.search(name) for name, _ in request["headers"]) or _CREDENTIAL.search(request["query"]):
        return False
    method, path = request["line"]
    if method == "GET":
        return not request["body"]
    if method != "POST" or not path.endswith("/graphql"):
        return False
    try:
        document = json.loads(request["body"]).get("query")
    except (ValueError, AttributeError):
        return False
    return isinstance(document, str) and bool(_READ.match(document)) and not _WRITE.search(document)


def _host(scope: Scope) -> bytes:
    return next((value for name, value in scope.get("headers", []) if name.lower() == b"host"), b"")


def _abstract(answer: Answer, host: bytes) -> Answer:
    """The answer with the preview's own address (in a next page's link, say) left out: the next
    preview listens elsewhere."""
    if not host:
        return answer
    status, headers, payload = answer
    return status, [[name, value.replace(host, _ADDRESS)] for name, value in headers], payload.replace(host, _ADDRESS)


def _concrete(answer: Answer, host: bytes) -> Answer:
    """A kept answer with this preview's address put back (and its length counted again)."""
    status, headers, payload = answer
    payload = payload.replace(_ADDRESS, host)
    headers = [
        [name, str(len(payload)).encode() if name.lower() == b"content-length" else value.replace(_ADDRESS, host)]
        for name, value in headers
    ]
    return status, headers, payload


def _answer_of(record: dict[str, Any]) -> Answer | None:
    try:
        headers = [[name.encode("latin-1"), value.encode("latin-1")] for name, value in record["headers"]]
        return int(record["status"]), headers, base64.b64decode(record["body"], validate=True)
    except (KeyError, TypeError, ValueError):
        return None


async def _call(app: ASGIApp, scope: Scope, body: bytes) -> Answer:
    """The app's whole answer, its headers as lists, so answers compare with kept ones."""
    status, headers, payload = await whole_answer(app, scope, body)
    return status, [[bytes(name), bytes(value)] for name, value in headers], payload


async def _send(send: Send, answer: Answer) -> None:
    status, headers, payload = answer
    await send({"type": "http.response.start", "status": status, "headers": [tuple(h) for h in headers]})
    await send({"type": "http.response.body", "body": payload})
