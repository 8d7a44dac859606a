"""The cyclic garbage collector paused while a spec's ~10^5–10^6 objects are built or dumped.

Those objects hold no reference cycles, but every allocation counts towards a collection, and
each full collection rescans the whole growing heap: dumping Microsoft Graph's NormalizedSpec
took 4.5 s with the collector on and 0.45 s with it paused; normalizing a 4 MB spec took twice
as long. Reference counting still frees everything as usual.

Pausing alone only defers the bill: once the collector runs again, the objects that survived (the
NormalizedSpec's ~10^6 models, dicts and lists) are all young and get scanned again and again as
they age through the generations (Graph: 4.7 s of collections after a 4 s normalization). So when
a pause leaves more than FREEZE_ABOVE young objects alive, they are moved to the permanent
generation (`gc.freeze`), which the collector never scans; they are still freed by reference
counting when the spec is dropped (the models hold no cycles). The price: cyclic garbage that
happens to be alive at that instant is never collected (bounded by what one pause leaves).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_state = {"holders": 0, "was_enabled": True}
FREEZE_ABOVE = 20_000


@contextmanager
def gc_paused() -> Iterator[None]:
    """Paused while any holder runs (normalizations may overlap in worker threads), then
    restored to what it was before the first."""
    with _lock:
        if _state["holders"] == 0:
            _state["was_enabled"] = gc.isenabled()
            gc.disable()
        _state["holders"] += 1
    try:
        yield
    finally:
        with _lock:
            _state["holders"] -= 1
            if _state["holders"] == 0 and _state["was_enabled"]:
                # the count (allocations less deallocations of any age) is at most the young
                # objects alive: when it is already past the bar, skip listing them (30 ms on 1M)
                if gc.get_count()[0] > FREEZE_ABOVE or len(gc.get_objects(generation=0)) > FREEZE_ABOVE:
                    gc.freeze()
                gc.enable()
