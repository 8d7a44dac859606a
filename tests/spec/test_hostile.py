"""Broken and hostile inputs each get their own specific SpecInvalid (or, when confined to one
part, a diagnostic), quickly and without blowing up memory."""

from __future__ import annotations

import tracemalloc

import pytest

from copilot_cli import errors
from copilot_cli.spec import load_spec, normalize_document
from copilot_cli.spec.loaders import MAX_SPEC_BYTES
from tests.spec.shared import problems

INFO = {"title": "t", "version": "1"}


def spec_error(source, **kwargs) -> dict:
    with pytest.raises(errors.SpecInvalid) as caught:
        if isinstance(source, dict):
            normalize_document(source, **kwargs)
        else:
            load_spec(source, **kwargs)
    assert caught.value.code == errors.SPEC_INVALID
    return caught.value.data


def alias_bomb(levels: int = 9) -> str:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    return "openapi: 3.0.0\n" + "\n".join(lines) + "\n"


def test_truncated_json_reports_line_and_column():
    data = spec_error('{"openapi": "3.0.0",\n "info": {"title": "x"')
    assert data["reason"] == "invalid JSON"
    assert data["errors"][0]["line"] == 2 and data["errors"][0]["column"] > 1


def test_broken_yaml_reports_line_and_column():
    data = spec_error("openapi: 3.0.0\ninfo: [\n")
    assert data["reason"] == "invalid YAML" and data["errors"][0]["line"] == 3


def test_broken_graphql_reports_line_and_column():
    data = spec_error("type Query {\n  a: \n}\n")
    assert data["reason"] == "invalid GraphQL" and (data["errors"][0]["line"], data["errors"][0]["column"]) == (3, 1)


def test_yaml_alias_bomb_is_refused_without_expanding_it():
    tracemalloc.start()
    try:
        data = spec_error(alias_bomb())
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert data["reason"] == "yaml alias bomb"
    assert peak < 50 * 1024 * 1024


def test_yaml_aliases_within_reason_are_fine():
    text = alias_bomb(3) + "info: {title: t, version: '1'}\npaths: {}\n"
    assert load_spec(text).source.kind == "openapi-3.0"


@pytest.mark.parametrize(
    "text",
    [
        '{"openapi": "3.0.0", "x": ' + "[" * 10_000 + "]" * 10_000 + "}",
        "openapi: 3.0.0\nx: " + "[" * 10_000 + "]" * 10_000 + "\n",
        "openapi: 3.0.0\nx: " + "{a: " * 10_000 + "}" * 10_000 + "\n",
    ],
)
def test_ten_thousand_levels_of_nesting_are_refused(text):
    assert spec_error(text)["reason"] == "too deeply nested"


def test_ten_thousand_levels_of_nesting_in_a_parsed_document_are_refused():
    deep: dict = {}
    node = deep
    for _ in range(10_000):
        node["x"] = {}
        node = node["x"]
    assert spec_error({"openapi": "3.0.0", "info": INFO, "paths": {}, "x": deep})["reason"] == "too deeply nested"


def test_deep_schemas_become_a_diagnostic():
    schema: dict = {"type": "string"}
    for _ in range(150):
        schema = {"type": "object", "properties": {"x": schema}}
    spec = normalize_document(
        {"openapi": "3.0.0", "info": INFO, "paths": {}, "components": {"schemas": {"Deep": schema}}}
    )
    assert [d.code for d in problems(spec)] == ["schema-too-deep"]


