"""API-spec context for prompts: the bundle machinery over one tab's NormalizedSpec documents.

    spec_context(store, tab_id, query, *, token_budget, spec=None) -> SpecContext

`customize`, `chat` and the LLM path call this to get the operations and types a request is
about, as prompt-ready text that never exceeds `token_budget` (tokens estimated as
characters / 4, the usual rule for English and code). Passing `spec` (re)indexes the tab
when its source hash changed. Ranking: BM25 over the query plus one search per identifier-like
term; operations first when scores tie; the named types an already selected operation
mentions get a proximity boost. A document that does not fit whole is cut at a line
boundary (`truncated`); if not even one line of the best document fits, ContextTooLarge
(-32003) is raised. Identical store, tab and query give an identical result.
"""

from __future__ import annotations

import hashlib
import math
import re
from typing import Any, Literal

from pydantic import BaseModel

from copilot_cli import errors
from copilot_cli.index.specdocs.indexing import SPEC, check_tab_id, index_spec, search_spec, spec_document
from copilot_cli.index.store import tokens
from copilot_cli.index.store.sqlite import Store, set_meta

SEARCH_TOP_K = 20
TERM_TOP_K = 5
MAX_TERM_SEARCHES = 4
MAX_DOCUMENTS = 12
MIN_TRIMMED_LINES = 3
TYPE_MENTION_BOOST = 2.0
_IDENT = re.compile(r"[A-Za-z_][\w]*")


class SpecContextItem(BaseModel):
    path: str
    kind: Literal["operation", "type"]
    key: str
    score: float
    tokens: int
    truncated: bool
    signals: list[str]
    matched_terms: list[str]
    text: str


class SpecContext(BaseModel):
    tab_id: str
    query: str
    token_budget: int
    used_tokens: int
    candidate_count: int
    fingerprint: str
    items: list[SpecContextItem]
    text: str  # the items joined, ready to paste into a prompt


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / 4)


def ensure_indexed(store: Store, tab_id: str, spec: Any) -> bool:
    """Index `spec` for `tab_id` unless the same source is already there. True when indexed."""
    key = f"spec_source_hash:{check_tab_id(tab_id)}"
    source_hash = getattr(getattr(spec, "source", None), "hash", None) or _hash_spec(spec)
    if store.status() == "ready" and store.meta(key) == source_hash:
        return False
    index_spec(store, tab_id, spec)
    with store.writer() as conn:
        set_meta(conn, key, source_hash)
    return True


def spec_context(
    store: Store, tab_id: str, query: str, *, token_budget: int, spec: Any = None, max_documents: int = MAX_DOCUMENTS
) -> SpecContext:
    check_tab_id(tab_id)
    if token_budget < 1:
        raise errors.InvalidParams("token_budget must be at least 1", {"token_budget": token_budget})
    if spec is not None:
        ensure_indexed(store, tab_id, spec)
    terms = tokens.query_terms(query)
    if not terms:
        raise errors.InvalidParams("query has no searchable words", {"query": query[:200]})
    candidates = _candidates(store, tab_id, query, terms)
    items = _select(store, candidates, token_budget, max_documents)
    text = "\n\n".join(item.text for item in items)
    fingerprint = hashlib.sha256(
        "\x1f".join([tab_id, " ".join(query.split()), str(token_budget), *(i.path for i in items)]).encode()
    ).hexdigest()[:20]
    return SpecContext(
        tab_id=tab_id,
        query=query,
        token_budget=token_budget,
        used_tokens=estimate_tokens(text),
        candidate_count=len(candidates),
        fingerprint=f"spec_{fingerprint}",
        items=items,
        text=text,
    )


def _candidates(store: Store, tab_id: str, query: str, terms: list[str]) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    searches = [(query, SEARCH_TOP_K)]
    searches += [(t, TERM_TOP_K) for t in terms if _IDENT.fullmatch(t) and len(terms) > 1][:MAX_TERM_SEARCHES]
    for text, top_k in searches:
        for hit in search_spec(store, tab_id, text, top_k=top_k):
            entry = found.setdefault(
                hit.path, {"kind": hit.kind, "key": hit.key, "score": 0.0, "signals": ["search_score"], "terms": set()}
            )
            entry["score"] = max(entry["score"], hit.score)
            entry["terms"].update(hit.matched_terms)
            if text != query and "identifier_search" not in entry["signals"]:
                entry["signals"].append("identifier_search")
    for entry in found.values():
        if entry["kind"] == "type" and entry["key"].lower() in {t.lower() for t in terms}:
            entry["score"] += TYPE_MENTION_BOOST
            entry["signals"].append("named_in_query")
    return found


def _ranked(candidates: dict[str, dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    return sorted(candidates.items(), key=lambda kv: (-round(kv[1]["score"], 6), kv[1]["kind"] != "operation", kv[0]))


def _select(
    store: Store, candidates: dict[str, dict[str, Any]], budget: int, max_documents: int
) -> list[SpecContextItem]:
    items: list[SpecContextItem] = []
    left = budget
    pending = _ranked(candidates)
    while pending and left > 0 and len(items) < max_documents:
        path, entry = pending.pop(0)
        text = spec_document(store, path)
        if text is None:
            continue
        separator = 1 if items else 0  # the blank line joining items costs up to one token
        piece, truncated = _fit(text, left - separator)
        if items and truncated and piece.count("\n") < MIN_TRIMMED_LINES - 1:
            continue  # a sliver of a document (its title only) is noise, not context
        if not piece:
            if not items:
                raise errors.ContextTooLarge(
                    "the token budget cannot hold even one line of the best spec document",
                    {"token_budget": budget, "path": path, "needed": estimate_tokens(text.split("\n", 1)[0])},
                )
            continue
        used = estimate_tokens(piece)
        items.append(
            SpecContextItem(
                path=path,
                kind=entry["kind"],
                key=entry["key"],
                score=round(entry["score"], 6),
                tokens=used,
                truncated=truncated,
                signals=list(entry["signals"]) + (["trimmed_to_budget"] if truncated else []),
                matched_terms=sorted(entry["terms"], key=str.lower),
                text=piece,
            )
        )
        left -= used + separator
        if entry["kind"] == "operation":
            pending = _boost_mentioned_types(pending, text)
    return items


def _boost_mentioned_types(pending: list[tuple[str, dict[str, Any]]], operation_text: str):
    """Types an operation mentions (its parameters, body, responses) move up: reference proximity."""
    words = set(_IDENT.findall(operation_text))
    for _, entry in pending:
        if entry["kind"] == "type" and entry["key"] in words and "referenced_by_operation" not in entry["signals"]:
            entry["score"] += TYPE_MENTION_BOOST
            entry["signals"].append("referenced_by_operation")
    return _ranked(dict(pending))


def _fit(text: str, budget: int) -> tuple[str, bool]:
    if estimate_tokens(text) <= budget:
        return text, False
    kept: list[str] = []
    for line in text.split("\n"):
        candidate = "\n".join([*kept, line])
        if estimate_tokens(candidate) > budget:
            break
        kept.append(line)
    return "\n".join(kept), True


def _hash_spec(spec: Any) -> str:
    dump = spec.model_dump_json() if hasattr(spec, "model_dump_json") else repr(spec)
    return "sha256:" + hashlib.sha256(dump.encode()).hexdigest()


__all__ = ["SpecContext", "SpecContextItem", "ensure_indexed", "spec_context", "SPEC"]
