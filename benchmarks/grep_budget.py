"""Wall-clock time of a catastrophic regex grep against the workspace's scan budget.

    python benchmarks/grep_budget.py [--budget 1.0] [--rounds 3]

Prints JSON: per pattern, the budget, the slowest of `rounds` greps (seconds) and the outcome.
The issue's bar: the whole request ends within its budget + 10 %.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from copilot_cli.workspace import scan
from copilot_cli.workspace.errors import WorkspaceError
from copilot_cli.workspace.files import FileLimits, open_workspace

PATTERNS = [r"(a|aa)+$", r"(a{1,30}){1,30}$", r"(?i)(a|A|aa)+$"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        (root / "evil.txt").write_text(("a" * 40 + "!\n") * 200)
        ws = open_workspace("w", root, Path(tmp) / "data", FileLimits(scan_time_budget_s=args.budget))
        rows = []
        for pattern in PATTERNS:
            slowest, outcome = 0.0, ""
            for _ in range(args.rounds):
                started = time.monotonic()
                try:
                    scan.grep(ws, pattern, use_regex=True)
                    outcome = "answered"
                except WorkspaceError as exc:
                    outcome = exc.code
                slowest = max(slowest, time.monotonic() - started)
            rows.append({"pattern": pattern, "budget_s": args.budget, "max_s": round(slowest, 3), "outcome": outcome})
        ws.store.close()
    print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
