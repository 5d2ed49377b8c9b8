"""What a play-tester met as organiser and server admin in play-test 16 (the findings
given to admin16b; definition files in tests/data/play16b/): what they see in the
console, on the same service as the bot."""

from __future__ import annotations

import json
from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play16b"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


def exported(out: list[dict]) -> dict:
    (f,) = [f for m in out for f in m.get("files", []) if "content" in f]
    return json.loads(f["content"])


# ------------------------ (30) an export in a hidden-vote step whose seats the GM names

RESISTANCE = """
gm: /game start game:resistance
kenji: /game join seat:Alpha
ann: /game join seat:Bravo
bob: /game join seat:Charlie
gm: /game begin
"""


async def test_an_export_works_at_every_point_of_a_secret_step_the_gm_names_seats_for(
    store, tmp_path
):
    """Play-test 16, finding 30: ``/game export`` crashed (KeyError 'chosen') in a
    ``secret`` step with ``only = { named = true }``, before the team was named and
    after the first secret choice."""
    con = console(store, tmp_path)
    await run(con, RESISTANCE)
    out = await run(con, "gm: /game export")  # waiting for the GM to name the team
    assert errors(out) == [] and "Sorry" not in said(out)
    assert exported(out)["herald_export"]
    await run(con, 'gm: /turn only seats:"Alpha, Bravo"')
    out = await run(con, "gm: /game export")
    assert errors(out) == [] and "Sorry" not in said(out)
    await run(con, "kenji: /act action:Success")
    out = await run(con, "gm: /game export")
    text = said(out)
    assert errors(out) == [] and "Sorry" not in text
    assert "Alpha" in text and "not revealed yet" in text  # whose choice is left out
    assert "success" not in json.dumps(exported(out)["state"]).lower()


# ------------------------------- (12) who a passing step still waits for, every seat

ECLIPSE = """
gm: /game start game:eclipse
kenji: /game join seat:Terrans
ann: /game join seat:Hydran Progress
yuki: /game join seat:Planta
gm: /game begin
"""


async def test_phase_next_in_a_passing_step_names_every_seat_that_has_not_passed(store, tmp_path):
    """Play-test 16, finding 12: ``/phase next`` in a passing step said only the seat
    up was still missing, as if its pass would end the step."""
    con = console(store, tmp_path)
    await run(con, ECLIPSE)
    await run(con, "kenji: /turn action")
    out = await run(con, "gm: /phase next  !expect-error")
    (err,) = errors(out)
    assert "waiting for Hydran Progress, Planta and Terrans" in err, err
    await run(con, "ann: /turn pass")
    out = await run(con, "gm: /phase next  !expect-error")
    (err,) = errors(out)
    assert "waiting for Planta and Terrans" in err, err


# ------------------------------------ (13) a seat corrects its report while the step is open

FINAL = """
kenji: /turn pass
ann: /turn pass
yuki: /turn pass
gm: /phase next
kenji: /turn pass
ann: /turn pass
yuki: /turn pass
gm: /phase next
kenji: /turn pass
ann: /turn pass
yuki: /turn pass
gm: /phase next
"""


async def test_a_seat_corrects_its_own_score_report_while_the_scoring_step_is_open(store, tmp_path):
    """Play-test 16, finding 13: a seat that had reported could not report again ("you
    hold no seat that can act now"), though the last report is meant to count; the
    GM's correction of a number that scores itself said "→ 14" after it."""
    con = console(store, tmp_path)
    await run(con, ECLIPSE + FINAL)
    out = await run(con, "kenji: /act action:Report number:10")
    assert "Terrans: Victory points 10." in said(out)
    out = await run(con, "kenji: /act action:Report number:12")
    text = said(out)
    assert errors(out) == []
    assert "Terrans: Victory points corrected from 10 to 12." in text, text
    assert "→" not in text
    out = await run(con, "kenji: /act action:Report number:12")  # the same again
    assert errors(out) == [] and "Terrans: Victory points 12." in said(out)
    out = await run(con, "gm: /act action:Report seat:Terrans number:14")
    assert "Terrans: Victory points corrected from 12 to 14." in said(out)
    await run(con, "ann: /act action:Report number:9")
    out = await run(con, "yuki: /act action:Report number:11")
    text = said(out)
    assert "Terrans scores 14 points in all." in text
    assert "1. Terrans: 14 points" in text


