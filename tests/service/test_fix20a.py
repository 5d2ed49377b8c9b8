"""Play-test 20's turn-order and elimination findings (fix20a) as the table reads them:
the channel's lines, the dashboard and /game status, in English, Japanese and Italian."""

from __future__ import annotations

import random

import pytest

from bot.engine.errors import StalePrompt
from tests.conftest import T0, make_ctx

CAVES = """
slug = "caves"
family = "turns"
names = { en = "Caves", ja = "洞窟", it = "Caverne" }
[seats]
names = ["bard", "knight", "rogue"]
min = 3
[seats.labels]
bard = { en = "Bard", ja = "吟遊詩人", it = { text = "Bardo", gender = "m" } }
knight = { en = "Knight", ja = "騎士", it = { text = "Cavaliere", gender = "m" } }
rogue = { en = "Rogue", ja = "盗賊", it = { text = "Ladro", gender = "m" } }
[rounds]
count = 0
name = { en = "encounter", ja = "遭遇", it = { text = "incontro", gender = "m" } }
[counters.prestige]
max = 99
name = { en = "prestige", ja = "名声", it = { text = "prestigio", gender = "m" } }
[counters.hp]
setup = 10
max = 10
name = { en = { text = "hit points", one = "hit point" }, ja = "HP", it = { text = "punti vita", gender = "m", number = "pl" } }
[[phases]]
id = "fight"
name = { en = "Fight", ja = "戦闘", it = { text = "Combattimento", gender = "m" } }
[[phases.steps]]
id = "attack"
name = { en = "Attack", ja = "攻撃", it = "Attacco" }
structure = "sequential"
turns = 1
order_by = { counter = "prestige", rank = "low" }
only = { counter = "hp", min = 1 }
[[phases.steps]]
id = "monster"
name = { en = "The monster attacks", ja = "モンスターの攻撃", it = "Il mostro attacca" }
advance = "gm"
[verbs."turn.hp"]
does = "counter:hp"
name = { en = "Hit points", ja = "HP", it = "Punti vita" }
others = true
[verbs."turn.prestige"]
does = "counter:prestige"
name = { en = "Prestige", ja = "名声", it = "Prestigio" }
[[end]]
counter = "hp"
at_most = 0
seats_left = 1
name = { en = "Last survivor", ja = "最後の生存者", it = "L'ultimo sopravvissuto" }
"""

BARD, KNIGHT, ROGUE, GM = 1, 2, 3, 9

# what each language says as the Knight is knocked out, and how it then marks the seat
SAID = {
    "en": (
        "Knight is out of the game (Last survivor: Bard and Rogue still in).",
        "Seats: Bard: <@1>; Knight: <@2> (out); Rogue: <@3>",
        "Bard, Knight (out) and Rogue",
        "Turn order for the rest of this encounter: Rogue, Bard.",
    ),
    "ja": (
        "騎士はゲームから脱落しました（最後の生存者：残るのは吟遊詩人、盗賊）。",
        "騎士：<@2>（脱落）",
        "吟遊詩人、騎士（脱落）、盗賊",
        "この遭遇のこれからの手番順：盗賊、吟遊詩人。",
    ),
    "it": (
        "Il Cavaliere è fuori dalla partita (Ultimo sopravvissuto: restano il Bardo e il Ladro).",
        "Cavaliere: <@2> (fuori gioco)",
        "Bardo, Cavaliere (fuori gioco) e Ladro",
        "Ordine di turno per il resto di quest'incontro: Ladro, Bardo.",
    ),
}


async def caves(store, root, language: str):
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge

    (root / "games").mkdir(parents=True)
    (root / "games" / "caves.toml").write_text(CAVES, encoding="utf-8")
    knowledge = Knowledge.load(root)
    assert list(knowledge.definitions) == ["caves"], knowledge.problems
    svc = Service(store, knowledge, rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "caves", "language": language})
    for user, seat in ((BARD, "Bard"), (KNIGHT, "Knight"), (ROGUE, "Rogue")):
        await svc.dispatch(make_ctx(user), "game", "join", {"seat": seat})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    return svc


def text(r) -> str:
    out = []
    for m in r.messages:
        out.append(m.content)
        for e in m.embeds:
            out += [e.title, e.description] + [f"{f.name}: {f.value}" for f in e.fields]
    return "\n".join(out)


