"""customize, offline, on requests made of words no rule names one by one (issue 25, held5's
misses by cause): the verbs of each action read from one lexicon (assist/lexicon.py), sentence
frames with open slots ("I want X called Y", "X should be called Y", "lead with X", "X first"),
and the names in them found in the plan (assist/frames.py): where an old name ends in "call X Y",
a trailing "on volumes" that says where, and the date or amount a superlative means."""

from __future__ import annotations

import pytest

from tests.assist.said import ROOT, SPECS, customize_offline, spec_with_plan

petstore = spec_with_plan(ROOT / "examples" / "petstore.yaml")
swagger = spec_with_plan(SPECS / "swagger-petstore_openapi.yaml")
swapi = spec_with_plan(SPECS / "swapi-graphql_schema.graphql")
kinto = spec_with_plan(SPECS / "kinto_swagger.json")
docker = spec_with_plan(SPECS / "moby_swagger.yaml")


def _labels(plan, rid: str) -> list[str]:
    return [c.label for c in plan.resource(rid).list_.columns]


@pytest.mark.parametrize(
    ("said", "rid", "gone"),
    [
        ("kill the species column", "pets", "Species"),
        ("ditch the breed column", "pets", "Breed"),
        ("scrap the birth date column from pets", "pets", "Birth Date"),
        ("I don't need to see the phone column for owners", "owners", "Phone"),
        ("no more street column on the owners table please", "owners", "Street"),
        ("owners don't need the member since column", "owners", "Member Since"),
    ],
)
def test_any_verb_or_frame_that_means_stop_showing_hides_the_column(petstore, said, rid, gone):
    _, plan = customize_offline(petstore, said)
    assert gone not in _labels(plan, rid)


def test_a_synonym_of_hide_on_a_heading_two_tables_share_still_asks(docker):
    done, plan = customize_offline(docker, "nix the Driver column")
    assert plan is None and {"Volumes table", "Networks table"} <= set(done.options)


@pytest.mark.parametrize(
    ("said", "rid", "label"),
    [
        ("I'd like the phone column to be called Mobile", "owners", "Mobile"),
        ("species should be called Animal", "pets", "Animal"),
        ("relabel Birth Date as Born", "pets", "Born"),
        ("I want the email column called Contact email", "owners", "Contact email"),
    ],
)
def test_a_rename_said_in_any_frame_gives_the_column_the_new_name_only(petstore, said, rid, label):
    _, plan = customize_offline(petstore, said)
    assert label in _labels(plan, rid)


def test_call_x_y_splits_where_the_words_stop_naming_a_column(swapi):
    done, plan = customize_offline(swapi, "call Cost In Credits on starships Price")
    assert "Price" in _labels(plan, "starship") and "Cost In Credits" not in _labels(plan, "starship")
    assert "Cost In Credits" in _labels(plan, "vehicle")


def test_a_table_said_after_the_new_name_is_where_not_part_of_the_name(docker):
    done, plan = customize_offline(docker, "rename Mountpoint to Path on volumes")
    assert "Path" in _labels(plan, "volumes")
    assert plan.resource("volumes").label == "Volumes"


@pytest.mark.parametrize(
    "said", ["call this app Pet Clinic", "title it Pet Clinic", "the app should be called Pet Clinic"]
)
def test_the_apps_name_said_any_way_sets_the_title(petstore, said):
    _, plan = customize_offline(petstore, said)
    assert plan.app.title == "Pet Clinic"


@pytest.mark.parametrize(
    ("fixture", "said", "rid", "first"),
    [
        ("petstore", "lead with the name column in pets", "pets", "Name"),
        ("swapi", "gender first on the people list", "person", "Gender"),
        ("kinto", "permissions: collection id first", "permissions", "Collection id"),
        ("docker", "I want the scope column at the beginning in volumes", "volumes", "Scope"),
    ],
)
def test_a_column_said_first_without_move_is_moved_to_the_front(request, fixture, said, rid, first):
    _, plan = customize_offline(request.getfixturevalue(fixture), said)
    assert _labels(plan, rid)[0] == first


