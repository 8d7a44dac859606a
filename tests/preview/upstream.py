"""A real HTTP server on 127.0.0.1 standing in for someone's API behind the preview's proxy: it
records every request it gets and answers by path (echo, redirects, a challenge, cookies, a slow
answer, a big one, a spec behind Basic auth)."""

from __future__ import annotations

import base64
import json
import threading
import time
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SPEC = {
    "openapi": "3.0.3",
    "info": {"title": "Notes", "version": "1"},
    "paths": {
        "/notes": {
            "get": {
                "operationId": "listNotes",
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {"application/json": {"schema": {"type": "array", "items": {"type": "object"}}}},
                    }
                },
            }
        }
    },
}


class Upstream:
    def __init__(self, server: ThreadingHTTPServer, other: str | None = None) -> None:
        self.server = server
        self.seen: list[dict[str, Any]] = []
        self.other = other  # where /elsewhere redirects to

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"


def _handler(up: Upstream, spec_auth: str | None) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:  # the test reads stderr of the preview, not ours
            pass

        def _answer(self, status: int, body: bytes = b"", headers: list[tuple[str, str]] | None = None) -> None:
            self.send_response(status)
            for k, v in headers or []:
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _any(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length) if length else b""
            path, _, query = self.path.partition("?")
            record = {
                "method": self.command,
                "path": path,
                "query": query,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("utf-8", "replace"),
            }
            up.seen.append(record)
            tail = path.rsplit("/", 1)[-1]
            if path.endswith("/openapi.json"):
                expected = "Basic " + base64.b64encode((spec_auth or "").encode()).decode()
                if spec_auth and self.headers.get("authorization") != expected:
                    return self._answer(401, b'{"message":"sign in"}', [("WWW-Authenticate", 'Basic realm="x"')])
                return self._answer(200, json.dumps(SPEC).encode(), [("Content-Type", "application/json")])
            if tail == "redirect307":
                return self._answer(307, headers=[("Location", path.rsplit("/", 1)[0] + "/echo?moved=1")])
            if tail == "redirect303":
                return self._answer(303, headers=[("Location", "echo")])
            if tail == "elsewhere":
                return self._answer(302, headers=[("Location", f"{up.other}/stolen")])
            if tail == "challenge":
                return self._answer(401, b'{"message":"who are you"}', [("WWW-Authenticate", 'Basic realm="api"')])
            if tail == "cookie":
                return self._answer(200, b"{}", [("Set-Cookie", "session=upstream-cookie; Path=/")])
            if tail == "slow":
                time.sleep(3)
                return self._answer(200, b"{}")
            if tail == "big":
                return self._answer(200, b"x" * 5000, [("Content-Type", "text/plain")])
            if tail == "paged":  # Kinto's Next-Page (absolute URL) and a Link with two relations
                here = f"http://127.0.0.1:{self.server.server_address[1]}"
                base = path.rsplit("/", 1)[0]
                return self._answer(
                    200,
                    b"[]",
                    [
                        ("Next-Page", f"{here}{base}/paged?_limit=2&_token=abc"),
                        ("Link", f'<{here}{base}/paged?page=2>; rel="next", <{up.other}/x?page=9>; rel="last"'),
                        ("Total-Objects", "7"),
                    ],
                )
            if tail == "created":
                return self._answer(
                    201,
                    b'{"id":"n1"}',
                    [("Location", path.rsplit("/", 1)[0] + "/notes/n1"), ("Content-Type", "application/json")],
                )
            headers = [("Content-Type", "application/json"), ("X-Upstream", "yes"), ("Keep-Alive", "timeout=5")]
            return self._answer(200, json.dumps(record).encode(), headers)

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = _any

    return Handler


@contextmanager
def running_upstream(spec_auth: str | None = None, other: str | None = None):
    """`spec_auth`: 'user:pass' the spec at */openapi.json demands (Basic)."""
    up = Upstream(None, other)  # type: ignore[arg-type]
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(up, spec_auth))
    server.daemon_threads = True
    up.server = server
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield up
    finally:
        server.shutdown()
        server.server_close()
