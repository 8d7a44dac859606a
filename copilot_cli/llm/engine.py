"""The LLM engine: config + provider + retries.

    build_engine(flag) -> LlmEngine | None     None when the LLM is off (then everything is offline)
    LlmEngine.complete(method, request, on_delta) -> str

One engine per process is kept by the application layer (app/services.py), built on first use
from the `--llm` flag and the environment; tests put their own into `state.services["llm"]`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from contextlib import aclosing
from typing import TYPE_CHECKING, Any

import anyio

from copilot_cli.llm.config import LlmConfig, load_config
from copilot_cli.llm.liveness import calling, tokens_arrived

if TYPE_CHECKING:  # `initialize` imports this module: keep it to the config (start-up budget)
    from copilot_cli.llm.provider import CompletionRequest, Provider
    from copilot_cli.llm.retry import Sleep

log = logging.getLogger("copilot_cli.llm")
# After a token, the request lives at least this long past the stall timeout: a stream that goes
# silent fails at the stall (llm/openai_provider.py) with time left for the fallback (a template,
# the offline answer) before the request's own deadline.
FALLBACK_GRACE_S = 10.0
OnDelta = Callable[[str, int], Awaitable[None]]  # (text, attempt number)


class LlmEngine:
    def __init__(self, config: LlmConfig, provider: Provider | None = None, sleep: Sleep = anyio.sleep) -> None:
        self.config = config
        if provider is None:
            from copilot_cli.llm.openai_provider import OpenAIProvider  # light: it imports openai lazily itself

            provider = OpenAIProvider(config)
        self.provider = provider
        self.sleep = sleep
        self.customize_strategy = config.customize_strategy
        self.spec_store: Any = None  # the in-memory spec index for prompt context (app/spec_context.py)

    async def complete(self, method: str, request: CompletionRequest, on_delta: OnDelta | None = None) -> str:
        """The model's whole reply, retried per the method's policy; deltas go to `on_delta` live."""
        from copilot_cli.llm.retry import with_retries

        async def attempt(n: int) -> str:
            parts: list[str] = []
            silence = self.config.stall_timeout_s + FALLBACK_GRACE_S
            with calling():
                async with aclosing(self.provider.stream(request)) as deltas:
                    async for text in deltas:
                        tokens_arrived(silence, self.config.max_stream_s)
                        parts.append(text)
                        if on_delta is not None:
                            await on_delta(text, n)
            return "".join(parts)

        return await with_retries(method, attempt, self.sleep)


def build_engine(flag: str | None) -> LlmEngine | None:
    """The engine the `--llm` flag and the environment ask for, or None when the LLM is off."""
    config = load_config(None if flag in (None, "auto") else flag)
    if not config.active:
        return None
    log.info("LLM active: model %s at %s", config.model, config.base_url)
    return LlmEngine(config)
