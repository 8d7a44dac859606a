"""generate and customize against a real small model: whatever the model writes, the result renders
its first screen and says whose code it is; the endpoint's own wire is what the provider expects."""

from __future__ import annotations

import json
import urllib.request
from types import SimpleNamespace

import pytest

from copilot_cli.app.verify import verify_code
from copilot_cli.rpc.server import ServerSettings
from copilot_cli.spec import ensure_normalized
from tests.llm.conftest import llm_peer

pytestmark = pytest.mark.anyio
SETTINGS = ServerSettings(timeouts={"generate": 900.0, "chat": 300.0, "customize": 600.0})


async def call(peer, request_id, method, params):
    await peer.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    while True:  # a real model is silent for long stretches: no per-message time limit here
        message = json.loads(await peer._from_server.receive())
        if "method" not in message and message.get("id") == request_id:
            return message


def peer_for(local_model):
    server = SimpleNamespace(base_url=local_model["base_url"])
    return llm_peer(server, SETTINGS, model=local_model["model"], context_tokens=8192, stall_timeout_s=120)


def test_the_server_speaks_the_openai_wire(local_model):
    with urllib.request.urlopen(local_model["base_url"] + "/models") as res:
        assert json.loads(res.read())["data"][0]["id"] == local_model["model"]


async def test_generate_returns_code_that_renders_and_says_whose_it_is(local_model, petstore_raw):
    async with peer_for(local_model) as peer:
        reply = await call(peer, 1, "generate", {"spec": petstore_raw})
    result = reply["result"]
    verdict = await verify_code(result["code"], ensure_normalized(petstore_raw))
    assert verdict.ok, verdict.report()
    said = result["description"]
    assert "template's code" in said or "repaired" in said or "(" not in said.split(".")[-1]


async def test_customize_answers_with_code_that_renders_or_the_offline_editor(local_model, petstore_raw):
    async with peer_for(local_model) as peer:
        peer.engine.customize_strategy = "model-first"
        generated = (await call(peer, 1, "generate", {"spec": petstore_raw, "tabId": "t"}))["result"]
        reply = await call(peer, 2, "customize", {"prompt": "Switch to dark mode", "tabId": "t", "spec": petstore_raw})
    assert generated["code"]
    if "result" in reply and reply["result"].get("code"):
        assert (await verify_code(reply["result"]["code"], ensure_normalized(petstore_raw))).ok
    else:  # a clarification with real options, or the offline editor's reason
        assert reply.get("result", {}).get("options") or reply["error"]["data"]["reason"]
