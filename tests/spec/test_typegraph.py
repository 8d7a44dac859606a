"""Read-only helpers over the type graph: which item property a write field with fixed choices sets
when the two are named a syllable apart (ETSI's `operationState` / `operationalState`)."""

from __future__ import annotations

from copilot_cli.spec.typegraph import same_choice_field

STATES = ["ENABLED", "DISABLED"]


def test_a_choice_named_a_syllable_apart_from_the_items_with_the_same_choices_is_that_field():
    item = {"operationalState": STATES, "usageState": ["IN_USE", "NOT_IN_USE"], "name": None}
    assert same_choice_field("operationState", ["DISABLED", "ENABLED"], item) == "operationalState"


def test_no_match_when_the_item_has_the_name_the_choices_differ_or_the_names_are_unrelated():
    assert same_choice_field("operational_state", STATES, {"operationalState": STATES, "opState": STATES}) is None
    assert same_choice_field("operationState", ["ON", "OFF"], {"operationalState": STATES}) is None
    assert same_choice_field("state", STATES, {"operationalState": STATES}) is None  # a word, not a syllable
    assert same_choice_field("colour", STATES, {"color": None}) is None  # free text: no evidence
    assert same_choice_field("status", STATES, {"statusA": STATES, "statusB": STATES}) is None  # two: doubt
