"""Filling a grouped resource: the item type, id and fields of a resource whose get answers its
item inside a wrapper (AWS's `{"experimentTemplate": {…}}`, shop-pro's `{"inline_script_tag": {…}}`)
are the item's, not the wrapper's."""

from __future__ import annotations

from typing import Any

from copilot_cli.spec import normalize_document


def wrapped_doc(named: bool) -> dict[str, Any]:
    """An API whose list answers summaries and whose get, create and update answer
    `{"template": item}`: the item a named type merged through `allOf: [$ref, {description}]` (as
    AWS writes it) or an anonymous object (as shop-pro does)."""
    full = {
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "description": {"type": "string"},
            "roleArn": {"type": "string"},
            "creationTime": {"type": "string", "format": "date-time"},
        },
    }
    summary = {"type": "object", "properties": {"id": {"type": "string"}, "creationTime": {"type": "string"}}}
    item = {"allOf": [{"$ref": "#/components/schemas/Template"}, {"description": "The template."}]} if named else full
    wrapper = {"type": "object", "properties": {"template": item}}
    body = {"type": "object", "properties": {"description": {"type": "string"}, "roleArn": {"type": "string"}}}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    json_body = {"required": True, "content": {"application/json": {"schema": body}}}
    id_param = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
    listing = {"type": "object", "properties": {"templates": {"type": "array", "items": summary}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/templates": {
                "get": {"operationId": "ListTemplates", "responses": ok(listing)},
                "post": {"operationId": "CreateTemplate", "requestBody": json_body, "responses": ok(wrapper)},
            },
            "/templates/{id}": {
                "get": {"operationId": "GetTemplate", "parameters": id_param, "responses": ok(wrapper)},
                "patch": {
                    "operationId": "UpdateTemplate",
                    "parameters": id_param,
                    "requestBody": json_body,
                    "responses": ok(wrapper),
                },
                "delete": {"operationId": "DeleteTemplate", "parameters": id_param, "responses": ok(wrapper)},
            },
        },
        "components": {"schemas": {"Template": full}},
    }


def test_a_get_wrapping_a_named_item_gives_the_item_type_not_the_wrapper():
    spec = normalize_document(wrapped_doc(named=True))
    res = next(r for r in spec.resources if r.name == "templates")
    assert res.type_name == "Template"
    assert res.id_field == "id"
    assert res.fields.read == ["id", "description", "roleArn", "creationTime"]
    assert any("wraps the item in `template`" in e for e in res.evidence)


def test_a_get_wrapping_an_anonymous_item_reads_the_items_id_and_fields():
    spec = normalize_document(wrapped_doc(named=False))
    res = next(r for r in spec.resources if r.name == "templates")
    assert res.id_field == "id"
    assert res.fields.read == ["id", "description", "roleArn", "creationTime"]


def test_an_item_with_an_object_field_of_its_own_is_not_read_as_a_wrapper():
    # an item lacking an id field, with one object holding an id (its owner), is still the item
    doc = wrapped_doc(named=False)
    owner = {"type": "object", "properties": {"id": {"type": "string"}}}
    shape = {"type": "object", "properties": {"title": {"type": "string"}, "owner": owner}}
    doc["paths"]["/templates/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["schema"] = shape
    spec = normalize_document(doc)
    res = next(r for r in spec.resources if r.name == "templates")
    assert res.fields.read == ["title", "owner"]


def test_a_get_answering_the_lists_own_row_type_is_the_item_though_a_part_is_named_like_it():
    # DocuSign: list and get answer notaryJurisdiction {county, jurisdiction: {jurisdictionId, county}}
    # at /jurisdictions/{jurisdictionId}: the item is the row, its id one object down; the read keeps
    # no item in `jurisdiction` (the detail showed that part's county, never the one typed)
    part = {"type": "object", "properties": {"partId": {"type": "string"}, "county": {"type": "string"}}}
    row = {
        "type": "object",
        "properties": {"county": {"type": "string"}, "part": {"$ref": "#/components/schemas/part"}},
    }
    ref = {"$ref": "#/components/schemas/Row"}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    listing = {"type": "object", "properties": {"parts": {"type": "array", "items": ref}}}
    id_param = [{"name": "partId", "in": "path", "required": True, "schema": {"type": "string"}}]
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "components": {"schemas": {"Row": row, "part": part}},
        "paths": {
            "/parts": {"get": {"operationId": "list", "responses": ok(listing)}},
            "/parts/{partId}": {"get": {"operationId": "get", "parameters": id_param, "responses": ok(ref)}},
        },
    }
    spec = normalize_document(doc)
    res = next(r for r in spec.resources if r.name == "parts")
    assert (res.type_name, res.id_field, res.fields.read) == ("Row", "part.partId", ["county", "part"])
    assert spec.operation("get").response_envelope is None


