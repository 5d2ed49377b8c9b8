"""A console transcript of Pendragon: four players, a full card cycle by buttons and
commands, an Epoch round, then play resuming on the next card."""

from __future__ import annotations

import io
import random

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import KNOWLEDGE, T0


@pytest.fixture
def con(store):
    svc = Service(store, Knowledge.load(KNOWLEDGE), rng=random.Random(5), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


async def run(con, script: str) -> list[dict]:
    out = []
    for line in script.strip().splitlines():
        out.extend(await con.handle(line.strip()))
    return out


def announcements(out):
    return [m for m in out if m["kind"] == "announce"]


def coin(con):
    from bot.service.coin import coin_export

    return coin_export(con.svc, con.svc.store.sync.load(con.channels["general"]))


async def test_full_card_cycle_and_epoch_round(con):
    out = await run(
        con,
        """
        gwen: /game start game:pendragon
        alice: /game join seat:Dux
        bob: /game join seat:Civitates
        carol: /game join seat:Saxons
        dave: /game join seat:Scotti
        gwen: /card reveal order:"D, C, Sa, Sc" number:12 title:Saxon_Shore
        gwen: /card reveal order:"Sc Sa C D" number:30 title:Picts
    """,
    )
    ann = announcements(out)[-1]
    assert "Card revealed: #30 Picts (order Scotti, Saxons, Civitates, Dux)." in ann["content"]
    assert "@alice (Dux)" in ann["content"] and ann["mentions"] == ["alice"]
    assert [c["label"] for c in ann["components"]] == ["Command", "Command + Feat", "Event", "Pass"]
    dash = [m for m in out if m["kind"] == "dashboard"][-1]
    assert dash["edited"] is True  # one dashboard, edited in place

    # bob presses Dux's button: refused privately, nothing changes
    out = await run(con, "bob: press Pass")
    assert out[-1]["ephemeral"] and "It is not your decision: Dux is up." in out[-1]["content"]
    assert coin(con)["up"] == "Dux"

    out = await run(
        con,
        """
        alice: press Pass
        bob: press Event
        carol: /coin act option:command_feat
    """,
    )
    texts = [m["content"] for m in announcements(out)]
    assert "Dux passes." in texts[0] and "Briton Resources: 0 → 3." in texts[0]
    assert "@bob (Civitates)" in texts[0]
    assert "Civitates execute the Event." in texts[1] and "@carol (Saxons)" in texts[1]
    assert announcements(out)[1]["mentions"] == ["carol"]
    assert "Saxons execute a Command with a Feat." in texts[2]
    assert (
        "Card #12 Saxon_Shore is over. Ineligible for the next card: Civitates and Saxons."
        in texts[2]
    )
    assert "Reveal the next card with /card reveal before #30 Picts is played" in texts[2]
    assert "Waiting for the next card to be revealed" not in texts[2]  # said once
    x = coin(con)
    assert x["cylinders"] == {
        "Dux": "eligible",
        "Civitates": "ineligible",
        "Saxons": "ineligible",
        "Scotti": "eligible",
    }
    assert x["current_card"]["number"] == 30 and x["next_card"] is None

    # An Epoch card revealed now is played first.
    out = await run(con, "gwen: /card reveal epoch:true title:Epoch_I")
    text = announcements(out)[-1]["content"]
    assert "Epoch card revealed: Epoch_I. The Epoch round is played now." in text
    # the rule section is named in the reader's language, never by the Japanese
    # summary's heading (issue 25)
    assert "📖 Rules: `/rule query:Annona`" in text and "アノーナ" not in text
    out = await run(
        con,
        """
        gwen: /phase next
        gwen: /phase next
        gwen: /phase next
    """,
    )
    assert (
        "Victory phase: has a faction won? Answer /phase next winner:<one of Dux, Civitates, Saxons or Scotti>"
        in out[-1]["content"]
        and out[-1]["ephemeral"]
    )
    out = await run(
        con,
        """
        gwen: /phase next winner:none
        gwen: /phase next
        gwen: /phase next
        gwen: /phase next
    """,
    )
    assert coin(con)["phase"] == "recovery_reset"
    assert (
        "Saxon Renown: **10**"
        in [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"][-1]["value"]
    )
    out = await run(con, "gwen: /phase next")
    text = announcements(out)[-1]["content"]
    assert "Reset: every cylinder is Eligible again." in text and "Epoch round 1 is over." in text
    assert set(coin(con)["cylinders"].values()) == {"eligible"}

    # Play resumes: reveal the next card; the current card (Picts) starts with the Scotti.
    out = await run(
        con,
        """
        carol: /card reveal order:"C D Sa Sc" number:7 title:Votadini
        dave: press Event
    """,
    )
    texts = [m["content"] for m in announcements(out)]
    assert "@dave (Scotti)" in texts[0]
    assert "Scotti execute the Event." in texts[1] and "@carol (Saxons)" in texts[1]
    assert [c["label"] for c in announcements(out)[1]["components"]] == [
        "Command",
        "Command + Feat",
        "Pass",
    ]
