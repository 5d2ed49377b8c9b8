"""COIN slash commands (/card reveal, /coin act|pass|pivotal|override, /track):
aliases of the COIN family's moves. Every rule lives in
:mod:`bot.engine.games.coin`; names and ranges come from the game's definition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, IllegalAction
from bot.engine.games import session
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import CoinState, open_options
from bot.i18n import t
from bot.service.dashboard import section_text
from bot.service.model import Choice, Ctx, Embed, Message, Response
from bot.service.options import action_from as _action
from bot.service.options import opt as _opt
from bot.service.registry import autocomplete, command
from bot.service.render import name

if TYPE_CHECKING:
    from bot.service.core import Service


@command("card", "reveal")
async def card_reveal(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await svc.game_action(
        ctx, _action("coin.reveal", opts, "order", "number", "title", "epoch", "final")
    )


@command("coin", "act")
async def coin_act(svc: Service, ctx: Ctx, opts: dict) -> Response:
    if _opt(opts, "option") is None:
        raise BadInput("error.missing_option", option="option")
    return await svc.game_action(ctx, _action("coin.act", opts, "option", "faction"))


@command("coin", "pass")
async def coin_pass(svc: Service, ctx: Ctx, opts: dict) -> Response:
    return await svc.game_action(ctx, _action("coin.pass", opts, "faction"))


@command("coin", "pivotal")
async def coin_pivotal(svc: Service, ctx: Ctx, opts: dict) -> Response:
    for need in ("faction", "order"):
        if _opt(opts, need) is None:
            raise BadInput("error.missing_option", option=need)
    return await svc.game_action(
        ctx, _action("coin.pivotal", opts, "faction", "order", "number", "title")
    )


@command("coin", "override")
async def coin_override(svc: Service, ctx: Ctx, opts: dict) -> Response:
    for need in ("faction", "eligibility"):
        if _opt(opts, need) is None:
            raise BadInput("error.missing_option", option=need)
    return await svc.game_action(ctx, _action("coin.override", opts, "faction", "eligibility"))


@command("track", None)
async def track(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``/track`` shows the tracks; ``/track track: delta:|value:`` adjusts one."""
    if _opt(opts, "track") is None:
        loaded = await svc.require(ctx)
        definition = await svc.game_definition(loaded)
        state = loaded.game["state"]
        if not isinstance(definition, CoinDefinition) or state is None:
            raise IllegalAction("coin.error.no_tracks")
        view = svc.families[definition.family].view(
            definition, state, session.table(loaded.game, definition)
        )
        tracks = next(s for s in view.sections if s.kind == "tracks")
        body = section_text(tracks, definition, ctx.locale)
        embed = Embed(title=t("coin.dash.tracks", ctx.locale), description=body)
        return Response([Message(embeds=[embed], ephemeral=True)])
    return await svc.game_action(ctx, _action("coin.track", opts, "track", "delta", "value"))


# ------------------------------------------------------------------ autocomplete


async def _coin(svc: Service, ctx: Ctx) -> tuple[CoinDefinition | None, CoinState | None]:
    loaded, d = await svc.game_of_family(ctx, "coin")
    if loaded is None or not isinstance(d, CoinDefinition):
        return None, None
    state = loaded.game["state"]
    return d, state if isinstance(state, dict) else None  # type: ignore[return-value]


async def _faction_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    d, _ = await _coin(svc, ctx)
    if d is None:
        return []
    q = current.strip().casefold()
    out = []
    for f in d.factions:
        label = name("seat", f, ctx.locale, d)
        if not q or q in f.casefold() or q in label.casefold():
            out.append(Choice(label, f))
    return out


for _sub in ("act", "pass", "pivotal", "override"):
    autocomplete("coin", _sub, "faction")(_faction_choices)


@autocomplete("coin", "act", "option")
async def _option_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    d, s = await _coin(svc, ctx)
    if d is None:
        return []
    ids = [o for o in (open_options(d, s) if s else []) if o != "pass"] or d.coin.options.all()
    q = current.strip().casefold()
    return [
        Choice(name("option", o, ctx.locale, d), o)
        for o in ids
        if not q or q in o or q in name("option", o, ctx.locale, d).casefold()
    ]


@autocomplete("track", None, "track")
async def _track_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    d, _ = await _coin(svc, ctx)
    if d is None:
        return []
    q = current.strip().casefold()
    out = []
    for tr in d.coin.tracks:
        label = name("track", tr.id, ctx.locale, d)
        if not q or q in label.casefold() or q in tr.id:
            out.append(Choice(label, tr.id))
    return out


@autocomplete("card", "reveal", "order")
async def _order_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """Echo the order typed so far, completed with the factions not yet named."""
    d, _ = await _coin(svc, ctx)
    if d is None:
        return []
    named = []
    for p in (p for p in current.replace(",", " ").split() if p):
        f = d.faction(p)
        if f is None:
            return []
        named.append(f)
    rest = [f for f in d.factions if f not in named]
    sep = t("list.sep", ctx.locale)

    def choice(ids: list[str]) -> Choice:  # shown by name, typed by id
        return Choice(sep.join(name("seat", f, ctx.locale, d) for f in ids), ", ".join(ids))

    if not rest:
        return [choice(named)]
    return [choice(named + [f]) for f in rest]


def coin_export(svc: Service, loaded) -> dict:
    """The ``coin`` object of a channel's game (for scripts and tests)."""
    definition = svc.loaded_definition(loaded)
    table = session.table(loaded.game, definition)
    return svc.families["coin"].export(definition, loaded.game["state"], table)["coin"]
