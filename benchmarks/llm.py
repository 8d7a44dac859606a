"""The LLM path against the scripted OpenAI-compatible server (tests/llm/openai_server.py):
`python benchmarks/llm.py [--rounds 40]`.

Prints JSON (milliseconds) with:
- `chat_overhead`: a `chat` request through the JSON-RPC server (in process, memory streams)
  minus streaming the same scripted answer directly with `openai.AsyncOpenAI` — what our path
  adds per request (prompt rendering, spec context, retries wrapper, parsing, JSON-RPC);
- `generate_overhead`: the same for `generate` on Petstore, the model answering intros, a lead
  and first columns (includes planning, the checks of app/generation_checks.py and rendering the
  plan they changed; the model's answer is JSON, checked before anything streams, so there is no
  token-to-chunk latency to measure: the runtime streams before the call, the rest after it);
- `customize_strategies`: offline-first vs model-first on requests the offline editor
  understands, with a model that answers the same edit (latency and upstream calls).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import anyio
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from copilot_cli.llm.config import LlmConfig  # noqa: E402
from copilot_cli.llm.engine import LlmEngine  # noqa: E402
from copilot_cli.ui.interface import generate as generate_offline  # noqa: E402
from tests.llm.openai_server import OpenAIServer, text_stream  # noqa: E402
from tests.rpc.memory_peer import memory_peer  # noqa: E402

RAW = yaml.safe_load((ROOT / "examples" / "petstore.yaml").read_text())
GENERATE_ANSWER = json.dumps(
    {
        "intros": {
            "pets": "Find a pet waiting for a home by its species, breed and status, and follow it to adoption."
        },
        "lead": ["owners"],
        "columns": {"pets": ["name", "status", "species"]},
    }
)
CHAT_ANSWER = json.dumps(
    {"message": "Use `createPet` (POST /pets) with a JSON body.", "suggestions": ["Show pets", "Add a filter"]}
)
STRATEGY_PROMPTS = [
    ("Switch to dark mode", {"kind": "set_theme", "theme": "dark"}),
    ("Sort pets by name, descending", {"kind": "sort_by", "resource": "pets", "key": "name", "direction": "desc"}),
    ("Show 50 rows per page", {"kind": "set_page_size", "size": 50}),
    ("Hide the id column in pets", {"kind": "hide_column", "resource": "pets", "key": "id"}),
]


def pct(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {
        "p50": round(statistics.median(values), 2),
        "p95": round(values[int(len(values) * 0.95) - 1], 2),
        "n": len(values),
    }


async def raw_stream_ms(server: OpenAIServer, messages: list[dict]) -> float:
    from openai import AsyncOpenAI

    client = AsyncOpenAI(api_key="sk-bench", base_url=server.base_url, max_retries=0)
    started = time.perf_counter()
    stream = await client.chat.completions.create(model="m", messages=messages, stream=True)
    async for _ in stream:
        pass
    elapsed = (time.perf_counter() - started) * 1000
    await client.close()
    return elapsed


async def peer_with_llm(server: OpenAIServer) -> LlmConfig:
    return LlmConfig(mode="openai", base_url=server.base_url, model="m", api_key="sk-bench", context_tokens=64000)


async def main(rounds: int) -> dict:
    import openai  # noqa: F401  (the import is a one-off cost, measured elsewhere)

    code_for_check = generate_offline(RAW).code
    out: dict = {}
    with OpenAIServer() as server:
        config = await peer_with_llm(server)
        async with memory_peer() as peer:
            peer.server.state.services["llm"] = LlmEngine(config)
            # chat: raw stream vs the whole method
            server.default = text_stream(CHAT_ANSWER)
            await peer.request(0, "chat", {"message": "Which endpoint creates a pet?"})
            sent = server.requests[-1].body["messages"]  # the raw baseline sends the very same prompt
            raw, path = [], []
            for i in range(rounds):
                raw.append(await raw_stream_ms(server, sent))
                started = time.perf_counter()
                reply = await peer.request(f"c{i}", "chat", {"message": "Which endpoint creates a pet?"})
                path.append((time.perf_counter() - started) * 1000)
                assert "result" in reply, reply
            out["chat_overhead"] = {
                "raw_stream": pct(raw),
                "method": pct(path),
                "overhead_p50": round(statistics.median(path) - statistics.median(raw), 2),
            }
            # generate: raw stream of the same answer vs the whole method, and token → chunk latency
            server.default = text_stream(GENERATE_ANSWER, piece=60)
            await peer.request("g-warm", "generate", {"spec": RAW})
            sent = server.requests[-1].body["messages"]
            raw, path = [], []
            for i in range(rounds):
                raw.append(await raw_stream_ms(server, sent))
                started = time.perf_counter()
                await peer.send({"jsonrpc": "2.0", "id": f"g{i}", "method": "generate", "params": {"spec": RAW}})
                while True:
                    message = await peer.receive()
                    if message.get("id") == f"g{i}":
                        assert message["result"]["author"]["by"] == "model", message["result"]["author"]
                        break
                path.append((time.perf_counter() - started) * 1000)
            out["generate_overhead"] = {
                "raw_stream": pct(raw),
                "method": pct(path),
                "overhead_p50": round(statistics.median(path) - statistics.median(raw), 2),
            }
            # the same generate offline (templates only), to split the overhead: template work vs the LLM path's own
            engine, offline = peer.server.state.services["llm"], []
            peer.server.state.services["llm"] = None
            for i in range(rounds):
                started = time.perf_counter()
                await peer.request(f"o{i}", "generate", {"spec": RAW})
                offline.append((time.perf_counter() - started) * 1000)
            peer.server.state.services["llm"] = engine
            out["generate_overhead"]["offline_method"] = pct(offline)
            out["generate_overhead"]["overhead_beyond_offline_p50"] = round(
                statistics.median(path) - statistics.median(raw) - statistics.median(offline), 2
            )
            started = time.perf_counter()
            from copilot_cli.app.codecheck import check_code

            checks = []
            for _ in range(10):
                started = time.perf_counter()
                await check_code(code_for_check)
                checks.append((time.perf_counter() - started) * 1000)
            out["generate_overhead"]["esbuild_check"] = pct(checks)
            # customize strategies
            code = generate_offline(RAW).code
            for strategy in ("offline-first", "model-first"):
                peer.server.state.services["llm"].customize_strategy = strategy
                times, calls = [], len(server.requests)
                for n in range(max(4, rounds // 4)):
                    prompt, edit = STRATEGY_PROMPTS[n % len(STRATEGY_PROMPTS)]
                    server.default = text_stream(json.dumps({"edits": [edit], "description": prompt}), piece=200)
                    started = time.perf_counter()
                    reply = await peer.request(f"{strategy}{n}", "customize", {"currentCode": code, "prompt": prompt})
                    times.append((time.perf_counter() - started) * 1000)
                    assert "result" in reply, reply
                out.setdefault("customize_strategies", {})[strategy] = {
                    **pct(times),
                    "upstream_calls": len(server.requests) - calls,
                }
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    print(json.dumps(anyio.run(main, args.rounds, backend="asyncio"), indent=2))
