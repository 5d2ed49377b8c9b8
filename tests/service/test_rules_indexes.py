"""Each server's own rules index (issue 22): persisted, loaded on first use, kept within
a memory budget, rebuilt when its file is stale, never seen by another server. On
both backends, real SQLite files and a real PostgreSQL; the indexes' folder is each
test's own."""

from __future__ import annotations

import asyncio
import logging
import random

import pytest

from bot.engine.errors import BadInput
from bot.engine.rules import persist
from bot.service import rules as R
from tests.conftest import KNOWLEDGE, T0, make_ctx, shipped_shared
from tests.service.test_rules import ALICE, add, rule, shown_text

# three servers, each with its own game whose "Voting" section says something else
GUILDS = {
    11: ("owl-parliament", "Owl Parliament", "owls", 7),
    12: ("frog-senate", "Frog Senate", "frogs", 9),
    13: ("newt-council", "Newt Council", "newts", 4),
}


def summary(guild: int) -> str:
    slug, name, who, n = GUILDS[guild]
    return (
        f'+++\ngame = "{slug}"\ntitle = "{name} house rules"\n'
        f'names = {{ en = "{name}" }}\n+++\n# {name}\n\n'
        f"## Voting\nA motion passes with a quorum of {n} {who}; each of the {who} votes once.\n\n"
        f"## Setup\nEvery player takes {n + 2} {who} tokens and one gavel.\n"
    )


def service(db: str, knowledge_root=KNOWLEDGE, cache=None, budget_mb: float | None = None):
    """A new service on ``db`` (a restart: no server's index in memory), its indexes in
    ``cache``. Its shipped index is there already, as once the bot has started: a fork
    of the worker's (these tests are about the servers' indexes; each service loading
    the shipped one from ``cache`` was two thirds of this file's CPU)."""
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import AsyncStore, open_store

    knowledge = Knowledge.load(knowledge_root)
    if knowledge_root == KNOWLEDGE:
        knowledge.rules = shipped_shared().fork()
    svc = Service(AsyncStore(open_store(db)), knowledge, rng=random.Random(1))
    svc.clock = lambda: T0
    R.configure(svc, budget_mb, cache or "")
    return svc


async def voting(svc, guild: int) -> str:
    return shown_text(await rule(svc, query="voting quorum", guild=guild))


@pytest.fixture
async def three(db_url, tmp_path):
    """A service whose budget holds one of the three servers' indexes at a time."""
    svc = service(db_url, cache=tmp_path, budget_mb=1.5)
    for g in GUILDS:
        await add(svc, f"{GUILDS[g][0]}.md", summary(g), guild=g)
    yield svc
    svc.store.close()


async def test_a_server_evicted_and_reloaded_answers_the_same(three):
    svc, guilds = three, R.guild_indexes(three)
    first = {}
    for g, (_slug, name, who, n) in GUILDS.items():
        first[g] = await voting(svc, g)
        assert f"quorum of {n} {who}" in first[g] and name in first[g]
    # one index at a time: each lookup dropped the one before
    assert list(guilds.entries) == [13] and guilds.counts["evicted"] >= 2
    loaded = guilds.counts["loaded"]
    for g in GUILDS:
        assert await voting(svc, g) == first[g]
    assert guilds.counts["loaded"] == loaded + 3  # read again from their files
    # without files (no folder to keep them in) an evicted index is built again
    guilds.cache_dir = None
    built = guilds.counts["built"]
    for g in GUILDS:
        assert await voting(svc, g) == first[g]
    assert guilds.counts["built"] == built + 3
    # room for three: all three stay, in the order of their last use
    guilds.budget = int(3.5 * guilds.used)
    for g in (11, 12, 13, 11):
        await voting(svc, g)
    assert list(guilds.entries) == [12, 13, 11] and guilds.used <= guilds.budget
    await voting(svc, 12)  # only recency changes
    assert list(guilds.entries) == [13, 11, 12]


async def test_no_server_sees_another_servers_summaries(three):
    svc = three
    for g, (_slug, name, _who, _n) in GUILDS.items():
        idx = await R.load_guild(svc, g)
        assert {s.scope for s in idx.sections} == {None, g}
        others = [x for x in GUILDS if x != g]
        for o in others:
            _slug, o_name, o_who, o_n = GUILDS[o]
            text = shown_text(await rule(svc, query=f"{o_who} voting quorum", guild=g))
            assert f"quorum of {o_n} {o_who}" not in text and o_name not in text
            assert name in text  # this server's own game answers instead
        # nor by section id, once the other server's index is the one in memory
        sid = next(s.id for s in idx.sections if s.scope == g)
        other = others[0]
        await R.load_guild(svc, other)
        with pytest.raises(BadInput) as e:
            await svc.press(make_ctx(ALICE, guild_id=other), f"h1|-|rule|section={sid}|")
        assert e.value.key == "rules.section_gone"
        assert name not in shown_text(await rule(svc, query=sid, guild=other))


