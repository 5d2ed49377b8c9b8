"""A name for a reader, from names by language: in the reader's language, else English,
else (``any_language``) whichever the table gives first. The one place of that
fallback, which definitions, summaries, dice, the rules lookup and the board all name
things with."""

from __future__ import annotations

from collections.abc import Mapping


def in_language(
    names: Mapping[str, object] | None, locale: str, *, any_language: bool = True
) -> str | None:
    """``names[locale]``, else ``names["en"]`` (an empty name counts as none), else with
    ``any_language`` the first name of the table; None when there is none."""
    if not names:
        return None
    for got in (names.get(locale), names.get("en")):
        if got:
            return str(got)
    if any_language:
        return str(next(iter(names.values())))
    return None
