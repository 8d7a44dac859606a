"""`copilot-cli spec SPEC [--json]`: read an API description and say what was understood."""

from __future__ import annotations

import argparse
import sys
from typing import Any

HELP = "read an API description (file, URL or - for stdin) and print what was understood (--json: the NormalizedSpec)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("spec", metavar="SPEC", help="path, http(s) URL, or - to read stdin")
    parser.add_argument("--json", action="store_true", help="print the NormalizedSpec as JSON instead of a summary")
    parser.add_argument(
        "--format",
        dest="format_hint",
        choices=["openapi", "swagger", "graphql", "json", "yaml"],
        help="skip format sniffing",
    )
    parser.add_argument("--diagnostics", action="store_true", help="list every diagnostic in the summary")


def run(args: argparse.Namespace) -> int:
    import json
    from pathlib import Path

    from copilot_cli import errors
    from copilot_cli.spec import load_spec

    try:
        if args.spec == "-":
            spec = load_spec(sys.stdin.buffer.read(), format_hint=args.format_hint)
        elif args.spec.lower().startswith(("http://", "https://")):
            spec = load_spec(args.spec, format_hint=args.format_hint)
        else:
            spec = load_spec(Path(args.spec), format_hint=args.format_hint)
    except errors.SpecInvalid as exc:
        print(f"copilot-cli spec: {exc.data.get('reason', 'spec invalid')}", file=sys.stderr)
        for err in exc.data.get("errors", []):
            where = (
                f"line {err['line']}, column {err.get('column', 1)}: "
                if "line" in err
                else f"at {err['pointer'] or '(document)'}: "
                if "pointer" in err
                else ""
            )
            print(f"  {where}{err['message']}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(spec.to_wire(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(summary(spec, all_diagnostics=args.diagnostics))
    return 0


def summary(spec: Any, *, all_diagnostics: bool = False) -> str:
    """A readable account: title, format, servers, auth, counts, resources with pagination."""
    src = spec.source
    lines = [
        f"{src.title}" + (f" (version {src.api_version})" if src.api_version else ""),
        f"  format:      {src.kind}"
        + (f" {src.version}" if src.version else "")
        + f" ({src.format}, {src.size:,} bytes)",
    ]
    for server in spec.servers or []:
        lines.append(f"  server:      {server.url}" + (f" — {server.description}" if server.description else ""))
    for scheme in spec.auth.schemes.values():
        detail = {
            "apiKey": f"{scheme.location} {scheme.param_name}",
            "http": scheme.scheme or "",
            "oauth2": ", ".join(f.type for f in scheme.flows),
        }.get(scheme.type, "")
        lines.append(f"  auth:        {scheme.name}: {scheme.type} {detail}".rstrip())
    levels = {lvl: sum(1 for d in spec.diagnostics if d.level == lvl) for lvl in ("error", "warning", "info")}
    lines.append(
        f"  operations:  {len(spec.operations)}" + (f"   webhooks: {len(spec.webhooks)}" if spec.webhooks else "")
    )
    lines.append(f"  resources:   {len(spec.resources)}")
    lines.append(f"  types:       {len(spec.types)}")
    lines.append(
        f"  diagnostics: {len(spec.diagnostics)} ({levels['error']} errors, {levels['warning']} warnings, {levels['info']} info)"
    )
    if spec.resources:
        lines.append("")
        lines.append("Resources:")
    for r in spec.resources:
        roles = [role for role in ("list", "get", "create", "update", "patch", "delete") if getattr(r.operations, role)]
        roles += [f"+{len(r.operations.actions)} actions"] if r.operations.actions else []
        where = r.collection_path or r.item_path or ""
        page = r.pagination
        paging = (
            page.style
            if page.style == "none"
            else page.style
            + " ("
            + ", ".join(
                f"{k}={v}"
                for k, v in (
                    ("page", page.page_param),
                    ("offset", page.offset_param),
                    ("cursor", page.cursor_param),
                    ("size", page.size_param),
                    ("items", "(body)" if page.items_path == "" else page.items_path),
                    ("next", page.next_path or page.next_header),
                )
                if v is not None
            )
            + ")"
        )
        lines.append(f"  {r.name:28s} {where:40s} {' '.join(roles)}")
        extra = [
            f"type {r.type_name}" if r.type_name else None,
            f"parent {r.parent}" if r.parent else None,
            f"paging {paging}",
        ]
        lines.append(f"  {'':28s} " + "; ".join(e for e in extra if e))
    shown = [d for d in spec.diagnostics if all_diagnostics or d.level != "info"]
    if shown:
        lines.append("")
        lines.append("Diagnostics:" if all_diagnostics else "Diagnostics (errors and warnings; --diagnostics for all):")
        for d in shown[: 200 if not all_diagnostics else None]:
            lines.append(f"  {d.level:7s} {d.code}: {d.message}" + (f"  [{d.pointer}]" if d.pointer else ""))
    return "\n".join(lines) + "\n"
