"""customize and chat, offline, on Discord: `python benchmarks/assist.py [--rounds 30]`.

Prints JSON with p50/p95 (ms) for:
- `library`: customize() in process with a warm tab session (the client sends back the code we
  returned last, as the Electron app does), cycling through plain-language requests;
- `library_cold`: customize() on a fresh store (plan recovered from the code's marked comment,
  hand-edit check, spec normalized from its wire form);
- `wire`: the same requests over JSON-RPC to a real `copilot-cli` (currentCode ≈ 0.9 MB sent with
  every request; the spec cannot be: see over_the_wire);
- `chat_library`: chat questions about the loaded API (which endpoint, fields, pagination).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DISCORD = Path(os.environ.get("EXPERIENCE_UI_SPECS") or ROOT / "tests" / "specs") / "discord_openapi.json"
PROMPTS = [
    "Sort guild roles by position, descending",
    "Hide the managed column in roles",
    "Switch to dark mode",
    "Add a search bar to filter emojis by name",
    "Show 25 soundboard sounds per page",
    "Use a top navigation bar",
    'Rename the nick column of members to "Nickname"',
    "Format the volume of soundboard sounds with 2 decimals",
    "Make the topic field required in guild channels",
    "Add a filter for status on join requests",
]
QUESTIONS = [
    "Which endpoint creates a guild role?",
    "What fields does Guild Role Response have?",
    "Does messages support pagination?",
    "How do I customize the interface?",
    "What formats do you support?",
    "How do I ban a user?",
    "Is there a way to crosspost a message?",
]


def stats(samples: list[float]) -> dict:
    ms = sorted(s * 1000 for s in samples)
    return {
        "n": len(ms),
        "p50": round(statistics.median(ms), 1),
        "p95": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 1),
    }


def library(spec, code: str, rounds: int) -> tuple[dict, dict]:
    from copilot_cli.assist.customize import customize
    from copilot_cli.assist.sessions import SessionStore

    warm, cold = [], []
    store = SessionStore()
    current = customize(store, "bench", code, PROMPTS[0], spec).code
    for i in range(rounds):
        t = time.perf_counter()
        current = customize(store, "bench", current, PROMPTS[i % len(PROMPTS)], spec).code
        warm.append(time.perf_counter() - t)
    wire = spec.to_wire()
    for i in range(max(3, rounds // 6)):
        t = time.perf_counter()
        customize(SessionStore(), None, code, PROMPTS[i % len(PROMPTS)], wire)
        cold.append(time.perf_counter() - t)
    return stats(warm), stats(cold)


class Child:
    def __init__(self) -> None:
        env = {**os.environ, "COPILOT_LOG_LEVEL": "ERROR"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "copilot_cli"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=ROOT
        )
        self.n = 0

    def call(self, method: str, params: dict) -> dict:
        self.n += 1
        self.proc.stdin.write(
            json.dumps({"jsonrpc": "2.0", "id": self.n, "method": method, "params": params}).encode() + b"\n"
        )
        self.proc.stdin.flush()
        while True:
            message = json.loads(self.proc.stdout.readline())
            if "method" not in message and message.get("id") == self.n:
                if "error" in message:
                    raise RuntimeError(message["error"])
                return message["result"]

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(30)


def over_the_wire(code: str, rounds: int) -> dict:
    """customize over real pipes. Discord's spec (2.5 MB as a NormalizedSpec, 1.2 MB raw) is over
    the transport's 1 MiB line cap, so requests carry the code only: the first recovers the plan
    from its marked comment, the rest hit the tab's session."""
    child = Child()
    try:
        child.call("initialize", {"clientName": "bench"})
        code = child.call("customize", {"currentCode": code, "prompt": PROMPTS[0], "tabId": "bench"})["code"]
        custom = []
        for i in range(rounds):
            t = time.perf_counter()
            code = child.call(
                "customize", {"currentCode": code, "prompt": PROMPTS[i % len(PROMPTS)], "tabId": "bench"}
            )["code"]
            custom.append(time.perf_counter() - t)
        return stats(custom)
    finally:
        child.close()


def chat_library(spec, rounds: int) -> dict:
    from copilot_cli.assist.chat import answer
    from copilot_cli.assist.grounding import SpecSearch
    from copilot_cli.assist.sessions import Session
    from copilot_cli.ui.planner import build_plan

    session = Session(tab_id="bench", spec=spec, plan=build_plan(spec))
    grounding = SpecSearch()
    search = lambda s, q: grounding.operations(s, q)  # noqa: E731
    answer("warm the spec index", True, True, session, search)
    samples = []
    for i in range(rounds):
        t = time.perf_counter()
        answer(QUESTIONS[i % len(QUESTIONS)], True, True, session, search)
        samples.append(time.perf_counter() - t)
    return stats(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.interface import generate

    spec = load_spec(DISCORD)
    code = generate(spec).code
    warm, cold = library(spec, code, args.rounds)
    wire = over_the_wire(code, args.rounds)
    chat = chat_library(spec, args.rounds)
    print(
        json.dumps(
            {
                "spec": DISCORD.name,
                "codeBytes": len(code),
                "customize_library_warm": warm,
                "customize_library_cold": cold,
                "customize_wire_warm": wire,
                "chat_library": chat,
                "target": {"customize_p50_ms": 100},
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
