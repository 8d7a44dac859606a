"""UiPlan: the small, explicit model of a generated interface.

NormalizedSpec → UiPlan (planner.py) → React code (render.py). The plan is what
`customize` edits (it travels inside the generated code as one marked comment, see
render.py), so every decision the renderer needs is here and nothing else is:

    UiPlan
    ├── app          title, theme, layout, base URL, auth schemes, kind (rest | graphql)
    ├── navigation   groups of nav items, each pointing at a page ("resource:<id>", "operations")
    ├── resources    per resource: list / detail / create / edit / delete views
    └── operations   EVERY operation of the spec, with its generated form (the Operations page),
                     so 100 % of operations are reachable even when no resource claims them

Views refer to operations by id; the runtime calls `operations[id]` to talk to the API.
Field names are camelCase on the wire (JSON Schema in contracts/schema/UiPlan.json).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, model_validator
from pydantic import Field as PField

from copilot_cli.ui.edits import ClientFilter, ColumnFormat, InitialSort, PlanEdit
from copilot_cli.ui.plan_facts import settle_lists

PLAN_VERSION = 1

Widget = Literal[
    "text",
    "textarea",
    "email",
    "url",
    "date",
    "datetime",
    "time",
    "uuid",
    "password",
    "file",
    "integer",
    "number",
    "switch",
    "tristate",
    "radio",
    "select",
    "combobox",
    "tags",
    "subtable",
    "fieldset",
    "json",
    "keyvalue",
    "variant",
    "relation",
    "readonly",
]
CellRenderer = Literal[
    "text",
    "number",
    "boolean",
    "date",
    "datetime",
    "time",
    "link",
    "email",
    "uuid",
    "badge",
    "image",
    "json",
    "count",
]
Location = Literal["path", "query", "header", "cookie", "body", "variable"]
Theme = Literal["light", "dark"]
Layout = Literal["default", "sidebar", "topnav", "compact"]
LAYOUTS: tuple[str, ...] = ("default", "sidebar", "topnav", "compact")
THEMES: tuple[str, ...] = ("light", "dark")


def empty(kind: type) -> Any:
    """An empty list or dict as a field's default: made per instance by a factory (pydantic deep-copies
    a literal `[]`, 4× slower over Graph's 287,603 fields) and stated in the JSON Schema all the same,
    since the runtime's defaults table is generated from the schema."""
    return PField(default_factory=kind, json_schema_extra={"default": kind()})


class PlanModel(BaseModel):
    # Every default is in the JSON Schema (contracts/schema/UiPlan.json): the runtime's defaults table
    # is generated from it. In the schema's serialization mode every field is required: a hydrated
    # plan (and `model_dump`) has them all.
    model_config = ConfigDict(extra="forbid", populate_by_name=True, json_schema_serialization_defaults_required=True)


class FieldConstraints(PlanModel):
    minimum: float | None = None
    maximum: float | None = None
    exclusiveMinimum: bool = False
    exclusiveMaximum: bool = False
    minLength: int | None = None
    maxLength: int | None = None
    pattern: str | None = None
    step: float | None = None  # from multipleOf; integers default to 1
    minItems: int | None = None
    maxItems: int | None = None
    format: str | None = None


class Option(PlanModel):
    value: Any
    label: str | None = None  # None: show the value itself


class FieldRelation(PlanModel):
    """A field whose value is the id of another resource: a select fed by its list."""

    resource: str
    valueField: str = "id"
    labelField: str = "name"
    numeric: bool = False  # the id is a number on the wire (the select's value is text)


class Variant(PlanModel):
    """One arm of a union; `value` is its discriminator value (if any)."""

    label: str
    value: str | None = None
    fields: list[Field] = empty(list)


class Field(PlanModel):
    """One input: a parameter, a body property, or a GraphQL variable."""

    name: str  # the key on the wire (parameter name, property name, variable name)
    label: str
    in_: Location = PField("body", alias="in")
    widget: Widget = "text"
    required: bool = False
    readOnly: bool = False
    writeOnly: bool = False
    nullable: bool = False
    description: str = ""
    placeholder: str = ""
    default: Any = None
    example: Any = None
    constraints: FieldConstraints | None = None
    options: list[Option] = empty(list)
    itemWidget: Widget | None = None  # element widget of "tags"
    fields: list[Field] = empty(list)  # fieldset / subtable children
    variants: list[Variant] = empty(list)
    discriminator: str | None = None
    relation: FieldRelation | None = None
    explode: bool = True  # arrays in query: repeated keys (true) or comma-joined (false)
    gqlType: str | None = None  # GraphQL variable type, e.g. "ID!" or "[String!]"
    style: str | None = None  # "deepObject": objects and arrays go as `name[key]=…` (query, form bodies)
    # made up by the page on each submit, never typed nor shown: an idempotency token (AWS's
    # `clientToken`, `X-Amzn-Client-Token`, an `Idempotency-Key`; ui/shapes.idempotency_token)
    generated: bool = False
    # with `generated`: an edit's list of the fields to update (avaza's `FieldsToUpdate`, Google's
    # `updateMask`), filled by the page from the fields the person changed (ui/plan_patch.changes_mask)
    fromChanges: bool = False


