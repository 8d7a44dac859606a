"""customize and chat judged by what a person sees:
`python benchmarks/assist_eval.py [--browser] [--half dev|held3|held4|held5|held6|held7|held8|held10|held11|held9|held12] [--show-held-out] [--local-model smollm2|qwen]`.

Prompts and questions (benchmarks/assist_cases.py) written for seven specs (the example Petstore,
swagger.io's Petstore 3.0, SWAPI's GraphQL schema, Kinto 26.5.0's own Swagger 2.0 as its server
serves it, Docker's Engine API, Xero's Accounting API, Stripe's API from the corpus cache). Each
customize starts from a fresh interface of its spec and goes through the same `customize` a tab's
request reaches (app/customization.py), offline; with `--local-model`, a second pass goes through
the real local model (scripts/local_llm.py) under the protocol's deadlines (customize 30 s, chat
15 s) and counts nonsense clarifications and failures where offline had an answer.

Each customize is judged on the re-rendered code's plan — the marked comment the page is rendered
from — by what that plan makes visible: the table's columns and their headings, its filter and
search controls, its first sort, page size, formats, the form's fields, the detail view's
sub-tables, theme, layout, title; a question's options must name real tables or columns; a
request the page already satisfies must say "already" and change nothing; a result that says it
added, hid, set … must have changed the page. With `--browser` each resulting code is also opened
in headless Chromium (benchmarks/assist_browser.py, assist_pages.mjs) and judged by what the page
shows; both figures are printed.

Each chat answer is judged against the spec: the operation id and path it must cite, the yes/no
it must start with, words it must (not) contain.

The set has two halves: `dev` (looked at while fixing: the first set and the second held-out
set) and `held3` (the third set, written and committed before anything was run on it; its
failures are not printed unless `--show-held-out`; `--half held` means it too). Prints JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from benchmarks.assist_cases import (  # noqa: E402
    CHAT,
    CHAT_HELD,
    CHAT_HELD3,
    CHAT_HELD4,
    CHAT_HELD5,
    CHAT_HELD6,
    CHAT_HELD7,
    CHAT_HELD8,
    CHAT_HELD9,
    CHAT_HELD10,
    CHAT_HELD11,
    CHAT_HELD12,
    CUSTOMIZE,
    CUSTOMIZE_HELD,
    CUSTOMIZE_HELD3,
    CUSTOMIZE_HELD4,
    CUSTOMIZE_HELD5,
    CUSTOMIZE_HELD6,
    CUSTOMIZE_HELD7,
    CUSTOMIZE_HELD8,
    CUSTOMIZE_HELD9,
    CUSTOMIZE_HELD10,
    CUSTOMIZE_HELD11,
    CUSTOMIZE_HELD12,
    HALVES,
    SPECS,
    half_of,
)

ALL_CUSTOMIZE = (
    CUSTOMIZE
    + CUSTOMIZE_HELD
    + CUSTOMIZE_HELD3
    + CUSTOMIZE_HELD4
    + CUSTOMIZE_HELD5
    + CUSTOMIZE_HELD6
    + CUSTOMIZE_HELD7
    + CUSTOMIZE_HELD8
    + CUSTOMIZE_HELD9
    + CUSTOMIZE_HELD10
    + CUSTOMIZE_HELD11
    + CUSTOMIZE_HELD12
)
ALL_CHAT = (
    CHAT
    + CHAT_HELD
    + CHAT_HELD3
    + CHAT_HELD4
    + CHAT_HELD5
    + CHAT_HELD6
    + CHAT_HELD7
    + CHAT_HELD8
    + CHAT_HELD9
    + CHAT_HELD10
    + CHAT_HELD11
    + CHAT_HELD12
)

# --- judging customize on the plan the page is rendered from -------------------------------------


def _norm(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()


def _table(plan, name: str):
    # a top-level table before a nested one of the same name (Stripe's refunds, not a charge's)
    ordered = sorted(plan.resources, key=lambda r: r.parent is not None)
    hits = [r for r in ordered if r.list_ and (_norm(r.label) == _norm(name) or r.id == name)]
    if not hits:
        hits = [r for r in plan.resources if _norm(r.label) == _norm(name) or r.id == name]
    return hits[0] if hits else None


def _table_by_id(plan, rid: str):
    return next((r for r in plan.resources if r.id == rid), None)


def _col(columns, name: str):
    return next((c for c in columns if c.key == name), None) or next(
        (c for c in columns if _norm(c.label) == _norm(name)), None
    )


def _visible(plan) -> dict:
    return plan.model_dump(mode="json", exclude={"edits"})


class Judge:
    """What the expectation says the page shows, on a plan (None when it cannot be found)."""

    def __init__(self, expect: str) -> None:
        self.kind, _, rest = expect.partition(" ")
        self.args = rest.split("|") if rest else []

    def holds(self, plan, base) -> bool | None:
        k, a = self.kind, self.args
        if k in ("theme", "layout"):
            return getattr(plan.app, k) == a[0]
        if k == "title":
            return plan.app.title == a[0]
        if k == "auth":
            return plan.app.includeAuth == (a[0] == "shown")
        base_res = _table(base, a[0])
        if base_res is None:
            raise SystemExit(f"benchmark bug: no table {a[0]!r}")
        res = _table_by_id(plan, base_res.id)
        if k == "page":
            return res.label == a[1]
        lst = res.list_
        if k == "hide":
            return lst is not None and _col(lst.columns, a[1]) is None and len(lst.columns) >= 1
        if k == "show":
            return lst is not None and _col(lst.columns, a[1]) is not None
        if k == "label":
            return lst is not None and any(c.label == a[1] for c in lst.columns)
        if k in ("first", "last"):
            col = _col(lst.columns, a[1])
            return col is not None and lst.columns[0 if k == "first" else -1] is col
        if k == "filter":
            names = [_norm(f.label) for f in lst.filters] + [_norm(f.name) for f in lst.filters]
            names += [_norm(f.label) for f in lst.clientFilters] + [_norm(f.key) for f in lst.clientFilters]
            return _norm(a[1]) in names
        if k == "search":
            return bool(
                lst.search or lst.searchFields or any(f.label.lower().startswith("search") for f in lst.filters)
            )
        if k == "sort":
            col = _col(lst.columns, a[1])
            s = lst.initialSort
            return bool(s and col and s.key == col.key and s.direction == a[2])
        if k == "format":
            col = _col(lst.columns, a[1])
            return bool(col and col.format and col.format.style == a[2])
        if k == "size":
            return lst.pagination.defaultSize == int(a[1])
        if k == "field":
            form = res.create or res.edit
            if form is None:
                return False
            f = _col_field(form.fields, a[1])
            state = a[2]
            if state == "hidden":
                return f is None
            if f is None:
                return False
            return {"required": f.required, "optional": not f.required, "readonly": f.readOnly}[state]
        if k == "detail":
            return res.detail is not None
        if k == "sub":
            return bool(res.detail and any(_norm(a[1]) in _norm(s.label) for s in res.detail.subTables))
        if k == "action":
            acts = res.actions + (res.detail.actions if res.detail else [])
            return any(x.operationId == a[1] for x in acts)
        raise SystemExit(f"benchmark bug: unknown expectation {k!r}")


def _col_field(fields, name: str):
    return next((f for f in fields if f.name == name), None) or next(
        (f for f in fields if _norm(f.label) == _norm(name)), None
    )


def judge_customize(expect: str, base, outcome: dict, page: dict | None = None) -> tuple[bool, str]:
    """(right, why) for one customize outcome: {kind: code|question|error|chat, …}. With `page`
    (what the rendered page showed, from assist_browser), the page decides whether the change is
    there, in place of the plan; an uncaught error in the page makes it wrong."""
    kind = outcome["kind"]
    judge = Judge(expect)
    if judge.kind == "refuse":
        return (kind == "error" and bool(outcome["reason"]), f"{kind}: {outcome.get('said', '')}")
    if judge.kind == "chat":
        return (kind == "chat", f"{kind}: {outcome.get('said', '')[:120]}")
    if judge.kind == "unclear":  # what is asked is missing: ask or decline, never guess
        return (kind in ("question", "error"), f"{kind}: {outcome.get('said', '')[:160]}")
    if judge.kind == "ask":
        if kind != "question":
            return False, f"{kind}: {outcome.get('said', '')[:160]}"
        options = outcome["options"]
        names = [_norm(x) for x in judge.args[0].split(",")]
        named = all(any(n in _norm(o) for o in options) for n in names)
        real = {_norm(r.label) for r in base.resources} | {
            _norm(c.label) for r in base.resources if r.list_ for c in r.list_.columns
        }
        sane = len(options) >= 2 and all(
            re.match(r"^(both|all)\b", o.lower()) or any(w in _norm(o) for w in real if w) for o in options
        )
        return named and sane, f"question: {outcome['said'][:120]} {options}"
    if kind != "code":
        return False, f"{kind}: {outcome.get('said', '')[:160]}"
    after = outcome["plan"]
    changed = _visible(after) != _visible(base)
    said = outcome["said"]
    says_already = "already" in said.lower()
    broken = bool(page) and any(p.startswith("pageerror") for p in page["problems"])
    unseen = page is not None and (broken or page["holds"] is False)
    if unseen and (judge.kind == "already" or judge.holds(base, base)):
        return False, f"page: {page['seen'][:120]} {page['problems'][:2]}"
    if judge.kind == "already":
        return (not changed and says_already, f"changed={changed}: {said[:160]}")
    before = judge.holds(base, base)
    now = judge.holds(after, base) if page is None or page["holds"] is None else page["holds"] and not broken
    if before:  # satisfied before the request: say so, change nothing
        return (not changed and says_already, f"already held; changed={changed}: {said[:160]}")
    ok = bool(now) and changed and not says_already
    seen = f" page: {page['seen'][:100]}" if page else ""
    return ok, f"holds={now} changed={changed}: {said[:160]}{seen}"


# --- judging chat against the spec ----------------------------------------------------------------


def judge_chat(expect: str, spec, answer: str) -> tuple[bool, str]:
    kind, *args = expect.split()
    # a first paragraph saying the model's answer was not used is a note on the answer after it
    note, _, rest = answer.partition("\n\n")
    text = rest if rest and "offline" in note and "model" in note.lower() else answer
    if kind == "cite":  # "cite OP PATH [or OP PATH]…": where the spec has more than one right answer
        words = [w for w in args if w != "or"]
        pairs = list(zip(words[::2], words[1::2], strict=True))
        for op_id, _ in pairs:
            if spec.operation(op_id) is None:
                raise SystemExit(f"benchmark bug: {spec.source.title} has no operation {op_id!r}")
        ok = any(f"`{op_id}`" in text and path in text for op_id, path in pairs)
        return ok, text[:200]
    if kind in ("yes", "no"):
        ok = text.lower().startswith(kind) and all(w in text for w in args)
        return ok, text[:200]
    if kind == "has":
        return all(w.lower() in text.lower() for w in args), text[:200]
    raise SystemExit(f"benchmark bug: unknown chat expectation {kind!r}")


# --- running -------------------------------------------------------------------------------------


class State:
    """The app layer's state object (what the RPC handlers pass), for in-process runs."""

    def __init__(self, llm: str | None) -> None:
        from types import SimpleNamespace

        self.settings = SimpleNamespace(llm=llm)
        self.services: dict[str, Any] = {}

    def service(self, name: str, factory):
        if name not in self.services:
            self.services[name] = factory()
        return self.services[name]


