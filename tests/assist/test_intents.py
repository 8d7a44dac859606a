"""Plain-language requests become the plan edits they should, on Petstore and on Discord, and
every resulting interface compiles. Each row: the request, then the edit(s) it must produce
(a subset of the edit's fields)."""

from __future__ import annotations

import pytest

from copilot_cli.assist.apply import apply_edits
from copilot_cli.assist.intents import parse_intent
from copilot_cli.ui.render import render
from tests.assist.conftest import compile_all

PETSTORE = [
    ("Add a search bar to filter results by name", {"kind": "add_search", "resource": "pets", "fields": ["name"]}),
    ("Search owners by email", {"kind": "add_search", "resource": "owners", "fields": ["email"]}),
    (
        "let people search owners by last name and phone",
        {"kind": "add_search", "resource": "owners", "fields": ["lastName", "phone"]},
    ),
    ("Add a filter for species", {"kind": "add_filter", "resource": "pets", "key": "species"}),
    ("Filter owners by last name", {"kind": "add_filter", "resource": "owners", "key": "lastName"}),
    ("filter pets by whether they are vaccinated", {"kind": "add_filter", "resource": "pets", "key": "vaccinated"}),
    ("Sort pets by name descending", {"kind": "sort_by", "resource": "pets", "key": "name", "direction": "desc"}),
    (
        "Sort by created date, newest first",
        {"kind": "sort_by", "resource": "pets", "key": "createdAt", "direction": "desc"},
    ),
    ("order the pets by price ascending", {"kind": "sort_by", "resource": "pets", "key": "price", "direction": "asc"}),
    (
        "Sort owners alphabetically by their last name",
        {"kind": "sort_by", "resource": "owners", "key": "lastName", "direction": "asc"},
    ),
    ("Show the price column", {"kind": "show_column", "resource": "pets", "key": "price"}),
    ("Show the cost column", {"kind": "show_column", "resource": "pets", "key": "price"}),
    ("Hide the breed column", {"kind": "hide_column", "resource": "pets", "key": "breed"}),
    ("remove the phone number column from owners", {"kind": "hide_column", "resource": "owners", "key": "phone"}),
    (
        'Rename the createdAt column to "Added"',
        {"kind": "set_label", "target": "column", "resource": "pets", "key": "createdAt", "label": "Added"},
    ),
    ("Move the status column first", {"kind": "move_column", "resource": "pets", "key": "status", "position": 0}),
    ("put the species column last", {"kind": "move_column", "resource": "pets", "key": "species", "position": -1}),
    ("Show 50 rows per page", {"kind": "set_page_size", "resource": None, "size": 50}),
    ("Show 10 pets per page", {"kind": "set_page_size", "resource": "pets", "size": 10}),
    ("Switch to dark mode", {"kind": "set_theme", "theme": "dark"}),
    ("use the light theme", {"kind": "set_theme", "theme": "light"}),
    ("Use a top navigation bar", {"kind": "set_layout", "layout": "topnav"}),
    ("Make it compact", {"kind": "set_layout", "layout": "compact"}),
    ('Rename the app to "Pet Shop"', {"kind": "set_title", "title": "Pet Shop"}),
    ("Rename pets to Animals", {"kind": "set_label", "target": "resource", "resource": "pets", "label": "Animals"}),
    (
        "Make the breed field required",
        {"kind": "set_field_state", "resource": "pets", "name": "breed", "state": "required"},
    ),
    ("Make email optional", {"kind": "set_field_state", "resource": "owners", "name": "email", "state": "optional"}),
    (
        "Hide the tags field in the create form",
        {"kind": "set_field_state", "resource": "pets", "name": "tags", "form": "create", "state": "hidden"},
    ),
    (
        "Make name read-only on the edit form",
        {"kind": "set_field_state", "resource": "pets", "name": "name", "form": "edit", "state": "readonly"},
    ),
    ("Hide the authentication panel", {"kind": "set_auth_panel", "visible": False}),
    ("show the api key settings", {"kind": "set_auth_panel", "visible": True}),
    (
        "Format prices as currency",
        {
            "kind": "format_column",
            "resource": "pets",
            "key": "price",
            "format": {"style": "currency", "currency": "USD"},
        },
    ),
    (
        "show the price in euros",
        {
            "kind": "format_column",
            "resource": "pets",
            "key": "price",
            "format": {"style": "currency", "currency": "EUR"},
        },
    ),
    (
        "Show dates as relative time",
        {"kind": "format_column", "resource": None, "key": None, "format": {"style": "relative"}},
    ),
    (
        "Show birth dates as long dates",
        {
            "kind": "format_column",
            "resource": "pets",
            "key": "birthDate",
            "format": {"style": "date", "dateStyle": "long"},
        },
    ),
    (
        "Add a button to adopt a pet",
        {"kind": "add_action", "resource": "pets", "operationId": "adoptPet", "scope": "item"},
    ),
    ("Add a detail view to owners", {"kind": "add_detail_view", "resource": "owners"}),
    # names found through synonyms and field descriptions, not exact strings
    ("filter pets by adoption process", {"kind": "add_filter", "resource": "pets", "key": "status"}),
    ("Sort pets by date of birth", {"kind": "sort_by", "resource": "pets", "key": "birthDate"}),
    ("show the owners' join date column", {"kind": "show_column", "resource": "owners", "key": "memberSince"}),
]

