"""Export JSON Schemas of every method's params/result and of the shared models to
contracts/schema/, and their TypeScript types to contracts/types/ (scripts/gen-types.mjs).
`--check` exits 1 (listing the files) when anything on disk is stale, the types included.

    python scripts/export_schemas.py          # write (and regenerate the TypeScript types)
    python scripts/export_schemas.py --check  # verify (used by tests/contracts)
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

from copilot_cli.rpc.methods import default_methods

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "contracts" / "schema"
TYPES_DIR = ROOT / "contracts" / "types"

# Shared models that are not (only) a method's params or result. "Name": "module:Class".
EXTRA_MODELS: dict[str, str] = {
    "NormalizedSpec": "copilot_cli.spec.model:NormalizedSpec",
    "UiPlan": "copilot_cli.ui.plan:UiPlan",
    "RepoOutline": "copilot_cli.index.outline.model:Outline",  # repo.outline result
    "RepoReferences": "copilot_cli.index.code.references:ReferencesResult",  # repo.references result
    "RepoReaderRequest": "copilot_cli.index.research.models:RepoReaderRequest",  # repo.research params (seed 001)
}


def _load(target: str):
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def _file_stem(method: str) -> str:
    return method.replace("/", ".").replace("$", "")


def expected_files() -> dict[str, str]:
    files: dict[str, str] = {}
    for name, spec in sorted(default_methods().items()):
        handler = spec.load()
        files[f"{_file_stem(name)}.params.json"] = _render(handler.params_model)
        if handler.result_model is not None:
            files[f"{_file_stem(name)}.result.json"] = _render(handler.result_model)
    for name, target in sorted(EXTRA_MODELS.items()):
        files[f"{name}.json"] = _render(_load(target))
    return files


def _render(model) -> str:
    schema = model.model_json_schema(by_alias=True, mode="serialization")
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def stale_files() -> list[str]:
    expected = expected_files()
    stale = [
        name
        for name, text in expected.items()
        if not (SCHEMA_DIR / name).exists() or (SCHEMA_DIR / name).read_text() != text
    ]
    extra = [p.name for p in SCHEMA_DIR.glob("*.json") if p.name not in expected]
    return sorted(stale + extra)


def stale_types(expected: dict[str, str]) -> list[str]:
    """contracts/types/ was generated from these very schemas and nobody edited it since: the
    manifest scripts/gen-types.mjs writes records the sha256 of every input and output."""
    manifest_path = TYPES_DIR / "manifest.json"
    if not manifest_path.exists():
        return ["manifest.json (contracts/types was never generated)"]
    manifest = json.loads(manifest_path.read_text())
    digest = lambda data: hashlib.sha256(data).hexdigest()  # noqa: E731
    problems = [
        f"{name} (made from another version of contracts/schema/{name.replace('.ts', '.json')})"
        for name in sorted(set(expected) ^ set(manifest.get("schemas", {})))
    ]
    problems += [
        f"{name.replace('.json', '.ts')} (made from another version of contracts/schema/{name})"
        for name, text in sorted(expected.items())
        if name in manifest.get("schemas", {}) and manifest["schemas"][name] != digest(text.encode())
    ]
    for name, recorded in sorted(manifest.get("outputs", {}).items()):
        path = TYPES_DIR / name
        if not path.exists() or digest(path.read_bytes()) != recorded:
            problems.append(f"{name} (missing or edited by hand)")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.check:
        stale = [f"contracts/schema/{name}" for name in stale_files()]
        stale += [f"contracts/types/{name}" for name in stale_types(expected_files())]
        for name in stale:
            print(f"stale: {name}", file=sys.stderr)
        return 1 if stale else 0
    SCHEMA_DIR.mkdir(parents=True, exist_ok=True)
    expected = expected_files()
    for path in SCHEMA_DIR.glob("*.json"):
        if path.name not in expected:
            path.unlink()
    for name, text in expected.items():
        (SCHEMA_DIR / name).write_text(text)
    print(f"wrote {len(expected)} schemas to {SCHEMA_DIR.relative_to(ROOT)}")
    return _regenerate_typescript_types()


def _regenerate_typescript_types() -> int:
    """The TypeScript types (read by electron-shell and the UI runtime) come from these schemas;
    regenerate them in the same step so the two can never drift (`--check` verifies both)."""
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "json-schema-to-typescript").is_dir():
        print("npm packages not installed: run `node scripts/gen-types.mjs` after `./dev setup`", file=sys.stderr)
        return 1
    return subprocess.run([node, "scripts/gen-types.mjs"], cwd=ROOT).returncode


if __name__ == "__main__":
    raise SystemExit(main())
