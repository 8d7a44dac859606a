"""Where the preview's browser runtime lives once built.

`npm run build:runtime` (run by `./dev setup`) bundles React, ReactDOM and sucrase into
`build/runtime/runtime.js` at the repository root. It is built from npm packages at setup and
never committed, so a missing file means setup did not run: say exactly how to fix it.
"""

from __future__ import annotations

import os
from pathlib import Path

RUNTIME_ENV = "EXPERIENCE_UI_RUNTIME"
REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_RUNTIME = REPO_ROOT / "build" / "runtime" / "runtime.js"


class RuntimeMissing(RuntimeError):
    """The browser runtime has not been built."""


def runtime_path() -> Path:
    """The built runtime.js: `$EXPERIENCE_UI_RUNTIME` if set, else build/runtime/runtime.js."""
    override = os.environ.get(RUNTIME_ENV)
    path = Path(override) if override else DEFAULT_RUNTIME
    if not path.is_file():
        raise RuntimeMissing(
            f"the preview's browser runtime is not built ({path} is missing); "
            "run `npm run build:runtime` (or `./dev setup`) in the repository root"
        )
    return path
