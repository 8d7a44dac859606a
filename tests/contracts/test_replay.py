"""Every contract session, replayed against a real copilot-cli over real pipes."""

from __future__ import annotations

import pytest

from .replay import SESSIONS, load_sessions, replay

# Sessions of other faces (repo-mcp, Repodex) are replayed by their own tests, which start
# those processes; so are those recorded against a scripted model (llm/: tests/llm/test_contracts_llm.py
# starts the model their first step scripts); here we replay the copilot-cli JSON-RPC ones.
COPILOT_SESSIONS = [p for p in load_sessions() if p.parent.name not in ("repo-mcp", "repodex", "llm")]


@pytest.mark.e2e
@pytest.mark.parametrize("session", COPILOT_SESSIONS, ids=lambda p: str(p.relative_to(SESSIONS)))
def test_session_replays_against_the_real_process(session):
    replay(session)


def test_there_are_contract_sessions_to_replay():
    assert len(COPILOT_SESSIONS) >= 15
