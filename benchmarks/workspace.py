"""Workspace HTTP API throughput and latency: read, write and grep with 1, 8 and 32 clients.

    .venv/bin/python benchmarks/workspace.py [--seconds 3] [--clients 1,8,32]

Starts `copilot-cli workspace serve` as a subprocess on 127.0.0.1 (port 0) over a temporary
workspace (200 files of ~4 KiB for grep), drives it with httpx.AsyncClient for a fixed time per
(operation, clients) cell and prints JSON: requests/s, p50 and p95 latency in ms, errors.
Writes go to one file per client (unconditional), so they measure the durable write path
(temp + fsync + rename + fsync dir + SQLite commit), not lock contention.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import re
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent


def make_workspace(root: Path) -> None:
    words = ["alpha", "beta", "gamma", "delta", "render", "fetch", "user", "order", "id", "name"]
    for i in range(200):
        d = root / f"pkg{i % 10}"
        d.mkdir(exist_ok=True)
        lines = [f"def fn_{i}_{j}({words[j % 10]}): return {words[(i + j) % 10]}_{j}" for j in range(80)]
        (d / f"mod{i}.py").write_text("\n".join(lines) + "\n")
    (root / "read.txt").write_text("hello workspace\n" * 256)


def start_server(root: Path, data: Path, token_file: Path) -> tuple[subprocess.Popen[str], str]:
    cmd = [
        sys.executable,
        "-m",
        "copilot_cli",
        "workspace",
        "serve",
        "--workspace",
        f"w={root}",
        "--port",
        "0",
        "--token-file",
        str(token_file),
        "--data-dir",
        str(data),
        "--max-inflight",
        "256",
    ]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    assert proc.stderr is not None
    for line in proc.stderr:
        found = re.search(r"listening on (http://\S+)", line)
        if found:
            return proc, found.group(1)
    raise RuntimeError("server did not start")


def body_for(op: str, client: int, i: int) -> dict[str, object]:
    if op == "read":
        return {"workspace_id": "w", "path": "read.txt"}
    if op == "write":
        return {"workspace_id": "w", "path": f"out/c{client}.txt", "content": f"{i}\n" * 512}
    return {"workspace_id": "w", "query": "gamma_7" if i % 2 else r"fn_\d+_4\d\(", "regex": bool(i % 2 == 0)}


async def run_cell(url: str, token: str, op: str, clients: int, seconds: float) -> dict[str, object]:
    latencies: list[float] = []
    errors = 0
    deadline = time.perf_counter() + seconds

    # Clients (and their connections) are made before the clock starts: building an httpx
    # client costs tens of milliseconds, which is not the server's time.
    pool = [
        httpx.AsyncClient(base_url=url, headers={"authorization": f"Bearer {token}"}, timeout=60)
        for _ in range(clients)
    ]
    await asyncio.gather(*(c.post("/v1/read", json=body_for("read", 0, 0)) for c in pool))

    async def worker(n: int, c: httpx.AsyncClient) -> None:
        nonlocal errors
        i = 0
        while time.perf_counter() < deadline:
            start = time.perf_counter()
            response = await c.post(f"/v1/{op}", json=body_for(op, n, i))
            latencies.append((time.perf_counter() - start) * 1000)
            errors += response.status_code != 200
            i += 1

    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    await asyncio.gather(*(worker(n, c) for n, c in enumerate(pool)))
    elapsed = time.perf_counter() - started
    await asyncio.gather(*(c.aclose() for c in pool))
    latencies.sort()
    pick = lambda q: round(latencies[min(len(latencies) - 1, int(q * len(latencies)))], 2)  # noqa: E731
    return {
        "op": op,
        "clients": clients,
        "requests": len(latencies),
        "rps": round(len(latencies) / elapsed, 1),
        "p50_ms": pick(0.50),
        "p95_ms": pick(0.95),
        "errors": errors,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--clients", default="1,8,32")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root, data, token_file = Path(tmp, "root"), Path(tmp, "data"), Path(tmp, "token")
        root.mkdir()
        make_workspace(root)
        token = secrets.token_hex(16)
        token_file.write_text(token)
        proc, url = start_server(root, data, token_file)
        try:
            cells = [
                asyncio.run(run_cell(url, token, op, int(c), args.seconds))
                for op in ("read", "write", "grep")
                for c in args.clients.split(",")
            ]
        finally:
            proc.terminate()
            proc.wait(10)
    print(
        json.dumps(
            {
                "benchmark": "workspace_http",
                "python": platform.python_version(),
                "cpus": os.cpu_count(),
                "seconds_per_cell": args.seconds,
                "grep_corpus": "200 files x 80 lines",
                "cells": cells,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
