import pytest

from tests.conftest import shipped_index


@pytest.fixture(scope="session")
def shipped():
    """The rules index over the shipped knowledge (summaries + glossaries): the
    session's one (tests/conftest.py), read-only."""
    return shipped_index()
