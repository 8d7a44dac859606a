"""Deadlines that fit real models (issue 17, item 5), in process against the scripted HTTP server:
a request whose LLM stream keeps receiving tokens outlives its method's deadline, up to the
configured maximum; the seed's table stays the deadline of a silent one. The deadlines here leave
seconds for the first token to come on a loaded machine; the streams outlast them several times. (The minutes-long
versions run over a real subprocess in tests/llm/test_deadlines_process.py.)"""

from __future__ import annotations

import json

import anyio
import pytest

from copilot_cli.llm import liveness
from copilot_cli.rpc.server import ServerSettings
from tests.app.test_generation_llm import PETS_INTRO, model_answer
from tests.llm.conftest import llm_peer
from tests.llm.openai_server import Stream

pytestmark = pytest.mark.anyio


async def reply_to(peer, request_id: int) -> dict:
    """The reply, through silences longer than the test peer's 5 s per message (a chat streams no chunks)."""
    with anyio.fail_after(120):
        while True:
            message = json.loads(await peer._from_server.receive())
            if "method" not in message and message.get("id") == request_id:
                return message


def slow_chat(pieces: int, delay_s: float) -> Stream:
    text = json.dumps({"message": "x" * pieces, "suggestions": []})
    head, body, tail = text[:13], text[13 : 13 + pieces], text[13 + pieces :]
    return Stream([head, *body, tail], delay_s=delay_s)


async def test_a_chat_still_streaming_outlives_its_deadline(openai_server):
    openai_server.script = [slow_chat(150, 0.1)]  # ~15 s of tokens against a 5 s deadline
    async with llm_peer(openai_server, ServerSettings(timeouts={"chat": 5.0})) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "chat", "params": {"message": "hello"}})
        reply = await reply_to(peer, 1)
    assert reply["result"]["message"] == "x" * 150


async def test_a_stream_longer_than_the_maximum_gets_the_offline_answer_in_time(openai_server):
    """Never -32005 where offline has an answer (issue 25): chat's own margin before the moving
    deadline yields the offline answer, saying the model did not finish."""
    openai_server.script = [slow_chat(200, 0.1)]  # ~20 s of tokens, maximum 8 s
    async with llm_peer(openai_server, ServerSettings(timeouts={"chat": 5.0}), max_stream_s=8.0) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "chat", "params": {"message": "hello"}})
        reply = await reply_to(peer, 1)
    message = reply["result"]["message"]
    assert message.startswith("This answer comes from the API spec, offline: the model's was not used (the model did")
    assert "x" * 200 not in message
    assert await anyio.to_thread.run_sync(openai_server.wait_closed, 0) is not None  # the upstream was closed


async def test_a_generate_still_streaming_keeps_the_models_choices_past_its_deadline(openai_server, petstore_raw):
    answer = model_answer({"intros": {"pets": PETS_INTRO}, "columns": {"pets": ["name", "status", "species"]}})
    size = len(answer) // 100 + 1
    openai_server.script = [Stream([answer[i : i + size] for i in range(0, len(answer), size)], delay_s=0.1)]
    async with llm_peer(openai_server, ServerSettings(timeouts={"generate": 5.0})) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "generate", "params": {"spec": petstore_raw}})
        reply = await reply_to(peer, 1)
    result = reply["result"]
    assert PETS_INTRO in result["code"] and result["author"]["by"] == "model"
    assert "template's code" not in result["description"] and "did not finish" not in result["description"]


async def test_without_a_request_nothing_moves_and_a_follower_keeps_its_margin():
    liveness.tokens_arrived(30.0, 600.0)  # no request around it: a no-op
    with anyio.CancelScope() as outer:
        start = anyio.current_time()
        outer.deadline = start + 5
        with liveness.watching(outer, start) as live, anyio.CancelScope(deadline=start + 4) as inner:
            with liveness.follow(inner, 1.0):
                liveness.tokens_arrived(30.0, 600.0)
                assert live.tokens == 1 and outer.deadline >= start + 30 and inner.deadline == outer.deadline - 1.0
                liveness.tokens_arrived(1000.0, 100.0)  # bounded by the maximum
                assert outer.deadline == start + 100
                liveness.tokens_arrived(1.0, 600.0)  # never earlier than it was
                assert outer.deadline == start + 100
            assert live.followers == []


async def test_a_chat_whose_model_streams_tells_the_client_it_is_alive_by_progress_notifications(openai_server):
    """chat streams no chunks: `$/progress` is how a client learns to wait past its own 15 s."""
    openai_server.script = [slow_chat(40, 0.1)]  # ~4 s of tokens
    seen: list[dict] = []
    async with llm_peer(openai_server) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 7, "method": "chat", "params": {"message": "hello"}})
        with anyio.fail_after(120):
            while True:
                message = json.loads(await peer._from_server.receive())
                seen.append(message)
                if message.get("id") == 7 and "method" not in message:
                    break
    progress = [m["params"] for m in seen if m.get("method") == "$/progress"]
    assert progress and all(p["id"] == 7 for p in progress)
    tokens = [p["tokens"] for p in progress]
    assert tokens == sorted(tokens) and 0 < tokens[-1] <= 42
    # each notification comes after the one before it, and none before the first token arrived
    elapsed = [p["elapsedMs"] for p in progress]
    assert elapsed == sorted(elapsed) and tokens[0] > 0


async def test_a_quick_answer_sends_no_progress(openai_server):
    openai_server.script = [slow_chat(3, 0.0)]
    async with llm_peer(openai_server) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "chat", "params": {"message": "hello"}})
        messages, reply = await peer.receive_reply(1)
    assert reply["result"]["message"] == "xxx" and [m for m in messages if "method" in m] == []


async def test_a_model_still_reading_its_prompt_is_reported_alive_with_zero_tokens(openai_server):
    """A CPU model is silent before its first token; heartbeats (tokens 0) keep a client from giving
    up early, while the server's own deadline still governs."""
    reading = slow_chat(3, 0.0)
    reading.first_delay_s = 7.0
    openai_server.script = [reading]
    seen: list[dict] = []
    async with llm_peer(openai_server, first_token_timeout_s=30) as peer:
        await peer.send({"jsonrpc": "2.0", "id": 3, "method": "chat", "params": {"message": "hello"}})
        with anyio.fail_after(120):
            while True:
                message = json.loads(await peer._from_server.receive())
                seen.append(message)
                if message.get("id") == 3 and "method" not in message:
                    break
    assert seen[-1]["result"]["message"] == "xxx"
    beats = [m["params"] for m in seen if m.get("method") == "$/progress"]
    assert beats and all(b["id"] == 3 for b in beats)
    assert beats[0]["tokens"] == 0  # before the first token: the model was reading its prompt
