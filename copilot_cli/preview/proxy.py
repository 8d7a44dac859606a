"""The preview's same-origin API proxy (`preview --api URL`).

The page calls its own origin, `/proxy/<token>/<path>`, and this forwards the call to the one
upstream it was built for: `<URL><path>`. The browser never makes a cross-origin request, so an
API that sends no CORS headers (most do not) works, and the credentials the proxy holds
(credentials.py) are added here, never handed to the page.

It is no open proxy: the upstream's scheme, host and port are fixed when the session starts, a
path cannot climb above the upstream's base path (no `..`), and redirects are followed only
inside the upstream. Only the page it served can use it: the random token is in that page's
base URL (the runtime joins every API path onto it, so no runtime change was needed), and a
call must come from a loopback Host with no foreign Origin; a browser's `Sec-Fetch-Site` must
say `same-origin` (so no other page, not even one on another localhost port, can ride on it).

Request bodies are read whole (they are small, and a 307/308 must resend them) up to a cap;
answers stream back as they arrive, byte for byte (Content-Encoding kept). Cookies stay on this
side: the browser's cookies for 127.0.0.1 (shared by every local port) are never sent upstream,
and the upstream's Set-Cookie is kept in the proxy's own jar for the session. The upstream's
`WWW-Authenticate` comes back as `X-Upstream-WWW-Authenticate`, so the browser does not open its
own login dialog and the page can ask for credentials itself.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
from collections.abc import AsyncIterator
from urllib.parse import unquote, urlencode, urlsplit

import httpx
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from copilot_cli.preview.credentials import CredentialError, Credentials, auth_from_json

log = logging.getLogger(__name__)
# httpx logs every request's full URL at INFO; a query-string API key must not reach stderr.
logging.getLogger("httpx").setLevel(logging.WARNING)
logging.getLogger("httpcore").setLevel(logging.WARNING)

PROXY_PREFIX = "/proxy"
CREDENTIALS_PREFIX = "/proxy-credentials"
ERROR_HEADER = "X-Experience-Proxy-Error"

TIMEOUT_S = 30.0
CONNECT_TIMEOUT_S = 10.0
MAX_REQUEST_BYTES = 32 * 1024 * 1024
MAX_RESPONSE_BYTES = 256 * 1024 * 1024
MAX_REDIRECTS = 5

_LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}
_HOP_BY_HOP = {
    "connection",
    "keep-alive",
    "proxy-authenticate",
    "proxy-authorization",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
}
# What the browser says about its call to us, not about ours upstream (and Origin would make
# servers with CSRF checks, Jupyter's among them, refuse a call from "another site").
_NOT_FORWARDED = _HOP_BY_HOP | {"host", "cookie", "origin", "referer", "content-length", "forwarded"}
_NOT_RETURNED = _HOP_BY_HOP | {"set-cookie", "set-cookie2", "www-authenticate", "content-length"}


class UpstreamProxy:
    """One session's proxy: an ASGI app for `/proxy/<token>/…` and `/proxy-credentials/<token>`."""

    def __init__(
        self,
        upstream: str,
        credentials: Credentials | None = None,
        *,
        token: str | None = None,
        timeout_s: float = TIMEOUT_S,
        max_request_bytes: int = MAX_REQUEST_BYTES,
        max_response_bytes: int = MAX_RESPONSE_BYTES,
    ) -> None:
        url = httpx.URL(upstream)
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError(f"the API URL must be http(s)://host[:port][/path], got {upstream!r}")
        self.upstream = url.copy_with(query=None, fragment=None)
        self.credentials = credentials or Credentials()
        self.token = token or secrets.token_urlsafe(24)
        self.timeout_s = timeout_s
        self.max_request_bytes = max_request_bytes
        self.max_response_bytes = max_response_bytes
        self._base_raw = self.upstream.raw_path.split(b"?", 1)[0].rstrip(b"/")
        self._client: httpx.AsyncClient | None = None

    @property
    def base_path(self) -> str:
        """The page's base URL: every API path the App calls is joined onto it."""
        return f"{PROXY_PREFIX}/{self.token}"

    @property
    def credentials_path(self) -> str:
        return f"{CREDENTIALS_PREFIX}/{self.token}"

    def handles(self, path: str) -> bool:
        return path.startswith((PROXY_PREFIX + "/", CREDENTIALS_PREFIX + "/"))

    def client(self) -> httpx.AsyncClient:
        # Made on first use, inside the server's event loop; its cookie jar is the session's.
        if self._client is None:
            self._client = httpx.AsyncClient(
                timeout=httpx.Timeout(self.timeout_s, connect=min(CONNECT_TIMEOUT_S, self.timeout_s)),
                follow_redirects=False,
            )
        return self._client

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        response = await self._handle(request)
        await response(scope, receive, send)

    async def _handle(self, request: Request) -> Response:
        path = request.scope["path"]
        prefix, _, rest = path[1:].partition("/")
        token, slash, _ = rest.partition("/")
        if not secrets.compare_digest(token.encode(), self.token.encode()):
            return _refusal(
                403,
                "forbidden",
                "This preview's API proxy answers only the page it served (wrong or missing token). "
                "Reload the preview page; if it was opened before the preview restarted, open it again.",
            )
        refused = _foreign(request)
        if refused:
            return _refusal(403, "forbidden", refused)
        if "/" + prefix == CREDENTIALS_PREFIX:
            return await self._credentials(request) if not slash else _refusal(404, "not-found", "no such endpoint")
        return await self._forward(request)

    async def _credentials(self, request: Request) -> Response:
        if request.method == "GET":
            return JSONResponse(self.credentials.describe(), headers=_NO_STORE)
        if request.method == "DELETE":
            self.credentials.auth = None
            return JSONResponse(self.credentials.describe(), headers=_NO_STORE)
        if request.method != "PUT":
            return _refusal(405, "method", "use GET, PUT or DELETE", {"Allow": "GET, PUT, DELETE"})
        if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
            return _refusal(415, "content-type", "send the credentials as application/json")
        try:
            self.credentials.auth = auth_from_json(json.loads(await request.body()))
        except (ValueError, CredentialError) as exc:
            message = str(exc) if isinstance(exc, CredentialError) else "the body is not JSON"
            return _refusal(400, "bad-credentials", message)
        return JSONResponse(self.credentials.describe(), headers=_NO_STORE)

    async def _forward(self, request: Request) -> Response:
        raw = request.scope.get("raw_path") or request.scope["path"].encode()
        parts = raw.split(b"?", 1)[0].split(b"/", 3)  # b"", b"proxy", token, the API's path
        rest_raw = b"/" + parts[3] if len(parts) > 3 else b""
        if any(seg in (".", "..") for seg in unquote(rest_raw.decode("latin-1")).split("/")):
            return _refusal(400, "bad-path", "a path with '.' or '..' segments is not forwarded")
        body = await _read_body(request, self.max_request_bytes)
        if body is None:
            return _refusal(
                413, "too-large", f"the request body is over the proxy's limit of {self.max_request_bytes} bytes"
            )
        query = request.scope.get("query_string", b"")
        extra = self.credentials.query_items()
        if extra:
            query = (query + b"&" if query else b"") + urlencode(extra).encode()
        target = self.upstream.copy_with(raw_path=self._base_raw + rest_raw + (b"?" + query if query else b""))
        headers = [(k, v) for k, v in request.headers.items() if _forwarded(k)]
        names = {k.lower() for k, _ in self.credentials.header_items()}
        headers = [(k, v) for k, v in headers if k.lower() not in names] + self.credentials.header_items()
        return await self._send(request.method, target, headers, body)

    async def _send(self, method: str, url: httpx.URL, headers: list[tuple[str, str]], body: bytes) -> Response:
        client = self.client()
        for _ in range(MAX_REDIRECTS + 1):
            try:
                upstream = await client.send(
                    client.build_request(method, url, headers=headers, content=body), stream=True
                )
            except httpx.TimeoutException:
                return _refusal(
                    504, "timeout", f"the API at {self._where()} did not answer within {self.timeout_s:g} s"
                )
            except httpx.ConnectError as exc:
                return _refusal(502, "refused", f"could not connect to the API at {self._where()} ({_reason(exc)})")
            except httpx.HTTPError as exc:
                return _refusal(
                    502, "upstream", f"the call to the API at {self._where()} failed ({type(exc).__name__})"
                )
            location = upstream.headers.get("location")
            if not (upstream.is_redirect and location):
                return await self._relay(upstream)
            await upstream.aclose()
            next_url = url.join(location)
            if (next_url.scheme, next_url.host, next_url.port) != (url.scheme, url.host, url.port):
                return _refusal(
                    502,
                    "redirect",
                    f"the API redirected to another host ({next_url.host}); the preview forwards only to {self._where()}",
                )
            if upstream.status_code == 303 or (upstream.status_code in (301, 302) and method not in ("GET", "HEAD")):
                method, body = "GET", b""  # what browsers do; 307/308 keep the method and body
                headers = [(k, v) for k, v in headers if k.lower() not in ("content-type", "content-encoding")]
            url = next_url
        return _refusal(502, "redirect", f"the API redirected more than {MAX_REDIRECTS} times")

    async def _relay(self, upstream: httpx.Response) -> Response:
        declared = upstream.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > self.max_response_bytes:
            await upstream.aclose()
            return _refusal(
                502,
                "too-large",
                f"the API's answer ({declared} bytes) is over the proxy's limit of {self.max_response_bytes}",
            )
        headers: list[tuple[str, str]] = []
        for key, value in upstream.headers.multi_items():
            low = key.lower()
            if low == "www-authenticate":
                headers.append(("X-Upstream-WWW-Authenticate", value))
            elif low in ("location", "content-location", "next-page", "x-next-page"):
                headers.append((key, self._local(upstream.url, value)))
            elif low == "link":  # each <URL> of `Link: <…>; rel="next", <…>; rel="last"`
                headers.append((key, _LINK_URL.sub(lambda m: f"<{self._local(upstream.url, m[1])}>", value)))
            elif low not in _NOT_RETURNED:
                headers.append((key, value))
        if declared and declared.isdigit():
            headers.append(("content-length", declared))  # the raw bytes relayed are exactly these
        response = StreamingResponse(self._stream(upstream), status_code=upstream.status_code)
        response.raw_headers = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]
        return response

    async def _stream(self, upstream: httpx.Response) -> AsyncIterator[bytes]:
        total = 0
        try:
            async for chunk in upstream.aiter_raw():
                total += len(chunk)
                if total > self.max_response_bytes:
                    # the status has gone out already: cutting the stream is the only signal left
                    log.warning("proxy: an answer from %s passed %d bytes; cut", self._where(), self.max_response_bytes)
                    return
                yield chunk
        except httpx.HTTPError as exc:
            log.warning("proxy: the answer from %s broke off (%s)", self._where(), type(exc).__name__)
        finally:
            await upstream.aclose()

    def _local(self, base: httpx.URL, location: str) -> str:
        """A URL inside the upstream becomes the same place behind the proxy (a 201's
        `Location: /v1/buckets/b1`, Kinto's `Next-Page`, a `Link` rel=next are then URLs the page
        can fetch); any other is left as is."""
        target = base.join(location)
        if (target.scheme, target.host, target.port) != (self.upstream.scheme, self.upstream.host, self.upstream.port):
            return location
        raw = target.raw_path
        if not raw.startswith(self._base_raw):
            return location
        return self.base_path + raw[len(self._base_raw) :].decode("latin-1")

    def _where(self) -> str:
        port = f":{self.upstream.port}" if self.upstream.port else ""
        return f"{self.upstream.scheme}://{self.upstream.host}{port}"


