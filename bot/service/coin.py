"""COIN commands (/card reveal, /coin act|pass|pivotal|override, /track) and the COIN
dashboard. Every rule lives in :mod:`bot.engine.games.coin`; this module only turns
options into family actions and state into an embed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, IllegalAction
from bot.engine.games import coin as engine
from bot.engine.games import session
from bot.i18n import join_list, t
from bot.service.model import Choice, Ctx, Embed, EmbedField, Message, Response, mention
from bot.service.options import action_from as _action
from bot.service.options import opt as _opt
from bot.service.registry import autocomplete, command
from bot.service.render import DASHBOARDS

if TYPE_CHECKING:
    from bot.service.core import Service

CYLINDER_ICON = {"eligible": "🟢", "first": "1️⃣", "second": "2️⃣", "passed": "⏭️", "ineligible": "⛔"}


# --------------------------------------------------------------------- commands


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
        definition = svc.definition(loaded.slug)
        if definition.get("family") != "coin" or loaded.game["state"] is None:
            raise IllegalAction("coin.error.no_tracks")
        embed = Embed(
            title=t("coin.dash.tracks", ctx.locale),
            description=_tracks_text(definition, loaded.game["state"]["tracks"], ctx.locale),
        )
        return Response([Message(embeds=[embed], ephemeral=True)])
    return await svc.game_action(ctx, _action("coin.track", opts, "track", "delta", "value"))


# ------------------------------------------------------------------ autocomplete


async def _faction_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, d = await svc.game_of_family(ctx, "coin")
    if loaded is None or d is None:
        return []
    q = current.strip().casefold()
    out = []
    for f in engine.factions(d):
        label = faction_label(d, f, ctx.locale)
        if not q or q in f.casefold() or q in label.casefold():
            out.append(Choice(label if label == f else f"{label} ({f})", f))
    return out


for _sub in ("act", "pass", "pivotal", "override"):
    autocomplete("coin", _sub, "faction")(_faction_choices)


@autocomplete("coin", "act", "option")
async def _option_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, d = await svc.game_of_family(ctx, "coin")
    if loaded is None or d is None:
        ids = ["command", "command_feat", "event", "limited_command"]
    else:
        st = loaded.game["state"]
        ids = [
            o for o in (engine.open_options(d, st) if st else []) if o != "pass"
        ] or engine.all_options(d)
    q = current.strip().casefold()
    return [
        Choice(t(f"coin.option.{o}", ctx.locale), o)
        for o in ids
        if not q or q in o or q in t(f"coin.option.{o}", ctx.locale).casefold()
    ]


@autocomplete("track", None, "track")
async def _track_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, d = await svc.game_of_family(ctx, "coin")
    if loaded is None or d is None:
        return []
    q = current.strip().casefold()
    out = []
    for tr in engine.tracks(d):
        name = _name(tr.get("names", {}), ctx.locale, tr["id"])
        if not q or q in name.casefold() or q in tr["id"]:
            out.append(Choice(name, tr["id"]))
    return out


@autocomplete("card", "reveal", "order")
async def _order_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """Echo the order typed so far, completed with the factions not yet named."""
    loaded, d = await svc.game_of_family(ctx, "coin")
    if loaded is None or d is None:
        return []
    parts = [p for p in current.replace(",", " ").split() if p]
    named = []
    for p in parts:
        try:
            named.append(engine.resolve_faction(d, p))
        except IllegalAction:
            return []
    rest = [f for f in engine.factions(d) if f not in named]
    if not rest:
        return [Choice(", ".join(named), ", ".join(named))]
    return [Choice(", ".join(named + [f]), ", ".join(named + [f])) for f in rest]


# --------------------------------------------------------------------- rendering


def _name(names: dict, locale: str, default: str) -> str:
    return names.get(locale) or names.get("en") or default


def faction_label(definition: dict, faction: str, locale: str) -> str:
    labels = definition.get("seats", {}).get("labels", {}).get(faction, {})
    return _name(labels, locale, faction)


def _order_text(definition: dict, order: list[str], locale: str) -> str:
    return " › ".join(faction_label(definition, f, locale) for f in order)


def _card_text(definition: dict, card: dict | None, locale: str) -> str:
    if card is None:
        return t("coin.dash.not_revealed", locale)
    label = engine.card_label(card)
    if card.get("epoch"):
        return t("coin.dash.epoch_card", locale, card=label)
    text = f"**{label}**\n{_order_text(definition, card['order'], locale)}"
    if card.get("pivotal"):
        text += "\n" + t(
            "coin.dash.pivotal_of",
            locale,
            faction=faction_label(definition, card["pivotal"], locale),
        )
    return text


def _track_value(tdef: dict, value, locale: str) -> str:
    if tdef.get("kind", "number") == "number":
        return str(value)
    return _name(tdef.get("value_names", {}).get(value, {}), locale, str(value))


def _tracks_text(definition: dict, values: dict, locale: str) -> str:
    lines = []
    for tr in engine.tracks(definition):
        lines.append(
            f"{_name(tr.get('names', {}), locale, tr['id'])}: **{_track_value(tr, values.get(tr['id']), locale)}**"
        )
    return "\n".join(lines)


def phase_name(definition: dict, phase: str, locale: str) -> str:
    for p in engine.epoch_phases(definition):
        if p["id"] == phase:
            return _name(p.get("names", {}), locale, phase)
    return t("coin.dash.phase_card", locale)


def render_dashboard(svc: Service, game: dict, definition: dict, data: dict, locale: str) -> Embed:
    title = svc.knowledge.game_name(game["game"], locale)
    if not data:
        return Embed(title=title, description=t("coin.dash.not_begun", locale))
    if data["finished"]:
        desc = (
            t("coin.dash.won", locale, faction=faction_label(definition, data["winner"], locale))
            if data["winner"]
            else t("game.finished", locale)
        )
    elif data["phase"] != "card":
        desc = t(
            "coin.dash.epoch_phase",
            locale,
            epoch=data["epoch"],
            phase=phase_name(definition, data["phase"], locale),
        )
    elif data["up"]:
        holder = data["holders"].get(data["up"])
        who = mention(holder) if holder is not None else t("game.gm_plays", locale)
        opts = join_list([t(f"coin.option.{o}", locale) for o in data["options"]], locale)
        desc = t(
            "coin.dash.up",
            locale,
            faction=faction_label(definition, data["up"], locale),
            who=who,
            options=opts,
        )
    else:
        desc = t("coin.dash.waiting_reveal", locale)
    fields = [
        EmbedField(
            t("coin.dash.current", locale),
            _card_text(definition, data["current_card"], locale),
            True,
        ),
        EmbedField(
            t("coin.dash.next", locale), _card_text(definition, data["next_card"], locale), True
        ),
    ]
    if data["deferred"]:
        fields.append(
            EmbedField(
                t("coin.dash.deferred", locale),
                "\n".join(_card_text(definition, c, locale) for c in data["deferred"]),
                False,
            )
        )
    cyl = []
    for f in data["factions"]:
        c = data["cylinders"][f]
        holder = data["holders"].get(f)
        who = mention(holder) if holder is not None else t("coin.dash.gm", locale)
        extra = ""
        if f in data["overrides"]:
            extra = " " + t(f"coin.dash.override_{data['overrides'][f]}", locale)
        cyl.append(
            f"{CYLINDER_ICON.get(c, '')} {faction_label(definition, f, locale)} — "
            f"{t(f'coin.cylinder.{c}', locale)} ({who}){extra}"
        )
    fields.append(EmbedField(t("coin.dash.cylinders", locale), "\n".join(cyl)[:1024], False))
    fields.append(
        EmbedField(
            t("coin.dash.tracks", locale),
            _tracks_text(definition, data["tracks"], locale)[:1024],
            False,
        )
    )
    if data["epoch"]:
        title = f"{title} · {t('coin.dash.epoch_count', locale, epoch=data['epoch'])}"
    return Embed(title=title, description=desc, fields=fields)


DASHBOARDS["coin"] = render_dashboard


def coin_export(svc: Service, loaded) -> dict:
    """The ``coin`` object of a channel's game (for scripts and tests)."""
    definition = svc.definition(loaded.slug)
    table = session.table(loaded.game, definition)
    return engine.FAMILY.export(definition, loaded.game["state"], table)["coin"]
