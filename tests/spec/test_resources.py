"""Resource heuristics on small hand-written specs: grouping, nesting, actions, roles, field
sets, pagination styles, sort/filter/search and relations, each with its evidence."""

from __future__ import annotations

from copilot_cli.spec import normalize_document


def ok(schema: dict) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def query(name: str, kind: str = "string") -> dict:
    return {"name": name, "in": "query", "schema": {"type": kind}}


def path_param(name: str) -> dict:
    return {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}


BLOG = {
    "openapi": "3.0.3",
    "info": {"title": "Blog", "version": "1"},
    "paths": {
        "/api/v1/posts": {
            "get": {
                "operationId": "listPosts",
                "parameters": [
                    query("page", "integer"),
                    query("per_page", "integer"),
                    query("sort"),
                    query("q"),
                    query("status"),
                ],
                "responses": ok(
                    {
                        "type": "object",
                        "properties": {
                            "data": {"type": "array", "items": ref("Post")},
                            "meta": {"type": "object", "properties": {"total": {"type": "integer"}}},
                        },
                    }
                ),
            },
            "post": {
                "operationId": "createPost",
                "requestBody": {"content": {"application/json": {"schema": ref("PostInput")}}},
                "responses": ok(ref("Post")),
            },
        },
        "/api/v1/posts/{postId}": {
            "parameters": [path_param("postId")],
            "get": {"operationId": "getPost", "responses": ok(ref("Post"))},
            "patch": {
                "operationId": "patchPost",
                "requestBody": {"content": {"application/json": {"schema": ref("PostInput")}}},
                "responses": ok(ref("Post")),
            },
            "delete": {"operationId": "deletePost", "responses": {"204": {"description": "gone"}}},
        },
        "/api/v1/posts/{postId}/archive": {
            "parameters": [path_param("postId")],
            "post": {"operationId": "archivePost", "responses": ok(ref("Post"))},
        },
        "/api/v1/posts/{postId}/comments": {
            "parameters": [path_param("postId")],
            "get": {
                "operationId": "listComments",
                "parameters": [query("cursor"), query("limit", "integer")],
                "responses": ok(
                    {
                        "type": "object",
                        "properties": {
                            "items": {"type": "array", "items": ref("Comment")},
                            "next_cursor": {"type": "string"},
                        },
                    }
                ),
            },
            "post": {
                "operationId": "createComment",
                "requestBody": {"content": {"application/json": {"schema": ref("Comment")}}},
                "responses": ok(ref("Comment")),
            },
        },
        "/api/v1/authors": {
            "get": {
                "operationId": "listAuthors",
                "parameters": [query("offset", "integer"), query("limit", "integer")],
                "responses": ok({"type": "array", "items": ref("Author")}),
            }
        },
        "/api/v1/health": {
            "get": {
                "operationId": "health",
                "responses": ok({"type": "object", "properties": {"ok": {"type": "boolean"}}}),
            }
        },
    },
    "components": {
        "schemas": {
            "Post": {
                "type": "object",
                "required": ["title"],
                "properties": {
                    "id": {"type": "string", "readOnly": True},
                    "title": {"type": "string"},
                    "body": {"type": "string"},
                    "authorId": {"type": "string"},
                    "secret": {"type": "string", "writeOnly": True},
                    "comments": {"type": "array", "items": ref("Comment")},
                },
            },
            "PostInput": {
                "type": "object",
                "required": ["title"],
                "properties": {
                    "title": {"type": "string"},
                    "body": {"type": "string"},
                    "authorId": {"type": "string"},
                    "secret": {"type": "string"},
                },
            },
            "Comment": {
                "type": "object",
                "properties": {"id": {"type": "integer", "readOnly": True}, "text": {"type": "string"}},
            },
            "Author": {"type": "object", "properties": {"id": {"type": "string"}, "displayName": {"type": "string"}}},
        }
    },
}


def test_collection_and_item_paths_group_into_one_resource_with_crud_roles():
    spec = normalize_document(BLOG)
    posts = spec.resource("posts")
    assert (posts.collection_path, posts.item_path, posts.type_name) == (
        "/api/v1/posts",
        "/api/v1/posts/{postId}",
        "Post",
    )
    ops = posts.operations
    assert (ops.list, ops.get, ops.create, ops.patch, ops.delete, ops.update) == (
        "listPosts",
        "getPost",
        "createPost",
        "patchPost",
        "deletePost",
        None,
    )
    assert [(a.name, a.operation_id, a.scope) for a in ops.actions] == [("archive", "archivePost", "item")]
    assert (posts.id_param, posts.id_field, posts.display_field) == ("postId", "id", "title")
    assert spec.operation("getPost").parameters[0].role == "id"
    assert posts.label == "Posts", "the common /api/v1 prefix is not part of names"


