"""/rule and /rules add|list|remove|role|reload through the Service, on a real SQLite
file: shipped knowledge for everyone, uploaded summaries per server."""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import random
import re
from datetime import timedelta

import pytest

from bot.engine.errors import BadInput, PermissionDenied, UnknownGame
from bot.i18n import error_text
from bot.service import rules as R
from bot.service.model import Select
from bot.service.rules import rules_index
from tests.conftest import T0, make_ctx

# the service's shipped rules index is there from the start, as in the bot once started
# (tests/conftest.py ``svc``): these tests are about lookups and summaries, not its build
pytestmark = pytest.mark.warm_rules


ALICE, BOB, CAROL = 1, 2, 3
G1, G2 = 1, 2
MOD_ROLE = 777

HOUSE = """+++
game = "house-rules"
title = "Dragon hoard house rules"
names = { en = "Dragon Hoard", ja = "ドラゴンの宝", it = "Tesoro del drago" }
[source]
file = "000_deadbeefdeadbeef.txt"
author = "Mirela"
+++
# Dragon Hoard

## Hidden Treasure
The dragon's hoard is worth 12 gold. Zorblat tokens count double.

## Dragon Flight
A dragon flies 3 spaces unless it carries the zorblat crown.
"""


async def rule(svc, user=ALICE, channel=10, locale="en", guild=G1, **opts):
    return await svc.dispatch(
        make_ctx(user, channel, locale=locale, guild_id=guild), "rule", None, opts
    )


async def add(svc, name: str, text: str | bytes, guild=G1, user=ALICE, manage=True, **opts):
    data = text.encode() if isinstance(text, str) else text
    ctx = make_ctx(user, guild_id=guild, manage_guild=manage, attachments=[(name, data)])
    return await svc.dispatch(ctx, "rules", "add", opts)


def shown_text(resp) -> str:
    """Everything a response shows: contents, embeds, menu options."""
    out = []
    for m in resp.messages:
        out.append(m.content)
        for e in m.embeds:
            out += [e.title, e.description, e.footer] + [f.name + f.value for f in e.fields]
        for c in m.components:
            if isinstance(c, Select):
                out += [o.label + " " + o.description + " " + o.value for o in c.options]
    return "\n".join(out)


# --------------------------------------------------------------------------- lookups
async def test_clear_winner_is_an_embed_with_readable_sources_and_rule_differences(svc):
    r = await rule(svc, query="shield wall")
    emb = r.messages[0].embeds[0]
    assert "シールド・ウォール" in emb.title and " › " in emb.title
    assert emb.footer.startswith("matched: ") and "shield wall" in emb.footer
    src = emb.fields[0]
    assert src.name == "Source"
    assert src.value.startswith("Pendragon: summary A") and src.value.endswith("player summary")
    assert "000_" not in src.value and "(unknown)" not in src.value
    # the game's other summary follows, named by its title, with rule differences only
    assert len(r.messages) == 2
    other = r.messages[1].embeds[0]
    assert other.title.startswith("Other summary")
    assert other.fields[0].value.startswith("Pendragon: summary B")
    diff = other.fields[1]
    assert diff.name == "Differences"
    lines = [ln for ln in diff.value.splitlines() if ln.startswith("•")]
    # far fewer lines than the section has: wording-only differences are not shown
    assert 1 <= len(lines) < len([x for x in other.description.splitlines() if x.strip()])


async def test_differences_keep_numbers_and_drop_wording(svc):
    r = await rule(svc, query="raid", game="pendragon")
    text = shown_text(r)
    if r.messages[0].components:  # a menu: pick the Scotti raid
        (sel,) = r.messages[0].components
        opt = next(o for o in sel.options if "レイド" in o.label)
        r = await svc.press(make_ctx(ALICE), sel.custom_id, [opt.value])
        text = shown_text(r)
    # summary A says 2D4 raiders at renown 1, summary B says 3D4: that line is shown
    assert "3D4" in text and "2D4" in text


def test_rule_differences_unit():
    from bot.service.rules_diff import rule_differences

    a = "- Each player draws 3 cards.\n- The first player takes the Crown token."
    b = "- Every player draws 3 cards.\n- The first player takes the Crown marker.\n- Ties: Mordor wins."
    diffs = rule_differences(a, b)
    assert [d.kind for d in diffs] == ["only_there"] and "Mordor" in diffs[0].there
    c = "- Each player draws 4 cards unless they passed."
    (d,) = rule_differences(a.splitlines()[0], c)
    assert d.kind == "changed" and "4" in d.facts_there and "unless" in d.facts_there


