"""Events, prompts and dashboards to neutral messages, in the reader's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.engine.games.base import Event, Option, Prompt
from bot.i18n import has, join_list, t
from bot.service.model import Embed, EmbedField, mention

if TYPE_CHECKING:
    from bot.service.core import Service

# family name -> fn(svc, game, definition, data, locale) -> Embed
DASHBOARDS: dict[str, Callable] = {}

_USER_KEYS = {"user", "by", "winner_user", "target"}


_NAMES: dict[int, tuple[dict, dict]] = {}  # id(definition) -> (definition, names)


def value_names(definition: dict | None) -> dict[str, dict]:
    """Display names a game definition gives its values (seat labels, tracks), by
    value: ``{"briton_resources": {"en": "Briton Resources", "ja": ...}}``. Computed
    once per loaded definition (definitions do not change while loaded)."""
    if not definition:
        return {}
    hit = _NAMES.get(id(definition))
    if hit is not None and hit[0] is definition:
        return hit[1]
    out = _value_names(definition)
    _NAMES[id(definition)] = (definition, out)
    return out


def _value_names(definition: dict) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for seat, names in definition.get("seats", {}).get("labels", {}).items():
        if isinstance(names, dict):
            out[seat] = names
    fam = definition.get(definition.get("family", ""), {})
    for tr in (fam.get("tracks", []) if isinstance(fam, dict) else []) + list(
        definition.get("tracks", []) or []
    ):
        if isinstance(tr, dict) and "id" in tr and isinstance(tr.get("names"), dict):
            out[tr["id"]] = tr["names"]
    return out


def value_text(v, locale: str, names: dict | None = None) -> str:
    """A game value (faction, seat, track id ...) in the reader's language: from the
    game definition's names, else the catalogs (``value.<v>``), else as it is."""
    if isinstance(v, str) and v:
        if names and v in names:
            return names[v].get(locale) or names[v].get("en") or v
        if has(f"value.{v}", locale):
            return t(f"value.{v}", locale)
    return "" if v is None else v


def event_params(event: Event | dict, locale: str = "en", names: dict | None = None) -> dict:
    data = event.data if isinstance(event, Event) else event.get("data", {})
    out = {}
    for k, v in data.items():
        if k in _USER_KEYS and isinstance(v, int):
            out[k] = mention(v)
        elif isinstance(v, dict) and "kind" in v:  # an event inside an event (undone)
            out[k] = event_text(v, locale, names).rstrip("。.")
        elif isinstance(v, (list, tuple)):
            out[k] = (
                join_list([str(value_text(x, locale, names)) for x in v], locale)
                if v
                else t("list.none", locale)
            )
        else:
            out[k] = value_text(v, locale, names)
    return out


def event_text(event: Event | dict, locale: str, names: dict | None = None) -> str:
    kind = event.kind if isinstance(event, Event) else event["kind"]
    key = f"event.{kind}"
    if has(key, locale):
        return t(key, locale, **event_params(event, locale, names))
    return kind


def place_names(definition: dict | None, field: str = "place_names") -> dict[str, dict]:
    """The names a definition gives its places (``place_names`` of any step; with
    ``field="place_labels"``, their button labels)."""
    out: dict[str, dict] = {}
    for ph in (definition or {}).get("phases", []) or []:
        for st in ph.get("steps", []) if isinstance(ph, dict) else []:
            for p, n in (st.get(field) or {}).items():
                if isinstance(n, dict):
                    out.setdefault(p, n)
    return out


def option_label(
    opt: Option, locale: str, names: dict | None = None, definition: dict | None = None
) -> str:
    """A button's label. The rule for every label a player sees: the definition's
    localised names first (places, seats, tracks ...), then the catalogs, never a raw
    id."""
    own = opt.label_names  # names the definition gives this option
    if own.get(locale) or own.get("en"):
        return str(own.get(locale) or own.get("en"))
    where = opt.args.get("where")
    if isinstance(where, str):
        pn = place_names(definition, "place_labels").get(where) or place_names(definition).get(
            where
        )
        if pn:
            return pn.get(locale) or pn.get("en") or where
    params = {k: value_text(v, locale, names) for k, v in opt.label_params.items()}
    key = opt.label_key or f"option.{opt.id}"
    if has(key, locale):
        return t(key, locale, **params)
    return value_text(opt.id, locale, names)


