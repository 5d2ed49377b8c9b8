"""Game families by name. Each entry imports its module lazily."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping

from bot.engine.games.base import Family

_MODULES = {"coin": "bot.engine.games.coin", "turns": "bot.engine.games.turns"}


class _Families(Mapping[str, Family]):
    def __init__(self) -> None:
        self._cache: dict[str, Family] = {}

    def __getitem__(self, name: str) -> Family:
        if name not in self._cache:
            if name not in _MODULES:
                raise KeyError(name)
            fam: Family = importlib.import_module(_MODULES[name]).FAMILY
            self._cache[name] = fam
        return self._cache[name]

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)

    def register(self, name: str, family: Family) -> None:
        """Add a family object directly (tests, plugins)."""
        _MODULES.setdefault(name, "")
        self._cache[name] = family


FAMILIES = _Families()
