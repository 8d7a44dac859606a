"""The method table: name → handler (imported on first call), deadline, failure code, and the
client's retries (seed 004's table; copilot-cli never retries a request itself).

Adding a method is one line here plus a handler in its core's package (see handler.py).
Deadlines and failure codes are the protocol's (seed 004): on expiry the reply is the
method's failure code with `data: {"reason": "timeout", "timeoutMs": …}`. The table is exported to
contracts/protocol.json (scripts/export_schemas.py), which the clients read: a client re-sends a
request that got no answer within `timeout_s` up to `retries` times, after `backoff_s[i]` (missing
entries: at once), and ends with the same failure code.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from copilot_cli import errors
from copilot_cli.index.tools.names import REPO_TOOL_NAMES, RESEARCH_TOOL_NAME
from copilot_cli.rpc.handler import Handler

DEFAULT_TIMEOUT_S = 30.0


@dataclass
class MethodSpec:
    name: str
    target: str  # "package.module:function"
    timeout_s: float = DEFAULT_TIMEOUT_S
    failure_code: int = errors.INTERNAL_ERROR
    retries: int = 0  # the client's, on silence only: an error the server sent is final
    backoff_s: tuple[float, ...] = ()
    _handler: Handler | None = field(default=None, repr=False, compare=False)
    bound: Callable[..., Any] | None = field(default=None, repr=False, compare=False)  # dispatch's adapter

    def load(self) -> Handler:
        if self._handler is None:
            module_name, _, attr = self.target.partition(":")
            self._handler = getattr(importlib.import_module(module_name), attr)
        return self._handler


def default_methods(*, debug: bool = False) -> dict[str, MethodSpec]:
    """A fresh table. `debug` adds the diagnostic methods of rpc/handlers/debug.py."""
    specs = [
        MethodSpec(
            "initialize", "copilot_cli.rpc.handlers.lifecycle:initialize", 10.0, retries=3, backoff_s=(2.0, 5.0, 10.0)
        ),
        MethodSpec("spec/parse", "copilot_cli.rpc.handlers.spec:parse", 30.0, errors.SPEC_INVALID),
        MethodSpec("generate", "copilot_cli.rpc.handlers.generate:generate", 60.0, errors.GENERATION_FAILED, retries=1),
        MethodSpec(
            "customize", "copilot_cli.rpc.handlers.customize:customize", 30.0, errors.CUSTOMIZATION_FAILED, retries=1
        ),
        MethodSpec(
            "chat", "copilot_cli.rpc.handlers.chat:chat", 15.0, errors.CHAT_FAILED, retries=2, backoff_s=(3.0, 6.0)
        ),
        # repo.* tools over the initialize workspaceRoot (rpc/handlers/repo.py); a refresh may be long
        *(
            MethodSpec(name, "copilot_cli.rpc.handlers.repo:repo_tool", 300.0 if name == "repo.refresh_index" else 30.0)
            for name in REPO_TOOL_NAMES
        ),
        MethodSpec(RESEARCH_TOOL_NAME, "copilot_cli.rpc.handlers.research:research", 60.0),  # seed 001 Repo Reader
    ]
    if debug:
        specs += [
            MethodSpec("debug/echo", "copilot_cli.rpc.handlers.debug:echo"),
            MethodSpec("debug/sleep", "copilot_cli.rpc.handlers.debug:sleep"),
            MethodSpec("debug/stream", "copilot_cli.rpc.handlers.debug:stream", 30.0, errors.GENERATION_FAILED),
            MethodSpec("debug/fail", "copilot_cli.rpc.handlers.debug:fail"),
            MethodSpec("debug/spin", "copilot_cli.rpc.handlers.debug:spin", 600.0),
        ]
    return {spec.name: spec for spec in specs}


# Notifications the server itself understands; they never reach the table.
EXIT = "exit"
CANCEL_REQUEST = "$/cancelRequest"
