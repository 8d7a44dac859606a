"""RepoIndex: one repository's index and the `repo.*` operations over it, as plain calls.

Faces (repo-mcp, Repodex, copilot-cli JSON-RPC) call these and only shape the replies.
Each operation takes the raw params dict, checks it (params.py), and returns
`(result, warnings)` or raises ToolError / PathBlocked.
"""

from __future__ import annotations

import threading
from typing import Any

from copilot_cli.common.globs import compile_repo_glob
from copilot_cli.index.audit import AuditLog
from copilot_cli.index.config import IndexConfig, load_config
from copilot_cli.index.ingest import chunker as chunking
from copilot_cli.index.ingest.prepare import BINARY_SNIFF_BYTES
from copilot_cli.index.ingest.refresh import DISK, refresh
from copilot_cli.index.ingest.spans import registered_extensions
from copilot_cli.index.ingest.walk import walk
from copilot_cli.index.params import (
    INVALID_PARAMS,
    ToolError,
    invalid,
    optional_bool,
    optional_int,
    optional_str,
    required_str,
    unknown_keys,
)
from copilot_cli.index.search.bm25 import EmptyQuery, search
from copilot_cli.index.store.sqlite import DB_NAME, SCHEMA_VERSION, Store
from copilot_cli.workspace.paths import normalize_relative, resolve_inside
from copilot_cli.workspace.textops import open_regular

Result = tuple[dict[str, Any], list[str]]


