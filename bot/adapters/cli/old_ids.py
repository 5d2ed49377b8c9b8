"""Console players and channels of a database an older console wrote (before 2026-11-24).

That console numbered its users 1001, 1002, ... in the order they first spoke in each
run, its channels #general 101 and then 102, 103, ... in the order it first switched to
them, and stored no names; today's derives an id from the name alone
(:func:`bot.adapters.cli.console.stable_id`) and keeps 101 for the home server's
#general. Once such an id is given its name (``herald db migrate --console-names
alice,bob,carol``: 1001 is alice, 1002 bob, 1003 carol; ``--console-channels
rules,table2``: 102 is #rules, 103 #table2), the console takes that name for that id,
so a player keeps their seats, shown by name, and a game its channel. ``herald db
check`` and ``migrate`` list the ids still without a name and their games. Discord's
ids are never in that range."""

from __future__ import annotations

from typing import Any

from bot.adapters.cli.console import DERIVED, GUILD_ID, NAME_KEY, PLACES_KEY
from bot.store import Store

FIRST = 1001  # the first user id an older console gave
FIRST_CHANNEL = 102  # the first channel id after #general's 101


def is_old(uid: object, first: int = FIRST) -> bool:
    return isinstance(uid, int) and not isinstance(uid, bool) and first <= uid < DERIVED


def _home_channels(store: Store) -> dict[str, Any]:
    stored = store.setting("guild", GUILD_ID, PLACES_KEY)
    channels = stored.get("channels") if isinstance(stored, dict) else None
    return channels if isinstance(channels, dict) else {}


def unnamed(store: Store) -> tuple[dict[int, list[str]], dict[int, list[str]]]:
    """The old console user ids seated in a game (or its GM), and the old channel ids
    of the home server that hold a game, that have no name yet, each with where it
    sits or what it holds (``Red in lancaster, #general``), live games first."""
    named = store.settings_named("user", NAME_KEY, below=DERIVED)
    channel_names = _home_channels(store)
    users: dict[int, list[str]] = {}
    channels: dict[int, list[str]] = {}
    for g in sorted(store.games(), key=lambda g: g.game.get("status") == "ended"):
        ended = " (ended)" if g.game.get("status") == "ended" else ""
        name = channel_names.get(str(g.channel_id))
        chan = f"channel {g.channel_id}"
        if g.guild_id == GUILD_ID and (name or g.channel_id == 101):
            chan = f"#{name or 'general'}"
        where = f"{g.slug}, {chan}"
        where += ended
        if g.guild_id == GUILD_ID and is_old(g.channel_id, FIRST_CHANNEL) and not name:
            channels.setdefault(g.channel_id, []).append(f"{g.slug}{ended}")
        for seat in g.game.get("seats") or []:
            if isinstance(seat, list) and len(seat) == 2 and is_old(seat[1]):
                users.setdefault(seat[1], []).append(f"{seat[0]} in {where}")
        for uid in g.game.get("gm") or []:
            if is_old(uid):
                users.setdefault(uid, []).append(f"GM of {where}")
    return (
        {uid: users[uid] for uid in sorted(users) if uid not in named},
        {cid: channels[cid] for cid in sorted(channels)},
    )


def _example(ids: dict[int, list[str]], first: int, word: str) -> str:
    count = max(ids) - first + 1
    return ",".join(f"{word}{n}" for n in range(1, min(count, 3) + 1)) + (
        ",..." if count > 3 else ""
    )


def notice(users: dict[int, list[str]], channels: dict[int, list[str]]) -> list[str]:
    """What ``db check`` and ``db migrate`` tell the admin about what has no name."""
    lines: list[str] = []
    if users:
        lines.append(
            f"console players from an older release have no name yet ({len(users)}), so "
            "`herald console` cannot seat them again:"
        )
        lines += [f"  {uid}: {'; '.join(places)}" for uid, places in users.items()]
        lines.append(
            f"name them in id order ({FIRST} was the first to speak in a run, {FIRST + 1} "
            f"the second, ...): herald db migrate --console-names {_example(users, FIRST, 'NAME')}"
        )
    if channels:
        lines.append(
            f"console channels from an older release have no name yet ({len(channels)}), "
            "so `herald console` cannot reach their games:"
        )
        lines += [f"  {cid}: {', '.join(games)}" for cid, games in channels.items()]
        example = _example(channels, FIRST_CHANNEL, "CHANNEL")
        lines.append(
            f"name them in id order ({FIRST_CHANNEL} was the first channel after #general): "
            f"herald db migrate --console-channels {example}"
        )
    return lines


def _wanted(names: list[str], first: int, strip: str) -> dict[int, str]:
    wanted = {first + i: n.strip().lstrip(strip) for i, n in enumerate(names) if n.strip()}
    folded = [n.casefold() for n in wanted.values()]
    twice = sorted({n for n in wanted.values() if folded.count(n.casefold()) > 1})
    if twice:
        raise ValueError(f"a name given twice: {', '.join(twice)}; nothing was named")
    return wanted


def name(store: Store, users: list[str], channels: list[str]) -> list[str]:
    """Give user ids 1001, 1002, ... the names ``users`` and the home server's channel
    ids 102, 103, ... the names ``channels`` (an empty one skips an id); the lines
    saying what was done. Raises ValueError, nothing written, when a name is given
    twice or is already another old id's (a name the console derived an id from since
    is not: the old id, with its seats, wins; #general is 101 already)."""
    who = _wanted(users, FIRST, "@")
    chans = _wanted(channels, FIRST_CHANNEL, "#")
    old = store.settings_named("user", NAME_KEY, below=DERIVED)
    taken = {str(v).casefold(): uid for uid, v in old.items()}
    known = _home_channels(store)
    taken_channels = {
        str(v).casefold(): int(k) for k, v in known.items() if k.isdigit() and is_old(int(k), 101)
    }
    taken_channels["general"] = 101
    for ids, held, kind in ((who, taken, "console user"), (chans, taken_channels, "channel")):
        for uid, n in ids.items():
            other = held.get(n.casefold())
            if other is not None and other != uid:
                raise ValueError(f"{n} is already {kind} {other}; nothing was named")
    for uid, n in who.items():
        store.set_setting("user", uid, NAME_KEY, n)
    if chans:
        stored = store.setting("guild", GUILD_ID, PLACES_KEY)
        server = stored.get("name") if isinstance(stored, dict) else None
        merged = {**known, **{str(cid): n for cid, n in chans.items()}}
        store.set_setting(
            "guild", GUILD_ID, PLACES_KEY, {"name": server or "home", "channels": merged}
        )
    return [f"console user {uid} is now {n}" for uid, n in who.items()] + [
        f"console channel {cid} is now #{n}" for cid, n in chans.items()
    ]
