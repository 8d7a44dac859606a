"""Edits to lists: labels, columns, page size, sort, search and filters (handlers for
assist/apply.py; formats, detail views, sub-tables and buttons are in apply_views.py)."""

from __future__ import annotations

from copilot_cli.assist.apply import Draft, EditError, EditOutcome, handles, nav_relabel
from copilot_cli.ui.edits import ClientFilter, InitialSort
from copilot_cli.ui.plan import Column, ResourcePlan

CLIENT_SIDE = "Filtering is client-side on the currently loaded data"


def _list(draft: Draft, resource_id: str, write: bool = True):
    res = draft.write(resource_id) if write else draft.read(resource_id)
    if res.list_ is None:
        raise EditError(
            f"{res.label} has no list endpoint, so there is no table to change.",
            [f"Add a detail view to {res.label}", "Show the Operations page"],
        )
    return res, res.list_


def _column_label(res: ResourcePlan, key: str) -> str:
    for col in (res.list_.columns if res.list_ else []) + (res.detail.fields if res.detail else []):
        if col.key == key:
            return col.label
    return key


def known_column(draft: Draft, res: ResourcePlan, key: str) -> Column | None:
    """A column for `key`: from the list, the detail view, or the item schema in the spec."""
    for col in (res.list_.columns if res.list_ else []) + (res.detail.fields if res.detail else []):
        if col.key == key:
            return col.model_copy(deep=True)
    if draft.spec is not None:
        from copilot_cli.assist.vocabulary import item_properties
        from copilot_cli.ui.widgets import column

        props = item_properties(draft.spec, res.id)
        if key in props:
            return column(draft.spec, key, props[key])
    return None


def missing_column(res: ResourcePlan, key: str) -> EditError:
    keys = [c.label for c in (res.detail.fields if res.detail else res.list_.columns if res.list_ else [])][:5]
    return EditError(f"{res.label} items have no field '{key}'.", [f"Show the {k} column" for k in keys])


@handles("set_label")
def _label(draft: Draft, edit) -> EditOutcome:
    res = draft.write(edit.resource, forms=edit.target == "field")
    if edit.target == "resource":
        old = res.label
        res.label = edit.label
        res.singular = edit.label[:-1] if edit.label.endswith("s") and not edit.label.endswith("ss") else edit.label
        nav_relabel(draft, res.id, edit.label)
        return EditOutcome(f"Renamed {old} to {edit.label} in the navigation and headings")
    if edit.target == "column":
        cols = [
            c
            for c in (res.list_.columns if res.list_ else []) + (res.detail.fields if res.detail else [])
            if c.key == edit.key
        ]
        if not cols:
            raise missing_column(res, edit.key or "")
        old = cols[0].label
        for col in cols:
            col.label = edit.label
        return EditOutcome(f"Renamed the {res.label} column '{old}' to '{edit.label}'")
    if edit.target == "field":
        found = [f for form in (res.create, res.edit) if form for f in form.fields if f.name == edit.key]
        if not found:
            raise EditError(
                f"The {res.singular} forms have no field '{edit.key}'.",
                [f"Rename the {f.label} field" for form in (res.create, res.edit) if form for f in form.fields][:5],
            )
        old = found[0].label
        for f in found:
            f.label = edit.label
        return EditOutcome(f"Renamed the {res.singular} form field '{old}' to '{edit.label}'")
    actions = [a for a in res.actions + (res.detail.actions if res.detail else []) if a.operationId == edit.key]
    if not actions:
        raise EditError(f"{res.label} has no '{edit.key}' button.", [])
    old = actions[0].label
    for a in actions:
        a.label = edit.label
    return EditOutcome(f"Renamed the '{old}' button to '{edit.label}'")


@handles("show_column")
def _show(draft: Draft, edit) -> EditOutcome:
    res, view = _list(draft, edit.resource)
    if any(c.key == edit.key for c in view.columns):
        return EditOutcome(f"The {res.label} table already shows '{_column_label(res, edit.key)}'", changed=False)
    col = known_column(draft, res, edit.key)
    if col is None:
        raise missing_column(res, edit.key)
    position = len(view.columns) if edit.position is None else edit.position
    view.columns.insert(position if position >= 0 else len(view.columns) + position + 1, col)
    return EditOutcome(f"Added the '{col.label}' column to the {res.label} table")


