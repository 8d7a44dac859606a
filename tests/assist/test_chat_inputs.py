"""chat, offline: what a call takes, asked in any of the ways people ask it ("what goes in a new
Order?", "what does loginUser want from me?", "what can I pass to getContacts?", "what's in the
body of a new record?") is answered with the operation's parameters and body fields, the required
marked — and an operation named by its id or its path, typed as the spec has it, is that operation,
whatever its name's own words would pick (held8's misses, by cause: assist/chat_inputs.py)."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import DOCKER, KINTO, PETSTORE, STRIPE, SWAGGER, XERO, ask


def test_what_goes_in_a_new_thing_is_its_creates_body():
    said = ask(SWAGGER, "what goes in a new Order?")
    assert "`placeOrder` (POST /store/order)" in said
    assert all(f"`{field}`" in said for field in ("petId", "quantity", "shipDate"))


def test_what_goes_in_the_body_of_a_new_thing_is_its_creates_body_on_another_spec():
    said = ask(DOCKER, "what goes in the body of a new network?")
    assert "`NetworkCreate`" in said and "`Name` (required)" in said and "`Driver`" in said


def test_what_an_operation_named_verbatim_wants_is_what_it_takes():
    said = ask(SWAGGER, "what does loginUser want from me?")
    assert "`loginUser` (GET /user/login)" in said and "`username`" in said and "`password`" in said


def test_what_an_operation_named_verbatim_expects_is_its_body():
    said = ask(PETSTORE, "what does createOwner expect?")
    assert "`createOwner`" in said and "`email` (required)" in said


def test_an_operation_named_verbatim_wins_over_the_operation_its_names_verb_picks():
    said = ask(XERO, "what can I pass to getContacts?")
    assert said.startswith("`getContacts` (GET /Contacts)") and "`where`" in said and "`page`" in said
    said = ask(SWAGGER, "what can I send to updatePetWithForm?")
    assert said.startswith("`updatePetWithForm` (POST /pet/{petId})") and "`status`" in said


def test_a_path_typed_with_its_method_is_that_operation():
    said = ask(STRIPE, "what can I send to POST /v1/customers?")
    assert said.startswith("`PostCustomers` (POST /v1/customers)") and "`email`" in said


def test_what_a_list_takes_names_its_optional_query_parameters_beside_a_required_header():
    said = ask(XERO, "what can I pass when I list contacts?")
    assert "`getContacts`" in said and "`xero-tenant-id` (header)" in said and "`where`" in said


def test_what_is_in_the_body_of_a_new_nested_thing_is_its_creates_body():
    said = ask(KINTO, "what's in the body of a new record?")
    assert "`create_record`" in said and "`data`" in said and "`permissions`" in said


def test_a_body_wrapping_a_list_of_items_names_the_items_fields():
    said = ask(XERO, "what do I send to createItems?")
    assert "a list of `Item` with `Code` (required)" in said and "`Name`" in said


def test_what_goes_into_a_thing_without_a_verb_is_what_creating_it_takes():
    said = ask(DOCKER, "what goes into an exec instance?")
    assert "`ContainerExec` (POST /containers/{id}/exec)" in said and "`Cmd`" in said


def test_what_a_query_can_be_given_is_what_it_takes():
    assert "`planetID`" in ask(SWAGGER.parent / "swapi-graphql_schema.graphql", "what can the planet query be given?")


def test_the_fields_one_can_change_are_the_updates_body():
    said = ask(STRIPE, "what fields can I change on a customer?")
    assert "`PostCustomersCustomer` (POST /v1/customers/{customer})" in said and "`email`" in said
