"""repo.* as copilot-cli JSON-RPC methods, called the way the server calls handlers."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli import errors
from copilot_cli.rpc.handler import RequestContext, ServerState
from copilot_cli.rpc.handlers.repo import RepoToolParams, repo_tool


def context(method: str, state: ServerState) -> RequestContext:
    return RequestContext(request_id=1, method=method, stream=None, state=state)  # type: ignore[arg-type]


async def call(state: ServerState, method: str, **params):
    return await repo_tool(RepoToolParams(**params), context(method, state))


@pytest.mark.anyio
async def test_without_a_workspace_every_repo_method_is_invalid_params() -> None:
    with pytest.raises(errors.InvalidParams) as caught:
        await call(ServerState(), "repo.status")
    assert caught.value.code == -32602 and caught.value.data["code"] == "NO_WORKSPACE"


@pytest.mark.anyio
async def test_with_a_workspace_results_are_the_repo_mcp_results(repo: Path) -> None:
    state = ServerState(services={"workspace_root": str(repo)})
    assert (await call(state, "repo.refresh_index"))["added"] == 4
    hits = (await call(state, "repo.search", query="helper"))["hits"]
    assert hits[0]["path"] == "src/app.py"
    assert (await call(state, "repo.status"))["index_status"] == "ready"


@pytest.mark.anyio
async def test_blocked_paths_and_bad_params_are_json_rpc_errors(repo: Path) -> None:
    state = ServerState(services={"workspace_root": str(repo)})
    with pytest.raises(errors.InvalidParams) as blocked:
        await call(state, "repo.open_file", path="../../etc/passwd")
    assert blocked.value.data["code"] == "PATH_BLOCKED" and blocked.value.data["hint"]
    with pytest.raises(errors.InvalidParams) as bad:
        await call(state, "repo.search", query="")
    assert bad.value.data["reason"] == "repo.search query must be a non-empty string."


@pytest.mark.anyio
async def test_the_workspace_flag_is_the_default_when_initialize_names_none(repo: Path) -> None:
    from copilot_cli.rpc.server import ServerSettings

    state = ServerState(settings=ServerSettings(workspace=str(repo)))
    assert (await call(state, "repo.status"))["repo_root"] == str(repo.resolve())


@pytest.mark.anyio
@pytest.mark.parametrize("key, method", [("glob", "repo.list_files"), ("file_glob", "repo.search")])
async def test_a_glob_of_many_stars_is_answered_and_an_oversized_one_is_invalid_params(
    repo: Path, key: str, method: str
) -> None:
    """`"*" * 120 + "j"` froze the process (a backtracking regex); now it is matched in one pass,
    and a pattern past the caps is refused with the cap in the reason."""
    state = ServerState(services={"workspace_root": str(repo)})
    await call(state, "repo.refresh_index")
    extra = {"query": "helper"} if method == "repo.search" else {}
    answer = await call(state, method, **{key: "*" * 120 + "j"}, **extra)
    assert answer.get("files", answer.get("hits")) == []
    for hostile in ("*?" * 40 + "j", "a" * 5000, "[!]x]"):
        with pytest.raises(errors.InvalidParams) as refused:
            await call(state, method, **{key: hostile}, **extra)
        assert refused.value.data["code"] == "INVALID_PARAMS"
        assert refused.value.data["reason"].startswith(f"{method} ")


@pytest.mark.anyio
async def test_random_globs_are_answered_or_refused_as_invalid_params_never_an_internal_error(repo: Path) -> None:
    """Random patterns from the characters that matter (stars, classes, slashes, escapes), up to
    past the caps: every one is a result or INVALID_PARAMS, with the same answer as the matcher."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from copilot_cli.common.globs import GlobError, compile_repo_glob

    state = ServerState(services={"workspace_root": str(repo)})
    await call(state, "repo.refresh_index")
    everything = (await call(state, "repo.list_files", include_hidden=True))["files"]
    answers: list[tuple[str, list[str] | None]] = []

    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(st.text(st.sampled_from("**??[]!^/\\.-apsrcmd"), max_size=90) | st.just("*" * 200 + "j"))
    def collect(pattern: str) -> None:
        answers.append((pattern, None))

    collect()
    for pattern, _ in answers:
        try:
            expected: list[str] | None = [p for p in everything if compile_repo_glob(pattern).match(p)]
        except GlobError:
            expected = None
        try:
            found = (await call(state, "repo.list_files", glob=pattern, include_hidden=True))["files"]
        except errors.InvalidParams as refused:
            assert expected is None, (pattern, refused.data)
            assert refused.data["code"] == "INVALID_PARAMS"
        else:
            assert found == (expected if pattern else everything), pattern