@handles("hide_column")
def _hide(draft: Draft, edit) -> EditOutcome:
    res, view = _list(draft, edit.resource)
    inside = [c for c in view.columns if c.key.startswith(edit.key + ".")]
    if inside and not any(c.key == edit.key for c in view.columns) and len(inside) < len(view.columns):
        # "the category column" of Swagger's pets is the columns it is shown as (Name, Id of category)
        view.columns = [c for c in view.columns if c not in inside]
        names = " and ".join(f"'{c.label}'" for c in inside)
        owner = _column_label(res, edit.key)
        return EditOutcome(
            f"Hid the {owner} columns ({names}) of the {res.label} table", ["The field still shows in the detail view"]
        )
    if not any(c.key == edit.key for c in view.columns):
        if known_column(draft, res, edit.key) is None:
            raise missing_column(res, edit.key)
        return EditOutcome(f"The {res.label} table already hides '{_column_label(res, edit.key)}'", changed=False)
    if len(view.columns) == 1:
        raise EditError(
            f"'{_column_label(res, edit.key)}' is the only column of the {res.label} table; a table needs one.",
            [f"Rename the {_column_label(res, edit.key)} column"],
        )
    label = _column_label(res, edit.key)
    view.columns = [c for c in view.columns if c.key != edit.key]
    return EditOutcome(
        f"Hid the '{label}' column of the {res.label} table", ["The field still shows in the detail view"]
    )


@handles("move_column")
def _move(draft: Draft, edit) -> EditOutcome:
    res, view = _list(draft, edit.resource, write=False)
    col = next((c for c in view.columns if c.key == edit.key), None) or known_column(draft, res, edit.key)
    if col is None:
        raise missing_column(res, edit.key)
    keys = [c.key for c in view.columns]
    if edit.key in keys and keys.index(edit.key) == (
        edit.position if edit.position >= 0 else len(keys) + edit.position
    ):
        where = "first" if keys.index(edit.key) == 0 else "last" if keys.index(edit.key) == len(keys) - 1 else "there"
        return EditOutcome(f"The '{col.label}' column of the {res.label} table is already {where}", changed=False)
    res, view = _list(draft, edit.resource)
    rest = [c for c in view.columns if c.key != edit.key]
    position = edit.position if edit.position >= 0 else len(rest) + edit.position + 1
    rest.insert(max(0, min(position, len(rest))), col)
    view.columns = rest
    where = (
        "to the front"
        if position <= 0
        else "to the end"
        if position >= len(rest) - 1
        else f"to position {position + 1}"
    )
    return EditOutcome(f"Moved the '{col.label}' column of the {res.label} table {where}")


@handles("set_page_size")
def _page_size(draft: Draft, edit) -> EditOutcome:
    targets = [edit.resource] if edit.resource else [r for r in draft.resource_ids() if draft.read(r).list_ is not None]
    assumptions: list[str] = []
    already = [r for r in targets if (v := draft.read(r).list_) is not None and v.pagination.defaultSize == edit.size]
    if already and len(already) == len(targets):
        scope = (
            f"The {draft.read(edit.resource).label} table already shows"
            if edit.resource
            else "Every table already shows"
        )
        return EditOutcome(f"{scope} {edit.size} rows per page", changed=False)
    for rid in targets:
        res, view = _list(draft, rid, write=False)
        limit = _size_limit(draft, res)
        if limit is not None and edit.size > limit:
            if edit.resource:
                raise EditError(
                    f"The API allows at most {limit} {res.label.lower()} per page.", [f"Show {limit} rows per page"]
                )
            continue
        draft.write(rid).list_.pagination.defaultSize = edit.size
        pg = view.pagination
        if edit.resource:
            assumptions.append(
                f"The API's '{pg.sizeParam}' parameter asks for {edit.size} per page"
                if pg.sizeParam
                else "The API returns the whole list at once; the table shows it page by page"
            )
    scope = f"the {draft.read(edit.resource).label} table" if edit.resource else "every table"
    return EditOutcome(f"Set {scope} to {edit.size} rows per page", assumptions)


def _size_limit(draft: Draft, res: ResourcePlan) -> int | None:
    pg = res.list_.pagination if res.list_ else None
    op = draft.base.operation(res.list_.operationId) if res.list_ else None
    if not pg or not pg.sizeParam or op is None:
        return None
    param = next((p for p in op.params if p.name == pg.sizeParam), None)
    maximum = param.constraints.maximum if param and param.constraints else None
    return int(maximum) if maximum else None


@handles("sort_by")
def _sort(draft: Draft, edit) -> EditOutcome:
    res, view = _list(draft, edit.resource)
    if known_column(draft, res, edit.key) is None:
        raise missing_column(res, edit.key)
    view.initialSort = InitialSort(key=edit.key, direction=edit.direction)
    label = _column_label(res, edit.key)
    if not any(c.key == edit.key for c in view.columns):
        col = known_column(draft, res, edit.key)
        view.columns.append(col)  # type: ignore[arg-type]
        label = col.label  # type: ignore[union-attr]
    for col in view.columns:
        if col.key == edit.key:
            col.sortable = True
    order = "descending" if edit.direction == "desc" else "ascending"
    assumptions = ["Sorting is client-side on the currently loaded page"]
    if view.sort:
        assumptions.append(f"The API's '{view.sort.param}' parameter can also sort on the server (in the toolbar)")
    return EditOutcome(f"The {res.label} table now starts sorted by '{label}', {order}", assumptions)