class Column(PlanModel):
    key: str  # dotted path into the item
    label: str
    renderer: CellRenderer = "text"
    sortable: bool = True
    format: ColumnFormat | None = None  # set by customize (date/number formatting)


class ListPaging(PlanModel):
    """How the list endpoint pages. Parameter names are the spec's; paths are dotted paths
    into the response body ("" = the body itself)."""

    style: Literal["none", "page", "offset", "cursor", "link", "relay"] = "none"
    pageParam: str | None = None
    sizeParam: str | None = None  # page size / limit / GraphQL `first`
    offsetParam: str | None = None
    cursorParam: str | None = None  # cursor / GraphQL `after`
    nextPath: str | None = None  # where the next cursor (or next URL) is in the response
    totalPath: str | None = None
    firstPage: int = 1
    defaultSize: int = 20
    clientFills: list[str] = empty(list)  # fact (plan_facts.py): the parameters the page fills on every request


class Sort(PlanModel):
    param: str
    options: list[Option] = empty(list)


class ListView(PlanModel):
    operationId: str
    columns: list[Column]
    itemsPath: str = ""  # where the array is in the response ("" = body is the array)
    pagination: ListPaging = PField(default_factory=ListPaging, json_schema_extra={"default": {}})
    sort: Sort | None = None
    filters: list[Field] = empty(list)
    search: Field | None = None
    scope: list[Field] = empty(list)  # path params the list needs (parents)
    # set by customize: a starting order, and search/filters the API cannot do (client-side)
    initialSort: InitialSort | None = None
    searchFields: list[str] = empty(list)
    clientFilters: list[ClientFilter] = empty(list)
    # facts (plan_facts.py, written by UiPlan): parent → starting value, required parameter → the
    # value sent unless a person gives another, and the names a person must give before it loads
    scopeDefaults: dict[str, Any] = empty(dict)
    paramDefaults: dict[str, Any] = empty(dict)
    needs: list[str] = empty(list)


class SubTable(PlanModel):
    """An array of objects inside the item, or a nested resource listed from the item."""

    label: str
    key: str | None = None  # dotted path into the item, or
    resource: str | None = None  # a child resource whose list is scoped by this item
    columns: list[Column] = empty(list)


class Action(PlanModel):
    operationId: str
    label: str
    danger: bool = False


class DetailView(PlanModel):
    operationId: str | None = None  # None: the detail is the row from the list
    envelope: str | None = None  # the property the read's answer keeps the item in ({"data": {…}}), per spec/shapes
    fields: list[Column]
    subTables: list[SubTable] = empty(list)
    actions: list[Action] = empty(list)


class FormView(PlanModel):
    operationId: str
    fields: list[Field]


class DeleteView(PlanModel):
    operationId: str
    confirm: str


class ResourcePlan(PlanModel):
    id: str
    label: str  # plural, for navigation and headings
    singular: str
    description: str = ""
    # a sentence under the page's heading: what a person does there, in this API's words (written by
    # generate's model and checked before it is kept, app/generation_checks.py); "" offline
    intro: str = ""
    group: str = ""
    idField: str = "id"
    titleField: str | None = None
    parent: str | None = None
    # item path parameter → item field, e.g. {"petId": "id"}
    itemParams: dict[str, str] = empty(dict)
    list_: ListView | None = PField(None, alias="list")
    detail: DetailView | None = None
    create: FormView | None = None
    edit: FormView | None = None
    delete: DeleteView | None = None
    actions: list[Action] = empty(list)  # collection-level actions


