"""What play-test 16 left for fix17, as players see it in the console (definition
files in tests/data/fix17/), on the same service as the bot."""

from __future__ import annotations

import json
from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "fix17"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


# ------------------------------ (14) a campaign: a new game from an ended game's result

EVENING = """
gm: /game start game:league
ann: /game join seat:Red
ben: /game join seat:Blue
gm: /game begin
ann: /turn renown count:12
ben: /turn renown count:7
ben: /turn coins count:9
gm: /turn season count:3
"""


async def test_a_new_game_begins_where_the_ended_one_left_the_carried_counters(store, tmp_path):
    """Play-test 16, finding 14: a campaign's next session started from `setup`
    again; the GM had to set every seat's counters by hand."""
    con = console(store, tmp_path)
    await run(con, EVENING)
    await run(con, "gm: /phase next")  # the one round is over: the game ended by play
    out = await run(con, "#evening2\ngm: /game start game:league from:#general")
    text = said(out)
    assert (
        "Carried over from the game of #general: renown (Red = 12 and Blue = 7) and season = 3."
        in text
    )
    assert "a seat nobody held there begins from the setup" in text
    # seats matched by name: Red as it ended, Green (not there) from the setup; Blue,
    # not taken here, carries nothing; coins are not carried
    await run(con, "cat: /game join seat:Green\nann: /game join seat:Red\ngm: /game begin")
    pos = position(con, "evening2")
    assert pos["counters"]["renown"] == {"red": 12, "green": 1}
    assert pos["counters"]["coins"] == {"red": 5, "green": 5}
    loaded = con.svc.store.sync.load(con.channels["evening2"])
    assert loaded.game["state"]["shared"] == {"season": 3}


async def test_a_campaign_start_is_refused_saying_why(store, tmp_path):
    con = console(store, tmp_path)
    await run(con, EVENING)
    # the game is still in play
    out = await run(con, "#next\ngm: /game start game:league from:#general !expect-error")
    assert errors(out) == [
        "❌ That game is not over yet: a new game begins from a game that has ended "
        "(its play over, or the GM's /game end)."
    ]
    # a channel with no game at all
    out = await run(con, "gm: /game start game:league from:#empty !expect-error")
    assert errors(out) == ["❌ #empty has no game to carry over from."]
    # another game's result
    await run(con, "#quiz\ngm: /game start game:quiz\nann: /game join\ngm: /game begin")
    await run(con, "gm: /game end confirm:true")
    out = await run(con, "#next\ngm: /game start game:league from:#quiz !expect-error")
    assert errors(out) == [
        "❌ That game is Pub Quiz, not Harbour League: a new game carries over only from "
        "a game of its own."
    ]
    # a game that carries nothing
    out = await run(con, "gm: /game start game:quiz from:#quiz !expect-error")
    assert "has no [campaign] carry" in errors(out)[0]
    # another server's channel, named by its id
    await run(con, "!guild far\n#far\n" + EVENING + "gm: /phase next")
    far = con.channels["far"]
    out = await run(
        con, f"!guild home\n#next\ngm: /game start game:league from:<#{far}> !expect-error"
    )
    assert errors(out) == [
        "❌ That game is another server's: a new game carries over only from a game of this server."
    ]
    # nothing was created in #next by any of these
    assert con.svc.store.sync.load(con.channels["next"]) is None


async def test_a_campaign_begins_from_an_ended_games_export(store, tmp_path):
    """The earlier game as a file (/game export of the ended game), of this server."""
    con = console(store, tmp_path, "it")
    await run(con, "!lang gm it\n" + EVENING + "gm: /phase next")
    out = await run(con, "gm: /game export")
    (exported,) = [f for m in out for f in m.get("files", []) if "content" in f]
    path = tmp_path / "evening1.json"
    path.write_text(exported["content"], encoding="utf-8")
    out = await run(con, f"#evening2\ngm: /game start game:league language:it from_file:{path}")
    assert (
        "Ripreso dalla partita del file evening1.json: fama (Rosso = 12 e Blu = 7) e "
        "stagione = 3." in said(out)
    )
    await run(con, "ben: /game join seat:Blue\ncat: /game join seat:Green\ngm: /game begin")
    assert position(con, "evening2")["counters"]["renown"] == {"blue": 7, "green": 1}
    # the same file said to be another server's
    doc = json.loads(exported["content"])
    doc["guild_id"] = doc["guild_id"] + 1
    path.write_text(json.dumps(doc), encoding="utf-8")
    out = await run(con, f"#evening3\ngm: /game start game:league from_file:{path} !expect-error")
    assert errors(out) == [
        "❌ Quella partita è di un altro server: una nuova partita riprende solo da una "
        "partita di questo server."
    ]


# --------------------- (6, 8) moves out of turn in /game log; seat choices of seats in play

COUP = """
gm: /game start game:coup
ann: /game join seat:duke
ben: /game join seat:captain
cat: /game join seat:assassin
gm: /game begin
"""


