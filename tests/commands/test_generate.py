"""`copilot-cli generate SPEC --out DIR` writes a runnable folder, or says what is wrong."""

from __future__ import annotations

import json

from copilot_cli.cli import main
from copilot_cli.ui.render import extract_plan
from tests.spec.shared import SPECS


def test_generate_writes_the_app_its_plan_and_a_runner(tmp_path, capsys):
    out = tmp_path / "ui"
    code = main(
        [
            "generate",
            str(SPECS / "oai-v3.0_petstore.yaml"),
            "--out",
            str(out),
            "--theme",
            "dark",
            "--layout",
            "compact",
            "--no-pagination",
        ]
    )
    assert code == 0
    assert sorted(p.name for p in out.iterdir()) == ["App.jsx", "index.html", "main.jsx", "package.json", "plan.json"]
    app = (out / "App.jsx").read_text()
    plan = extract_plan(app)
    assert plan is not None and (plan.app.theme, plan.app.layout, plan.app.pagination) == ("dark", "compact", False)
    assert json.loads((out / "plan.json").read_text())["app"]["title"] == "Swagger Petstore"
    assert 'import App from "./App.jsx"' in (out / "main.jsx").read_text()
    assert "Generated interface with 3 endpoints" in capsys.readouterr().err


def test_generate_keeps_a_persons_own_scaffolding(tmp_path):
    out = tmp_path / "ui"
    out.mkdir()
    (out / "main.jsx").write_text("// mine\n")
    assert main(["generate", str(SPECS / "oai-v3.0_petstore.yaml"), "--out", str(out)]) == 0
    assert (out / "main.jsx").read_text() == "// mine\n"


def test_generate_names_a_missing_file_and_an_invalid_spec(tmp_path, capsys):
    assert main(["generate", str(tmp_path / "nope.yaml"), "--out", str(tmp_path / "ui")]) == 2
    assert "no such spec file" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("openapi: 9.9.9\ninfo: {}\n")
    assert main(["generate", str(bad), "--out", str(tmp_path / "ui")]) == 1
    assert "Spec Invalid" in capsys.readouterr().err
    assert not (tmp_path / "ui").exists()
