"""Definitions from data (issue 20): the checker and the schema, a structure added by
a test and played from TOML, a verb and a counter added to a copy of a shipped
definition, and a server's own definitions, seen by that server only."""

from __future__ import annotations

import io
import json
import random
from datetime import timedelta
from pathlib import Path

import pytest

from bot.adapters.cli.main import main
from bot.engine.errors import BadInput, DiceError, PermissionDenied, UnknownGame
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import KNOWLEDGE, T0, make_ctx

LANCASTER = (KNOWLEDGE / "games" / "lancaster.toml").read_text(encoding="utf-8")
MISSPELT = """
slug = "farm-days"
family = "turns"
names = { en = "Farm days" }
[seats]
names = ["Fox", "Hen"]
[rounds]
count = 1
[[phases]]
id = "work"
name = "Work"
[[phases.steps]]
id = "sow"
name = "Sow"
structur = "passing"
"""


def test_herald_game_check_names_the_file_the_key_and_the_closest_valid_key(tmp_path, capsys):
    bad = tmp_path / "farm-days.toml"
    bad.write_text(MISSPELT, encoding="utf-8")
    assert main(["game", "check", str(bad)]) == 1
    err = capsys.readouterr().err
    assert (
        "farm-days.toml: phases[0].steps[0].structur: unknown key (did you mean 'structure'?)"
        in err
    )
    good = tmp_path / "fixed.toml"
    good.write_text(MISSPELT.replace("structur ", "structure "), encoding="utf-8")
    assert main(["game", "check", str(good), str(KNOWLEDGE / "games" / "lancaster.toml")]) == 0
    out = capsys.readouterr().out
    assert "fixed.toml: ok: Farm days (farm-days, turns)" in out and "passing" in out
    assert "lancaster.toml: ok: Lancaster" in out and "verbs: turn.knights" in out


