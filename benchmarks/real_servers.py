"""The generated app against real servers (issue 23): Kinto, Jupyter Server, Prefect and Chroma, each
installed from PyPI into its own venv under ~/.cache/experience-ui/real-servers (never the
project's venv), started on a free 127.0.0.1 port, seeded through its own API; then
`copilot-cli preview <the spec the server publishes> --api URL --auth …` and headless Chromium
(benchmarks/real_servers_drive.mjs) through the preview's proxy: the first screen, each main
collection's list showing the seeded records, create / edit / delete through the forms. A list
counts when the page shows every seeded record; a write counts only when the server's own API
shows it afterwards, never because the page said so.

    .venv/bin/python benchmarks/real_servers.py [--servers kinto,jupyter,prefect,chroma] [--json-only]

Prints one JSON object: per server, a table of task × attempted / confirmed / why not, the
CORS failures and JS errors the browser saw, the proxy's refusals and every API call's status.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
import real_servers_cases as cases

cases._register_more()

ROOT = Path(__file__).resolve().parents[1]
CLI = Path(os.environ.get("COPILOT_CLI") or ROOT / ".venv" / "bin" / "copilot-cli")  # as tests/browser's harness
DRIVER = ROOT / "benchmarks" / "real_servers_drive.mjs"


def start_preview(server: cases.Server, panel: bool, work: Path) -> tuple[subprocess.Popen, str]:
    """`panel`: no --auth; the person signs in through the page's panel. The spec, which two of
    the three serve only to a signed-in caller, is then fetched here; otherwise the preview
    fetches it itself with --auth."""
    if panel:
        spec = work / "spec"
        headers = cases.auth_header(server.auth) if server.auth else {}
        spec.write_bytes(httpx.get(server.spec, headers=headers, timeout=30).content)
        args = [str(spec), "--api", server.api]
    else:
        args = [server.spec, "--api", server.api, *(["--auth", server.auth] if server.auth else [])]
    proc = subprocess.Popen(
        [str(CLI), "preview", *args, "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    line: list[str] = []
    ready = threading.Event()
    threading.Thread(target=lambda: (line.append(proc.stdout.readline()), ready.set()), daemon=True).start()
    if not ready.wait(180) or not line[0].startswith("Preview: "):
        proc.kill()
        raise RuntimeError(f"the preview did not start: {proc.stderr.read()[-2000:]}")
    return proc, line[0].removeprefix("Preview: ").strip()


def stop_preview(proc: subprocess.Popen) -> str:
    proc.send_signal(signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err


def drive(url: str, server: cases.Server, work: Path, panel: bool) -> dict[str, Any]:
    plan = work / "plan.json"
    collections = [
        {
            "name": c.name,
            "nav": c.nav,
            "seeded": c.seeded,
            "create": c.create,
            "edit": c.edit,
            "delete": c.delete,
            "parents": c.parents,
        }
        for c in server.collections
    ]
    sign_in = cases.sign_in_fields(server.auth) if panel and server.auth else None  # Chroma asks for none
    plan.write_text(json.dumps({"url": url, "collections": collections, "signIn": sign_in}))
    done = subprocess.run(["node", str(DRIVER), str(plan)], capture_output=True, text=True, cwd=ROOT, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"the browser driver failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def run_server(name: str, panel: bool = True) -> dict[str, Any]:
    start, state, confirm = cases.SERVERS[name]
    with tempfile.TemporaryDirectory(prefix=f"xui-{name}-") as tmp:
        work = Path(tmp)
        t0 = time.monotonic()
        server = start(work)
        ready_s = time.monotonic() - t0
        preview = None
        try:
            before = state(server)
            preview, url = start_preview(server, panel, work)
            seen = drive(url, server, work, panel)
            after = state(server)
        finally:
            log = stop_preview(preview) if preview else ""
            server.stop()
    secret = server.auth.rsplit(":", 1)[1] if server.auth else ""  # the password or token
    rows = []
    by_name = {c.name: c for c in server.collections}
    for t in seen["tasks"]:
        row = {"task": t["task"], "collection": t["collection"], "attempted": t["attempted"]}
        if t["task"] in ("create", "edit", "delete"):
            ok, evidence = confirm(server, t["task"], by_name[t["collection"]], before, after)
            row["confirmed"] = ok
            row["why_not"] = (
                "" if ok else "; ".join(x for x in (t["why"] or "the page reported no error", evidence) if x)
            )
        else:
            if t["task"] == "list":
                row["rows"] = t.get("rows")  # the list's rows, whatever they showed
            row["confirmed"] = bool(t["shown"])
            row["why_not"] = "" if t["shown"] else t["why"]
        rows.append(row)
    return {
        "server": name,
        "signed_in_by": ("the sign-in panel" if panel else "--auth")
        if server.auth
        else "none (the server asks for none)",
        "install_and_start_s": round(ready_s, 1),
        "tasks": rows,
        "confirmed": f"{sum(r['confirmed'] for r in rows)}/{len(rows)}",
        "cors_failures": len(seen["cors"]),
        "js_errors": len(seen["jsErrors"]),
        "examples": {"cors": seen["cors"][:3], "js": seen["jsErrors"][:3], "proxy": seen["proxyErrors"][:5]},
        "calls": _tally(seen["calls"]),
        "credential_in_log": bool(secret) and secret in log,
    }


def _tally(calls: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in calls:
        key = re.sub(r"/[0-9a-f-]{36}|/xui-bench[\w-]*", "/…", c)
        out[key] = out.get(key, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: -kv[1])[:25])


def table(result: dict[str, Any]) -> str:
    lines = [
        f"{result['server']}: {result['confirmed']} confirmed, CORS {result['cors_failures']}, JS {result['js_errors']}"
    ]
    for r in result["tasks"]:
        mark = "yes" if r["confirmed"] else "no "
        lines.append(f"  {r['task']:<11} {r['collection']:<12} {mark} {r['why_not'][:150]}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--servers", default=",".join(cases.SERVERS), help="comma-separated: " + ", ".join(cases.SERVERS)
    )
    parser.add_argument("--auth-flag", action="store_true", help="sign in with preview --auth instead of the panel")
    parser.add_argument("--json-only", action="store_true", help="no human-readable tables on stderr")
    args = parser.parse_args()
    results = []
    for name in [s.strip() for s in args.servers.split(",") if s.strip()]:
        if name not in cases.SERVERS:
            parser.error(f"unknown server {name!r}; known: {', '.join(cases.SERVERS)}")
        try:
            results.append(run_server(name, panel=not args.auth_flag))
        except Exception as exc:  # one server failing to install or start must not hide the others
            results.append({"server": name, "error": f"{type(exc).__name__}: {exc}"})
        if not args.json_only and "tasks" in results[-1]:
            print(table(results[-1]), file=sys.stderr)
    print(json.dumps({"servers": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
