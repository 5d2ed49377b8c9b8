"""What the rules lookup remembers per server and channel, in the server's settings
(``store.setting("guild", ...)`` / ``set_setting``, JSON values; no table of its own):

- ``rules.channel.<channel id>``: the game a manager set for lookups in that channel
  (``/rules channel game:``; a game moderated there counts the same);
- ``rules.last.<channel id>``: the game the channel's last questions were about (a
  soft preference: a question whose own words point to another game goes there);
- ``rules.picks``: what players picked from ``/rule``'s menus on that server
  (:mod:`bot.engine.rules.picks`), dropped when ``/rules remove`` takes a section away;
- ``rules.gone.<game>``: the names (by language) of a game whose last summary
  ``/rules remove`` took away, for a channel that still answers from it (play-test 22,
  finding 6: named by its slug there).

It also keeps, in this process only, the questions behind the menus and answers it
showed (by short key), so a pick or a "not this one?" can be tied to its question;
after a restart an old menu still works, it only teaches nothing."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from bot.engine.rules import normalize as N
from bot.engine.rules import romaji as R
from bot.engine.rules.names import ARTICLE, before_colon
from bot.engine.rules.picks import Picks, short_key
from bot.service.model import Ctx

if TYPE_CHECKING:
    from bot.service.core import Service

PICKS = "rules.picks"
ASKED_MAX = 4096  # questions kept in this process for their menus and answers
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


CHANNEL_PREFIX = "rules.channel."


def channel_key(channel_id: int) -> str:
    return f"{CHANNEL_PREFIX}{channel_id}"


def last_key(channel_id: int) -> str:
    return f"rules.last.{channel_id}"


def day_of(ctx: Ctx) -> int:
    """The day number of the command (picks age by days)."""
    now = ctx.now if ctx.now.tzinfo else ctx.now.replace(tzinfo=UTC)
    return (now - _EPOCH).days


async def channel_game(svc: Service, ctx: Ctx) -> str | None:
    """The game set for this channel's lookups with /rules channel, if any."""
    v = await svc.store.setting("guild", ctx.guild_id, channel_key(ctx.channel_id))
    return str(v) if v else None


async def set_channel_game(svc: Service, ctx: Ctx, slug: str | None) -> None:
    await svc.store.set_setting("guild", ctx.guild_id, channel_key(ctx.channel_id), slug)


async def channels_of_game(svc: Service, guild_id: int, slug: str) -> list[int]:
    """The channels of the server whose lookups a manager set to ``slug``."""
    found = await svc.store.settings_beginning("guild", guild_id, CHANNEL_PREFIX)
    return sorted(int(k.rsplit(".", 1)[1]) for k, v in found.items() if v == slug)


GONE_PREFIX = "rules.gone."


def gone_key(slug: str) -> str:
    return f"{GONE_PREFIX}{slug}"


async def gone_names(svc: Service, guild_id: int | None, slug: str) -> dict[str, str]:
    """The names a game had when ``/rules remove`` took its last summary away."""
    v = await svc.store.setting("guild", guild_id, gone_key(slug), {})
    return {str(k): str(n) for k, n in v.items()} if isinstance(v, dict) else {}


async def gone_named(
    svc: Service, guild_id: int | None, question: str
) -> tuple[str, dict[str, str]]:
    """The game whose last summary ``/rules remove`` took away that ``question`` names
    (anywhere in it, as a question names a game no summary covers: "pillars of the
    earth: taxes"), with its kept names; ("", {}) when it names none. Asked outside
    that game's channel, the lookup then says no summary here covers it, as inside
    (play-test 23, finding 8: other games' tax sections with no note)."""
    if not guild_id:
        return "", {}
    found = await svc.store.settings_beginning("guild", guild_id, GONE_PREFIX)
    padded = " " + " ".join(N.words(N.fold(question).replace("'", ""))) + " "
    sounds = _romaji_sounds(question)
    for key, names in found.items():
        if not isinstance(names, dict):
            continue
        slug = key[len(GONE_PREFIX) :]
        for name in [slug.replace("-", " "), *map(str, names.values())]:
            bare = ARTICLE.sub("", before_colon(name))
            words = " ".join(N.words(N.fold(bare).replace("'", "")))
            if len(words) >= 4 and (
                f" {words} " in padded
                or (N.has_cjk(words) and words in padded)
                or _said_in_romaji(bare, sounds)
            ):
                return slug, {str(k): str(n) for k, n in names.items()}
    return "", {}


