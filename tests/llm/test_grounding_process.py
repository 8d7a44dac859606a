"""Grounded everywhere (issue 17, item 4), over a real subprocess and a real OpenAI-wire server:
once `spec/parse` names a tab, that tab's chat and customize prompts carry the spec's operations,
whether or not `generate` ran."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest

from tests.llm.conftest import FAKE_KEY, ROOT
from tests.llm.openai_server import OpenAIServer, text_stream

pytestmark = pytest.mark.e2e
PETSTORE = str(ROOT / "examples" / "petstore.yaml")


class Cli:
    """copilot-cli as a subprocess, one request at a time (requests in flight run concurrently, so a
    chat sent with its spec/parse could overtake it)."""

    def __init__(self, server: OpenAIServer, tmp_path, **env: str) -> None:
        environ = {
            **os.environ,
            "OPENAI_BASE_URL": server.base_url,
            "OPENAI_API_KEY": FAKE_KEY,
            "COPILOT_MODEL": "scripted-model",
            "XDG_CONFIG_HOME": str(tmp_path),
            "COPILOT_LLM": "auto",
            **env,
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "copilot_cli"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=environ,
            cwd=ROOT,
        )
        self._timer = threading.Timer(120, self.proc.kill)  # never hang the suite
        self._timer.start()
        self.next_id = 1

    def call(self, method: str, params: dict) -> dict:
        request_id, self.next_id = self.next_id, self.next_id + 1
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}))
        self.proc.stdin.write("\n")
        self.proc.stdin.flush()
        for line in self.proc.stdout:
            message = json.loads(line)
            if message.get("id") == request_id and "method" not in message:
                return message
        raise AssertionError(f"the process ended before answering {method}")

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        self.proc.wait(30)
        self._timer.cancel()


def prompt_of(seen) -> str:
    return "\n".join(m["content"] for m in seen.body["messages"])


def test_chat_before_any_generate_is_grounded_in_the_spec_parsed_for_its_tab(tmp_path):
    answer = text_stream(json.dumps({"message": "Use createPet (POST /pets).", "suggestions": []}))
    with OpenAIServer(default=answer) as server:
        cli = Cli(server, tmp_path)
        try:
            parsed = cli.call("spec/parse", {"source": {"path": PETSTORE}, "tabId": "tab-1"})
            assert "specId" in parsed["result"]
            question = "Which endpoint creates a pet, and what does it need?"
            grounded = cli.call("chat", {"message": question, "context": {"tabId": "tab-1", "hasActiveSpec": True}})
            other_tab = cli.call("chat", {"message": question, "context": {"tabId": "tab-2"}})
        finally:
            cli.close()
    assert grounded["result"]["message"] == "Use createPet (POST /pets)."
    assert other_tab["result"]["message"] == "Use createPet (POST /pets)."
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
