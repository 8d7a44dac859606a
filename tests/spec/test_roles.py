"""What a parameter's name, type and description say it does to a list: a point in time is a
filter, not a page position; a list's `token` is its page token unless it is a credential."""

from __future__ import annotations

from copilot_cli.spec.roles import PAGING_NAMES, PAGING_ROLES, pages, param_role
from tests.spec.shared import loaded


def role(name, schema=None, description=None, siblings=(), is_list=True):
    return param_role(
        name,
        "query",
        schema or {"kind": "string"},
        is_list=is_list,
        id_param=None,
        description=description,
        siblings=frozenset(siblings),
    )[0]


def test_kintos_records_list_pages_by_its_token_and_filters_by_since():
    records = loaded("kinto_swagger.json").resource("buckets.collections.records")
    assert records is not None
    page = records.pagination
    assert (page.style, page.cursor_param, page.size_param) == ("cursor", "_token", "_limit")
    assert "_since" in records.filter_params
    listing = loaded("kinto_swagger.json").operation(records.operations.list)
    roles = {p.name: p.role for p in listing.parameters}
    assert (roles["_since"], roles["_token"]) == ("filter", "cursor")


def test_since_names_a_time_unless_its_description_says_an_id():
    assert role("_since", {"kind": "integer"}) == "filter"  # Kinto: undescribed
    assert role("since", {"kind": "string", "format": "date-time"}) == "filter"  # GitHub's notifications
    assert role("since", {"kind": "number"}, "Timestamp in milliseconds to only include members added") == "filter"
    github_users = "A user ID. Only return users with an ID greater than this ID."
    assert role("since", {"kind": "integer"}, github_users) == "cursor"


def test_before_and_after_are_cursors_unless_a_format_or_description_says_a_time():
    assert role("after", {"kind": "string"}, "Return tasks after a specified ID.") == "cursor"
    assert role("after", {"kind": "integer"}) == "cursor"  # Spotify's: nothing says otherwise
    assert role("before", {"kind": "string", "format": "date-time"}) == "filter"
    assert role("after", {"kind": "integer"}, "A timestamp filter, expressed as a Unix epoch time") == "filter"
    assert role("from", {"kind": "string", "format": "date"}) == "filter"  # not an offset either
    assert role("from", {"kind": "integer"}) == "offset"


def test_a_lists_token_is_its_page_token_when_described_so_or_beside_a_page_size():
    pinpoint = "The NextToken string that specifies which page of results to return in a paginated response."
    assert role("token", description=pinpoint) == "cursor"
    assert role("_token", siblings=("limit",)) == "cursor"  # Kinto's, beside `_limit`
    assert role("token", description="Authentication token. Requires scope: `files:read`", siblings=("limit",)) == (
        "filter"
    )
    assert role("token") == "filter"  # nothing says it pages
    assert role("token", description="Please ignore", siblings=("limit",)) == "filter"
    assert role("token", siblings=("limit",), is_list=False) is None


def test_a_name_that_pages_wherever_it_stands_is_a_paging_role_as_a_query_parameter():
    for name in PAGING_NAMES:
        assert role(name, {"kind": "integer"}) in PAGING_ROLES, name
    assert pages("Page-Token", None) and pages("since", "cursor") and not pages("since", "filter")


def test_a_filter_term_is_a_search_box_not_a_filter_of_a_field_called_term():
    # Box's GET /users `filter_term`: "only users whose name or login start with the search term"
    assert param_role("filter_term", "query", {"kind": "string"}, is_list=True, id_param=None)[0] == "search"
