"""review23b's defects where this round's branches meet (mend23): ``/game redefine``
to a version whose draft has roles, mid-draft (the picks made before the move count)."""

from __future__ import annotations

from pathlib import Path

from bot.service.replay_check import check_store
from tests.conftest import make_ctx
from tests.service.test_definitions import upload

ROLES = (Path(__file__).resolve().parents[1] / "data" / "play23" / "role-call.toml").read_text()
# the same game before it had roles: every phase played each round, no bonus
PLAIN = "\n".join(
    line for line in ROLES.splitlines() if not line.startswith(("roles =", "role_bonus ="))
)


def _said(r) -> str:
    return "\n".join(m.content for m in r.messages if m.content)


async def test_redefine_mid_draft_to_roles_keeps_the_picks_made_before_it(svc, knowledge):
    """review23b, defect 1: Red picked Warfare under the version without roles; after
    the move to the version with roles, Warfare was said "nobody picked", gathered a
    bonus and its phase was not played. Red's pick counts: Warfare is Red's role, its
    phase is played from Red, and only Colonize gathers."""
    assert PLAIN != ROLES and "role_bonus" not in PLAIN
    await svc.dispatch(upload(text=PLAIN, name="role-call.toml", user=9), "game", "define", {})
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "role-call"})
    for u, seat in ((1, "Red"), (2, "Blue"), (3, "Green")):
        await svc.dispatch(make_ctx(u, 10), "game", "join", {"seat": seat})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    await svc.dispatch(make_ctx(1, 10), "act", None, {"action": "Pick", "choice": "Warfare"})
    await svc.dispatch(upload(text=ROLES, name="role-call.toml", user=9), "game", "define", {})
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    assert "moved this game to the current definition of Role Call" in _said(r)
    await svc.dispatch(make_ctx(2, 10), "act", None, {"action": "Pick", "choice": "Survey"})
    r = await svc.dispatch(make_ctx(3, 10), "act", None, {"action": "Pick", "choice": "Produce"})
    text = _said(r)
    assert "Nobody picked Colonize: it gathers 1 influence for whoever picks it next." in text
    assert "Warfare" not in text
    r = await svc.dispatch(make_ctx(9, 10), "game", "status", {})
    fields = {f.name: f.value for m in r.messages for e in m.embeds for f in e.fields}
    assert fields["Roles this round"] == "Blue → Survey, Red → Warfare and Green → Produce"
    assert fields["Gathered on roles nobody picked"] == "Colonize: 1 influence"
    # Survey from Blue (its chooser) round the table, then Warfare from Red
    text = ""
    for u in (2, 3, 1):
        r = await svc.dispatch(make_ctx(u, 10), "turn", "action", {})
        text += _said(r) + "\n"
    assert "Round 1 · Warfare\nUp now: <@1> (Red)" in text
    # the game equals its history, replayed from the move on
    assert [x.status for x in check_store(svc.store.sync, knowledge.definitions)] == ["ok"]


async def test_redefine_after_the_draft_to_roles_plays_only_the_picked_roles(svc):
    """The move made once the draft is over (Survey under way): the round's picks are
    the roles', so Colonize, picked by nobody, is not played; Warfare is, from Red."""
    await svc.dispatch(upload(text=PLAIN, name="role-call.toml", user=9), "game", "define", {})
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "role-call"})
    for u, seat in ((1, "Red"), (2, "Blue"), (3, "Green")):
        await svc.dispatch(make_ctx(u, 10), "game", "join", {"seat": seat})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    for u, role in ((1, "Warfare"), (2, "Survey"), (3, "Produce")):
        await svc.dispatch(make_ctx(u, 10), "act", None, {"action": "Pick", "choice": role})
    await svc.dispatch(upload(text=ROLES, name="role-call.toml", user=9), "game", "define", {})
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    assert "moved this game to the current definition of Role Call" in _said(r)
    r = await svc.dispatch(make_ctx(9, 10), "game", "status", {})
    fields = {f.name: f.value for m in r.messages for e in m.embeds for f in e.fields}
    assert fields["Roles this round"] == "Blue → Survey, Red → Warfare and Green → Produce"
    text = ""
    # Survey began under the old version from the start player (Red); then Warfare
    # from Red, Produce from Green, and no Colonize
    for u in (1, 2, 3, 1, 2, 3, 3, 1, 2):
        r = await svc.dispatch(make_ctx(u, 10), "turn", "action", {})
        text += _said(r) + "\n"
    assert "Round 1 · Warfare\nUp now: <@1> (Red)" in text
    assert "Round 1 · Produce\nUp now: <@3> (Green)" in text
    assert "Colonize\nUp now" not in text
    assert "Round 2 · Choose a role" in text