class Body(PlanModel):
    contentType: str = "application/json"
    encoding: Literal["json", "form", "multipart", "binary", "text"] = "json"
    mode: Literal["fields", "json", "binary", "text"] = "fields"
    required: bool = False
    fields: list[Field] = empty(list)
    isArray: bool = False  # the body is a JSON array (edited as JSON; with fields: one item, sent as [item])
    envelope: str | None = None  # the fields travel wrapped in this property: {"data": {…}} (Asana)
    # the body is patch operations (RFC 6902): an edit form sends what changed (ui/plan_patch.py);
    # the key naming each operation: "op", or VTEX's "operation"
    jsonPatch: str | None = None


class GraphqlOp(PlanModel):
    field: str
    document: str  # query/mutation with a depth-limited selection set


class OperationPlan(PlanModel):
    id: str
    label: str
    kind: Literal["http", "query", "mutation", "subscription"] = "http"
    method: str = "GET"
    path: str = ""
    group: str = ""
    description: str = ""
    deprecated: bool = False
    params: list[Field] = empty(list)
    body: Body | None = None
    security: list[list[str]] = empty(list)  # alternatives of scheme ids
    resource: str | None = None
    role: str | None = None
    graphql: GraphqlOp | None = None


class AuthScheme(PlanModel):
    id: str
    label: str
    # "unsupported": an HTTP scheme a browser page cannot send (Kerberos `negotiate`, HMAC, …)
    kind: Literal["apiKey", "basic", "bearer", "oauth2", "openIdConnect", "mutualTLS", "unsupported"]
    in_: Literal["header", "query", "cookie"] | None = PField(None, alias="in")
    name: str | None = None  # header / query parameter name (apiKey)
    scheme: str | None = None  # the HTTP scheme's name when kind is "unsupported"
    description: str = ""
    scopes: list[str] = empty(list)


class AppPlan(PlanModel):
    title: str
    description: str = ""
    version: str = ""
    kind: Literal["rest", "graphql"] = "rest"
    theme: Theme = "light"
    layout: Layout = "default"
    baseUrl: str = ""
    servers: list[str] = empty(list)
    includeAuth: bool = True
    pagination: bool = True
    auth: list[AuthScheme] = empty(list)


class NavItem(PlanModel):
    label: str
    page: str  # "resource:<id>" | "operations"


class NavGroup(PlanModel):
    label: str
    items: list[NavItem]


class UiPlan(PlanModel):
    version: int = PLAN_VERSION
    app: AppPlan
    navigation: list[NavGroup]
    resources: list[ResourcePlan] = empty(list)
    operations: list[OperationPlan] = empty(list)
    # customize's edits in order, so they can be applied again to a plan rebuilt from a changed spec
    edits: list[PlanEdit] = empty(list)

    @model_validator(mode="after")
    def _settle_lists(self) -> UiPlan:
        """The lists' facts, worked out from this plan whenever one is made or read (plan_facts.py)."""
        settle_lists(self.resources, self.operations, self.app.pagination)
        return self

    def resource(self, resource_id: str) -> ResourcePlan | None:
        return next((r for r in self.resources if r.id == resource_id), None)

    def operation(self, operation_id: str) -> OperationPlan | None:
        return next((o for o in self.operations if o.id == operation_id), None)


Variant.model_rebuild()
Field.model_rebuild()


def reachable_operation_ids(plan: UiPlan) -> set[str]:
    """Operation ids a person can reach by clicking from the navigation: the views of every
    resource in the nav (and of resources nested under them), plus every operation listed on
    the Operations page when that page is in the nav."""
    pages = {item.page for group in plan.navigation for item in group.items}
    seen: set[str] = set()
    if "operations" in pages:
        seen.update(op.id for op in plan.operations)
    reachable_resources = {p.split(":", 1)[1] for p in pages if p.startswith("resource:")}
    changed = True
    while changed:  # children listed as sub-tables of a reachable parent are reachable too
        changed = False
        for res in plan.resources:
            if res.id in reachable_resources and res.detail:
                for sub in res.detail.subTables:
                    if sub.resource and sub.resource not in reachable_resources:
                        reachable_resources.add(sub.resource)
                        changed = True
    for res in plan.resources:
        if res.id in reachable_resources:
            seen.update(_resource_operation_ids(res))
    return seen


def _resource_operation_ids(res: ResourcePlan) -> list[str]:
    ids = [a.operationId for a in res.actions]
    for view in (res.list_, res.detail, res.create, res.edit, res.delete):
        if view is not None and getattr(view, "operationId", None):
            ids.append(view.operationId)
    if res.detail:
        ids.extend(a.operationId for a in res.detail.actions)
    return ids
