"""How fast the LLM path notices a stall and lets go of a cancelled stream, against the scripted
OpenAI-compatible server (tests/llm/openai_server.py): `python benchmarks/llm_deadlines.py [--rounds 10]`.

The tests check the order of these events (tests/llm/test_openai_provider.py,
tests/app/test_generation_llm.py); the delays are figures, here. Prints JSON (milliseconds):
- `stall_detected_after_timeout`: a stream that stalls after one delta, `stall_timeout_s` 0.3: from
  the stall's start (the one delta written) to the provider raising, minus the 300 ms timeout;
- `provider_cancel_to_close`: cancelling a stream's consumer → the server sees the connection closed;
- `generate_cancel_to_close`: `$/cancelRequest` for a streaming `generate` (JSON-RPC, in process) →
  the server sees the upstream connection closed.
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

from copilot_cli.llm.openai_provider import OpenAIProvider  # noqa: E402
from copilot_cli.llm.provider import CompletionRequest, Message, UpstreamError  # noqa: E402
from tests.llm.conftest import config_for, llm_peer  # noqa: E402
from tests.llm.openai_server import OpenAIServer, Stream, text_stream  # noqa: E402

REQUEST = CompletionRequest([Message("user", "hello")])
PETSTORE = yaml.safe_load((ROOT / "examples" / "petstore.yaml").read_text())
STALL_S = 0.3


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median": round(statistics.median(ordered), 1), "max": round(ordered[-1], 1), "n": len(ordered)}


async def stall_overshoot(server: OpenAIServer) -> float:
    server.script = [Stream(["a", "b"], stall_after=1)]
    try:
        async for _ in OpenAIProvider(config_for(server, stall_timeout_s=STALL_S)).stream(REQUEST):
            pass
    except UpstreamError:
        raised = time.monotonic()
    return (raised - server.requests[-1].first_byte_at - STALL_S) * 1000


async def provider_cancel(server: OpenAIServer) -> float:
    server.script = [Stream(["a", "b"], stall_after=1)]
    provider = OpenAIProvider(config_for(server, stall_timeout_s=30))
    got_first = anyio.Event()
    async with anyio.create_task_group() as tg:

        async def consume() -> None:
            async for _ in provider.stream(REQUEST):
                got_first.set()

        tg.start_soon(consume)
        await got_first.wait()
        cancelled = time.monotonic()
        tg.cancel_scope.cancel()
    closed = await anyio.to_thread.run_sync(server.wait_closed, len(server.requests) - 1)
    return (closed - cancelled) * 1000


async def generate_cancel(server: OpenAIServer) -> float:
    # generate's answer is JSON, checked before the rest streams: the model's deltas are counted by the server
    answer = json.dumps({"intros": {"pets": "Find a pet waiting for a home by its species, breed and status."}})
    server.script = [text_stream(answer, piece=4, stall_after=6)]
    before = len(server.requests)
    async with llm_peer(server, stall_timeout_s=30) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 7, "method": "generate", "params": {"spec": PETSTORE}})
        while not (len(server.requests) > before and server.requests[before].sent >= 6):
            await anyio.sleep(0.005)
        cancelled = time.monotonic()
        await peer.send({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 7}})
        await peer.receive_reply(7)
    closed = await anyio.to_thread.run_sync(server.wait_closed, len(server.requests) - 1)
    return (closed - cancelled) * 1000


async def main(rounds: int) -> dict:
    import openai  # noqa: F401  (the SDK's import is not what is measured)

    out: dict[str, list[float]] = {"stall_detected_after_timeout": [], "provider_cancel_to_close": []}
    out["generate_cancel_to_close"] = []
    with OpenAIServer() as server:
        for _ in range(rounds):
            out["stall_detected_after_timeout"].append(await stall_overshoot(server))
            out["provider_cancel_to_close"].append(await provider_cancel(server))
            out["generate_cancel_to_close"].append(await generate_cancel(server))
    return {name: summary(values) for name, values in out.items()}


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=10)
    print(json.dumps(anyio.run(main, parser.parse_args().rounds), indent=2))
