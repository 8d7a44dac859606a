import os

import pytest

# The suite never reaches a real LLM: a developer's OPENAI_API_KEY must not turn the offline tests
# (in process or in a copilot-cli child, which inherits this) into API calls. tests/llm sets its own.
os.environ["COPILOT_LLM"] = "off"


@pytest.fixture
def anyio_backend():
    # jsonrpcserver's async path uses asyncio directly.
    return "asyncio"
