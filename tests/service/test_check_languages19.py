"""``herald --locale ja|it game check`` (play-test 19, finding 1): the summary line
and the missing-summary warning were printed in English while the other warnings and
notes were in the reader's language, and the warning named ``/rules add`` in English.
Both are said in the reader's language, the command as their client shows it; the
``ok:``, ``warning:`` and ``note:`` heads stay for scripts."""

from __future__ import annotations

from bot.adapters.cli.main import main

GAME = """
slug = "harvest"
family = "turns"
summary = "harvest-rules"
names = { en = "Harvest", ja = "収穫", it = "Raccolto" }
[seats]
names = ["red", "blue"]
[seats.labels]
red = { en = "Red", ja = "赤", it = { text = "Rosso", gender = "m" } }
blue = { en = "Blue", ja = "青", it = { text = "Blu", gender = "m" } }
[rounds]
count = 3
[[phases]]
id = "work"
name = { en = "Work", ja = "仕事", it = { text = "Lavoro", gender = "m" } }
structure = "passing"
"""


def _check(tmp_path, capsys, *args: str) -> list[str]:
    games = tmp_path / "k" / "games"
    games.mkdir(parents=True, exist_ok=True)
    path = games / "harvest.toml"
    path.write_text(GAME, encoding="utf-8")
    assert main([*args, "game", "check", str(path)]) == 0
    out = capsys.readouterr().out
    return [ln for ln in out.splitlines() if ": note: " not in ln]


def test_game_check_says_its_summary_and_warning_in_the_reader_s_language(tmp_path, capsys):
    place = tmp_path / "k" / "summaries" / "harvest-rules"
    assert _check(tmp_path, capsys, "--locale", "ja") == [
        "harvest.toml: ok: 収穫 (harvest, turns); 席：red、blue（1〜2人）／全1フェイズ・1ステップ"
        "（passing）、ラウンド数：3",
        "harvest.toml: warning: `summary`：`summaries/harvest-rules/` にルールのサマリーがありません"
        f"（{place} とHerald同梱のナレッジを探しました）。そのフォルダーにサマリーを置くか、"
        "サーバーが /ルール集 追加 ゲーム:harvest で追加するまで、プロンプトはルールの文章を引用しません。",
    ]
    it = _check(tmp_path, capsys, "--locale", "it")
    assert it[0].startswith("harvest.toml: ok: Raccolto (harvest, turns); posti: red e blue")
    assert it[1].endswith("un server non ne aggiunge uno con /regole aggiungi gioco:harvest")
    en = _check(tmp_path, capsys)
    assert en[0].startswith("harvest.toml: ok: Harvest (harvest, turns); seats red and blue")
    assert en[1].endswith("or a server adds one with /rules add game:harvest")
