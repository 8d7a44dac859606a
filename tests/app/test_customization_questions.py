"""A question sent to customize is answered as chat, over JSON-RPC in memory (issue 26: the shell
keeps one box; copilot-cli tells a question from a change and says which it did)."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import plan_comment
from tests.rpc.memory_peer import memory_peer

PETSTORE = Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml"


@pytest.fixture(scope="module")
def pets():
    spec = load_spec(PETSTORE)
    return spec.to_wire(), plan_comment(build_plan(spec))


@pytest.mark.anyio
async def test_a_question_sent_to_customize_is_answered_as_chat_and_says_so(pets):
    wire, code = pets
    async with memory_peer() as peer:
        reply = await peer.request(
            2, "customize", {"currentCode": code, "prompt": "which endpoint deletes a pet?", "spec": wire, "tabId": "q"}
        )
    result = reply["result"]
    assert result["answeredAs"] == "chat"
    assert result["code"] is None and result["clarificationNeeded"] is False
    assert result["message"] == "To delete pets, use `deletePet` (DELETE /pets/{petId})."
    assert result["suggestions"]


@pytest.mark.anyio
async def test_a_change_asked_politely_as_a_question_is_applied(pets):
    wire, code = pets
    async with memory_peer() as peer:
        reply = await peer.request(
            2, "customize", {"currentCode": code, "prompt": "Can you hide the breed column?", "spec": wire}
        )
    result = reply["result"]
    assert "answeredAs" not in result
    assert result["description"] == "Hid the 'Breed' column of the Pets table"


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("which endpoint deletes a pet?", "Use `deletePet` (DELETE /pets/{petId})."),
        ("how do I find pets by status?", "Use `listPets` (GET /pets) with its `status` parameter."),
        (
            "does the owners list paginate?",
            "Yes: Owners paginate page-style through `page`, `pageSize` on `listOwners`.",
        ),
        ("how is this API authenticated?", "The API declares Api Key (apiKey header X-API-Key)."),
    ],
)
async def test_a_question_sent_with_only_the_code_is_answered_from_the_plan_the_code_carries(pets, question, answer):
    _, code = pets
    async with memory_peer() as peer:
        reply = await peer.request(2, "customize", {"currentCode": code, "prompt": question})
    result = reply["result"]
    assert result["answeredAs"] == "chat"
    assert result["message"] == f"{answer} (From the interface's plan: no spec is loaded in this tab.)"


@pytest.mark.anyio
async def test_a_question_the_plan_cannot_answer_says_what_it_can_not_that_no_api_is_loaded(pets):
    _, code = pets
    async with memory_peer() as peer:
        reply = await peer.request(2, "customize", {"currentCode": code, "prompt": "how do I create an invoice?"})
    message = reply["result"]["message"]
    assert "no API loaded" not in message and "don't have an API" not in message
    assert message.startswith("I found nothing in the interface's plan for Petstore that answers that.")
