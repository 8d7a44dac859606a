"""NormalizedSpec → UiPlan: decide pages, tables, forms and widgets. Deterministic, offline.

Resources from the spec become list/detail/create/edit/delete views; every operation (whether
or not a resource claims it) also gets a generated form on the Operations page, so every
operation is reachable from the navigation.
"""

from __future__ import annotations

import re
from collections import Counter

from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.spec.path_words import is_version
from copilot_cli.spec.roles import squash
from copilot_cli.ui.plan import (
    AppPlan,
    AuthScheme,
    NavGroup,
    NavItem,
    ResourcePlan,
    UiPlan,
)
from copilot_cli.ui.plan_actions import fold_actions, fold_non_creates
from copilot_cli.ui.plan_facts import settle_lists
from copilot_cli.ui.plan_nested import with_id_pickers
from copilot_cli.ui.plan_operations import operation_plan
from copilot_cli.ui.plan_rank import ranked, scores
from copilot_cli.ui.plan_resources import item_schema, resource_plan
from copilot_cli.ui.widgets import FieldBuilder, humanize, short


def build_plan(
    spec: NormalizedSpec,
    *,
    theme: str = "light",
    layout: str = "default",
    include_auth: bool = True,
    pagination: bool = True,
) -> UiPlan:
    builder = FieldBuilder(spec)
    operations = with_id_pickers(spec, [operation_plan(spec, builder, op) for op in spec.operations])
    version = spec.source.api_version or ""
    _version_defaults([op.params for op in operations], version)
    children_of: dict[str, list] = {}
    for res in spec.resources:
        if res.parent:
            children_of.setdefault(res.parent, []).append(res)
    resources = [resource_plan(spec, res, children_of) for res in spec.resources]
    resources = fold_actions(spec, [r for r in resources if r is not None])
    resources = fold_non_creates(spec, resources, lambda res: item_schema(spec, res))
    # the create and edit forms ask their own parameters: the version starts there too (an Azure
    # edit refused its untouched form with "api-version: Required")
    _version_defaults([form.fields for r in resources for form in (r.create, r.edit) if form], version)
    settle_lists(resources, operations, pagination)  # the ranking reads what each list needs
    return UiPlan(  # (which writes the same facts again, as for any plan read back)
        app=_app(spec, theme, layout, include_auth, pagination),
        navigation=_navigation(spec, resources, operations),
        resources=resources,
        operations=operations,
    )


def _version_defaults(lists: list[list], version: str) -> None:
    """A required `api-version` query parameter (Azure) starts at the version the document describes.
    The field is replaced by a copy, never changed in place: a field may be one object shared by
    several operations and lists (ui/field_share.py), and only these lists take the default."""
    if not version:
        return
    for fields in lists:
        for i, f in enumerate(fields):
            if f.required and f.default is None and f.in_ == "query" and squash(f.name) == "apiversion":
                fields[i] = f.model_copy(update={"default": version})


def _server_url(server) -> str:
    url = server.url
    for name, var in server.variables.items():
        url = url.replace("{" + name + "}", var.default)
    return url


def _app(spec: NormalizedSpec, theme: str, layout: str, include_auth: bool, pagination: bool) -> AppPlan:
    servers = [_server_url(s) for s in spec.servers]
    graphql = spec.source.kind == "graphql"
    return AppPlan(
        title=spec.source.title or "API",
        description=short(spec.source.description, 600),
        version=spec.source.api_version or "",
        kind="graphql" if graphql else "rest",
        theme=theme,
        layout=layout,
        baseUrl=servers[0] if servers else "",
        servers=servers,  # type: ignore[arg-type]
        includeAuth=include_auth,
        pagination=pagination,
        auth=[auth_scheme(s) for s in spec.auth.schemes.values()] if include_auth else [],
    )


