"""The offline channel emulator: Herald without Discord, on the same service layer.

One line each::

    alice: /game start game:pendragon
    bob: /game join seat:Saxons
    alice: /rule query:"shield wall"
    bob: press Pass                       (a button's custom_id or label, or its start)
    carol: select <option label or value>  (the most recent select menu)
    dave: select Squid > Pudding          (the most recent menu whose placeholder begins so)
    #thread-2                              (switch channel; default #general)
    !guild other                           (switch server; default "home")
    !manager alice                         (Manage Server and Channels here; "off" takes them)
    !role bob referees                     (a role of this server; "off" takes it)

Users, channels, servers and roles are created on first use. Their ids are derived
from their names (:func:`stable_id`), so a second run on the same database is the same
people in the same channels whatever order they speak in; users' names are stored, so
a seat of someone who has not spoken yet in this run still shows their name.
``--json`` prints one JSON object per bot message (JSON Lines). A picture a message
shows (the board) and a file it attaches (``/game export``'s JSON) are written to
``--files`` (``state/files`` in the working folder, whatever the database); the message
says the path, and ``files`` in its JSON lists each with its ``path``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
import sys
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, replace
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from bot.engine.errors import HeraldError
from bot.engine.games.problems import closest
from bot.i18n import LOCALES, catalog, duration, error_text, locale_of, normalize_locale, t
from bot.i18n.grammar import count_of
from bot.service import limits, registry
from bot.service.model import Button, Ctx, File, Message, Select

if TYPE_CHECKING:
    from bot.service.core import Service

log = logging.getLogger(__name__)
_LINE = re.compile(r"^\s*([^\s:#!/][^:]*?)\s*:\s*(.*)$")  # a user never starts with "/"
_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE = re.compile(r"<@&(\d+)>")
_STAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")  # a Discord timestamp


def _instant(text: str) -> datetime | None:
    """``!clock``'s instant: an ISO date and time, UTC unless it says its offset."""
    try:
        at = datetime.fromisoformat(text)
    except ValueError:
        return None
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


_CHANNEL = re.compile(r"<#(\d+)>")
HOME = "home"  # the server the console starts in
FILES = Path("state") / "files"  # where pictures are written
GUILD_ID = 1  # its id (the id every console database before stable ids used)
NAME_KEY = "console_name"  # user setting: the name a console user typed
DERIVED = 10**15  # every derived id is at least this; an older console's were below
# guild setting: the names a console typed for a server and its channels
# ({"name": server, "channels": {channel id: name}}), so a later run shows them
PLACES_KEY = "console_names"
# guild 0's setting: how far the console's clock is from the real time, in seconds
# (``!clock``), so a later run on the same database goes on where the last one was
CLOCK_KEY = "console_clock"
# The options that carry an uploaded file, per command (Discord: a discord.Attachment
# parameter; tests/e2e/test_bot.py checks this against the synced commands). Elsewhere a value
# named "file" is plain text (/rules remove file:x.md names a stored summary).
UPLOADS: dict[tuple[str, str | None], frozenset[str]] = {
    ("rules", "add"): frozenset({"file"}),
    ("game", "import"): frozenset({"file"}),
    ("game", "define"): frozenset({"file"}),
    ("game", "start"): frozenset({"from_file"}),
}
# The options that name a channel (Discord: a channel parameter): ``#name`` is the
# current server's channel of that name (``<#id>`` names any by its id).
CHANNELS: dict[tuple[str, str | None], frozenset[str]] = {
    ("game", "start"): frozenset({"from"}),
    ("game", "move"): frozenset({"to", "from"}),
}


def where(guild: str, channel: str) -> str:
    """``#general``, or ``club #general`` in another server than the home one."""
    return f"#{channel}" if guild == HOME else f"{guild} #{channel}"


def stable_id(kind: str, *names: str) -> int:
    """An id for a console user, server, channel or role, derived from its names only
    (case-insensitive): the same on every run and every database. Far above the small
    ids tests use and below 2**63 like Discord's."""
    key = "\x1f".join([kind, *(n.casefold() for n in names)]).encode()
    return DERIVED + int.from_bytes(hashlib.blake2b(key, digest_size=6).digest(), "big")


def stored_places(stored: object) -> tuple[str | None, dict[str, str]]:
    """A stored ``PLACES_KEY`` value: the server's name and its channels' names by id."""
    names = stored if isinstance(stored, dict) else {}
    channels = names.get("channels")
    return names.get("name"), channels if isinstance(channels, dict) else {}


def _label_key(text: str) -> str:
    """A button's label as typed: without its decoration (the arrow of "Next step ▶",
    an emoji; a sign such as + stays), any case, spaces collapsed."""
    kept = "".join(ch for ch in text if not _decoration(ch))
    return " ".join(kept.casefold().split())


def _decoration(ch: str) -> bool:
    return unicodedata.category(ch) == "So" or "ARROW" in unicodedata.name(ch, "")


def _after_seat(label: str) -> str:
    """A per-seat button's words after its seat ("a favore" of "Cora: A favore", 賛成
    of 赤：賛成), as typed (:func:`_label_key`); "" for a label naming no seat."""
    parts = re.split("[:：]", label, maxsplit=1)
    return _label_key(parts[1]) if len(parts) == 2 and parts[0].strip() else ""


def _begun(buttons: list[dict], what: str) -> dict | None:
    """The one button of ``buttons`` whose label begins with ``what`` (as typed, see
    :func:`_label_key`): "次のステップ" for "[次のステップへ ▶]"."""
    q = _label_key(what)
    found = {c["label"]: c for c in buttons if q and _label_key(c["label"]).startswith(q)}
    return next(iter(found.values())) if len(found) == 1 else None


def _pick(buttons: list[dict], what: str) -> dict | None:
    """A button of ``buttons`` by custom_id, label as typed, or the start of one."""
    for c in buttons:
        if what == c["custom_id"] or _label_key(what) == _label_key(c["label"]) != "":
            return c
    return _begun(buttons, what)


