import os
from pathlib import Path

import pytest
from hypothesis import settings

# CI judges the code, not the draw: with HYPOTHESIS_PROFILE=ci (.ci/run) every property test runs
# the same examples on every run, so whether a submission lands never depends on luck (one did not:
# a random dict happened to be GraphQL introspection). A developer's run keeps drawing new examples,
# and HYPOTHESIS_PROFILE=hunt draws ten times as many where a test does not fix its own count.
settings.register_profile("ci", derandomize=True)
settings.register_profile("hunt", max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

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
