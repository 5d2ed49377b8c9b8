"""A board renderer that fails in the real ``herald run`` process: the move is made,
the text dashboard goes out alone (no stale picture) and the failure is logged;
``/game board`` says it could not draw the picture."""

from __future__ import annotations

import json
import textwrap

import pytest
from conftest import BotProcess, new_channel
from test_board_e2e import _lancaster

from bot.i18n import t

pytestmark = pytest.mark.asyncio

SITE = textwrap.dedent(
    """
    # Loaded at the bot's start (tests/e2e/test_board_failure_e2e.py): its renderer
    # draws one picture, then fails.
    import bot.board.draw

    _image = bot.board.draw.image
    _calls = []

    def _broken(plan):
        _calls.append(1)
        if len(_calls) > 1:
            raise RuntimeError("renderer broken on purpose")
        return _image(plan)

    bot.board.draw.image = _broken
    """
)


async def test_a_failed_render_leaves_the_text_dashboard_and_is_logged(fake, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITE, encoding="utf-8")
    proc = BotProcess(fake, tmp_path)
    proc.extra_env["PYTHONPATH"] = f"{site}:{proc.env()['PYTHONPATH']}"
    await proc.start()
    try:
        ch = new_channel()
        red, _ = await _lancaster(fake, ch)

        def dashboard(version: int):
            for s in fake.posts(ch):
                msg = fake.messages.get(s.message_id) or {}
                footer = (msg.get("embeds") or [{}])[0].get("footer", {}).get("text", "")
                if footer.endswith(f"v{version}"):
                    return msg
            return None

        first = await fake.wait_for(lambda: dashboard(4), 15, "the dashboard of v4")
        assert [a["filename"] for a in first["attachments"]] == ["board-v4.png"]
        reply = await (
            await fake.slash("turn", {"where": "B"}, sub="place", user=red, channel=ch)
        ).reply()
        assert "County B" in reply.content  # the move went through
        msg = await fake.wait_for(lambda: dashboard(5), 15, "the dashboard of v5")
        assert msg["attachments"] == []  # the text alone: no picture of an older state
        assert "Placed this round" in json.dumps(msg["embeds"], ensure_ascii=False)
        log = proc.log_text()
        assert "not drawn: the message goes without it" in log
        assert "renderer broken on purpose" in log
        ix = await fake.slash("game", sub="board", user=red, channel=ch)
        failed = await ix.reply()
        assert failed.ephemeral and failed.content == t("board.failed", "en")
    finally:
        await proc.close()
