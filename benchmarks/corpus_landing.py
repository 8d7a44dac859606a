"""Where the generated app opens, over the public API corpus (issue 16 item 2): per spec, the page
the runtime lands on and whether it shows a list that needs no input, classified as a person sees it.

    .venv/bin/python benchmarks/corpus_landing.py --sample 600 --seed 16
    # the rule of an older tree (runtime/shell.jsx `firstPage` before fc20d1d: the first nav item
    # whose list has no parent scope, else the first nav item; no defaults filled in):
    git worktree add /tmp/base fc20d1d~1
    .venv/bin/python benchmarks/corpus_landing.py --root /tmp/base --rule old --sample 600 --seed 16

Whether an API has a list that needs no input is read from the spec (corpus_checks._needs: no
path parameter without an enum, no required parameter without a default or enum, `api-version`
from the document), the same for both rules. Prints one JSON summary with counts and examples.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def old_missing(plan, res) -> list[str]:
    """The old runtime filled no defaults: any required parameter paging does not fill blocked the list."""
    op = plan.operation(res.list_.operationId)
    pg = res.list_.pagination
    filled = {pg.pageParam, pg.sizeParam, pg.offsetParam}
    return [f.name for f in op.params if f.required and f.in_ != "path" and f.name not in filled]


def classify(spec, plan, rule: str, needs) -> tuple[str, str]:
    items = [i.page for g in plan.navigation for i in g.items]
    res = [plan.resource(p.split(":", 1)[1]) if p.startswith("resource:") else None for p in items]
    any_ready = any(r is not None and needs(spec, r) == [] for r in res)
    if rule == "old":
        land = next((r for r in res if r is not None and r.list_ and not r.list_.scope), None)
        land = land or (res[0] if res else None)
    else:
        land = next((r for r in res if r is not None and r.list_ and not r.list_.needs), None)
    if land is None:
        cat = "overview" if rule == "new" and any(r is not None for r in res) else "operations page"
    elif land.list_ is None:
        cat = "a resource with no list"
    elif land.list_.scope and needs(spec, land):
        cat = "asks for a parent id"
    elif needs(spec, land) or (rule == "old" and old_missing(plan, land)):
        cat = "more input needed"
    else:
        cat = "a list needing no input"
    prefix = "API has a list needing no input → " if any_ready else "API has none → "
    return prefix + cat, land.id if land else "-"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=HERE.parent, help="the checkout whose planner is measured")
    ap.add_argument("--rule", choices=("new", "old"), default="new")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=16)
    args = ap.parse_args()
    sys.path[:0] = [str(HERE), str(args.root)]
    from corpus import DEFAULT_CORPUS, corpus_ids
    from corpus_checks import _needs

    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan

    ids = corpus_ids(DEFAULT_CORPUS)
    chosen = sorted(random.Random(args.seed).sample(sorted(ids), args.sample)) if args.sample else sorted(ids)
    counts: dict[str, int] = {}
    examples: dict[str, list[str]] = {}
    for spec_id in chosen:
        if spec_id.startswith("microsoft.com/graph"):
            continue  # minutes each; their landing is measured by the task runner
        try:
            spec = load_spec(ids[spec_id])
            plan = build_plan(spec)
        except Exception:  # counted by benchmarks/corpus.py
            continue
        cat, landed = classify(spec, plan, args.rule, _needs)
        counts[cat] = counts.get(cat, 0) + 1
        examples.setdefault(cat, []).append(f"{spec_id} → {landed}")
    summary = {
        "command": "benchmarks/corpus_landing.py " + " ".join(sys.argv[1:]),
        "specs": sum(counts.values()),
        "counts": dict(sorted(counts.items())),
        "examples": {k: v[:5] for k, v in sorted(examples.items())},
    }
    print(json.dumps(summary, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
