"""The board picture of a game: its view drawn on its definition's layout, in the
table's language (``bot/board/`` draws; this module decides what and when).

- :func:`scene` is the one mapping from a view to a picture, for every game: each
  layout element reads the view's section its ``source`` names, by the section's kind
  (``cylinders`` and ``seats`` fill boxes, ``pairs`` spaces, ``counts``/``seats``/
  ``order`` a column, ``marker`` a token, ``card`` a card slot), tracks and tiles read
  the view's named numbers and its ``tracks`` sections, and every word is named
  through :mod:`bot.service.render` (the definition, then the catalogs).
- A message that shows a picture carries a :class:`~bot.service.model.Picture`: the
  scene and the layout as JSON (a few KB), not the PNG. The dashboard is saved that
  way in the outbox with the state it shows, and drawn when it is delivered, so a
  row stays small and the picture is exactly the saved version's.
- :class:`Boards` draws off the event loop on one worker thread, at most once per
  picture (cached by its content: the same game version in the same language is the
  same scene), in bounded memory; a render that fails or takes too long is logged and
  the message goes out without its picture.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import re
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.board.scene import Card, Piece, Scene
from bot.engine.errors import BadInput
from bot.engine.games.base import Json, JsonDict, Prompt, Ref
from bot.engine.games.definition import GameDefinition
from bot.engine.games.layout import Boxes, Cards, Counters, Element, Layout, Spaces, Track, Values
from bot.engine.games.view import Section, Text, View
from bot.i18n import normalize_locale, t
from bot.service import play
from bot.service.model import Ctx, File, Message, Picture, Response
from bot.service.options import flag
from bot.service.registry import command
from bot.service.render import KINDS, name, params, prompt_text

if TYPE_CHECKING:
    from bot.service.core import Service

log = logging.getLogger(__name__)
_MARKS = re.compile(r"\*\*|__|~~|`")  # a catalog's Markdown, which a picture does not read

FILE = "board-v{version}.png"
CACHED = 32  # pictures kept (each under bot.board.MAX_BYTES: at most about 10 MB)
TIMEOUT = 10.0  # seconds a render may take before the message goes without it


# ---------------------------------------------------------------------- the scene
class _Namer:
    """Names in one language for one game's picture."""

    def __init__(self, d: GameDefinition, view: View, loc: str) -> None:
        self.d, self.view, self.loc = d, view, loc
        self.titles = d.board_sections()

    def title(self, x: Text | Ref) -> str:
        if isinstance(x, Ref):
            text = name(x.kind, x.id, self.loc, self.d)
            return text[:1].upper() + text[1:]  # a definition's name in a sentence's form
        return _MARKS.sub("", t(x.key, self.loc, **params(x.params, self.loc, self.d)))

    def source(self, source: str) -> str | None:
        """The title of the section ``source`` names, whether it is shown now or not."""
        title = self.titles.get(source)
        live = self.view.section(source)
        if title is None and live is not None:
            title = live.title
        return self.title(title) if title is not None else None

    def number(self, key: str) -> str:
        """A named number of the view (``round``, ``era``) or a track's value."""
        kind = "number" if key in self.view.values else "track"
        text = name(kind, key, self.loc, self.d)
        if key in ("round", "year"):  # a title: a round's own name is written lower case
            return text[:1].upper() + text[1:]
        return text


