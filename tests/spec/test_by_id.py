"""Specs by id: parsed once, named later, bounded."""

import pytest

from copilot_cli import errors
from copilot_cli.spec.by_id import SpecStore


def spec(n: int) -> dict:
    return {"source": {"hash": f"sha256:{n}"}, "operations": []}


def test_a_remembered_spec_is_recalled_by_its_hash():
    store = SpecStore()
    spec_id = store.remember(spec(1))
    assert spec_id == "sha256:1" and store.recall(spec_id) == spec(1)


def test_the_oldest_unused_spec_is_evicted_beyond_capacity():
    store = SpecStore(capacity=2)
    store.remember(spec(1))
    store.remember(spec(2))
    store.recall("sha256:1")
    store.remember(spec(3))
    assert store.recall("sha256:1") and store.recall("sha256:3")
    with pytest.raises(errors.InvalidParams) as caught:
        store.recall("sha256:2")
    assert caught.value.data["field"] == "specId"


@pytest.mark.anyio
async def test_generate_accepts_the_spec_id_that_spec_parse_answered_with():
    from tests.rpc.memory_peer import memory_peer

    async with memory_peer() as peer:
        parsed = await peer.request(1, "spec/parse", {"source": {"path": "examples/petstore.yaml"}})
        spec_id = parsed["result"]["specId"]
        by_id = await peer.request(2, "generate", {"specId": spec_id, "format": "react"})
        inline = await peer.request(3, "generate", {"spec": parsed["result"]["spec"], "format": "react"})
    assert by_id["result"]["code"] == inline["result"]["code"]
