"""Where everything goes: a layout and a scene become a display list.

:func:`plan` measures and places (no pixel is drawn here); :mod:`bot.board.draw`
paints the list. Each seat's marker, track marker and highlighted row keeps a key, its
box and a *probe* point inside its fill, so tests can read back the picture's colour
where the layout says a thing is.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.board import text as tx
from bot.board.scene import Scene
from bot.engine.games.layout import Element, Layout, Track
from bot.engine.language import in_language

WIDTH = 800  # pixels; Discord shows it about 400 wide on a phone, so sizes are doubled
PAD = 18
GAP = 12
EDGE_BAND = 34  # an edge track's thickness
EDGE_ROOM = 26  # between the edge track and the content: room for a marker stacked inwards
TOKEN = 34  # a seat's marker, across

# colours: an opaque board, the same picture on Discord's dark and light themes
BG = "#F2ECDF"
PANEL = "#FFFCF5"
LINE = "#B5A98F"
INK = "#1F1D1A"
MUTED = "#5A5346"
HILITE = "#FFE08A"  # a row or cell that is up / current
CELL_ON = "#FFF1C2"

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Rect:
    box: Box
    fill: str | None
    outline: str | None = None
    width: int = 0
    radius: int = 0


@dataclass(frozen=True)
class Label:
    """Text: ``lines`` one under the other (``text.line_height`` apart); ``anchor`` as
    Pillow's (``la`` top left, ``ma`` top centre, ``mm`` centre, ``rm`` right middle)."""

    xy: tuple[int, int]
    lines: tuple[str, ...]
    size: int
    colour: str = INK
    anchor: str = "la"
    bold: bool = False


@dataclass(frozen=True)
class Token:
    """A seat's marker (or a track's): a filled shape with a mark on it."""

    key: str
    centre: tuple[int, int]
    d: int
    colour: str
    shape: str
    mark: str
    up: bool = False
    badge: str = ""  # a small number at its upper right (a knight's strength)

    @property
    def probe(self) -> tuple[int, int]:
        """A point of the shape's fill that no mark or badge covers."""
        return self.centre[0], self.centre[1] + round(self.d * 0.34)

    @property
    def up_probe(self) -> tuple[int, int]:
        """A point on the ring drawn round a marker that is up."""
        return self.centre[0], self.centre[1] - self.d // 2 - 6


Item = Rect | Label | Token


@dataclass
class Plan:
    width: int
    height: int = 0
    items: list[Item] = field(default_factory=list)
    regions: dict[str, Box] = field(default_factory=dict)  # "<element>:<cell|box|space|row>"
    tokens: dict[str, Token] = field(default_factory=dict)
    unnamed: list[str] = field(default_factory=list)  # keys drawn as raw ids


class Ctx:
    def __init__(self, layout: Layout, scene: Scene) -> None:
        self.layout, self.scene = layout, scene
        self.plan = Plan(WIDTH)
        self.up = set(scene.up)

    def add(self, item: Item) -> None:
        self.plan.items.append(item)
        if isinstance(item, Token):
            self.plan.tokens[item.key] = item

    def name(self, key: str, own: dict[str, str] | None = None, also: str = "") -> str:
        """What players read for ``key`` (``seat:Dux``): the element's own name in the
        layout (chosen for the board), the scene's, the layout's shared names, the
        scene's name of ``also``; else the id (noted in ``unnamed``)."""
        return tx.clean(self._name(key, own, also))

    def _name(self, key: str, own: dict[str, str] | None, also: str) -> str:
        loc = self.scene.locale
        if own and any(own.values()):
            return in_language(own, loc, any_language=False) or own["en"]
        if key in self.scene.names:
            return self.scene.names[key]
        shared = self.layout.names.get(key)
        if shared:
            return in_language(shared, loc, any_language=False) or shared["en"]
        if also in self.scene.names:
            return self.scene.names[also]
        self.plan.unnamed.append(key)
        return key.split(":", 1)[-1]

    def seat_token(
        self,
        key: str,
        seat: str,
        centre: tuple[int, int],
        d: int = TOKEN,
        badge: str = "",
        ring: bool = True,
    ) -> Token:
        """A seat's marker; ringed when the seat is up (unless ``ring`` is False)."""
        colour, shape = self.layout.style(seat, self.scene.seats)
        token = Token(
            key, centre, d, colour, shape, self.mark(seat), ring and seat in self.up, badge
        )
        self.add(token)
        return token

    def mark(self, seat: str) -> str:
        style = self.layout.seats.get(seat)
        if style and style.mark:
            return style.mark.get(self.scene.locale) or style.mark["en"]
        return default_mark(
            self.name(f"seat:{seat}"), [self.name(f"seat:{x}") for x in self.scene.seats]
        )

    def title(self, e: Element, x: int, y: int, w: int) -> int:
        """The element's title, if it has one; the height it takes."""
        if e.title is not None and not any(e.title.values()):
            return 0
        label = self.name(
            f"element:{e.id}", e.title, f"track:{e.id}" if isinstance(e, Track) else ""
        )
        lines, size = tx.fit(label, 21, w, 1)
        self.add(Label((x, y), tuple(lines), size, MUTED))
        return 30


