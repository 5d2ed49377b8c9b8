"""The one place that runs a command:

    lock channel -> load -> engine -> save (expected version) -> events -> reply

Both adapters (Discord and the console) call :class:`Service`; neither holds a rule.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import random
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qsl, urlencode

from ..engine.errors import BadInput, HeraldError, NoGame, StalePrompt
from ..engine.games import session
from ..engine.games.base import ANYONE, Event, Option
from ..i18n import t
from ..store import Loaded, StaleWrite, Store
from . import registry
from .knowledge import Knowledge
from .model import Button, Choice, Ctx, Message, Response, Select
from .render import (
    DASHBOARDS,
    event_text,
    generic_dashboard,
    seat_holder_mentions,
    up_line,
    value_names,
    value_text,
)

log = logging.getLogger(__name__)

BUTTON_PREFIX = "h1"
# How long the sender leaves alone an outbox row an interaction is answering with.
OUTBOX_HOLD_SECONDS = 120.0
_NO_VERSION = "-"
# The version a pressed button was shown with; read by with_game().
_expected: contextvars.ContextVar[int | None] = contextvars.ContextVar(
    "expected_version", default=None
)


def encode_custom_id(
    version: int | None, command: str, args: dict | None = None, value_arg: str = ""
) -> str:
    """``h1|<version>|<command>|<args>|<value_arg>`` (at most 100 characters, Discord's
    limit). ``value_arg`` names the option a select menu's chosen value fills."""
    q = urlencode({k: v for k, v in (args or {}).items() if v is not None})
    cid = "|".join(
        [BUTTON_PREFIX, _NO_VERSION if version is None else str(version), command, q, value_arg]
    )
    if len(cid) > 100:
        raise ValueError(f"custom_id too long ({len(cid)}): {cid}")
    return cid


def decode_custom_id(custom_id: str) -> tuple[int | None, str, dict, str]:
    parts = (custom_id or "").split("|")
    if len(parts) != 5 or parts[0] != BUTTON_PREFIX:
        raise StalePrompt()
    ver = None if parts[1] == _NO_VERSION else int(parts[1])
    return ver, parts[2], dict(parse_qsl(parts[3])), parts[4]


def utcnow() -> datetime:
    return datetime.now(UTC)


