"""Review of round 19 (mend19) in the engine: what an undo or a GM correction says of
the round's end is judged over every end checked at the round's end and every seat."""

from __future__ import annotations

from bot.engine.games import session
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_play17 import CITIES, SEVENTH, cities, texts
from tests.engine.test_turns_second_user import define

GM = 999


def _started():
    d = define(CITIES.replace("{named}", SEVENTH))
    g = session.new_game(d, gm=GM)
    for user, seat in ((1, "red"), (2, "blue"), (3, "green")):
        g, _ = session.join(g, d, user, seat)
    g, _ = session.begin(g, d, FAMILY)
    return d, g


def _said(ev, d, locale="en"):
    return [event_text(e, locale, d) for e in ev if e.kind != session.ACTION]


def test_undoing_a_gm_correction_below_the_end_says_the_round_is_the_last_again():
    """Review 19, defect 1: the GM corrected Red from 7 back to 6 ("not the last after
    all"), then undid it; the undo said "this round is not the last any more" while it
    put Red back at 7, and the round did end the game."""
    d, g = _started()
    red, gm = session.actor(g, 1, False), session.actor(g, GM, True)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.cities", "count": "7"}, red)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.cities", "count": "6", "seat": "red"}, gm)
    assert _said(ev, d)[-1].endswith("this round is not the last after all.")
    g, ev = session.undo(g, gm, d, FAMILY)
    assert _said(ev, d)[-1] == "🏁 Taken back: this round is the last again."
    assert _said(ev, d, "it")[-1] == "🏁 Annullato: questa manche è di nuovo l'ultima."
    assert _said(ev, d, "ja")[-1] == "🏁 取り消されました：このラウンドが再び最後になりました。"
    assert not any("not the last" in x for x in _said(ev, d))


def test_undoing_one_seats_reach_while_another_seat_holds_the_end_says_nothing():
    """Review 19, defect 2: Red at 7 then Blue at 8; Blue's move undone said the round
    was not the last any more, while Red's 7 still ended the game with the round."""
    d, g = _started()
    g, _ = session.act(
        g, d, FAMILY, {"type": "turn.cities", "count": "7"}, session.actor(g, 1, False)
    )
    g, _ = session.act(g, d, FAMILY, {"type": "turn.action"}, session.actor(g, 1, False))
    blue = session.actor(g, 2, False)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.cities", "count": "8"}, blue)
    g, ev = session.undo(g, blue, d, FAMILY)
    assert not any(x.startswith("🏁") for x in _said(ev, d)), _said(ev, d)
    for user in (2, 3):
        g, ev = session.act(g, d, FAMILY, {"type": "turn.action"}, session.actor(g, user, False))
    assert g["state"]["finished"]  # the round was the last indeed


def test_a_correction_below_one_end_while_another_end_holds_says_nothing():
    """Review 19, defect 3: DEFCON at 1 and Red at 7 both made the round the last; the
    GM correcting Red to 6 said "not the last after all" while DEFCON still ended it."""
    g = cities()
    g.act("red", "turn.defcon", count="1")
    g.act("red", "turn.cities", count="7")
    g.act(None, "turn.cities", seat="red", count="6")
    assert texts(g) == ["Red: 6 cities."]
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.action")
    assert g.pos["finished"]


def test_the_last_of_two_ends_corrected_away_says_the_round_is_not_the_last():
    """The round stops being the last only when no end checked at its end holds: then
    the one that held says so (one correction, one line)."""
    g = cities()
    g.act("red", "turn.defcon", count="1")
    g.act("red", "turn.cities", count="7")
    g.act(None, "turn.defcon", count="3")
    assert g.kinds() == ["SharedCounterSet"]  # red's 7 still holds
    g.act(None, "turn.cities", seat="red", count="6")
    assert (
        texts(g)[-1] == "🏁 Seventh city: no longer met, so this round is not the last after all."
    )
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.action")
    assert not g.pos["finished"]
