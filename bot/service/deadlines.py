"""Turn deadlines (``/game deadline hours: then:gm|pass``).

The GM gives the seats Herald waits for ``hours`` to move. A seat's wait counts from
when it became awaited (the table record's ``waiting``, bot/service/play.py), or from
when the deadline was set if that is later: a deadline set now gives everyone the
whole period. When a wait reaches it, Herald either

- ``then:pass``: goes on without the seat as the GM would (``/turn skip``: the seat
  passes, or its turn counts as taken, as the step says), logged as Herald's move
  (actor :data:`HERALD`, as a GM) and undoable by the GM with ``/game undo``; where
  the step has no such move (a COIN card, a step without a pass) it asks the GM
  instead, saying why;
- ``then:gm``: asks the GM to act, pinging them and the player, naming the seat, the
  time waited and the exact command.

Either is announced in the channel once. The settings live in the table record
(``deadline``: ``{"hours", "then", "since"}``) beside the state; the store's
``deadlines`` row is the wake-up the scheduled loop (the reminders' tick) claims with
one conditional UPDATE, together with the waits it acted on (``fired``), so a restart,
a crash or a second worker never fires one twice. An ended game has none due; quiet
hours (bot/service/quiet.py) hold reminders back, never deadlines.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from bot.engine.errors import BadInput, HeraldError, IllegalAction, PermissionDenied
from bot.engine.games import session
from bot.engine.games.base import Event
from bot.engine.games.gms import pinged_gm
from bot.i18n import duration, localize_commands, t
from bot.service import play
from bot.service.model import Ctx, Message, Response, mention
from bot.service.registry import command, on_tick
from bot.service.render import name

if TYPE_CHECKING:
    from bot.engine.games.base import Prompt
    from bot.engine.games.definition import GameDefinition
    from bot.service.core import Service
    from bot.store import Loaded

log = logging.getLogger(__name__)

HERALD = 0  # the user id Herald's own moves are logged under (as a GM's)
KEY = "deadline"  # in the table record
THEN = ("gm", "pass")
MIN_HOURS = 1.0
MAX_HOURS = 24.0 * 30
MOVED = "deadline.moved"  # the seat moved between the check and Herald's pass
IDLE_RECHECK = timedelta(hours=24)  # a row whose game has no deadline: looked at again


def _hours(value: object) -> float:
    try:
        h = float(str(value))
    except (TypeError, ValueError):
        raise BadInput("error.bad_number", value=str(value)[:40]) from None
    if h != h or h < 0 or h > MAX_HOURS or 0 < h < MIN_HOURS:
        raise BadInput("deadline.error.range", min=f"{MIN_HOURS:g}", max=int(MAX_HOURS))
    return h


def _number(hours: float) -> int | float:
    return int(hours) if float(hours).is_integer() else hours


def _when(value: object) -> datetime | None:
    try:
        return datetime.fromisoformat(str(value))
    except (TypeError, ValueError):
        return None


def setting(rec: dict[str, Any]) -> dict[str, Any] | None:
    """The game's deadline as its table record keeps it, or None (none set)."""
    d = rec.get(KEY)
    if not isinstance(d, dict) or d.get("then") not in THEN:
        return None
    if not isinstance(d.get("hours"), int | float) or d["hours"] <= 0:
        return None
    if _when(d.get("since")) is None:
        return None
    return d


def waits(rec: dict[str, Any], conf: dict[str, Any], up: list[str]) -> dict[str, datetime]:
    """Each awaited seat's wait start: since it was awaited, or since the deadline was
    set if that is later."""
    since = _when(conf["since"])
    assert since is not None
    waiting = rec.get("waiting") or {}
    out = {}
    for seat in up:
        began = _when(waiting.get(seat)) if isinstance(waiting, dict) else None
        out[seat] = max(began, since) if began is not None else since
    return out


def _key(seat: str, start: datetime) -> str:
    return f"{seat}@{start.isoformat()}"


def _up(svc: Service, game: dict, definition: GameDefinition) -> tuple[Any, Prompt | None]:
    table, prompt = svc.view(game, definition)
    if game.get("status") != "active" or prompt is None or prompt.finished:
        return table, None
    return table, prompt


def _can_pass(svc: Service, game: dict, definition: GameDefinition) -> bool:
    """The step offers the GM's "go on without a seat" move (the engine says which
    steps do: ``turn.skip`` among the family's moves)."""
    family = svc.families[definition.family]
    table = session.table(game, definition)
    return any(
        m.id == "turn.skip" and m.open for m in family.moves(definition, game["state"], table)
    )


def unix(when: datetime) -> int:
    return int(when.timestamp())


