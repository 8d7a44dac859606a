"""The render cache: render(plan), byte for byte, but reusing the JSON of every unchanged part.

customize changes one resource (or the app) of a plan whose other parts are the very same
objects (apply.py copies on write), yet ui/render.py dumps and escapes the whole plan twice
(data sections and the plan comment): ~330 ms on Discord. Here each part's compact JSON is
cached by object identity, and the sections and the plan comment are assembled from it with
the renderer's own templates and escaping. tests/ui/test_render_cache.py checks the output
equals `render(plan)` exactly, so a change in render.py cannot drift unnoticed.
"""

from __future__ import annotations

import json
from typing import Any

from copilot_cli.ui import render as R
from copilot_cli.ui.plan import PLAN_VERSION, UiPlan

_CACHE: dict[int, tuple[Any, str]] = {}
_MAX = 60_000


def _json(obj: Any) -> str:
    """Compact ASCII JSON of one plan part (as render.dump_part writes it), cached per object."""
    hit = _CACHE.get(id(obj))
    if hit is not None and hit[0] is obj:
        return hit[1]
    text = json.dumps(R.dump_part(obj), ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    if len(_CACHE) >= _MAX:
        _CACHE.clear()
    _CACHE[id(obj)] = (obj, text)
    return text


def _escape(text: str) -> str:
    return R.escape_script(text)


_BATCHES: dict[tuple[str, tuple[int, ...]], tuple[list[Any], str]] = {}


def _batch(target: str, items: list[Any]) -> str:
    """One data section (a batch of operations or resources), reused while its objects are."""
    key = (target, tuple(id(x) for x in items))
    hit = _BATCHES.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], items)):
        return hit[1]
    text = R.render_template("data_batch", target=R.js_ident(target), items=[R.Js(_escape(_json(x))) for x in items])
    if len(_BATCHES) >= 2000:
        _BATCHES.clear()
    _BATCHES[key] = (list(items), text)
    return text


def _plan_json(plan: UiPlan) -> str:
    parts = []
    if plan.version != PLAN_VERSION:
        parts.append(f'"version":{json.dumps(plan.version)}')
    parts.append(f'"app":{_json(plan.app)}')
    parts.append('"navigation":[' + ",".join(_json(g) for g in plan.navigation) + "]")
    for name in ("resources", "operations", "edits"):
        items = getattr(plan, name)
        if items:
            parts.append(f'"{name}":[' + ",".join(_json(x) for x in items) + "]")
    return "{" + ",".join(parts) + "}"


def render_fast(plan: UiPlan) -> str:
    out = list(R.static_sections())
    out.append(R.render_template("data_head", app=R.Js(_escape(_json(plan.app)))))
    for target, items in (("OPERATIONS", plan.operations), ("RESOURCES", plan.resources)):
        for start in range(0, len(items), R.BATCH):
            out.append(_batch(target, items[start : start + R.BATCH]))
    navigation = R.Js(_escape("[" + ",".join(_json(g) for g in plan.navigation) + "]"))
    out.append(R.render_app(navigation, R.component_names(plan)))
    comment = _escape(_plan_json(plan)).replace("*/", "*\\/")
    out.append(f"\n{R.PLAN_BEGIN}{plan.version}\n{comment}\n{R.PLAN_END}\n")
    return "".join(out)
