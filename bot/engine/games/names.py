"""A name by language, as every part of a definition (its layout included) writes it:
``{ en = "Castle", ja = "城", it = "Castello" }``, or one string for every language."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, WithJsonSchema


def as_names(value: object) -> object:
    """A single string names a thing the same in every language."""
    return {"en": value} if isinstance(value, str) else value


def needs_en(value: dict[str, str]) -> dict[str, str]:
    if not value.get("en"):
        raise ValueError("a name needs at least an 'en' entry (name = { en = ..., ja = ... })")
    return value


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
