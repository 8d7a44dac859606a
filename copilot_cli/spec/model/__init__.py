"""NormalizedSpec: one model for OpenAPI 3.0/3.1, Swagger 2.0 and GraphQL (SDL or introspection).

Conventions (stable; the UI generator, the mock server and the index code against them):

- Python attributes are snake_case; the wire (JSON, `model_dump(by_alias=True)`) is camelCase.
  Builders produce plain dicts with the camelCase keys and validate once at the end.
- Named types live in `NormalizedSpec.types` keyed by name. Anywhere a schema points at a named
  type it says `{"ref": "Pet"}` and nothing is expanded, so circular schemas are fine.
- Absent optional values are `None` and are left out of the wire form (`exclude_none`).
- Every heuristic (resource grouping, roles, pagination, relations) records its evidence, either
  in an `evidence` list next to the decision or as an `info` diagnostic.

The models are split by what they describe — base: the vocabularies; api: what the document
says; resources: what the normalizer infers — and all are importable from here.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, PrivateAttr

from copilot_cli.spec.model.api import (
    Auth,
    Constraints,
    Discriminator,
    Envelope,
    MediaContent,
    OAuthFlow,
    Operation,
    Parameter,
    RequestBody,
    Response,
    Schema,
    SecurityRequirement,
    SecurityScheme,
    Server,
    ServerVariable,
    Source,
)
from copilot_cli.spec.model.base import (
    MODEL_VERSION,
    DiagnosticLevel,
    GraphQLTypeKind,
    OperationKind,
    OperationRole,
    PaginationStyle,
    ParamLocation,
    ParamRole,
    SchemaKind,
    SourceFormat,
    SourceKind,
    SourceOrigin,
    SpecModel,
    new_dict,
    new_list,
)
from copilot_cli.spec.model.resources import (
    FieldSets,
    Pagination,
    Relation,
    Resource,
    ResourceAction,
    ResourceOperations,
)

__all__ = [
    "Auth",
    "Constraints",
    "Diagnostic",
    "DiagnosticLevel",
    "Discriminator",
    "Envelope",
    "FieldSets",
    "GraphQLTypeKind",
    "MODEL_VERSION",
    "MediaContent",
    "NormalizedSpec",
    "OAuthFlow",
    "Operation",
    "OperationKind",
    "OperationRole",
    "Pagination",
    "PaginationStyle",
    "ParamLocation",
    "ParamRole",
    "Parameter",
    "Relation",
    "RequestBody",
    "Resource",
    "ResourceAction",
    "ResourceOperations",
    "Response",
    "Schema",
    "SchemaKind",
    "SecurityRequirement",
    "SecurityScheme",
    "Server",
    "ServerVariable",
    "Source",
    "SourceFormat",
    "SourceKind",
    "SourceOrigin",
    "SpecModel",
]


# --------------------------------------------------------------------------- diagnostics / root


class Diagnostic(SpecModel):
    level: DiagnosticLevel = Field(
        description="info (a heuristic decision and its evidence), warning (something ignored or guessed), error (a part that could not be understood; the rest still works)."
    )
    code: str = Field(
        description="Stable machine code, e.g. 'unresolved-ref', 'path-not-in-resource', 'relation-by-name'."
    )
    pointer: str | None = Field(
        None, description="JSON pointer into the document (REST) or dotted GraphQL path ('Query.allFilms')."
    )
    message: str = Field(description="Human-readable explanation including the evidence.")


class NormalizedSpec(SpecModel):
    """Everything the UI generator, customization, chat and the index know about an API."""

    model_version: int = Field(
        MODEL_VERSION, description="Version of this model's shape; bumped on incompatible changes."
    )
    source: Source = Field(description="What was read and from where.")
    servers: list[Server] = Field(default_factory=new_list, description="Base URLs in document order.")
    auth: Auth = Field(default_factory=Auth, description="Security schemes and the global requirement.")
    types: dict[str, Schema] = Field(
        default_factory=new_dict,
        description="Named types by name (components.schemas, definitions, GraphQL named types). Refs point here.",
    )
    operations: list[Operation] = Field(
        default_factory=new_list,
        description="HTTP operations under paths, or GraphQL root fields of Query/Mutation/Subscription.",
    )
    webhooks: list[Operation] = Field(
        default_factory=new_list, description="OpenAPI 3.1 webhooks (kind 'webhook'); never counted as operations."
    )
    resources: list[Resource] = Field(
        default_factory=new_list, description="CRUD groupings of operations with pagination, filters and relations."
    )
    diagnostics: list[Diagnostic] = Field(
        default_factory=new_list, description="Decisions with evidence, things ignored, unresolved references."
    )
    _lookups: dict[str, Any] = PrivateAttr(default_factory=dict)

    def operation(self, op_id: str) -> Operation | None:
        """The operation with this id (or webhook), if any."""
        index = self._index("operations", lambda: {**_first_by_id(self.webhooks), **_first_by_id(self.operations)})
        return index.get(op_id)

    def resource(self, name: str) -> Resource | None:
        """The resource with this name, if any."""
        return self._index("resources", lambda: _first_by_id(self.resources, "name")).get(name)

    def _index(self, field: str, build: Any) -> dict[str, Any]:
        """A by-id lookup built once per list (planning Microsoft Graph looked ids up 10^5 times in
        lists of 10^4); rebuilt if the list was replaced or changed length."""
        items = getattr(self, field)
        key = (id(items), len(items), id(self.webhooks), len(self.webhooks))
        cached = self._lookups.get(field)
        if cached is None or cached[0] != key:
            cached = self._lookups[field] = (key, build())
        return cached[1]

    def to_wire(self) -> dict[str, Any]:
        """The JSON form sent over the wire and written to snapshots: camelCase, no nulls."""
        from copilot_cli.spec.gcpause import gc_paused

        with gc_paused():
            return self.model_dump(mode="json", by_alias=True, exclude_none=True)


# no Schema.model_rebuild() here: validators are built on first use (SpecModel's defer_build), when
# `Parameter`, named ahead in Schema, exists; rebuilding at import cost every start ~50 ms


def _first_by_id(items: list[Any], attr: str = "id") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        out.setdefault(getattr(item, attr), item)  # the first wins, as the linear search did
    return out
