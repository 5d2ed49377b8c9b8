"""Names in a game definition, as every part of it (its layout included) writes them: a
name by language (``{ en = "Castle", ja = "城", it = "Castello" }``, or one string for
every language), and what a language's grammar needs to put it in a sentence
(:class:`NameForm`)."""

from __future__ import annotations

from typing import Annotated, Literal

import langcodes
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    Tag,
    WithJsonSchema,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, core_schema

from bot.engine.games.problems import Problem, Problems, Said


class Model(BaseModel):
    """Every part of a definition: frozen, and strict about its keys."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, populate_by_name=True, use_attribute_docstrings=True
    )


class Shorthand(Model):
    """A part a definition may also write as one string, its first key's value
    (``ties = ["counter:gold"]`` for ``{ by = "counter:gold" }``): its JSON Schema
    takes either, as the checker does."""

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        whole = handler.resolve_ref_schema(handler(schema))
        key = next(iter(cls.model_fields))
        short = dict(whole.get("properties", {}).get(key, {"type": "string"}))
        short.pop("title", None)
        return {"anyOf": [short, dict(whole)], "title": whole.get("title", cls.__name__)}


class NameForm(Model):
    """A name in one language with what that language's grammar needs to put it in a
    sentence: ``it = { text = "Sassoni", gender = "m", number = "pl" }``. Italian
    needs a gender and a number (and takes its article from them: i Sassoni, l'Austria),
    English a number for a plural name (the Saxons pass), Japanese nothing."""

    text: str = Field(min_length=1)
    gender: Literal["m", "f"] | None = None
    number: Literal["sg", "pl"] | None = None
    # the definite article when it is not the usual one: "" for none (Venezia), "un"
    article: str | None = None
    # a counted name's form for one, when the name is the plural (vote marker); a verb
    # phrase's form for one subject, when the text is the form for several (win_text)
    one: str | None = None
    # the counter word a Japanese count of it takes (投票マーカー1個, 貴族タイル2枚); a
    # name without one is counted as a unit is (5ダカット)
    counter: str | None = None


def _form_or_text(value: object) -> str:
    return "NameForm" if isinstance(value, dict) else "str"


# one language's entry: its text, or a table with its grammar (errors name one branch)
_Entry = Annotated[
    Annotated[str, Tag("str")] | Annotated[NameForm, Tag("NameForm")],
    Discriminator(_form_or_text),
]


class NameTable(dict[str, str]):
    """A name by language (``{"en": "Castle", "ja": "城", "it": "castello"}``: the
    text), with the grammar written for a language as a :class:`NameForm` in
    ``forms``."""

    forms: dict[str, NameForm]

    @classmethod
    def of(cls, value: dict[str, str | NameForm]) -> NameTable:
        out = cls({k: v if isinstance(v, str) else v.text for k, v in value.items()})
        out.forms = {k: v for k, v in value.items() if isinstance(v, NameForm)}
        return out

    def dump(self) -> dict[str, str | dict[str, str]]:
        return {
            k: (
                self.forms[k].model_dump(exclude_none=True)
                if k in getattr(self, "forms", {})
                else v
            )
            for k, v in self.items()
        }

    def form(self, lang: str) -> NameForm | None:
        return getattr(self, "forms", {}).get(lang)

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[object], handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        inner = handler.generate_schema(dict[str, _Entry])
        return core_schema.no_info_after_validator_function(
            cls.of,
            inner,
            serialization=core_schema.plain_serializer_function_ser_schema(cls.dump),
        )


def as_names(value: object) -> object:
    """A single string names a thing the same in every language."""
    return {"en": value} if isinstance(value, str) else value


def needs_en(value: dict[str, str]) -> dict[str, str]:
    for code in value:
        problem = language_problem(code)
        if problem:
            raise Problems([Problem("", problem)])  # said in the reader's language too
    if not value.get("en"):
        raise ValueError("a name needs at least an 'en' entry (name = { en = ..., ja = ... })")
    return value


def language_problem(code: str) -> str | None:
    """Why ``code`` is not a language code a reader's language can match (a BCP 47
    tag: ``ja``, ``pt-BR``), naming the language it likely meant (``jp``: the country
    code of Japan, whose language is ``ja``); None when it is one."""
    if langcodes.tag_is_valid(code):
        return None
    hint = near = ""
    if len(code) == 2 and code.isalpha():
        try:
            guess = langcodes.Language.get(f"und-{code.upper()}").maximize().language
        except langcodes.LanguageTagError:
            guess = None
        if guess and guess != code and (guess != "en" or code.casefold() in ("us", "gb")):
            hint, near = f" (did you mean '{guess}'?)", guess
    text = f"{code!r} is not a language code{hint}; use codes such as 'en', 'ja' or 'it'"
    key = "definitions.problem.language" + ("_near" if near else "")
    return Said(text, key, got=code, near=near)


# how a file may write it, for editors (herald game schema): a language's entry is its
# text, or a table with its grammar (NameForm)
TEXT_SCHEMA = WithJsonSchema(
    {
        "anyOf": [
            {"type": "string"},
            {
                "type": "object",
                "additionalProperties": {
                    "anyOf": [
                        {"type": "string"},
                        {
                            "type": "object",
                            "properties": {
                                "text": {
                                    "type": "string",
                                    "description": "The name as a list or a label shows it.",
                                },
                                "gender": {
                                    "enum": ["m", "f"],
                                    "description": "Its grammatical gender (Italian).",
                                },
                                "number": {
                                    "enum": ["sg", "pl"],
                                    "description": "Singular or plural: its verb agrees.",
                                },
                                "article": {
                                    "type": "string",
                                    "description": "Its definite article when not the "
                                    "usual one (empty: none, as a city's name).",
                                },
                                "one": {
                                    "type": "string",
                                    "description": "A counted name's singular (1 "
                                    "segnalino voto); a verb phrase's form for one "
                                    "subject, text being the form for several.",
                                },
                                "counter": {
                                    "type": "string",
                                    "description": "Japanese: the counter word a count "
                                    "takes (個, 枚).",
                                },
                            },
                            "required": ["text"],
                            "additionalProperties": False,
                        },
                    ]
                },
            },
        ]
    }
)

# A name by language: {"en": "Castle", "ja": "城", "it": "castello"} (any language
# code; readers of a language without an entry see the English one); a language may
# be a table with its grammar (NameForm).
Names = Annotated[NameTable, BeforeValidator(as_names), AfterValidator(needs_en), TEXT_SCHEMA]
