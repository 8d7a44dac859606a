"""customize and chat over JSON-RPC, in memory: the seed's exact result shapes, -32001 with
{reason, suggestions}, a tab's session started by generate and used by chat."""

from __future__ import annotations

import pytest

from copilot_cli.ui.render import render
from tests.rpc.memory_peer import memory_peer


@pytest.fixture
def wire(petstore):
    spec, plan = petstore
    return spec.to_wire(), render(plan)


@pytest.mark.anyio
async def test_customize_answers_exactly_the_seed_shape(wire):
    spec, code = wire
    async with memory_peer() as peer:
        reply = await peer.request(
            3,
            "customize",
            {
                "currentCode": code,
                "prompt": "Add a search bar to filter owners by email",
                "spec": spec,
                "history": [
                    {"role": "user", "content": "Generate an interface for this API"},
                    {"role": "assistant", "content": "Generated interface with 8 endpoints"},
                ],
            },
        )
    result = reply["result"]
    assert set(result) == {"code", "description", "assumptions", "clarificationNeeded"}
    assert result["clarificationNeeded"] is False
    assert result["description"] == "Added a search bar component that filters the Owners table by the 'email' field"
    assert result["assumptions"] == ["Filtering is client-side on the currently loaded data"]


@pytest.mark.anyio
async def test_clarification_is_the_seed_shape_and_its_answer_applies(wire):
    spec, code = wire
    async with memory_peer() as peer:
        asked = (
            await peer.request(
                3, "customize", {"currentCode": code, "prompt": "Hide the id column", "spec": spec, "tabId": "tab-1"}
            )
        )["result"]
        assert set(asked) == {"code", "clarificationNeeded", "question", "options"}
        assert asked["code"] is None and asked["clarificationNeeded"] is True
        done = (
            await peer.request(
                4, "customize", {"currentCode": code, "prompt": "Pets table", "spec": spec, "tabId": "tab-1"}
            )
        )["result"]
    assert done["clarificationNeeded"] is False
    assert done["description"] == "Hid the 'Id' column of the Pets table"


@pytest.mark.anyio
async def test_an_impossible_request_is_minus_32001_with_reason_and_suggestions(wire):
    spec, code = wire
    async with memory_peer() as peer:
        reply = await peer.request(5, "customize", {"currentCode": code, "prompt": "Sort pets by colour", "spec": spec})
    error = reply["error"]
    assert error["code"] == -32001 and error["message"] == "Customization Failed"
    assert set(error["data"]) == {"reason", "suggestions"}
    assert error["data"]["suggestions"]


@pytest.mark.anyio
async def test_chat_answers_the_seed_example():
    async with memory_peer() as peer:
        reply = await peer.request(
            4,
            "chat",
            {
                "message": "What formats do you support?",
                "context": {"tabId": "tab-1", "hasActiveSpec": True, "hasActiveInterface": True},
            },
        )
    assert reply["result"] == {
        "message": "I support OpenAPI 3.x, Swagger 2.0, and GraphQL schemas. You can provide them via file upload, URL, or direct paste.",
        "suggestions": ["Upload a spec file", "Paste a URL", "Paste spec content"],
    }


@pytest.mark.anyio
async def test_generate_with_a_tab_lets_chat_answer_about_that_api(wire):
    spec, _ = wire
    context = {"tabId": "tab-9", "hasActiveSpec": True, "hasActiveInterface": True}
    async with memory_peer() as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "generate", "params": {"spec": spec, "tabId": "tab-9"}})
        await peer.receive_reply(1)
        reply = await peer.request(2, "chat", {"message": "Which endpoint creates a pet?", "context": context})
    assert reply["result"]["message"] == "To create pets, use `createPet` (POST /pets)."
    assert reply["result"]["suggestions"][0] == "Add a search bar to filter pets by name"


@pytest.mark.anyio
async def test_customize_params_are_validated():
    async with memory_peer() as peer:
        reply = await peer.request(6, "customize", {"prompt": "Switch to dark mode"})
    assert reply["error"]["code"] == -32602


TEN_REQUESTS = [
    "Switch to dark mode",
    "Add a search bar to filter owners by email",
    "Sort pets by name descending",
    "Hide the breed column",
    "Show 10 pets per page",
    "Format prices as currency",
    "Show the vaccinated column",  # the price column shows already: that changes nothing
    "Make the phone field required",
    "Rename pets to Animals",
    "Use a top navigation bar",
]


@pytest.mark.anyio
async def test_generate_then_ten_plain_language_requests_each_give_working_code(wire, tmp_path):
    from tests.assist.conftest import compile_all

    spec, _ = wire
    codes, descriptions = {}, []
    async with memory_peer() as peer:
        await peer.send({"jsonrpc": "2.0", "id": 1, "method": "generate", "params": {"spec": spec, "tabId": "tab-10"}})
        _, reply = await peer.receive_reply(1)
        code = reply["result"]["code"]
        for i, prompt in enumerate(TEN_REQUESTS, start=2):
            result = (await peer.request(i, "customize", {"currentCode": code, "prompt": prompt, "tabId": "tab-10"}))[
                "result"
            ]
            assert result["clarificationNeeded"] is False, (prompt, result)
            assert result["code"] != code, prompt
            code = codes[f"step{i}"] = result["code"]
            descriptions.append(result["description"])
    assert len(set(descriptions)) == 10
    compile_all(codes, tmp_path)
