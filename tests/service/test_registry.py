"""The command registry fails loudly instead of leaving a command out."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bot.service import registry
from bot.service.registry import RegistryError


@pytest.fixture
def pkg(tmp_path, monkeypatch):
    """A throw-away package of feature modules (``herald_reg_test``)."""
    root = tmp_path / "herald_reg_test"
    root.mkdir()
    (root / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    handlers, completions = dict(registry.HANDLERS), dict(registry.AUTOCOMPLETE)
    yield root
    registry.HANDLERS.clear()
    registry.HANDLERS.update(handlers)
    registry.AUTOCOMPLETE.clear()
    registry.AUTOCOMPLETE.update(completions)
    for name in [m for m in sys.modules if m.startswith("herald_reg_test")]:
        del sys.modules[name]


def test_every_listed_feature_is_a_module_and_loads():
    here = Path(registry.__file__).parent
    assert [f for f in registry.FEATURES if not (here / f"{f}.py").is_file()] == []
    registry.load_features()
    assert ("help", None) in registry.HANDLERS
    assert registry.HANDLERS[("help", None)].__module__ == "bot.service.game"


def test_a_missing_feature_module_is_an_error_naming_it(pkg):
    (pkg / "real.py").write_text("")
    with pytest.raises(RegistryError, match=r"herald_reg_test\.missing: feature module not found"):
        registry.load_features(("real", "missing"), package="herald_reg_test")


def test_a_missing_import_inside_a_feature_is_not_hidden(pkg):
    (pkg / "broken.py").write_text("import herald_no_such_dependency\n")
    with pytest.raises(ModuleNotFoundError) as e:
        registry.load_features(("broken",), package="herald_reg_test")
    assert e.value.name == "herald_no_such_dependency"


def test_a_duplicate_command_names_both_modules(pkg):
    registry.load_features()
    (pkg / "dup.py").write_text(
        "from bot.service.registry import command\n"
        "@command('game', 'status')\n"
        "async def status(svc, ctx, opts):\n"
        "    return None\n"
    )
    with pytest.raises(RegistryError) as e:
        registry.load_features(("dup",), package="herald_reg_test")
    msg = str(e.value)
    assert msg.startswith("herald_reg_test.dup: command 'game status'")
    assert "bot.service.game.status" in msg
    # the first registration stands
    assert registry.HANDLERS[("game", "status")].__module__ == "bot.service.game"


def test_a_duplicate_autocomplete_is_an_error(pkg):
    registry.load_features()
    (pkg / "dupac.py").write_text(
        "from bot.service.registry import autocomplete\n"
        "@autocomplete('game', 'start', 'game')\n"
        "def other(svc, ctx, current):\n"
        "    return []\n"
    )
    with pytest.raises(RegistryError, match="autocomplete 'game start game'"):
        registry.load_features(("dupac",), package="herald_reg_test")


def test_the_same_function_defined_again_replaces_itself(pkg):
    def make():
        async def again(svc, ctx, opts):
            return None

        return again

    first, second = make(), make()
    registry.command("herald-reg-test")(first)
    registry.command("herald-reg-test")(second)  # same module and name: a re-definition
    assert registry.HANDLERS[("herald-reg-test", None)] is second
