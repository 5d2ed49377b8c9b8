"""The board picture: a game's state drawn as a PNG from a layout and a scene.

    layout = definition.board()          # its [layout], else its family's default
    scene = Scene(title=..., seats=..., up=..., values=..., boxes=..., names=...)
    png: bytes = render(layout, scene)

The layout is part of the game's definition (``bot/engine/games/layout.py``); the
scene is built from the game's view in the table's language (``bot/service/board.py``).
Pure: no clock, no I/O but reading the font once, no Discord; fast enough to run per
game version off the event loop (``bench/board.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.board.plan import Plan, plan
from bot.board.scene import Card, Piece, Scene
from bot.engine.games.layout import Layout

MAX_BYTES = 300_000  # a larger picture is sent in 64 colours (bench/board.py: sizes)

__all__ = [
    "Card",
    "Layout",
    "Picture",
    "Piece",
    "Plan",
    "Scene",
    "picture",
    "plan",
    "render",
    "unnamed",
]


@dataclass(frozen=True)
class Picture:
    png: bytes
    plan: Plan  # where everything was drawn (tests read the pixels there)


def picture(layout: Layout, scene: Scene) -> Picture:
    from bot.board import draw

    p = plan(layout, scene)
    return Picture(draw.png(draw.image(p), MAX_BYTES), p)


def render(layout: Layout, scene: Scene) -> bytes:
    """The PNG of ``scene`` on ``layout``."""
    return picture(layout, scene).png


def unnamed(layout: Layout, scene: Scene) -> list[str]:
    """The things the picture would name by their id (``seat:Dux``): a scene should
    leave none."""
    return list(dict.fromkeys(plan(layout, scene).unnamed))
