"""The turn-based family: any game whose sequence of play is rounds (or years) of
phases with lettered steps, each step played with one turn structure. A game is a
data file (``knowledge/games/<slug>.toml``, ``family = "turns"``); see
``docs/game-definitions.md``.

``definition``  the typed definition (phases, steps, tables, counters, verbs)
``state``       the state (JSON, typed) and :class:`Play`, one move's context
``flow``        the next step, phase, round and era; the final phases
``structures``  one module per turn structure: its keys, state, moves and view
``verbs``       a game's own commands (``[verbs]``)
``scoring``     tables looked up on request
``view``        prompt, position and dashboard sections
``family``      :class:`TurnsFamily`, which only routes a move

Pure: no clock, no randomness, no I/O.
"""

from bot.engine.games.turns.family import TurnsFamily

FAMILY = TurnsFamily()
