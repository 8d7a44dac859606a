"""Request field names matched to the item's: case and separators (`FriendlyName` is
`friendly_name`), dotted form names nested under the property their head names, and an item its
GET answers inside a wrapper stored as the item."""

from __future__ import annotations

import pytest

from copilot_cli.mock.envelopes import item_names
from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client
from tests.spec.test_resource_fill import wrapped_doc

pytestmark = pytest.mark.anyio


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


async def test_an_item_its_get_wraps_is_stored_flat_and_read_back_in_its_wrapper():
    # AWS (`{"experimentTemplate": {…}}`, a named type) and shop-pro (`{"inline_script_tag": {…}}`,
    # anonymous): what was created is what the detail's GET and the list answer, edits included
    for named in (True, False):
        async with mock_client(normalize_document(wrapped_doc(named))) as client:
            created = (await client.post("/templates", json={"description": "typed", "roleArn": "arn:x"})).json()
            item_id = created["template"]["id"]
            detail = (await client.get(f"/templates/{item_id}")).json()
            assert set(detail) == {"template"}
            assert detail["template"]["description"] == "typed" and detail["template"]["roleArn"] == "arn:x"
            await client.patch(f"/templates/{item_id}", json={"description": "edited"})
            assert (await client.get(f"/templates/{item_id}")).json()["template"]["description"] == "edited"
            rows = (await client.get("/templates")).json()["templates"]
            assert rows[0]["description"] == "edited"
            assert all("template" not in row and "id" in row for row in rows), "seeded rows are items, not wrappers"
