"""A preview answers its first request from what the mock answered the same request in the
previous preview of the same spec file, while its own mock still gets it, first."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from pathlib import Path

import httpx
import pytest

from copilot_cli.mock.clock import NOW_ENV
from copilot_cli.preview.first_answer import MOCK_CLOCK_ENV, FirstAnswerKept
from tests.preview.previews import running_preview

pytestmark = pytest.mark.anyio
PETSTORE = Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml"


class Mock:
    """An ASGI mock that answers each request with its path and how many requests it had seen, once
    its gate is open; `seen` lists the paths in the order they reached it."""

    def __init__(self, *, open_gate: bool = True, word: str = "pets") -> None:
        self.gate = asyncio.Event()
        if open_gate:
            self.gate.set()
        self.seen: list[str] = []
        self.word = word

    async def __call__(self, scope, receive, send) -> None:
        self.seen.append(f"{scope['method']} {scope['path']}")
        count = len(self.seen)
        await self.gate.wait()
        body = json.dumps({"word": self.word, "path": scope["path"], "count": count}).encode()
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json")]})
        await send({"type": "http.response.body", "body": body})


class Shelf:
    """The kept record, in memory (cache.py keeps it on disk)."""

    def __init__(self) -> None:
        self.record = None
        self.writes = 0

    def load(self):
        return self.record

    def keep(self, record) -> None:
        self.record = json.loads(json.dumps(record))  # as it comes back from disk
        self.writes += 1


def preview(mock: Mock, shelf: Shelf, seed: int = 0) -> httpx.AsyncClient:
    app = FirstAnswerKept(mock, shelf.load, shelf.keep, seed)
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:9")


async def test_a_second_preview_answers_the_same_first_request_before_its_mock_is_ready():
    shelf = Shelf()
    async with preview(Mock(), shelf) as first:
        kept = await first.get("/pets", params={"page": 1})
    assert shelf.record is not None
    building = Mock(open_gate=False)  # the second preview's mock is still being built
    async with preview(building, shelf) as second:
        answer = await asyncio.wait_for(second.get("/pets", params={"page": 1}), 5)
        assert answer.json() == kept.json() and answer.headers["content-type"] == "application/json"
        later = asyncio.ensure_future(second.get("/pets/1"))
        await asyncio.sleep(0.05)
        assert building.seen == ["GET /pets"] and not later.done()  # the mock gets the first request first
        building.gate.set()
        assert (await asyncio.wait_for(later, 5)).json()["count"] == 2
    assert building.seen == ["GET /pets", "GET /pets/1"] and shelf.writes == 1


async def test_a_mock_that_answers_otherwise_has_its_own_answer_kept_and_logged(caplog):
    shelf = Shelf()
    async with preview(Mock(word="pets"), shelf) as first:
        await first.get("/pets")
    changed = Mock(word="animals")
    with caplog.at_level(logging.WARNING):
        async with preview(changed, shelf) as second:
            assert (await second.get("/pets")).json()["word"] == "pets"  # what was kept
            assert (await second.get("/pets/1")).json()["word"] == "animals"  # after the mock's own answer
    assert "otherwise than the kept answer" in caplog.text
    async with preview(Mock(word="animals", open_gate=False), shelf) as third:
        assert (await asyncio.wait_for(third.get("/pets"), 5)).json()["word"] == "animals"


@pytest.mark.parametrize(
    "method, path, body",
    [
        ("POST", "/pets", '{"name": "Rex"}'),
        ("DELETE", "/pets/1", ""),
        ("POST", "/graphql", '{"query": "mutation { addPet(name: \\"Rex\\") { id } }"}'),
        ("POST", "/graphql", '{"query": "query A { pets { id } } mutation B { addPet { id } }"}'),
        ("POST", "/graphql", "not json"),
    ],
)
async def test_a_write_is_never_kept(method, path, body):
    shelf = Shelf()
    async with preview(Mock(), shelf) as client:
        await client.request(method, path, content=body)
    assert shelf.record is None


@pytest.mark.parametrize(
    "headers, params",
    [
        ({"Authorization": "Bearer abc"}, {}),
        ({"X-API-Key": "abc"}, {}),
        ({}, {"api_key": "abc"}),
        ({"Cookie": "s=1"}, {}),
    ],
    ids=["authorization", "api key header", "api key in the query", "cookie"],
)
async def test_a_request_that_may_carry_a_credential_is_never_kept(headers, params):
    shelf = Shelf()
    async with preview(Mock(), shelf) as client:
        assert (await client.get("/pets", headers=headers, params=params)).status_code == 200
    assert shelf.record is None


async def test_the_previews_own_address_in_a_kept_answer_is_given_back_as_the_next_previews():
    async def linking(scope, receive, send) -> None:
        host = dict(scope["headers"])[b"host"]
        body = b'{"next": "http://' + host + b'/pets?page=2"}'
        headers = [(b"link", b"<http://" + host + b"/pets?page=2>; rel=next"), (b"content-length", b"%d" % len(body))]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    shelf = Shelf()
    answers = []
    for port in (43210, 9):  # the second preview listens elsewhere, with an address of another length
        app = FirstAnswerKept(linking, shelf.load, shelf.keep, 0)
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url=f"http://127.0.0.1:{port}"
        ) as client:
            answers.append(await client.get("/pets"))
    assert b"43210" not in json.dumps(shelf.record).encode()
    assert answers[1].headers["link"] == "<http://127.0.0.1:9/pets?page=2>; rel=next"
    assert answers[1].json() == {"next": "http://127.0.0.1:9/pets?page=2"}  # the length counted again
    assert shelf.writes == 1  # the mock's own answer was the one given: nothing kept again


async def test_a_graphql_query_is_kept_and_answered_again():
    shelf = Shelf()
    query = {"query": "# the list\nquery Pets($first: Int) { pets(first: $first) { id } }", "variables": {}}
    async with preview(Mock(), shelf) as first:
        kept = await first.post("/graphql", json=query)
    async with preview(Mock(open_gate=False), shelf) as second:
        assert (await asyncio.wait_for(second.post("/graphql", json=query), 5)).json() == kept.json()


@pytest.mark.parametrize(
    "seed, path, clock, day",
    [(1, "/pets", "", None), (0, "/pets?page=2", "", None), (0, "/pets", "2024-01-01", None), (0, "/pets", "", 0)],
    ids=["another seed", "another request", "another clock setting", "another day"],
)
async def test_what_the_kept_answer_does_not_match_waits_for_the_mock(seed, path, clock, day, monkeypatch):
    monkeypatch.delenv(MOCK_CLOCK_ENV, raising=False)
    shelf = Shelf()
    async with preview(Mock(), shelf) as first:
        await first.get("/pets")
    if clock:
        monkeypatch.setenv(MOCK_CLOCK_ENV, clock)
    if day is not None:
        monkeypatch.setattr(time, "gmtime", lambda seconds=None, real=time.gmtime: real(day))
    mock = Mock(open_gate=False)
    async with preview(mock, shelf, seed=seed) as again:
        pending = asyncio.ensure_future(again.get(path))
        await asyncio.sleep(0.05)
        assert not pending.done()  # not answered from what was kept
        mock.gate.set()
        assert (await asyncio.wait_for(pending, 5)).status_code == 200


def test_the_clock_setting_read_is_the_mocks_own():
    assert MOCK_CLOCK_ENV == NOW_ENV


@pytest.mark.e2e
def test_a_second_preview_of_a_spec_file_answers_its_first_rows_as_the_first_did_and_its_mock_goes_on(tmp_path):
    env = {**os.environ, "EXPERIENCE_UI_CACHE": str(tmp_path / "cache")}
    firsts, after = [], []
    for _ in range(2):
        with running_preview(PETSTORE, env) as preview:
            url = preview.url
            firsts.append(httpx.get(url + "mock/pets", params={"pageSize": 5}, timeout=30).json())
            created = httpx.post(url + "mock/pets", json={"name": "Pretzel", "species": "dog"}, timeout=30)
            listed = httpx.get(url + "mock/pets", params={"pageSize": 100}, timeout=30).json()
            after.append((created.status_code, [pet["name"] for pet in listed]))
        assert "otherwise than the kept answer" not in preview.stderr
    assert list((tmp_path / "cache").glob("*.first"))
    assert firsts[0] == firsts[1] and len(firsts[1]) == 5
    assert after[0] == after[1] and after[1][0] == 201 and "Pretzel" in after[1][1]  # the mock saw the same sequence