def scene(
    d: GameDefinition,
    view: View,
    *,
    seats: Sequence[str],
    up: Sequence[str],
    locale: str,
    title: str,
    step: str = "",
) -> Scene:
    """What the picture of ``view`` shows on ``d``'s layout, named in ``locale``.
    ``seats``: in play, in seating order; ``up``: whose decision it is; ``step``: the
    step's line, said instead of a line of the view that names a player (a picture
    shows seats, not people)."""
    loc = normalize_locale(locale)
    lay = d.board()
    n = _Namer(d, view, loc)
    values: dict[str, int | str | None] = {
        k: v for k, v in view.values.items() if v is None or isinstance(v, int | str)
    }
    names = {f"seat:{s}": name("seat", s, loc, d) for s in seats}
    names.update({f"track:{k}": n.number(k) for k in view.values})
    for sec in view.sections:
        if sec.kind == "tracks":
            for i in sec.items:
                track, value = str(i.get("track")), i.get("value")
                values[track] = value if value is None or isinstance(value, int | str) else None
                names[f"track:{track}"] = n.number(track)
                if isinstance(value, str):
                    names[f"value:{value}"] = name("track_value", value, loc, d, track)
    names["word:up"] = t("turns.dash.up", loc)
    names["word:unrevealed"] = t("coin.dash.not_revealed", loc)
    out = _Parts(set(seats))
    for e in lay.elements:
        _element(e, view, n, out, names)
    return Scene(
        locale=loc,
        title=title,
        lines=_lines(view, n, step),
        seats=tuple(seats),
        up=tuple(s for s in up if s in seats),
        names=names,
        values=values,
        boxes=out.boxes,
        spaces=out.spaces,
        counters=out.counters,
        tokens=out.tokens,
        cards=out.cards,
    )


class _Parts:
    """What the elements of a layout read from a view, for a :class:`Scene`."""

    def __init__(self, seats: set[str]) -> None:
        self.seats = seats
        self.boxes: dict[str, dict[str, str]] = {}
        self.spaces: dict[str, tuple[Piece, ...]] = {}
        self.counters: dict[str, dict[str, int]] = {}
        self.tokens: dict[str, str | None] = {}
        self.cards: dict[str, Card | None] = {}

    def seat(self, s: Json) -> str | None:
        return s if isinstance(s, str) and s in self.seats else None


def _element(e: Element, view: View, n: _Namer, out: _Parts, names: dict[str, str]) -> None:
    source = getattr(e, "source", None)
    if source is not None and e.title is None:
        heading = n.source(source)
        if heading:
            names[f"element:{e.id}"] = heading
    if isinstance(e, Track | Values):
        markers = e.markers if isinstance(e, Track) else e.values
        for m in markers:
            names.setdefault(f"track:{m.value}", n.number(m.value))
        for c in e.cells if isinstance(e, Track) else ():
            names[f"value:{c.id}"] = name("track_value", c.id, n.loc, n.d, markers[0].value)
    elif isinstance(e, Boxes):
        _boxes(e, view, n, out, names)
    elif isinstance(e, Spaces):
        _spaces(e, view, n, out, names)
    elif isinstance(e, Counters):
        _columns(e, view, n, out, names)
    elif isinstance(e, Cards):
        _cards(e, view, n, out, names)


def _boxes(e: Boxes, view: View, n: _Namer, out: _Parts, names: dict[str, str]) -> None:
    """Each seat in its box: from a section pairing seats with boxes (``{seat,
    state}``), or from a section of seats per box."""
    where: dict[str, str] = {}
    sec = view.section(e.source) if e.source else None
    for i in sec.items if sec else ():
        seat = out.seat(i.get("seat"))
        if seat is not None:
            where[seat] = str(i.get("state"))
    for b in e.boxes:
        if b.source is not None:
            names[f"box:{b.id}"] = n.source(b.source) or b.id
            listed = view.section(b.source)
            where.update({s: b.id for s in listed.seats if s in out.seats} if listed else {})
        else:
            names[f"box:{b.id}"] = name(KINDS["state"], b.id, n.loc, n.d)
    out.boxes[e.id] = where


def _spaces(e: Spaces, view: View, n: _Namer, out: _Parts, names: dict[str, str]) -> None:
    """A piece for each item of a section of ``{seat, place, strength}`` (a strength
    shows on the piece)."""
    pieces: dict[str, list[Piece]] = {}
    sec = view.section(e.source or e.id)
    for i in sec.items if sec else ():
        seat, place, strength = out.seat(i.get("seat")), i.get("place"), i.get("strength")
        if seat is not None and isinstance(place, str):
            label = str(strength) if isinstance(strength, int) else ""
            pieces.setdefault(place, []).append(Piece(seat=seat, label=label[:4]))
    out.spaces.update({k: tuple(v) for k, v in pieces.items()})
    for sp in e.spaces:
        names[f"space:{sp.id}"] = name("place_label", sp.id, n.loc, n.d)


