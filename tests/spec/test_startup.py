"""What a process that normalizes a spec loads: only what normalizing needs (start-up time is
part of every command-line run), and pydantic plugins still work for a deployment that asks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.spec.shared import spec_path

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str, *args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


NORMALIZE_AND_LIST_MODULES = """
import json, sys
from pathlib import Path
from copilot_cli.spec import load_spec
spec = load_spec(Path(sys.argv[1]))
print(json.dumps({"operations": len(spec.operations), "modules": sorted(sys.modules)}))
"""


def test_normalizing_a_json_spec_loads_no_package_metadata_and_no_yaml():
    env = {key: value for key, value in os.environ.items() if key != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run(
        [sys.executable, "-c", NORMALIZE_AND_LIST_MODULES, str(spec_path("discord_openapi.json"))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["operations"] > 200
    loaded = set(out["modules"])
    # importlib.metadata is what pydantic's plugin loader imports even with plugins off
    assert not loaded & {"importlib.metadata", "email", "zipfile", "yaml", "graphql", "httpx", "jinja2", "anyio"}


PLUGIN = """
SEEN = []

class Plugin:
    def new_schema_validator(self, schema, schema_type, schema_type_path, schema_kind, config, plugin_settings):
        SEEN.append(schema_type_path.name)
        return None, None, None

plugin = Plugin()
"""

USE_PLUGIN_AFTER_START = """
import os, sys
from pathlib import Path
import copilot_cli.spec.model  # the stand-in loader is in place now (plugins off by default)
os.environ["PYDANTIC_DISABLE_PLUGINS"] = sys.argv[2]  # a deployment turning plugins on
from copilot_cli.spec import load_spec
spec = load_spec(Path(sys.argv[1]))
import fakeplugin
print(sorted(set(fakeplugin.SEEN)))
"""


def test_a_pydantic_plugin_still_sees_every_model_when_plugins_are_turned_on(tmp_path):
    (tmp_path / "fakeplugin.py").write_text(PLUGIN)
    dist = tmp_path / "fakeplugin-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: fakeplugin\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[pydantic]\nfake = fakeplugin:plugin\n")
    env = {"PYTHONPATH": str(tmp_path)}
    spec = str(spec_path("oai-v3.0_petstore.yaml"))
    seen = run_python(USE_PLUGIN_AFTER_START, spec, "", env=env)
    assert "NormalizedSpec" in seen and "Schema" in seen
    assert run_python(USE_PLUGIN_AFTER_START, spec, "__all__", env=env) == "[]"
    assert run_python(USE_PLUGIN_AFTER_START, spec, "fake", env=env) == "[]"  # disabled by name


COUNT_COLLECTIONS = """
import gc, sys, json, pathlib, threading, contextlib, typing, dataclasses, re  # the interpreter's own
runs = []
gc.callbacks.append(lambda phase, info: phase == "start" and runs.append(info["generation"]))
from copilot_cli.spec import load_spec
imported = len(runs)
load_spec(pathlib.Path(sys.argv[1]))
print(json.dumps({"importing": imported, "normalizing": len(runs) - imported}))
"""


def test_no_garbage_collection_runs_while_the_normalizer_is_imported_or_runs():
    # importing pydantic and the models builds ~10^5 long-lived objects and no garbage: each
    # collection meanwhile only rescans them (~49 collections, ~10 ms of every start)
    out = json.loads(run_python(COUNT_COLLECTIONS, str(spec_path("discord_openapi.json"))))
    assert out == {"importing": 0, "normalizing": 0}


def test_undeclared_security_schemes_are_reported_once_each_where_first_required():
    from copilot_cli.spec import load_spec

    ok = {"200": {"description": "ok"}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "Security", "version": "1"},
        "security": [{"A": []}],
        "components": {"securitySchemes": {"C": {"type": "http", "scheme": "basic"}}},
        "paths": {
            "/x": {
                "get": {"operationId": "inherits", "responses": ok},
                "put": {"operationId": "own", "security": [{"B": []}, {"C": []}], "responses": ok},
                "post": {"operationId": "again", "security": [{"A": [], "B": []}], "responses": ok},
                "delete": {"operationId": "inheritsToo", "responses": ok},
            }
        },
    }
    spec = load_spec(json.dumps(doc))
    assert [d.message for d in spec.diagnostics if d.code == "unknown-security-scheme"] == [
        "global security requires scheme 'A', which is not declared",
        "own requires scheme 'B', which is not declared",
    ]
