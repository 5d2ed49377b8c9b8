"""Commands of the turn-based family (/turn ..., /vote, /era) and its dashboard.

Every handler only turns options into a family action and hands it to
``svc.game_action``; the rules live in :mod:`bot.engine.games.turns`. ``/phase next``
and ``/game undo`` are generic (bot/service/game.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, IllegalAction
from bot.engine.games import session
from bot.engine.games.base import Option
from bot.i18n import join_list, normalize_locale, t, words, yes_no
from bot.service.model import Choice, Ctx, Embed, EmbedField, Response, mention
from bot.service.options import action_from
from bot.service.options import opt as _opt
from bot.service.options import user_id as _user_id
from bot.service.registry import autocomplete, command
from bot.service.render import DASHBOARDS, option_label, place_names, seat_id

if TYPE_CHECKING:
    from bot.service.core import Service

FAMILY_NAME = "turns"


def _action(kind: str, opts: dict, *names: str) -> dict:
    """A turn action; ``seat`` is always read (a user holding several seats names one)."""
    return action_from(kind, opts, "seat", *names)


async def _act(svc: Service, ctx: Ctx, action: dict) -> Response:
    """Run a turn action, a seat named in any language read as the definition's id."""
    if isinstance(action.get("seat"), str):
        loaded = await svc.load(ctx)
        if loaded is not None:
            action["seat"] = seat_id(svc.knowledge.definitions.get(loaded.slug), action["seat"])
    return await svc.game_action(ctx, action)