class Loaded(dict):
    """The specs loaded so far, each on first use: a run of one half loads only the specs its cases
    name (the four added in the twelfth session cost ~1 s and ~0.5 GB each)."""

    def __missing__(self, name: str):
        self[name] = value = load(name)
        return value


def load(name: str):
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan
    from copilot_cli.ui.render import plan_comment

    spec = load_spec(SPECS[name])
    plan = build_plan(spec)
    return spec, spec.to_wire(), plan, plan_comment(plan)


async def run_customize(state, loaded, spec_name: str, prompt: str, tab: str) -> dict:
    from copilot_cli import errors
    from copilot_cli.app.customization import CustomizeRequest, customize
    from copilot_cli.ui.render import extract_plan

    _, wire, _, code = loaded[spec_name]
    req = CustomizeRequest(prompt=prompt, current_code=code, spec=wire, tab_id=tab)
    try:
        out = await customize(req, state)
    except errors.CopilotError as exc:
        return {"kind": "error", "code": exc.code, "reason": str(exc.data.get("reason") or exc), "said": str(exc)}
    if getattr(out, "answered_as", "customize") == "chat":
        return {"kind": "chat", "said": out.description}
    if out.code is None:
        return {"kind": "question", "said": out.question or "", "options": list(out.options)}
    plan = extract_plan(out.code)
    return {"kind": "code", "said": out.description, "plan": plan, "jsx": out.code}


