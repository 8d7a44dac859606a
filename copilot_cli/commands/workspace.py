"""`copilot-cli workspace serve`: the workspace HTTP API (seed 003) on 127.0.0.1.

    copilot-cli workspace serve --workspace app=./my-app --token-file ~/.config/ws-token
    copilot-cli workspace serve --workspace app=./my-app --unsafe-no-auth --port 0

With --port 0 the OS picks a free port; the line `listening on http://HOST:PORT` on stderr
tells which (tests and scripts read it).
"""

from __future__ import annotations

import argparse
import os
import re
import sys

HELP = "serve workspace directories over the versioned read/write/patch/delete/glob/grep HTTP API"

_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


def _workspace(text: str) -> tuple[str, str]:
    name, sep, directory = text.partition("=")
    if not sep or not _ID.match(name):
        raise argparse.ArgumentTypeError("expected ID=DIR with ID made of letters, digits, '.', '_' or '-'")
    if not os.path.isdir(directory):
        raise argparse.ArgumentTypeError(f"not a directory: {directory!r}")
    return name, directory


def _default_data_dir() -> str:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "copilot-cli", "workspaces")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--log-level", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="workspace_command", metavar="ACTION", required=True)
    serve = sub.add_parser("serve", help=HELP, description=HELP)
    serve.add_argument(
        "--workspace",
        type=_workspace,
        action="append",
        required=True,
        metavar="ID=DIR",
        help="a directory to serve under an id (repeatable)",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 picks a free one)")
    auth = serve.add_mutually_exclusive_group(required=True)
    auth.add_argument("--token-file", help="file holding the bearer token clients must send")
    auth.add_argument("--unsafe-no-auth", action="store_true", help="accept requests without a token")
    serve.add_argument(
        "--data-dir",
        default=_default_data_dir(),
        help="where per-workspace version databases live (default $XDG_STATE_HOME/copilot-cli/workspaces)",
    )
    serve.add_argument("--max-body-bytes", type=int, default=8 * 1024 * 1024, help="request body limit (default 8 MiB)")
    serve.add_argument(
        "--max-read-bytes", type=int, default=1024 * 1024, help="content returned by one read (default 1 MiB)"
    )
    serve.add_argument("--max-inflight", type=int, default=64, help="requests in flight before 503 busy (default 64)")
    serve.add_argument(
        "--rate-limit",
        type=float,
        default=0.0,
        help="requests per second per client before 429 rate_limited (default 0 = off)",
    )
    serve.add_argument("--scan-time-budget", type=float, default=5.0, help="seconds one glob/grep may take (default 5)")


def _read_token(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        token = f.read().strip()
    if len(token) < 16:
        raise SystemExit(f"copilot-cli workspace: the token in {path} must be at least 16 characters")
    return token


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from copilot_cli.workspace.atomic import sweep_temp_files
    from copilot_cli.workspace.files import FileLimits, open_workspace
    from copilot_cli.workspace.http import HttpSettings, create_app

    ids = [name for name, _ in args.workspace]
    if len(set(ids)) != len(ids):
        print("copilot-cli workspace: each --workspace ID must be unique", file=sys.stderr)
        return 2
    token = None if args.unsafe_no_auth else _read_token(args.token_file)
    limits = FileLimits(
        max_body_bytes=args.max_body_bytes, max_read_bytes=args.max_read_bytes, scan_time_budget_s=args.scan_time_budget
    )
    from copilot_cli.workspace.versions import WorkspaceInUse

    workspaces = {}
    for name, directory in args.workspace:
        try:
            workspaces[name] = open_workspace(name, directory, args.data_dir, limits)
        except WorkspaceInUse as exc:
            print(f"copilot-cli workspace: {exc}", file=sys.stderr)
            return 2
        sweep_temp_files(directory)  # only once we own the directory: a live server's temps are not ours
    settings = HttpSettings(
        token=token, max_body_bytes=args.max_body_bytes, max_inflight=args.max_inflight, rate_per_s=args.rate_limit
    )
    if token is None:
        print(
            "copilot-cli workspace: WARNING --unsafe-no-auth: anyone who can reach the port can edit files",
            file=sys.stderr,
        )
    config = uvicorn.Config(
        create_app(workspaces, settings),
        host=args.host,
        port=args.port,
        log_level="warning",
        access_log=False,
        lifespan="off",
    )
    # File work runs in worker threads; a short GIL switch interval lets a finished worker hand
    # its result back to a busy event loop sooner (the default 5 ms dominates small reads).
    sys.setswitchinterval(0.0005)
    server = uvicorn.Server(config)
    _announce_when_started(server)
    server.run()
    return 0


def _announce_when_started(server: object) -> None:
    """Print the bound address once uvicorn listens (port 0 → the real port)."""
    original = server.startup  # type: ignore[attr-defined]

    async def startup(sockets: list | None = None) -> None:
        await original(sockets=sockets)
        for srv in getattr(server, "servers", []):
            for sock in srv.sockets:
                host, port = sock.getsockname()[:2]
                print(f"listening on http://{host}:{port}", file=sys.stderr, flush=True)

    server.startup = startup  # type: ignore[attr-defined]
