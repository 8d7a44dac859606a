"""Spec context for prompts: relevant operations and types of one tab, within a token budget."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copilot_cli import errors
from copilot_cli.index.specdocs.context import ensure_indexed, estimate_tokens, spec_context
from copilot_cli.index.store.sqlite import Store
from copilot_cli.spec import load_spec

ROOT = Path(__file__).resolve().parents[3]
PETSTORE = ROOT / "examples" / "petstore.yaml"


@pytest.fixture(scope="module")
def petstore():
    return load_spec(PETSTORE)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory, petstore) -> Store:
    store = Store(tmp_path_factory.mktemp("spec-ctx") / "index.sqlite3")
    ensure_indexed(store, "tab-1", petstore)
    return store


def test_a_request_about_pets_gets_the_list_operation_and_the_pet_type(store: Store) -> None:
    context = spec_context(store, "tab-1", "add a search bar that filters pets by name", token_budget=600)
    keys = [(item.kind, item.key) for item in context.items]
    assert keys[0] == ("operation", "listPets")
    assert ("type", "Pet") in keys
    pet = next(item for item in context.items if item.key == "Pet")
    assert "referenced_by_operation" in pet.signals
    assert context.text.startswith("operation listPets\nGET /pets")


def test_a_type_named_in_the_query_is_boosted(store: Store) -> None:
    context = spec_context(store, "tab-1", "show the Category of each pet", token_budget=600)
    category = next(item for item in context.items if item.key == "Category")
    assert "named_in_query" in category.signals


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    budget=st.integers(8, 2000),
    query=st.sampled_from(
        ["filter pets by status", "owners", "adopt a pet", "delete owner", "price sort", "pet tags and category"]
    ),
)
def test_the_token_budget_is_never_exceeded(store: Store, budget: int, query: str) -> None:
    context = spec_context(store, "tab-1", query, token_budget=budget)
    assert estimate_tokens(context.text) <= budget
    assert context.used_tokens <= budget


def test_identical_input_gives_an_identical_context(store: Store) -> None:
    one = spec_context(store, "tab-1", "create a pet form", token_budget=300)
    two = spec_context(store, "tab-1", "create a pet form", token_budget=300)
    assert one == two and one.fingerprint.startswith("spec_")


def test_a_budget_too_small_for_anything_is_context_too_large(store: Store) -> None:
    with pytest.raises(errors.ContextTooLarge):
        spec_context(store, "tab-1", "pets", token_budget=2)


def test_bad_queries_tabs_and_budgets_are_refused(store: Store) -> None:
    with pytest.raises(errors.InvalidParams):
        spec_context(store, "tab-1", "   ", token_budget=100)
    with pytest.raises(errors.InvalidParams):
        spec_context(store, "tab-1", "pets", token_budget=0)
    with pytest.raises(ValueError):
        spec_context(store, "../etc", "pets", token_budget=100)


def test_passing_the_spec_indexes_it_once(tmp_path: Path, petstore) -> None:
    store = Store(tmp_path / "index.sqlite3")
    context = spec_context(store, "t2", "list owners", token_budget=200, spec=petstore)
    assert context.items[0].key == "listOwners"
    assert ensure_indexed(store, "t2", petstore) is False  # same source hash: nothing to do


def test_an_unknown_tab_gives_an_empty_context(store: Store) -> None:
    context = spec_context(store, "tab-unknown", "pets", token_budget=100)
    assert context.items == [] and context.text == ""
