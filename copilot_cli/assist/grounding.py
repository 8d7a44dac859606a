"""Finding the operations a free-form question is about, through the spec index (BM25 over one
document per operation and type, copilot_cli/index/specdocs/indexing.py), for chat answers that the
rules in chat.py do not cover ("how do I ban a user?" → `ban_user_from_guild`).

One in-memory index per process; each spec is indexed once (by its hash), at most MAX_SPECS
at a time, the oldest dropped.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict

from copilot_cli.spec.model import NormalizedSpec

MAX_SPECS = 6
MIN_SCORE = 2.5  # BM25; below it the words matched only in passing
RELATIVE = 0.5  # other hits must score at least half the best
# a verb's noun, which specs name their operations by: "how much disk space docker uses" is the
# data *usage*; BM25 does not stem
_NOUNS = {"use": "usage", "uses": "usage", "used": "usage", "using": "usage"}
# a question asking to look, not to change: of the hits, reads first ("how much disk space…" is
# `SystemDataUsage` GET /system/df, not BuildPrune, which mentions disk space it frees)
_LOOKS = re.compile(r"\b(how (much|many)|see|view|check|look|show|inspect)\b", re.I)


class SpecSearch:
    def __init__(self) -> None:
        self._store = None
        self._indexed: OrderedDict[str, str] = OrderedDict()  # index tab id → spec key
        self._lock = threading.Lock()

    def operations(self, spec: NormalizedSpec, query: str, k: int = 3, key: str | None = None) -> list[str]:
        """Ids of the operations that best match `query` (best first)."""
        from copilot_cli.index.specdocs.indexing import index_spec, remove_spec, search_spec
        from copilot_cli.index.store.sqlite import Store

        query = " ".join([query, *(_NOUNS[w] for w in re.findall(r"[a-z]+", query.lower()) if w in _NOUNS)])
        key = key or f"{spec.source.hash}#v{spec.model_version}"
        tab = "s" + hashlib.sha1(key.encode()).hexdigest()[:16]
        with self._lock:
            if self._store is None:
                self._store = Store(":memory:")
            if self._indexed.get(tab) != key:
                index_spec(self._store, tab, spec)
                self._indexed[tab] = key
                while len(self._indexed) > MAX_SPECS:
                    old, _ = self._indexed.popitem(last=False)
                    remove_spec(self._store, old)
            self._indexed.move_to_end(tab)
            hits = search_spec(self._store, tab, query, top_k=k, kind="operation")
        if not hits or hits[0].score < MIN_SCORE:
            return []  # nothing really matches: better no citation than a wrong one
        ids = [h.key for h in hits if h.score >= hits[0].score * RELATIVE]
        if _LOOKS.search(query):
            ids.sort(key=lambda i: getattr(spec.operation(i), "method", "GET") not in ("GET", None))
        return ids
