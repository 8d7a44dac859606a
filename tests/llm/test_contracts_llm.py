"""The contract sessions whose shape does not depend on the mode, replayed with the LLM on:
copilot-cli as a subprocess with OPENAI_BASE_URL pointing at a scripted model that answers
like a well-behaved one (generate: choices the template has made already, so its code; chat: a JSON answer)."""

from __future__ import annotations

import json
import re

import pytest

from tests.contracts.replay import SESSIONS, replay
from tests.llm.conftest import FAKE_KEY
from tests.llm.openai_server import OpenAIServer, text_stream

# Offline-only sessions: the seed's exact chat text, offline refusal wording, and `initialize`'s
# `llm: {"mode": "offline"}` differ by design with a model on.
# generate-petstore.json too: with a model its result also says whose code it is (`author`), which the
# session's exact result leaves out; that shape is checked against the schema below.
BOTH_MODES = [
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
_FIRST_PAGE = re.compile(r'^- (\S+) "', re.M)


def well_behaved_model(body: dict):
    prompt = body["messages"][-1]["content"]
    first = _FIRST_PAGE.search(prompt)
    if first and '"intros"' in prompt:  # generate: the navigation's lead as it is (the template's code)
        return text_stream(json.dumps({"lead": [first.group(1)]}), piece=400)
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
    assert len(model.requests) >= before


SCRIPTED_MODEL_SESSIONS = sorted((SESSIONS / "llm").glob("*.json"))


@pytest.mark.e2e
@pytest.mark.parametrize("path", SCRIPTED_MODEL_SESSIONS, ids=lambda p: p.name)
def test_a_session_recorded_against_a_scripted_model_replays_against_that_model(path, tmp_path):
    """contracts/sessions/llm/: the first step scripts the model's answers (`scriptedModel`); they
    are served on the OpenAI wire, in order, and the rest of the session is replayed against it."""
    session = json.loads(path.read_text())
    first, *steps = session["steps"]
    answers = first["scriptedModel"]["answers"]
    copy = tmp_path / path.name
    copy.write_text(json.dumps({**session, "steps": steps}))
    with OpenAIServer(script=[text_stream(a, piece=40) for a in answers]) as server:
        replay(copy, env={"OPENAI_BASE_URL": server.base_url, "XDG_CONFIG_HOME": str(tmp_path)})
    assert len(server.requests) == len(answers)  # each scripted answer was asked for


def test_generates_author_has_a_session_recorded_against_a_scripted_model():
    assert [p.name for p in SCRIPTED_MODEL_SESSIONS if "author" in p.read_text()] == ["generate-author.json"]


def test_generate_with_the_model_answers_the_schemas_shape_and_says_whose_code_it_is(model, tmp_path, petstore_raw):
    import jsonschema

    from tests.llm.cli_process import Cli

    before = len(model.requests)
    cli = Cli(model, tmp_path)
    try:
        reply = cli.call("generate", {"spec": petstore_raw})
    finally:
        cli.close()
    schema = json.loads((SESSIONS.parent / "schema" / "generate.result.json").read_text())
    jsonschema.validate(reply["result"], schema)
    assert len(model.requests) == before + 1  # the model was asked
    assert reply["result"]["author"]["by"] == "template"  # it chose the navigation's lead as it is: nothing added
    assert "the model's answer added nothing" in reply["result"]["author"]["why"]
