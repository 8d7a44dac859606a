"""The base of every NormalizedSpec model and the vocabularies (Literal types) they share."""

from __future__ import annotations

import os
import sys
import types
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

# pydantic looks for plugins in every installed distribution's entry points when it builds its
# first validator (tens of ms at each start); the project uses none. Deployments that do can set it.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
_PLUGINS_OFF = ("__all__", "1", "true")  # the values pydantic's own loader takes as "none"
_LOADER = "pydantic.plugin._loader"


def _lazy_plugin_loader() -> None:
    """Even with plugins off, pydantic's loader module imports `importlib.metadata` (and with it
    email, zipfile, csv…: ~15 ms of every start) before it reads the variable. In its place until
    something needs more: a module whose `get_plugins()` answers "none" while the variable says
    so, and that loads the real loader (and hands over to it) for anything else."""
    if _LOADER in sys.modules or os.environ.get("PYDANTIC_DISABLE_PLUGINS") not in _PLUGINS_OFF:
        return
    stub = types.ModuleType(_LOADER, "Stand-in for pydantic's plugin loader (copilot_cli.spec.model.base).")

    def real() -> Any:
        if sys.modules.get(_LOADER) is stub:
            del sys.modules[_LOADER]
        import importlib

        return importlib.import_module(_LOADER)

    def get_plugins() -> Any:
        return () if os.environ.get("PYDANTIC_DISABLE_PLUGINS") in _PLUGINS_OFF else real().get_plugins()

    def attribute(name: str) -> Any:
        if name.startswith("__"):  # the import system probes `__path__` and the like
            raise AttributeError(name)
        return getattr(real(), name)

    stub.get_plugins = get_plugins  # type: ignore[attr-defined]
    stub.__getattr__ = attribute  # type: ignore[method-assign]
    sys.modules[_LOADER] = stub


_lazy_plugin_loader()  # before the first validator is built: importing pydantic builds none

MODEL_VERSION = 1

SourceKind = Literal["openapi-3.0", "openapi-3.1", "swagger-2.0", "graphql"]
SourceFormat = Literal["json", "yaml", "graphql-sdl", "graphql-introspection"]
SourceOrigin = Literal["text", "path", "url", "document"]
SchemaKind = Literal[
    "string",
    "integer",
    "number",
    "boolean",
    "object",
    "array",
    "enum",
    "union",
    "map",
    "file",
    "any",
    "null",
]
GraphQLTypeKind = Literal["OBJECT", "INTERFACE", "UNION", "ENUM", "INPUT_OBJECT", "SCALAR"]
ParamLocation = Literal["path", "query", "header", "cookie", "argument"]
ParamRole = Literal["id", "page", "size", "offset", "limit", "cursor", "sort", "order", "filter", "search", "fields"]
OperationKind = Literal["http", "query", "mutation", "subscription", "webhook"]
OperationRole = Literal["list", "get", "create", "update", "patch", "delete", "action"]
PaginationStyle = Literal["none", "page", "offset", "cursor", "link", "relay"]
DiagnosticLevel = Literal["info", "warning", "error"]


def new_list() -> list[Any]:
    """A field's own empty list. Fields say `default_factory=new_list`, not `list`: pydantic asks
    each factory for its signature when it builds a validator, and a builtin's is parsed from its
    text (the tokenizer and its regex: ~10 ms of every start for the 36 fields here)."""
    return []


def new_dict() -> dict[Any, Any]:
    """A field's own empty dict (see `new_list`)."""
    return {}


class SpecModel(BaseModel):
    """Base: camelCase on the wire, snake_case in Python, either accepted on input. Validators
    are built on first use (`defer_build`), not at import: a process that parses a spec builds
    the few it validates with (and start-up time is part of every CLI run)."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore", defer_build=True)
