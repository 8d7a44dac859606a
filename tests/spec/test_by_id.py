"""Specs by id: parsed once, named later, bounded; a request that names one gets the parsed model."""

from pathlib import Path

import pytest

from copilot_cli import errors
from copilot_cli.spec import load_spec
from copilot_cli.spec.by_id import SpecStore

PETSTORE = Path(__file__).resolve().parents[2] / "examples" / "petstore.yaml"


def spec(n: int):
    parsed = load_spec(PETSTORE)
    return parsed.model_copy(update={"source": parsed.source.model_copy(update={"hash": f"sha256:{n}"})})


def test_a_remembered_spec_is_recalled_by_its_hash_as_the_same_object():
    store = SpecStore()
    kept = spec(1)
    spec_id = store.remember(kept)
    assert spec_id == "sha256:1" and store.recall(spec_id) is kept


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


@pytest.mark.anyio
async def test_a_tab_generated_by_spec_id_holds_the_model_spec_parse_made_not_a_copy():
    from copilot_cli.app import services
    from copilot_cli.spec.by_id import specs_by_id
    from tests.rpc.memory_peer import memory_peer

    async with memory_peer() as peer:
        parsed = await peer.request(1, "spec/parse", {"source": {"path": "examples/petstore.yaml"}})
        spec_id = parsed["result"]["specId"]
        await peer.request(2, "generate", {"specId": spec_id, "format": "react", "tabId": "t"})
        state = peer.server.state
        session = services.sessions(state).get("t")
        assert session.raw_spec is None and session.spec is specs_by_id(state).recall(spec_id)
        assert session.spec_key == f"{spec_id}#v{session.spec.model_version}"


@pytest.mark.parametrize("name", ["discord_openapi.json", "swapi-graphql_schema.graphql", "kinto_swagger.json"])
def test_the_parsed_model_makes_the_same_module_as_its_wire_form_validated_again(name):
    # generate by specId plans from the model spec/parse made; inline, from the wire form
    from copilot_cli.spec import ensure_normalized
    from copilot_cli.ui.interface import generate
    from tests.spec.shared import SPECS

    parsed = load_spec(SPECS / name)
    from_model = generate(parsed).code
    assert from_model == generate(ensure_normalized(parsed.to_wire())).code
    assert from_model == generate(parsed).code  # planning leaves the kept model as it was
