"""What play-test 20 found for definition writers, organisers and operators (findings
5, 6, 8, 13, 14, 15), as they meet it in the console and the ``herald`` command line,
on the same service as the bot."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.cli.console import GUILD_ID
from bot.adapters.cli.main import main
from bot.service.definitions import SETTING
from tests.console.test_console import console, run
from tests.service import toy

DATA = Path(__file__).resolve().parents[1] / "data"
SALT = DATA / "games" / "salt-road.toml"


def _notepad(tmp_path: Path) -> Path:
    """Salt Road as Windows Notepad saves UTF-8: a byte-order mark and CRLF lines."""
    path = tmp_path / "salt-bom.toml"
    text = SALT.read_text(encoding="utf-8").replace("\n", "\r\n")
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    return path


def test_game_check_reads_a_definition_saved_with_a_byte_order_mark(tmp_path, capsys):
    """Finding 13: a valid file with a UTF-8 byte-order mark was "not valid TOML:
    Invalid statement (at line 1, column 1)", a place that looks right in any editor."""
    path = _notepad(tmp_path)
    assert main(["game", "check", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("salt-bom.toml: ok: Salt Road (salt-road, turns); seats amber_house")
    assert "not valid TOML" not in out + err


async def test_define_takes_a_definition_saved_with_a_byte_order_mark(store, tmp_path):
    """Finding 13, in the console: ``/game define`` refused the same file; it is taken,
    stored without the mark, and a game of it starts."""
    path = _notepad(tmp_path)
    con = console(store, toy.install(tmp_path))
    out = await run(con, f"!lang o ja\n!manager o\no: /game define file:{path}")
    text = out[0]["content"]
    assert not text.startswith("❌"), text
    assert "塩の道" in text and "`salt-road`" in text
    stored = await con.svc.store.setting("guild", GUILD_ID, SETTING)
    assert stored["salt-road"]["text"].startswith("# Salt Road: merchants bid")
    out = await run(con, "o: /game start game:salt-road")
    assert out[0]["content"].startswith("@o started a game of Salt Road.")  # the table's


OTHER_FORMAT = """
slug = "harvest"
family = "turns"
names = { en = "Harvest", ja = "収穫", it = "Raccolto" }
[seats]
names = ["red", "blue"]
[rounds]
count = 3
[[phases]]
id = "plan"
name = { en = "Plan", ja = "計画", it = "Piano" }
type = "prompt"
[[phases]]
id = "work"
name = { en = "Work", ja = "仕事", it = "Lavoro" }
[[phases.steps]]
id = "bid"
name = { en = "Bid", ja = "入札", it = "Offerta" }
kind = "secret"
choices = ["low", "high"]
[[phases.steps]]
id = "go"
name = { en = "Go", ja = "行く", it = "Via" }
type = "harvest"
"""


def test_a_structure_written_as_type_or_kind_is_told_to_be_structure(tmp_path, capsys):
    """Finding 14: ``type = "prompt"`` (another format's word for a step's structure)
    got a bare "unknown key"; holding a structure's name, it is said to be meant as
    ``structure`` (in the reader's language) and the step is read so, so a secret
    step's own keys are not said to be unknown too. A ``type`` that names no structure
    is still an unknown key with no guess."""
    path = tmp_path / "harvest.toml"
    path.write_text(OTHER_FORMAT, encoding="utf-8")
    assert main(["game", "check", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "harvest.toml: phases[0].type: unknown key (did you mean 'structure'?)",
        "harvest.toml: phases[1].steps[0].kind: unknown key (did you mean 'structure'?)",
        "harvest.toml: phases[1].steps[1].type: unknown key",
    ]
    assert main(["--locale", "it", "game", "check", str(path)]) == 1
    said = capsys.readouterr().err.splitlines()
    assert said[0].startswith("harvest.toml: phases[0].type: chiave sconosciuta")
    assert "'structure'" in said[0] and "'structure'" not in said[2]


MONKS = """
slug = "monks"
family = "turns"
names = { en = "Monks", ja = "僧", it = "Monaci" }
[seats]
names = ["green_monk", "red_monk", "redwood_monk"]
min = 1
max = 3
[seats.labels]
green_monk = { en = "Green monk", ja = "緑の僧", it = { text = "Monaco verde", gender = "m" } }
red_monk = { en = "Red monk", ja = "赤の僧", it = { text = "Monaco rosso", gender = "m" } }
redwood_monk = { en = "Redwood monk", ja = "紅木の僧", it = { text = "Monaco sequoia", gender = "m" } }
[rounds]
count = 2
[[phases]]
id = "yin"
name = { en = "Yin", ja = "陰", it = "Yin" }
"""


async def test_a_seat_is_taken_by_the_start_of_its_name(store, tmp_path):
    """Finding 5: ``/game join seat:Green`` (or ``赤``) was "There is no seat", though
    a move is played by the start of its name; the one seat a name of which begins so
    is taken, in any language, and a start two seats share is still refused, naming
    the seats."""
    root = toy.install(tmp_path)
    (root / "games" / "monks.toml").write_text(MONKS, encoding="utf-8")
    con = console(store, root)
    out = await run(
        con,
        """
        gm: /game start game:monks
        bo: /game join seat:Green
        !lang yui ja
        yui: /game join seat:赤
        """,
    )
    said = [m["content"] for m in out if m["kind"] == "announce"]
    assert said[1:] == ["@bo takes the seat Green monk.", "@yui takes the seat Red monk."]
    out = await run(con, "ann: /game join seat:Re\nann: /game join seat:redw")
    assert out[0]["content"] == ("❌ “Re” begins Red monk and Redwood monk: which one?")
    assert out[1]["content"] == "@ann takes the seat Redwood monk."


async def test_a_substitute_names_the_player_replaced_who_is_told(store, tmp_path):
    """Finding 8: ``/game seat seat:Verde user:@paolo`` said "Il GM assegna il posto del
    Verde a @paolo" and nothing of luca, who held it; luca's next move got "You have no
    seat in this game ... take one with /game join". The announcement names whom the
    substitute replaces and pings them (in the table's language and their own), and
    their next move is told which seat went to whom."""
    root = toy.install(tmp_path)
    (root / "games" / "salt-road.toml").write_text(SALT.read_text(encoding="utf-8"))
    con = console(store, root)
    await run(
        con,
        """
        marco: /game start game:salt-road language:it
        luca: /game join seat:Ambra
        ann: /game join seat:Giada
        marco: /game begin
        !lang luca ja
        """,
    )
    out = await run(con, "marco: /game seat seat:Ambra user:@paolo")
    assert out[0]["content"].splitlines() == [
        "Il GM assegna il posto di Ambra a @paolo al posto di @luca.",
        "@luca: questo posto non è più tuo. Se devi ancora giocare, chiedilo al GM.",
        "@luca：この席はもうあなたのものではありません。まだプレイするはずなら、GMに伝えてください。",
        # the substitute is pinged too (play-test 21, L3)
        "@paolo: ora questo posto è tuo; Herald ti chiama qui quando tocca a te.",
    ]
    assert out[0]["mentions"] == ["luca", "paolo"]
    out = await run(con, "luca: /act action:Monete possedute number:5")
    assert out[0]["ephemeral"] and out[0]["content"] == (
        "❌ あなたはもう琥珀の席を持っていません。GMが@paoloに割り当てました。"
        "まだプレイするはずなら、GMに /ゲーム 席指定 で席を割り当ててもらってください。"
    )
    out = await run(con, "marco: /game seat seat:Giada\nbob: /act action:Monete possedute number:5")
    assert out[0]["content"].splitlines()[0] == (
        "Il GM libera il posto di Giada, tenuto finora da @ann."
    )
    assert out[-1]["content"].startswith("❌ You have no seat in this game. Before play begins")
    # luca given a seat since, then out of it again: Ambra is no longer the last word
    out = await run(
        con,
        """
        marco: /game seat seat:Corallo user:@luca
        marco: /game seat seat:Corallo
        luca: /act action:Monete possedute number:5
        """,
    )
    assert out[-1]["content"].startswith("❌ このゲームにあなたの席はありません。")


async def test_press_takes_a_button_s_words_without_its_arrow(store, tmp_path):
    """Finding 6: ``press Passaggio successivo`` (and ``press 次のステップ``) was "no
    button" though the channel showed "[Passaggio successivo ▶]": the label had to be
    typed with its arrow. The words alone, any case, or the start of the one label of
    the latest buttons that begins so, press it, in this run and after a restart; a
    label that is not there is refused listing the buttons there are, in the typer's
    language."""
    root = toy.install(tmp_path)
    (root / "games" / "monks.toml").write_text(MONKS, encoding="utf-8")
    con = console(store, root)
    out = await run(
        con,
        """
        gm: /game start game:monks language:ja
        bo: /game join seat:Green
        gm: /game begin
        gm: press 次のステップ
        """,
    )
    said = [m["content"] for m in out if m["kind"] == "announce"]
    assert said[-1].startswith("🔄 第2ラウンド開始。")
    out = await run(con, "!lang gm it\ngm: press Fine")
    assert out[-1]["content"] == (
        "❌ nessun pulsante 'Fine' in #general; gli ultimi pulsanti: [次のステップへ ▶]"
    )
    again = console(store, root)  # a restart: the step's button as the channel shows it
    out = await run(again, "gm: press 次のステップ")
    assert out[0]["content"] == "ゲーム終了です。お疲れさまでした！"


async def test_press_a_button_in_any_case_without_its_arrow(store, tmp_path):
    """Finding 6, in English: ``press next step`` presses "[Next step ▶]"."""
    root = toy.install(tmp_path)
    (root / "games" / "monks.toml").write_text(MONKS, encoding="utf-8")
    con = console(store, root)
    out = await run(con, "gm: /game start game:monks\nbo: /game join seat:Green\ngm: /game begin")
    assert [b["label"] for b in out[-2]["components"]] == ["Next step ▶"]
    out = await run(con, "gm: press next step")
    assert out[0]["content"].startswith("🔄 Round 2 begins.")


def test_an_operator_lists_the_games_in_play_on_every_server(tmp_path):
    """Finding 15: an operator asked "which games are stuck, on which servers?" had no
    command (``/game list`` is one server's, ``herald db check`` counts). ``herald game
    list [--guild ID]`` prints each live game: server, channel, game, whom it waits
    for (seat and user id) and for how long, the longest wait first, its last change
    and GMs; names in ``--locale``. Leftover L4 (round 21): the whole line is in
    ``--locale`` (its durations were English), and the names a console stored stand
    beside the ids (server home, #genova, @giulia)."""
    import asyncio
    import io
    from datetime import timedelta

    from bot.adapters.cli.console import stable_id
    from bot.adapters.cli.game import list_games
    from bot.config import load_settings
    from bot.store import open_store
    from tests.conftest import T0

    root = toy.install(tmp_path)
    (root / "games" / "monks.toml").write_text(MONKS, encoding="utf-8")
    (root / "games" / "salt-road.toml").write_text(SALT.read_text(encoding="utf-8"))
    db = tmp_path / "herald.db"
    store = open_store(db)
    con = console(store, root)
    script = """
        !guild club
        anna: /game start game:monks
        bob: /game join seat:Green
        !guild home
        #genova
        marco: /game start game:salt-road language:it
        giulia: /game join seat:Ambra
        sara: /game join seat:Giada
        marco: /game begin
        """
    asyncio.run(run(con, script))  # (the command line runs its own event loop)
    store.close()
    uid = {n: stable_id("user", n) for n in ("anna", "marco", "giulia", "sara")}
    club, genova = stable_id("guild", "club"), stable_id("channel", "home", "genova")
    settings = load_settings({"db": str(db), "knowledge": str(root), "locale": "it"}, env={})
    out = io.StringIO()
    assert list_games(settings, None, out, now=T0 + timedelta(hours=3)) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == (
        f"server home (1) #genova ({genova}) partita 2: La via del sale (salt-road); si aspetta"
        f" da 3 ore: Ambra (@giulia, utente {uid['giulia']}) e Giada (@sara, utente"
        f" {uid['sara']}); ultima modifica 2026-11-21 12:00; GM @marco (utente {uid['marco']})"
    )
    assert lines[1] == (
        f"server club ({club}) #general ({stable_id('channel', 'club', 'general')}) partita 1:"
        f" Monaci (monks); prima dell'inizio, creata 3 ore fa (1 posto occupato); ultima modifica"
        f" 2026-11-21 12:00; GM @anna (utente {uid['anna']})"
    )
    assert lines[2] == f"{db}: 2 partite in corso su 2 server"
    out = io.StringIO()
    assert list_games(settings, club, out, now=T0) == 0
    assert out.getvalue().splitlines()[1:] == [f"{db}: 1 partita in corso su server club ({club})"]
    ja = load_settings({"db": str(db), "knowledge": str(root), "locale": "ja"}, env={})
    out = io.StringIO()
    assert list_games(ja, None, out, now=T0 + timedelta(hours=3)) == 0
    assert "（@giulia、ユーザー" in out.getvalue() and "の手番待ち（3時間）" in out.getvalue()


async def test_turn_choose_takes_its_seat_in_the_reader_s_language(store, tmp_path):
    """Leftover L2: ``/turn choose`` (and ``pick``, ``bid``) had no ``seat:`` option of
    its own: a GM or player holding two seats typing ``/turno scegli posto:Corallo``
    was told to name the seat with /azione, and the Japanese ``席:`` was dropped. Its
    options are named in every language; the refusal names ``/turno scegli posto:``."""
    root = toy.install(tmp_path)
    (root / "games" / "salt-road.toml").write_text(SALT.read_text(encoding="utf-8"))
    con = console(store, root)
    out = await run(
        con,
        """
        marco: /game start game:salt-road language:it
        luca: /game join seat:Ambra
        marco: /game join seat:Giada
        marco: /game join seat:Corallo
        marco: /game begin
        !lang marco it
        marco: /turno scegli importo:3
        """,
    )
    assert out[-1]["content"] == (
        "❌ Hai più di un posto: di' quale con /turno scegli posto: (Giada o Corallo)."
    )
    out = await run(con, "marco: /turno scegli importo:3 posto:Corallo")
    assert out[0]["content"] == "Corallo ha scelto. Devono ancora scegliere: Ambra e Giada."
    out = await run(con, "!lang marco ja\nmarco: /手番 秘密選択 数:4 席:翡翠")
    assert out[0]["content"] == "Giada ha scelto. Deve ancora scegliere: Ambra."
    told = [m["content"] for m in out if m["kind"] == "reply"]
    assert told == ["あなたの選択（4）を記録しました。全員が選ぶまで誰にも見えません。"]
