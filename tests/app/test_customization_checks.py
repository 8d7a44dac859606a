"""A clarification counts only with real options: two or more, distinct, each naming a target of the plan."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.app.customization_checks import plan_vocabulary, real_options
from copilot_cli.ui.interface import generate as generate_offline
from copilot_cli.ui.render import extract_plan


@pytest.fixture(scope="module")
def plan(petstore_raw):
    return extract_plan(generate_offline(petstore_raw).code)


def test_options_naming_resources_or_columns_are_real(plan):
    assert real_options("Which list?", ["Pets", "Owners"], plan)
    assert real_options("Which column?", ["the name column", "the tag column"], plan)


@pytest.mark.parametrize(
    "question, options",
    [
        ("Which?", []),
        ("Which?", ["Pets"]),
        ("Sure?", ["Yes", "No"]),
        ("Which?", ["Pets", "pets"]),
        (" ", ["Pets", "Owners"]),
    ],
)
def test_empty_generic_single_or_repeated_options_are_not_real(plan, question, options):
    assert not real_options(question, options, plan)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(alphabet="qxzjkv ", min_size=1, max_size=12), min_size=2, max_size=4))
def test_options_made_of_words_the_plan_does_not_have_are_never_real(plan, options):
    vocabulary = plan_vocabulary(plan)
    assert not any(w in vocabulary for o in options for w in o.split())
    assert not real_options("Which one?", options, plan)
