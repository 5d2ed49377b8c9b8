"""Generic game lifecycle: /game start|join|leave|seat|gm|status|log|export|import|end|undo,
/phase next, and /help. The games' own sequences live in their families."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from bot.engine.errors import (
    BadInput,
    HeraldError,
    IllegalAction,
    NoGame,
    PermissionDenied,
    StalePrompt,
    UnknownGame,
    Unplayable,
)
from bot.engine.games import campaign, session
from bot.engine.games.base import Event
from bot.engine.games.definition import GameDefinition, SetupOption
from bot.engine.games.gms import real_gms
from bot.engine.games.problems import closest
from bot.i18n import LOCALES, duration, has, join_list, locale_of, normalize_locale, t
from bot.service import play, reminders
from bot.service.access import require_host
from bot.service.act import gm_secret_note
from bot.service.definitions import owned_by
from bot.service.knowledge import find_game, near_game
from bot.service.model import Button, Choice, Ctx, Embed, File, Message, Response, Select, mention
from bot.service.move import channel_id, live_copy_note, mention_channel
from bot.service.options import flag as _bool
from bot.service.options import user_id as _user
from bot.service.registry import HANDLERS, autocomplete, command
from bot.service.render import (
    choice_name,
    event_text,
    option_name,
    option_value_text,
    params,
    person,
    seat_id,
    seat_text,
    seats_text,
    up_line,
    winner_id,
)
from bot.service.render import name as name_of
from bot.service.render import name as side_name
from bot.service.text import plain
from bot.service.versions import KEPT, kept_file, kept_with, knowledge_version
from bot.store import ChannelBusy, Loaded, StaleWrite

if TYPE_CHECKING:
    from bot.service.core import Service

EXPORT_SCHEMA = 1
MAX_IMPORT_BYTES = 1_000_000


SERVER_LANGUAGE = "table_language"  # guild setting: new tables' language (/game language server:)


def _language(value, fallback: str) -> str:
    """A ``language:`` option: ``ja``, ``Japanese``, ``日本語``, ``italiano`` ..."""
    v = str(value or "").strip()
    if not v:
        return normalize_locale(fallback)
    loc = locale_of(v)  # the catalogs' words.language, as normalize_locale reads them
    if loc is not None:
        return loc
    raise BadInput("table.error.language", value=v)  # the catalog names the languages


def _game_options(definition: GameDefinition, opts: dict, locale: str) -> dict:
    """Game options given at /game start (``options: difficulty=hard eras=2`` or one
    named option), checked against the definition's ``[options]``."""
    known = definition.start_options()
    raw = str(opts.get("options") or "").strip()
    pairs: list[tuple[str, str]] = []
    for part in raw.replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep:
            name, sep, value = part.partition(":")
        if not sep or not value:
            raise BadInput("table.error.option_syntax", text=part)
        pairs.append((name, value))
    out: dict = {}
    for name, value in pairs:
        oid = _match_option(definition, name, locale)
        out[oid] = _option_value(definition, oid, known[oid], value, locale)
    return out


def _match_option(definition: GameDefinition, name: str, locale: str) -> str:
    known = definition.start_options()
    q = name.strip().casefold()
    for oid, spec in known.items():
        labels = [oid, *(spec.name or {}).values()]
        if q in (x.casefold() for x in labels):
            return oid
    raise BadInput(
        "table.error.unknown_option",
        option=name,
        options=join_list([_option_typed(definition, o, locale) for o in known], locale),
    )


def _option_typed(definition: GameDefinition, oid: str, locale: str) -> str:
    """An option as ``options:`` takes it: its id, then its name when that differs
    ("agents (Agents per player)")."""
    label = option_name(definition, oid, locale)
    return oid if label.casefold() == oid.casefold() else t("fmt.paren", locale, a=oid, b=label)


def _option_value(definition: GameDefinition, oid: str, spec: SetupOption, value: str, locale: str):
    if isinstance(spec.default, bool):
        return _bool(value)
    if spec.numeric:
        try:
            n = int(value)
        except ValueError:
            raise BadInput("error.bad_number", value=value) from None
        lo, hi = spec.min, spec.max
        if (lo is not None and n < lo) or (hi is not None and n > hi):
            raise BadInput("table.error.option_range", value=n, min=lo, max=hi)
        return n
    if spec.choices:
        q = value.strip().casefold()
        for c in spec.choices:
            if q == c.casefold() or any(
                q == choice_name(definition, oid, c, loc).casefold() for loc in LOCALES
            ):
                return c
        raise BadInput(
            "table.error.option_choice",
            value=value,
            choices=join_list(
                [choice_name(definition, oid, c, locale) for c in spec.choices], locale
            ),
        )
    return value


def _how_play_begins(definition: GameDefinition, locale: str) -> str:
    """The start message's last line: how play begins for this game."""
    key = f"table.begins.{definition.family}"
    return t(key, locale) if has(key, locale) else t("table.begins.default", locale)


async def _keep_knowledge(svc: Service, ctx: Ctx, game: dict, slug: str) -> dict:
    """A game begun with a knowledge-folder definition notes its text's version, and
    the server keeps that text while a stored game uses it: the operator may edit or
    remove the file and the game plays on as it began (bot/service/versions.py)."""
    text, file = svc.knowledge.texts[slug]
    version = svc.knowledge.versions[slug]
    record = await svc.store.setting("guild", ctx.guild_id, KEPT, {})
    stored = await svc.store.games(ctx.guild_id, slug)
    kept = kept_with(record, slug, version, text, file, {knowledge_version(g.game) for g in stored})
    if kept is not None:
        await svc.store.set_setting("guild", ctx.guild_id, KEPT, kept)
    return {**game, "knowledge": version}


