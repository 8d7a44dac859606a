"""Request and response bodies of the six endpoints, field for field as seed 003 lists them.

Requests are strict (no coercion of "3" to 3, unknown fields rejected) so a client's mistake
is an `invalid_json_schema` error, never a silent guess. The same models generate the app's
OpenAPI document, so the published contract cannot drift from what the server checks.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

U64_MAX = 2**64 - 1
U64 = Annotated[int, Field(ge=0, le=U64_MAX)]
Line = Annotated[int, Field(ge=1, le=U64_MAX, description="1-based line number")]
WorkspaceId = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9._-]+$")]
PathText = Annotated[str, Field(min_length=1, max_length=4096, description="root-relative path")]
Prefix = Annotated[str, Field(max_length=4096, description="root-relative directory (or file) to scan")]
Pattern = Annotated[str, Field(min_length=1, max_length=1024)]

ScanLimitReason = Literal["max_entries", "max_files", "time_budget"]


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _Response(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ReadRequest(_Request):
    workspace_id: WorkspaceId
    path: PathText
    start_line: Line | None = Field(None, description="must pair with end_line")
    end_line: Line | None = Field(None, description="must pair with start_line")

    @model_validator(mode="after")
    def _lines_pair(self) -> ReadRequest:
        if (self.start_line is None) != (self.end_line is None):
            raise ValueError("start_line and end_line must be given together")
        if self.start_line is not None and self.end_line is not None and self.start_line > self.end_line:
            raise ValueError("start_line must not be greater than end_line")
        return self


class ReadResponse(_Response):
    requested_path: str
    path: str
    bytes_read: int
    content: str
    truncated: bool
    start_line: int | None = Field(description="first line in content; null when content is empty")
    end_line: int | None = Field(description="last (possibly partial) line in content; null when empty")
    version: int


class WriteRequest(_Request):
    workspace_id: WorkspaceId
    path: PathText
    content: str
    expected_version: U64 | None = Field(
        None, description="null: write unconditionally; 0: create only; N: only if the current version is N"
    )


class WriteResponse(_Response):
    requested_path: str
    path: str
    bytes_written: int
    created: bool
    version: int


class PatchRequest(_Request):
    workspace_id: WorkspaceId
    path: PathText
    patch: Annotated[str, Field(min_length=1, description="unified diff of this one file")]
    expected_version: U64


class PatchResponse(_Response):
    requested_path: str
    path: str
    bytes_written: int
    version: int


class DeleteRequest(_Request):
    workspace_id: WorkspaceId
    path: PathText
    expected_version: U64 | None = Field(
        None, description="null: delete unconditionally; 0: only if absent (no-op); N: only if current version is N"
    )


class DeleteResponse(_Response):
    requested_path: str
    path: str
    deleted: bool


class ScanDiagnostics(_Response):
    """What a glob or grep looked at and why it stopped or skipped; the same for both."""

    truncated: bool = False
    scanned_files: int = 0
    scanned_entries: int = 0
    scan_limit_reached: bool = False
    scan_limit_reason: ScanLimitReason | None = None
    elapsed_ms: float = 0.0
    skipped_secret: int = 0
    skipped_ignored: int = 0
    skipped_symlink: int = 0
    skipped_binary: int = 0
    skipped_too_large: int = 0
    skipped_unreadable: int = 0
    skipped_not_regular: int = 0  # FIFOs, sockets, devices
    skipped_bad_name: int = 0  # names that are not valid UTF-8


class GlobRequest(_Request):
    workspace_id: WorkspaceId
    pattern: Pattern
    path_prefix: Prefix | None = None


class GlobResponse(ScanDiagnostics):
    matches: list[str] = Field(default_factory=list)


class GrepRequest(_Request):
    workspace_id: WorkspaceId
    query: Pattern
    regex: bool = False
    glob: Pattern | None = None
    path_prefix: Prefix | None = None


class GrepMatch(_Response):
    path: str
    line: int
    text: str
    line_truncated: bool


class GrepResponse(ScanDiagnostics):
    matches: list[GrepMatch] = Field(default_factory=list)


class ErrorBody(_Response):
    code: str
    message: str


# endpoint name -> (request model, response model); the order is the OpenAPI document's.
ENDPOINTS: dict[str, tuple[type[BaseModel], type[BaseModel]]] = {
    "read": (ReadRequest, ReadResponse),
    "write": (WriteRequest, WriteResponse),
    "patch": (PatchRequest, PatchResponse),
    "delete": (DeleteRequest, DeleteResponse),
    "glob": (GlobRequest, GlobResponse),
    "grep": (GrepRequest, GrepResponse),
}