async def test_japanese_and_italian_labels(svc):
    ja = (await rule(svc, locale="ja", query="シールドウォール")).messages[0].embeds[0]
    assert ja.fields[0].name == "出典" and ja.footer.startswith("一致：")
    assert ja.fields[0].value.endswith("プレイヤー作成のサマリー")
    it = (await rule(svc, locale="it", query="corruzione", game="europa-universalis")).messages[0]
    it = it.embeds[0]
    assert it.fields[0].name == "Fonte" and "CORRUZIONE" in it.title


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
async def test_ambiguous_query_gets_a_private_menu_and_choosing_shows_the_section(svc):
    r = await rule(svc, query="march")
    msg = r.messages[0]
    assert msg.ephemeral and msg.private_to == [ALICE]
    (sel,) = [c for c in msg.components if isinstance(c, Select)]
    assert 2 <= len(sel.options) <= 10
    chosen = sel.options[1]
    r2 = await svc.press(make_ctx(ALICE), sel.custom_id, [chosen.value])
    sec = rules_index(svc).section(chosen.value)
    assert r2.messages[0].embeds[0].description == sec.pages[0]


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
async def test_one_section_alone_only_when_the_engine_is_confident(svc, monkeypatch):
    idx = rules_index(svc)
    real = idx.search

    def unsure(*a, **k):
        return dataclasses.replace(real(*a, **k), confident=False)

    monkeypatch.setattr(idx, "search", unsure)
    r = await rule(svc, query="shield wall")
    assert r.messages[0].ephemeral and isinstance(r.messages[0].components[0], Select)

    def sure(*a, **k):
        return dataclasses.replace(real(*a, **k), confident=True)

    monkeypatch.setattr(idx, "search", sure)
    r = await rule(svc, query="march")
    assert r.messages[0].embeds and not r.messages[0].ephemeral


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
@pytest.mark.parametrize(
    "slug,query",
    [
        ("europa-universalis", "how do I win?"),
        ("hadrians-wall", "come si vince?"),
        ("pendragon", "vittoria"),
        ("pendragon", "勝利"),
        ("hadrians-wall", "勝利"),
        ("lancaster", "turn order"),
        ("europa-universalis", "turn order"),
    ],
)
async def test_natural_questions_answer_from_the_channels_game(svc, slug, query):
    await svc.dispatch(make_ctx(ALICE, 40), "game", "start", {"game": slug})
    r = await rule(svc, channel=40, query=query)
    assert {sec.game for sec in _shown_sections(svc, r)} == {slug}


def _shown_sections(svc, r):
    """The sections a reply shows alone (first embed) or offers (menu)."""
    idx = rules_index(svc)
    msg = r.messages[0]
    if msg.embeds:
        title = msg.embeds[0].title
        return [s for s in idx.sections if " › ".join(s.path)[:250] == title[:250]][:1]
    (sel,) = msg.components
    return [idx.section(o.value, scope=G1) for o in sel.options]


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
@pytest.mark.parametrize(
    "slug,query",
    [
        ("lancaster", "vittoria"),
        ("lancaster", "cosa succede se passo?"),
        ("hadrians-wall", "vittoria"),
    ],
)
async def test_never_a_single_answer_from_another_game_in_a_games_channel(svc, slug, query):
    await svc.dispatch(make_ctx(ALICE, 42), "game", "start", {"game": slug})
    r = await rule(svc, channel=42, query=query)
    msg = r.messages[0]
    if msg.embeds:  # shown alone: it must be the channel's game
        assert {sec.game for sec in _shown_sections(svc, r)} == {slug}
    else:
        assert msg.ephemeral and isinstance(msg.components[0], Select)


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
async def test_a_question_naming_another_game_leaves_the_channels_game(svc):
    await svc.dispatch(make_ctx(ALICE, 41), "game", "start", {"game": "lancaster"})
    r = await rule(svc, channel=41, query="pendragon raid")
    msg = r.messages[0]
    idx = rules_index(svc)
    ids = [o.value for o in msg.components[0].options] if msg.components else []
    assert ids and all(idx.section(i).game == "pendragon" for i in ids)
    assert idx is rules_index(svc)


async def test_game_option_filters_and_unknown_game_refused(svc):
    r = await rule(svc, query="battle", game="pendragon")
    for m in r.messages:
        for e in m.embeds:
            assert "Pendragon" in e.title or e.title.startswith("Other summary")
    with pytest.raises(UnknownGame):
        await rule(svc, query="battle", game="no such game")


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
async def test_no_match_says_so(svc):
    # never "nothing" while there are sections: the nearest, saying the match is weak
    msg = (await rule(svc, query="zzqxvwk")).messages[0]
    assert msg.ephemeral and msg.content.startswith("Nothing matches “zzqxvwk” closely.")
    (sel,) = [c for c in msg.components if isinstance(c, Select)]
    assert sel.options


@pytest.mark.parametrize(
    "q,key",
    [
        ("", "rules.bad.empty"),
        ("x" * 10000, "rules.bad.too_long"),
        ("\x01\x02", "rules.bad.empty"),
        ("🎲🎲", "rules.bad.no_letters"),
    ],
)
async def test_bad_input(svc, q, key):
    with pytest.raises(BadInput) as e:
        await rule(svc, query=q)
    assert e.value.key == key


