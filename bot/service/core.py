"""The one place that runs a command:

    lock channel -> load -> engine -> save (expected version) -> events -> reply

Both adapters (Discord and the console) call :class:`Service`; neither holds a rule.
"""

from __future__ import annotations

import asyncio
import difflib
import inspect
import logging
import random
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qsl, urlencode

from bot.engine.errors import (
    BadInput,
    HeraldError,
    IllegalAction,
    NoGame,
    StalePrompt,
    UnknownGame,
    Unplayable,
)
from bot.engine.games import session
from bot.engine.games.base import ANYONE, Event, Option
from bot.engine.games.definition import GameDefinition
from bot.engine.games.gms import pinged_gm
from bot.engine.games.problems import closest
from bot.engine.games.view import Text, View
from bot.engine.rules.index import RulesIndex
from bot.i18n import DEFAULT_VARS, has, join_list, localize_commands, normalize_locale, t
from bot.service import board as boards
from bot.service import dashboard as dashboards
from bot.service import deadlines, flood, limits, play, registry, rule_hints
from bot.service import rules as rules_service
from bot.service.definitions import GuildDefinitions, owned_by
from bot.service.definitions import startable as startable_definitions
from bot.service.dice_rng import PooledSystemRandom
from bot.service.knowledge import Knowledge
from bot.service.model import (
    Button,
    Choice,
    Ctx,
    Embed,
    Message,
    Response,
    Select,
    SelectOption,
    mention,
)
from bot.service.options import option_named
from bot.service.render import (
    event_text,
    option_label,
    params,
    prompt_text,
    resolvers,
    seat_holder_mentions,
    seat_text,
    turn_names,
    up_line,
)
from bot.service.versions import KEPT, kept_definition, knowledge_version
from bot.store import AsyncStore, Loaded, StaleWrite, Store
from bot.store.jsontext import dump

log = logging.getLogger(__name__)

BUTTON_PREFIX = "h1"
# channel posts after which an unpinned dashboard is posted again at the bottom
DASHBOARD_REPOST_AFTER = 20
STALE_RETRIES = 3  # re-applications of a command whose save lost a cross-process race
# How long the sender leaves alone an outbox row an interaction is answering with.
OUTBOX_HOLD_SECONDS = 120.0
_NO_VERSION = "-"
# A version "s<N>" (Ctx.expected_version): the step that began at version N
STEP_MARK = "s"
# the id a new game's announcement is rendered with before the store gives it one
_NEW_GAME = 0
# An outbox row's payload: the message as JSON text (bot/store/jsontext.py)
_payload_json = dump


def encode_custom_id(
    version: int | str | None, command: str, args: dict | None = None, value_arg: str = ""
) -> str:
    """``h1|<version>|<command>|<args>|<value_arg>`` (at most ``limits.CUSTOM_ID``
    characters, Discord's limit). ``value_arg`` names the option a select menu's chosen
    value fills; the version is a state version or ``s<N>``, the step begun at version N."""
    q = urlencode({k: v for k, v in (args or {}).items() if v is not None})
    cid = "|".join(
        [BUTTON_PREFIX, _NO_VERSION if version is None else str(version), command, q, value_arg]
    )
    if len(cid) > limits.CUSTOM_ID:
        raise ValueError(f"custom_id too long ({len(cid)}): {cid}")
    return cid


def decode_custom_id(custom_id: str) -> tuple[int | str | None, str, dict, str]:
    parts = (custom_id or "").split("|")
    if len(parts) != 5 or parts[0] != BUTTON_PREFIX:
        raise StalePrompt()
    ver: int | str | None
    if parts[1] == _NO_VERSION:
        ver = None
    elif parts[1].startswith(STEP_MARK):
        ver = STEP_MARK + str(int(parts[1][len(STEP_MARK) :]))
    else:
        ver = int(parts[1])
    return ver, parts[2], dict(parse_qsl(parts[3])), parts[4]


HELP_CUTOFF = 0.75  # /help's, for a topic misspelt (bot/service/game.py)


def _shown(path: list[str], locale: str) -> str:
    """A command's words as the reader's client shows them (English where the
    catalog has no name)."""
    words = []
    for i, word in enumerate(path):
        key = f"cmd.{'.'.join(path[: i + 1])}.name"
        words.append(t(key, locale) if has(key, locale) else word)
    return " ".join(words).casefold()


def closest_command(name: str, sub: str | None, locale: str = "en") -> str:
    """The registered command closest to one typed that does not exist (``/trun
    done`` -> ``/turn done``), by its English path, or "" when none is close. A reader
    of another language typed the names their client shows (``/partita unisicti`` is
    ``/partita unisciti``, not the English ``/game undo`` "game unisicti" is nearest
    to): their own names are compared as well as the English ones, at /help's cutoff."""
    typed = f"{name} {sub}" if sub else name
    known = [f"{n} {s}" if s else n for n, s in registry.HANDLERS]
    if locale == "en":
        near = closest(typed.casefold(), known)
        return f"/{near}" if near else ""
    spelled: dict[str, str] = {}
    for english in known:
        spelled.setdefault(_shown(english.split(), locale), english)
        spelled.setdefault(english.casefold(), english)
    forms = {typed.casefold(), " ".join(filter(None, [_shown([name], locale), sub])).casefold()}
    best, score = "", HELP_CUTOFF
    for form in sorted(forms):
        for said, english in spelled.items():
            ratio = difflib.SequenceMatcher(None, form, said).ratio()
            if ratio > score or (ratio == score and not best):
                best, score = english, ratio
    return f"/{best}" if best else ""


def seat_option(name: str, sub: str | None) -> str:
    """The command and option a player holding several seats names one with: the
    command's own ``seat:`` (``/turn done seat:``), else ``/act seat:`` (every move)."""
    path = f"{name}.{sub}" if sub else name
    if has(f"cmd.{path}.seat.name", "en"):
        return f"/{path.replace('.', ' ')} seat:"
    return "/act seat:"


def _versions(game: dict) -> tuple[object, object]:
    """The versions of its definition a game names (a server's own, a knowledge-folder
    text's): another pair means another definition (bot/service/versions.py)."""
    return game.get("definition"), game.get("knowledge")


