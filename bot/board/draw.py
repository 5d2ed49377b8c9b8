"""Paints a display list (:mod:`bot.board.plan`) with Pillow and encodes it as PNG.

Pillow because it draws shapes and text with FreeType from a wheel on every platform
CI and the Docker image use, with no system library; shapes are drawn without
anti-aliasing, so a marker's fill is exactly its seat's colour where tests read it.
"""

from __future__ import annotations

import io
import math

from PIL import Image, ImageDraw

from bot.board import text as tx
from bot.board.plan import BG, INK, PANEL, Label, Plan, Rect, Token


def image(plan: Plan) -> Image.Image:
    img = Image.new("RGB", (plan.width, plan.height), BG)
    draw = ImageDraw.Draw(img)
    for item in plan.items:
        if isinstance(item, Rect):
            draw.rounded_rectangle(item.box, item.radius, item.fill, item.outline, item.width)
        elif isinstance(item, Label):
            _label(draw, item)
        else:
            _token(draw, item)
    return img


def png(img: Image.Image, limit: int = 0) -> bytes:
    """``img`` as PNG; over ``limit`` bytes, in 64 colours (about a third the size;
    the exact colours of markers may shift a little)."""
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=3)  # 2-3 times faster than 6, 4% larger
    if limit and buf.tell() > limit:
        buf = io.BytesIO()
        img.quantize(64, method=Image.Quantize.FASTOCTREE).save(buf, "PNG", compress_level=9)
    return buf.getvalue()


def _label(draw: ImageDraw.ImageDraw, item: Label) -> None:
    font = tx.font(item.size)
    x, y = item.xy
    stroke = 1 if item.bold and item.size >= 18 else 0
    for i, line in enumerate(item.lines):
        draw.text(
            (x, y + i * tx.line_height(item.size)),
            line,
            fill=item.colour,
            font=font,
            anchor=item.anchor,
            stroke_width=stroke,
            stroke_fill=item.colour,
        )


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _luma(colour: str) -> float:
    r, g, b = (c / 255 for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _darker(colour: str) -> str:
    r, g, b = (int(c * 0.55) for c in _rgb(colour))
    return f"#{r:02X}{g:02X}{b:02X}"


def polygon(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a marker's shape, radius ``r`` round its centre."""
    sides, turn, scale, drop = {
        "diamond": (4, 0.0, 1.12, 0.0),
        "hexagon": (6, math.pi / 6, 1.04, 0.0),
        "triangle": (3, 0.0, 1.3, 0.22),
        "pentagon": (5, 0.0, 1.08, 0.06),
        "octagon": (8, math.pi / 8, 1.02, 0.0),
    }[shape]
    rr = r * scale
    return [
        (
            cx + rr * math.sin(turn + 2 * math.pi * k / sides),
            cy + r * drop - rr * math.cos(turn + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]


def _token(draw: ImageDraw.ImageDraw, t: Token) -> None:
    cx, cy = t.centre
    r = t.d / 2
    if t.up:
        ring = r + 9
        draw.ellipse((cx - ring, cy - ring, cx + ring, cy + ring), fill=INK)
        inner = r + 4
        draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=PANEL)
    edge = _darker(t.colour)
    if t.shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=t.colour, outline=edge, width=2)
    elif t.shape == "square":
        q = r * 0.9
        draw.rounded_rectangle(
            (cx - q, cy - q, cx + q, cy + q), 4, fill=t.colour, outline=edge, width=2
        )
    else:
        draw.polygon(polygon(t.shape, cx, cy, r), fill=t.colour, outline=edge, width=2)
    ink = INK if _luma(t.colour) > 0.45 else "#FFFFFF"
    if t.mark:
        size = round(t.d * (0.52 if len(t.mark) == 1 else 0.4))
        my = cy + (r * 0.12 if t.shape == "triangle" else 0) - t.d * 0.04
        latin = all(ord(c) < 0x2E80 for c in t.mark)  # a kanji or kana is heavy enough
        stroke = 1 if latin else 0
        draw.text(
            (cx, my),
            t.mark,
            fill=ink,
            font=tx.font(size),
            anchor="mm",
            stroke_width=stroke,
            stroke_fill=ink,
        )
    if t.badge:
        b = t.d * 0.32
        bx, by = cx + r * 0.85, cy - r * 0.75
        draw.ellipse((bx - b, by - b, bx + b, by + b), fill=INK, outline=PANEL, width=2)
        draw.text((bx, by), t.badge, fill=PANEL, font=tx.font(round(b * 1.45)), anchor="mm")
