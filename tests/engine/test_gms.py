"""The GM role (play-test 19, finding 8): a GM names another, removes one or steps
down; the last GM is never removed; every change replays from the log."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games import session
from bot.engine.games.base import Actor
from bot.engine.games.gms import HERALD
from tests.engine.test_session import DEF, Toy, _records


def test_a_gm_removes_another_or_steps_down_never_the_last():
    g = session.new_game(DEF, gm=1)
    g, _ = session.add_gm(g, session.actor(g, 1), 2)
    g, _ = session.add_gm(g, session.actor(g, 2), 3)
    # a player who is no GM may not remove one
    with pytest.raises(PermissionDenied) as e:
        session.remove_gm(g, session.actor(g, 4), 1)
    assert e.value.key == "error.gm_only"
    with pytest.raises(IllegalAction) as e:
        session.remove_gm(g, session.actor(g, 1), 4)
    assert (e.value.key, e.value.params) == ("error.not_a_gm", {"user": 4})
    g, ev = session.remove_gm(g, session.actor(g, 2), 1)
    assert g["gm"] == [2, 3] and not session.is_gm(g, 1)
    assert (ev[0].kind, ev[0].data) == ("GmRemoved", {"user": 1, "gm": 2})
    assert ev[-1].data == {"op": "gm", "user": 2, "gm": True, "removed": 1}
    g, ev = session.remove_gm(g, session.actor(g, 3), 3)
    assert g["gm"] == [2]
    assert (ev[0].kind, ev[0].data) == ("GmSteppedDown", {"user": 3})
    # the last GM stays: a game keeps one
    with pytest.raises(IllegalAction) as e:
        session.remove_gm(g, session.actor(g, 2), 2)
    assert (e.value.key, e.value.params) == ("error.last_gm", {"user": 2})
    # a channel manager counts as GM without being one, and may remove one
    g2, _ = session.add_gm(g, session.actor(g, 9, admin=True), 5)
    g2, _ = session.remove_gm(g2, session.actor(g2, 9, admin=True), 2)
    assert g2["gm"] == [5]


def test_gm_changes_replay_herald_s_included():
    toy = Toy()
    g = session.new_game(DEF, gm=1)
    log = [session.record("new", game=g)]
    herald = Actor(user_id=HERALD, seats=(), is_gm=True)
    steps = [
        lambda g: session.add_gm(g, session.actor(g, 1), 2),
        lambda g: session.add_gm(g, session.actor(g, 2), 3),
        lambda g: session.remove_gm(g, herald, 1),  # a GM who left the server
        lambda g: session.remove_gm(g, session.actor(g, 3), 3),
        lambda g: session.add_gm(g, session.actor(g, 2), 1),
    ]
    kinds = []
    for step in steps:
        g, ev = step(g)
        kinds.append(ev[0].kind)
        log += ev
        assert session.replay(_records(log), DEF, toy) == g
    assert kinds == ["GmAdded", "GmAdded", "GmLeftServer", "GmSteppedDown", "GmAdded"]
    assert g["gm"] == [2, 1]
