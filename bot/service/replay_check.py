"""``herald game replay``: every stored game must equal the replay of its history.

Reads the store's history records (events of kind :data:`session.ACTION`) and the
game definitions, and rebuilds each game with the pure :func:`session.replay`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.games import FAMILIES, session


@dataclass(frozen=True)
class ReplayResult:
    game_id: int
    slug: str
    status: str  # "ok", "differs", "no history", "unknown game", "failed"
    detail: str = ""


def check_store(store: Any, definitions: dict[str, dict]) -> list[ReplayResult]:
    """One result per stored game; ``ok`` when the replay equals the stored state."""
    out = []
    for row in store.all_games():
        gid, slug = row["id"], row["slug"]
        records = store.events_of_kind(gid, session.ACTION)
        definition = definitions.get(slug)
        if definition is None:
            out.append(ReplayResult(gid, slug, "unknown game"))
            continue
        if not records or records[0]["op"] not in ("new", "import"):
            out.append(ReplayResult(gid, slug, "no history"))
            continue
        try:
            got = session.replay(records, definition, FAMILIES[definition["family"]])
        except Exception as e:  # noqa: BLE001 - reported, not raised: a check
            out.append(ReplayResult(gid, slug, "failed", f"{type(e).__name__}: {e}"))
            continue
        if got == row["game"]:
            out.append(ReplayResult(gid, slug, "ok"))
        else:
            keys = sorted(
                k for k in set(got) | set(row["game"]) if got.get(k) != row["game"].get(k)
            )
            out.append(ReplayResult(gid, slug, "differs", ", ".join(keys)))
    return out
