"""What play-test 17 found for organisers, as they meet it in the console, on the same
service as the bot."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_fix16_games import SEATED, SUMMARY, console, dashboard
from tests.console.test_play14_games import run
from tests.console.test_play15_games import said


async def test_a_server_s_summary_that_names_no_language_is_quoted_in_its_own(store, tmp_path):
    """Finding 2: a summary added with ``/rules add game:`` whose front matter names no
    ``language`` (as players write them) was never quoted: its sections' language was
    unknown, so even an Italian table got a search for the step's name, which answered
    with a menu of every section. The language read in its text counts."""
    plain = tmp_path / "consiglio.md"
    text = SUMMARY.read_text(encoding="utf-8")
    plain.write_text(text.replace('language = "it"\n', ""), encoding="utf-8")
    assert "language" not in plain.read_text(encoding="utf-8")
    con = console(store, tmp_path, "it")
    await run(con, f"!guild home\n!manager gm\ngm: /rules add file:{plain} game:council")
    out = await run(con, SEATED)
    said_now = said(out)
    assert "📖 consiglio delle ombre › Votare la squadra" in said_now
    assert "> Ogni consigliere vota Sì o No sulla squadra proposta" in said_now
    assert "/regola ricerca:Votare la squadra" in dashboard(out)
    assert "/regola ricerca:Il consiglio vota la squadra" not in said_now


async def test_nothing_matches_because_no_summary_covers_the_game_says_how_to_add_one(
    store, tmp_path
):
    """Finding 15: with a knowledge folder of games alone (how an organiser tries a new
    definition), ``/rule`` in the game's channel, or naming the game before a colon,
    said only "nothing matches", never that a summary can be added, and for which
    game. A question that names no game, outside a game's channel, is answered as
    before."""
    from tests.console.test_console import console as plain_console
    from tests.service import toy

    con = plain_console(store, toy.install(tmp_path))
    hint = (
        "No summary on this server covers Toy game yet. Someone who manages rules can add"
        " one with `/rules add file: game:toy`"
    )
    out = await run(con, "alice: /game start game:toy\nalice: /rule dragon")
    assert out[-1]["content"].splitlines() == [
        "No rule section matches “dragon”.",
        hint + ("; until then, `/rule` without a game searches the other games."),
    ]
    out = await run(con, "#other\nbob: /rule toy: dragon\nbob: /rule dragon")
    assert hint in out[0]["content"]
    assert out[1]["content"] == "No rule section matches “dragon”."


NOTES = Path(__file__).resolve().parents[1] / "data" / "play17-pandemic-notes.toml"


async def test_define_answers_the_notes_on_names_in_the_organiser_s_language(
    store, tmp_path, capsys
):
    """Finding 26: ``/game define`` never said the checker's ``note:`` lines (an Italian
    name without a gender, read by a guess; a counted name without its singular), and
    ``herald --locale it game check`` printed them in English."""
    from bot.adapters.cli.main import main
    from tests.console.test_console import console as plain_console
    from tests.service import toy

    con = plain_console(store, toy.install(tmp_path))
    out = await run(con, f"!lang o it\n!manager o\no: /game define file:{NOTES}")
    text = out[0]["content"]
    assert text.startswith("Aggiunto Pandemia (`pandemia-club`) per questo server")
    assert "Note sui nomi (la definizione è salvata comunque):" in text
    assert (
        "• seats.labels.medic.it: 'Medico' non ha genere: letto come maschile singolare"
        ' (il Medico); scrivi it = { text = "Medico", gender = "m", number = "sg" }'
    ) in text
    assert "si conta (1 ..., 2 ...): dai il suo singolare" in text
    assert "has no gender" not in text
    capsys.readouterr()
    assert main(["--locale", "it", "game", "check", str(NOTES)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert "play17-pandemic-notes.toml: note: seats.labels.medic.it: 'Medico' non ha genere" in (
        "\n".join(printed)
    )
