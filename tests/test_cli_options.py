"""Herald's global options (``--db``, ``--knowledge``, ``--locale``, ``--env-file``)
mean the same before the command, after it and between its words, for every command
(play15 finding 11: ``herald --db F db backup P`` backed up ``state/herald.db``, and
``herald db backup --db F P`` was a usage error naming ``P`` as unknown)."""

from __future__ import annotations

import pytest

from bot.adapters.cli import rules
from bot.adapters.cli.dice import parser as roll_parser
from bot.adapters.cli.main import globals_last, parser, settings_from
from bot.store import Store
from tests.conftest import KNOWLEDGE
from tests.store.test_backup import done

K = str(KNOWLEDGE)

# each command, with {G} where the global options go in each form
COMMANDS = {
    "db backup": "db backup B.db",
    "db check": "db check",
    "db migrate": "db migrate",
    "db copy": "db copy --from sqlite:///a.db --to sqlite:///b.db",
    "game replay": "game replay",
    "guild forget": "guild forget 42 --yes",
    "console": "console --json",
    "run": "run",
    "none": "",
}
GLOBALS = ["--db", "F.db", "--knowledge", K, "--locale", "ja", "--env-file", "E.env"]


def _forms(line: str) -> dict[str, list[str]]:
    words = line.split()
    return {
        "before": GLOBALS + words,
        "after the command": words[:1] + GLOBALS + words[1:],
        "after its action": words[:2] + GLOBALS + words[2:],
        "at the end": words + GLOBALS,
        "with =": [f"{GLOBALS[i]}={GLOBALS[i + 1]}" for i in range(0, 8, 2)] + words,
    }


@pytest.fixture(autouse=True)
def _no_env(monkeypatch):
    for name in ("HERALD_DB", "HERALD_KNOWLEDGE", "HERALD_LOCALE"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("form", list(_forms("x")))
@pytest.mark.parametrize("command", list(COMMANDS))
def test_every_command_reads_the_global_options_wherever_they_stand(command, form):
    argv = _forms(COMMANDS[command])[form]
    args = parser().parse_args(globals_last(argv))
    assert (args.db, args.knowledge, args.locale, args.env_file) == ("F.db", K, "ja", "E.env")
    assert settings_from(args).locale == "ja"
    if command == "db backup":
        assert (args.action, args.path) == ("backup", "B.db")
    if command == "guild forget":
        assert (args.guild_id, args.yes) == (42, True)


@pytest.mark.parametrize("form", list(_forms("x")))
@pytest.mark.parametrize("action", ["search --limit 2 q", "build --guild 3", "adopt --guild 3"])
def test_rules_reads_them_wherever_they_stand(action, form):
    argv = _forms("rules " + action)[form]
    moved = globals_last(argv)
    assert moved[0] == "rules"
    args = rules._parser().parse_args(moved[1:])
    assert (args.db, args.knowledge, args.locale, args.env_file) == ("F.db", K, "ja", "E.env")
    assert args.cmd == action.split()[0]
    if args.cmd == "search":
        assert (args.query, args.limit) == (["q"], 2)


@pytest.mark.parametrize("form", list(_forms("x")))
def test_roll_accepts_them_wherever_they_stand(form):
    moved = globals_last(_forms("roll 2d6 --seed 1")[form])
    assert moved[0] == "roll"
    args = roll_parser().parse_args(moved[1:])
    assert (args.expr, args.seed, args.locale, args.knowledge) == (["2d6"], 1, "ja", K)


def test_a_value_after_two_dashes_stays_where_it_is():
    argv = ["rules", "search", "--", "--db", "x"]
    assert globals_last(argv) == argv
    assert globals_last(["db", "check", "--db"]) == ["db", "check", "--db"]  # no value


@pytest.mark.parametrize(
    "where",
    [
        ["--db", "{live}", "db", "backup", "{out}"],
        ["db", "--db", "{live}", "backup", "{out}"],
        ["db", "backup", "--db", "{live}", "{out}"],
        ["db", "backup", "{out}", "--db", "{live}"],
        ["db", "backup", "--db={live}", "{out}"],
    ],
    ids=["before", "after db", "after backup", "at the end", "with ="],
)
def test_db_backup_backs_up_the_database_named_by_db(tmp_path, monkeypatch, where):
    """The play-tester's own commands: each backs up ``live.db`` (2 games), never the
    default ``state/herald.db`` of the working folder."""
    monkeypatch.chdir(tmp_path)  # a state/herald.db here would be the wrong source
    live, out = tmp_path / "live.db", tmp_path / "bk" / "herald-1.db"
    store = Store.open(live)
    store.create(7, 1, {"game": "toy", "status": "active"}, [], "t", 1)
    store.create(8, 1, {"game": "toy", "status": "active"}, [], "t", 1)
    store.close()
    argv = [w.format(live=live, out=out) for w in where]
    r = done(*argv)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"backed up {live} to {out}: games 2," in r.stdout
    assert not (tmp_path / "state").exists()
    check = done("db", "check", "--db", str(out))
    assert check.returncode == 0 and "live games 2" in check.stdout
