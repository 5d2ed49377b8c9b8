"""What the service remembers about a table beside the rules: its language, when the
current step began, how long each seat has waited, each player's decision times; and
each player's own Discord language.

None of it is game state: it is not in the game envelope (which must equal the replay
of its history), so the engine never sees it. It lives in the store's settings:

- per game, guild setting ``game:<id>:table``::

    {"language": "ja",                   # the table's language (posts, dashboard)
     "step": [..],                       # the current step's signature
     "step_since": 12,                   # the version at which the current step began
     "waiting": {"<seat>": iso time},    # seats awaited now, since when
     "decisions": {"<user id>": [n, seconds]}}  # decisions made, their total time

- per player, user setting ``locale``: their Discord language, noted as they act.

It is written under the channel lock in the same transaction as the state (the
service's ``with_game`` passes it to the store's ``save``).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from bot.engine.games.base import Prompt
from bot.i18n import LOCALES, normalize_locale

LOCALE_KEY = "locale"


def key(game_id: int) -> str:
    return f"game:{game_id}:table"


async def load(store: Any, guild_id: int | None, game_id: int) -> dict[str, Any]:
    rec = await store.guild_setting(guild_id, key(game_id), None)
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
    loc = await store.user_setting(user_id, LOCALE_KEY, None)
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
    if prompt is None or prompt.finished:
        return None
    keys = ("phase", "step", "rep", "reps")
    return {k: prompt.step_params[k] for k in keys if k in prompt.step_params} or None


def closing(
    rec: dict[str, Any],
    before: Prompt | None,
    after: Prompt | None,
    action: dict[str, Any] | None,
    user_id: int,
    version: int,
) -> dict[str, Any]:
    """The table record remembering the typed command that just ended a step (its
    user, action, the step it ended and the one it opened, the version it saved), so
    that the same command sent again right after is not played in the next step;
    anything else forgets it."""
    out = {k: v for k, v in rec.items() if k != "closed"}
    if action is None or before is None or not before.up:
        return out
    if signature(before) == signature(after):
        return out
    out["closed"] = {
        "user": user_id,
        "action": action,
        "version": version,
        "step": _where(before),
        "next": _where(after),
    }
    return out


def step_since(rec: dict[str, Any]) -> int | None:
    v = rec.get("step_since")
    return v if isinstance(v, int) else None


def note(
    rec: dict[str, Any],
    prompt_before: Prompt | None,
    prompt_after: Prompt | None,
    version: int,
    now: datetime,
    user_id: int,
    holders: dict[str, int | None],
) -> dict[str, Any]:
    """The table record after a change saved at ``version`` (a new dict)."""
    p = dict(rec)
    sig_before, sig_after = signature(prompt_before), signature(prompt_after)
    up_before = set(prompt_before.up) if prompt_before else set()
    up_after = set(prompt_after.up) if prompt_after else set()
    # a step begins when its signature changes or seats that had acted are awaited again
    if sig_after != p.get("step") or (up_after - up_before and sig_before == sig_after):
        p["step_since"] = version
    p["step"] = sig_after
    waiting = dict(p.get("waiting", {}))
    decisions = {k: list(v) for k, v in p.get("decisions", {}).items()}
    restarted = p.get("step_since") == version
    for seat in list(waiting):
        if seat in up_after and not restarted:
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