def test_a_get_answering_a_type_that_shares_nothing_with_the_lists_item_does_not_make_the_type():
    # onsched's GET /email/templates/{templateName} answers a .NET ContentResult {content, contentType,
    # statusCode}; the list's items are EmailTemplateViewModel {name, description}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731
    name = [{"name": "templateName", "in": "path", "required": True, "schema": {"type": "string"}}]
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/templates": {"get": {"operationId": "list", "responses": ok({"type": "array", "items": ref("View")})}},
            "/templates/{templateName}": {
                "get": {"operationId": "get", "parameters": name, "responses": ok(ref("CR"))}
            },
        },
        "components": {
            "schemas": {
                "View": {
                    "type": "object",
                    "properties": {"name": {"type": "string"}, "description": {"type": "string"}},
                },
                "CR": {
                    "type": "object",
                    "properties": {"content": {"type": "string"}, "statusCode": {"type": "integer"}},
                },
            }
        },
    }
    res = next(r for r in normalize_document(doc).resources if r.name == "templates")
    assert (res.type_name, res.id_field) == ("View", "name")


def badges_doc() -> dict[str, Any]:
    """Discourse's admin badges: the list answers `{badges, badge_types, badge_groupings}` (three
    arrays of objects), the create `{badge: {…}, badge_types}`; a badge has no get of its own."""
    obj = lambda **props: {"type": "object", "properties": props}  # noqa: E731
    badge = obj(id={"type": "integer"}, name={"type": "string"}, badge_type_id={"type": "integer"})
    kind = obj(id={"type": "integer"}, name={"type": "string"}, sort_order={"type": "integer"})
    listing = obj(
        badges={"type": "array", "items": badge},
        badge_types={"type": "array", "items": kind},
        badge_groupings={"type": "array", "items": kind},
    )
    created = obj(badge=badge, badge_types={"type": "array", "items": kind})
    body = obj(name={"type": "string"}, badge_type_id={"type": "integer"})
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    id_param = [{"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}]
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/admin/badges.json": {
                "get": {"operationId": "adminListBadges", "responses": ok(listing)},
                "post": {
                    "operationId": "createBadge",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
                    "responses": ok(created),
                },
            },
            "/admin/badges/{id}.json": {
                "put": {
                    "operationId": "updateBadge",
                    "parameters": id_param,
                    "requestBody": {"content": {"application/json": {"schema": body}}},
                    "responses": ok(created),
                },
                "delete": {"operationId": "deleteBadge", "parameters": id_param, "responses": ok(obj())},
            },
        },
    }


def test_of_several_arrays_in_a_list_the_one_named_like_the_resource_holds_its_items():
    spec = normalize_document(badges_doc())
    res = next(r for r in spec.resources if r.operations.create == "createBadge")
    assert res.pagination.items_path == "badges"
    assert res.id_field == "id" and res.display_field == "name"


def test_an_id_parameter_names_the_items_field_in_another_case():
    from tests.mock.test_read_back import services_doc

    spec = normalize_document(services_doc())  # `{serviceId}` in the path, `service_id` in the item
    assert next(r for r in spec.resources if r.name == "services").id_field == "service_id"


def post_list_doc(word: str) -> dict[str, Any]:
    """Prefect's shape: no GET lists the things; `POST /things/<word>` takes `{offset, limit}` in
    its JSON body and answers a bare array of the items the item GET returns."""
    thing = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    paging = {
        "type": "object",
        "properties": {"offset": {"type": "integer"}, "limit": {"type": "integer"}, "sort": {"type": "string"}},
    }
    body = {"content": {"application/json": {"schema": paging}}}
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "components": {"schemas": {"Thing": thing}},
        "paths": {
            "/things/": {
                "post": {
                    "operationId": "create",
                    "requestBody": body,
                    "responses": ok({"$ref": "#/components/schemas/Thing"}),
                }
            },
            "/things/{id}": {
                "get": {
                    "operationId": "read",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": ok({"$ref": "#/components/schemas/Thing"}),
                }
            },
            f"/things/{word}": {
                "post": {
                    "operationId": f"{word}_things",
                    "requestBody": body,
                    "responses": ok({"type": "array", "items": {"$ref": "#/components/schemas/Thing"}}),
                }
            },
        },
    }


def test_a_post_named_filter_that_returns_the_items_is_the_list_paged_in_its_body():
    spec = normalize_document(post_list_doc("filter"))
    things = next(r for r in spec.resources if r.name == "things")
    assert things.operations.list == "filter_things"
    assert (things.pagination.style, things.pagination.offset_param, things.pagination.size_param) == (
        "offset",
        "offset",
        "limit",
    )
    assert "paging in the JSON body of the POST" in things.pagination.evidence


def test_a_post_that_is_not_named_for_reading_stays_an_action():
    spec = normalize_document(post_list_doc("import"))
    things = next(r for r in spec.resources if r.name == "things")
    assert things.operations.list is None
    assert [a.operation_id for a in things.operations.actions] == ["import_things"]
