"""OpenAIProvider against a real HTTP server speaking the chat-completions wire format."""

from __future__ import annotations

import time

import anyio
import pytest

from copilot_cli import errors
from copilot_cli.llm.engine import LlmEngine
from copilot_cli.llm.openai_provider import OpenAIProvider, retry_after_ms
from copilot_cli.llm.provider import CompletionRequest, Message, UpstreamError, UpstreamRateLimited
from tests.llm.conftest import FAKE_KEY, config_for
from tests.llm.openai_server import Status, Stream

pytestmark = pytest.mark.anyio
REQUEST = CompletionRequest([Message("system", "be brief"), Message("user", "hello")])


async def collect(provider, request=REQUEST) -> list[str]:
    return [d async for d in provider.stream(request)]


async def test_streamed_deltas_arrive_in_order_with_the_key_as_a_bearer_token(openai_server):
    openai_server.script = [Stream(["Hel", "lo ", "world"])]
    assert await collect(OpenAIProvider(config_for(openai_server))) == ["Hel", "lo ", "world"]
    seen = openai_server.requests[0]
    assert seen.body["stream"] is True and seen.body["model"] == "scripted-model"
    assert seen.body["messages"][1] == {"role": "user", "content": "hello"}
    assert seen.headers["authorization"] == f"Bearer {FAKE_KEY}"


async def test_json_mode_asks_for_a_json_object(openai_server):
    openai_server.script = [Stream(['{"a":', " 1}"])]
    await collect(OpenAIProvider(config_for(openai_server)), CompletionRequest([Message("user", "x")], json_mode=True))
    assert openai_server.requests[0].body["response_format"] == {"type": "json_object"}


async def test_429_is_rate_limited_with_retry_after_in_milliseconds(openai_server):
    openai_server.script = [Status(429, headers={"Retry-After": "7"})]
    with pytest.raises(UpstreamRateLimited) as caught:
        await collect(OpenAIProvider(config_for(openai_server)))
    assert caught.value.retry_after_ms == 7000 and len(openai_server.requests) == 1  # the SDK does not retry


@pytest.mark.parametrize(
    "item, reason",
    [
        (Status(500), "HTTP 500"),
        (Stream(["a", "b", "c"], malformed_after=1), "broken stream"),
        (Stream(["a", "b", "c"], disconnect_after=2), "broke"),
        (Stream(["a", "b"], finish=False), "ended before the model finished"),
    ],
)
async def test_upstream_faults_become_retryable_upstream_errors(openai_server, item, reason):
    openai_server.script = [item]
    with pytest.raises(UpstreamError) as caught:
        await collect(OpenAIProvider(config_for(openai_server)))
    assert reason in caught.value.reason and caught.value.retryable
    assert len(openai_server.requests) == 1


async def test_a_4xx_other_than_429_is_not_retryable(openai_server):
    openai_server.script = [Status(401)]
    with pytest.raises(UpstreamError) as caught:
        await collect(OpenAIProvider(config_for(openai_server)))
    assert not caught.value.retryable and caught.value.status == 401


async def test_a_connection_refused_is_a_retryable_upstream_error():
    from copilot_cli.llm.config import LlmConfig

    config = LlmConfig(mode="openai", base_url="http://127.0.0.1:9/v1", api_key="x")
    with pytest.raises(UpstreamError) as caught:
        await collect(OpenAIProvider(config))
    assert "cannot reach" in caught.value.reason and caught.value.retryable


async def test_a_stall_is_detected_after_the_stall_timeout_and_closes_the_connection(openai_server):
    """How long detection takes is a figure in benchmarks/llm_deadlines.py, not an assertion here."""
    openai_server.script = [Stream(["a", "b"], stall_after=1)]
    with anyio.fail_after(30), pytest.raises(UpstreamError, match=r"stalled \(no token for 0.3 s\)"):
        await collect(OpenAIProvider(config_for(openai_server, stall_timeout_s=0.3)))
    closed = await anyio.to_thread.run_sync(openai_server.wait_closed, 0)
    assert closed is not None and openai_server.requests[0].sent_at_close == 1  # closed during the stall


