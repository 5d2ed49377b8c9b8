"""Games defined by their players, as play-test 19 found them (the findings given to
turn19; definition files in tests/data/play19/): what players see in the console, on
the same service as the bot."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play19"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


TIKAL = """
!lang hana ja
!lang kenji ja
!lang yuki ja
hana: /game start game:tikal language:ja
kenji: /game join seat:赤
yuki: /game join seat:きいろ
hana: /game begin
"""


# ------------------------- (7) a prompt step of a seat's pass: that seat is up


async def test_tikal_tile_step_is_the_seat_s_own_and_another_seat_cannot_end_it(store, tmp_path):
    """Finding 7: during Red's pass the tile step (a prompt) said everyone was up, and
    Yellow's /phase next moved Red on; Red is up (and pinged), Yellow is refused."""
    con = console(store, tmp_path, "ja")
    out = await run(con, TIKAL)
    text = said(out)
    assert "ジャングルタイルを引いて置く（赤）\n現在の手番：@kenji（赤）" in text, text
    assert "このステップは赤が解決して /フェイズ 次へ で進めます" in text, text
    dashboard = [m for m in out if m["kind"] == "dashboard"][-1]
    assert "全員：みんなで" not in str(dashboard), dashboard
    out = await run(con, "yuki: /phase next !expect-error")
    assert errors(out) == ["❌ いまは赤の手番です。"]
    assert position(con)["step"] == "draw_tile"
    out = await run(con, "kenji: /phase next")
    assert position(con)["step"] == "spend" and position(con)["up"] == ["red"]


CICLADI = """
!lang giulia it
!lang marco it
!lang sara it
!lang paolo it
giulia: /game start game:cicladi language:it
marco: /game join seat:rosso
sara: /game join seat:Blu
paolo: /game join seat:verde
marco: /game join seat:nero
giulia: /game begin
marco: /phase next
"""


# --------------------- (2) two seats: the refusal names the option that says which


async def test_a_player_holding_two_seats_is_told_the_option_that_names_one(store, tmp_path):
    """Finding 2: "Hai più di un posto: di' quale (Rosso o Nero)." did not say how; it
    names the command's seat option as the reader's client shows it."""
    con = console(store, tmp_path, "it")
    await run(con, CICLADI)
    out = await run(con, "marco: /act action:Scegli number:2 !expect-error")
    assert errors(out) == ["❌ Hai più di un posto: di' quale con /azione posto: (Rosso o Nero)."]
    await run(con, "!lang marco ja")
    out = await run(con, "marco: /turn choose amount:2 !expect-error")
    assert errors(out) == [  # its own seat: option (session 20, leftover L2)
        "❌ 複数の席を持っています。/手番 秘密選択 席: でどの席か指定してください（赤、黒）。"
    ]
    await run(con, "!lang marco en")
    out = await run(con, "marco: /act action:Choose number:2 !expect-error")
    assert errors(out) == [
        "❌ You hold several seats: say which one with /act seat: (Red or Black)."
    ]
    await run(con, "marco: /act action:Choose number:2 seat:nero")
    assert position(con)["up"] == ["red", "blue", "green"]


# ------------- (3) a misspelt option is refused naming the nearest, not dropped


async def test_a_misspelt_option_is_refused_naming_the_nearest(store, tmp_path):
    """Finding 3: ``/act acton:Azione`` dropped the option in silence and the reply
    asked which move; the console refuses it, naming the option meant in the reader's
    language, as Discord sends no unknown option. A move's own option still passes."""
    con = console(store, tmp_path, "it")
    await run(con, CICLADI)
    out = await run(con, "paolo: /act acton:Scegli !expect-error")
    assert errors(out) == [
        "❌ /azione non ha l'opzione acton: (intendevi azione:?); "
        "le sue opzioni: azione:, numero:, posto:, scelta:"
    ]
    out = await run(con, "paolo: /act azione:Scegli scelta:2 !expect-error")  # (read as choice:)
    assert "scelta" not in errors(out)[0] and "opzione" not in errors(out)[0]
    out = await run(con, "paolo: /act action:Scegli numbr:2 !expect-error")
    assert "intendevi numero:?" in errors(out)[0]
    await run(con, "paolo: /act action:Scegli number:2")
    assert "green" not in position(con)["up"]


# --------- (20) undoing the move that made the cycle the last says it is not any more


async def test_undoing_the_second_metropolis_says_the_cycle_is_not_the_last(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, CICLADI)
    await run(con, "marco: /act action:Scegli number:2 seat:rosso")
    await run(con, "marco: /act action:Scegli number:1 seat:nero")
    await run(con, "sara: /act action:Scegli number:3")
    await run(con, "paolo: /act action:Scegli number:0")
    out = await run(con, "marco: /act action:Metropoli number:2 seat:rosso")
    assert "Questo ciclo è l'ultimo." in said(out)
    out = await run(con, "marco: /game undo")
    assert said(out).startswith(
        "@marco ha annullato l'ultima azione («il Rosso: 2 metropoli»).\n"
        "🏁 Annullato: questo ciclo non è più l'ultimo.\n"
    ), said(out)


# ------------- (21) a bid limited by a counter: the prompt names it, not "…"


async def test_a_bid_limited_by_gold_says_up_to_the_gold_held(store, tmp_path):
    con = console(store, tmp_path, "it")
    out = await run(con, CICLADI)
    text = said(out)
    assert "(n da 0, non più di quanto hai in monete d'oro)" in text, text
    assert "…" not in text


# ----------------- (16) the table's language changed: the step's buttons still work


async def test_a_button_of_the_step_still_works_after_the_language_changes(store, tmp_path):
    """Finding 16: after /game language re-posted the step in Italian, the English
    post's [Next step ▶] said "out of date: the game has moved on"; the game had not
    moved. A button shown before a real move is still out of date."""
    con = console(store, tmp_path)
    await run(
        con,
        "giulia: /game start game:cicladi\nmarco: /game join seat:rosso\n"
        "sara: /game join seat:Blu\npaolo: /game join seat:verde\ngiulia: /game begin",
    )
    await run(con, "giulia: /game language language:it")
    await run(con, "giulia: /game language language:ja")
    out = await run(con, "marco: press Next step ▶")
    assert errors(out) == [] and position(con)["phase"] == "gods"
    out = await run(con, "marco: press Next step ▶ !expect-error")
    assert errors(out), out


# ------------- (6) a button of a post from before a console restart can be pressed


async def test_the_step_s_button_is_pressed_after_the_console_restarts(store, tmp_path):
    """Finding 6: after a restart, ``press Azione`` said "no button" though the channel's
    last post (the turn's, [Azione]) is what a Discord member sees and presses."""
    first = console(store, tmp_path)
    await run(
        first,
        "giulia: /game start game:cicladi\nmarco: /game join seat:rosso\n"
        "sara: /game join seat:Blu\npaolo: /game join seat:verde\ngiulia: /game begin",
    )
    again = console(store, tmp_path)  # the same database, a new run
    out = await run(again, "marco: press Next step ▶")
    assert errors(out) == [] and position(again)["phase"] == "gods"
    out = await run(again, "marco: press Nothing here !expect-error")
    assert errors(out) == ["❌ no button 'Nothing here' in #general"]
