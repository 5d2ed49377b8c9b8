from pathlib import Path

import pytest

from bot.knowledge_files import build_rules_index

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def shipped():
    """The rules index over the shipped knowledge (summaries + glossaries)."""
    return build_rules_index(ROOT / "knowledge")