async def test_a_reaction_out_of_turn_is_logged_as_a_move_of_that_turn(store, tmp_path):
    """Play-test 16, finding 8: a challenge or a block (a counter verb any seat may
    send out of turn) was accepted, but nothing recorded whose turn it answered."""
    con = console(store, tmp_path)
    await run(con, COUP)
    out = await run(con, "ben: /turn coins count:+2")
    # the channel says the move as before
    assert "Captain's table: coins +2 (now 4)." in said(out)
    await run(con, "ann: /turn coins count:+1")  # the seat up: no reaction
    await run(con, "gm: /turn influence seat:assassin count:-1")  # the GM's correction
    log = str([m["embeds"] for m in await run(con, "gm: /game log")])
    assert (
        "Captain's table: coins +2 (now 4), out of turn, answering Duke's table "
        "(“Take one action, others may challenge”)." in log
    )
    assert "Duke's table: coins +1 (now 3)." in log
    assert "Assassin's table: influence -1 (now 1)." in log
    assert log.count("out of turn") == 1


async def test_a_reaction_is_logged_in_the_readers_language(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, "!lang ben it\n!lang gm ja\n" + COUP + "ben: /turn coins count:+2")
    log = str([m["embeds"] for m in await run(con, "ben: /game log")])
    assert "fuori turno, in risposta al Tavolo del Duca (" in log
    log = str([m["embeds"] for m in await run(con, "gm: /game log")])
    assert (
        "（手番外：公爵席の手番「アクションを1つ行う（他の人はチャレンジやブロック可）」への対応）"
        in log
    )


async def test_a_verbs_seat_choice_lists_only_the_seats_still_in_play(store, tmp_path):
    """Play-test 16, findings 6 and 8: a seat out of the game (and a seat nobody
    holds) was offered as the next start player."""
    con = console(store, tmp_path)
    await run(con, COUP + "gm: /turn influence seat:assassin count:0")
    out = await run(con, 'ann: /act action:"Start player" !expect-error')
    assert errors(out) == ["❌ “Start player” needs choice: (Duke's table or Captain's table)."]
    out = await run(con, "ann: /turn leader user:@cat !expect-error")
    assert errors(out) == [
        "❌ Assassin's table is out of the game: choose one of Duke's table and Captain's table."
    ]
    out = await run(con, 'ann: /act action:"Start player" choice:captain')
    assert "Captain's table will be the start player next round." in said(out)


# ------------------ (30) a step waiting for the GM's names says so, never /phase next


async def test_a_step_waiting_for_the_gms_names_says_what_the_gm_must_do(store, tmp_path):
    """Play-test 16, finding 30: the post said "Waiting for the GM to continue (/phase
    next)" beside "The GM names who takes part", with a Next step button, and the
    GM's line in their own language said to resolve the step with /phase next."""
    con = console(store, tmp_path)
    script = "!lang kenji ja\nkenji: /game start game:resistance language:en\n"
    script += "ann: /game join\nben: /game join\ncat: /game join"
    await run(con, script)
    out = await run(con, "kenji: /game begin")
    text = said(out)
    assert "The GM names who takes part: /turn only seats:" in text
    assert "@kenji：このステップに参加する席を指定してください（/手番 参加者 席:）。" in text
    assert "/phase next" not in text and "/フェイズ" not in text
    post = next(m for m in out if "The GM names who takes part" in m["content"])
    assert [c["label"] for c in post["components"]] == []  # no "Next step" button
    assert "nobody: the GM names who takes part (/turn only seats:)" in str(out[-1]["embeds"])


async def test_a_sequential_steps_refusal_names_every_seat_still_to_act(store, tmp_path):
    """Play-test 16, finding 12's sequential half: the refusal named the seat up only."""
    con = console(store, tmp_path)
    await run(con, COUP + "ann: /turn action")
    out = await run(con, "gm: /phase next !expect-error")
    assert errors(out) == [
        "❌ “Take one action, others may challenge” is still under way (waiting for "
        "Captain's table and Assassin's table); it ends by itself when everyone is done."
    ]


# ------------------------------------------- texts in the game's own words (play-test 16)

FIX16 = GAMES.parent / "fix16"
COUNCIL = """
gm: /game start game:council
giulia: /game join seat:Gawain
marco: /game join seat:Percival
sara: /game join seat:Tristan
gm: /game begin
"""


async def test_a_hidden_votes_export_and_its_markers_use_the_games_words(store, tmp_path):
    """Play-test 16: an export during a hidden vote spoke of "secret choices", and a
    vote's extra votes were refused as Lancaster's "vote markers" "this round"."""
    con = play15_console(store, tmp_path, "en", games=FIX16)
    await run(con, COUNCIL)
    out = await run(con, "giulia: /act action:Nay markers:5 !expect-error")
    assert errors(out) == ["❌ Gawain has 2 influence, not 5."]
    await run(con, "giulia: /act action:Nay markers:1")
    out = await run(con, "gm: /game export")
    text = said(out)
    assert "The votes of Gawain are not revealed yet: they are left out of this file." in text
    (exported,) = [f for m in out for f in m.get("files", []) if "content" in f]
    assert "These seats' votes are not revealed yet" in exported["content"]
