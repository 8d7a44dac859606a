"""The verification check of the LLM path (app/verify.py): parse + scope + render of the
template module in the warm Node sidecar, the first screen's data from the built-in mock.

    .venv/bin/python benchmarks/verify.py [--runs 15]

Prints JSON (milliseconds): per spec, the whole `verify_code` call (esbuild parse check, then
the sidecar round trip with its mock fetches) and the sidecar's own time, p50 and p95, after
one warm-up check (which starts the sidecar: `cold_ms`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import anyio

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from copilot_cli.app.verify import verify_code  # noqa: E402
from copilot_cli.spec import load_spec  # noqa: E402
from copilot_cli.ui.planner import build_plan  # noqa: E402
from copilot_cli.ui.render import render_sections  # noqa: E402

FILES = {"petstore": "oai-v3.0_petstore.yaml", "discord": "discord_openapi.json"}


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))], 1)


async def main(runs: int) -> dict:
    out = {}
    for name, file in FILES.items():
        spec = load_spec(ROOT / "tests" / "specs" / file)
        code = "".join(render_sections(build_plan(spec)))
        started = time.perf_counter()
        first = await verify_code(code, spec)
        cold = (time.perf_counter() - started) * 1000
        whole, sidecar = [], []
        for _ in range(runs):
            started = time.perf_counter()
            verdict = await verify_code(code, spec)
            whole.append((time.perf_counter() - started) * 1000)
            sidecar.append(verdict.ms)
            assert verdict.ok, verdict.report()
        out[name] = {
            "module_kb": round(len(code) / 1024),
            "ok": first.ok,
            "cold_ms": round(cold),
            "verify_p50": pct(whole, 0.5),
            "verify_p95": pct(whole, 0.95),
            "sidecar_p50": pct(sidecar, 0.5),
        }
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    print(json.dumps(anyio.run(main, parser.parse_args().runs), indent=1))
