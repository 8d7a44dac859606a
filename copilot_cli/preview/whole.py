"""One request to an ASGI app in whole: its body read to the end, and the app's whole answer
(status, headers, body) collected, for the places that hold a request or answer rather than stream
it: the mock's forked process (forked.py) and the first answer kept (first_answer.py)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope

log = logging.getLogger(__name__)
TEXT = [(b"content-type", b"text/plain; charset=utf-8")]


async def read_body(receive: Receive) -> bytes:
    body = bytearray()
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            return bytes(body)


async def whole_answer(app: ASGIApp, scope: Scope, body: bytes) -> tuple[int, list, bytes]:
    """The app's answer to one request: status, headers and the whole body; a failure answers 500
    with its reason (and is logged)."""
    sent = False
    status, headers, payload = 500, TEXT, bytearray()

    async def receive() -> dict:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict) -> None:
        nonlocal status, headers
        if message["type"] == "http.response.start":
            status, headers = message["status"], list(message.get("headers", []))
        elif message["type"] == "http.response.body":
            payload.extend(message.get("body", b""))

    try:
        await app(scope, receive, send)
    except Exception as exc:
        log.exception("%s %s", scope.get("method"), scope.get("path"))
        return 500, TEXT, f"the mock API failed: {type(exc).__name__}: {exc}".encode()
    return status, headers, bytes(payload)
