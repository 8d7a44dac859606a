"""The bottom layer: infrastructure every layer may use.

Small, dependency-light building blocks written once for the whole package: path globs
(`globs`), newline-delimited JSON framing (`ndjson`), and keeping a protocol's stdout clean
(`stdio`). Modules here import nothing of copilot_cli except `copilot_cli.errors` and
`copilot_cli.logs`, so any layer — spec, ui, index, workspace, the faces — can use them
without an upward import (the import-linter contract in pyproject.toml enforces this).
"""
