"""The board picture: a game's state drawn as a PNG from a layout and a scene.

    layout = load_layout(Path("knowledge/layouts/pendragon.toml"))  # or default_layout(...)
    scene = Scene(title=..., seats=..., up=..., values=..., boxes=..., names=...)
    png: bytes = render(layout, scene)

Pure: no clock, no I/O but reading the font once, no Discord; fast enough to run per
game version off the event loop (``bench/board.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.board.layout import Layout, LayoutError, default_layout, load_layout, parse_layout
from bot.board.plan import Plan, plan
from bot.board.scene import Card, Piece, Scene

MAX_BYTES = 300_000  # a larger picture is sent in 64 colours (bench/board.py: sizes)

__all__ = [
    "Card",
    "Layout",
    "LayoutError",
    "Picture",
    "Piece",
    "Plan",
    "Scene",
    "default_layout",
    "load_layout",
    "parse_layout",
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
