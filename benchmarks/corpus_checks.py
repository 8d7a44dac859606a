"""One spec through normalize → plan → render, timed, and the corpus checks on what came out
(used by benchmarks/corpus.py's worker processes; see that file).

The checks compare the NormalizedSpec and the UiPlan against the raw document and against what a
person would accept: parameter types as declared, paging kept from spec to plan, labels a person
would write, unique labels within a nav group, list columns taken from the item schema.
"""

from __future__ import annotations

import json
import re
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

from copilot_cli.errors import CopilotError
from copilot_cli.spec.path_words import is_version

# names that move through pages (a lone `limit` / `page_size` only caps the first page: no paging to lose)
_PAGING_NAMES = {
    "page",
    "offset",
    "cursor",
    "startingafter",
    "pagetoken",
    "nextpagetoken",
    "pagenumber",
    "skip",
    "after",
    "marker",
}
_BAD_SUFFIX = re.compile(r"\.(json|xml)$", re.I)
_SHOUTING = re.compile(r"^[A-Z0-9_]{16,}$")
_SAME = {("number", "integer"), ("object", "map"), ("string", "file")}
_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def failure_class(exc: BaseException) -> str:
    """Exception type and the deepest frame inside the package: one class per cause."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "copilot_cli" in f.filename]
    where = ""
    if frames:
        f = frames[-1]
        where = f" in {f.filename.split('copilot_cli/', 1)[-1]}:{f.name}"
    return f"{type(exc).__name__}{where}"


def run_one(spec_id: str, path: Path, out_file: Path | None) -> dict[str, Any]:
    """Normalize, plan and render one spec; never raises. `out_file` receives the module."""
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan
    from copilot_cli.ui.render import render

    result: dict[str, Any] = {"id": spec_id, "stage": "normalize", "times": {}}
    t0 = time.perf_counter()
    try:
        spec = load_spec(path)
        result["times"]["normalize"] = time.perf_counter() - t0
        result["stage"] = "plan"
        t0 = time.perf_counter()
        plan = build_plan(spec)
        result["times"]["plan"] = time.perf_counter() - t0
        result["stage"] = "render"
        t0 = time.perf_counter()
        code = render(plan)
        result["times"]["render"] = time.perf_counter() - t0
    except CopilotError as exc:  # a clear, specific refusal: not a crash
        result.update(ok=False, rejected=True, error=f"{type(exc).__name__}: {exc} {getattr(exc, 'data', '')}"[:300])
        return result
    except Exception as exc:
        result.update(ok=False, crash=failure_class(exc), error=f"{type(exc).__name__}: {exc}"[:300])
        return result
    result.update(ok=True, stage="done", size=len(code.encode()), operations=len(spec.operations))
    result["resources"] = len(spec.resources)
    try:
        result["checks"] = checks(spec, plan, path)
    except Exception as exc:
        result["checks"] = {"checkError": failure_class(exc) + f": {exc}"[:200]}
    if out_file is not None:
        out_file.write_text(code)
        result["module"] = str(out_file)
    return result


def checks(spec, plan, path: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if path.suffix == ".json" and spec.source.kind.startswith("openapi"):
        out["paramTypeMismatch"] = param_type_mismatches(spec, json.loads(path.read_bytes()))
    out.update(list_checks(spec, plan))
    out.update(label_checks(plan))
    out.update(landing_checks(spec, plan))
    out["actionSubPathResources"] = action_resources(spec, plan)
    out["badOperationLabels"] = operation_label_checks(spec, plan)
    kinds = {a.id: a.kind for a in plan.app.auth}
    out["authUnknownOfferedAsBearer"] = [
        f"{s.name}: http {s.scheme}"
        for s in spec.auth.schemes.values()
        if s.type == "http"
        and (s.scheme or "bearer").lower() not in ("basic", "bearer")
        and kinds.get(s.name) == "bearer"
    ]
    return {k: v for k, v in out.items() if v}


# ---------------------------------------------------------------------- parameter types


def _local(doc: dict[str, Any], node: Any, depth: int = 0) -> Any:
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/") and depth < 20:
        cur: Any = doc
        for token in node["$ref"][2:].split("/"):
            token = token.replace("~1", "/").replace("~0", "~")
            cur = cur.get(token) if isinstance(cur, dict) else None
        node, depth = cur, depth + 1
    return node


def _declared_type(doc: dict[str, Any], param: dict[str, Any]) -> str | None:
    schema = _local(doc, param.get("schema"))
    if not isinstance(schema, dict) or "enum" in schema or any(k in schema for k in ("oneOf", "anyOf", "allOf")):
        return None
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    return kind if kind in ("string", "integer", "number", "boolean", "array", "object") else None


def _kind(spec, schema) -> str:
    seen = set()
    while schema is not None and schema.ref and schema.ref not in seen:
        seen.add(schema.ref)
        schema = spec.types.get(schema.ref)
    if schema is None:
        return "any"
    return (schema.base_kind or "string") if schema.kind == "enum" else schema.kind


def param_type_mismatches(spec, doc: dict[str, Any]) -> list[str]:
    """Parameters whose normalized kind is not the type the document declares for them
    (path-level and operation-level merged by (name, in), the operation's winning)."""
    ops = {(op.method, op.path): op for op in spec.operations if op.kind == "http"}
    bad = []
    for path, item in (doc.get("paths") or {}).items():
        item = _local(doc, item)
        if not isinstance(item, dict):
            continue
        for method in _METHODS:
            raw_op = item.get(method)
            op = ops.get((method.upper(), path))
            if not isinstance(raw_op, dict) or op is None:
                continue
            declared = {}
            for raw in list(item.get("parameters") or []) + list(raw_op.get("parameters") or []):
                raw = _local(doc, raw)
                if isinstance(raw, dict) and isinstance(raw.get("name"), str):
                    declared[(raw["name"], raw.get("in"))] = _declared_type(doc, raw)
            for p in op.parameters:
                want = declared.get((p.name, p.location))
                got = _kind(spec, p.schema_)
                if want and got != want and (want, got) not in _SAME:
                    bad.append(f"{method.upper()} {path} {p.name}: {want}→{got}")
    return bad


# ---------------------------------------------------------------------- lists


def _resolve(spec, schema):
    seen = set()
    while schema is not None and schema.ref and schema.ref not in seen:
        seen.add(schema.ref)
        schema = spec.types.get(schema.ref)
    return schema


def _list_item(spec, op, items_path: str):
    s = _resolve(spec, op.returns)
    for part in [p for p in items_path.split(".") if p]:
        s = _resolve(spec, (s.properties or {}).get(part)) if s is not None else None
    while s is not None and s.kind == "array":
        s = _resolve(spec, s.items)
    return s


def list_checks(spec, plan) -> dict[str, Any]:
    from copilot_cli.spec.roles import squash
    from copilot_cli.ui.widgets import renderer_for

    lost, named, raw_json, opaque = [], [], [], []
    for res in plan.resources:
        view = res.list_
        if view is None:
            continue
        spec_res = spec.resource(res.id)
        paging = view.pagination.style
        if spec_res is not None and spec_res.pagination.style != "none" and paging == "none":
            lost.append(f"{res.id}: {spec_res.pagination.style}")
        op = spec.operation(view.operationId)
        if op is not None and op.kind == "http" and paging == "none":
            # a name that pages, unless the spec read it as a time filter (a date-time `after`)
            names = [
                p.name
                for p in op.parameters
                if p.location == "query" and squash(p.name) in _PAGING_NAMES and p.role != "filter"
            ]
            if names:
                named.append(f"{res.id}: {', '.join(names)}")
        if op is not None and all(c.renderer == "json" for c in view.columns):
            if view.columns[0].key != "":  # named JSON columns: properties the schema leaves opaque
                opaque.append(res.id)
                continue
            item = _list_item(spec, op, view.itemsPath)
            # properties a cell may show (secrets, `format: password`, never are)
            if item is not None and any(renderer_for(spec, k, v) for k, v in (item.properties or {}).items()):
                raw_json.append(res.id)
    return {
        "pagingLost": lost,
        "pagingNamedUnused": named,
        "rawJsonOnlyColumn": raw_json,
        "opaqueJsonColumnsOnly": opaque,
    }


# ---------------------------------------------------------------------- labels


def _bad(label: str) -> bool:
    text = label.strip()
    return "#" in text or text.startswith("{") or bool(_BAD_SUFFIX.search(text))


def _names_a_version(label: str) -> bool:
    """`V1`, `V1beta1`, `V2.1`: a path's version segment where a noun should be. A version beside
    a noun is the API's own (`Detect Entities V2`, `Clusters (Api V2)` beside `Clusters (V1)`)."""
    return is_version(label.strip())


def label_checks(plan) -> dict[str, Any]:
    bad: list[str] = []
    versions: list[str] = []
    dupes: list[str] = []
    shouting: list[str] = []
    for group in plan.navigation:
        if _bad(group.label):
            bad.append(f"group {group.label}")
        if _SHOUTING.match(group.label):
            shouting.append(group.label)
        counts = Counter(item.label for item in group.items)
        dupes += [f"{group.label} / {label}" for label, n in counts.items() if n > 1]
        bad += [f"nav {item.label}" for item in group.items if _bad(item.label)]
        versions += [f"nav {item.label}" for item in group.items if _names_a_version(item.label)]
    for res in plan.resources:
        versions += [f"resource {label}" for label in (res.label, res.singular) if _names_a_version(label)]
        for label in (res.label, res.singular):
            if _bad(label):
                bad.append(f"resource {label}")
        actions = res.actions + (res.detail.actions if res.detail else [])
        bad += [f"action {a.label}" for a in actions if _bad(a.label)]
    return {"badLabels": bad, "versionLabels": versions, "duplicateNavLabels": dupes, "shoutingGroups": shouting}


def operation_label_checks(spec, plan) -> list[str]:
    """Operation labels the generator made (not the spec's own summary) that a person would not write."""
    summary = {op.id: bool(op.summary and op.summary.strip()) for op in spec.operations}
    return [f"operation {op.label}" for op in plan.operations if not summary.get(op.id) and _bad(op.label)]


# ---------------------------------------------------------------------- landing


def _needs(spec, res) -> list[str] | None:
    """What the resource's list needs typed before it loads, read from the spec (None: no list):
    path parameters the API names no value for (no enum, no default), and required parameters with
    no default that paging does not fill (`api-version` takes the document's version)."""
    from copilot_cli.spec.roles import squash

    view = res.list_
    op = spec.operation(view.operationId) if view else None
    if op is None:
        return None
    pg = view.pagination
    filled = {pg.pageParam, pg.sizeParam, pg.offsetParam}
    out = []
    for p in op.parameters:
        if p.location == "header" and p.name.lower() in ("content-type", "accept"):
            continue  # content negotiation: the page sends these itself
        s = _resolve(spec, p.schema_)
        named = s is not None and (s.default is not None or bool(s.enum)) or p.schema_.default is not None
        if p.location == "path" and not (s is not None and s.enum):
            out.append(p.name)
        elif p.location != "path" and p.required and p.name not in filled and not named:
            versioned = squash(p.name) == "apiversion" and spec.source.api_version
            out += [] if versioned else [p.name]
    return out


def landing_checks(spec, plan) -> dict[str, Any]:
    """The app opens on the first navigation item whose list needs no input (runtime/src/shell-state.ts
    `firstPage`, by the list's `needs`, plan_facts.py): whenever the API has such a list (read from the spec), that
    is where it should open, and not on an admin/meta one when another is ready."""
    from copilot_cli.ui.plan_rank import plumbing

    items = [i.page.split(":", 1)[1] for g in plan.navigation for i in g.items if i.page.startswith("resource:")]
    resources = [r for r in (plan.resource(i) for i in items) if r is not None]
    ready = [r for r in resources if _needs(spec, r) == []]
    if not ready:
        return {}
    landing = next((r for r in resources if r.list_ and not r.list_.needs), None)
    out: dict[str, Any] = {}
    if landing is None or landing not in ready:
        needs = _needs(spec, landing) if landing else "overview"
        out["landingNeedsInput"] = f"{landing.id if landing else '-'} needs {needs}; {ready[0].id} needs nothing"
    elif plumbing(landing) and any(not plumbing(r) for r in ready):
        out["landingPlumbing"] = f"{landing.id} although {next(r for r in ready if not plumbing(r)).id} is ready"
    return out


def action_resources(spec, plan) -> list[str]:
    """Resources in the plan that are only a verb POSTed under an item (`/items/{id}/cancel`)."""
    from copilot_cli.ui.plan_actions import action_of, item_index

    items = item_index(spec)
    found = []
    for res in plan.resources:
        spec_res = spec.resource(res.id)
        if spec_res is not None and action_of(spec_res, items) is not None:
            found.append(f"{res.id}: {spec_res.collection_path or spec_res.item_path}")
    return found