async def run_chat(state, loaded, spec_name: str, question: str, tab: str) -> str:
    from copilot_cli import errors
    from copilot_cli.app import services
    from copilot_cli.app.conversation import ChatRequest, chat

    spec, wire, _, _ = loaded[spec_name]
    services.remember_spec(state, tab, wire)
    try:
        message, _ = await chat(ChatRequest(question, tab, True, True), state)
    except errors.CopilotError as exc:
        return f"ERROR {exc.code}: {exc}"
    return message


def summary(rows: list[dict]) -> dict:
    out = {}
    for half in HALVES:
        part = [r for r in rows if r["half"] == half]
        right = sum(r["right"] for r in part)
        out[half] = {"right": right, "of": len(part), "pct": round(100 * right / max(1, len(part)), 1)}
    return out


# The protocol's deadlines (rpc/methods.py): a model run gets them as a face would give them.
DEADLINES = {"customize": 30.0, "chat": 15.0}


RAW: list = []  # --dump: the model's own answers of the case being run, before any check


def record_raw() -> None:
    """--dump: keep each model answer as the model gave it (the row's `raw`), so the checks can be
    weighed against the judge: an answer they let through that the judge finds wrong, or one they
    turned away that was right."""
    from copilot_cli.app import conversation_llm, customization_llm

    chat, ask = conversation_llm.chat_with_llm, customization_llm._ask

    async def chat_recorded(*args, **kwargs):
        reply = await chat(*args, **kwargs)
        RAW.append(reply[0])
        return reply

    async def ask_recorded(*args, **kwargs):
        answer, messages, text = await ask(*args, **kwargs)
        RAW.append(text)
        return answer, messages, text

    conversation_llm.chat_with_llm, customization_llm._ask = chat_recorded, ask_recorded


