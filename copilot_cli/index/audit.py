"""The audit log: one JSON line per tool call in `<data_dir>/audit.jsonl`, sanitized.

What is recorded: when, which request, which tool, the outcome (ok, blocked, error code) and
`metadata` — the call's parameters with every string passed through `redact` (secret-shaped
values such as API keys, bearer tokens, passwords and long random strings become
"[redacted]", long strings are cut) plus result counts. Never recorded: file contents,
snippets, line texts. The file survives restarts; it is trimmed to its newest half past
MAX_BYTES so it cannot grow without bound.
"""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024
MAX_STRING = 200
REDACTED = "[redacted]"

_SECRET_PATTERNS = re.compile(
    r"(?i)(?:"
    r"\bbearer\s+\S+"  # Authorization: Bearer …
    r"|\b(?:sk|pk|rk)-[A-Za-z0-9_\-]{12,}"  # OpenAI-style keys
    r"|\bgh[pousr]_[A-Za-z0-9]{20,}"  # GitHub tokens
    r"|\bxox[abposr]-[A-Za-z0-9\-]{10,}"  # Slack tokens
    r"|\bAKIA[0-9A-Z]{16}\b"  # AWS access key ids
    r"|\beyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]*"  # JWTs
    r"|\b(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key)\s*[=:]\s*\S+"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----"
    r"|\b(?=[\w+\-]*\d)(?=[\w+\-]*[A-Za-z])[\w+\-]{32,}={0,2}"  # long random-looking strings
    r")"
)


def redact(text: str) -> str:
    cleaned = _SECRET_PATTERNS.sub(REDACTED, text)
    cleaned = "".join(ch if ch.isprintable() else "?" for ch in cleaned)
    return cleaned if len(cleaned) <= MAX_STRING else cleaned[: MAX_STRING - 1] + "…"


def sanitize(value: Any, depth: int = 0) -> Any:
    """A JSON-safe copy of `value` with strings redacted and nesting/size bounded."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, bool) or value is None or isinstance(value, (int, float)):
        return value
    if depth >= 3:
        return "[nested]"
    if isinstance(value, dict):
        return {redact(str(k)): sanitize(v, depth + 1) for k, v in list(value.items())[:20]}
    if isinstance(value, (list, tuple)):
        return [sanitize(v, depth + 1) for v in list(value)[:20]]
    return redact(type(value).__name__)


class AuditLog:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def record(self, event: dict[str, Any]) -> None:
        line = json.dumps(sanitize_event(event), ensure_ascii=False, separators=(",", ":"))
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as out:
                out.write(line + "\n")
            if self.path.stat().st_size > MAX_BYTES:
                self._trim()

    def read(self, *, since: str | None = None, limit: int = 50) -> tuple[list[dict[str, Any]], int]:
        """The newest `limit` events at or after `since` (oldest first), and how many matched."""
        with self._lock:
            try:
                raw = self.path.read_text(encoding="utf-8").splitlines()
            except FileNotFoundError:
                return [], 0
        events = []
        for line in raw:
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn last line after a crash
            if since is None or str(event.get("timestamp", "")) >= since:
                events.append(event)
        return events[-limit:] if limit else [], len(events)

    def _trim(self) -> None:
        lines = self.path.read_text(encoding="utf-8").splitlines()
        keep = lines[len(lines) // 2 :]
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text("\n".join(keep) + "\n", encoding="utf-8")
        tmp.replace(self.path)


def sanitize_event(event: dict[str, Any]) -> dict[str, Any]:
    return {
        "timestamp": event["timestamp"],
        "request_id": sanitize(event.get("request_id")),
        "tool": redact(str(event.get("tool", ""))),
        "ok": bool(event.get("ok")),
        "blocked": bool(event.get("blocked")),
        "error_code": event.get("error_code"),
        "metadata": sanitize(event.get("metadata", {})),
    }