def _columns(e: Counters, view: View, n: _Namer, out: _Parts, names: dict[str, str]) -> None:
    """Each column from its section: a number per seat (``counts``), 1 for the seats
    listed (``seats``), a seat's place in an ``order``, the holder of a ``marker``."""
    for c in e.columns:
        source = c.source or c.id
        names[f"{'token' if c.token else 'counter'}:{c.id}"] = n.source(source) or c.id
        sec = view.section(source)
        if sec is None:
            continue
        if c.token:
            holder = out.seat(sec.seats[0]) if sec.kind == "marker" and sec.seats else None
            out.tokens[c.id] = holder
        else:
            out.counters[c.id] = _numbers(sec, out)


def _numbers(sec: Section, out: _Parts) -> dict[str, int]:
    if sec.kind == "counts":
        pairs = ((out.seat(i.get("seat")), i.get("n")) for i in sec.items)
        return {s: v for s, v in pairs if s is not None and isinstance(v, int)}
    if sec.kind == "order":
        return {s: k for k, s in enumerate(sec.seats, start=1) if s in out.seats}
    listed = set(sec.seats)
    return {s: int(s in listed) for s in out.seats}


def _cards(e: Cards, view: View, n: _Namer, out: _Parts, names: dict[str, str]) -> None:
    for slot in e.slots:
        source = slot.source or slot.id
        names[f"card:{slot.id}"] = n.source(source) or slot.id
        sec = view.section(source)
        item = sec.items[0] if sec and sec.items else {}
        out.cards[slot.id] = _card(item, n, out) if item else None


def _card(c: JsonDict, n: _Namer, out: _Parts) -> Card:
    number, title, order = c.get("number"), c.get("title"), c.get("order")
    tags = []
    if c.get("epoch"):
        tags.append(t("board.epoch", n.loc))
    pivotal = out.seat(c.get("pivotal"))
    if pivotal is not None:
        tags.append(t("board.pivotal", n.loc, faction=name("seat", pivotal, n.loc, n.d)))
    return Card(
        number=number if isinstance(number, int) and not isinstance(number, bool) else None,
        title=title if isinstance(title, str) else "",
        order=tuple(s for s in (order if isinstance(order, list) else []) if s in out.seats),
        tags=tuple(tags),
    )


_PEOPLE = ("holder", "user", "users", "gm", "winner_user")


def _lines(view: View, n: _Namer, step: str) -> tuple[str, ...]:
    """The heading and the view's lines; a line naming a player is the step's line
    instead (once)."""
    out = [n.title(view.heading)] if view.heading is not None else []
    for x in view.lines:
        if any(k in x.params for k in _PEOPLE):
            if step and step not in out:
                out.append(step)
        else:
            out.append(n.title(x))
    return tuple(x for x in out if x)


def picture(
    d: GameDefinition,
    view: View,
    *,
    version: int,
    seats: Sequence[str],
    up: Sequence[str],
    locale: str,
    title: str,
    step: str = "",
) -> Picture:
    """What a message carries to show the picture of a game's ``version``: the scene
    and its layout as JSON."""
    sc = scene(d, view, seats=seats, up=up, locale=locale, title=title, step=step)
    layout = d.board().model_dump(mode="json", exclude_defaults=True)
    return Picture(FILE.format(version=version), sc.model_dump(mode="json"), layout)


def of_view(
    d: GameDefinition,
    view: View,
    version: int,
    seats: Sequence[str],
    prompt: Prompt | None,
    locale: str,
    title: str,
) -> Picture | None:
    """The picture of a game's ``version`` a message carries (the dashboard's, /game
    board's); None, logged, when the view cannot be read as one: the text goes alone."""
    step = prompt_text(prompt, locale, d) if prompt and prompt.step_key else ""
    try:
        return picture(
            d,
            view,
            version=version,
            seats=seats,
            up=prompt.up if prompt else [],
            locale=locale,
            title=title,
            step=step,
        )
    except Exception:
        log.exception("board picture of %s v%s: no scene", d.slug, version)
        return None


