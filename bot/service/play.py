"""What the service remembers about a table beside the rules: its language, when the
current step began, how long each seat has waited, each player's decision times; and
each player's own Discord language.

None of it is game state: it is not in the game envelope (which must equal the replay
of its history), so the engine never sees it. It lives in the store's settings:

- per game, guild setting ``game:<id>:table``::

    {"language": "ja",                   # the table's language (posts, dashboard)
     "step": [..],                       # the current step's signature
     "step_since": 12,                   # the version at which the current step began
     "turn_since": 14,                   # ... and its prompt (who is up, their options)
     "waiting": {"<seat>": iso time},    # seats awaited now, since when
     "decisions": {"<user id>": [n, seconds]},  # decisions made, their total time
     "acted": {"<user id>": {"action", "at"}},  # typed commands in the open step
     "closed": {"<user id>": {"action", "at", "step", "next", "sig"}}}  # the last
                                         # step's, not played again right after

- per player, user setting ``locale``: their Discord language, noted as they act.

It is written under the channel lock in the same transaction as the state (the
service's ``with_game`` passes it to the store's ``save``).
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

from bot.engine.games.base import Event, Prompt
from bot.engine.games.envelope import ACTION
from bot.i18n import LOCALES, normalize_locale

LOCALE_KEY = "locale"


def key(game_id: int) -> str:
    return f"game:{game_id}:table"


async def load(store: Any, guild_id: int | None, game_id: int) -> dict[str, Any]:
    rec = await store.setting("guild", guild_id, key(game_id), None)
    return rec if isinstance(rec, dict) else {}


def setting(
    guild_id: int | None, game_id: int, rec: dict[str, Any]
) -> tuple[int | None, str, dict[str, Any]]:
    """The table record as a guild setting ``(guild_id, key, value)``: what a save
    writes with the state (``guild_settings=``) when the record changed."""
    return (guild_id, key(game_id), rec)


def language(rec: dict[str, Any], fallback: str = "en") -> str:
    """The table's language: chosen at /game start (or by the GM), else ``fallback``."""
    lang = rec.get("language")
    return lang if lang in LOCALES else normalize_locale(fallback)


async def player_locale(store: Any, user_id: int) -> str | None:
    loc = await store.setting("user", user_id, LOCALE_KEY, None)
    return loc if loc in LOCALES else None


def signature(prompt: Prompt | None) -> list[Any]:
    """What identifies the step a prompt belongs to (not who is still up in it)."""
    if prompt is None:
        return []
    return [
        prompt.phase,
        prompt.step_key,
        json.dumps(prompt.step_params, sort_keys=True, default=str),
        prompt.waiting_for,
        prompt.finished,
    ]


def _where(prompt: Prompt | None) -> dict[str, Any] | None:
    """The turn a prompt awaits, as a message names it: the step, which time it is
    played ("(1/2)") and the round; in a COIN game the card and the faction up."""
    if prompt is None or prompt.finished:
        return None
    keys = ("phase", "step", "rep", "reps", "round", "title", "faction")
    return {k: prompt.step_params[k] for k in keys if k in prompt.step_params} or None


