"""``/game move to:`` (GM): a live game goes to another channel or thread of its server,
whole: the same game (its id, log, table record, decision times), its reminder with it;
the old channel has no game from then on. A Discord thread gets archived, channels are
reorganised: an export and an import would leave two live copies of one game."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, IllegalAction, NoGame, PermissionDenied, StalePrompt
from bot.engine.games import session
from bot.engine.games.base import Event
from bot.i18n import t
from bot.service import people, play
from bot.service.model import Ctx, Message, Response
from bot.service.registry import command
from bot.service.text import plain
from bot.store import ChannelBusy, StaleWrite

if TYPE_CHECKING:
    from bot.service.core import Service

_CHANNEL = re.compile(r"<#(\d+)>|(\d+)")


def channel_id(value: object, refusal: str = "game.error.bad_channel") -> int | None:
    """A channel option (``/game move to:``, ``/game start from:``): an int (Discord),
    ``"123"`` (the console's ``#name``) or ``"<#123>"``; None when not given; anything
    else is refused with the command's own ``refusal``."""
    if value is None or value == "":
        return None
    if isinstance(value, int):
        return value
    m = _CHANNEL.fullmatch(str(value).strip())
    if m is None:
        raise BadInput(refusal, value=plain(str(value)[:40]))
    return int(m.group(1) or m.group(2))


def mention_channel(cid: int) -> str:
    return f"<#{cid}>"


@command("game", "move")
async def move(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``to:`` typed in the game's channel; ``from:`` typed in the channel it comes to,
    naming one Herald can no longer reach (deleted, no access: bot/service/people.py),
    where nobody can type."""
    source = channel_id(opts.get("from"))
    to = channel_id(opts.get("to"))
    if source is not None and to is None:
        to = ctx.channel_id
    source = ctx.channel_id if source is None else source
    if to is None:
        raise BadInput("error.missing_option", option="to")
    if to == source:
        raise IllegalAction("game.error.move_here")
    here = replace(ctx, channel_id=source)
    there = replace(ctx, channel_id=to, expected_version=None)
    # both channels' locks, always in the same order (two moves crossing never wait
    # for each other)
    first, second = sorted((source, to))
    async with svc.locks[first], svc.locks[second]:
        loaded = await svc.store.load(source)
        if loaded is not None and loaded.guild_id != ctx.guild_id:
            loaded = None  # another server's channel: not this GM's to move
        if loaded is None:  # only a live game moves (an ended one is the channel's record)
            over = await svc.load_or_over(source) if source == ctx.channel_id else None
            raise IllegalAction("game.error.move_over") if over else NoGame()
        if not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
            raise PermissionDenied("error.gm_only")
        definition = await svc.game_definition(loaded)
        if await svc.store.load(to) is not None:
            raise IllegalAction("game.error.move_busy", channel=mention_channel(to))
        try:
            await svc.store.move_game(loaded, to)
        except ChannelBusy:
            raise IllegalAction("game.error.move_busy", channel=mention_channel(to)) from None
        except StaleWrite:  # changed meanwhile (another process): typed again, it moves
            raise StalePrompt() from None
        moved = replace(loaded, channel_id=to)
        # the channel it came from, as a mention (a string: an id said as a number
        # would be grouped by thousands)
        event = Event("GameMoved", {"user": ctx.user_id, "origin": mention_channel(source)})
        now = svc.now_iso(ctx)
        await svc.store.append_events(moved, [event.to_json()], now, ctx.user_id)
        await people.moved(svc, here, moved)
        rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
        # in the new channel: what happened, who is up (pinged: they learn where the
        # game went), their buttons, and the dashboard (posted there anew)
        news = await svc.announce(
            there, loaded.game_id, loaded.game, definition, loaded.version, [event], rec=rec
        )
        for m in news.messages:
            m.channel_id = to
        rows = svc.outbox_rows(to, news, hold=False)
        if rows:
            await svc.store.enqueue(rows, now, loaded.game_id)  # writes each row's id
            svc.attach_outbox(news, rows)
    if to == ctx.channel_id:
        # ``from:``, typed where the game comes: the channel is told once, by the
        # announcement above in the table's language; the GM alone is answered, in
        # theirs (play-test 19, finding 17: two posts of one move, in two languages)
        name = svc.knowledge.game_name(definition, ctx.locale)
        said = t("game.moved_from", ctx.locale, game=name, origin=mention_channel(source))
        return Response([Message(content=said, ephemeral=True), *news.messages])
    # ``to:``, typed in the channel it leaves: a post there, in the table's language
    loc = play.language(rec, ctx.guild_locale or ctx.locale)
    name = svc.knowledge.game_name(definition, loc)
    said = t("game.moved", loc, user=f"<@{ctx.user_id}>", game=name, channel=mention_channel(to))
    return Response([Message(content=said), *news.messages])


async def live_copy_note(svc: Service, ctx: Ctx, doc: dict) -> Message | None:
    """An export imported in its own server while its game is still in play in the
    channel it came from makes a second live copy of one game, both played and both
    reminding (play-test 17, finding 11): the importer is told so, and how to move a
    game or end a copy (a copy stays possible: a practice fork, a test)."""
    source = doc.get("channel_id")
    if doc.get("guild_id") != ctx.guild_id or not isinstance(source, int):
        return None
    if source == ctx.channel_id:
        return None  # over the same game: the import's own confirmation
    live = await svc.store.load(source)
    if live is None or live.slug != doc.get("game"):
        return None
    note = t("game.import_still_live", ctx.locale, channel=mention_channel(source))
    return Message(content=note, ephemeral=True)
