"""Sources (text, bytes, path, URL, parsed object) and format sniffing."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from copilot_cli import errors
from copilot_cli.spec import NormalizedSpec, ensure_normalized, load_spec, normalize_document
from tests.spec.shared import spec_path

OPENAPI_YAML = """openapi: 3.0.3
info: {title: Tiny, version: '2'}
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200':
          description: ok
          content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Thing'}}}}
components:
  schemas:
    Thing: {type: object, properties: {id: {type: integer}, created: {type: string, example: 2020-01-01}}}
"""
SDL = (
    '"""A tiny API"""\nschema { query: Query }\ntype Query { things: [Thing!]! }\ntype Thing { id: ID! name: String }\n'
)


def test_yaml_text_is_sniffed_as_openapi():
    spec = load_spec(OPENAPI_YAML)
    assert (spec.source.kind, spec.source.version, spec.source.format, spec.source.origin) == (
        "openapi-3.0",
        "3.0.3",
        "yaml",
        "text",
    )
    assert spec.source.title == "Tiny" and spec.source.api_version == "2"
    assert spec.source.size == len(OPENAPI_YAML.encode())


def test_yaml_dates_stay_strings_so_the_spec_stays_json():
    spec = load_spec(OPENAPI_YAML)
    assert spec.types["Thing"].properties["created"].examples == ["2020-01-01"]
    json.dumps(spec.to_wire())


def test_bytes_with_a_bom_and_json_text_are_sniffed():
    doc = {"swagger": "2.0", "info": {"title": "B", "version": "1"}, "paths": {}}
    spec = load_spec(b"\xef\xbb\xbf" + json.dumps(doc).encode())
    assert (spec.source.kind, spec.source.format) == ("swagger-2.0", "json")


def test_graphql_sdl_is_sniffed_even_after_comments_and_descriptions():
    spec = load_spec("# a comment\n" + SDL)
    assert (spec.source.kind, spec.source.format) == ("graphql", "graphql-sdl")
    assert [op.id for op in spec.operations] == ["things"]
    assert spec.source.description == "A tiny API"


def test_format_hint_forces_graphql():
    assert load_spec("schema { query: Q }\ntype Q { a: Int }", format_hint="graphql").operations[0].field == "a"


def test_introspection_is_accepted_bare_and_wrapped_in_data():
    from graphql import build_schema, get_introspection_query, graphql_sync

    result = graphql_sync(build_schema(SDL), get_introspection_query()).data
    bare, wrapped = normalize_document(result), normalize_document({"data": result})
    from_sdl = load_spec(SDL)
    assert bare.source.format == wrapped.source.format == "graphql-introspection"
    assert bare.to_wire()["types"] == wrapped.to_wire()["types"] == from_sdl.to_wire()["types"]
    assert wrapped.to_wire()["operations"] == from_sdl.to_wire()["operations"]


def test_a_path_records_its_location(tmp_path):
    path = tmp_path / "tiny.yaml"
    path.write_text(OPENAPI_YAML)
    spec = load_spec(path)
    assert spec.source.origin == "path" and spec.source.location == str(path)


def test_a_missing_file_is_a_spec_error(tmp_path):
    with pytest.raises(errors.SpecInvalid) as caught:
        load_spec(tmp_path / "nope.yaml")
    assert caught.value.data["reason"] == "unreadable file"


def test_equal_documents_hash_equally_whatever_their_key_order():
    a = {"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}}
    b = {"paths": {}, "info": {"version": "1", "title": "x"}, "openapi": "3.0.0"}
    assert normalize_document(a).source.hash == normalize_document(b).source.hash


def test_ensure_normalized_accepts_a_normalized_spec_its_wire_form_or_a_raw_document():
    spec = load_spec(spec_path("oai-v3.0_petstore.yaml"))
    assert ensure_normalized(spec) is spec
    again = ensure_normalized(json.loads(json.dumps(spec.to_wire())))
    assert isinstance(again, NormalizedSpec) and again.to_wire() == spec.to_wire()
    raw = ensure_normalized(json.loads(spec_path("oai-v2.0_petstore.json").read_text()))
    assert raw.source.kind == "swagger-2.0" and raw.source.origin == "document"


def test_ensure_normalized_says_where_a_bad_normalized_spec_is_wrong():
    with pytest.raises(errors.SpecInvalid) as caught:
        ensure_normalized({"source": {"kind": "soap"}, "operations": []})
    assert any(e["pointer"].startswith("/source") for e in caught.value.data["errors"])


class _Handler(BaseHTTPRequestHandler):
    routes: dict[str, tuple[int, bytes]] = {}

    def do_GET(self):
        status, body = self.routes.get(self.path, (404, b"not found"))
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def http_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.e2e
def test_a_url_is_fetched_and_http_errors_are_spec_errors(http_server):
    _Handler.routes = {"/spec.yaml": (200, OPENAPI_YAML.encode()), "/gone": (410, b"")}
    spec = load_spec(f"{http_server}/spec.yaml")
    assert (spec.source.origin, spec.source.location) == ("url", f"{http_server}/spec.yaml")
    with pytest.raises(errors.SpecInvalid) as caught:
        load_spec(f"{http_server}/gone")
    assert caught.value.data["reason"] == "url fetch failed" and "410" in caught.value.data["errors"][0]["message"]


@pytest.mark.e2e
def test_an_oversized_url_body_is_refused(http_server, monkeypatch):
    from copilot_cli.spec import loaders

    monkeypatch.setattr(loaders, "MAX_SPEC_BYTES", 1000)
    _Handler.routes = {"/big": (200, b"x" * 5000)}
    with pytest.raises(errors.SpecInvalid) as caught:
        load_spec(f"{http_server}/big")
    assert caught.value.data["reason"] == "spec too large"


def test_an_unreachable_url_is_a_spec_error():
    with pytest.raises(errors.SpecInvalid) as caught:
        load_spec("http://127.0.0.1:9/spec.json")
    assert caught.value.data["reason"] == "url fetch failed"


def test_a_one_line_string_naming_a_file_is_read_as_that_file(tmp_path):
    path = tmp_path / "tiny.yaml"
    path.write_text(OPENAPI_YAML)
    spec = load_spec(str(path))
    assert spec.source.origin == "path" and spec.source.title == "Tiny"


def test_source_info_names_a_parsed_document():
    doc = {"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}}
    spec = normalize_document(doc, source_info={"title": "From upload", "location": "upload.json"})
    assert (spec.source.title, spec.source.location, spec.source.origin) == ("From upload", "upload.json", "document")
