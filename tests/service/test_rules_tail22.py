"""Lookup answers name a game by its name, never its id (tail of play-test 22)."""

from __future__ import annotations

import pytest

from bot.service.model import Select
from tests.conftest import make_ctx
from tests.service.test_rules import ALICE, G1, add, rule, shown_text
from tests.service.test_rules_learning import GARDEN

pytestmark = pytest.mark.warm_rules

NAMELESS = GARDEN.replace('names = { en = "Moon Garden" }\n', "")


def menu(resp) -> Select:
    (sel,) = [c for c in resp.messages[0].components if isinstance(c, Select)]
    return sel


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