async def run_pass(llm: str | None, loaded: dict) -> tuple[list[dict], list[dict]]:
    import anyio

    state = State(llm)
    custom_rows, chat_rows = [], []
    for n, (spec_name, prompt, expect) in enumerate(ALL_CUSTOMIZE):
        if (HALF and half_of(spec_name, prompt) != HALF) or (ONLY is not None and (spec_name, prompt) not in ONLY):
            continue
        t, RAW[:] = time.perf_counter(), []
        with anyio.CancelScope(deadline=anyio.current_time() + DEADLINES["customize"] * PATIENCE) as scope:
            outcome = await run_customize(state, loaded, spec_name, prompt, f"c{n}")
        if scope.cancelled_caught:
            outcome = {"kind": "error", "code": -32001, "reason": "deadline", "said": "deadline passed"}
        right, why = judge_customize(expect, loaded[spec_name][2], outcome)
        custom_rows.append(
            dict(
                spec=spec_name,
                prompt=prompt,
                expect=expect,
                half=half_of(spec_name, prompt),
                right=right,
                why=why,
                kind=outcome["kind"],
                code=outcome.get("code"),
                ms=round((time.perf_counter() - t) * 1000),
                outcome=outcome,
                raw=list(RAW),
            )
        )
    for n, (spec_name, question, expect) in enumerate(ALL_CHAT):
        if (HALF and half_of(spec_name, question) != HALF) or (ONLY is not None and (spec_name, question) not in ONLY):
            continue
        t, RAW[:] = time.perf_counter(), []
        answer = "ERROR -32005: deadline passed"
        with anyio.CancelScope(deadline=anyio.current_time() + DEADLINES["chat"] * PATIENCE):
            answer = await run_chat(state, loaded, spec_name, question, f"q{n}")
        right, why = judge_chat(expect, loaded[spec_name][0], answer)
        chat_rows.append(
            dict(
                spec=spec_name,
                prompt=question,
                expect=expect,
                half=half_of(spec_name, question),
                right=right,
                why=why,
                kind="error" if answer.startswith("ERROR") else "answer",
                offline_note="offline" in answer[:90],
                said=answer,
                raw=list(RAW),
                ms=round((time.perf_counter() - t) * 1000),
            )
        )
    return custom_rows, chat_rows


def report(custom_rows: list[dict], chat_rows: list[dict], shown: set[str]) -> dict:
    return {
        "customize": summary(custom_rows),
        "chat": summary(chat_rows),
        "wrong": [
            {k: r[k] for k in ("spec", "prompt", "expect", "why")}
            for r in custom_rows + chat_rows
            if not r["right"] and r["half"] in shown
        ],
        "slowest_ms": max(r["ms"] for r in custom_rows + chat_rows),
    }


def judge_in_pages(loaded: dict, rows: list[dict], shown: set[str]) -> dict:
    """The customize figures again, judged in the rendered page (assist_browser), beside the plan's."""
    from benchmarks.assist_browser import judge_pages, page_check

    cases = [
        {
            "i": i,
            "spec": r["spec"],
            "code": r["outcome"]["jsx"],
            "check": page_check(r["expect"], loaded[r["spec"]][2], r["outcome"]["plan"], _table, _col),
        }
        for i, r in enumerate(rows)
        if r["kind"] == "code"
    ]
    seen = judge_pages(SPECS, cases)
    page_rows = []
    for i, r in enumerate(rows):
        page = seen.get(i)
        right, why = (
            judge_customize(r["expect"], loaded[r["spec"]][2], r["outcome"], page) if page else (r["right"], r["why"])
        )
        page_rows.append({**r, "right": right, "why": why})
    return {
        "customize": summary(page_rows),
        "rendered": len(cases),
        "with_page_errors": sum(any(p.startswith("pageerror") for p in s["problems"]) for s in seen.values()),
        "plan_and_page_disagree": [
            {k: p[k] for k in ("spec", "prompt", "expect", "right", "why")}
            for r, p in zip(rows, page_rows, strict=True)
            if r["right"] != p["right"] and r["half"] in shown
        ],
    }


