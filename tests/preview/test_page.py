"""The preview page and its HTTP app: a CSP'd page whose settings are inert JSON, the App source
as plain text, the bundled runtime, and the mock API under /mock."""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest

from copilot_cli.preview.page import render_page
from copilot_cli.preview.runtime import RUNTIME_ENV, RuntimeMissing, runtime_path
from copilot_cli.preview.session import mock_base_url, prepare_preview
from copilot_cli.spec import load_spec

pytestmark = pytest.mark.anyio
ROOT = Path(__file__).resolve().parents[2]
PETSTORE = ROOT / "examples" / "petstore.yaml"


def _config(page: str) -> dict:
    raw = re.search(r'<script type="application/json" id="experience-ui-config">(.*?)</script>', page, re.S)
    assert raw, page
    return json.loads(raw.group(1))


def test_the_page_has_no_inline_script_and_settings_cannot_break_out_of_their_element():
    hostile = "http://x/</script><script>alert(1)</script>\u2028"
    page = render_page('<img src=x onerror="alert(1)">', hostile)
    assert _config(page)["baseUrl"] == hostile
    assert "</script><script>alert" not in page
    assert "<img src=x" not in page and "&lt;img src=x onerror=" in page
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", page, re.S)
    assert [attrs for attrs, body in scripts if body.strip() and "application/json" not in attrs] == []


def test_without_a_base_url_the_app_keeps_the_spec_server():
    assert "baseUrl" not in _config(render_page("T", None))


def test_a_missing_runtime_says_how_to_build_it(tmp_path, monkeypatch):
    monkeypatch.setenv(RUNTIME_ENV, str(tmp_path / "nope.js"))
    with pytest.raises(RuntimeMissing, match=r"npm run build:runtime"):
        runtime_path()


@pytest.fixture
def runtime_file(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "runtime.js"
    path.write_text("window.ExperienceUIRuntime = {};")
    monkeypatch.setenv(RUNTIME_ENV, str(path))
    return path


def _client(app) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:9")


async def test_the_preview_serves_page_app_runtime_and_mock(tmp_path, runtime_file):
    code = tmp_path / "App.jsx"
    code.write_text("export default function App() { return null; }\n")
    session = prepare_preview(PETSTORE, code_file=code)
    async with _client(session.app) as client:
        page = await client.get("/")
        first = await client.get("/app.jsx")
        code.write_text("export default function App() { return 1; }\n")
        second = await client.get("/app.jsx")
        runtime = await client.get("/runtime.js")
        pets = await client.get("/mock/pets", params={"pageSize": 2})
        with_base = await client.get("/mock/v1/pets/1")
        unknown = await client.get("/elsewhere")
    assert "script-src 'self' 'unsafe-eval'" in page.headers["content-security-policy"]
    assert "default-src 'none'" in page.headers["content-security-policy"]
    assert _config(page.text)["baseUrl"] == "/mock" and _config(page.text)["appUrl"] == "app.jsx"
    assert _config(page.text)["mock"] is True  # → window.__EXPERIENCE_UI__.mock: no credentials needed
    assert first.headers["content-type"].startswith("text/plain")  # data for the runtime, never a script
    assert "return null" in first.text and "return 1" in second.text  # --code is re-read on reload
    assert runtime.text == runtime_file.read_text() and runtime.headers["content-type"].startswith("text/javascript")
    assert len(pets.json()) == 2 and with_base.json()["id"] == 1
    assert unknown.status_code == 404


async def test_the_generated_app_is_served_when_no_code_is_given(runtime_file):
    session = prepare_preview(PETSTORE)
    async with _client(session.app) as client:
        code = (await client.get("/app.jsx")).text
    assert "export default function App" in code
    assert re.findall(r'^import .* from "([^"]+)";', code, re.M) == ["react"]


async def test_the_module_is_generated_once_started_and_app_jsx_waits_for_it(runtime_file, monkeypatch):
    import copilot_cli.ui.interface as interface

    calls = []
    real_generate = interface.generate
    monkeypatch.setattr(interface, "generate", lambda *a, **k: calls.append(1) or real_generate(*a, **k))
    session = prepare_preview(PETSTORE)  # the spec is parsed (a bad one fails here, before any URL)...
    assert calls == [] and session.spec is not None  # ...the module is not generated yet
    async with _client(session.app) as client:
        page = await client.get("/")  # the page needs only the spec's title and kind
        assert calls == [] and page.status_code == 200 and _config(page.text)["baseUrl"] == "/mock"
        session.start_background()  # what `copilot-cli preview` does once its URL is printed
        code = await client.get("/app.jsx")  # waits for the module
        again = await client.get("/app.jsx")
        pets = await client.get("/mock/pets")
    assert calls == [1] and code.status_code == 200 and again.text == code.text
    assert "export default function App" in code.text and code.headers["content-type"].startswith("text/plain")
    assert pets.status_code == 200


async def test_a_generator_failure_after_the_url_answers_app_jsx_with_its_reason(runtime_file, monkeypatch):
    import copilot_cli.ui.interface as interface

    def broken(*args, **kwargs):
        raise KeyError("columns")

    monkeypatch.setattr(interface, "generate", broken)
    session = prepare_preview(PETSTORE)
    async with _client(session.app) as client:
        code = await client.get("/app.jsx")
        pets = await client.get("/mock/pets")  # the mock does not depend on the module
    assert code.status_code == 500
    assert "the App could not be built" in code.text and "generating the UI failed: KeyError: 'columns'" in code.text
    assert pets.status_code == 200


async def test_with_a_real_api_there_is_no_mock_and_the_app_is_pointed_at_it(tmp_path, runtime_file):
    session = prepare_preview(PETSTORE, api_url="https://api.example.com/v1")
    async with _client(session.app) as client:
        page = await client.get("/")
        mock = await client.get("/mock/pets")
    # through the same-origin proxy (tests/preview/test_proxy.py), never the API's own origin
    assert _config(page.text)["baseUrl"] == session.proxy.base_path and "mock" not in _config(page.text)
    assert mock.status_code == 404


def test_graphql_specs_get_the_mock_graphql_endpoint():
    sdl = (Path(__file__).resolve().parents[1] / "ui" / "fixtures" / "blog.graphql").read_text()
    assert mock_base_url(load_spec(sdl)) == "/mock/graphql"
    assert mock_base_url(load_spec(PETSTORE)) == "/mock"