async def test_a_restart_answers_from_the_persisted_index_without_building(
    db_url, tmp_path, caplog
):
    svc = service(db_url, cache=tmp_path)
    await add(svc, "owls.md", summary(11), guild=11)
    await add(svc, "frogs.md", summary(12), guild=12)
    before = await voting(svc, 11)
    svc.store.close()
    again = service(db_url, cache=tmp_path)
    with caplog.at_level(logging.INFO, logger="bot.service.rules_indexes"):
        assert await voting(again, 11) == before
    guilds = R.guild_indexes(again)
    assert guilds.counts == {"loaded": 1} and list(guilds.entries) == [11]
    assert "rules index of guild 11 loaded from guild-11.index" in caplog.text
    assert "built" not in caplog.text
    # what the loaded index shares with the shipped one is the shipped one's own objects
    idx, base = guilds.entries[11].idx, R.rules_index(again)
    for attr in persist.SHARED_ATTRS:
        assert getattr(idx, attr) is getattr(base, attr), attr
    mine = {id(s) for s in idx.sections}
    assert all(id(s) in mine for s in base.sections)
    again.store.close()


async def test_a_persisted_index_of_older_summaries_is_rebuilt(db_url, tmp_path):
    svc = service(db_url, cache=tmp_path)
    await add(svc, "owls.md", summary(11), guild=11)
    svc.store.close()
    # another process (or a restored backup) changes the server's summaries
    from bot.store import open_store

    other = open_store(db_url)
    other.add_summary(
        "owls.md", "owl-parliament", summary(11).replace("7 owls", "5 owls"), 1, "x", 11
    )
    other.close()
    again = service(db_url, cache=tmp_path)
    text = await voting(again, 11)
    assert "quorum of 5 owls" in text and "7 owls" not in text
    assert R.guild_indexes(again).counts == {"built": 1}
    again.store.close()
    third = service(db_url, cache=tmp_path)  # the rebuilt index was written
    assert "quorum of 5 owls" in await voting(third, 11)
    assert R.guild_indexes(third).counts == {"loaded": 1}
    third.store.close()


@pytest.mark.parametrize("how", ["format", "knowledge", "corrupt"])
async def test_a_persisted_index_of_another_format_or_knowledge_is_rebuilt(
    db_path, tmp_path, monkeypatch, how
):
    db = str(db_path)
    svc = service(db, cache=tmp_path)
    await add(svc, "owls.md", summary(11), guild=11)
    before = await voting(svc, 11)
    svc.store.close()
    if how == "format":  # an index written by an engine of an older index format
        monkeypatch.setattr(persist, "FORMAT", persist.FORMAT + 1)
    elif how == "corrupt":  # cut short (a disk full, a copy interrupted)
        path = tmp_path / "guilds" / "guild-11.index"
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    again = service(db, cache=tmp_path)
    if how == "knowledge":  # the shipped knowledge changed since it was written
        await R.warm_index(again)
        R.rules_index(again).content_key = "other knowledge"
    assert await voting(again, 11) == before
    assert R.guild_indexes(again).counts == {"built": 1}
    again.store.close()


async def test_reload_rebuilds_only_its_own_server(db_path, tmp_path):
    svc = service(str(db_path), cache=tmp_path)
    await add(svc, "owls.md", summary(11), guild=11)
    await add(svc, "frogs.md", summary(12), guild=12)
    guilds = R.guild_indexes(svc)
    frogs, owls = guilds.entries[12].idx, guilds.entries[11].idx
    base, built = R.rules_index(svc), guilds.counts["built"]
    ctx = make_ctx(ALICE, guild_id=11, manage_guild=True)
    r = await svc.dispatch(ctx, "rules", "reload", {})
    assert "sections" in r.messages[0].content
    assert guilds.counts["built"] == built + 1
    assert guilds.entries[11].idx is not owls and guilds.entries[12].idx is frogs
    assert R.rules_index(svc) is base  # the shipped knowledge did not change: kept
    assert "quorum of 9 frogs" in await voting(svc, 12)
    assert "quorum of 7 owls" in await voting(svc, 11)
    svc.store.close()


async def test_removing_a_servers_last_summary_drops_its_index(db_path, tmp_path):
    svc = service(str(db_path), cache=tmp_path)
    await add(svc, "owls.md", summary(11), guild=11)
    assert (tmp_path / "guilds" / "guild-11.index").is_file()
    ctx = make_ctx(ALICE, guild_id=11, manage_guild=True)
    await svc.dispatch(ctx, "rules", "remove", {"file": "owls.md"})
    assert not R.guild_indexes(svc).entries
    assert not (tmp_path / "guilds" / "guild-11.index").exists()
    assert await R.load_guild(svc, 11) is R.rules_index(svc)
    assert "owls" not in await voting(svc, 11)
    svc.store.close()


