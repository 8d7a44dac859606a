"""Where the generated app opens and how its navigation is ordered: the most central resource
whose list needs no input first, administrative and meta resources last."""

from __future__ import annotations

from copilot_cli.spec import normalize_document
from copilot_cli.ui.plan_rank import plumbing, type_key
from copilot_cli.ui.planner import build_plan

STR = {"type": "string"}


def ok(schema: dict) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def param(name: str, where: str = "path", required: bool = True, **schema) -> dict:
    return {"name": name, "in": where, "required": required, "schema": {"type": "string", **schema}}


def listing(op_id: str, ref: str, tag: str, params: list | None = None) -> dict:
    return {
        "get": {
            "operationId": op_id,
            "tags": [tag],
            "parameters": params or [],
            "responses": ok({"type": "array", "items": {"$ref": f"#/components/schemas/{ref}"}}),
        }
    }


def item(op_id: str, ref: str, tag: str, params: list) -> dict:
    return {
        "get": {
            "operationId": op_id,
            "tags": [tag],
            "parameters": params,
            "responses": ok({"$ref": f"#/components/schemas/{ref}"}),
        },
        "delete": {"operationId": op_id + "Delete", "tags": [tag], "parameters": params, "responses": {"204": {}}},
    }


def plan_of(paths: dict, schemas: dict, version: str = "1", title: str = "t"):
    document = {
        "openapi": "3.0.0",
        "info": {"title": title, "version": version},
        "paths": paths,
        "components": {"schemas": schemas},
    }
    return build_plan(normalize_document(document))


def nav_pages(plan) -> list[str]:
    return [i.page for g in plan.navigation for i in g.items]


OBJ = {"type": "object", "properties": {"id": {"type": "integer"}, "name": STR}}
SCHEMAS = {"Cron": OBJ, "Repository": OBJ, "Issue": OBJ, "Version": OBJ}


def test_an_admin_cron_list_first_in_the_spec_is_not_where_the_app_opens():
    # gitea.io opened on "Cron" under ADMIN; repositories with issues under them are the API's heart
    repo = [param("owner"), param("repo")]
    plan = plan_of(
        {
            "/admin/cron": listing("adminCronList", "Cron", "admin"),
            "/versions": listing("versions", "Version", "meta"),
            "/repositories": listing("listRepos", "Repository", "repository"),
            "/repos/{owner}/{repo}": item("getRepo", "Repository", "repository", repo),
            "/repos/{owner}/{repo}/issues": listing("listIssues", "Issue", "issue", repo),
            "/repos/{owner}/{repo}/issues/{index}": item("getIssue", "Issue", "issue", [*repo, param("index")]),
        },
        SCHEMAS,
    )
    pages = nav_pages(plan)
    assert pages[0] == "resource:repositories"
    assert pages.index("resource:admin.cron") > pages.index("resource:repos.issues")
    assert plan.navigation[-1].label == "API"
    assert [g.label for g in plan.navigation[:2]] == ["Repository", "Issue"]


def test_the_resource_the_api_is_named_after_comes_first_when_the_rest_is_even():
    # the example Petstore opened on Owners: pets point at owners, which outweighed the CRUD pets add
    paths = {
        "/owners": listing("listOwners", "Owner", "owners"),
        "/owners/{ownerId}": item("getOwner", "Owner", "owners", [param("ownerId")]),
        "/pets": listing("listPets", "Pet", "pets"),
        "/pets/{petId}": item("getPet", "Pet", "pets", [param("petId")]),
    }
    pet = {"type": "object", "properties": {"id": {"type": "integer"}, "name": STR, "ownerId": {"type": "integer"}}}
    schemas = {"Owner": OBJ, "Pet": pet}
    assert nav_pages(plan_of(paths, schemas, title="Petstore"))[0] == "resource:pets"
    assert nav_pages(plan_of(paths, schemas, title="Clinic"))[0] == "resource:owners"


def test_a_list_with_a_required_parameter_and_no_default_is_not_the_landing():
    plan = plan_of(
        {
            "/search": listing("search", "Issue", "issue", [param("q", "query")]),
            "/repositories": listing("listRepos", "Repository", "zzz"),
        },
        SCHEMAS,
    )
    search = plan.resource("search")
    assert search.list_.needs == ["q"]
    assert nav_pages(plan)[0] == "resource:repositories"


def test_required_parameters_with_a_default_or_paging_need_no_input():
    plan = plan_of(
        {
            "/issues": listing(
                "issues", "Issue", "issue", [param("state", "query", default="open"), param("page", "query")]
            ),
        },
        SCHEMAS,
    )
    assert plan.resource("issues").list_.needs == []


def test_azure_api_version_starts_at_the_documents_version():
    plan = plan_of(
        {"/providers/X/things": listing("things", "Issue", "things", [param("api-version", "query")])},
        SCHEMAS,
        version="2019-04-01",
    )
    field = next(f for f in plan.operation("things").params if f.name == "api-version")
    assert field.default == "2019-04-01"
    assert plan.resource("providers.X.things").list_.needs == []


def test_a_parent_parameter_with_named_values_starts_at_json_and_a_placeholder_default_does_not_count():
    plan = plan_of(
        {
            "/{format}/teams": listing("teams", "Issue", "t", [param("format", enum=["xml", "json"], default="xml")]),
            "/providers/{providerId}/cards": listing("cards", "Issue", "t", [param("providerId", default="insert id")]),
        },
        SCHEMAS,
    )
    assert plan.resource("teams").list_.needs == []
    assert plan.resource("providers.cards").list_.needs == ["providerId"]


