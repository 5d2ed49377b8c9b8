"""Scripted console sessions: several users, several channels, JSON Lines output."""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0
from tests.service import toy

ROOT = Path(__file__).resolve().parents[2]


def console(store, root) -> Console:
    """A console on ``store`` with the knowledge at ``root``, a seeded RNG, clock at T0."""
    svc = Service(store, Knowledge.load(root), rng=random.Random(1), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


@pytest.fixture
def con(store, tmp_path):
    return console(store, toy.install(tmp_path))


async def run(con, script: str) -> list[dict]:
    out = []
    for line in script.strip().splitlines():
        out.extend(await con.handle(line))
    return out


async def test_two_channels_several_users_buttons_by_label(con):
    out = await run(
        con,
        """
        alice: /game start game:toy
        alice: /game join seat:Red
        bob: /game join seat:Blue
        #side
        carol: /game start game:toy
        carol: /game join
        #general
        alice: /toy step
        bob: press step
    """,
    )
    general = [m for m in out if m["channel"] == "general" and m["kind"] == "announce"]
    assert "@alice started a game of Toy game." in general[0]["content"]
    assert general[-1]["user"] == "bob" and "@alice (Red)" in general[-1]["content"]
    assert general[-1]["mentions"] == ["alice"]
    side = [m for m in out if m["channel"] == "side" and m["kind"] == "announce"]
    assert "@carol takes the seat Red." in side[-1]["content"]
    assert con.svc.store.sync.load(con.channels["general"]).game["state"]["n"] == 2
    assert con.svc.store.sync.load(con.channels["side"]).game["state"] is None


async def test_errors_are_shown_like_discord_and_the_console_goes_on(con):
    out = await run(
        con,
        """
        alice: /game start game:toy
        bob: /toy step
        bob: /game join seat:Purple
        bob: /nonsense
        bob: press NoSuchButton
        this line has no user
        /game start game:toy
        alice: /game join seat:"Red"
    """,
    )
    errors = [m for m in out if m["kind"] == "error"]
    assert all(m["ephemeral"] for m in errors)
    texts = [m["content"] for m in errors]
    assert texts[0].startswith("❌ ") and "not your decision" in texts[0]
    assert "There is no seat “Purple”" in texts[1]
    assert "Unknown command /nonsense" in texts[2]
    assert "no button 'NoSuchButton'" in texts[3]
    assert "expected '<user>: /command" in texts[4]
    # a command typed without its user is not read as the user "/game start game"
    assert "expected '<user>: /command" in texts[5]
    assert out[-2]["content"] == "@alice takes the seat Red."


async def test_stale_button_in_the_console(con):
    await run(
        con,
        """
        alice: /game start game:toy
        alice: /game join seat:Red
        alice: /game join seat:Blue
        alice: /toy step
    """,
    )
    cid = con.history[-2]["components"][0]["custom_id"]
    await con.handle("alice: press step")
    out = await con.handle(f"alice: press {cid}")
    assert out[0]["kind"] == "error" and "out of date" in out[0]["content"]


async def test_dashboard_is_edited_in_place_and_export_is_a_file(con):
    out = await run(
        con,
        """
        alice: /game start game:toy
        alice: /game join seat:Red
        alice: /game export
    """,
    )
    dash = [m for m in out if m["kind"] == "dashboard"]
    assert [d["edited"] for d in dash] == [False, True]
    f = out[-1]["files"][0]
    assert f["name"].endswith(".json") and json.loads(f["content"])["game"] == "toy"


def piped_console(tmp_path: Path, script: str) -> list[dict]:
    """``herald console --json`` with ``script`` piped in (no token, a fresh database):
    its JSON lines, after checking it exited with 0."""
    env = dict(os.environ, HERALD_DB=str(tmp_path / "c.db"))
    env.pop("DISCORD_TOKEN", None)
    p = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--json"],
        input=script,
        text=True,
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )
    assert p.returncode == 0, p.stderr
    return [json.loads(x) for x in p.stdout.splitlines()]


def test_herald_console_reads_stdin_and_prints_json_lines(tmp_path):
    script = "alice: /game start game:pendragon\nbob: /game join seat:Saxons\nbob: /help\n"
    lines = piped_console(tmp_path, script)
    assert set(lines[0]) >= {
        "channel",
        "user",
        "content",
        "embeds",
        "components",
        "ephemeral",
        "files",
    }
    assert lines[0]["content"].startswith("@alice started a game of Pendragon")
    assert any(m["content"].startswith("@bob takes the seat Saxons.") for m in lines)
    help_msg = lines[-1]
    assert help_msg["ephemeral"] and help_msg["embeds"][0]["title"] == "Herald commands"
    assert (tmp_path / "c.db").exists()


def test_quit_ends_a_piped_session_too(tmp_path):
    # the banner says `quit` leaves: a script piped in stops there, without an error
    lines = piped_console(tmp_path, "alice: /roll expr:1d6\nquit\nalice: /roll expr:1d8\n")
    assert len(lines) == 1 and "1d6" in lines[0]["content"], lines


