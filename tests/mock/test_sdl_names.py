"""The mock builds its GraphQL schema checking names with one regular expression of graphql-core's
own rule: the same schema as graphql-core's check gives, the same error for a bad name, and
graphql-core's check put back after the build."""

from __future__ import annotations

import importlib

import pytest
from graphql import GraphQLError, build_ast_schema, parse, print_schema, validate_schema
from graphql.language import ast
from graphql.type import definition

from copilot_cli.mock.sdl import build_graphql_schema, schema_document
from tests.spec.shared import loaded, spec_files

names_module = importlib.import_module("graphql.type.assert_name")
GRAPHQL = [f for f in spec_files() if f.endswith(".graphql") or "storefront" in f]


@pytest.mark.parametrize("name", GRAPHQL)
def test_the_schema_is_the_one_graphql_cores_own_name_check_builds(name: str):
    document = schema_document(loaded(name))
    ours = build_graphql_schema(loaded(name), document)
    theirs = build_ast_schema(document, assume_valid_sdl=True)
    assert print_schema(ours) == print_schema(theirs)
    assert validate_schema(ours) == validate_schema(theirs) == []


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("has space", "Names must only contain [_a-zA-Z0-9] but 'has space' does not."),
        ("1st", "Names must start with [_a-zA-Z] but '1st' does not."),
        ("café", "Names must only contain [_a-zA-Z0-9] but 'café' does not."),
        ("trailing\n", "Names must only contain [_a-zA-Z0-9] but 'trailing\\n' does not."),
    ],
)
def test_a_bad_name_fails_with_graphql_cores_own_error(bad: str, message: str):
    query = parse("type Query { a: Int }").definitions[0]
    field = ast.FieldDefinitionNode(
        name=ast.NameNode(value=bad), arguments=(), type=query.fields[0].type, directives=()
    )
    document = ast.DocumentNode(definitions=(ast.ObjectTypeDefinitionNode(name=query.name, fields=(field,)),))
    with pytest.raises(GraphQLError) as ours:
        build_graphql_schema(None, document).query_type.fields  # noqa: B018 (fields are built when read)
    with pytest.raises(GraphQLError) as theirs:
        build_ast_schema(document, assume_valid_sdl=True).query_type.fields  # noqa: B018
    assert str(ours.value) == str(theirs.value) == message


def test_graphql_cores_check_is_put_back_after_the_build():
    before = (definition.assert_name, names_module.assert_name)
    build_graphql_schema(None, parse("type Query { a: Int }"))
    assert (definition.assert_name, names_module.assert_name) == before
    assert before[0] is before[1] and before[0].__module__ == "graphql.type.assert_name"


def test_a_schema_said_valid_is_not_validated_again_and_one_not_said_valid_is():
    document = parse("type Query { a: Int }")
    assert build_graphql_schema(None, document, valid=True)._validation_errors == []
    assert build_graphql_schema(None, document)._validation_errors is None  # validated at its first query