def plan(layout: Layout, scene: Scene) -> Plan:
    """The display list of ``scene`` drawn on ``layout``."""
    from bot.board import elements  # the element kinds, each in its own function

    ctx = Ctx(layout, scene)
    edge = next((e for e in layout.elements if isinstance(e, Track) and e.style == "edge"), None)
    inset = EDGE_BAND + EDGE_ROOM if edge else PAD
    x0, w = inset, WIDTH - 2 * inset
    y = _header(ctx, x0, inset - (EDGE_ROOM // 2 if edge else 0), w)
    flow = [e for e in layout.elements if e is not edge]
    i = 0
    while i < len(flow):
        e = flow[i]
        pair = e.span == "half" and i + 1 < len(flow) and flow[i + 1].span == "half"
        if pair:
            half = (w - GAP) // 2
            h1 = elements.draw(ctx, e, x0, y + GAP, half)
            h2 = elements.draw(ctx, flow[i + 1], x0 + half + GAP, y + GAP, w - half - GAP)
            y += GAP + max(h1, h2)
            i += 2
        else:
            y += GAP + elements.draw(ctx, e, x0, y + GAP, w)
            i += 1
    ctx.plan.height = y + inset
    if edge:
        elements.edge_track(ctx, edge)
    else:  # a frame, so the board's edge shows on Discord's light theme too
        ctx.add(Rect((0, 0, WIDTH - 1, ctx.plan.height - 1), None, LINE, 2))
    return ctx.plan


def _header(ctx: Ctx, x: int, y: int, w: int) -> int:
    """The game's name, the scene's lines and the seats that are up; returns the y
    under them."""
    lines, size = tx.fit(tx.clean(ctx.scene.title), 32, w, 2, 26)
    ctx.add(Label((x, y), tuple(lines), size, INK, bold=True))
    y += len(lines) * tx.line_height(size)
    for line in ctx.scene.lines:
        wrapped = tx.wrap(tx.clean(line), 23, w)
        ctx.add(Label((x, y), tuple(wrapped), 23, MUTED))
        y += len(wrapped) * tx.line_height(23)
    if ctx.layout.up and ctx.scene.up:
        y = _up_row(ctx, x, y + 4, w)
    return y


def _up_row(ctx: Ctx, x: int, y: int, w: int) -> int:
    word = ctx.name("word:up")
    h, top = TOKEN + 14, y
    ctx.add(Rect((x, y, x + w, y + h), HILITE, None, 0, 8))
    cx = x + 10
    if word:
        ctx.add(Label((cx, y + h // 2), (word,), 23, INK, "lm", bold=True))
        cx += tx.width(word, 23) + 14
    for seat in ctx.scene.up:
        name = ctx.name(f"seat:{seat}")
        need = TOKEN + 8 + tx.width(name, 23) + 18
        if cx + need > x + w and cx > x + 10:  # wrap
            y += h
            ctx.add(Rect((x, y, x + w, y + h), HILITE, None, 0, 8))
            cx = x + 10
        ctx.seat_token(f"up:{seat}", seat, (cx + TOKEN // 2, y + h // 2), ring=False)
        ctx.add(Label((cx + TOKEN + 8, y + h // 2), (name,), 23, INK, "lm"))
        cx += need
    ctx.plan.regions["up"] = (x, top, x + w, y + h)
    return y + h


def default_mark(name: str, names: list[str]) -> str:
    """A seat's mark when the layout gives none: its name's first letter, or, when
    another seat's name begins with the same one, a second letter that tells them
    apart (Dracula "Dr", Dottor Seward "DS"; Red "Re", Rose "Ro")."""

    def first(x: str) -> str:
        return x[:1].upper()

    if sum(first(x) == first(name) for x in names) < 2:
        return first(name)
    words = name.split()
    second = words[1][:1].upper() if len(words) > 1 else name[1:2].lower()
    return first(name) + second
