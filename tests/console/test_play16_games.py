"""Games defined by their players, as play-test 16 found them (the findings given to
game16; definition files in tests/data/play16/): what players see in the console, on
the same service as the bot."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play16"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


WATERDEEP = """
!lang kenji ja
!lang yuki ja
!lang hana ja
gm: /game start game:waterdeep language:ja options:agents=2
kenji: /game join seat:赤
yuki: /game join seat:青
hana: /game join seat:緑
gm: /game begin
kenji: /turn place where:castle
"""


# ------------------------------ (1, 3, 4) a taken place, in the game's own words


async def test_a_taken_building_is_refused_in_the_games_words_and_nobody_is_pushed_out(
    store, tmp_path
):
    """Findings 1 and 3: a held place was refused with Lancaster's "give your knight's
    strength", and any strength: typed pushed the holder out."""
    con = console(store, tmp_path, "ja")
    await run(con, WATERDEEP)
    out = await run(con, "yuki: /turn place where:城 !expect-error")
    (refusal,) = errors(out)
    assert "ウォーターディープ城はふさがっています（赤）" in refusal
    assert "騎士" not in refusal and "兵力" not in refusal
    assert "オーロラの店" in refusal  # the places still free
    out = await run(con, "yuki: /turn place where:castle strength:2 !expect-error")
    assert "ふさがっています" in errors(out)[0]
    assert position(con)["placements"] == [["red", "castle"]]


async def test_a_non_player_is_told_they_have_no_seat_and_nobody_hears_of_rewards(store, tmp_path):
    """Finding 4: during placement the GM was told the start player is chosen "in the
    reward phase" (Lancaster's), and a non-player got that rule, not "no seat"."""
    con = console(store, tmp_path, "ja")
    await run(con, WATERDEEP)
    out = await run(con, "ann: /turn startplayer user:@yuki !expect-error")
    assert "このゲームにあなたの席はありません" in errors(out)[0]
    out = await run(con, "kenji: /turn startplayer user:@yuki !expect-error")
    (refusal,) = errors(out)
    assert "配置が終わってから" in refusal and "報酬" not in refusal


# ------------------------------ (2) the choice owed once placing is over


async def test_the_holder_is_asked_to_choose_and_startplayer_plays_the_games_verb(store, tmp_path):
    """Finding 2: once placing was over the step moved on with no word of the choice
    owed, and /turn startplayer answered a raw id in a game whose verb it was not."""
    con = console(store, tmp_path, "ja")
    await run(con, WATERDEEP)
    await run(con, "yuki: /turn place where:aurora")
    await run(con, "hana: /turn place where:blackstaff")
    await run(con, "kenji: /turn place where:field")
    await run(con, "yuki: /turn place where:docks")
    out = await run(con, "hana: /turn place where:plinth")
    text = said(out)
    assert "配置が終わりました。ウォーターディープ城にいる赤が" in text
    out = await run(con, "kenji: /turn startplayer user:@hana")
    assert errors(out) == []
    assert position(con)["next_start_player"] == "green"


# ------------------------------ (7) a verb naming a seat, typed as its slash command

WIZARD = """
!lang giulia it
!lang marco it
!lang luca it
!lang gm it
gm: /game start game:wizard language:it
giulia: /game join seat:Nord
marco: /game join seat:Est
luca: /game join seat:Sud
gm: /game begin
"""


async def test_a_verb_naming_a_seat_takes_user_and_says_a_missing_option_by_its_name(
    store, tmp_path
):
    """Finding 7: ``/turn leader user:@luca`` (the game's next_start_player verb)
    answered "Manca l'opzione target:", an option no command has."""
    con = console(store, tmp_path, "it")
    await run(con, WIZARD)
    out = await run(con, "giulia: /turn leader !expect-error")
    (refusal,) = errors(out)
    assert "target" not in refusal
    assert "«Mano» richiede scelta:" in refusal and "Sud" in refusal
    out = await run(con, "giulia: /turn leader user:@luca")
    assert errors(out) == []
    assert position(con)["next_start_player"] == "south"
    out = await run(con, "giulia: /turn knights count:2 !expect-error")
    assert "turn.knights" not in errors(out)[0]


