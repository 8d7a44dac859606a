"""JSON-RPC core benchmark: `python benchmarks/rpc.py [--spawns 20] [--round-trips 2000] [--served 10000]`.

Measures, in the same run, copilot-cli (`debug/echo`), a minimal hand-written stdio JSON-RPC
echo server (echo_server.py) and the MCP python SDK's stdio server with an echo tool
(mcp_echo_server.py, `tools/call`; skipped when `mcp` is not installed: `pip install -e .[bench]`).
Prints JSON: spawn → initialize result (p50/p95), sequential round trip (p50/p95), SERVED
requests per second with a client that keeps at most `--window` (64) in flight — within
copilot-cli's bound of 100, so nothing is rejected and every reply counted is a result —, idle
RSS, and ours/peer ratios. Separately, the burst test: `--burst` (10,000) requests written at
once, counted as served or rejected (-32004); it shows the bound working, not throughput.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OURS = [sys.executable, "-m", "copilot_cli", "--debug-methods"]
ECHO = [sys.executable, str(ROOT / "benchmarks" / "echo_server.py")]
MCP = [sys.executable, str(ROOT / "benchmarks" / "mcp_echo_server.py")]
INITIALIZE = b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"clientName":"bench"}}\n'
MCP_INITIALIZE = (
    b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18",'
    b'"capabilities":{},"clientInfo":{"name":"bench","version":"0"}}}\n'
)
MCP_INITIALIZED = b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n'


def echo_line(request_id: int, n: int) -> bytes:
    return b'{"jsonrpc":"2.0","id":%d,"method":"debug/echo","params":{"n":%d}}\n' % (request_id, n)


def mcp_line(request_id: int, n: int) -> bytes:
    return b'{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"echo","arguments":{"n":%d}}}\n' % (
        request_id,
        n,
    )


class Child:
    def __init__(self, command: list[str]) -> None:
        env = {**os.environ, "COPILOT_LOG_LEVEL": "ERROR"}
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=ROOT, bufsize=0
        )
        self.out = self.proc.stdout

    def send(self, data: bytes) -> None:
        os.write(self.proc.stdin.fileno(), data)

    def reply(self) -> dict:
        while True:
            message = json.loads(self.out.readline())
            if "method" not in message:
                return message

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(10)

    def rss_mb(self) -> float:
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def spawn_to_initialize(command: list[str], spawns: int, initialize: bytes = INITIALIZE) -> dict:
    times = []
    for _ in range(spawns):
        started = time.perf_counter()
        child = Child(command)
        child.send(initialize)
        child.reply()
        times.append((time.perf_counter() - started) * 1000)
        child.close()
    return {"p50_ms": round(pct(times, 0.5), 1), "p95_ms": round(pct(times, 0.95), 1)}


def round_trips(child: Child, count: int, make_line=echo_line) -> dict:
    times = []
    for i in range(count):
        line = make_line(i + 1, i)
        started = time.perf_counter()
        child.send(line)
        child.reply()
        times.append((time.perf_counter() - started) * 1000)
    return {"p50_ms": round(pct(times, 0.5), 3), "p95_ms": round(pct(times, 0.95), 3)}


def served(child: Child, count: int, first_id: int, window: int, make_line=echo_line) -> dict:
    """`count` requests with at most `window` in flight: a new one is written for each reply."""
    started = time.perf_counter()
    sent = ok = rejected = 0
    batch = b"".join(make_line(first_id + i, i) for i in range(min(window, count)))
    child.send(batch)
    sent = min(window, count)
    for _ in range(count):
        reply = child.reply()
        if "result" in reply:
            ok += 1
        elif reply.get("error", {}).get("code") == -32004:
            rejected += 1
        if sent < count:
            child.send(make_line(first_id + sent, sent))
            sent += 1
    seconds = time.perf_counter() - started
    return {
        "requests": count,
        "window": window,
        "served": ok,
        "rejected": rejected,
        "seconds": round(seconds, 3),
        "served_per_s": round(ok / seconds),
    }


def burst(child: Child, count: int, first_id: int, make_line=echo_line) -> dict:
    """`count` requests written at once (the bound test): how many were served, how many -32004."""
    payload = b"".join(make_line(first_id + i, i) for i in range(count))
    import threading

    def write() -> None:  # in slices, read concurrently, so neither pipe fills up and deadlocks
        for offset in range(0, len(payload), 65536):
            child.send(payload[offset : offset + 65536])

    writer = threading.Thread(target=write)
    started = time.perf_counter()
    writer.start()
    replies = [child.reply() for _ in range(count)]
    writer.join()
    seconds = time.perf_counter() - started
    ok = sum("result" in r for r in replies)
    rejected = sum(r.get("error", {}).get("code") == -32004 for r in replies)
    return {"requests": count, "served": ok, "rejected": rejected, "seconds": round(seconds, 3)}


def measure(command: list[str], args: argparse.Namespace, kind: str = "plain") -> dict:
    initialize, make_line = (MCP_INITIALIZE, mcp_line) if kind == "mcp" else (INITIALIZE, echo_line)
    spawn = spawn_to_initialize(command, args.spawns, initialize)
    child = Child(command)
    child.send(initialize)
    child.reply()
    if kind == "mcp":
        child.send(MCP_INITIALIZED)
    time.sleep(0.5)
    idle_rss = child.rss_mb()
    rtt = round_trips(child, args.round_trips, make_line)
    flow = served(child, args.served, args.round_trips + 10, args.window, make_line)
    bound = burst(child, args.burst, args.round_trips + args.served + 20, make_line) if args.burst else None
    child.close()
    out = {"spawn_to_initialize": spawn, "round_trip": rtt, "served": flow, "idle_rss_mb": round(idle_rss, 1)}
    if bound is not None:
        out["burst"] = bound
    return out


def ratios(ours: dict, peer: dict) -> dict:
    return {
        "spawn_p50": round(ours["spawn_to_initialize"]["p50_ms"] / peer["spawn_to_initialize"]["p50_ms"], 2),
        "round_trip_p50": round(ours["round_trip"]["p50_ms"] / peer["round_trip"]["p50_ms"], 2),
        "served_per_s": round(ours["served"]["served_per_s"] / peer["served"]["served_per_s"], 2),
        "idle_rss": round(ours["idle_rss_mb"] / peer["idle_rss_mb"], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spawns", type=int, default=20)
    parser.add_argument("--round-trips", type=int, default=2000)
    parser.add_argument("--served", type=int, default=10000, help="requests for the served-throughput figure")
    parser.add_argument("--window", type=int, default=64, help="requests in flight at most (ours rejects past 100)")
    parser.add_argument("--burst", type=int, default=10000, help="requests written at once (0: skip the bound test)")
    args = parser.parse_args()
    report: dict = {"copilot_cli": measure(OURS, args), "echo_server": measure(ECHO, args)}
    try:
        import mcp  # noqa: F401
    except ImportError:
        report["mcp_sdk"] = "not installed (pip install -e .[bench])"
    else:
        report["mcp_sdk"] = measure(MCP, args, "mcp")
    report["ours_over_echo"] = ratios(report["copilot_cli"], report["echo_server"])
    if isinstance(report["mcp_sdk"], dict):
        report["ours_over_mcp_sdk"] = ratios(report["copilot_cli"], report["mcp_sdk"])
    report.update(python=sys.version.split()[0], cpus=os.cpu_count(), load=os.getloadavg()[0])
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
