"""Seed 001's objects — RepoReaderRequest, RepoReaderResponse, ResearchArtifact, RepoReaderError —
field for field, plus the reader's conservative limits.

A request states intent to research; it never names a file. Unknown fields (`path`, `paths`,
`file`, …) are rejected, so a caller cannot smuggle a path in. Every limit has a conservative
default and a hard cap; a request above a cap fails with `limit_exceeded` instead of being
quietly clamped, so the caller knows what it got.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

REPO_ID_PATTERN = r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,99})/[A-Za-z0-9._-]{1,100}$"
EXTENSION_PATTERN = r"^\.[A-Za-z0-9_+-]{1,15}$"
SPDX_PATTERN = r"^[A-Za-z0-9.+-]{1,64}$"

RepoId = Annotated[str, Field(pattern=REPO_ID_PATTERN, description="owner/name")]

# name: (default, hard cap)
LIMITS: dict[str, tuple[int, int]] = {
    "max_repos": (3, 10),
    "max_excerpt_chars": (800, 4000),
    "max_excerpts_per_repo": (5, 20),
    "max_total_excerpts": (10, 50),
}
MIN_EXCERPT_CHARS = 40
MAX_QUERY_CHARS = 500
MAX_QUERY_TERMS = 32
MAX_LIST_ITEMS = 32
NOASSERTION = "NOASSERTION"  # SPDX's word for "no licence could be determined"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class RepoConstraints(_Strict):
    allowlist: list[RepoId] | None = Field(None, max_length=MAX_LIST_ITEMS)
    denylist: list[RepoId] | None = Field(None, max_length=MAX_LIST_ITEMS)
    max_repos: int | None = Field(None, ge=1)


class FileConstraints(_Strict):
    allowed_extensions: list[Annotated[str, Field(pattern=EXTENSION_PATTERN)]] | None = Field(
        None, max_length=MAX_LIST_ITEMS
    )
    max_excerpt_chars: int | None = Field(None, ge=MIN_EXCERPT_CHARS)
    max_excerpts_per_repo: int | None = Field(None, ge=1)


class LicenseConstraints(_Strict):
    allowed_licenses: list[Annotated[str, Field(pattern=SPDX_PATTERN)]] | None = Field(None, max_length=MAX_LIST_ITEMS)
    require_license: bool = True


class ResultLimits(_Strict):
    max_total_excerpts: int | None = Field(None, ge=1)


class RepoReaderRequest(_Strict):
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    repo_constraints: RepoConstraints | None = None
    file_constraints: FileConstraints | None = None
    license_constraints: LicenseConstraints | None = None
    result_limits: ResultLimits | None = None


class ResearchArtifact(BaseModel):
    model_config = ConfigDict(extra="forbid")
    excerpt: str = Field(description="plain text only, truncated")
    repo: str = Field(description="owner/name")
    commit: str = Field(description="commit hash or tag")
    path: str = Field(description="file path within the repository")
    license: str = Field(description="SPDX identifier (or expression) detected for the repository")
    excerpt_span: str = Field(description="lines L<start>-L<end>, 1-based inclusive")


class RepoReaderError(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str
    message: str
    details: dict[str, Any] | None = None


class RepoReaderResponse(BaseModel):
    model_config = ConfigDict(extra="forbid")
    artifacts: list[ResearchArtifact] = Field(default_factory=list)
    errors: list[RepoReaderError] = Field(default_factory=list)


class EffectiveLimits(BaseModel):
    """A request's limits after defaults: what the guarantees are checked against."""

    max_repos: int
    max_excerpt_chars: int
    max_excerpts_per_repo: int
    max_total_excerpts: int
    allowed_extensions: list[str] | None
    allowed_licenses: list[str] | None
    require_license: bool
    allowlist: list[str] | None
    denylist: list[str]


def effective_limits(request: RepoReaderRequest) -> EffectiveLimits:
    repo = request.repo_constraints or RepoConstraints()
    files = request.file_constraints or FileConstraints()
    lic = request.license_constraints or LicenseConstraints()
    result = request.result_limits or ResultLimits()
    pick = lambda value, name: LIMITS[name][0] if value is None else value  # noqa: E731
    return EffectiveLimits(
        max_repos=pick(repo.max_repos, "max_repos"),
        max_excerpt_chars=pick(files.max_excerpt_chars, "max_excerpt_chars"),
        max_excerpts_per_repo=pick(files.max_excerpts_per_repo, "max_excerpts_per_repo"),
        max_total_excerpts=pick(result.max_total_excerpts, "max_total_excerpts"),
        allowed_extensions=[e.lower() for e in files.allowed_extensions] if files.allowed_extensions else None,
        allowed_licenses=list(lic.allowed_licenses) if lic.allowed_licenses is not None else None,
        require_license=lic.require_license,
        allowlist=list(repo.allowlist) if repo.allowlist else None,
        denylist=list(repo.denylist or []),
    )
