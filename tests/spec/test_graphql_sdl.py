"""GraphQL SDL that does not validate: read anyway, with graphql-core's own first error as the warning."""

from __future__ import annotations

import pytest
from graphql import parse
from graphql.validation.validate import assert_valid_sdl

from copilot_cli import errors
from copilot_cli.spec import load_spec

# GitHub's schema defines fields twice; here two of them, and a later third mistake
TWICE = """
type Query { owner: Owner }
type Owner {
  id: ID!
  keySetting: String
  keySetting: String
  other: Int
  other: Int
}
type Later { x: Int }
type Later2 { y: Int, y: Int }
"""


def _graphql_core_first_line(sdl: str) -> str:
    with pytest.raises(TypeError) as raised:
        assert_valid_sdl(parse(sdl, no_location=True))
    return str(raised.value).splitlines()[0]


def _warnings(spec) -> list[str]:
    return [d.message for d in spec.diagnostics if d.code == "graphql-sdl-invalid"]


def test_sdl_that_does_not_validate_is_read_with_graphql_cores_first_error_as_the_warning():
    spec = load_spec(TWICE)
    first = _graphql_core_first_line(TWICE)
    assert first == "Field 'Owner.keySetting' can only be defined once."
    assert _warnings(spec) == [f"the SDL does not validate ({first}); read it anyway"]
    assert [op.id for op in spec.operations] == ["owner"]


def test_valid_sdl_gets_no_warning():
    spec = load_spec("type Query { things: [Thing!]! }\ntype Thing { id: ID! name: String }\n")
    assert _warnings(spec) == []


def test_sdl_naming_an_unknown_type_is_refused_with_what_building_it_says():
    with pytest.raises(errors.SpecInvalid) as raised:
        load_spec("type Query { thing: Missing }\n")
    message = raised.value.data["errors"][0]["message"]
    assert message.startswith("invalid GraphQL schema: ") and "Missing" in message


def test_sdl_with_a_syntax_error_is_refused_at_its_line_and_column():
    with pytest.raises(errors.SpecInvalid) as raised:
        load_spec("type Query {\n  thing: \n}\n")
    entry = raised.value.data["errors"][0]
    assert entry["message"].startswith("invalid GraphQL SDL: ") and (entry["line"], entry["column"]) == (3, 1)


def test_a_types_list_is_the_query_named_for_it_in_the_plural_not_the_first_returning_a_list():
    spec = load_spec(
        "type Query {\n"
        "  productRecommendations(productId: ID!): [Product!]\n"
        "  products(first: Int, after: String): ProductConnection!\n"
        "}\n"
        "type Product { id: ID! title: String }\n"
        "type ProductConnection { nodes: [Product!]! pageInfo: PageInfo! }\n"
        "type PageInfo { hasNextPage: Boolean! endCursor: String }\n"
    )
    product = spec.resource("product")
    assert product.operations.list == "products"
    assert product.pagination.style == "relay"
