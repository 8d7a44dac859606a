"""The incremental renderer writes exactly what ui/render.py writes, for fresh and customized plans."""

from __future__ import annotations

from copilot_cli.assist.apply import apply_edits
from copilot_cli.assist.intents import parse_intent
from copilot_cli.ui.render import render
from copilot_cli.ui.render_cache import render_fast


def test_fast_render_equals_render_on_petstore_before_and_after_edits(petstore):
    spec, plan = petstore
    assert render_fast(plan) == render(plan)
    for prompt in (
        "Switch to dark mode",
        "Sort pets by name descending",
        "Format prices as currency",
        "Rename pets to Animals",
    ):
        plan = apply_edits(plan, parse_intent(prompt, plan, spec), spec).plan
        assert render_fast(plan) == render(plan), prompt


def test_fast_render_equals_render_on_discord(discord):
    spec, plan = discord
    assert render_fast(plan) == render(plan)
    plan = apply_edits(plan, parse_intent("Hide the managed column in roles", plan, spec), spec).plan
    assert render_fast(plan) == render(plan)


def test_fast_render_escapes_hostile_strings_like_render(petstore):
    spec, plan = petstore
    hostile = 'Pets */ </script><img src=x onerror=alert(1)> ${x} `q` \u2028 "quoted" & more'
    plan = apply_edits(plan, parse_intent(f"Rename the app to '{hostile}'", plan, spec), spec).plan
    assert plan.app.title == hostile
    code = render_fast(plan)
    assert code == render(plan)
    assert "</script>" not in code and "\u2028" not in code