class ConsoleError(Exception):
    """A line the console cannot run. With a ``key`` (``console.<key>`` in the catalogs)
    it is said in the language of the user who typed it, as Herald's own refusals are;
    ``path`` and ``options``: a command's options, named in that language."""

    def __init__(self, message: str = "", key: str = "", **params: object) -> None:
        super().__init__(message or key)
        self.key = key
        self.params = params

    def text(self, locale: str) -> str:
        if not self.key:
            return str(self)
        params = dict(self.params)
        path = str(params.pop("path", ""))
        options = params.pop("options", None)
        if isinstance(options, list | tuple | frozenset | set):
            names = catalog(locale)
            shown = sorted(str(names.get(f"cmd.{path}.{o}.name", o)) + ":" for o in options)
            params["options"] = ", ".join(shown) or t("console.none", locale)
        if "nearest" in params:  # an option of the command, as the reader's client names it
            near = str(params["nearest"])
            params["nearest"] = str(catalog(locale).get(f"cmd.{path}.{near}.name", near)) + ":"
        return t(f"console.{self.key}", locale, **params)


@lru_cache(maxsize=1)
def _english_names() -> dict[tuple[str, str], str]:
    """(parent path, a localised name) -> the English name, for commands, subcommands
    and options, so a Japanese or Italian reader can type what Discord shows them."""
    out: dict[tuple[str, str], str] = {}
    for loc in LOCALES:
        for k, v in catalog(loc).items():
            if k.startswith("cmd.") and k.endswith(".name"):
                parts = k[4:-5].split(".")
                if "choice" not in parts[:-1]:  # (an option's choice: not a name)
                    out[(".".join(parts[:-1]), v.casefold())] = parts[-1]
    return out


def _english(parent: str, word: str) -> str:
    return _english_names().get((parent, word.casefold()), word.lower())


@lru_cache(maxsize=1)
def _option_names() -> dict[str, frozenset[str]]:
    """A command path (``roll``, ``game.start``) -> the English names of its options
    and subcommands, from the catalogs as :func:`_english_names`."""
    out: dict[str, set[str]] = {}
    for parent, english in {(p, e) for (p, _), e in _english_names().items()}:
        out.setdefault(parent, set()).add(english)
    return {k: frozenset(v) for k, v in out.items()}


# A word, or name:"quoted value" / "quoted words": apostrophes inside words (what's,
# l'azione) are letters, not quotes, unlike a shell.
_TOKEN = re.compile(r"""[^\s:"']+:"[^"]*"|[^\s:"']+:'[^']*'|"[^"]*"|\S+""")


_OPTION = re.compile(r"[a-z_]+")


def _misspelt(path: str, typed: str, known: frozenset[str]) -> None:
    """Refuse an option a command does not have that is spelt near one it has, in any
    language (``/act acton:`` for ``action:``), naming that one; Discord sends no
    unknown option. Other names pass on (a move's own option: ``/act markers:2``)."""
    names = {n: e for (p, n), e in _english_names().items() if p == path and e in known}
    near = closest(typed.casefold(), names)
    if near is not None:
        raise ConsoleError(
            key="unknown_option",
            option=typed + ":",
            command="/" + path.replace(".", " "),
            nearest=names[near],
            path=path,
            options=sorted(known),
        )


def _tokens(text: str) -> list[str]:
    if text.count('"') % 2:
        raise ConsoleError(key="unclosed_quote")
    return _TOKEN.findall(text)


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


PEOPLE_CMDS = ("!user", "!leave", "!join", "!delete", "!deny", "!remove", "!invite")
PERMISSIONS = ("send_messages", "embed_links", "view_channel")


