"""/roll, /dice inline and inline [[...]] through the Service, on a real SQLite file."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from bot.engine.errors import BadInput, DiceError, PermissionDenied
from bot.i18n import t
from bot.service import dice as svc_dice
from tests.conftest import make_ctx

ALICE, BOB, GM = 1, 2, 3


async def roll(svc, user=ALICE, channel=10, **opts):
    return await svc.dispatch(make_ctx(user, channel), "roll", None, opts)


def total_of(line: str) -> int:
    return int(re.findall(r"= `(-?\d+)`", line)[-1])


async def test_expression_roll_reply(svc):
    r = await roll(svc, expr="4d6kh3; 2#1d20+5", reason="stats")
    (msg,) = r.messages
    lines = msg.content.split("\n")
    assert lines[0] == "🎲 <@1> rolls for stats"
    assert (
        lines[1].startswith("4d6kh3 (")
        and lines[2].startswith("1d20 (")
        and lines[3].startswith("1d20 (")
    )
    assert 3 <= total_of(lines[1]) <= 18
    assert not msg.ephemeral and msg.private_to == [] and msg.mentions == []


async def test_same_seed_same_result(store, knowledge):
    from bot.service.core import Service

    a = Service(store, knowledge, rng=random.Random(77))
    first = (await roll(a, expr="3#1d20")).messages[0].content
    b = Service(store, knowledge, rng=random.Random(77))
    assert (await roll(b, expr="3#1d20")).messages[0].content == first


async def test_reply_in_japanese_and_italian(svc):
    ja = await svc.dispatch(
        make_ctx(ALICE, locale="ja"), "roll", None, {"expr": "1d6", "reason": "攻撃"}
    )
    assert ja.messages[0].content.startswith("🎲 <@1>のロール（攻撃）")
    it = await svc.dispatch(make_ctx(ALICE, locale="it"), "roll", None, {"expr": "1d6"})
    assert it.messages[0].content.startswith("🎲 <@1> tira")


@pytest.mark.parametrize(
    "opts,key",
    [
        ({}, "dice.error.nothing"),
        ({"expr": "1d6", "dice": "rebellion"}, "dice.error.mixed"),
        ({"expr": "1d0"}, "dice.error.zero_sides"),
        ({"expr": "2000d6"}, "dice.error.too_many_dice"),
        ({"dice": "nope"}, "dice.error.unknown_die"),
        ({"game": "raid", "faction": "saxons"}, "dice.error.param_missing"),
    ],
)
async def test_refusals_are_dice_errors(svc, opts, key):
    with pytest.raises(DiceError) as ei:
        await roll(svc, **opts)
    assert ei.value.key == key


@pytest.mark.parametrize(
    ("locale", "ends", "stray"),
    [
        ("en", "it ends at column 4 where more was expected", "unexpected `]` at column 5"),
        ("it", "finisce alla colonna 4, dove mancava", "`]` inatteso alla colonna 5"),
        ("ja", "4文字目で途切れています", "5文字目に予期しない `]`"),
    ],
)
async def test_a_roll_cut_short_says_it_ends_not_an_empty_token(svc, locale, ends, stray):
    """A dangling operator has no token to name: the refusal says the roll stops where
    more was expected (it said "unexpected `` at column 4"); a stray one is named."""
    with pytest.raises(DiceError) as cut:
        await roll(svc, expr="3d6+")
    said = t(cut.value.key, locale, **cut.value.params)
    assert ends in said and "``" not in said
    with pytest.raises(DiceError) as stray_err:
        await roll(svc, expr="1d6 ]")
    assert stray in t(stray_err.value.key, locale, **stray_err.value.params)


async def test_long_roll_fits_a_message(svc):
    r = await roll(svc, expr="4#200d6; 200d1", reason="x" * 500)
    assert len(r.messages[0].content) <= 2000
    # the shortened breakdowns are said to be (once), after them
    assert r.messages[0].content.endswith("\n" + t("dice.shortened", "en"))
    assert r.messages[0].content.count(t("dice.shortened", "en")) == 1
    short = (await roll(svc, expr="2#2d6; 1d20")).messages[0].content
    assert t("dice.shortened", "en") not in short


async def test_named_dice_tally(svc):
    r = await roll(svc, dice="rebellion", count=3)
    text = r.messages[0].content
    assert "3 × Rebellion die" in text
    tally = re.search(r"Tally: (.*)", text).group(1)
    counts = [int(n) for n in re.findall(r"×(\d+)", tally)]
    assert sum(counts) == 3 and len(counts) == 6
    assert "I. TIRARE DADO RIBELLIONE" in text


async def test_scotti_raid_shows_both_sources(svc):
    r = await roll(svc, game="raid", faction="scotti", renown=1, forts=1)
    text = r.messages[0].content
    assert "disagree" in text
    assert "**Summary A (000)**: 2d4 (" in text and "**Summary B (001)**: 3d4 (" in text
    assert "− 1 (forts)" in text
    assert "スコティ > レイド（サプライズ/ランサム、最大4スペース）" in text
    assert "コマンド > レイド（バーバリアン）" in text


async def test_settle_in_italian(svc):
    r = await svc.dispatch(
        make_ctx(ALICE, locale="it"),
        "roll",
        None,
        {"game": "settle", "faction": "scotti", "count": 4},
    )
    text = r.messages[0].content
    assert "successi su 4 (riesce con 5 o più)" in text
    assert "Scoti" in text


async def test_roll_logged_to_the_channel_game(svc):
    await svc.dispatch(make_ctx(GM, 20), "game", "start", {"game": "pendragon"})
    await roll(svc, user=ALICE, channel=20, expr="2d6", reason="ambush")
    await roll(svc, user=ALICE, channel=20, game="evade", unit="raiders", terrain="home")
    loaded = svc.store.sync.load(20)
    rows = [r for r in svc.store.sync.events(loaded.game_id) if r["kind"] == "DiceRolled"]
    assert [r["data"]["expr"] for r in rows] == ["2d6", "evade(unit=raiders, terrain=home)"]
    assert rows[0]["data"]["user"] == ALICE and rows[0]["data"]["reason"] == "ambush"
    assert 2 <= int(rows[0]["data"]["result"]) <= 12
    log = await svc.dispatch(make_ctx(BOB, 20), "game", "log", {})
    assert "<@1> rolled 2d6:" in log.messages[0].embeds[0].description


async def test_private_roll_only_roller_and_gm(svc):
    await svc.dispatch(make_ctx(GM, 30), "game", "start", {"game": "pendragon"})
    r = await roll(svc, user=ALICE, channel=30, expr="1d20", private=True, reason="secret")
    msg = r.messages[0]
    assert msg.ephemeral and msg.private_to == [ALICE, GM]
    assert msg.content.startswith("🔒")
    loaded = svc.store.sync.load(30)
    row = [e for e in svc.store.sync.events(loaded.game_id) if e["kind"] == "DiceRolled"][-1]
    assert row["private"] is True
    # another player sees that a private roll happened, not its result
    log = (
        (await svc.dispatch(make_ctx(BOB, 30), "game", "log", {})).messages[0].embeds[0].description
    )
    assert "rolled 1d20" not in log
    gm_log = (
        (await svc.dispatch(make_ctx(GM, 30), "game", "log", {})).messages[0].embeds[0].description
    )
    assert "<@1> rolled 1d20" in gm_log


async def test_private_roll_without_game(svc):
    r = await roll(svc, channel=40, expr="1d6", private=True)
    assert r.messages[0].ephemeral and r.messages[0].private_to == [ALICE]


async def test_no_game_no_log(svc):
    await roll(svc, channel=41, expr="1d6")
    assert svc.store.sync.load(41) is None


async def test_a_rolls_log_event_is_made_only_for_a_game(svc, monkeypatch):
    """Outside a game a roll makes no DiceRolled event (nothing would keep it); in a
    game channel it makes one and the game's log has it."""
    made = []
    real = svc_dice.Event

    def counted(*a, **kw):
        made.append(a[0])
        return real(*a, **kw)

    monkeypatch.setattr(svc_dice, "Event", counted)
    await roll(svc, channel=42, expr="1d6")
    await roll(svc, channel=42, expr="1d6")  # the channel now known to have no game
    assert made == []
    await svc.dispatch(make_ctx(GM, 43), "game", "start", {"game": "pendragon"})
    await roll(svc, channel=43, expr="1d8", reason="ford")
    assert made == ["DiceRolled"]
    loaded = svc.store.sync.load(43)
    rows = [r for r in svc.store.sync.events(loaded.game_id) if r["kind"] == "DiceRolled"]
    assert [(r["data"]["expr"], r["data"]["why"]) for r in rows] == [("1d8", "(ford)")]


