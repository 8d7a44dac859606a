"""Logging to stderr, with secrets scrubbed from every record.

Level from `--log-level` or `COPILOT_LOG_LEVEL` (default WARNING, so a quiet process stays
quiet). stdout never carries logs: it belongs to the protocol.
"""

from __future__ import annotations

import logging
import os
import re
import sys

# API keys (OpenAI-style and generic), bearer tokens and key=value secrets.
_SECRET_PATTERNS = [
    re.compile(r"\bsk-[A-Za-z0-9_\-]{8,}"),
    re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/=\-]{8,}"),
    re.compile(r"(?i)\b(api[_-]?key|token|secret|password|authorization)(\s*[=:]\s*)([^\s,;\"']{4,})"),
]


def redact(text: str) -> str:
    text = _SECRET_PATTERNS[0].sub("sk-***", text)
    text = _SECRET_PATTERNS[1].sub("Bearer ***", text)
    return _SECRET_PATTERNS[2].sub(lambda m: f"{m.group(1)}{m.group(2)}***", text)


class RedactingFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


def setup_logging(level: str | None = None) -> None:
    name = (level or os.environ.get("COPILOT_LOG_LEVEL") or "WARNING").upper()
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(RedactingFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(getattr(logging, name, logging.WARNING))
