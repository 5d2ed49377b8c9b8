"""Three games Herald does not ship, each only a definition file (tests/data/games/):
a secret bid (Salt Road), a draft (Guild Charters) and an auction (Lighthouse
Keepers), each played for a full round in the console through the generic command
and buttons, in English, Japanese and Italian, with no id of the definition in any
reply (issue 20)."""

from __future__ import annotations

import io
import random
import re
import shutil
from pathlib import Path

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0

GAMES = Path(__file__).resolve().parents[1] / "data" / "games"
LANGUAGES = ("en", "ja", "it")


@pytest.fixture
def knowledge(tmp_path):
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    for f in GAMES.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    k = Knowledge.load(root)
    assert sorted(k.definitions) == ["guild-charters", "lighthouse-keepers", "salt-road"], (
        k.problems
    )
    return k


def console(store, knowledge, language: str = "en") -> Console:
    svc = Service(store, knowledge, rng=random.Random(3), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale=language)


async def run(con: Console, script: str) -> list[dict]:
    out = []
    for line in script.strip().splitlines():
        line = line.strip()
        got = await con.handle(line.replace("!expect-error", "").strip())
        errors = [m["content"] for m in got if m["kind"] == "error"]
        out.extend(got)
        if "!expect-error" in line:
            assert errors, line
        else:
            assert not errors, (line, errors)
    return out


def texts(out: list[dict]) -> list[str]:
    found = []
    for m in out:
        found.append(m["content"])
        for e in m["embeds"]:
            found += [e["title"], e["description"], e["footer"]]
            found += [f"{f['name']} {f['value']}" for f in e["fields"]]
        found += [c.get("label") or "" for c in m["components"]]
    return [x for x in found if x]


def definition_ids(knowledge: Knowledge, slug: str) -> set[str]:
    """Every id the definition gives something a player sees named."""
    d = knowledge.definitions[slug].model_dump(mode="json", by_alias=True)
    ids: set[str] = {slug, *d["seats"]["names"], *d["counters"], *d["tables"], *d["verbs"]}
    for ph in d["phases"]:
        ids.add(ph["id"])
        for st in ph["steps"]:
            ids.add(st["id"])
            conf = st["settings"]
            ids.update(conf.get("choices", ()), conf.get("items", ()), conf.get("lots", ()))
    return ids


def assert_no_ids(out: list[dict], ids: set[str]) -> None:
    leaks = {}
    for text in texts(out):
        for i in ids:
            if re.search(rf"(?<![\w/`.:=-]){re.escape(i)}(?![\w`-])", text):
                leaks.setdefault(i, text)
    assert not leaks, leaks


def position(con: Console) -> dict:
    from bot.service.game import export_document

    loaded = con.svc.store.sync.load(con.channels["general"])
    return export_document(con.svc, loaded)["position"]


# ----------------------------------------------------------------- Salt Road: secret bids

