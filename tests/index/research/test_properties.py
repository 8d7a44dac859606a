"""Seed 001's hard guarantees, checked on every response to random requests over random
repositories: no raw file beyond excerpts (never more than half of a file), no excerpt over
its limit, no artifact without licence information, nothing from outside the constraints,
and every span true to the file at that commit."""

from __future__ import annotations

import random
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copilot_cli.index.research.excerpts import RepoReader
from copilot_cli.index.research.license import licence_ids
from copilot_cli.index.research.models import LIMITS, NOASSERTION, RepoReaderResponse
from copilot_cli.index.research.repos import RepoRegistry
from copilot_cli.index.research.rules import parse_request, plain_text
from copilot_cli.workspace.paths import is_secret
from tests.index.research.builders import LICENSES, make_repo

WORDS = [
    "retry",
    "backoff",
    "parser",
    "token",
    "render",
    "cache",
    "user",
    "order",
    "fetch",
    "delay",
    "index",
    "widget",
    "schema",
    "query",
    "the",
    "a",
    "of",
]
EXTENSIONS = [".py", ".md", ".txt", ".js", ".ts"]
REQUEST_LEVEL = {"invalid_request", "paths_not_accepted", "limit_exceeded", "request_too_broad"}


def random_file(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.choice([1, 2, 5, 30, 120])):
        words = [rng.choice(WORDS) for _ in range(rng.randint(0, 9))]
        if rng.random() < 0.1:
            words.append(rng.choice(["\x07", "\r", "\t", "é", "\u2028", "\x1b[0m"]))
        lines.append(("    " if rng.random() < 0.3 else "") + " ".join(words))
    return "\n".join(lines) + ("\n" if rng.random() < 0.8 else "")


def random_repo(base: Path, rng: random.Random, n: int, registry: RepoRegistry) -> None:
    files = {f"src/m{i}{rng.choice(EXTENSIONS)}": random_file(rng) for i in range(rng.randint(1, 6))}
    files[".env"] = "SECRET_TOKEN=retry backoff parser\n"  # must never surface
    license = rng.choice([None, *sorted(LICENSES)])
    root = make_repo(base, f"org{n}/repo{n}", files, license=license, commit=f"{n:040x}")
    registry.register(root, data_dir=base / f"data{n}")


REAL_WORDS = [w for w in WORDS if len(w) > 3]
REPO_IDS = [f"org{i}/repo{i}" for i in range(5)]


@st.composite
def plausible_requests(draw: st.DrawFn) -> dict[str, Any]:
    """Mostly valid requests, so most examples reach the artifact code."""
    request: dict[str, Any] = {"query": " ".join(draw(st.lists(st.sampled_from(REAL_WORDS), min_size=1, max_size=4)))}
    request["repo_constraints"] = {
        "allowlist": draw(st.lists(st.sampled_from(REPO_IDS), min_size=1, max_size=3, unique=True))
    }
    if draw(st.booleans()):
        request["file_constraints"] = {
            "max_excerpt_chars": draw(st.integers(40, 4000)),
            "max_excerpts_per_repo": draw(st.integers(1, 20)),
        }
        if draw(st.booleans()):
            request["file_constraints"]["allowed_extensions"] = draw(st.lists(st.sampled_from(EXTENSIONS), min_size=1))
    if draw(st.booleans()):
        request["license_constraints"] = {"require_license": draw(st.booleans())}
        if draw(st.booleans()):
            request["license_constraints"]["allowed_licenses"] = draw(
                st.lists(st.sampled_from(sorted(LICENSES) + [NOASSERTION]), max_size=3)
            )
    if draw(st.booleans()):
        request["result_limits"] = {"max_total_excerpts": draw(st.integers(1, 50))}
    return request