def test_the_summary_says_rounds_by_player_count_in_words(capsys):
    """For Sale's ``count = { 3 = 8, 4 = 7, 5 = 6, 6 = 5 }`` was printed as a dict."""
    from bot.engine.games.definition import parse
    from bot.service.definitions import summary

    path = Path(__file__).resolve().parents[1] / "data" / "user-examples" / "for-sale.toml"
    assert main(["game", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rounds: 8 for 3 players, 7 for 4 players, 6 for 5 players and 5 for 6 players" in out
    summary_line = next(ln for ln in out.splitlines() if ": ok: " in ln)
    assert "{" not in summary_line  # the notes below it may show how to write a name
    d = parse(path.read_text(encoding="utf-8"), path.name)
    assert (
        "ラウンド数：3人なら8ラウンド、4人なら7ラウンド、5人なら6ラウンド、6人なら5ラウンド"
        in summary(d, "ja")
    )
    assert "round: 8 con 3 giocatori, 7 con 4 giocatori" in summary(d, "it")


def test_every_problem_is_listed_with_its_place(tmp_path, capsys):
    text = MISSPELT.replace("count = 1", "count = -1").replace(
        'names = ["Fox", "Hen"]', 'names = ["Fox", "Fox"]'
    )
    bad = tmp_path / "two.toml"
    bad.write_text(text + '\n[tables.x]\nkind = "bandz"\n', encoding="utf-8")
    assert main(["game", "check", str(bad)]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert all(line.startswith("two.toml: ") for line in lines) and len(lines) >= 2


def test_the_schema_accepts_the_shipped_definitions_and_refuses_a_misspelt_key(tmp_path):
    import tomllib

    import jsonschema

    path = tmp_path / "schema.json"
    assert main(["game", "schema", "--out", str(path)]) == 0
    validator = jsonschema.Draft202012Validator(json.loads(path.read_text(encoding="utf-8")))
    for f in sorted((KNOWLEDGE / "games").glob("*.toml")) + sorted(
        (Path(__file__).resolve().parents[1] / "data" / "games").glob("*.toml")
    ):
        errors = list(validator.iter_errors(tomllib.loads(f.read_text(encoding="utf-8"))))
        assert errors == [], (f.name, [e.message for e in errors[:3]])
    assert list(validator.iter_errors(tomllib.loads(MISSPELT)))


# --------------------------------------------------- a structure registered from a test

RELAY = """
slug = "relay-race"
family = "turns"
names = { en = "Relay race", ja = "リレー", it = "Staffetta" }
[seats]
names = ["left_team", "right_team"]
[seats.labels]
left_team = { en = "Left", ja = "左", it = "Sinistra" }
right_team = { en = "Right", ja = "右", it = "Destra" }
[rounds]
count = 1
[[phases]]
id = "race"
name = { en = "The race", ja = "レース", it = "La gara" }
structure = "relay"
laps = 3
"""


def register_relay():
    """A structure of the test's own: the seats run laps in turn until ``laps`` are run."""
    from typing import ClassVar

    from pydantic import Field

    from bot.engine.games.base import Event, Move
    from bot.engine.games.turns.settings import Settings
    from bot.engine.games.turns.structures import register
    from bot.engine.games.turns.structures.base import Structure

    class RelaySettings(Settings):
        laps: int = Field(default=2, ge=1)

    def run_lap(p, action, actor):
        seat = p.current(actor, action)
        p.turn["run"] += 1
        events = [Event("TurnTaken", {"seat": seat, "round": p.s["round"]})]
        if p.turn["run"] >= p.step.settings.laps:
            return p.done(events)
        p.turn["current"] = p.seats[p.turn["run"] % len(p.seats)]
        return p.out(events)

    @register
    class Relay(Structure):
        name = "relay"
        settings_model = RelaySettings
        ends_itself = True
        moves: ClassVar = {"relay.lap": run_lap}

        def start(self, p):
            return {"current": p.seats[0], "run": 0}

        def up(self, p):
            return [p.turn["current"]]

        def move_specs(self, p, step):
            return [Move("relay.lap", "")]

    return Relay


@pytest.fixture
def relay_root(tmp_path):
    """The relay structure registered for the test only (a structure left registered
    would change what later tests see: the definitions' schema, for one)."""
    from bot.engine.games.turns.structures import STRUCTURES

    before = STRUCTURES.get("relay")
    register_relay()
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "relay-race.toml").write_text(RELAY, encoding="utf-8")
    yield root
    if before is None:
        del STRUCTURES["relay"]
    else:
        STRUCTURES["relay"] = before


async def test_a_structure_registered_by_a_test_plays_from_toml_in_the_console(store, relay_root):
    from bot.adapters.cli.console import Console

    k = Knowledge.load(relay_root)
    assert list(k.definitions) == ["relay-race"], k.problems
    svc = Service(store, k, rng=random.Random(1), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale="ja")
    out = []
    for line in (
        "gm: /game start game:relay-race language:ja",
        "ann: /game join seat:左",
        "ben: /game join seat:右",
        "gm: /game begin",
        "ann: /act action:relay.lap",
        "ann: /act action:relay.lap",
        "ben: /act action:relay.lap",
        "ann: /act action:relay.lap",
    ):
        out += await con.handle(line)
    errors = [m["content"] for m in out if m["kind"] == "error"]
    assert errors == ["❌ いまは右の手番です。"]  # the second lap is Right's
    text = "\n".join(m["content"] for m in out)
    assert "左がアクションを実行しました。" in text and "レース" in text
    assert "left_team" not in text and "right_team" not in text
    # play is over: the game has ended (no longer the channel's live game)
    assert svc.store.sync.load(con.channels["general"]) is None
    position = svc.store.sync.load(con.channels["general"], ended=True).game["state"]
    assert position["finished"] is True


def test_a_structure_key_is_checked_by_the_structure_s_own_model(relay_root):
    (relay_root / "games" / "relay-race.toml").write_text(RELAY.replace("laps = 3", "lapz = 3"))
    problems = Knowledge.load(relay_root).problems
    assert problems == ["relay-race.toml: phases[0].lapz: unknown key (did you mean 'laps'?)"]


# ------------------------------------------- a verb and a counter added to a shipped copy

GOLD = LANCASTER.replace('slug = "lancaster"', 'slug = "lancaster-gold"').replace(
    "# Lancaster's own commands",
    """[counters.gold]
setup = 3
max = 50
name = { en = "gold", ja = "金貨", it = "oro" }

[verbs."turn.gold"]
does = "counter:gold"
name = { en = "Gold held", ja = "手持ちの金貨", it = "Oro posseduto" }

# Lancaster's own commands""",
)


async def test_a_new_verb_and_counter_in_a_copy_of_a_shipped_definition_play_with_no_code(
    store, tmp_path
):
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "lancaster-gold.toml").write_text(GOLD, encoding="utf-8")
    k = Knowledge.load(root)
    assert "lancaster-gold" in k.definitions, k.problems
    svc = Service(store, k, rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(9), "game", "start", {"game": "lancaster-gold"})
    await svc.dispatch(make_ctx(1), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(2), "game", "join", {"seat": "Blue"})
    # the generic command, by the verb's name in any language
    r = await svc.dispatch(
        make_ctx(1, locale="it"), "act", None, {"action": "Oro posseduto", "number": "7"}
    )
    assert "Red: 7 gold." in r.messages[0].content  # the table speaks English
    # the verb's range is the counter's, from the definition
    with pytest.raises(BadInput) as e:
        await svc.dispatch(make_ctx(1), "act", None, {"action": "turn.gold", "number": "51"})
    assert e.value.key == "act.error.range" and e.value.params["max"] == 50
    # a slash command nobody wrote: the game's verb of that name
    r = await svc.dispatch(make_ctx(2), "turn", "gold", {"count": "4"})
    assert "Blue: 4 gold." in r.messages[0].content
    from bot.service.game import export_document

    pos = export_document(svc, svc.store.sync.load(10))["position"]
    assert pos["counters"]["gold"] == {"Red": 7, "Blue": 4}
    # autocomplete offers the verb, its name read in the reader's language
    got = await svc.autocomplete(make_ctx(1, locale="ja"), "act", None, "action", "金")
    assert [c.value for c in got] == ["turn.gold"] and got[0].name == "手持ちの金貨"
    got = await svc.autocomplete(
        make_ctx(1, typed={"action": "turn.gold"}), "act", None, "number", ""
    )
    assert [c.value for c in got] == ["0", "50"]


# --------------------------------------------------------- a server's own definitions


def upload(user=1, guild=1, text=GOLD, name="lancaster-gold.toml", manage=True, channel=10):
    return make_ctx(
        user, channel, guild_id=guild, manage_guild=manage, attachments=[(name, text.encode())]
    )


async def test_a_server_s_definition_is_its_own(svc):
    r = await svc.dispatch(upload(), "game", "define", {})
    assert "Added Lancaster (`lancaster-gold`) for this server" in r.messages[0].content
    assert r.messages[0].ephemeral
    # this server plays it...
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "start", {"game": "lancaster-gold"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(2, 10, guild_id=1), "game", "join", {"seat": "Blue"})
    r = await svc.dispatch(make_ctx(1, 10, guild_id=1), "turn", "gold", {"count": "2"})
    assert "Red: 2 gold." in r.messages[0].content
    # ...another never sees it: not to start, not in autocomplete, not in its list
    with pytest.raises(UnknownGame):
        await svc.dispatch(make_ctx(1, 11, guild_id=2), "game", "start", {"game": "lancaster-gold"})
    seen = await svc.autocomplete(make_ctx(1, 11, guild_id=2), "game", "start", "game", "lanc")
    assert [c.value for c in seen] == ["lancaster"]
    seen = await svc.autocomplete(make_ctx(1, 11, guild_id=1), "game", "start", "game", "lanc")
    assert sorted(c.value for c in seen) == ["lancaster", "lancaster-gold"]
    r = await svc.dispatch(make_ctx(1, 11, guild_id=2), "game", "definitions list", {})
    assert "lancaster-gold" not in r.messages[0].content
    r = await svc.dispatch(make_ctx(1, 11, guild_id=1), "game", "definitions list", {})
    assert (
        "lancaster-gold" in r.messages[0].content and "1 definition of 20" in r.messages[0].content
    )
    # removed, it starts no new game; the game begun with it plays on and can end
    await svc.dispatch(upload(), "game", "definitions remove", {"game": "lancaster-gold"})
    with pytest.raises(UnknownGame):
        await svc.dispatch(make_ctx(1, 12, guild_id=1), "game", "start", {"game": "lancaster-gold"})
    r = await svc.dispatch(make_ctx(2, 10, guild_id=1), "turn", "gold", {"count": "5"})
    assert "Blue: 5 gold." in r.messages[0].content
    r = await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "definitions list", {})
    assert "`lancaster-gold`" not in r.messages[0].content
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "end", {"confirm": True})


