"""The warm verifier (app/verify.py + verify_sidecar.mjs): one Node process, kept; parse, scope
and render checks on real generated modules, the first screen's data from the built-in mock."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.app import verify
from copilot_cli.spec import load_spec
from copilot_cli.ui.planner import build_plan
from copilot_cli.ui.render import render_sections

pytestmark = pytest.mark.anyio
SPECS = Path(__file__).resolve().parents[1] / "specs"


def template_of(name: str):
    spec = load_spec(SPECS / name)
    return spec, "".join(render_sections(build_plan(spec)))


@pytest.fixture(scope="module")
def petstore():
    return template_of("oai-v3.0_petstore.yaml")


@pytest.mark.parametrize("name", ["oai-v3.0_petstore.yaml", "swapi-graphql_schema.graphql"])
async def test_the_template_renders_its_first_screen_with_the_mocks_data(name, monkeypatch):
    spec, code = template_of(name)
    asked = []
    answer = verify.Sidecar._answer_fetch

    def spy(self, spec, request):
        reply = answer(self, spec, request)
        asked.append((request["path"], reply["status"]))
        return reply

    monkeypatch.setattr(verify.Sidecar, "_answer_fetch", spy)
    verdict = await verify.verify_code(code, spec)
    assert verdict.ok and verdict.stage == "render", verdict.report()
    assert asked and all(status == 200 for _, status in asked)  # the first screen's list came from the mock


async def test_the_sidecar_stays_warm_across_checks(petstore):
    spec, code = petstore
    await verify.verify_code(code, spec)
    first = verify.sidecar()._proc
    await verify.verify_code(code, spec)
    assert first is not None and verify.sidecar()._proc is first and first.poll() is None


async def test_code_that_does_not_parse_fails_the_parse_check(petstore):
    spec, code = petstore
    verdict = await verify.verify_code(
        code.replace("export default function App() {", "export default function App( {"), spec
    )
    assert not verdict.ok and verdict.stage == "parse"


async def test_a_dropped_hook_is_an_undeclared_name_with_its_lines(petstore):
    spec, code = petstore
    bad = code.replace("const [navOpen, setNavOpen] = useState(false);", "const navOpen = false;")
    verdict = await verify.verify_code(bad, spec)
    assert not verdict.ok and verdict.stage == "scope" and verdict.error == "undeclared identifier: setNavOpen"
    assert verdict.lines and all("setNavOpen" in x["text"] for x in verdict.lines)
    assert "line " in verdict.report()


async def test_code_that_parses_but_throws_when_rendered_fails_the_render_check(petstore):
    spec, code = petstore
    bad = code.replace(
        "const [route, setRoute] = useState(() => {", "const route = null;\n  const [r0, setRoute] = useState(() => {"
    )
    verdict = await verify.verify_code(bad, spec)
    assert not verdict.ok and verdict.stage == "render" and "reading 'page'" in verdict.error


async def test_an_error_thrown_in_an_effect_fails_the_render_check(petstore):
    spec, code = petstore
    bad = code.replace(
        "export default function App() {",
        'export default function App() {\n  useEffect(() => { throw new Error("boom in effect"); }, []);',
        1,
    )
    verdict = await verify.verify_code(bad, spec)
    assert not verdict.ok and verdict.stage == "render" and "boom in effect" in verdict.error


async def test_a_bad_check_does_not_spoil_the_next(petstore):
    spec, code = petstore
    await verify.verify_code(
        code.replace("export default function App() {", "export default function App() {\n  null.x;", 1), spec
    )
    assert (await verify.verify_code(code, spec)).ok


async def test_without_node_the_check_falls_back_to_parsing_and_says_so(petstore, monkeypatch):
    spec, code = petstore
    car = verify.Sidecar()
    monkeypatch.setattr(verify, "_sidecar", car)
    monkeypatch.setattr(verify.shutil, "which", lambda name: None)
    verdict = await verify.verify_code(code, spec)
    assert verdict.ok and verdict.stage == "parse-only" and "node is not installed" in verdict.error


async def test_a_module_that_never_finishes_rendering_fails_and_the_next_check_gets_a_new_sidecar(
    petstore, monkeypatch
):
    spec, code = petstore
    car = verify.Sidecar()
    car.timeout_s = 3.0
    monkeypatch.setattr(verify, "_sidecar", car)
    endless = code.replace("export default function App() {", "export default function App() {\n  while (true) {}", 1)
    verdict = await verify.verify_code(endless, spec)
    assert not verdict.ok and verdict.stage == "render" and "did not finish" in verdict.error
    car.timeout_s = verify.TIMEOUT_S  # a new sidecar's start on a loaded machine can take longer than 3 s
    assert (await verify.verify_code(code, spec)).ok
    car.close()


async def test_warm_up_starts_the_verifier_in_the_background_once(petstore, monkeypatch):
    spec, code = petstore
    car = verify.Sidecar()
    monkeypatch.setattr(verify, "_sidecar", car)
    thread = verify.warm_up()
    assert thread is not None
    thread.join(60)
    started = car._proc
    assert started is not None and started.poll() is None
    assert verify.warm_up() is None  # already running: nothing to start
    assert (await verify.verify_code(code, spec)).ok and car._proc is started
    car.close()


async def test_the_pages_asked_for_are_rendered_too_not_only_the_first_screen():
    spec, code = template_of("swapi-graphql_schema.graphql")
    assert (await verify.verify_code(code, spec, ["resource:planet", "resource:starship"])).ok
    # a page the first screen never shows, broken: only rendering it finds that
    bad = code.replace('PLAN.resourcesById["starship"]', 'PLAN.resourcesById["starships"]')
    assert bad != code and (await verify.verify_code(bad, spec)).ok
    verdict = await verify.verify_code(bad, spec, ["resource:planet", "resource:starship"])
    assert not verdict.ok and verdict.stage == "render"
    assert (
        verdict.error.startswith("on page resource:starship: ")
        and "Cannot read properties of undefined" in verdict.error
    )
