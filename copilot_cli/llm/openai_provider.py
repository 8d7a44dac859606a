"""`OpenAIProvider`: streaming chat completions from any OpenAI-compatible endpoint.

The `openai` SDK costs about a second to import, so it is imported on the first call, never
at module top. The SDK's own retries are off (`max_retries=0`): retry.py owns retries, inside
the method's deadline, so they never multiply. Every SDK/httpx failure becomes an
UpstreamError with a short reason (no request headers, so no key, ever reaches it).

Silences: up to `first_token_timeout_s` before the first token (a local model reads the prompt
first), then `stall_timeout_s` between tokens; either is a stalled stream (retried per retry.py).

Closing: the stream is closed in a shielded `finally`, so a cancellation ($/cancelRequest, a
deadline) or a stall closes the upstream HTTP connection at once instead of leaving it to
the garbage collector.
"""

from __future__ import annotations

import email.utils
import json
import logging
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import anyio

from copilot_cli.llm.config import LlmConfig
from copilot_cli.llm.provider import CompletionRequest, UpstreamError, UpstreamRateLimited

log = logging.getLogger("copilot_cli.llm")
DEFAULT_RETRY_AFTER_MS = 1000
_CLIENT_LOCK = threading.Lock()


class OpenAIProvider:
    name = "openai"

    def __init__(self, config: LlmConfig) -> None:
        self.config = config
        self.model = config.model
        self._client: Any = None

    def _client_once(self) -> Any:
        with _CLIENT_LOCK:  # many first requests at once: one import, one client
            return self._make_client()

    def _make_client(self) -> Any:
        if self._client is None:
            import httpx
            from openai import AsyncOpenAI  # lazy: see the module docstring

            stall = max(self.config.stall_timeout_s, self.config.first_token_timeout_s)
            self._client = AsyncOpenAI(
                api_key=self.config.api_key.get_secret_value() if self.config.api_key else "not-needed",
                base_url=self.config.base_url,
                max_retries=0,
                timeout=httpx.Timeout(connect=10.0, read=stall + 5.0, write=30.0, pool=10.0),
            )
        return self._client

    async def stream(self, request: CompletionRequest) -> AsyncIterator[str]:
        if self._client is None:  # the first import takes ~1 s: not on the event loop, others keep moving
            # abandoned on cancel: an exit or $/cancelRequest is answered now, not after the import
            await anyio.to_thread.run_sync(self._client_once, abandon_on_cancel=True)
        import openai

        client = self._client_once()
        kwargs: dict[str, Any] = dict(
            model=self.model,
            stream=True,
            temperature=request.temperature,
            messages=[{"role": m.role, "content": m.content} for m in request.messages],
        )
        if request.json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        if request.max_tokens:
            kwargs["max_tokens"] = request.max_tokens
        started = time.perf_counter()
        try:
            upstream = await client.chat.completions.create(**kwargs)
        except openai.RateLimitError as exc:
            raise UpstreamRateLimited(retry_after_ms(exc.response.headers)) from None
        except openai.APIStatusError as exc:
            raise UpstreamError(
                f"HTTP {exc.status_code} from the LLM endpoint",
                retryable=exc.status_code >= 500,
                status=exc.status_code,
            ) from None
        except openai.APIConnectionError as exc:
            raise UpstreamError(f"cannot reach the LLM endpoint ({type(exc.__cause__ or exc).__name__})") from None
        log.debug("llm stream opened in %.1f ms (model %s)", (time.perf_counter() - started) * 1000, self.model)
        finished = False
        try:
            iterator = upstream.__aiter__()
            started_text = False  # before the first token the model is reading the prompt: a longer silence
            while True:
                wait = self.config.stall_timeout_s if started_text else self.config.first_token_timeout_s
                with anyio.move_on_after(wait) as stall:
                    try:
                        chunk = await iterator.__anext__()
                    except StopAsyncIteration:
                        break
                if stall.cancelled_caught:
                    what = "token" if started_text else "first token"
                    raise UpstreamError(f"the LLM stream stalled (no {what} for {wait:g} s)")
                for choice in chunk.choices or ():
                    if choice.finish_reason:
                        finished = True
                    text = choice.delta.content if choice.delta else None
                    if text:
                        started_text = True
                        yield text
        except UpstreamError:
            raise
        except (openai.APIError, json.JSONDecodeError) as exc:
            raise UpstreamError(f"broken stream from the LLM endpoint ({type(exc).__name__})") from None
        except Exception as exc:  # httpx read/protocol errors surface raw from the SDK's iterator
            if type(exc).__module__.startswith(("httpx", "httpcore", "h11")):
                raise UpstreamError(f"the LLM stream broke ({type(exc).__name__})") from None
            raise
        finally:
            with anyio.CancelScope(shield=True):
                await upstream.close()
        if not finished:
            raise UpstreamError("the LLM stream ended before the model finished")


def retry_after_ms(headers: Any) -> int:
    """`Retry-After` (seconds or an HTTP date) in milliseconds; 1 s when absent or unreadable."""
    value = (headers or {}).get("retry-after-ms") or None
    if value:
        try:
            return max(0, int(float(value)))
        except ValueError:
            pass
    value = (headers or {}).get("retry-after")
    if not value:
        return DEFAULT_RETRY_AFTER_MS
    try:
        return max(0, int(float(value) * 1000))
    except ValueError:
        try:
            parsed = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return DEFAULT_RETRY_AFTER_MS
        return max(0, int((parsed.timestamp() - time.time()) * 1000))
