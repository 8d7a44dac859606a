"""MockRepoReader: the Repo Reader's shape and constraints over static artifacts, for consumers'
tests (seed 001: "a mock Repo Reader may return static artifacts, simulate errors, ignore
RepoBridge entirely; mock behavior must preserve API shape and constraints").

    mock = MockRepoReader([ResearchArtifact(...), ...], simulated_errors=[RepoReaderError(...)])
    mock.research({"query": "retry", "file_constraints": {"max_excerpt_chars": 100}})

It validates requests with the real rules (same error codes), matches an artifact when any
query term occurs in its excerpt or path, and applies the same allow/deny lists, extension and
licence filters, excerpt truncation and per-repo/total caps as the real reader.
"""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.index.research.models import (
    NOASSERTION,
    RepoReaderError,
    RepoReaderRequest,
    RepoReaderResponse,
    ResearchArtifact,
)
from copilot_cli.index.research.rules import (
    cap_artifacts,
    extension_allowed,
    license_error,
    parse_request,
    plain_text,
    select_repos,
)
from copilot_cli.index.store import tokens


class MockRepoReader:
    def __init__(
        self, artifacts: list[ResearchArtifact] | None = None, simulated_errors: list[RepoReaderError] | None = None
    ) -> None:
        self.artifacts = list(artifacts or [])
        self.simulated_errors = list(simulated_errors or [])
        self.requests: list[Any] = []  # what consumers sent, for their assertions

    def research(self, raw: RepoReaderRequest | dict[str, Any]) -> RepoReaderResponse:
        self.requests.append(raw)
        request, limits, problems = parse_request(raw)
        if request is None or limits is None:
            return RepoReaderResponse(artifacts=[], errors=problems)
        repos = list(dict.fromkeys(a.repo for a in self.artifacts))
        chosen, errors = select_repos(limits, sorted(repos))
        terms = [t.lower() for t in tokens.query_terms(request.query)]
        per_repo: dict[str, list[ResearchArtifact]] = {}
        for repo_id in chosen:
            licences = {a.license for a in self.artifacts if a.repo == repo_id}
            problem = next((e for e in (license_error(repo_id, lic, limits) for lic in sorted(licences)) if e), None)
            if problem is not None:
                errors.append(problem)
                continue
            per_repo[repo_id] = [
                self._bounded(a, limits.max_excerpt_chars)
                for a in self.artifacts
                if a.repo == repo_id
                and extension_allowed(a.path, limits)
                and any(t in a.excerpt.lower() or t in a.path.lower() for t in terms)
            ]
        artifacts = cap_artifacts(per_repo, [r for r in chosen if r in per_repo], limits)
        return RepoReaderResponse(artifacts=artifacts, errors=errors + self.simulated_errors)

    @staticmethod
    def _bounded(artifact: ResearchArtifact, max_chars: int) -> ResearchArtifact:
        excerpt = plain_text(artifact.excerpt)[:max_chars]
        span = artifact.excerpt_span
        found = re.fullmatch(r"L(\d+)-L(\d+)", span)
        if found:  # the span follows the truncation, as the real reader's does
            span = f"L{found.group(1)}-L{int(found.group(1)) + excerpt.count(chr(10))}"
        return artifact.model_copy(
            update={"excerpt": excerpt, "excerpt_span": span, "license": artifact.license or NOASSERTION}
        )
