"""Request field names matched to the item's: case and separators (`FriendlyName` is
`friendly_name`), and dotted form names nested under the property their head names."""

from __future__ import annotations

from copilot_cli.mock.envelopes import item_names


def test_dotted_form_names_nest_under_the_item_property_their_head_names():
    props = {"friendly_name": None, "bindings": None, "timers": None}
    stored = item_names(
        {
            "FriendlyName": "Chat",
            "Bindings.Email.Address": "a@b.c",
            "Bindings.Email.Name": "Ada",
            "Timers.Closed": "PT1H",
        },
        props,
    )
    assert stored == {
        "friendly_name": "Chat",
        "bindings": {"email": {"address": "a@b.c", "name": "Ada"}},
        "timers": {"closed": "PT1H"},
    }


def test_names_match_across_case_and_separators_and_unknown_names_stay():
    props = {"friendly_name": None, "max_size": None}
    assert item_names({"FriendlyName": "Q", "max-size": 3, "Other": 1}, props) == {
        "friendly_name": "Q",
        "max_size": 3,
        "Other": 1,
    }
