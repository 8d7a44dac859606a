"""The long fuzz run: `python scripts/fuzz_rpc.py [--inputs 100000] [--in-memory]`.

By default it drives ONE real `copilot-cli` process over real pipes (with `--debug-methods` and
a small repository for the repo.* methods) with the sessions of tests/rpc/fuzzing.py: random
bytes and JSON, wrong-shaped requests, repo.* calls with random globs and paths, non-finite
numbers, lone surrogates, invalid UTF-8 and over-long integers. After each session it sends a
final request and waits for it and for every readable id. Prints JSON: lines sent, crashes
(the process ended), lost replies (a readable id unanswered 30 s after its session), duplicate
replies, the slowest reply (seconds from sending a line to its reply, and its method), the
p99, and the RSS of the process at start, every 5,000 sessions and at the end. `--in-memory` runs the CI property (tests/rpc/test_fuzz.py) instead."""

from __future__ import annotations

import argparse
import json
import logging
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, given, settings

from tests.rpc.fuzzing import _id_is_readable, _is_exit_request, check_session, fuzz_repo, sessions

REPLY_WAIT_S = 30.0


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Process:
    def __init__(self) -> None:
        command = [sys.executable, "-m", "copilot_cli", "--debug-methods", "--workspace", str(fuzz_repo())]
        env = {**os.environ, "COPILOT_LLM": "off"}
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env
        )
        self.replies: queue.Queue[tuple[float, dict]] = queue.Queue()
        self.bad_lines = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            now = time.perf_counter()
            try:
                message = json.loads(raw)
            except ValueError:
                self.bad_lines += 1
                continue
            if not isinstance(message, dict):
                self.bad_lines += 1
                continue
            self.replies.put((now, message))

    def send(self, line: bytes) -> float:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()
        return time.perf_counter()


def run_process(target: int) -> dict:
    server = Process()
    stats = {"inputs": 0, "sessions": 0, "crashes": 0, "lost_replies": 0, "duplicate_replies": 0}
    stats.update({"max_reply_s": 0.0, "slowest_method": "", "bad_output_lines": 0, "rss_kib_samples": []})
    slow: list[float] = []
    server.send(b'{"jsonrpc":"2.0","id":"warm","method":"initialize"}')
    server.replies.get(timeout=REPLY_WAIT_S)
    rss_start = rss_kib(server.proc.pid)
    final_id = 0

    def one_session(lines: list[tuple[bytes, int | None]]) -> None:
        nonlocal final_id, server
        sent: dict[str, float] = {}
        methods: dict[str, str] = {}
        for line, request_id in lines:
            if _is_exit_request(line) or b'"exit"' in line:
                continue  # one process for the whole run: exit is tested elsewhere
            at = server.send(line)
            stats["inputs"] += 1
            if request_id is not None and _id_is_readable(line):
                sent[json.dumps(request_id)] = at
                methods[json.dumps(request_id)] = str(json.loads(line).get("method"))[:40]
        final_id += 1
        final = json.dumps(f"final-{final_id}")
        sent[final] = server.send(b'{"jsonrpc":"2.0","id":%s,"method":"initialize"}' % final.encode())
        answered: dict[str, int] = {}
        deadline = time.perf_counter() + REPLY_WAIT_S
        while any(key not in answered for key in sent) and time.perf_counter() < deadline:
            try:
                at, message = server.replies.get(timeout=0.5)
            except queue.Empty:
                if server.proc.poll() is not None:
                    break
                continue
            if "method" in message:
                continue  # stream/chunk notifications
            key = json.dumps(message.get("id"))
            if key in sent:
                answered[key] = answered.get(key, 0) + 1
                if at - sent[key] > stats["max_reply_s"]:
                    stats["max_reply_s"] = at - sent[key]
                    stats["slowest_method"] = methods.get(key, "initialize")
                slow.append(at - sent[key])
        # replies to ids of this session that arrive late are counted as duplicates by the next one
        stats["lost_replies"] += sum(1 for key in sent if key not in answered)
        stats["duplicate_replies"] += sum(1 for n in answered.values() if n > 1)
        stats["sessions"] += 1
        if stats["sessions"] % 5000 == 0:
            stats["rss_kib_samples"].append(rss_kib(server.proc.pid))
        if server.proc.poll() is not None:
            stats["crashes"] += 1
            server = Process()

    @settings(max_examples=2000, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(sessions())
    def property_holds(lines):
        one_session(lines)

    started = time.perf_counter()
    while stats["inputs"] < target:
        property_holds()
    stats["bad_output_lines"] = server.bad_lines
    stats["rss_kib_start"] = rss_start
    stats["rss_kib_end"] = rss_kib(server.proc.pid)
    stats["seconds"] = round(time.perf_counter() - started, 1)
    stats["max_reply_s"] = round(stats["max_reply_s"], 3)
    slow.sort()
    stats["replies"] = len(slow)
    stats["p99_reply_s"] = round(slow[int(0.99 * (len(slow) - 1))], 3) if slow else 0.0
    stats["replies_over_1s"] = sum(t > 1.0 for t in slow)
    stats["load_avg_1m"] = os.getloadavg()[0]
    server.proc.stdin.close()  # type: ignore[union-attr]
    server.proc.wait(30)
    stats["exit_code"] = server.proc.returncode
    return stats


def run_in_memory(target: int) -> dict:
    logging.disable(logging.CRITICAL)  # debug/fail logs a traceback per call by design
    total = {"inputs": 0, "sessions": 0}
    started = time.perf_counter()

    @settings(max_examples=2000, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(sessions())
    def property_holds(lines):
        total["inputs"] += check_session(lines)
        total["sessions"] += 1

    while total["inputs"] < target:
        property_holds()
    return {**total, "seconds": round(time.perf_counter() - started, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000, help="input lines to try (at least)")
    parser.add_argument("--in-memory", action="store_true", help="the CI property in memory, not a real process")
    args = parser.parse_args()
    stats = run_in_memory(args.inputs) if args.in_memory else run_process(args.inputs)
    print(json.dumps(stats))
    return 0 if stats.get("crashes", 0) == 0 and stats.get("lost_replies", 0) == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
