"""The real-model suite: a small GGUF model behind scripts/local_llm.py's OpenAI-wire server.

Not part of the default run (CI keeps the scripted server): every test here is marked `llm_real`
and skipped unless EXPERIENCE_UI_LLM_REAL=1 (`python scripts/local_llm.py test` sets it) and the
model is installed (`python scripts/local_llm.py install --model qwen`). EXPERIENCE_UI_LLM_MODEL
picks the model (default smollm2: the fastest on 2 shared cores).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from tests.llm.conftest import petstore_raw  # noqa: E402,F401 — fixture, used by name


def pytest_configure(config):
    config.addinivalue_line("markers", "llm_real: needs a real model (scripts/local_llm.py); not in the default run")


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.llm_real)
            if os.environ.get("EXPERIENCE_UI_LLM_REAL") != "1":
                item.add_marker(pytest.mark.skip(reason="the real-model suite runs with EXPERIENCE_UI_LLM_REAL=1"))


@pytest.fixture(scope="session")
def local_model():
    import local_llm

    name = os.environ.get("EXPERIENCE_UI_LLM_MODEL", "smollm2")
    try:
        with local_llm.serving(name, ctx=8192) as server:
            yield server
    except FileNotFoundError as exc:
        pytest.skip(str(exc))
