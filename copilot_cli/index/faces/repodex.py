"""Repodex `serve --stdio` (seed 000): ops status, sync, search, fetch, one JSON per line.

Replies are `{"ok": true, "op", "data"}` or `{"ok": false, "op", "error"}` with the seed's
exact strings: "unknown op", "invalid request: <details>", "request too large". Search
results are cached in-process per (q, top_k) and the cache is dropped after every
successful sync. A search on an index that was never built (or has an old schema) syncs
first, so the seed's "search then fetch" works on a fresh repository.
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Any, BinaryIO

from copilot_cli.common.ndjson import LineTooLong, read_stream_lines, write_line
from copilot_cli.index.faces.wirejson import BadJson, parse_request
from copilot_cli.index.repo_index import RepoIndex
from copilot_cli.index.search.bm25 import EmptyQuery, search
from copilot_cli.index.search.fetch import fetch_chunks

TOP_K_DEFAULT = TOP_K_MAX = 20
FETCH_IDS_MAX = 5
MAX_LINES_DEFAULT = MAX_LINES_CAP = 120
UINT32_MAX = 2**32 - 1
log = logging.getLogger(__name__)


class Invalid(ValueError):
    """A request that names a real op but carries bad fields."""


class Repodex:
    def __init__(self, index: RepoIndex) -> None:
        self.index = index
        self.cache: dict[tuple[str, int], list[dict[str, Any]]] = {}

    def handle(self, data: bytes) -> dict[str, Any]:
        request = parse_request(data)
        if isinstance(request, BadJson):
            return _error("", f"invalid request: {request.message}")
        if not isinstance(request, dict):
            return _error("", "invalid request: expected a JSON object")
        op = request.get("op")
        handler = (
            {"status": self.status, "sync": self.sync, "search": self.search, "fetch": self.fetch}.get(op)
            if isinstance(op, str)
            else None
        )
        if handler is None:
            return _error("", "invalid request: missing op" if op is None else "unknown op")
        try:
            return {"ok": True, "op": op, "data": handler(request)}
        except Invalid as exc:
            return _error(op, f"invalid request: {exc}")
        except (OSError, sqlite3.Error) as exc:
            return _error(op, f"{op} failed: {type(exc).__name__}")
        except Exception:  # a bug: say so without its text (it may quote file content), keep serving
            log.exception("repodex %s failed", op)
            return _error(op, f"{op} failed: an internal error (details in the log)")

    def status(self, request: dict[str, Any]) -> dict[str, Any]:
        result, _ = self.index.status({})
        keys = (
            "repo_root",
            "index_status",
            "last_refresh_timestamp",
            "indexed_file_count",
            "chunk_count",
            "schema_version",
        )
        return {k: result[k] for k in keys}

    def sync(self, request: dict[str, Any]) -> dict[str, Any]:
        result, _ = self.index.refresh_index({})
        self.cache.clear()  # after a successful sync only: a failed one keeps the old answers
        return result

    def search(self, request: dict[str, Any]) -> list[dict[str, Any]]:
        q = request.get("q")
        if not isinstance(q, str) or not q.strip():
            raise Invalid("q must be a non-empty string")
        top_k = _int(request, "top_k", TOP_K_DEFAULT, 1, None)
        top_k = min(top_k, TOP_K_MAX)
        key = (q, top_k)
        if key not in self.cache:
            if self.index.store.status() != "ready":
                self.sync({})
            try:
                found = search(self.index.store, q, top_k=top_k)
            except EmptyQuery:
                raise Invalid("q has no searchable words") from None
            self.cache[key] = [h.model_dump() for h in found.hits]
        return self.cache[key]

    def fetch(self, request: dict[str, Any]) -> list[dict[str, Any]]:
        ids = request.get("ids")
        if not isinstance(ids, list) or not all(_is_uint32(i) for i in ids):
            raise Invalid("ids must be an array of uint32")
        max_lines = min(_int(request, "max_lines", MAX_LINES_DEFAULT, 1, None), MAX_LINES_CAP)
        return fetch_chunks(self.index.store, ids[:FETCH_IDS_MAX], max_lines=max_lines)


def _is_uint32(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= UINT32_MAX


def _int(request: dict[str, Any], key: str, default: int, minimum: int, maximum: int | None) -> int:
    value = request.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise Invalid(f"{key} must be an integer >= {minimum}")
    return value


def _error(op: str, message: str) -> dict[str, Any]:
    return {"ok": False, "op": op, "error": message}


def serve(index: RepoIndex, stdin: BinaryIO, stdout: BinaryIO) -> int:
    repodex = Repodex(index)
    for line in read_stream_lines(stdin):
        reply = _error("", "request too large") if isinstance(line, LineTooLong) else repodex.handle(line)
        write_line(stdout, reply)
    return 0
