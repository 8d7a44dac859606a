"""repo.build_context_bundle: a deterministic, explainable, bounded set of code ranges.

    build_bundle(store, root, BundleParams, data_dir=None) -> dict   (the seed's result)

Hybrid strategy: BM25 over the whole prompt plus one search per identifier-like term;
candidates are expanded to their enclosing symbol, scored (definition boosts, path matches,
reference proximity, penalties for tests/docs/lockfiles/vendored code), merged when adjacent,
and taken best-first while `max_files` and `max_total_lines` allow — never beyond them (a
range that does not fit is cut to what is left). Nothing time- or run-dependent enters the
result, so identical input and index give byte-identical output; `last_bundle.json` and
`last_bundle.md` are written to the data dir.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from copilot_cli.index.bundle.rank import (
    Candidate,
    expand,
    focus,
    identifier_terms,
    merge,
    name_matches,
    qualified_terms,
    score,
)
from copilot_cli.index.code.symbols import file_symbols
from copilot_cli.index.search.bm25 import search
from copilot_cli.index.store import tokens
from copilot_cli.index.store.sqlite import Store
from copilot_cli.workspace.paths import PathBlocked
from copilot_cli.workspace.textops import read_confined

MAX_FILES_CAP = 50
MAX_LINES_CAP = 5000
SEARCH_TOP_K = 24
TERM_TOP_K = 8
MAX_TERM_SEARCHES = 3
TOP_CANDIDATES = 10
MIN_TRIMMED_LINES = 3
MIN_SHARE = 20
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")


class Budget(BaseModel):
    model_config = ConfigDict(extra="forbid")
    max_files: int = Field(ge=1, le=MAX_FILES_CAP)
    max_total_lines: int = Field(ge=1, le=MAX_LINES_CAP)


class BundleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    prompt: str = Field(min_length=1)
    budget: Budget
    strategy: Literal["hybrid"] = "hybrid"
    include_tests: bool = False


def prompt_fingerprint(prompt: str) -> str:
    normalized = " ".join(prompt.split())
    return "sha256:" + hashlib.sha256(normalized.encode()).hexdigest()[:16]


def _read_lines(
    root: Path, path: str, cache: dict[str, list[str] | None], stats: dict[str, tuple[int, int]]
) -> list[str] | None:
    if path not in cache:
        try:
            info = (root / path).stat()
            cache[path] = read_confined(root, path).decode("utf-8", errors="replace").splitlines()
            stats[path] = (info.st_size, info.st_mtime_ns)
        except (OSError, PathBlocked):
            cache[path] = None
    return cache[path]


def _searches(store: Store, prompt: str, terms: list[str]) -> list[tuple[str, Any]]:
    """(source_query, hit) pairs: the whole prompt first, then each identifier-like term."""
    pairs = [(prompt, hit) for hit in search(store, prompt, top_k=SEARCH_TOP_K).hits]
    # Only real code identifiers (fooBar, foo_bar) get a search of their own.
    idents = [t for t in terms if _IDENT.fullmatch(t) and len(tokens.split_identifier(t)) > 1]
    for term in idents[:MAX_TERM_SEARCHES]:
        pairs += [(term, hit) for hit in search(store, term, top_k=TERM_TOP_K).hits]
    return pairs


def collect(store: Store, root: Path, params: BundleParams) -> tuple[list[Candidate], dict[str, list[str] | None]]:
    terms = tokens.query_terms(params.prompt)
    wanted = identifier_terms(terms)
    members = qualified_terms(terms)
    files: dict[str, list[str] | None] = {}
    stats: dict[str, tuple[int, int]] = {}
    seen: set[int] = set()
    candidates: list[Candidate] = []
    for source_query, hit in _searches(store, params.prompt, terms):
        if hit.chunk_id in seen:
            continue
        seen.add(hit.chunk_id)
        lines = _read_lines(root, hit.path, files, stats)
        if lines is None:
            continue
        candidate = Candidate(
            hit.path,
            hit.start_line,
            min(hit.end_line, max(1, len(lines))),
            hit.score,
            list(hit.matched_terms),
            source_query,
            hit.symbol,
        )
        symbols = file_symbols(hit.path, "\n".join(lines), stats.get(hit.path, (0, 0)))
        expand(candidate, symbols)
        if members:
            focus(candidate, symbols, members)
        candidates.append(candidate)
    definitions: dict[str, list[tuple[str, int]]] = {}
    for path in sorted({c.path for c in candidates}):
        lines = files[path] or []
        for symbol in file_symbols(path, "\n".join(lines), stats.get(path, (0, 0))):
            if name_matches(symbol.name, wanted):
                definitions.setdefault(symbol.name, []).append((path, symbol.start_line))
    for candidate in candidates:
        score(candidate, wanted, definitions, files[candidate.path] or [], terms)
    candidates.sort(key=lambda c: (-c.score, c.path, c.start_line, c.end_line))
    return candidates, files


def build_bundle(store: Store, root: Path, params: BundleParams, data_dir: Path | None = None) -> dict[str, Any]:
    from copilot_cli.index.bundle.output import render_bundle

    candidates, files = collect(store, root, params)
    eligible = [c for c in candidates if params.include_tests or c.components.get("category") != "test"]
    ranked = merge(merge(eligible))  # twice: a grown range may now touch another
    selections, chosen = _select(ranked, params.budget, files)
    result = render_bundle(params, candidates, ranked, selections, chosen)
    if data_dir is not None:
        write_artifacts(data_dir, result)
    return result


def _select(ranked: list[Candidate], budget: Budget, files: dict[str, list[str] | None]):
    """Best first, within both budgets. A range longer than its fair share of what is left
    (lines left / file slots left, at least MIN_SHARE) is cut to a window around its hit."""
    selections: list[dict[str, Any]] = []
    chosen: set[int] = set()
    used_files: list[str] = []
    lines_left = budget.max_total_lines
    for index, candidate in enumerate(ranked):
        if lines_left <= 0:
            break
        new_file = candidate.path not in used_files
        if new_file and len(used_files) >= budget.max_files:
            continue
        slots = max(1, budget.max_files - len(used_files))
        share = min(lines_left, max(MIN_SHARE, lines_left // slots))
        start, end = candidate.start_line, candidate.end_line
        if any(s["path"] == candidate.path and s["start_line"] <= end and s["end_line"] >= start for s in selections):
            continue  # already covered by a better selection of the same file
        signals = list(candidate.signals)
        if end - start + 1 > share:
            if share < MIN_TRIMMED_LINES:
                continue
            core_start = max(start, min(candidate.core[0], end - share + 1))
            start, end = core_start, core_start + share - 1
            signals.append("trimmed_to_budget")
        lines = files.get(candidate.path) or []
        content = "\n".join(lines[start - 1 : end])
        selections.append(
            {
                "path": candidate.path,
                "start_line": start,
                "end_line": end,
                "line_count": end - start + 1,
                "symbol": candidate.symbol_reference,
                "score": candidate.score,
                "content": content,
                "why_selected": {
                    "matched_signals": signals,
                    "score_components": candidate.components,
                    "source_query": candidate.source_query,
                    "matched_terms": candidate.matched_terms,
                    "symbol_reference": candidate.symbol_reference,
                },
            }
        )
        chosen.add(index)
        lines_left -= end - start + 1
        if new_file:
            used_files.append(candidate.path)
    return selections, chosen


def write_artifacts(data_dir: Path, result: dict[str, Any]) -> None:
    from copilot_cli.index.bundle.output import bundle_markdown

    data_dir.mkdir(parents=True, exist_ok=True)
    _atomic_write(data_dir / "last_bundle.json", canonical_json(result) + "\n")
    _atomic_write(data_dir / "last_bundle.md", bundle_markdown(result))


def canonical_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2)


def _atomic_write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