async def test_long_section_pages_with_buttons(svc):
    text = "## Long\n" + "\n\n".join(
        "A rule sentence that keeps going on. " * 20 for _ in range(30)
    )
    await add(svc, "long.md", text, game="longgame")
    msg = (await rule(svc, query="Long", game="longgame")).messages[0]
    assert msg.components and "page 1/" in msg.embeds[0].footer
    (nxt,) = [b for b in msg.components if b.label.startswith("Next")]
    r2 = await svc.press(make_ctx(ALICE, guild_id=G1), nxt.custom_id)
    assert "page 2/" in r2.messages[0].embeds[0].footer
    assert len(r2.messages[0].embeds[0].description) <= 4096


async def test_autocomplete(svc):
    await R.warm_index(svc)  # start-up builds it; until then autocomplete offers nothing
    ch = await svc.autocomplete(make_ctx(ALICE), "rule", None, "query", "shield")
    assert 1 <= len(ch) <= 25 and all(len(c.name) <= 100 for c in ch)
    assert "シールド" in ch[0].name
    r = await rule(svc, query=ch[0].value)
    assert "シールド" in r.messages[0].embeds[0].title
    games = await svc.autocomplete(make_ctx(ALICE), "rule", None, "game", "pen")
    assert [c.value for c in games] == ["pendragon"]


# --------------------------------------------------------------------------- per server
async def test_a_summary_added_in_one_server_is_invisible_in_another(svc):
    r = await add(svc, "house.md", HOUSE)
    assert "house.md" in r.messages[0].content and "2 sections" in r.messages[0].content
    # guild 1 finds it, by search and by autocomplete, and names its source
    r1 = await rule(svc, query="dragon flight", guild=G1)
    assert "Dragon Flight" in shown_text(r1)
    emb = r1.messages[0].embeds[0]
    assert emb.fields[0].value == "Dragon hoard house rules — by Mirela"
    ac1 = await svc.autocomplete(make_ctx(ALICE, guild_id=G1), "rule", None, "query", "hidden trea")
    assert any("Hidden Treasure" in c.name for c in ac1)
    gac1 = await svc.autocomplete(make_ctx(ALICE, guild_id=G1), "rule", None, "game", "hoard")
    assert [c.value for c in gac1] == ["house-rules"]
    sid = ac1[0].value
    # guild 2: not in search, not in autocomplete, not in the game list, not by id
    r2 = await rule(svc, query="zorblat crown", guild=G2)
    assert "Dragon Flight" not in shown_text(r2) and "crown unless" not in shown_text(r2)
    assert "Dragon" not in shown_text(await rule(svc, query="dragon flight", guild=G2))
    await R.load_guild(svc, G2)
    ac2 = await svc.autocomplete(make_ctx(BOB, guild_id=G2), "rule", None, "query", "hidden trea")
    assert not any("Hidden Treasure" in c.name for c in ac2)
    assert await svc.autocomplete(make_ctx(BOB, guild_id=G2), "rule", None, "game", "hoard") == []
    with pytest.raises(UnknownGame):
        await rule(svc, query="treasure", game="house-rules", guild=G2)
    with pytest.raises(BadInput) as e:
        await svc.press(make_ctx(BOB, guild_id=G2), f"h1|-|rule|section={sid}|")
    assert e.value.key == "rules.section_gone"
    r3 = await rule(svc, query=sid, guild=G2)
    assert "Hidden Treasure" not in shown_text(r3)


async def test_the_same_file_name_in_another_server_replaces_nothing(svc, store):
    await add(svc, "house.md", HOUSE)
    other = HOUSE.replace("12 gold", "99 silver").replace("Mirela", "Tomo")
    r = await add(svc, "house.md", other, guild=G2, user=BOB)
    assert r.messages[0].content.startswith("Added")  # not "Replaced": it is G2's own
    t1 = shown_text(await rule(svc, query="hidden treasure", guild=G1))
    t2 = shown_text(await rule(svc, query="hidden treasure", guild=G2))
    assert "12 gold" in t1 and "99 silver" not in t1
    assert "99 silver" in t2 and "12 gold" not in t2
    # the same server uploading it again replaces its own copy
    r = await add(svc, "house.md", HOUSE.replace("12 gold", "15 gold"))
    assert r.messages[0].content.startswith("Replaced")
    t1 = shown_text(await rule(svc, query="hidden treasure", guild=G1))
    assert "15 gold" in t1 and "12 gold" not in t1
    assert [s["name"] for s in store.summaries(G1)] == ["house.md"]


