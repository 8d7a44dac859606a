"""Specs the process has already parsed, by id, so large specs travel over the wire once.

A request line is capped at 1 MiB (the transport's rule), but real specs are bigger once
normalized: Discord's NormalizedSpec is ~2.6 MB. `spec/parse` therefore answers with a
`specId` (the spec's content hash) and `generate`/`customize` accept `specId` in place of
an inline `spec`. The store is bounded; an evicted or unknown id is a clear -32602 telling
the client to parse again.

The store keeps the parsed NormalizedSpec itself, not its wire form: a request that names the
id gets the same object, so nothing is validated twice. For Microsoft Graph beta (47 MB) the
wire dict validated back into a model was 1.8 s of CPU and +730 MiB at `generate`; the wire form
is made only for the `spec/parse` reply and dropped with it. The model also shares one object
per repeated schema (spec/sharing.py), which a dict validated anew does not.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from copilot_cli import errors
from copilot_cli.spec.model import NormalizedSpec

CAPACITY = 16


class SpecStore:
    def __init__(self, capacity: int = CAPACITY) -> None:
        self._capacity = capacity
        self._specs: OrderedDict[str, NormalizedSpec] = OrderedDict()

    def remember(self, spec: NormalizedSpec) -> str:
        """Keep a parsed NormalizedSpec; its id is its source hash."""
        spec_id = str(spec.source.hash)
        self._specs[spec_id] = spec
        self._specs.move_to_end(spec_id)
        while len(self._specs) > self._capacity:
            self._specs.popitem(last=False)
        return spec_id

    def recall(self, spec_id: str) -> NormalizedSpec:
        try:
            spec = self._specs[spec_id]
        except KeyError:
            raise errors.InvalidParams(
                "unknown specId: parse the spec again with spec/parse",
                {"field": "specId", "specId": spec_id},
            ) from None
        self._specs.move_to_end(spec_id)
        return spec


def specs_by_id(state: Any) -> SpecStore:
    """The process-wide store (one per server)."""
    return state.service("spec_store", SpecStore)