@pytest.mark.parametrize(
    ("fixture", "said", "rid", "key", "direction"),
    [
        ("swapi", "newest films first", "film", "releaseDate", "desc"),
        ("swapi", "films in release order, oldest first", "film", "releaseDate", "asc"),
        ("docker", "largest images first", "images", "Size", "desc"),
        ("docker", "oldest containers first", "containers", "Created", "asc"),
        ("petstore", "sort the owners so the longest-standing members come first", "owners", "memberSince", "asc"),
        ("swagger", "alphabetise the pets", "pet", "name", "asc"),
        ("petstore", "owners alphabetically by last name", "owners", "lastName", "asc"),
    ],
)
def test_a_superlative_sorts_by_the_tables_own_date_or_amount(request, fixture, said, rid, key, direction):
    _, plan = customize_offline(request.getfixturevalue(fixture), said)
    sort = plan.resource(rid).list_.initialSort
    assert (sort.key, sort.direction) == (key, direction)


def test_add_a_field_to_a_table_shows_it_as_a_column(swapi):
    _, plan = customize_offline(swapi, "add surface water to planets")
    assert "Surface Water" in _labels(plan, "planet")


def test_a_column_showing_whether_something_holds_is_that_fields_column(petstore):
    _, plan = customize_offline(petstore, "I need a column showing whether each pet is vaccinated")
    assert "Vaccinated" in _labels(plan, "pets")


@pytest.mark.parametrize(
    "said", ["when I open a planet show its residents", "show each planet's residents when I open it"]
)
def test_what_to_show_when_a_row_is_opened_is_a_sub_table_of_its_detail(swapi, said):
    _, plan = customize_offline(swapi, said)
    assert any("Resident" in s.label for s in plan.resource("planet").detail.subTables)


def test_a_format_said_without_a_verb_formats_the_column_before_as(docker):
    _, plan = customize_offline(docker, "image sizes as compact numbers")
    size = next(c for c in plan.resource("images").list_.columns if c.key == "Size")
    assert size.format.style == "compact"


def test_rows_at_once_is_the_page_size(petstore):
    _, plan = customize_offline(petstore, "only show 5 pets at once")
    assert plan.resource("pets").list_.pagination.defaultSize == 5


def test_compulsory_makes_the_field_required(petstore):
    _, plan = customize_offline(petstore, "make price compulsory when adding a pet")
    assert next(f for f in plan.resource("pets").create.fields if f.name == "price").required


def test_navigation_along_the_top_is_the_top_navigation(petstore):
    _, plan = customize_offline(petstore, "put the navigation along the top")
    assert plan.app.layout == "topnav"


@pytest.mark.parametrize(
    ("said", "rid", "gone"),
    [
        ("stop showing the phone number for owners", "owners", "Phone"),
        ("the breed column can go", "pets", "Breed"),
        ("don't display the species column on pets", "pets", "Species"),
        ("trim the price column from pets", "pets", "Price"),
    ],
)
def test_stop_showing_and_can_go_hide_the_column(petstore, said, rid, gone):
    _, plan = customize_offline(petstore, said)
    assert gone not in _labels(plan, rid)


@pytest.mark.parametrize(
    ("said", "label"),
    [
        ("rename the Director column Directed by", "Directed by"),
        ("use Directed by instead of Director as the heading on films", "Directed by"),
        ("replace the Director label with Directed by", "Directed by"),
    ],
)
def test_a_rename_without_to_names_the_column_then_the_new_name(swapi, said, label):
    _, plan = customize_offline(swapi, said)
    assert label in _labels(plan, "film") and "Director" not in _labels(plan, "film")


def test_the_title_should_say_sets_the_apps_title(swapi):
    _, plan = customize_offline(swapi, "the title should say Star Wars Data")
    assert plan.app.title == "Star Wars Data"


@pytest.mark.parametrize(
    ("said", "direction"), [("sort pets by price high to low", "desc"), ("pets by price descending", "desc")]
)
def test_a_direction_said_as_a_range_or_alone_sorts_that_way(petstore, said, direction):
    _, plan = customize_offline(petstore, said)
    sort = plan.resource("pets").list_.initialSort
    assert (sort.key, sort.direction) == ("price", direction)


def test_make_it_look_like_money_is_a_currency_format(petstore):
    _, plan = customize_offline(petstore, "make the price look like money")
    price = next(c for c in plan.resource("pets").list_.columns if c.key == "price")
    assert price.format.style == "currency"


@pytest.mark.parametrize(
    ("said", "name", "required"),
    [
        ("the species can be left blank when adding a pet", "species", False),
        ("breed is needed when creating a pet", "breed", True),
    ],
)
def test_left_blank_is_optional_and_needed_is_required(petstore, said, name, required):
    # species starts required and breed optional: each sentence changes the field's state
    _, plan = customize_offline(petstore, said)
    assert next(f for f in plan.resource("pets").create.fields if f.name == name).required is required


