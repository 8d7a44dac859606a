"""Tool parameter checks with the messages seed 002 uses ("repo.search query must be a
non-empty string."): one small function per kind, each raising ToolError(INVALID_PARAMS)."""

from __future__ import annotations

from typing import Any

INVALID_PARAMS = "INVALID_PARAMS"


class ToolError(Exception):
    """A tool failure with a stable machine `code` and a human `message` (seed 002 envelope)."""

    def __init__(self, code: str, message: str, data: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data or {}


def invalid(tool: str, text: str) -> ToolError:
    return ToolError(INVALID_PARAMS, f"{tool} {text}")


def params_object(tool: str, params: Any) -> dict[str, Any]:
    if params is None:
        return {}
    if not isinstance(params, dict):
        raise ToolError(INVALID_PARAMS, f"{tool} params must be an object.")
    return params


def required_str(tool: str, params: dict[str, Any], key: str) -> str:
    value = params.get(key)
    if not isinstance(value, str) or not value.strip():
        raise invalid(tool, f"{key} must be a non-empty string.")
    return value


def optional_str(tool: str, params: dict[str, Any], key: str) -> str | None:
    value = params.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise invalid(tool, f"{key} must be a string.")
    return value or None


def optional_int(tool: str, params: dict[str, Any], key: str, default: int | None, minimum: int = 1) -> int | None:
    value = params.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise invalid(tool, f"{key} must be an integer.")
    if value < minimum:
        raise invalid(tool, f"{key} must be at least {minimum}.")
    return value


def optional_bool(tool: str, params: dict[str, Any], key: str, default: bool) -> bool:
    value = params.get(key)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise invalid(tool, f"{key} must be true or false.")
    return value


def unknown_keys(params: dict[str, Any], known: set[str]) -> list[str]:
    """Warnings for parameters the tool does not read (ignored, not fatal)."""
    return [f"ignored unknown parameter '{k}'" for k in sorted(params) if k not in known]
