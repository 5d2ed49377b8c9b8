"""Lookup answers name a game by its name, never its id, and "not this one?" asks
again within the game the question's ``game:`` option named (tail of play-test 22)."""

from __future__ import annotations

import pytest

from bot.service.model import Button, Select
from bot.service.rules import load_guild
from tests.conftest import make_ctx
from tests.service.test_rules import ALICE, BOB, G1, add, rule, shown_text
from tests.service.test_rules_learning import GARDEN

pytestmark = pytest.mark.warm_rules

NAMELESS = GARDEN.replace('names = { en = "Moon Garden" }\n', "")


def menu(resp) -> Select:
    (sel,) = [c for c in resp.messages[0].components if isinstance(c, Select)]
    return sel


def not_this(resp) -> Button:
    (b,) = [c for c in resp.messages[0].components if isinstance(c, Button) and "Not" in c.label]
    return b


@pytest.mark.parametrize(
    ("title", "heading", "name"),
    [
        # the name the title begins with, before the first heading's
        ('title = "Lunar Garden: rule summary"', "# Garden of the Moon", "Lunar Garden"),
        # no title: the first heading's
        ("", "# Garden of the Moon", "Garden of the Moon"),
        # neither names it: the slug, readable
        ("", "# Rules summary", "Moon Garden"),
    ],
)
async def test_a_summary_without_names_is_named_by_its_title_heading_or_readable_slug(
    svc, title, heading, name
):
    text = NAMELESS.replace('title = "Moon Garden crib sheet"', title).replace(
        "# Moon Garden\n", heading + "\n"
    )
    await add(svc, "garden.md", text)
    # an answer's breadcrumb
    r = await rule(svc, query="how does the game end", game="moon-garden")
    (emb,) = r.messages[0].embeds
    assert emb.title == f"{name} › End of the game"
    assert "moon-garden" not in shown_text(r)
    # the game label of a menu grouping several games' sections
    r = await rule(svc, channel=20, query="how do I win")
    labels = [o.label for o in menu(r).options]
    assert f"{name} · End of the game" in labels
    assert len({label.split(" · ")[0] for label in labels}) >= 2
    assert "moon-garden" not in shown_text(r)
    # the manager's list and the channel's lookup game say it too
    manager = make_ctx(ALICE, 30, guild_id=G1, manage_guild=True)
    listed = await svc.dispatch(manager, "rules", "list", {})
    assert f"garden.md — {name}, " in listed.messages[0].content
    (chosen,) = (await svc.dispatch(manager, "rules", "channel", {"game": "moon-garden"})).messages
    assert name in chosen.content and "moon-garden" not in chosen.content


def games_offered(idx, resp) -> set[str]:
    return {idx.section(o.value, scope=G1).game for o in menu(resp).options}


async def test_not_this_one_asks_again_in_the_game_the_question_named(svc):
    await add(svc, "garden.md", GARDEN)
    idx = await load_guild(svc, G1)
    asker = make_ctx(BOB, 90, guild_id=G1)  # a channel with no lookup game
    # asked across every game, the words meet other games' sections too
    everywhere = await rule(svc, user=BOB, channel=90, query="plots")
    assert len(games_offered(idx, everywhere)) >= 2
    # asked with game:, picked from the menu, then "not this one?"
    r = await rule(svc, user=BOB, channel=90, query="plots", game="moon-garden")
    assert games_offered(idx, r) == {"moon-garden"}
    first = menu(r).options[0]
    shown = await svc.press(asker, menu(r).custom_id, [first.value])
    again = await svc.press(asker, not_this(shown).custom_id)
    offered = [o.value for o in menu(again).options]
    assert games_offered(idx, again) == {"moon-garden"} and first.value not in offered
    assert len(offered) == len(menu(r).options) - 1
    # answered alone, then "not this one?": nothing else in that game, said so
    r = await rule(svc, user=BOB, channel=90, query="how does the game end", game="moon-garden")
    assert r.messages[0].embeds[0].title == "Moon Garden › End of the game"
    (msg,) = (await svc.press(asker, not_this(r).custom_id)).messages
    assert not msg.components
    assert msg.content.startswith("Nothing else in Moon Garden matches “how does the game end”.")
    # a button from before the game was kept asks again in every game, as it did
    stale = not_this(r).custom_id.replace("&g=moon-garden", "")
    assert stale != not_this(r).custom_id
    old = await svc.press(asker, stale)
    assert "moon-garden" not in games_offered(idx, old) and games_offered(idx, old)