def resolvers(game: dict, definition: dict, prompt: Prompt) -> list[int]:
    """Who resolves a step nobody in particular is up for: the GM, unless the
    definition says the players do (``resolved_by = "players"``)."""
    if prompt.finished or prompt.up or prompt.waiting_for not in ("gm", "anyone", "reveal"):
        return []
    if definition.get("resolved_by") == "players" and prompt.waiting_for == "anyone":
        return [u for _, u in game["seats"] if u is not None]
    return list(game["gm"][:1])


def seat_holder_mentions(table, seats: list[str], gm_ids: list[int]) -> list[int]:
    """Who must act for these seats: each holder; the GM for seats nobody holds."""
    out: list[int] = []
    for s in seats:
        h = table.holder(s)
        ids = [h] if h is not None else list(gm_ids[:1])
        for i in ids:
            if i not in out:
                out.append(i)
    return out


def up_line(
    prompt: Prompt, table, gm_ids: list[int], locale: str, names: dict | None = None
) -> str:
    if prompt.finished:
        return t("game.finished", locale)
    if not prompt.up:
        if prompt.waiting_for:
            return t(f"game.waiting.{prompt.waiting_for}", locale)
        return ""
    parts = []
    for s in prompt.up:
        h = table.holder(s)
        who = mention(h) if h is not None else t("game.gm_plays", locale)
        parts.append(f"{who} ({value_text(s, locale, names)})")
    return t("game.up_now", locale, who=join_list(parts, locale))


def generic_dashboard(svc: Service, game: dict, definition: dict, data: dict, locale: str) -> Embed:
    name = svc.knowledge.game_name(game["game"], locale)
    fields = [EmbedField(str(k), str(v)[:1024], True) for k, v in data.items()][:25]
    return Embed(title=name, fields=fields)


def game_options(definition: dict) -> dict[str, dict]:
    """The options a game may be started with: the definition's ``[options]`` (turns)
    or, for the COIN family, the number of Epochs (``[coin.epoch] epochs``)."""
    opts = definition.get("options")
    out: dict[str, dict] = {}
    if isinstance(opts, dict):
        out.update({k: v for k, v in opts.items() if isinstance(v, dict)})
    if definition.get("family") == "coin":
        epoch = (definition.get("coin") or {}).get("epoch") or {}
        out.setdefault(
            "epochs",
            {"default": int(epoch.get("epochs", 0) or 0), "min": 0, "max": 20, "name": {}},
        )
    return out


def option_name(known: dict[str, dict], oid: str, locale: str) -> str:
    """An option's name: the definition's, else the catalogs' (``table.option.<id>``)."""
    names = (known.get(oid) or {}).get("name") or {}
    if isinstance(names, dict) and (names.get(locale) or names.get("en")):
        return str(names.get(locale) or names.get("en"))
    key = f"table.option.{oid}"
    return t(key, locale) if has(key, locale) else oid


def choice_name(spec: dict, choice: str, locale: str) -> str:
    """A choice of an option: ``choice_names`` in the definition, else the catalogs
    (``table.choice.<choice>``)."""
    names = (spec.get("choice_names") or {}).get(choice) or {}
    if isinstance(names, dict) and (names.get(locale) or names.get("en")):
        return str(names.get(locale) or names.get("en"))
    key = f"table.choice.{choice}"
    return t(key, locale) if has(key, locale) else choice


def option_value_text(known: dict[str, dict], oid: str, value: object, locale: str) -> str:
    spec = known.get(oid) or {}
    if spec.get("choices"):
        return choice_name(spec, str(value), locale)
    if isinstance(value, bool):
        return t("table.yes" if value else "table.no", locale)
    return str(value)


def seat_id(definition: dict | None, text: str) -> str:
    """A seat named in any language (its id, an alias, or a localised label, any case)
    as the definition's id; unknown text is returned as given (the engine refuses it)."""
    key = str(text).strip().casefold()
    seats = (definition or {}).get("seats", {})
    for s in seats.get("names", []):
        names = [
            s,
            *seats.get("aliases", {}).get(s, []),
            *(seats.get("labels", {}).get(s, {}) or {}).values(),
        ]
        if key in (str(n).strip().casefold() for n in names):
            return str(s)
    return str(text).strip()
