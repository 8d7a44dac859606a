"""The library face of generation: spec → plan → code, with the result's summary.

Used by the `generate` use case (app/generation.py), `copilot-cli generate` and the preview.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from copilot_cli.spec.gcpause import gc_paused
from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui.plan import UiPlan
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import component_count, render_sections, static_sections

FORMATS = ("react",)


@dataclass
class Generated:
    code: str
    plan: UiPlan
    component_count: int
    description: str


def describe(plan: UiPlan) -> str:
    n = len(plan.operations)
    noun = "endpoint" if plan.app.kind == "rest" else "operation"
    what = f"{n} {noun}{'' if n == 1 else 's'}"
    if plan.resources:
        return f"Generated interface with {what}, data tables, and detail views"
    return f"Generated interface with {what} and a form for each"


def plan_for(spec: NormalizedSpec | dict[str, Any], **options: Any) -> UiPlan:
    """The plan, built with the cyclic collector paused (spec/gcpause.py): planning Microsoft Graph
    makes ~10^6 objects and took 20-40 s with it running, 8 s without."""
    from copilot_cli.spec import ensure_normalized

    with gc_paused():
        normalized = spec if isinstance(spec, NormalizedSpec) else ensure_normalized(spec)
        return build_plan(normalized, **options)


def dynamic_sections(plan: UiPlan) -> Iterator[str]:
    """The sections after the static runtime (see render.render_sections)."""
    with gc_paused():
        sections = list(render_sections(plan))
    yield from sections[len(static_sections()) :]


def generate(spec: NormalizedSpec | dict[str, Any], **options: Any) -> Generated:
    plan = plan_for(spec, **options)
    with gc_paused():
        code = "".join(render_sections(plan))
    return Generated(code=code, plan=plan, component_count=component_count(code), description=describe(plan))