def _server_param(draft: Draft, res: ResourcePlan, key: str):
    op = draft.base.operation(res.list_.operationId) if res.list_ else None
    if op is None:
        return None
    norm = key.replace("_", "").lower()
    return next(
        (p for p in op.params if p.in_ in ("query", "variable") and p.name.replace("_", "").lower() == norm), None
    )


@handles("add_search")
def _search(draft: Draft, edit) -> EditOutcome:
    res, view = _list(draft, edit.resource)
    labels = [_column_label(res, k) for k in edit.fields]
    what = " and ".join(f"'{k}'" for k in edit.fields)
    if len(edit.fields) == 1 and (param := _server_param(draft, res, edit.fields[0])) is not None:
        if not any(f.name == param.name for f in view.filters):
            view.filters.append(param.model_copy(update={"label": f"Search by {labels[0].lower()}"}))
        return EditOutcome(
            f"Added a search field that filters the {res.label} table by the {what} field",
            [f"Searching is server-side through the API's '{param.name}' parameter"],
        )
    if view.search is not None:
        return EditOutcome(
            f"The {res.label} table already has a search bar: it searches through the API's '{view.search.name}' parameter",
            [f"Searching is server-side: the API decides which fields '{view.search.name}' matches"],
            changed=False,
        )
    for key in edit.fields:
        if known_column(draft, res, key) is None:
            raise missing_column(res, key)
    if not edit.fields:
        # a search box, no field named: the API's own search where the list's operation has one
        # the page does not offer yet; else a box over the text columns, searching loaded rows
        # (the runtime's generic row filter is not what a person asking for search sees as one)
        param = _api_search(draft, res)
        if param is not None:
            view.search = param.model_copy(deep=True)
            return EditOutcome(
                f"Added a search box to the {res.label} table: it searches through the API's '{param.name}' parameter",
                [f"Searching is server-side: the API decides which fields '{param.name}' matches"],
            )
        if view.searchFields:
            shown = ", ".join(f"'{_column_label(res, k)}'" for k in view.searchFields)
            return EditOutcome(
                f"The {res.label} table already has a search box over {shown}", [CLIENT_SIDE], changed=False
            )
        keys = [c.key for c in view.columns if c.renderer == "text"] or [c.key for c in view.columns]
        view.searchFields = keys
        shown = ", ".join(f"'{_column_label(res, k)}'" for k in keys)
        return EditOutcome(
            f"Added a search box to the {res.label} table over {shown}: it searches the loaded rows, "
            "because the API has no search for this list",
            [CLIENT_SIDE],
        )
    if view.searchFields == list(edit.fields):
        return EditOutcome(f"The {res.label} table already searches by the {what} field", [CLIENT_SIDE], changed=False)
    view.searchFields = list(edit.fields)
    return EditOutcome(
        f"Added a search bar component that filters the {res.label} table by the {what} field{'s' if len(edit.fields) > 1 else ''}",
        [CLIENT_SIDE],
    )


# query parameters that search a list by free text (`q`, `search`, Xero's `searchTerm`)
_SEARCH_NAMES = {
    "q",
    "query",
    "search",
    "searchterm",
    "searchquery",
    "term",
    "keyword",
    "keywords",
    "text",
    "filtertext",
}


def _api_search(draft: Draft, res: ResourcePlan):
    op = draft.base.operation(res.list_.operationId) if res.list_ else None
    for p in op.params if op else []:
        said = (p.description or "").lower()
        if p.in_ in ("query", "variable") and (
            p.name.replace("_", "").replace("-", "").lower() in _SEARCH_NAMES or said.startswith("search")
        ):
            return p
    return None


@handles("add_filter")
def _filter(draft: Draft, edit) -> EditOutcome:
    res, view = _list(draft, edit.resource)
    param = _server_param(draft, res, edit.key)
    if param is not None:
        if any(f.name == param.name for f in view.filters):
            return EditOutcome(f"The {res.label} table already filters by '{param.label}'", changed=False)
        view.filters.append(param.model_copy(deep=True))
        return EditOutcome(
            f"Added a '{param.label}' filter to the {res.label} table",
            [f"Filtering is server-side through the API's '{param.name}' parameter"],
        )
    col = known_column(draft, res, edit.key)
    if col is None:
        raise missing_column(res, edit.key)
    if any(f.key == edit.key for f in view.clientFilters):
        return EditOutcome(f"The {res.label} table already filters by '{col.label}'", changed=False)
    options = _options(res, edit.key)
    kind = "boolean" if col.renderer == "boolean" else "select" if options else "text"
    view.clientFilters.append(ClientFilter(key=edit.key, label=col.label, kind=kind, options=options))
    return EditOutcome(f"Added a '{col.label}' filter to the {res.label} table", [CLIENT_SIDE])


def _options(res: ResourcePlan, key: str) -> list:
    for form in (res.create, res.edit):
        for f in form.fields if form else []:
            if f.name == key and f.options:
                return list(dict.fromkeys(o.value for o in f.options if isinstance(o.value, (str, int, float, bool))))
    return []
