"""Prompt budgets under the model's window: the fixed part (instructions, the current code,
the request) must fit with room for the answer; the spec context (app/spec_context.py, a
bundle from the index) fills what is left, up to a cap.

What gives way first, for a small window (8k tokens, as the local models of scripts/local_llm.py
have): the spec context shrinks, down to MIN_SPEC_TOKENS (its least relevant operations and
types go first: the bundle is ranked); then, for generate, the model is not used at all and the
template's code is returned, saying so (app/generation_llm.py: its prompt is the main resources'
lines, under 1.5k tokens even for Discord). The instructions, the current code and the request are never cut: a prompt without them
would be answered wrongly rather than slowly.

When not even the minimum fits for chat or customize — the prompt, the current code, the answer's reserve and a
little room for the relevant operations — the request is -32003 with the sizes in `data`, so
a client can say how far over it is. Tokens are estimated as characters / 4 (as the index
does): close enough for budgeting, and free.
"""

from __future__ import annotations

import math

from copilot_cli import errors

MAX_SPEC_TOKENS = 6000  # more context than this makes answers slower, not better
MIN_SPEC_TOKENS = 200  # "the relevant operations": at least their headings


def tokens(text: str) -> int:
    return math.ceil(len(text) / 4)


def spec_budget(window: int, *, fixed: dict[str, int], reserve_output: int) -> int:
    """Tokens left for spec context; ContextTooLarge when the minimum does not fit."""
    minimum = sum(fixed.values()) + reserve_output + MIN_SPEC_TOKENS
    if minimum > window:
        raise errors.ContextTooLarge(
            "the prompt, the current code and the relevant operations do not fit the model's context window",
            {
                "contextTokens": window,
                "minimumTokens": minimum,
                "reservedOutputTokens": reserve_output,
                "specContextTokens": MIN_SPEC_TOKENS,
                **{f"{k}Tokens": v for k, v in fixed.items()},
            },
        )
    return min(MAX_SPEC_TOKENS, window - minimum + MIN_SPEC_TOKENS)
