"""The plan's data is written once: packed (shared parts in a table), carried once at the end of the
module, and expanded by the runtime's own unpackPlan (in Node) into exactly the planner's plan."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.spec import load_spec
from copilot_cli.ui.interface import generate
from copilot_cli.ui.packing import _REF_COST, Graph, Same, pack, unpack
from copilot_cli.ui.plan import UiPlan
from copilot_cli.ui.render import (
    PLAN_BEGIN,
    PLAN_END,
    dump_part,
    extract_plan,
    plan_comment,
    plan_data,
    plan_json,
    plan_only,
    runtime_source,
    static_sections,
)
from tests.spec.shared import SPECS

ROOT = Path(__file__).resolve().parents[2]
SPEC_FILES = sorted(p.name for p in SPECS.iterdir() if p.suffix in (".json", ".yaml", ".graphql"))
TILDES = st.sampled_from(["~", "~~", "~0", "~1", "~~1", "a~", "~x", "", "same", "same long enough text"])
SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | TILDES
JSON = st.recursive(
    SCALARS | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6) | TILDES, inner, max_size=5),
    max_leaves=40,
)


@given(st.lists(JSON, max_size=6))
@settings(max_examples=300, deadline=None)
def test_pack_then_unpack_gives_back_any_json_even_repeated_and_tilde_strings(parts):
    value = {"a": parts, "b": parts, "c": [parts, parts[:1]]}  # repeats, so parts get shared
    text = pack(value)
    assert json.loads(text)["p"] is not None
    assert unpack(json.loads(text)) == value
    assert all(ord(c) < 128 for c in text)


@given(st.lists(JSON, min_size=1, max_size=4))
@settings(max_examples=200, deadline=None)
def test_a_graph_kept_between_packs_gives_the_text_a_new_one_gives(values):
    graph = Graph()
    for value in [*values, *values]:
        assert pack({"v": value, "again": [value]}, graph) == pack({"v": value, "again": [value]})


@given(st.lists(JSON, max_size=6))
@settings(max_examples=300, deadline=None)
def test_parts_read_through_their_objects_pack_as_the_same_data_written_out(parts):
    parts = parts + parts + [[1, True, 1.0, 0.0, -0.0, None]]  # equal dumps of other objects; 1 is not True
    objects = [object() for _ in parts]
    dumps = {id(o): part for o, part in zip(objects, parts)}
    read = [Same(o, lambda o: dumps[id(o)]) for o in objects]
    text = pack({"s": read + read, "t": parts})
    assert text == pack({"s": parts + parts, "t": parts})
    assert _typed(unpack(json.loads(text))) == _typed({"s": parts + parts, "t": parts})


def _typed(x: Any) -> Any:
    """`x` with each scalar's type beside it: `1 == True == 1.0` in Python, not in the packed text."""
    if type(x) is dict:
        return {k: _typed(v) for k, v in x.items()}
    if type(x) is list:
        return [_typed(v) for v in x]
    return (type(x), x)


def test_a_bare_scalar_packs_too():
    for value in (None, 1, 2.5, True, "~", "x"):
        assert unpack(json.loads(pack(value))) == value


def _containers(x: Any, out: Counter) -> None:
    if isinstance(x, dict):
        out[json.dumps(x, separators=(",", ":"))] += 1
        for v in x.values():
            _containers(v, out)
    elif isinstance(x, list):
        out[json.dumps(x, separators=(",", ":"))] += 1
        for v in x:
            _containers(v, out)
    elif isinstance(x, str):
        out[json.dumps(x)] += 1


@pytest.fixture(scope="module")
def generated() -> dict[str, Any]:
    return {name: generate(load_spec(SPECS / name)) for name in SPEC_FILES}


def test_no_module_writes_the_same_data_twice(generated):
    static = "".join(static_sections())
    for name, result in generated.items():
        code = result.code
        assert code.count(PLAN_BEGIN) == 1 and code.count(PLAN_END) == 1, name
        block = code[code.index(PLAN_BEGIN) :]
        packed = json.loads(block.split("  return ", 1)[1].split(";\n}", 1)[0])
        # inside the data: no part written more than once where a reference would be shorter
        counts: Counter = Counter()
        for part in [*packed["t"], packed["p"]]:
            _containers(part, counts)
        wasted = {k[:80]: n for k, n in counts.items() if n > 1 and (n - 1) * len(k) > n * _REF_COST}
        assert not wasted, (name, wasted)
        # outside it: none of the plan's text (the page components name their resource by id, nothing more)
        outside = code[: code.index(PLAN_BEGIN)]
        ids = {r.id for r in result.plan.resources} | {f"resource:{r.id}" for r in result.plan.resources}
        strings = set(re.findall(r'"((?:[^"\\]|\\.){24,})"', json.dumps(dump_part(result.plan)))) - ids
        repeated = [s for s in strings if s not in static and f'"{s}"' in outside]
        assert not repeated, (name, repeated[:3])


