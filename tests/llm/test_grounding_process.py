"""Grounded everywhere (issue 17, item 4), over a real subprocess and a real OpenAI-wire server:
once `spec/parse` names a tab, that tab's chat and customize prompts carry the spec's operations,
whether or not `generate` ran."""

from __future__ import annotations

import json

import pytest

from tests.llm.cli_process import Cli
from tests.llm.conftest import ROOT
from tests.llm.openai_server import OpenAIServer, text_stream

pytestmark = pytest.mark.e2e
PETSTORE = str(ROOT / "examples" / "petstore.yaml")


def prompt_of(seen) -> str:
    return "\n".join(m["content"] for m in seen.body["messages"])


def test_chat_before_any_generate_is_grounded_in_the_spec_parsed_for_its_tab(tmp_path):
    answer = text_stream(json.dumps({"message": "Use `createPet` (POST /pets).", "suggestions": []}))
    with OpenAIServer(default=answer) as server:
        cli = Cli(server, tmp_path)
        try:
            parsed = cli.call("spec/parse", {"source": {"path": PETSTORE}, "tabId": "tab-1"})
            assert "specId" in parsed["result"]
            # (not "and what does it need?": a model answer leaving out what the spec says it needs is
            # replaced by the offline one, app/chat_checks)
            question = "Which endpoint creates a pet?"
            grounded = cli.call("chat", {"message": question, "context": {"tabId": "tab-1", "hasActiveSpec": True}})
            other_tab = cli.call("chat", {"message": question, "context": {"tabId": "tab-2"}})
        finally:
            cli.close()
    # (the id in backticks, as the offline answer cites it: app/chat_checks)
    assert grounded["result"]["message"] == "Use `createPet` (POST /pets)."
    assert other_tab["result"]["message"] == "Use `createPet` (POST /pets)."
    prompt = prompt_of(server.requests[0])
    assert question in prompt
    assert "an API spec is loaded" in prompt
    for name in ("createPet", "POST /pets", "listPets"):  # the spec's operations, from the index
        assert name in prompt, name
    # the control: a tab nothing was parsed for gets no spec context
    unrelated = prompt_of(server.requests[1])
    assert "no API spec is loaded yet" in unrelated and "createPet" not in unrelated


def test_customize_without_a_spec_is_grounded_in_the_one_parsed_for_its_tab(tmp_path):
    """The client holds code from an earlier process and sends it without the spec: the tab's parsed
    spec grounds the model's prompt (it is asked only what the offline editor declines)."""
    question = "Make the adoption flow feel friendlier for new owners"
    reply = {"kind": "impossible", "reason": "not possible here", "suggestions": []}
    with OpenAIServer(default=text_stream(json.dumps(reply))) as server:
        offline = Cli(server, tmp_path, COPILOT_LLM="off")
        try:
            code = offline.call("generate", {"spec": _petstore()})["result"]["code"]
        finally:
            offline.close()
        cli = Cli(server, tmp_path)
        try:
            cli.call("spec/parse", {"source": {"path": PETSTORE}, "tabId": "tab-1"})
            cli.call("customize", {"prompt": question, "tabId": "tab-1", "currentCode": code})
        finally:
            cli.close()
    asked = [prompt_of(r) for r in server.requests if question in prompt_of(r)]
    assert asked, "the model was never asked"
    context = asked[0].split("Relevant parts of the API description:", 1)[1]
    assert not context.lstrip().startswith("(none)")  # what it was before spec/parse took a tabId
    assert "GET /owners/{ownerId}" in context and "operation createPet" in context


def _petstore() -> dict:
    import yaml

    with open(PETSTORE) as f:
        return yaml.safe_load(f)
