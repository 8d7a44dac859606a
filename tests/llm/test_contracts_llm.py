"""The contract sessions whose shape does not depend on the mode, replayed with the LLM on:
copilot-cli as a subprocess with OPENAI_BASE_URL pointing at a scripted model that answers
like a well-behaved one (generate: the template's code it was given; chat: a JSON answer)."""

from __future__ import annotations

import json
import re

import pytest

from tests.contracts.replay import SESSIONS, replay
from tests.llm.conftest import FAKE_KEY
from tests.llm.openai_server import OpenAIServer, text_stream

# Offline-only sessions: the seed's exact chat text, offline refusal wording, and `initialize`'s
# `llm: {"mode": "offline"}` differ by design with a model on.
BOTH_MODES = [
    "generate-petstore.json",
    "customize-seed-example.json",
    "clarify-seed-example.json",
    "core/stream-chunks.json",
    "core/stream-disabled.json",
    "core/cancel-request.json",
    "core/error-timeout.json",
    "core/error-rate-limited.json",
    "core/duplicate-id.json",
    "core/error-invalid-params.json",
    "core/lifecycle-eof.json",
    "core/lifecycle-exit.json",
]
_CODE = re.compile(r"```jsx\n(.*?)\n```", re.S)


def well_behaved_model(body: dict):
    prompt = body["messages"][-1]["content"]
    template = _CODE.search(prompt)
    if template and "template's version of your part" in prompt:
        return text_stream("```jsx\n" + template.group(1) + "\n```", piece=400)
    return text_stream(json.dumps({"message": "From the model.", "suggestions": ["Ask another question"]}))


@pytest.fixture(scope="module")
def model():
    with OpenAIServer(default=well_behaved_model) as server:
        yield server


@pytest.mark.e2e
@pytest.mark.parametrize("name", BOTH_MODES)
def test_session_replays_with_the_llm_on(model, name):
    before = len(model.requests)
    replay(
        SESSIONS / name,
        env={
            "COPILOT_LLM": "auto",
            "OPENAI_BASE_URL": model.base_url,
            "OPENAI_API_KEY": FAKE_KEY,
            "COPILOT_MODEL": "scripted-model",
        },
    )
    if name == "generate-petstore.json":
        assert len(model.requests) > before  # the model really wrote it