class Service:
    def __init__(
        self,
        store: Store,
        knowledge: Knowledge,
        rng: random.Random | None = None,
        clock: Callable[[], datetime] = utcnow,
    ):
        self.store = store
        self.knowledge = knowledge
        self.rng = rng if rng is not None else random.SystemRandom()
        self.clock = clock
        self.locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # True when an adapter delivers through the outbox (the Discord bot)
        self.use_outbox = False
        self.ping_times: dict[int, datetime] = {}  # channel -> last /game ping
        registry.load_features()
        for hook in registry.ON_START:
            hook(self)

    # -- entry points --------------------------------------------------------
    async def dispatch(
        self, ctx: Ctx, name: str, sub: str | None, opts: dict | None = None
    ) -> Response:
        handler = registry.HANDLERS.get((name, sub))
        if handler is None:
            raise BadInput("error.unknown_command", command=f"/{name}{' ' + sub if sub else ''}")
        return await handler(self, ctx, dict(opts or {}))

    async def press(self, ctx: Ctx, custom_id: str, values: list[str] | None = None) -> Response:
        """A button or select: re-run its command against the version it was shown with."""
        try:
            version, command, args, value_arg = decode_custom_id(custom_id)
        except ValueError:
            raise StalePrompt() from None
        if value_arg and values:
            args[value_arg] = values[0]
        name, _, sub = command.partition(" ")
        token = _expected.set(version)
        try:
            return await self.dispatch(ctx, name, sub or None, args)
        finally:
            _expected.reset(token)

    def autocomplete(
        self, ctx: Ctx, name: str, sub: str | None, option: str, current: str
    ) -> list[Choice]:
        fn = registry.AUTOCOMPLETE.get((name, sub, option))
        if fn is None:
            return []
        try:
            out = fn(self, ctx, current or "")
        except HeraldError:
            return []
        return [Choice(c.name[:100], c.value[:100]) for c in out[:25]]

    # -- helpers for feature handlers ----------------------------------------
    def now_iso(self, ctx: Ctx | None = None) -> str:
        return (ctx.now if ctx is not None else self.clock()).isoformat()

    def definition(self, slug: str) -> dict:
        return self.knowledge.definition(slug)

    def load(self, ctx: Ctx) -> Loaded | None:
        return self.store.load(ctx.channel_id)

    def require(self, ctx: Ctx) -> Loaded:
        loaded = self.store.load(ctx.channel_id)
        if loaded is None:
            raise NoGame()
        return loaded

    def game_of_family(self, ctx: Ctx, family: str) -> tuple[Loaded | None, dict | None]:
        """The channel's game and its definition when that game is of ``family``
        (autocomplete of a family's options); ``(None, None)`` otherwise."""
        loaded = self.store.load(ctx.channel_id)
        if loaded is None:
            return None, None
        definition = self.knowledge.definitions.get(loaded.slug)
        if definition is None or definition.get("family") != family:
            return None, None
        return loaded, definition

    def button(
        self,
        version: int | None,
        command: str,
        args: dict | None,
        label: str,
        style: str = "secondary",
    ) -> Button:
        return Button(
            label=label[:80], custom_id=encode_custom_id(version, command, args), style=style
        )

    async def with_game(
        self, ctx: Ctx, fn, expected_version: int | None = None, announce: bool = True
    ) -> Response:
        """Run ``fn(game, definition, family, actor) -> (game, events)`` under the
        channel lock and save it with the expected version."""
        if expected_version is None:
            expected_version = _expected.get()
        async with self.locks[ctx.channel_id]:
            loaded = self.store.load(ctx.channel_id)
            if loaded is None:
                # a button of a game that has ended since it was shown is stale
                raise StalePrompt() if expected_version is not None else NoGame()
            if expected_version is not None and expected_version != loaded.version:
                raise StalePrompt()
            definition = self.definition(loaded.slug)
            family = self.knowledge.families[definition["family"]]
            actor = session.actor(loaded.game, ctx.user_id, ctx.admin)
            game, events = fn(loaded.game, definition, family, actor)
            version = loaded.version + 1
            # What the players must be told is rendered before the commit and, when
            # the adapter delivers through the outbox, saved with the new state.
            resp = (
                self.announce(ctx, loaded.game_id, game, definition, version, events)
                if announce
                else Response()
            )
            rows = self.outbox_rows(ctx.channel_id, resp)
            try:
                saved = self.store.save(
                    loaded,
                    game,
                    [e.to_json() for e in events],
                    self.now_iso(ctx),
                    ctx.user_id,
                    outbox=rows,
                )
            except StaleWrite:
                raise StalePrompt() from None
            self.attach_outbox(resp, rows)
            for hook in registry.ON_CHANGE:
                try:
                    hook(self, ctx, loaded, game, saved)
                except Exception:
                    # the change is saved: a failing side task (re-arming a reminder)
                    # must not turn into "the game was not changed"
                    log.exception("on-change hook %s failed", getattr(hook, "__name__", hook))
        return resp

    async def create_game(
        self,
        ctx: Ctx,
        game: dict,
        definition: dict,
        events: list[Event],
        decorate: Callable[[Response], None] | None = None,
    ) -> Response:
        """Insert a new game in this channel and announce it (the announcement saved in
        the outbox with it). Raises ``ChannelBusy`` when the channel has a live game."""
        out: list[Response] = []

        def render(game_id: int) -> list[dict]:
            resp = self.announce(ctx, game_id, game, definition, 1, events)
            if decorate is not None:
                decorate(resp)
            out.append(resp)
            rows.extend(self.outbox_rows(ctx.channel_id, resp))
            return rows

        rows: list[dict] = []
        async with self.locks[ctx.channel_id]:
            self.store.create(
                ctx.channel_id,
                ctx.guild_id,
                game,
                [e.to_json() for e in events],
                self.now_iso(ctx),
                ctx.user_id,
                outbox_for=render,
            )
        self.attach_outbox(out[0], rows)
        return out[0]

    # -- the outbox ------------------------------------------------------------
    def outbox_rows(self, channel_id: int, resp: Response, hold: bool = True) -> list[dict]:
        """Outbox rows for the public messages of ``resp`` (announcements, dashboards)
        when an outbox is in use (the Discord adapter turns it on; the console shows
        every message itself)."""
        if not self.use_outbox:
            return []
        rows = []
        # the message that will answer the interaction is held for the adapter, which
        # releases it to the sender if that answer fails
        first = next((i for i, m in enumerate(resp.messages) if m.kind != "dashboard"), None)
        if not hold:
            first = None
        held_until = (self.clock() + timedelta(seconds=OUTBOX_HOLD_SECONDS)).isoformat()
        for i, msg in enumerate(resp.messages):
            if msg.ephemeral or msg.private_to or msg.kind not in ("announce", "dashboard"):
                continue
            rows.append(
                {
                    "channel_id": channel_id,
                    "kind": msg.kind,
                    "edit_key": msg.edit_key,
                    "version": msg.version,
                    "payload": json.dumps(msg.to_json(), ensure_ascii=False),
                    "next_at": held_until if i == first else "",
                    "_index": i,
                }
            )
        return rows

    @staticmethod
    def attach_outbox(resp: Response, rows: list[dict]) -> None:
        for row in rows:
            resp.messages[row["_index"]].outbox_id = row["id"]

    async def game_action(
        self, ctx: Ctx, action: dict, expected_version: int | None = None
    ) -> Response:
        def fn(game, definition, family, actor):
            return session.act(game, definition, family, action, actor)

        return await self.with_game(ctx, fn, expected_version)

    async def log(self, ctx: Ctx, events: list[Event], private: bool = False) -> None:
        async with self.locks[ctx.channel_id]:
            loaded = self.store.load(ctx.channel_id)
            if loaded is not None:
                self.store.append_events(
                    loaded, [e.to_json() for e in events], self.now_iso(ctx), ctx.user_id, private
                )

    # -- what players see ----------------------------------------------------
    def view(self, game: dict, definition: dict):
        """(table, prompt) of a game; prompt is None before play begins."""
        family = self.knowledge.families[definition["family"]]
        table = session.table(game, definition)
        if game["status"] != "active" or game["state"] is None:
            return table, None
        return table, family.prompt(definition, game["state"], table)

    def option_buttons(
        self, version: int, prompt, locale: str, names: dict | None = None
    ) -> list[Button]:
        """The up seats' options as buttons; while nobody in particular is up, the
        choices open to anyone (or a plain "next step" button for a step the players
        resolve themselves)."""
        buttons: list[Button] = []
        if not prompt.up and not prompt.finished:
            anyone = prompt.options.get(ANYONE)
            if anyone is None and prompt.waiting_for in ("anyone", "gm"):
                anyone = [Option("next", "phase next", {}, "game.option.next")]
            for opt in (anyone or [])[:25]:
                params = {k: value_text(v, locale, names) for k, v in opt.label_params.items()}
                label = t(opt.label_key or f"option.{opt.id}", locale, **params)
                buttons.append(
                    self.button(
                        version,
                        opt.command,
                        opt.args,
                        label,
                        "primary" if opt.id == "next" else "secondary",
                    )
                )
            return buttons
        multi = len(prompt.up) > 1
        for seat in prompt.up:
            for opt in prompt.options.get(seat, []):
                label = t(
                    opt.label_key or f"option.{opt.id}",
                    locale,
                    **{k: value_text(v, locale, names) for k, v in opt.label_params.items()},
                )
                if multi or "faction" in opt.args or "seat" in opt.args:
                    label = f"{seat}: {label}" if multi else label
                style = "danger" if opt.id == "pass" else "primary"
                if len(buttons) < 25:
                    buttons.append(self.button(version, opt.command, opt.args, label, style))
        return buttons

    def rule_hint(self, game_slug: str, prompt, locale: str) -> str:
        """Quote the step's rule section when the rules index is loaded (the bot warms
        it at start), else point to the lookup that finds it."""
        if not prompt or not prompt.rule_query:
            return ""
        idx = getattr(self.knowledge, "rules", None)
        sec = (
            idx.section_for(game_slug, prompt.rule_query)
            if idx is not None and hasattr(idx, "section_for")
            else None
        )
        if sec is None:
            return t("game.rule_hint", locale, query=prompt.rule_query)
        text = " ".join(sec.text.split())
        if len(text) > 300:
            cut = max(text.rfind(p, 0, 300) for p in ("。", ". ", "；", "; ", "\n"))
            text = (text[: cut + 1] if cut > 100 else text[:300]) + " …"
        return t(
            "game.rule_quote", locale, path=" › ".join(sec.path), text=text, query=prompt.rule_query
        )

    def dashboard(
        self, game_id: int, game: dict, definition: dict, version: int, locale: str
    ) -> Message:
        family = self.knowledge.families[definition["family"]]
        table, prompt = self.view(game, definition)
        data = (
            family.dashboard(definition, game["state"], table) if game["state"] is not None else {}
        )
        renderer = DASHBOARDS.get(definition["family"], generic_dashboard)
        embed = renderer(self, game, definition, data, locale)
        if not embed.footer:
            embed.footer = t("game.dashboard_footer", locale, version=version)
        return Message(
            embeds=[embed], kind="dashboard", edit_key=f"game:{game_id}", version=version
        )

    def announce(
        self,
        ctx: Ctx,
        game_id: int,
        game: dict,
        definition: dict,
        version: int,
        events: list[Event],
    ) -> Response:
        """One announcement (what happened, who is up, pings only them, their buttons)
        and the dashboard edited in place."""
        loc = ctx.locale
        names = value_names(definition)
        lines = [event_text(e, loc, names) for e in events]
        table, prompt = self.view(game, definition)
        mentions: list[int] = []
        buttons: list[Button] = []
        if prompt is not None:
            up = up_line(prompt, table, game["gm"], loc, names)
            if prompt.step_key:
                lines.append(
                    t(
                        prompt.step_key,
                        loc,
                        **{k: value_text(v, loc, names) for k, v in prompt.step_params.items()},
                    )
                )
            if up:
                lines.append(up)
            hint = self.rule_hint(game["game"], prompt, loc)
            if hint:
                lines.append(hint)
            mentions = seat_holder_mentions(table, prompt.up, game["gm"])
            buttons = self.option_buttons(version, prompt, loc)
        # an event line the step line below repeats ("• D. Missions" then "Round 1 ·
        # Phase 1 — D. Missions") is said once
        lines = [
            x
            for i, x in enumerate(lines)
            if x and not any(x.lstrip("•▶ ") in y for y in lines[i + 1 :] if y)
        ]
        content = "\n".join(lines)[:2000]
        components: list[Button | Select] = list(buttons)
        resp = Response(
            [Message(content=content, components=components, mentions=mentions, kind="announce")]
        )
        resp.add(self.dashboard(game_id, game, definition, version, loc))
        return resp