def test_a_string_past_the_size_limit_is_refused_before_parsing():
    text = '{"openapi": "3.0.0", "info": {"title": "' + "x" * (MAX_SPEC_BYTES + 1024 * 1024) + '"}}'
    tracemalloc.start()
    try:
        data = spec_error(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert data["reason"] == "spec too large"
    assert peak < 10 * 1024 * 1024, "no copy of the input was made"


def test_reference_loops_between_parameters_are_refused():
    doc = {
        "openapi": "3.0.0",
        "info": INFO,
        "paths": {"/a": {"get": {"parameters": [{"$ref": "#/components/parameters/A"}], "responses": {}}}},
        "components": {
            "parameters": {"A": {"$ref": "#/components/parameters/B"}, "B": {"$ref": "#/components/parameters/A"}}
        },
    }
    data = spec_error(doc)
    assert data["reason"] == "ref cycle" and "#/components/parameters/A" in data["errors"][0]["message"]


def test_schemas_that_are_only_references_to_each_other_are_refused():
    doc = {
        "openapi": "3.0.0",
        "info": INFO,
        "paths": {},
        "components": {"schemas": {"A": {"$ref": "#/components/schemas/B"}, "B": {"$ref": "#/components/schemas/A"}}},
    }
    data = spec_error(doc)
    assert data["reason"] == "ref cycle" and "A → B → A" in data["errors"][0]["message"]


def test_circular_schemas_with_structure_are_fine():
    doc = {
        "openapi": "3.0.0",
        "info": INFO,
        "paths": {},
        "components": {
            "schemas": {
                "Node": {
                    "type": "object",
                    "properties": {"children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}},
                }
            }
        },
    }
    spec = normalize_document(doc)
    assert spec.types["Node"].properties["children"].items.ref == "Node"


def test_a_reference_to_a_missing_target_is_an_error_diagnostic_confined_to_its_place():
    doc = {
        "openapi": "3.0.0",
        "info": INFO,
        "paths": {
            "/a": {
                "get": {
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Nope"}}},
                        }
                    }
                }
            }
        },
    }
    spec = normalize_document(doc)
    [diag] = problems(spec)
    assert (diag.level, diag.code) == ("error", "unresolved-ref")
    assert diag.pointer == "/paths/~1a/get/responses/200/content/application~1json/schema"
    assert spec.operations[0].returns.kind == "any"


@pytest.mark.parametrize("ref", ["../outside.yaml", "sub/../../outside.yaml", "/etc/passwd", "C:/windows/win.ini"])
def test_references_escaping_the_folder_are_refused(tmp_path, ref):
    (tmp_path / "spec").mkdir()
    doc = {"openapi": "3.0.0", "info": INFO, "paths": {"/a": {"get": {"responses": {"200": {"$ref": ref}}}}}}
    data = spec_error(doc, base_dir=tmp_path / "spec")
    assert data["reason"] == "ref outside folder"
    assert data["errors"][0]["pointer"] == "/paths/~1a/get/responses/200"


@pytest.mark.parametrize(
    "doc,pointer",
    [
        ({"openapi": "4.0.0", "info": INFO, "paths": {}}, "/openapi"),
        ({"openapi": "2.0", "info": INFO, "paths": {}}, "/openapi"),
        ({"swagger": "1.2", "info": INFO, "paths": {}}, "/swagger"),
    ],
)
def test_unknown_versions_are_refused(doc, pointer):
    data = spec_error(doc)
    assert data["reason"] == "unsupported version" and data["errors"][0]["pointer"] == pointer


@pytest.mark.parametrize("source", ["", "  \n\t\n", b"", b"\xef\xbb\xbf"])
def test_empty_input_is_refused(source):
    assert spec_error(source)["reason"] == "empty spec"


def test_an_empty_file_is_refused(tmp_path):
    path = tmp_path / "empty.yaml"
    path.write_bytes(b"")
    assert spec_error(path)["reason"] == "empty spec"


@pytest.mark.parametrize(
    "source", [bytes(range(256)) * 64, b"\x89PNG\r\n\x1a\n" + bytes(1000), b"\xff\xd8\xff\xe0" + b"\x80" * 100]
)
def test_binary_garbage_is_refused(source):
    assert spec_error(source)["reason"] == "not text"


@pytest.mark.parametrize("source", ['{"hello": "world"}', "just words", "[1, 2, 3]", "- a\n- b\n"])
def test_things_that_are_not_api_descriptions_are_refused(source):
    assert spec_error(source)["reason"] == "not an API description"


def test_a_yaml_alias_that_contains_itself_is_refused():
    assert (
        spec_error("openapi: 3.0.0\ninfo: &a {title: t, version: '1', self: *a}\npaths: {}\n")["reason"]
        == "yaml alias cycle"
    )


def test_yaml_merge_keys_and_typed_scalars_load_like_pyyaml():
    text = (
        "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
        "    Base: &base {type: object, properties: {n: {type: integer, maximum: 0x10, default: 1_000}}}\n"
        "    Child: {<<: *base, description: merged, nullable: yes}\n"
    )
    import yaml

    from copilot_cli.spec.yaml_load import _Loader, fast_yaml_load

    assert fast_yaml_load(text) == yaml.load(text, Loader=_Loader)
    child = load_spec(text).types["Child"]
    assert child.properties["n"].constraints.maximum == 16 and child.properties["n"].default == 1000
    assert child.nullable and child.description == "merged"


def test_a_yaml_mapping_used_as_a_key_is_invalid_yaml():
    assert spec_error("openapi: 3.0.0\n? {a: 1}\n: x\n")["reason"] == "invalid YAML"
