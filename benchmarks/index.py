"""Repository index benchmark: build, no-op refresh, search latency, peak RSS, vs ripgrep.

    .venv/bin/python benchmarks/index.py                 # Python stdlib sources (copied to a temp dir)
    .venv/bin/python benchmarks/index.py --corpus DIR    # any other tree
    .venv/bin/python benchmarks/index.py --copies 3      # the stdlib three times (~7,300 files)

Prints one JSON object. The corpus is copied first (so the index and .repo_mcp never touch
the source tree, and the stdlib's site-packages stays out). `rg` (Debian's ripgrep) runs on
the same tree with the same terms in the same run; without it the rg fields are null.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from copilot_cli.index.config import load_config
from copilot_cli.index.ingest.refresh import refresh
from copilot_cli.index.search.bm25 import search
from copilot_cli.index.store.sqlite import DB_NAME, Store

QUERIES = [
    "parse http headers",
    "json decoder error",
    "thread pool executor",
    "extract tar archive",
    "unicode normalize",
    "socket timeout",
    "ssl certificate verify",
    "csv dialect sniffer",
    "gzip compress stream",
    "datetime timezone utc",
    "compile regular expression",
    "subprocess pipe communicate",
    "email message attachment",
    "sqlite connection cursor",
    "argparse subparsers",
    "asyncio event loop",
    "pathlib glob pattern",
    "base64 decode",
    "heap push pop",
    "urllib quote url",
]
SKIP_DIRS = {"site-packages", "__pycache__", "config-3.11-x86_64-linux-gnu"}


def copy_corpus(source: Path, target: Path, copies: int) -> None:
    ignore = shutil.ignore_patterns(*SKIP_DIRS)
    for i in range(copies):
        shutil.copytree(source, target / f"copy{i}" if copies > 1 else target, ignore=ignore, symlinks=True)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def percentile(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def time_search(store: Store, rounds: int) -> dict:
    for q in QUERIES:  # warm the page cache and the statement cache once
        search(store, q, top_k=10)
    samples, cpu = [], []
    for _ in range(rounds):
        for q in QUERIES:
            started, cpu_started = time.perf_counter(), time.process_time()
            search(store, q, top_k=10)
            samples.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - cpu_started) * 1000)
    return {
        "p50_ms": round(percentile(samples, 50), 3),
        "p95_ms": round(percentile(samples, 95), 3),
        "max_ms": round(max(samples), 3),
        "cpu_p50_ms": round(percentile(cpu, 50), 3),
        "cpu_p95_ms": round(percentile(cpu, 95), 3),
        "samples": len(samples),
    }


def time_rg(corpus: Path, rounds: int) -> dict | None:
    rg = shutil.which("rg")
    if rg is None:
        return None
    samples = []
    for _ in range(rounds):
        for q in QUERIES:
            args = [rg, "--no-config", "-i", "-l", "-F"] + [a for t in q.split() for a in ("-e", t)] + [str(corpus)]
            started = time.perf_counter()
            subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            samples.append((time.perf_counter() - started) * 1000)
    version = subprocess.run([rg, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    return {
        "version": version,
        "p50_ms": round(percentile(samples, 50), 3),
        "p95_ms": round(percentile(samples, 95), 3),
        "samples": len(samples),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=Path(sysconfig.get_paths()["stdlib"]))
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=5, help="passes over the 20 queries")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="index-bench-") as tmp:
        corpus = Path(tmp) / "corpus"
        copy_corpus(args.corpus, corpus, args.copies)
        config = load_config(corpus, data_dir=Path(tmp) / "data")
        store = Store(config.data_dir / DB_NAME)
        started, cpu_started, children = time.perf_counter(), time.process_time(), _children_cpu()
        build = refresh(config, store)
        build_s = time.perf_counter() - started
        build_cpu = {
            "main_s": round(time.process_time() - cpu_started, 3),
            "workers_s": round(_children_cpu() - children, 3),
        }
        noop, noop_cpu = [], []
        for _ in range(3):
            cpu_started = time.process_time()
            noop.append(refresh(config, store))
            noop_cpu.append(round(time.process_time() - cpu_started, 3))
        noop_s = [r.duration_ms / 1000 for r in noop]
        assert all(r.added == r.updated == r.removed == 0 for r in noop)
        searched = time_search(store, args.rounds)
        rg = time_rg(corpus, args.rounds)
        chunks = store.reader().execute("SELECT COUNT(*) FROM chunks").fetchone()[0]
        db_bytes = sum(f.stat().st_size for f in config.data_dir.glob(f"{DB_NAME}*"))
        result = {
            "corpus": str(args.corpus),
            "copies": args.copies,
            "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform()},
            "files_indexed": build.indexed_file_count,
            "skipped_binary": build.skipped_binary,
            "skipped_too_large": build.skipped_too_large,
            "chunks": chunks,
            "index_bytes": db_bytes,
            "build_s": round(build_s, 3),
            "build_files_per_s": round(build.indexed_file_count / build_s, 1),
            "build_cpu": build_cpu,
            "load_average": os.getloadavg(),
            "files_on_disk": sum(len(files) for _, _, files in os.walk(corpus)),
            "noop_refresh_s": {"min": min(noop_s), "max": max(noop_s), "cpu_min": min(noop_cpu)},
            "search": searched,
            "rg": rg,
            "search_vs_rg_p50": round(rg["p50_ms"] / searched["p50_ms"], 1) if rg else None,
            "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