async def test_defining_again_after_a_removal_says_which_games_keep_the_old_version(svc):
    """Play-test 13: removed while a game was in play, then defined again, it said
    "Added ..." and nothing of the game that keeps the version it began with."""
    await svc.dispatch(upload(), "game", "define", {})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "start", {"game": "lancaster-gold"})
    await svc.dispatch(upload(), "game", "definitions remove", {"game": "lancaster-gold"})
    newer = GOLD.replace("setup = 3", "setup = 4")
    r = await svc.dispatch(upload(text=newer), "game", "define", {})
    said = r.messages[0].content
    assert said.startswith("Replaced this server's Lancaster (`lancaster-gold`)")
    assert "keep the version they began with (until they end): 1." in said


async def test_every_game_of_a_server_s_definition_replays_even_once_removed(
    svc, knowledge, db_url, capsys
):
    """``herald game replay`` finds a game's definition by its server (it used to
    report a server's games as "unknown game"), removed ones too: the games begun
    with a definition keep it, however many definitions are removed after it."""
    from bot.service import definitions
    from bot.service.replay_check import check_store

    await svc.dispatch(upload(), "game", "define", {})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "start", {"game": "lancaster-gold"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(2, 10, guild_id=1), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "turn", "gold", {"count": "2"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "turn", "place", {"where": "A"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "end", {"confirm": True})
    await svc.dispatch(upload(), "game", "definitions remove", {"game": "lancaster-gold"})
    # more removed definitions than a server keeps: the oldest unplayed ones go
    for i in range(definitions.GUILD_MAX + 2):
        text = GOLD.replace("lancaster-gold", f"lancaster-{i:02}")
        await svc.dispatch(upload(text=text, name=f"l{i}.toml"), "game", "define", {})
        later = upload()
        later.now = T0 + timedelta(minutes=i + 1)
        await svc.dispatch(later, "game", "definitions remove", {"game": f"lancaster-{i:02}"})
    kept = await svc.store.setting("guild", 1, definitions.SETTING, {})
    # the oldest removed one is kept for its game; the next oldest, never played, went
    assert "lancaster-gold" in kept and "lancaster-00" not in kept and "lancaster-01" not in kept
    assert len(kept) == definitions.GUILD_MAX + 1
    results = check_store(svc.store.sync, knowledge.definitions)
    assert [(r.slug, r.status) for r in results] == [("lancaster-gold", "ok")]
    assert main(["game", "replay", "--db", db_url, "--knowledge", str(KNOWLEDGE)]) == 0
    out = capsys.readouterr().out
    assert "(lancaster-gold): ok" in out and "1 game, 0 differ" in out


async def test_a_server_s_definition_defined_again_and_again_is_not_kept_each_time(svc):
    """Each /game define parses the server's definitions again: nothing that names
    things (dashboards, statuses, logs) may keep every parsed one (a names cache keyed
    by definition once did, growing with every reload)."""
    import gc
    import weakref

    await svc.dispatch(upload(), "game", "define", {})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "start", {"game": "lancaster-gold"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(2, 10, guild_id=1), "game", "join", {"seat": "Blue"})
    parsed = []
    for i in range(40):
        text = GOLD.replace('en = "Gold held"', f'en = "Gold held {i}"')
        await svc.dispatch(upload(text=text), "game", "define", {})
        r = await svc.dispatch(make_ctx(2, 10, guild_id=1), "game", "status", {})
        assert f"Gold held {i}" not in r.messages[0].content  # (a verb: not on the status)
        await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "log", {})
        await svc.dispatch(
            make_ctx(1, 10, guild_id=1),
            "act",
            None,
            {"action": "Gold held", "number": str(i % 9)},  # the game's own version
        )
        parsed.append(weakref.ref(svc.guild_definitions.get(1)["lancaster-gold"]))
    gc.collect()
    alive = sum(1 for ref in parsed if ref() is not None)
    assert alive <= 9, alive  # the current one, and the service's last few views


async def test_a_refused_definition_is_answered_with_the_checker_s_messages(svc):
    with pytest.raises(BadInput) as e:
        await svc.dispatch(upload(text=MISSPELT, name="farm.toml"), "game", "define", {})
    assert e.value.key == "definitions.error.refused"
    shown = e.value.params["problems"].replace("\\", "")  # Markdown-escaped for Discord
    assert (
        "farm.toml: phases[0].steps[0].structur: unknown key (did you mean 'structure'?)" in shown
    )
    with pytest.raises(BadInput) as e:  # a shipped game stays the shipped one
        await svc.dispatch(upload(text=LANCASTER, name="lancaster.toml"), "game", "define", {})
    assert e.value.key == "definitions.error.shipped"


async def test_who_may_define_and_the_quota(svc):
    with pytest.raises(PermissionDenied):
        await svc.dispatch(upload(manage=False), "game", "define", {})
    # the role named with /rules role may
    await svc.store.set_setting("guild", 1, "rules.role", 77)
    ctx = make_ctx(5, 10, guild_id=1, roles=[77], attachments=[("g.toml", GOLD.encode())])
    await svc.dispatch(ctx, "game", "define", {})
    from bot.service import definitions

    for i in range(definitions.GUILD_MAX - 1):
        text = GOLD.replace("lancaster-gold", f"lancaster-{i}")
        await svc.dispatch(upload(text=text, name=f"l{i}.toml"), "game", "define", {})
    with pytest.raises(BadInput) as e:
        text = GOLD.replace("lancaster-gold", "one-too-many")
        await svc.dispatch(upload(text=text, name="x.toml"), "game", "define", {})
    assert e.value.key == "definitions.error.quota"
    # replacing one is not one more; removing one frees its place
    await svc.dispatch(upload(), "game", "define", {})
    r = await svc.dispatch(upload(), "game", "definitions remove", {"game": "lancaster-gold"})
    assert "Removed this server's definition `lancaster-gold`" in r.messages[0].content
    with pytest.raises(UnknownGame):
        await svc.dispatch(make_ctx(1, 12, guild_id=1), "game", "start", {"game": "lancaster-gold"})


# ------------------------------------------------------- the guide's examples are real

GUIDE = (Path(__file__).resolve().parents[2] / "docs" / "game-definitions.md").read_text(
    encoding="utf-8"
)
SKELETON = """
slug = "guide-skeleton"
family = "turns"
names = "Skeleton"
[seats]
names = ["a", "b", "c"]
[rounds]
count = 2
[options.knights]
default = 2
[counters.vote_markers]
name = "markers"
[counters.salt_coins]
name = "coins"
[counters.silver_pieces]
name = "silver"
[counters.points]
name = "points"
[counters.shields]
name = "shields"
[counters.military]
name = "military points"
min = -6
[tables.pass_rewards]
kind = "pass_rewards"
name = "rewards"
unit = "coins"
[[tables.pass_rewards.columns]]
players = [3]
rewards = [2, 1]
[tables.caravan_value]
kind = "bands"
name = "value"
bands = [[0, 0]]
[[phases]]
id = "p"
name = "P"
"""


def _toml_blocks(text: str) -> list[str]:
    import re

    return re.findall(r"```toml\n(.*?)```", text, flags=re.S)


def test_every_step_the_guide_shows_is_a_step_herald_reads():
    from bot.engine.games.definition import parse

    steps = [b for b in _toml_blocks(GUIDE) if b.startswith("[[phases.steps]]")]
    assert len(steps) >= 8
    for block in steps:
        parse(SKELETON + block, "guide")  # raises naming the key if the guide is wrong


def test_the_guide_s_worked_example_is_the_game_the_transcripts_play():
    import tomllib

    example = _toml_blocks(GUIDE.split("## A complete example")[1])[0]
    data = Path(__file__).resolve().parents[1] / "data" / "games" / "lighthouse-keepers.toml"
    assert tomllib.loads(example) == tomllib.loads(data.read_text(encoding="utf-8"))


async def test_another_process_on_the_database_sees_a_server_s_changes_by_its_next_tick(
    db_url, _shipped
):
    """Play-test 14: two processes on one database (docs/deploy.md); a definition
    redefined or removed, or an alias changed, by one was still served by the other
    from its memory. Now each change leaves the mark ``herald guild forget`` leaves,
    and the other process drops what it kept of that server at its next tick."""
    from bot.service import registry
    from bot.store import AsyncStore, open_store
    from tests.conftest import knowledge_copy

    a, b = (
        Service(AsyncStore(open_store(db_url)), knowledge_copy(_shipped), clock=lambda: T0)
        for _ in "ab"
    )

    async def tick(svc):
        for hook in registry.ON_TICK:
            await hook(svc, T0)

    async def start(svc, channel):
        r = await svc.dispatch(
            make_ctx(1, channel, guild_id=1), "game", "start", {"game": "lancaster-gold"}
        )
        return r.messages[0].content

    async def roll(svc):
        r = await svc.dispatch(make_ctx(1, 30, guild_id=1), "roll", None, {"expr": "atk"})
        return r.messages[0].content

    try:
        await tick(b)
        await a.dispatch(upload(), "game", "define", {})
        assert "started a game of Lancaster." in await start(b, 10)  # b has it in memory now
        renamed = GOLD.replace('en = "Lancaster"', 'en = "Gold Lancaster"', 1)
        assert renamed != GOLD
        await a.dispatch(upload(text=renamed), "game", "define", {})
        await tick(b)
        assert "started a game of Gold Lancaster." in await start(b, 11)
        await a.dispatch(upload(), "game", "definitions remove", {"game": "lancaster-gold"})
        await tick(b)
        with pytest.raises(UnknownGame):
            await start(b, 12)

        boss = make_ctx(1, 30, guild_id=1, manage_guild=True)
        await a.dispatch(boss, "dice", "alias", {"alias": "atk", "expr": "1d20+5"})
        assert "1d20 (" in await roll(b)  # b has the server's aliases in memory now
        await a.dispatch(boss, "dice", "alias", {"alias": "atk", "expr": "3d6"})
        await tick(b)
        assert "3d6 (" in await roll(b)
        await a.dispatch(boss, "dice", "alias", {"alias": "atk"})  # removed
        await tick(b)
        with pytest.raises(DiceError):
            await roll(b)
    finally:
        for svc in (a, b):
            await svc.store.aclose()


async def test_a_name_or_alias_that_starts_another_game_is_said_at_define(svc):
    """play-test 17, finding 23: a server's definition took a shipped game's name and
    another game's alias in silence; ``/game start`` with them started the other
    games, and two games of one name announced themselves alike."""
    text = GOLD.replace('aliases = ["ランカスター"]', 'aliases = ["Pendragon", "gold rush"]')
    r = await svc.dispatch(upload(text=text), "game", "define", {})
    said = r.messages[0].content
    assert "Added Lancaster (`lancaster-gold`) for this server" in said
    assert (
        "• “Lancaster” already names Lancaster (`lancaster`): /game start game:Lancaster"
        " starts that game, not this one; give this one another name or alias"
    ) in said
    assert "• “Pendragon” already names Pendragon" in said
    assert "gold rush" not in said  # its own alias, no one else's
    # its English and Italian names, both "Lancaster", said once; its Japanese one too
    assert said.count("already names Lancaster") == 2 and "“ランカスター” already" in said
    # another of the server's own definitions counts too
    mine = GOLD.replace('slug = "lancaster-gold"', 'slug = "rush"')
    mine = mine.replace('aliases = ["ランカスター"]', 'aliases = ["gold rush"]')
    mine = mine.replace('en = "Lancaster"', 'en = "Rush"')
    r = await svc.dispatch(upload(text=mine, name="rush.toml"), "game", "define", {})
    assert "“gold rush” already names Lancaster (`lancaster-gold`)" in r.messages[0].content
