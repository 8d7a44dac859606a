import os
from pathlib import Path

import pytest

# The suite never reaches a real LLM: a developer's OPENAI_API_KEY must not turn the offline tests
# (in process or in a copilot-cli child, which inherits this) into API calls. tests/llm sets its own.
os.environ["COPILOT_LLM"] = "off"


@pytest.fixture
def anyio_backend():
    # jsonrpcserver's async path uses asyncio directly.
    return "asyncio"


ROOT = Path(__file__).resolve().parents[1]


# Real specs, each normalized and planned once per test session: Petstore (examples/) and the
# real-world specs vendored in tests/specs.
@pytest.fixture(scope="session")
def petstore():
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan

    spec = load_spec(ROOT / "examples" / "petstore.yaml")
    return spec, build_plan(spec)


@pytest.fixture(scope="session")
def discord():
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan
    from tests.spec.shared import SPECS as SHARED

    spec = load_spec(SHARED / "discord_openapi.json")
    return spec, build_plan(spec)


@pytest.fixture(scope="session")
def box():
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan
    from tests.spec.shared import SPECS as SHARED

    spec = load_spec(SHARED / "box_openapi.json")
    return spec, build_plan(spec)


@pytest.fixture(scope="session")
def swapi():
    from copilot_cli.spec import load_spec
    from copilot_cli.ui.planner import build_plan
    from tests.spec.shared import SPECS as SHARED

    spec = load_spec(SHARED / "swapi-graphql_schema.graphql")
    return spec, build_plan(spec)
