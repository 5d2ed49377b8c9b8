"""The COIN sequence of play as a game family, generic over the COIN series: the
factions, the 1st/2nd Eligible option matrix, pass rewards, Pivotal trumps, tracks,
the Epoch round and victory all come from the definition's ``[coin]`` table
(``knowledge/games/pendragon.toml``).

``definition``  the typed ``[coin]`` table
``state``       the state (JSON, typed) and the queries (who is up, open options)
``cards``       reveals, choices, passes, Pivotal Events, overrides, a card's end
``tracks``      track changes (bounds, shortfalls, a shift that halves)
``epoch``       the Epoch round: phases, effects, Victory, reset
``view``        prompt, ``coin`` export, dashboard sections, moves
``family``      :class:`CoinFamily`, which only routes a move
"""

from bot.engine.games.coin.family import CoinFamily

FAMILY = CoinFamily()
