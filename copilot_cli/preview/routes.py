"""The preview's HTTP app: the page at `/`, the browser runtime, the generated App.jsx, and the
mock API mounted at `/mock` (unless the UI talks to a real API)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.types import ASGIApp

from copilot_cli.preview.page import APP_URL, MOCK_PREFIX, RUNTIME_URL, content_security_policy, render_page

_NO_STORE = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def code_endpoint(code: Callable[[], str]) -> Callable[[Request], Awaitable[Response]]:
    """/app.jsx's answer: `code()` on every request (so a `--code` file edited on disk shows up on
    reload), as text/plain: data for the runtime to compile, never a script by itself."""

    async def app_source(request: Request) -> Response:
        return PlainTextResponse(code(), headers=_NO_STORE)

    return app_source


def build_preview_app(
    code: Callable[[Request], Awaitable[Response]] | ASGIApp,
    *,
    title: str,
    base_url: str | None,
    runtime: Path,
    mock: ASGIApp | None = None,
) -> Starlette:
    """`code` answers App.jsx: a `code_endpoint`, or an ASGI app (a module still being generated,
    session.py). `base_url` is what the App is told to use (e.g. "/mock" or an --api URL)."""
    page = render_page(title, base_url, mock=mock is not None)
    page_headers = {**_NO_STORE, "Content-Security-Policy": content_security_policy(), "Referrer-Policy": "no-referrer"}

    async def index(request: Request) -> Response:
        return HTMLResponse(page, headers=page_headers)

    async def runtime_js(request: Request) -> Response:
        # read here, on the event loop (350 KB: well under a millisecond), not by FileResponse
        # through worker threads: while the mock is built in the background each hop waits for the
        # interpreter lock, and the page can do nothing before this script has run
        return Response(runtime.read_bytes(), media_type="text/javascript; charset=utf-8", headers=_NO_STORE)

    async def health(request: Request) -> Response:
        return PlainTextResponse("ok")

    routes = [
        Route("/", index),
        Route(f"/{APP_URL}", code, methods=["GET"]),  # HEAD too (starlette adds it)
        Route(f"/{RUNTIME_URL}", runtime_js),
        Route("/healthz", health),
    ]
    if mock is not None:
        routes.append(Mount(MOCK_PREFIX, app=mock))
    return Starlette(routes=routes)
