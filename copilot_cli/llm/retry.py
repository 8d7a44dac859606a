"""Retries of LLM calls, per the protocol's table (seed 004), inside the method's deadline.

    generate  1 retry, no backoff        customize 1 retry, no backoff
    chat      2 retries, 3 s then 6 s

Connection errors, 5xx, broken and stalled streams are retried; a 429 is answered at once as
-32004 with the endpoint's Retry-After (retrying into a rate limit only makes it worse). A
backoff that would outlive the method's deadline is not slept: the request fails now, with a
reason, instead of timing out later. `sleep` is injectable so tests run the table without
waiting.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

import anyio

from copilot_cli import errors
from copilot_cli.llm.provider import UpstreamError, UpstreamRateLimited

log = logging.getLogger("copilot_cli.llm")
T = TypeVar("T")
Sleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class RetryPolicy:
    retries: int
    backoff_s: tuple[float, ...] = ()
    failure_code: int = errors.INTERNAL_ERROR

    def delay(self, attempt: int) -> float:
        """Seconds to wait before retry number `attempt` (1-based)."""
        if not self.backoff_s:
            return 0.0
        return self.backoff_s[min(attempt, len(self.backoff_s)) - 1]


POLICIES = {
    "generate": RetryPolicy(1, (), errors.GENERATION_FAILED),
    "customize": RetryPolicy(1, (), errors.CUSTOMIZATION_FAILED),
    "chat": RetryPolicy(2, (3.0, 6.0), errors.INTERNAL_ERROR),
}


def failure(method: str, reason: str, data: dict | None = None) -> errors.CopilotError:
    policy = POLICIES.get(method, RetryPolicy(0))
    data = {"reason": reason, **(data or {})}
    if policy.failure_code == errors.CUSTOMIZATION_FAILED:
        data.setdefault(
            "suggestions", ["Try again in a moment", "Switch the LLM off (--llm off) to use the offline editor"]
        )
    return errors.error_for_code(policy.failure_code, reason, data)


async def with_retries(method: str, attempt: Callable[[int], Awaitable[T]], sleep: Sleep = anyio.sleep) -> T:
    """`attempt(n)` for n = 0, 1, … until it succeeds or the policy gives up."""
    policy = POLICIES.get(method, RetryPolicy(0))
    last: UpstreamError | None = None
    for n in range(policy.retries + 1):
        if n:
            delay = policy.delay(n)
            left = anyio.current_effective_deadline() - anyio.current_time()
            if delay >= left:
                raise failure(
                    method,
                    f"{last.reason if last else 'LLM call failed'}; no time left to retry before the deadline",
                    {"attempts": n},
                )
            log.info(
                "%s: LLM attempt %d failed (%s); retrying in %.1f s", method, n, last.reason if last else "?", delay
            )
            if delay:
                await sleep(delay)
        try:
            return await attempt(n)
        except UpstreamRateLimited as exc:
            raise errors.RateLimited(exc.reason, {"retryAfterMs": exc.retry_after_ms, "attempts": n + 1}) from None
        except UpstreamError as exc:
            last = exc
            if not exc.retryable:
                break
    assert last is not None
    attempts = min(n + 1, policy.retries + 1)
    data = {"attempts": attempts}
    if last.status:
        data["upstreamStatus"] = last.status
    raise failure(method, f"the LLM call failed: {last.reason}", data)
