"""`copilot-cli serve`: the JSON-RPC 2.0 server on stdin/stdout (also the default)."""

from __future__ import annotations

import argparse
import os
import sys

HELP = "serve JSON-RPC 2.0 on stdin/stdout, one message per line (the default)"


def _timeout(text: str) -> tuple[str, float]:
    method, sep, seconds = text.partition("=")
    if not sep or not method:
        raise argparse.ArgumentTypeError("expected METHOD=SECONDS, e.g. generate=90")
    try:
        value = float(seconds)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {seconds!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("seconds must be positive")
    return method, value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--log-level", help=argparse.SUPPRESS)
    parser.add_argument("--max-queue", type=int, default=100, help="requests in flight before -32004 (default 100)")
    parser.add_argument("--workers", type=int, default=8, help="requests running at once (default 8)")
    parser.add_argument(
        "--timeout",
        type=_timeout,
        action="append",
        default=[],
        metavar="METHOD=SECONDS",
        help="override a method's deadline (defaults: initialize 10, generate 60, customize 30, chat 15)",
    )
    parser.add_argument(
        "--debug-methods",
        action="store_true",
        default=os.environ.get("COPILOT_DEBUG_METHODS") == "1",
        help="also serve debug/echo, debug/sleep, debug/stream, debug/fail (env COPILOT_DEBUG_METHODS=1)",
    )
    parser.add_argument("--drain-timeout", type=float, default=10.0, help="seconds to finish work after stdin closes")
    parser.add_argument(
        "--workspace", metavar="DIR", help="repository for the repo.* methods (else initialize's workspaceRoot)"
    )
    parser.add_argument(
        "--llm",
        choices=("auto", "off", "openai"),
        default=None,
        help="auto: an OpenAI-compatible LLM when OPENAI_API_KEY/OPENAI_BASE_URL (or the config file) say so, "
        "templates otherwise (default); off: always templates; openai: require the LLM",
    )


def run(args: argparse.Namespace) -> int:
    from copilot_cli.llm.config import LlmConfigError, load_config
    from copilot_cli.rpc.server import ServerSettings
    from copilot_cli.rpc.stdio import run_stdio

    try:
        load_config(args.llm)  # a bad flag/env/config file fails now, not on the first request
    except LlmConfigError as exc:
        print(f"copilot-cli: {exc}", file=sys.stderr)
        return 2
    settings = ServerSettings(
        llm=args.llm or "auto",
        max_queue=max(1, args.max_queue),
        workers=max(1, args.workers),
        timeouts=dict(args.timeout),
        drain_timeout_s=args.drain_timeout,
        debug_methods=args.debug_methods,
        workspace=args.workspace,
    )
    run_stdio(settings)
    return 0
