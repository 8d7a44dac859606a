"""State shared by one normalization run: the resolver, diagnostics and the type registry."""

from __future__ import annotations

from typing import Any

from copilot_cli.spec.refs import RefResolver, Unresolved

MAX_DIAGNOSTICS = 5000


class Context:
    def __init__(self, resolver: RefResolver) -> None:
        self.resolver = resolver
        self.diagnostics: list[dict[str, Any]] = []
        self._dropped = 0
        self.shared_schemas: dict[Any, dict[str, Any]] = {}  # converted once, placed at many points
        self.shared_trees: dict[bytes, dict[str, Any]] = {}  # the same, with inner schemas

    def diag(self, level: str, code: str, pointer: str | None, message: str) -> None:
        """Record a diagnostic; past MAX_DIAGNOSTICS only a count is kept (hostile specs)."""
        if len(self.diagnostics) >= MAX_DIAGNOSTICS:
            self._dropped += 1
            return
        entry: dict[str, Any] = {"level": level, "code": code, "message": message}
        if pointer is not None:
            entry["pointer"] = pointer
        self.diagnostics.append(entry)

    def reported(self) -> int:
        """How many diagnostics so far (kept or dropped)."""
        return len(self.diagnostics) + self._dropped

    def finish_diagnostics(self) -> list[dict[str, Any]]:
        if self._dropped:
            self.diagnostics.append(
                {
                    "level": "warning",
                    "code": "diagnostics-truncated",
                    "message": f"{self._dropped} more diagnostics were dropped",
                }
            )
            self._dropped = 0
        return self.diagnostics

    def deref(self, obj: Any, file: str, pointer: str) -> tuple[Any, str, str] | None:
        """Follow $ref chains; an unresolvable one becomes an error diagnostic and None."""
        try:
            return self.resolver.deref(obj, file, pointer)
        except Unresolved as exc:
            self.diag("error", "unresolved-ref", pointer, str(exc))
            return None
