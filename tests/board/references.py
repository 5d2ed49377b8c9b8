"""Reference pictures of the sample scenes, stored small: half size, 16 grey levels.

    python3 -m tests.board.references     writes them again (after an intended change)

A picture matches its reference when at most ``TOLERANCE`` of its pixels differ by more
than ``LEVELS`` grey levels once reduced the same way: anti-aliasing may move, a marker
or a number may not.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops

FOLDER = Path(__file__).parent / "reference"
LEVELS = 40
TOLERANCE = 0.0005  # of the pixels


def reduce(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png)).convert("L").reduce(2)
    return img.point(lambda v: (v >> 4) * 17)


def path(game: str, loc: str) -> Path:
    return FOLDER / f"{game}-{loc}.png"


def load(game: str, loc: str) -> Image.Image:
    return Image.open(path(game, loc)).convert("L")


def differs(png: bytes, ref: Image.Image) -> str:
    """Why the picture does not match ``ref`` ("" when it does)."""
    img = reduce(png)
    if img.size != ref.size:
        return f"size {img.size} instead of {ref.size}"
    diff = ImageChops.difference(img, ref).point(lambda v: 255 if v > LEVELS else 0)
    count = diff.histogram()[255]
    allowed = int(img.width * img.height * TOLERANCE)
    if count > allowed:
        return f"{count} pixels differ (at most {allowed}), around {diff.getbbox()}"
    return ""


def main() -> None:
    from bot.board import render
    from tests.board.samples import GAMES, LOCALES, layout, scene

    FOLDER.mkdir(exist_ok=True)
    for game in GAMES:
        for loc in LOCALES:
            target = path(game, loc)
            reduce(render(layout(game), scene(game, loc))).save(target, optimize=True)
            print(
                target.relative_to(Path.cwd()) if target.is_relative_to(Path.cwd()) else target,
                target.stat().st_size,
            )


if __name__ == "__main__":
    main()
