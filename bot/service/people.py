"""People and places that go away (play-test 17, finding 12; play-test 18, 15-17).

- **A user forgotten** (``/me forget``, confirmed with a button; ``herald user forget
  USER_ID`` for a request made elsewhere): their user settings (language, muted
  reminders, when reminders last pinged them, a console name) are deleted; in every
  server's games their id becomes :data:`FORMER` (shown as "a former player")
  wherever it was kept (seats, GM list, history, undo log, logged events, table
  records, waiting messages; their decision times go), then each seat they held is
  emptied as the GM's ``/game seat seat:NAME`` does (the GM plays it until someone is
  given it). A game's moves need a seat: the seats and the moves stay, so every game
  equals its replay and goes on. Messages already posted in Discord stay there (the
  user deletes them, or asks the server's moderators).
- **A member who leaves a server**: their game channels are told once (the GM: hand
  the seat over with ``/game seat``), and reminders stop pinging them (server setting
  :data:`LEFT`); back in the server, they are pinged again, and GM again of the games
  in play Herald dropped them from as GM when they left.
- **A channel Herald can no longer post in** (deleted, locked, no access; Discord
  answers 403 or 404): the game there is marked (its table's setting
  :func:`unreachable_key`), its reminder stops, and its GM is told in a direct message
  how to move it (``/game move from:``) or end it. A command typed in the channel
  again (the GM fixed the permissions) clears the mark and turns the reminder back on.
- **Herald removed from a server**: nothing is deleted; reminders there are not sent
  while it is out (server setting :data:`AWAY`); invited back, each game in play there
  is told Herald is back.

None of this is game state: the engine never sees it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.engine.errors import BadInput, HeraldError
from bot.engine.games.base import Event
from bot.engine.games.envelope import record
from bot.engine.games.gms import pinged_gm, real_gms
from bot.i18n import join_list, t
from bot.service.model import FORMER, Ctx, Message, Response, mention
from bot.service.options import flag
from bot.service.registry import command
from bot.service.render import seat_text

if TYPE_CHECKING:
    from bot.service.core import Service

LEFT = "members_left"  # server setting: user id -> when they left (reminders skip them)
AWAY = "removed_at"  # server setting: when Herald was removed from the server (None: in)


def unreachable_key(game_id: int) -> str:
    return f"game:{game_id}:unreachable"


# -- forgetting one user ---------------------------------------------------------------
def scrub(value: Any, user_id: int) -> Any:
    """``value`` (JSON) with ``user_id`` taken out: an int equal to it becomes
    :data:`FORMER`, a key equal to it (decision times, commands of a step) goes, a
    mention of it in a text becomes no mention."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return FORMER if value == user_id else value
    if isinstance(value, str):
        return value.replace(f"<@{user_id}>", "@…").replace(f"<@!{user_id}>", "@…")
    if isinstance(value, list):
        return [scrub(v, user_id) for v in value]
    if isinstance(value, dict):
        return {k: scrub(v, user_id) for k, v in value.items() if k != str(user_id)}
    return value


def seats_held(game: Any, user_id: int) -> list[str]:
    """The seats ``user_id`` holds in a game envelope (none in what is not one)."""
    if not isinstance(game, dict) or not isinstance(game.get("seats"), list):
        return []
    return [s for s, u in game["seats"] if u == user_id]