async def test_quota_refusals_are_clear_and_write_nothing(svc, store, monkeypatch):
    monkeypatch.setattr(R, "GUILD_MAX_SUMMARIES", 2)
    monkeypatch.setattr(R, "GUILD_MAX_BYTES", 3000)
    await add(svc, "a.md", "## A\nalpha rule", game="g-a")
    await add(svc, "b.md", "## B\nbeta rule", game="g-b")
    with pytest.raises(BadInput) as e:
        await add(svc, "c.md", "## C\ngamma rule", game="g-c")
    assert e.value.key == "rules.add.quota_count"
    from bot.i18n import error_text

    assert "2" in error_text(e.value, "en") and "/rules remove" in error_text(e.value, "en")
    assert error_text(e.value, "ja") != error_text(e.value, "en")
    # replacing an existing file is not a new one; too many bytes is refused
    await add(svc, "a.md", "## A\nalpha rule, revised", game="g-a")
    with pytest.raises(BadInput) as e:
        await add(svc, "b.md", "## B\n" + "beta " * 1000, game="g-b")
    assert e.value.key == "rules.add.quota_bytes"
    assert {s["name"]: s["text"] for s in store.summaries(G1)} == {
        "a.md": "## A\nalpha rule, revised",
        "b.md": "## B\nbeta rule",
    }
    # the other server has its own quota
    await add(svc, "c.md", "## C\ngamma rule", guild=G2, game="g-c")


async def test_who_may_add_and_remove(svc):
    # an ordinary member, even the GM of the channel's game, may not add
    await svc.dispatch(make_ctx(BOB, 50), "game", "start", {"game": "lancaster"})
    with pytest.raises(PermissionDenied) as e:
        await add(svc, "x.md", "## A\ntext", user=BOB, manage=False, game="house")
    assert e.value.key == "rules.add.denied"
    # naming a role takes Manage Server
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(BOB, guild_id=G1), "rules", "role", {"role": MOD_ROLE})
    r = await svc.dispatch(
        make_ctx(ALICE, guild_id=G1, manage_guild=True), "rules", "role", {"role": MOD_ROLE}
    )
    assert f"<@&{MOD_ROLE}>" in r.messages[0].content
    # a member with that role may add and remove, in this server only
    ctx = make_ctx(BOB, guild_id=G1, roles=[MOD_ROLE], attachments=[("x.md", b"## A\ntext")])
    await svc.dispatch(ctx, "rules", "add", {"game": "house"})
    with pytest.raises(PermissionDenied):
        ctx2 = make_ctx(BOB, guild_id=G2, roles=[MOD_ROLE], attachments=[("x.md", b"## A\nt")])
        await svc.dispatch(ctx2, "rules", "add", {"game": "house"})
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(CAROL, guild_id=G1), "rules", "remove", {"file": "x.md"})
    r = await svc.dispatch(
        make_ctx(BOB, guild_id=G1, roles=[MOD_ROLE]), "rules", "remove", {"file": "x.md"}
    )
    assert "x.md" in r.messages[0].content
    # clearing the role: back to Manage Server only
    await svc.dispatch(make_ctx(ALICE, guild_id=G1, manage_guild=True), "rules", "role", {})
    with pytest.raises(PermissionDenied):
        await add(svc, "x.md", "## A\ntext", user=BOB, manage=False, game="house")


async def test_list_and_remove(svc):
    lst = (await svc.dispatch(make_ctx(BOB, guild_id=G1), "rules", "list", {})).messages[0]
    assert lst.ephemeral and "no rule summaries" in lst.content
    await add(svc, "house.md", HOUSE)
    await add(svc, "other.md", "## Other\ntext", game="house-rules")
    lst = (await svc.dispatch(make_ctx(BOB, guild_id=G1), "rules", "list", {})).messages[0]
    assert "house.md" in lst.content and "other.md" in lst.content and "Dragon Hoard" in lst.content
    assert re.search(r"2/\d+ summaries", lst.content)
    lst2 = (await svc.dispatch(make_ctx(BOB, guild_id=G2), "rules", "list", {})).messages[0]
    assert "house.md" not in lst2.content
    choices = await svc.autocomplete(
        make_ctx(ALICE, guild_id=G1), "rules", "remove", "file", "house."
    )
    assert [c.value for c in choices] == ["house-rules/house.md"]
    ctx = make_ctx(ALICE, guild_id=G1, manage_guild=True)
    await svc.dispatch(ctx, "rules", "remove", {"file": choices[0].value})
    assert "Hidden Treasure" not in shown_text(await rule(svc, query="hidden treasure"))
    with pytest.raises(BadInput) as e:
        await svc.dispatch(ctx, "rules", "remove", {"file": "house.md"})
    assert e.value.key == "rules.remove.unknown"
    # a server cannot remove another's file
    with pytest.raises(BadInput):
        await svc.dispatch(
            make_ctx(BOB, guild_id=G2, manage_guild=True), "rules", "remove", {"file": "other.md"}
        )
    assert (
        "other.md" in (await svc.dispatch(make_ctx(BOB), "rules", "list", {})).messages[0].content
    )


