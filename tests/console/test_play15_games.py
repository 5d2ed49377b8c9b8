"""Games defined by their players, as play-test 15 found them (definition files in
tests/data/play15/): what players see in the console, on the same service as the bot."""

from __future__ import annotations

import io
import random
import shutil
from pathlib import Path

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0
from tests.console.test_play14_games import errors, position, run

GAMES = Path(__file__).resolve().parents[1] / "data" / "play15"


def console(store, tmp_path: Path, language: str = "en", games: Path = GAMES) -> Console:
    """A console on ``store`` whose knowledge holds the definition files of ``games``."""
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True, exist_ok=True)
    for f in games.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    k = Knowledge.load(root)
    assert not k.problems, k.problems
    svc = Service(store, k, rng=random.Random(3), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale=language)


def said(out: list[dict]) -> str:
    """Everything the channel and the players read, in order."""
    return "\n".join(m["content"] for m in out if m["kind"] != "dashboard")


QUEST = """
!lang giulia it
!lang marco it
!lang sara it
!lang luca it
!lang gm it
gm: /game start game:quest-table language:it
giulia: /game join seat:Galvano
marco: /game join seat:Parsifal
sara: /game join seat:Tristano
luca: /game join seat:Isotta
gm: /game begin
giulia: /phase next
gm: /turn only seats:"Galvano, Isotta"
"""


# ------------------------------------------- (2) a seat the GM did not name takes no part


async def test_a_seat_the_gm_did_not_name_cannot_play_a_quest_card(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, QUEST)
    got = await run(con, "sara: /act action:Successo !expect-error")
    assert errors(got) == [
        "❌ Il Tristano non partecipa a «I membri giocano in segreto una carta missione». "
        "Partecipano: il Galvano e l'Isotta."
    ]
    assert position(con)["chosen"] == []
    await run(con, "giulia: /act action:Successo")
    out = await run(con, "luca: /act action:Fallimento")
    text = said(out)
    assert "Il Galvano ha scelto il Successo." in text
    assert "L'Isotta ha scelto il Fallimento." in text
    assert "Tristano" not in text


# ------------------------------------------ (8) a seat a counter leaves out takes no part


async def test_a_detective_cannot_play_in_mister_x_s_secret_move(store, tmp_path):
    con = console(store, tmp_path)
    await run(
        con,
        """
        gm: /game start game:chase
        kenji: /game join seat:"Mister X"
        giulia: /game join seat:"Red detective"
        bob: /game join seat:"Blue detective"
        gm: /game begin
        """,
    )
    got = await run(con, "giulia: /act action:Taxi !expect-error")
    assert errors(got) == [
        "❌ Red detective does not take part in “Mister X plays a ticket in secret”. "
        "Taking part: Mister X."
    ]
    out = await run(con, "kenji: /act action:Bus")
    assert "Mister X chose Bus." in said(out) and "Red detective chose" not in said(out)
    got = await run(con, "kenji: /turn done !expect-error")
    assert errors(got) == [
        "❌ Mister X does not take part in “Each detective moves one station”. "
        "Taking part: Red detective and Blue detective."
    ]


CHASE = """
!lang kenji ja
!lang giulia it
gm: /game start game:chase
kenji: /game join seat:"Mister X"
giulia: /game join seat:"Red detective"
bob: /game join seat:"Blue detective"
gm: /game begin
"""


# ------------------- (9) a choice named whole wins over a move whose name begins with it


async def test_a_choice_named_whole_wins_over_a_verb_whose_name_begins_with_it(store, tmp_path):
    """ "Black ticket" is a choice of the secret step; "Black tickets" the name of a
    verb: the choice named whole is played, quoted or not."""
    con = console(store, tmp_path)
    await run(con, CHASE)
    out = await run(con, 'kenji: /act action:"Black ticket"')
    # Mister X alone chooses: revealed at once (play-test 18, finding 20: the reply said
    # nobody would see it until everyone had chosen), never "you were last" (play-test
    # 24, finding 12)
    assert [m["content"] for m in out if m["ephemeral"]] == [
        "あなたの選択（ブラックチケット）を記録し、開示しました。この手順で選ぶのはあなただけです。"
    ]
    assert "Mister X chose Black ticket." in said(out)


async def test_a_main_option_s_words_typed_without_quotes_go_together(store, tmp_path):
    con = console(store, tmp_path)
    await run(con, CHASE)
    out = await run(con, "kenji: /act action:Black ticket")
    assert "Mister X chose Black ticket." in said(out)
    # a word after another option is still refused: whose is it?
    got = await run(con, "giulia: /act number:2 action:Caught him seat:Red extra !expect-error")
    # said in giulia's language (play-test 18, finding 1: it was English)
    assert "le opzioni si scrivono nome:valore (trovato 'extra')" in errors(got)[0]


