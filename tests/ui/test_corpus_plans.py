"""Plans for shapes from the public API corpus (benchmarks/corpus.py) that the planner or the
renderer once got wrong, each as a minimal fragment of the real spec it came from."""

from __future__ import annotations

import re

import pytest

from copilot_cli.spec import normalize_document
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import RUNTIME, render, reserved_names
from tests.ui.esbuild import compile_jsx


def ok(schema: dict) -> dict:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def doc(paths: dict, schemas: dict | None = None, **extra) -> dict:
    return {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": paths,
        "components": {"schemas": schemas or {}, **extra},
    }


def plan_of(document: dict):
    return build_plan(normalize_document(document))


def test_a_request_body_whose_media_type_key_is_empty_is_planned_as_json():
    # spoonacular.com: `"requestBody": {"content": {"": {"schema": {...}}}}` on a DELETE
    plan = plan_of(
        doc(
            {
                "/mealplanner/{username}/items/{id}": {
                    "delete": {
                        "operationId": "deleteFromMealPlan",
                        "parameters": [
                            {"name": "username", "in": "path", "required": True, "schema": {"type": "string"}},
                            {"name": "id", "in": "path", "required": True, "schema": {"type": "number"}},
                        ],
                        "requestBody": {
                            "content": {"": {"schema": {"type": "object", "properties": {"hash": {"type": "string"}}}}}
                        },
                        "responses": {"200": {"description": "ok"}},
                    }
                }
            }
        )
    )
    body = plan.operation("deleteFromMealPlan").body
    assert body.contentType == "application/json" and body.encoding == "json"
    assert [f.name for f in body.fields] == ["hash"]


def test_the_reserved_names_are_every_top_level_name_of_the_runtime_and_templates():
    names = reserved_names()
    for name in re.findall(r"^(?:async )?function ([A-Za-z_$][\w$]*)", RUNTIME.read_text(), re.M):
        assert name in names
    assert {"OperationsPage", "ResourcePage", "App", "PLAN", "PAGES", "NAVIGATION", "React", "useState"} <= names


@pytest.mark.e2e
@pytest.mark.parametrize("resource", ["operations", "resource", "app", "list-view"])
def test_a_resource_named_like_a_runtime_component_gets_its_own_page_and_the_module_compiles(resource, tmp_path):
    # azure.com specs and lgtm.com have a resource "operations" → `OperationsPage`, the runtime's
    item = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
    plan = plan_of(
        doc(
            {
                f"/{resource}": {"get": {"operationId": "list", "responses": ok({"type": "array", "items": item})}},
                f"/{resource}/{{id}}": {
                    "get": {
                        "operationId": "get",
                        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                        "responses": ok(item),
                    }
                },
            }
        )
    )
    code = render(plan)
    pages = re.findall(r"^function ([A-Za-z0-9_]+)\(props\)", code, re.M)
    assert pages and not set(pages) & reserved_names()
    built = compile_jsx(code, tmp_path)
    assert built.returncode == 0 and built.stderr == "", built.stderr[-2000:]


