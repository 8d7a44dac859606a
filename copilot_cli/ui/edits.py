"""Structured edits to a UiPlan: what `customize` turns a plain-language request into.

Every edit names its target by the plan's own ids (resource id, column key, field name,
operation id), already resolved, so the same list can be applied again to a plan rebuilt
from a changed spec (`UiPlan.edits` keeps them in order). The offline intent parser
(assist/intents.py) and the LLM path produce these; `copilot_cli.assist.apply.apply_edits`
applies them. This module depends on pydantic only, so ui/plan.py can import it.

    PlanEdit = SetTheme | SetLayout | SetTitle | SetAuthPanel | SetLabel | ShowColumn
             | HideColumn | MoveColumn | SetPageSize | SortBy | AddSearch | AddFilter
             | SetFieldState | AddDetailView | AddSubTable | AddAction | FormatColumn
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator


class EditModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _fill_kind(cls, data: Any) -> Any:
        # `kind` is required (so it is never dropped as a default when the plan is written
        # compactly), but Python callers may leave it out: the class already says it.
        field = cls.model_fields.get("kind")
        if field is not None and isinstance(data, dict) and "kind" not in data:
            data = {**data, "kind": get_args(field.annotation)[0]}
        return data


class ColumnFormat(EditModel):
    """How a cell shows its value (Intl.DateTimeFormat / Intl.NumberFormat in the UI)."""

    style: Literal["date", "datetime", "time", "relative", "iso", "number", "integer", "currency", "percent", "compact"]
    dateStyle: Literal["short", "medium", "long", "full"] | None = None
    decimals: int | None = Field(None, ge=0, le=10)
    currency: str | None = Field(None, pattern=r"^[A-Z]{3}$")


class InitialSort(EditModel):
    """The order a list starts in (client-side on the loaded rows)."""

    key: str
    direction: Literal["asc", "desc"] = "asc"


class ClientFilter(EditModel):
    """A filter on a field the API cannot filter by: applied to the loaded rows."""

    key: str
    label: str
    kind: Literal["text", "select", "boolean"] = "text"
    # the default stated in the schema: the runtime puts defaults back from it
    options: list[Any] = Field(default_factory=list, json_schema_extra={"default": []})


class SetTheme(EditModel):
    kind: Literal["set_theme"]
    theme: Literal["light", "dark"]


class SetLayout(EditModel):
    kind: Literal["set_layout"]
    layout: Literal["default", "sidebar", "topnav", "compact"]


class SetTitle(EditModel):
    kind: Literal["set_title"]
    title: str = Field(min_length=1, max_length=120)


class SetAuthPanel(EditModel):
    kind: Literal["set_auth_panel"]
    visible: bool


class SetLabel(EditModel):
    """Rename something a person sees: a resource (page, headings, nav), a column, a form
    field or an action button."""

    kind: Literal["set_label"]
    target: Literal["resource", "column", "field", "action"]
    resource: str
    key: str | None = None  # column key, field name or operation id; None for the resource
    label: str = Field(min_length=1, max_length=120)


class ShowColumn(EditModel):
    kind: Literal["show_column"]
    resource: str
    key: str
    position: int | None = None  # None: at the end


class HideColumn(EditModel):
    kind: Literal["hide_column"]
    resource: str
    key: str


class MoveColumn(EditModel):
    kind: Literal["move_column"]
    resource: str
    key: str
    position: int  # 0-based; negative counts from the end (-1 = last)


class SetPageSize(EditModel):
    kind: Literal["set_page_size"]
    resource: str | None = None  # None: every list
    size: int = Field(ge=1, le=500)


class SortBy(EditModel):
    kind: Literal["sort_by"]
    resource: str
    key: str
    direction: Literal["asc", "desc"] = "asc"


class AddSearch(EditModel):
    kind: Literal["add_search"]
    resource: str
    fields: list[str] = Field(default_factory=list)  # empty: every column


class AddFilter(EditModel):
    kind: Literal["add_filter"]
    resource: str
    key: str


class SetFieldState(EditModel):
    kind: Literal["set_field_state"]
    resource: str
    form: Literal["create", "edit", "both"] = "both"
    name: str
    state: Literal["required", "optional", "hidden", "visible", "readonly", "editable"]


class AddDetailView(EditModel):
    kind: Literal["add_detail_view"]
    resource: str


class AddSubTable(EditModel):
    kind: Literal["add_sub_table"]
    resource: str
    source: str  # a child resource id, or the key of an array-of-objects property
    label: str | None = None


class AddAction(EditModel):
    kind: Literal["add_action"]
    resource: str
    operationId: str
    scope: Literal["item", "collection"] = "item"
    label: str | None = None


class FormatColumn(EditModel):
    kind: Literal["format_column"]
    resource: str | None = None  # None: every resource
    key: str | None = None  # None: every column the format fits (dates for date styles, numbers otherwise)
    format: ColumnFormat


PlanEdit = Annotated[
    SetTheme
    | SetLayout
    | SetTitle
    | SetAuthPanel
    | SetLabel
    | ShowColumn
    | HideColumn
    | MoveColumn
    | SetPageSize
    | SortBy
    | AddSearch
    | AddFilter
    | SetFieldState
    | AddDetailView
    | AddSubTable
    | AddAction
    | FormatColumn,
    Field(discriminator="kind"),
]

EDIT_KINDS: tuple[str, ...] = (
    "set_theme",
    "set_layout",
    "set_title",
    "set_auth_panel",
    "set_label",
    "show_column",
    "hide_column",
    "move_column",
    "set_page_size",
    "sort_by",
    "add_search",
    "add_filter",
    "set_field_state",
    "add_detail_view",
    "add_sub_table",
    "add_action",
    "format_column",
)