@pytest.mark.parametrize(
    "att,opts,key",
    [
        ([], {"game": "house"}, "rules.add.no_file"),
        ([("x.pdf", b"%PDF")], {"game": "house"}, "rules.add.bad_type"),
        ([("x.md", b"\xff\xfe\x00bad")], {"game": "house"}, "rules.add.not_utf8"),
        ([("x.md", b"## A\ntext")], {}, "rules.add.need_game"),
        ([("x.md", b"x" * (300 * 1024))], {"game": "house"}, "rules.add.too_big"),
        ([("x.md", b"+++\ngame = \n+++\n## A\n")], {}, "rules.add.bad_front_matter"),
    ],
)
async def test_rules_add_validation(svc, store, att, opts, key):
    ctx = make_ctx(ALICE, manage_guild=True, attachments=att)
    with pytest.raises(BadInput) as e:
        await svc.dispatch(ctx, "rules", "add", opts)
    assert e.value.key == key
    assert store.summaries() == []


async def test_rules_add_outside_a_server_is_refused(svc):
    ctx = make_ctx(ALICE, guild_id=None, manage_guild=True, attachments=[("x.md", b"## A\nt")])
    with pytest.raises(BadInput) as e:
        await svc.dispatch(ctx, "rules", "add", {"game": "house"})
    assert e.value.key == "rules.add.guild_only"


# --------------------------------------------------------------------------- not blocking
async def test_other_commands_are_answered_while_a_summary_is_indexed(svc):
    big = "\n".join(
        f"## Section {i}\n" + " ".join(f"word{i}x{j} rule text" for j in range(45))
        for i in range(250)
    )
    task = asyncio.create_task(add(svc, "big.md", big, game="big-game"))
    await asyncio.sleep(0)  # the add starts, then waits for its worker thread
    answered_during = rolls = 0
    while not task.done():
        # a player's rolls at a player's pace (one each 11 s of the clock): however long
        # the add takes on a loaded machine, the flood limits (6 public rolls a member a
        # minute: bot/service/flood.py) never answer privately or refuse one
        now = T0 + timedelta(seconds=11 * rolls)
        ctx = make_ctx(BOB, 60, guild_id=G2, now=now)
        r = await svc.dispatch(ctx, "roll", None, {"expr": "1d6"})
        assert r.messages and "1d6" in shown_text(r)
        rolls += 1
        answered_during += 1 if not task.done() else 0
        await asyncio.sleep(0.005)
    await task
    assert answered_during >= 1
    assert "Section 7" in shown_text(await rule(svc, query="word7x3", game="big-game"))


async def test_autocomplete_does_not_wait_for_an_add_in_progress(svc):
    import threading

    await R.warm_index(svc)
    held, release = threading.Event(), threading.Event()

    def writer() -> None:  # stands for an add holding the index on the worker
        with R._state(svc).lock:
            held.set()
            release.wait(5)

    th = threading.Thread(target=writer)
    th.start()
    held.wait(5)
    try:
        assert await svc.autocomplete(make_ctx(ALICE), "rule", None, "query", "shield") == []
    finally:
        release.set()
        th.join()
    assert await svc.autocomplete(make_ctx(ALICE), "rule", None, "query", "shield")


@pytest.mark.warm_rules
async def test_autocompletes_background_load_is_forgotten_once_done(svc):
    """Autocomplete answers from the shipped index while the server's own loads in the
    background; the finished load is not kept (it held its index, or its error's
    traceback and through it the whole service, for as long as the service lived)."""
    import weakref

    await add(svc, "house.md", HOUSE)
    R.guild_indexes(svc).drop(G1)  # evicted: the next autocomplete loads it again
    ctx = make_ctx(ALICE, guild_id=G1)
    assert not any(
        "Hidden Treasure" in c.name
        for c in await svc.autocomplete(ctx, "rule", None, "query", "hidden trea")
    )
    loading = R._state(svc).loading
    (task,) = loading.values()
    index = weakref.ref(await task)
    del task
    await asyncio.sleep(0)  # its done callback
    assert loading == {}
    ac = await svc.autocomplete(ctx, "rule", None, "query", "hidden trea")
    assert any("Hidden Treasure" in c.name for c in ac)
    R.guild_indexes(svc).drop(G1)
    # work the last autocomplete started may hold it for a moment (writing the index
    # to its cache on a worker thread); a kept task holds it for good
    for _ in range(100):
        gc.collect()
        if index() is None:
            break
        await asyncio.sleep(0.05)
    assert index() is None, "an evicted server's index is still held"


