"""/rule asked outside any game's channel, naming no game, when the question's words
cannot tell two of the server's games apart: the menu holds both games' sections,
grouped by game and each labelled with the game's name in the reader's language (the
engine side: tests/engine/rules/test_near_ties.py)."""

from __future__ import annotations

import pytest

from bot.service.model import Select
from tests.service.test_rules import G1, add, rule

pytestmark = pytest.mark.warm_rules

# a game whose many sections all say the question's ordinary words, and one saying
# them as often for its size
EMBER = (
    '+++\ngame = "ember-hall"\nlanguage = "en"\n'
    'names = { en = "Ember Hall", ja = "エンバーホール", it = "Sala delle Braci" }\n+++\n'
    "# Ember Hall\n"
    + "\n".join(
        f"## Hall {k}\nIn hall {k} a player may discard a card to move a torch, "
        "then draw a card from the ember deck."
        for k in range(1, 15)
    )
    + "\n"
)
FROST = (
    '+++\ngame = "frost-keep"\nlanguage = "en"\n'
    'names = { en = "Frost Keep", ja = "フロストキープ", it = "Rocca del Gelo" }\n+++\n'
    "# Frost Keep\n## Winter\nIn winter a player may discard a card to warm a tower.\n"
    + "\n".join(
        f"## Tower {k}\nTower {k} keeps {k} guards; a warm tower scores {k} points at the "
        "end of the game and a cold one none."
        for k in range(1, 8)
    )
    + "\n## Supply\nAfter warming, draw a card from the frost supply.\n"
)


@pytest.mark.parametrize(
    ("locale", "ember", "frost"),
    [
        ("ja", "エンバーホール", "フロストキープ"),
        ("it", "Sala delle Braci", "Rocca del Gelo"),
        ("en", "Ember Hall", "Frost Keep"),
    ],
)
async def test_a_near_tie_menu_holds_both_games_grouped_and_named_for_the_reader(
    svc, locale, ember, frost
):
    for name, text in (("ember.md", EMBER), ("frost.md", FROST)):
        r = await add(svc, name, text, guild=G1)
        assert "Added" in r.messages[0].content
    r = await rule(svc, channel=90, locale=locale, query="may I discard a card and draw a card")
    msg = r.messages[0]
    assert not msg.embeds  # no game is sure: a menu
    (sel,) = [c for c in msg.components if isinstance(c, Select)]
    games = [o.label.split(" · ")[0] for o in sel.options]
    # the game the words lean to has many sections; the other's best is in the menu too
    assert set(games) == {ember, frost}
    assert "Winter" in [o.label.split(" · ")[1] for o in sel.options if o.label.startswith(frost)]
    # each game's options together, labelled with its name in the reader's language
    assert games == sorted(games, key=games.index)
    assert ember in msg.content and frost in msg.content
