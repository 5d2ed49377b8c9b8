"""Play-test 21's findings about definitions, names, the console and admin texts
(fix21b), as players see them in the console, on the definition files play-test 21
wrote (tests/data/play21b/: their Italian names carry grammar, as the "Names in
sentences" part of docs/game-definitions.md allows)."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play21b"
VEGAS_JA = GAMES / "vegas-ja.md"


def titles(out: list[dict]) -> list[str]:
    """The titles of the embeds posted (a rules answer's game › section)."""
    return [str(e.get("title")) for m in out for e in m.get("embeds") or []]


# ------- finding 1: a game's name written with its grammar stops no rules lookup


async def test_a_game_named_with_grammar_is_named_by_its_text_in_every_lookup(store, tmp_path):
    """A definition's ``it = { text = "Vegas Showdown", gender = "m" }`` reached the
    rules index as a table: the Italian answer's header showed the raw table and every
    other question on the server failed ("something went wrong")."""
    games = tmp_path / "games"
    games.mkdir()
    text = (GAMES / "vegas-showdown.toml").read_text("utf-8")
    said_it = 'it = { text = "La resa dei conti di Las Vegas", gender = "f" }'
    (games / "vegas-showdown.toml").write_text(
        text.replace('it = { text = "Vegas Showdown", gender = "m" }', said_it), "utf-8"
    )
    con = console(store, tmp_path, games=games)
    out = await run(con, f"!manager boss\nboss: /rules add file:{VEGAS_JA}\n!lang giu it")
    assert "Added “vegas-ja.md” to the rules of Vegas Showdown: 12 sections" in said(out)
    out = await run(con, "giu: /rule query:競り")
    assert titles(out) == ["La resa dei conti di Las Vegas › 競り"]
    out = await run(con, "ann: /rule query:競り")
    assert titles(out) == ["Vegas Showdown › 競り"]
    out = await run(con, "ann: /rule query:what happens on a tie at the end")
    assert "went wrong" not in said(out) and "Vegas Showdown" in str(out)


SETUP = "# Notes\n## Setup\nEach player takes 12 gold and a bidding screen.\n"


async def test_a_summarys_names_with_grammar_or_in_one_string_name_its_game(store, tmp_path):
    """A summary's front matter may write its ``names`` as a definition does: one
    string, or a language with its grammar. The first crashed /rules add; the second
    showed the raw table as the game's Italian name."""
    con = console(store, tmp_path, games=GAMES)
    one = tmp_path / "one.md"
    one.write_text(f'+++\ngame = "zork-saga"\nnames = "Zork Saga"\n+++\n{SETUP}', "utf-8")
    grammar = tmp_path / "grammar.md"
    grammar.write_text(
        '+++\ngame = "quest-of-ur"\nnames = { en = "Quest of Ur", it = { text = '
        f'"La cerca di Ur", gender = "f" }} }}\n+++\n{SETUP}',
        "utf-8",
    )
    out = await run(
        con, f"!manager boss\nboss: /rules add file:{one}\nboss: /rules add file:{grammar}"
    )
    assert "Added “one.md” to the rules of Zork Saga" in said(out)
    assert "Added “grammar.md” to the rules of Quest of Ur" in said(out)
    out = await run(con, "!lang giu it\ngiu: /rule query:cerca di ur setup")
    assert titles(out) == ["La cerca di Ur › Setup"]
    # a file naming no game is added to the game its names name, a table's text too
    own = tmp_path / "own.md"
    own.write_text(
        f'+++\nnames = {{ it = {{ text = "Vegas Showdown", gender = "m" }} }}\n+++\n{SETUP}',
        "utf-8",
    )
    out = await run(con, f"boss: /rules add file:{own}")
    assert "Added “own.md” to the rules of Vegas Showdown" in said(out)


# ------- finding 5: a choice that is a seat's id is named by the seat's label

NIGHT = """
!lang mod it
!lang ada it
!lang bram it
!lang dov ja
mod: /game start game:caccia alle streghe language:it
ada: /game join seat:Ada
bram: /game join seat:Bram
cora: /game join seat:Cora
dov: /game join seat:Dov
mod: /game begin
mod: /turn only seats:Bram, Dov
"""


def buttons(out: list[dict]) -> list[str]:
    return [
        str(c.get("label"))
        for m in out
        for c in m.get("components") or []
        if c.get("type") == "button"
    ]


async def test_a_choice_that_is_a_seats_id_reads_as_the_seat(store, tmp_path, capsys):
    """Witch Hunt's victims are ``choices = ["ada", "bram", ...]``, the seats' ids:
    the buttons, the private note and the reveal said "ada", and ``herald game
    check`` warned that each had no name. They are the seats, named by their labels
    (and typed by them, in any language)."""
    from bot.adapters.cli.main import main

    con = console(store, tmp_path, "it", games=GAMES)
    out = await run(con, NIGHT)
    assert {"Bram: Ada", "Bram: Cora", "Dov: Eli"} <= set(buttons(out))
    assert "Bram: ada" not in buttons(out)
    out = await run(con, "bram: /act action:Ada")
    assert "La tua scelta, «Ada», è registrata" in said(out)
    out = await run(con, "dov: /act action:コーラ")
    assert "Rivelate insieme, senza dire di chi: Ada e Cora." in said(out)
    capsys.readouterr()
    assert main(["game", "check", str(GAMES / "witch-hunt.toml")]) == 0
    assert "has no name" not in capsys.readouterr().out


# ------- finding 6: a refusal naming a user this run has not met names them


async def test_a_refusal_after_a_restart_names_the_gm_by_the_stored_name(store, tmp_path):
    """After a restart, a player's first line refused with "the GM of this game is
    @..." showed the GM's raw user id: the names a refusal mentions were never looked
    up (those of the bot's posts were)."""
    con = console(store, tmp_path, "it", games=GAMES)
    await run(con, NIGHT + "bram: /act action:Ada\ndov: /act action:Ada")
    again = console(store, tmp_path, "it", games=GAMES)  # the same database, a new run
    out = await again.handle("ada: press Passaggio successivo")
    assert [m["content"] for m in out] == [
        "❌ Solo il GM può farlo. Il GM di questa partita è @mod; anche chi ha Gestire i"
        " canali può fare da GM."
    ]


# ------- finding 9: /vote's ballot option is not called "law" in a game without laws

DAY = (
    NIGHT
    + """
bram: /act action:Ada
dov: /act action:Ada
mod: /fase avanti
mod: /act action:Morto seat:Ada number:0
bram: /turn done
cora: /turn done
dov: /turn done
"""
)


async def test_vote_takes_its_choice_alone_and_names_its_option_ballot(store, tmp_path):
    """``/vote approve`` was refused listing the options "legge:, posto:, scelta:,
    segnalini:" in a game voting on a hanging: the choice may be typed alone (as the
    main option of /vote), and the ballot's option is "votazione" (ballot, 議題)."""
    con = console(store, tmp_path, "it", games=GAMES)
    await run(con, DAY)
    out = await run(con, "cora: /vote approve")
    assert "Cora vota «A favore» sull'impiccagione. Devono ancora votare: Bram e Dov." in said(out)
    out = await con.handle("bram: /vota votazion:1 scelta:approva")
    assert "votazione:" in out[0]["content"] and "legge" not in out[0]["content"]
    out = await con.handle("bram: /vota votazione:2 scelta:approva")
    assert out[0]["content"] == "❌ Non c'è una votazione 2: scegli da 1 a 1."
    out = await con.handle("dov: /vote ballot:1 choice:reject")
    assert "Dov vota «Contro» sull'impiccagione. Deve ancora votare: Bram." in said(out)


# ------- finding 10: `press` finds the player's own row of per-seat buttons


async def test_press_finds_the_players_own_row_by_its_words(store, tmp_path):
    """Each seat has its row ("[Cora: A favore] [Cora: Contro]"): ``cora: press A
    favore`` was refused listing every row, though on Discord Cora clicks her own."""
    con = console(store, tmp_path, "it", games=GAMES)
    await run(con, DAY)
    out = await run(con, "cora: press A favore\nbram: press contro")
    text = said(out)
    assert "Cora vota «A favore» sull'impiccagione. Devono ancora votare: Bram e Dov." in text
    assert "Bram vota «Contro» sull'impiccagione. Deve ancora votare: Dov." in text
    # a player whose seat has no row (Ada is dead) presses another seat's button and
    # is answered as Discord answers that (play-test 24, finding 14)
    out = await con.handle("ada: press A favore")
    assert out[0]["content"] == "❌ Non sei tu a giocare Bram."
    # someone outside the game is still refused, shown the rows
    out = await con.handle("zed: press A favore")
    assert out[0]["content"].startswith("❌ nessun pulsante 'A favore' in #general")
    assert "[Dov: A favore]" in out[0]["content"]
    # after a restart, from the step's buttons as the channel shows them
    again = console(store, tmp_path, "it", games=GAMES)
    out = await again.handle("dov: press A favore")
    assert "Dov vota «A favore» sull'impiccagione." in said(out)


# ------- finding 12: a file whose names name no known game is told what names do

DRAGONSTONES = GAMES / "dragonstones-en.md"


async def test_a_file_named_for_an_unknown_game_is_told_what_names_pick(store, tmp_path):
    """``/rules add`` of a summary whose front matter has ``names`` (a game the server
    does not know) said "This file has no front matter naming its game"; it says the
    names only pick a known game, and the ``game:`` a new game takes."""
    con = console(store, tmp_path, games=GAMES)
    await con.handle("!manager boss")
    out = await con.handle(f"boss: /rules add file:{DRAGONSTONES}")
    assert out[0]["content"] == (
        "❌ This file calls its game “Fist of Dragonstones” and “ドラゴンストーンの拳”, but"
        " that is not one game this server knows: a file's `names` (or its title) only pick a"
        " game that already has a definition or a summary here. Name its game with /rules add"
        " game: (a new game: /rules add game:fist-of-dragonstones)."
    )
    await run(con, "!lang giu it\n!manager giu")
    out = await con.handle(f"giu: /rules add file:{DRAGONSTONES}")
    assert "Questo file chiama il suo gioco «Fist of Dragonstones» e" in out[0]["content"]
    assert "(un gioco nuovo: /regole aggiungi gioco:fist-of-dragonstones)" in out[0]["content"]
    japanese = tmp_path / "ja.md"
    japanese.write_text('+++\nnames = { ja = "竜石の拳" }\n+++\n## 準備\n金貨12枚。\n', "utf-8")
    out = await con.handle(f"boss: /rules add file:{japanese}")
    assert out[0]["content"].endswith("Name its game with /rules add game:.")
    out = await run(con, f"boss: /rules add file:{DRAGONSTONES} game:fist-of-dragonstones")
    assert "Added “dragonstones-en.md” to the rules of Fist of Dragonstones" in said(out)
    # once the server knows the game, a file naming it so is added to it
    again = tmp_path / "again.md"
    again.write_text(DRAGONSTONES.read_text("utf-8"), "utf-8")
    out = await run(con, f"boss: /rules add file:{again}")
    assert "Added “again.md” to the rules of Fist of Dragonstones" in said(out)


# ------- finding 14: small wording


async def test_the_console_shows_a_field_named_with_a_colon_without_a_second(store, tmp_path):
    """The dashboard's vote field, named "In votazione: impiccagione", read "In
    votazione: impiccagione: Hanno votato: nessuno" in the console; Discord shows the
    value under the name, and so does the console now."""
    con = console(store, tmp_path, "it", games=GAMES)
    out = await run(con, DAY)
    board = [m for m in out if m["kind"] == "dashboard"][-1]
    text = con.format(board)
    assert "  │ In votazione: impiccagione\n  │   Hanno votato: nessuno\n" in text
    assert "  │ In vita: Ada 0, Bram 1, Cora 1, Dov 1\n" in text  # a plain name: one line


async def test_a_japanese_counter_change_says_its_counter_word(store, tmp_path):
    """Charterstone's renown is counted in 点 (``counter = "点"``): setting it said
    "勝利点12点" but changing it "名声 +3（現在3）"."""
    con = console(store, tmp_path, "ja", games=GAMES)
    out = await run(
        con,
        """
!lang ken ja
!lang yui ja
!lang sho ja
ken: /game start game:チャーターストーン language:ja
yui: /game join seat:緑
sho: /game join seat:赤
ken: /game join seat:青
ken: /game begin
yui: /turn action
sho: /turn action
ken: /turn action
yui: /act action:名声 number:+3
""",
    )
    assert "緑：名声 +3点（現在3点）。" in said(out)