@command("game", "start", main="game")
async def start(svc: Service, ctx: Ctx, opts: dict) -> Response:
    await require_host(svc, ctx)  # the server may keep starting games to a role
    text = str(opts.get("game", "")).strip()
    games = await svc.definitions(ctx.guild_id)
    slug = svc.knowledge.resolve_game(text) or find_game(games, text)
    if slug is None or slug not in games:
        near = near_game(games, text)
        listed = join_list(
            sorted(svc.knowledge.game_name(g, ctx.locale) for g in games.values()), ctx.locale
        )
        if near is not None:  # a name begun, or a letter off: said, not guessed
            raise UnknownGame(
                "error.unknown_game_near",
                game=plain(text[:100]),
                near=svc.knowledge.game_name(games[near], ctx.locale),
                games=listed,
            )
        raise UnknownGame("error.unknown_game_list", game=plain(text[:100]) or "?", games=listed)
    definition = games[slug]
    own = await svc.store.setting("guild", ctx.guild_id, SERVER_LANGUAGE, None)
    options = _game_options(definition, opts, ctx.locale)
    begun_from = await _campaign(svc, ctx, definition, opts)
    # a campaign's next game goes on in the language of the game it is begun from
    was = begun_from[2] if begun_from else None
    lang = _language(opts.get("language"), was or own or ctx.guild_locale or ctx.locale)
    version = (await owned_by(svc, ctx.guild_id)).versions.get(slug)  # a server's own
    carry = {"carry": begun_from[0]} if begun_from else {}
    game = session.new_game(definition, gm=ctx.user_id, options=options | carry, version=version)
    if version is None and slug in svc.knowledge.texts:
        game = await _keep_knowledge(svc, ctx, game, slug)
    events = [
        Event(
            "GameStarted", {"user": ctx.user_id, "game": svc.knowledge.game_name(definition, lang)}
        ),
        session.record("new", game=game),
    ]
    rec = play.note({"language": lang}, None, None, 1, ctx.now, ctx.user_id, {})
    seats = join_list(
        [seat_text(s, lang, definition) for s in session.seat_names(definition)], lang
    )
    extra = [t("game.how_to_join", lang, seats=seats)]
    if options:
        extra.append(
            t(
                "table.options_set",
                lang,
                options=join_list(
                    [
                        t(
                            "fmt.setting",
                            lang,
                            a=option_name(definition, k, lang),
                            b=option_value_text(definition, k, v, lang),
                        )
                        for k, v in options.items()
                    ],
                    lang,
                ),
            )
        )
    if begun_from:
        extra.append(_carried_text(definition, begun_from[0], begun_from[1], lang))
        extra.append(t("table.campaign_seats", lang))
    extra.append(_how_play_begins(definition, lang))

    def how_to_join(resp: Response) -> None:
        resp.messages[0].content += "\n" + "\n".join(extra)

    reminder = await reminders.first_reminder(svc, ctx)
    try:
        _, resp = await svc.create_game(
            ctx, game, definition, events, how_to_join, rec=rec, reminder=reminder
        )
    except ChannelBusy:
        raise IllegalAction("error.channel_has_game") from None
    return resp


async def _campaign(
    svc: Service, ctx: Ctx, definition: GameDefinition, opts: dict
) -> tuple[dict, dict, str | None] | None:
    """``/game start from:`` (a channel of this server whose game is over) or
    ``from_file:`` (that game's export): what the new game carries over from it
    (``[campaign] carry``), where it comes from as the start message says it, and its
    table's language (None: not known); None when neither is given. Refused, saying
    why, when the earlier game is not ended, is another game or another server's."""
    channel = opts.get("from")
    if channel in (None, "") and not ctx.attachments:
        return None
    if definition.campaign is None:  # said before any file is read
        raise IllegalAction("error.campaign_none")
    if ctx.attachments:
        g, doc = await _validate_import(svc, ctx, ctx.attachments[0][1])
        if doc.get("guild_id") != ctx.guild_id:
            raise IllegalAction("error.campaign_other_server")
        source, earlier = {"file": plain(ctx.attachments[0][0][:100])}, g
        lang = _imported_language(doc)
    else:
        cid = channel_id(channel, "error.campaign_channel")
        assert cid is not None  # given: checked above
        loaded = await svc.store.load(cid) or await svc.store.load(cid, ended=True)
        if loaded is None:
            raise IllegalAction("error.campaign_no_game", channel=mention_channel(cid))
        if loaded.guild_id != ctx.guild_id:
            raise IllegalAction("error.campaign_other_server")
        source, earlier = {"channel": mention_channel(cid)}, loaded.game
        rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
        lang = rec.get("language") if rec.get("language") in LOCALES else None
    try:
        return campaign.carried(definition, earlier), source, lang
    except IllegalAction as err:
        if err.key == "error.campaign_other_game":  # both games by their names
            other = (await svc.definitions(ctx.guild_id)).get(str(earlier.get("game")))
            err.params = {
                "game": svc.knowledge.game_name(definition, ctx.locale),
                "other": svc.knowledge.game_name(other, ctx.locale)
                if other is not None
                else plain(str(earlier.get("game"))[:60]),
            }
        raise


def _carried_text(definition: GameDefinition, carry: dict, source: dict, lang: str) -> str:
    """The start message's line on what the new game carries over, seat by seat."""
    parts = []
    for name in definition.campaign.carry if definition.campaign else ():
        label = name_of("counter", name, lang, definition)
        if name in carry["shared"]:
            parts.append(t("fmt.setting", lang, a=label, b=carry["shared"][name]))
        elif carry["counters"].get(name):
            held = join_list(
                [
                    t("fmt.setting", lang, a=seat_text(seat, lang, definition), b=n)
                    for seat, n in carry["counters"][name].items()
                ],
                lang,
            )
            parts.append(t("fmt.paren", lang, a=label, b=held))
    key = "table.campaign_carried_file" if "file" in source else "table.campaign_carried"
    return t(key, lang, carried=join_list(parts, lang), **source)


@autocomplete("game", "start", "game")
async def start_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    q = current.strip().casefold()
    out = []
    for slug, d in sorted((await svc.definitions(ctx.guild_id)).items()):
        names = [slug, *d.names.values()]
        if not q or any(q in n.casefold() for n in names):
            out.append(Choice(svc.knowledge.game_name(d, ctx.locale), slug))
    return out


@autocomplete("game", "start", "language")
def language_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    q = current.strip().casefold()
    return [
        Choice(t("table.language_name", loc), loc)
        for loc in LOCALES
        if not q or q in loc or q in t("table.language_name", loc).casefold()
    ]


