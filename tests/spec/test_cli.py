"""`copilot-cli spec SPEC [--json]`."""

from __future__ import annotations

import json

import pytest

from copilot_cli.cli import main
from tests.spec.shared import loaded, spec_files, spec_path


def test_the_summary_names_title_format_servers_auth_counts_and_resources(capsys):
    assert main(["spec", str(spec_path("swagger-js_petstore.json"))]) == 0
    out = capsys.readouterr().out
    for expected in (
        "Swagger Petstore",
        "swagger-2.0",
        "http://petstore.swagger.io/v2",
        "petstore_auth: oauth2 implicit",
        "operations:  20",
        "resources:   4",
        "types:       6",
        "Resources:",
        "pet ",
        "/pet",
    ):
        assert expected in out, expected


def test_the_summary_shows_pagination(capsys):
    assert main(["spec", str(spec_path("swapi-graphql_schema.graphql"))]) == 0
    out = capsys.readouterr().out
    assert "paging relay (cursor=after, size=first, items=edges.node, next=pageInfo.endCursor)" in out


def test_json_prints_the_normalized_spec(capsys):
    assert main(["spec", str(spec_path("oai-v3.1_webhook-example.yaml")), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == loaded("oai-v3.1_webhook-example.yaml").to_wire()


def test_a_broken_spec_exits_2_with_the_located_error_on_stderr(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text('{"openapi": "3.0.0",\n  "info": ')
    assert main(["spec", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "invalid JSON" in captured.err and "line 2, column" in captured.err


@pytest.mark.parametrize("name", spec_files())
def test_every_shared_spec_goes_through_the_cli(name, capsys):
    assert main(["spec", str(spec_path(name))]) == 0
    out = capsys.readouterr().out
    spec = loaded(name)
    assert out.startswith(spec.source.title) and f"operations:  {len(spec.operations)}" in out
    assert f"resources:   {len(spec.resources)}" in out
