"""The base of every NormalizedSpec model and the vocabularies (Literal types) they share."""

from __future__ import annotations

import os
from typing import Literal

# pydantic looks for plugins in every installed distribution's entry points when it builds its
# first model (tens of ms at each start); the project uses none. Deployments that do can set it.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

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


class SpecModel(BaseModel):
    """Base: camelCase on the wire, snake_case in Python, either accepted on input. Validators
    are built on first use (`defer_build`), not at import: a process that parses a spec builds
    the few it validates with (and start-up time is part of every CLI run)."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore", defer_build=True)
