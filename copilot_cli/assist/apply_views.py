"""Edits that add to views: formats on columns, detail views, sub-tables and action buttons
(handlers for assist/apply.py)."""

from __future__ import annotations

import re

from copilot_cli.assist.apply import Draft, EditError, EditOutcome, handles
from copilot_cli.assist.apply_columns import known_column, missing_column
from copilot_cli.ui.plan import Action, Column, DetailView, ResourcePlan, SubTable

DATE_STYLES = ("date", "datetime", "time", "relative", "iso")
_GENERIC_LISTS = {"nodes", "edges", "items", "results", "data", "entries", "list", "records", "values"}


@handles("format_column")
def _format(draft: Draft, edit) -> EditOutcome:
    fmt = edit.format
    dates = fmt.style in DATE_STYLES
    fits = ("date", "datetime") if dates else ("number",)
    targets = [edit.resource] if edit.resource else draft.resource_ids()
    touched: list[str] = []
    for rid in targets:
        res = draft.read(rid)
        cols = _all_columns(res)
        hits = [c for c in cols if (c.key == edit.key if edit.key else c.renderer in fits)]
        if not hits:
            continue
        res = draft.write(rid)
        for col in _all_columns(res):
            if col.key == edit.key if edit.key else col.renderer in fits:
                col.format = fmt.model_copy()
                touched.append(col.label)
    shown = ""
    if touched and edit.resource and (listed := draft.read(edit.resource).list_) is not None:
        # what was formatted where the list does not show it is shown there too: "coupons: percent off
        # as a percentage" (a field only the detail shows), "article dates as '3 days ago'" (the
        # item's one date, where the list shows none)
        if edit.key:
            unlisted = not any(c.key == edit.key for c in listed.columns)
        else:
            unlisted = len(set(touched)) == 1 and not any(c.renderer in fits for c in listed.columns)
        if unlisted:
            res = draft.write(edit.resource)
            col = next(c for c in _all_columns(res) if (c.key == edit.key if edit.key else c.label == touched[0]))
            res.list_.columns.append(col.model_copy(deep=True))
            shown = f" and added it to the {res.label} table"
    if not touched and edit.key and edit.resource and (col := known_column(draft, draft.read(edit.resource), edit.key)):
        # a field of the items no view shows yet (Xero's invoice Total): formatting it shows it
        res = draft.write(edit.resource)
        if res.list_ is not None:
            col.format = fmt.model_copy()
            res.list_.columns.append(col)
            touched.append(col.label)
            shown = f" and added it to the {res.label} table"
    if not touched:
        if edit.key:
            raise missing_column(draft.read(targets[0]), edit.key)
        raise EditError(
            f"No {'date' if dates else 'number'} columns to format here.",
            ["Format a column by name, e.g. 'show price as currency'"],
        )
    names = ", ".join(f"'{n}'" for n in dict.fromkeys(touched))
    style = {
        "relative": 'relative time ("3 days ago")',
        "iso": "ISO dates (YYYY-MM-DD)",
        "currency": f"currency ({fmt.currency or 'USD'})",
        "percent": "percentages",
        "compact": "compact numbers (1.2K)",
        "integer": "whole numbers",
    }.get(fmt.style, f"{fmt.dateStyle or 'medium'} {fmt.style}s" if dates else "numbers")
    extra = f" with {fmt.decimals} decimals" if fmt.decimals is not None else ""
    return EditOutcome(f"Formatted {names} as {style}{extra}{shown}", ["Formatting follows the viewer's locale (Intl)"])


def _all_columns(res: ResourcePlan) -> list[Column]:
    cols = list(res.list_.columns) if res.list_ else []
    if res.detail:
        cols += res.detail.fields
        for sub in res.detail.subTables:
            cols += sub.columns
    return cols


@handles("add_detail_view")
def _detail(draft: Draft, edit) -> EditOutcome:
    res = draft.read(edit.resource)
    if res.detail is not None:
        return EditOutcome(f"{res.label} already open a detail view when you click a row", changed=False)
    if res.list_ is None:
        raise EditError(
            f"{res.label} has no operation that reads one item or lists them, so there is nothing to show in a detail view.",
            ["Show the Operations page"],
        )
    res = draft.write(edit.resource)
    res.detail = DetailView(operationId=None, fields=[c.model_copy() for c in res.list_.columns])
    return EditOutcome(
        f"Added a detail view to {res.label}: clicking a row opens it",
        ["The detail view shows the row as the list returned it"],
    )


