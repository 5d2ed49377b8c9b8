"""Issue 22's rough edges in the game commands: /track's numbers and names, a NaN in an
import, an ended game's log, /game ping on a step the GM resolves, and a sealed bid
kept out of /game export."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest

from bot.engine.errors import BadInput, IllegalAction
from tests.conftest import make_ctx

GM, DUX, CIV = 1, 2, 3


async def pendragon(svc, language="en"):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "pendragon", "language": language})
    await svc.dispatch(make_ctx(DUX), "game", "join", {"seat": "Dux"})
    await svc.dispatch(make_ctx(CIV), "game", "join", {"seat": "Civitates"})
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc", "number": 1})


async def test_track_numbers_are_bounded_and_the_error_says_the_track_s_range(svc):
    await pendragon(svc)
    with pytest.raises(IllegalAction) as e:  # 10^25 is no number a track holds
        await svc.dispatch(
            make_ctx(GM), "track", None, {"track": "dux res", "value": "1" + "0" * 25}
        )
    assert e.value.key == "coin.error.track_range"
    assert (e.value.params["min"], e.value.params["max"]) == (
        0,
        1_000_000,
    )  # min from the definition
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(GM), "track", None, {"track": "prestige", "value": "lots"})
    assert e.value.params["min"] == -1_000_000  # Prestige has no minimum: not "0-99"
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(
            make_ctx(GM, locale="it"), "track", None, {"track": "imperium", "value": "papal"}
        )
    assert e.value.params["values"] == "Dominio romano, Autonomia e Frammentazione"


@pytest.mark.parametrize(
    "language, said",
    [
        ("en", "Imperium: Roman Rule → Autonomy."),
        ("ja", "インペリウム：ローマン・ルール → オートノミー"),
        ("it", "Imperium: Dominio romano → Autonomia"),
    ],
)
async def test_a_track_change_names_its_values(svc, language, said):
    await pendragon(svc, language)
    r = await svc.dispatch(make_ctx(GM), "track", None, {"track": "imperium", "delta": "1"})
    text = r.messages[0].content
    assert said in text and "roman_rule" not in text and "autonomy" not in text


async def test_an_import_holding_nan_is_refused(svc):
    await pendragon(svc)
    r = await svc.dispatch(make_ctx(GM), "game", "export", {})
    doc = json.loads(r.messages[0].files[0].content)
    doc["state"]["state"]["tracks"]["dux_resources"] = math.nan
    raw = json.dumps(doc).encode()
    assert b"NaN" in raw
    ctx = make_ctx(GM, 11, attachments=[("g.json", raw)])
    with pytest.raises(BadInput) as e:
        await svc.dispatch(ctx, "game", "import", {})
    assert e.value.key == "error.import_invalid" and e.value.params["reason"] == "JSON"


async def test_an_ended_game_s_log_stays_readable(svc):
    await pendragon(svc)
    await svc.dispatch(make_ctx(GM), "game", "end", {"confirm": True})
    r = await svc.dispatch(make_ctx(DUX), "game", "log", {})
    log = r.messages[0].embeds[0].description
    assert "Card revealed: #1" in log and "ended the game" in log
    # a new game in the channel: its own log
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster"})
    r = await svc.dispatch(make_ctx(GM), "game", "log", {})
    assert "Card revealed" not in r.messages[0].embeds[0].description


async def test_ping_on_a_step_the_gm_resolves_never_pings_the_asker(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "hadrians-wall"})
    await svc.dispatch(make_ctx(DUX), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})  # year 1, fate: the GM resolves it
    r = await svc.dispatch(make_ctx(GM), "game", "ping", {})
    assert r.messages[0].ephemeral and r.messages[0].mentions == []
    assert f"<@{GM}>: <@{GM}>" not in r.messages[0].content
    r = await svc.dispatch(make_ctx(DUX), "game", "ping", {})
    assert r.messages[0].mentions == [GM]
    assert r.messages[0].content.startswith(f"<@{GM}>: <@{DUX}> is waiting for you to resolve")


async def test_unrevealed_secret_choices_stay_out_of_every_export_and_log(store, tmp_path, capsys):
    """A sealed bid is seen by its bidder alone until everyone has bid: not in the
    GM's export, a player's, the log or the replay check's output. The export says
    whose choices it leaves out, and is still a game its history replays to."""
    import random

    from bot.adapters.cli.main import main
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from tests.conftest import T0

    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    games = Path(__file__).resolve().parents[1] / "data" / "games"
    shutil.copy(games / "salt-road.toml", root / "games")
    svc = Service(store, Knowledge.load(root), rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "salt-road"})
    await svc.dispatch(make_ctx(DUX), "game", "join", {"seat": "Amber"})
    await svc.dispatch(make_ctx(CIV), "game", "join", {"seat": "Jade"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    r = await svc.dispatch(make_ctx(DUX), "act", None, {"action": "turn.choose", "number": "7"})
    mine = [m.content for m in r.messages if m.ephemeral]
    assert mine == ["Your choice, 7, is recorded; nobody sees it until everyone has chosen."]
    assert all("7" not in m.content for m in r.messages if not m.ephemeral)
    for who, loc, said in (
        (GM, "en", "The secret choices of Amber are not revealed yet"),
        (CIV, "ja", "琥珀の秘密の選択はまだ開示されていない"),
    ):
        r = await svc.dispatch(make_ctx(who, locale=loc), "game", "export", {})
        assert said in r.messages[0].content
        text = r.messages[0].files[0].content
        doc = json.loads(text)
        assert doc["hidden"]["seats"] == ["amber_house"] and "left out" in doc["hidden"]["note"]
        assert doc["state"]["state"]["turn"]["chosen"] == {}
        assert "turn.choose" not in text and doc["position"]["chosen"] == []
    # the export is a game still: imported elsewhere, Amber is asked again
    ctx = make_ctx(GM, 11, attachments=[("g.json", text.encode())])
    await svc.dispatch(ctx, "game", "import", {})
    r = await svc.dispatch(make_ctx(DUX, 11), "act", None, {"action": "turn.choose", "number": "2"})
    assert "Amber has chosen" in r.messages[0].content
    status = await svc.dispatch(make_ctx(CIV), "game", "status", {})
    shown = status.messages[0].content + json.dumps(
        [[f.name, f.value] for f in status.messages[0].embeds[0].fields]
    )
    assert "7" not in shown.replace("v7", "")
    log = await svc.dispatch(make_ctx(GM), "game", "log", {"limit": "50"})
    assert "7" not in log.messages[0].embeds[0].description.replace("`v7`", "")
    assert main(["game", "replay", "--db", str(store.path), "--knowledge", str(root)]) == 0
    assert "7" not in capsys.readouterr().out.replace("v7", "")
    # revealed, nothing is left out: Amber's winning 7 is paid; the reveal is an undo
    # boundary (rules 3), so the choices are no longer in the undo history
    await svc.dispatch(make_ctx(CIV), "act", None, {"action": "turn.choose", "number": "3"})
    doc = json.loads(
        (await svc.dispatch(make_ctx(CIV), "game", "export", {})).messages[0].files[0].content
    )
    assert "hidden" not in doc and doc["state"]["undo"]["since"] == "reveal"
    assert doc["position"]["counters"]["salt_coins"] == {"amber_house": 3, "jade_house": 10}


async def test_a_coin_game_s_verbs_come_from_its_definition(svc):
    """Issue 20: COIN's verbs from data: Pendragon's [verbs] move a track by name."""
    await pendragon(svc, "it")
    got = await svc.autocomplete(make_ctx(GM, locale="it"), "act", None, "action", "prest")
    assert [(c.name, c.value) for c in got] == [("Prestigio del Dux", "coin.prestige")]
    r = await svc.dispatch(
        make_ctx(GM, locale="it"), "act", None, {"action": "Prestigio del Dux", "number": "3"}
    )
    assert "Prestigio del Dux: 0 → 3." in r.messages[0].content


PLUS = """
[counters.warbands]
name = { en = "warbands available", ja = "使える戦隊", it = "bande disponibili" }
setup = 6
max = 20

