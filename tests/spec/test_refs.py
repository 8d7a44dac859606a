"""$ref resolution: sibling files inside the spec's folder, 3.1 $id/$anchor, and the fence."""

from __future__ import annotations

import os

import pytest

from copilot_cli import errors
from copilot_cli.spec import load_spec, normalize_document
from tests.spec.shared import problems

MAIN = """openapi: 3.1.0
info: {title: Split, version: '1'}
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - $ref: 'parameters.yaml#/Limit'
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {type: array, items: {$ref: 'schemas/pet.yaml'}}
"""
PET = """type: object
properties:
  id: {type: integer}
  owner: {$ref: 'owner.yaml#/Owner'}
"""
OWNER = """Owner:
  type: object
  properties:
    name: {type: string}
    pets: {type: array, items: {$ref: 'pet.yaml'}}
"""


@pytest.fixture
def split_spec(tmp_path):
    (tmp_path / "schemas").mkdir()
    (tmp_path / "main.yaml").write_text(MAIN)
    (tmp_path / "parameters.yaml").write_text("Limit: {name: limit, in: query, schema: {type: integer}}\n")
    (tmp_path / "schemas" / "pet.yaml").write_text(PET)
    (tmp_path / "schemas" / "owner.yaml").write_text(OWNER)
    return tmp_path / "main.yaml"


def test_sibling_files_resolve_relative_to_the_file_that_refers(split_spec):
    spec = load_spec(split_spec)
    op = spec.operations[0]
    assert op.parameters[0].name == "limit" and op.parameters[0].role == "limit"
    assert op.returns.items.ref == "pet"
    assert spec.types["pet"].properties["owner"].ref == "Owner"
    assert spec.types["Owner"].properties["pets"].items.ref == "pet", "a cycle across files stays a reference"
    assert problems(spec) == []


def test_text_with_a_base_dir_resolves_like_a_path(split_spec):
    spec = load_spec(split_spec.read_text(), base_dir=split_spec.parent)
    assert spec.types["Owner"].properties["name"].kind == "string"


def test_without_a_folder_external_refs_are_unresolved_diagnostics(split_spec):
    spec = load_spec(split_spec.read_text())
    assert {d.code for d in problems(spec)} == {"unresolved-ref"}
    assert "no folder" in problems(spec)[0].message


def test_a_missing_sibling_file_is_a_diagnostic(tmp_path):
    (tmp_path / "main.yaml").write_text(MAIN)
    spec = load_spec(tmp_path / "main.yaml")
    assert [d.code for d in problems(spec)] == ["unresolved-ref", "unresolved-ref"]


def test_a_ref_from_a_sibling_file_that_leaves_the_folder_is_refused(split_spec):
    (split_spec.parent / "schemas" / "pet.yaml").write_text(
        "type: object\nproperties:\n  x: {$ref: '../../secret.yaml'}\n"
    )
    with pytest.raises(errors.SpecInvalid) as caught:
        load_spec(split_spec)
    assert caught.value.data["reason"] == "ref outside folder"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
def test_a_symlink_pointing_out_of_the_folder_is_refused(tmp_path):
    outside = tmp_path / "outside.yaml"
    outside.write_text("type: string\n")
    folder = tmp_path / "spec"
    folder.mkdir()
    (folder / "link.yaml").symlink_to(outside)
    (folder / "main.yaml").write_text(
        MAIN.replace("schemas/pet.yaml", "link.yaml").replace("parameters.yaml#/Limit", "#/x")
    )
    with pytest.raises(errors.SpecInvalid) as caught:
        load_spec(folder / "main.yaml")
    assert caught.value.data["reason"] == "ref outside folder"


def test_remote_refs_are_never_fetched():
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/a": {
                "get": {
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"$ref": "https://example.com/s.json#/X"}}},
                        }
                    }
                }
            }
        },
    }
    spec = normalize_document(doc)
    assert [d.code for d in problems(spec)] == ["unresolved-ref"] and "not fetched" in problems(spec)[0].message


def test_openapi31_id_and_anchor_refs_resolve():
    doc = {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "paths": {},
        "components": {
            "schemas": {
                "Details": {
                    "$id": "/schemas/details",
                    "type": "object",
                    "$defs": {"tag": {"$anchor": "tag_id", "type": "string"}},
                },
                "Pet": {
                    "type": "object",
                    "properties": {"d": {"$ref": "/schemas/details"}, "t": {"$ref": "/schemas/details#tag_id"}},
                },
            }
        },
    }
    spec = normalize_document(doc)
    assert spec.types["Pet"].properties["d"].ref == "Details"
    tag = spec.types[spec.types["Pet"].properties["t"].ref]
    assert tag.kind == "string" and problems(spec) == []


def test_refs_to_non_component_locations_become_named_types():
    doc = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "components": {
            "schemas": {
                "A": {
                    "type": "object",
                    "properties": {"inner": {"type": "object", "properties": {"x": {"type": "integer"}}}},
                },
                "B": {"type": "object", "properties": {"copy": {"$ref": "#/components/schemas/A/properties/inner"}}},
            }
        },
        "paths": {},
    }
    spec = normalize_document(doc)
    assert spec.types["B"].properties["copy"].ref == "inner"
    assert spec.types["inner"].properties["x"].kind == "integer"