async def test_a_roll_while_a_game_starts_in_its_channel_is_logged_in_that_game(svc):
    """A roll in a channel known to have no game skips the log without waiting, but
    not while a command of the channel holds its lock (one starting a game there): the
    roll waits for it, and is logged in the game it started."""
    await svc.dispatch(make_ctx(GM, 45), "game", "start", {"game": "pendragon"})
    game = svc.store.sync.load(45).game
    await roll(svc, channel=44, expr="1d6")  # the channel now known to have no game
    lock = svc.locks[44]
    await lock.acquire()  # a /game start of the channel under way
    rolled = asyncio.ensure_future(roll(svc, channel=44, expr="1d4", reason="ford"))
    for _ in range(20):
        await asyncio.sleep(0)
    assert not rolled.done()  # waits for the start
    svc.store.sync.create(44, 1, game, [], "2026-11-27T00:00:00+00:00", GM)
    lock.release()
    await rolled
    loaded = svc.store.sync.load(44)
    rows = [r for r in svc.store.sync.events(loaded.game_id) if r["kind"] == "DiceRolled"]
    assert [(r["data"]["expr"], r["data"]["why"]) for r in rows] == [("1d4", "(ford)")]


async def test_autocomplete(svc):
    ctx = make_ctx(ALICE)
    dice = await svc.autocomplete(ctx, "roll", None, "dice", "reb")
    assert [c.value for c in dice] == ["rebellion", "rebellion-bot"]
    assert dice[0].name == "Rebellion die (6 faces)"
    games = await svc.autocomplete(ctx, "roll", None, "game", "")
    assert {"raid", "settle", "ravage", "ransom", "reinforce", "evade", "ambush"} <= {
        c.value for c in games
    }
    assert [c.value for c in await svc.autocomplete(ctx, "roll", None, "game", "ambu")] == [
        "ambush"
    ]
    ja = await svc.autocomplete(make_ctx(ALICE, locale="ja"), "roll", None, "faction", "")
    assert [c.name for c in ja] == ["サクソン (saxons)", "スコティ (scotti)"]