@command("turn", "action")
async def turn_action(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.action", opts))


@command("turn", "event")
async def turn_event(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.event", opts))


@command("turn", "pass")
async def turn_pass(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.pass", opts))


@command("turn", "done")
async def turn_done(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.done", opts))


@command("turn", "undone")
async def turn_undone(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.undone", opts))


@command("turn", "nobles")
async def turn_nobles(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.nobles", opts, "count"))


@command("turn", "seating")
async def turn_seating(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """GM, before play: seating order (``order``: seats, comma-separated) and/or the
    opening First Player (``first``)."""
    order = [x.strip() for x in str(_opt(opts, "order") or "").split(",") if x.strip()]
    first = _opt(opts, "first")
    return await svc.with_game(
        ctx, lambda g, d, f, a: session.set_seating(g, d, a, order, first or None)
    )


@command("turn", "place")
async def turn_place(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.place", opts, "where", "strength"))


@command("turn", "knights")
async def turn_knights(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await _act(svc, ctx, _action("turn.knights", opts, "count"))


@command("turn", "startplayer")
async def turn_startplayer(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``user`` (a user id) names the next start player; we map them to their seat."""
    target = _opt(opts, "seat")
    uid = _user_id(_opt(opts, "user"))
    if uid is not None:
        loaded = await svc.require(ctx)
        definition = svc.definition(loaded.slug)
        table = session.table(loaded.game, definition)
        seats = [s for s, u in table.seats if u == uid]
        if not seats:
            raise IllegalAction("turns.error.no_user_seat", user=mention(uid))
        if len(seats) > 1 and target not in seats:
            raise IllegalAction("turns.error.which_seat", seats=join_list(seats, ctx.locale))
        target = target if target in seats else seats[0]
    if target is None:
        raise BadInput("turns.error.need_user")
    return await svc.game_action(ctx, {"type": "turn.startplayer", "target": target})


@command("turn", "score")
async def turn_score(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await svc.game_action(
        ctx, {"type": "table", "table": _opt(opts, "table"), "value": _opt(opts, "value")}
    )


@command("vote")
async def vote(svc: Service, ctx: Ctx, opts: dict) -> Response:
    action = _action("vote", opts, "law", "choice", "markers")
    if isinstance(action.get("choice"), str):
        action["choice"] = vote_choice(action["choice"])
    return await _act(svc, ctx, action)


@command("era")
async def era(svc: Service, ctx: Ctx, opts: dict) -> Response:
    action = {"type": "era"}
    for n in ("events_left", "eras"):
        if _opt(opts, n) is not None:
            action[n] = opts[n]
    return await svc.game_action(ctx, action)


def vote_choice(text: str) -> str:
    """A typed /vote choice (the console passes free text): ``approve`` for an approve
    or yes word of any language, ``reject`` for a reject or no word (the catalogs'
    ``words.*``); anything else as typed, for the family to refuse."""
    w = text.strip().casefold()
    if w in words("approve") or yes_no(w) is True:
        return "approve"
    if w in words("reject") or yes_no(w) is False:
        return "reject"
    return text


# --------------------------------------------------------------------------- autocomplete


@autocomplete("turn", "place", "where")
async def place_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, definition = await svc.game_of_family(ctx, FAMILY_NAME)
    if loaded is None or definition is None:
        return []
    state = loaded.game.get("state") or {}
    places: list[str] = []
    phases = definition["phases"]
    if state:
        step = phases[state["pi"]]["steps"][state["si"]]
        places = step.get("places", [])
    if not places:
        places = next((s["places"] for p in phases for s in p["steps"] if s.get("places")), [])
    q = current.strip().casefold()
    loc = ctx.locale
    out = []
    for p in places:
        label = option_label(
            Option(p, "turn place", {"where": p}, f"turns.place.{p}"), loc, None, definition
        )
        if not q or q in p.casefold() or q in label.casefold():
            out.append(Choice(label, p))
    return out


@autocomplete("turn", "score", "table")
async def table_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, definition = await svc.game_of_family(ctx, FAMILY_NAME)
    if loaded is None or definition is None:
        return []
    loc = normalize_locale(ctx.locale)
    q = current.strip().casefold()
    return [
        Choice(tab["name"][loc], name)
        for name, tab in definition.get("tables", {}).items()
        if tab["kind"] == "bands" and (not q or q in name or q in tab["name"][loc].casefold())
    ]


@autocomplete("turn", "action", "seat")
async def seat_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """Seats this user may play for: their own, and (as GM) the seats nobody holds."""
    loaded, definition = await svc.game_of_family(ctx, FAMILY_NAME)
    if loaded is None or definition is None:
        return []
    table = session.table(loaded.game, definition)
    who = session.actor(loaded.game, ctx.user_id, ctx.admin)
    loc = normalize_locale(ctx.locale)
    q = current.strip().casefold()
    return [
        Choice(_seat(definition, s, loc), s)
        for s in table.names
        if table.may_act(who, s)
        and (not q or q in s.casefold() or q in _seat(definition, s, loc).casefold())
    ]


# --------------------------------------------------------------------------- dashboard


def _seat(definition: dict, seat: str, loc: str) -> str:
    labels = definition.get("seats", {}).get("labels", {})
    return labels.get(seat, {}).get(loc) or seat


def _place(definition: dict, place: str, loc: str) -> str:
    names = place_names(definition).get(place) or {}
    return names.get(loc) or names.get("en") or place


def _seats(definition: dict, seats, loc: str) -> str:
    seats = [s for s in (seats or []) if s]
    return join_list([_seat(definition, s, loc) for s in seats], loc) or t("turns.dash.none", loc)


def _name(names: dict, loc: str) -> str:
    return names.get(loc) or names.get("en", "")


def dashboard(svc: Service, game: dict, definition: dict, data: dict, locale: str) -> Embed:
    loc = normalize_locale(locale)
    title = svc.knowledge.game_name(game["game"], loc)
    if not data:
        return Embed(title=title)
    kind = data["round_name"]
    if data.get("rounds"):
        head = t(f"turns.dash.{kind}", loc, round=data["round"], rounds=data["rounds"])
    else:
        head = t(f"turns.dash.{kind}_open", loc, round=data["round"])
    embed = Embed(title=f"{title} · {head}")
    if data.get("finished"):
        embed.description = t("turns.dash.finished", loc)
        return embed
    embed.description = f"**{_name(data['phase_name'], loc)}**\n{_name(data['step_name'], loc)}"
    f = embed.fields
    table = session.table(game, definition)
    if data["up"]:
        who = []
        for s in data["up"]:
            h = table.holder(s)
            who.append(f"{_seat(definition, s, loc)} ({mention(h) if h is not None else 'GM'})")
        f.append(EmbedField(t("turns.dash.up", loc), join_list(who, loc)))
    else:
        f.append(EmbedField(t("turns.dash.up", loc), t("turns.dash.nobody", loc)))
    steps = []
    for st in data.get("steps", []):
        name = _name(st["name"], loc)
        if st["current"]:
            steps.append(f"▶ **{name}**")
        elif st["applies"]:
            steps.append(f"· {name}")
        else:
            steps.append(f"· ~~{name}~~")
    if len(steps) > 1:
        f.append(EmbedField(t("turns.dash.steps", loc), "\n".join(steps)[:1024]))
    f.append(EmbedField(t("turns.dash.seats", loc), _seats(definition, data["seats"], loc), True))
    if data.get("bots"):
        f.append(EmbedField(t("turns.dash.bots", loc), _seats(definition, data["bots"], loc), True))
    uses_first = any(
        s.get("structure") == "passing" for p in definition["phases"] for s in p["steps"]
    )
    if uses_first:
        v = _seat(definition, data["first_player"], loc)
        if data.get("next_first_player"):
            v += " → " + t(
                "turns.dash.next", loc, seat=_seat(definition, data["next_first_player"], loc)
            )
        f.append(EmbedField(t("turns.dash.first_player", loc), v, True))
    uses_start = any(
        s.get("structure") == "sequential" for p in definition["phases"] for s in p["steps"]
    )
    if uses_start:
        v = _seat(definition, data["start_player"], loc)
        if data.get("next_start_player"):
            v += " → " + t(
                "turns.dash.next", loc, seat=_seat(definition, data["next_start_player"], loc)
            )
        f.append(EmbedField(t("turns.dash.start_player", loc), v, True))
    if "era" in data:
        left = data.get("events_left")
        f.append(
            EmbedField(
                t("turns.dash.era_name", loc),
                t(
                    "turns.dash.era",
                    loc,
                    era=data["era"],
                    eras=data["eras"],
                    left=t("turns.dash.unknown", loc) if left is None else left,
                ),
            )
        )
    if data.get("pass_order"):
        f.append(
            EmbedField(
                t("turns.dash.pass_order", loc),
                " → ".join(_seat(definition, s, loc) for s in data["pass_order"]),
            )
        )
    if data["structure"] == "passing":
        f.append(
            EmbedField(
                t("turns.dash.events_taken", loc), _seats(definition, data["events_taken"], loc)
            )
        )
        if data.get("last_turns"):
            f.append(
                EmbedField(
                    t("turns.dash.last_turns", loc), _seats(definition, data["last_turns"], loc)
                )
            )
    if "left" in data:
        f.append(
            EmbedField(
                t("turns.dash.left", loc),
                join_list(
                    [f"{_seat(definition, s, loc)} {n}" for s, n in data["left"].items()], loc
                ),
            )
        )
        if data.get("placements"):
            f.append(
                EmbedField(
                    t("turns.dash.placements", loc),
                    join_list(
                        [
                            f"{_seat(definition, s, loc)}→{_place(definition, w, loc)}"
                            for s, w in data["placements"]
                        ],
                        loc,
                    )[:1024],
                )
            )
    if data["structure"] == "simultaneous":
        playing = [s for s in data["seats"] if s not in data["done"]]
        f.append(EmbedField(t("turns.dash.playing", loc), _seats(definition, playing, loc), True))
        f.append(EmbedField(t("turns.dash.done", loc), _seats(definition, data["done"], loc), True))
    if data["structure"] == "vote":
        f.append(
            EmbedField(
                t("turns.dash.law", loc, law=data["ballot"]),
                t("turns.dash.voted", loc) + ": " + _seats(definition, data["voted"], loc),
            )
        )
    if data.get("results"):
        lines = [
            t(
                "turns.dash.approved" if r["result"] == "approve" else "turns.dash.rejected",
                loc,
                law=r["law"],
                approve=r["approve"],
                reject=r["reject"],
            )
            for r in data["results"]
        ]
        f.append(EmbedField(t("turns.dash.results", loc), "\n".join(lines)))
    for tab in (data.get("tables") or {}).values():
        if tab["kind"] == "bands":
            rows = [f"{start}+ → {v}" for start, v in tab["bands"]]
        elif tab["kind"] == "list":
            rows = [f"{i}. {v}" for i, v in enumerate(tab["values"], start=1)]
        else:
            rows = []
        f.append(EmbedField(_name(tab["name"], loc), "\n".join(rows)[:1024] or "-", True))
    if data.get("section"):
        embed.description += f"\n📖 {t('turns.dash.rule', loc)}: `{data['section']}`"
    embed.fields = f[:25]
    return embed


DASHBOARDS[FAMILY_NAME] = dashboard