_NO_STORE = {"Cache-Control": "no-store"}
_LINK_URL = re.compile(r"<([^>]*)>")


def _refusal(status: int, reason: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    # `message` is what the runtime shows for a failed call; `reason` is for code to branch on.
    return JSONResponse(
        {"message": message, "reason": reason},
        status_code=status,
        headers={**_NO_STORE, ERROR_HEADER: reason, **(headers or {})},
    )


def _forwarded(name: str) -> bool:
    low = name.lower()
    return low not in _NOT_FORWARDED and not low.startswith(("sec-fetch-", "x-forwarded-"))


def _foreign(request: Request) -> str | None:
    """Why a call does not come from the page this preview served, or None when it does."""
    host = (request.headers.get("host") or "").lower()
    hostname = urlsplit(f"http://{host}").hostname or ""
    if hostname not in _LOOPBACK and f"[{hostname}]" not in _LOOPBACK:
        return f"this preview answers on 127.0.0.1 only, not as {host!r}"
    site = request.headers.get("sec-fetch-site")
    if site is not None and site != "same-origin":
        return f"a call from another site ({site}) cannot use this preview's API proxy"
    origin = request.headers.get("origin")
    if origin is None:
        return None
    parts = urlsplit(origin)
    if parts.scheme != "http" or (parts.hostname or "") not in _LOOPBACK:
        return f"a call from {origin} cannot use this preview's API proxy"
    # Without Sec-Fetch-Site (not a current browser) the Origin must be exactly ours; with it,
    # the browser has vouched for same-origin already (the desktop shell's gateway sits on
    # another loopback port and keeps its own Origin).
    if site is None and parts.netloc.lower() != host:
        return f"a call from {origin} cannot use this preview's API proxy"
    return None


async def _read_body(request: Request, limit: int) -> bytes | None:
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        return None
    chunks: list[bytes] = []
    total = 0
    async for chunk in request.stream():
        total += len(chunk)
        if total > limit:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def _reason(exc: Exception) -> str:
    text = str(exc)
    for known in ("Connection refused", "Name or service not known", "nodename nor servname", "No route to host"):
        if known.lower() in text.lower():
            return known.lower()
    return type(exc).__name__


def with_proxy(app: ASGIApp, proxy: UpstreamProxy) -> ASGIApp:
    """The preview app with the proxy's two prefixes routed to it (everything else unchanged)."""

    async def dispatch(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and proxy.handles(scope["path"]):
            await proxy(scope, receive, send)
        else:
            await app(scope, receive, send)

    dispatch.proxy = proxy  # type: ignore[attr-defined]
    return dispatch
