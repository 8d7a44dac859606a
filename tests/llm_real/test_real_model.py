"""generate, customize and chat against a real small model, judged by content: whatever the model
writes, generate's page renders and shows exactly what the result says the model wrote (each kept
intro on its resource's page, the lead first in the navigation, no operation's description as an
intro), customize's change is in the page and chat cites the right operation; the endpoint's own
wire is what the provider expects."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest

from copilot_cli.app.verify import verify_code
from copilot_cli.rpc.server import ServerSettings
from copilot_cli.spec import ensure_normalized
from copilot_cli.ui.interface import generate as generate_offline
from tests.llm.conftest import llm_peer

pytestmark = pytest.mark.anyio
PETSTORE = str(Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml")
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


SWAGGER_PETSTORE = Path(__file__).resolve().parents[1] / "specs" / "swagger-petstore_openapi.yaml"


@pytest.mark.parametrize("source", ["examples/petstore.yaml", "swagger-petstore"])
async def test_generate_shows_what_it_says_the_model_wrote_and_nothing_unreal(local_model, petstore_raw, source):
    import yaml

    from copilot_cli.app.generation_checks import Facts, check
    from copilot_cli.app.generation_llm import _instructions, prompt_context
    from copilot_cli.ui.planner import build_plan
    from copilot_cli.ui.render import extract_plan, main_resources

    raw = petstore_raw if source.startswith("examples") else yaml.safe_load(SWAGGER_PETSTORE.read_text())
    async with peer_for(local_model) as peer:
        reply = await call(peer, 1, "generate", {"spec": raw})
    result, spec = reply["result"], ensure_normalized(raw)
    pages = [f"resource:{r.id}" for r in main_resources(extract_plan(result["code"]))]
    verdict = await verify_code(result["code"], spec, pages)
    assert verdict.ok, verdict.report()
    author, plan, template = result["author"], extract_plan(result["code"]), build_plan(spec)
    assert author["by"] in ("model", "model-repaired", "template") and author["why"], author
    intros = {r.id: r.intro for r in plan.resources if r.intro}
    if author["by"] == "template":
        assert result["code"] == generate_offline(raw).code  # nothing of the model's, as it says
        return
    for rid, intro in intros.items():  # on its resource's page component, as the page shows it (data-intro)
        assert f"intro={{{json.dumps(intro)}}}" in result["code"] and "intros for" in author["why"], rid
        described = [o.description for o in spec.operations if o.description] + [o.summary for o in spec.operations]
        assert intro not in described  # "This can only be done by the logged in user." is no intro
    # each kept choice passes the checks again, against the template's plan: nothing it names is unreal
    again = check(
        {"intros": intros}, Facts(template, spec, main_resources(template), _instructions(prompt_context(template)[0]))
    )
    assert again.intros == intros and not again.left_out, again.left_out
    if "navigation led by" in author["why"]:
        lead = author["why"].split("navigation led by ")[1].split(";")[0].split(", ")
        first = [i.page[9:] for g in plan.navigation for i in g.items if i.page.startswith("resource:")]
        assert first[: len(lead)] == lead


async def test_customize_to_dark_mode_gives_a_dark_page_whoever_answers(local_model, petstore_raw):
    """model-first: whatever the model says, the page that comes back is dark and renders (the
    model's edit when it makes the change, else the offline editor's, saying so)."""
    from copilot_cli.ui.render import extract_plan

    async with peer_for(local_model) as peer:
        peer.engine.customize_strategy = "model-first"
        code = generate_offline(petstore_raw).code  # the template's interface: the model works on customize only
        reply = await call(
            peer, 2, "customize", {"prompt": "Switch to dark mode", "currentCode": code, "spec": petstore_raw}
        )
    result = reply["result"]
    assert extract_plan(result["code"]).app.theme == "dark"
    assert (await verify_code(result["code"], ensure_normalized(petstore_raw))).ok


async def test_customize_hiding_a_column_hides_it_whoever_answers(local_model, petstore_raw):
    from copilot_cli.ui.render import extract_plan

    async with peer_for(local_model) as peer:
        peer.engine.customize_strategy = "model-first"
        code = generate_offline(petstore_raw).code
        reply = await call(
            peer, 2, "customize", {"prompt": "Hide the breed column", "currentCode": code, "spec": petstore_raw}
        )
    result = reply["result"]
    assert result.get("clarificationNeeded") is False, result
    assert "breed" not in [c.key for c in extract_plan(result["code"]).resource("pets").list_.columns]


@pytest.mark.parametrize(
    "question, cited",
    [
        ("Which endpoint deletes a pet?", "DELETE /pets/{petId}"),
        ("How do I create an owner?", "POST /owners"),
    ],
)
async def test_chat_names_the_right_operation_whoever_answers(local_model, petstore_raw, question, cited):
    """The model's answer when it names the operation the spec has, else the offline one."""
    async with peer_for(local_model) as peer:
        await call(peer, 1, "spec/parse", {"source": {"path": PETSTORE}, "tabId": "t"})  # grounds the tab
        reply = await call(peer, 2, "chat", {"message": question, "context": {"tabId": "t", "hasActiveSpec": True}})
    message = reply["result"]["message"]
    op = {"DELETE /pets/{petId}": "deletePet", "POST /owners": "createOwner"}[cited]
    assert op in message or cited in message, message


async def test_chat_agrees_with_the_spec_that_pets_paginate(local_model, petstore_raw):
    async with peer_for(local_model) as peer:
        await call(peer, 1, "spec/parse", {"source": {"path": PETSTORE}, "tabId": "t"})
        reply = await call(
            peer,
            2,
            "chat",
            {"message": "Does the pets list paginate?", "context": {"tabId": "t", "hasActiveSpec": True}},
        )
    message = reply["result"]["message"]
    assert message.lower().startswith("yes") or "Yes: Pets paginate" in message, message