class RepoIndex:
    def __init__(self, config: IndexConfig) -> None:
        self.config = config
        self.store = Store(config.data_dir / DB_NAME)
        self.audit = AuditLog(config.data_dir / "audit.jsonl")
        self._refresh_lock = threading.Lock()

    @classmethod
    def open(cls, repo_root: str, **overrides: Any) -> RepoIndex:
        return cls(load_config(repo_root, **overrides))

    @property
    def limits(self):
        return self.config.limits

    # ------------------------------------------------------------------ repo.status
    def status(self, params: dict[str, Any]) -> Result:
        state = self.store.status()
        counts = self._counts() if state == "ready" else {"text": 0, "binary": 0, "chunks": 0}
        result = {
            "repo_root": str(self.config.repo_root),
            "index_status": state,
            "last_refresh_timestamp": self.store.meta("last_refresh_timestamp") if state == "ready" else None,
            "indexed_file_count": counts["text"],
            "skipped_binary_count": counts["binary"],
            "chunk_count": counts["chunks"],
            "schema_version": SCHEMA_VERSION,
            "enabled_adapters": self._adapters(),
            "limits_summary": self.limits.model_dump(),
            "chunking_summary": {
                "strategy": "symbol_aligned",
                "fallback": "line_windows",
                "max_chunk_lines": chunking.MAX_LINES,
                "window_lines": chunking.WINDOW,
                "pack_target_lines": chunking.TARGET_LINES,
                "symbol_extensions": [
                    e for e in registered_extensions() if self.config.python_adapter_enabled or e not in (".py", ".pyi")
                ],
            },
            "effective_config": self.config.effective(),
        }
        return result, unknown_keys(params, set())

    def _counts(self) -> dict[str, int]:
        conn = self.store.reader()
        kinds = dict(conn.execute("SELECT kind, COUNT(*) FROM files WHERE origin=? GROUP BY kind", (DISK,)).fetchall())
        chunks = conn.execute("SELECT COUNT(*) FROM chunks WHERE origin=?", (DISK,)).fetchone()[0]
        return {"text": kinds.get("text", 0), "binary": kinds.get("binary", 0), "chunks": chunks}

    def _adapters(self) -> list[str]:
        names = ["python"] if self.config.python_adapter_enabled else []
        others = [e for e in registered_extensions() if e not in (".py", ".pyi")]
        return names + (["tree_sitter"] if others else []) + ["line_windows"]

    # ------------------------------------------------------------------ repo.list_files
    def list_files(self, params: dict[str, Any]) -> Result:
        tool = "repo.list_files"
        pattern = optional_str(tool, params, "glob")
        cap = self.limits.max_list_files
        max_results = min(optional_int(tool, params, "max_results", cap) or cap, cap)
        include_hidden = optional_bool(tool, params, "include_hidden", False)
        found = walk(self.config, all_extensions=True)
        paths = (f.path for f in found.files)
        if not include_hidden:
            paths = (p for p in paths if not any(part.startswith(".") for part in p.split("/")))
        if pattern:
            paths = filter(compile_repo_glob(pattern).match, paths)  # GlobError: INVALID_PARAMS
        matched = list(paths)
        files = matched[:max_results]
        warnings = unknown_keys(params, {"glob", "max_results", "include_hidden"})
        return {"files": files, "total": len(matched), "truncated": len(matched) > len(files)}, warnings

    # ------------------------------------------------------------------ repo.open_file
    def open_file(self, params: dict[str, Any]) -> Result:
        tool = "repo.open_file"
        resolved = resolve_inside(self.config.repo_root, required_str(tool, params, "path"))
        start = optional_int(tool, params, "start_line", 1) or 1
        end = optional_int(tool, params, "end_line", None)
        if end is not None and end < start:
            raise invalid(tool, "end_line must not be before start_line.")
        if resolved.absolute.is_dir():
            raise invalid(tool, "path is a directory; use repo.list_files.")
        if not resolved.absolute.is_file():
            raise ToolError("NOT_FOUND", "File not found.", {"path": resolved.relative})
        cap = self.limits.max_open_lines
        last = start + cap - 1 if end is None else min(end, start + cap - 1)
        numbered, total = _read_range(resolved.absolute, start, last)
        if start > max(total, 1):
            raise invalid(tool, f"start_line is past the end of the file ({total} lines).")
        truncated = (end is None and total > last) or (end is not None and min(end, total) > last)
        result = {
            "path": resolved.relative,
            "start_line": start,
            "end_line": start + len(numbered) - 1,
            "total_lines": total,
            "numbered_lines": numbered,
            "truncated": truncated,
        }
        warnings = unknown_keys(params, {"path", "start_line", "end_line"})
        if truncated:
            warnings.append(f"output limited to max_open_lines={cap}")
        return result, warnings

    # ------------------------------------------------------------------ repo.refresh_index
    def refresh_index(self, params: dict[str, Any]) -> Result:
        force = optional_bool("repo.refresh_index", params, "force", False)
        with self._refresh_lock:
            report = refresh(self.config, self.store, force=force)
        return report.model_dump(), unknown_keys(params, {"force"})

    # ------------------------------------------------------------------ repo.search
    def search(self, params: dict[str, Any]) -> Result:
        tool = "repo.search"
        query = required_str(tool, params, "query")
        mode = params.get("mode", "bm25")
        if mode != "bm25":
            raise invalid(tool, 'mode must be "bm25".')
        cap = self.limits.max_search_hits
        top_k = optional_int(tool, params, "top_k", 10) or 10
        warnings = unknown_keys(params, {"query", "mode", "top_k", "file_glob", "path_prefix"})
        if top_k > cap:
            warnings.append(f"top_k capped at max_search_hits={cap}")
            top_k = cap
        file_glob = optional_str(tool, params, "file_glob")
        if file_glob:
            compile_repo_glob(file_glob)  # refused before SQLite calls it (GlobError: INVALID_PARAMS)
        prefix = optional_str(tool, params, "path_prefix")
        if prefix is not None:
            prefix = normalize_relative(prefix, allow_root=True) or None
        self.require_ready()
        try:
            found = search(self.store, query, top_k=top_k, file_glob=file_glob, path_prefix=prefix)
        except EmptyQuery:
            raise invalid(tool, "query must contain at least one word.") from None
        hits = [h.model_dump() for h in found.hits]
        return {
            "query": query,
            "mode": "bm25",
            "match_mode": found.match_mode,
            "terms": found.terms,
            "hits": hits,
            "truncated": False,
        }, warnings

    def require_ready(self) -> None:
        state = self.store.status()
        if state != "ready":
            raise ToolError(
                "INDEX_NOT_READY", f"Index is {state}; call repo.refresh_index first.", {"index_status": state}
            )

    # ------------------------------------------------------------------ repo.audit_log
    def audit_log(self, params: dict[str, Any]) -> Result:
        tool = "repo.audit_log"
        since = optional_str(tool, params, "since")
        limit = min(optional_int(tool, params, "limit", 50) or 50, 1000)
        events, total = self.audit.read(since=since, limit=limit)
        return {"events": events, "total": total, "truncated": total > len(events)}, unknown_keys(
            params, {"since", "limit"}
        )


def _read_range(path, start: int, last: int) -> tuple[list[dict[str, Any]], int]:
    """Lines start..last as {"line", "text"} and the file's total line count, streaming."""
    with open_regular(path) as raw:  # never blocks on a FIFO swapped in after the is_file check
        if b"\0" in raw.read(BINARY_SNIFF_BYTES):
            raise ToolError(INVALID_PARAMS, "repo.open_file path is a binary file.")
        raw.seek(0)
        numbered, total = [], 0
        for number, line in enumerate(raw, 1):
            total = number
            if start <= number <= last:
                text = line.decode("utf-8", errors="replace").rstrip("\n").rstrip("\r")
                numbered.append({"line": number, "text": text})
        return numbered, total
