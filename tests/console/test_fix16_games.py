"""What play-test 15 and its review left for fix16, as players see it in the console
(definition files in tests/data/fix16/), on the same service as the bot."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "fix16"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


COUNCIL = """
!lang giulia it
!lang marco it
!lang sara it
!lang gm it
gm: /game start game:council language:it
giulia: /game join seat:Galvano
marco: /game join seat:Parsifal
sara: /game join seat:Tristano
gm: /game begin
"""


def dashboard(out: list[dict]) -> str:
    """The last dashboard's text, every field of it."""
    (last, *_) = [m for m in reversed(out) if m["kind"] == "dashboard"]
    return str(last["embeds"])


# ------------------------------- (23) a team vote revealed together, not vote by vote


async def test_a_hidden_vote_is_told_to_its_voter_and_revealed_together(store, tmp_path):
    """Play-test 15, finding 23: "Il Galvano vota «Approvo» sulla squadra" was said as
    the vote was cast, so later voters voted knowing the earlier ones."""
    con = console(store, tmp_path, "it")
    await run(con, COUNCIL)
    out = await run(con, "giulia: /act action:No markers:2")
    text = said(out)
    assert (
        "Il Galvano ha votato sulla squadra. Devono ancora votare: il Parsifal e il Tristano."
        in text
    )
    assert "«No»" not in text.replace("Il tuo voto, «No» (+2)", "")
    assert "Il tuo voto, «No» (+2), è registrato" in text
    # the markers are spent at the reveal: the counter on the dashboard says nothing yet
    assert "Galvano 2, Parsifal 2, Tristano 2" in dashboard(out)
    log = str([m["embeds"] for m in await run(con, "gm: /game log")])
    assert "ha votato sulla squadra" in log and "«No»" not in log
    out = await run(con, "gm: /game export")
    (exported,) = [f for m in out for f in m.get("files", []) if "content" in f]
    assert '"reject"' not in exported["content"] and '"herald_export"' in exported["content"]
    # the voter takes it back before the close: vote and markers together
    out = await run(con, "giulia: /game undo")
    assert "annullato" in said(out) and position(con)["voted"] == []
    out = await run(con, "giulia: /vote choice:approve")
    assert "Il tuo voto, «Sì», è registrato" in said(out)
    out = await run(con, "marco: press Parsifal: No")  # a button: said to its voter too
    assert "Il tuo voto, «No», è registrato" in said(out)
    assert "Il Parsifal ha votato sulla squadra. Deve ancora votare: il Tristano." in said(out)
    out = await run(con, "sara: /act action:No markers:1")
    text = said(out)
    assert "🗳 I voti sulla squadra, rivelati insieme:" in text
    for line in (
        "Il Galvano vota «Sì» sulla squadra.",
        "Il Parsifal vota «No» sulla squadra.",
        "Il Tristano vota «No» sulla squadra con 1 influenza in più.",
        "⚖ Squadra respinta: 1 a favore, 3 contro.",
    ):
        assert line in text, line
    assert errors(out) == []
    out = await run(
        con, "sara: /game undo !expect-error"
    )  # undo never takes back a vote the table saw
    assert "i voti sono stati rivelati" in "\n".join(errors(out))


async def test_a_vote_repeated_before_the_reveal_is_refused_without_saying_it(store, tmp_path):
    con = console(store, tmp_path, "en")
    await run(con, "\n".join(x for x in COUNCIL.splitlines() if not x.startswith("!")))
    await run(con, "giulia: /vote choice:reject")
    out = await run(con, "giulia: /vote choice:approve !expect-error")
    assert errors(out) == ["❌ Gawain has already voted on the team."]
    assert position(con)["voted"] == ["gawain"]


# ------------------ (26) a summary a server added names the sections its prompts quote

SUMMARY = Path(__file__).resolve().parents[1] / "data" / "fix16-summaries" / "council-it.md"

SEATED = """
!manager gm
gm: /game start game:council language:it
giulia: /game join seat:Galvano
marco: /game join seat:Parsifal
sara: /game join seat:Tristano
gm: /game begin
"""


async def test_a_summary_a_server_added_is_the_one_its_prompts_quote(store, tmp_path):
    """Play-test 15, finding 26: with the summary uploaded by ``/rules add game:`` the
    prompts sent players to a search for the step's name ("/regola ricerca:Il
    consiglio vota la squadra"), not to the definition's ``section``; another server,
    which added nothing, keeps reading the step's name."""
    con = console(store, tmp_path, "it")
    await run(con, f"!guild home\n!manager gm\ngm: /rules add file:{SUMMARY} game:council")
    out = await run(con, SEATED)
    text = said(out)
    assert "📖 consiglio delle ombre › Votare la squadra" in text
    assert "> Ogni consigliere vota Sì o No sulla squadra proposta" in text
    assert "/regola ricerca:Votare la squadra" in text
    assert "/regola ricerca:Votare la squadra" in dashboard(out)
    out = await run(con, "!guild away\n" + SEATED)
    text = said(out)
    assert "Votare la squadra" not in text and "Ogni consigliere" not in text
    assert "📖 Regole: `/regola ricerca:Il consiglio vota la squadra`" in text
    assert "Votare la squadra" not in dashboard(out)
    out = await run(con, "!guild home\ngm: /game status")
    assert "/regola ricerca:Votare la squadra" in str([m["embeds"] for m in out])


# ------------------------------------------ a side the GM names as the game's winner


async def test_the_gm_ends_the_game_naming_a_side_by_its_name(store, tmp_path):
    """``/game end winner:`` took seats only: a side of ``[sides]`` (a team) was
    refused as an unknown seat, though an ``[[end]]`` may name it as its winner."""
    con = console(store, tmp_path, "it")
    await run(con, COUNCIL)
    out = await run(con, 'gm: /game end winner:"i cavalieri leali" confirm:true')
    text = said(out)
    assert "Vincono i cavalieri leali: il Galvano e il Parsifal!" in text, text
    assert errors(out) == []


async def test_a_secret_side_named_in_english_wins_alone(store, tmp_path):
    con = console(store, tmp_path, "en")
    english = COUNCIL.replace("language:it", "language:en")
    await run(con, "\n".join(x for x in english.splitlines() if not x.startswith("!")))
    out = await run(con, "gm: /game end winner:shadows confirm:true")
    assert "🏆 The shadows win!" in said(out), said(out)
