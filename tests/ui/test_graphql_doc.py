"""GraphQL documents and where a detail view finds their arguments: every required argument of
the get query is read from the listed item (GitHub's `license(key: String!)` → the row's key),
so the detail never sends a null for a non-null variable."""

from __future__ import annotations

from copilot_cli.spec import load_spec
from copilot_cli.ui import graphql_doc
from copilot_cli.ui.planner import build_plan

SDL = """
type License { id: ID! key: String! name: String! }
type Owner { login: String! id: ID! }
type Repository { id: ID! name: String! owner: Owner! }
type Post { id: ID! title: String }
type Query {
  licenses: [License]!
  license(key: String!): License
  repositories(first: Int): [Repository!]!
  repository(owner: String!, name: String!, followRenames: Boolean): Repository
  posts: [Post!]!
  post(id: ID!): Post
}
"""


def _resources() -> dict:
    plan = build_plan(load_spec(SDL))
    return {r.id: r for r in plan.resources}


def test_a_key_argument_reads_the_rows_key():
    resources = _resources()
    license = next(r for r in resources.values() if r.singular.lower() == "license")
    assert license.itemParams == {"key": "key"}


def test_an_object_argument_reads_its_login_and_optional_arguments_are_left_out():
    repo = next(r for r in _resources().values() if r.singular.lower() == "repository")
    assert repo.itemParams == {"owner": "owner.login", "name": "name"}


def test_an_id_argument_reads_the_id_field():
    post = next(r for r in _resources().values() if r.singular.lower() == "post")
    assert post.itemParams == {"id": "id"}


def test_the_document_declares_every_argument_as_a_variable():
    spec = load_spec(SDL)
    op = next(o for o in spec.operations if o.field == "license")
    assert graphql_doc.document(spec, op).startswith("query License($key: String!) { license(key: $key) {")
