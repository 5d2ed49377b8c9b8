"""/rule, /rules add, /rules reload through the Service, on a real SQLite file."""

from __future__ import annotations

import random

import pytest

from bot.engine.errors import BadInput, PermissionDenied, UnknownGame
from bot.service.model import Select
from bot.service.rules import rules_index
from tests.conftest import T0, make_ctx

ALICE, BOB = 1, 2


async def rule(svc, user=ALICE, channel=10, locale="en", **opts):
    return await svc.dispatch(make_ctx(user, channel, locale=locale), "rule", None, opts)


async def test_clear_winner_is_an_embed_with_source_and_footer(svc):
    r = await rule(svc, query="shield wall")
    first = r.messages[0]
    emb = first.embeds[0]
    assert "シールド・ウォール" in emb.title and " › " in emb.title
    assert emb.description and "シールド" not in emb.footer or "shield wall" in emb.footer
    assert emb.footer.startswith("matched: ") and "shield wall" in emb.footer
    assert emb.fields[0].name == "Source" and "000_" in emb.fields[0].value
    # the game's other summary follows, with its own source and the differences
    assert len(r.messages) == 2
    other = r.messages[1].embeds[0]
    assert other.title.startswith("Other summary") and "001_" in other.fields[0].value


async def test_japanese_and_italian_labels(svc):
    ja = (await rule(svc, locale="ja", query="シールドウォール")).messages[0].embeds[0]
    assert ja.fields[0].name == "出典" and ja.footer.startswith("一致：")
    it = (await rule(svc, locale="it", query="corruzione", game="europa-universalis")).messages[0]
    it = it.embeds[0]
    assert it.fields[0].name == "Fonte" and "CORRUZIONE" in it.title


async def test_ambiguous_query_gets_a_private_menu_and_choosing_shows_the_section(svc):
    r = await rule(svc, query="march")
    msg = r.messages[0]
    assert msg.ephemeral and msg.private_to == [ALICE]
    (sel,) = [c for c in msg.components if isinstance(c, Select)]
    assert 2 <= len(sel.options) <= 10
    assert all(len(o.label) <= 100 and len(o.description) <= 100 for o in sel.options)
    chosen = sel.options[1]
    r2 = await svc.press(make_ctx(ALICE), sel.custom_id, [chosen.value])
    sec = rules_index(svc).section(chosen.value)
    assert r2.messages[0].embeds[0].description == sec.pages[0]


async def test_game_option_filters_and_unknown_game_refused(svc):
    r = await rule(svc, query="battle", game="pendragon")
    for m in r.messages:
        for e in m.embeds:
            assert "Pendragon" in e.title or e.title.startswith("Other summary")
    with pytest.raises(UnknownGame):
        await rule(svc, query="battle", game="no such game")


async def test_no_match_says_so_and_suggests(svc):
    r = await rule(svc, query="zzqxvwk")
    msg = r.messages[0]
    assert msg.ephemeral and msg.content.startswith("No rule section matches “zzqxvwk”")


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
    ctx = make_ctx(ALICE, manage_guild=True, attachments=[("long.md", text.encode())])
    await svc.dispatch(ctx, "rules", "add", {"game": "longgame"})
    r = await rule(svc, query="Long", game="longgame")
    msg = r.messages[0]
    assert msg.components and "page 1/" in msg.embeds[0].footer
    nxt = msg.components[-1]
    r2 = await svc.press(make_ctx(ALICE), nxt.custom_id)
    assert "page 2/" in r2.messages[0].embeds[0].footer
    assert len(r2.messages[0].embeds[0].description) <= 4096


async def test_autocomplete(svc):
    ch = svc.autocomplete(make_ctx(ALICE), "rule", None, "query", "shield")
    assert 1 <= len(ch) <= 25 and all(len(c.name) <= 100 for c in ch)
    assert "シールド" in ch[0].name
    r = await rule(svc, query=ch[0].value)
    assert "シールド" in r.messages[0].embeds[0].title
    games = svc.autocomplete(make_ctx(ALICE), "rule", None, "game", "pen")
    assert [c.value for c in games] == ["pendragon"]


async def test_rules_add_needs_permission(svc):
    ctx = make_ctx(BOB, attachments=[("x.md", b"## A\ntext")])
    with pytest.raises(PermissionDenied):
        await svc.dispatch(ctx, "rules", "add", {"game": "house"})


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
async def test_rules_add_validation(svc, att, opts, key):
    ctx = make_ctx(ALICE, manage_guild=True, attachments=att)
    with pytest.raises(BadInput) as e:
        await svc.dispatch(ctx, "rules", "add", opts)
    assert e.value.key == key


async def test_rules_add_survives_a_restart(db_path, knowledge):
    from bot.knowledge_files import build_rules_index
    from bot.service.core import Service
    from bot.store import Store

    store = Store.open(db_path)
    svc = Service(store, knowledge, rng=random.Random(1), clock=lambda: T0)
    doc = "## Hidden Treasure\nThe dragon's hoard is worth 12 gold.\n"
    ctx = make_ctx(ALICE, manage_guild=True, attachments=[("house.md", doc.encode())])
    r = await svc.dispatch(ctx, "rules", "add", {"game": "house-rules"})
    assert "house.md" in r.messages[0].content
    assert "hoard" in (await rule(svc, query='"dragon\'s hoard"')).messages[0].embeds[0].description
    store.close()
    # a new process: the lead's start-up builds the index from knowledge + the store
    from bot.service.knowledge import Knowledge

    store2 = Store.open(db_path)
    k2 = Knowledge.load(knowledge.root)
    k2.rules = build_rules_index(k2.root, extra=store2.summaries())
    svc2 = Service(store2, k2, rng=random.Random(1), clock=lambda: T0)
    emb = (await rule(svc2, query="hidden treasure")).messages[0].embeds[0]
    assert "12 gold" in emb.description and "house.md" in emb.fields[0].value
    store2.close()


async def test_reload_counts(svc):
    ctx = make_ctx(ALICE, manage_guild=True)
    r = await svc.dispatch(ctx, "rules", "reload", {})
    assert r.messages[0].ephemeral and "sections" in r.messages[0].content
