"""Play-test 23's console and listing findings (fix23b)."""

from __future__ import annotations

from bot.adapters.cli.console import stable_id
from bot.store import open_store
from tests.console.test_console import console, run
from tests.service import toy


async def test_user_as_the_last_line_of_a_run_keeps_the_name(store, db_url, tmp_path):
    """Finding 14: ``!user carl`` alone in a run named nobody in the next run: the
    name was stored only when a command followed it."""
    root = toy.install(tmp_path)
    out = await run(console(store, root), "!user carl")
    carl = stable_id("user", "carl")
    assert out[-1]["content"] == f"carl: user id {carl}"
    again = open_store(db_url)
    try:
        # a second run never meets carl by name: the GM seats him by his id
        out = await run(
            console(again, root),
            f"""
            mod: /game start game:toy
            mod: /game seat seat:Red user:<@{carl}>
            mod: /game status
            """,
        )
        text = "\n".join(
            m["content"] + "".join(e["description"] for e in m.get("embeds", [])) for m in out
        )
        assert "@carl" in text
        assert str(carl) not in text
    finally:
        again.close()


def test_counter_past_its_bounds_is_refused_with_the_change_explained():
    """Finding 11: "million people would be -5 (-30)" began with a lower-case name and
    left the "(-30)" unexplained."""
    from bot.i18n import t
    from bot.i18n.grammar import Name

    args = {"value": -5, "by": "-30", "min": 0, "max": 99}
    people = Name.of("million people", "en")
    assert t("turns.error.counter_range_after", "en", counter=people, **args) == (
        "Million people would go to -5 with -30: it stays between 0 and 99."
    )
    abitanti = Name.of("milioni di abitanti", "it", gender="m", number="pl")
    assert t("turns.error.counter_range_after", "it", counter=abitanti, **args) == (
        "«Milioni di abitanti» andrebbero a -5 con -30: devono restare tra 0 e 99."
    )
    jinko = Name.of("人口", "ja")
    said = t("turns.error.counter_range_after", "ja", counter=jinko, **args)
    assert said.startswith("-30で人口が-5になってしまいます。"), said


async def test_game_list_says_how_long_ago_a_game_not_begun_was_started(store, tmp_path):
    """Finding 12: "#old · Steam Park · GM: @gm · not begun yet (0 seats taken)" gave
    no age, so an admin could not tell a stale game from one started today."""
    from datetime import timedelta

    root = toy.install(tmp_path)
    con = console(store, root)
    await run(con, "!manager admin\n#old\ngm: /game start game:toy")
    con.clock_offset += timedelta(hours=200)
    await run(con, "#new\ncarl: /game start game:toy\ncarl: /game join seat:Red")
    con.clock_offset += timedelta(hours=2)
    said = {}
    for lang in ("en", "it", "ja"):
        out = await run(con, f"!lang admin {lang}\n#general\nadmin: /game list")
        said[lang] = out[-1]["embeds"][0]["description"].splitlines()
    assert said["en"] == [
        "#old · Toy game · GM: @gm · not begun yet, started 8 d 10 h ago (0 seats taken)",
        "#new · Toy game · GM: @carl · not begun yet, started 2 h ago (1 seat taken)",
    ]
    assert said["it"][0].endswith(
        "non ancora iniziata, creata 8 giorni e 10 ore fa (0 posti occupati)"
    )
    assert said["ja"][0].endswith("未開始・8日10時間前に作成（着席0）")


async def test_undoing_the_gm_s_roll_for_every_seat_says_every_roll_taken_back(store, tmp_path):
    """Finding 2: the GM's ``/turn roll`` naming no seat rolls for every seat; its undo
    said "@gm undid the last action: 🎲 Bolt rolls ..." alone, though Gear's and
    Valve's rolls were taken back too."""
    import re
    from pathlib import Path

    from tests.console.test_play15_games import console as games_console
    from tests.console.test_play15_games import said

    games = Path(__file__).resolve().parents[1] / "data" / "fix23b"
    undone = {}
    for lang in ("en", "it", "ja"):
        con = games_console(store, tmp_path / lang, games=games)
        start = f"#{lang}\ngm: /game start game:three-rolls language:{lang}\n"
        joins = "".join(
            f"{p}: /game join seat:{s}\n"
            for p, s in (("ann", "bolt"), ("bob", "gear"), ("cy", "valve"))
        )
        await run(con, start + joins + "gm: /game begin")
        rolled = said(await run(con, "gm: /turn roll"))
        rolls = re.findall(r"🎲 [^\n]*?= \d+", rolled)
        assert len(rolls) >= 3, rolled  # one per seat (and re-rolls of a tie, where rolled)
        out = await run(con, "gm: /game undo")
        undone[lang] = said(out).splitlines()[0]
        for roll in rolls:  # each seat's roll, as the table read it, is said taken back
            assert roll in undone[lang], (lang, roll, undone[lang])
    assert undone["en"].startswith("@gm undid the last action: 🎲 Bolt rolls 2d6")
    assert "; 🎲 Gear rolls 2d6" in undone["en"] and "; 🎲 Valve rolls 2d6" in undone["en"]
    assert undone["it"].startswith("@gm ha annullato l'ultima azione: 🎲 Il Bullone tira 2d6")
    assert undone["ja"].startswith("@gmが直前の行動（🎲 ボルト")
    assert "／🎲 歯車" in undone["ja"] and "／🎲 バルブ" in undone["ja"]


