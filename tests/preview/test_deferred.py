"""An app built in the background: a request that comes first waits for it; a failed build
answers 500 with its reason."""

from __future__ import annotations

import subprocess
import sys
import threading

import anyio
import httpx
import pytest
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

from copilot_cli.preview.deferred import DeferredApp

pytestmark = pytest.mark.anyio


def hello_app() -> Starlette:
    return Starlette(routes=[Route("/hello", lambda request: PlainTextResponse("hello"))])


async def test_a_request_before_the_build_is_done_waits_for_it():
    gate = threading.Event()

    def build():
        gate.wait(30)
        return hello_app()

    deferred = DeferredApp(build, "the test app")
    transport = httpx.ASGITransport(app=deferred)
    async with httpx.AsyncClient(transport=transport, base_url="http://preview") as client:
        async with anyio.create_task_group() as tg:
            answers = []

            async def ask():
                answers.append(await client.get("/hello"))

            tg.start_soon(ask)
            await anyio.sleep(0)
            assert not deferred.ready(0) and answers == []  # the build is held: the request waits
            gate.set()
    assert answers[0].status_code == 200 and answers[0].text == "hello"


async def test_a_failed_build_answers_500_with_its_reason():
    def build():
        raise ValueError("no routes for this spec")

    deferred = DeferredApp(build, "the mock API")
    assert deferred.ready(30)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=deferred), base_url="http://preview") as client:
        answer = await client.get("/anything")
    assert answer.status_code == 500
    assert answer.text == "the mock API could not be built: ValueError: no routes for this spec"


def test_what_runs_after_the_build_finishes_even_when_the_process_exits_right_after(tmp_path):
    # A preview stopped as soon as its first rows showed must still keep the parsed spec (the
    # next preview of the file would parse it again): the process here exits once the app is
    # built, while `then` is still at work.
    kept = tmp_path / "kept"
    script = (
        "import sys, time\n"
        "from copilot_cli.preview.deferred import DeferredApp\n"
        "def then():\n"
        "    time.sleep(0.5)\n"
        "    open(sys.argv[1], 'w').write('kept')\n"
        "assert DeferredApp(lambda: object(), 'the mock API', then=then).ready(30)\n"
    )
    done = subprocess.run([sys.executable, "-c", script, str(kept)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert kept.read_text() == "kept"


async def test_a_build_held_for_start_begins_at_start_or_at_the_first_request():
    # `copilot-cli preview` starts the mock's build once its URL is printed (start=False until
    # then); a request that comes before start() starts it itself, never a hang.
    built = []

    def build():
        built.append(threading.current_thread().name)
        return hello_app()

    held = DeferredApp(build, "the mock API", start=False)
    assert not held._done.wait(0.2) and built == []  # nothing runs until asked
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=held), base_url="http://preview") as client:
        answer = await client.get("/hello")
    assert answer.text == "hello" and built == ["build the mock API"]
    started = DeferredApp(build, "the mock API", start=False)
    started.start()
    started.start()  # once only
    assert started.ready(30) and built == ["build the mock API"] * 2
