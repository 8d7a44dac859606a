"""Ranking for context bundles: candidates from BM25, signals, scores, expansion, merging.

Every number that moves a candidate is kept in `score_components`, so a selection can say
why it was chosen (seed 002 § repo.build_context_bundle, `why_selected`).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePosixPath

from copilot_cli.index.code.symbols import qualified
from copilot_cli.index.outline import OutlineSymbol
from copilot_cli.index.store import tokens

FAR = 1_000_000_000  # "no definition in this file" (the seed's example value)
MAX_EXPANDED_LINES = 80  # an enclosing symbol bigger than this is not pulled in whole
MAX_MERGED_LINES = 100  # merging stops before a range grows past this
MERGE_GAP = 3  # ranges this close in one file become one selection

_TEST = re.compile(
    r"(^|/)(tests?|__tests__|spec|testing)/|(^|/)test_[^/]*$|_test\.\w+$|\.(test|spec)\.\w+$|Tests?\.\w+$"
)
_DOCS = re.compile(r"(^|/)(docs?|documentation|examples?)/|\.(md|rst|txt|adoc)$", re.I)
_LOCK = re.compile(
    r"(^|/)([^/]*\.lock|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|go\.sum|Cargo\.lock|poetry\.lock)$"
)
_VENDOR = re.compile(r"(^|/)(vendor|third_party|thirdparty|external|node_modules|\.venv|site-packages)/")
CATEGORY_PENALTY = {"lockfile": 6.0, "vendored": 3.0, "test": 1.5, "docs": 1.0, "source": 0.0}


def category(path: str) -> str:
    if _LOCK.search(path):
        return "lockfile"
    if _VENDOR.search(path):
        return "vendored"
    if _TEST.search(path):
        return "test"
    if _DOCS.search(path):
        return "docs"
    return "source"


@dataclass
class Candidate:
    path: str
    start_line: int
    end_line: int
    search_score: float
    matched_terms: list[str]
    source_query: str
    chunk_symbol: str
    signals: list[str] = field(default_factory=list)
    components: dict[str, object] = field(default_factory=dict)
    symbol_reference: str | None = None
    defines: list[str] = field(default_factory=list)
    score: float = 0.0
    core: tuple[int, int] = (0, 0)  # the search hit itself; trimming keeps it
    exact_member: bool = False  # the range is a member the prompt names (Service.run)

    def __post_init__(self) -> None:
        self.core = (self.start_line, self.end_line)

    @property
    def lines(self) -> int:
        return self.end_line - self.start_line + 1


def identifier_terms(terms: list[str]) -> set[str]:
    """Lowercased words a definition name may equal: each term, and multi-word identifiers
    (`token parser` also names TokenParser / token_parser)."""
    words = {t.lower() for t in terms}
    parts = [p for t in terms for p in tokens.split_identifier(t)]
    words.update(parts)
    if len(parts) > 1:
        words.add("".join(parts))
    return words


@lru_cache(maxsize=65536)
def _name_forms(name: str) -> tuple[str, str | None]:
    """(lowercased name, its words joined when it has several: TokenParser → tokenparser)."""
    parts = tokens.split_identifier(name)
    return name.lower(), ("".join(parts) if len(parts) > 1 else None)


def name_matches(name: str, wanted: set[str]) -> bool:
    lowered, joined = _name_forms(name)
    return lowered in wanted or (joined is not None and joined in wanted)


def expand(candidate: Candidate, symbols: tuple[OutlineSymbol, ...]) -> None:
    """Grow to the innermost symbol enclosing the chunk (when not huge); note what it defines."""
    enclosing = [s for s in symbols if s.start_line <= candidate.start_line and s.end_line >= candidate.end_line]
    if enclosing:
        inner = enclosing[-1]
        if inner.end_line - inner.start_line + 1 <= MAX_EXPANDED_LINES:
            candidate.start_line, candidate.end_line = inner.start_line, inner.end_line
            candidate.signals.append("aligned_symbol")
        candidate.symbol_reference = qualified(inner)
    inside = [s for s in symbols if s.start_line >= candidate.start_line and s.end_line <= candidate.end_line]
    if candidate.symbol_reference is None and inside:
        candidate.symbol_reference = qualified(inside[0])
        candidate.signals.append("aligned_symbol")
    candidate.defines = [s.name for s in inside] + ([s.name for s in enclosing[-1:]] if enclosing else [])


def qualified_terms(terms: list[str]) -> set[str]:
    """Prompt terms naming a member: `Service.run`, `Service::run` → "Service.run"."""
    found = set()
    for term in terms:
        parts = [p for p in re.split(r"::|\.|->|#", term) if p]
        if len(parts) > 1 and all(re.fullmatch(r"[A-Za-z_$][\w$]*", p) for p in parts):
            found.add(".".join(parts[-2:]))
    return found


def focus(candidate: Candidate, symbols: tuple[OutlineSymbol, ...], members: set[str]) -> None:
    """A candidate overlapping a member the prompt names exactly becomes that member."""
    for symbol in symbols:
        name = ".".join(qualified(symbol).split(".")[-2:])
        overlaps = symbol.start_line <= candidate.end_line and symbol.end_line >= candidate.start_line
        if name in members and overlaps and symbol.end_line - symbol.start_line < MAX_EXPANDED_LINES:
            candidate.start_line, candidate.end_line = symbol.start_line, symbol.end_line
            candidate.core = (symbol.start_line, symbol.end_line)
            candidate.symbol_reference = qualified(symbol)
            candidate.defines = [symbol.name]
            candidate.exact_member = True
            if "aligned_symbol" not in candidate.signals:
                candidate.signals.append("aligned_symbol")
            return


def score(
    candidate: Candidate,
    wanted: set[str],
    definitions: dict[str, list[tuple[str, int]]],
    lines: list[str],
    terms: list[str],
) -> None:
    matched_defs = sorted({name for name in candidate.defines if name_matches(name, wanted)})
    definition_match = bool(matched_defs)
    reference_count = 0
    names = sorted(definitions)
    if names:
        mention = _mention_pattern(tuple(names))
        text = "\n".join(lines[candidate.start_line - 1 : candidate.end_line])
        reference_count = len({text.count("\n", 0, m.start()) for m in mention.finditer(text)})
    distance = FAR
    for name in names:
        for path, line in definitions[name]:
            if path == candidate.path:
                if candidate.start_line <= line <= candidate.end_line:
                    distance = 0
                else:
                    distance = min(distance, abs(line - candidate.start_line), abs(line - candidate.end_line))
    stem_words = set(tokens.split_identifier(PurePosixPath(candidate.path).stem)) | {
        w for part in PurePosixPath(candidate.path).parts[:-1] for w in tokens.split_identifier(part)
    }
    path_relevance = sum(1 for t in terms if any(p in stem_words for p in tokens.split_identifier(t) or [t.lower()]))
    size_penalty = candidate.lines // 30
    kind = category(candidate.path)
    penalty = CATEGORY_PENALTY[kind]
    proximity = 1.0 if 0 < distance <= 50 else 0.0
    total = (
        candidate.search_score
        + (3.0 if definition_match else 0.0)
        + (3.0 if candidate.exact_member else 0.0)
        + 0.5 * min(reference_count, 6)
        + proximity
        + 1.0 * path_relevance
        - 0.25 * size_penalty
        - penalty
    )
    candidate.score = round(total, 6)
    candidate.components = {
        "search_score": candidate.search_score,
        "definition_match": definition_match,
        "exact_member_match": candidate.exact_member,
        "reference_count_in_range": reference_count,
        "min_definition_distance": distance,
        "path_name_relevance": path_relevance,
        "range_size_penalty": size_penalty,
        "category": kind,
        "category_penalty": penalty,
        "final_score": candidate.score,
    }
    signals = ["search_score"]
    if candidate.matched_terms:
        signals.append("matched_terms")
    if definition_match:
        signals.append("definition_match")
    if reference_count and not definition_match:
        signals.append("reference_proximity")
    if path_relevance:
        signals.append("path_match")
    if penalty:
        signals.append(f"{kind}_penalty")
    candidate.signals = signals + [s for s in candidate.signals if s not in signals]


def merge(candidates: list[Candidate]) -> list[Candidate]:
    """Overlapping or adjacent ranges of one file become one; the best keeps its place."""
    kept: list[Candidate] = []
    for candidate in candidates:
        host = next(
            (
                k
                for k in kept
                if k.path == candidate.path
                and candidate.start_line <= k.end_line + MERGE_GAP
                and candidate.end_line >= k.start_line - MERGE_GAP
            ),
            None,
        )
        if (
            host is not None
            and _overlap(host, candidate) == 0
            and (
                max(host.end_line, candidate.end_line) - min(host.start_line, candidate.start_line) + 1
                > MAX_MERGED_LINES
            )
        ):
            host = None  # adjacent but too big together: two selections
        if host is None:
            kept.append(candidate)
            continue
        if host.start_line != candidate.start_line or host.end_line != candidate.end_line:
            host.start_line = min(host.start_line, candidate.start_line)
            host.end_line = max(host.end_line, candidate.end_line)
            if "merged_adjacent" not in host.signals:
                host.signals.append("merged_adjacent")
        host.matched_terms = sorted(set(host.matched_terms) | set(candidate.matched_terms), key=str.lower)
    return kept


@lru_cache(maxsize=64)
def _mention_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(n) for n in names) + r")(?!\w)")


def _overlap(a: Candidate, b: Candidate) -> int:
    return max(0, min(a.end_line, b.end_line) - max(a.start_line, b.start_line) + 1)


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / 4)
