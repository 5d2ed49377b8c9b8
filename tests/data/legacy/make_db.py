"""Writes ``herald-main.db``: games of the four shipped games, saved by the code of
``main`` as it was before issue 20 (commit 973a187), at several points of play.

Run once, with that code, from the repository root::

    PYTHONPATH=. python3 tests/data/legacy/make_db.py

The database is committed as test data; ``tests/service/test_legacy_db.py`` loads it
with today's code, replays every game (``herald game replay``) and continues each one.
It is not re-run by the tests: it records what the old code wrote.

Channels (one game each, console channel ids in brackets):

- ``#pd-begun``      Pendragon, seats taken, first card revealed
- ``#pd-pivotal``    Pendragon: two cards, a pass with a reward, an override, a
                     Pivotal Event, an undo, a track change
- ``#pd-epoch``      Pendragon through a whole Epoch round (effects, a shift-down)
- ``#pd-won``        Pendragon finished: a winner named at Victory
- ``#eu-mid``        Europa Universalis mid-round in the actions step, passes with
                     rewards, an undo in the history
- ``#lan-begun``     Lancaster just begun
- ``#lan-mid``       Lancaster mid-placement: Surrey taken, a knight pushed out,
                     noble tiles set, an undo
- ``#lan-vote``      Lancaster in parliament with one law tallied
- ``#hw-finished``   Hadrian's Wall solo, played to the end (finished)
- ``#hw-ended``      Hadrian's Wall ended by the GM with ``/game end``
"""

from __future__ import annotations

import asyncio
import io
import random
import sys
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bot.adapters.cli.console import Console  # noqa: E402
from bot.service.core import Service  # noqa: E402
from bot.service.knowledge import Knowledge  # noqa: E402
from bot.store import open_store  # noqa: E402

T0 = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)

SCRIPT = """
#pd-begun
gwen: /game start game:pendragon
alice: /game join seat:Dux
bob: /game join seat:Civitates
carol: /game join seat:Saxons
dave: /game join seat:Scotti
gwen: /card reveal order:"D, C, Sa, Sc" number:12 title:Saxon_Shore

#pd-pivotal
gwen: /game start game:pendragon
alice: /game join seat:Dux
bob: /game join seat:Civitates
carol: /game join seat:Saxons
dave: /game join seat:Scotti
gwen: /card reveal order:"D, C, Sa, Sc" number:12 title:Saxon_Shore
gwen: /card reveal order:"Sc Sa C D" number:30 title:Picts
alice: /coin pass
bob: /coin act option:event
carol: /coin act option:command_feat
bob: /coin override faction:Saxons eligibility:eligible
gwen: /card reveal order:"Sa Sc D C" number:31
dave: /coin pivotal faction:Scotti order:"Sc D C Sa" number:70 title:Pivotal
gwen: /track track:dux_resources delta:4
alice: /coin act option:command
gwen: /track track:saxon_renown value:5
gwen: /game undo

#pd-epoch
gwen: /game start game:pendragon options:epochs=3
alice: /game join seat:Dux
bob: /game join seat:Civitates
gwen: /card reveal order:"D, C, Sa, Sc" number:12
gwen: /card reveal epoch:true
gwen: /phase next
gwen: /track track:imperium delta:1
gwen: /track track:dux_prestige value:9
gwen: /phase next
gwen: /phase next winner:none
gwen: /phase next
gwen: /phase next
gwen: /phase next
gwen: /phase next
gwen: /card reveal order:"Sc Sa C D" number:13
alice: /coin act option:command

#pd-won
gwen: /game start game:pendragon
alice: /game join seat:Dux
gwen: /card reveal order:"D, C, Sa, Sc" number:12
gwen: /card reveal epoch:true
gwen: /phase next
gwen: /phase next
gwen: /phase next winner:Saxons

#eu-mid
gm: /game start game:eu
ann: /game join seat:Castile
ben: /game join seat:England
cat: /game join seat:France
dan: /game join seat:Austria
gm: /game seat seat:Venice bot:true
gm: /turn seating order:"England, Castile" first:England
gm: /game begin
ann: /era events_left:6
ann: /phase next
ben: /phase next
cat: /phase next
dan: /phase next
ben: /turn event
ann: /turn event
cat: /turn event
dan: /turn action
gm: /turn event seat:Venice
ben: /turn pass
ann: /turn pass
cat: /turn action
cat: /game undo
cat: /turn action
dan: /turn event

#lan-begun
gm: /game start game:lancaster
ann: /game join seat:Red
ben: /game join seat:Blue
gm: /game begin

#lan-mid
gm: /game start game:lancaster
ann: /game join seat:Red
ben: /game join seat:Blue
cat: /game join seat:Yellow
ann: /turn place where:A strength:2
ben: /turn place where:I
cat: /turn place where:A strength:3
cat: /turn nobles count:2
ann: /turn place where:castle
ben: /turn startplayer user:@cat
ben: /turn place where:conflict
ben: /game undo
ann: /turn knights count:3

#lan-vote
gm: /game start game:lancaster
ann: /game join seat:Red
ben: /game join seat:Blue
ann: /turn place where:A
ben: /turn place where:B
ann: /turn place where:castle
ben: /turn place where:C
ann: /vote choice:approve
ben: /vote choice:reject markers:1
ann: /vote choice:reject

#hw-finished
gm: /game start game:hadrians-wall options:difficulty=hard
solo: /game join seat:Green
gm: /game begin
{hw_years}
gm: /turn score table:disdain value:3

#hw-ended
gm: /game start game:hadrians-wall
ann: /game join seat:Red
ben: /game join seat:Blue
gm: /game begin
ann: /phase next
ben: /phase next
ann: /phase next
ben: /phase next
ben: /turn done
gm: /game end confirm:true
"""


def hw_years() -> str:
    """Six solo years of Hadrian's Wall: start steps, actions (done), end steps."""
    year = ["solo: /phase next"] * 4 + ["solo: /turn done"] + ["solo: /phase next"] * 5
    return "\n".join(year * 6 + ["solo: /phase next"])


async def main(path: Path) -> None:
    if path.exists():
        path.unlink()
    store = open_store(str(path))
    svc = Service(
        store, Knowledge.load(ROOT / "knowledge"), rng=random.Random(20), clock=lambda: T0
    )
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    errors = []
    for line in SCRIPT.replace("{hw_years}", hw_years()).strip().splitlines():
        for m in await con.handle(line.strip()):
            if m["kind"] == "error":
                errors.append((con.channel, line, m["content"]))
    store.close()
    for e in errors:
        print("error:", *e)
    import sqlite3

    c = sqlite3.connect(path)
    c.execute("PRAGMA journal_mode=DELETE")  # one file, no -wal/-shm beside it
    c.execute("VACUUM")
    c.close()
    print(path, path.stat().st_size, "bytes,", len(errors), "errors")


if __name__ == "__main__":
    asyncio.run(main(HERE / "herald-main.db"))
