"""Settings: flags over environment over .env; invalid values stop Herald at start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_and_precedence(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(
        "HERALD_LOCALE=it\nHERALD_DB=from-dotenv.db\n# a comment\nexport HERALD_DEV_GUILD='42'\n"
    )
    s = load_settings(env={}, dotenv=tmp_path / "none")
    assert (s.db, s.knowledge, s.locale, s.dev_guild, s.token) == (
        "state/herald.db",
        "knowledge",
        "en",
        None,
        "",
    )
    s = load_settings(env={"HERALD_DB": "from-env.db"}, dotenv=env_file)
    assert (s.db, s.locale, s.dev_guild) == ("from-env.db", "it", 42)
    s = load_settings(
        {"db": "from-flag.db", "locale": "ja"}, env={"HERALD_DB": "from-env.db"}, dotenv=env_file
    )
    assert (s.db, s.locale) == ("from-flag.db", "ja")


@pytest.mark.parametrize(
    "env,needle",
    [
        ({"HERALD_LOCALE": "fr"}, "HERALD_LOCALE"),
        ({"HERALD_DEV_GUILD": "abc"}, "HERALD_DEV_GUILD"),
        ({"DISCORD_API_BASE": "ftp://x"}, "DISCORD_API_BASE"),
        ({"DISCORD_GATEWAY_URL": "http://x"}, "DISCORD_GATEWAY_URL"),
        ({"HERALD_KNOWLEDGE": "/no/such/folder"}, "HERALD_KNOWLEDGE"),
        ({"DISCORD_TOKEN": "has space in it"}, "DISCORD_TOKEN"),
        ({"HERALD_MESSAGE_CONTENT": "maybe"}, "HERALD_MESSAGE_CONTENT"),
    ],
)
def test_invalid_values_name_the_setting(env, needle, tmp_path):
    with pytest.raises(SettingsError) as e:
        load_settings(env=env, dotenv=tmp_path / "none")
    assert needle in str(e.value)


def test_the_token_is_never_in_the_repr(tmp_path):
    s = load_settings(env={"DISCORD_TOKEN": "super.secret.token"}, dotenv=tmp_path / "none")
    assert "super.secret" not in repr(s) and s.redacted()["token"] == "set"


def test_herald_refuses_to_start_with_a_bad_setting(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HERALD_", "DISCORD_"))}
    env["HERALD_LOCALE"] = "klingon"
    env["PYTHONPATH"] = str(ROOT)  # run from another folder: bot is not installed
    p = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        cwd=tmp_path,
        env=env,
        input="",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 2
    assert "invalid setting: HERALD_LOCALE must be one of en, ja, it" in p.stderr


def test_without_a_token_herald_opens_the_console_and_says_how_to_get_one(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HERALD_", "DISCORD_"))}
    env["HERALD_DB"] = str(tmp_path / "h.db")
    p = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env=env,
        input="alice: /help\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0
    assert "No DISCORD_TOKEN is set" in p.stderr and "Reset Token" in p.stderr
    assert "Herald commands" in p.stdout


def test_db_backup_and_check_from_the_command_line(tmp_path):
    from bot.store import Store

    db = tmp_path / "live.db"
    s = Store.open(db)
    s.create(5, 1, {"game": "pendragon", "status": "setup"}, [], "t", 1)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HERALD_", "DISCORD_"))}
    env["HERALD_DB"] = str(db)
    back = tmp_path / "backups" / "copy.db"
    p = subprocess.run(
        [sys.executable, "-m", "bot", "db", "backup", str(back)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0, p.stderr
    s.close()
    env["HERALD_DB"] = str(back)
    p = subprocess.run(
        [sys.executable, "-m", "bot", "db", "check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0 and "integrity ok" in p.stdout
    assert Store.open(back).load(5).game["game"] == "pendragon"


@pytest.mark.parametrize(
    "env,needle",
    [
        ({"HERALD_TICK_SECONDS": "0"}, "HERALD_TICK_SECONDS"),
        ({"HERALD_TICK_SECONDS": "soon"}, "HERALD_TICK_SECONDS"),
        ({"HERALD_GUILD_READY_TIMEOUT": "-1"}, "HERALD_GUILD_READY_TIMEOUT"),
    ],
)
def test_numeric_settings_are_checked_and_named(env, needle, tmp_path):
    with pytest.raises(SettingsError) as e:
        load_settings(env=env, dotenv=tmp_path / "none")
    assert needle in str(e.value)


def test_every_setting_is_read_from_the_environment_and_from_dotenv(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text("HERALD_TICK_SECONDS=5\nHERALD_GUILD_READY_TIMEOUT=0.5\n")
    s = load_settings(env={"HERALD_LOCALE": "ja"}, dotenv=env_file)
    assert (s.locale, s.tick_seconds, s.guild_ready_timeout) == ("ja", 5.0, 0.5)
    # a flag wins over both
    s = load_settings({"tick_seconds": 1}, env={"HERALD_TICK_SECONDS": "7"}, dotenv=env_file)
    assert s.tick_seconds == 1.0


@pytest.mark.parametrize(
    "env,needle",
    [
        ({"HERALD_BUSY_AT": "0"}, "HERALD_BUSY_AT"),
        ({"HERALD_BUSY_AT": "many"}, "HERALD_BUSY_AT"),
        ({"HERALD_DRAIN_SECONDS": "-1"}, "HERALD_DRAIN_SECONDS"),
        ({"HERALD_RULES_MEMORY_MB": "0"}, "HERALD_RULES_MEMORY_MB"),
        ({"HERALD_RULES_MEMORY_MB": "lots"}, "HERALD_RULES_MEMORY_MB"),
    ],
)
def test_busy_and_drain_settings_are_checked_and_named(env, needle, tmp_path):
    with pytest.raises(SettingsError) as e:
        load_settings(env=env, dotenv=tmp_path / "none")
    assert needle in str(e.value)


async def test_the_bot_reads_its_timings_from_the_settings_it_is_given(tmp_path, monkeypatch):
    """tick, guild-ready timeout, busy threshold and drain budget come from the
    settings (environment, .env or flags), not from os.environ read by the adapter."""
    from types import SimpleNamespace

    from bot.adapters.discord import app as discord_app

    env = {
        "HERALD_TICK_SECONDS": "0.5",
        "HERALD_GUILD_READY_TIMEOUT": "0.25",
        "HERALD_BUSY_AT": "3",
        "HERALD_DRAIN_SECONDS": "7",
    }
    s = load_settings(env=env, dotenv=tmp_path / "none")
    assert (s.tick_seconds, s.guild_ready_timeout, s.busy_at, s.drain_seconds) == (
        0.5,
        0.25,
        3,
        7.0,
    )
    # the process environment says otherwise: the settings object wins
    for k in env:
        monkeypatch.setenv(k, "99")
    bot = discord_app.HeraldBot(s)
    try:
        assert (bot.tick_seconds, bot.busy_at, bot.drain_seconds) == (0.5, 3, 7.0)
        assert bot._connection.guild_ready_timeout == 0.25
        bot._running = 3
        assert bot.busy()
        bot._running = 2
        assert not bot.busy()
    finally:
        await bot.close()
    # a namespace without them (tests of the adapter): the documented defaults
    bare = discord_app.HeraldBot(SimpleNamespace(token="t"))
    try:
        assert (bare.tick_seconds, bare.busy_at, bare.drain_seconds) == (60.0, 8, 20.0)
        assert bare._connection.guild_ready_timeout == 2.0
    finally:
        await bare.close()


def test_the_rules_indexes_folder(tmp_path):
    none = tmp_path / "none"
    assert load_settings(env={}, dotenv=none).rules_cache_path is None  # beside the file
    pg = load_settings(env={"HERALD_DB": "postgresql://h/db"}, dotenv=none)
    assert pg.rules_cache_path == Path("state/rules-cache")
    given = {"HERALD_DB": "postgresql://h/db", "HERALD_RULES_CACHE": "/var/cache/herald"}
    s = load_settings(env=given, dotenv=none)
    assert s.rules_cache_path == Path("/var/cache/herald") and s.rules_memory_mb == 64.0