async def test_start_up_reads_no_guild_and_loads_each_on_first_use(
    db_path, knowledge, shipped_rules_cache
):
    from bot.service.core import Service
    from bot.store import Store

    # not the session's shared folder, but the shipped index's file is in it, as in a
    # bot that has started before (both services load it: building it took seconds)
    cache = shipped_rules_cache

    store = Store.open(db_path)
    svc = Service(store, knowledge, rng=random.Random(1), clock=lambda: T0)
    R.configure(svc, cache_dir=cache)
    await add(svc, "house.md", HOUSE)
    assert R.guild_indexes(svc).counts == {"built": 1}
    store.close()
    # a new process: start-up builds (or loads) the shipped index only
    store2 = Store.open(db_path)
    svc2 = Service(store2, knowledge.__class__.load(knowledge.root), rng=random.Random(1))
    R.configure(svc2, cache_dir=cache)
    await R.warm_index(svc2)
    idx = R.rules_index(svc2)
    guilds = R.guild_indexes(svc2)
    assert not guilds.entries and all(s.scope is None for s in idx.sections)
    await rule(svc2, query="shield wall", guild=G2)  # no summaries: the shipped index
    assert not guilds.entries and not guilds.counts
    emb = (await rule(svc2, query="hidden treasure", guild=G1)).messages[0].embeds[0]
    assert "12 gold" in emb.description
    # G1's index was read from the file the first process wrote, not built again
    assert guilds.counts == {"loaded": 1} and list(guilds.entries) == [G1]
    assert {s.scope for s in guilds.entries[G1].idx.sections} == {None, G1}
    assert all(s.scope is None for s in idx.sections)  # the shipped index holds no guild's
    store2.close()


async def test_reload_counts(svc):
    r = await svc.dispatch(make_ctx(ALICE, manage_guild=True), "rules", "reload", {})
    assert r.messages[0].ephemeral and "sections" in r.messages[0].content
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(BOB), "rules", "reload", {})


async def test_a_summary_added_in_one_process_is_found_in_another(
    db_url, knowledge, shipped_rules, _shipped_rules
):
    """Two services on one database (two shard processes): /rules add in one, and the
    other's next lookup sees it (its index is rebuilt when the stored summaries change).
    Each started already, with its own copy of the shipped index (a fork of the
    session's: on PostgreSQL, with no file to load it from, each built it, seconds)."""
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import AsyncStore, open_store

    knowledge.rules = shipped_rules
    a = Service(AsyncStore(open_store(db_url)), knowledge, rng=random.Random(1), clock=lambda: T0)
    other = Knowledge.load(knowledge.root)
    other.rules = _shipped_rules.fork()
    b = Service(AsyncStore(open_store(db_url)), other, rng=random.Random(1), clock=lambda: T0)
    try:
        before = (await rule(b, query="hidden treasure")).messages[0]
        assert "12 gold" not in (before.embeds[0].description if before.embeds else before.content)
        doc = "## Hidden Treasure\nThe dragon's hoard is worth 12 gold.\n"
        ctx = make_ctx(ALICE, manage_guild=True, attachments=[("house.md", doc.encode())])
        await a.dispatch(ctx, "rules", "add", {"game": "house-rules"})
        emb = (await rule(b, query="hidden treasure")).messages[0].embeds[0]
        assert "12 gold" in emb.description
    finally:
        a.store.close()
        b.store.close()


async def test_nothing_in_the_channels_game_is_said_before_other_games_sections(svc, dense_tier):
    # off and on (review22, defect 3); with the dense tier on, the channel's game's
    # sections nearest in meaning follow other games' first three, said to be so
    # (play-test 23, finding 5)
    await svc.dispatch(make_ctx(ALICE, 43), "game", "start", {"game": "lancaster"})
    r = await rule(svc, channel=43, query="shield wall")
    msg = r.messages[0]
    assert not msg.embeds  # never another game's section alone
    games = [s.game for s in _shown_sections(svc, r)]
    if dense_tier:
        assert msg.content.startswith(
            "Nothing in Lancaster says the words of “shield wall”. Sections of other games, with"
            " the sections of Lancaster nearest the question in meaning after their best ones"
        ), msg.content
        assert games.count("lancaster") == 3 and games[0] != "lancaster"  # other games first
    else:
        assert msg.content.startswith("Nothing in Lancaster matches “shield wall”.")
        assert "lancaster" not in games


# --------------------------------------------------------------------------- issue 22
async def test_remove_takes_one_file_and_asks_which_when_games_share_the_name(svc):
    await add(svc, "notes.md", "## Notes\nhoard notes", game="house-rules")
    await add(svc, "notes.md", "## Notes\npendragon notes", game="pendragon")
    ctx = make_ctx(ALICE, guild_id=G1, manage_guild=True)
    with pytest.raises(BadInput) as e:
        await svc.dispatch(ctx, "rules", "remove", {"file": "notes.md"})
    assert error_text(e.value, "en") == (
        "This server has several summaries called “notes.md”: `house-rules/notes.md` and "
        "`pendragon/notes.md`. Say which one: `/rules remove file:<game>/<name>`, or add "
        "`game:`."
    )
    r = await svc.dispatch(ctx, "rules", "remove", {"file": "notes.md", "game": "pendragon"})
    assert r.messages[0].content.startswith("Removed “notes.md” (Pendragon")
    names = [(x["game"], x["name"]) for x in svc.store.sync.summary_list(G1)]
    assert names == [("house-rules", "notes.md")]  # the other game's file is still there
    r = await svc.dispatch(ctx, "rules", "remove", {"file": "notes.md"})  # now only one
    assert svc.store.sync.summary_list(G1) == []


