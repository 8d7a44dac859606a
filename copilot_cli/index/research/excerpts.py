"""The Repo Reader (seed 001): bounded, licence-attributed research artifacts from the index.

    reader = RepoReader(registry)
    response = reader.research({"query": "retry backoff", "repo_constraints": {"allowlist": ["o/n"]}})

A capability, not an agent: it ranks the index's chunks for the query (BM25 plus the context
bundle's symbol-aware ranking), cuts each to a plain-text excerpt and attaches repo, commit,
path, licence and line span. It never takes a path from the caller, never returns a whole file
(an excerpt — and all excerpts of one file together — hold at most half of that file's text),
never summarizes and never runs anything it reads. Every request and repository failure is a
RepoReaderError in the response; nothing is raised for expected failures.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from copilot_cli.index.research.models import (
    NOASSERTION,
    EffectiveLimits,
    RepoReaderRequest,
    RepoReaderResponse,
    ResearchArtifact,
)
from copilot_cli.index.research.repos import RegisteredRepo, RepoRegistry
from copilot_cli.index.research.rules import (
    cap_artifacts,
    error,
    extension_allowed,
    license_error,
    parse_request,
    plain_text,
    select_repos,
)
from copilot_cli.workspace.paths import is_secret

log = logging.getLogger("copilot_cli.index.research.excerpts")
CANDIDATES_PER_REPO = 40  # ranked ranges looked at per repository before the caps apply


class RepoReader:
    def __init__(self, registry: RepoRegistry) -> None:
        self.registry = registry

    def research(self, raw: RepoReaderRequest | dict[str, Any]) -> RepoReaderResponse:
        request, limits, problems = parse_request(raw)
        if request is None or limits is None:
            return RepoReaderResponse(artifacts=[], errors=problems)
        chosen, errors = select_repos(limits, self.registry.ids())
        per_repo: dict[str, list[ResearchArtifact]] = {}
        order: list[str] = []
        for repo_id in chosen:
            repo = self.registry.get(repo_id)
            assert repo is not None
            repo.follow_checkout()
            problem = license_error(repo_id, repo.license, limits)
            if problem is None and not repo.commit:
                problem = error(
                    "commit_unknown", f"{repo_id} has no resolvable commit; it was not researched.", repo=repo_id
                )
            if problem is not None:
                errors.append(problem)
                continue
            try:
                per_repo[repo_id] = self._repo_artifacts(repo, request.query, limits)
            except Exception as exc:  # an index that cannot be built must not sink the other repositories
                log.warning("research index for %s failed: %s", repo_id, type(exc).__name__)
                errors.append(error("index_unavailable", f"The index of {repo_id} could not be used.", repo=repo_id))
                continue
            order.append(repo_id)
        return RepoReaderResponse(artifacts=cap_artifacts(per_repo, order, limits), errors=errors)

    def _repo_artifacts(self, repo: RegisteredRepo, query: str, limits: EffectiveLimits) -> list[ResearchArtifact]:
        ranges = _ranked_ranges(repo, query)
        texts: dict[str, list[str] | None] = {}
        budget: dict[str, int] = {}  # characters each file may still give (half of the file at most)
        out: list[ResearchArtifact] = []
        for path, start, end, terms in ranges:
            if len(out) >= limits.max_excerpts_per_repo:
                break
            if is_secret(path) or not extension_allowed(path, limits):
                continue
            lines = _file_lines(repo.root, path, texts)
            if not lines or start > len(lines):
                continue
            if path not in budget:
                budget[path] = len("\n".join(lines)) // 2
            end = min(end, len(lines))
            start = _focus(lines, start, end, terms)
            artifact = _excerpt(repo, path, lines, start, end, min(limits.max_excerpt_chars, budget[path]))
            if artifact is not None:
                budget[path] -= len(artifact.excerpt)
                out.append(artifact)
        return out


def _ranked_ranges(repo: RegisteredRepo, query: str) -> list[tuple[str, int, int, list[str]]]:
    """(path, start, end, matched terms) best first: the context bundle's ranking over BM25 hits."""
    from copilot_cli.index.bundle.build import Budget, BundleParams, collect
    from copilot_cli.index.bundle.rank import merge

    index = repo.index()
    params = BundleParams(prompt=query, budget=Budget(max_files=1, max_total_lines=1), include_tests=True)
    candidates, _files = collect(index.store, repo.root, params)
    ranked = merge(merge(candidates))[:CANDIDATES_PER_REPO]
    return [(c.path, c.start_line, c.end_line, list(c.matched_terms)) for c in ranked]


def _focus(lines: list[str], start: int, end: int, terms: list[str]) -> int:
    """Where the excerpt starts: two lines before the range's first line naming a matched term
    (a long function is cut to its relevant part, not to its signature)."""
    wanted = [t.lower() for t in terms if t]
    for number in range(start, end + 1):
        lowered = lines[number - 1].lower()
        if any(t in lowered for t in wanted):
            return max(start, number - 2)
    return start


def _file_lines(root: Path, path: str, cache: dict[str, list[str] | None]) -> list[str] | None:
    if path not in cache:
        target = root / path
        try:
            if target.is_symlink() or not target.is_file():
                cache[path] = None
            else:
                data = target.read_bytes()
                cache[path] = (
                    None if b"\x00" in data[:8192] else plain_text(data.decode("utf-8", "replace")).split("\n")
                )
        except OSError:
            cache[path] = None
    return cache[path]


def _excerpt(
    repo: RegisteredRepo, path: str, lines: list[str], start: int, end: int, max_chars: int
) -> ResearchArtifact | None:
    text = "\n".join(lines[start - 1 : end])[:max_chars]
    while text and not text[-1].strip():  # no trailing blank lines or spaces
        text = text[:-1]
    lead = len(text) - len(text.lstrip("\n"))
    text = text.lstrip("\n")
    if not text.strip():
        return None
    first = start + lead
    last = first + text.count("\n")
    return ResearchArtifact(
        excerpt=text,
        repo=repo.id,
        commit=repo.commit or "",
        path=path,
        license=repo.license or NOASSERTION,
        excerpt_span=f"L{first}-L{last}",
    )
