"""``prompt``: a step the players resolve themselves at the table; anyone (or the GM,
with ``advance = "gm"``) moves on with ``/phase next``. It has no keys, no state and
no moves of its own: :class:`~bot.engine.games.turns.structures.base.Structure` is it."""

from __future__ import annotations

from bot.engine.games.turns.structures.base import Structure


class PromptStep(Structure):
    name = "prompt"
