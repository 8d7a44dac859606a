"""`copilot-cli preview SPEC`: generate the UI and serve it live on 127.0.0.1 with a mock API."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HELP = "generate a UI for an API description and serve a live preview (with a built-in mock API)"
DEFAULT_PORT = 8787


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("port must be 0-65535 (0 = any free port)")
    return value


def _api_url(text: str) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise argparse.ArgumentTypeError(f"expected an http(s) URL, e.g. https://api.example.com/v1; got {text!r}")
    return text.rstrip("/")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--log-level", help=argparse.SUPPRESS)
    parser.add_argument(
        "spec",
        help="API description: a file path or an http(s) URL (OpenAPI 3.x, Swagger 2.0, GraphQL SDL or introspection JSON)",
    )
    parser.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=f"port on 127.0.0.1 (default {DEFAULT_PORT}; 0 = any free port)",
    )
    parser.add_argument(
        "--api", type=_api_url, metavar="URL", help="talk to this real API instead of the built-in mock"
    )
    parser.add_argument(
        "--auth",
        metavar="SCHEME:…",
        help="credentials the preview adds to every call to --api (held in memory, never shown to the page): "
        "basic:USER:PASS, bearer:TOKEN, token:WORD:TOKEN or query:NAME=VALUE; default $COPILOT_PREVIEW_AUTH",
    )
    parser.add_argument(
        "--header",
        action="append",
        metavar="'NAME: VALUE'",
        help="a header added to every call to --api (repeatable; also one per line in $COPILOT_PREVIEW_HEADERS)",
    )
    parser.add_argument(
        "--code",
        type=Path,
        metavar="FILE.jsx",
        help="serve this App.jsx instead of generating one (re-read on every reload)",
    )
    parser.add_argument(
        "--theme", choices=["light", "dark"], default="light", help="theme of the generated UI (default light)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the mock API's fake data (default 0)")


def _fail(message: str) -> int:
    print(f"copilot-cli preview: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from copilot_cli import errors
    from copilot_cli.preview.runtime import RuntimeMissing

    try:
        session = _prepare(args)
    except errors.CopilotError as exc:
        return _fail(f"{exc.message}: {_describe(exc.data)}")
    except (RuntimeMissing, OSError) as exc:
        return _fail(str(exc))
    return _serve(session, args.port)


def _describe(data: object) -> str:
    if isinstance(data, dict):
        details = data.get("errors") or data.get("reason") or data
        if isinstance(details, list):
            return "; ".join(str(e.get("message", e)) if isinstance(e, dict) else str(e) for e in details[:5])
        return str(details)
    return str(data)


def _prepare(args: argparse.Namespace):
    from copilot_cli.preview.credentials import CredentialError, from_sources, split_userinfo
    from copilot_cli.preview.session import prepare_preview

    source = args.spec if args.spec.startswith(("http://", "https://")) else Path(args.spec)
    if isinstance(source, Path) and not source.is_file():
        raise OSError(f"no such spec file: {source}")
    try:
        credentials = from_sources(args.auth, args.header)
        api_url = split_userinfo(args.api, credentials) if args.api else None
    except CredentialError as exc:
        raise OSError(str(exc)) from None  # never echoes the value: CredentialError's rule
    given = credentials.auth is not None or bool(credentials.headers)
    return prepare_preview(
        source,
        code_file=args.code,
        api_url=api_url,
        theme=args.theme,
        seed=args.seed,
        credentials=credentials if given or api_url else None,
        fork=True,  # the module and the mock on the other core (preview/forked.py); in-process tests: threads
    )


def _serve(session, port: int) -> int:
    from copilot_cli.preview.uvicorn_runner import PortUnavailable, bind, serve, url_of

    try:
        sock = bind(port)
    except PortUnavailable as exc:
        return _fail(str(exc))
    url = url_of(sock)

    def announce() -> None:
        # The one stdout line (tests and the README parse it); the rest goes to stderr.
        sys.stdout.write(f"Preview: {url}\n")  # the one stdout line; not a protocol stream
        sys.stdout.flush()
        target = f"{session.api_url} (through {url}proxy/…)" if session.api_url else f"{url}mock"
        print(f"API: {target}   (Ctrl+C to stop)", file=sys.stderr, flush=True)
        session.start_background()  # the module, then the mock, now that the URL is out (preview/session.py)

    try:
        serve(session.app, sock, announce)
    except KeyboardInterrupt:
        pass
    return 0
