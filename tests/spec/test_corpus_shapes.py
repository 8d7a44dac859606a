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


def item_param(name: str) -> dict:
    return {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}


CALL = {"type": "object", "properties": {"sid": {"type": "string"}, "to": {"type": "string"}}}


def test_format_suffixes_do_not_split_a_collection_from_its_item():
    # twilio.com v2010: `/Calls.json` and `/Calls/{Sid}.json`; jumpseller: `/categories.json`
    spec = normalize_document(
        doc(
            {
                "/2010-04-01/Accounts/{AccountSid}/Calls.json": {
                    "parameters": [item_param("AccountSid")],
                    "get": {
                        "operationId": "ListCall",
                        "responses": ok({"type": "object", "properties": {"calls": {"type": "array", "items": CALL}}}),
                    },
                    "post": {"operationId": "CreateCall", "responses": ok(CALL)},
                },
                "/2010-04-01/Accounts/{AccountSid}/Calls/{Sid}.json": {
                    "parameters": [item_param("AccountSid"), item_param("Sid")],
                    "get": {"operationId": "FetchCall", "responses": ok(CALL)},
                    "delete": {"operationId": "DeleteCall", "responses": {"204": {"description": "gone"}}},
                },
                "/categories.json": {
                    "get": {"operationId": "GetCategories", "responses": ok({"type": "array", "items": CALL})}
                },
                "/categories/{id}.json": {
                    "parameters": [item_param("id")],
                    "get": {"operationId": "GetCategory", "responses": ok(CALL)},
                },
            }
        )
    )
    calls = next(r for r in spec.resources if r.operations.list == "ListCall")
    assert (calls.operations.get, calls.operations.delete, calls.operations.create) == (
        "FetchCall",
        "DeleteCall",
        "CreateCall",
    )
    assert calls.id_param == "Sid" and calls.label == "Calls"
    categories = next(r for r in spec.resources if r.operations.list == "GetCategories")
    assert categories.operations.get == "GetCategory" and categories.label == "Categories"


def test_rpc_style_and_custom_method_paths_get_the_nouns_a_person_would_write():
    # amazonaws.com: `/#X-Amz-Target=DynamoDB_20120810.BatchGetItem`; googleapis.com: `/v1/{name}:upgrade`
    spec = normalize_document(
        doc(
            {
                "/#X-Amz-Target=DynamoDB_20120810.BatchGetItem": {
                    "post": {"operationId": "BatchGetItem", "responses": {"200": {"description": "ok"}}}
                },
                "/v1/{name}": {
                    "parameters": [item_param("name")],
                    "get": {"operationId": "getInstance", "responses": ok(CALL)},
                },
                "/v1/{name}:upgrade": {
                    "parameters": [item_param("name")],
                    "post": {"operationId": "upgradeInstance", "responses": {"200": {"description": "ok"}}},
                },
            }
        )
    )
    labels = {r.label for r in spec.resources}
    actions = {a.name for r in spec.resources for a in r.operations.actions}
    assert "Batch Get Item" in labels
    assert not any("#" in x or x.startswith("{") or x.endswith(".json") for x in labels | actions)
    assert "upgrade" in actions or "Upgrade" in labels


def test_post_with_a_body_on_the_item_path_is_the_update_when_there_is_no_put_or_patch():
    # stripe.com: `POST /v1/accounts/{account}` updates the account
    body = {"content": {"application/x-www-form-urlencoded": {"schema": CALL}}}
    spec = normalize_document(
        doc(
            {
                "/v1/accounts": {
                    "get": {"operationId": "GetAccounts", "responses": ok({"type": "array", "items": CALL})},
                    "post": {"operationId": "PostAccounts", "requestBody": body, "responses": ok(CALL)},
                },
                "/v1/accounts/{account}": {
                    "parameters": [item_param("account")],
                    "get": {"operationId": "GetAccountsAccount", "responses": ok(CALL)},
                    "post": {"operationId": "PostAccountsAccount", "requestBody": body, "responses": ok(CALL)},
                    "delete": {"operationId": "DeleteAccountsAccount", "responses": ok(CALL)},
                },
                "/v1/accounts/{account}/reject": {
                    "parameters": [item_param("account")],
                    "post": {"operationId": "PostAccountsAccountReject", "requestBody": body, "responses": ok(CALL)},
                },
            }
        )
    )
    accounts = spec.resource("accounts")
    assert accounts.operations.update == "PostAccountsAccount"
    assert [a.name for a in accounts.operations.actions] == ["reject"]


