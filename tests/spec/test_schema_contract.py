"""The exported JSON Schema (contracts/schema/NormalizedSpec.json) describes what goes on the wire."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.spec.shared import loaded

jsonschema = pytest.importorskip("jsonschema")  # arrives with schemathesis in the test extra

SCHEMA = Path(__file__).resolve().parents[2] / "contracts" / "schema" / "NormalizedSpec.json"


@pytest.mark.parametrize(
    "name",
    ["oai-v3.0_petstore.yaml", "swagger-js_petstore.json", "oai-v3.1_tictactoe.yaml", "swapi-graphql_schema.graphql"],
)
def test_the_wire_form_validates_against_the_exported_schema(name):
    schema = json.loads(SCHEMA.read_text())
    jsonschema.validate(loaded(name).to_wire(), schema)
