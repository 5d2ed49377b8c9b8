"""What the service remembers about a table beyond the rules: its language, each
player's language, when the current step began, how long each seat has waited and each
player's decision times.

It lives in the game envelope under ``game["play"]`` (and ``game["language"]``), saved
with the state in the same transaction; the engine never reads it.

    "language": "ja"                      # the table's language (channel posts, dashboard)
    "play": {
      "locales": {"<user id>": "it"},     # each player's Discord language, as they act
      "step": [..],                       # the current step's signature
      "step_since": 12,                   # the version at which the current step began
      "waiting": {"<seat>": iso time},    # seats awaited now, since when
      "decisions": {"<user id>": [n, seconds]}  # decisions made and their total time
    }
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from ..engine.games.base import Prompt
from ..i18n import LOCALES, normalize_locale


def language(game: dict, fallback: str = "en") -> str:
    """The table's language: chosen at /game start (or by the GM), else ``fallback``."""
    lang = game.get("language")
    return lang if lang in LOCALES else normalize_locale(fallback)


def play(game: dict) -> dict[str, Any]:
    p = game.get("play")
    return p if isinstance(p, dict) else {}


def player_locale(game: dict, user_id: int) -> str | None:
    loc = play(game).get("locales", {}).get(str(user_id))
    return loc if loc in LOCALES else None


def signature(prompt: Prompt | None) -> list:
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


def step_since(game: dict) -> int | None:
    v = play(game).get("step_since")
    return v if isinstance(v, int) else None


def note(
    before: dict | None,
    after: dict,
    prompt_before: Prompt | None,
    prompt_after: Prompt | None,
    version: int,
    now: datetime,
    user_id: int,
    locale: str,
    holders: dict[str, int | None],
) -> dict:
    """``after`` with its ``play`` record brought up to date for the save at
    ``version`` (a new dict; ``after`` itself is not changed)."""
    p = dict(play(before or {}))
    locales = dict(p.get("locales", {}))
    locales[str(user_id)] = normalize_locale(locale)
    p["locales"] = locales
    sig_before, sig_after = signature(prompt_before), signature(prompt_after)
    up_before = set(prompt_before.up) if prompt_before else set()
    up_after = set(prompt_after.up) if prompt_after else set()
    # a step begins when its signature changes or seats that had acted are awaited again
    if sig_after != p.get("step") or (up_after - up_before and sig_before == sig_after):
        p["step_since"] = version
    p["step"] = sig_after
    waiting = dict(p.get("waiting", {}))
    decisions = {k: list(v) for k, v in p.get("decisions", {}).items()}
    stamp = now.isoformat()
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
    for seat in up_after:
        waiting.setdefault(seat, stamp)
    p["waiting"] = waiting
    p["decisions"] = decisions
    out = dict(after)
    out["play"] = p
    return out


def with_language(game: dict, lang: str) -> dict:
    out = dict(game)
    out["language"] = normalize_locale(lang)
    return out