async def test_the_same_file_uploaded_nineteen_times_is_shown_once(svc):
    for i in range(19):  # with the variant: the server's quota of 20
        await add(svc, f"copy{i:02}.md", HOUSE)
    await add(svc, "variant.md", HOUSE.replace("worth 12 gold", "worth 15 gold"))
    r = await rule(svc, query="hidden treasure", game="house-rules")
    shown = [m for m in r.messages if m.embeds]
    # the section once, and the one version that differs
    assert len(shown) == 2, [m.embeds[0].title for m in shown]
    assert "15" in shown_text(r) and "12 gold" in shown_text(r)


async def test_rule_for_a_servers_own_game_without_a_summary_says_how_to_add_one(svc):
    """``/rule game:`` naming a game this server defined but no summary covers: a plain
    note in the reader's language (not "unknown game", not another game's sections);
    another server, which does not play it, still hears "unknown game"; once a summary
    covers it, it answers."""
    from tests.service.test_turns import NEW_GAME

    define = make_ctx(
        ALICE, 10, guild_id=G1, manage_guild=True, attachments=[("th.toml", NEW_GAME.encode())]
    )
    await svc.dispatch(define, "game", "define", {})
    for game in ("tiny-harvest", "Tiny Harvest", "Piccolo raccolto"):
        r = await rule(svc, query="sow", game=game)
        (m,) = r.messages
        assert m.ephemeral and m.content.startswith(
            "No summary on this server covers Tiny Harvest yet."
        ), game
        assert "`/rules add file: game:tiny-harvest`" in m.content
    (m,) = (await rule(svc, query="sow", game="tiny-harvest", locale="it")).messages
    assert m.content.startswith("Su questo server nessun riassunto copre ancora Piccolo raccolto")
    with pytest.raises(UnknownGame):
        await rule(svc, query="sow", game="tiny-harvest", guild=G2)
    summary = '+++\ngame = "tiny-harvest"\n+++\n# Tiny Harvest\n\n## Sowing\nEach seat sows two seeds per turn.\n'
    await add(svc, "tiny-harvest.md", summary)
    r = await rule(svc, query="sow", game="tiny-harvest")
    assert "Each seat sows two seeds per turn." in shown_text(r)


BRIDGE = """+++
game = "merchant-bridge"
title = "Ponte dei mercanti: riassunto"
language = "it"
names = { en = "Merchant Bridge", ja = "商人の橋", it = "Ponte dei mercanti" }
[source]
file = "ponte.md"
author = "Mirela"
+++
# Ponte dei mercanti

## Piazzare i lavoratori
A turno ogni giocatore piazza un lavoratore su un edificio e paga un denaro.

## Il ponte
Chi passa per primo guadagna un denaro e mette il suo segnalino sul primo spazio del ponte.
"""


def _unknown_note(resp) -> str:
    return "\n".join(m.content for m in resp.messages if "No summary here mentions" in m.content)


async def test_no_missing_game_hint_for_a_question_naming_a_covered_game(svc):
    """The "no summary here mentions X" note (a hint to add a missing game's summary)
    is not for a word of a question that names a game a summary here covers ("pas" in
    "merchant bridge first to pas gets what?": a slip, or a word the summary lacks); a
    made-up name in a question naming no game still gets it."""
    await add(svc, "ponte.md", BRIDGE)
    named = await rule(svc, query="merchant bridge first to pas gets what?")
    assert "Il ponte" in shown_text(named)
    assert _unknown_note(named) == ""
    made_up = await rule(svc, query="how does the Kraxilon hoard work")
    assert "“kraxilon”" in _unknown_note(made_up).lower()


