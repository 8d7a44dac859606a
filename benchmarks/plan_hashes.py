"""Spec by spec, what a tree makes of the corpus — a hash of the generated module, of the parsed
NormalizedSpec, of the plan and of the resources' pagination, and the resource count — so a
refactoring that should change nothing can be compared with the tree before it:

    PYTHONPATH=/tmp/before .venv/bin/python benchmarks/plan_hashes.py --sample 500 --seed 99 --out /tmp/before.jsonl
    PYTHONPATH=.            .venv/bin/python benchmarks/plan_hashes.py --sample 500 --seed 99 --out /tmp/after.jsonl
    .venv/bin/python benchmarks/plan_hashes.py --compare /tmp/before.jsonl /tmp/after.jsonl

(`git worktree add /tmp/before <commit>` gives the tree before.) The vendored specs in
tests/specs are added to the sample, and any corpus ids given with --ids (the big specs issue 22
names: `--ids stripe.com,github.com/rest,kubernetes.io,github.com/graphql`); Microsoft Graph is
left out of the sample (minutes per run). Prints JSON.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import signal
from pathlib import Path
from typing import Any

from corpus import corpus_ids  # benchmarks/corpus.py

ROOT = Path(__file__).resolve().parents[1]
SKIP = {"microsoft.com/graph", "microsoft.com/graph-beta"}


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def one(path: Path) -> dict[str, Any]:
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan
    from copilot_cli.ui.render import render

    spec = load_spec(path)
    plan = build_plan(spec)
    code = render(plan)
    paging = json.dumps([r.pagination.model_dump() for r in spec.resources], default=str)
    return {
        "module": _sha(code),
        "spec": _sha(spec.model_dump_json()),
        "size": len(code),
        "plan": _sha(plan.model_dump_json()),
        "pagination": _sha(paging),
        "resources": len(spec.resources),
    }


def run(args: argparse.Namespace) -> dict[str, Any]:
    every = corpus_ids(args.corpus)
    ids = sorted(i for i in every if i not in SKIP)
    chosen = sorted(random.Random(args.seed).sample(ids, min(args.sample, len(ids))))
    named = [i for i in (args.ids.split(",") if args.ids else []) if i not in chosen]
    paths = [every[i] for i in chosen + named] + sorted(
        p for p in (ROOT / "tests" / "specs").iterdir() if p.suffix in (".json", ".yaml", ".graphql")
    )

    def timeout(*_: Any) -> None:
        raise TimeoutError

    signal.signal(signal.SIGALRM, timeout)
    errors = 0
    with open(args.out, "w") as out:
        for path in paths:
            record: dict[str, Any] = {"id": path.name if path.is_relative_to(ROOT) else str(path)}
            signal.alarm(args.timeout)
            try:
                record.update(one(path))
            except Exception as exc:  # recorded, and compared like the rest
                record["error"] = f"{type(exc).__name__}: {exc}"[:200]
                errors += 1
            finally:
                signal.alarm(0)
            out.write(json.dumps(record) + "\n")
    return {"specs": len(paths), "errors": errors, "out": args.out}


def compare(before: str, after: str) -> dict[str, Any]:
    def read(name: str) -> dict[str, dict[str, Any]]:
        return {r["id"]: r for r in map(json.loads, Path(name).read_text().splitlines())}

    a, b = read(before), read(after)
    both = sorted(set(a) & set(b))
    changed = [k for k in both if any(a[k].get(f) != b[k].get(f) for f in ("module", "spec", "error"))]
    return {
        "specs": len(both),
        "identical": len(both) - len(changed),  # module, spec and error alike
        "moduleChanged": len(changed),
        "specChanged": [k for k in both if a[k].get("spec") != b[k].get("spec")],
        "paginationChanged": sum(a[k].get("pagination") != b[k].get("pagination") for k in changed),
        "resourceCountChanged": [k for k in both if a[k].get("resources") != b[k].get("resources")],
        "errorsChanged": [k for k in both if a[k].get("error") != b[k].get("error")],
        "changed": {k: [a[k].get("size"), b[k].get("size")] for k in changed},
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=Path.home() / ".cache" / "experience-ui" / "corpus")
    ap.add_argument("--sample", type=int, default=500)
    ap.add_argument("--seed", type=int, default=99)
    ap.add_argument("--ids", help="corpus ids always added (e.g. stripe.com,github.com/rest,kubernetes.io)")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per spec")
    ap.add_argument("--out", default="/tmp/plan_hashes.jsonl")
    ap.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    args = ap.parse_args()
    print(json.dumps(compare(*args.compare) if args.compare else run(args), indent=2))


if __name__ == "__main__":
    main()
