"""customize judged in the rendered page, for `benchmarks/assist_eval.py --browser`.

Each result that is code is written to a file and opened by benchmarks/assist_pages.mjs in
headless Chromium (one browser; one `copilot-cli preview SPEC --code FILE` per spec, with its
built-in mock), on the page the expectation is about: the list's headings, its filter and search
controls, the heading sorted, the rows-per-page choice, the formatted cells, the create form's
fields, the detail a row opens, the nav, the theme and layout. What the page shows replaces the
plan's value in the same judgement (assist_eval.judge_customize), so the two figures differ only
where the page and the plan disagree.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "benchmarks" / "assist_pages.mjs"


def page_check(expect: str, base, after, table, col) -> dict:
    """What to look at in the page for one expectation (`table`/`col` find them in a plan)."""
    kind, _, rest = expect.partition(" ")
    a = rest.split("|") if rest else []
    if kind in ("theme", "layout", "title", "auth"):
        return {"kind": kind, "value": a[0]}
    if kind not in (
        "hide",
        "show",
        "label",
        "page",
        "first",
        "last",
        "filter",
        "search",
        "sort",
        "format",
        "size",
        "field",
        "detail",
        "sub",
    ):
        return {"kind": "render"}  # already / refuse / ask …: the page must still render
    res = table(base, a[0])
    check: dict = {"kind": kind, "resource": res.id}
    if kind == "page":
        return {**check, "value": a[1]}
    if kind == "field":  # the field's wire name (what the form marks it with), named by key or label
        form = res.create or res.edit
        fields = form.fields if form else []
        f = next((f for f in fields if f.name == a[1]), None) or next(
            (f for f in fields if f.label.lower() == a[1].lower()), None
        )
        return {**check, "name": f.name if f else a[1], "state": a[2]}
    if kind == "sub":
        return {**check, "words": a[1]}
    if kind in ("detail", "search"):
        return check
    if kind == "size":
        return {**check, "n": int(a[1])}
    if kind == "label":
        return {**check, "label": a[1]}
    if kind == "filter":
        return {**check, "label": a[1]}
    base_cols = res.list_.columns if res.list_ else []
    base_col = col(base_cols, a[1])
    after_res = next((r for r in after.resources if r.id == res.id), None)
    after_col = col(after_res.list_.columns, a[1]) if after_res and after_res.list_ else None
    label = (after_col or base_col).label if (after_col or base_col) else a[1]
    check["label"] = label
    if kind == "hide":
        label = base_col.label if base_col else a[1]
        check["label"] = label
        check["before"] = sum(c.label == label for c in base_cols)
    if kind == "sort":
        check["dir"] = "ascending" if a[2] == "asc" else "descending"
    if kind == "format":
        check["style"] = a[2]
    return check


def judge_pages(specs: dict, cases: list[dict]) -> dict[int, dict]:
    """{case index: {holds, seen, problems}} for cases [{i, spec, code (text), check}]."""
    if not cases:
        return {}
    with tempfile.TemporaryDirectory(prefix="assist-eval-") as tmp:
        rows = []
        for c in cases:
            path = Path(tmp) / f"case{c['i']}.jsx"
            path.write_text(c["code"])
            rows.append({"i": c["i"], "spec": c["spec"], "code": str(path), "check": c["check"]})
        (Path(tmp) / "cases.json").write_text(
            json.dumps({"specs": {k: str(v) for k, v in specs.items()}, "cases": rows})
        )
        run = subprocess.run(
            ["node", str(DRIVER), str(Path(tmp) / "cases.json")],
            cwd=ROOT,
            stdout=subprocess.PIPE,  # progress and errors go to this process's stderr
            text=True,
            timeout=3600,
        )
    if run.returncode != 0:
        raise SystemExit(f"assist_pages.mjs failed ({run.returncode}); its stderr is above")
    return {r["i"]: r for r in json.loads(run.stdout)["results"]}