NAMED = {"type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}


def collection(op_id: str, items: dict) -> dict:
    return {"get": {"operationId": op_id, "responses": ok({"type": "array", "items": items})}}


def test_nav_labels_are_unique_within_their_group():
    # stripe.com: accounts, financial_connections/accounts, checkout/sessions, billing_portal/sessions
    plan = plan_of(
        doc(
            {
                "/v1/accounts": collection("a", NAMED),
                "/v1/financial_connections/accounts": collection("b", NAMED),
                "/v1/checkout/sessions": collection("c", NAMED),
                "/v1/billing_portal/sessions": collection("d", NAMED),
            }
        )
    )
    for group in plan.navigation:
        labels = [item.label for item in group.items]
        assert len(labels) == len(set(labels)), labels
    labels = {item.label for group in plan.navigation for item in group.items}
    assert "Accounts" in labels and "Accounts (Financial connections)" in labels


def test_list_columns_come_from_a_wrapped_item_and_a_list_of_scalars_shows_the_scalar():
    # jumpseller.com: `[{"category": {...}}]`; github REST: GET /versions → ["2022-11-28"]
    plan = plan_of(
        doc(
            {
                "/categories": collection("listCategories", {"type": "object", "properties": {"category": NAMED}}),
                "/versions": collection("listVersions", {"type": "string", "format": "date"}),
            }
        )
    )
    categories = next(r for r in plan.resources if r.list_ and r.list_.operationId == "listCategories")
    assert [c.key for c in categories.list_.columns] == ["category.id", "category.name"]
    versions = next(r for r in plan.resources if r.list_ and r.list_.operationId == "listVersions")
    assert [(c.key, c.renderer) for c in versions.list_.columns] == [("", "date")]


def test_a_shouted_tag_reads_as_a_heading():
    plan = plan_of(
        doc({"/phones": {"get": {**collection("p", NAMED)["get"], "tags": ["API20100401DEPENDENTPHONENUMBER"]}}})
    )
    label = plan.navigation[0].label
    assert label[0].isupper() and not label.isupper()


def test_paging_detected_in_the_spec_survives_into_the_plan_when_the_page_is_declared_as_a_string():
    params = [
        {"name": "page", "in": "query", "schema": {"type": "string"}},
        {"name": "per_page", "in": "query", "schema": {"type": "string"}},
    ]
    plan = plan_of(
        doc(
            {
                "/items": {
                    "get": {
                        "operationId": "list",
                        "parameters": params,
                        "responses": ok({"type": "array", "items": NAMED}),
                    }
                }
            }
        )
    )
    paging = plan.resources[0].list_.pagination
    assert (paging.style, paging.pageParam, paging.sizeParam) == ("page", "page", "per_page")


def test_http_schemes_a_page_cannot_send_are_said_plainly_not_offered_as_bearer(tmp_path):
    # azure.com / microsoft specs: Kerberos `negotiate`; others: `hmac`, `http/oauth`
    document = doc(
        {"/items": {**collection("list", NAMED), "security": [{"kerberos": []}, {"token": []}]}},
        securitySchemes={
            "kerberos": {"type": "http", "scheme": "negotiate"},
            "token": {"type": "http", "scheme": "bearer"},
            "login": {"type": "http", "scheme": "Basic"},
        },
    )
    spec = normalize_document(document)
    plan = build_plan(spec)
    kinds = {a.id: (a.kind, a.scheme) for a in plan.app.auth}
    assert kinds == {"kerberos": ("unsupported", "negotiate"), "token": ("bearer", None), "login": ("basic", None)}
    assert any(d.code == "unsendable-security-scheme" and "negotiate" in d.message for d in spec.diagnostics)
    assert '"data-unsupported-auth": s.scheme || ""' in render(plan)


def test_list_columns_come_from_the_list_rows_when_the_item_get_returns_another_type():
    # amazonaws.com/iotevents: GET /inputs → {inputSummaries: [InputSummary]}, GET /inputs/{name} → {input: {...}}
    summary = {"type": "object", "properties": {"inputName": {"type": "string"}, "status": {"type": "string"}}}
    described = {"type": "object", "properties": {"input": {"type": "object", "properties": {"x": {"type": "object"}}}}}
    plan = plan_of(
        doc(
            {
                "/inputs": {
                    "get": {
                        "operationId": "ListInputs",
                        "responses": ok(
                            {"type": "object", "properties": {"inputSummaries": {"type": "array", "items": summary}}}
                        ),
                    }
                },
                "/inputs/{inputName}": {
                    "get": {
                        "operationId": "DescribeInput",
                        "parameters": [
                            {"name": "inputName", "in": "path", "required": True, "schema": {"type": "string"}}
                        ],
                        "responses": ok({"$ref": "#/components/schemas/DescribeInputResponse"}),
                    }
                },
            },
            {"DescribeInputResponse": described},
        )
    )
    assert [c.key for c in plan.resources[0].list_.columns] == ["inputName", "status"]


def test_a_hash_in_an_operation_id_is_not_in_its_label():
    # waterlinked.com: operationId `config#modify-antenna-config` on an item sub-path
    from copilot_cli.ui.widgets import humanize

    assert "#" not in humanize("Config#Modify Antenna Config")


def test_a_version_in_a_path_is_no_label_a_person_reads():
    # googleapis.com/alloydb: `/v1/{name}` takes any resource's full name and `/v1/{parent}/backups`
    # lists a location's backups (the nav read "V1" and "Backups (V1)"); kubernetes.io's
    # `/apis/apps/v1/` is the root of the apps/v1 API (it read "V1")
    name = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}
    parent = dict(name, name="parent")
    listing = {"type": "object", "properties": {"backups": {"type": "array", "items": NAMED}}}
    plan = plan_of(
        doc(
            {
                "/v1/{name}": {
                    "parameters": [name],
                    "get": {"operationId": "alloydb.projects.locations.operations.get", "responses": ok(NAMED)},
                },
                "/v1/{parent}/backups": {
                    "parameters": [parent],
                    "get": {"operationId": "alloydb.projects.locations.backups.list", "responses": ok(listing)},
                },
                "/v1/{parent}/instances": {
                    "parameters": [parent],
                    "get": {
                        "operationId": "alloydb.projects.locations.clusters.instances.list",
                        "responses": ok(listing),
                    },
                },
                "/apis/apps/v1/": {"get": {"operationId": "getAppsV1APIResources", "responses": ok(NAMED)}},
            }
        )
    )
    labels = sorted(item.label for group in plan.navigation for item in group.items)
    assert labels == [
        "API v1",
        "All operations (4)",
        "Backups (Locations)",
        "Instances (Clusters)",
        "Resources by name",
    ]
