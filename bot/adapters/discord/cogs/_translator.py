"""Localised slash-command names and descriptions from the i18n catalogs.

Convention (see docs/architecture.md, "Discord command localisation"): a string
``app_commands.locale_str("Roll dice", key="roll.description")`` is translated to the
catalog entry ``cmd.roll.description`` of the user's language. Without an explicit key
the key is derived from where the string sits:

- a command or group name / description: ``cmd.<qualified name, dotted>.name`` /
  ``.description`` (``/game start`` -> ``cmd.game.start.name``)
- a parameter: ``cmd.<command>.<parameter>.name`` / ``.description``
- a choice: ``cmd.<command>.<parameter>.choice.<value>``

Only Japanese and Italian are looked up (English is the default text in the code); a
missing entry returns None so Discord shows the default. A translated *name* that breaks
Discord's name rules (1-32 lowercase letters, digits, ``-`` or ``_``) is dropped with a
warning instead of failing the sync.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Loc

from bot.i18n import catalog, t

log = logging.getLogger(__name__)

LOCALES = {"ja": "ja", "it": "it"}
NAME_RE = re.compile(r"^[-_\w]{1,32}$")
_NAME_LOCATIONS = {Loc.command_name, Loc.group_name, Loc.parameter_name}


def valid_name(name: str) -> bool:
    return bool(NAME_RE.match(name)) and name == name.lower()


def _qualified(cmd: Any) -> str:
    # a translation context's data is a Command, a Group, a ContextMenu, a Parameter or
    # a Choice: only some of them have a qualified name
    return ".".join(getattr(cmd, "qualified_name", getattr(cmd, "name", "")).split())


def derive_key(
    string: app_commands.locale_str, context: app_commands.TranslationContext
) -> str | None:
    """The catalog key (without the ``cmd.`` prefix) for ``string`` at ``context``."""
    key = string.extras.get("key")
    if key:
        return str(key)
    loc, data = context.location, context.data
    if loc in (Loc.command_name, Loc.group_name):
        return f"{_qualified(data)}.name"
    if loc in (Loc.command_description, Loc.group_description):
        return f"{_qualified(data)}.description"
    if loc in (Loc.parameter_name, Loc.parameter_description):
        suffix = "name" if loc is Loc.parameter_name else "description"
        return f"{_qualified(data.command)}.{data.name}.{suffix}"
    if loc is Loc.choice_name:
        return None  # choices need an explicit key
    return None


class HeraldTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        lang = LOCALES.get(locale.value)
        if lang is None:
            return None
        key = derive_key(string, context)
        if key is None:
            return None
        if f"cmd.{key}" not in catalog(lang):
            return None
        text = t(f"cmd.{key}", lang)  # a description's commands as this reader's client shows them
        if not text:
            return None
        if context.location in _NAME_LOCATIONS and not valid_name(text):
            log.warning("dropping %s name %r for cmd.%s: not a valid Discord name", lang, text, key)
            return None
        return text[:100]