def _closed(rec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The commands the last closed step counted, by user (a record written before
    they were kept per user held the closer's alone)."""
    closed = rec.get("closed")
    if not isinstance(closed, dict):
        return {}
    if "user" in closed:  # one command: the one that ended the step
        return {str(closed["user"]): closed}
    return {u: c for u, c in closed.items() if isinstance(c, dict)}


REPEAT_SECONDS = 20  # a command sent again within this of the first is its repeat


def last_closed(rec: dict[str, Any], user_id: int) -> dict[str, Any] | None:
    """The action ``user_id`` played in the step that last closed, if the record
    keeps it (what a repeat of it would be)."""
    action = _closed(rec).get(str(user_id), {}).get("action")
    return action if isinstance(action, dict) else None


def closing(
    rec: dict[str, Any],
    before: Prompt | None,
    after: Prompt | None,
    action: dict[str, Any] | None,
    user_id: int,
    now: datetime,
) -> dict[str, Any]:
    """The table record remembering, when a step ends, the typed command each user
    played in it (``closed``: in a step everyone plays at once, each seat's command;
    in any step, the one that ended it), when, the step it counted for and the one
    that followed: that same command sent again right after is not played in the
    next step, whatever other seats did meanwhile (:func:`repeated`). A user's own
    next command, whatever it is, replaces theirs. While a step everyone plays at
    once is open, ``acted`` keeps each user's typed command and its time."""
    out = {k: v for k, v in rec.items() if k not in ("closed", "acted")}
    me = str(user_id)
    closed = {u: c for u, c in _closed(rec).items() if u != me}
    acted = {u: a for u, a in (rec.get("acted") or {}).items() if u != me}
    mine = {"action": action, "at": now.isoformat()} if action is not None else None
    if before is not None and signature(before) != signature(after):
        # the step is over: what each user played in it counts for it
        played = dict(acted) if before.simultaneous else {}
        if mine is not None and before.up:
            played[me] = mine
        where = {
            "step": _where(before),
            "next": _where(after),
            "sig": signature(after),
            "ended": now.isoformat(),
        }
        closed = {u: {**a, **where} for u, a in played.items()}
        acted = {}
    elif mine is not None and before is not None and before.simultaneous:
        acted[me] = mine
    if closed:
        out["closed"] = closed
    if acted:
        out["acted"] = acted
    return out


def repeated(
    rec: dict[str, Any], user_id: int, action: dict[str, Any], now: datetime
) -> dict[str, Any] | None:
    """What ``action`` of ``user_id`` may repeat: the user's own command of the turn
    that just ended (a second "done" or sealed choice sent by mistake), the same
    command, within :data:`REPEAT_SECONDS` of the first, the user having sent nothing
    since and the turn that followed still open, whatever other seats did meanwhile.
    Another command, or the same one later, is played; None then. The service then
    tells a repeat from the user's next turn (docs/game-definitions.md): it is one
    when it was sent before that turn ended (:func:`sent_before`), or when it could
    not be played in the turn now open; otherwise it is that turn's, and played."""
    mine = _closed(rec).get(str(user_id))
    if mine is None or mine.get("action") != action:
        return None
    if "sig" not in mine:  # a record written before: nothing saved since the step ended
        return mine if mine.get("version") == step_since(rec) else None
    try:
        elapsed = (now - datetime.fromisoformat(str(mine.get("at")))).total_seconds()
    except (TypeError, ValueError):
        return None
    return mine if mine["sig"] == rec.get("step") and elapsed <= REPEAT_SECONDS else None


def sent_before(closed: dict[str, Any], sent_at: datetime | None) -> bool:
    """The command was sent (its interaction made, ``sent_at``) before the turn it
    repeats ended: it cannot be meant for the turn that followed. Unknown (a typed
    console line, a record written before): False."""
    if sent_at is None:
        return False
    try:
        ended = datetime.fromisoformat(str(closed.get("ended")))
    except (TypeError, ValueError):
        return False
    return sent_at < ended


def forget_repeat(rec: dict[str, Any], user_id: int) -> dict[str, Any]:
    """The record once the user was told: the same command sent again is played."""
    out = {k: v for k, v in rec.items() if k != "closed"}
    closed = {u: c for u, c in _closed(rec).items() if u != str(user_id)}
    if closed:
        out["closed"] = closed
    return out


def step_since(rec: dict[str, Any]) -> int | None:
    v = rec.get("step_since")
    return v if isinstance(v, int) else None


def waited(rec: dict[str, Any], seats: list[str], now: datetime) -> dict[str, float]:
    """How long each of ``seats`` has been awaited, in seconds, in their order (a seat
    the record has no readable time for is left out)."""
    waiting = rec.get("waiting", {})
    out: dict[str, float] = {}
    for seat in seats:
        try:
            out[seat] = (now - datetime.fromisoformat(str(waiting[seat]))).total_seconds()
        except (KeyError, ValueError):
            continue
    return out


# a counter changed by a verb (a trade's half, a seat's own track moved out of turn):
# a move that leaves the turn as it was says its line alone (:func:`aside`)
ASIDE = re.compile(r"(Shared)?Counter(Changed|Set)(By)?")


def aside(events: list[Event]) -> bool:
    """The change is counter changes only (besides its history record)."""
    said = [e for e in events if e.kind != ACTION]
    return bool(said) and all(ASIDE.fullmatch(e.kind) for e in said)


# a seat's turn over: when the same seat is up again (an extra turn), a new turn
NEW_TURN = ("TurnTaken", "ExtraTurn")


def new_turns(events: list[Event]) -> set[str]:
    """The seats whose turn the change ended (each up again, if so, for a new one)."""
    return {str(e.data["seat"]) for e in events if e.kind in NEW_TURN and "seat" in e.data}


def note(
    rec: dict[str, Any],
    prompt_before: Prompt | None,
    prompt_after: Prompt | None,
    version: int,
    now: datetime,
    user_id: int,
    holders: dict[str, int | None],
    again: set[str] | frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """The table record after a change saved at ``version`` (a new dict). ``again``:
    seats whose turn the change ended: still up, they wait afresh (a new turn)."""
    p = dict(rec)
    sig_after = signature(prompt_after)
    up_after = set(prompt_after.up) if prompt_after else set()
    # a step begins when its signature changes; a seat awaited again in the same step
    # (its done taken back, an undo) does not begin it again: every other seat's
    # buttons stay valid until that seat acts or the step ends
    if sig_after != p.get("step"):
        p["step_since"] = version
    p["step"] = sig_after
    # the turn (the prompt: who is up, with which options) began at this version when
    # the change altered it, or ended a seat's turn (an extra turn, the same seat up
    # again: the prompt may read the same, but the first turn's buttons are spent);
    # a change that left the turn as it was (a trade's half) keeps its buttons good
    if prompt_before is None or prompt_after != prompt_before or again or "turn_since" not in p:
        p["turn_since"] = version
    waiting = dict(p.get("waiting", {}))
    decisions = {k: list(v) for k, v in p.get("decisions", {}).items()}
    restarted = p.get("step_since") == version
    for seat in list(waiting):
        if seat in up_after and not restarted and seat not in again:
            continue
        since = waiting.pop(seat)
        # a decision is timed when the seat's holder is the one who just acted
        if holders.get(seat) != user_id:
            continue
        try:
            secs = max(0.0, (now - datetime.fromisoformat(since)).total_seconds())
        except (TypeError, ValueError):
            continue
        n, total = decisions.get(str(user_id), [0, 0.0])
        decisions[str(user_id)] = [n + 1, total + secs]
    stamp = now.isoformat()
    for seat in up_after:
        waiting.setdefault(seat, stamp)
    p["waiting"] = waiting
    p["decisions"] = decisions
    return p


def turn_button(rec: dict[str, Any], shown: int | str, version: int) -> bool:
    """A button shown at version ``shown`` is still good at ``version``: the turn it
    offered has not changed since (only moves that left it as it was: a trade's half).
    A record that does not know (written before, or by another version) says no."""
    since = rec.get("turn_since")
    return isinstance(shown, int) and isinstance(since, int) and since <= shown <= version


def reword(rec: dict[str, Any], version: int) -> dict[str, Any]:
    """The game was posted again as it was at ``version`` (the table's language
    changed): the buttons shown at that version, or at the versions it was the same
    as, stay good for the one this save makes (``version`` + 1)."""
    old = rec.get("reworded")
    was = (
        list(old.get("was", [])) if isinstance(old, dict) and old.get("version") == version else []
    )
    return {**rec, "reworded": {"version": version + 1, "was": [*was, version]}}


def reworded(rec: dict[str, Any], shown: int | str, version: int) -> bool:
    """A button shown at version ``shown`` is for the same game as ``version``: only
    the table's language changed between them."""
    r = rec.get("reworded")
    return isinstance(r, dict) and r.get("version") == version and shown in r.get("was", [])
