"""schemathesis fuzzes the running server against the OpenAPI document the app publishes:
valid and invalid bodies for all six endpoints, and no answer may be a 5xx or stray from the
documented response schemas."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from copilot_cli.workspace.openapi import build_openapi
from tests.workspace.server import RunningServer, serve

pytestmark = pytest.mark.e2e

schema = schemathesis.openapi.from_dict(build_openapi(auth=True))


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    base = tmp_path_factory.mktemp("fuzz")
    root = base / "root"
    (root / "src").mkdir(parents=True)
    (root / "src/app.py").write_text("def main():\n    return 1\n")
    (root / "README.md").write_text("# hello\n")
    with serve(root, base / "data") as running:
        yield running


def test_the_published_document_is_the_one_the_fuzzer_uses(live: RunningServer) -> None:
    assert httpx.get(f"{live.url}/openapi.json").json() == build_openapi(auth=True)


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_request_makes_the_server_fail(case: schemathesis.Case, live: RunningServer) -> None:
    # Point half of the generated bodies at the real workspace so the fuzz reaches file code.
    if isinstance(case.body, dict) and hash(repr(case.body)) % 2 == 0:
        case.body["workspace_id"] = "w"
    case.call_and_validate(
        base_url=live.url,
        headers=live.headers,
        checks=[not_a_server_error, response_schema_conformance, status_code_conformance, content_type_conformance],
    )