async def test_inline_setting_needs_manage_server(svc):
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(ALICE), "dice", "inline", {"enabled": True})
    with pytest.raises(BadInput):
        await svc.dispatch(
            make_ctx(ALICE, guild_id=None, manage_guild=True), "dice", "inline", {"enabled": True}
        )


async def test_inline_rolls_off_by_default_then_on(svc):
    ctx = make_ctx(ALICE, 50)
    assert await svc_dice.inline_rolls(svc, ctx, "I attack [[1d20+5]]") is None
    r = await svc.dispatch(
        make_ctx(ALICE, 50, manage_guild=True), "dice", "inline", {"enabled": True}
    )
    assert r.messages[0].ephemeral and "enabled" in r.messages[0].content
    resp = await svc_dice.inline_rolls(
        svc, ctx, "I attack [[1d20+5]] and [[2d6]] then [[1d4]] [[1]] [[9]]"
    )
    lines = resp.messages[0].content.split("\n")
    assert lines[0] == "🎲 <@1>"
    assert [ln.split(" ")[0] for ln in lines[1:]] == ["1d20", "2d6", "1d4", "1"]  # at most 4
    assert await svc_dice.inline_rolls(svc, ctx, "no dice here") is None
    bad = await svc_dice.inline_rolls(svc, ctx, "[[1d0]]")
    assert "at least one face" in bad.messages[0].content
    await svc.dispatch(make_ctx(ALICE, 50, manage_guild=True), "dice", "inline", {"enabled": False})
    assert await svc_dice.inline_rolls(svc, ctx, "[[1d20]]") is None


def test_find_inline():
    assert svc_dice.find_inline("a [[1d6]] b [[ 2d6 + 1 ]] [[]] [[x") == ["1d6", "2d6 + 1"]


async def test_a_comment_is_shown_as_typed_never_as_a_link_or_a_mass_mention(svc):
    """/roll comments in a public post (issue 22): a masked link, @everyone or a
    role mention in the comment or in a label stay inert text."""
    r = await roll(svc, expr="1d20 ! [prize](https://evil.example) @everyone <@&5>")
    text = r.messages[0].content
    assert "[prize](https://" not in text and "\\[prize\\](https://evil.example)" in text
    assert "@everyone" not in text and "@\u200beveryone" in text and "<@&5>" not in text
    assert r.messages[0].mentions == []
    r = await roll(svc, expr="1d20 [@here] + 2")
    assert "@here" not in r.messages[0].content and "[@\u200bhere]" in r.messages[0].content


async def test_full_width_expressions_and_aliases_are_read(svc):
    r = await roll(svc, expr="１d６＋２０")
    assert 21 <= total_of(r.messages[0].content.split("\n")[1]) <= 26
    ctx = make_ctx(ALICE, manage_guild=True)
    await svc.dispatch(ctx, "dice", "alias", {"name": "atk", "expr": "1d20+5"})
    r = await roll(svc, expr="ａｔｋ　＋１")
    assert r.messages[0].content.split("\n")[1].startswith("1d20 (")