async def test_an_add_racing_another_processs_add_persists_both(db_url, tmp_path):
    svc = service(db_url, cache=tmp_path)
    await add(svc, "owls.md", summary(11), guild=11)
    assert "quorum of 7 owls" in await voting(svc, 11)  # its index is in memory
    # another process adds a summary to the same server just before this one's add is
    # stored (after this one looked at the server's summaries)
    from bot.store import open_store

    frogs = summary(12).replace('game = "frog-senate"', 'game = "owl-parliament"')
    real = svc.store.add_summary

    async def racing(*args, **kw):
        other = open_store(db_url)
        other.add_summary("frogs.md", "owl-parliament", frogs, 1, "x", 11)
        other.close()
        return await real(*args, **kw)

    svc.store.add_summary = racing
    newts = summary(13).replace('game = "newt-council"', 'game = "owl-parliament"')
    await add(svc, "newts.md", newts, guild=11)
    svc.store.close()
    # the index this process wrote holds all three (not its own two under the key of three)
    again = service(db_url, cache=tmp_path)
    assert "quorum of 7 owls" in await voting(again, 11)
    guilds = R.guild_indexes(again)
    assert guilds.counts == {"loaded": 1}
    assert {s.source_id for s in guilds.entries[11].idx.sections if s.scope == 11} == {
        "owl-parliament/owls.md",
        "owl-parliament/frogs.md",
        "owl-parliament/newts.md",
    }
    again.store.close()


# the cache folder (tmp_path) holds the shipped index's file already, as after the bot's
# first start: the tool loads it (this is about the servers' indexes, not the shipped
# one's build)
@pytest.mark.usefixtures("shipped_rules_cache")
def test_herald_rules_build_writes_every_servers_index(db_url, tmp_path, capsys):
    from bot.adapters.cli.rules import main
    from bot.store import open_store

    store = open_store(db_url)
    for g in (11, 12):
        store.add_summary(f"{GUILDS[g][0]}.md", GUILDS[g][0], summary(g), 1, "x", g)
    store.close()
    argv = ["build", "--db", db_url, "--env-file", str(tmp_path / "none")]
    env = {"HERALD_RULES_CACHE": str(tmp_path)}
    with pytest.MonkeyPatch.context() as mp:
        for k, v in env.items():
            mp.setenv(k, v)
        assert main(argv) == 0
        assert "2 servers: 2 indexes built, 0 already up to date" in capsys.readouterr().out
        assert main(argv) == 0
        assert "2 servers: 0 indexes built, 2 already up to date" in capsys.readouterr().out
    assert {f.name for f in (tmp_path / "guilds").iterdir()} == {
        "guild-11.index",
        "guild-12.index",
    }

    # the bot then loads them at each server's first lookup
    async def first_lookup() -> str:
        svc = service(db_url, cache=tmp_path)
        try:
            text = await voting(svc, 12)
            assert R.guild_indexes(svc).counts == {"loaded": 1}
            return text
        finally:
            svc.store.close()

    assert "quorum of 9 frogs" in asyncio.run(first_lookup())


async def test_game_prompts_check_the_servers_summaries_now_and_then_not_every_command(
    db_path, tmp_path, monkeypatch
):
    """Each game announcement reads the server's own summaries for its prompts; the
    check against the stored summaries (a store query) is made at most every
    RECHECK_SECONDS, as autocomplete's is, so game commands in between make none."""
    svc = service(db_path, cache=tmp_path)
    await add(svc, "owl.md", summary(11), guild=11)
    asked: list[int] = []
    real = svc.store.summaries_stamp

    async def stamp(guild_id: int):
        asked.append(guild_id)
        return await real(guild_id)

    monkeypatch.setattr(svc.store, "summaries_stamp", stamp)
    now = [1000.0]
    monkeypatch.setattr(R.time, "monotonic", lambda: now[0])
    await svc.load_rules(11)
    first = len(asked)
    assert first >= 1  # the first command after a start checks
    for _ in range(5):  # commands within the interval: no query
        now[0] += 1.0
        await svc.load_rules(11)
    assert len(asked) == first
    now[0] += R.RECHECK_SECONDS
    await svc.load_rules(11)  # the interval has passed: checked again
    assert len(asked) > first
    idx, scope = svc.rules_seen(11)
    assert scope == 11 and idx is not svc.knowledge.rules  # its own summaries are read
    svc.store.close()


def test_the_memory_estimate_counts_the_dense_vectors():
    """With the dense tier on, each section of a server's summaries holds a vector (and
    its row when its game is asked about): the budget counts them, as many as the index
    makes sections or more."""
    from types import SimpleNamespace

    from bot.engine.rules import dense
    from bot.service.rules_indexes import estimate, sections

    rows = [{"game": "owl-parliament", "name": "owls.md", "text": summary(11)}]
    idx = shipped_shared().fork()
    added = idx.add(summary(11), scope=11, source_id="owl-parliament/owls.md", name="owls.md")
    n = len(added.sections)
    try:
        dense.use(None)
        off = estimate(rows)
        dense.use(SimpleNamespace(name="stand-in"))  # type: ignore[arg-type]
        on = estimate(rows)
    finally:
        dense.reset()
    assert sections(summary(11)) >= n >= 2
    assert on - off == dense.SECTION_BYTES * sections(summary(11))
    assert dense.SECTION_BYTES > 2 * 2 * dense.DIM  # float16 kept, float32 stacked
