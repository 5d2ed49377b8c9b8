"""Console transcripts: a full round (or year) of each turn-based game with several
players, typed as a group would in a channel, buttons pressed by their labels."""

from __future__ import annotations

import io
import random
from datetime import timedelta

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0


@pytest.fixture
def con(store, knowledge):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


async def run(con, script: str) -> list[dict]:
    """Each line a minute after the one before (as players type them)."""
    out = []
    for line in script.strip().splitlines():
        con.clock_offset += timedelta(minutes=1)
        got = await con.handle(line.replace("!expect-error", "").strip())
        errors = [m["content"] for m in got if m["kind"] == "error"]
        out.extend(got)
        if "!expect-error" in line:
            assert errors, line
        else:
            assert not errors, (line, errors)
    return out


def announcements(out):
    return [m for m in out if m["kind"] == "announce"]


def position(con, channel="general"):
    from bot.service.game import export_document

    return export_document(con.svc, con.svc.store.sync.load(con.channels[channel]))["position"]


async def test_europa_universalis_full_round(con):
    out = await run(
        con,
        """
        gm: /game start game:eu
        ann: /game join seat:Castile
        ben: /game join seat:England
        cat: /game join seat:France
        dan: /game join seat:Austria
        gm: /game begin
        ann: /era events_left:4
        ann: /phase next
        ben: /phase next
        cat: /phase next
        dan: /phase next
        ann: press Event
        ben: press Action
        cat: press Event
        dan: /turn pass   !expect-error
        dan: /turn event
        ann: press Pass
        ben: /turn event
        cat: /turn action
        dan: press Pass
        ben: press Pass
        cat: /turn action
    """,
    )
    text = "\n".join(m["content"] for m in announcements(out))
    assert "Era 1: 4 Event cards left." in text
    assert "Round 1 · Phase 1: Draw cards — A. Reveal events" in text
    assert "Round 1 · Phase 2: Actions — Actions until everyone has passed" in text
    assert "Austria must take an Event before passing." in "\n".join(m["content"] for m in out)
    assert "Castile passed (1st to pass) and gains 5 ducats." in text
    assert "Austria passed (2nd to pass) and gains 3 ducats." in text
    assert "England passed (3rd to pass) and gains 2 ducats." in text
    assert "one last turn each for France" in text
    assert "England takes the First Player token" not in text
    assert (
        "Austria takes the First Player token at the end of the round." in text
    )  # Castile held it
    p = position(con)
    assert (p["phase"], p["step"], p["pass_order"]) == (
        "peace",
        "A",
        ["Castile", "Austria", "England"],
    )
    # Phases 3 to 5 step by step, each prompt naming its rule section
    steps = []
    for _ in range(9 + 5 + 3):
        got = await run(con, "ben: /phase next")
        steps.append(announcements(got)[0]["content"])
    # an English table reads each step's rule by the step's English name, never by
    # the Italian summary's heading (issue 25)
    assert "📖 Rules: `/rule query:B. Non-player realm invasions`" in steps[0]
    assert "INVASIONI" not in steps[0]
    assert "I. Roll rebellion dice" in steps[7]
    assert "Phase 4: Income and upkeep" in steps[8]
    assert "Phase 5: Cleanup" in steps[13]
    assert "Round 2 begins." in steps[-1]
    p = position(con)
    assert (p["round"], p["phase"], p["step"], p["first_player"]) == (2, "draw", "A", "Austria")
    dash = [m for m in out + [] if m["kind"] == "dashboard"][-1]
    assert dash["edited"] is True


async def test_lancaster_full_round(con):
    out = await run(
        con,
        """
        gm: /game start game:lancaster
        ann: /game join seat:Red
        ben: /game join seat:Blue
        cat: /game join seat:Yellow
        ann: /turn place where:A
        ben: press County I (Surrey)
        cat: press Castle
        ann: /turn place where:conflict
        ben: /turn place where:B
        ann: /turn place where:D   !expect-error
        ben: /turn startplayer user:@cat   !expect-error
        cat: /turn place where:C
        ann: press Red: Approve
        ben: press Blue: Reject
        cat: /vote law:1 choice:approve
        ann: /vote choice:reject
        ben: /vote choice:approve
        cat: /vote choice:reject
        ann: /vote choice:reject
        ben: /vote choice:reject
        cat: /vote choice:approve markers:1
        ann: /phase next
        ben: /turn startplayer user:@cat
        ben: /phase next
        cat: /phase next
        ann: /phase next
        ben: /phase next
    """,
    )
    text = "\n".join(m["content"] for m in announcements(out))
    assert "Blue placed a knight on County I (Surrey) (1 left to place) and will choose" in text
    assert "Yellow placed a knight on the castle (1 left to place)." in text
    # issue 22 (seed 003): Surrey's reward, chosen at the rewards, not during placement
    assert "Not during “Phase 1: Knight placement”" in "\n".join(m["content"] for m in out)
    assert "Yellow will be the start player next round." in text
    # issue 13: Yellow holds one vote marker in round 1 (seed 003), spent on law 3
    assert "Law 1 is approved: 2 for, 1 against." in text
    assert "Law 2 is rejected: 1 for, 2 against." in text
    assert "Law 3 is approved: 2 for, 2 against." in text  # a tie approves
    assert "The vote is over. Approved: law 1 and law 3; rejected: law 2." in text
    assert "Phase 3: Rewards — Counties A to I" in text
    assert "Preparing the next round" in text
    assert "Round 2 begins." in text
    p = position(con)
    assert (p["round"], p["phase"], p["up"], p["start_player"]) == (
        2,
        "placement",
        ["Yellow"],
        "Yellow",
    )
    last = announcements(out)[-1]
    assert last["mentions"] == ["cat"]


async def test_hadrians_wall_full_year_in_japanese(store, knowledge):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale="ja")
    out = await run(
        con,
        """
        gm: /game start game:hadrians-wall
        ann: /game join seat:Red
        ben: /game join seat:Blue
        gm: /game begin
        ann: /phase next
        ben: /phase next
        ann: /phase next
        ben: /phase next
        ben: /turn done
        ben: /turn done   !expect-error
        ann: press 赤：終了
        ann: /phase next
        ben: /phase next
        ann: /phase next
        ben: /phase next
        ann: /phase next
    """,
    )
    text = "\n".join(m["content"] for m in announcements(out))
    assert "1年目・年の初め — 2. プレイヤーカードを2枚引き" in text
    assert "中立の山：1人なら2枚、2人なら1枚公開" in text  # two players: the neutral deck step
    assert "青が行動を終えました。未終了：赤。" in text
    assert "全員が行動を終えました。" in text
    assert "難易度に応じて命運カードを公開し、ピクト人が襲撃" in text
    assert "🔄 2年目の開始。" in text
    # issue 13: two players clear the neutral cards after the attack (seed 004: 攻撃解決後)
    assert text.index("武勇または軽蔑") < text.index("中立の山：資源と兵士をサプライに戻し")
    errors = [m["content"] for m in out if m["kind"] == "error"]
    assert errors == ["❌ 青はすでに終了を宣言しています。"]
    p = position(con)
    assert (p["round"], p["round_name"], p["phase"], p["step"]) == (2, "year", "start", "fate")
