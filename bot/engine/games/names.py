"""A name by language, as every part of a definition (its layout included) writes it:
``{ en = "Castle", ja = "城", it = "Castello" }``, or one string for every language."""

from __future__ import annotations

from typing import Annotated

import langcodes
from pydantic import AfterValidator, BeforeValidator, WithJsonSchema


def as_names(value: object) -> object:
    """A single string names a thing the same in every language."""
    return {"en": value} if isinstance(value, str) else value


def needs_en(value: dict[str, str]) -> dict[str, str]:
    for code in value:
        problem = language_problem(code)
        if problem:
            raise ValueError(problem)
    if not value.get("en"):
        raise ValueError("a name needs at least an 'en' entry (name = { en = ..., ja = ... })")
    return value


def language_problem(code: str) -> str | None:
    """Why ``code`` is not a language code a reader's language can match (a BCP 47
    tag: ``ja``, ``pt-BR``), naming the language it likely meant (``jp``: the country
    code of Japan, whose language is ``ja``); None when it is one."""
    if langcodes.tag_is_valid(code):
        return None
    hint = ""
    if len(code) == 2 and code.isalpha():
        try:
            guess = langcodes.Language.get(f"und-{code.upper()}").maximize().language
        except langcodes.LanguageTagError:
            guess = None
        if guess and guess != code and (guess != "en" or code.casefold() in ("us", "gb")):
            hint = f" (did you mean '{guess}'?)"
    return f"{code!r} is not a language code{hint}; use codes such as 'en', 'ja' or 'it'"


# how a file may write it, for editors (herald game schema)
TEXT_SCHEMA = WithJsonSchema(
    {
        "anyOf": [
            {"type": "string"},
            {"type": "object", "additionalProperties": {"type": "string"}},
        ]
    }
)

# A name by language: {"en": "Castle", "ja": "城", "it": "Castello"} (any language
# code; readers of a language without an entry see the English one).
Names = Annotated[dict[str, str], BeforeValidator(as_names), AfterValidator(needs_en), TEXT_SCHEMA]
