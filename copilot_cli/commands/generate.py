"""`copilot-cli generate SPEC --out DIR`: write the generated React UI to a folder."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

HELP = "generate a React UI for an API description into a folder (App.jsx plus what runs it)"

MAIN_JSX = """import React from "react";
import { createRoot } from "react-dom/client";
import App from "./App.jsx";

// Optional: point the UI at another server than the spec's, e.g. a local mock.
// window.__EXPERIENCE_UI__ = { baseUrl: "http://127.0.0.1:4010" };
createRoot(document.getElementById("root")).render(<App />);
"""

INDEX_HTML = """<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>API UI</title></head>
  <body style="margin:0"><div id="root"></div><script type="module" src="./main.jsx"></script></body>
</html>
"""

PACKAGE_JSON = """{
  "private": true,
  "type": "module",
  "scripts": { "dev": "vite", "build": "vite build" },
  "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1" },
  "devDependencies": { "vite": "^7.0.0" }
}
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--log-level", help=argparse.SUPPRESS)
    parser.add_argument("spec", help="API description: a file path or an http(s) URL")
    parser.add_argument(
        "--out",
        required=True,
        type=Path,
        metavar="DIR",
        help="folder to write App.jsx, main.jsx, index.html, package.json and plan.json into",
    )
    parser.add_argument("--theme", choices=["light", "dark"], default="light", help="initial theme (default light)")
    parser.add_argument(
        "--layout",
        choices=["default", "sidebar", "topnav", "compact"],
        default="default",
        help="page layout (default: sidebar navigation)",
    )
    parser.add_argument("--no-auth", action="store_true", help="leave out the auth panel and credentials")
    parser.add_argument(
        "--no-pagination", action="store_true", help="ignore detected pagination (one request per list)"
    )


def _write(path: Path, text: str | Iterable[str]) -> None:
    """Atomically (a reader never sees half a file); pieces are written as they come, so a big
    plan.json is never one string in memory."""
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as f:
        f.writelines([text] if isinstance(text, str) else text)
    tmp.replace(path)


def run(args: argparse.Namespace) -> int:
    from copilot_cli import errors
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.interface import generate
    from copilot_cli.ui.render import plan_json

    source = args.spec if args.spec.startswith(("http://", "https://")) else Path(args.spec)
    if isinstance(source, Path) and not source.is_file():
        print(f"copilot-cli generate: no such spec file: {source}", file=sys.stderr)
        return 2
    try:
        spec = load_spec(source)
        result = generate(
            spec, theme=args.theme, layout=args.layout, include_auth=not args.no_auth, pagination=not args.no_pagination
        )
    except errors.CopilotError as exc:
        reason = exc.data.get("errors") or exc.data.get("reason") or ""
        print(f"copilot-cli generate: {exc.message}: {reason}", file=sys.stderr)
        return 1
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    _write(out / "App.jsx", result.code)
    _write(out / "plan.json", plan_json(result.plan))
    for name, text in (("main.jsx", MAIN_JSX), ("index.html", INDEX_HTML), ("package.json", PACKAGE_JSON)):
        if not (out / name).exists():  # never clobber a person's own scaffolding
            _write(out / name, text)
    print(
        f"{result.description}: {out / 'App.jsx'} ({len(result.code):,} bytes, {result.component_count} components)",
        file=sys.stderr,
    )
    print(f"Run it: copilot-cli preview {args.spec} --code {out / 'App.jsx'}", file=sys.stderr)
    return 0