def dashboard_line(
    rec: dict[str, Any], prompt: Prompt | None, loc: str, definition: GameDefinition
) -> str:
    """The dashboard's line: each awaited seat's deadline as a Discord timestamp (each
    reader sees it in their own time zone), and what happens then."""
    conf = setting(rec)
    if conf is None or prompt is None or prompt.finished or not prompt.up:
        return ""
    every = timedelta(hours=float(conf["hours"]))
    starts = waits(rec, conf, list(prompt.up))
    parts = [
        t(
            "deadline.dash.seat",
            loc,
            seat=name("seat", seat, loc, definition),
            at=f"<t:{unix(start + every)}:R>",
        )
        for seat, start in starts.items()
    ]
    then = t(f"deadline.dash.then_{conf['then']}", loc)
    return t("deadline.dash", loc, seats=", ".join(parts), then=then)


@command("game", "deadline")
async def deadline(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """The GM sets this game's turn deadline: ``hours`` a seat may keep the game
    waiting (0 turns it off), ``then`` what Herald does when it is reached (``gm``:
    asks the GM; ``pass``: goes on without the seat where the step allows it). Without
    options, anyone in the game is told the deadline as it is."""
    loaded = await svc.require(ctx)
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    conf = setting(rec)
    raw_then = str(opts.get("then") or "").strip().casefold()
    if opts.get("hours") in (None, "") and not raw_then:
        if not session.is_gm(loaded.game, ctx.user_id, ctx.admin) and not session.seats_of(
            loaded.game, ctx.user_id
        ):
            raise PermissionDenied("error.players_only")
        return Response([Message(content=_told(conf, ctx.locale), ephemeral=True)])
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
        raise PermissionDenied("deadline.error.gm_sets")
    if raw_then and raw_then not in THEN:
        raise BadInput("deadline.error.then", given=raw_then[:20])
    if opts.get("hours") in (None, ""):
        if conf is None:
            raise BadInput("error.missing_option", option="hours")
        hours = float(conf["hours"])
    else:
        hours = _hours(opts.get("hours"))
    then = raw_then or (conf["then"] if conf else "gm")
    new = {"hours": hours, "then": then, "since": ctx.now.isoformat()} if hours else None
    if new is not None:
        # woken at once: the loop reads the deadline from the table record (and
        # looks again later while the record says none)
        await svc.store.set_deadline(loaded.game_id, ctx.now.isoformat())

    def fn(g, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        if new is None:
            return g, [Event("DeadlineOff", {"user": ctx.user_id})]
        kind = "DeadlineSetPass" if then == "pass" else "DeadlineSetGm"
        return g, [Event(kind, {"user": ctx.user_id, "hours": _number(hours)})]

    resp = await svc.with_game(ctx, fn, ping=False, table={KEY: new})
    if new is None:
        await svc.store.clear_deadline(loaded.game_id)
    return resp


def _told(conf: dict[str, Any] | None, loc: str) -> str:
    if conf is None:
        return t("deadline.none", loc)
    then = t(f"deadline.dash.then_{conf['then']}", loc)
    return t("deadline.is", loc, hours=_number(float(conf["hours"])), then=then)


@on_tick
async def fire_due(svc: Service, now: datetime) -> Response:
    """Act once on every turn deadline reached (``/game deadline``); see the module's
    docstring. Returns the messages to post when no outbox carries them."""
    out = Response()
    for r in await svc.store.due_deadlines(now.isoformat()):
        if not svc.owns_guild(r.get("guild_id")):
            continue  # another process's shard
        try:
            await _fire(svc, r, now, out)
        except Exception:  # one game's trouble never stops the others' deadlines
            log.exception("deadline of game %s not handled", r["game_id"])
    return out


async def _fire(svc: Service, r: dict, now: datetime, out: Response) -> None:
    game_id, due = r["game_id"], r["due_at"]
    async with svc.locks[r["channel_id"]]:
        loaded = await svc.store.load(r["channel_id"])
        if loaded is None or loaded.game_id != game_id:
            await svc.store.clear_deadline(game_id)
            return
        rec = await svc.table_record(loaded.guild_id, game_id, loaded.version)
        conf = setting(rec)
        if conf is None:
            await svc.store.claim_deadline(game_id, due, (now + IDLE_RECHECK).isoformat(), [])
            return
        every = timedelta(hours=float(conf["hours"]))
        definition = await svc.game_definition(loaded)
        _, prompt = _up(svc, loaded.game, definition)
        up = list(prompt.up) if prompt is not None else []
        starts = waits(rec, conf, up)
        keys = {s: _key(s, starts[s]) for s in up}
        fired = [k for k in r["fired"] if k in keys.values()]
        reached = [s for s in up if starts[s] + every <= now and keys[s] not in fired]
        later = [starts[s] + every for s in up if keys[s] not in fired and s not in reached]
        nxt = min([*later, now + every]).isoformat()
        done = fired + [keys[s] for s in reached]
        if not reached:
            await svc.store.claim_deadline(game_id, due, nxt, fired)
            return
        waited = now - min(starts[s] for s in reached)
        can_pass = _can_pass(svc, loaded.game, definition)
        if not (conf["then"] == "pass" and can_pass):
            why = "" if conf["then"] == "gm" else "deadline.why.no_pass"
            msg = await _ask_gm(svc, loaded, definition, reached, conf, waited, can_pass, why)
            rows = svc.outbox_rows(loaded.channel_id, Response([msg]), hold=False)
            if await svc.store.claim_deadline(game_id, due, nxt, done, outbox=rows) and not rows:
                out.add(msg)
            return
    # the pass is Herald's move, saved as any command is (under the channel lock,
    # which with_game takes): the waits it ends are over, so it cannot fire twice
    try:
        resp = await _pass(svc, loaded, reached, conf, now)
    except HeraldError as err:  # the step refused it: the GM is asked, saying why
        if err.key == MOVED:  # the seat moved meanwhile: the next tick looks again
            return
        log.info("deadline of game %s: no pass (%s)", game_id, err.key)
        msg = await _ask_gm(
            svc, loaded, definition, reached, conf, waited, False, "deadline.why.no_pass"
        )
        rows = svc.outbox_rows(loaded.channel_id, Response([msg]), hold=False)
        if await svc.store.claim_deadline(game_id, due, nxt, done, outbox=rows) and not rows:
            out.add(msg)
        return
    await svc.store.claim_deadline(game_id, due, nxt, done)
    for m in resp.messages:
        if m.outbox_id is None and not m.ephemeral:
            m.channel_id = loaded.channel_id
            out.add(m)


async def _pass(svc: Service, loaded: Loaded, seats: list[str], conf: dict, now: datetime):
    """Herald goes on without ``seats`` (still up), as the GM's ``/turn skip`` would."""
    fallback = await svc.store.setting("guild", loaded.guild_id, "locale", "en")
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    ctx = Ctx(
        user_id=HERALD,
        channel_id=loaded.channel_id,
        guild_id=loaded.guild_id,
        locale=play.language(rec, fallback),
        guild_locale=fallback,
        admin=True,
        now=now,
    )

    told: list[tuple[int, str]] = []

    def fn(g, d, f, a):
        table, prompt = _up(svc, g, d)
        still = [s for s in seats if prompt is not None and s in prompt.up]
        if not still:  # moved meanwhile: nothing to do
            raise IllegalAction(MOVED)
        hours = _number(float(conf["hours"]))
        events = [Event("DeadlinePassed", {"seats": still, "hours": hours})]
        # the players passed for are pinged too, not only the seats up next
        del told[:]
        for u in dict.fromkeys(table.holder(s) for s in still):
            if u is not None and u != HERALD:
                told.append((u, "deadline.passed_you"))
        for seat in still:
            _, prompt = _up(svc, g, d)
            if prompt is None or seat not in prompt.up:
                continue
            # with the service's dice, as the GM's /turn skip (a roll step rolls for it)
            g, more = session.act(g, d, f, {"type": "turn.skip", "seat": seat}, a, svc.rng)
            events += [_by_herald(e) for e in more]
        return g, events

    return await svc.with_game(ctx, fn, tell=told)


# the GM's skip, said as Herald's when Herald made it at a deadline ("Herald goes on
# without Red", not "The GM goes on without Red")
SKIPPED = frozenset(
    ("PlayersSkipped", "TurnPassedOver", "SeatPassedOver", "PlayerSkipped", "ChoiceSkipped")
)


def _by_herald(e: Event) -> Event:
    return Event(e.kind, {**e.data, "by": "herald"}) if e.kind in SKIPPED else e


async def _ask_gm(
    svc: Service,
    loaded: Loaded,
    definition: GameDefinition,
    seats: list[str],
    conf: dict,
    waited: timedelta,
    can_pass: bool,
    why: str,
) -> Message:
    """The GM asked to act: pinged with the waiting players, naming the seats, the
    time waited and the exact command (and why Herald did not pass, when asked to)."""
    fallback = await svc.store.setting("guild", loaded.guild_id, "locale", "en")
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    loc = play.language(rec, fallback)
    table = session.table(loaded.game, definition)
    gms = pinged_gm(loaded.game["gm"])
    players = [u for s in seats if (u := table.holder(s)) is not None and u not in gms]
    named = [name("seat", s, loc, definition) for s in seats]
    if can_pass:
        cmds = [f"/turn skip seat:{n}" for n in named]
    else:
        cmds = [f"/game seat seat:{n}" for n in named]
    lines = [
        t(
            "deadline.ask_gm",
            loc,
            gm=" ".join(mention(u) for u in gms) or "GM",
            seats=", ".join(named),
            idle=duration(waited.total_seconds(), loc),
            hours=_number(float(conf["hours"])),
        )
    ]
    if why:
        lines.append(t(why, loc))
    key = "deadline.command_skip" if can_pass else "deadline.command_seat"
    said = " · ".join(f"`{localize_commands(c, loc)}`" for c in cmds)
    lines.append(t(key, loc, command=said))
    if players:
        lines.append(t("deadline.players", loc, who=" ".join(mention(u) for u in players)))
    return Message(
        content="\n".join(lines),
        mentions=gms + players,
        kind="announce",
        channel_id=loaded.channel_id,
    )