async def test_commands_can_be_typed_as_discord_shows_them_in_japanese_and_italian(con):
    out = await run(
        con,
        """
        alice: /ゲーム 作成 ゲーム:toy
        bob: /partita unisciti posto:Blue
    """,
    )
    assert "@alice started a game of Toy game." in out[0]["content"]
    assert [m["content"] for m in out if m["kind"] == "announce"][-1] == "@bob takes the seat Blue."


async def test_a_reminder_is_shown_in_its_own_channel(con):
    await run(
        con,
        """
        alice: /game start game:toy
        alice: /game join seat:Red
        bob: /game join seat:Blue
        alice: /toy step
        #side
    """,
    )
    con.clock_offset = timedelta(hours=25)
    out = await con.tick()
    assert [(m["channel"], m["kind"]) for m in out] == [("general", "announce")]
    assert out[0]["mentions"] == ["bob"]


async def test_a_command_s_main_option_can_be_typed_without_its_name(con):
    # as Discord shows it: the first option is typed straight after the command;
    # apostrophes are letters (what's, l'azione), not a shell's quotes
    out = await run(
        con,
        """
        alice: /roll 2d6+1 reason:"first attack"
        alice: /roll expr:1d4
        bob: /game start toy
        bob: /game join Red
        carol: /rule what's a pass? game:toy
        carol: /game join l'ultimo
        carol: /roll 1d6 expr:1d8
        carol: /game leave Red
    """,
    )
    assert out[0]["content"] == "🎲 @alice rolls for first attack\n2d6 (2, 5) + 1 = `8`"
    assert out[1]["content"].startswith("🎲 @alice rolls\n1d4 (")
    said = [m["content"] for m in out if m["kind"] in ("announce", "reply")]
    assert said[2].startswith("@bob started a game of Toy game.")
    assert said[3] == "@bob takes the seat Red."
    assert "“what's a pass?”" in said[4]  # the whole question, game: read as an option
    errors = [m["content"] for m in out if m["kind"] == "error"]
    assert "There is no seat “l'ultimo”" in errors[0]
    # the main option given twice, and a command without one, say what they take
    assert "options are name:value (got '1d6')" in errors[1]
    assert "seat:" in errors[2] and "options are name:value (got 'Red')" in errors[2]


def test_every_main_option_is_an_option_of_its_command():
    from bot.i18n import catalog
    from bot.service import registry

    registry.load_features()
    assert ("roll", None) in registry.MAIN_OPTION
    for (name, sub), option in registry.MAIN_OPTION.items():
        path = ".".join([name, *(sub.split() if sub else [])])
        assert f"cmd.{path}.{option}.name" in catalog("en"), (name, sub, option)


async def test_text_mode_writes_an_export_and_names_its_path(store, tmp_path):
    """``/game export`` in the text console: the JSON is written to the files folder
    and the line names its path (as for pictures), so ``/game import file:`` can take
    it back."""
    svc = Service(
        store, Knowledge.load(toy.install(tmp_path)), rng=random.Random(1), clock=lambda: T0
    )
    out = io.StringIO()
    con = Console(svc, out=out, as_json=False, clock=lambda: T0, files=tmp_path / "files")
    await run(con, "alice: /game start game:toy\nalice: /game join seat:Red\nalice: /game export")
    (line,) = [x for x in out.getvalue().splitlines() if "📎" in x]
    name, path = re.fullmatch(r"  📎 (\S+\.json): (\S+) \(\d+ characters\)", line).groups()
    assert Path(path) == (tmp_path / "files" / f"general-{name}").resolve()
    assert json.loads(Path(path).read_text(encoding="utf-8"))["game"] == "toy"
    await run(con, f"#other\nalice: /game import file:{path}")
    imported = store.load(con.channel_id("other"))
    assert imported is not None and imported.game["game"] == "toy"


async def test_lang_refuses_a_language_herald_does_not_speak_and_names_the_likely_one(con):
    """play15 24: ``!lang yui jp`` was taken in silence and yui went on in English."""
    out = await run(con, "!lang yui jp\n!lang ugo klingon\n!lang ugo de\nyui: /roll 1d6")
    assert [m["content"] for m in out if m["kind"] == "error"] == [
        "❌ !lang: 'jp' is not a language code (did you mean 'ja'?); use codes such as 'en',"
        " 'ja' or 'it'",
        "❌ !lang: 'klingon' is not a language code; use codes such as 'en', 'ja' or 'it'",
        "❌ !lang: Herald speaks en, ja and it, not 'de'",
    ]
    out = await run(con, "!lang yui 日本語\nyui: /roll 1d6\n!lang yui ja-JP\n!lang yui Italian")
    assert out[0]["content"].startswith("🎲 @yuiのロール") and con.user_locales["yui"] == "it"
