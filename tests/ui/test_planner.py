"""The planner: every shared spec becomes a plan that reaches 100 % of its operations, and the
widget rules hold on specs a reader can check."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.plan import UiPlan, reachable_operation_ids
from copilot_cli.ui.planner import build_plan
from tests.spec.shared import SPECS

SPEC_FILES = sorted(p.name for p in SPECS.iterdir() if p.suffix in (".json", ".yaml", ".graphql"))
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml"


@cache
def spec(name: str):
    return load_spec(SPECS / name)


@cache
def plan(name: str) -> UiPlan:
    return build_plan(spec(name))


def fields_of(form) -> dict:
    return {f.name: f for f in form.fields}


@pytest.mark.parametrize("name", SPEC_FILES)
def test_every_operation_of_every_shared_spec_is_reachable_from_the_navigation(name):
    ids = {op.id for op in spec(name).operations}
    reachable = reachable_operation_ids(plan(name))
    assert ids <= reachable, f"unreachable: {sorted(ids - reachable)[:10]}"
    assert len(plan(name).operations) == len(ids)


def test_reachability_counts_only_pages_in_the_navigation():
    p = plan("swagger-petstore_openapi.yaml").model_copy(deep=True)
    for group in p.navigation:
        group.items = [i for i in group.items if i.page not in ("operations", "resource:user")]
    reachable = reachable_operation_ids(p)
    assert "createUser" not in reachable and "addPet" in reachable


@pytest.mark.parametrize("name", SPEC_FILES)
def test_plans_survive_a_json_round_trip(name):
    p = plan(name)
    assert UiPlan.model_validate_json(p.model_dump_json(by_alias=True)) == p


def test_petstore_pet_forms_pick_widgets_from_the_types():
    pet = plan("swagger-petstore_openapi.yaml").resource("pet")
    create = fields_of(pet.create)
    assert create["name"].widget == "text" and create["name"].required
    assert create["photoUrls"].widget == "tags" and create["photoUrls"].required
    assert create["category"].widget == "fieldset"
    assert [f.name for f in create["category"].fields] == ["id", "name"]
    assert create["tags"].widget == "subtable"
    assert create["status"].widget == "radio"
    assert [o.value for o in create["status"].options] == ["available", "pending", "sold"]
    assert create["id"].widget == "integer"


def test_petstore_user_password_is_a_password_input_and_never_a_column():
    user = plan("swagger-petstore_openapi.yaml").resource("user")
    assert fields_of(user.create)["password"].widget == "password"
    assert fields_of(user.create)["email"].widget == "email"
    shown = {c.key for c in user.detail.fields}
    assert "username" in shown


def test_order_dates_use_native_pickers_and_booleans_switches():
    order = plan("swagger-petstore_openapi.yaml").resource("store.order")
    create = fields_of(order.create)
    assert create["shipDate"].widget == "datetime"
    assert create["complete"].widget == "switch"
    assert create["quantity"].widget == "integer"


def test_the_example_petstore_has_full_crud_pagination_filters_search_and_sort():
    res = build_plan(load_spec(EXAMPLE)).resource("pets")
    assert res.list_ and res.detail and res.create and res.edit and res.delete
    pg = res.list_.pagination
    assert (pg.style, pg.pageParam, pg.sizeParam) == ("page", "page", "pageSize")
    assert res.list_.search is not None and res.list_.sort is not None
    assert [f.name for f in res.list_.filters] == ["status"] or "status" in [f.name for f in res.list_.filters]
    assert res.itemParams == {"petId": "id"}
    assert any(a.label == "Adopt" for a in res.detail.actions)


def test_relations_by_name_become_selects_fed_by_the_target_list():
    res = build_plan(load_spec(EXAMPLE)).resource("pets")
    owner = fields_of(res.create).get("ownerId")
    assert owner is not None and owner.widget == "relation"
    assert owner.relation.resource == "owners" and owner.relation.numeric


def test_graphql_operations_get_documents_with_variables_and_bounded_selections():
    p = plan("swapi-graphql_schema.graphql")
    films = p.operation("allFilms")
    assert films.kind == "query"
    assert films.graphql.document.startswith(
        "query AllFilms($after: String, $first: Int, $before: String, $last: Int) "
        "{ allFilms(after: $after, first: $first, before: $before, last: $last) {"
    )
    assert "edges { cursor node { title episodeID" in films.graphql.document
    assert "speciesConnection { totalCount }" in films.graphql.document  # nested data stops at one level
    assert all(len(op.graphql.document) < 1500 for op in p.operations)
    res = next(r for r in p.resources if r.list_ and r.list_.operationId == "allFilms")
    assert res.list_.pagination.style == "relay"
    variables = {f.name: f.gqlType for f in films.params}
    assert variables == {"after": "String", "first": "Int", "before": "String", "last": "Int"}


def test_unions_of_objects_become_variant_switches():
    p = plan("box_openapi.json")
    variants = [f for op in p.operations if op.body for f in op.body.fields if f.widget == "variant"]
    assert variants, "Box's AI bodies take one of several agent objects"
    assert all(len(v.variants) >= 2 and all(arm.fields for arm in v.variants) for v in variants)


def test_maps_become_key_value_editors_and_binary_bodies_file_inputs():
    ops = {op.id: op for op in plan("swagger-petstore_openapi.yaml").operations}
    assert ops["uploadFile"].body.mode == "binary"
    moby = plan("moby_swagger.yaml")
    widgets = {f.widget for op in moby.operations if op.body for f in op.body.fields for f in [f, *f.fields]}
    assert "keyvalue" in widgets


def test_options_are_passed_through_to_the_app():
    p = build_plan(spec("oai-v3.0_petstore.yaml"), theme="dark", layout="topnav", include_auth=False, pagination=False)
    assert (p.app.theme, p.app.layout, p.app.includeAuth, p.app.pagination) == ("dark", "topnav", False, False)
    assert p.app.baseUrl == "http://petstore.swagger.io/v1"


def test_a_list_of_objects_past_the_form_depth_is_a_json_field_that_says_it_is_a_list():
    """hubapi's `inputFields[].typeDefinition.options` (an array of Option objects, past the
    fieldset depth): the JSON box shows "[ ]", so neither a person nor the task runner types `{}`."""
    from copilot_cli.spec import normalize_document

    option = {"type": "object", "properties": {"label": {"type": "string"}, "value": {"type": "string"}}}
    deep = {"type": "object", "required": ["options"], "properties": {"options": {"type": "array", "items": option}}}
    body = {"type": "object", "properties": {"outer": {"type": "object", "properties": {"inner": deep}}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Forms", "version": "1"},
        "paths": {
            "/things": {
                "get": {
                    "operationId": "listThings",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"type": "array", "items": body}}},
                        }
                    },
                },
                "post": {
                    "operationId": "createThing",
                    "requestBody": {"content": {"application/json": {"schema": body}}},
                    "responses": {"201": {"description": "created"}},
                },
            }
        },
    }
    create = next(r for r in build_plan(normalize_document(doc)).resources if r.create).create
    options = fields_of(create)["outer"].fields[0].fields[0]
    assert (options.name, options.widget, options.placeholder) == ("options", "json", "[ ]")