async def test_a_servers_own_game_is_named_by_its_definition_in_summaries_and_answers(svc):
    """A summary of a game this server defined, whose front matter names no game, is
    named by the definition's names in each language (never the slug: play-test 13,
    finding 22); a redefinition renames it at the next use, also as a name questions
    use; a removed definition keeps its names while Herald keeps it (its games in play);
    another server does not see them."""
    from tests.service.test_turns import NEW_GAME

    async def define(text: str) -> None:
        ctx = make_ctx(
            ALICE, 10, guild_id=G1, manage_guild=True, attachments=[("th.toml", text.encode())]
        )
        await svc.dispatch(ctx, "game", "define", {})

    await define(NEW_GAME)
    summary = '+++\ngame = "tiny-harvest"\n+++\n## Sowing\nEach seat sows two seeds per turn.\n'
    (m,) = (await add(svc, "th.md", summary)).messages
    assert "to the rules of Tiny Harvest:" in m.content and "tiny-harvest" not in m.content
    (m,) = (await rule(svc, query="sowing seeds")).messages
    assert m.embeds[0].title == "Tiny Harvest › Sowing"
    (m,) = (await rule(svc, query="sowing seeds", locale="ja")).messages
    assert m.embeds[0].title == "小さな収穫 › Sowing"
    (m,) = (await svc.dispatch(make_ctx(ALICE, guild_id=G1), "rules", "list", {})).messages
    assert "Tiny Harvest" in m.content and "tiny-harvest)" not in m.content
    # redefined under another name: the answers and the names questions use follow
    renamed = NEW_GAME.replace('en = "Tiny Harvest"', 'en = "Little Harvest"')
    await define(renamed.replace('it = "Piccolo raccolto"', 'it = "Raccolto minimo"'))
    (m,) = (await rule(svc, query="sowing seeds")).messages
    assert m.embeds[0].title == "Little Harvest › Sowing"
    idx = await R.load_guild(svc, G1)
    assert idx.game_keys(G1).get("little harvest") == "tiny-harvest"
    assert "raccolto minimo" in idx.game_keys(G1) and "piccolo raccolto" not in idx.game_keys(G1)
    # removed: the server keeps the definition for its games, and its names
    ctx = make_ctx(ALICE, 10, guild_id=G1, manage_guild=True)
    await svc.dispatch(ctx, "game", "definitions remove", {"game": "tiny-harvest"})
    (m,) = (await rule(svc, query="sowing seeds")).messages
    assert m.embeds[0].title == "Little Harvest › Sowing"
    # another server's index never holds this server's names
    assert "tiny-harvest" not in idx.games(G2) and not idx.names_of("tiny-harvest", G2)


async def test_a_game_no_summary_covers_is_named_with_the_rules_add_hint(svc):
    """Play-test 13, finding 21: "7 wonders: chains" on a server with no summary of it
    (a name beginning with a number, in lower case) and a question made of that game's
    things alone get the note and the `/rules add` hint, never one section alone."""
    for q, name in (("7 wonders: chains", "7 wonders"), ("7 Wonders: chains", "7 Wonders")):
        (m,) = (await rule(svc, query=q)).messages
        assert not m.embeds
        assert (
            f"No summary on this server covers {name}: these sections are from other games."
            in m.content
        )
        assert "/rules add" in m.content
    (m,) = (await rule(svc, query="science compass gear tablet")).messages
    assert not m.embeds
    assert "No summary here mentions “science”, “compass”, “tablet”." in m.content
    assert "/rules add" in m.content
    (m,) = (await rule(svc, query="science compass gear tablet", locale="it")).messages
    assert "Nessun riassunto qui nomina “science”, “compass”, “tablet”." in m.content
    assert "/regole aggiungi" in m.content


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
async def test_an_answer_names_its_game_as_the_readers_menu_does(svc):
    """A rule answer names its game in the reader's language, from the same names the
    menu uses (the summary's ``names`` here), in its title and in the source of a
    summary without a title; the "not this one?" menu says the same (play-test 16,
    finding 21)."""
    untitled = HOUSE.replace('title = "Dragon hoard house rules"\n', "").replace(
        'author = "Mirela"\n', ""
    )
    await add(svc, "house.md", untitled)
    for locale, name in (
        ("ja", "ドラゴンの宝"),
        ("it", "Tesoro del drago"),
        ("en", "Dragon Hoard"),
    ):
        (m,) = (await rule(svc, query="zorblat crown flies", locale=locale)).messages
        emb = m.embeds[0]
        assert emb.title == f"{name} › Dragon Flight", (locale, emb.title)
        assert emb.fields[0].value.startswith(f"{name} — "), (locale, emb.fields[0].value)
        again = m.components[-1]
        r = await svc.press(make_ctx(ALICE, 10, locale=locale, guild_id=G1), again.custom_id)
        assert name in shown_text(r) and (locale == "en" or "Dragon Hoard" not in shown_text(r))


@pytest.mark.usefixtures("dense_tier")  # off and on (review22, defect 3)
@pytest.mark.parametrize(
    "slug,query", [("hadrians-wall", "come si vince?"), ("europa-universalis", "how do I win?")]
)
async def test_an_ended_game_stays_the_channels_game_until_another_starts(svc, slug, query):
    """Questions after a game ended in a channel (final scoring, ties) are still about
    it, though the questions asked while it was played were not remembered as the
    channel's last ones; a new game started there takes its place (play-test 16,
    finding 15)."""
    await svc.dispatch(make_ctx(ALICE, 45), "game", "start", {"game": slug})
    assert {s.game for s in _shown_sections(svc, await rule(svc, channel=45, query=query))} == {
        slug
    }
    ended = await svc.dispatch(make_ctx(ALICE, 45), "game", "end", {"confirm": True})
    assert not any(m.kind == "error" for m in ended.messages), ended.messages
    r = await rule(svc, channel=45, query=query)
    assert {s.game for s in _shown_sections(svc, r)} == {slug}
    await svc.dispatch(make_ctx(ALICE, 45), "game", "start", {"game": "lancaster"})
    r = await rule(svc, channel=45, query="turn order")
    assert {s.game for s in _shown_sections(svc, r)} == {"lancaster"}