def test_field_sets_honour_read_only_and_write_only_and_the_request_bodies():
    posts = normalize_document(BLOG).resource("posts")
    assert posts.fields.read == ["id", "title", "body", "authorId", "comments"]
    assert posts.fields.create == ["title", "body", "authorId", "secret"]
    assert posts.fields.update == ["title", "body", "authorId", "secret"]
    assert posts.fields.required_on_create == ["title"]


def test_page_style_pagination_with_items_total_sort_search_and_filter():
    spec = normalize_document(BLOG)
    posts = spec.resource("posts")
    page = posts.pagination
    assert (page.style, page.page_param, page.size_param, page.items_path, page.total_path) == (
        "page",
        "page",
        "per_page",
        "data",
        "meta.total",
    )
    assert (posts.sort_params, posts.search_params, posts.filter_params) == (["sort"], ["q"], ["status"])
    roles = {p.name: p.role for p in spec.operation("listPosts").parameters}
    assert roles == {"page": "page", "per_page": "size", "sort": "sort", "q": "search", "status": "filter"}


def test_nested_resources_know_their_parent_and_use_cursor_pagination():
    comments = normalize_document(BLOG).resource("posts.comments")
    assert (comments.parent, comments.parent_params, comments.type_name) == ("posts", ["postId"], "Comment")
    page = comments.pagination
    assert (page.style, page.cursor_param, page.size_param, page.items_path, page.next_path) == (
        "cursor",
        "cursor",
        "limit",
        "items",
        "next_cursor",
    )


def test_offset_pagination_on_a_bare_array():
    page = normalize_document(BLOG).resource("authors").pagination
    assert (page.style, page.offset_param, page.size_param, page.items_path) == ("offset", "offset", "limit", "")


def test_relations_by_reference_and_by_naming_with_evidence():
    spec = normalize_document(BLOG)
    relations = {r.field: r for r in spec.resource("posts").relations}
    assert (relations["comments"].via, relations["comments"].target_type, relations["comments"].many) == (
        "ref",
        "Comment",
        True,
    )
    author = relations["authorId"]
    assert (author.via, author.target_type, author.target_resource) == ("naming", "Author", "authors")
    assert author.evidence == "relation because `authorId` matches type Author"
    assert any(d.code == "relation-by-name" and "authorId" in d.message for d in spec.diagnostics)


def test_paths_outside_any_resource_are_reported():
    spec = normalize_document(BLOG)
    health = spec.resource("health")
    assert health is not None and health.operations.get == "health" and health.collection_path is None
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "x", "version": "1"},
        "paths": {
            "/things/{id}": {"options": {"operationId": "preflight", "parameters": [path_param("id")], "responses": {}}}
        },
    }
    spec = normalize_document(doc)
    assert spec.resource("things").operations.actions[0].operation_id == "preflight"


def test_every_decision_carries_evidence():
    posts = normalize_document(BLOG).resource("posts")
    assert "list: listPosts (response holds the items in `data`)" in posts.evidence
    assert (
        "action archive: archivePost (`POST /api/v1/posts/{postId}/archive` is a sub-path of the item with no item path of its own)"
        in posts.evidence
    )
    assert posts.pagination.evidence == ["page parameter `page`", "page size parameter `per_page`"]


def test_graphql_mutations_are_matched_to_their_types():
    sdl = """
    type Query { books(first: Int, after: String): BookConnection!  book(id: ID!): Book }
    type Mutation { createBook(input: BookInput!): BookPayload  updateBook(id: ID!, input: BookInput!): BookPayload
                    deleteBook(id: ID!): Boolean  publishBook(id: ID!): Book }
    type Book { id: ID! title: String! author: Author }
    type Author { id: ID! name: String! }
    type BookPayload { book: Book }
    type BookConnection { edges: [BookEdge!]! pageInfo: PageInfo! }
    type BookEdge { node: Book! cursor: String! }
    type PageInfo { hasNextPage: Boolean! endCursor: String }
    input BookInput { title: String! authorId: ID }
    """
    from copilot_cli.spec import load_spec

    spec = load_spec(sdl)
    book = spec.resource("book")
    ops = book.operations
    assert (ops.list, ops.get, ops.create, ops.update) == ("books", "book", "createBook", "updateBook")
    assert ops.delete == "deleteBook" and [a.operation_id for a in ops.actions] == ["publishBook"]
    assert book.fields.create == ["title", "authorId"] and book.fields.required_on_create == ["title"]
    assert book.pagination.style == "relay" and book.id_param == "id"
    assert any(r.field == "author" and r.target_type == "Author" and not r.many for r in book.relations)


