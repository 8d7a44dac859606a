"""The Repo Reader's request checks and the final enforcement of its hard guarantees — shared by
the real reader and MockRepoReader, so both keep the same shape and the same constraints.

Error codes (RepoReaderError.code):
    invalid_request       not a valid RepoReaderRequest (details.errors lists each problem)
    paths_not_accepted    the request tried to name a file or path (never accepted)
    limit_exceeded        a limit above its hard cap (details: field, cap, requested)
    request_too_broad     query without a specific term, or more repositories than max_repos
    no_repositories       nothing left to research after allow/deny lists
    repo_not_found        an allowlisted id that is not registered
    license_missing       require_license and no licence detected (repository skipped)
    license_not_allowed   the repository's licence is not in allowed_licenses (skipped)
    commit_unknown        the repository's commit cannot be determined (skipped)
    index_unavailable     the repository's index could not be opened or built (skipped)
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from copilot_cli.index.research.license import licence_ids
from copilot_cli.index.research.models import (
    LIMITS,
    MAX_QUERY_TERMS,
    NOASSERTION,
    EffectiveLimits,
    RepoReaderError,
    RepoReaderRequest,
    ResearchArtifact,
    effective_limits,
)
from copilot_cli.index.store import tokens

PATH_KEYS = frozenset({"path", "paths", "file", "files", "file_path", "filepath", "filename", "glob", "path_prefix"})
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # keeps \t and \n
MIN_TERM_CHARS = 3


def error(code: str, message: str, **details: Any) -> RepoReaderError:
    return RepoReaderError(code=code, message=message, details=details or None)


def _path_keys(value: Any, where: str = "") -> list[str]:
    if isinstance(value, dict):
        found = [f"{where}{k}" for k in value if isinstance(k, str) and k.lower() in PATH_KEYS]
        for k, v in value.items():
            found += _path_keys(v, f"{where}{k}.")
        return found
    return []


def parse_request(raw: Any) -> tuple[RepoReaderRequest | None, EffectiveLimits | None, list[RepoReaderError]]:
    """A checked request and its effective limits, or the errors that reject it."""
    if not isinstance(raw, RepoReaderRequest):
        smuggled = _path_keys(raw)
        if smuggled:
            return (
                None,
                None,
                [
                    error(
                        "paths_not_accepted", "The Repo Reader never accepts file paths from callers.", fields=smuggled
                    )
                ],
            )
        try:
            raw = RepoReaderRequest.model_validate(raw)
        except ValidationError as exc:
            problems = [
                {"field": ".".join(str(p) for p in e["loc"]) or "request", "problem": e["msg"]}
                for e in exc.errors(include_url=False)
            ]
            return (
                None,
                None,
                [error("invalid_request", "The request is not a valid RepoReaderRequest.", errors=problems)],
            )
    limits = effective_limits(raw)
    problems = _limit_errors(limits) + _scope_errors(raw, limits)
    return (None, None, problems) if problems else (raw, limits, [])


def _limit_errors(limits: EffectiveLimits) -> list[RepoReaderError]:
    out = []
    for name, (_, cap) in LIMITS.items():
        value = getattr(limits, name)
        if value > cap:
            out.append(
                error("limit_exceeded", f"{name} is above its cap of {cap}.", field=name, cap=cap, requested=value)
            )
    return out


def _scope_errors(request: RepoReaderRequest, limits: EffectiveLimits) -> list[RepoReaderError]:
    out = []
    terms = tokens.query_terms(request.query)
    if not terms:
        out.append(error("invalid_request", "The query has no searchable words.", field="query"))
    elif not any(len(t) >= MIN_TERM_CHARS and t.lower() not in tokens.STOPWORDS for t in terms):
        out.append(
            error(
                "request_too_broad",
                f"The query needs at least one specific term of {MIN_TERM_CHARS}+ characters that is not a stopword.",
                field="query",
                terms=terms,
            )
        )
    elif tokens.term_count(request.query) > MAX_QUERY_TERMS:
        out.append(error("request_too_broad", f"The query has more than {MAX_QUERY_TERMS} terms.", field="query"))
    if limits.allowlist and set(limits.allowlist) & set(limits.denylist):
        out.append(
            error(
                "invalid_request",
                "A repository is both allowlisted and denylisted.",
                repos=sorted(set(limits.allowlist) & set(limits.denylist)),
            )
        )
    if limits.allowlist and len(set(limits.allowlist)) > limits.max_repos:
        out.append(
            error(
                "request_too_broad",
                "The allowlist names more repositories than max_repos.",
                allowlist=len(set(limits.allowlist)),
                max_repos=limits.max_repos,
            )
        )
    return out


def select_repos(limits: EffectiveLimits, registered: list[str]) -> tuple[list[str], list[RepoReaderError]]:
    """The repository ids to research, in order, and per-repository errors."""
    errors: list[RepoReaderError] = []
    if limits.allowlist:
        chosen = []
        for repo_id in dict.fromkeys(limits.allowlist):
            if repo_id not in registered:
                errors.append(error("repo_not_found", f"{repo_id} is not a registered repository.", repo=repo_id))
            else:
                chosen.append(repo_id)
    else:
        chosen = [r for r in registered if r not in limits.denylist]
        if len(chosen) > limits.max_repos:
            return [], [
                error(
                    "request_too_broad",
                    "More repositories match than max_repos; name them in repo_constraints.allowlist.",
                    candidates=len(chosen),
                    max_repos=limits.max_repos,
                )
            ]
    if not chosen and not errors:
        errors.append(error("no_repositories", "No registered repository is left to research."))
    return chosen, errors


def license_error(repo_id: str, license: str | None, limits: EffectiveLimits) -> RepoReaderError | None:
    if not license or license == NOASSERTION:
        if limits.require_license:
            return error(
                "license_missing", f"{repo_id} has no detectable licence; it was not researched.", repo=repo_id
            )
        license = NOASSERTION
    if limits.allowed_licenses is not None and not licence_ids(license) <= set(limits.allowed_licenses):
        return error(
            "license_not_allowed",
            f"{repo_id} is licensed {license}, which is not allowed.",
            repo=repo_id,
            license=license,
        )
    return None


def plain_text(text: str) -> str:
    return _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def extension_allowed(path: str, limits: EffectiveLimits) -> bool:
    if limits.allowed_extensions is None:
        return True
    name = path.rsplit("/", 1)[-1].lower()
    return any(name.endswith(ext) for ext in limits.allowed_extensions)


def cap_artifacts(
    per_repo: dict[str, list[ResearchArtifact]], order: list[str], limits: EffectiveLimits
) -> list[ResearchArtifact]:
    """Per-repo and total caps, taking the repositories' best artifacts in turn."""
    queues = {r: list(per_repo.get(r, []))[: limits.max_excerpts_per_repo] for r in order}
    out: list[ResearchArtifact] = []
    while len(out) < limits.max_total_excerpts and any(queues.values()):
        for repo_id in order:
            if queues[repo_id] and len(out) < limits.max_total_excerpts:
                out.append(queues[repo_id].pop(0))
    return out