async def test_a_missing_number_is_named_in_the_reader_s_language_with_the_move_read(
    store, tmp_path
):
    con = console(store, tmp_path)
    await run(con, CHASE)
    got = await run(
        con,
        """
        kenji: /act action:"Black tickets" !expect-error
        giulia: /act action:"Black tickets" !expect-error
        bob: /act action:Black tick !expect-error
        bob: /act action:"Caught him" !expect-error
        """,
    )
    assert errors(got) == [
        "❌ 「ブラックチケット」には数:が必要です（0〜5の数）。",
        "❌ «Biglietti neri» richiede numero: (un numero da 0 a 5).",
        "❌ “Black tick” was read as “Black tickets”, which needs number: (a number from 0 to 5).",
        "❌ “Caught him” needs number: (a number from 0 to 1).",
    ]


# --------------------------------------- (1) the docs' /turn only seats:Red, Blue as written


async def test_turn_only_takes_the_seats_as_the_docs_write_them(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, QUEST.replace('seats:"Galvano, Isotta"', "seats:Galvano, Isotta"))
    assert position(con)["up"] == ["knight_a", "knight_d"]


# ------------------ (3) a secret choice sent again right after its step closed is counted


async def test_a_secret_choice_sent_again_after_the_reveal_is_already_counted(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, QUEST)
    await run(con, "giulia: /act action:Successo\nluca: /act action:Fallimento")
    got = await run(
        con,
        """
        luca: /act action:Fallimento !expect-error
        luca: /act action:Fallimento !expect-error
        """,
    )
    assert errors(got) == [
        "❌ Questa mossa è già stata contata per il passaggio «I membri giocano in segreto "
        "una carta missione», e quel turno è finito. Ora: «Il capo nomina la squadra».",
        # said once: the same command sent once more is read as a new one
        "❌ «Fallimento» non è una mossa possibile adesso. Mosse: Missione fallita.",
    ]


# --------------------------- (6) a draft item already taken, and how items are named


async def test_a_taken_draft_item_says_who_took_it_and_what_is_left(store, tmp_path):
    con = console(store, tmp_path, "ja")
    await run(
        con,
        """
        gm: /game start game:rail-actions language:ja
        taro: /game join seat:赤
        hana: /game join seat:青
        ken: /game join seat:緑
        gm: /game begin
        taro: /act action:機関車
        """,
    )
    got = await run(
        con,
        """
        hana: /act action:機関車 !expect-error
        hana: /act action:取る choice:Locomotive !expect-error
        hana: /act action:汽車 !expect-error
        !lang ken en
        ken: /act action:Steam !expect-error
        """,
    )
    assert errors(got) == [
        "❌ 機関車はすでに赤が取りました。場に残り：技師、生産、都市化。",
        "❌ 機関車はすでに赤が取りました。場に残り：技師、生産、都市化。",
        "❌ 「汽車」はいまこのゲームでできる行動ではありません。行動：取る、所持金。"
        "「取る」は選択:で選びます：技師、生産、都市化。",
        "❌ “Steam” is not a move of this game now. Moves: Pick and Money; “Pick” takes "
        "choice: Engineer, Production or Urbanization.",
    ]
    out = await run(con, "hana: /act action:技師")
    assert "青が技師を取りました（場に残り2）。" in said(out)


# ------------------------------------------------ (4) a side of several seats wins


async def test_a_side_wins_said_in_the_table_s_language(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, QUEST)
    out = await run(con, 'gm: /act action:"Missione fallita" number:3')
    text = said(out)
    assert "🏆 Vincono i servitori di Mordred!" in text
    assert "parità" not in text
    dash = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"]
    assert {"name": "Risultato", "value": "🏆 I servitori di Mordred"} in dash


async def test_the_detectives_win_together(store, tmp_path):
    con = console(store, tmp_path)
    await run(
        con,
        """
        gm: /game start game:chase
        kenji: /game join seat:"Mister X"
        giulia: /game join seat:"Red detective"
        bob: /game join seat:"Blue detective"
        gm: /game begin
        kenji: /act action:Taxi
        """,
    )
    out = await run(con, 'giulia: /act action:"Caught him" number:1')
    assert "🏆 The detectives win: Red detective and Blue detective!" in said(out)
    dash = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]
    assert "Result" in [f["name"] for f in dash["fields"]]


# ------------------------ (5) an auction for turn order sets this round's order


async def test_an_auction_for_turn_order_orders_the_draft_that_follows(store, tmp_path):
    con = console(store, tmp_path, "ja")
    out = await run(
        con,
        """
        gm: /game start game:rail-order language:ja
        taro: /game join seat:赤
        hana: /game join seat:青
        ken: /game join seat:緑
        gm: /game begin
        taro: /act action:入札 number:1
        hana: /act action:入札 number:2
        ken: /turn pass
        taro: /turn pass
        """,
    )
    text = said(out)
    assert "このターンのこれからの手番順：青、赤、緑。" in text
    assert "現在の手番：@hana（青）" in text.split("特殊アクションを1つずつ取る")[-1]
    dash = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"]
    assert {"name": "手番順", "value": "青 → 赤 → 緑"} in dash
    await run(con, "hana: /act action:機関車\ntaro: /act action:技師")
    got = await run(con, "hana: /act action:生産 !expect-error")
    assert errors(got) == ["❌ いまは緑の手番です。"]
