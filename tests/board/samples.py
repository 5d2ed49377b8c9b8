"""Scenes of the four shipped games, built by hand from positions reached in the
console, in English, Japanese and Italian: what stage 2 of issue 24 will build from a
game's view. Names come from the definitions (read as plain TOML here, since their
typed models are being rewritten) and the lines from what each dashboard says.

    python3 -m tests.board.samples OUT_DIR    writes every picture as a PNG
    python3 -m tests.board.samples --docs     writes docs/board/ (one per game, small)
"""

from __future__ import annotations

import sys
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from bot.board import Card, Layout, Piece, Scene, load_layout

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("pendragon", "lancaster", "europa-universalis", "hadrians-wall")
LOCALES = ("en", "ja", "it")


@cache
def definition(slug: str) -> dict[str, Any]:
    return tomllib.loads(
        (ROOT / "knowledge" / "games" / f"{slug}.toml").read_text(encoding="utf-8")
    )


@cache
def layout(slug: str) -> Layout:
    return load_layout(ROOT / "knowledge" / "layouts" / f"{slug}.toml")


def _pick(names: Any, loc: str) -> str:
    return names if isinstance(names, str) else names.get(loc) or names["en"]


def definition_names(slug: str, loc: str) -> dict[str, str]:
    """Every name the definition gives, keyed as a scene names things."""
    d = definition(slug)
    out = {f"seat:{s}": _pick(n, loc) for s, n in d["seats"].get("labels", {}).items()}
    for t in d.get("coin", {}).get("tracks", []):
        out[f"track:{t['id']}"] = _pick(t["names"], loc)
        for v, n in t.get("value_names", {}).items():
            out[f"value:{v}"] = _pick(n, loc)
    for c, spec in d.get("counters", {}).items():
        out[f"counter:{c}"] = _pick(spec["name"], loc)
    for phase in d.get("phases", []):
        for step in phase.get("steps", []):
            for p, n in step.get("place_names", {}).items():
                out[f"space:{p}"] = _pick(n, loc)
    return out


def _scene(slug: str, loc: str, **kw: Any) -> Scene:
    names = definition_names(slug, loc) | kw.pop("names", {})
    return Scene(locale=loc, title=_pick(definition(slug)["names"], loc), names=names, **kw)


W = {  # the lines each dashboard shows, as the catalogs word them
    "pendragon": {
        "en": ("Epoch rounds so far: 1", "Card #12: Scotti may act as 2nd Eligible."),
        "ja": (
            "エポック：1回目済み",
            "カード#12：スコティがセカンド・エリジブルとして行動できます。",
        ),
        "it": ("Round d'Epoca finora: 1", "Carta #12: i Scoti possono agire come 2° Eleggibile."),
    },
    "lancaster": {
        "en": (
            "Round 2 of 5",
            "1: Knight placement",
            "Place one knight per turn, clockwise from the start player",
        ),
        "ja": (
            "第2ラウンド（全5ラウンド）",
            "1:騎士の配置",
            "スタートプレイヤーから時計回りに騎士駒を1つずつ配置",
        ),
        "it": (
            "Round 2 di 5",
            "1: Piazzamento dei cavalieri",
            "Un cavaliere per turno, in senso orario dal primo giocatore",
        ),
    },
    "europa-universalis": {
        "en": ("Round 3", "Phase 2: Actions", "Actions until everyone has passed"),
        "ja": ("第3ラウンド", "フェイズ2：アクション", "全員がパスするまでアクション"),
        "it": ("Round 3", "Fase 2: Azioni", "Azioni finché tutti abbiano passato"),
    },
    "hadrians-wall": {
        "en": ("Year 3 of 6", "Actions", "Everyone plays at once until all are done"),
        "ja": ("3年目（全6年）", "アクション", "全員が同時に、全員が終了するまで"),
        "it": ("Anno 3 di 6", "Azioni", "Tutti giocano insieme finché tutti hanno finito"),
    },
}
EPOCH = {"en": "Epoch", "ja": "エポック", "it": "Epoca"}