def auth_scheme(s) -> AuthScheme:
    if s.type == "apiKey":
        kind = "apiKey"
    elif s.type == "http":
        scheme = (s.scheme or "bearer").lower()
        kind = "basic" if scheme == "basic" else "bearer" if scheme == "bearer" else "unsupported"
    else:
        kind = s.type
    scopes = sorted({scope for flow in s.flows for scope in flow.scopes})
    data = dict(
        id=s.name, label=humanize(s.name), kind=kind, name=s.param_name, description=short(s.description), scopes=scopes
    )
    data["in"] = (s.location or "header") if kind == "apiKey" else None
    if kind == "unsupported":
        data["scheme"] = s.scheme
    return AuthScheme(**data)


def _navigation(spec: NormalizedSpec, resources: list[ResourcePlan], operations: list) -> list[NavGroup]:
    """Groups and their resources ranked by how central they are (plan_rank.py): the first item
    is where the app opens when its list needs no input."""
    score = scores(spec, resources, {op.id: op for op in operations})
    groups: dict[str, list[ResourcePlan]] = {}
    for res in ranked(resources, score):
        groups.setdefault(res.group or "Resources", []).append(res)
    nav = [
        NavGroup(
            label=group_heading(name),
            items=[NavItem(label=label, page=f"resource:{res.id}") for res, label in zip(members, nav_labels(members))],
        )
        for name, members in groups.items()
    ]
    nav.append(NavGroup(label="API", items=[NavItem(label=f"All operations ({len(operations)})", page="operations")]))
    return nav


def nav_labels(members: list[ResourcePlan]) -> list[str]:
    """Labels unique within one nav group: a resource's own label, qualified by where it lives
    when another in the group has the same (`Sessions (Checkout)`, `Sessions (Billing portal)`)."""
    labels = [res.label if not (where := _where(res)) else f"{res.label} ({where})" for res in members]
    counts = Counter(labels)
    for i, res in enumerate(members):
        context = _context(res)
        if counts[labels[i]] > 1 and context:
            labels[i] = f"{res.label} ({' '.join(humanize(p) for p in context)})"
    seen: Counter[str] = Counter()
    for i, label in enumerate(labels):
        seen[label] += 1
        if seen[label] > 1:
            labels[i] = f"{label} {seen[label]}"
    return labels


def _where(res: ResourcePlan) -> str | None:
    """Where a nested resource lives, for its nav label: its parent (`Node Pools (Clusters)`).
    A parent that is a version (Google's `/v1/{parent}/backups`, under "Resources by name")
    says nothing; the operation id names the parent instead (`alloydb.projects.locations.backups.list`
    → Locations), or nothing is added."""
    if not res.parent:
        return None
    parent = res.parent.split(".")[-1]
    if not is_version(parent):
        return humanize(parent)
    chain = _op_chain(res)
    return humanize(chain[-2]) if len(chain) >= 2 else None


def _context(res: ResourcePlan) -> list[str]:
    """The collections a resource lives under, outermost first: its id's, or, below a version,
    the operation id's (`projects locations clusters` for Google's `/v1/{parent}/nodePools`)."""
    context = [p for p in res.id.split(".")[:-1] if p]
    if context and is_version(context[0]):
        return _op_chain(res)[:-1]
    return context


def _op_chain(res: ResourcePlan) -> list[str]:
    """The collections in a resource's Google-style operation id (`svc.projects.locations.backups.list`
    → projects, locations, backups); empty for any other id."""
    view = res.list_ or res.create or res.detail
    chain = str(getattr(view, "operationId", None) or "").split(".")[1:-1]
    return chain if all(_WORD.fullmatch(c) and not is_version(c) for c in chain) else []


_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


_VERSION_PREFIX = re.compile(r"^api[ _-]?v?\d{6,8}[ _-]?(?=[A-Za-z])", re.I)


def group_heading(name: str) -> str:
    """A tag as a heading: lower-case or shouted tags (`pets`, `API20100401DEPENDENTPHONENUMBER`)
    in sentence case, any other as the API writes it."""
    name = _VERSION_PREFIX.sub("", name) or name  # Twilio's `Api20100401Account` is the Account tag
    if name.islower():
        return humanize(name)
    if len(name) > 12 and name.isupper() and " " not in name:
        return humanize(name.lower())
    return name
