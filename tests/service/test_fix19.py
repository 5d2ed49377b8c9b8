"""Round 18's leftovers (fix19) on the service: what a deadline's pass tells, and
the people items (a GM correction below an announced end, a finished team game's
dashboard, a forgotten GM)."""

from __future__ import annotations

from bot.service import play
from bot.service.deadlines import fire_due
from tests.conftest import T0, make_ctx
from tests.service.test_deadlines import (
    ALICE,
    BOB,
    GM,
    H,
    harvest,
    harvest_service,
    texts,
    up,
)

# ------------------------------------------- deadlines: Herald's pass (fix18's leftovers)


async def test_herald_passing_at_a_deadline_pings_the_skipped_player_and_says_it_went_on(
    db_path, tmp_path
):
    svc = await harvest(db_path, tmp_path / "k")
    await svc.dispatch(make_ctx(GM), "game", "deadline", {"hours": "24", "then": "pass"})
    out = await fire_due(svc, T0 + 24 * H)
    said = texts(out)
    (msg,) = [m for m in out.messages if m.kind == "announce"]
    # the skipped player (Alice, Fox) is pinged as well as the next seat (Bob, Hare)
    assert ALICE in msg.mentions and BOB in msg.mentions
    assert "<@1>: the deadline passed and Herald went on without you this time." in said
    # the skip is said as Herald's, never as the GM's
    assert "The GM goes on without" not in said
    assert "Herald goes on without Fox" in said
    assert await up(svc) == ["Hare"]
    log = await svc.dispatch(make_ctx(ALICE), "game", "log", {})
    assert "The GM goes on without" not in log.messages[0].embeds[0].description


async def test_a_skipped_player_of_another_language_is_told_in_theirs(db_path, tmp_path):
    svc = await harvest(db_path, tmp_path / "k")
    svc.store.sync.set_setting("user", ALICE, play.LOCALE_KEY, "it")  # her language
    svc.store.sync.close()  # a restart: her language read from the store
    svc = harvest_service(db_path, tmp_path / "k")
    await svc.dispatch(make_ctx(GM), "game", "deadline", {"hours": "24", "then": "pass"})
    said = texts(await fire_due(svc, T0 + 24 * H))
    assert "<@1>: la scadenza è passata e Herald è andato avanti senza di te" in said


def test_a_forgotten_gm_is_pinged_for_no_seat_and_named_a_former_player():
    from bot.engine.games.base import Prompt
    from bot.service.model import FORMER
    from bot.service.render import person, resolvers, seat_holder_mentions

    class Seats:
        def holder(self, seat):
            return {"Red": None, "Blue": 7}[seat]

    assert seat_holder_mentions(Seats(), ["Red", "Blue"], [FORMER]) == [7]
    assert seat_holder_mentions(Seats(), ["Red"], [9]) == [9]
    prompt = Prompt(phase="p", up=(), waiting_for="gm")
    gm_resolves = type("D", (), {"resolved_by": "gm"})()
    assert resolvers({"gm": [FORMER], "seats": []}, gm_resolves, prompt) == []
    assert resolvers({"gm": [9], "seats": []}, gm_resolves, prompt) == [9]
    assert person(FORMER, "it") == "un ex giocatore" and person(5, "en") == "<@5>"


# ------------------------- dice: a server's aliases after a verb players type (dice18)


async def test_a_dice_alias_is_expanded_after_a_leading_verb_and_before_a_glued_comment(svc):
    from tests.service.test_dice_aliases import alias

    await alias(svc, name="atk", expr="1d20+5")
    for typed in ("tira atk", "roll atk", "振る atk", "atkを振る", "ａｔｋを振る", "tira atk +2"):
        out = await svc.dispatch(make_ctx(ALICE, 10, guild_id=100), "roll", None, {"expr": typed})
        text = out.messages[0].content
        assert "1d20 (" in text and "+ 5" in text, (typed, text)
    out = await svc.dispatch(make_ctx(ALICE, 10, guild_id=100), "roll", None, {"expr": "atk攻撃"})
    assert "1d20 (" in out.messages[0].content and "攻撃" in out.messages[0].content


def test_an_alias_named_as_a_verb_is_the_alias_and_a_count_glued_after_is_not_a_comment():
    from bot.service.dice import expand_aliases

    assert expand_aliases({"tira": "3d6"}, "tira") == "3d6"
    assert expand_aliases({"atk": "1d20+5"}, "tira atk") == "1d20+5"
    assert expand_aliases({"atk": "1d20+5"}, "atkを2回振る") == "atkを2回振る"  # refused later
    assert expand_aliases({"atk": "1d20+5"}, "attack") == "attack"