# ------------------------------- (19) a misspelt game, and the option name to type


async def test_game_start_says_which_game_a_misspelt_or_begun_name_means(store, tmp_path):
    """Play-test 16, finding 19: ``/game start`` answered a name one letter off, or
    the start of the game's Japanese name, with the list alone; the option refusal
    named the option only by its label, never the ``agents`` to type."""
    con = console(store, tmp_path, "ja")
    out = await run(con, "kenji: /game start game:waterdep  !expect-error")
    (err,) = errors(out)
    assert "ウォーターディープの支配者のことですか？" in err, err
    out = await run(con, "kenji: /game start game:ウォーターディープ  !expect-error")
    (err,) = errors(out)
    assert "ウォーターディープの支配者のことですか？" in err, err
    out = await run(con, "kenji: /game start game:zzzz  !expect-error")
    (err,) = errors(out)
    assert "ことですか" not in err and "ゲーム一覧" in err
    out = await run(con, "kenji: /game start game:waterdeep options:agent=2  !expect-error")
    (err,) = errors(out)
    assert "オプション：agents（1人あたりのエージェント）" in err, err
    con = console(store, tmp_path, "en")
    out = await run(con, "gm: /game start game:Eclips  !expect-error")
    (err,) = errors(out)
    assert "Unknown game: Eclips. Did you mean Eclipse?" in err, err


# --------------------------- (24) an import holding numbers the definition forbids


async def test_import_refuses_a_counter_outside_its_range_naming_it(store, tmp_path):
    """Play-test 16, finding 24: ``/game import`` of a hand-edited export took a
    counter past its ``max`` (and below its ``min``) and showed it on the dashboard,
    though every verb keeps it in range."""
    con = console(store, tmp_path)
    await run(con, ECLIPSE + "kenji: /turn action")
    out = await run(con, "gm: /game export")
    doc = exported(out)
    fine = tmp_path / "fine.json"
    fine.write_text(json.dumps(doc), encoding="utf-8")
    assert errors(await run(con, f"#copy\ngm: /game import file:{fine}")) == []
    for where in (doc["state"]["state"], doc["state"]["undo"]["base"]):
        where["counters"]["vp"]["terran"] = 150  # vp: 0 to 99
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(doc), encoding="utf-8")
    out = await run(con, f"#imp\ngm: /game import file:{edited}  !expect-error")
    (err,) = errors(out)
    assert "cannot be imported" in err and "150" in err and "between 0 and 99" in err, err
    assert "Terrans" in err and "victory points" in err, err
    out = await run(con, "gm: /game status  !expect-error")  # nothing was imported
    assert errors(out)
    doc["state"]["undo"]["base"]["counters"]["vp"]["terran"] = 0  # the base alone
    edited.write_text(json.dumps(doc), encoding="utf-8")
    out = await run(con, f"gm: /game import file:{edited}  !expect-error")
    assert "cannot be imported" in errors(out)[0]


# ------------- (25) a COIN game's line in the pinged player's own language says the same

GALLIA = """
!lang kenji ja
kenji: /game start game:falling-sky language:en
kenji: /game join seat:Romans
giulia: /game join seat:Arverni
sara: /game join seat:Aedui
"""


