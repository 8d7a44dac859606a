"""Per-tab state for customize and chat, bounded in memory.

A `Session` holds what one client tab is working on: the spec, the current plan and code,
the conversation and a pending clarification. The store keeps at most `max_sessions` (least
recently used are dropped) and at most `max_specs` normalized specs, shared across tabs and
keyed by the spec's hash, so a 2.5 MB Discord spec is normalized once, not per request.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui.plan import UiPlan

MAX_HISTORY = 40


@dataclass
class Pending:
    """A question we asked: the request it was about, and the options we offered."""

    prompt: str
    options: list[str]
    question: str = ""  # open only while it is the tab's last turn


@dataclass
class Session:
    tab_id: str
    spec_key: str | None = None
    spec: NormalizedSpec | None = None
    raw_spec: dict[str, Any] | None = None  # from generate: normalized when first needed
    plan: UiPlan | None = None
    code: str | None = None
    pending: Pending | None = None
    history: deque[dict[str, str]] = field(default_factory=lambda: deque(maxlen=MAX_HISTORY))

    def remember(self, role: str, content: str) -> None:
        self.history.append({"role": role, "content": content[:2000]})


def spec_key(raw: dict[str, Any]) -> str:
    """A NormalizedSpec carries its source hash; a raw document is hashed."""
    source = raw.get("source") if isinstance(raw, dict) else None
    if isinstance(source, dict) and isinstance(source.get("hash"), str) and "operations" in raw:
        return f"{source['hash']}#v{raw.get('modelVersion', 1)}"
    text = json.dumps(raw, separators=(",", ":"), ensure_ascii=False, default=str)
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class SessionStore:
    def __init__(self, max_sessions: int = 64, max_specs: int = 4) -> None:
        self.max_sessions = max_sessions
        self.max_specs = max_specs
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self._specs: OrderedDict[str, NormalizedSpec] = OrderedDict()
        self._lock = threading.Lock()  # handlers run in worker threads

    def get(self, tab_id: str | None) -> Session | None:
        if not tab_id:
            return None
        with self._lock:
            session = self._sessions.get(tab_id)
            if session is not None:
                self._sessions.move_to_end(tab_id)
            return session

    def open(self, tab_id: str | None) -> Session:
        """The tab's session, created if new; without a tab id a throwaway one."""
        if not tab_id:
            return Session(tab_id="")
        with self._lock:
            session = self._sessions.get(tab_id)
            if session is None:
                session = self._sessions[tab_id] = Session(tab_id=tab_id)
                while len(self._sessions) > self.max_sessions:
                    self._sessions.popitem(last=False)
            self._sessions.move_to_end(tab_id)
            return session

    def __len__(self) -> int:
        return len(self._sessions)

    def spec_for(self, raw: dict[str, Any] | NormalizedSpec) -> tuple[str, NormalizedSpec]:
        """(key, NormalizedSpec) for a wire spec or raw document, normalized once per key."""
        from copilot_cli.spec import ensure_normalized

        if isinstance(raw, NormalizedSpec):
            return f"{raw.source.hash}#v{raw.model_version}", raw
        key = spec_key(raw)
        with self._lock:
            cached = self._specs.get(key)
            if cached is not None:
                self._specs.move_to_end(key)
                return key, cached
        spec = ensure_normalized(raw)
        with self._lock:
            self._specs[key] = spec
            while len(self._specs) > self.max_specs:
                self._specs.popitem(last=False)
        return key, spec

    def load_spec(self, session: Session) -> NormalizedSpec | None:
        """The session's spec, normalizing the one `generate` left (once)."""
        if session.spec is None and session.raw_spec is not None:
            session.spec_key, session.spec = self.spec_for(session.raw_spec)
            session.raw_spec = None
        return session.spec
