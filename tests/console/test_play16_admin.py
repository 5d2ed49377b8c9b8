"""A refused definition is said in the organiser's language, every key named as the
file writes it, and a misspelt place is answered with the closest place and the list,
as counters are (play-test 16, finding 16)."""

from __future__ import annotations

from bot.adapters.cli.main import main
from tests.console.test_console import console, run
from tests.service import toy

SLIPS = """
slug = "harbour"
family = "turns"

[names]
en = "Harbour"
jp = "港"

[seats]
names = ["red", "blue"]
min = 2
max = 2

[rounds]
count = 3

[options.workers]
default = 2
min = 1
max = 3

[counters.vp]
setup = 0
name = "victory points"

[[phases]]
id = "work"
name = "Work"

[[phases.steps]]
id = "place"
name = "Place a worker"
structur = "sequential"
pieces = "workers"
places = ["castle", "docks", "market"]
chooser_place = "castel"

[verbs."turn.vp"]
does = "counter:vps"
name = "Victory points"
"""

KEYS = (
    "phases[0].steps[0].structur",
    "phases[0].steps[0].chooser_place",
    "names",
    'verbs."turn.vp"',
)


def test_a_misspelt_place_is_answered_with_the_closest_place_and_the_list(tmp_path, capsys):
    f = tmp_path / "harbour.toml"
    f.write_text(SLIPS)
    assert main(["game", "check", str(f)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "harbour.toml: phases[0].steps[0].structur: unknown key (did you mean 'structure'?)",
        "harbour.toml: phases[0].steps[0].chooser_place: 'castel' is not a place (did you "
        "mean 'castle'?); places: castle, docks, market",
        "harbour.toml: names: 'jp' is not a language code (did you mean 'ja'?); use codes "
        "such as 'en', 'ja' or 'it'",
        "harbour.toml: verbs.\"turn.vp\": 'vps' is not a counter (did you mean 'vp'?); "
        "counters: vp",
    ]
    assert main(["--locale", "ja", "game", "check", str(f)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[1] == (
        "harbour.toml: phases[0].steps[0].chooser_place：'castel' という場所はありません"
        "（'castle' のことですか？）。場所：castle, docks, market"
    )
    assert [line.split("：")[0] for line in err] == [f"harbour.toml: {k}" for k in KEYS]


async def test_a_refused_definition_is_said_in_the_organiser_s_language(store, tmp_path):
    f = tmp_path / "harbour.toml"
    f.write_text(SLIPS)
    con = console(store, toy.install(tmp_path))
    out = await run(
        con,
        f"!manager kenji\n!lang kenji ja\nkenji: /game define file:{f}\n"
        f"!lang kenji it\nkenji: /game define file:{f}",
    )
    ja, it = (m["content"] for m in out)
    assert ja.splitlines() == [
        "❌ 定義は受け付けられませんでした：",
        "• harbour.toml：phases\\[0\\].steps\\[0\\].structur：不明なキーです（'structure' のことですか？）",
        "• harbour.toml：phases\\[0\\].steps\\[0\\].chooser\\_place：'castel' という場所はありません"
        "（'castle' のことですか？）。場所：castle, docks, market",
        "• harbour.toml：names：'jp' は言語コードではありません（'ja' のことですか？）。"
        "「en」「ja」「it」のようなコードを使ってください",
        "• harbour.toml：verbs.\"turn.vp\"：'vps' というカウンターはありません（'vp' のことですか？）。"
        "カウンター：vp",
    ]
    assert it.splitlines()[1:] == [
        "• harbour.toml: phases\\[0\\].steps\\[0\\].structur: chiave sconosciuta (forse "
        "intendevi 'structure'?)",
        "• harbour.toml: phases\\[0\\].steps\\[0\\].chooser\\_place: 'castel' non è un luogo "
        "(forse intendevi 'castle'?); luoghi: castle, docks, market",
        "• harbour.toml: names: 'jp' non è un codice di lingua (forse intendevi 'ja'?); usa "
        "codici come 'en', 'ja' o 'it'",
        "• harbour.toml: verbs.\"turn.vp\": 'vps' non è un contatore (forse intendevi 'vp'?); "
        "contatori: vp",
    ]


# ---------------- (20) an operator's game of a slug a server defined, with its game in play

HARBOUR = """
slug = "harbour"
family = "turns"
names = {{ en = "Harbour ({who})" }}

[seats]
names = ["red", "blue"]
min = 2
max = 2

[rounds]
count = 3

[[phases]]
id = "work"
name = "Work"
"""


async def test_a_server_s_game_in_play_keeps_its_definition_when_the_operator_ships_the_slug(
    store, tmp_path
):
    """Play-test 16, finding 20: the game begun under the server's own definition ran
    the operator's once the operator put a game of the same slug in the knowledge
    folder."""
    mine = tmp_path / "harbour.toml"
    mine.write_text(HARBOUR.format(who="server"))
    (tmp_path / "a").mkdir()
    con = console(store, toy.install(tmp_path / "a"))
    out = await run(
        con,
        f"!manager gm\ngm: /game define file:{mine}\ngm: /game start game:harbour\n"
        "gm: /game status",
    )
    assert out[-1]["content"].startswith("Harbour (server) — ")
    (tmp_path / "b").mkdir()
    operator = toy.install(tmp_path / "b")
    (operator / "games" / "harbour.toml").write_text(HARBOUR.format(who="operator"))
    again = console(store, operator)
    out = await run(again, "!manager gm\ngm: /game status")
    assert out[-1]["content"].startswith("Harbour (server) — ")
    out = await run(again, "gm: /game end confirm:true")
    assert "Harbour (operator)" not in "\n".join(m["content"] for m in out)