# a kana name's sound, at least this long, is looked for in a question's romaji words
ROMAJI_NAME = 6


def _romaji_sounds(question: str) -> list[str]:
    """The sound key of each word of ``question`` read as romaji ("" for a word that
    spells no kana): "sunaipaa eriito" -> sunaipa, erito."""
    out = []
    for w in N.words(N.fold(question)):
        spelled = R.spelled(w)  # (a macron: erīto, eriito)
        kata = N.romaji_to_katakana(spelled) if spelled.isascii() and spelled.isalpha() else ""
        out.append(N.roma_key(kata) if kata else "")
    return out


def _said_in_romaji(name: str, sounds: list[str]) -> bool:
    """Whether the question's romaji words (``sounds``, see :func:`_romaji_sounds`)
    spell the kana name ``name`` in a row (スナイパーエリート: "sunaipaa eriito"), as the
    lookup reads a game's name typed in romaji."""
    kana = "".join(ch for ch in name if ch not in "・･ 　")
    if not N.is_katakana(kana):
        return False
    key = N.roma_key(kana)
    if len(key) < ROMAJI_NAME:
        return False
    for i in range(len(sounds)):
        run = ""
        for s in sounds[i:]:
            if not s:
                break
            run += s
            if run == key:
                return True
            if not key.startswith(run):
                break
    return False


async def keep_gone_names(svc: Service, guild_id: int, slug: str, names: dict[str, str]) -> None:
    await svc.store.set_setting("guild", guild_id, gone_key(slug), names or None)


async def last_game(svc: Service, ctx: Ctx) -> str | None:
    v = await svc.store.setting("guild", ctx.guild_id, last_key(ctx.channel_id))
    return str(v) if v else None


async def remember_game(svc: Service, ctx: Ctx, slug: str | None, before: str | None) -> None:
    """The channel's questions are now about ``slug`` (written only when it changes)."""
    if slug and slug != before:
        await svc.store.set_setting("guild", ctx.guild_id, last_key(ctx.channel_id), slug)


async def load_picks(svc: Service, guild_id: int | None) -> Picks:
    if not guild_id:
        return Picks()
    return Picks.from_json(await svc.store.setting("guild", guild_id, PICKS, []))


async def learn(svc: Service, ctx: Ctx, question: str, section: str, delta: float) -> None:
    """Record one pick (``delta`` 1) or one "not this one" (-1) on this server."""
    if not ctx.guild_id:
        return
    picks = await load_picks(svc, ctx.guild_id)
    picks.record(question, section, day=day_of(ctx), delta=delta)
    await svc.store.set_setting("guild", ctx.guild_id, PICKS, picks.to_json())


async def forget_gone(svc: Service, guild_id: int, alive: Callable[[str], bool]) -> None:
    """Drop the server's picks of sections that are no longer there."""
    picks = await load_picks(svc, guild_id)
    if picks.prune(alive):
        await svc.store.set_setting("guild", guild_id, PICKS, picks.to_json())


class Asked:
    """Questions behind the menus and answers shown, by (server, short key)."""

    def __init__(self) -> None:
        self._q: OrderedDict[tuple[int, str], str] = OrderedDict()

    def put(self, guild_id: int | None, question: str) -> str:
        key = short_key(question)
        k = (guild_id or 0, key)
        self._q[k] = question
        self._q.move_to_end(k)
        while len(self._q) > ASKED_MAX:
            self._q.popitem(last=False)
        return key

    def get(self, guild_id: int | None, key: str) -> str | None:
        return self._q.get((guild_id or 0, key))
