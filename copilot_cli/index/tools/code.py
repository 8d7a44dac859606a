"""repo.outline, repo.references and repo.build_context_bundle as `repo.*` tools.

Each takes `(RepoIndex, params)` and returns `(result, warnings)` or raises ToolError /
PathBlocked, like the other tools in repo_index.py; calls.py lists them. Heavy modules (tree-sitter,
the ranking) are imported on first call so the faces start fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from copilot_cli.index.params import (
    INVALID_PARAMS,
    ToolError,
    invalid,
    optional_bool,
    optional_int,
    optional_str,
    required_str,
    unknown_keys,
)
from copilot_cli.workspace.paths import normalize_relative, resolve_inside
from copilot_cli.workspace.textops import open_regular

if TYPE_CHECKING:
    from copilot_cli.index.repo_index import RepoIndex

Result = tuple[dict[str, Any], list[str]]
_SNIFF = 8192


def outline_tool(index: RepoIndex, params: dict[str, Any]) -> Result:
    tool = "repo.outline"
    resolved = resolve_inside(index.config.repo_root, required_str(tool, params, "path"))
    text = _read_text(tool, resolved.absolute, resolved.relative, index.limits.max_file_bytes)
    from copilot_cli.index.outline import outline_source

    outline = outline_source(resolved.relative, text, python_ast=index.config.python_adapter_enabled)
    return outline.model_dump(mode="json"), unknown_keys(params, {"path"})


def references_tool(index: RepoIndex, params: dict[str, Any]) -> Result:
    tool = "repo.references"
    symbol = required_str(tool, params, "symbol")
    cap = index.limits.max_references
    top_k = optional_int(tool, params, "top_k", cap) or cap
    warnings = unknown_keys(params, {"symbol", "path", "top_k"})
    if top_k > cap:
        warnings.append(f"top_k capped at max_references={cap}")
        top_k = cap
    scope, is_file = None, False
    raw_path = optional_str(tool, params, "path")
    if raw_path is not None:
        resolved = resolve_inside(index.config.repo_root, raw_path)
        if resolved.absolute.is_file():
            scope, is_file = resolved.relative, True
        elif resolved.absolute.is_dir():
            scope = normalize_relative(resolved.relative, allow_root=True) or None
        else:
            raise ToolError("NOT_FOUND", "File not found.", {"path": resolved.relative})
    if not is_file:
        index.require_ready()
    from copilot_cli.index.code.references import BadSymbol, find_references

    try:
        found = find_references(
            index.store,
            index.config.repo_root,
            symbol,
            path=scope,
            path_is_file=is_file,
            top_k=top_k,
            max_references=cap,
            python_ast=index.config.python_adapter_enabled,
        )
    except BadSymbol:
        raise invalid(tool, "symbol must be an identifier, optionally qualified (e.g. Service.run).") from None
    return found.model_dump(mode="json"), warnings


def bundle_tool(index: RepoIndex, params: dict[str, Any]) -> Result:
    tool = "repo.build_context_bundle"
    from copilot_cli.index.bundle.build import (
        MAX_FILES_CAP,
        MAX_LINES_CAP,
        Budget,
        BundleParams,
        build_bundle,
        write_artifacts,
    )

    prompt = required_str(tool, params, "prompt")
    budget = params.get("budget")
    if not isinstance(budget, dict):
        raise invalid(tool, "budget must be an object with max_files and max_total_lines.")
    warnings = unknown_keys(params, {"prompt", "budget", "strategy", "include_tests"})
    warnings += [f"budget: {w}" for w in unknown_keys(budget, {"max_files", "max_total_lines"})]
    limits = {}
    for key, cap in (("max_files", MAX_FILES_CAP), ("max_total_lines", MAX_LINES_CAP)):
        if budget.get(key) is None:
            raise invalid(tool, f"budget.{key} is required.")
        value = optional_int(tool, {f"budget.{key}": budget[key]}, f"budget.{key}", None)
        assert value is not None
        if value > cap:
            warnings.append(f"budget.{key} capped at {cap}")
            value = cap
        limits[key] = value
    strategy = params.get("strategy", "hybrid")
    if strategy != "hybrid":
        raise invalid(tool, 'strategy must be "hybrid".')
    include_tests = optional_bool(tool, params, "include_tests", False)
    if not tokens_in(prompt):
        raise invalid(tool, "prompt must contain at least one word.")
    index.require_ready()
    bundle_params = BundleParams(prompt=prompt, budget=Budget(**limits), strategy="hybrid", include_tests=include_tests)
    result = build_bundle(index.store, index.config.repo_root, bundle_params)
    try:
        write_artifacts(index.config.data_dir, result)
    except OSError as exc:  # the bundle is still good; say why the files are missing
        warnings.append(f"could not write last_bundle.json/.md: {exc.strerror or exc}")
    return result, warnings


def tokens_in(text: str) -> bool:
    from copilot_cli.index.store.tokens import query_terms

    return bool(query_terms(text))


def _read_text(tool: str, path, relative: str, max_bytes: int) -> str:
    if not path.is_file():
        raise ToolError("NOT_FOUND", "File not found.", {"path": relative})
    size = path.stat().st_size
    if size > max_bytes:
        raise ToolError(
            INVALID_PARAMS,
            f"{tool} path is larger than max_file_bytes ({max_bytes}).",
            {"path": relative, "size": size},
        )
    with open_regular(path) as handle:  # a FIFO swapped in after the check is refused, not waited on
        data = handle.read()
    if b"\0" in data[:_SNIFF]:
        raise ToolError(INVALID_PARAMS, f"{tool} path is a binary file.", {"path": relative})
    return data.decode("utf-8", errors="replace")


CODE_TOOLS = {
    "repo.outline": outline_tool,
    "repo.references": references_tool,
    "repo.build_context_bundle": bundle_tool,
}
