"""pydantic models for the lifecycle methods' params and results (the wire truth is
exported from these to contracts/schema/)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ClientCapabilities(BaseModel):
    model_config = ConfigDict(extra="allow")

    streaming: bool = True
    specFormats: list[str] = Field(default_factory=list)


class InitializeParams(BaseModel):
    model_config = ConfigDict(extra="allow")

    clientName: str | None = None
    clientVersion: str | None = None
    capabilities: ClientCapabilities = Field(default_factory=ClientCapabilities)
    workspaceRoot: str | None = None


class ServerCapabilities(BaseModel):
    codeGeneration: bool
    customization: bool
    streaming: bool


class LlmInfo(BaseModel):
    mode: str = Field(description='"offline" (templates) or "openai" (an OpenAI-compatible endpoint)')
    model: str | None = None


class InitializeResult(BaseModel):
    serverName: str
    serverVersion: str
    capabilities: ServerCapabilities
    specFormats: list[str] = Field(description="Input formats `generate` and `spec/parse` accept")
    methods: list[str] = Field(description="Every method this server answers")
    llm: LlmInfo