wild_requests = st.fixed_dictionaries(
    {"query": st.one_of(st.lists(st.sampled_from(WORDS), min_size=1, max_size=5).map(" ".join), st.text(max_size=30))},
    optional={
        "repo_constraints": st.fixed_dictionaries(
            {},
            optional={
                "allowlist": st.lists(
                    st.sampled_from([f"org{i}/repo{i}" for i in range(5)] + ["ghost/none"]), max_size=4
                ),
                "denylist": st.lists(st.sampled_from([f"org{i}/repo{i}" for i in range(5)]), max_size=2),
                "max_repos": st.integers(0, 12),
            },
        ),
        "file_constraints": st.fixed_dictionaries(
            {},
            optional={
                "allowed_extensions": st.lists(st.sampled_from(EXTENSIONS + ["py", ".env"]), max_size=3),
                "max_excerpt_chars": st.integers(1, 5000),
                "max_excerpts_per_repo": st.integers(0, 25),
            },
        ),
        "license_constraints": st.fixed_dictionaries(
            {},
            optional={
                "allowed_licenses": st.lists(st.sampled_from(sorted(LICENSES) + ["NOASSERTION"]), max_size=3),
                "require_license": st.booleans(),
            },
        ),
        "result_limits": st.fixed_dictionaries({}, optional={"max_total_excerpts": st.integers(0, 60)}),
        "path": st.just("src/m0.py"),
    },
)
requests = st.one_of(plausible_requests(), plausible_requests(), plausible_requests(), wild_requests)


def check_guarantees(request: dict[str, Any], response: RepoReaderResponse, registry: RepoRegistry) -> None:
    RepoReaderResponse.model_validate(response.model_dump(mode="json"))  # the shape holds
    assert all(e.code and e.message for e in response.errors)
    parsed, limits, _ = parse_request(request)
    if parsed is None or limits is None or any(e.code in REQUEST_LEVEL for e in response.errors):
        assert response.artifacts == []
        assert response.errors
        return
    assert len(response.artifacts) <= min(limits.max_total_excerpts, LIMITS["max_total_excerpts"][1])
    per_repo: dict[str, int] = {}
    per_file: dict[tuple[str, str], int] = {}
    for artifact in response.artifacts:
        repo = registry.get(artifact.repo)
        assert repo is not None
        assert not limits.allowlist or artifact.repo in limits.allowlist
        assert artifact.repo not in limits.denylist
        assert artifact.commit == repo.commit
        assert artifact.license and artifact.license == (repo.license or NOASSERTION)
        if limits.require_license:
            assert artifact.license != NOASSERTION
        if limits.allowed_licenses is not None:
            assert licence_ids(artifact.license) <= set(limits.allowed_licenses)
        path = artifact.path
        assert not path.startswith("/") and ".." not in path.split("/") and not is_secret(path)
        assert (repo.root / path).is_file()
        if limits.allowed_extensions is not None:
            assert any(path.lower().endswith(e) for e in limits.allowed_extensions)
        assert 0 < len(artifact.excerpt) <= limits.max_excerpt_chars
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", artifact.excerpt)  # plain text
        text = plain_text((repo.root / path).read_text("utf-8", errors="replace"))
        first, last = (int(n) for n in re.fullmatch(r"L(\d+)-L(\d+)", artifact.excerpt_span).groups())
        assert "\n".join(text.split("\n")[first - 1 : last]).startswith(artifact.excerpt)
        assert artifact.excerpt.count("\n") == last - first
        per_repo[artifact.repo] = per_repo.get(artifact.repo, 0) + 1
        per_file[(artifact.repo, path)] = per_file.get((artifact.repo, path), 0) + len(artifact.excerpt)
        assert per_file[(artifact.repo, path)] <= len(text) // 2, "no file may be returned whole"
    assert all(n <= limits.max_excerpts_per_repo for n in per_repo.values())
    assert len(per_repo) <= limits.max_repos


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> RepoRegistry:
    base = tmp_path_factory.mktemp("reader_pool")
    rng = random.Random(2026)
    registry = RepoRegistry()
    for n in range(5):
        random_repo(base, rng, n, registry)
    return registry


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(request=requests)
def test_guarantees_hold_for_random_requests(pool: RepoRegistry, request: dict[str, Any]) -> None:
    check_guarantees(request, RepoReader(pool).research(request), pool)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), request=requests)
def test_guarantees_hold_for_random_repositories(seed: int, request: dict[str, Any]) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        registry = RepoRegistry()
        for n in range(rng.randint(1, 3)):
            random_repo(Path(tmp), rng, n, registry)
        check_guarantees(request, RepoReader(registry).research(request), registry)


def test_the_pool_yields_artifacts_so_the_property_is_not_vacuous(pool: RepoRegistry) -> None:
    licensed = [r for r in pool.ids() if pool.get(r).license]
    response = RepoReader(pool).research(
        {"query": "retry backoff parser token cache", "repo_constraints": {"allowlist": licensed[:3]}}
    )
    assert len(response.artifacts) >= 3
