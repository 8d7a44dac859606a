"""The real-world specs in tests/specs and the counts SOURCES.md states for them."""

from __future__ import annotations

import os
import re
from functools import cache, lru_cache
from pathlib import Path

from copilot_cli.spec import NormalizedSpec, load_spec

# The real-world specs vendored in the checkout (tests/specs); EXPERIENCE_UI_SPECS may point at
# another folder laid out the same way. A folder without SOURCES.md fails the run at collection
# rather than quietly skipping every test that reads it.
SPECS = Path(os.environ.get("EXPERIENCE_UI_SPECS") or Path(__file__).resolve().parents[1] / "specs")
if not (SPECS / "SOURCES.md").is_file():
    raise RuntimeError(f"no real-world specs at {SPECS} (SOURCES.md missing): unset EXPERIENCE_UI_SPECS or fix it")


def spec_path(name: str) -> Path:
    return SPECS / name


@cache
def loaded(name: str) -> NormalizedSpec:
    """Each real-world spec normalized once per test session (they are read-only)."""
    return load_spec(spec_path(name))


def spec_files() -> list[str]:
    return sorted(p.name for p in SPECS.iterdir() if p.is_file() and p.name != "SOURCES.md")


@lru_cache
def expected_counts() -> dict[str, dict[str, int]]:
    """file → {"operations": n, "webhooks": n} (REST) or {"query", "mutation", "subscription"}
    (GraphQL), read from the summary table of SOURCES.md so the test follows the document."""
    out: dict[str, dict[str, int]] = {}
    for line in (SPECS / "SOURCES.md").read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 4 or not (SPECS / cells[0]).is_file():
            continue
        ops = cells[3]
        gql = re.match(r"Query (\d+) / Mutation (\d+) / Subscription (\d+)", ops)
        if gql:
            out[cells[0]] = {"query": int(gql[1]), "mutation": int(gql[2]), "subscription": int(gql[3])}
            continue
        rest = re.match(r"(\d+) ops", ops)
        hooks = re.search(r"(\d+) webhook", ops)
        out[cells[0]] = {"operations": int(rest[1]) if rest else 0, "webhooks": int(hooks[1]) if hooks else 0}
    return out


def problems(spec: NormalizedSpec) -> list:
    """Diagnostics that are errors or warnings (info diagnostics record heuristic decisions)."""
    return [d for d in spec.diagnostics if d.level != "info"]
