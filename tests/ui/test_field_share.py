"""Sharing fields (ui/field_share.py) changes how much memory a big plan takes, never what it says:
the plan built with every distinct field built once equals the plan built field by field."""

from __future__ import annotations

import json

import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui import widgets
from copilot_cli.ui.plan import Field
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import dump_part
from tests.spec.shared import SPECS

SPEC_FILES = sorted(p.name for p in SPECS.iterdir() if p.suffix in (".json", ".yaml", ".graphql"))


def _fields(plan) -> list[Field]:
    out: list[Field] = []

    def walk(fields: list[Field]) -> None:
        for f in fields:
            out.append(f)
            walk(f.fields)
            for v in f.variants:
                walk(v.fields)

    for op in plan.operations:
        walk(op.params)
        walk(op.body.fields if op.body else [])
    return out


@pytest.mark.parametrize("name", SPEC_FILES)
def test_a_plan_with_shared_fields_is_the_plan_built_field_by_field(name, monkeypatch):
    spec = load_spec(SPECS / name)
    monkeypatch.setattr(widgets, "SHARE_FROM", 10**9)
    plain = build_plan(spec)
    monkeypatch.setattr(widgets, "SHARE_FROM", 0)
    shared = build_plan(spec)
    assert json.dumps(dump_part(shared)) == json.dumps(dump_part(plain))
    # and the sharing is real: equal operation fields are one object
    fields = _fields(shared)
    contents = {json.dumps(f.model_dump(mode="json"), sort_keys=True) for f in fields}
    assert len({id(f) for f in fields}) == len(contents)