async def test_before_the_first_token_the_model_may_read_its_prompt_longer_than_a_stall(openai_server):
    """A local model on a CPU is silent for the prompt (a minute for 6k tokens here): that silence is
    bounded by first_token_timeout_s, the silence between tokens by stall_timeout_s."""
    reading = Stream(["a", "b"], first_delay_s=0.6)
    openai_server.script = [reading, Stream(["a", "b"], first_delay_s=30)]
    config = config_for(openai_server, stall_timeout_s=0.2, first_token_timeout_s=10)
    assert await collect(OpenAIProvider(config)) == ["a", "b"]
    config = config_for(openai_server, stall_timeout_s=30, first_token_timeout_s=0.3)
    with pytest.raises(UpstreamError, match="no first token for 0.3 s"):
        await collect(OpenAIProvider(config))


async def test_cancelling_a_stream_closes_the_upstream_connection(openai_server):
    openai_server.script = [Stream(["a", "b"], stall_after=1)]
    provider = OpenAIProvider(config_for(openai_server, stall_timeout_s=30))
    got_first = anyio.Event()
    async with anyio.create_task_group() as tg:

        async def consume():
            async for _ in provider.stream(REQUEST):
                got_first.set()

        tg.start_soon(consume)
        with anyio.fail_after(5):
            await got_first.wait()
        cancelled_at = time.monotonic()
        tg.cancel_scope.cancel()
    closed = await anyio.to_thread.run_sync(openai_server.wait_closed, 0)
    # the cancel came first, then the close, with the stream still stalled after its one delta;
    # the delay between them is a figure in benchmarks/llm_deadlines.py
    assert closed is not None and closed >= cancelled_at and openai_server.requests[0].sent_at_close <= 1


def test_retry_after_reads_seconds_dates_and_milliseconds():
    assert retry_after_ms({"retry-after": "2.5"}) == 2500
    assert retry_after_ms({"retry-after-ms": "150"}) == 150
    assert retry_after_ms({}) == 1000
    assert retry_after_ms({"retry-after": "garbage"}) == 1000
    assert 0 <= retry_after_ms({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) <= 1000


class Sleeps:
    def __init__(self):
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


async def test_chat_retries_twice_with_3_and_6_second_backoff_then_fails_with_a_reason(openai_server):
    openai_server.script = [Status(502), Status(503), Status(500)]
    sleeps = Sleeps()
    engine = LlmEngine(config_for(openai_server), sleep=sleeps)
    with anyio.fail_after(15), pytest.raises(errors.InternalError) as caught:
        await engine.complete("chat", REQUEST)
    assert sleeps.calls == [3.0, 6.0] and len(openai_server.requests) == 3
    assert caught.value.data["attempts"] == 3 and "HTTP 500" in caught.value.data["reason"]


@pytest.mark.parametrize(
    "method, code", [("generate", errors.GENERATION_FAILED), ("customize", errors.CUSTOMIZATION_FAILED)]
)
async def test_generate_and_customize_retry_once_without_backoff(openai_server, method, code):
    openai_server.script = [Stream(["x"], disconnect_after=0), Status(500)]
    sleeps = Sleeps()
    with anyio.fail_after(15), pytest.raises(errors.CopilotError) as caught:
        await LlmEngine(config_for(openai_server), sleep=sleeps).complete(method, REQUEST)
    assert caught.value.code == code and len(openai_server.requests) == 2 and sleeps.calls == []


async def test_a_retry_that_succeeds_returns_the_second_reply(openai_server):
    openai_server.script = [Status(500), Stream(["ok"])]
    assert await LlmEngine(config_for(openai_server), sleep=Sleeps()).complete("generate", REQUEST) == "ok"


async def test_a_backoff_longer_than_the_deadline_fails_now_instead_of_sleeping(openai_server):
    openai_server.script = [Status(500), Status(500)]
    sleeps = Sleeps()
    with anyio.fail_after(2.0), pytest.raises(errors.InternalError) as caught:
        await LlmEngine(config_for(openai_server), sleep=sleeps).complete("chat", REQUEST)
    assert "no time left" in caught.value.data["reason"] and sleeps.calls == [] and len(openai_server.requests) == 1


async def test_429_is_answered_at_once_as_rate_limited_without_retrying(openai_server):
    openai_server.script = [Status(429, headers={"Retry-After": "3"})]
    with pytest.raises(errors.RateLimited) as caught:
        await LlmEngine(config_for(openai_server), sleep=Sleeps()).complete("chat", REQUEST)
    assert caught.value.data["retryAfterMs"] == 3000 and len(openai_server.requests) == 1
