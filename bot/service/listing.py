"""``/game list``: the server's games in play, for whoever looks after them (play-test
19, finding 15). A member with *Manage Server* (or *Administrator*, which holds it)
sees every game of the server; anyone else, *Manage Channels* included (a permission
of one channel, not of the server), the games they play or GM (a game's channel may
be one they cannot see). Each line: the channel, the game, its GMs, whom it waits for and
for how long, the longest waits first, so a stale game or the one a player complains
about is found from Discord. Only its reader sees it, in their language."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from bot.engine.errors import BadInput
from bot.engine.games.gms import real_gms
from bot.i18n import duration, join_list, t
from bot.service import people, play
from bot.service.model import Ctx, Embed, Message, Response, mention
from bot.service.move import mention_channel
from bot.service.registry import command
from bot.service.render import seat_text, up_line

if TYPE_CHECKING:
    from bot.service.core import Service


@command("game", "list")
async def game_list(svc: Service, ctx: Ctx, opts: dict) -> Response:
    moderator = ctx.manage_guild  # (Manage Channels is the channel's: not every game)
    games = await svc.store.games(ctx.guild_id, live=True)
    if not moderator:
        games = [g for g in games if _takes_part(g.game, ctx.user_id)]
    if not games:
        raise BadInput("gamelist.none_moderator" if moderator else "gamelist.none_yours")
    rows = [await _row(svc, ctx, loaded) for loaded in games]
    rows.sort(key=lambda r: -r[0])  # the longest wait first; games waiting on nobody last
    title = t(
        "gamelist.title" if moderator else "gamelist.title_yours", ctx.locale, count=len(rows)
    )
    lines = [line for _, line in rows]
    if not moderator:
        lines.append(t("gamelist.moderators", ctx.locale))
    embed = Embed(title=title, description="\n".join(lines))
    return Response([Message(embeds=[embed], ephemeral=True)])


def _takes_part(game: dict, user_id: int) -> bool:
    return user_id in game.get("gm", []) or any(u == user_id for _, u in game.get("seats", []))


async def _seen(svc: Service, loaded: Any, locale: str) -> tuple[Any, str, Any, Any]:
    """(definition, the game's name in ``locale``, table, prompt) of a live game; its
    slug and Nones when its definition is gone or changed under it."""
    try:
        definition = await svc.game_definition(loaded)
        name = svc.knowledge.game_name(definition, locale)
        table, prompt = svc.view(loaded.game, definition)
    except Exception:
        return None, loaded.slug, None, None
    return definition, name, table, prompt


async def _longest_wait(svc: Service, loaded: Any, prompt: Any, now: datetime) -> float:
    """Seconds the longest-awaited seat up has waited (0: none known)."""
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    return max([0.0, *play.waited(rec, prompt.up, now).values()])


async def _age(svc: Service, loaded: Any, now: datetime) -> float:
    """Seconds since a game was started in this database (0: not known), from its
    ``GameStarted`` event, else its first one (play-test 23, finding 12: a game never
    begun gave no figure an admin could tell a stale one by)."""
    events = await svc.store.events(loaded.game_id, limit=1, kind="GameStarted")
    events = events or (await svc.store.events(loaded.game_id, limit=None))[:1]
    if not events:
        return 0.0
    try:
        began = datetime.fromisoformat(str(events[0]["at"]))
    except ValueError:
        return 0.0
    return max(0.0, (now - began).total_seconds())


def _seated(game: dict) -> int:
    """Seats someone holds."""
    return len([s for s, u in game["seats"] if u is not None])


async def _row(svc: Service, ctx: Ctx, loaded: Any) -> tuple[float, str]:
    """(seconds waited, the game's line)."""
    loc = ctx.locale
    g = loaded.game
    gms = join_list([mention(u) for u in real_gms(g.get("gm", []))], loc)
    waited = 0.0
    definition, game, table, prompt = await _seen(svc, loaded, loc)
    if g["status"] == "setup":
        age = await _age(svc, loaded, ctx.now)
        taken = _seated(g)
        where = (
            t("gamelist.setup_since", loc, time=duration(age, loc), taken=taken)
            if age
            else t("gamelist.setup", loc, taken=taken)
        )
    elif prompt is None or table is None:
        where = t("gamelist.unplayable", loc)
    else:
        where = up_line(prompt, table, g["gm"], loc, definition) or t("gamelist.playing", loc)
        waited = await _longest_wait(svc, loaded, prompt, ctx.now)
        if waited:
            where = t("gamelist.waited", loc, up=where, time=duration(waited, loc))
    if await people.unreachable(svc, loaded.guild_id, loaded.game_id):
        where += " " + t("gamelist.unreachable", loc)
    line = t(
        "gamelist.line",
        loc,
        channel=mention_channel(loaded.channel_id),
        game=game,
        gms=gms,
        doing=where,
    )
    return waited, line


@dataclass(frozen=True)
class Running:
    """One live game as an operator sees it across servers (``herald game list``):
    where it is, what it is, whom it waits for (each seat with its holder's id, None
    for a seat the GM plays) and since when, and its last change."""

    guild_id: int | None
    channel_id: int
    game_id: int
    slug: str
    name: str
    status: str  # "setup", "active", "over" (not closed), "unplayable" (definition gone)
    seated: int  # seats someone holds
    gms: list[int]
    waiting: list[tuple[str, int | None]]
    waiting_for: str  # who acts when no seat does: "gm", "anyone", ""
    waited: float  # seconds the longest-waiting seat has waited (0: not known)
    age: float  # seconds since a game not begun was started (0: begun, or not known)
    last_change: str  # ISO time of its last logged event ("" if none)


async def running(svc: Service, guild_id: int | None, locale: str, now: datetime) -> list[Running]:
    """Every live game (of one server when ``guild_id`` is given), the longest wait
    first (play-test 20, finding 15: an operator had no way to see which games were
    stuck, on which servers, short of ``/game list`` on each server)."""
    out = []
    for loaded in await svc.store.games(guild_id, live=True):
        g = loaded.game
        status, waiting, waiting_for, waited = str(g["status"]), [], "", 0.0
        age = await _age(svc, loaded, now) if status == "setup" else 0.0
        definition, name, table, prompt = await _seen(svc, loaded, locale)
        if definition is None:  # its definition is gone or changed under it
            status = "unplayable"
        if prompt is not None and prompt.finished:
            status = "over"
        elif prompt is not None:
            waiting = [(seat_text(s, locale, definition), table.holder(s)) for s in prompt.up]
            waiting_for = "" if prompt.up else str(prompt.waiting_for or "")
            waited = await _longest_wait(svc, loaded, prompt, now)
        last = await svc.store.events(loaded.game_id, limit=1)
        out.append(
            Running(
                guild_id=loaded.guild_id,
                channel_id=loaded.channel_id,
                game_id=loaded.game_id,
                slug=loaded.slug,
                name=name,
                status=status,
                seated=_seated(g),
                gms=list(real_gms(g.get("gm", []))),
                waiting=waiting,
                waiting_for=waiting_for,
                waited=waited,
                age=age,
                last_change=str(last[-1]["at"]) if last else "",
            )
        )
    out.sort(key=lambda r: -r.waited)  # the longest wait first, as /game list
    return out
