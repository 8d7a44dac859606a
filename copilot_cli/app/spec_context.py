"""Spec context for prompts: the operations and types of the tab's spec most relevant to the
request, from the index's spec documents, within the token budget llm/budget.py leaves."""

from __future__ import annotations

import hashlib
import threading
from typing import Any

from copilot_cli import errors

_lock = threading.Lock()


def spec_context_text(engine: Any, spec: Any, query: str, budget: int) -> str:
    """The operations and types of `spec` most relevant to `query`, within `budget` tokens.
    Blocking (SQLite): call it in a worker thread."""
    if spec is None or budget <= 0:
        return ""
    from copilot_cli.index.specdocs.context import spec_context
    from copilot_cli.index.store.sqlite import Store

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
