"""The renderer: one self-contained module per shared spec that esbuild compiles, the plan
recoverable from its marked comment, and no spec string able to become code."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import jinja2
import pytest

from copilot_cli.spec import load_spec
from copilot_cli.ui.interface import generate
from copilot_cli.ui.render import PLAN_BEGIN, PLAN_END, _env, extract_plan, js_literal, plan_data, render
from tests.ui.esbuild import ESBUILD, compile_jsx

ROOT = Path(__file__).resolve().parents[2]
from tests.spec.shared import SPECS  # noqa: E402 — one rule for where the shared specs live

SPEC_FILES = sorted(p.name for p in SPECS.iterdir() if p.suffix in (".json", ".yaml", ".graphql"))
HOSTILE = Path(__file__).parent / "fixtures" / "hostile_openapi.json"


@pytest.mark.e2e
@pytest.mark.parametrize("name", SPEC_FILES)
def test_every_shared_spec_generates_a_module_that_esbuild_compiles_without_warnings(name, tmp_path):
    result = generate(load_spec(SPECS / name))
    code = result.code
    assert code.count("export default function App(") == 1
    imports = re.findall(r'^import .* from "([^"]+)";$', code, re.M)
    assert imports == ["react"]
    built = compile_jsx(code, tmp_path)
    assert built.returncode == 0 and built.stderr == "", built.stderr[-2000:]
    assert result.component_count >= 20
    assert extract_plan(code) == result.plan


def test_the_plan_comment_is_one_marked_block_at_the_end_and_round_trips():
    result = generate(load_spec(SPECS / "swagger-petstore_openapi.yaml"))
    assert result.code.count(PLAN_BEGIN) == 1 and result.code.count(PLAN_END) == 1
    assert result.code.rstrip().endswith(PLAN_END)
    assert extract_plan(result.code) == result.plan
    assert extract_plan(result.code.replace(PLAN_END, "")) is None
    assert extract_plan("export default function App() {}") is None


def test_generation_is_deterministic():
    spec = load_spec(SPECS / "swapi-graphql_schema.graphql")
    assert generate(spec).code == generate(spec).code


def test_js_literals_are_inert_in_js_html_and_comments():
    nasty = "</script><!-- ${x} `y` */ \u2028\u2029 & \ud800"
    text = js_literal({"k" + nasty: [nasty]})
    assert not set(text) & {"<", ">", "&", "\u2028", "\u2029"}
    assert all(ord(c) < 128 for c in text)
    assert json.loads(text) == {"k" + nasty: [nasty]}


def test_templates_refuse_values_that_skipped_escaping():
    with pytest.raises(TypeError):
        _env().from_string("const X = [[ value ]];").render(value="</script>")
    with pytest.raises(jinja2.UndefinedError):
        _env().from_string("const X = [[ missing ]];").render()


def test_a_hostile_spec_cannot_escape_its_string_literals(tmp_path):
    result = generate(load_spec(HOSTILE))
    code = result.code
    assert "</script" not in code and "<img src=x" not in code and "\u2028" not in code
    # every occurrence of the payload sits inside a JSON string: stripping string literals removes it
    no_strings = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', code)
    assert "__pwned" not in no_strings
    built = compile_jsx(code, tmp_path)
    assert built.returncode == 0, built.stderr[-2000:]
    plan = extract_plan(code)
    assert plan is not None and plan.app.title.startswith("Hostile </script>")


def test_a_resources_intro_is_its_pages_intro_written_as_an_inert_expression(tmp_path):
    from copilot_cli.ui.planner import build_plan

    plan = build_plan(load_spec(SPECS / "oai-v3.0_petstore.yaml"))
    assert 'intro="" emptyText=""' in render(plan)  # offline: the template's empty intro, as it always was
    plan.resources[0].intro = 'Find a pet "quoted" </script> & adopt it.'
    code = render(plan)
    assert 'intro={"Find a pet \\"quoted\\" \\u003c/script\\u003e \\u0026 adopt it."}' in code
    assert extract_plan(code).resources[0].intro == plan.resources[0].intro  # the plan keeps it: render(plan) again
    built = compile_jsx(code, tmp_path)
    assert built.returncode == 0, built.stderr[-2000:]


def test_theme_layout_and_switches_reach_the_code():
    spec = load_spec(SPECS / "oai-v3.0_petstore.yaml")
    code = generate(spec, theme="dark", layout="topnav", include_auth=False, pagination=False).code
    app = plan_data(code)["app"]
    assert (app["theme"], app["layout"], app["includeAuth"], app["pagination"]) == ("dark", "topnav", False, False)
    assert app["baseUrl"] == "http://petstore.swagger.io/v1"
    light = plan_data(generate(spec).code)["app"]
    assert "theme" not in light and "includeAuth" not in light  # runtime/src/hydrate.ts puts them back


def test_render_of_a_plan_without_resources_still_has_the_operations_page():
    plan = generate(load_spec(SPECS / "oai-v3.1_webhook-example.yaml")).plan
    assert plan.operations == [] and plan.navigation[-1].items[0].page == "operations"
    assert "function OperationsPage(" in render(plan)


def test_esbuild_is_available_for_the_suite():
    assert ESBUILD.exists() or shutil.which("esbuild"), "npm install provides esbuild"


@pytest.mark.parametrize("name", ["discord_openapi.json", "box_openapi.json", "swapi-graphql_schema.graphql"])
def test_the_api_specific_part_is_a_page_per_main_resource_and_stays_small_on_big_apis(name):
    from copilot_cli.ui.render import MAIN_PAGES, main_resources, render_sections

    plan = generate(load_spec(SPECS / name)).plan
    *runtime, part, _ = render_sections(plan)
    pages = re.findall(r"^function (\w+Page\d*)\(props\) \{$", part, re.M)
    assert len(pages) == min(MAIN_PAGES, len(plan.resources)) == len(main_resources(plan))
    assert [f'"resource:{r.id}": {p}' for r, p in zip(main_resources(plan), pages)] == re.findall(
        r'^  ("resource:[^"]+": \w+)', part, re.M
    )
    assert part.rstrip().endswith("export default function App() {\n  return <AppShell pages={PAGES} />;\n}")
    assert "...RESOURCE_PAGES" in part and len(part) < 2000  # Discord's was 26 KB with the App shell in it
    assert "function AppShell(" in "".join(runtime) and "function AppShell(" not in part


def test_main_resources_follow_the_navigation_order():
    from copilot_cli.ui.render import main_resources

    plan = generate(load_spec(SPECS / "box_openapi.json")).plan
    in_nav = [i.page[9:] for g in plan.navigation for i in g.items if i.page.startswith("resource:")]
    assert [r.id for r in main_resources(plan, 4)] == in_nav[:4]