def test_several_columns_said_in_one_list_are_each_hidden(petstore):
    done, plan = customize_offline(petstore, "hide breed, species and status in pets")
    assert not {"Breed", "Species", "Status"} & set(_labels(plan, "pets"))


def test_cheapest_sorts_by_the_money_column_whatever_it_is_called(swapi):
    _, plan = customize_offline(swapi, "cheapest starships first")
    sort = plan.resource("starship").list_.initialSort
    assert (sort.key, sort.direction) == ("costInCredits", "asc")


@pytest.mark.parametrize("said", ["most recent members first", "sort owners by when they joined, newest first"])
def test_a_date_named_by_the_sentence_picks_its_table_and_column(petstore, said):
    _, plan = customize_offline(petstore, said)
    sort = plan.resource("owners").list_.initialSort
    assert (sort.key, sort.direction) == ("memberSince", "desc")


def test_a_section_renamed_is_the_page(petstore):
    _, plan = customize_offline(petstore, "call the pets section Animals")
    assert plan.resource("pets").label == "Animals"


def test_the_x_page_names_the_table_not_a_field_called_page(swapi):
    done, _ = customize_offline(swapi, "I'd like a search on the people page")
    assert "Person table" in done.description


def test_get_rid_of_asked_as_a_question_still_asks_which_table(docker):
    done, plan = customize_offline(docker, "can you get rid of the Scope column?")
    assert plan is None and {"Volumes table", "Networks table"} <= set(done.options)


@pytest.mark.parametrize(
    ("fixture", "said", "rid", "key", "direction"),
    [
        ("swapi", "order starships from cheapest to most expensive", "starship", "costInCredits", "asc"),
        ("swapi", "tallest people first", "person", "height", "desc"),
        ("swagger", "pets Z-A", "pet", "name", "desc"),
    ],
)
def test_a_range_or_superlative_that_names_no_field_sorts_by_what_it_measures(
    request, fixture, said, rid, key, direction
):
    _, plan = customize_offline(request.getfixturevalue(fixture), said)
    sort = plan.resource(rid).list_.initialSort
    assert (sort.key, sort.direction) == (key, direction)


def test_get_x_off_the_table_hides_it(swapi):
    _, plan = customize_offline(swapi, "get the designation column off the species table")
    assert "Designation" not in _labels(plan, "species")


def test_skip_a_form_field_leaves_it_out_of_the_form(swagger):
    _, plan = customize_offline(swagger, "skip the phone field on the user form")
    assert "phone" not in [f.name for f in plan.resource("user").create.fields]


def test_amounts_in_a_currency_said_without_a_verb_are_formatted(petstore):
    _, plan = customize_offline(petstore, "pet prices in euros")
    price = next(c for c in plan.resource("pets").list_.columns if c.key == "price")
    assert (price.format.style, price.format.currency) == ("currency", "EUR")


def test_dark_said_with_swap_switches_the_theme(petstore):
    _, plan = customize_offline(petstore, "swap to dark")
    assert plan.app.theme == "dark"


def test_next_to_another_column_moves_it_after_that_column(petstore):
    _, plan = customize_offline(petstore, "move price next to name in pets")
    labels = _labels(plan, "pets")
    assert labels.index("Price") == labels.index("Name") + 1


def test_dont_let_people_edit_a_field_makes_it_read_only_when_editing(petstore):
    _, plan = customize_offline(petstore, "don't let people edit the species")
    assert next(f for f in plan.resource("pets").edit.fields if f.name == "species").readOnly


@pytest.mark.parametrize(
    ("fixture", "said", "rid", "key", "direction"),
    [
        ("docker", "newest networks on top", "networks", "Created", "desc"),
        ("docker", "list volumes by name, z to a", "volumes", "Name", "desc"),
        ("docker", "sort containers by creation time, latest first", "containers", "Created", "desc"),
    ],
)
def test_on_top_a_spelled_range_and_creation_time_sort(request, fixture, said, rid, key, direction):
    _, plan = customize_offline(request.getfixturevalue(fixture), said)
    sort = plan.resource(rid).list_.initialSort
    assert (sort.key, sort.direction) == (key, direction)


def test_a_column_called_useless_is_hidden(kinto):
    _, plan = customize_offline(kinto, "the record id column is useless")
    assert "Record id" not in _labels(plan, "permissions")


def test_what_to_list_when_a_row_is_viewed_is_a_sub_table(swapi):
    _, plan = customize_offline(swapi, "I want the residents listed when I view a planet")
    assert any("Resident" in s.label for s in plan.resource("planet").detail.subTables)
