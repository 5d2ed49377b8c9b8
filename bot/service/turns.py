"""The turn-based family's slash commands (/turn ..., /vote, /era): aliases of its
moves. Each turns its options into the family's action and hands it to
``svc.game_action``; the rules live in :mod:`bot.engine.games.turns`, the names and
ranges in the game's definition (``/act`` reaches every move the same way)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, IllegalAction
from bot.engine.games import session
from bot.service.act import choice_id, gm_secret_note, hidden_vote_step, secret_note
from bot.service.act import seat_choices as _act_seat_choices
from bot.service.model import Choice, Ctx, Response, mention
from bot.service.options import action_from
from bot.service.options import opt as _opt
from bot.service.options import user_id as _user_id
from bot.service.registry import autocomplete, command
from bot.service.render import name, seat_id

if TYPE_CHECKING:
    from bot.engine.games.definition import GameDefinition
    from bot.service.core import Service
    from bot.store import Loaded

FAMILY_NAME = "turns"


def _action(kind: str, opts: dict, *names: str) -> dict:
    """A turn action; ``seat`` is always read (a user holding several seats names one)."""
    return action_from(kind, opts, "seat", *names)


async def _act(svc: Service, ctx: Ctx, action: dict) -> Response:
    """Run a turn action, a seat named in any language read as the definition's id."""
    if isinstance(action.get("seat"), str):
        loaded, d = await svc.game_of_family(ctx)
        if d is not None:
            action["seat"] = seat_id(d, action["seat"])
    return await svc.game_action(ctx, action)


def _alias(sub: str, kind: str, *names: str) -> None:
    async def handler(svc: Service, ctx: Ctx, opts: dict) -> Response:
        action = _action(kind, opts, *names)
        resp = await _act(svc, ctx, action)
        if kind == "turn.choose":  # a secret choice (a button too): said to its chooser
            _, d = await svc.game_of_family(ctx)
            resp.messages.append(secret_note(action, d, ctx.locale, kinds=resp.kinds))
        return resp

    handler.__qualname__ = handler.__name__ = f"turn_{sub}"
    command("turn", sub)(handler)


for _sub, _kind, _names in (
    ("action", "turn.action", ()),
    ("event", "turn.event", ()),
    ("pass", "turn.pass", ()),
    ("done", "turn.done", ()),
    ("undone", "turn.undone", ()),
    ("nobles", "turn.nobles", ("count",)),
    ("place", "turn.place", ("where", "strength")),
    ("knights", "turn.knights", ("count",)),
    ("choose", "turn.choose", ("choice", "amount")),
    ("pick", "turn.pick", ("choice",)),
    ("bid", "turn.bid", ("amount",)),
    ("roll", "turn.roll", ()),
    ("draw", "turn.draw", ()),
):
    _alias(_sub, _kind, *_names)


