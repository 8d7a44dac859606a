"""Every real spec in tests/specs normalizes, with the operation counts SOURCES.md states,
and the specific things a reader would check by hand come through."""

from __future__ import annotations

import json

import pytest

from tests.spec.shared import expected_counts, loaded, problems, spec_files


@pytest.mark.parametrize("name", spec_files())
def test_every_shared_spec_normalizes_with_the_documented_operation_count(name):
    spec = loaded(name)
    expected = expected_counts()[name]
    if spec.source.kind == "graphql":
        counts = {
            kind: sum(1 for op in spec.operations if op.kind == kind) for kind in ("query", "mutation", "subscription")
        }
        assert counts == expected
    else:
        assert len(spec.operations) == expected["operations"]
        assert len(spec.webhooks) == expected["webhooks"]
    assert spec.source.title and spec.source.hash.startswith("sha256:")
    assert len({op.id for op in spec.operations}) == len(spec.operations), "operation ids are unique"


@pytest.mark.parametrize("name", spec_files())
def test_every_reference_points_at_a_type_that_exists(name):
    wire = loaded(name).to_wire()
    missing = set()

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("ref"), str) and node["ref"] not in wire["types"]:
                missing.add(node["ref"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(wire)
    assert not missing


def test_petstore_pets_is_a_resource_with_list_get_and_create():
    spec = loaded("oai-v3.0_petstore.yaml")
    pets = spec.resource("pets")
    assert pets is not None
    assert (pets.collection_path, pets.item_path, pets.type_name) == ("/pets", "/pets/{petId}", "Pet")
    assert (pets.operations.list, pets.operations.get, pets.operations.create) == (
        "listPets",
        "showPetById",
        "createPets",
    )
    assert (pets.id_param, pets.id_field, pets.display_field) == ("petId", "id", "name")
    assert pets.pagination.size_param == "limit" and pets.pagination.items_path == ""
    assert pets.pagination.style == "link" and pets.pagination.next_header == "x-next"
    assert spec.operation("listPets").role == "list" and spec.operation("listPets").resource == "pets"


def test_swagger2_body_and_form_data_parameters_become_request_bodies():
    spec = loaded("swagger-js_petstore.json")
    add = spec.operation("addPet")
    assert set(add.request_body.content) == {"application/json", "application/xml"}
    assert add.request_body.content["application/json"].schema_.ref == "Pet"
    assert all(p.location != "body" for op in spec.operations for p in op.parameters)
    form = spec.operation("updatePetWithForm").request_body.content["application/x-www-form-urlencoded"].schema_
    assert list(form.properties) == ["name", "status"]
    upload = spec.operation("uploadFile").request_body.content["multipart/form-data"].schema_
    assert upload.properties["file"].kind == "file"
    assert [s.url for s in spec.servers] == ["http://petstore.swagger.io/v2"]
    assert spec.auth.schemes["petstore_auth"].flows[0].type == "implicit"
    assert spec.auth.schemes["api_key"].location == "header"
    find = spec.operation("findPetsByStatus").parameters[0]
    assert (find.style, find.explode) == ("form", True), "collectionFormat multi"
    assert spec.operation("findPetsByTags").deprecated


def test_discord_self_recursive_error_details_is_a_reference_not_an_expansion():
    details = loaded("discord_openapi.json").types["ErrorDetails"]
    assert details.kind == "union"
    assert details.variants[0].kind == "map"
    assert details.variants[0].additional_properties.ref == "ErrorDetails"


def test_xero_circular_groups_are_references_both_ways():
    types = loaded("xero-openapi_xero_accounting.yaml").types
    assert types["Contact"].properties["ContactGroups"].items.ref == "ContactGroup"
    assert types["ContactGroup"].properties["Contacts"].items.ref == "Contact"
    assert types["Invoice"].properties["CreditNotes"].items.ref == "CreditNote"
    assert types["CreditNote"].properties["Allocations"].items.ref == "Allocation"


def test_discord_nested_resources_have_parents():
    spec = loaded("discord_openapi.json")
    messages = spec.resource("channels.messages")
    assert messages.parent == "channels" and messages.parent_params == ["channel_id"]
    assert messages.operations.list and messages.operations.get and messages.operations.create
    assert messages.id_param == "message_id"
    roles = spec.resource("guilds.members.roles")
    assert roles.parent == "guilds.members" and roles.parent_params == ["guild_id", "user_id"]
    assert messages.pagination.style == "cursor" and messages.pagination.size_param == "limit"


def test_discord_one_of_and_discriminators_come_through():
    spec = loaded("discord_openapi.json")
    wire = json.dumps(spec.to_wire()["types"])
    assert wire.count('"discriminator"') >= 3
    assert any(t.kind == "union" for t in spec.types.values())
    # Discord writes its enums the 3.1 way, a oneOf of titled consts: those are enums, not unions
    assert sum(1 for t in spec.types.values() if t.kind == "enum") > 80
    nullable_refs = [p for t in spec.types.values() for p in (t.properties or {}).values() if p.ref and p.nullable]
    assert nullable_refs, "oneOf [null, $ref] and type arrays with null fold into nullable"


def test_box_all_of_wrappers_and_merges_come_through():
    spec = loaded("box_openapi.json")
    merged = [t for t in spec.types.values() if t.all_of]
    assert merged and all(t.properties for t in merged if t.kind == "object")
    base = merged[0].all_of[0]
    assert (
        set(spec.types[base].properties or {}) <= set(merged[0].properties or {}) or spec.types[base].kind != "object"
    )
    assert any(t.kind == "union" and t.union_mode == "oneOf" for t in spec.types.values())
    assert spec.auth.schemes["OAuth2Security"].type == "oauth2"


def test_swapi_connections_become_relay_cursor_pagination():
    spec = loaded("swapi-graphql_schema.graphql")
    films = spec.resource("film")
    assert (films.operations.list, films.operations.get, films.type_name) == ("allFilms", "film", "Film")
    page = films.pagination
    assert (page.style, page.cursor_param, page.size_param, page.items_path) == (
        "relay",
        "after",
        "first",
        "edges.node",
    )
    assert (page.next_path, page.has_next_path, page.total_path) == (
        "pageInfo.endCursor",
        "pageInfo.hasNextPage",
        "totalCount",
    )
    assert any(r.field == "characterConnection" and r.target_type == "Person" and r.many for r in films.relations)


def test_shopify_introspection_matches_what_its_sdl_gives():
    from graphql import build_client_schema, print_schema

    from copilot_cli.spec import load_spec
    from tests.spec.shared import spec_path

    doc = json.loads(spec_path("shopify-hydrogen_storefront.schema.json").read_text())
    sdl = print_schema(build_client_schema(doc))
    from_sdl, from_json = load_spec(sdl).to_wire(), loaded("shopify-hydrogen_storefront.schema.json").to_wire()
    for key in ("types", "operations", "resources"):
        assert from_sdl[key] == from_json[key], key


def test_openapi31_webhook_example_has_no_operations_and_one_webhook():
    spec = loaded("oai-v3.1_webhook-example.yaml")
    assert spec.operations == [] and len(spec.webhooks) == 1
    hook = spec.webhooks[0]
    assert (hook.kind, hook.path, hook.method) == ("webhook", "newPet", "POST")
    assert hook.request_body.content["application/json"].schema_.ref == "Pet"


def test_tictactoe_has_all_five_security_scheme_kinds():
    spec = loaded("oai-v3.1_tictactoe.yaml")
    kinds = sorted((s.type, s.scheme or "") for s in spec.auth.schemes.values())
    assert ("apiKey", "") in kinds and ("http", "basic") in kinds and ("http", "bearer") in kinds
    assert sum(1 for s in spec.auth.schemes.values() if s.type == "oauth2") == 2
    assert any(not op.security_inherited for op in spec.operations)


def test_petstore31_null_ref_quirk_is_a_diagnostic_not_a_failure():
    spec = loaded("swagger-petstore-v31_petstore.yaml")
    assert [d.code for d in problems(spec)] == ["unresolved-ref"]
    assert "quote" in problems(spec)[0].message
    assert any(s.type == "mutualTLS" for s in spec.auth.schemes.values())


def test_moby_swagger_nullable_and_non_json_media_types():
    spec = loaded("moby_swagger.yaml")
    assert any(t.nullable or any(p.nullable for p in (t.properties or {}).values()) for t in spec.types.values())
    medias = {m for op in spec.operations if op.request_body for m in op.request_body.content}
    assert "application/x-tar" in medias


def test_every_resource_is_explained_by_an_info_diagnostic():
    spec = loaded("swagger-petstore_openapi.yaml")
    explained = [d.message for d in spec.diagnostics if d.code == "resource"]
    assert len(explained) == len(spec.resources)
    assert any(
        m.startswith("resource pet of Pet: list findPetsByStatus, get getPetById, create addPet") for m in explained
    )


def test_callbacks_are_reported_as_not_modeled():
    spec = loaded("oai-v3.1_tictactoe.yaml")
    assert any(d.code == "callbacks-not-modeled" for d in spec.diagnostics)
