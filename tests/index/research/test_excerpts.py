"""The Repo Reader (seed 001) over real indexes of small repositories."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.index.research.excerpts import RepoReader
from copilot_cli.index.research.license import detect_license, identify_text
from copilot_cli.index.research.mock import MockRepoReader
from copilot_cli.index.research.models import RepoReaderError, RepoReaderResponse, ResearchArtifact
from copilot_cli.index.research.repos import RepoRegistry, head_commit, remote_repo_id
from tests.index.research.builders import LICENSES, make_repo

RETRY = (
    "\n".join(
        [
            "import time",
            "",
            "",
            "def retry_with_backoff(call, attempts=3):",
            '    """Call `call` until it succeeds, sleeping longer each time."""',
            "    delay = 0.1",
            "    for attempt in range(attempts):",
            "        try:",
            "            return call()",
            "        except OSError:",
            "            time.sleep(delay)",
            "            delay *= 2",
            "    raise RuntimeError('gave up')",
            "",
            "",
            "def unrelated():",
            "    return 'nothing to see'",
        ]
    )
    + "\n"
)


@pytest.fixture
def registry(tmp_path: Path) -> RepoRegistry:
    reg = RepoRegistry()
    reg.register(
        make_repo(tmp_path, "acme/retry", {"src/retry.py": RETRY, "README.md": "# Retry helpers\n"}),
        data_dir=tmp_path / "d1",
    )
    reg.register(
        make_repo(
            tmp_path, "acme/bsd", {"lib/backoff.py": RETRY.replace("retry_with", "bsd_retry")}, license="BSD-3-Clause"
        ),
        data_dir=tmp_path / "d2",
    )
    reg.register(make_repo(tmp_path, "acme/nolicence", {"x.py": RETRY}, license=None), data_dir=tmp_path / "d3")
    return reg


def research(registry: RepoRegistry, **request) -> RepoReaderResponse:
    return RepoReader(registry).research(request)


def test_artifacts_are_attributed_bounded_excerpts(registry: RepoRegistry) -> None:
    response = research(
        registry,
        query="retry backoff delay",
        repo_constraints={"allowlist": ["acme/retry"]},
        file_constraints={"max_excerpt_chars": 120},
    )
    assert response.errors == []
    first = response.artifacts[0]
    assert (first.repo, first.path, first.license) == ("acme/retry", "src/retry.py", "MIT")
    assert first.commit == "0123456789abcdef0123456789abcdef01234567"
    assert 0 < len(first.excerpt) <= 120 and first.excerpt in RETRY
    start, end = (int(n) for n in first.excerpt_span.removeprefix("L").split("-L"))
    assert first.excerpt == "\n".join(RETRY.split("\n")[start - 1 : end])[: len(first.excerpt)]


def test_an_unlicensed_repository_yields_an_error_and_no_artifacts(registry: RepoRegistry) -> None:
    response = research(registry, query="retry backoff", repo_constraints={"allowlist": ["acme/nolicence"]})
    assert response.artifacts == []
    assert [e.code for e in response.errors] == ["license_missing"]
    relaxed = research(
        registry,
        query="retry backoff",
        repo_constraints={"allowlist": ["acme/nolicence"]},
        license_constraints={"require_license": False},
    )
    assert relaxed.artifacts and {a.license for a in relaxed.artifacts} == {"NOASSERTION"}


def test_allowed_licenses_filter_repositories(registry: RepoRegistry) -> None:
    response = research(registry, query="retry backoff", license_constraints={"allowed_licenses": ["MIT"]})
    assert {a.repo for a in response.artifacts} == {"acme/retry"}
    assert sorted(e.code for e in response.errors) == ["license_missing", "license_not_allowed"]


def test_caller_supplied_paths_are_never_accepted(registry: RepoRegistry) -> None:
    for request in (
        {"query": "retry", "path": "src/retry.py"},
        {"query": "retry", "file_constraints": {"paths": ["src/retry.py"]}},
        {"query": "retry", "repo_constraints": {"allowlist": ["acme/retry"], "file": "x"}},
    ):
        response = RepoReader(registry).research(request)
        assert response.artifacts == [] and response.errors[0].code == "paths_not_accepted"


@pytest.mark.parametrize(
    "request_body, code",
    [
        ({}, "invalid_request"),
        ({"query": 42}, "invalid_request"),
        ({"query": "retry", "surprise": True}, "invalid_request"),
        ({"query": "!!! ???"}, "invalid_request"),
        ({"query": "the a"}, "request_too_broad"),
        ({"query": "retry"}, "request_too_broad"),  # three repositories registered, max_repos defaults to 3? see below
        ({"query": "retry", "file_constraints": {"max_excerpt_chars": 100_000}}, "limit_exceeded"),
        ({"query": "retry", "result_limits": {"max_total_excerpts": 51}}, "limit_exceeded"),
        (
            {"query": "retry", "repo_constraints": {"allowlist": ["acme/retry"], "denylist": ["acme/retry"]}},
            "invalid_request",
        ),
        ({"query": "retry", "repo_constraints": {"allowlist": ["a/b", "c/d"], "max_repos": 1}}, "request_too_broad"),
        ({"query": "retry", "repo_constraints": {"allowlist": ["../etc"]}}, "invalid_request"),
        ({"query": "retry", "file_constraints": {"allowed_extensions": ["py"]}}, "invalid_request"),
    ],
)
def test_bad_or_broad_requests_fail_explicitly(registry: RepoRegistry, request_body: dict, code: str) -> None:
    if request_body == {"query": "retry"}:
        registry.register(make_repo(registry.get("acme/retry").root.parent, "acme/fourth", {"a.py": RETRY}))
    response = RepoReader(registry).research(request_body)
    assert response.artifacts == []
    assert response.errors and response.errors[0].code == code
    assert response.errors[0].message


def test_unknown_allowlisted_repositories_are_reported_but_do_not_sink_the_rest(registry: RepoRegistry) -> None:
    response = research(registry, query="retry backoff", repo_constraints={"allowlist": ["acme/retry", "ghost/repo"]})
    assert response.artifacts and [e.code for e in response.errors] == ["repo_not_found"]


def test_extension_and_count_limits_hold(registry: RepoRegistry) -> None:
    md_only = research(
        registry,
        query="retry helpers",
        repo_constraints={"allowlist": ["acme/retry"]},
        file_constraints={"allowed_extensions": [".md"]},
    )
    assert md_only.artifacts and all(a.path.endswith(".md") for a in md_only.artifacts)
    capped = research(
        registry,
        query="retry backoff delay",
        file_constraints={"max_excerpts_per_repo": 1},
        repo_constraints={"allowlist": ["acme/retry", "acme/bsd"]},
        result_limits={"max_total_excerpts": 1},
    )
    assert len(capped.artifacts) == 1


def test_no_excerpt_holds_more_than_half_of_a_file(registry: RepoRegistry, tmp_path: Path) -> None:
    registry.register(make_repo(tmp_path, "acme/tiny", {"t.py": "def tiny_thing():\n    return 1\n"}))
    response = research(
        registry,
        query="tiny_thing",
        repo_constraints={"allowlist": ["acme/tiny"]},
        file_constraints={"max_excerpt_chars": 4000},
    )
    text = "def tiny_thing():\n    return 1\n"
    assert response.artifacts and sum(len(a.excerpt) for a in response.artifacts) <= len(text) // 2


def test_git_metadata_gives_id_and_commit(tmp_path: Path) -> None:
    root = make_repo(tmp_path, "owner/name", {"a.py": "x = 1\n"})
    assert remote_repo_id(root) == "owner/name" and head_commit(root) == "0123456789abcdef0123456789abcdef01234567"
    (root / ".git" / "refs" / "heads" / "main").unlink()
    (root / ".git" / "packed-refs").write_text("# pack-refs\n" + "f" * 40 + " refs/heads/main\n")
    assert head_commit(root) == "f" * 40
    (root / ".git" / "config").write_text('[remote "origin"]\n\turl = git@github.com:someone/thing.git\n')
    assert remote_repo_id(root) == "someone/thing"


def test_a_configured_tag_is_the_commit(tmp_path: Path) -> None:
    reg = RepoRegistry()
    repo = reg.register(make_repo(tmp_path, "o/n", {"a.py": "x = 1\n"}), commit="v1.2.0")
    assert repo.commit == "v1.2.0"


@pytest.mark.parametrize("spdx", sorted(LICENSES))
def test_licences_are_recognized_by_their_text(spdx: str) -> None:
    assert identify_text(LICENSES[spdx]) == spdx


def test_licence_detection_reads_spdx_tags_and_package_metadata(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "LICENSE.txt").write_text("SPDX-License-Identifier: MPL-2.0\n")
    assert detect_license(tmp_path / "a") == "MPL-2.0"
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "package.json").write_text('{"license": "ISC"}')
    assert detect_license(tmp_path / "b") == "ISC"
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "README.md").write_text("no licence here")
    assert detect_license(tmp_path / "c") is None


def test_the_mock_keeps_shape_and_constraints() -> None:
    artifact = ResearchArtifact(
        excerpt="def retry():\n    pass\n" * 20,
        repo="a/b",
        commit="v1",
        path="src/r.py",
        license="MIT",
        excerpt_span="L1-L40",
    )
    simulated = RepoReaderError(code="index_unavailable", message="simulated outage")
    mock = MockRepoReader([artifact], simulated_errors=[simulated])
    response = mock.research({"query": "retry", "file_constraints": {"max_excerpt_chars": 50}})
    assert len(response.artifacts[0].excerpt) == 50 and response.artifacts[0].excerpt_span == "L1-L5"
    assert response.errors == [simulated]
    assert mock.research({"query": "retry", "path": "x"}).errors[0].code == "paths_not_accepted"
    assert (
        mock.research({"query": "retry", "license_constraints": {"allowed_licenses": ["GPL-3.0-only"]}}).artifacts == []
    )


def test_a_new_checkout_moves_commit_and_index(registry: RepoRegistry) -> None:
    repo = registry.get("acme/retry")
    assert research(registry, query="retry backoff", repo_constraints={"allowlist": ["acme/retry"]}).artifacts
    (repo.root / "src" / "fresh.py").write_text("def freshly_checked_out_helper():\n    return 7\n" * 4)
    (repo.root / ".git" / "refs" / "heads" / "main").write_text("b" * 40 + "\n")
    response = research(registry, query="freshly_checked_out_helper", repo_constraints={"allowlist": ["acme/retry"]})
    assert response.artifacts and {(a.path, a.commit) for a in response.artifacts} == {("src/fresh.py", "b" * 40)}
