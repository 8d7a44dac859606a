"""The render cache: render(plan), byte for byte, but reusing the dump of every unchanged part.

customize changes one resource (or the app) of a plan whose other parts are the very same
objects (apply.py copies on write), yet ui/render.py dumps the whole plan with pydantic each time.
Here each part's dump (render.dump_part) is cached by object identity, and the plan's data is
assembled from them and packed with the renderer's own packing and templates.
tests/ui/test_render_cache.py checks the output equals `render(plan)` exactly, so a change in
render.py cannot drift unnoticed.
"""

from __future__ import annotations

from typing import Any

from copilot_cli.ui import render as R
from copilot_cli.ui.packing import pack
from copilot_cli.ui.plan import UiPlan

_CACHE: dict[int, tuple[Any, Any]] = {}
_MAX = 60_000


def _dump(obj: Any) -> Any:
    """One plan part as render.dump_part writes it, cached per object (the dump is never changed)."""
    hit = _CACHE.get(id(obj))
    if hit is not None and hit[0] is obj:
        return hit[1]
    data = R.dump_part(obj)
    if len(_CACHE) >= _MAX:
        _CACHE.clear()
    _CACHE[id(obj)] = (obj, data)
    return data


def render_fast(plan: UiPlan) -> str:
    out = list(R.static_sections())
    out.append(R.render_app(R.component_names(plan)))
    out.append(R.plan_block(plan.version, pack(R.plan_parts(plan, _dump))))
    return "".join(out)