@command("turn", "seating")
async def turn_seating(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """GM, before play: seating order (``order``: seats, comma-separated) and/or the
    opening First Player (``first``)."""
    order = [x.strip() for x in str(_opt(opts, "order") or "").split(",") if x.strip()]
    first = _opt(opts, "first")
    return await svc.with_game(
        ctx, lambda g, d, f, a: session.set_seating(g, d, a, order, first or None)
    )


@command("turn", "skip")
async def turn_skip(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """GM: go on without a seat that has not acted in a step everyone plays at once."""
    return await _act(svc, ctx, _action("turn.skip", opts))


@command("turn", "only", main="seats")
async def turn_only(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """GM: the seats that take part in a step that waits for them to be named; when
    who they are is secret, the GM alone is told the list (an ephemeral note)."""
    resp = await svc.game_action(ctx, action_from("turn.only", opts, "seats"))
    loaded, d = await svc.game_of_family(ctx, FAMILY_NAME)
    note = gm_secret_note(svc, ctx, loaded.game, d) if loaded is not None else None
    if note is not None:
        resp.messages.append(note)
    return resp


def user_seat(loaded: Loaded, definition: GameDefinition, uid: int, target: object) -> str:
    """The seat of the user named by ``user:`` (a user id): their one seat, or the
    one of theirs ``target`` names when they hold several."""
    table = session.table(loaded.game, definition)
    seats = [s for s, u in table.seats if u == uid]
    if not seats:
        raise IllegalAction("turns.error.no_user_seat", user=mention(uid))
    if len(seats) > 1 and target not in seats:
        raise IllegalAction("turns.error.which_seat", seats=seats)
    return str(target) if target in seats else seats[0]


def start_player_verb(d: GameDefinition) -> str:
    """The game's own verb naming the next start player (``turn.startplayer`` in
    Lancaster, any name in another game): ``/turn startplayer`` plays it."""
    verbs = getattr(d, "verbs", {})
    return next(
        (k for k, v in verbs.items() if getattr(v, "kind", "") == "next_start_player"),
        "turn.startplayer",
    )


@command("turn", "startplayer")
async def turn_startplayer(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``user`` (a user id) names the next start player; we map them to their seat.
    It plays the game's verb that names the next start player, whatever its name."""
    target = _opt(opts, "seat")
    uid = _user_id(_opt(opts, "user"))
    loaded = await svc.require(ctx)
    definition = await svc.game_definition(loaded)
    if uid is not None:
        target = user_seat(loaded, definition, uid, target)
    if target is None:
        raise BadInput("turns.error.need_user")
    kind = start_player_verb(definition)
    return await svc.game_action(ctx, {"type": kind, "target": target})


@command("turn", "score")
async def turn_score(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """A table named by any of its names, or the unambiguous beginning of one."""
    action = _action("table", opts, "table", "value")
    typed = action.get("table")
    loaded, d = await svc.game_of_family(ctx, FAMILY_NAME)
    if typed and loaded is not None and d is not None:
        state, table = loaded.game["state"], session.table(loaded.game, d)
        moves = svc.families[d.family].moves(d, state, table)
        move = next((m for m in moves if m.id in ("turn.score", "table") and m.choice), None)
        if move is not None and move.choice is not None:
            action["table"] = choice_id(move.choice, typed, d, ctx.locale)
    return await _act(svc, ctx, action)


@command("vote", main="choice")
async def vote(svc: Service, ctx: Ctx, opts: dict) -> Response:
    action = _action("vote", opts, "law", "choice", "markers")
    step = await hidden_vote_step(svc, ctx)
    resp = await _act(svc, ctx, action)
    if step is not None:  # a vote kept from the table (a button too): said to its voter
        _, d = await svc.game_of_family(ctx)
        resp.messages.append(secret_note(action, d, ctx.locale, step, resp.kinds))
    return resp


@command("era")
async def era(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await svc.game_action(ctx, action_from("era", opts, "events_left", "eras"))


# --------------------------------------------------------------------------- autocomplete


async def _param_choices(svc: Service, ctx: Ctx, move_id: str, current: str) -> list[Choice]:
    """The choices of a move's choice parameter (places, tables), named."""
    loaded, d = await svc.game_of_family(ctx, FAMILY_NAME)
    if loaded is None or d is None:
        return []
    moves = svc.families[d.family].moves(d, loaded.game["state"], session.table(loaded.game, d))
    move = next((m for m in moves if m.id == move_id and m.choice is not None), None)
    if move is None or move.choice is None:
        return []
    q = current.strip().casefold()
    kind = "place_label" if move.choice.names == "place" else move.choice.names
    out = []
    for i in move.choice.ids:
        label = name(kind, i, ctx.locale, d)
        if not q or q in i.casefold() or q in label.casefold():
            out.append(Choice(label, i))
    return out


@autocomplete("turn", "place", "where")
async def place_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    return await _param_choices(svc, ctx, "turn.place", current)


@autocomplete("turn", "score", "table")
async def table_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    return await _param_choices(svc, ctx, "table", current)


@autocomplete("turn", "skip", "seat")
async def skip_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """The seats still awaited in the current step (the GM goes on without one)."""
    loaded, d = await svc.game_of_family(ctx, FAMILY_NAME)
    if loaded is None or d is None:
        return []
    _, prompt = svc.view(loaded.game, d)
    q = current.strip().casefold()
    seats = prompt.up if prompt is not None else []
    return [
        Choice(name("seat", s, ctx.locale, d), s)
        for s in seats
        if not q or q in name("seat", s, ctx.locale, d).casefold() or q in s.casefold()
    ]


@autocomplete("turn", "action", "seat")
async def seat_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """Seats this user may play for: their own, and (as GM) the seats nobody holds."""
    return await _act_seat_choices(svc, ctx, current)