# ------------------------------ (8) elimination: out at once, the last one standing

COUP = """
!lang kenji ja
gm: /game start game:coup
kenji: /game join seat:duke
ann: /game join seat:captain
bob: /game join seat:assassin
gm: /game begin
kenji: /turn action
"""


async def test_an_eliminated_seat_is_not_pinged_and_the_last_one_standing_wins(store, tmp_path):
    """Finding 8: both eliminated seats played out the round (and were pinged), and
    the end needed the GM to keep a counter of the players left by hand."""
    con = console(store, tmp_path)
    await run(con, COUP)
    out = await run(con, "gm: /turn influence seat:captain count:-2")
    text = said(out)
    # (play-test 20: said out of the game, with the seats still in, not out of one step)
    assert "Captain's table is out of the game (Last one standing: Duke's table" in text
    assert "Up now: @bob (Assassin's table)" in text and "@ann" not in text
    await run(con, "bob: /turn action")
    out = await run(con, "kenji: /turn influence count:-2")
    text = said(out)
    assert "🏁 Last one standing: only Assassin's table is left. The game is over." in text
    assert "🏆 Assassin's table wins!" in text
    assert errors(out) == []


# ------------------------------ (6) trick-taking: the winner leads the next trick


async def test_the_tricks_winner_leads_the_next_trick_and_hand_two_has_two(store, tmp_path):
    """Finding 6: the trick's winner was announced as the start player of the next
    *hand*, while the next trick opened at the same seat again; and "hand n has n
    tricks" could not be written."""
    con = console(store, tmp_path, "it")
    await run(con, WIZARD)
    bids = "giulia: /act action:Scegli number:0\nmarco: /act action:Scegli number:1\n"
    bids += "luca: /act action:Scegli number:0\n"
    cards = "giulia: /turn action\nmarco: /turn action\nluca: /turn action\n"
    await run(con, bids + cards)
    out = await run(con, "giulia: /act action:Vincitore choice:Est")
    text = said(out)
    assert "«Una carta a testa»: vince l'Est." in text
    assert "Punteggio della mano" in text  # hand 1: one trick
    await run(con, "gm: /phase next\n" + bids + cards)
    out = await run(con, "luca: /act action:Vincitore choice:Sud")
    text = said(out)
    assert "«Una carta a testa (1/2)»: vince il Sud, che apre il giro successivo." in text
    assert "Una carta a testa (2/2)" in text and "Tocca a: @luca (Sud)" in text
    assert position(con)["counters"]["tricks"] == {"north": 0, "east": 0, "south": 1}
    assert position(con)["counters"]["bid"] == {"north": 0, "east": 1, "south": 0}
    assert errors(out) == []


# ------------------------------ (27) the Governor passes to the left; a choice one letter off

PUERTO_RICO = """
gm: /game start game:puerto-rico
kenji: /game join seat:White
ann: /game join seat:Brown
bob: /game join seat:Grey
gm: /game begin
"""


async def test_the_governor_passes_clockwise_and_a_role_one_letter_off_is_named(store, tmp_path):
    """Finding 27: White began every round; "Mayr" (one letter off the only role so
    spelt) was refused naming nothing near it."""
    con = console(store, tmp_path)
    await run(con, PUERTO_RICO)
    out = await run(con, "kenji: /act action:Mayr !expect-error")
    assert "did you mean “Mayor”?" in errors(out)[0]
    await run(con, "kenji: /act action:Mayor\nann: /act action:Builder")
    out = await run(con, "bob: /act action:Trader")
    text = said(out)
    assert "Round 2" in text and "Up now: @ann (Brown)" in text
    assert position(con)["start_player"] == "brown"