async def act(svc, user: int, verb: str, **opts) -> str:
    return text(await svc.dispatch(make_ctx(user), "act", None, {"action": verb, **opts}))


@pytest.mark.parametrize("lang", ["en", "ja", "it"])
async def test_a_seat_knocked_out_is_said_out_of_the_game_marked_out_and_left_out_of_the_order(
    store, tmp_path, lang
):
    out_line, status_seats, dash_seats, order_line = SAID[lang]
    svc = await caves(store, tmp_path / "k", lang)
    await act(svc, BARD, "Prestige", number="+2")
    await svc.dispatch(make_ctx(BARD), "turn", "action", {})
    await svc.dispatch(make_ctx(KNIGHT), "turn", "action", {})
    said = await act(svc, ROGUE, "Hit points", seat="Knight", number="0")
    assert out_line in said
    assert "«Attacco»" not in said and "「攻撃」" not in said and "“Attack”" not in said
    status = text(await svc.dispatch(make_ctx(BARD), "game", "status", {}))
    assert status_seats in status and dash_seats in status
    await svc.dispatch(make_ctx(ROGUE), "turn", "action", {})
    said = text(await svc.dispatch(make_ctx(GM), "phase", "next", {}))
    assert order_line in said  # the Rogue leads: the Knight is out, not first
    status = text(await svc.dispatch(make_ctx(BARD), "game", "status", {}))
    assert "<@3>" in status.split("\n")[3]  # up now: the Rogue


# ------------------------- (9) a trade's halves: the counter line alone, buttons kept

TRADE = """
slug = "trade"
family = "turns"
names = { en = "Trade", ja = "取引", it = "Scambi" }
[seats]
names = ["red", "blue"]
min = 2
[seats.labels]
red = { en = "Red", ja = "赤", it = { text = "Rosso", gender = "m" } }
blue = { en = "Blue", ja = "青", it = { text = "Blu", gender = "m" } }
[rounds]
count = 2
[counters.coins]
setup = 100
max = 999
name = { en = "coins", ja = "コイン", it = { text = "monete", gender = "f", number = "pl" } }
[[phases]]
id = "deal"
name = { en = "Deal", ja = "取引", it = { text = "Trattativa", gender = "f" } }
structure = "sequential"
[verbs."turn.coins"]
does = "counter:coins"
name = { en = "Coins", ja = "コイン", it = "Monete" }
"""
RED, BLUE = 1, 2


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "Blue: coins +20"), ("it", "Il Blu: monete +20")]
)
async def test_a_trades_halves_say_their_counter_lines_alone_and_the_turns_button_stays_good(
    store, tmp_path, lang, line
):
    """Finding 9: each half of a trade repeated the whole "up now" block with a new
    button; a counter change that leaves the turn as it was says its line alone, and
    the button posted as the turn began still plays the turn."""
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge

    root = tmp_path / "k"
    (root / "games").mkdir(parents=True)
    (root / "games" / "trade.toml").write_text(TRADE, encoding="utf-8")
    svc = Service(store, Knowledge.load(root), rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "trade", "language": lang})
    await svc.dispatch(make_ctx(RED), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BLUE), "game", "join", {"seat": "Blue"})
    began = await svc.dispatch(make_ctx(GM), "game", "begin", {})
    (button,) = [b for m in began.messages for b in m.components]  # Red's turn
    for user, change in ((RED, "-20"), (BLUE, "+20")):
        r = await svc.dispatch(make_ctx(user), "act", None, {"action": "Coins", "number": change})
        (post,) = [m for m in r.messages if m.kind == "announce"]
        assert post.content.count("\n") == 0 and not post.components and not post.mentions
    assert post.content.startswith(line)
    r = await svc.press(make_ctx(RED), button.custom_id)  # shown before both halves
    post = [m for m in r.messages if m.kind == "announce"][0]
    assert "<@2>" in post.content and post.components  # Blue's turn: said, with its button
    stale = await svc.dispatch(make_ctx(RED), "act", None, {"action": "Coins", "number": "+1"})
    assert [m for m in stale.messages if m.kind == "announce"][0].components == []
    with pytest.raises(StalePrompt):  # Red's old button: its turn is over
        await svc.press(make_ctx(RED), button.custom_id)


