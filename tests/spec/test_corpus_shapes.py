"""Shapes from the public API corpus (benchmarks/corpus.py) that the normalizer once got wrong,
each as a minimal fragment of the real spec it came from."""

from __future__ import annotations

from copilot_cli.spec import normalize_document


def ok(schema: dict) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def doc(paths: dict, schemas: dict | None = None) -> dict:
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": paths,
        "components": {"schemas": schemas or {}},
    }


def kinds(spec, op_id: str) -> dict[str, str]:
    op = spec.operation(op_id)
    return {p.name: p.schema_.kind for p in op.parameters}


def test_an_operation_on_the_root_path_becomes_an_action_not_a_crash():
    # apidapp.com: `/` has only OPTIONS (and an API-gateway extension) beside real resources
    spec = normalize_document(
        doc(
            {
                "/": {"options": {"operationId": "rootOptions", "responses": {"200": {"description": "ok"}}}},
                "/account": {"post": {"operationId": "createAccount", "responses": {"200": {"description": "ok"}}}},
                "/account/{id}": {
                    "get": {
                        "operationId": "getAccount",
                        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                        "responses": ok({"type": "object", "properties": {"id": {"type": "string"}}}),
                    }
                },
            }
        )
    )
    assert spec.operation("rootOptions").resource is not None or any(
        d.code == "path-not-in-resource" for d in spec.diagnostics
    )
    assert spec.resource("account").operations.get == "getAccount"


def test_path_level_parameters_keep_their_own_types_and_do_not_overwrite_the_operations():
    # rawg.io: a path-level `game_pk` (string) used to hand its schema to the operation's
    # first parameter `page` (integer), which then lost its pagination
    spec = normalize_document(
        doc(
            {
                "/games/{game_pk}/additions": {
                    "parameters": [{"name": "game_pk", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "get": {
                        "operationId": "games_additions_list",
                        "parameters": [
                            {"name": "page", "in": "query", "schema": {"type": "integer"}},
                            {"name": "page_size", "in": "query", "schema": {"type": "integer"}},
                        ],
                        "responses": ok(
                            {
                                "type": "object",
                                "properties": {
                                    "count": {"type": "integer"},
                                    "next": {"type": "string", "nullable": True},
                                    "results": {"type": "array", "items": {"$ref": "#/components/schemas/Game"}},
                                },
                            }
                        ),
                    },
                }
            },
            {"Game": {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}},
        )
    )
    assert kinds(spec, "games_additions_list") == {"game_pk": "string", "page": "integer", "page_size": "integer"}
    assert spec.resources[0].pagination.style == "page"


def test_an_operation_level_parameter_overrides_the_path_level_one_of_the_same_name_and_place():
    # kubernetes.io: path-level `pretty` (string) and the operation's own boolean `watch`
    spec = normalize_document(
        doc(
            {
                "/api/v1/namespaces/{namespace}/pods": {
                    "parameters": [
                        {"name": "namespace", "in": "path", "required": True, "schema": {"type": "string"}},
                        {"name": "pretty", "in": "query", "schema": {"type": "string"}},
                        {"name": "limit", "in": "query", "schema": {"type": "string"}},
                    ],
                    "get": {
                        "operationId": "listPods",
                        "parameters": [
                            {"name": "allowWatchBookmarks", "in": "query", "schema": {"type": "boolean"}},
                            {"name": "limit", "in": "query", "schema": {"type": "integer"}},
                        ],
                        "responses": ok({"type": "array", "items": {"type": "object"}}),
                    },
                }
            }
        )
    )
    assert kinds(spec, "listPods") == {
        "namespace": "string",
        "pretty": "string",
        "limit": "integer",
        "allowWatchBookmarks": "boolean",
    }


def test_swagger_path_level_parameters_are_reported_at_the_path_item():
    spec = normalize_document(
        {
            "swagger": "2.0",
            "info": {"title": "t", "version": "1"},
            "paths": {
                "/pets/{id}": {
                    "parameters": [{"name": "id", "in": "path", "required": True, "type": "string"}],
                    "get": {
                        "operationId": "getPet",
                        "parameters": [{"name": "verbose", "in": "query", "type": "boolean"}],
                        "responses": {"200": {"description": "ok"}},
                    },
                }
            },
        }
    )
    assert kinds(spec, "getPet") == {"id": "string", "verbose": "boolean"}
