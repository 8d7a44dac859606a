"""The mock API of a spec previewed before, in a forked process: the preview's /mock answers what
the child answers, one request at a time and in order (the store keeps its state), waits for the
build, says why a build failed or the child is gone, and the child ends with the preview."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route

from copilot_cli.preview.forked import ForkedApp
from tests.preview.previews import running_preview

pytestmark = [pytest.mark.anyio, pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")]
ROOT = Path(__file__).resolve().parents[2]
PETSTORE = ROOT / "examples" / "petstore.yaml"


def counting_app() -> Starlette:
    """A tiny stateful app: POST adds the body's word, GET lists them, with where it ran."""
    words: list[str] = []

    async def words_endpoint(request: Request) -> JSONResponse:
        if request.method == "POST":
            words.append((await request.json())["word"])
        return JSONResponse(
            {"words": words, "pid": os.getpid(), "path": request.url.path, "query": request.query_params.get("q")},
            status_code=201 if request.method == "POST" else 200,
            headers={"X-Total-Count": str(len(words))},
        )

    return Starlette(routes=[Route("/words", words_endpoint, methods=["GET", "POST"])])


def mounted(forked: ForkedApp) -> httpx.AsyncClient:
    app = Starlette(routes=[Mount("/mock", app=forked)])
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://preview")


async def test_the_child_keeps_its_state_across_requests_and_sees_the_request_as_sent(tmp_path):
    forked = ForkedApp(counting_app, "the test app")
    try:
        async with mounted(forked) as client:
            first = await client.post("/mock/words?q=a", json={"word": "alpha"})
            await client.post("/mock/words", json={"word": "beta"})
            listed = await client.get("/mock/words", params={"q": "z"})
    finally:
        forked.close()
    assert first.status_code == 201
    assert listed.status_code == 200 and listed.headers["x-total-count"] == "2"
    body = listed.json()
    assert body["words"] == ["alpha", "beta"] and body["query"] == "z" and body["path"] == "/mock/words"
    assert body["pid"] == forked.pid != os.getpid()  # answered by the child, not this process


async def test_a_request_sent_before_the_build_is_done_waits_for_it(tmp_path):
    gate = tmp_path / "gate"

    def build() -> Starlette:
        while not gate.exists():  # the child cannot share an Event with this process
            time.sleep(0.01)
        return counting_app()

    forked = ForkedApp(build, "the test app")
    try:
        threading.Timer(0.3, gate.touch).start()
        async with mounted(forked) as client:
            answer = await client.get("/mock/words")
    finally:
        forked.close()
    assert answer.status_code == 200 and answer.json()["words"] == []


async def test_a_failed_build_answers_500_with_its_reason():
    def build() -> Starlette:
        raise ValueError("no resources in this spec")

    forked = ForkedApp(build, "the mock API")
    try:
        async with mounted(forked) as client:
            answer = await client.get("/mock/words")
    finally:
        forked.close()
    assert answer.status_code == 500
    assert answer.text == "the mock API could not be built: ValueError: no resources in this spec"


async def test_a_child_that_is_gone_answers_500_instead_of_hanging():
    forked = ForkedApp(counting_app, "the mock API")
    try:
        os.kill(forked.pid, signal.SIGKILL)
        async with mounted(forked) as client:
            answer = await client.get("/mock/words")
    finally:
        forked.close()
    assert answer.status_code == 500 and "the mock API stopped" in answer.text


@pytest.mark.e2e
def test_a_second_preview_serves_its_mock_from_a_child_that_ends_with_the_preview(tmp_path):
    env = {**os.environ, "EXPERIENCE_UI_CACHE": str(tmp_path / "cache")}
    answers, children = [], []
    for _ in range(2):  # the first generates and keeps the spec; the second finds both in the cache
        with running_preview(PETSTORE, env) as preview:
            url = preview.url
            created = httpx.post(url + "mock/pets", json={"name": "Pretzel", "species": "dog"}, timeout=30)
            listed = httpx.get(url + "mock/pets", params={"pageSize": 100}, timeout=30)
            answers.append((created.status_code, [pet["name"] for pet in listed.json()]))
            httpx.get(url + "app.jsx", timeout=60)  # the first preview keeps its module once generated
            pid = preview.process.pid
            children.append(Path(f"/proc/{pid}/task/{pid}/children").read_text().split())
        for _ in range(100):  # the first keeps its spec after the mock is built
            if any((tmp_path / "cache").glob("*.spec")):
                break
            time.sleep(0.1)
    # a first preview stops the mock it forked before the cache answered; the second keeps its mock
    assert children[0] == [] and len(children[1]) == 1
    assert not Path(f"/proc/{children[1][0]}").exists()  # ended with the preview
    assert answers[0] == answers[1] and answers[1][0] == 201 and "Pretzel" in answers[1][1]


def test_closing_stops_a_child_still_building_instead_of_waiting_for_it(tmp_path):
    gate, built = tmp_path / "gate", tmp_path / "built"

    def build() -> Starlette:
        for _ in range(1000):  # 20 s at most: the test opens the gate only after close returns
            if gate.exists():
                break
            time.sleep(0.02)
        built.write_text("built")
        return counting_app()

    forked = ForkedApp(build, "the mock API")
    forked.close()
    gate.touch()
    assert not Path(f"/proc/{forked.pid}").exists()  # ended and reaped
    assert not built.exists()  # stopped before its build was done


async def test_stopping_ends_a_child_at_once_and_its_mount_then_answers_500(tmp_path):
    gate = tmp_path / "gate"

    def build() -> Starlette:  # never done while the test runs: the gate is opened after the stop
        while not gate.exists():
            time.sleep(0.02)
        return counting_app()

    forked = ForkedApp(build, "the mock API")  # a first preview forks it before asking the cache
    forked.stop()
    gate.touch()
    assert not Path(f"/proc/{forked.pid}").exists()  # ended and reaped, no grace waited for
    async with mounted(forked) as client:
        answer = await client.get("/mock/words")
    assert answer.status_code == 500 and "the mock API stopped" in answer.text