[verbs."coin.warbands"]
does = "counter:warbands"
name = { en = "Warbands available", ja = "使える戦隊", it = "Bande disponibili" }
"""


async def test_a_coin_game_s_counters_and_their_verbs_come_from_its_definition(store, tmp_path):
    """Issue 20: COIN verbs know more than tracks: a faction's counter (here the
    warbands a faction still has), declared and set from data alone."""
    import random

    from bot.service.core import Service
    from bot.service.game import export_document
    from bot.service.knowledge import Knowledge
    from bot.service.replay_check import check_store
    from tests.conftest import KNOWLEDGE, T0

    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    text = (KNOWLEDGE / "games" / "pendragon.toml").read_text(encoding="utf-8")
    text = text.replace('slug = "pendragon"', 'slug = "pendragon-plus"') + PLUS
    (root / "games" / "pendragon-plus.toml").write_text(text, encoding="utf-8")
    k = Knowledge.load(root)
    assert "pendragon-plus" in k.definitions, k.problems
    svc = Service(store, k, rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "pendragon-plus", "language": "ja"})
    await svc.dispatch(make_ctx(DUX), "game", "join", {"seat": "Dux"})
    await svc.dispatch(make_ctx(CIV), "game", "join", {"seat": "Civitates"})
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc", "number": 1})
    # the faction's player, by the verb's name in their language; the GM for any faction
    r = await svc.dispatch(
        make_ctx(DUX, locale="it"), "act", None, {"action": "Bande disponibili", "number": "4"}
    )
    assert "ドゥクス：使える戦隊4。" in r.messages[0].content  # the table speaks Japanese
    r = await svc.dispatch(make_ctx(GM), "coin", "warbands", {"seat": "Saxons", "count": "9"})
    assert "使える戦隊9" in r.messages[0].content
    with pytest.raises(IllegalAction) as e:  # another faction's counter
        await svc.dispatch(
            make_ctx(CIV), "act", None, {"action": "coin.warbands", "seat": "Dux", "number": "1"}
        )
    assert e.value.key == "coin.error.not_your_faction"
    with pytest.raises(BadInput) as e:  # the counter's range, from the definition
        await svc.dispatch(make_ctx(DUX), "act", None, {"action": "coin.warbands", "number": "21"})
    assert (e.value.key, e.value.params["max"]) == ("act.error.range", 20)
    board = next(m for m in r.messages if m.kind == "dashboard")
    shown = {f.name: f.value for f in board.embeds[0].fields}
    assert "ドゥクス：4" in shown["使える戦隊"] and "サクソン：9" in shown["使える戦隊"]
    doc = export_document(svc, svc.store.sync.load(10))
    assert doc["coin"]["counters"]["warbands"] == {
        "Dux": 4,
        "Civitates": 6,
        "Saxons": 9,
        "Scotti": 6,
    }
    results = check_store(svc.store.sync, k.definitions)
    assert [(r.slug, r.status) for r in results] == [("pendragon-plus", "ok")]
