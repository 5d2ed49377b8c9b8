"""What is not wrong in a definition but likely a slip, said by ``herald game check``
as warnings (the file still loads): a name missing a language the file otherwise
gives, a seat or a choice nothing names (its id is shown), a scoring step's ``bands`` table that takes any number above its last band."""

from __future__ import annotations

from typing import TYPE_CHECKING

import langcodes

from bot.engine.games.base import Json, JsonDict
from bot.engine.games.definition import GameDefinition, Problem

if TYPE_CHECKING:
    from bot.engine.games.turns.settings import Settings


def _name_table(value: Json) -> bool:
    """A table of names by language (``{ en = ..., ja = ... }``)."""
    return (
        isinstance(value, dict)
        and "en" in value
        and all(isinstance(v, str) for v in value.values())
        and all(langcodes.tag_is_valid(k) for k in value)
    )


def _names(data: Json, path: str = "") -> list[tuple[str, JsonDict]]:
    """Every name table in ``data`` with its path."""
    if _name_table(data):
        assert isinstance(data, dict)
        return [(path, data)]
    out: list[tuple[str, JsonDict]] = []
    if isinstance(data, dict):
        for k, v in data.items():
            key = f'"{k}"' if "." in k else k
            out += _names(v, f"{path}.{key}" if path else key)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _names(v, f"{path}[{i}]")
    return out


def missing_languages(data: JsonDict) -> list[Problem]:
    """A name lacking a language the file gives elsewhere (its readers see English)."""
    found = _names(data)
    languages = sorted({k for _, names in found for k in names}, key=lambda k: (k != "en", k))
    if len(languages) < 2:
        return []
    out = []
    for path, names in found:
        lacking = [k for k in languages if not names.get(k)]
        if lacking:
            langs = ", ".join(languages)
            missing = ", ".join(repr(k) for k in lacking)
            out.append(
                Problem(
                    path,
                    f"no {missing} name (the file names things "
                    f"in {langs}; readers of that language see the English one)",
                    "definitions.warning.no_language",
                    (("missing", missing), ("languages", langs)),
                )
            )
    return out


def open_bands(d: GameDefinition) -> list[Problem]:
    """A ``bands`` table a scoring step reports on, with no ``max``."""
    from bot.engine.games.turns.definition import Bands, TurnsDefinition
    from bot.engine.games.turns.structures.scoring import ScoringSettings

    if not isinstance(d, TurnsDefinition):
        return []
    steps = [st for st in d.steps() if isinstance(st.settings, ScoringSettings)]
    reported = {name for st in steps for name in st.tables}
    out = []
    for name, tab in d.tables.items():
        if isinstance(tab, Bands) and name in reported and tab.max is None:
            last = tab.bands[-1][0]
            out.append(
                Problem(
                    f"tables.{name}",
                    f"accepts any number from {last} up as the last band (give max to refuse more)",
                    "definitions.warning.open_band",
                    (("low", str(last)),),
                )
            )
    return out


# what a step lists that players see named, the key naming it, and its kind of name
_LISTED = (
    ("choices", "choice_names", "choice"),
    ("items", "item_names", "item"),
    ("lots", "lot_names", "lot"),
    ("places", "place_names", "place"),
)


def unnamed(d: GameDefinition) -> list[Problem]:
    """A seat, or a step's choice, item, lot or place, that nothing names: players
    read its id as it is written ("a", "tea_house"), in every language."""
    out = [
        Problem(
            f"seats.labels.{seat}",
            f"{seat!r} has no label: players see the id as it is written",
            "definitions.warning.unnamed",
            (("id", seat),),
        )
        for seat in d.seats.names
        if not d.seats.labels.get(seat)
    ]
    from bot.engine.games.turns.definition import TurnsDefinition

    if not isinstance(d, TurnsDefinition):
        return out
    for i, ph in enumerate(d.phases):
        for j, st in enumerate(ph.steps):
            for listed, names, kind in _LISTED:
                for x in getattr(st.settings, listed, ()) or ():
                    if isinstance(x, str) and not named(d, st.settings, kind, x):
                        out.append(
                            Problem(
                                f"phases[{i}].steps[{j}].{names}.{x}",
                                f"{x!r} has no name: players see the id as it is written",
                                "definitions.warning.unnamed",
                                (("id", x),),
                            )
                        )
    return out


def named(d: GameDefinition, settings: Settings, kind: str, id: str) -> bool:
    """Whether a step's ``id`` of ``kind`` has a name: its step's, or, for a choice
    that is a seat's id (a victim), the seat's label."""
    if settings.names_of(kind, id):
        return True
    return kind == "choice" and bool(d.seats.labels.get(id))


def warnings(data: JsonDict, d: GameDefinition) -> list[Problem]:
    return missing_languages(data) + unnamed(d) + open_bands(d)
