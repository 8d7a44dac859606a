"""chat, offline, on follow-ups asked in one tab through the real server (in-memory JSON-RPC):
the tab's last question and answer say what "it", "them" or "what about X?" refer to; a question
that names what it asks about is answered as it is said, whatever came before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.assist.test_chat_questions_as_asked import DOCKER, XERO

pytestmark = pytest.mark.anyio
ROOT = Path(__file__).resolve().parents[2]


async def _ask_in_one_tab(spec: Path, questions: list[str]) -> list[str]:
    from copilot_cli.app.services import remember_spec
    from copilot_cli.spec import load_spec
    from tests.rpc.memory_peer import memory_peer

    if not spec.exists():
        pytest.skip(f"{spec} is not available")
    answers = []
    async with memory_peer() as peer:
        remember_spec(peer.server.state, "t1", load_spec(spec).to_wire())  # as a tab's generate leaves it
        for n, question in enumerate(questions, 1):
            context = {"tabId": "t1", "hasActiveSpec": True, "hasActiveInterface": True}
            reply = await peer.request(n, "chat", {"message": question, "context": context})
            answers.append(reply["result"]["message"])
    return answers


async def test_it_after_an_operation_is_that_operation_and_then_its_resource():
    _, need, delete, owners = await _ask_in_one_tab(
        ROOT / "examples" / "petstore.yaml",
        ["which endpoint creates a pet?", "what does it need?", "and how do I delete it?", "what about owners?"],
    )
    assert "`createPet` (POST /pets)" in need and "`name` (required)" in need
    assert "`deletePet` (DELETE /pets/{petId})" in delete
    assert "`deleteOwner` (DELETE /owners/{ownerId})" in owners


async def test_what_about_another_resource_asks_the_last_question_of_it():
    _, notes, them = await _ask_in_one_tab(
        XERO, ["is the invoices list paged?", "and credit notes?", "do I need OAuth to list them?"]
    )
    assert notes.startswith("Yes") and "`getCreditNotes`" in notes
    assert them.startswith("Yes") and "`getCreditNotes` (GET /CreditNotes)" in them and "OAuth2" in them


async def test_one_and_how_many_it_returns_refer_to_the_list_talked_about():
    _, limit, stop = await _ask_in_one_tab(
        DOCKER, ["how do I list containers?", "can I limit how many it returns?", "and how do I stop one?"]
    )
    assert "`ContainerList`" in limit and "`limit`" in limit
    assert "`ContainerStop` (POST /containers/{id}/stop)" in stop


async def test_a_question_naming_what_it_asks_about_is_not_a_follow_up():
    _, deletes = await _ask_in_one_tab(
        ROOT / "examples" / "petstore.yaml", ["is the owners list paged?", "which endpoint deletes a pet?"]
    )
    assert "`deletePet` (DELETE /pets/{petId})" in deletes and "Owner" not in deletes
