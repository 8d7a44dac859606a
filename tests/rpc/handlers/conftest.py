"""The index tests' small on-disk repositories, shared with the repo.* handler tests."""

from tests.index.conftest import repo  # noqa: F401 — a fixture, used by name