async def test_the_line_in_a_gms_own_language_asks_what_the_post_asks(store, tmp_path):
    """Play-test 16, finding 25: in a COIN game with an English table, the Japanese GM's
    own line said "resolve this step (/phase next)" where the post asked for the next
    card's reveal, and again where the GM was up for a seat nobody holds; a Winter card
    becoming current asked for a reveal its round refuses."""
    con = console(store, tmp_path)
    out = await run(con, GALLIA + 'kenji: /card reveal order:"R,Ar,Ae,B" number:12')
    text = said(out)
    assert "Reveal the next card with /card reveal before #12" in text
    assert "@kenji：次のカードを開示してください（/カード 開示）。" in text, text
    assert "このステップを解決" not in text
    out = await run(
        con,
        """
        kenji: /card reveal epoch:true number:72
        kenji: /coin act option:event
        giulia: /coin act option:command
        """,
    )
    text = said(out)
    assert "#72 is now the current card.\nWinter round 1 begins." in text, text
    assert "reveal the next card" not in text
    out = await run(
        con,
        """
        kenji: /phase next winner:none
        kenji: /phase next
        kenji: /phase next
        kenji: /card reveal order:"B,Ae,R,Ar" number:5
        kenji: /card reveal order:"Ar,Ae,R,B" number:9
        """,
    )
    text = said(out)
    assert "Up now: the GM (Belgae)" in text, text
    assert "@kenji：あなたの番です（ベルガエ）。" in text, text


# ------------------ (26) a summary whose front matter names the game by its names

FILES = GAMES / "files"


async def test_a_summary_naming_no_game_is_added_under_the_game_its_names_name(store, tmp_path):
    """Play-test 16, finding 26: a summary of a server's own game (``/game define``)
    whose front matter has the game's ``names`` but no ``game`` was refused "name the
    game with /rules add game:"; so was one of a knowledge-folder game."""
    con = console(store, tmp_path, "it")
    await run(con, f"!guild dojo\n!manager giulia\ngiulia: /game define file:{FILES / 'coup.toml'}")
    out = await run(con, f"giulia: /rules add file:{FILES / 'coup-it.md'}")
    text = said(out)
    assert errors(out) == [] and "Coup" in text, text
    out = await run(con, "giulia: /rule bloccare")
    assert "Coup › Bloccare" in json.dumps(out, ensure_ascii=False), out
    eclipse = tmp_path / "eclipse-it.md"
    eclipse.write_text(
        '+++\ntitle = "Eclipse: riassunto"\nlanguage = "it"\n+++\n# Eclipse\n\n'
        "## Passare\n\nChi passa prende il segnalino del primo giocatore.\n",
        encoding="utf-8",
    )
    out = await run(con, f"giulia: /rules add file:{eclipse}")
    assert errors(out) == [] and "Eclipse" in said(out), said(out)
    other = tmp_path / "other.md"
    other.write_text(
        '+++\ntitle = "Uno"\nnames = { en = "Uno" }\n+++\n# Uno\n\n## Fine\n\nTesto.\n',
        encoding="utf-8",
    )
    out = await run(con, f"giulia: /rules add file:{other}  !expect-error")
    # no such game here: said so, with what names do (play-test 21, finding 12)
    assert errors(out)[0].startswith(
        "❌ Questo file chiama il suo gioco «Uno», ma non è un gioco che questo server conosce"
    )


# ------------- (31) the JSON Schema takes the one-string forms the checker takes


def test_the_schema_takes_every_file_the_checker_takes(tmp_path):
    """Play-test 16, finding 31: ``herald game schema`` rejected ``[winner] ties =
    ["counter:gold"]`` (and a verb written as one string), which the guide shows and
    ``herald game check`` accepts: an editor marked a valid file wrong."""
    import tomllib

    import jsonschema

    from bot.adapters.cli.main import main

    out = tmp_path / "schema.json"
    assert main(["game", "schema", "--out", str(out)]) == 0
    schema = json.loads(out.read_text(encoding="utf-8"))
    check = jsonschema.validators.validator_for(schema)(schema)
    knowledge = Path(__file__).resolve().parents[2] / "knowledge" / "games"
    files = [GAMES / "waterdeep.toml", FILES / "coup.toml", *sorted(knowledge.glob("*.toml"))]
    for f in files:
        assert main(["game", "check", str(f)]) == 0, f
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        assert [e.message for e in check.iter_errors(data)] == [], f
    one = tomllib.loads((GAMES / "waterdeep.toml").read_text(encoding="utf-8"))
    assert one["winner"]["ties"] == ["counter:gold"]
    bad = dict(one, winner={"ties": [{"rank": "low"}]})  # an object must still say by
    assert list(check.iter_errors(bad))