DISCORD = [
    (
        "Sort guild roles by position, descending",
        {"kind": "sort_by", "resource": "guilds.roles", "key": "position", "direction": "desc"},
    ),
    ("Hide the managed column in roles", {"kind": "hide_column", "resource": "guilds.roles", "key": "managed"}),
    (
        "Add a search bar to filter emojis by name",
        {"kind": "add_search", "resource": "applications.emojis", "fields": ["name"]},
    ),
    (
        "Add a filter for status on join requests",
        {"kind": "add_filter", "resource": "guilds.requests", "key": "status"},
    ),
    (
        'Rename the Soundboard Sounds page to "Sounds"',
        {"kind": "set_label", "target": "resource", "resource": "guilds.soundboard-sounds", "label": "Sounds"},
    ),
    (
        "Format the volume of soundboard sounds with 2 decimals",
        {
            "kind": "format_column",
            "resource": "guilds.soundboard-sounds",
            "key": "volume",
            "format": {"style": "number", "decimals": 2},
        },
    ),
    (
        "Make the topic field required in guild channels",
        {"kind": "set_field_state", "resource": "guilds.channels", "name": "topic", "state": "required"},
    ),
    (
        "Hide the nsfw field in the channel create form",
        {"kind": "set_field_state", "resource": "guilds.channels", "name": "nsfw", "form": "create", "state": "hidden"},
    ),
    (
        "Move the name column of webhooks first",
        {"kind": "move_column", "resource": "channels.webhooks", "key": "name", "position": 0},
    ),
    (
        'Rename the nick column of members to "Nickname"',
        {"kind": "set_label", "target": "column", "resource": "guilds.members", "key": "nick", "label": "Nickname"},
    ),
    (
        "Show the reactions in the message detail view",
        # reactions have no list of their own in Discord's API: the message's `reactions` array
        {"kind": "add_sub_table", "resource": "channels.messages", "source": "reactions"},
    ),
    ("switch to night mode", {"kind": "set_theme", "theme": "dark"}),
    ("put the navigation in tabs at the top", {"kind": "set_layout", "layout": "topnav"}),
    (
        "Show 25 soundboard sounds per page",
        {"kind": "set_page_size", "resource": "guilds.soundboard-sounds", "size": 25},
    ),
    (
        "show the join request dates as relative time",
        {"kind": "format_column", "resource": "guilds.requests", "format": {"style": "relative"}},
    ),
]


