"""The render cache: render(plan), byte for byte, but reusing the dump of every unchanged part.

customize changes one resource (or the app) of a plan whose other parts are the very same
objects (apply.py copies on write), yet ui/render.py dumps the whole plan with pydantic each time.
Here each part's dump (render.dump_part) is cached by object identity, and the packer's graph is
kept between renders, so a resource or operation that is the same object as last time is not read
again (packing.pack gives the same text with a used graph as with a new one).
tests/ui/test_render_cache.py checks the output equals `render(plan)` exactly, so a change in
render.py cannot drift unnoticed.
"""

from __future__ import annotations

import threading
from typing import Any

from copilot_cli.ui import render as R
from copilot_cli.ui.packing import Graph, pack
from copilot_cli.ui.plan import UiPlan

_CACHE: dict[int, tuple[Any, Any, Any]] = {}
_MAX = 60_000
_MAX_NODES = 2_000_000  # distinct parts kept between renders


def _dump(obj: Any, exclude: Any = None) -> Any:
    """One plan part as render.dump_part writes it, cached per object (the dump is never changed)."""
    hit = _CACHE.get(id(obj))
    if hit is not None and hit[0] is obj and hit[2] is exclude:
        return hit[1]
    data = R.dump_part(obj, exclude)
    if len(_CACHE) >= _MAX:
        _CACHE.clear()
    _CACHE[id(obj)] = (obj, data, exclude)
    return data


_graph = [Graph()]
_graph_lock = threading.Lock()


def render_fast(plan: UiPlan) -> str:
    out = list(R.static_sections())
    out.append(R.render_app(R.component_names(plan)))
    with _graph_lock:  # one graph kept between renders: the parts not changed are not read again
        if len(_graph[0].nodes) > _MAX_NODES:
            _graph[0] = Graph()
        packed = pack(R.plan_parts(plan, _dump), _graph[0])
    out.append(R.plan_block(plan.version, packed))
    return "".join(out)