@autocomplete("game", "start", "options")
async def option_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """Completes ``name=value`` pairs of the chosen game's options (``game:`` typed so
    far, in ``ctx.typed``; every game's while none is), the current word completed
    (names, then values)."""
    done, _, last = current.rpartition(" ")
    prefix = (done + " ") if done else ""
    out: list[Choice] = []
    seen: set[str] = set()
    games = await svc.definitions(ctx.guild_id)
    typed = str(ctx.typed.get("game") or "")
    chosen = (svc.knowledge.resolve_game(typed) or find_game(games, typed)) if typed else None
    for slug, d in sorted(games.items()):
        if chosen is not None and slug != chosen:
            continue
        gname = svc.knowledge.game_name(d, ctx.locale)
        for oid, spec in d.start_options().items():
            for v in _option_values(d, oid, spec, last, ctx.locale):
                value = f"{prefix}{oid}={v}"
                if value in seen:
                    continue
                seen.add(value)
                label = option_name(d, oid, ctx.locale)
                pair = t(
                    "fmt.pair", ctx.locale, a=label, b=option_value_text(d, oid, v, ctx.locale)
                )
                shown = f"{gname} · {pair}"
                out.append(Choice(shown, value))
    return out


def _option_values(
    d: GameDefinition, oid: str, spec: SetupOption, last: str, locale: str
) -> list[str]:
    """The values of option ``oid`` that complete the word typed so far."""
    name, eq, val = last.partition("=")
    label = option_name(d, oid, locale)
    if not eq:
        if name and name.casefold() not in (oid + " " + label).casefold():
            return []
        return [str(c) for c in spec.choices] or [str(spec.default)]
    if name.casefold() not in (oid.casefold(), label.casefold()):
        return []
    return [
        str(c)
        for c in (spec.choices or (spec.default,))
        if not val
        or val.casefold() in str(c).casefold()
        or val.casefold() in choice_name(d, oid, str(c), locale).casefold()
    ]