@handles("add_sub_table")
def _sub_table(draft: Draft, edit) -> EditOutcome:
    res = draft.read(edit.resource)
    if res.detail is None:
        raise EditError(f"{res.label} has no detail view to put a table in.", [f"Add a detail view to {res.label}"])
    child = draft.base.resource(edit.source)
    if any((s.resource or s.key) == edit.source for s in res.detail.subTables):
        said = edit.label or (child.label if child is not None else edit.source)
        return EditOutcome(f"The {res.singular} detail view already lists {said}", changed=False)
    if child is not None and child.parent == res.id and child.list_ is not None:
        sub = SubTable(label=edit.label or child.label, resource=child.id)
    else:
        col = known_column(draft, res, edit.source)
        if col is None or draft.spec is None:
            raise EditError(f"{res.label} has no related list '{edit.source}'.", _sub_table_ideas(draft, res))
        from copilot_cli.assist.vocabulary import array_columns

        path, columns = array_columns(draft.spec, res.id, edit.source)
        if not columns:
            if any(f.key == edit.source and f.renderer not in ("json", "tags") for f in res.detail.fields):
                # "show the description when I open a plan": one value the detail view shows already
                # (Docker's volume Labels, a map, are still no list to show as a table)
                return EditOutcome(f"The {res.singular} detail view already shows {col.label}", changed=False)
            raise EditError(f"'{col.label}' of {res.label} is not a list of objects.", _sub_table_ideas(draft, res))
        if any(s.key == path for s in res.detail.subTables):
            return EditOutcome(f"The {res.singular} detail view already lists {edit.label or col.label}", changed=False)
        name = path.rsplit(".", 1)[-1]
        # the list inside a connection by its own name ("people", not the singular "Person"); a
        # generic one (Shopify's `nodes`) by the property's ("Articles")
        own = re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", name).title()
        label = edit.label or (col.label if path == edit.source or name.lower() in _GENERIC_LISTS else own)
        sub = SubTable(label=label, key=path, columns=columns)
        if path != edit.source:
            _select_rows(draft, res, path, columns)
    draft.write(res.id).detail.subTables.append(sub)
    return EditOutcome(f"Added a '{sub.label}' table to the {res.singular} detail view")


def _select_rows(draft: Draft, res: ResourcePlan, path: str, columns: list[Column]) -> None:
    """A GraphQL detail query selects a connection's count only (`filmConnection { totalCount }`):
    the rows the new sub-table shows must be asked for too, or the page shows an empty table."""
    op = draft.base.operation(res.detail.operationId) if res.detail and res.detail.operationId else None
    if op is None or op.graphql is None:
        return
    key, rows = path.split(".", 1)
    doc = op.graphql.document
    at = re.search(rf"\b{re.escape(key)}\s*\{{", doc)
    if at is None or re.search(rf"\b{re.escape(key)}\s*\{{[^{{}}]*\b{re.escape(rows)}\b", doc):
        return
    leaves = " ".join(c.key for c in columns if "." not in c.key and c.renderer not in ("json", "count")) or "id"
    widened = doc[: at.end()] + f" {rows} {{ {leaves} }}" + doc[at.end() :]
    draft.write_operation(op.id).graphql.document = widened


def _sub_table_ideas(draft: Draft, res: ResourcePlan) -> list[str]:
    kids = [r.label for r in draft.base.resources if r.parent == res.id and r.list_ is not None]
    return [f"Show {k} in the {res.singular} detail view" for k in kids] or [f"Add a detail view to {res.label}"]


@handles("add_action")
def _action(draft: Draft, edit) -> EditOutcome:
    res = draft.read(edit.resource)
    op = draft.base.operation(edit.operationId)
    if op is None:
        raise EditError(f"The API has no operation '{edit.operationId}'.", ["Show the Operations page"])
    label = edit.label or op.label
    existing = res.actions + (res.detail.actions if res.detail else [])
    if any(a.operationId == op.id for a in existing):
        return EditOutcome(f"{res.label} already have a '{label}' button", changed=False)
    if res.delete is not None and res.delete.operationId == op.id:
        # the detail view's own Delete button calls it already
        return EditOutcome(
            f"The {res.singular} detail view already has a Delete button that calls {op.id}", changed=False
        )
    for form, name in ((res.create, "New"), (res.edit, "Edit")):
        if form is not None and form.operationId == op.id:
            return EditOutcome(f"{res.label} already have a '{name}' button that calls {op.id}", changed=False)
    res = draft.write(edit.resource)
    danger = op.method == "DELETE"
    if edit.scope == "item" and res.detail is not None:
        res.detail.actions.append(Action(operationId=op.id, label=label, danger=danger))
        return EditOutcome(
            f"Added a '{label}' button to the {res.singular} detail view",
            [f"It calls {op.method} {op.path or op.id} with this {res.singular.lower()}'s id filled in"],
        )
    res.actions.append(Action(operationId=op.id, label=label, danger=danger))
    return EditOutcome(
        f"Added a '{label}' button to the {res.label} page", [f"It opens the form for {op.method} {op.path or op.id}"]
    )
