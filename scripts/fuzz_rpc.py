"""The long fuzz run of reader + dispatch: `python scripts/fuzz_rpc.py [--inputs 100000]`.

Same property as tests/rpc/test_fuzz.py, many more inputs; prints JSON with the count."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, given, settings

from tests.rpc.fuzzing import check_session, sessions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000, help="input lines to try (at least)")
    args = parser.parse_args()
    logging.disable(logging.CRITICAL)  # debug/fail logs a traceback per call by design
    total = {"inputs": 0, "sessions": 0}
    started = time.perf_counter()

    @settings(max_examples=2000, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(sessions())
    def property_holds(lines):
        total["inputs"] += check_session(lines)
        total["sessions"] += 1

    while total["inputs"] < args.inputs:
        property_holds()
    print(
        json.dumps(
            {"fuzz": "rpc reader+dispatch", **total, "failures": 0, "seconds": round(time.perf_counter() - started, 1)}
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
