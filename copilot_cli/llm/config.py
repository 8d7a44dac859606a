"""Which LLM (if any) serves generate, customize and chat, and how to reach it.

Sources, strongest first: the `--llm` flag of `copilot-cli serve`, the environment
(`COPILOT_LLM`, `OPENAI_API_KEY`, `OPENAI_BASE_URL`, `COPILOT_MODEL`, `COPILOT_CONTEXT_TOKENS`,
`COPILOT_LLM_STALL_S`, `COPILOT_LLM_FIRST_TOKEN_S`, `COPILOT_LLM_MAX_S`, `COPILOT_LLM_CUSTOMIZE`), then `[llm]` in `$XDG_CONFIG_HOME/copilot-cli/config.toml`
(`~/.config/…` when unset):

    [llm]
    mode = "auto"                             # auto | off | openai
    base_url = "http://127.0.0.1:11434/v1"    # Ollama, vLLM, llama.cpp server, OpenAI, …
    model = "qwen2.5-coder:7b"
    context_tokens = 32768
    api_key = "…"                             # optional; OPENAI_API_KEY wins

`auto` means the LLM when one is configured (a key or a base URL), templates otherwise. The key
lives in a SecretStr: repr, logs and errors show `**********`, never the value.
Reading the config imports no SDK: `openai` is imported only when a call happens.
"""

from __future__ import annotations

import logging
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

log = logging.getLogger("copilot_cli.llm")

MODES = ("auto", "off", "openai")
DEFAULT_MODEL = "gpt-4o-mini"
DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_CONTEXT_TOKENS = 128_000
DEFAULT_STALL_S = 20.0
DEFAULT_FIRST_TOKEN_S = 60.0  # a local model on a CPU reads a 6k-token prompt for a minute before it answers
DEFAULT_MAX_STREAM_S = 600.0  # how far a request that keeps streaming may outlive its method's deadline


class LlmConfigError(ValueError):
    """The configuration asks for something impossible (e.g. `--llm openai` with no key)."""


class SecretStr:
    """A key that never prints: repr/str show asterisks; `get_secret_value()` is the one way out.
    (pydantic's SecretStr does the same but costs ~25 ms of imports at start-up.)"""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def get_secret_value(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "SecretStr('**********')"

    __str__ = lambda self: "**********"  # noqa: E731

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SecretStr) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


@dataclass
class LlmConfig:
    """A plain dataclass, not a pydantic model: building a model class costs ~100 ms of start-up."""

    mode: Literal["offline", "openai"] = "offline"
    base_url: str | None = None
    model: str = DEFAULT_MODEL
    context_tokens: int = DEFAULT_CONTEXT_TOKENS
    api_key: SecretStr | None = None
    stall_timeout_s: float = DEFAULT_STALL_S  # silence between tokens that counts as a broken stream
    first_token_timeout_s: float = DEFAULT_FIRST_TOKEN_S  # silence before the first token (reading the prompt)
    max_stream_s: float = DEFAULT_MAX_STREAM_S  # a streaming request's deadline extends up to this (llm/liveness.py)
    customize_strategy: Literal["offline-first", "model-first"] = "offline-first"
    source: str = "defaults"

    def __post_init__(self) -> None:
        if isinstance(self.api_key, str):
            self.api_key = SecretStr(self.api_key)
        if self.mode not in ("offline", "openai"):
            raise LlmConfigError(f"mode must be offline or openai, got {self.mode!r}")
        if self.context_tokens < 512:
            raise LlmConfigError(f"COPILOT_CONTEXT_TOKENS must be at least 512, got {self.context_tokens}")
        if self.stall_timeout_s <= 0:
            raise LlmConfigError("COPILOT_LLM_STALL_S must be positive")
        if self.first_token_timeout_s <= 0:
            raise LlmConfigError("COPILOT_LLM_FIRST_TOKEN_S must be positive")
        if self.max_stream_s <= 0:
            raise LlmConfigError("COPILOT_LLM_MAX_S must be positive")
        if self.customize_strategy not in ("offline-first", "model-first"):
            raise LlmConfigError("COPILOT_LLM_CUSTOMIZE must be offline-first or model-first")

    @property
    def active(self) -> bool:
        return self.mode == "openai"


def config_path(env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    base = env.get("XDG_CONFIG_HOME") or str(Path(env.get("HOME") or Path.home()) / ".config")
    return Path(base) / "copilot-cli" / "config.toml"


def _file_settings(path: Path) -> dict:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        # The message names the file and the line, never the file's contents (a key may be there).
        raise LlmConfigError(f"cannot read {path}: {type(exc).__name__}: {str(exc)[:120]}") from None
    section = data.get("llm", {})
    if not isinstance(section, dict):
        raise LlmConfigError(f"{path}: [llm] must be a table")
    return section


def _number(name: str, value, cast):
    try:
        return cast(value)
    except (TypeError, ValueError):
        raise LlmConfigError(f"{name} must be a number, got {str(value)[:40]!r}") from None


def load_config(flag: str | None = None, env: Mapping[str, str] | None = None, path: Path | None = None) -> LlmConfig:
    """The effective configuration. Raises LlmConfigError on a bad value or an impossible mode."""
    env = os.environ if env is None else env
    path = path or config_path(env)
    file = _file_settings(path)
    mode = (flag or env.get("COPILOT_LLM") or file.get("mode") or "auto").lower()
    if mode not in MODES:
        raise LlmConfigError(f"--llm must be one of {', '.join(MODES)}, got {mode!r}")
    key = env.get("OPENAI_API_KEY") or file.get("api_key") or None
    base_url = env.get("OPENAI_BASE_URL") or file.get("base_url") or None
    configured = bool(key or base_url)
    if mode == "off" or (mode == "auto" and not configured):
        return LlmConfig(mode="offline", source="off" if mode == "off" else "nothing configured")
    if not configured:
        raise LlmConfigError("--llm openai needs OPENAI_API_KEY or OPENAI_BASE_URL (or [llm] in " + str(path) + ")")
    return _active_config(flag, env, file, key, base_url)


def _active_config(flag, env, file, key, base_url) -> LlmConfig:
    return LlmConfig(
        mode="openai",
        base_url=base_url or DEFAULT_BASE_URL,
        model=env.get("COPILOT_MODEL") or file.get("model") or DEFAULT_MODEL,
        context_tokens=_number(
            "COPILOT_CONTEXT_TOKENS",
            env.get("COPILOT_CONTEXT_TOKENS") or file.get("context_tokens") or DEFAULT_CONTEXT_TOKENS,
            int,
        ),
        # Local servers (Ollama, llama.cpp) take any key; the SDK insists on one.
        api_key=SecretStr(key or "not-needed"),
        stall_timeout_s=_number(
            "COPILOT_LLM_STALL_S",
            env.get("COPILOT_LLM_STALL_S") or file.get("stall_timeout_s") or DEFAULT_STALL_S,
            float,
        ),
        first_token_timeout_s=_number(
            "COPILOT_LLM_FIRST_TOKEN_S",
            env.get("COPILOT_LLM_FIRST_TOKEN_S") or file.get("first_token_timeout_s") or DEFAULT_FIRST_TOKEN_S,
            float,
        ),
        max_stream_s=_number(
            "COPILOT_LLM_MAX_S",
            env.get("COPILOT_LLM_MAX_S") or file.get("max_stream_s") or DEFAULT_MAX_STREAM_S,
            float,
        ),
        customize_strategy=env.get("COPILOT_LLM_CUSTOMIZE") or file.get("customize_strategy") or "offline-first",
        source="flag" if flag else "environment/config file",
    )
