"""`copilot-cli index serve --stdio --repo-root PATH` (Repodex, seed 000) and
`copilot-cli index refresh --repo-root PATH` (build or refresh, prints the counts)."""

from __future__ import annotations

import argparse
import json
import sys

HELP = "the repository index: serve Repodex ops on stdio, or refresh it"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--log-level", help=argparse.SUPPRESS)
    actions = parser.add_subparsers(dest="index_command", metavar="ACTION", required=True)
    serve = actions.add_parser("serve", help="Repodex ops (status, sync, search, fetch) as JSON lines")
    serve.add_argument("--stdio", action="store_true", required=True, help="speak on stdin/stdout (the only transport)")
    _common(serve)
    refresh = actions.add_parser("refresh", help="build or refresh the index and print the counts as JSON")
    refresh.add_argument("--force", action="store_true", help="re-chunk every file")
    _common(refresh)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--repo-root", required=True, help="the repository to index")
    parser.add_argument("--data-dir", help="where the index lives (default <repo-root>/.repo_mcp)")
    parser.add_argument("--max-file-bytes", type=_max_file_bytes, help="skip files larger than this (default 1000000)")


def _max_file_bytes(text: str) -> int:
    # the index's config (pydantic models) loads when the flag is given, not in every command's
    # start-up: every `copilot-cli` run builds this parser
    from copilot_cli.index.config import limit_type

    return limit_type("max_file_bytes")(text)


def run(args: argparse.Namespace) -> int:
    from copilot_cli.index.config import IndexConfigError
    from copilot_cli.index.repo_index import RepoIndex

    try:
        index = RepoIndex.open(args.repo_root, data_dir=args.data_dir, max_file_bytes=args.max_file_bytes)
    except IndexConfigError as exc:
        print(f"copilot-cli index: {exc}", file=sys.stderr)
        return 2
    if args.index_command == "refresh":
        result, _ = index.refresh_index({"force": args.force})
        sys.stdout.write(json.dumps(result, indent=2) + "\n")  # this subcommand's output, not a wire
        return 0
    from copilot_cli.common.stdio import isolate_stdout_stream as isolate_stdout
    from copilot_cli.index.faces.repodex import serve

    protocol = isolate_stdout()  # nothing but protocol on the real stdout
    return serve(index, sys.stdin.buffer, protocol)
