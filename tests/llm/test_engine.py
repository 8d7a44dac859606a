"""The engine with the in-memory ScriptedProvider: retries, deltas and generate's branches
without any HTTP."""

from __future__ import annotations

import pytest

from copilot_cli import errors
from copilot_cli.llm.config import LlmConfig
from copilot_cli.llm.engine import LlmEngine
from copilot_cli.llm.provider import CompletionRequest, Message, ScriptedProvider, UpstreamError, UpstreamRateLimited
from tests.llm.conftest import RecordingSleep

pytestmark = pytest.mark.anyio
REQUEST = CompletionRequest([Message("user", "hi")])


def engine(*replies) -> LlmEngine:
    return LlmEngine(
        LlmConfig(mode="openai", base_url="memory://", api_key="k"),
        ScriptedProvider(list(replies)),
        sleep=RecordingSleep(),
    )


async def test_deltas_are_passed_on_live_with_their_attempt_number():
    seen = []

    async def on_delta(text, attempt):
        seen.append((text, attempt))

    llm = engine(UpstreamError("reset"), ["a", "b"])
    assert await llm.complete("generate", REQUEST, on_delta) == "ab"
    assert seen == [("a", 1), ("b", 1)] and len(llm.provider.requests) == 2


async def test_a_non_retryable_failure_is_not_retried():
    llm = engine(UpstreamError("HTTP 400", retryable=False, status=400), "never")
    with pytest.raises(errors.GenerationFailed) as caught:
        await llm.complete("generate", REQUEST)
    assert caught.value.data == {"reason": "the LLM call failed: HTTP 400", "attempts": 1, "upstreamStatus": 400}
    assert len(llm.provider.requests) == 1


async def test_customize_failures_carry_suggestions_like_the_offline_editor():
    llm = engine(UpstreamError("reset"), UpstreamError("reset"))
    with pytest.raises(errors.CustomizationFailed) as caught:
        await llm.complete("customize", REQUEST)
    assert caught.value.data["attempts"] == 2 and caught.value.data["suggestions"]


async def test_rate_limits_are_not_retried():
    llm = engine(UpstreamRateLimited(2500), "never")
    with pytest.raises(errors.RateLimited) as caught:
        await llm.complete("chat", REQUEST)
    assert caught.value.data["retryAfterMs"] == 2500 and llm.sleep.calls == []
