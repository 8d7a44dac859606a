"""copilot-cli as a real subprocess whose LLM is the scripted OpenAI-wire server, driven one
request at a time (requests in flight run concurrently, so a chat sent right after its
spec/parse could overtake it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

from tests.llm.conftest import FAKE_KEY, ROOT
from tests.llm.openai_server import OpenAIServer


class Cli:
    """One copilot-cli process; killed after `limit_s` so a hang never holds the suite."""

    def __init__(self, server: OpenAIServer, tmp_path, limit_s: float = 120, **env: str) -> None:
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
        self._timer = threading.Timer(limit_s, self.proc.kill)  # never hang the suite
        self._timer.start()
        self.next_id = 1

    def send(self, message: dict) -> None:
        assert self.proc.stdin
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def start(self, method: str, params: dict) -> int:
        request_id, self.next_id = self.next_id, self.next_id + 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return request_id

    def messages(self):
        assert self.proc.stdout
        for line in self.proc.stdout:
            yield json.loads(line)

    def reply(self, request_id: int, on_chunk=None) -> dict:
        for message in self.messages():
            if message.get("method") == "stream/chunk" and on_chunk is not None:
                on_chunk(message["params"])
            if message.get("id") == request_id and "method" not in message:
                return message
        raise AssertionError(f"the process ended before answering request {request_id}")

    def call(self, method: str, params: dict) -> dict:
        return self.reply(self.start(method, params))

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        self.proc.wait(30)
        self._timer.cancel()