HALF: str | None = None  # --half: run one half only
ONLY: set[tuple[str, str]] | None = None  # --only FILE: just these (spec, prompt) pairs of the half
PATIENCE = 1.0  # --patience N: the protocol's deadlines times N (to see what a slow model says; not a figure)


def dump(path: str, name: str, rows: list[dict]) -> None:
    """--dump: each case's row of one pass as a JSON line (the model's beside offline's, by cause)."""
    with open(path, "a", encoding="utf-8") as out:
        for r in rows:
            row = {k: v for k, v in r.items() if k != "outcome"}
            row["said"] = r.get("said") or r.get("outcome", {}).get("said", "")
            row["options"] = r.get("outcome", {}).get("options")
            out.write(json.dumps({"pass": name, **row}) + "\n")


async def main_async(args) -> dict:
    global HALF
    HALF = HALVES[-1] if args.half == "held" else args.half  # `held`: the one held out now
    missing = [str(path) for path in SPECS.values() if not path.exists()]
    if missing:
        raise SystemExit(f"spec not found: {', '.join(missing)} (the corpus: ./dev setup fetches it)")
    global ONLY, PATIENCE
    PATIENCE = args.patience
    if args.dump:
        record_raw()
    if args.only:
        ONLY = {tuple(json.loads(line)[:2]) for line in Path(args.only).read_text().splitlines() if line.strip()}
    loaded = Loaded()
    # held3 to held11 have been looked at or judged: only held12 stays hidden
    shown = set(HALVES) if args.show_held_out else set(HALVES[:-1])
    offline = await run_pass(None, loaded)
    if args.dump:
        Path(args.dump).write_text("")
        dump(args.dump, "offline", offline[0] + offline[1])
    out = {
        "customize_cases": len(ALL_CUSTOMIZE),
        "chat_cases": len(ALL_CHAT),
        "specs": len(SPECS),
        "offline": report(*offline, shown),
    }
    if args.browser:
        out["offline_in_the_page"] = judge_in_pages(loaded, offline[0], shown)
    if args.local_model:
        sys.path.insert(0, str(ROOT / "scripts"))
        import local_llm

        with local_llm.serving(args.local_model, ctx=8192) as server:
            os.environ.update(local_llm.copilot_env(server["base_url"], server["model"], 8192))
            custom_rows, chat_rows = await run_pass("openai", loaded)
        if args.dump:
            dump(args.dump, "model", custom_rows + chat_rows)
        model = report(custom_rows, chat_rows, shown)
        off_custom, off_chat = offline
        model["nonsense_clarifications"] = sum(
            1
            for r, o in zip(custom_rows, off_custom, strict=True)
            if r["kind"] == "question" and not r["expect"].startswith("ask") and o["kind"] != "question"
        )
        model["deadline_failures_where_offline_answered"] = sum(
            1 for r, o in zip(custom_rows, off_custom, strict=True) if r["kind"] == "error" and o["kind"] != "error"
        ) + sum(1 for r, o in zip(chat_rows, off_chat, strict=True) if r["kind"] == "error" and o["kind"] != "error")
        model["chat_answered_offline_after_the_model"] = sum(r["offline_note"] for r in chat_rows)
        model["model"] = args.local_model
        out["local_model"] = model
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--local-model", default=None, help="also run with scripts/local_llm.py's model (smollm2 or qwen)"
    )
    parser.add_argument(
        "--browser", action="store_true", help="also judge each customize in the rendered page (headless Chromium)"
    )
    parser.add_argument(
        "--half", choices=(*HALVES, "held"), help="run one half only (`held`: the one held out now, held12)"
    )
    parser.add_argument("--show-held-out", action="store_true", help="also list the held-out half's failures")
    parser.add_argument("--dump", help="write every case's row of each pass to this file as JSON lines")
    parser.add_argument(
        "--patience", type=float, default=1.0, help="multiply the deadlines (diagnosis only: its figures are not ours)"
    )
    parser.add_argument("--only", help='run only the cases in this file: JSON lines ["spec", "prompt"] (with --half)')
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main_async(args)), indent=1))


if __name__ == "__main__":
    main()
