import pytest


@pytest.fixture
def anyio_backend():
    # jsonrpcserver's async path uses asyncio directly.
    return "asyncio"