def scrub_game(game: dict[str, Any], user_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A game envelope without ``user_id``, and the events that say so: their id
    becomes :data:`FORMER` everywhere, in its history too (a GM place, a join), so the
    game still equals the replay of its log; then each seat they held is emptied by
    the GM, as ``/game seat seat:NAME`` does, logged like it (the GM plays it until it
    is given to someone). The history's moves keep the seats they were made for."""
    if not isinstance(game, dict) or not isinstance(game.get("seats"), list):
        return scrub(game, user_id), []
    held = seats_held(game, user_id)
    out = dict(game)
    undo = game.get("undo")
    if isinstance(undo, dict) and isinstance(undo.get("actions"), list):
        acts = []
        for a in undo["actions"]:
            if isinstance(a, dict) and a.get("user") == user_id and not a.get("seats"):
                a = {**a, "seats": held}
            acts.append(a)
        out["undo"] = {**undo, "actions": acts}
    out = scrub(out, user_id)
    # what assign_seat (bot/engine/games/seats.py) does for each, as its replay will
    seats = [[s, None if s in held else u] for s, u in out["seats"]]
    if out.get("status") == "setup":
        seats = [[s, u] for s, u in seats if u is not None]
    out["seats"] = seats
    logged = []
    for seat in held:  # said as the player's request, not as a GM's doing (play-test 23)
        logged.append(Event("SeatForgotten", {"seat": seat}).to_json())
        logged.append(
            record("seat", user=FORMER, gm=True, seat=seat, holder=None, bot=False).to_json()
        )
    return out, logged


def _scrub_row(user_id: int, emptied: list[tuple[Any, list[str], bool]] | None = None):
    """What the store writes in place of each row naming ``user_id``; a game's new
    state, the seats emptied in it and whether they were one of its GMs go in
    ``emptied`` too (their channels are told)."""

    def fn(table: str, value: Any) -> Any:
        if table == "games":
            new, logged = scrub_game(value, user_id)
            held = seats_held(value, user_id)
            was_gm = isinstance(value, dict) and user_id in value.get("gm", [])
            if emptied is not None and (held or was_gm):
                emptied.append((new, held, was_gm))
            return new, logged
        if table == "outbox" and isinstance(value, dict):
            value = {**value, "mentions": [m for m in value.get("mentions", []) if m != user_id]}
        return scrub(value, user_id)

    return fn


def now_iso() -> str:
    from datetime import UTC, datetime

    return datetime.now(UTC).isoformat()


def forget_user(store: Any, user_id: int, delete: bool) -> tuple[dict[str, int], list[int]]:
    """On a synchronous store (the admin tool): rows per table, and the servers whose
    games named them."""
    return store.forget_user(user_id, _scrub_row(user_id), delete, now_iso())


@command("me", "forget")
async def forget_me(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``/me forget``: what would go and what stays, with a button; pressed, it goes."""
    if not flag(opts.get("confirm"), default=False):
        button = svc.button(
            None, "me forget", {"confirm": "yes"}, t("people.forget_button", ctx.locale), "danger"
        )
        text = t("people.forget_ask", ctx.locale)
        return Response([Message(content=text, components=[button], ephemeral=True)])
    if ctx.user_id == FORMER:
        raise BadInput("people.forget_none")
    counts, _, told = await forget(svc, ctx.user_id, svc.now_iso(ctx))
    said = t("people.forgotten", ctx.locale, count=counts.get("games", 0))
    return Response([Message(content=said, ephemeral=True), *told.messages])


async def forget(
    svc: Service, user_id: int, now: str, by_admin: bool = False
) -> tuple[dict[str, int], list[int], Response]:
    """``user_id`` forgotten on every server (``/me forget``, ``herald user forget
    --yes``): rows changed per table, the channels told, each of a game whose seats
    they held (through the outbox when one is in use, else in the Response).
    ``by_admin``: the admin tool's, for a request made elsewhere, which the channels
    are told without naming ``/me forget`` (review24a, finding 5)."""
    emptied: list[tuple[Any, list[str], bool]] = []
    counts, guilds = await svc.store.forget_user(user_id, _scrub_row(user_id, emptied), True, now)
    await svc.after_forget(user_id, guilds)
    out = Response()
    key = "people.seat_forgotten_asked" if by_admin else "people.seat_forgotten"
    told = await _tell_emptied(svc, guilds, emptied, now, out, key)
    return counts, told, out


async def _tell_emptied(
    svc: Service,
    guilds: list[int],
    emptied: list[tuple[Any, list[str], bool]],
    now: str,
    out: Response,
    key: str,
) -> list[int]:
    """Each game whose seats a forgotten player held is told, in its channel, that
    they are the GM's now, the GM pinged when one of them is up (play-test 23, finding
    4: nobody was told, and the game waited on a seat nobody knew was the GM's). The
    channels told."""
    told: list[int] = []
    for gid in guilds:
        for loaded in await svc.store.games(gid, live=True):
            found = next(((h, gm) for state, h, gm in emptied if state == loaded.game), None)
            if found is None:
                continue
            held, was_gm = found
            # the only GM forgotten: nobody is GM now (review24a, finding 6), which the
            # channel is told, with who may take over (Manage Channels)
            no_gm = was_gm and not real_gms(loaded.game.get("gm", []))
            loc = await _table_language(svc, loaded)
            try:
                definition = await svc.game_definition(loaded)
                _, prompt = svc.view(loaded.game, definition)  # None before play begins
                up = [x for x in held if prompt is not None and x in prompt.up]
            except Exception:  # its definition is gone: the seats' own names, nobody up
                definition, up = None, []
            named = [seat_text(x, loc, definition) for x in held]
            if not held:  # a GM who held no seat
                which = "people.gm_forgotten_only" if no_gm else "people.gm_forgotten_dropped"
                text = t(which, loc)
            else:
                text = t(
                    "people.seat_forgotten_gm" if no_gm else key,
                    loc,
                    seats=join_list(named, loc),
                    seat=named[0],
                    count=len(named),
                )
            gms = pinged_gm(loaded.game.get("gm", [])) if up else []
            if gms:
                seat = join_list([seat_text(x, loc, definition) for x in up], loc)
                text = f"<@{gms[0]}> {text}\n" + t("people.seat_forgotten_up", loc, seat=seat)
            msg = Message(content=text, kind="announce", channel_id=loaded.channel_id, mentions=gms)
            await _announce(svc, loaded, msg, now, out)
            told.append(loaded.channel_id)
    return told


# -- members who leave -------------------------------------------------------------------
async def left_members(svc: Service, guild_id: int | None) -> dict[str, Any]:
    got = await svc.store.setting("guild", guild_id, LEFT, {})
    return got if isinstance(got, dict) else {}


async def member_left(svc: Service, guild_id: int, user_id: int, now_iso: str) -> Response:
    """A member left ``guild_id``: each game in play there where they hold a seat or
    are GM is told once, in its channel, and they are noted (reminders skip them); a
    member in none of its games is not noted at all."""
    theirs = [
        g
        for g in await svc.store.games(guild_id, live=True)
        if user_id in g.game.get("gm", []) or any(u == user_id for _, u in g.game["seats"])
    ]
    gone = await left_members(svc, guild_id)
    if not theirs or str(user_id) in gone:
        return Response()
    await svc.store.set_setting("guild", guild_id, LEFT, {**gone, str(user_id): now_iso})
    out = Response()
    for loaded in theirs:
        game = loaded.game
        seats = [s for s, u in game.get("seats", []) if u == user_id]
        loc = await _table_language(svc, loaded)
        try:
            definition = await svc.game_definition(loaded)
        except Exception:  # its definition is gone: the seats' own names
            definition = None
        named = [seat_text(x, loc, definition) for x in seats]
        lines = []
        if seats:
            lines.append(
                t(
                    "people.member_left_seat",
                    loc,
                    user=f"<@{user_id}>",
                    seats=join_list(named, loc),
                    seat=named[0],
                )
            )
        if user_id in game.get("gm", []):
            # a GM who left is no longer one when another remains (finding 8); the
            # only GM stays, and a moderator may name another
            from bot.service.gms import gm_left

            dropped = await gm_left(svc, loaded, user_id, now_iso)
            key = "people.member_left_gm_dropped" if dropped else "people.member_left_only_gm"
            lines.append(t(key, loc, user=f"<@{user_id}>"))
        text = "\n".join(lines)
        gms = [g for g in real_gms(game.get("gm", [])) if g != user_id][:1]
        msg = Message(content=text, kind="announce", channel_id=loaded.channel_id, mentions=gms)
        if gms:
            msg.content = f"<@{gms[0]}> " + msg.content
        await _announce(svc, loaded, msg, now_iso, out)
    return out


async def _table_language(svc: Service, loaded: Any) -> str:
    """The language a game's channel is told in: its table's, else its server's."""
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    lang = rec.get("language")
    return str(lang) if lang else await svc.store.setting("guild", loaded.guild_id, "locale", "en")


async def _announce(svc: Service, loaded: Any, msg: Message, now_iso: str, out: Response) -> None:
    """A game's announcement through its outbox (sent however the process ends), or
    in ``out`` where the outbox takes none."""
    rows = svc.outbox_rows(loaded.channel_id, Response([msg]), hold=False)
    if rows:
        await svc.store.enqueue(rows, now_iso, loaded.game_id)
    else:
        out.add(msg)


async def member_back(svc: Service, guild_id: int, user_id: int, now_iso: str) -> Response:
    """A member is back in ``guild_id``: reminders ping them again, and they are GM
    again of each game in play Herald dropped them from when they left (its channel
    is told)."""
    gone = await left_members(svc, guild_id)
    if str(user_id) in gone:
        gone.pop(str(user_id))
        await svc.store.set_setting("guild", guild_id, LEFT, gone)
    from bot.service.gms import gm_back

    out = Response()
    for loaded in await gm_back(svc, guild_id, user_id, now_iso):
        loc = await _table_language(svc, loaded)
        text = t("people.member_back_gm", loc, user=f"<@{user_id}>")
        msg = Message(content=text, kind="announce", channel_id=loaded.channel_id)
        await _announce(svc, loaded, msg, now_iso, out)
    return out


# -- channels Herald cannot post in ------------------------------------------------------
def refusal_kind(error: str) -> str:
    """What Discord's refusal says: ``gone`` (404: deleted), ``denied`` (403: no access
    or a permission missing), ``other``."""
    head = error.strip()[:3]
    return {"404": "gone", "403": "denied"}.get(head, "other")


async def channel_refused(svc: Service, channel_id: int, error: str, now_iso: str) -> Response:
    """Discord refused a post to ``channel_id`` (403/404): the game in play there is
    marked, its reminder stops, and its GM is told once, in a direct message, how to
    move or end it. Nothing when there is no game there or it is marked already."""
    kind = refusal_kind(error)
    if kind == "other":
        return Response()
    loaded = await svc.store.load(channel_id)
    if loaded is None:
        return Response()
    key = unreachable_key(loaded.game_id)
    if await svc.store.setting("guild", loaded.guild_id, key, None):
        return Response()
    await svc.store.set_setting(
        "guild", loaded.guild_id, key, {"kind": kind, "error": error[:200], "at": now_iso}
    )
    await svc.store.clear_reminder(loaded.game_id)
    svc.refused_channels.add(channel_id)
    gms = pinged_gm(loaded.game.get("gm", []))
    if not gms:
        return Response()
    loc = await svc.player_locale(gms[0]) or "en"
    try:
        game = svc.knowledge.game_name(await svc.game_definition(loaded), loc)
    except Exception:  # its definition is gone: its id names it
        game = loaded.slug
    text = t(f"people.unreachable_{kind}", loc, channel=f"<#{channel_id}>", game=game)
    # a direct message: the channel is what Herald cannot reach
    msg = Message(content=text, ephemeral=True, private_to=gms, channel_id=channel_id)
    return Response([msg])


async def unreachable(svc: Service, guild_id: int | None, game_id: int) -> dict[str, Any] | None:
    got = await svc.store.setting("guild", guild_id, unreachable_key(game_id), None)
    return got if isinstance(got, dict) else None


async def reached(svc: Service, ctx: Ctx, loaded: Any) -> Message | None:
    """A GM's command in a game's channel: while Herald lacks a permission there
    (``ctx.cannot_post``) the GM is told what is missing; once it may post there
    again, a mark goes and the reminder comes back, and the GM is told so."""
    if ctx.cannot_post:
        return Message(content=cannot_post_text(ctx), ephemeral=True)
    if not await resume(svc, loaded, ctx.now.isoformat()):
        return None
    return Message(content=t("people.reachable_again", ctx.locale), ephemeral=True)


async def resume(svc: Service, loaded: Any, now_iso: str) -> bool:
    """A game marked unreachable that Herald reaches again (its channel's permissions
    back, or it moved): the mark goes and its reminder comes back (counted from its
    last move when it comes up). False when it was not marked."""
    if await unreachable(svc, loaded.guild_id, loaded.game_id) is None:
        return False
    from bot.service import reminders

    await svc.store.set_setting("guild", loaded.guild_id, unreachable_key(loaded.game_id), None)
    hours = await reminders.default_hours(svc, loaded.guild_id, loaded.game_id)
    if hours > 0:
        await svc.store.set_reminder(
            loaded.game_id, loaded.channel_id, now_iso, hours, loaded.version
        )
    return True


async def moved(svc: Service, ctx: Ctx, loaded: Any) -> None:
    """A game moved out of a channel (``/game move``; ``ctx`` in that channel): a
    mark of it goes, its reminder back on in its new channel."""
    svc.refused_channels.discard(ctx.channel_id)
    await resume(svc, loaded, ctx.now.isoformat())


def cannot_post_text(ctx: Ctx) -> str:
    missing = ", ".join(t(f"people.perm.{p}", ctx.locale) for p in ctx.cannot_post)
    return t("people.cannot_post", ctx.locale, channel=f"<#{ctx.channel_id}>", missing=missing)


# -- Herald removed from a server, and back -------------------------------------------------
async def away(svc: Service, guild_id: int | None) -> bool:
    return bool(await svc.store.setting("guild", guild_id, AWAY, None))


async def guild_removed(svc: Service, guild_id: int, now_iso: str) -> None:
    await svc.store.set_setting("guild", guild_id, AWAY, now_iso)


async def guild_back(svc: Service, guild_id: int, now_iso: str) -> Response:
    """Invited back: the mark goes, and each game in play there is told, in its
    channel, that it is where it was (its reminder counts from its last move)."""
    was = await svc.store.setting("guild", guild_id, AWAY, None)
    if not was:
        return Response()
    await svc.store.set_setting("guild", guild_id, AWAY, None)
    out = Response()
    for loaded in await svc.store.games(guild_id, live=True):
        if await unreachable(svc, guild_id, loaded.game_id):
            continue  # its channel is gone: its GM was told how to move it
        loc = await _table_language(svc, loaded)
        msg = Message(content=t("people.back", loc), kind="announce", channel_id=loaded.channel_id)
        await _announce(svc, loaded, msg, now_iso, out)
    return out


async def given_away(svc: Service, err: HeraldError, loaded: Any, user_id: int) -> None:
    """ "You have no seat in this game" to a player whose seat the GM gave to someone
    else (a substitute while they were away): they are told which seat and to whom,
    not how to get a seat as if they never had one (play-test 20, finding 8)."""
    if err.key != "error.no_seat_in_game":
        return
    for e in reversed(await svc.store.events(loaded.game_id, limit=None, kind="SeatAssigned")):
        data = e.get("data") or {}
        if data.get("user") == user_id:  # given a seat since: not the last word on it
            return
        if data.get("was") == user_id and isinstance(data.get("user"), int):
            err.key = "error.seat_given_away"
            err.params = {
                **err.params,
                "seat": str(data.get("seat")),
                "user": mention(data["user"]),
            }
            return
