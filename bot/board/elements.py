"""Each kind of layout element, measured and placed at ``x, y`` in ``w`` pixels; each
returns the height it took (the edge track, drawn last round the board, returns none).

Keys: a track's marker ``<element>:<value>`` and its cells ``<element>:<cell>``; a
seat in a box ``<element>:<seat>`` (the box ``<element>:<box>``); a piece
``<element>:<space>:<n>`` (the space ``<element>:<space>``); a seat's row
``<element>:<seat>``; a value tile ``<element>:<value>``.
"""

from __future__ import annotations

from math import ceil

from bot.board import text as tx
from bot.board.plan import (
    CELL_ON,
    EDGE_BAND,
    GAP,
    HILITE,
    INK,
    LINE,
    MUTED,
    PANEL,
    TOKEN,
    Ctx,
    Label,
    Rect,
    Token,
)
from bot.engine.games.layout import Boxes, Cards, Counters, Element, Spaces, Track, Values
from bot.engine.games.layout_parts import Marker

EDGE_FILL = "#E4D9C1"
EDGE_TEN = "#CDBD9A"
NO_VALUE = "–"


def draw(ctx: Ctx, e: Element, x: int, y: int, w: int) -> int:
    if isinstance(e, Track):
        return track_row(ctx, e, x, y, w)
    if isinstance(e, Boxes):
        return boxes(ctx, e, x, y, w)
    if isinstance(e, Spaces):
        return spaces(ctx, e, x, y, w)
    if isinstance(e, Counters):
        return counters(ctx, e, x, y, w)
    if isinstance(e, Cards):
        return cards(ctx, e, x, y, w)
    return values(ctx, e, x, y, w)


def marker_token(ctx: Ctx, key: str, m: Marker, centre: tuple[int, int], d: int) -> Token:
    """A track's marker: the seat's look when it names one, else its own colour."""
    if m.seat is not None:
        colour, shape = ctx.layout.style(m.seat, ctx.scene.seats)
        mark = ctx.mark(m.seat)
    else:
        colour, shape, mark = m.colour or "#4A4A4A", "circle", ""
    if m.mark is not None:
        mark = m.mark.get(ctx.scene.locale) or m.mark.get("en", "")
    elif not mark:
        mark = ctx.name(f"track:{m.value}")[:1].upper()
    token = Token(key, centre, d, m.colour or colour, shape, mark)
    ctx.add(token)
    return token


def _cell_index(ctx: Ctx, e: Track, m: Marker) -> int | None:
    """Which cell a marker stands on: its value's, a number held to the track's ends."""
    value = ctx.scene.values.get(m.value)
    if value is None:
        return None
    if e.cells:
        ids = [c.id for c in e.cells]
        return ids.index(str(value)) if str(value) in ids else None
    if isinstance(value, str):
        return None
    assert e.min is not None
    return max(0, min(e.size - 1, value - e.min))


def _cell_ids(e: Track) -> list[str]:
    if e.cells:
        return [c.id for c in e.cells]
    assert e.min is not None
    return [str(e.min + i) for i in range(e.size)]


