"""The use cases through the LLM meet a real OpenAI-wire server on 127.0.0.1 (tests/llm/openai_server.py)."""

from tests.llm.conftest import openai_imported, openai_server, petstore_raw  # noqa: F401 — fixtures, used by name
