"""The facts a list's page reads from the plan (ui/plan_facts.py): what it fills itself, what it
starts with, and what a person must give before it loads, written by UiPlan whenever a plan is made
or read, so the runtime, the ranking and the browser harness read one rule; and the envelope a
read answers in, decided in spec/, carried into the plan for the runtime."""

from __future__ import annotations

from copilot_cli.ui.plan import (
    AppPlan,
    Column,
    Field,
    ListPaging,
    ListView,
    NavGroup,
    OperationPlan,
    Option,
    ResourcePlan,
    UiPlan,
)
from copilot_cli.ui.render import dump_part, extract_plan, render


def plan_with(paging: ListPaging, params: list[Field], scope: list[Field] | None = None, paging_on: bool = True):
    view = ListView(operationId="list", columns=[Column(key="id", label="Id")], pagination=paging, scope=scope or [])
    return UiPlan(
        app=AppPlan(title="T", pagination=paging_on),
        navigation=[NavGroup(label="R", items=[])],
        resources=[ResourcePlan(id="things", label="Things", singular="Thing", list=view)],
        operations=[OperationPlan(id="list", label="List", path="/things", params=params)],
    )


def query(name: str, **kw) -> Field:
    return Field(name=name, label=name.title(), **{"in": "query", "required": True, **kw})


def test_a_required_page_number_is_filled_by_the_page_only_under_page_paging():
    params = [query("page"), query("limit")]
    for style, fills, needs in (
        ("page", ["limit", "page"], []),
        ("cursor", ["limit"], ["page"]),
        ("link", ["limit"], ["page"]),
        ("relay", ["limit"], ["page"]),
    ):
        paging = ListPaging(style=style, pageParam="page", sizeParam="limit", cursorParam="after")
        view = plan_with(paging, params).resource("things").list_
        assert (style, view.pagination.clientFills, view.needs) == (style, fills, needs)


def test_a_required_offset_is_filled_only_under_offset_paging():
    params = [query("offset")]
    offset = plan_with(ListPaging(style="offset", offsetParam="offset"), params).resource("things").list_
    page = plan_with(ListPaging(style="page", offsetParam="offset"), params).resource("things").list_
    assert (offset.needs, page.needs) == ([], ["offset"])


def test_an_app_that_does_not_page_fills_no_paging_parameter():
    view = plan_with(ListPaging(style="page", pageParam="page"), [query("page")], paging_on=False).resource("things")
    assert (view.list_.pagination.clientFills, view.list_.needs) == ([], ["page"])


def test_parents_with_named_values_and_required_parameters_with_a_default_start_filled():
    scope = [
        Field(name="format", label="Format", **{"in": "path"}, options=[Option(value="xml"), Option(value="json")]),
        Field(name="owner", label="Owner", **{"in": "path"}),
    ]
    params = [
        Field(name="format", label="Format", **{"in": "path"}, required=True),
        query("state", default="open"),
        query("kind", options=[Option(value="a"), Option(value="b")]),
        query("q"),
        query("sort", required=False),
    ]
    view = plan_with(ListPaging(), params, scope).resource("things").list_
    assert view.scopeDefaults == {"format": "json"}
    assert view.paramDefaults == {"state": "open", "kind": "a"}
    assert view.needs == ["owner", "q"]


def test_a_plan_read_back_without_its_facts_gets_them_again():
    plan = plan_with(ListPaging(style="cursor", pageParam="page"), [query("page")])
    data = dump_part(plan)
    del data["resources"][0]["list"]["needs"]
    assert UiPlan.model_validate(data).resource("things").list_.needs == ["page"]


def test_a_choice_of_null_keeps_its_value_through_the_module():
    choice = query("state", required=False, widget="select", options=[Option(value=None, label="(none)")])
    plan = plan_with(ListPaging(), [choice])
    assert dump_part(plan.operations[0])["params"][0]["options"] == [{"value": None, "label": "(none)"}]
    back = extract_plan(render(plan))
    assert back is not None and back.operations[0].params[0].options == [Option(value=None, label="(none)")]


def test_the_envelope_a_read_answers_in_is_carried_into_the_detail():
    from copilot_cli.ui.interface import plan_for

    thing = {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}
    wrapped = {"type": "object", "properties": {"data": {"$ref": "#/components/schemas/Thing"}}}
    listed = {
        "type": "object",
        "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}}},
    }
    ok = lambda s: {"200": {"description": "ok", "content": {"application/json": {"schema": s}}}}  # noqa: E731
    item = {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
    spec = {
        "openapi": "3.0.0",
        "info": {"title": "T", "version": "1"},
        "components": {"schemas": {"Thing": thing}},
        "paths": {
            "/things": {"get": {"operationId": "listThings", "responses": ok(listed)}},
            "/things/{id}": {"get": {"operationId": "getThing", "parameters": [item], "responses": ok(wrapped)}},
        },
    }
    res = plan_for(spec).resource("things")
    assert (res.detail.envelope, res.list_.itemsPath) == ("data", "data")
    assert [c.key for c in res.detail.fields] == ["id", "name"]
