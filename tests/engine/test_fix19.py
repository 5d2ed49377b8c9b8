"""Round 18's leftovers (fix19) in the engine: a GM correction that takes back an
announced last round says so."""

from __future__ import annotations

from tests.engine.test_play17 import cities, texts


def test_a_gm_correction_below_an_announced_round_end_says_the_round_is_not_the_last():
    """fix18b's leftover: Red reaching 7 cities said "This round is the last"; the GM
    correcting Red back to 6 left that standing, silently."""
    g = cities()
    g.act("red", "turn.cities", count="7")
    assert g.kinds() == ["CounterSet", "NamedEndAhead"]
    g.act(None, "turn.cities", seat="red", count="6")  # the GM corrects it
    assert g.kinds()[-1] == "NamedEndNoLongerAhead"
    assert texts(g)[-1] == (
        "🏁 Seventh city: no longer met, so this round is not the last after all."
    )
    assert texts(g, "it")[-1] == (
        "🏁 Settima città: la condizione non è più raggiunta, quindi questa manche non è più l'ultima."
    )
    assert (
        texts(g, "ja")[-1]
        == "🏁 7都市目：条件を満たさなくなりました。このラウンドは最後ではなくなりました。"
    )
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.action")
    assert not g.pos["finished"]  # and indeed the game goes on


def test_a_shared_track_corrected_back_and_a_second_seat_still_holding_it():
    g = cities(named=False)
    g.act("red", "turn.defcon", count="1")
    assert g.kinds()[-1] == "TrackEndAhead"
    g.act(None, "turn.defcon", count="2")
    assert texts(g)[-1] == (
        "🏁 DEFCON: the end is no longer reached, so this round is not the last after all."
    )
    # two seats past 7: one corrected back, the other still ends it: nothing said
    g.act("red", "turn.cities", count="7")
    g.act(None, "turn.cities", seat="blue", count="8")
    g.act(None, "turn.cities", seat="red", count="3")
    assert "EndNoLongerAhead" not in g.kinds()


# ------------------------------- turn18's leftover: a track step's target and its max


def test_a_track_steps_target_past_the_counters_max_is_refused_clearly():
    import pytest

    from bot.engine.games.definition import DefinitionError
    from tests.engine.test_play18 import TRACK
    from tests.engine.test_turns_second_user import define

    with pytest.raises(DefinitionError) as ei:
        define(TRACK.replace("to = [6, 14]", "to = [6, 20]"))
    text = str(ei.value)
    assert "to" in text and "20 is past the counter 'road''s max (14)" in text
    assert "raise [counters.road] max" in text
    with pytest.raises(
        DefinitionError,
        match=r"not above where every seat starts on the counter 'road' \(0, its setup\)",
    ):
        define(TRACK.replace("to = [6, 14]", "to = 0"))
    define(TRACK.replace("to = [6, 14]", "to = 14"))  # its max: taken