def test_plumbing_words_and_type_kinds():
    plan = plan_of({"/meta": listing("meta", "Version", "meta"), "/users": listing("u", "Issue", "users")}, SCHEMAS)
    assert plumbing(plan.resource("meta")) and not plumbing(plan.resource("users"))
    assert type_key("full-repository") == type_key("minimal-repository") == "repository"
    assert type_key("NullableSimpleUser") == "user"


def test_a_nested_list_and_create_ask_for_the_parent_with_a_picker_fed_by_the_parents_list():
    repo = [param("owner"), param("repo")]
    issues = listing("listIssues", "Issue", "issue", repo)
    issues["post"] = {
        "operationId": "createIssue",
        "parameters": repo,
        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Issue"}}}},
        "responses": ok({"$ref": "#/components/schemas/Issue"}),
    }
    plan = plan_of(
        {
            "/owners/{owner}/repos": listing("listRepos", "Repository", "repository", [param("owner")]),
            "/owners/{owner}/repos/{repo}": item("getRepo", "Repository", "repository", repo),
            "/owners/{owner}/repos/{repo}/issues": issues,
        },
        SCHEMAS,
    )
    res = next(r for r in plan.resources if r.id.endswith("issues"))
    parent = plan.resource(res.parent)
    scope = {f.name: f for f in res.list_.scope}
    assert scope["repo"].widget == "relation" and scope["repo"].relation.resource == parent.id
    assert scope["owner"].widget == "text"  # no resource lists owners: typed
    create = {f.name: f for f in res.create.fields}
    assert create["owner"].in_ == "path" and create["owner"].required
    assert create["repo"].widget == "relation" and create["repo"].in_ == "path"


def test_a_create_under_a_path_parameter_with_no_parent_resource_asks_for_it_typed():
    # nexmo subaccounts: POST /{api_key}/subaccounts posted to `/mock//subaccounts`
    body = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Issue"}}}}
    plan = plan_of(
        {
            "/{api_key}/subaccounts": {
                **listing("list", "Issue", "s", [param("api_key")]),
                "post": {
                    "operationId": "create",
                    "parameters": [param("api_key")],
                    "requestBody": body,
                    "responses": ok({"$ref": "#/components/schemas/Issue"}),
                },
            }
        },
        SCHEMAS,
    )
    res = next(r for r in plan.resources if r.create)
    field = next(f for f in res.create.fields if f.name == "api_key")
    assert field.in_ == "path" and field.required and field.widget == "text"


def test_twilio_headings_and_names_drop_the_api_version_prefix():
    from copilot_cli.ui.planner import group_heading

    assert group_heading("Api20100401Account") == "Account"
    assert group_heading("ApiKeys") == "ApiKeys"
    schemas = {"api.v2010.account": OBJ}
    plan = plan_of(
        {
            "/Accounts.json": listing("ListAccount", "api.v2010.account", "Api20100401Account"),
            "/Accounts/{Sid}.json": item("FetchAccount", "api.v2010.account", "Api20100401Account", [param("Sid")]),
        },
        schemas,
    )
    res = plan.resource("Accounts")
    assert res.singular == "Account" and plan.navigation[0].label == "Account"


def test_a_platform_whose_spec_is_its_whole_surface_opens_on_content_not_on_its_users_and_roles():
    # Directus: users, roles, permissions, activity, server, fields first in the spec, pointed at by
    # everything (an article's author is a user); the articles are what a person came for
    person = {"type": "object", "properties": {"id": {"type": "integer"}, "email": STR}}
    article = {
        "type": "object",
        "properties": {"id": {"type": "integer"}, "title": STR, "user_created": {"type": "integer"}},
    }
    schemas = {"Users": person, "Roles": OBJ, "Permissions": OBJ, "Activity": OBJ, "Fields": OBJ, "Articles": article}
    paths = {
        "/users": listing("getUsers", "Users", "Users"),
        "/users/{id}": item("getUser", "Users", "Users", [param("id")]),
        "/roles": listing("getRoles", "Roles", "Roles"),
        "/permissions": listing("getPermissions", "Permissions", "Permissions"),
        "/activity": listing("getActivities", "Activity", "Activity"),
        "/fields": listing("getFields", "Fields", "Fields"),
        "/items/articles": listing("readItemsArticles", "Articles", "ItemsArticles"),
        "/items/articles/{id}": item("readSingleItemsArticles", "Articles", "ItemsArticles", [param("id")]),
    }
    pages = nav_pages(plan_of(paths, schemas, title="Dynamic API"))
    assert pages[0] == "resource:items.articles"
    assert pages.index("resource:users") > pages.index("resource:items.articles")
    # an API of users and posts alone is no platform: its users stay where their weight puts them
    alone = nav_pages(plan_of({k: v for k, v in paths.items() if k.startswith(("/users", "/items"))}, schemas))
    assert set(alone[:2]) == {"resource:users", "resource:items.articles"}


def test_one_item_of_a_collection_whose_type_is_named_for_its_path_is_named_once():
    # Directus names /items/articles' type ItemsArticles: its button was "New Items Articles"
    article = {"type": "object", "properties": {"id": {"type": "integer"}, "title": STR}}
    paths = {
        "/items/articles": listing("readItemsArticles", "ItemsArticles", "ItemsArticles"),
        "/items/articles/{id}": item("readItemsArticle", "ItemsArticles", "ItemsArticles", [param("id")]),
        "/statuses": listing("listStatuses", "BusinessStatus", "statuses"),
    }
    plan = plan_of(paths, {"ItemsArticles": article, "BusinessStatus": OBJ})
    assert plan.resource("items.articles").singular == "Article"
    assert plan.resource("statuses").singular == "Business Status"
