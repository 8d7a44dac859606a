"""JSON-RPC core benchmark: `python benchmarks/rpc.py [--spawns 20] [--round-trips 2000] [--pipelined 10000]`.

Measures copilot-cli and a minimal hand-written stdio JSON-RPC echo server (echo_server.py)
in the same run, and prints JSON: spawn → initialize result (p50/p95), sequential round trip
(p50/p95), pipelined throughput, idle RSS, and ours/echo ratios.
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
INITIALIZE = b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"clientName":"bench"}}\n'


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


def spawn_to_initialize(command: list[str], spawns: int) -> dict:
    times = []
    for _ in range(spawns):
        started = time.perf_counter()
        child = Child(command)
        child.send(INITIALIZE)
        child.reply()
        times.append((time.perf_counter() - started) * 1000)
        child.close()
    return {"p50_ms": round(pct(times, 0.5), 1), "p95_ms": round(pct(times, 0.95), 1)}


def round_trips(child: Child, count: int) -> dict:
    times = []
    for i in range(count):
        line = b'{"jsonrpc":"2.0","id":%d,"method":"debug/echo","params":{"n":%d}}\n' % (i + 1, i)
        started = time.perf_counter()
        child.send(line)
        child.reply()
        times.append((time.perf_counter() - started) * 1000)
    return {"p50_ms": round(pct(times, 0.5), 3), "p95_ms": round(pct(times, 0.95), 3)}


def pipelined(child: Child, count: int, first_id: int) -> dict:
    payload = b"".join(
        b'{"jsonrpc":"2.0","id":%d,"method":"debug/echo","params":{"n":%d}}\n' % (first_id + i, i) for i in range(count)
    )
    started = time.perf_counter()
    # Write in slices and read concurrently, so neither pipe fills up and deadlocks.
    import threading

    def write() -> None:
        for offset in range(0, len(payload), 65536):
            child.send(payload[offset : offset + 65536])

    writer = threading.Thread(target=write)
    writer.start()
    for _ in range(count):
        child.reply()
    writer.join()
    seconds = time.perf_counter() - started
    return {"requests": count, "seconds": round(seconds, 3), "requests_per_s": round(count / seconds)}


def measure(command: list[str], args: argparse.Namespace) -> dict:
    spawn = spawn_to_initialize(command, args.spawns)
    child = Child(command)
    child.send(INITIALIZE)
    child.reply()
    time.sleep(0.5)
    idle_rss = child.rss_mb()
    rtt = round_trips(child, args.round_trips)
    flow = pipelined(child, args.pipelined, args.round_trips + 10)
    child.close()
    return {"spawn_to_initialize": spawn, "round_trip": rtt, "pipelined": flow, "idle_rss_mb": round(idle_rss, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spawns", type=int, default=20)
    parser.add_argument("--round-trips", type=int, default=2000)
    parser.add_argument("--pipelined", type=int, default=10000)
    args = parser.parse_args()
    ours, echo = measure(OURS, args), measure(ECHO, args)
    ratios = {
        "spawn_p50": round(ours["spawn_to_initialize"]["p50_ms"] / echo["spawn_to_initialize"]["p50_ms"], 2),
        "round_trip_p50": round(ours["round_trip"]["p50_ms"] / echo["round_trip"]["p50_ms"], 2),
        "throughput": round(ours["pipelined"]["requests_per_s"] / echo["pipelined"]["requests_per_s"], 2),
        "idle_rss": round(ours["idle_rss_mb"] / echo["idle_rss_mb"], 2),
    }
    print(
        json.dumps(
            {
                "copilot_cli": ours,
                "echo_server": echo,
                "ours_over_echo": ratios,
                "python": sys.version.split()[0],
                "cpus": os.cpu_count(),
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
