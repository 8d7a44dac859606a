from __future__ import annotations

import pytest

from copilot_cli.llm.config import LlmConfig
from tests.llm.openai_server import OpenAIServer

FAKE_KEY = "sk-test-abcdefghijklmnopqrstuvwxyz0123456789"


@pytest.fixture
def openai_server():
    with OpenAIServer() as server:
        yield server


def config_for(server: OpenAIServer, **overrides) -> LlmConfig:
    values = dict(mode="openai", base_url=server.base_url, model="scripted-model", api_key=FAKE_KEY,
                  context_tokens=64_000, stall_timeout_s=2.0)
    values.update(overrides)
    return LlmConfig(**values)
