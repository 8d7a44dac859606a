"""The GraphQL mock executes real queries (graphql-core) over mock resolvers: Relay connections
page with cursors, get-by-id agrees with the list, mutations create, update and delete, circular
types end where the query ends, and malformed requests get GraphQL errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from copilot_cli.spec import load_spec
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio
BLOG = load_spec(Path(__file__).resolve().parents[1] / "ui" / "fixtures" / "blog.graphql")


async def _gql(client, query: str, variables: dict | None = None, status: int = 200) -> dict:
    response = await client.post("/graphql", json={"query": query, "variables": variables or {}})
    assert response.status_code == status, response.text
    return response.json()


PAGE = "query($after: String) { posts(first: 10, after: $after) { totalCount edges { cursor node { id title status } } pageInfo { hasNextPage endCursor } } }"


async def test_a_relay_connection_pages_through_every_post_once():
    seen: list[str] = []
    async with mock_client(BLOG) as client:
        after = None
        for _ in range(5):
            page = (await _gql(client, PAGE, {"after": after}))["data"]["posts"]
            seen += [e["node"]["id"] for e in page["edges"]]
            if not page["pageInfo"]["hasNextPage"]:
                break
            after = page["pageInfo"]["endCursor"]
    assert page["totalCount"] == 24
    assert len(seen) == 24 == len(set(seen))


async def test_get_by_id_returns_the_listed_item_and_null_when_missing():
    async with mock_client(BLOG) as client:
        first = (await _gql(client, PAGE))["data"]["posts"]["edges"][0]["node"]
        again = (await _gql(client, "query($id: ID!) { post(id: $id) { id title status } }", {"id": first["id"]}))[
            "data"
        ]["post"]
        missing = (await _gql(client, '{ post(id: "nope") { id } }'))["data"]["post"]
    assert again == first
    assert missing is None


async def test_mutations_create_update_and_delete_posts():
    async with mock_client(BLOG) as client:
        created = await _gql(
            client, 'mutation { createPost(input: {title: "Hello", status: DRAFT}) { post { id title status } } }'
        )
        post = created["data"]["createPost"]["post"]
        assert post["title"] == "Hello" and post["status"] == "DRAFT"
        total = (await _gql(client, "{ posts { totalCount } }"))["data"]["posts"]["totalCount"]
        assert total == 25
        updated = await _gql(
            client,
            "mutation($id: ID!) { updatePost(id: $id, input: {status: PUBLISHED}) { title status } }",
            {"id": post["id"]},
        )
        assert updated["data"]["updatePost"] == {"title": "Hello", "status": "PUBLISHED"}
        deleted = await _gql(client, "mutation($id: ID!) { deletePost(id: $id) }", {"id": post["id"]})
        assert deleted["data"]["deletePost"] is True
        gone = await _gql(client, "mutation($id: ID!) { deletePost(id: $id) }", {"id": post["id"]})
        assert gone["data"] is None and "not found" in gone["errors"][0]["message"]
        assert (await _gql(client, "{ posts { totalCount } }"))["data"]["posts"]["totalCount"] == 24


async def test_scalars_enums_and_lists_look_real_and_limits_are_honoured():
    async with mock_client(BLOG) as client:
        data = (await _gql(client, "{ authors(limit: 4) { id name email website posts { status publishedAt } } }"))[
            "data"
        ]
    authors = data["authors"]
    assert len(authors) == 4
    assert all(re.match(r"[^@\s]+@[^@\s]+\.\w+$", a["email"]) for a in authors)
    assert all(a["website"] is None or a["website"].startswith("http") for a in authors)
    statuses = {p["status"] for a in authors for p in a["posts"]}
    assert statuses <= {"DRAFT", "PUBLISHED", "ARCHIVED"}
    stamps = [p["publishedAt"] for a in authors for p in a["posts"] if p["publishedAt"]]
    assert all(re.match(r"\d{4}-\d\d-\d\dT", s) for s in stamps)


async def test_circular_types_stop_where_the_query_stops():
    query = "{ posts(first: 1) { edges { node { comments { replies { replies { parent { body } } } } } } } }"
    async with mock_client(BLOG) as client:
        data = (await _gql(client, query))["data"]
    comments = data["posts"]["edges"][0]["node"]["comments"]
    assert comments and all("replies" in c for c in comments)


async def test_abstract_types_resolve_to_a_concrete_type():
    async with mock_client(BLOG) as client:
        body = await _gql(client, "{ authors(limit: 1) { __typename posts { __typename author { __typename } } } }")
    assert body["data"]["authors"][0]["__typename"] == "Author"


async def test_bad_requests_get_graphql_errors():
    async with mock_client(BLOG) as client:
        syntax = await _gql(client, "{ posts { ", status=400)
        unknown = await _gql(client, "{ unicorns }", status=400)
        not_json = await client.post("/graphql", content=b"nope", headers={"content-type": "application/json"})
        via_get = await client.get("/graphql", params={"query": "{ posts(first: 2) { totalCount } }"})
    assert "Syntax Error" in syntax["errors"][0]["message"]
    assert "unicorns" in unknown["errors"][0]["message"]
    assert not_json.status_code == 400 and "not valid JSON" in not_json.json()["errors"][0]["message"]
    assert via_get.json() == {"data": {"posts": {"totalCount": 24}}}


async def test_introspection_works_so_tools_can_read_the_schema():
    async with mock_client(BLOG) as client:
        body = await _gql(client, "{ __schema { queryType { name } mutationType { name } } }")
    assert body["data"]["__schema"] == {"queryType": {"name": "Query"}, "mutationType": {"name": "Mutation"}}


LICENSES = """
type License { id: ID! key: String! name: String! spdxId: String }
type Owner { login: String! id: ID! }
type Repository { id: ID! name: String! owner: Owner! }
type Query {
  licenses: [License]!
  license(key: String!): License
  repositories(first: Int): [Repository!]!
  repository(owner: String!, name: String!): Repository
}
"""


async def test_an_item_fetched_by_a_key_argument_is_the_listed_item_with_that_key():
    async with mock_client(LICENSES) as client:
        listed = (await _gql(client, "{ licenses { id key name } }"))["data"]["licenses"]
        keys = [x["key"] for x in listed]
        fetched = [
            (await _gql(client, "query($key: String!) { license(key: $key) { id key name } }", {"key": k}))["data"][
                "license"
            ]
            for k in keys[:5]
        ]
    assert len(set(keys)) == len(keys) == 24
    assert len({x["id"] for x in listed}) == 24
    assert fetched == listed[:5]