def pendragon(loc: str) -> Scene:
    return _scene(
        "pendragon",
        loc,
        lines=W["pendragon"][loc],
        seats=("Dux", "Civitates", "Saxons", "Scotti"),
        up=("Scotti",),
        values={
            "dux_resources": 14,
            "dux_prestige": 23,
            "briton_resources": 31,
            "civitates_wealth": 6,
            "saxon_renown": 12,
            "scotti_renown": 9,
            "imperium": "autonomy",
            "dominance": "military",
        },
        boxes={
            "cylinders": {
                "Dux": "first",
                "Civitates": "eligible",
                "Saxons": "passed",
                "Scotti": "eligible",
            }
        },
        cards={
            "current": Card(number=12, order=("Dux", "Saxons", "Scotti", "Civitates")),
            "next": Card(
                number=40, order=("Scotti", "Saxons", "Dux", "Civitates"), tags=(EPOCH[loc],)
            ),
        },
    )


def lancaster(loc: str) -> Scene:
    seats = ("Red", "Blue", "Yellow", "Green")
    return _scene(
        "lancaster",
        loc,
        lines=W["lancaster"][loc],
        seats=seats,
        up=("Green",),
        values={"round": 2},
        spaces={
            "A": (Piece(seat="Red", label="3"),),
            "B": (Piece(seat="Blue", label="2"),),
            "D": (Piece(seat="Yellow", label="1"),),
            "F": (Piece(seat="Green", label="2"),),
            "H": (Piece(seat="Red", label="1"),),
            "I": (Piece(seat="Blue", label="3"),),
            "castle": (Piece(seat="Yellow", label="2"), Piece(seat="Green", label="1")),
            "conflict": (Piece(seat="Red", label="2"),),
        },
        counters={
            "knights": {"Red": 0, "Blue": 1, "Yellow": 1, "Green": 2},
            "vote_markers": {"Red": 1, "Blue": 1, "Yellow": 2, "Green": 1},
            "nobles": {"Red": 1, "Blue": 0, "Yellow": 2, "Green": 0},
        },
        tokens={"start_player": "Blue"},
    )


def europa(loc: str) -> Scene:
    seats = ("Castile", "England", "France", "Ottomans", "Venice")
    return _scene(
        "europa-universalis",
        loc,
        lines=W["europa-universalis"][loc],
        seats=seats,
        up=("England",),
        values={"round": 3, "era": 2, "events_left": 5},
        counters={
            "event": {"Castile": 1, "England": 1, "France": 1, "Ottomans": 0, "Venice": 0},
            "passed": {"France": 1, "Castile": 2},
        },
        tokens={"first_player": "Ottomans"},
    )


def hadrian(loc: str) -> Scene:
    return _scene(
        "hadrians-wall",
        loc,
        lines=W["hadrians-wall"][loc],
        seats=("Red", "Blue", "Green"),
        up=("Red", "Green"),
        values={"round": 3},
        boxes={"actions": {"Red": "playing", "Blue": "done", "Green": "playing"}},
    )


BUILDERS = {
    "pendragon": pendragon,
    "lancaster": lancaster,
    "europa-universalis": europa,
    "hadrians-wall": hadrian,
}


def scene(slug: str, loc: str) -> Scene:
    return BUILDERS[slug](loc)


DOCS = {"pendragon": "en", "lancaster": "ja", "europa-universalis": "it", "hadrians-wall": "ja"}


def main(out: str) -> None:
    from bot.board import render

    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for slug in GAMES:
        for loc in LOCALES:
            path = folder / f"{slug}-{loc}.png"
            path.write_bytes(render(layout(slug), scene(slug, loc)))
            print(path, path.stat().st_size)


def docs() -> None:
    """One picture per shipped game for docs/board/, in 64 colours (a third the size)."""
    import io

    from PIL import Image

    from bot.board import render

    folder = ROOT / "docs" / "board"
    folder.mkdir(parents=True, exist_ok=True)
    for slug, loc in DOCS.items():
        img = Image.open(io.BytesIO(render(layout(slug), scene(slug, loc))))
        path = folder / f"{slug}-{loc}.png"
        img.quantize(64, method=Image.Quantize.FASTOCTREE).save(path, optimize=True)
        print(path.relative_to(ROOT), path.stat().st_size)


if __name__ == "__main__":
    if sys.argv[1:] == ["--docs"]:
        docs()
    else:
        main(sys.argv[1] if len(sys.argv) > 1 else "state/board")
