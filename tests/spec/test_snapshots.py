"""Snapshots of the NormalizedSpec for the two small Petstores and SWAPI keep the model honest.

After an intended change, regenerate and review the diff:

    UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/spec/test_snapshots.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.spec.shared import loaded

SNAPSHOTS = Path(__file__).parent / "snapshots"
CASES = ["oai-v3.0_petstore.yaml", "oai-v2.0_petstore.json", "swapi-graphql_schema.graphql"]


def snapshot_of(name: str) -> str:
    wire = loaded(name).to_wire()
    wire["source"].pop("location", None)  # absolute path of this machine's checkout
    return json.dumps(wire, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("name", CASES)
def test_normalized_spec_matches_its_snapshot(name):
    path = SNAPSHOTS / (name.rsplit(".", 1)[0] + ".json")
    actual = snapshot_of(name)
    if os.environ.get("UPDATE_SNAPSHOTS") == "1":
        path.write_text(actual)
    assert path.is_file(), f"no snapshot yet: run with UPDATE_SNAPSHOTS=1 to create {path.name}"
    assert actual == path.read_text(), f"{name} changed; if intended, UPDATE_SNAPSHOTS=1 and review the diff"
