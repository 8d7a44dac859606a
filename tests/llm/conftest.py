from __future__ import annotations

import pytest

from copilot_cli.llm.config import LlmConfig
from tests.llm.openai_server import OpenAIServer

FAKE_KEY = "sk-test-abcdefghijklmnopqrstuvwxyz0123456789"


@pytest.fixture(scope="session", autouse=True)
def openai_imported():
    """The SDK's import (1-5 s on a loaded machine) happens once, up front: these tests are about
    the wire, and the in-memory peer waits at most 5 s per message."""
    import openai  # noqa: F401


@pytest.fixture
def openai_server():
    with OpenAIServer() as server:
        yield server


def config_for(server: OpenAIServer, **overrides) -> LlmConfig:
    values = dict(
        mode="openai",
        base_url=server.base_url,
        model="scripted-model",
        api_key=FAKE_KEY,
        context_tokens=64_000,
        stall_timeout_s=2.0,
    )
    values.update(overrides)
    return LlmConfig(**values)


from contextlib import asynccontextmanager  # noqa: E402
from pathlib import Path  # noqa: E402

import anyio  # noqa: E402

from copilot_cli.llm.engine import LlmEngine  # noqa: E402
from copilot_cli.rpc.server import ServerSettings  # noqa: E402
from tests.rpc.memory_peer import memory_peer  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


class RecordingSleep:
    """An injectable sleep that records the backoff and returns at once."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


@asynccontextmanager
async def llm_peer(server: OpenAIServer, settings: ServerSettings | None = None, sleep=None, **config):
    """An in-memory copilot server whose LLM is the scripted HTTP server."""
    async with memory_peer(settings) as peer:
        engine = LlmEngine(config_for(server, **config), sleep=sleep or RecordingSleep())
        peer.server.state.services["llm"] = engine
        peer.engine = engine
        yield peer


async def slow_request(peer, request_id: int, method: str, params: dict, within_s: float = 120) -> dict:
    """The reply, through silences longer than the test peer's 5 s per message: the render check of
    model code starts a Node sidecar and renders twice, which a loaded 2-core machine stretches
    past 5 s (what is tested is the answer, never its time)."""
    import json

    await peer.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    with anyio.fail_after(within_s):
        while True:
            message = json.loads(await peer._from_server.receive())
            if "method" not in message and message.get("id") == request_id:
                return message


@pytest.fixture(scope="session")
def petstore_raw() -> dict:
    import yaml

    return yaml.safe_load((ROOT / "examples" / "petstore.yaml").read_text())
