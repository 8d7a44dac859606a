"""customize by reference, in memory: `specId` stands for the spec and a tab's session stands
for `currentCode`, so specs and modules over the 1 MiB line cap (Discord) can be customized.
The seed's inline shapes keep working (tests/assist/test_rpc.py)."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest

from copilot_cli.ui.render import extract_plan
from tests.rpc.memory_peer import memory_peer
from tests.spec.shared import SPECS

ROOT = Path(__file__).resolve().parents[3]
PETSTORE = str(ROOT / "examples" / "petstore.yaml")
DISCORD = str(SPECS / "discord_openapi.json")
LINE_CAP = 1_048_576


async def _call(peer, request_id: int, method: str, params: dict) -> dict:
    """Like peer.request, with a deadline fit for Discord on a loaded machine (MemoryPeer waits 5 s a line)."""
    await peer.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    with anyio.fail_after(120):
        while True:
            message = json.loads(await peer._from_server.receive())
            if "method" not in message and message.get("id") == request_id:
                return message


async def _parse_and_generate(peer, path: str, tab: str) -> tuple[str, str]:
    parsed = await _call(peer, 1, "spec/parse", {"source": {"path": path}})
    spec_id = parsed["result"]["specId"]
    generated = await _call(peer, 2, "generate", {"specId": spec_id, "format": "react", "tabId": tab})
    return spec_id, generated["result"]["code"]


@pytest.mark.anyio
async def test_customize_without_current_code_uses_the_tabs_session_and_builds_on_it():
    async with memory_peer() as peer:
        spec_id, _ = await _parse_and_generate(peer, PETSTORE, "tab-1")
        first = (
            await peer.request(
                3,
                "customize",
                {"prompt": "Hide the breed column", "specId": spec_id, "tabId": "tab-1"},
            )
        )["result"]
        second = (
            await peer.request(
                4, "customize", {"prompt": "Sort pets by name descending", "specId": spec_id, "tabId": "tab-1"}
            )
        )["result"]
    assert first["clarificationNeeded"] is False and "Breed" in first["description"]
    assert second["description"] == "The Pets table now starts sorted by 'Name', descending"
    # the second edit started from the first one's code: both edits are in the plan
    assert len(extract_plan(first["code"]).edits) == 1
    assert len(extract_plan(second["code"]).edits) == 2


@pytest.mark.anyio
async def test_inline_current_code_still_wins_over_the_session():
    async with memory_peer() as peer:
        spec_id, code = await _parse_and_generate(peer, PETSTORE, "tab-2")
        await peer.request(
            3, "customize", {"prompt": "Add a search bar to filter pets by name", "specId": spec_id, "tabId": "tab-2"}
        )
        # the client sends the freshly generated code again: that is what gets changed
        again = (
            await peer.request(
                4,
                "customize",
                {
                    "currentCode": code,
                    "prompt": "Add a search bar to filter pets by name",
                    "specId": spec_id,
                    "tabId": "tab-2",
                },
            )
        )["result"]
    assert again["clarificationNeeded"] is False and "search bar" in again["description"]


@pytest.mark.anyio
async def test_omitting_current_code_without_session_code_is_invalid_params_telling_to_send_it():
    async with memory_peer() as peer:
        unknown = await peer.request(1, "customize", {"prompt": "Add a search bar", "tabId": "tab-never-seen"})
        no_tab = await peer.request(2, "customize", {"prompt": "Add a search bar"})
    for reply in (unknown, no_tab):
        error = reply["error"]
        assert error["code"] == -32602 and error["message"] == "Invalid Params"
        assert error["data"]["field"] == "currentCode"
        assert "send currentCode" in error["data"]["reason"]


@pytest.mark.anyio
async def test_an_unknown_spec_id_or_both_spec_and_spec_id_are_invalid_params():
    async with memory_peer() as peer:
        unknown = await peer.request(
            1, "customize", {"currentCode": "", "prompt": "Add a search bar", "specId": "sha256:nope"}
        )
        both = await peer.request(
            2, "customize", {"currentCode": "", "prompt": "x", "specId": "sha256:nope", "spec": {"openapi": "3.0.0"}}
        )
    assert unknown["error"]["code"] == -32602 and unknown["error"]["data"]["field"] == "specId"
    assert "spec/parse" in unknown["error"]["data"]["reason"]
    assert both["error"]["code"] == -32602


@pytest.mark.anyio
async def test_discord_is_customized_with_every_request_line_far_under_the_cap():
    sent: list[int] = []
    async with memory_peer() as peer:
        original = peer.send

        async def measuring_send(message):
            sent.append(len(json.dumps(message).encode()) + 1)
            await original(message)

        peer.send = measuring_send
        spec_id, code = await _parse_and_generate(peer, DISCORD, "discord")
        done = (
            await _call(peer, 3, "customize", {"prompt": "Use the dark theme", "specId": spec_id, "tabId": "discord"})
        )["result"]
    assert len(code.encode()) > 0 and done["clarificationNeeded"] is False
    assert done["code"] != code
    assert max(sent) < 4096  # the 2.6 MB spec and the module never travel client → server
