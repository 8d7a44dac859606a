"""The shared real-world specs and the counts SOURCES.md states for them."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest

from copilot_cli.spec import NormalizedSpec, load_spec

# The read-only folder of real specs next to the checkout (override: EXPERIENCE_UI_SPECS, which
# ./dev sets). Under ./dev (EXPERIENCE_UI_REQUIRE_SPECS=1) a missing folder fails the run instead
# of quietly skipping every test that needs it.
SPECS = Path(os.environ.get("EXPERIENCE_UI_SPECS") or Path(__file__).resolve().parents[3] / "shared" / "specs")
if os.environ.get("EXPERIENCE_UI_REQUIRE_SPECS") == "1" and not (SPECS / "SOURCES.md").is_file():
    raise RuntimeError(f"the shared specs are not at {SPECS}: set EXPERIENCE_UI_SPECS")
needs_specs = pytest.mark.skipif(not (SPECS / "SOURCES.md").is_file(), reason=f"shared specs not found at {SPECS}")


def spec_path(name: str) -> Path:
    return SPECS / name


@lru_cache(maxsize=None)
def loaded(name: str) -> NormalizedSpec:
    """Each shared spec normalized once per test session (they are read-only)."""
    return load_spec(spec_path(name))


def spec_files() -> list[str]:
    if not SPECS.is_dir():
        return []
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
