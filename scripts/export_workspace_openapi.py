"""Write the workspace HTTP API's own OpenAPI document to examples/workspace-openapi.json.

    .venv/bin/python scripts/export_workspace_openapi.py [--check]

Experience UI can generate a UI for its own workspace API from that file. `--check` exits 1
when the committed file is out of date (tests run it that way).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from copilot_cli.workspace.openapi import build_openapi  # noqa: E402

TARGET = ROOT / "examples" / "workspace-openapi.json"


def render() -> str:
    return json.dumps(build_openapi(auth=True), indent=2, sort_keys=False) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = TARGET.read_text() if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET.relative_to(ROOT)} is stale: run scripts/export_workspace_openapi.py", file=sys.stderr)
            return 1
        return 0
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(text)
    print(f"wrote {TARGET.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
