"""A write the item reads back under a near name: ETSI MEC 010-2's PATCH /app_packages/{id} sends
`operationState` and the package reads `operationalState` (same choices); the mock stores the edit
there, so the detail shows it, and the edit form labels the field as the detail does."""

from __future__ import annotations

from typing import Any

import pytest

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

STATES = {"type": "string", "enum": ["ENABLED", "DISABLED"]}


def package_doc() -> dict[str, Any]:
    ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
    ref = {"$ref": "#/components/schemas/AppPkgInfo"}
    id_param = [{"name": "appPkgId", "in": "path", "required": True, "schema": {"type": "string"}}]
    modifications = {
        "type": "object",
        "required": ["operationState"],
        "properties": {"operationState": {"type": "string", "enum": ["DISABLED", "ENABLED"]}},
    }
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/app_packages": {"get": {"operationId": "listPackages", "responses": ok({"type": "array", "items": ref})}},
            "/app_packages/{appPkgId}": {
                "get": {"operationId": "getPackage", "parameters": id_param, "responses": ok(ref)},
                "patch": {
                    "operationId": "patchPackage",
                    "parameters": id_param,
                    "requestBody": {"required": True, "content": {"application/json": {"schema": modifications}}},
                    "responses": ok(modifications),
                },
            },
        },
        "components": {
            "schemas": {
                "AppPkgInfo": {
                    "type": "object",
                    "properties": {"id": {"type": "string"}, "appName": {"type": "string"}, "operationalState": STATES},
                }
            }
        },
    }


async def test_an_edit_of_a_choice_named_apart_from_the_items_shows_in_the_item():
    async with mock_client(normalize_document(package_doc())) as client:
        item = (await client.get("/app_packages")).json()[0]
        for state in ("DISABLED", "ENABLED"):
            assert (
                await client.patch(f"/app_packages/{item['id']}", json={"operationState": state})
            ).status_code == 200
            read = (await client.get(f"/app_packages/{item['id']}")).json()
            assert read["operationalState"] == state and "operationState" not in read


def test_the_edit_form_labels_the_field_as_the_detail_does():
    res = build_plan(normalize_document(package_doc())).resource("app_packages")
    shown = next(c.label for c in res.detail.fields if c.key == "operationalState")
    assert [(f.name, f.label) for f in res.edit.fields] == [("operationState", shown)]