def test_each_modules_plan_unpacks_to_the_plans_dump_key_for_key_in_its_order(generated):
    """The packer reads an operation's and a resource's fields one by one, apart from the rest of
    its dump (render.py `_operation_part`); put back, they sit where the dump writes them."""
    for name, result in generated.items():
        assert json.dumps(plan_data(result.code)) == json.dumps(dump_part(result.plan)), name


@pytest.mark.e2e
def test_the_runtime_expands_each_module_to_exactly_the_planners_plan(generated, tmp_path):
    """The module's own data part (runtime/src/data.ts as built into the runtime) and plan block,
    run in Node: PLAN_DATA is the plan as the renderer dumps it, for every vendored spec."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed")
    # esbuild heads each source module's part of the bundle with a `// src/<file>` line
    data_section = re.search(r"^// src/data\.ts\n(.*?)(?=^// src/|\Z)", runtime_source(), re.M | re.S).group(1)
    files = []
    for name, result in generated.items():
        code = result.code
        assert data_section in code
        path = tmp_path / f"{name}.js"
        path.write_text(data_section + "\nreturn PLAN_DATA;\n" + code[code.index(PLAN_BEGIN) :])
        files.append(str(path))
    script = (
        'const fs = require("fs"); const out = {};'
        "for (const f of JSON.parse(process.argv[1])) out[f] = new Function(fs.readFileSync(f, 'utf8'))();"
        "process.stdout.write(JSON.stringify(out));"
    )
    run = subprocess.run([node, "-e", script, json.dumps(files)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    expanded = json.loads(run.stdout, parse_int=float)  # JS writes 2**63 as 9223372036854776000: the same double
    for name, result in generated.items():
        expected = json.loads(json.dumps(dump_part(result.plan)))
        assert _as_js(expanded[str(tmp_path / f"{name}.js")]) == _as_js(expected), name


def _as_js(x: Any) -> Any:
    """Numbers as JS has them, all doubles: Node writes Kinto's 9.223372036854776e+18 as 9223372036854776000,
    which Python reads back as a different (exact) int."""
    if isinstance(x, dict):
        return {k: _as_js(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_as_js(v) for v in x]
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else x


def test_node_reads_the_plan_with_the_runtimes_unpack(generated, tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed")
    result = generated["discord_openapi.json"]
    (tmp_path / "App.jsx").write_text(result.code)
    script = (
        f'import("{ROOT}/tests/browser/plan-data.mjs").then((m) => process.stdout.write('
        f'JSON.stringify(m.planFromModule(require("fs").readFileSync("{tmp_path / "App.jsx"}", "utf8")))))'
    )
    run = subprocess.run([node, "-e", script], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert json.loads(run.stdout) == json.loads(json.dumps(dump_part(result.plan)))


def test_the_plan_alone_and_an_older_modules_plan_comment_are_read_back(generated):
    result = generated["swagger-petstore_openapi.yaml"]
    alone = plan_comment(result.plan)
    assert result.code.endswith(alone)
    assert plan_only(alone) and plan_only("\r\n" + alone.replace("\n", "\r\n") + "  ")
    assert extract_plan(alone) == result.plan
    assert not plan_only(result.code) and not plan_only("const x = 1;\n" + alone)
    legacy = "\n/* @experience-ui/plan v1\n" + json.dumps(dump_part(result.plan)) + "\n@end-experience-ui/plan */\n"
    assert plan_only(legacy) and extract_plan(legacy) == result.plan
    assert plan_data(legacy) == plan_data(alone)
    broken = alone.replace('"t":[', '"t":[}', 1)
    assert extract_plan(broken) is None and plan_data(broken) is None


def test_plan_json_is_the_plan_without_defaults_one_part_per_line(generated):
    for name in ("discord_openapi.json", "swapi-graphql_schema.graphql", "oai-v3.1_webhook-example.yaml"):
        plan = generated[name].plan
        text = "".join(plan_json(plan))
        assert json.loads(text) == json.loads(json.dumps(dump_part(plan)))
        assert UiPlan.model_validate(json.loads(text)) == plan
        assert (
            text.count("\n")
            == 2 + len(plan.resources) + len(plan.operations) + 2 * (bool(plan.resources) + bool(plan.operations)) + 2
        )