def test_items_right_below_an_item_are_nested_under_it_and_created_by_a_post_on_it():
    """data2crm: `/entity/{entity_id}` is an entity (GET) and the place to create its items
    (POST), which are listed at `/entity/{entity_id}/list` and live at `/entity/{entity_id}/{entity_item_id}`."""
    body = {"content": {"application/json": {"schema": ref("Item")}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "crm", "version": "1"},
        "paths": {
            "/entity/list": {
                "get": {"operationId": "listEntities", "responses": ok({"type": "array", "items": ref("Entity")})}
            },
            "/entity/{entity_id}": {
                "parameters": [path_param("entity_id")],
                "get": {"operationId": "getEntity", "responses": ok(ref("Entity"))},
                "post": {"operationId": "createItem", "requestBody": body, "responses": ok(ref("Item"))},
            },
            "/entity/{entity_id}/list": {
                "parameters": [path_param("entity_id")],
                "get": {"operationId": "listItems", "responses": ok({"type": "array", "items": ref("Item")})},
            },
            "/entity/{entity_id}/{entity_item_id}": {
                "parameters": [path_param("entity_id"), path_param("entity_item_id")],
                "get": {"operationId": "getItem", "responses": ok(ref("Item"))},
                "put": {"operationId": "updateItem", "requestBody": body, "responses": ok(ref("Item"))},
                "delete": {"operationId": "deleteItem", "responses": {"204": {"description": "gone"}}},
            },
        },
        "components": {
            "schemas": {
                "Entity": {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}},
                "Item": {"type": "object", "properties": {"id": {"type": "string"}, "title": {"type": "string"}}},
            }
        },
    }
    spec = normalize_document(doc)
    entity, items = spec.resource("entity"), spec.resource("entity.entity_item")
    assert (entity.operations.list, entity.operations.get, entity.operations.update) == (
        "listEntities",
        "getEntity",
        None,
    )
    ops = items.operations
    assert (ops.list, ops.get, ops.create, ops.update, ops.delete) == (
        "listItems",
        "getItem",
        "createItem",
        "updateItem",
        "deleteItem",
    )
    assert (items.parent, items.parent_params, items.label) == ("entity", ["entity_id"], "Entity Item")


def test_a_version_is_never_a_collection_and_a_google_resource_path_parameter_stands_for_its_collections():
    """Google's `/v3/{name}` (`tagValues/456`) was a resource "V3" whose detail 404'd; the
    operation ids say it is tagValues' item path, and `/v3/{parent}/tagHolds` lives under it."""
    name, parent = path_param("name"), path_param("parent")
    listing = {"type": "object", "properties": {"tagValues": {"type": "array", "items": ref("TagValue")}}}
    holds = {"type": "object", "properties": {"tagHolds": {"type": "array", "items": ref("TagHold")}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "crm", "version": "v3"},
        "paths": {
            "/v3/tagValues": {
                "get": {"operationId": "crm.tagValues.list", "responses": ok(listing)},
                "post": {
                    "operationId": "crm.tagValues.create",
                    "requestBody": {"content": {"application/json": {"schema": ref("TagValue")}}},
                    "responses": ok(ref("TagValue")),
                },
            },
            "/v3/folders": {"get": {"operationId": "crm.folders.list", "responses": ok(listing)}},
            "/v3/folders:search": {"get": {"operationId": "crm.folders.search", "responses": ok(listing)}},
            "/v3/{name}": {
                "parameters": [name],
                "get": {"operationId": "crm.tagValues.get", "responses": ok(ref("TagValue"))},
                "delete": {"operationId": "crm.tagValues.delete", "responses": ok(ref("TagValue"))},
            },
            "/v3/{parent}/tagHolds": {
                "parameters": [parent],
                "get": {"operationId": "crm.tagValues.tagHolds.list", "responses": ok(holds)},
            },
        },
        "components": {
            "schemas": {
                "TagValue": {"type": "object", "properties": {"name": {"type": "string"}}},
                "TagHold": {"type": "object", "properties": {"name": {"type": "string"}}},
            }
        },
    }
    spec = normalize_document(doc)
    assert sorted(r.name for r in spec.resources) == ["folders", "tagValues", "tagValues.tagHolds"]
    values = spec.resource("tagValues")
    assert (values.collection_path, values.item_path, values.id_param) == ("/v3/tagValues", "/v3/{name}", "name")
    assert (values.operations.get, values.operations.delete) == ("crm.tagValues.get", "crm.tagValues.delete")
    holds_res = spec.resource("tagValues.tagHolds")
    assert (holds_res.parent, holds_res.parent_params) == ("tagValues", ["parent"])
    assert [a.name for a in spec.resource("folders").operations.actions] == ["search"]