@command("game", "language")
async def language(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """The GM changes the table's language (channel posts, announcements, dashboard).
    ``server:true`` (Manage Server) makes it instead the language of every new table
    here (in place of the server's Discord language), in any channel, before any game;
    the tables already open keep theirs."""
    lang = _language(opts.get("language"), "")
    if not str(opts.get("language") or "").strip():
        raise BadInput("error.missing_option", option="language")
    if _bool(opts.get("server", False)):
        if not ctx.manage_guild:
            raise PermissionDenied("table.error.server_language")
        await svc.store.set_setting("guild", ctx.guild_id, SERVER_LANGUAGE, lang)
        name = t("table.language_name", lang)
        return Response([Message(content=t("table.server_language", lang, language=name))])

    def fn(g, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        return g, [
            Event(
                "TableLanguageSet",
                {"user": ctx.user_id, "language": t("table.language_name", lang)},
            )
        ]

    return await svc.with_game(ctx, fn, ping=False, table={"language": lang})


@command("game", "join", main="seat")
async def join(svc: Service, ctx: Ctx, opts: dict) -> Response:
    seat = (str(opts.get("seat") or "").strip()) or None

    def fn(g, d, f, a):
        # once play has begun a seat is the GM's to give (/game seat), a seat someone
        # left included: a stranger taking it could undo its player's sealed choice
        # (play-test 19, finding 24). Checked here, not in session.join, so that the
        # logs of games where such a join was taken still replay. A faction the GM
        # holds in a game whose seats are fixed (COIN) is the GM's to give too: a
        # stranger taking it could undo the GM's moves for it (play-test 20, L3).
        if g["status"] == "active":
            raise IllegalAction("error.join_begun")
        return session.join(g, d, ctx.user_id, seat and seat_id(d, seat))

    return await svc.with_game(ctx, fn)


@autocomplete("game", "join", "seat")
async def seat_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, d = await svc.game_of_family(ctx)
    if loaded is None or d is None or loaded.game["status"] == "active":
        return []  # once play has begun no seat is taken by joining
    taken = session.holders(loaded.game)
    q = current.strip().casefold()
    return [
        Choice(s, s)
        for s in session.seat_names(d)
        if taken.get(s) is None and s not in loaded.game["bots"] and q in s.casefold()
    ]


@command("game", "leave")
async def leave(svc: Service, ctx: Ctx, opts: dict) -> Response:
    seat = (str(opts.get("seat") or "").strip()) or None
    return await svc.with_game(
        ctx, lambda g, d, f, a: session.leave(g, ctx.user_id, seat and seat_id(d, seat))
    )


@command("game", "seat")
async def seat(svc: Service, ctx: Ctx, opts: dict) -> Response:
    name = str(opts.get("seat") or "").strip()
    if not name:
        raise BadInput("error.missing_option", option="seat")
    user = _user(opts.get("user"))
    bot = _bool(opts.get("bot", False))
    told: list[tuple[int, str]] = []

    def fn(g, d, f, a):
        sid = seat_id(d, name)
        if a.is_gm and user is not None and not bot and session.holders(g).get(sid) == user:
            # given again to its holder: nothing changes, so nothing is posted nor
            # pinged (play-test 24, finding 15). Checked here, not in the session, so
            # that the logs of games where it was given again still replay.
            raise IllegalAction("error.already_holds", user=mention(user), seat=sid)
        new, events = session.assign_seat(g, d, a, sid, user, bot, f)
        # the player who held it is told (and pinged) that it is no longer theirs, and
        # the one who holds it now that it is theirs (a substitute called in)
        told[:] = [(e.data["was"], "game.seat_taken_from_you") for e in events if "was" in e.data]
        told.extend(
            (e.data["user"], "game.seat_given_to_you")
            for e in events
            if e.kind == "SeatAssigned" and e.data["user"] not in (None, ctx.user_id)
        )
        return new, events

    return await svc.with_game(ctx, fn, tell=told)


@command("game", "begin")
async def begin(svc: Service, ctx: Ctx, opts: dict) -> Response:
    def fn(g, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        return session.begin(g, d, f, a)

    return await svc.with_game(ctx, fn)


def _secret_step(svc: Service, game: dict, definition: GameDefinition) -> bool:
    """Seats the GM named choose in secret now (``only``'s ``hidden``): who they are is
    the GM's alone until the choices are revealed."""
    prompt = svc.view(game, definition)[1]
    return prompt is not None and prompt.waiting_for == "secret"


@command("game", "undo")
async def undo(svc: Service, ctx: Ctx, opts: dict) -> Response:
    def fn(g, d, f, a):
        # a game over by play is reopened only by its GM (docs/state.md): a player who
        # made the last move cannot un-end it (checked here, not in session.undo, so
        # that logs written before this check still replay)
        if session.over(g) and not a.is_gm:
            raise PermissionDenied("error.undo_ended_gm")
        if not a.is_gm and _secret_step(svc, g, d):  # "@bram undid ..." would name him
            raise PermissionDenied("error.undo_secret")
        return session.undo(g, a, d, f)

    return await svc.with_game(ctx, fn)


@command("phase", "next")
async def phase_next(svc: Service, ctx: Ctx, opts: dict) -> Response:
    action = {"type": "phase.next"}
    for k in ("winner", "choice", "value"):
        if opts.get(k) not in (None, ""):
            action[k] = opts[k]
    return await svc.game_action(ctx, action)


async def step_buttons(svc: Service, ctx: Ctx) -> list[Button | Select]:
    """The buttons of the channel's game's current step, as its last post shows them
    (in the table's language): what a member sees in the channel, though this process
    did not post it (the console after a restart). None without a game in play."""
    loaded = await svc.store.load(ctx.channel_id)
    if loaded is None:
        return []
    definition = await svc.game_definition(loaded)
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    loc = play.language(rec, ctx.guild_locale or ctx.locale)
    prompt = svc.view(loaded.game, definition)[1]
    if prompt is None:
        return []
    return list(svc.option_buttons(loaded.version, prompt, loc, definition, play.step_since(rec)))


async def own_buttons(svc: Service, ctx: Ctx, custom_ids: list[str]) -> list[str]:
    """Those of ``custom_ids`` (a post's buttons) that move a seat ``ctx``'s user
    holds in the channel's game: a row of one seat's buttons ("Cora: Aye") is its
    player's, as on Discord each player clicks their own row."""
    from bot.engine.games.envelope import seats_of
    from bot.service.core import decode_custom_id

    loaded = await svc.store.load(ctx.channel_id)
    if loaded is None:
        return []
    mine = set(seats_of(loaded.game, ctx.user_id))
    out = []
    for cid in custom_ids:
        try:
            seat = decode_custom_id(cid)[2].get("seat")
        except (HeraldError, ValueError):  # not one of Herald's buttons
            continue
        if seat in mine:
            out.append(cid)
    return out


async def plays_here(svc: Service, ctx: Ctx) -> bool:
    """``ctx``'s user holds a seat in the channel's game, or is one of its GMs: a press
    of another seat's button is theirs to be refused with the reason (their seat takes
    no part), not a button they could not see."""
    from bot.engine.games.envelope import is_gm, seats_of

    loaded = await svc.store.load(ctx.channel_id)
    if loaded is None:
        return False
    return bool(seats_of(loaded.game, ctx.user_id)) or is_gm(loaded.game, ctx.user_id)


async def gm_here(svc: Service, ctx: Ctx) -> bool:
    """``ctx``'s user is a GM of the channel's game: a press of another seat's button
    may act for that seat (the GM's roll for it), so it is never guessed among rows."""
    from bot.engine.games.envelope import is_gm

    loaded = await svc.store.load(ctx.channel_id)
    return loaded is not None and is_gm(loaded.game, ctx.user_id)


@command("game", "status")
async def status(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """The game as the table sees it (in its language): seats, who is up and for how
    long, each player's average decision time, the dashboard."""
    loaded = await svc.require(ctx)
    definition = await svc.game_definition(loaded)
    g = loaded.game
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    loc = play.language(rec, ctx.guild_locale or ctx.locale)
    table, prompt = svc.view(g, definition)
    lines = [
        t(
            "game.status_line",
            loc,
            game=svc.knowledge.game_name(definition, loc),
            status=t(
                "game.status.finished"
                if prompt is not None and prompt.finished
                else f"game.status.{g['status']}",
                loc,
            ),
            version=loaded.version,
        )
    ]
    out = prompt.out if prompt is not None else []  # seats out of the game: marked so
    seats = [
        t(
            "fmt.pair",
            loc,
            a=seat_text(s, loc, definition),
            b=mention(u) if u is not None else t("game.gm_plays", loc),
        )
        + (" " + t("table.bot", loc) if s in g["bots"] else "")
        for s, u in table.seats
    ]
    seats = [
        t("fmt.paren", loc, a=x, b=t("table.out", loc)) if s in out else x
        for x, (s, _) in zip(seats, table.seats, strict=True)
    ]
    lines.append(
        t("game.seats", loc, seats=t("table.seat_sep", loc).join(seats) or t("list.none", loc))
    )
    lines.append(t("game.gms", loc, gms=join_list([person(u, loc) for u in g["gm"]], loc)))
    buttons: list[Button | Select] = []
    if prompt is not None:
        lines.append(up_line(prompt, table, g["gm"], loc, definition))
        waits = [
            t("fmt.waiting", loc, a=seat_text(seat, loc, definition), b=duration(secs, loc))
            for seat, secs in play.waited(rec, prompt.up, ctx.now).items()
        ]
        if waits:
            lines.append(t("table.waiting_for", loc, waits=join_list(waits, loc)))
        buttons.extend(
            svc.option_buttons(loaded.version, prompt, loc, definition, play.step_since(rec))
        )
    decisions = rec.get("decisions", {})
    avgs = [
        t("table.decision_time", loc, who=mention(int(u)), time=duration(total / n, loc), moves=n)
        for u, (n, total) in sorted(decisions.items())
        if n
    ]
    if avgs:
        lines.append(t("table.decision_times", loc, times=join_list(avgs, loc)))
    resp = Response([Message(content="\n".join(x for x in lines if x), components=buttons)])
    await svc.load_rules(loaded.guild_id)
    dash = svc.dashboard(loaded.game_id, g, definition, loaded.version, loc, loaded.guild_id, rec)
    dash.kind = "reply"
    resp.messages[0].embeds = dash.embeds
    note = gm_secret_note(svc, ctx, g, definition)  # the GM's alone: who is named in secret
    if note is not None:
        resp.messages.append(note)
    return resp


async def _log_source(svc: Service, ctx: Ctx) -> Loaded:
    """The game whose log /game log reads: the channel's, else its last ended one
    (whenever it ended: games ended before the log outlived them too)."""
    loaded = await svc.load(ctx) or await svc.store.load(ctx.channel_id, ended=True)
    if loaded is None:
        raise NoGame()
    return loaded


@command("game", "log")
async def game_log(svc: Service, ctx: Ctx, opts: dict) -> Response:
    source = await _log_source(svc, ctx)
    game_id, gms = source.game_id, list(source.game["gm"])
    try:
        limit = max(1, min(50, int(opts.get("limit") or 20)))
    except ValueError:
        raise BadInput("error.bad_number", value=plain(str(opts.get("limit"))[:40])) from None
    is_gm = ctx.admin or ctx.user_id in gms
    # every change also logs one history record (skipped below): read twice as many
    rows = await svc.store.events(game_id, limit=limit * 2)
    rows = [r for r in rows if r["kind"] != session.ACTION][-limit:]
    try:
        definition: GameDefinition | None = await svc.game_definition(source)
    except UnknownGame:
        definition = None
    lines = []
    for r in rows:
        if r["private"] and not is_gm and r["actor"] != ctx.user_id:
            who = f"<@{r['actor']}>"
            lines.append(f"`v{r['version']}` {t('game.private_entry', ctx.locale, user=who)}")
            continue
        mark = " 🔒" if r["private"] else ""
        said = event_text(r, ctx.locale, definition, log=True)
        lines.append(f"`v{r['version']}` {said}{mark}")
    body = "\n".join(lines) or t("game.log_empty", ctx.locale)
    while len(body) > 4000:
        lines.pop(0)
        body = "\n".join(lines)
    return Response(
        [
            Message(
                embeds=[Embed(title=t("game.log_title", ctx.locale), description=body)],
                ephemeral=True,
            )
        ]
    )


def export_document(svc: Service, loaded, record: dict | None = None) -> dict:
    """The export of a game; ``record`` is its table record (its language travels with
    the export). Choices nobody may see yet (a sealed bid) are left out of it, for the
    GM too, and the export says whose (``hidden``)."""
    definition = svc.loaded_definition(loaded)
    family = svc.families[definition.family]
    g, hidden = session.concealed(loaded.game, definition, family)
    doc = {
        **_export_head(loaded, g),
        # the table's language (kept beside the state, not in it: bot/service/play.py)
        "table": {"language": play.language(record or {})},
    }
    shown = (
        {}
        if g["state"] is None
        else family.export(definition, g["state"], session.table(g, definition))
    )
    if hidden:
        what = "votes" if _hidden_votes(svc, loaded) else "secret choices"
        doc["hidden"] = {
            "seats": hidden,
            "note": f"These seats' {what} are not revealed yet: they are left out"
            " of this file (an import of it asks them again).",
        }
    doc.update(shown)
    return doc


def _hidden_votes(svc: Service, loaded: Loaded) -> bool:
    """The unrevealed moves an export leaves out are votes (a hidden vote's), not
    secret choices: as the family says what it conceals."""
    definition = svc.loaded_definition(loaded)
    g = loaded.game
    if g["state"] is None:
        return False
    family = svc.families[definition.family]
    return family.conceal(definition, g["state"], session.table(g, definition)).what == "votes"


@command("game", "export")
async def export(svc: Service, ctx: Ctx, opts: dict) -> Response:
    loaded = await svc.require(ctx)
    if await svc.unplayable(loaded):
        return _export_unplayable(loaded, ctx)
    definition = await svc.game_definition(loaded)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin) and _secret_step(
        svc, loaded.game, definition
    ):  # its moves and position hold who the GM named
        raise PermissionDenied("error.export_secret")
    doc = export_document(
        svc, loaded, await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    )
    note = ""
    if "hidden" in doc:
        seats = seats_text(doc["hidden"]["seats"], ctx.locale, definition)
        key = "game.exported_hidden_votes" if _hidden_votes(svc, loaded) else "game.exported_hidden"
        note = t(key, ctx.locale, seats=seats)
    return _exported(loaded, ctx, doc, note)


def _export_unplayable(loaded: Loaded, ctx: Ctx) -> Response:
    """A game whose definition was changed or removed under it, exported for its GM
    alone: nothing can be concealed without the definition, so the file holds the
    whole stored game."""
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
        raise Unplayable(game=loaded.slug)
    note = t("game.exported_unplayable", ctx.locale, game=loaded.slug)
    return _exported(loaded, ctx, _export_head(loaded, loaded.game), note)


def _export_head(loaded: Loaded, g: dict) -> dict:
    """What every export begins with: which game, where, at which version, and the
    stored game ``g`` (its state as exported)."""
    return {
        "herald_export": EXPORT_SCHEMA,
        "game": loaded.slug,
        "channel_id": loaded.channel_id,
        "guild_id": loaded.guild_id,
        "version": loaded.version,
        "status": g["status"],
        "state": g,
    }


def export_name(loaded: Loaded) -> str:
    """The file name a game's export is written under (``/game export``, ``herald guild
    export``; ``herald guild import`` reads it back: bot/service/export_files.py)."""
    from bot.service.export_files import game_file

    return game_file(loaded.slug, loaded.channel_id, loaded.version)


def _exported(loaded: Loaded, ctx: Ctx, doc: dict, note: str) -> Response:
    """The export ``doc`` as a JSON file for the asker alone, with ``note`` (if any)
    under the line saying which version it is."""
    text = json.dumps(doc, ensure_ascii=False, indent=2)
    name = export_name(loaded)
    content = t("game.exported", ctx.locale, version=loaded.version)
    if note:
        content += "\n" + note
    return Response([Message(content=content, files=[File(name, text)], ephemeral=True)])


def _imported_language(doc: dict) -> str | None:
    table = doc.get("table")
    lang = table.get("language") if isinstance(table, dict) else None
    return lang if lang in LOCALES else None


MAX_USER_ID = 2**64 - 1
# history entries an import may carry (undo back to the last boundary)
MAX_IMPORT_ACTIONS = 500
_UNDO_KEYS = {"base", "actions", "since"}
_ACTION_KEYS = {"action", "user", "gm", "kind", "event", "undoable", "draws", "seats"}


def _user_id(value: object) -> bool:
    return type(value) is int and 0 < value <= MAX_USER_ID


def _invalid(reason: str) -> BadInput:
    return BadInput("error.import_invalid", reason=reason)


def _check_undo(undo: object) -> None:
    """The undo history's shape: a list of snapshots (files from before the history
    was kept as actions) or ``{"base", "actions"}``."""
    if isinstance(undo, list):
        if len(undo) > MAX_IMPORT_ACTIONS:
            raise _invalid("undo")
        for entry in undo:
            if (
                not isinstance(entry, dict)
                or set(entry) - {"state", "actor", "kind", "seats"}
                or not _user_id(entry.get("actor"))
                or not isinstance(entry.get("kind"), str)
                or len(entry["kind"]) > 100
            ):
                raise _invalid("undo")
        return
    # ``since``: why the last boundary was set (a secret step's reveal), when it says
    if not isinstance(undo, dict) or not {"base", "actions"} <= set(undo) <= _UNDO_KEYS:
        raise _invalid("undo")
    since = undo.get("since", "")
    if not isinstance(since, str) or len(since) > 100:
        raise _invalid("undo")
    actions = undo["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_IMPORT_ACTIONS:
        raise _invalid("undo")
    for a in actions:
        if (
            not isinstance(a, dict)
            or set(a) - _ACTION_KEYS
            or not {"action", "user", "gm", "kind", "undoable"} <= set(a)
            or not isinstance(a["action"], dict)
            or not _user_id(a["user"])
            or not isinstance(a["kind"], str)
            or len(a["kind"]) > 100
            or not isinstance(a.get("seats", []), list)
        ):
            raise _invalid("undo")


def _no_constant(name: str) -> float:
    raise json.JSONDecodeError(f"{name} is not a number a game holds", name, 0)


async def _validate_import(svc: Service, ctx: Ctx, raw: bytes) -> tuple[dict, dict]:
    """Check an export against the envelope schema and the game definition before
    anything is saved, and render it once (prompt, buttons, dashboard) as a dry run:
    a file that would break the game later is refused now, naming what is wrong.
    Returns the game to store and the export as read."""
    if len(raw) > MAX_IMPORT_BYTES:
        raise BadInput("error.import_too_big")
    try:
        # NaN and Infinity are no JSON numbers a game holds (a track read "None")
        doc = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise _invalid("JSON") from None
    if not isinstance(doc, dict) or doc.get("herald_export") != EXPORT_SCHEMA:
        raise _invalid("herald_export")
    g = doc.get("state")
    keys = {"game", "family", "status", "gm", "seats", "bots", "options", "state", "undo"}
    if not isinstance(g, dict) or not keys <= set(g):
        raise _invalid("state")
    games = await svc.definitions(ctx.guild_id)
    if not isinstance(g["game"], str) or not g["game"]:
        raise _invalid("game")
    if g["game"] not in games and isinstance(g.get("definition"), str):
        # a server's own game (its version in the file) this server has no definition
        # of: say which, and how to define it here
        raise BadInput("error.import_no_definition", game=plain(g["game"][:64]))
    if g["game"] not in games:
        raise _invalid("game")
    if "definition" in g and not isinstance(g["definition"], str):
        raise _invalid("definition")
    # a server's own game: the version it was played under while this server keeps
    # it, else this server's current one (game_import says so)
    version = session.played_version(g)
    if g["game"] not in svc.knowledge.definitions:
        version = (await owned_by(svc, ctx.guild_id)).played_under(g["game"], version)
    if "knowledge" in g and not isinstance(g["knowledge"], str):
        raise _invalid("knowledge")
    knowledge = None
    if version is None and g["game"] in svc.knowledge.texts:
        knowledge = await _restored_text(svc, ctx.guild_id, g)
    imported = {"game": g["game"], "definition": version, "knowledge": knowledge}
    definition = await svc.definition_of(ctx.guild_id, g["game"], imported)
    if definition.family != g["family"]:
        raise _invalid("family")
    if g["status"] not in ("setup", "active", "ended"):
        raise _invalid("status")
    if (g["status"] == "setup") != (g["state"] is None):
        raise _invalid("status")
    if g["status"] == "ended" and not session.over(g):
        # ended but not over by play (the GM's /game end): no export holds such a game
        raise _invalid("status")
    if not isinstance(g["gm"], list) or not all(_user_id(u) for u in g["gm"]):
        raise _invalid("gm")
    known = session.seat_names(definition)
    seats = g["seats"]
    if not isinstance(seats, list) or not all(
        isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in seats
    ):
        raise _invalid("seats")
    names = [p[0] for p in seats]
    if (known and not set(names) <= set(known)) or len(set(names)) != len(names):
        raise _invalid("seats")
    if not all(p[1] is None or _user_id(p[1]) for p in seats):
        raise _invalid("seats")
    if not isinstance(g["bots"], list) or not all(
        isinstance(b, str) and (not known or b in known) for b in g["bots"]
    ):
        raise _invalid("bots")
    if not isinstance(g["options"], dict):
        raise _invalid("options")
    undo = g["undo"]
    _check_undo(undo)
    state = g["state"]
    if state is not None and not isinstance(state, dict):
        raise _invalid("state")
    if isinstance(state, dict) and known and "factions" in state:
        factions = state["factions"]
        if not isinstance(factions, list) or not set(map(str, factions)) <= set(known):
            raise _invalid("factions")
    # numbers the definition forbids (a counter past its max), in the state and in
    # what undo goes back to: refused with the counter, the seat and the range
    family = svc.families[definition.family]
    bases = [e["state"] for e in undo] if isinstance(undo, list) else [undo.get("base")]
    for held in (state, *bases):
        if isinstance(held, dict):
            try:
                family.check_state(definition, held)
            except HeraldError as err:  # named as the file's game names them (no game here)
                named = params(err.params, ctx.locale, definition)
                err.params = {
                    k: named.get(k, v) if isinstance(v, str) else v for k, v in err.params.items()
                }
                raise
    g = {k: g[k] for k in keys} | {k: v for k, v in imported.items() if k != "game" and v}
    # the file's GMs stay its GMs; the importer becomes one only where none is left
    # (play-test 23, finding 13: a server restored made its admin every game's GM)
    if not real_gms(g["gm"]):
        g["gm"] = sorted(set(g["gm"]) | {ctx.user_id})
    await _dry_run(svc, ctx, g, definition, "state")
    if isinstance(undo, list):
        # a legacy undo step puts its state back: each must be a state this game can show
        for entry in undo:
            await _dry_run(svc, ctx, dict(g, state=entry["state"], undo=[]), definition, "undo")
    elif g["status"] != "setup":
        # undo replays the history from its base: every prefix must replay and show
        family = svc.families[definition.family]
        actions = undo["actions"]
        for n in range(len(actions) + 1):
            try:
                state = session.replay_actions(g, definition, family, undo["base"], actions[:n])
            except HeraldError:
                raise _invalid("undo") from None
            except Exception as e:
                raise _invalid(f"undo: {type(e).__name__}") from None
            await _dry_run(svc, ctx, dict(g, state=state), definition, "undo")
        # the history is rebuilt, not trusted: it must lead to the state the file holds
        if state != g["state"]:
            raise _invalid("undo")
    return g, doc


async def _dry_run(
    svc: Service, ctx: Ctx, g: dict, definition: GameDefinition, reason: str
) -> None:
    """Render the game as a command would (announcement with its buttons, dashboard)."""
    try:
        resp = await svc.announce(ctx, 0, g, definition, 1, [], rec={})
        for msg in resp.messages:
            for c in msg.components:
                if isinstance(c, Button) and len(c.label) > 80:
                    raise ValueError("label too long")
            for e in msg.embeds:
                if len(e.title) > 256 or any(len(f.name) > 256 for f in e.fields):
                    raise ValueError("embed too long")
    except HeraldError:
        raise
    except Exception as e:  # whatever the family cannot read back
        raise _invalid(f"{reason}: {type(e).__name__}") from None


async def _restored_text(svc: Service, guild_id: int | None, g: dict) -> str:
    """The version of a knowledge-folder definition an imported game goes on under:
    the text it was exported with while this server keeps it (a game restored from a
    backup plays on as it began, like one never exported), else the folder's current
    text (kept from now on, as at ``/game start``)."""
    exported = knowledge_version(g)
    if exported is not None:
        if await svc.kept_knowledge(guild_id, g["game"], {"knowledge": exported}) is not None:
            return exported
    return svc.knowledge.versions[g["game"]]


@command("game", "import")
async def game_import(svc: Service, ctx: Ctx, opts: dict) -> Response:
    if not ctx.attachments:
        raise BadInput("error.missing_option", option="file")
    g, doc = await _validate_import(svc, ctx, ctx.attachments[0][1])
    copy = await live_copy_note(svc, ctx, doc)  # said once the copy is made
    resp = await _import(svc, ctx, opts, g, _imported_language(doc))
    exported = session.played_version(doc["state"])
    other = exported and exported != session.played_version(g)
    text = knowledge_version(doc["state"])  # a knowledge-folder text this server no longer has
    if (other or (text and text != knowledge_version(g))) and resp.messages:
        # another server's text of this game: it goes on under this server's own
        name = svc.knowledge.game_name(await svc.definition_in(g["game"], ctx.guild_id), ctx.locale)
        said = t("table.import_other_version", ctx.locale, game=name)
        if other and isinstance(exported, str):  # a server's own version: where its text is
            file = kept_file(g["game"], exported)
            said += " " + t("redefine.import_kept", ctx.locale, file=file, slug=g["game"])
        resp.add(Message(content=said, ephemeral=True))
    if copy is not None and resp.messages:
        resp.add(copy)
    return resp


async def _import(svc: Service, ctx: Ctx, opts: dict, g: dict, lang: str | None) -> Response:
    existing = await svc.load(ctx)
    events = [Event("GameImported", {"user": ctx.user_id})]
    over = session.over(g)
    if existing is not None and over:
        # a game over by play comes back beside the channel's games, never instead of
        # one in play: in another channel or thread, or once this one is over
        raise IllegalAction("error.import_over_busy")
    if existing is None:
        await require_host(svc, ctx)  # a new game here: the server may keep it to a role
        g = await _keep_imported(svc, ctx, g)
        events.append(session.record("import", game=g))
        try:
            _, resp = await svc.create_game(
                ctx,
                g,
                await svc.definition_of(ctx.guild_id, g["game"], g),
                events,
                rec={"language": lang} if lang else None,
                # a game over by play reminds nobody (it is the channel's last game,
                # for its status, export and the GM's corrections)
                reminder=None if over else await reminders.first_reminder(svc, ctx),
            )
        except ChannelBusy:
            raise IllegalAction("error.channel_has_game") from None
        return resp

    if not session.is_gm(existing.game, ctx.user_id, ctx.admin):
        raise PermissionDenied("error.gm_only")
    if existing.game["game"] != g["game"]:
        raise IllegalAction("error.import_other_game")
    if not _bool(opts.get("confirm", False)):
        # like /game end: replacing a running game asks first (the file is sent again)
        return Response(
            [
                Message(
                    content=t(
                        "table.import_ask",
                        ctx.locale,
                        version=existing.version,
                        game=svc.knowledge.game_name(existing.slug, ctx.locale),
                    ),
                    ephemeral=True,
                )
            ]
        )

    g = await _keep_imported(svc, ctx, g)
    g = {**g, "gm": sorted(set(g["gm"]) | {ctx.user_id})}  # the GM replacing it stays GM

    def fn(old, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        if old["game"] != g["game"]:
            raise IllegalAction("error.import_other_game")
        return g, [*events, session.record("import", game=g)]

    return await svc.with_game(ctx, fn, table={"language": lang} if lang else None)


async def _keep_imported(svc: Service, ctx: Ctx, g: dict) -> dict:
    """An imported game going on under the knowledge folder's current text keeps it,
    as a game begun here does (an older text it goes on under is kept already)."""
    version = knowledge_version(g)
    if version is not None and version == svc.knowledge.versions.get(g["game"]):
        return await _keep_knowledge(svc, ctx, g, g["game"])
    return g


@command("game", "end")
async def end(svc: Service, ctx: Ctx, opts: dict) -> Response:
    loaded = await svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
        raise PermissionDenied("error.gm_only")
    named = str(opts.get("winner") or "").strip()
    if not _bool(opts.get("confirm", False)):
        args: dict = {"confirm": 1, **({"winner": named} if named else {})}
        yes = svc.button(
            loaded.version, "game end", args, t("game.end_confirm", ctx.locale), "danger"
        )
        ask = t("game.end_ask", ctx.locale)
        if named and not await svc.unplayable(loaded):
            ask = await _end_ask_winners(svc, ctx, loaded, named)
        return Response([Message(content=ask, components=[yes], ephemeral=True)])

    if await svc.unplayable(loaded):
        return await _end_unplayable(svc, ctx, named)

    def fn(g, d, f, a):
        # the winners the GM names (a seat, several comma-separated, or a side of
        # [sides]), each by any of its names; none: the game's own ranking, when it has one
        winners = [winner_id(d, w.strip()) for w in named.split(",") if w.strip()]
        return session.end(g, a, d, f, winners)

    return await svc.with_game(ctx, fn)


async def _end_ask_winners(svc: Service, ctx: Ctx, loaded: Loaded, named: str) -> str:
    """The confirmation of an end naming its winners, once the end has been tried on
    the game as it is (nothing saved): a winner that is no seat nor side is refused
    before the GM is asked "for good?" (play-test 19, finding 28)."""
    d = await svc.game_definition(loaded)
    winners = [winner_id(d, w.strip()) for w in named.split(",") if w.strip()]
    actor = session.actor(loaded.game, ctx.user_id, ctx.admin)
    session.end(loaded.game, actor, d, svc.families[d.family], winners)
    sides = getattr(d, "sides", {}) or {}
    names = [
        side_name("side", w, ctx.locale, d) if w in sides else seat_text(w, ctx.locale, d)
        for w in winners
    ]
    return t("game.end_ask_winners", ctx.locale, winners=join_list(names, ctx.locale))


async def _end_unplayable(svc: Service, ctx: Ctx, named: str) -> Response:
    """The GM ends a game whose definition was changed or removed under it: saved as
    ended without reading the definition (no ranking, no winners), freeing the channel."""
    async with svc.locks[ctx.channel_id]:
        loaded = await svc.require(ctx)
        if ctx.expected_version is not None and ctx.expected_version != loaded.version:
            raise StalePrompt()
        actor = session.actor(loaded.game, ctx.user_id, ctx.admin)
        game, events = session.end(loaded.game, actor, winners=[named] if named else None)
        try:
            await svc.store.save(
                loaded, game, [e.to_json() for e in events], svc.now_iso(ctx), ctx.user_id
            )
        except StaleWrite:
            raise StalePrompt() from None
    return Response([Message(content=t("game.ended_unplayable", ctx.locale, game=loaded.slug))])


@autocomplete("game", "end", "winner")
async def end_winner_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """The seats in play and the game's sides, named (the winner the GM names as the
    game ends)."""
    loaded, d = await svc.game_of_family(ctx)
    if loaded is None or d is None:
        return []
    q = current.strip().casefold()
    names = [(seat_text(s, ctx.locale, d), s) for s in session.table(loaded.game, d).names]
    names += [(side_name("side", s, ctx.locale, d), s) for s in getattr(d, "sides", {})]
    return [Choice(label, s) for label, s in names if not q or q in label.casefold()]


def _local_name(key: str, locale: str) -> str:
    """A command's name as Discord shows it to this user (its English name otherwise)."""
    if locale != "en" and has(key, locale):
        return t(key, locale)
    return key.split(".")[-2]


def _help_rows(locale: str) -> list[tuple[str, str, str]]:
    """Every registered command: (as the reader's client shows it, its English path,
    its help line), sorted as the reader reads them."""
    rows = []
    for name, sub in HANDLERS:
        # a subcommand of a group is "definitions list": its keys are dotted
        path = [name, *(sub.split() if sub else [])]
        key = f"cmd.{'.'.join(path)}.description"
        desc = t(key, locale) if has(key, locale) else ""
        # as the reader's client shows the command (in English for an English reader)
        local = "/" + " ".join(
            _local_name(f"cmd.{'.'.join(path[: i + 1])}.name", locale) for i in range(len(path))
        )
        line = t("help.line", locale, command=local, what=desc) if desc else f"`{local}`"
        rows.append((local, "/" + " ".join(path), line))
    return sorted(rows)


def _help_matches(rows: list[tuple[str, str, str]], asked: str) -> list[str]:
    """The help lines of the commands ``asked`` names: by their first words, as the
    reader's client shows them or in English ("game" is every /game command; "/game
    start" one), else by the nearest spelling of a whole command or of its first words
    ("trun" is /turn, "game strat" /game start)."""
    words = asked.casefold().removeprefix("/").split()
    if not words:
        return [line for _, _, line in rows]

    def heads(path: str) -> list[str]:
        return path.casefold().removeprefix("/").split()[: len(words)]

    found = [line for local, en, line in rows if words in (heads(local), heads(en))]
    if found:
        return found
    typed = " ".join(words)
    spelled = {" ".join(heads(x)): None for local, en, _ in rows for x in (local, en)}
    near = closest(typed, spelled, cutoff=0.75)
    if near is None:
        return []
    return [
        line for local, en, line in rows if near in (" ".join(heads(local)), " ".join(heads(en)))
    ]


@autocomplete("help", None, "command")
async def help_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """The commands and groups, as the reader's client shows them, that hold what is
    typed."""
    q = current.strip().casefold().removeprefix("/")
    seen: dict[str, None] = {}
    for local, _en, _line in _help_rows(ctx.locale):
        words = local.removeprefix("/").split()
        for n in range(1, len(words) + 1):
            seen.setdefault(" ".join(words[:n]), None)
    return [Choice(c, c) for c in seen if not q or q in c.casefold()][:25]


@command("help", main="command")
async def help_(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Every registered command, with its description in the reader's language (a
    command without one is still listed); with ``command``, only the commands it names
    (a group, or one command; a close misspelling too), in the reader's language or in
    English. Long in every language: the adapters send it as several embeds or
    messages (bot/service/limits.py), never cut."""
    rows = _help_rows(ctx.locale)
    asked = " ".join(str(opts.get("command") or "").split())
    lines = _help_matches(rows, asked)
    if not lines:
        raise BadInput("help.unknown", command=plain(asked)[:60])
    embed = Embed(
        title=t("help.title", ctx.locale),
        description="\n".join(lines),
        footer=t("help.footer", ctx.locale),
    )
    return Response([Message(embeds=[embed], ephemeral=True)])
