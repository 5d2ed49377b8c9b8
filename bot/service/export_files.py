"""The name of a game's export file: ``/game export`` and ``herald guild export``
write it, ``herald guild import`` reads it back (what the file's JSON does not say).
One definition, both ways."""

from __future__ import annotations

import re
from typing import NamedTuple

PREFIX = "herald-"
SUFFIX = ".json"


class GameFile(NamedTuple):
    """What an export's file name says: its game, channel and version."""

    slug: str
    channel_id: int
    version: int


def game_file(slug: str, channel_id: int, version: int) -> str:
    """``herald-<game>-<channel id>-v<version>.json``."""
    return f"{PREFIX}{slug}-{channel_id}-v{version}{SUFFIX}"


_READ = re.compile(
    re.escape(PREFIX) + r"(?P<slug>.+)-(?P<channel>\d+)-v(?P<version>\d+)" + re.escape(SUFFIX)
)


def read_game_file(name: str) -> GameFile | None:
    """What :func:`game_file` wrote into ``name``; None for another name."""
    found = _READ.fullmatch(name)
    if found is None:
        return None
    return GameFile(found["slug"], int(found["channel"]), int(found["version"]))