# an extra turn: the same seat is up again, with the same options, for a new turn
AGAIN = TRADE.replace(
    '[verbs."turn.coins"]',
    '[verbs."turn.again"]\ndoes = "extra_turn"\n'
    'name = { en = "Again", ja = "もう一度", it = "Ancora" }\n[verbs."turn.coins"]',
)


async def test_an_extra_turn_spends_the_first_turns_button_and_its_own_button_plays(
    store, tmp_path
):
    """Review 20, defect 1: after an extra turn the prompt reads as it did (Red up, the
    same options), so the button posted as Red's first turn began still played, and
    ended the extra turn. The extra turn is a new turn: only its own button plays."""
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge

    root = tmp_path / "k"
    (root / "games").mkdir(parents=True)
    (root / "games" / "trade.toml").write_text(AGAIN, encoding="utf-8")
    svc = Service(store, Knowledge.load(root), rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "trade", "language": "en"})
    await svc.dispatch(make_ctx(RED), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BLUE), "game", "join", {"seat": "Blue"})
    began = await svc.dispatch(make_ctx(GM), "game", "begin", {})
    (first,) = [b for m in began.messages for b in m.components]  # Red's first turn
    r = await svc.dispatch(make_ctx(RED), "act", None, {"action": "Again"})
    said = text(r)
    assert "Red took a turn and plays again (an extra turn)." in said
    assert "Up now: <@1> (Red)" in said
    (extra,) = [b for m in r.messages for b in m.components]  # the extra turn's
    assert extra.custom_id != first.custom_id
    with pytest.raises(StalePrompt):  # the first turn's button: that turn is over
        await svc.press(make_ctx(RED), first.custom_id)
    status = text(await svc.dispatch(make_ctx(BLUE), "game", "status", {}))
    assert "<@1>" in status.split("\n")[3]  # still Red's extra turn
    r = await svc.press(make_ctx(RED), extra.custom_id)
    post = [m for m in r.messages if m.kind == "announce"][0]
    assert "Red took an action." in post.content and "Up now: <@2> (Blue)" in post.content


@pytest.mark.no_replay_check  # the test sets options.rules = 9 in the store itself
async def test_a_game_begun_under_rules_9_is_not_told_a_seat_is_out_it_then_makes_start_player(
    store, tmp_path
):
    """Review 20, defect 2: a game begun before rules 10 (most games in play at the
    upgrade) keeps a seat knocked out in its turn order, as its past was played; it was
    told "Knight is out of the game" and shown "Knight (out)", then the next encounter
    put the Knight first as start player. Such a game keeps its old wording."""
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge

    root = tmp_path / "k"
    (root / "games").mkdir(parents=True)
    (root / "games" / "caves.toml").write_text(CAVES, encoding="utf-8")
    svc = Service(store, Knowledge.load(root), rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "caves", "language": "en"})
    loaded = await svc.store.load(make_ctx(GM).channel_id)
    g = dict(loaded.game)
    g["options"] = {**g["options"], "rules": 9}
    await svc.store.save(loaded, g, [], T0.isoformat(), GM)
    for user, seat in ((BARD, "Bard"), (KNIGHT, "Knight"), (ROGUE, "Rogue")):
        await svc.dispatch(make_ctx(user), "game", "join", {"seat": seat})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    await act(svc, BARD, "Prestige", number="+2")
    await svc.dispatch(make_ctx(BARD), "turn", "action", {})
    await svc.dispatch(make_ctx(KNIGHT), "turn", "action", {})
    said = await act(svc, ROGUE, "Hit points", seat="Knight", number="0")
    assert "Knight drops out of “Attack”" in said and "out of the game" not in said
    status = text(await svc.dispatch(make_ctx(BARD), "game", "status", {}))
    assert "Seats: Bard: <@1>; Knight: <@2>; Rogue: <@3>" in status
    assert "Bard, Knight and Rogue" in status and "(out)" not in status
    await svc.dispatch(make_ctx(ROGUE), "turn", "action", {})
    said = text(await svc.dispatch(make_ctx(GM), "phase", "next", {}))
    assert "Turn order for the rest of this encounter: Knight, Rogue, Bard." in said
    assert "(out)" not in said and "out of the game" not in said
