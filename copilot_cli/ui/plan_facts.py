"""What a list needs before it loads, worked out once, here, and written into the plan.

The runtime (the generated module), the planner's ranking (plan_rank.py) and the browser harness
(tests/browser/tasks-runner.mjs) all read these facts from the plan instead of each working them
out again; before, three copies of the rule disagreed (two counted a `page` parameter as filled
under cursor or link paging, which the list never fills). On every list view:

    pagination.clientFills  the paging parameters the page fills itself on every request: the
                            size, and the page number (page style) or the offset (offset style);
                            a cursor or next link only exists from the second page on, so none
                            when the app does not page (`app.pagination` false)
    scopeDefaults           parent parameter → the value it starts with when the API names its
                            values (`/{format}/teams`: json)
    paramDefaults           required parameter → the value the page sends unless a person gives
                            another (its default, else one of its named values)
    needs                   the names a person must give before the list loads: parents without
                            a starting value, then required parameters nothing above fills

`UiPlan` writes them whenever a plan is made or read (a model validator), so they always agree
with the plan they sit in, also for a plan read back from an older module.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from copilot_cli.ui.plan import Field, ListPaging, ListView, OperationPlan, ResourcePlan

_FILLED_BY_STYLE = {"page": "pageParam", "offset": "offsetParam"}


def client_fills(paging: ListPaging, paging_on: bool = True) -> list[str]:
    """The paging parameters the page fills on every request (the first included)."""
    if not paging_on:
        return []
    names = [paging.sizeParam, getattr(paging, _FILLED_BY_STYLE.get(paging.style, ""), None)]
    return list(dict.fromkeys(n for n in names if n))


def scope_default(f: Field) -> Any:
    """The value a parameter starts with when the API names its values; None when someone must say.
    An enum's own default alone is often a placeholder ("insert id here"), so it counts only when
    it is one of the values; `json` wins where a format is chosen."""
    values = [o.value for o in f.options]
    if not values:
        return None
    return "json" if "json" in values else f.default if f.default in values else values[0]


def _start(f: Field) -> Any:
    return f.default if f.default is not None else scope_default(f)


def settle_list(view: ListView, op: OperationPlan | None, paging_on: bool = True) -> None:
    """Write the facts above into one list view (in place)."""
    fills = client_fills(view.pagination, paging_on)
    scope_names = {f.name for f in view.scope}
    scope_defaults = {f.name: v for f in view.scope if (v := scope_default(f)) is not None}
    param_defaults: dict[str, Any] = {}
    needs = [f.name for f in view.scope if f.name not in scope_defaults]
    for f in op.params if op is not None else []:
        if not f.required or f.name in scope_names or f.name in fills:
            continue
        start = _start(f)
        if start is None:
            needs.append(f.name)
        else:
            param_defaults.setdefault(f.name, start)
    view.pagination.clientFills = fills
    view.scopeDefaults = scope_defaults
    view.paramDefaults = param_defaults
    view.needs = list(dict.fromkeys(needs))


def settle_lists(resources: Iterable[ResourcePlan], operations: Iterable[OperationPlan], paging_on: bool) -> None:
    """Write the facts into every resource's list view."""
    ops = {op.id: op for op in operations}
    for res in resources:
        if res.list_ is not None:
            settle_list(res.list_, ops.get(res.list_.operationId), paging_on)
