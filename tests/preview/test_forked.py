"""The mock API in a forked process: the preview's /mock answers what the child answers, one
request at a time and in order (the store keeps its state), waits for the build, says why a
build failed, and the child finishes keeping the spec before the preview's exit completes."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route

from copilot_cli.preview.forked import ForkedApp, ForkedCall, ForkedFailure

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


def test_what_runs_after_the_build_finishes_before_close_returns_even_with_no_request(tmp_path):
    # a preview stopped before any rows were asked for still keeps the parsed spec
    kept = tmp_path / "kept"

    def then() -> None:
        time.sleep(0.3)
        kept.write_text(f"kept by {os.getpid()}")

    forked = ForkedApp(counting_app, "the mock API", then=then)
    forked.close()
    assert kept.read_text() == f"kept by {forked.pid}"


@pytest.mark.e2e
def test_a_preview_stopped_after_its_first_mock_answer_keeps_the_spec_and_leaves_no_process(tmp_path):
    env = {**os.environ, "EXPERIENCE_UI_CACHE": str(tmp_path / "cache")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "copilot_cli", "preview", str(PETSTORE), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    try:
        url = re.fullmatch(r"Preview: (\S+)\n", proc.stdout.readline()).group(1)
        pets = httpx.get(url + "mock/pets", timeout=30)
        children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
    finally:
        proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stderr
    assert pets.status_code == 200 and pets.json()
    assert 1 <= len(children) <= 2  # the mock's process (and the module's, if still generating)
    assert not [child for child in children if Path(f"/proc/{child}").exists()]  # ended with the preview
    assert [p.suffix for p in (tmp_path / "cache").glob("*.spec")] == [".spec"]  # kept by the child


def test_a_forked_call_answers_with_its_value_from_another_process():
    call = ForkedCall(lambda: {"pid": os.getpid(), "code": "export default function App() {}"})
    value = call.result()
    assert value["code"] == "export default function App() {}" and value["pid"] == call.pid != os.getpid()


def test_a_forked_call_that_raises_or_dies_says_why():
    def fails() -> str:
        raise KeyError("x-paging")

    with pytest.raises(ForkedFailure, match=r"^KeyError: 'x-paging'$"):
        ForkedCall(fails).result()
    with pytest.raises(ForkedFailure, match="ended without an answer"):
        ForkedCall(lambda: os._exit(3)).result()
