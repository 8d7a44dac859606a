"""`copilot-cli [SUBCOMMAND]` — with no subcommand it serves JSON-RPC on stdio.

Each subcommand is a module in `copilot_cli/commands/` with `HELP`, `add_arguments(parser)`
and `run(args) -> int`. Those modules must import only light things at top level; heavy
imports go inside `run`, so `copilot-cli` starts fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from copilot_cli import __version__
from copilot_cli.logs import setup_logging

SUBCOMMANDS = ["serve", "workspace", "preview", "spec", "generate", "index"]


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or with `only` that one subcommand's (what its run needs: the other
    subcommands' modules are not imported and their parsers not built, ~0.007 s of CPU before a
    preview's URL; its help, usage and errors read the same)."""
    parser = argparse.ArgumentParser(
        prog="copilot-cli",
        description="Experience UI's backend: newline-delimited JSON-RPC 2.0 on stdin/stdout "
        "(the default), plus tools for people.",
    )
    parser.add_argument("--version", action="version", version=f"copilot-cli {__version__}")
    parser.add_argument("--log-level", help="DEBUG, INFO, WARNING (default) or ERROR; env COPILOT_LOG_LEVEL")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    for name in SUBCOMMANDS if only is None else [only]:
        module = importlib.import_module(f"copilot_cli.commands.{name}")
        command = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(_module=module)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version"):
        argv.insert(_first_positional(argv), "serve")
    args = build_parser(argv[0] if argv[0] in SUBCOMMANDS else None).parse_args(argv)
    setup_logging(args.log_level)
    return int(args._module.run(args) or 0)


def _first_positional(argv: list[str]) -> int:
    """Where an implicit `serve` goes: after leading global options such as --log-level."""
    i = 0
    while i < len(argv) and argv[i] == "--log-level":
        i += 2
    return i
