"""chat, offline, on held7's misses by cause and fresh phrasings of each: whether a credential
said in one word ("a key", "a token") is needed is a No where the operation or the API needs
none; a request for an operation said without a question word ("the query for one species,
please"); paging backwards names the list's backward parameters (relay's `last` / `before`),
or says No; a generic read by id for any type (GraphQL's `node`); asking for only some fields
of a record names the projection parameter (Kinto's `_fields`); an action the path ends in
(…/tag) beats a read when only a weak verb ("give") says it. Answered without the spec search."""

from __future__ import annotations

from tests.assist.test_chat_generalizes import SWAPI
from tests.assist.test_chat_questions_as_asked import DOCKER, KINTO, PETSTORE, STRIPE, XERO, ask


def test_needing_a_key_or_a_token_is_answered_no_where_none_is_needed():
    said = ask(PETSTORE, "do I need a key to delete an owner?", False)
    assert said.startswith("No") and "`deleteOwner`" in said and "X-API-Key" in said
    assert ask(SWAPI, "do I need a token to query films?", False).startswith("No")
    assert ask(SWAPI, "does one need an access token to list planets?", False).startswith("No: `allPlanets`")


def test_a_request_for_a_query_without_a_question_word_is_answered():
    assert ask(SWAPI, "the query for one species, please", False) == "Use `species` (query species)."
    assert "`allStarships` (query allStarships)" in ask(SWAPI, "the query for all starships", False)


def test_paging_backwards_names_the_backward_cursor_parameters_or_says_no():
    said = ask(SWAPI, "how do I page backwards through the films?", False)
    assert said.startswith("Yes") and "`last`" in said and "`before`" in said and "`allFilms`" in said
    assert "`allPeople`" in ask(SWAPI, "how can I go to the previous page of people?", False)
    said = ask(KINTO, "how do I page backwards through records?", False)
    assert said.startswith("No") and "`_token`" in said


def test_a_generic_lookup_by_id_is_the_node_query():
    assert ask(SWAPI, "is there a generic lookup by id?", False).startswith("Yes: `node` (query node)")
    assert "`node`" in ask(SWAPI, "can I fetch any object by its id?", False)


def test_asking_for_only_some_fields_names_the_projection_parameter():
    said = ask(KINTO, "can I ask for only some fields of a record?", False)
    assert said.startswith("Yes") and "`_fields`" in said and "`get_record`" in said
    assert "`_fields`" in ask(KINTO, "can I get just certain fields of the records?", False)


def test_the_action_a_path_ends_in_beats_a_read_said_by_a_weak_verb():
    assert "`ImageTag` (POST /images/{name}/tag)" in ask(
        DOCKER, "I want to give an image another tag, which call?", False
    )
    assert "`ImageTag`" in ask(DOCKER, "I want to give an image a second tag", False)


def test_a_login_said_as_a_noun_asks_whether_credentials_are_needed():
    assert ask(SWAPI, "is a login required to read planets?", False).startswith("No: `allPlanets`")


def test_limiting_which_fields_come_back_is_the_projection_not_the_page_size():
    said = ask(KINTO, "how do I limit which fields come back for a group?", False)
    assert "`_fields`" in said and "`get_group`" in said and "`_limit`" not in said


def test_a_read_without_a_projection_parameter_is_a_no():
    said = ask(STRIPE, "can I ask for only some fields of a customer?", False)
    assert said.startswith("No: `GetCustomersCustomer`")


def test_giving_something_a_new_name_or_value_renames_or_updates_it():
    said = ask(DOCKER, "I want to give a container a different name, which call?", False)
    assert "`ContainerRename` (POST /containers/{id}/rename)" in said
    said = ask(XERO, "I want to give a contact a new address, which call?", False)
    assert "`updateContact` (POST /Contacts/{ContactID})" in said


def test_changing_a_few_fields_is_the_patch_not_a_projection():
    said = ask(KINTO, "how do I change a few fields of a record without replacing it?", False)
    assert "`patch_record`" in said and "`_fields`" not in said


def test_attaching_a_container_to_a_network_connects_it():
    assert "`NetworkConnect`" in ask(DOCKER, "the call for attaching a container to a network", False)
    assert "`NetworkConnect`" in ask(DOCKER, "how do I add a container to a network?", False)
    assert "`ContainerAttach`" in ask(DOCKER, "how do I attach to a container?", False)
