"""Code-intelligence benchmark: outline MB/s per language, repo.references and
repo.build_context_bundle latency, spec-context latency.

    .venv/bin/python benchmarks/code_intel.py                  # everything, default corpora
    .venv/bin/python benchmarks/code_intel.py --only outline   # one section: outline|references|bundle|spec

Prints one JSON object. Outline corpora are real trees found on the machine (Python stdlib,
npm's JavaScript, TypeScript sources and declarations under node_modules, the JDK's src.zip,
libstdc++ headers), at most --outline-mb MB each; a language with no tree here (Go, Rust, C#,
TSX) is measured on the sample repository's files of that language repeated to 1 MB and says
`"corpus": "synthetic"`. References and bundles run on an index of the Python stdlib (copied
to a temp dir, as benchmarks/index.py does). Spec context runs on the largest spec in tests/specs.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import shutil
import statistics
import sys
import sysconfig
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from copilot_cli.index.outline import outline_source  # noqa: E402

SAMPLE = ROOT / "tests" / "fixtures" / "sample_repo"
COMMON_SYMBOLS = ["append", "encode", "name", "join", "get"]
RARE_SYMBOLS = ["_siftdown", "getnameinfo", "quopri", "TarInfo", "SSLObject"]
PROMPTS = [
    "parse http headers",
    "how does the json decoder report errors",
    "thread pool executor shutdown",
    "extract a tar archive safely",
    "asyncio event loop run_until_complete",
    "csv dialect sniffer",
    "gzip compress stream",
    "sqlite connection cursor execute",
    "argparse subparsers help",
    "ssl certificate verify hostname",
]


def percentile(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def _files(root: Path, suffixes: tuple[str, ...], limit_bytes: int, exclude: str = "\0") -> list[tuple[str, str]]:
    out, total = [], 0
    for path in sorted(root.rglob("*")):
        if (
            not path.is_file()
            or not path.name.endswith(suffixes)
            or exclude in path.name
            or "site-packages" in path.parts
        ):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        out.append((str(path), text))
        total += len(text.encode())
        if total >= limit_bytes:
            break
    return out


def _java(limit_bytes: int) -> list[tuple[str, str]]:
    for candidate in sorted(Path("/usr/lib/jvm").glob("*/lib/src.zip")):
        out, total = [], 0
        with zipfile.ZipFile(candidate) as archive:
            for name in sorted(n for n in archive.namelist() if n.endswith(".java") and "/java/util/" in n):
                text = io.TextIOWrapper(archive.open(name), encoding="utf-8", errors="replace").read()
                out.append((name, text))
                total += len(text.encode())
                if total >= limit_bytes:
                    return out
        if out:
            return out
    return []


def _synthetic(suffixes: tuple[str, ...], label: str) -> list[tuple[str, str]]:
    texts = [(p.name, p.read_text()) for p in sorted(SAMPLE.rglob("*")) if p.is_file() and p.name.endswith(suffixes)]
    out, total, copy = [], 0, 0
    while texts and total < 1_000_000:
        for name, text in texts:
            out.append((f"{label}{copy}/{name}", text))
            total += len(text.encode())
        copy += 1
    return out


def corpora(limit_bytes: int) -> dict[str, tuple[str, list[tuple[str, str]]]]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    found = {
        "python": (str(stdlib), _files(stdlib, (".py",), limit_bytes)),
        "javascript": ("/usr/lib/node_modules/npm", _files(Path("/usr/lib/node_modules/npm"), (".js",), limit_bytes)),
        "typescript": (str(ROOT / "node_modules"), _files(ROOT / "node_modules", (".ts",), limit_bytes)),
        "java": ("JDK src.zip java.util", _java(limit_bytes)),
        "cpp": ("/usr/include/c++/12/bits", _files(Path("/usr/include/c++/12/bits"), (".h",), limit_bytes)),
    }
    for key, suffixes in {"tsx": (".tsx", ".jsx"), "go": (".go",), "rust": (".rs",), "csharp": (".cs",)}.items():
        found[key] = ("synthetic", _synthetic(suffixes, key))
    return found


def bench_outline(limit_mb: float) -> dict:
    results = {}
    for language, (source, files) in corpora(int(limit_mb * 1_000_000)).items():
        if not files:
            results[language] = {"corpus": source, "files": 0}
            continue
        size = sum(len(t.encode()) for _, t in files)
        outline_source(*files[0])  # load the grammar and query once
        started = time.perf_counter()
        symbols = 0
        kinds: dict[str, int] = {}
        for path, text in files:
            outline = outline_source(path, text)
            symbols += len(outline.symbols)
            kinds[outline.parser] = kinds.get(outline.parser, 0) + 1
        elapsed = time.perf_counter() - started
        results[language] = {
            "corpus": source,
            "files": len(files),
            "mb": round(size / 1e6, 2),
            "seconds": round(elapsed, 3),
            "mb_per_s": round(size / 1e6 / elapsed, 2),
            "files_per_s": round(len(files) / elapsed, 1),
            "symbols": symbols,
            "parsers": kinds,
        }
    return results


def stdlib_index(tmp: Path):
    from copilot_cli.index.config import load_config
    from copilot_cli.index.ingest.refresh import refresh
    from copilot_cli.index.store.sqlite import DB_NAME, Store

    corpus = tmp / "corpus"
    shutil.copytree(
        Path(sysconfig.get_paths()["stdlib"]),
        corpus,
        ignore=shutil.ignore_patterns("site-packages", "__pycache__", "config-3.*"),
        symlinks=True,
    )
    config = load_config(corpus, data_dir=tmp / "data")
    store = Store(config.data_dir / DB_NAME)
    started = time.perf_counter()
    report = refresh(config, store)
    return (
        corpus,
        config,
        store,
        {"files": report.indexed_file_count, "build_s": round(time.perf_counter() - started, 2)},
    )


def _timed(fn, rounds: int) -> tuple[list[float], object]:
    samples, result = [], None
    for _ in range(rounds):
        started = time.perf_counter()
        result = fn()
        samples.append((time.perf_counter() - started) * 1000)
    return samples, result


def bench_references(corpus: Path, store, rounds: int) -> dict:
    from copilot_cli.index.code.references import find_references

    out = {}
    for label, symbols in (("common", COMMON_SYMBOLS), ("rare", RARE_SYMBOLS)):
        samples, per_symbol = [], {}
        for symbol in symbols:
            times, result = _timed(lambda symbol=symbol: find_references(store, corpus, symbol, top_k=50), rounds)
            samples += times
            per_symbol[symbol] = {
                "p50_ms": round(statistics.median(times), 2),
                "total_candidates": result.total_candidates,
                "returned": len(result.references),
            }
        out[label] = {
            "p50_ms": round(percentile(samples, 50), 2),
            "p95_ms": round(percentile(samples, 95), 2),
            "top_k": 50,
            "symbols": per_symbol,
        }
    return out


def bench_bundle(corpus: Path, store, data_dir: Path, rounds: int) -> dict:
    from copilot_cli.index.bundle.build import BundleParams, build_bundle
    from copilot_cli.index.code import symbols

    budget = {"max_files": 5, "max_total_lines": 150}
    cold = []
    for prompt in PROMPTS:  # first call per prompt: outlines of its files not cached yet
        symbols._SYMBOL_CACHE.clear()
        started = time.perf_counter()
        build_bundle(store, corpus, BundleParams(prompt=prompt, budget=budget), data_dir=data_dir)
        cold.append((time.perf_counter() - started) * 1000)
    warm = []
    for prompt in PROMPTS:
        times, _ = _timed(
            lambda prompt=prompt: build_bundle(
                store, corpus, BundleParams(prompt=prompt, budget=budget), data_dir=data_dir
            ),
            rounds,
        )
        warm += times
    return {
        "budget": budget,
        "prompts": len(PROMPTS),
        "target_p50_ms": 100,
        "cold_p50_ms": round(percentile(cold, 50), 1),
        "cold_p95_ms": round(percentile(cold, 95), 1),
        "p50_ms": round(percentile(warm, 50), 1),
        "p95_ms": round(percentile(warm, 95), 1),
    }


def bench_spec(tmp: Path, rounds: int) -> dict:
    from copilot_cli.index.specdocs.context import ensure_indexed, spec_context
    from copilot_cli.index.store.sqlite import Store
    from copilot_cli.spec import load_spec

    folder = Path(os.environ.get("EXPERIENCE_UI_SPECS") or ROOT / "tests" / "specs")  # the vendored real-world specs
    specs = sorted(folder.glob("*.y*ml")) + sorted(folder.glob("*.json"))
    if not specs:
        return {"spec": None}
    biggest = max(specs, key=lambda p: p.stat().st_size)
    spec = load_spec(biggest)
    store = Store(tmp / "spec" / "index.sqlite3")
    started = time.perf_counter()
    ensure_indexed(store, "bench", spec)
    index_s = time.perf_counter() - started
    queries = [
        "list invoices by status",
        "create a contact",
        "filter payments by date",
        "attachments of a bank transaction",
    ]
    samples = []
    for query in queries:
        times, context = _timed(lambda query=query: spec_context(store, "bench", query, token_budget=2000), rounds)
        samples += times
    return {
        "spec": biggest.name,
        "operations": len(spec.operations),
        "types": len(spec.types),
        "index_s": round(index_s, 2),
        "token_budget": 2000,
        "p50_ms": round(percentile(samples, 50), 1),
        "p95_ms": round(percentile(samples, 95), 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=["outline", "references", "bundle", "spec"])
    parser.add_argument("--outline-mb", type=float, default=4.0)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    result: dict = {
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_avg_1m": round(os.getloadavg()[0], 2),
        }
    }
    if args.only in (None, "outline"):
        result["outline"] = bench_outline(args.outline_mb)
    with tempfile.TemporaryDirectory(prefix="code-intel-bench-") as name:
        tmp = Path(name)
        if args.only in (None, "references", "bundle"):
            corpus, config, store, built = stdlib_index(tmp)
            result["index"] = built
            if args.only in (None, "references"):
                result["references"] = bench_references(corpus, store, args.rounds)
            if args.only in (None, "bundle"):
                result["bundle"] = bench_bundle(corpus, store, config.data_dir, args.rounds)
        if args.only in (None, "spec"):
            result["spec_context"] = bench_spec(tmp, args.rounds)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
