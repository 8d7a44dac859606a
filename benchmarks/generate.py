"""Benchmark `generate` over the wire: time to the first `stream/chunk` and to the response,
for Petstore, Discord, Box, Xero and Hashnode, with the spec sent as a NormalizedSpec (what a
client has after `spec/parse`) and, for OpenAPI documents, as the raw document.

    .venv/bin/python benchmarks/generate.py [--runs 5]

Prints JSON. One real `copilot-cli` server process over stdin/stdout pipes; each request is
written as one line and timed from the write to the matching messages. The seed's 1 MiB line
cap would refuse Discord and Box inline, so the server here runs with a 64 MiB cap (see the
note in BENCHMARKS.md).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPECS = Path(os.environ.get("EXPERIENCE_UI_SPECS") or ROOT / "tests" / "specs")  # the vendored real-world specs
FILES = {
    "petstore": "oai-v3.0_petstore.yaml",
    "discord": "discord_openapi.json",
    "box": "box_openapi.json",
    "xero": "xero-openapi_xero_accounting.yaml",
    "hashnode": "hashnode-starter-kit_schema.graphql",
}
SERVER = (
    "from copilot_cli.rpc.server import ServerSettings; from copilot_cli.rpc.stdio import run_stdio; "
    "run_stdio(ServerSettings(max_line_bytes=64 << 20))"
)


def raw_document(path: Path) -> dict | None:
    if path.suffix == ".graphql":
        return None
    text = path.read_text()
    if path.suffix == ".json":
        return json.loads(text)
    import yaml

    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (all its threads), from /proc; 1/CLK_TCK resolution."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


class Client:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVER],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )  # buffered: readline on a raw pipe reads byte by byte
        self.next_id = 1

    def generate(self, spec: dict) -> dict:
        request_id, self.next_id = self.next_id, self.next_id + 1
        line = (
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "id": request_id,
                    "method": "generate",
                    "params": {"spec": spec, "format": "react", "theme": "light"},
                },
                default=str,
            ).encode()
            + b"\n"
        )
        cpu_start = cpu_seconds(self.proc.pid)
        start = time.perf_counter()
        self.proc.stdin.write(line)
        self.proc.stdin.flush()
        first = None
        chunks = 0
        while True:
            message = json.loads(self.proc.stdout.readline())
            if message.get("method") == "stream/chunk":
                chunks += 1
                if first is None:
                    first = time.perf_counter() - start
                continue
            if message.get("id") == request_id:
                total = time.perf_counter() - start
                if "error" in message:
                    raise RuntimeError(message["error"])
                return {
                    "firstChunkMs": round(first * 1000, 1),
                    "totalMs": round(total * 1000, 1),
                    "serverCpuMs": round((cpu_seconds(self.proc.pid) - cpu_start) * 1000),
                    "chunks": chunks,
                    "codeBytes": len(message["result"]["code"]),
                    "requestBytes": len(line),
                }

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def summarize(samples: list[dict]) -> dict:
    return {
        "firstChunkMs": {
            "median": statistics.median(s["firstChunkMs"] for s in samples),
            "min": min(s["firstChunkMs"] for s in samples),
        },
        "totalMs": {
            "median": statistics.median(s["totalMs"] for s in samples),
            "min": min(s["totalMs"] for s in samples),
        },
        "serverCpuMs": {"median": statistics.median(s["serverCpuMs"] for s in samples)},
        "chunks": samples[0]["chunks"],
        "codeBytes": samples[0]["codeBytes"],
        "requestBytes": samples[0]["requestBytes"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from copilot_cli.spec import load_spec

    client = Client()
    results: dict[str, dict] = {}
    try:
        client.generate(load_spec(SPECS / FILES["petstore"]).to_wire())  # warm-up: imports, template compile
        for name, file in FILES.items():
            path = SPECS / file
            forms = {"normalized": load_spec(path).to_wire()}
            raw = raw_document(path)
            if raw is not None:
                forms["raw"] = raw
            results[name] = {
                form: summarize([client.generate(spec) for _ in range(args.runs)]) for form, spec in forms.items()
            }
    finally:
        client.close()
    print(
        json.dumps(
            {
                "benchmark": "generate over stdio",
                "runs": args.runs,
                "loadAverage1m": os.getloadavg()[0],
                "results": results,
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