SALT_WORDS = {
    "en": (
        "the desert road",
        "Choose in secret",
        "Amber has chosen",
        "Tie between Jade and Coral (6)",
    ),
    "ja": ("砂漠の道", "秘密裏に選ぶ", "琥珀が選びました", "翡翠、珊瑚が同額（6）"),
    "it": (
        "la strada del deserto",
        "Scegliere in segreto",
        "Ambra ha scelto",
        "Pareggio tra Giada e Corallo (6)",
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
async def test_salt_road_a_round_of_secret_bids_and_routes(store, knowledge, language):
    con = console(store, knowledge, language)
    desert, choose, amber_chose, tie = SALT_WORDS[language]
    out = await run(
        con,
        f"""
        gm: /game start game:salt-road language:{language}
        ann: /game join seat:amber_house
        ben: /game join seat:jade_house
        cat: /game join seat:coral_house
        gm: /game begin
        ann: /act action:"{choose}" number:4
        ben: /act action:turn.choose number:11   !expect-error
        ben: /act action:turn.choose number:6
        ann: /act action:turn.choose number:5   !expect-error
        cat: /act action:turn.choose number:6
        cat: /act action:"{choose}" choice:"{desert}"
        ben: /act action:turn.choose choice:coast_route
        ann: /act action:turn.choose choice:mountain_route
        ann: /act action:turn.action
        ben: /turn action
        cat: /act action:turn.action
        """,
    )
    text = "\n".join(texts(out))
    # Amber's bid is not said when she bids, only with the others' once all are in
    said = next(m["content"] for m in out if m["content"].startswith(amber_chose))
    assert "4" not in said and tie in text and desert in text
    p = position(con)
    # Jade won the tie (first clockwise from the First Player, Amber) and paid 6 coins
    assert p["counters"]["salt_coins"] == {"amber_house": 10, "jade_house": 4, "coral_house": 10}
    assert (p["round"], p["phase"], p["first_player"]) == (2, "bidding_phase", "jade_house")
    privately = [m["content"] for m in out if m["ephemeral"] and m["kind"] != "error"]
    assert len(privately) == 6  # each secret choice confirmed to its chooser only
    assert_no_ids(out, definition_ids(knowledge, "salt-road"))


# ----------------------------------------------------------------- Guild Charters: a draft

CHARTER_WORDS = {
    "en": (
        "the Captain's charter",
        "North Guild picked the Mason's charter",
        "River Guild takes the start player's place",
    ),
    "ja": (
        "船長の特許状",
        "北のギルドが石工の特許状を取りました",
        "川のギルドが次のラウンドのスタートプレイヤーの座を得ます",
    ),
    "it": (
        "la patente del Capitano",
        "Gilda del Nord ha preso la patente del Muratore",
        "Gilda del Fiume prende il ruolo di primo giocatore",
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
async def test_guild_charters_a_year_of_drafting(store, knowledge, language):
    con = console(store, knowledge, language)
    captain, north_mason, river_starts = CHARTER_WORDS[language]
    out = await run(
        con,
        f"""
        gm: /game start game:guild-charters language:{language}
        ann: /game join seat:north_guild
        ben: /game join seat:river_guild
        cat: /game join seat:market_guild
        gm: /game begin
        ann: /act action:turn.pick choice:mason_charter
        ben: /act action:turn.pick choice:"{captain}"
        cat: /act action:turn.pick choice:mason_charter   !expect-error
        cat: /act action:turn.pick choice:weaver_charter
        cat: /act action:turn.pick choice:brewer_charter
        ben: /turn pick choice:scribe_charter
        ann: /act action:turn.pick choice:miller_charter
        ann: /turn done
        cat: /turn done
        ben: /turn done
        ann: /vote choice:approve
        ben: /vote choice:reject
        cat: /vote choice:approve
        """,
    )
    text = "\n".join(texts(out))
    assert north_mason in text and river_starts in text
    p = position(con)
    assert (p["round"], p["round_name"], p["phase"]) == (2, "year", "charter_phase")
    assert p["start_player"] == "river_guild"  # the Captain's charter's reward
    assert p["up"] == ["river_guild"]
    assert_no_ids(out, definition_ids(knowledge, "guild-charters"))


# ----------------------------------------------------- Lighthouse Keepers: an open auction

LIGHT_WORDS = {
    "en": ("Tern wins the lens for 2.", "Nobody bid for the bell.", "Bid 2"),
    "ja": ("アジサシが2でレンズを落札しました。", "鐘には入札がありませんでした。", "2を入札"),
    "it": ("La Sterna si aggiudica la lente per 2.", "Nessuna offerta per la campana.", "Offri 2"),
}


@pytest.mark.parametrize("language", LANGUAGES)
async def test_lighthouse_keepers_a_night_of_auctions(store, knowledge, language):
    con = console(store, knowledge, language)
    tern_lens, bell_unsold, bid_two = LIGHT_WORDS[language]
    out = await run(
        con,
        f"""
        gm: /game start game:lighthouse-keepers language:{language}
        ann: /game join seat:gull_keeper
        ben: /game join seat:tern_keeper
        cat: /game join seat:puffin_keeper
        gm: /game begin
        ann: /act action:turn.bid number:1
        ben: press {bid_two}
        cat: /act action:turn.bid number:2   !expect-error
        cat: /turn pass
        ann: /turn pass
        ben: /turn pass
        cat: /turn pass
        ann: /turn pass
        cat: /act action:turn.bid number:13   !expect-error
        cat: /act action:turn.bid number:5
        ann: /turn pass
        ben: /turn pass
        gm: /phase next
        """,
    )
    text = "\n".join(texts(out))
    assert tern_lens in text and bell_unsold in text
    p = position(con)
    assert p["counters"]["silver_pieces"] == {
        "gull_keeper": 12,
        "tern_keeper": 10,
        "puffin_keeper": 7,
    }
    assert (p["round"], p["phase"], p["start_player"]) == (2, "night_auction", "puffin_keeper")
    assert_no_ids(out, definition_ids(knowledge, "lighthouse-keepers"))


async def test_a_verb_typed_as_a_command_takes_act_s_option_names_and_says_what_is_missing(
    store, knowledge
):
    """Play-test 13: `/turn shields number:2` (the option's name in /act) answered
    "“” is not a whole number", and `/turn shields` with no number the same."""
    con = console(store, knowledge, "en")
    await run(
        con,
        """
        gm: /game start game:salt-road language:en
        ann: /game join seat:amber_house
        ben: /game join seat:jade_house
        gm: /game begin
        ann: /turn coins number:7
        """,
    )
    assert position(con)["counters"]["salt_coins"]["amber_house"] == 7
    missing = await con.handle("ann: /turn coins")
    assert [m["content"] for m in missing if m["kind"] == "error"] == ["❌ Missing option: count:."]
    loose = await con.handle("ann: /turn coins 3")
    said = [m["content"] for m in loose if m["kind"] == "error"]
    assert len(said) == 1 and "e.g. count:2" in said[0] and "options: none" not in said[0]
    assert position(con)["counters"]["salt_coins"]["amber_house"] == 7


# ----------------------------------- a game's own round in the name of a tie rule


async def test_a_tie_rule_names_the_game_s_own_round_with_its_article(store, tmp_path):
    """game14: the tie rule "from the start player of the round" said the catalogs'
    "del round" in Italian where the game names its round; an Italian round name
    starting with a vowel takes the elided article ("dell'era", not "della era")."""
    text = (GAMES / "salt-road.toml").read_text(encoding="utf-8")
    text = text.replace('slug = "salt-road"', 'slug = "salt-era"').replace(
        'name = "round"',
        'name = { en = "Age", ja = "時代", it = { text = "era", gender = "f" } }',
    )
    text = text.replace('start = "first_player"', 'start = "start_player"')
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "salt-era.toml").write_text(text, encoding="utf-8")
    k = Knowledge.load(root)
    assert not k.problems, k.problems
    con = console(store, k, "it")
    out = await run(
        con,
        """
        gm: /game start game:salt-era language:it
        ann: /game join seat:amber_house
        ben: /game join seat:jade_house
        cat: /game join seat:coral_house
        gm: /game begin
        ann: /act action:turn.choose number:4
        ben: /act action:turn.choose number:6
        cat: /act action:turn.choose number:6
        """,
    )
    said = "\n".join(texts(out))
    assert "a partire dal Primo giocatore dell'era." in said, said
    assert "del round" not in said
