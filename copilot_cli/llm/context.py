"""Prompt context under the model's window: the fixed part (instructions, the current code,
the request) must fit with room for the answer; the spec context bundle from the index
(index/spec_context.py) fills what is left, up to a cap.

When not even the minimum fits — the prompt, the current code, the answer's reserve and a
little room for the relevant operations — the request is -32003 with the sizes in `data`, so
a client can say how far over it is. Tokens are estimated as characters / 4 (as the index
does): close enough for budgeting, and free.
"""

from __future__ import annotations

import hashlib
import math
import threading
from typing import Any

from copilot_cli import errors

MAX_SPEC_TOKENS = 6000  # more context than this makes answers slower, not better
MIN_SPEC_TOKENS = 200  # "the relevant operations": at least their headings
_lock = threading.Lock()


def tokens(text: str) -> int:
    return math.ceil(len(text) / 4)


def spec_budget(window: int, *, fixed: dict[str, int], reserve_output: int) -> int:
    """Tokens left for spec context; ContextTooLarge when the minimum does not fit."""
    minimum = sum(fixed.values()) + reserve_output + MIN_SPEC_TOKENS
    if minimum > window:
        raise errors.ContextTooLarge(
            "the prompt, the current code and the relevant operations do not fit the model's context window",
            {"contextTokens": window, "minimumTokens": minimum, "reservedOutputTokens": reserve_output,
             "specContextTokens": MIN_SPEC_TOKENS, **{f"{k}Tokens": v for k, v in fixed.items()}},
        )
    return min(MAX_SPEC_TOKENS, window - minimum + MIN_SPEC_TOKENS)


def spec_context_text(engine: Any, spec: Any, query: str, budget: int) -> str:
    """The operations and types of `spec` most relevant to `query`, within `budget` tokens.
    Blocking (SQLite): call it in a worker thread."""
    if spec is None or budget <= 0:
        return ""
    from copilot_cli.index.spec_context import spec_context
    from copilot_cli.index.store import Store

    key = getattr(getattr(spec, "source", None), "hash", None) or "spec"
    tab = "llm-" + hashlib.sha1(str(key).encode()).hexdigest()[:16]
    with _lock:  # one in-memory SQLite store per engine, shared by worker threads
        if engine.spec_store is None:
            engine.spec_store = Store(":memory:")
        for attempt in (query, _fallback_query(spec)):
            try:
                return spec_context(engine.spec_store, tab, attempt, token_budget=budget, spec=spec).text
            except errors.InvalidParams:  # a query with no searchable words
                continue
    return ""


def _fallback_query(spec: Any) -> str:
    names = [r.name for r in getattr(spec, "resources", [])[:8]] or [o.id for o in getattr(spec, "operations", [])[:8]]
    return " ".join(names) or "api"