async def test_a_knocked_out_seat_raised_back_by_the_gm_is_said_back_in(store, tmp_path):
    """Finding 3: the GM's correction of the counter that put a seat out of the game
    brought it back in silently ("France: 40 million people." and nothing else)."""
    from pathlib import Path

    from tests.console.test_play15_games import console as games_console
    from tests.console.test_play15_games import said

    games = Path(__file__).resolve().parents[1] / "data" / "play21a"
    back = {}
    for lang in ("en", "it", "ja"):
        con = games_console(store, tmp_path / lang, games=games)
        seats = (("pia", "Pink"), ("gus", "Gold"), ("tea", "Teal"), ("gry", "Grey"))
        script = f"#{lang}\ngm: /game start game:neon language:{lang}\n"
        script += "".join(f"{p}: /game join seat:{s}\n" for p, s in seats) + "gm: /game begin\n"
        await run(con, script + "gm: /act action:Bankrupt seat:Grey number:0")
        out = await run(con, "gm: /act action:Bankrupt seat:Grey number:1")
        back[lang] = said(out).splitlines()[1]
    assert back["en"] == "Grey is back in the game (Pink, Gold, Teal and Grey in play)."
    assert back["it"].startswith("Il Grigio è di nuovo in partita (in gioco: "), back["it"]
    assert back["ja"] == "灰がゲームに復帰しました（プレイ中：ピンク、金、青緑、灰）。"


async def test_a_forgotten_player_s_tables_are_told_and_the_gm_pinged_where_it_is_up(
    store, knowledge
):
    """Finding 4: ``/me forget`` while a game waited on that player told only them;
    the channels learnt nothing, nobody was pinged, and the log said "The GM empties
    the seat" though no GM did anything."""
    import io
    import random

    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from tests.conftest import T0

    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await run(
        con,
        """
        #en
        gm: /game start game:lancaster
        alice: /game join seat:Red
        bob: /game join seat:Blue
        gm: /game begin
        alice: /turn place where:"County A"
        #it
        gm: /game start game:lancaster language:it
        carl: /game join seat:Red
        bob: /game join seat:Blue
        gm: /game begin
        #ja
        gm: /game start game:lancaster language:ja
        bob: /game join seat:Red
        alice: /game join seat:Blue
        gm: /game begin
        """,
    )
    out = await run(con, "bob: /me forget\nbob: press Forget me")
    posts = {m["channel"]: m for m in out if m["kind"] == "announce"}
    assert set(posts) == {"en", "it", "ja"}
    assert posts["en"]["content"] == (
        "@gm The player of Blue asked Herald to forget them (/me forget): the seat is the"
        " GM's now, to play or hand over with /game seat seat:Blue user:@someone.\n"
        "Blue is up: it waits for the GM."
    )
    assert posts["en"]["mentions"] == ["gm"]
    # Red (carl) is up in #it: the GM is told, not pinged
    assert posts["it"]["mentions"] == []
    assert posts["it"]["content"].startswith("Chi giocava Blu ha chiesto a Herald di essere")
    assert "ora il posto è del GM" in posts["it"]["content"]
    assert posts["ja"]["mentions"] == ["gm"]
    assert posts["ja"]["content"].startswith("@gm 赤のプレイヤーがHeraldに自分の情報を忘れる")
    assert posts["ja"]["content"].endswith("赤の手番です。GMを待っています。")
    log = (await run(con, "#en\ngm: /game log limit:2"))[0]["embeds"][0]["description"]
    assert "The player of Blue asked Herald to forget them: the GM plays the seat now." in log
    assert "The GM empties" not in log
