"""Play-test 22, finding 11: a server fixes a typo in its own definition while a game
of it runs; the game kept the misspelt version until it ended and nothing let its GM
move it. ``/game redefine`` moves it to the current version when that version has what
the game stands on, and refuses naming what is missing otherwise."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.service import definitions
from bot.service.replay_check import check_store
from bot.service.versions import version_of
from tests.conftest import make_ctx
from tests.service.test_definitions import upload

TYPO = """
slug = "porch-curling"
family = "turns"

[names]
en = "Porch Curlnig"
ja = "ポーチカーリング"
it = { text = "Curling da veranda", gender = "m" }

[seats]
names = ["amber", "slate"]
min = 2
max = 2

[seats.labels]
amber = { en = "Amber", ja = "琥珀", it = { text = "Ambra", gender = "f" } }
slate = { en = "Slate", ja = "石板", it = { text = "Ardesia", gender = "f" } }

[rounds]
count = 3

[[phases]]
id = "throw"
name = { en = "Throw two stnoes", ja = "石を2つ投げる", it = "Lanciare due pietre" }
structure = "sequential"
turns = 2

[[phases]]
id = "measure"
name = { en = "Measure the house", ja = "ハウスを測る", it = "Misurare la casa" }
"""
FIXED = TYPO.replace("Porch Curlnig", "Porch Curling").replace("stnoes", "stones")
# a version that also adds a phase before the one the game is at
WARMUP = FIXED.replace(
    '[[phases]]\nid = "throw"',
    '[[phases]]\nid = "sweep"\nname = { en = "Sweep the ice" }\n\n[[phases]]\nid = "throw"',
)
# a version without the phase the game is at, nor one of its seats
RENAMED = FIXED.replace('id = "throw"', 'id = "toss"').replace("slate", "onyx")


def _up(text: str):
    return upload(text=text, name="porch-curling.toml")


async def _begun(svc) -> None:
    await svc.dispatch(_up(TYPO), "game", "define", {})
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "porch-curling"})
    await svc.dispatch(make_ctx(1, 10), "game", "join", {"seat": "Amber"})
    await svc.dispatch(make_ctx(2, 10), "game", "join", {"seat": "Slate"})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    await svc.dispatch(make_ctx(1, 10), "turn", "action", {})  # Amber's throw


async def test_the_gm_moves_a_running_game_to_the_fixed_definition(svc, knowledge):
    await _begun(svc)
    r = await svc.dispatch(_up(FIXED), "game", "define", {})
    said = r.messages[0].content
    assert "(until they end): 1." in said
    assert "move it to this version with /game redefine in its channel" in said
    # defined again: the game is still on the misspelt version, and the reply says so
    r = await svc.dispatch(_up(FIXED + "\n# the same\n"), "game", "define", {})
    said = r.messages[0].content
    assert "no game in play used the old one" in said
    assert "move it to this version with /game redefine in its channel" in said
    # asked first, naming both names of the game
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {})
    ask = r.messages[0]
    assert ask.ephemeral and ask.components
    assert "current definition of Porch Curling?" in ask.content
    assert "(until now: Porch Curlnig)" in ask.content
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    text = "\n".join(m.content for m in r.messages)
    assert "<@9> moved this game to the current definition of Porch Curling." in text
    assert "Throw two stones" in text and "stnoes" not in text
    # it plays on where it was: Slate's throw, then undo still takes it back
    r = await svc.dispatch(make_ctx(2, 10), "turn", "action", {})
    assert "Slate" in r.messages[0].content
    r = await svc.dispatch(make_ctx(2, 10), "game", "undo", {})
    assert "<@2> undid the last action" in r.messages[0].content
    # Amber's throw, played under the misspelt version, replays the same: undone too
    r = await svc.dispatch(make_ctx(1, 10), "game", "undo", {})
    assert "<@1> undid the last action: Amber took an action." in r.messages[0].content
    await svc.dispatch(make_ctx(1, 10), "turn", "action", {})
    log = await svc.dispatch(make_ctx(9, 10), "game", "log", {})
    logged = log.messages[0].embeds[0].description
    assert "<@9> moved this game to the current definition of Porch Curling." in logged
    # the game equals its history, and the misspelt version is no longer kept for it
    assert [x.status for x in check_store(svc.store.sync, knowledge.definitions)] == ["ok"]
    await svc.dispatch(_up(FIXED + "\n# again\n"), "game", "define", {})
    rec = (await svc.store.setting("guild", 1, definitions.SETTING, {}))["porch-curling"]
    assert version_of(TYPO) not in rec.get("kept", {})
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    assert "moved this game" in r.messages[0].content  # the comment-only version: moved again


async def test_the_game_follows_its_phase_when_a_version_adds_one_before_it(svc, knowledge):
    await _begun(svc)
    await svc.dispatch(_up(WARMUP), "game", "define", {})
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    text = "\n".join(m.content for m in r.messages)
    assert "Throw two stones" in text and "Sweep the ice" not in text
    assert "Up now: <@2> (Slate)" in text
    # the undo history went along, its base following the phase too
    r = await svc.dispatch(make_ctx(1, 10), "game", "undo", {})
    assert "<@1> undid the last action: Amber took an action." in r.messages[0].content
    assert "Up now: <@1> (Amber)" in "\n".join(m.content for m in r.messages)
    assert [x.status for x in check_store(svc.store.sync, knowledge.definitions)] == ["ok"]


async def test_a_version_without_the_phase_the_game_is_at_is_refused_naming_it(svc):
    await _begun(svc)
    await svc.dispatch(_up(RENAMED), "game", "define", {})
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(9, 10, locale="it"), "game", "redefine", {"confirm": True})
    from bot.i18n import t

    said = t(e.value.key, "it", **e.value.params)
    assert said.startswith("Questa partita non può passare alla definizione attuale di")
    assert "il posto Ardesia" in said and "la fase «Lanciare due pietre»" in said
    # nothing changed: the game goes on under the version it began with
    r = await svc.dispatch(make_ctx(2, 10), "turn", "action", {})
    assert "stnoes" in "\n".join(m.content for m in r.messages)


async def test_only_the_gm_moves_it_and_only_to_a_newer_version(svc):
    await _begun(svc)
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(9, 10, locale="ja"), "game", "redefine", {})
    assert e.value.key == "redefine.same"
    from bot.i18n import t

    said = t(e.value.key, "ja", **e.value.params)
    assert said == (
        "このゲームはすでにポーチカーリングの現在の定義で進んでいます。移せる新しい版はありません。"
    )
    await svc.dispatch(_up(FIXED), "game", "define", {})
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(1, 10), "game", "redefine", {"confirm": True})


async def test_a_knowledge_folder_game_moves_to_the_file_as_it_is_now(store, tmp_path):
    """The operator fixes the typo in knowledge/games/: the game keeps the text it
    began with until its GM moves it, and then keeps the new text though the file
    changes again."""
    import random

    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import AsyncStore
    from tests.conftest import T0

    (tmp_path / "games").mkdir()
    path = tmp_path / "games" / "porch-curling.toml"
    path.write_text(TYPO, encoding="utf-8")
    facade = AsyncStore(store)

    def service() -> Service:
        k = Knowledge.load(tmp_path)
        assert "porch-curling" in k.definitions, k.problems
        return Service(facade, k, rng=random.Random(1), clock=lambda: T0)

    svc = service()
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "porch-curling"})
    await svc.dispatch(make_ctx(1, 10), "game", "join", {"seat": "Amber"})
    await svc.dispatch(make_ctx(2, 10), "game", "join", {"seat": "Slate"})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    path.write_text(FIXED, encoding="utf-8")  # the operator's fix
    svc = service()
    r = await svc.dispatch(make_ctx(1, 10), "turn", "action", {})
    assert "stnoes" in "\n".join(m.content for m in r.messages)  # the text it began with
    r = await svc.dispatch(make_ctx(9, 10, locale="it"), "game", "redefine", {})
    assert r.messages[0].content.startswith(
        "Portare questa partita alla definizione attuale di Curling da veranda?"
    )
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    text = "\n".join(m.content for m in r.messages)
    assert "<@9> moved this game to the current definition of Porch Curling." in text
    assert "Throw two stones" in text
    path.write_text(FIXED.replace("Throw two stones", "Throw two rocks"), encoding="utf-8")
    svc = service()
    r = await svc.dispatch(make_ctx(2, 10), "turn", "action", {})
    said = "\n".join(m.content for m in r.messages)
    assert (
        "Round 1 · Throw two stones" in said
    )  # the text it moved to is kept for it  # the text it moved to is kept for it
    facade.shutdown()