class Console:
    def __init__(
        self,
        svc: Service,
        out: TextIO = sys.stdout,
        as_json: bool = False,
        locale: str = "en",
        clock: Callable[[], datetime] | None = None,
        files: Path | str | None = None,
    ):
        self.svc = svc
        # where pictures are written; None: messages are shown without them
        self.files = Path(files) if files is not None else None
        self.out = out
        self.as_json = as_json
        self.locale = normalize_locale(locale)
        self.users: dict[str, int] = {}
        # names given to an older console's ids (bot.adapters.cli.old_ids), read once:
        # its users', and its home server's channels'
        self._old_ids: dict[str, int] | None = None
        self._old_channels: dict[str, int] = {}
        self._named: set[int] = set()  # users whose name is stored
        self._nameless: set[int] = set()  # ids looked up with no stored name
        self.user_locales: dict[str, str] = {}  # "!lang <user> <locale>": a user's Discord language
        self._lang_unsaved: set[str] = set()  # users whose !lang is not stored yet
        self.guild = HOME
        # a script read with nobody typing: each server switched to has the rules index
        # built first when it has summaries of its own, as the first server has
        self.warm_servers = False
        self._channels: dict[tuple[str, str], int] = {}  # (server, channel name) -> id
        self._placed: set[tuple[str, str]] = set()  # channels whose names are stored
        self._places: dict[int, tuple[str, str]] = {}  # channel id -> stored (server, name)
        self._place_guilds: dict[str, int] = {}  # their servers' names -> ids
        self.managers: dict[str, set[str]] = {}  # server -> users with Manage Server
        self.roles: dict[str, dict[str, set[str]]] = {}  # server -> user -> role names
        self._role_names: dict[int, str] = {}
        self.channel = "general"
        self.channel_id("general")
        self.history: list[dict] = []  # every message shown, newest last
        self.dashboards: dict[str, int] = {}
        self.clock_offset = timedelta(0)
        self._clock = clock
        self._clock_read = False  # the stored clock (CLOCK_KEY) is read at the first line
        self.gone: dict[str, set[str]] = {}  # server -> members who left (!leave)
        self.deleted: set[int] = set()  # channels deleted (!delete)
        self.denied: dict[int, set[str]] = {}  # channel -> permissions Herald lacks (!deny)
        self.removed: set[str] = set()  # servers Herald was removed from (!remove)

    # -- identities ----------------------------------------------------------
    def user_id(self, name: str) -> int:
        name = name.strip().lstrip("@")
        if name not in self.users:
            old = (self._old_ids or {}).get(name.casefold())
            self.users[name] = old if old is not None else stable_id("user", name)
        return self.users[name]

    async def read_old_ids(self) -> None:
        """The names ``herald db migrate --console-names`` gave to the ids an older
        console numbered its users with (below any derived id): such a name is that
        id, with its seats."""
        if self._old_ids is None:
            named = await self.svc.store.settings_named("user", NAME_KEY, below=DERIVED)
            self._old_ids = {n.casefold(): uid for uid, n in named.items() if isinstance(n, str)}
            _, channels = stored_places(await self.svc.store.setting("guild", GUILD_ID, PLACES_KEY))
            self._old_channels = {
                str(n).casefold(): int(k)
                for k, n in channels.items()
                if k.isdigit() and 101 < int(k) < DERIVED
            }
            for (guild, channel), cid in list(self._channels.items()):  # met before: #general
                old = self._old_channels.get(channel.casefold()) if guild == HOME else None
                if old is not None and cid != old:
                    self._channels[guild, channel] = old

    def user_name(self, uid: int) -> str:
        for n, i in self.users.items():
            if i == uid:
                return n
        return str(uid)

    async def remember_names(self) -> None:
        """Store the name of every user, server and channel this run has met (once
        each), so a later run shows them before they speak (a reminder in a channel it
        has not met names its server and channel)."""
        for name, uid in list(self.users.items()):
            if uid not in self._named:  # marked once stored: a refused write is retried
                if await self.svc.store.setting("user", uid, NAME_KEY, None) != name:
                    await self.svc.store.set_setting("user", uid, NAME_KEY, name)
                self._named.add(uid)
        for guild, channel in list(self._channels):
            if (guild, channel) not in self._placed:
                gid, cid = self.guild_id(guild), str(self._channels[guild, channel])
                kept, channels = stored_places(
                    await self.svc.store.setting("guild", gid, PLACES_KEY)
                )
                if kept != guild or channels.get(cid) != channel:
                    channels = {**channels, cid: channel}
                    await self.svc.store.set_setting(
                        "guild", gid, PLACES_KEY, {"name": guild, "channels": channels}
                    )
                self._placed.add((guild, channel))

    async def learn_names(self, msg: Message) -> None:
        """The stored names of users a message names that this run has not met."""
        known = set(self.users.values())
        texts = [msg.content] + [x for e in msg.embeds for x in (e.title, e.description, e.footer)]
        texts += [f.value for e in msg.embeds for f in e.fields]
        ids = {int(m) for text in texts for m in _MENTION.findall(text or "")}
        for uid in sorted((ids | set(msg.mentions)) - known - self._nameless):
            name = await self.svc.store.setting("user", uid, NAME_KEY, None)
            self._nameless.add(uid)
            if isinstance(name, str) and name and name not in self.users:
                self.users[name] = uid
                self._named.add(uid)
                self._nameless.discard(uid)
        # the channels it names that this run has not met, by the names a run stored
        # (play-test 22, finding 7: /game list showed an earlier run's channels by id)
        met = set(self._channels.values()) | set(self._places)
        unmet = {int(c) for text in texts for c in _CHANNEL.findall(text or "")} - met
        if not unmet:
            return
        _, stored = stored_places(
            await self.svc.store.setting("guild", self.guild_id(), PLACES_KEY)
        )
        for cid in sorted(unmet):
            if str(cid) in stored:
                self._places[cid] = (self.guild, str(stored[str(cid)]))
            else:
                await self.learn_place(cid)  # another server's channel with a game

    async def languages(self, user: str) -> None:
        """A user's Discord language is theirs across runs, as Discord keeps it: each
        ``!lang`` is kept as the bot keeps a user's language (reminders and other
        players' moves address them in it), and a user with no ``!lang`` in this run
        speaks the language kept for them, else the console's."""
        await self._save_languages()
        name = user.strip().lstrip("@")
        if name not in self.user_locales:
            kept = await self.svc.player_locale(self.user_id(name))
            self.user_locales[name] = kept or self.locale

    async def _save_languages(self) -> None:
        """Each ``!lang`` of this run kept (before a reminder addresses its user)."""
        for name in sorted(self._lang_unsaved):
            await self.svc.remember_locale(self.user_id(name), self.user_locales[name])
        self._lang_unsaved.clear()

    def guild_id(self, name: str | None = None) -> int:
        name = self.guild if name is None else name
        return GUILD_ID if name == HOME else stable_id("guild", name)

    def channel_id(self, name: str) -> int:
        key = (self.guild, name)
        if key not in self._channels:
            # the home server's #general keeps the id it always had (the first channel)
            home_general = key == (HOME, "general")
            old = self._old_channels.get(name.casefold()) if self.guild == HOME else None
            if old is None:
                old = 101 if home_general else stable_id("channel", *key)
            self._channels[key] = old
        return self._channels[key]

    @property
    def channels(self) -> dict[str, int]:
        """The current server's channels met so far: name -> id."""
        return {n: i for (g, n), i in self._channels.items() if g == self.guild}

    def place(self, channel_id: int) -> tuple[str, str]:
        """A channel's server and name: met in this run, else as a run stored them
        (:meth:`learn_place`), else the current server and the channel's id."""
        for (g, n), i in self._channels.items():
            if i == channel_id:
                return g, n
        return self._places.get(channel_id, (self.guild, str(channel_id)))

    async def learn_place(self, channel_id: int) -> None:
        """The server and name of a channel this run has not met (a reminder of a game
        started in an earlier run), from its game's server and the names stored there."""
        if channel_id in self._channels.values() or channel_id in self._places:
            return
        loaded = await self.svc.store.load(channel_id)
        if loaded is None or loaded.guild_id is None:
            return
        name, channels = stored_places(
            await self.svc.store.setting("guild", loaded.guild_id, PLACES_KEY)
        )
        met = {self.guild_id(g): g for g, _ in self._channels}
        guild = met.get(loaded.guild_id) or name or str(loaded.guild_id)
        self._places[channel_id] = (str(guild), str(channels.get(str(channel_id), channel_id)))
        self._place_guilds[str(guild)] = loaded.guild_id

    def role_id(self, name: str) -> int:
        rid = stable_id("role", self.guild, name)
        self._role_names[rid] = name
        return rid

    def now(self) -> datetime:
        base = self._clock() if self._clock else datetime.now(UTC)
        return base + self.clock_offset

    def ctx(self, user: str, attachments=None) -> Ctx:
        name = user.strip().lstrip("@")
        manager = name in self.managers.get(self.guild, set())
        return Ctx(
            user_id=self.user_id(user),
            user_name=user,
            channel_id=self.channel_id(self.channel),
            guild_id=self.guild_id(),
            admin=manager,
            manage_guild=manager,
            roles=sorted(self.role_id(r) for r in self.roles.get(self.guild, {}).get(name, ())),
            locale=self.user_locales.get(user.strip().lstrip("@"), self.locale),
            guild_locale=self.locale,
            now=self.now(),
            attachments=attachments or [],
            cannot_post=sorted(self.denied.get(self.channel_id(self.channel), ())),
        )

    # -- people and places that go away (bot/service/people.py) -----------------
    def check_present(self, user: str) -> None:
        """Discord delivers no command from a member who left, from a deleted channel,
        or from a server Herald was removed from: the console refuses them the same."""
        name = user.strip().lstrip("@")
        if name in self.gone.get(self.guild, set()):
            raise ConsoleError(key="left_server", user=name, guild=self.guild)
        if self.channel_id(self.channel) in self.deleted:
            raise ConsoleError(key="channel_deleted", channel=f"#{self.channel}")
        if self.guild in self.removed:
            raise ConsoleError(key="herald_removed", guild=self.guild)

    async def _people_cmd(self, s: str) -> list[dict]:
        """``!leave <user>`` / ``!join <user>`` (a member leaves or rejoins this
        server), ``!delete`` (this channel is deleted), ``!deny <permission>...`` /
        ``!deny off`` (Herald loses permissions here: send_messages, embed_links,
        view_channel), ``!remove`` / ``!invite`` (Herald removed from this server, and
        invited back). A deleted channel or a denied permission is met as Discord's
        refusal of Herald's next post there."""
        from bot.service import people

        word, *args = s.split()
        gid, cid, now = self.guild_id(), self.channel_id(self.channel), self.now().isoformat()
        gone = self.gone.setdefault(self.guild, set())
        resp = None
        if word in ("!leave", "!join") and len(args) == 1:
            name = args[0].lstrip("@")
            if word == "!leave":
                gone.add(name)
                resp = await people.member_left(self.svc, gid, self.user_id(name), now)
            else:
                gone.discard(name)
                resp = await people.member_back(self.svc, gid, self.user_id(name), now)
        elif word == "!user" and len(args) == 1:  # the id herald user forget takes
            await self.read_old_ids()  # an older console's id of that name, if any
            text = f"{args[0].lstrip('@')}: user id {self.user_id(args[0])}"
            await self.remember_names()  # stored now: a run may end with this line
            return self.show("", Message(content=text, ephemeral=True, kind="console"))
        elif word == "!delete" and not args:
            self.deleted.add(cid)
            resp = await people.channel_refused(self.svc, cid, "404 Unknown Channel", now)
        elif word == "!deny" and args == ["off"]:
            self.denied.pop(cid, None)
        elif word == "!deny" and args and set(args) <= set(PERMISSIONS):
            self.denied[cid] = set(args)
            resp = await people.channel_refused(self.svc, cid, "403 Missing Permissions", now)
        elif word == "!remove" and not args:
            self.removed.add(self.guild)
            await people.guild_removed(self.svc, gid, now)
        elif word == "!invite" and not args:
            self.removed.discard(self.guild)
            resp = await people.guild_back(self.svc, gid, now)
        else:
            usage = (
                "!user <user>, !leave <user>, !join <user>, !delete, !deny <permission>... | off, "
            )
            usage += f"!remove, !invite (permissions: {', '.join(PERMISSIONS)})"
            return self.show_error("", ConsoleError(f"usage: {usage}"))
        out: list[dict] = []
        for msg in resp.messages if resp else []:
            await self.learn_names(msg)
            to = self.user_name(msg.private_to[0]) if msg.private_to else ""
            out.extend(self.show(to, msg))
        return out

    # -- parsing -------------------------------------------------------------
    def parse_command(self, text: str) -> tuple[str, str | None, dict, list]:
        tokens = _tokens(text)
        if not tokens or not tokens[0].startswith("/") or len(tokens[0]) < 2:
            raise ConsoleError(key="not_a_command")
        name = _english("", tokens[0][1:])
        rest = tokens[1:]
        sub = None
        if (
            rest
            and ":" not in rest[0]
            and (
                (name, _english(name, rest[0])) in registry.HANDLERS
                or (name, None) not in registry.HANDLERS
            )
        ):
            sub = _english(name, rest.pop(0))
            # a subcommand of a subcommand group (/game definitions list)
            deeper = f"{sub} {_english(f'{name}.{sub}', rest[0])}" if rest else ""
            if rest and ":" not in rest[0] and (name, deeper) in registry.HANDLERS:
                rest.pop(0)
                sub = deeper
        path = f"{name}.{sub.replace(' ', '.')}" if sub else name
        known = _option_names().get(path, frozenset())
        main = registry.MAIN_OPTION.get((name, sub))
        opts: dict = {}
        attachments: list = []
        loose: list[str] = []  # words typed without name: (the main option's text)
        # words straight after the main option's unquoted value go on with it, as
        # Discord takes a whole string (/act action:Black ticket number:2)
        tail: list[str] | None = None
        for tok in rest:
            key, sep, value = tok.partition(":")
            # a command's own option, or any lower-case name:value (a game's own
            # option); other words are the main option's text ("/rule Pendragon: Epoch")
            key = _english(path, key) if sep and key else ""
            if key and value and key not in known and (name, sub) in registry.HANDLERS:
                _misspelt(path, tok.partition(":")[0], known)
            own = key in known or bool(value and _OPTION.fullmatch(key))
            if not key or (main and not own):
                (loose if tail is None else tail).append(_unquote(tok))
                continue
            if tail is not None and main is not None:
                opts[main] = self._value(" ".join(tail))
            tail = [value] if key == main and value and _unquote(value) == value else None
            value = _unquote(value)
            if key in CHANNELS.get((name, sub), ()) and value.startswith("#"):
                opts[key] = self.channel_id(value[1:].strip() or "general")  # this server's
                continue
            if key in UPLOADS.get((name, sub), ()):
                p = Path(value).expanduser()
                if not p.is_file():
                    raise ConsoleError(key="no_file", file=value)
                attachments.append((p.name, p.read_bytes()))
                continue
            opts[key] = self._value(value)
        if tail is not None and main is not None:
            opts[main] = self._value(" ".join(tail))
        if loose:
            if not main or main in opts:
                if (name, sub) not in registry.HANDLERS:  # a game's verb (/turn gold)
                    raise ConsoleError(key="verb_options", got=repr(loose[0]))
                raise ConsoleError(
                    key="options", got=repr(loose[0]), path=path, options=sorted(known)
                )
            opts[main] = self._value(" ".join(loose))
        return name, sub, opts, attachments

    def _value(self, value: str):
        if value.startswith("@&") and len(value) > 2:  # a role of this server
            return self.role_id(value[2:])
        if value.startswith("@") and len(value) > 1:
            return self.user_id(value[1:])
        m = _MENTION.fullmatch(value) or _ROLE.fullmatch(value) or _CHANNEL.fullmatch(value)
        if m:
            return int(m.group(1))
        return value

    # -- running -------------------------------------------------------------
    async def handle(self, line: str) -> list[dict]:
        """Run one input line; return the messages shown (as dicts)."""
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("//"):
            return []
        s = line.strip()
        await self.read_clock()
        if s.startswith("#"):
            self.channel = s[1:].strip() or "general"
            self.channel_id(self.channel)
            return []
        if s.split()[0] in PEOPLE_CMDS:
            return await self._people_cmd(s)
        if s.startswith("!"):
            return await self._setting(s)
        m = _LINE.match(s)
        if not m:
            return self.show_error(
                "",
                ConsoleError(
                    "expected '<user>: /command ...', '<user>: press <button>' or '#channel'"
                ),
            )
        user, text = m.group(1), m.group(2).strip()
        try:
            await self.read_old_ids()
            await self.languages(user)  # reads the store: refused like the command
            if text.startswith("press "):
                resp = await self.press(user, text[6:].strip())
            elif text.startswith("select "):
                resp = await self.select(user, text[7:].strip())
            else:
                name, sub, opts, attachments = self.parse_command(text)
                self.check_present(user)
                ctx = self.ctx(user, attachments)
                await self.remember_names()
                resp = await self.svc.dispatch(ctx, name, sub, opts)
        except (HeraldError, ConsoleError) as e:
            refusal = self.error_message(user, e)
            await self.learn_names(refusal)  # "the GM is @mod" after a restart too
            return self.show(user, refusal)
        except Exception:  # never let one command end the console
            log.exception("command failed: %s", line)
            return self.show(
                user, Message(content=t("error.internal", self.locale), ephemeral=True)
            )
        out: list[dict] = []
        for msg in resp.messages:
            await self.learn_names(msg)
            if msg.channel_id is not None:  # a post in another channel (/me forget's)
                await self.learn_place(msg.channel_id)
            out.extend(self.show(user, await self.pictured(msg)))
        out.extend(await self.tick())
        return out

    async def tick(self) -> list[dict]:
        """Let scheduled work (reminders) run at the console's clock."""
        out: list[dict] = []
        for hook in registry.ON_TICK:
            try:
                resp = await hook(self.svc, self.now())
            except HeraldError as e:  # the store refused: the bot's ticker logs it too
                log.warning("scheduled work not run: %s", e)
                continue
            for msg in resp.messages if resp else []:
                await self.learn_names(msg)
                if msg.channel_id is not None:
                    await self.learn_place(msg.channel_id)
                out.extend(self.show("", msg))
        return out

    async def post_queued(self) -> list[dict]:
        """What the admin tool queued in the outbox for the bot to post (``herald user
        forget --yes``: each game channel told), shown at the console's start as the
        bot's sender posts it at its own (review24a, finding 4: the console keeps no
        outbox, so a console database's channels were never told), then marked
        delivered so that a later start does not show it again."""
        rows = await self.svc.store.pending_outbox()
        out: list[dict] = []
        for row in rows:
            msg = Message.from_json(json.loads(row["payload"]))
            if msg.channel_id is None:
                msg = replace(msg, channel_id=int(row["channel_id"]))
            await self.learn_names(msg)
            if msg.channel_id is not None:
                await self.learn_place(msg.channel_id)
            out.extend(self.show("", msg))
        if rows:
            await self.svc.store.mark_delivered([r["id"] for r in rows], self.now().isoformat())
        return out

    async def read_clock(self) -> None:
        """The console's clock as the last run on this database left it (``!clock``):
        a restart goes on from there, the real time between the runs added, never back
        to the real time while the games' waits and deadlines were counted later."""
        if self._clock_read:
            return
        try:
            stored = await self.svc.store.setting("guild", 0, CLOCK_KEY, None)
        except HeraldError as e:  # the store refused: the commands will say so
            log.warning("the console's clock not read: %s", e)
            return
        self._clock_read = True
        if isinstance(stored, int | float) and not isinstance(stored, bool):
            self.clock_offset += timedelta(seconds=stored)

    async def _setting(self, s: str) -> list[dict]:
        """A ``!`` line; ``!clock`` moved runs what became due at once (reminders and
        deadlines, as the bot's ticker would), and is kept for the next run."""
        before, server = self.now(), self.guild
        out = self._setting_cmd(s)
        if self.guild != server and self.warm_servers:  # (a script: see run_console)
            from bot.service.rules import warm_for_guild

            try:
                await warm_for_guild(self.svc, self.guild_id())
            except HeraldError as e:  # the store refused: said, the switch stands
                return out + self.show_error("", e)
        if self.now() == before:
            return out
        offset = self.clock_offset.total_seconds()
        try:
            await self._save_languages()  # a reminder sent now speaks each !lang
            await self.svc.store.set_setting("guild", 0, CLOCK_KEY, offset)
            if self.now() < before:  # back in time: wake-ups set later are looked again
                await self.svc.store.rewind_schedules(self.now().isoformat())
        except HeraldError as e:
            return self.show_error("", e)
        return out + await self.tick()

    def _setting_cmd(self, s: str) -> list[dict]:
        """``!clock +<hours>h``, ``!lang <user> <locale>``, ``!guild <name>``,
        ``!manager <user> [off]``, ``!role <user> <role> [off]``."""
        word, *args = s.split()
        users = self.managers.setdefault(self.guild, set())
        if word == "!clock" and len(args) == 1 and re.fullmatch(r"\+\d+(?:\.\d+)?h", args[0]):
            self.clock_offset += timedelta(hours=float(args[0][1:-1]))
        elif word == "!clock" and len(args) == 1 and (at := _instant(args[0])) is not None:
            self.clock_offset += at - self.now()  # an instant: quiet hours, summer time
        elif word == "!clock" and not args:
            text = f"clock: {self.now():%Y-%m-%d %H:%M} UTC ({self.now():%A})"
            return self.show("", Message(content=text, ephemeral=True, kind="console"))
        elif word == "!lang" and len(args) == 2:
            if locale_of(args[1]) is None:  # jp, klingon: never English in silence
                from bot.engine.games.names import language_problem

                why = language_problem(args[1]) or f"Herald speaks en, ja and it, not {args[1]!r}"
                return self.show_error("", ConsoleError(f"!lang: {why}"))
            self.user_locales[args[0].lstrip("@")] = normalize_locale(args[1])
            self._lang_unsaved.add(args[0].lstrip("@"))
        elif word == "!guild" and not args:  # where am I: the ids the admin tools take
            text = f"server {self.guild}: id {self.guild_id()}; #{self.channel}: id "
            text += f"{self.channel_id(self.channel)}"
            return self.show("", Message(content=text, ephemeral=True, kind="console"))
        elif word == "!guild" and len(args) == 1:
            self.guild = args[0]
            self.channel = "general"
            self.channel_id(self.channel)
        elif word == "!manager" and len(args) in (1, 2) and args[1:] in ([], ["off"]):
            (users.discard if args[1:] else users.add)(args[0].lstrip("@"))
        elif word == "!role" and len(args) in (2, 3) and args[2:] in ([], ["off"]):
            held = self.roles.setdefault(self.guild, {}).setdefault(args[0].lstrip("@"), set())
            (held.discard if args[2:] else held.add)(args[1].lstrip("@&"))
        else:
            usage = {
                "!clock": "!clock [+<hours>h | <YYYY-MM-DDTHH:MM>[Z|+HH:MM]]",
                "!lang": "!lang <user> <en|ja|it>",
                "!guild": "!guild [<server name>]",
                "!manager": "!manager <user> [off]",
                "!role": "!role <user> <role> [off]",
            }
            text = usage.get(word) or "the console's settings: " + ", ".join(usage.values())
            return self.show_error("", ConsoleError(f"usage: {text}"))
        return []

    def _find(self, pred):
        ch = self.channel
        for rec in reversed(self.history):
            if rec["channel"] != ch:
                continue
            for comp in rec["components"]:
                if pred(comp):
                    return comp
        return None

    async def press(self, user: str, what: str):
        """A button by its custom_id or its label, in any case, with or without its
        decoration ("Next step" for "[Next step ▶]"), or by the start of the one label
        of the channel's latest buttons that begins so; a refusal lists those buttons."""
        what = what.strip().strip('"')
        comp = (
            self._find(lambda c: c.get("type") == "button" and c["custom_id"] == what)
            or self._find(lambda c: c.get("type") == "button" and c["label"] == what)
            or self._find(
                lambda c: c.get("type") == "button" and c["label"].casefold() == what.casefold()
            )
            or self._find(
                lambda c: (
                    c.get("type") == "button" and _label_key(c["label"]) == _label_key(what) != ""
                )
            )
        )
        shown = self._latest_buttons()
        if comp is None:
            comp = _begun(shown, what)
        if comp is None and not shown:  # a post of an earlier run: the step's buttons
            shown = await self._step_buttons(user)
            comp = _pick(shown, what)
        if comp is None:  # "A favore" for the user's own row's "[Cora: A favore]"
            comp = await self._own_button(user, shown, what)
        if comp is None and _after_seat(what):
            # "Jade lord: Roll", a row since reduced to "[Roll]" (the post changed):
            # the words after the seat, as that row's player means them
            words = _after_seat(what)
            bare = [c for c in shown if not _after_seat(c["label"])]
            comp = _pick(bare, words) or await self._own_button(user, shown, words)
        if comp is None:
            if shown:
                listed = ", ".join(f"[{c['label']}]" for c in shown)
                raise ConsoleError(
                    key="no_button_listed",
                    button=repr(what),
                    channel=f"#{self.channel}",
                    buttons=listed,
                )
            raise ConsoleError(key="no_button", button=repr(what), channel=f"#{self.channel}")
        if comp.get("disabled"):
            raise ConsoleError(key="button_disabled", button=repr(what))
        return await self.svc.press(self.ctx(user), comp["custom_id"])

    async def _own_button(self, user: str, buttons: list[dict], what: str) -> dict | None:
        """The one button of ``buttons`` labelled "<seat>: <what>" (or begun so) whose
        seat ``user`` holds: a row of buttons per seat, pressed by its words alone."""
        from bot.service.game import gm_here, own_buttons, plays_here

        q = _label_key(what)
        rows = [c for c in buttons if q and _after_seat(c["label"]).startswith(q)]
        if not rows:
            return None
        mine = set(await own_buttons(self.svc, self.ctx(user), [c["custom_id"] for c in rows]))
        found = [c for c in rows if c["custom_id"] in mine]
        exact = [c for c in found if _after_seat(c["label"]) == q]
        if not found and await plays_here(self.svc, self.ctx(user)):
            # a player of this game (or its GM) with no row of theirs: pressed as on
            # Discord, where the button is another seat's and Herald says why it is
            # not theirs (their seat takes no part); someone outside the game is shown
            # the rows. The GM's words several rows share are asked about, the rows
            # listed: the GM's press may act for that seat (a roll), never picked at
            # random; a player's is refused whichever row it is
            if len(rows) == 1 or not await gm_here(self.svc, self.ctx(user)):
                return rows[0]
            listed = ", ".join(f"[{c['label']}]" for c in rows)
            raise ConsoleError(
                key="button_which", button=repr(what), channel=f"#{self.channel}", buttons=listed
            )
        return (exact or found)[0] if len(exact or found) == 1 else None

    def _latest_buttons(self) -> list[dict]:
        """The buttons of this run's latest post in the channel that has any."""
        for rec in reversed(self.history):
            buttons = [c for c in rec["components"] if c.get("type") == "button"]
            if rec["channel"] == self.channel and buttons:
                return buttons
        return []

    async def _step_buttons(self, user: str) -> list[dict]:
        """The buttons of the channel's game's current step as the channel shows them,
        posted before this run (the console restarted) when this run has shown none."""
        if any(rec["channel"] == self.channel and rec["components"] for rec in self.history):
            return []  # this run's posts are the latest: a label not in them is not there
        from bot.service.game import step_buttons

        return [
            {"type": "button", "label": b.label, "custom_id": b.custom_id, "disabled": b.disabled}
            for b in await step_buttons(self.svc, self.ctx(user))
            if isinstance(b, Button)
        ]

    async def select(self, user: str, what: str):
        """``select <option>`` in the most recent select menu; ``select <menu> >
        <option>`` in the most recent menu whose placeholder begins with ``<menu>``
        (one menu per seat: ``select Squid > Pudding``)."""
        what = what.strip().strip('"')
        menu, sep, option = what.rpartition(">")
        if sep and menu.strip():
            want = menu.strip().casefold()
            what = option.strip()
            sel = self._find(
                lambda c: c.get("type") == "select" and c["placeholder"].casefold().startswith(want)
            )
        else:
            sel = self._find(lambda c: c.get("type") == "select")
        if sel is None:
            raise ConsoleError(key="no_select", channel=f"#{self.channel}")
        for o in sel["options"]:
            if what in (o["value"], o["label"]) or o["label"].casefold() == what.casefold():
                return await self.svc.press(self.ctx(user), sel["custom_id"], [o["value"]])
        raise ConsoleError(key="no_option", option=repr(what))

    # -- output --------------------------------------------------------------
    def _names(self, text: str) -> str:
        text = _MENTION.sub(lambda m: "@" + self.user_name(int(m.group(1))), text or "")
        text = _CHANNEL.sub(lambda m: "#" + self._channel_name(int(m.group(1))), text)
        text = _ROLE.sub(lambda m: "@&" + self._role_names.get(int(m.group(1)), m.group(1)), text)
        return _STAMP.sub(lambda m: self._stamp(int(m.group(1))), text)

    def _stamp(self, unix: int) -> str:
        """A Discord timestamp as the console shows it: the time in UTC and how far it
        is from the console's clock (Discord shows each reader their own time zone)."""
        when = datetime.fromtimestamp(unix, UTC)
        secs = (when - self.now()).total_seconds()
        ahead = duration(abs(secs), self.locale)
        rel = f"in {ahead}" if secs >= 0 else f"{ahead} ago"
        return f"[{when:%Y-%m-%d %H:%M} UTC, {rel}]"

    def _channel_name(self, cid: int) -> str:
        """A channel met in this run by its name (another server's as ``server
        #name``), else by the name an earlier run stored (:meth:`learn_names`), else
        its id."""
        for (guild, name), known in self._channels.items():
            if known == cid:
                return name if guild == self.guild else f"{guild} #{name}"
        if cid in self._places:  # an earlier run's, by the name it stored
            guild, name = self._places[cid]
            return name if guild == self.guild else f"{guild} #{name}"
        return str(cid)

    def record(self, user: str, msg: Message) -> dict:
        comps = []
        for c in msg.components:
            if isinstance(c, Button):
                comps.append(
                    {
                        "type": "button",
                        "label": c.label,
                        "custom_id": c.custom_id,
                        "disabled": c.disabled,
                        "style": c.style,
                    }
                )
            elif isinstance(c, Select):
                comps.append(
                    {
                        "type": "select",
                        "custom_id": c.custom_id,
                        "placeholder": c.placeholder,
                        "label": c.placeholder,
                        "disabled": False,
                        "options": [asdict(o) for o in c.options],
                    }
                )
        edited = False
        if msg.kind == "dashboard" and msg.edit_key:
            edited = msg.edit_key in self.dashboards
            self.dashboards[msg.edit_key] = len(self.history)
        # a message with a channel of its own (a reminder) is shown there
        guild, channel = (
            (self.guild, self.channel) if msg.channel_id is None else self.place(msg.channel_id)
        )
        rec = {
            "guild": guild,
            # what herald guild forget and herald rules search --guild take
            "guild_id": self._place_guilds.get(guild) or self.guild_id(guild),
            "channel": channel,
            "user": user,
            "content": self._names(msg.content),
            "embeds": [
                {
                    "title": self._names(e.title),
                    "description": self._names(e.description),
                    "fields": [{"name": f.name, "value": self._names(f.value)} for f in e.fields],
                    "footer": self._names(e.footer),
                }
                for e in msg.embeds
            ],
            "components": comps,
            "ephemeral": msg.ephemeral,
            "files": [self.file(f) for f in msg.files],
            "kind": msg.kind,
            "edited": edited,
            "mentions": [self.user_name(u) for u in msg.mentions],
        }
        self.history.append(rec)
        return rec

    async def pictured(self, msg: Message) -> Message:
        """``msg`` with its board picture drawn (when the console keeps pictures)."""
        if msg.picture is None:
            return msg
        if self.files is None:
            return replace(msg, picture=None)
        return await self.svc.boards.attach(msg)

    def file(self, f: File) -> dict:
        """A file written to ``self.files`` (named by the server, the channel and the
        file's own name), with its path: a text file (an export) also keeps its
        content, a picture its size. Without ``self.files`` nothing is written."""
        if self.files is None:
            if f.data is None:
                return {"name": f.name, "content": f.content}
            return {"name": f.name, "size": len(f.data)}
        self.files.mkdir(parents=True, exist_ok=True)
        prefix = self.channel if self.guild == HOME else f"{self.guild}-{self.channel}"
        path = self.files / f"{prefix}-{f.name}"
        if f.data is None:  # text: what /game import file: takes back
            path.write_text(f.content, encoding="utf-8")
            return {"name": f.name, "content": f.content, "path": str(path.resolve())}
        path.write_bytes(f.data)
        return {"name": f.name, "path": str(path.resolve()), "size": len(f.data)}

    def show(self, user: str, msg: Message) -> list[dict]:
        """Print ``msg`` as Discord would show it: as several messages when it is over
        one of Discord's limits (one, cut with a note, for a dashboard edited in place)."""
        out = []
        single = msg.kind == "dashboard" and bool(msg.edit_key)
        for part in limits.fit(msg, single=single):
            rec = self.record(user, part)
            if self.as_json:
                print(json.dumps(rec, ensure_ascii=False), file=self.out, flush=True)
            else:
                print(self.format(rec), file=self.out, flush=True)
            out.append(rec)
        return out

    def show_error(self, user: str, err: Exception) -> list[dict]:
        return self.show(user, self.error_message(user, err))

    def error_message(self, user: str, err: Exception) -> Message:
        """A refusal as ``user`` reads it."""
        loc = self.user_locales.get(user, self.locale)
        if isinstance(err, HeraldError):
            text = error_text(err, loc)
        else:
            text = err.text(loc) if isinstance(err, ConsoleError) else str(err)
        return Message(content=f"❌ {text}", ephemeral=True, kind="error")

    def format(self, rec: dict) -> str:
        head = f"[{where(rec['guild'], rec['channel'])}] Herald"
        if rec["ephemeral"]:
            head += f" (only {rec['user'] or 'you'} can see this)"
        if rec["kind"] == "dashboard":
            head += " [dashboard" + (", edited in place]" if rec["edited"] else "]")
        lines = [head + ":"]
        if rec["content"]:
            lines += ["  " + x for x in rec["content"].splitlines()]
        for e in rec["embeds"]:
            if e["title"]:
                lines.append(f"  ┌ {e['title']}")
            lines += ["  │ " + x for x in e["description"].splitlines()]
            for f in e["fields"]:
                # a name with its own colon ("Voting: the hanging") shows its value
                # below it, as Discord does, not after a second colon
                sep = "\n  │   " if re.search("[:：]", f["name"]) else ": "
                lines.append(f"  │ {f['name']}{sep}" + f["value"].replace("\n", "\n  │   "))
            if e["footer"]:
                lines.append(f"  └ {e['footer']}")
        for c in rec["components"]:
            if c["type"] == "button":
                lines.append(f"  [{c['label']}]" + (" (disabled)" if c["disabled"] else ""))
            else:
                lines.append(
                    f"  <{c['placeholder'] or 'select'}>: "
                    + " | ".join(o["label"] for o in c["options"])
                )
        for f in rec["files"]:
            if "content" in f:
                at = f": {f['path']}" if "path" in f else ""
                size = count_of(len(f["content"]), "character", "characters")
                lines.append(f"  📎 {f['name']}{at} ({size})")
            elif "path" in f:
                lines.append(f"  🖼 {f['name']}: {f['path']} ({f['size'] // 1024} KB)")
            else:
                lines.append(f"  🖼 {f['name']} ({f['size'] // 1024} KB)")
        return "\n".join(lines)


async def run_console(
    svc: Service,
    stream: TextIO = sys.stdin,
    out: TextIO = sys.stdout,
    as_json: bool = False,
    locale: str = "en",
    banner: str = "",
    files: Path | str = FILES,
) -> int:
    con = Console(svc, out=out, as_json=as_json, locale=locale, files=files)
    interactive = stream.isatty()
    loop = asyncio.get_running_loop()
    if interactive:  # build the rules index while the user types
        from bot.service.rules import warm_index

        warm = loop.create_task(warm_index(svc))  # noqa: F841 (kept alive by the loop)
    else:  # a script: built first where the server has summaries its prompts quote
        from bot.service.rules import warm_for_guild

        await warm_for_guild(svc, con.guild_id())
        con.warm_servers = True  # and each server a later !guild switches to
    if interactive and banner:
        print(banner, file=out)
    await con.post_queued()  # what the admin tool left for the bot (herald user forget)
    while True:
        if interactive:
            print(f"{where(con.guild, con.channel)}> ", end="", file=out, flush=True)
        line = await loop.run_in_executor(None, stream.readline)
        if not line:
            break
        if line.strip() in ("quit", "exit", ":q"):  # as the banner says, typed or piped
            break
        await con.handle(line)
    return 0