async def test_on_an_italian_table_public_rolls_are_italian_private_ones_the_rollers(svc):
    """What everyone reads speaks the table's language; what one person reads, theirs
    (issue 22: public rolls came out in the roller's language)."""
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "pendragon", "language": "it"})
    ja = make_ctx(ALICE, locale="ja")
    r = await svc.dispatch(ja, "roll", None, {"expr": "1d6", "reason": "attacco"})
    assert r.messages[0].content.startswith("🎲 <@1> tira per attacco")
    r = await svc.dispatch(ja, "roll", None, {"expr": "1d6", "private": True})
    assert r.messages[0].content.startswith(t("dice.private_note", "ja"))
    assert "のロール" in r.messages[0].content
    # the confirmation of /game remind is read by everyone too
    r = await svc.dispatch(make_ctx(GM, locale="ja"), "game", "remind", {"after": "12"})
    assert r.messages[0].content == t("remind.set", "it", hours="12")
    # away from a game, a roll speaks its roller's language
    r = await svc.dispatch(make_ctx(ALICE, 99, locale="ja"), "roll", None, {"expr": "1d6"})
    assert r.messages[0].content.startswith("🎲 <@1>のロール")


# -- play-test 18, findings 9 and 10: dice as players type them --------------------------
@pytest.mark.parametrize(
    ("locale", "expr", "start", "note"),
    [
        ("it", "2 d 6", "2d6 (", "↳ letto come: `2 d 6` come `2d6`"),
        ("en", "2 d6", "2d6 (", "↳ read as: `2 d6` as `2d6`"),
        ("ja", "2d 6", "2d6 (", "↳ 解釈：`2d 6` を `2d6` として"),
    ],
)
async def test_a_spaced_die_is_rolled_as_one_term_and_the_reply_says_so(
    svc, locale, expr, start, note
):
    r = await svc.dispatch(make_ctx(ALICE, 20, locale=locale), "roll", None, {"expr": expr})
    lines = r.messages[0].content.split("\n")
    assert lines[1].startswith(start) and len(lines) == 3  # one roll with its total
    assert lines[2].startswith(note)


async def test_phrases_italian_and_japanese_players_type(svc):
    it = await svc.dispatch(make_ctx(ALICE, 21, locale="it"), "roll", None, {"expr": "tira 2d6"})
    assert it.messages[0].content.split("\n")[1].startswith("2d6 (")
    ja = await svc.dispatch(
        make_ctx(ALICE, 21, locale="ja"), "roll", None, {"expr": "１ｄ２０＋５攻撃"}
    )
    line = ja.messages[0].content.split("\n")[1]
    assert line.startswith("1d20 (") and " = `" in line and " · 攻撃" in line
    with pytest.raises(DiceError) as ei:
        await svc.dispatch(make_ctx(ALICE, 21, locale="ja"), "roll", None, {"expr": "2d6を2回振る"})
    said = t(ei.value.key, "ja", **ei.value.params)
    assert "`を2回振る`" in said and "`2#2d6`" in said


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en", "`5` rolls no dice"),
        ("it", "`5` non tira nessun dado"),
        ("ja", "`5` はダイスを振らない"),
    ],
)
async def test_a_constant_is_refused_not_shown_as_a_roll(svc, locale, said):
    with pytest.raises(DiceError) as ei:
        await svc.dispatch(make_ctx(ALICE, 22, locale=locale), "roll", None, {"expr": "5"})
    assert said in t(ei.value.key, locale, **ei.value.params)
    # Roll20's inline calculator is kept: [[3+4]] is a sum, not a roll
    await svc.dispatch(make_ctx(ALICE, 22, manage_guild=True), "dice", "inline", {"enabled": True})
    inline = await svc_dice.inline_rolls(svc, make_ctx(ALICE, 22), "[[3+4]]")
    assert "= `7`" in inline.messages[0].content


@pytest.mark.parametrize(
    ("locale", "said", "alias"),
    [
        ("en", "The game rolls are `raid`, `settle`, `ravage`", "with `/dice alias`"),
        ("it", "I tiri di gioco sono `raid`, `settle`, `ravage`", "con `/dadi alias`"),
        ("ja", "ゲームのロールは`raid`、`settle`、`ravage`", "`/ダイス エイリアス`で"),
    ],
)
async def test_an_unknown_game_roll_lists_the_rolls_there_are_and_dice_alias(
    svc, locale, said, alias
):
    """A group asking for a defined game's roll by name ("steam-park") was told only that
    no such roll exists: the refusal lists the game rolls there are and says a
    definition's dice roll in its roll steps, a server's own roll being a /dice alias."""
    with pytest.raises(DiceError) as ei:
        await svc.dispatch(make_ctx(ALICE, 10, locale=locale), "roll", None, {"game": "steam-park"})
    text = t(ei.value.key, locale, **ei.value.params)
    assert "steam-park" in text and said in text and "`ambush`" in text
    assert alias in text and "`roll`" in text
