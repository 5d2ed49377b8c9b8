"""Game families by name. Each entry imports its module lazily."""

from __future__ import annotations

import importlib
from collections.abc import Mapping

_MODULES = {"coin": "bot.engine.games.coin", "turns": "bot.engine.games.turns"}


class _Families(Mapping):
    def __init__(self):
        self._cache: dict = {}

    def __getitem__(self, name):
        if name not in self._cache:
            if name not in _MODULES:
                raise KeyError(name)
            self._cache[name] = importlib.import_module(_MODULES[name]).FAMILY
        return self._cache[name]

    def __iter__(self):
        return iter(_MODULES)

    def __len__(self):
        return len(_MODULES)

    def register(self, name: str, family) -> None:
        """Add a family object directly (tests, plugins)."""
        _MODULES.setdefault(name, "")
        self._cache[name] = family


FAMILIES = _Families()