def track_row(ctx: Ctx, e: Track, x: int, y: int, w: int) -> int:
    """Cells in rows; the cell holding a marker is lit and the marker stands in it:
    under the label, or beside it when named cells are wide enough for both."""
    top = y
    y += ctx.title(e, x, y, w)
    n = e.size
    per = e.per_row or (n if e.cells else max(1, min(n, w // 56)))
    cw = (w - (per - 1) * 6) // per
    inline = bool(e.cells) and len(e.markers) == 1 and cw >= TOKEN + 120
    room = cw - TOKEN - 30 if inline else cw - 8
    texts = [ctx.name(f"value:{c.id}", c.names) for c in e.cells] if e.cells else _cell_ids(e)
    labels, size = tx.fit_all(texts, 21, room, 2 if e.cells else 1, 13)
    label_h = max(len(lines) for lines in labels) * tx.line_height(size)
    ch = max(label_h, TOKEN) + 18 if inline else 8 + label_h + TOKEN + 12
    at: dict[int, list[Marker]] = {}
    for m in e.markers:
        i = _cell_index(ctx, e, m)
        if i is not None:
            at.setdefault(i, []).append(m)
    for i, cid in enumerate(_cell_ids(e)):
        row, col = divmod(i, per)
        cx, cy = x + col * (cw + 6), y + row * (ch + 6)
        box = (cx, cy, cx + cw, cy + ch)
        ctx.plan.regions[f"{e.id}:{cid}"] = box
        lit = i in at
        ctx.add(Rect(box, CELL_ON if lit else PANEL, INK if lit else LINE, 3 if lit else 2, 6))
        colour = INK if lit else MUTED
        here = at.get(i, [])
        if inline:
            lines = labels[i]
            text_y = cy + (ch - len(lines) * tx.line_height(size)) // 2
            ctx.add(Label((cx + TOKEN + 22, text_y), tuple(lines), size, colour))
            for m in here:
                marker_token(
                    ctx, f"{e.id}:{m.value}", m, (cx + 12 + TOKEN // 2, cy + ch // 2), TOKEN
                )
            continue
        ctx.add(Label((cx + cw // 2, cy + 6), tuple(labels[i]), size, colour, "ma"))
        d = min(TOKEN, cw - 6)  # a narrow cell holds a smaller marker
        step = min(d + 4, (cw - 6) // max(1, len(here)))
        left = cx + cw // 2 - step * (len(here) - 1) // 2
        for j, m in enumerate(here):
            centre = (left + j * step, cy + ch - 8 - TOKEN // 2)
            marker_token(ctx, f"{e.id}:{m.value}", m, centre, d)
    rows = ceil(n / per)
    return y - top + rows * ch + (rows - 1) * 6


def edge_track(ctx: Ctx, e: Track) -> None:
    """Numbered boxes round the board, clockwise from the top left corner; markers on
    one box stack inwards."""
    width, height, t = ctx.plan.width, ctx.plan.height, EDGE_BAND
    side = height - 2 * t
    perimeter = 2 * width + 2 * side
    n = e.size
    top = max(1, round(n * width / perimeter))
    right = max(1, round(n * side / perimeter))
    bottom = max(1, round(n * width / perimeter))
    left = max(1, n - top - right - bottom)
    cells: list[tuple[tuple[int, int, int, int], tuple[int, int]]] = []  # box, inward
    for i in range(top):
        cells.append(((width * i // top, 0, width * (i + 1) // top, t), (0, 1)))
    for i in range(right):
        cells.append(
            ((width - t, t + side * i // right, width, t + side * (i + 1) // right), (-1, 0))
        )
    for i in range(bottom):
        x1 = width - width * i // bottom
        cells.append(((width * (bottom - i - 1) // bottom, height - t, x1, height), (0, -1)))
    for i in range(left):
        y1 = height - t - side * i // left
        cells.append(((0, t + side * (left - i - 1) // left, t, y1), (1, 0)))
    for i, (box, _) in enumerate(cells[:n]):
        number = (e.min or 0) + i
        ctx.plan.regions[f"{e.id}:{number}"] = box
        ctx.add(Rect(box, EDGE_TEN if number % 10 == 0 else EDGE_FILL, LINE, 1))
        centre = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
        strong = number % 5 == 0
        ctx.add(
            Label(
                centre, (str(number),), 17 if strong else 15, INK if strong else MUTED, "mm", strong
            )
        )
    stacks: dict[int, int] = {}
    d = t - 4
    for m in e.markers:
        at = _cell_index(ctx, e, m)
        if at is None or at >= len(cells):
            continue
        box, (dx, dy) = cells[at]
        k = stacks.get(at, 0)
        stacks[at] = k + 1
        # two deep (on the box, then inwards), then side by side along the track,
        # first one way then the other, never off the board
        mid_x, mid_y = (box[0] + box[2]) // 2, (box[1] + box[3]) // 2
        step = d * 3 // 4
        sides = [
            n
            for n in (0, 1, -1, 2, -2, 3, -3, 4, -4)
            if d // 2 <= mid_x + abs(dy) * n * step <= width - d // 2
            and d // 2 <= mid_y + abs(dx) * n * step <= height - d // 2
        ]
        side = sides[min(k // 2, len(sides) - 1)] * step
        inward = k % 2 * (d * 4 // 5)
        cx = mid_x + dx * inward + abs(dy) * side
        cy = mid_y + dy * inward + abs(dx) * side
        marker_token(ctx, f"{e.id}:{m.value}", m, (cx, cy), d)


RINGED = TOKEN + 24  # room a marker takes with the ring of a seat that is up
PIECE = TOKEN + 16  # room a piece takes with its badge


def _grid(
    ctx: Ctx,
    keys: list[str],
    seats: list[str],
    box: tuple[int, int, int, int],
    y: int,
    badges: list[str],
    ring: bool,
) -> None:
    """Seats' markers in rows inside ``box`` from ``y`` down, centred."""
    x0, _, x1, _ = box
    room = RINGED if ring else PIECE
    per = max(1, (x1 - x0 - 8) // room)
    for i, seat in enumerate(seats):
        row, col = divmod(i, per)
        in_row = min(per, len(seats) - row * per)
        left = (x0 + x1) // 2 - (in_row - 1) * room // 2
        centre = (left + col * room, y + row * room + room // 2)
        ctx.seat_token(keys[i], seat, centre, badge=badges[i], ring=ring)


def _rows_needed(count: int, w: int, room: int) -> int:
    per = max(1, (w - 8) // room)
    return max(1, ceil(count / per))


def boxes(ctx: Ctx, e: Boxes, x: int, y: int, w: int) -> int:
    top = y
    y += ctx.title(e, x, y, w)
    n = len(e.boxes)
    bw = (w - GAP * (n - 1)) // n
    where = ctx.scene.boxes.get(e.id, {})
    members = {b.id: [s for s in ctx.scene.seats if where.get(s) == b.id] for b in e.boxes}
    labels, size = tx.fit_all(
        [ctx.name(f"box:{b.id}", b.names) for b in e.boxes], 20, bw - 10, 2, 14
    )
    label_h = max(len(lines) for lines in labels) * tx.line_height(size)
    rows = max(_rows_needed(len(m), bw, RINGED) for m in members.values())
    h = 10 + label_h + rows * RINGED + 6
    for i, b in enumerate(e.boxes):
        bx = x + i * (bw + GAP)
        box = (bx, y, bx + bw, y + h)
        ctx.plan.regions[f"{e.id}:{b.id}"] = box
        ctx.add(Rect(box, PANEL, LINE, 2, 8))
        ctx.add(Label((bx + bw // 2, y + 8), tuple(labels[i]), size, MUTED, "ma"))
        seats = members[b.id]
        _grid(
            ctx,
            [f"{e.id}:{s}" for s in seats],
            seats,
            box,
            y + 10 + label_h,
            [""] * len(seats),
            True,
        )
    return y - top + h


def spaces(ctx: Ctx, e: Spaces, x: int, y: int, w: int) -> int:
    top = y
    y += ctx.title(e, x, y, w)
    unit = (w - GAP * (e.columns - 1)) / e.columns
    rows: list[list[tuple[int, int]]] = [[]]  # (space index, column)
    col = 0
    for i, sp in enumerate(e.spaces):
        if col + sp.width > e.columns:
            rows.append([])
            col = 0
        rows[-1].append((i, col))
        col += sp.width
    for row in rows:
        placed = []
        for i, c in row:
            sp = e.spaces[i]
            x0 = x + round(c * (unit + GAP))
            x1 = x + round((c + sp.width) * (unit + GAP) - GAP)
            label = tx.fit(ctx.name(f"space:{sp.id}", sp.names), 20, x1 - x0 - 10, 2, 14)
            placed.append((sp, x0, x1, label, list(ctx.scene.spaces.get(sp.id, ()))))
        label_h = max(len(lbl[0]) for _, _, _, lbl, _ in placed) * tx.line_height(20)
        n_rows = max(_rows_needed(len(p), x1 - x0, PIECE) for _, x0, x1, _, p in placed)
        h = 10 + label_h + n_rows * PIECE + 6
        for sp, x0, x1, (lines, size), pieces in placed:
            box = (x0, y, x1, y + h)
            ctx.plan.regions[f"{e.id}:{sp.id}"] = box
            ctx.add(Rect(box, PANEL, LINE, 2, 8))
            ctx.add(Label(((x0 + x1) // 2, y + 8), tuple(lines), size, MUTED, "ma"))
            keys = [f"{e.id}:{sp.id}:{i}" for i in range(len(pieces))]
            _grid(
                ctx,
                keys,
                [p.seat for p in pieces],
                box,
                y + 10 + label_h,
                [p.label for p in pieces],
                False,
            )
        y += h + GAP
    return y - GAP - top


def counters(ctx: Ctx, e: Counters, x: int, y: int, w: int) -> int:
    top = y
    y += ctx.title(e, x, y, w)
    cols = e.columns
    longest = max((tx.width(ctx.name(f"seat:{s}"), 23) for s in ctx.scene.seats), default=0)
    seat_w = w if not cols else min(w * 9 // 20, max(w // 4, TOKEN + 44 + longest))
    col_w = (w - seat_w) // max(1, len(cols))
    if cols:
        texts = [ctx.name(f"{'token' if c.token else 'counter'}:{c.id}", c.names) for c in cols]
        heads, size = tx.fit_all(texts, 20, col_w - 8, 2, 14)
        head_h = max(len(lines) for lines in heads) * tx.line_height(size) + 6
        for i, lines in enumerate(heads):
            cx = x + seat_w + i * col_w + col_w // 2
            ctx.add(
                Label(
                    (cx, y + head_h - len(lines) * tx.line_height(size) - 4),
                    tuple(lines),
                    size,
                    MUTED,
                    "ma",
                )
            )
        y += head_h
    row_h = TOKEN + 14
    for r, seat in enumerate(ctx.scene.seats):
        box = (x, y, x + w, y + row_h)
        ctx.plan.regions[f"{e.id}:{seat}"] = box
        up = seat in ctx.up
        ctx.add(Rect(box, HILITE if up else (PANEL if r % 2 == 0 else "#F7F1E4"), LINE, 1, 6))
        if up:
            ctx.add(Rect((x, y, x + 7, y + row_h), INK, None, 0, 3))
        mid = y + row_h // 2
        ctx.seat_token(f"{e.id}:{seat}", seat, (x + 16 + TOKEN // 2, mid), ring=False)
        name_w = seat_w - TOKEN - 36
        lines, size = tx.fit(ctx.name(f"seat:{seat}"), 23, name_w, 1, 16)
        ctx.add(Label((x + TOKEN + 28, mid), tuple(lines), size, INK, "lm", up))
        for i, c in enumerate(cols):
            cx = x + seat_w + i * col_w + col_w // 2
            if c.token:
                shown = (c.mark or "★") if ctx.scene.tokens.get(c.id) == seat else ""
            else:
                n = ctx.scene.counters.get(c.id, {}).get(seat)
                if c.mark:
                    shown = c.mark if n else ""
                else:
                    shown = NO_VALUE if n is None else str(n)
            if shown:
                ctx.add(Label((cx, mid), (shown,), 25, INK, "mm", True))
        y += row_h + 4
    return y - 4 - top


def cards(ctx: Ctx, e: Cards, x: int, y: int, w: int) -> int:
    """Each slot: its name and the card's tags on one line, then the number with the
    faction order beside it, then the title."""
    top = y
    y += ctx.title(e, x, y, w)
    n = len(e.slots)
    sw = (w - GAP * (n - 1)) // n
    shown = [ctx.scene.cards.get(s.id) for s in e.slots]
    titled = [
        tx.fit(tx.clean(c.title), 21, sw - 24, 2, 15) if c and c.title else ([], 21) for c in shown
    ]
    title_h = max(len(lines) * tx.line_height(size) for lines, size in titled)
    h = 40 + 54 + title_h + 10
    for i, slot in enumerate(e.slots):
        sx = x + i * (sw + GAP)
        box = (sx, y, sx + sw, y + h)
        ctx.plan.regions[f"{e.id}:{slot.id}"] = box
        card = shown[i]
        ctx.add(Rect(box, PANEL if card else "#EAE3D3", LINE, 2, 8))
        tag_x = sx + sw - 10
        for tag in [tx.clean(t) for t in reversed(card.tags if card else ())]:
            tw = tx.width(tag, 19) + 20
            ctx.add(Rect((tag_x - tw, y + 8, tag_x, y + 36), INK, None, 0, 14))
            ctx.add(Label((tag_x - tw // 2, y + 22), (tag,), 19, PANEL, "mm"))
            tag_x -= tw + 6
        name = tx.fit(ctx.name(f"card:{slot.id}", slot.names), 20, max(40, tag_x - sx - 16), 1, 14)
        ctx.add(Label((sx + 10, y + 8), tuple(name[0]), name[1], MUTED))
        mid = y + 40 + 27
        if card is None:
            ctx.add(Label((sx + sw // 2, mid), (ctx.name("word:unrevealed"),), 22, MUTED, "mm"))
            continue
        left = sx + 12
        if card.number is not None:
            number = f"#{card.number}"
            ctx.add(Label((left, mid), (number,), 40, INK, "lm", True))
            left += tx.width(number, 40) + 16
        step = min(TOKEN + 6, (sx + sw - 10 - left) // max(1, len(card.order)))
        for j, seat in enumerate(card.order):
            ctx.seat_token(
                f"{e.id}:{slot.id}:{j}", seat, (left + TOKEN // 2 + j * step, mid), ring=False
            )
        lines, size = titled[i]
        if lines:
            ctx.add(Label((sx + 12, y + 40 + 54), tuple(lines), size, INK))
    return y - top + h


def values(ctx: Ctx, e: Values, x: int, y: int, w: int) -> int:
    top = y
    y += ctx.title(e, x, y, w)
    c = e.columns
    tw = (w - GAP * (c - 1)) // c
    th = 66
    for i, m in enumerate(e.values):
        row, col = divmod(i, c)
        bx, by = x + col * (tw + GAP), y + row * (th + 8)
        box = (bx, by, bx + tw, by + th)
        ctx.plan.regions[f"{e.id}:{m.value}"] = box
        ctx.add(Rect(box, PANEL, LINE, 2, 8))
        value = ctx.scene.values.get(m.value)
        shown = (
            NO_VALUE
            if value is None
            else str(value)
            if isinstance(value, int)
            else ctx.name(f"value:{value}")
        )
        vw = min(tw // 2, tx.width(shown, 30))
        v_lines, v_size = tx.fit(shown, 30, vw, 1, 18)
        ctx.add(Label((bx + tw - 10, by + th // 2), tuple(v_lines), v_size, INK, "rm", True))
        left = bx + 10
        if m.seat is not None or m.colour is not None:
            marker_token(ctx, f"{e.id}:{m.value}", m, (left + 14, by + th // 2), 28)
            left += 38
        name_w = bx + tw - 16 - vw - left
        lines, size = tx.fit(ctx.name(f"track:{m.value}"), 19, name_w, 2, 13)
        lh = tx.line_height(size)
        ctx.add(Label((left, by + (th - len(lines) * lh) // 2), tuple(lines), size, MUTED))
    rows = ceil(len(e.values) / c)
    return y - top + rows * th + (rows - 1) * 8
