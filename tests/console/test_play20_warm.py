"""A second server's own summary quoted by its game's prompts after a restart (session
20, leftover L1): a console reading a script built the rules index only when the first
server had summaries of its own; a script that went on to another server named the
steps there until someone ran /rule."""

from __future__ import annotations

import pytest

from tests.console.test_play18_prompts import GAME, SUMMARY, _console


@pytest.mark.no_replay_check
async def test_after_a_restart_another_server_s_prompt_quotes_its_summary(tmp_path):
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "farm-lite.toml").write_text(GAME, encoding="utf-8")
    summary = tmp_path / "fattoria.md"
    summary.write_text(SUMMARY, encoding="utf-8")
    db = tmp_path / "herald.db"
    first = await _console(
        root,
        db,
        f"""
!guild club
!lang marco it
!lang giulia it
marco: /game start game:farm-lite language:it
giulia: /game join seat:Rosso
marco: /game join seat:Blu
!manager marco
marco: /rules add file:{summary} game:farm-lite
marco: /game begin
""",
    )
    assert "› Preparazione" in first
    # a restart: the script starts on the home server (no summaries of its own), then
    # plays on in the club's channel, before anyone looks a rule up
    again = await _console(root, db, "!guild club\nmarco: /phase next")
    assert "📖 Fattoria › Lavoro\n  > A partire dal primo giocatore" in again
    assert "/regola ricerca:Lavoro" in again
