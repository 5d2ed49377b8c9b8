"""``herald rules adopt --guild NEW --from OLD`` moves summaries in the database while a
bot may be running: what was derived from them (each server's persisted index file,
the running bot's indexes in memory, its suggestions and ``/rule`` answers) follows,
with nothing stale answered and nothing left on disk for good. Both backends."""

from __future__ import annotations

import pytest

from bot.adapters.cli.rules import main
from bot.service import rules as R
from tests.conftest import make_ctx
from tests.service.test_rules import ALICE, add, rule, shown_text
from tests.service.test_rules_indexes import GUILDS, service, summary, voting

pytestmark = pytest.mark.usefixtures("shipped_rules_cache")

OLD, NEW = 11, 12  # owl-parliament's server, and the one that adopts it


async def game_choices(svc, guild: int) -> list[str]:
    """The games ``/rule game:`` suggests in ``guild`` once the suggestions have caught
    up (autocomplete answers from memory; a check of the stored summaries it started
    meanwhile is awaited)."""
    ctx = make_ctx(ALICE, guild_id=guild)
    R._game_choices(svc, ctx, "")
    task = R._state(svc).loading.get(guild)
    if task is not None:
        await task
    return [c.value for c in R._game_choices(svc, ctx, "")]


async def test_adopted_summaries_leave_no_stale_index_or_file_behind(db_url, tmp_path, monkeypatch):
    monkeypatch.setattr(R, "RECHECK_SECONDS", 0.0)  # every suggestion checks
    svc = service(db_url, cache=tmp_path)
    files = tmp_path / "guilds"
    try:
        for g in (OLD, NEW):
            await add(svc, f"{GUILDS[g][0]}.md", summary(g), guild=g)
        assert "quorum of 7 owls" in await voting(svc, OLD)
        assert "quorum of 9 frogs" in await voting(svc, NEW)
        assert "owl-parliament" in await game_choices(svc, OLD)
        assert (files / "guild-11.index").exists() and (files / "guild-12.index").exists()

        # the operator's tool, beside the running bot, with the bot's settings
        monkeypatch.setenv("HERALD_DB", str(db_url))
        monkeypatch.setenv("HERALD_RULES_CACHE", str(tmp_path))
        assert main(["adopt", "--guild", str(NEW), "--from", str(OLD)]) == 0
        # OLD has nothing left: its file is gone at once (nothing would ever read it)
        assert not (files / "guild-11.index").exists()

        # the running bot: OLD suggests and answers from the shipped rules only, and
        # no longer holds its index; NEW has both games
        assert "owl-parliament" not in await game_choices(svc, OLD)
        assert "owls" not in await voting(svc, OLD)
        assert OLD not in R.guild_indexes(svc).entries
        owls = shown_text(await rule(svc, query="voting quorum", game="owl-parliament", guild=NEW))
        frogs = shown_text(await rule(svc, query="voting quorum", game="frog-senate", guild=NEW))
        assert "quorum of 7 owls" in owls and "quorum of 9 frogs" in frogs
        assert {"owl-parliament", "frog-senate"} <= set(await game_choices(svc, NEW))
        assert sorted(p.name for p in files.iterdir()) == ["guild-12.index"]
    finally:
        svc.store.close()

    # after a restart: NEW's index loads from its (rebuilt) file, OLD builds nothing
    again = service(db_url, cache=tmp_path)
    try:
        assert "owls" not in await voting(again, OLD)
        assert "quorum of 7 owls" in shown_text(
            await rule(again, query="voting quorum", game="owl-parliament", guild=NEW)
        )
        counts = R.guild_indexes(again).counts
        assert (counts["loaded"], counts["built"]) == (1, 0)
        assert sorted(p.name for p in files.iterdir()) == ["guild-12.index"]
    finally:
        again.store.close()