def test_a_parameter_that_only_scopes_a_list_is_no_parent_item():
    """sportsdata's `/injuries/{season}` lists injuries and `/injuries/{season}/{team}` narrows them:
    there is no "season" item to nest under, so no resource names a parent that does not exist."""
    many = ok({"type": "array", "items": ref("Injury")})
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "stats", "version": "1"},
        "paths": {
            "/injuries/{season}": {
                "parameters": [path_param("season")],
                "get": {"operationId": "bySeason", "responses": many},
            },
            "/injuries/{season}/{team}": {
                "parameters": [path_param("season"), path_param("team")],
                "get": {"operationId": "byTeam", "responses": many},
            },
        },
        "components": {"schemas": {"Injury": {"type": "object", "properties": {"id": {"type": "string"}}}}},
    }
    spec = normalize_document(doc)
    names = {r.name for r in spec.resources}
    assert all(r.parent is None or r.parent in names for r in spec.resources), [
        (r.name, r.parent) for r in spec.resources
    ]
    assert any(r.operations.list == "bySeason" for r in spec.resources)


def test_a_post_whose_google_id_names_another_resource_than_the_list_makes_none_of_its_items():
    """Cloud Identity's `/v1beta1/{parent}/memberships` lists an org unit's OrgMemberships
    (`orgUnits.memberships.list`) and creates a group's Membership (`groups.memberships.create`):
    the form sent a Membership and looked for it among OrgMemberships, where it never shows."""
    parent = path_param("parent")
    listing = {"type": "object", "properties": {"orgMemberships": {"type": "array", "items": ref("OrgMembership")}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "ci", "version": "v1"},
        "paths": {
            "/v1/{parent}/memberships": {
                "parameters": [parent],
                "get": {"operationId": "ci.orgUnits.memberships.list", "responses": ok(listing)},
                "post": {
                    "operationId": "ci.groups.memberships.create",
                    "requestBody": {"content": {"application/json": {"schema": ref("Membership")}}},
                    "responses": ok(ref("Membership")),
                },
            },
            "/v1/{parent}/devices": {
                "parameters": [parent],
                "get": {"operationId": "ci.devices.list", "responses": ok(listing)},
                "post": {"operationId": "ci.devices.create", "responses": ok(ref("OrgMembership"))},
            },
        },
        "components": {
            "schemas": {
                "OrgMembership": {"type": "object", "properties": {"name": {"type": "string"}}},
                "Membership": {"type": "object", "properties": {"memberKey": {"type": "string"}}},
            }
        },
    }
    spec = normalize_document(doc)
    memberships = next(r for r in spec.resources if r.collection_path == "/v1/{parent}/memberships")
    assert memberships.operations.list == "ci.orgUnits.memberships.list"
    assert memberships.operations.create is None
    assert [(a.operation_id, a.name) for a in memberships.operations.actions] == [
        ("ci.groups.memberships.create", "create groups memberships")
    ]
    # the list and the create naming one resource stay a create
    devices = next(r for r in spec.resources if r.collection_path == "/v1/{parent}/devices")
    assert devices.operations.create == "ci.devices.create"


def test_the_item_id_is_the_field_its_path_parameter_names_before_a_generic_id():
    # LaunchDarkly: `/projects/{projectKey}` reads a project by its `key`; the item also has `_id`
    item = {"type": "object", "properties": {"_id": {"type": "string"}, "key": {"type": "string"}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/projects": {"get": {"operationId": "list", "responses": ok({"type": "array", "items": item})}},
            "/projects/{projectKey}": {
                "get": {"operationId": "get", "parameters": [path_param("projectKey")], "responses": ok(item)}
            },
        },
    }
    assert normalize_document(doc).resource("projects").id_field == "key"
    # an `Id` tail stays the generic id: `{accountId}` reads `id`
    doc["paths"] = {"/accounts/{accountId}": doc["paths"].pop("/projects/{projectKey}")}
    doc["paths"]["/accounts/{accountId}"]["get"]["parameters"] = [path_param("accountId")]
    item["properties"] = {"id": {"type": "string"}, "name": {"type": "string"}}
    assert normalize_document(doc).resource("accounts").id_field == "id"