def utcnow() -> datetime:
    return datetime.now(UTC)


class Service:
    def __init__(
        self,
        store: AsyncStore | Store,
        knowledge: Knowledge,
        rng: random.Random | None = None,
        clock: Callable[[], datetime] = utcnow,
    ):
        # the service only awaits the store; a synchronous one is handed to a worker thread
        self.store = store if isinstance(store, AsyncStore) else AsyncStore(store)
        self.knowledge = knowledge
        # the system's randomness, read a block at a time (bot/service/dice_rng.py)
        self.rng = rng if rng is not None else PooledSystemRandom()
        self.clock = clock
        self.locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # game id -> (the game version it is current for, or None: unknown; table record)
        self._tables: dict[int, tuple[int | None, dict]] = {}
        self._views: dict[int, tuple] = {}  # id(game) -> (game, definition, (table, prompt))
        # (guild, slug, version) -> a knowledge-folder definition's text a game began
        # with, kept by its server since the file changed (bot/service/versions.py)
        self._kept: dict[tuple[int | None, str, str], GameDefinition] = {}
        self._locales: dict[int, str] = {}  # user id -> their Discord language
        # whether this process serves a guild (its shard); scheduled work (reminders)
        # runs only for those. The Discord adapter sets it from HERALD_SHARDS.
        self.owns_guild: Callable[[int | None], bool] = lambda guild_id: True
        # True when an adapter delivers through the outbox (the Discord bot)
        self.use_outbox = False
        # channels whose posts Discord refused (403/404) in this process: a GM's next
        # command there says so (bot/service/people.py)
        self.refused_channels: set[int] = set()
        self.ping_times: dict[int, datetime] = {}  # channel -> last /game ping
        # each server's own game definitions, parsed (bot/service/definitions.py)
        self.guild_definitions = GuildDefinitions()
        # server id -> the mark of its last change this process has acted on
        # (bot/service/marks.py)
        self.marks_seen: dict[str, str] = {}
        # board pictures, drawn off the event loop (bot/service/board.py)
        self.boards = boards.Boards()
        # recent /roll and /rule answers per channel and member (bot/service/flood.py)
        self.flood = flood.Flood()
        registry.load_features()
        for hook in registry.ON_START:
            hook(self)

    # -- entry points --------------------------------------------------------
    async def dispatch(
        self, ctx: Ctx, name: str, sub: str | None, opts: dict | None = None
    ) -> Response:
        handler = registry.HANDLERS.get((name, sub))
        try:
            if handler is None:
                # a command the channel's game declares as a verb (/turn gold)
                from bot.service.act import verb

                resp = await verb(self, ctx, name, sub, dict(opts or {}))
                if resp is None:
                    command = f"/{name}{' ' + sub if sub else ''}"
                    near = closest_command(name, sub, ctx.locale)
                    if near:
                        raise BadInput(
                            "error.unknown_command_hint", command=command, suggestion=near
                        )
                    raise BadInput("error.unknown_command", command=command)
                return await self.reach_note(ctx, resp)
            if (name, sub) in flood.LIMITED:  # answers anyone may ask for at any rate
                verdict = flood.before(self, ctx)
                if verdict is None:  # the server's limits not read yet
                    verdict = await flood.before_read(self, ctx)
                args = dict(opts or {})
                asked = bool(args.pop(flood.PRIVATE, None))  # a private answer's button
                answer = await handler(self, ctx, args)
                resp = flood.after(self, ctx, verdict, answer, name, asked)
                # reach_note's own test first: most answers need no coroutine for it
                return await self.reach_note(ctx, resp) if self.note_due(ctx) else resp
            resp = await handler(self, ctx, dict(opts or {}))
            return await self.reach_note(ctx, resp, always=(name, sub) == ("game", "status"))
        except UnknownGame as err:
            # the channel's own game whose definition has left the knowledge folder
            loaded = await self.load_or_over(ctx.channel_id)
            if loaded is not None and err.params.get("game") == loaded.slug:
                raise Unplayable(game=loaded.slug) from err
            await self.localise_error(ctx, err)
            raise
        except HeraldError as err:
            if err.key == "turns.error.which_seat":  # say it with the command's seat:
                err.params["command"] = seat_option(name, sub)
            option_named(err, name, sub, ctx.locale)
            await self.localise_error(ctx, err)
            raise
        except Exception as err:
            # a stored game whose definition was changed under it (a step it stands
            # on dropped): a refusal that says so, not "something went wrong"
            loaded = await self.load_or_over(ctx.channel_id)
            if loaded is None or not await self.unplayable(loaded):
                raise
            log.warning("game %s (%s) no longer fits its definition", loaded.game_id, loaded.slug)
            raise Unplayable(game=loaded.slug) from err

    def note_due(self, ctx: Ctx) -> bool:
        """Whether :meth:`reach_note` may have something to say (without ``always``)."""
        return bool(ctx.cannot_post) or ctx.channel_id in self.refused_channels

    async def reach_note(self, ctx: Ctx, resp: Response, always: bool = False) -> Response:
        """A GM's command in a channel Herald cannot post in (``ctx.cannot_post``: a
        permission missing), or one whose posts Discord refused (known to this process;
        ``always``, /game status: as the store marks it): the reply says so, or that
        posting works again (bot/service/people.py)."""
        if not (always or self.note_due(ctx)):
            return resp
        from bot.service import people

        loaded = await self.store.load(ctx.channel_id)
        if loaded is None or not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
            return resp
        note = await people.reached(self, ctx, loaded)
        if not ctx.cannot_post:
            self.refused_channels.discard(ctx.channel_id)
        if note is not None:
            resp.add(note)
        return resp

    async def after_forget(self, user_id: int, guilds: list[int]) -> None:
        """A user forgotten (bot/service/people.py): what this process keeps of them
        goes, and other processes drop their copies of those servers' games."""
        from bot.service.marks import changed

        self._tables.clear()
        self._locales.pop(user_id, None)
        self.store.sync.recent.forget()
        for g in guilds:
            await changed(self, g)

    async def localise_error(self, ctx: Ctx, err: HeraldError) -> None:
        """An error only its reader sees names seats, places and values the way the
        channel's game names them in the reader's language (never a raw id)."""
        try:
            loaded = await self.load_or_over(ctx.channel_id)
            definition = await self.game_definition(loaded) if loaded else None
        except Exception:  # the error itself is what the reader must see
            return
        if loaded is not None:
            from bot.service.gms import name_the_gms
            from bot.service.people import given_away

            name_the_gms(err, loaded.game, ctx.locale)
            await given_away(self, err, loaded, ctx.user_id)  # a replaced player: by whom
        named = params(err.params, ctx.locale, definition)
        # ids and lists of ids named, an event said (an undo refused); numbers stay numbers
        err.params = {
            k: named.get(k, v) if isinstance(v, str | list | tuple | dict) else v
            for k, v in err.params.items()
        }
        # what the game calls its Epoch round, when its definition names it
        err.params.update({k: named[k] for k in DEFAULT_VARS if k in named})

    async def press(self, ctx: Ctx, custom_id: str, values: list[str] | None = None) -> Response:
        """A button or select: re-run its command against the version it was shown with."""
        try:
            version, command, args, value_arg = decode_custom_id(custom_id)
        except ValueError:
            raise StalePrompt() from None
        if value_arg and values:
            args[value_arg] = values[0]
        name, _, sub = command.partition(" ")
        # the handler's with_game() checks the game against this version
        return await self.dispatch(replace(ctx, expected_version=version), name, sub or None, args)

    async def autocomplete(
        self, ctx: Ctx, name: str, sub: str | None, option: str, current: str
    ) -> list[Choice]:
        """A registered autocomplete function may be plain or async (one that reads the
        channel's game awaits the store)."""
        fn = registry.AUTOCOMPLETE.get((name, sub, option))
        if fn is None:
            return []
        try:
            out = fn(self, ctx, current or "")
            if inspect.isawaitable(out):
                out = await out
        except HeraldError:
            return []
        return [
            Choice(limits.cut(c.name, limits.CHOICE_NAME), c.value[: limits.CHOICE_VALUE])
            for c in out[: limits.CHOICES]
        ]

    # -- the table record (bot/service/play.py), cached: one process serves a channel.
    # Each entry remembers the game version it is current for: a save writes the record
    # with the state, so a game found at another version (another process saved it)
    # has its record read again.
    async def table_record(
        self, guild_id: int | None, game_id: int, version: int | None = None
    ) -> dict:
        """``version``: the game's version as just loaded (an entry for another
        version is read again from the store)."""
        hit = self._tables.get(game_id)
        if hit is not None and (version is None or hit[0] is None or hit[0] == version):
            return hit[1]
        rec = await play.load(self.store, guild_id, game_id)
        self.remember_table_record(game_id, rec, version)
        return rec

    def table_record_write(self, loaded: Loaded, rec: dict) -> list[tuple[int | None, str, dict]]:
        """The settings a save of ``loaded`` writes with the state for its table record
        ``rec``: none when the record did not change."""
        hit = self._tables.get(loaded.game_id)
        if hit is not None and hit[0] in (None, loaded.version) and hit[1] == rec:
            return []
        return [play.setting(loaded.guild_id, loaded.game_id, rec)]

    def remember_table_record(self, game_id: int, rec: dict, version: int | None) -> None:
        if len(self._tables) > 10_000:
            self._tables.clear()
        self._tables[game_id] = (version, rec)

    def forget_cached(self, guild_id: int) -> None:
        """Drop what this process keeps in memory of a server another process changed
        (bot/service/marks.py): its definitions, its aliases, its channels' games."""
        self.guild_definitions.drop(guild_id)
        self.store.sync.forget_cached(guild_id)
        self.flood.forget(guild_id)

    async def remember_locale(self, user_id: int, loc: str) -> None:
        """Keep ``loc`` as the user's language (what a game command of theirs keeps)."""
        if self._locales.get(user_id) != loc:
            await self.store.set_setting("user", user_id, play.LOCALE_KEY, loc)
            self._locales[user_id] = loc

    async def player_locale(self, user_id: int) -> str | None:
        if user_id not in self._locales:
            loc = await play.player_locale(self.store, user_id)
            if loc is None:
                return None
            self._locales[user_id] = loc
        return self._locales[user_id]

    # -- helpers for feature handlers ----------------------------------------
    def now_iso(self, ctx: Ctx | None = None) -> str:
        return (ctx.now if ctx is not None else self.clock()).isoformat()

    @property
    def families(self):
        return self.knowledge.families

    def definition(
        self, slug: str, guild_id: int | None = None, version: str | None = None
    ) -> GameDefinition:
        """A shipped definition, or one of ``guild_id``'s own already read (the
        ``version`` a game began with, while kept). A game begun with a server's own
        definition (it has a ``version``) keeps it though the operator has since put
        a game of the same slug in the knowledge folder."""
        d = None
        if guild_id and (version is not None or slug not in self.knowledge.definitions):
            own = self.guild_definitions.entry(guild_id)
            d = own.of(slug, version) if own is not None else None
        d = d or self.knowledge.definitions.get(slug)
        if d is None:
            raise UnknownGame(game=slug)
        return d

    async def unplayable(self, loaded: Loaded) -> bool:
        """Whether a stored game cannot be read under its definition as it now stands:
        the definition is gone, or was changed so that the state no longer fits it
        (docs/deploy.md: an operator's edits under games in play)."""
        try:
            definition = await self.game_definition(loaded)
            self.view(loaded.game, definition)
        except UnknownGame:
            return True
        except HeraldError:
            return False
        except Exception:
            return True
        return False

    def loaded_definition(self, loaded: Loaded) -> GameDefinition:
        """The definition a stored game is played with, its server's already read."""
        kept = self._kept.get((loaded.guild_id, loaded.slug, knowledge_version(loaded.game) or ""))
        if kept is not None:
            return kept
        return self.definition(loaded.slug, loaded.guild_id, session.played_version(loaded.game))

    async def game_definition(self, loaded: Loaded) -> GameDefinition:
        """The definition a stored game is played with (:meth:`definition_of`)."""
        return await self.definition_of(loaded.guild_id, loaded.slug, loaded.game)

    async def definition_of(self, guild_id: int | None, slug: str, game: dict) -> GameDefinition:
        """The definition the game ``game`` of ``slug`` in ``guild_id`` is played with,
        stored or being imported (its server's own, if so: the version the game began
        with; a knowledge-folder one: the text it began with, while its server keeps it)."""
        kept = await self.kept_knowledge(guild_id, slug, game)
        if kept is not None:
            return kept
        return await self.definition_in(slug, guild_id, session.played_version(game))

    async def kept_knowledge(
        self, guild_id: int | None, slug: str, game: dict
    ) -> GameDefinition | None:
        """The knowledge-folder definition a game began with, when the file has changed
        (or gone) since and its server keeps that text; None otherwise."""
        version = knowledge_version(game)
        if version is None or session.played_version(game) is not None:
            return None
        if version == self.knowledge.versions.get(slug):
            return None
        key = (guild_id, slug, version)
        if key not in self._kept:
            record = await self.store.setting("guild", guild_id, KEPT, {})
            d = kept_definition(record, slug, version)
            if d is None:
                return None
            if len(self._kept) > 1000:
                self._kept.clear()
            self._kept[key] = d
        return self._kept[key]

    async def definition_in(
        self, slug: str, guild_id: int | None, version: str | None = None
    ) -> GameDefinition:
        d = self.knowledge.definitions.get(slug)
        if d is not None and version is None:
            return d
        # a game begun with the server's own definition keeps it (an operator's game
        # of the same slug is for new games)
        own = (await owned_by(self, guild_id)).of(slug, version)
        if own is not None:
            return own
        if d is not None:
            return d
        raise UnknownGame(game=slug)

    async def definitions(self, guild_id: int | None) -> dict[str, GameDefinition]:
        """Every game this server may start: the shipped ones and its own."""
        return {**self.knowledge.definitions, **(await startable_definitions(self, guild_id))}

    async def load(self, ctx: Ctx) -> Loaded | None:
        return await self.store.load(ctx.channel_id)

    async def require(self, ctx: Ctx) -> Loaded:
        """The channel's game: its live one, else the last one if it ended by play
        (its status, its export, the GM's corrections of its final scores)."""
        loaded = await self.load_or_over(ctx.channel_id)
        if loaded is None:
            raise NoGame()
        return loaded

    async def load_or_over(self, channel_id: int) -> Loaded | None:
        """The channel's live game, else its last game when that one ended by play
        (docs/state.md): no longer live (a new game may start, nothing reminds of
        it), it still answers ``/game status`` and takes the GM's corrections and the
        undo of the move that ended it, until a new game starts in the channel."""
        loaded = await self.store.load(channel_id)
        return loaded if loaded is not None else await self._over(channel_id)

    async def _over(self, channel_id: int) -> Loaded | None:
        """The channel's last game if it ended by play, else None."""
        ended = await self.store.load(channel_id, ended=True)
        return ended if ended is not None and session.over(ended.game) else None

    async def game_of_family(
        self, ctx: Ctx, family: str | None = None
    ) -> tuple[Loaded | None, GameDefinition | None]:
        """The channel's game and its definition (when that game is of ``family``, if
        given: autocomplete of a family's options); ``(None, None)`` otherwise."""
        loaded = await self.load_or_over(ctx.channel_id)
        if loaded is None:
            return None, None
        try:
            definition = await self.game_definition(loaded)
        except UnknownGame:
            return None, None
        if family is not None and definition.family != family:
            return None, None
        return loaded, definition

    def button(
        self,
        version: int | str | None,
        command: str,
        args: dict | None,
        label: str,
        style: str = "secondary",
    ) -> Button:
        return Button(
            label=limits.cut(label, limits.BUTTON_LABEL),
            custom_id=encode_custom_id(version, command, args),
            style=style,
        )

    async def with_game(
        self,
        ctx: Ctx,
        fn,
        announce: bool = True,
        ping: bool = True,
        table: dict | None = None,
        repeat: dict | None = None,
        tell: list[tuple[int, str]] | None = None,
    ) -> Response:
        """Run ``fn(game, definition, family, actor) -> (game, events)`` under the
        channel lock and save it. A pressed button (``ctx.expected_version``) applies
        only to the version it was shown with (or, for a button of a step several seats
        act in at once, while that step lasts); a typed command to the game as it is.
        ``ping=False``: a correction that pings nobody. ``table``: entries of the table
        record (its language) changed with it (bot/service/play.py). ``repeat``:
        the action of a typed command, refused when it repeats the user's own command
        of the step that just ended (:func:`play.repeated`). ``tell``: players the
        announcement also pings, each with a line (a catalog key taking ``who``), filled
        by ``fn`` as it runs (Herald passing for a seat tells its player)."""
        expected_version = ctx.expected_version
        if expected_version is not None:
            repeat = None  # a button is versioned already
        async with self.locks[ctx.channel_id]:
            # Another process (a second shard range on the same database) may save this
            # channel between our load and save: a command typed against "the game as it
            # is" is then applied again to the newer state; a button, shown for one
            # version (or step), is stale.
            # The command starts from the store's recent copy of the game (what this
            # process last read or wrote: no trip to the database). Anything decided on
            # that copy alone is checked on a fresh load first: a refusal (stale
            # button, illegal action) is confirmed, a lost save is simply redone.
            attempt = 0
            recent = True
            while True:
                if recent:
                    loaded, recent = await self.store.load_recent(ctx.channel_id)
                    if loaded is None and not recent:
                        loaded = await self._over(ctx.channel_id)
                else:
                    loaded = await self.load_or_over(ctx.channel_id)
                try:
                    if loaded is None:
                        # a button of a game that has ended since it was shown is stale
                        raise StalePrompt() if expected_version is not None else NoGame()
                    rec = await self.table_record(loaded.guild_id, loaded.game_id, loaded.version)
                    if isinstance(expected_version, str):
                        if f"{STEP_MARK}{play.step_since(rec)}" != expected_version:
                            raise StalePrompt()
                    elif expected_version is not None and expected_version != loaded.version:
                        if not (
                            play.reworded(rec, expected_version, loaded.version)
                            or play.turn_button(rec, expected_version, loaded.version)
                        ):
                            raise StalePrompt()
                    definition = await self.game_definition(loaded)
                    dup = None
                    if repeat is not None:
                        dup = play.repeated(rec, ctx.user_id, repeat, ctx.now)
                    if dup is not None:
                        if recent:  # confirmed on a fresh load first
                            raise StalePrompt()
                        if play.sent_before(dup, ctx.sent_at):  # meant for the last turn
                            await self.refuse_repeat(ctx, loaded, rec, repeat or {}, definition)
                    family = self.families[definition.family]
                    actor = session.actor(loaded.game, ctx.user_id, ctx.admin)
                    try:
                        game, events = fn(loaded.game, definition, family, actor)
                    except HeraldError:
                        if dup is None:
                            raise
                        # not playable in the turn now open: it repeats the last one
                        await self.refuse_repeat(
                            ctx, loaded, rec, repeat or {}, definition, over=True
                        )
                        raise
                except HeraldError:
                    if recent:
                        recent = False
                        continue
                    raise
                # a game moved to another version of its definition (/game redefine,
                # /game import) is read, and announced, under the version it now names
                was = definition
                if _versions(game) != _versions(loaded.game):
                    definition = await self.definition_of(loaded.guild_id, loaded.slug, game)
                # the table record as of the version this save makes
                before, after = self.view(loaded.game, was)[1], self.view(game, definition)[1]
                rec = play.note(
                    {**rec, **(table or {})},
                    before,
                    after,
                    loaded.version + 1,
                    ctx.now,
                    ctx.user_id,
                    session.holders(game),
                    play.new_turns(events),
                )
                rec = play.closing(rec, before, after, repeat, ctx.user_id, ctx.now)
                if table and "language" in table and game == loaded.game:
                    rec = play.reword(rec, loaded.version)  # the same game, said again
                # What the players must be told is rendered before the commit and, when
                # the adapter delivers through the outbox, saved with the new state.
                resp = (
                    await self.announce(
                        ctx,
                        loaded.game_id,
                        game,
                        definition,
                        loaded.version + 1,
                        events,
                        before=loaded.game,
                        ping=ping,
                        rec=rec,
                        tell=tell,
                    )
                    if announce
                    else Response()
                )
                rows = self.outbox_rows(ctx.channel_id, resp)
                loc = normalize_locale(ctx.locale)  # the player's language, noted in the save
                try:
                    saved = await self.store.save(
                        loaded,
                        game,
                        [e.to_json() for e in events],
                        self.now_iso(ctx),
                        ctx.user_id,
                        outbox=rows,
                        # the table record, when it changed, in the same transaction
                        guild_settings=self.table_record_write(loaded, rec),
                        user_settings=None
                        if self._locales.get(ctx.user_id) == loc
                        else [(ctx.user_id, play.LOCALE_KEY, loc)],
                    )
                    break
                except StaleWrite:
                    if recent:  # the recent copy was out of date: as if loaded just now
                        recent = False
                        continue
                    if expected_version is not None or attempt == STALE_RETRIES:
                        raise StalePrompt() from None
                    attempt += 1
            assert loaded is not None
            self.attach_outbox(resp, rows)
            self.remember_table_record(loaded.game_id, rec, saved)
            self._locales[ctx.user_id] = loc
            for hook in registry.ON_CHANGE:
                try:
                    done = hook(self, ctx, loaded, game, saved)
                    if inspect.isawaitable(done):
                        await done
                except Exception:
                    # the change is saved: a failing side task (re-arming a reminder)
                    # must not turn into "the game was not changed"
                    # a hook may be any callable (a functools.partial has no __name__)
                    log.exception("on-change hook %s failed", getattr(hook, "__name__", hook))
        resp.kinds = tuple(e.kind for e in events)
        return resp

    async def refuse_repeat(
        self,
        ctx: Ctx,
        loaded: Loaded,
        rec: dict,
        action: dict,
        definition: GameDefinition,
        over: bool = False,
    ) -> None:
        """Say which turn the command already counted for and which one is open now;
        the same command sent once more is played (the refusal is said once).
        ``over``: it could not be played in the open turn either (not the user's)."""
        closed = play.repeated(rec, ctx.user_id, action, ctx.now) or {}
        rest = play.forget_repeat(rec, ctx.user_id)
        await self.store.set_setting("guild", *play.setting(loaded.guild_id, loaded.game_id, rest))
        self.remember_table_record(loaded.game_id, rest, loaded.version)
        step, nxt = turn_names(closed.get("step"), closed.get("next"), ctx.locale, definition)
        key = "table.error.already_counted_over" if over else "table.error.already_counted"
        raise IllegalAction(key, step=step or "-", next=nxt or "-")

    async def create_game(
        self,
        ctx: Ctx,
        game: dict,
        definition: GameDefinition,
        events: list[Event],
        decorate: Callable[[Response], None] | None = None,
        rec: dict | None = None,
        reminder: tuple[str, float] | None = None,
    ) -> tuple[Loaded, Response]:
        """Insert a new game in this channel and announce it, in one transaction with
        the announcement (in the outbox), its table record ``rec``, its ``reminder``
        (``(due_at, every_hours)``) and the starter's language. Raises
        ``ChannelBusy`` when the channel has a live game."""
        rec = rec or {}
        # rendered before the game has an id: the dashboard's key is named once it has
        resp = await self.announce(ctx, _NEW_GAME, game, definition, 1, events, rec=rec)
        if decorate is not None:
            decorate(resp)
        rows: list[dict] = []

        def name_game(game_id: int) -> list[dict]:
            # runs inside the store's transaction (its worker thread): data only
            for m in resp.messages:
                if m.edit_key == f"game:{_NEW_GAME}":
                    m.edit_key = f"game:{game_id}"
            rows[:] = self.outbox_rows(ctx.channel_id, resp)
            return rows

        loc = normalize_locale(ctx.locale)
        new_locale = self._locales.get(ctx.user_id) != loc
        async with self.locks[ctx.channel_id]:
            loaded = await self.store.create(
                ctx.channel_id,
                ctx.guild_id,
                game,
                [e.to_json() for e in events],
                self.now_iso(ctx),
                ctx.user_id,
                outbox_for=name_game,
                settings_for=(lambda gid: [play.setting(ctx.guild_id, gid, rec)]) if rec else None,
                user_settings=[(ctx.user_id, play.LOCALE_KEY, loc)] if new_locale else None,
                reminder=reminder,
            )
            self.attach_outbox(resp, rows)
            self.remember_table_record(loaded.game_id, rec, loaded.version)
            self._locales[ctx.user_id] = loc
        return loaded, resp

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
                    "channel_id": msg.channel_id if msg.channel_id is not None else channel_id,
                    "kind": msg.kind,
                    "edit_key": msg.edit_key,
                    "version": msg.version,
                    "payload": _payload_json(msg.to_json()),
                    "next_at": held_until if i == first else "",
                    "_index": i,
                }
            )
        return rows

    @staticmethod
    def attach_outbox(resp: Response, rows: list[dict]) -> None:
        for row in rows:
            resp.messages[row["_index"]].outbox_id = row["id"]

    async def game_action(self, ctx: Ctx, action: dict, ping: bool = True) -> Response:
        def fn(game, definition, family, actor):
            return session.act(game, definition, family, action, actor, self.rng)

        return await self.with_game(ctx, fn, ping=ping, repeat=dict(action))

    async def log(
        self, ctx: Ctx, events: list[Event] | Callable[[], list[Event]], private: bool = False
    ) -> None:
        """Log into the channel's game, if it has one (a roll outside a game, in a
        channel this process knows has none, costs no store call). ``events`` may be a
        function that makes them, called only when there is a game."""
        # the lock's own acquire and release: ``async with`` adds a coroutine for each
        lock = self.locks[ctx.channel_id]
        if not lock.locked() and self.store.recent(ctx.channel_id) == (None, True):
            # a channel this process knows has no game, and no command of the channel
            # under way (one could be starting a game): what taking the lock and
            # reading the recent copy would find, without a coroutine for either
            return
        await lock.acquire()
        try:
            loaded, _ = await self.store.load_recent(ctx.channel_id)
            if loaded is not None:
                made = events() if callable(events) else events
                await self.store.append_events(
                    loaded, [e.to_json() for e in made], self.now_iso(ctx), ctx.user_id, private
                )
        finally:
            lock.release()

    # -- what players see ----------------------------------------------------
    def view(self, game: dict, definition: GameDefinition):
        """(table, prompt) of a game; prompt is None before play begins. The last few
        are remembered by identity (a game dict is never changed in place: every change
        makes a new one), so one command computes each prompt once."""
        hit = self._views.get(id(game))
        if hit is not None and hit[0] is game and hit[1] is definition:
            return hit[2]
        family = self.families[definition.family]
        table = session.table(game, definition)
        if game["state"] is None or (game["status"] != "active" and not session.over(game)):
            out = (table, None)
        else:
            out = (table, family.prompt(definition, game["state"], table))
        if len(self._views) >= 8:
            self._views.clear()
        self._views[id(game)] = (game, definition, out)
        return out

    def option_buttons(
        self,
        version: int,
        prompt,
        locale: str,
        definition: GameDefinition | None = None,
        step: int | None = None,
    ) -> list[Button | Select]:
        """The up seats' options as buttons; while nobody in particular is up, the
        choices open to anyone (or a plain "next step" button for a step the players
        resolve themselves). When several seats act at once and ``step`` (the version
        the step began at) is known, each button stays valid until the step ends; the
        engine refuses a seat that has already acted. When the seats' buttons would not
        fit in one message (25), each seat whose options differ in one argument only
        gets a select menu of them instead (one row each); nothing is left out: what
        does not fit in one message goes on in the next (:func:`limits.fit`)."""
        buttons: list[Button | Select] = []
        if not prompt.up and not prompt.finished:
            anyone = prompt.options.get(ANYONE)
            if anyone is None and prompt.waiting_for in ("anyone", "gm") and not prompt.gm_command:
                anyone = [Option("next", "phase next", {}, label_key="game.option.next")]
            # a secret step's choices, open to whoever the GM named: good while it lasts
            secret = prompt.waiting_for == "secret" and step is not None
            for opt in (anyone or [])[:25]:
                label = option_label(opt, locale, definition)
                buttons.append(
                    self.button(
                        f"{STEP_MARK}{step}" if secret else version,
                        opt.command,
                        opt.args,
                        label,
                        "primary" if opt.id == "next" else "secondary",
                    )
                )
            return buttons
        multi = len(prompt.up) > 1
        mark: int | str = f"{STEP_MARK}{step}" if multi and step is not None else version
        menus = multi and sum(len(prompt.options.get(s, [])) for s in prompt.up) > 25
        for seat in prompt.up:
            opts = prompt.options.get(seat, [])
            menu = self.option_menu(mark, seat, opts, locale, definition) if menus else None
            if menu is not None:
                buttons.append(menu)
                continue
            for opt in opts:
                label = option_label(opt, locale, definition)
                if multi:
                    label = t("fmt.pair", locale, a=seat_text(seat, locale, definition), b=label)
                style = "danger" if opt.id == "pass" else "primary"
                buttons.append(self.button(mark, opt.command, opt.args, label, style))
        return buttons

    def option_menu(
        self,
        mark: int | str,
        seat: str,
        opts: list[Option],
        locale: str,
        definition: GameDefinition | None,
    ) -> Select | None:
        """One seat's options as a select menu, when they run one command and differ
        in one argument only (a secret step's choices); None otherwise."""
        if len(opts) < 2 or len({o.command for o in opts}) != 1:
            return None
        keys = {k for o in opts for k in o.args}
        varying = [k for k in keys if len({str(o.args.get(k)) for o in opts}) > 1]
        if len(varying) != 1:
            return None
        arg = varying[0]
        fixed = {k: v for k, v in opts[0].args.items() if k != arg}
        return Select(
            custom_id=encode_custom_id(mark, opts[0].command, fixed, value_arg=arg),
            options=[
                SelectOption(label=option_label(o, locale, definition), value=str(o.args[arg]))
                for o in opts
            ],
            placeholder=t("game.option.menu", locale, seat=seat_text(seat, locale, definition)),
        )

    def rule_hint(
        self,
        game_slug: str,
        prompt,
        locale: str,
        definition: GameDefinition | None = None,
        quote: bool = True,
        guild_id: int | None = None,
    ) -> str:
        """The step's rule: quoted when the rules index is loaded (the bot warms it at
        start), the summary is in the reader's language and ``quote`` (the step has just
        opened), else named in it. The summaries are those ``guild_id``'s /rule reads:
        the shipped ones and the server's own (:meth:`load_rules` loads them)."""
        langs = self.knowledge.summary_languages(definition) if definition else frozenset()
        idx, scope = self.rules_seen(guild_id)
        return rule_hints.hint(idx, game_slug, prompt, locale, definition, langs, quote, scope)

    def rules_seen(self, guild_id: int | None) -> tuple[RulesIndex | None, int | None]:
        """The rules index a server's prompts read now, and the scope of its own
        summaries in it: its own index when it is in memory, else the shipped one."""
        idx = rules_service.ready_index(self, guild_id)
        scope = guild_id if idx is not None and idx is not self.knowledge.rules else None
        return idx, scope

    async def load_rules(self, guild_id: int | None) -> None:
        """The server's own rules index in memory (when it added summaries and the
        shipped index is built), so its prompts name its own summaries' sections;
        checked against the stored summaries now and then, not at every command."""
        if guild_id and self.knowledge.rules is not None:
            try:
                await rules_service.load_for_prompts(self, guild_id)
            except Exception:  # the game goes on: its prompts read the shipped summaries
                log.exception("the rules index of server %s could not be loaded", guild_id)

    def dashboard(
        self,
        game_id: int,
        game: dict,
        definition: GameDefinition,
        version: int,
        locale: str,
        guild_id: int | None = None,
        rec: dict | None = None,
    ) -> Message:
        """The game's dashboard in ``locale``; ``rec``, its table record, adds the
        turn deadline of the seats awaited (bot/service/deadlines.py)."""
        family = self.families[definition.family]
        table, prompt = self.view(game, definition)
        title = self.knowledge.game_name(definition, locale)
        picture = None
        if game["state"] is not None:
            rule = ""
            if game["status"] == "ended" and not session.over(game):  # the GM ended it
                view = family.ended_view(definition, game["state"], table) or View(
                    lines=(Text("game.dash.ended"),)
                )
            else:
                view = family.view(definition, game["state"], table)
                idx, scope = self.rules_seen(guild_id)
                q = rule_hints.query(
                    idx,
                    definition.slug,
                    prompt,
                    locale,
                    definition,
                    self.knowledge.summary_languages(definition),
                    scope,
                )
                rule = t("game.rule_hint", locale, query=q) if q else ""
            embed = dashboards.render(title, view, definition, locale, dict(table.seats), rule)
            picture = boards.of_view(definition, view, version, table.names, prompt, locale, title)
        else:
            key = f"{definition.family}.dash.not_begun"
            embed = Embed(title=title, description=t(key, locale) if has(key, locale) else "")
        due = deadlines.dashboard_line(rec or {}, prompt, locale, definition)
        if due and game["status"] == "active":
            embed.description = f"{embed.description}\n{due}".strip()
        if not embed.footer:
            embed.footer = t("game.dashboard_footer", locale, version=version)
        return Message(
            embeds=[embed],
            picture=picture,
            kind="dashboard",
            edit_key=f"game:{game_id}",
            version=version,
            pin=True,
            repost_after=DASHBOARD_REPOST_AFTER,
            moved_text=t("table.dashboard_moved", locale, url="{url}"),  # filled in when sent
        )

    async def announce(
        self,
        ctx: Ctx,
        game_id: int,
        game: dict,
        definition: GameDefinition,
        version: int,
        events: list[Event],
        before: dict | None = None,
        ping: bool = True,
        rec: dict | None = None,
        tell: list[tuple[int, str]] | None = None,
    ) -> Response:
        """One announcement in the table's language (what happened, who is up, their
        buttons) and the dashboard edited in place. It pings whoever must act now when
        they were not already awaited before this change (``before``): a correction
        that leaves the same seats awaited in the same step pings nobody again. Each
        pinged player whose own language differs gets a line in it."""
        if rec is None:  # the table record (bot/service/play.py) as of this version
            rec = await self.table_record(ctx.guild_id, game_id)
        await self.load_rules(ctx.guild_id)
        loc = play.language(rec, ctx.guild_locale)
        # history, not news: the action record, and a change that changed nothing
        # (a track set to the value it had: "Wealth: 0 → 0")
        events = [
            e
            for e in events
            if e.kind != session.ACTION
            and not ("old" in e.data and "new" in e.data and e.data["old"] == e.data["new"])
        ]
        lines = [event_text(e, loc, definition) for e in events]
        news = len(lines)  # the lines below say the game's state, not what happened
        table, prompt = self.view(game, definition)
        mentions: list[int] = []
        buttons: list[Button | Select] = []
        if lines and self.within_step(game, definition, before):
            # one seat acted in a step everyone plays at once: its line says who is
            # still to act; the step, its buttons (valid until each seat acts) and
            # its pings were said as it began (reminders follow up)
            prompt = None
        elif (
            lines and play.aside(events) and self.same_turn(game, definition, before, rec, version)
        ):
            # a move that left the turn as it was (each half of a trade): its line
            # alone; the turn, its buttons (still good) and its pings were said as it
            # began, and saying them after every move filled the channel (play-test 20)
            prompt = None
        if prompt is not None and prompt.finished:
            if not lines:  # the events say the game is over; else say it once
                lines.append(up_line(prompt, table, game["gm"], loc, definition))
        elif prompt is not None:
            up = up_line(prompt, table, game["gm"], loc, definition)
            if prompt.step_key:
                lines.append(prompt_text(prompt, loc, definition))
            # the step line already says what is awaited ("Reveal the next card with
            # /card reveal ...", "... Then /phase next."): the generic "Waiting for ..."
            # line would repeat it
            said = lines[-1] if prompt.step_key and lines else ""
            nobody = prompt.step_key and not prompt.up
            if up and not (
                nobody
                and (
                    prompt.waiting_for == "reveal" or localize_commands("/phase next", loc) in said
                )
            ):
                lines.append(up)
            if prompt.hint_key:
                lines.append(t(prompt.hint_key, loc, **params(prompt.hint_params, loc, definition)))
            # the section is quoted as its step opens; each later turn of it points to it
            earlier = self.view(before, definition)[1] if before is not None else None
            opened = earlier is None or earlier.rule_query != prompt.rule_query
            hint = self.rule_hint(game["game"], prompt, loc, definition, opened, ctx.guild_id)
            if hint:
                lines.append(hint)
            if ping:
                mentions = self.newly_awaited(game, definition, before)
            buttons = list(
                self.option_buttons(version, prompt, loc, definition, play.step_since(rec))
            )
        # an event line the step line below repeats ("• D. Missions" then "Round 1 ·
        # Phase 1 — D. Missions") is said once; so is a line an earlier one holds ("The
        # game is over. Thanks for playing!" then "The game is over."). Two events are
        # two things that happened, however alike their lines: a tie's rerolls of the
        # same value are each said (play-test 24), so an event's line is weighed
        # against the state's lines after the events only, never against another event's
        lines = [
            x
            for i, x in enumerate(lines)
            if x
            and not any(x.lstrip("•▶ ") in y for y in lines[max(i + 1, news) :] if y)
            and not (i >= news and any(x in y for y in lines[:i] if y))
        ]
        lines += await self.ping_lines(game, definition, mentions, loc)
        for u, key in tell or []:  # players told what happened to their seat
            lines.append(t(key, loc, who=mention(u)))
            theirs = await self.player_locale(u)
            if theirs is not None and theirs != loc:
                lines.append(t(key, theirs, who=mention(u)))
            if u not in mentions:
                mentions.append(u)
        content = "\n".join(lines)  # a long one goes as several messages (limits.fit)
        components: list[Button | Select] = list(buttons)
        resp = Response(
            [Message(content=content, components=components, mentions=mentions, kind="announce")]
        )
        resp.add(self.dashboard(game_id, game, definition, version, loc, ctx.guild_id, rec))
        return resp

    def within_step(self, game: dict, definition: GameDefinition, before: dict | None) -> bool:
        """The change stays inside one step several seats play at once (a seat done,
        a report, a vote that is not the last one, a correction meanwhile)."""
        if before is None:
            return False
        _, p_before = self.view(before, definition)
        _, p_after = self.view(game, definition)
        return (
            p_before is not None
            and p_after is not None
            and p_after.simultaneous
            and (bool(p_after.up) or p_after.waiting_for == "secret")
            and play.signature(p_before) == play.signature(p_after)
        )

    def same_turn(
        self, game: dict, definition: GameDefinition, before: dict | None, rec: dict, version: int
    ) -> bool:
        """The change left the turn as it was: the same prompt (the same seats up, with
        the same options) held by the same players, posted before this version (a
        trade's half, a counter changed out of turn). Its buttons stay good
        (:func:`play.turn_button`); a game merely said again (its language) is not one."""
        if before is None or before == game:
            return False
        since = rec.get("turn_since")
        if not isinstance(since, int) or since >= version:
            return False
        table_before, p_before = self.view(before, definition)
        table_after, p_after = self.view(game, definition)
        return (
            p_before is not None
            and not p_before.finished
            and p_before == p_after
            and table_before == table_after
            and before.get("gm") == game.get("gm")
        )

    def awaited(self, game: dict, definition: GameDefinition) -> list[int]:
        """Who must act now: the holders of the up seats (the GM for an empty one); on
        a step the players resolve themselves, whoever resolves it."""
        table, prompt = self.view(game, definition)
        if prompt is None or prompt.finished:
            return []
        if prompt.up:
            return seat_holder_mentions(table, prompt.up, game["gm"])
        return resolvers(game, definition, prompt)

    def newly_awaited(
        self, game: dict, definition: GameDefinition, before: dict | None
    ) -> list[int]:
        """Whoever must act now, unless this change left the same step awaiting the
        same seats (a GM correction such as ``/track``): then nobody is pinged again."""
        now = self.awaited(game, definition)
        if before is None:
            return now
        _, p_before = self.view(before, definition)
        _, p_after = self.view(game, definition)
        if (
            p_before is not None
            and p_after is not None
            and play.signature(p_before) == play.signature(p_after)
            and p_before.up == p_after.up
        ):
            return []
        return now

    async def ping_lines(
        self, game: dict, definition: GameDefinition, users: list[int], loc: str
    ) -> list[str]:
        """A line for each pinged player whose language is not the table's."""
        table, prompt = self.view(game, definition)
        if prompt is None:
            return []
        out = []
        for u in users:
            theirs = await self.player_locale(u)
            if theirs is None or theirs == loc:
                continue
            # a seat nobody holds is the GM's to play (as the ping says)
            seats = [
                s
                for s in prompt.up
                if table.holder(s) == u or (table.holder(s) is None and u in pinged_gm(game["gm"]))
            ]
            if seats:
                out.append(
                    t(
                        "table.your_turn",
                        theirs,
                        who=mention(u),
                        seats=join_list([seat_text(s, theirs, definition) for s in seats], theirs),
                    )
                )
            elif prompt.waiting_for == "reveal":  # the post asks for the next card
                out.append(t("table.your_reveal", theirs, who=mention(u)))
            elif prompt.gm_command == "turn only":  # the GM names who takes part
                out.append(t("table.your_names", theirs, who=mention(u)))
            else:
                out.append(t("table.your_step", theirs, who=mention(u)))
        return out