BOX = [
    (
        "Add a search bar to filter collaborations by role",
        {"kind": "add_search", "resource": "files.collaborations", "fields": ["role"]},
    ),
    (
        "Show file sizes as compact numbers",
        {"kind": "format_column", "resource": "files", "key": "size", "format": {"style": "compact"}},
    ),
    ("Show 100 items per page", {"kind": "set_page_size", "resource": None, "size": 100}),
    ("Sort users by login", {"kind": "sort_by", "resource": "users", "key": "login"}),
    (
        "Format the created at dates of webhooks as relative time",
        {"kind": "format_column", "resource": "webhooks", "key": "created_at", "format": {"style": "relative"}},
    ),
    (
        'Rename the Retention Policies page to "Retention"',
        {"kind": "set_label", "target": "resource", "resource": "retention_policies", "label": "Retention"},
    ),
]


SWAPI = [  # GraphQL: the same requests work on a GraphQL interface
    ("Add a search bar to filter people by name", {"kind": "add_search", "resource": "person", "fields": ["name"]}),
    (
        "Sort films by release date, newest first",
        {"kind": "sort_by", "resource": "film", "key": "releaseDate", "direction": "desc"},
    ),
    (
        "Format release dates as long dates",
        {
            "kind": "format_column",
            "resource": "film",
            "key": "releaseDate",
            "format": {"style": "date", "dateStyle": "long"},
        },
    ),
    ("Add a filter for gender on people", {"kind": "add_filter", "resource": "person", "key": "gender"}),
]


def _matches(edit, expected: dict) -> bool:
    data = edit.model_dump()
    for key, want in expected.items():
        got = data.get(key)
        if isinstance(want, dict):
            if not isinstance(got, dict) or any(got.get(k) != v for k, v in want.items()):
                return False
        elif got != want:
            return False
    return True


def _check(spec, plan, prompt, expected):
    edits = parse_intent(prompt, plan, spec)
    assert any(_matches(e, expected) for e in edits), f"{prompt!r} gave {[e.model_dump() for e in edits]}"
    return apply_edits(plan, edits, spec)


def test_there_are_at_least_forty_distinct_phrasings():
    prompts = [p for p, _ in PETSTORE + DISCORD + BOX + SWAPI]
    assert len(set(prompts)) >= 40


@pytest.mark.parametrize("prompt,expected", PETSTORE, ids=[p for p, _ in PETSTORE])
def test_petstore_request_becomes_its_edit(petstore, prompt, expected):
    spec, plan = petstore
    applied = _check(spec, plan, prompt, expected)
    assert applied.plan.edits[-1].kind == expected["kind"]
    assert applied.outcomes and all(o.description for o in applied.outcomes)


@pytest.mark.parametrize("prompt,expected", DISCORD, ids=[p for p, _ in DISCORD])
def test_discord_request_becomes_its_edit(discord, prompt, expected):
    spec, plan = discord
    _check(spec, plan, prompt, expected)


@pytest.mark.parametrize("prompt,expected", BOX, ids=[p for p, _ in BOX])
def test_box_request_becomes_its_edit(box, prompt, expected):
    spec, plan = box
    _check(spec, plan, prompt, expected)


def test_graphql_requests_become_their_edits_and_the_ui_compiles(swapi, tmp_path):
    spec, plan = swapi
    for prompt, expected in SWAPI:
        plan = _check(spec, plan, prompt, expected).plan
    compile_all({"swapi": render(plan)}, tmp_path)


def test_every_customized_petstore_interface_compiles(petstore, tmp_path):
    spec, plan = petstore
    codes = {f"pet{i}": render(_check(spec, plan, p, e).plan) for i, (p, e) in enumerate(PETSTORE)}
    compile_all(codes, tmp_path)


def test_customized_discord_interfaces_compile(discord, tmp_path):
    spec, plan = discord
    current = plan
    for prompt, _ in DISCORD:  # one interface carrying every change
        edits = parse_intent(prompt, current, spec)
        current = apply_edits(current, edits, spec).plan
    assert len(current.edits) >= len(DISCORD)
    compile_all({"discord": render(current)}, tmp_path)