# ---------------------------------------------------------------------- drawing
def key(pic: Picture) -> str:
    """A picture's cache key: its content (the same game version in the same language
    and on the same layout is the same picture, whatever asks for it)."""
    data = json.dumps([pic.scene, pic.layout], sort_keys=True, ensure_ascii=False)
    return hashlib.blake2b(data.encode(), digest_size=16).hexdigest()


def draw(pic: Picture) -> bytes:
    """The PNG of a picture (on a worker thread: it takes tens of milliseconds)."""
    from bot.board import render

    return render(Layout.model_validate(pic.layout), Scene.model_validate(pic.scene))


class Boards:
    """Pictures drawn on one worker thread, each at most once while it is cached."""

    def __init__(self, cached: int = CACHED, timeout: float = TIMEOUT) -> None:
        self.cached, self.timeout = cached, timeout
        self._done: OrderedDict[str, bytes] = OrderedDict()
        self._running: dict[str, asyncio.Future[bytes]] = {}
        self._pool: ThreadPoolExecutor | None = None
        self.renders = 0  # pictures drawn (a cache hit draws none)
        self.failures = 0

    async def png(self, pic: Picture) -> bytes | None:
        """The picture's PNG, or None when it could not be drawn (logged)."""
        k = key(pic)
        hit = self._done.get(k)
        if hit is not None:
            self._done.move_to_end(k)
            return hit
        fut = self._running.get(k)
        if fut is None:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="herald-board")
            fut = asyncio.get_running_loop().run_in_executor(self._pool, draw, pic)
            self._running[k] = fut
            fut.add_done_callback(functools.partial(self._finished, k))
        try:
            return await asyncio.wait_for(asyncio.shield(fut), self.timeout)
        except Exception:
            self.failures += 1
            log.exception("board picture %s not drawn: the message goes without it", k[:8])
            return None

    def _finished(self, k: str, fut: asyncio.Future[bytes]) -> None:
        self._running.pop(k, None)
        if fut.cancelled() or fut.exception() is not None:
            return
        self.renders += 1
        self._done[k] = fut.result()
        while len(self._done) > self.cached:
            self._done.popitem(last=False)

    async def attach(self, msg: Message) -> Message:
        """``msg`` with its picture as an attached PNG (the picture spec dropped); the
        message alone when the picture could not be drawn."""
        if msg.picture is None:
            return msg
        png = await self.png(msg.picture)
        files = list(msg.files) + ([File(msg.picture.name, data=png)] if png is not None else [])
        return replace(msg, files=files, picture=None)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


# ---------------------------------------------------------------------- /game board
@command("game", "board")
async def board(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """The board picture of the channel's game: for the asker alone, in their
    language, unless ``public:`` (then for the channel, in the table's language)."""
    loaded = await svc.require(ctx)
    definition = await svc.game_definition(loaded)
    public = flag(opts.get("public"))
    loc = ctx.locale
    if public:
        rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
        loc = play.language(rec, ctx.guild_locale or ctx.locale)
    game = loaded.game
    if game["state"] is None:
        raise BadInput("board.not_begun")
    table, prompt = svc.view(game, definition)
    view = svc.families[definition.family].view(definition, game["state"], table)
    title = svc.knowledge.game_name(definition, loc)
    pic = of_view(definition, view, loaded.version, table.names, prompt, loc, title)
    png = await svc.boards.png(pic) if pic is not None else None
    if pic is None or png is None:
        return Response([Message(content=t("board.failed", loc), ephemeral=True)])
    caption = t("board.caption", loc, game=title, version=loaded.version)
    # named with its language: one reader's picture, beside the table's dashboard one
    name = pic.name.replace(".png", f"-{normalize_locale(loc)}.png")
    return Response([Message(content=caption, files=[File(name, data=png)], ephemeral=not public)])