def listing(params: list[dict], response: dict) -> dict:
    return {"get": {"operationId": "list", "parameters": params, "responses": ok(response)}}


def q(name: str, kind: str) -> dict:
    return {"name": name, "in": "query", "schema": {"type": kind}}


def test_a_string_offset_is_a_token_the_api_hands_back_not_a_number_to_count_up():
    # asana.com: `offset` is a string token; `next_page: {offset, path, uri}` carries the next one
    response = {
        "type": "object",
        "properties": {
            "data": {"type": "array", "items": CALL},
            "next_page": {
                "type": "object",
                "properties": {"offset": {"type": "string"}, "path": {"type": "string"}, "uri": {"type": "string"}},
            },
        },
    }
    spec = normalize_document(doc({"/tasks": listing([q("limit", "integer"), q("offset", "string")], response)}))
    paging = spec.resources[0].pagination
    assert (paging.style, paging.cursor_param, paging.next_path, paging.size_param) == (
        "cursor",
        "offset",
        "next_page.offset",
        "limit",
    )


def test_a_string_offset_without_a_declared_next_token_is_still_a_cursor():
    spec = normalize_document(
        doc({"/tasks": listing([q("offset", "string")], {"type": "object", "properties": {"data": {"type": "array"}}})})
    )
    assert spec.resources[0].pagination.style == "cursor"


def test_a_numeric_page_declared_as_a_string_keeps_page_paging_and_current_page_is_a_page():
    # api.video: `currentPage` + `pageSize`
    spec = normalize_document(
        doc(
            {
                "/videos": listing(
                    [q("currentPage", "integer"), q("pageSize", "integer")], {"type": "array", "items": CALL}
                )
            }
        )
    )
    paging = spec.resources[0].pagination
    assert (paging.style, paging.page_param, paging.size_param) == ("page", "currentPage", "pageSize")


def test_a_segment_with_no_word_in_it_gives_no_label():
    # adobe.com/aem (Sling selectors): `/crx/packmgr/service/.json/{path}`, `/crx/server/crx.default/jcr:root/.1.json`
    spec = normalize_document(
        doc(
            {
                "/crx/packmgr/service/.json/{path}": {
                    "parameters": [item_param("path")],
                    "post": {"operationId": "postPackageServiceJson", "responses": {"200": {"description": "ok"}}},
                },
                "/crx/server/crx.default/jcr:root/.1.json": {
                    "get": {"operationId": "getCrxdeStatus", "responses": ok(CALL)}
                },
            }
        )
    )
    labels = [r.label for r in spec.resources] + [a.name for r in spec.resources for a in r.operations.actions]
    assert labels and not any(x.startswith((".", "{")) or x.lower().endswith(".json") for x in labels), labels


def test_lookups_by_id_follow_the_lists_they_index():
    # planning Microsoft Graph (11,422 operations) looked ids up in lists 10^5 times: now indexed
    spec = normalize_document(
        doc(
            {
                "/a": {"get": {"operationId": "same", "responses": ok(CALL)}},
                "/b": {"get": {"operationId": "other", "responses": ok(CALL)}},
            }
        )
    )
    assert spec.operation("same").path == "/a" and spec.operation("missing") is None
    assert spec.resource("a").operations.get == "same"
    trimmed = spec.model_copy(update={"operations": spec.operations[1:]})
    assert trimmed.operation("same") is None and trimmed.operation("other").path == "/b"
    assert spec.operation("same").path == "/a"


def test_post_with_a_body_on_a_singleton_is_its_update():
    # stripe.com: GET and POST /v1/customers/{customer}/cash_balance (one object, nothing below it)
    body = {"content": {"application/x-www-form-urlencoded": {"schema": CALL}}}
    spec = normalize_document(
        doc(
            {
                "/v1/customers/{customer}/cash_balance": {
                    "parameters": [item_param("customer")],
                    "get": {"operationId": "GetCashBalance", "responses": ok(CALL)},
                    "post": {"operationId": "PostCashBalance", "requestBody": body, "responses": ok(CALL)},
                }
            }
        )
    )
    balance = next(r for r in spec.resources if r.operations.get == "GetCashBalance")
    assert (balance.operations.update, balance.operations.create) == ("PostCashBalance", None)
    assert balance.collection_path is None
