"""chat, offline: supported formats, questions about the loaded API answered from its spec
(citing operations and types), how to customize, a helpful default; suggestions follow the flags."""

from __future__ import annotations

import pytest

from copilot_cli.assist.chat import FORMATS, answer
from copilot_cli.assist.sessions import Session


@pytest.fixture
def pet_session(petstore):
    spec, plan = petstore
    return Session(tab_id="t", spec=spec, plan=plan)


@pytest.fixture
def discord_session(discord):
    spec, plan = discord
    return Session(tab_id="d", spec=spec, plan=plan)


def test_formats_question_gets_the_seed_answer():
    assert answer("What formats do you support?", False, False, None) == (
        FORMATS,
        ["Upload a spec file", "Paste a URL", "Paste spec content"],
    )


def test_which_endpoint_creates_cites_the_operation(pet_session):
    message, _ = answer("Which endpoint creates a pet?", True, True, pet_session)
    assert message == "To create pets, use `createPet` (POST /pets)."


def test_which_endpoint_deletes_an_owner(pet_session):
    message, _ = answer("how do I delete an owner via the API?", True, True, pet_session)
    assert "`deleteOwner`" in message and "DELETE /owners/{ownerId}" in message


def test_fields_of_a_type_are_listed_with_types_and_required(pet_session):
    message, _ = answer("What fields does Pet have?", True, True, pet_session)
    assert message.startswith("`Pet` has 14 fields:")
    assert "name (string, required)" in message and "status (PetStatus)" in message


def test_pagination_question_names_the_parameters(pet_session):
    message, _ = answer("Does pets support pagination?", True, True, pet_session)
    assert message == "Yes: Pets paginate page-style through `page`, `pageSize` on `listPets`."


def test_discord_questions_are_grounded_in_its_spec(discord_session):
    message, _ = answer("which endpoint creates a guild role?", True, True, discord_session)
    assert "`create_guild_role`" in message and "POST /guilds/{guild_id}/roles" in message
    message, _ = answer("does messages paginate?", True, True, discord_session)
    assert message.startswith("Yes: Messages paginate") and "`limit`" in message


def test_how_to_customize_gives_examples(pet_session):
    message, _ = answer("How can I customize the interface?", True, True, pet_session)
    assert "add a search bar" in message and "switch to dark mode" in message


def test_suggestions_follow_the_context_flags(pet_session):
    assert answer("hello", False, False, None)[1] == ["Upload a spec file", "Paste a URL", "Paste spec content"]
    assert answer("hello", True, False, pet_session)[1][0] == "Generate an interface"
    assert answer("hello", True, True, pet_session)[1] == [
        "Add a search bar to filter pets by name",
        "Switch to dark mode",
        "Show 50 rows per page",
    ]


def test_api_questions_without_a_spec_say_how_to_load_one():
    message, tips = answer("what endpoints are there?", False, False, None)
    assert "Load a spec" in message and tips[0] == "Upload a spec file"


def test_every_chat_suggestion_for_an_interface_is_a_request_customize_understands(pet_session, petstore):
    from copilot_cli.assist.intents import parse_intent

    for tip in answer("hello", True, True, pet_session)[1]:
        assert parse_intent(tip, petstore[1], petstore[0])


def test_free_questions_are_answered_from_the_spec_index(discord_session):
    from copilot_cli.assist.grounding import SpecSearch

    search = SpecSearch()
    message, _ = answer("how do I ban a user?", True, True, discord_session, lambda spec, q: search.operations(spec, q))
    # the operation scoring finds the one operation named so; the spec index answers what it does not
    assert message.startswith("Use `ban_user_from_guild` (PUT /guilds/{guild_id}/bans/{user_id})")


def test_an_upload_question_about_the_api_is_not_taken_for_a_formats_question(pet_session):
    message, _ = answer("how can I upload a photo of a pet?", True, True, pet_session)
    assert message != FORMATS
