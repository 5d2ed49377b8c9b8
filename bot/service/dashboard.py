"""One dashboard renderer for every family: a game's view (sections of ids and
numbers, :mod:`bot.engine.games.view`) as an embed in the table's language. Each kind
of section reads one way, whatever the game or the structure."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.games.base import Json, JsonDict, Ref
from bot.engine.games.definition import GameDefinition
from bot.engine.games.view import Section, Text, View
from bot.i18n import join_list, t
from bot.service.model import Embed, EmbedField, mention
from bot.service.render import name, params, seat_text

CYLINDER_ICON = {"eligible": "🟢", "first": "1️⃣", "second": "2️⃣", "passed": "⏭️", "ineligible": "⛔"}
FIELD = 1024


class _Reader:
    """One view read in one language."""

    def __init__(self, d: GameDefinition, loc: str, holders: dict[str, int | None]):
        self.d, self.loc, self.holders = d, loc, holders

    def text(self, x: Text | Ref) -> str:
        if isinstance(x, Ref):
            return name(x.kind, x.id, self.loc, self.d)
        return t(x.key, self.loc, **params(x.params, self.loc, self.d))

    def seat(self, s: Json) -> str:
        return seat_text(s, self.loc, self.d)

    def seats(self, seats: tuple[str, ...] | list[str]) -> str:
        return join_list([self.seat(s) for s in seats], self.loc) or t("turns.dash.none", self.loc)

    def holder(self, h: Json) -> str:
        return mention(h) if isinstance(h, int) else t("coin.dash.gm", self.loc)

    # -- one reader per kind of section
    def up(self, s: Section) -> str:
        if not s.seats:
            return self.text(s.empty) if s.empty else "-"
        return join_list(
            [f"{self.seat(x)} ({self.holder(self.holders.get(x))})" for x in s.seats], self.loc
        )

    def seats_(self, s: Section) -> str:
        body = self.seats(s.seats)
        return f"{self.text(s.lines[0])}: {body}" if s.lines else body

    def order(self, s: Section) -> str:
        return " → ".join(self.seat(x) for x in s.seats)

    def marker(self, s: Section) -> str:
        v = self.seat(s.seats[0]) if s.seats else "-"
        nxt = s.items[0].get("next") if s.items else None
        if nxt:
            v += " → " + t("turns.dash.next", self.loc, seat=self.seat(nxt))
        return v

    def counts(self, s: Section) -> str:
        return join_list([f"{self.seat(i.get('seat'))} {i.get('n')}" for i in s.items], self.loc)

    def _thing(self, i: JsonDict) -> str:
        """A row's place (where a piece is) or item (what a seat picked)."""
        if "place" in i:
            return name("place", i.get("place"), self.loc, self.d)
        return name("item", i.get("item"), self.loc, self.d, str(i.get("step") or ""))

    def pairs(self, s: Section) -> str:
        return join_list(
            [f"{self.seat(i.get('seat'))}→{self._thing(i)}" for i in s.items], self.loc
        )

    def items(self, s: Section) -> str:
        return join_list([self._thing(i) for i in s.items], self.loc) or t("list.none", self.loc)

    def scores(self, s: Section) -> str:
        return "\n".join(
            f"{self.seat(i.get('seat'))}: {self._table(i.get('table'))} "
            + (
                f"{i.get('value')} → {name('', i.get('result'), self.loc, self.d)}"
                if i.get("result") is not None and i.get("result") != i.get("value")
                else str(i.get("value"))
            )
            for i in s.items
        )

    def owed(self, s: Section) -> str:
        """What each seat still reports (a scoring step): ``Red: Fire, Water``."""
        out = []
        for i in s.items:
            tables = i.get("tables")
            names = [self._table(x) for x in (tables if isinstance(tables, list) else [])]
            out.append(f"{self.seat(i.get('seat'))}: {join_list(names, self.loc)}")
        return "\n".join(out)

    def steps(self, s: Section) -> str:
        out = []
        for i in s.items:
            step = name("step", i.get("step"), self.loc, self.d, str(i.get("phase") or ""))
            mark = i.get("mark")
            out.append(
                f"▶ **{step}**"
                if mark == "current"
                else (f"· {step}" if mark == "applies" else f"· ~~{step}~~")
            )
        return "\n".join(out)

    def lines(self, s: Section) -> str:
        return "\n".join(self.text(x) for x in s.lines)

    def table(self, s: Section) -> str:
        return "\n".join(self._table_row(i) for i in s.items) or "-"

    def _table_row(self, i: JsonDict) -> str:
        if "from" in i:
            return f"{i['from']}+ → {i.get('value')}"
        if "more" in i:
            return t("turns.dash.more_bands", self.loc, n=i["more"])
        if "per" in i:
            key = "turns.dash.value_per" if i.get("per") != 1 else "turns.dash.value_same"
            if i.get("times") != 1:
                key = "turns.dash.value_times"
            return t(key, self.loc, per=i.get("per"), times=i.get("times"))
        if "kind" in i:
            return f"· {name('table', i.get('kind'), self.loc, self.d)}"
        return f"{i.get('rank')}. {i.get('value')}"

    def _table(self, table: Json) -> str:
        """A scored table's name, or a counter's (``counter:coins``, scored as it stood)."""
        kind = "measure" if str(table).startswith("counter:") else "table"
        return name(kind, table, self.loc, self.d)

    def ranking(self, s: Section) -> str:
        return "\n".join(
            t(
                "turns.dash.ranked",
                self.loc,
                place=i.get("place"),
                seat=self.seat(i.get("seat")),
                n=i.get("n"),
            )
            for i in s.items
        )

    def card(self, s: Section) -> str:
        return self._card(s.items[0] if s.items else {})

    def cards(self, s: Section) -> str:
        return "\n".join(self._card(i) for i in s.items)

    def _card(self, c: JsonDict) -> str:
        if not c:
            return t("coin.dash.not_revealed", self.loc)
        label = name("card", c.get("card"), self.loc, self.d)
        if c.get("epoch"):
            return t("coin.dash.epoch_card", self.loc, card=label)
        order = c.get("order")
        text = f"**{label}**\n" + " › ".join(
            self.seat(f) for f in (order if isinstance(order, list) else [])
        )
        if c.get("pivotal"):
            text += "\n" + t("coin.dash.pivotal_of", self.loc, faction=self.seat(c["pivotal"]))
        return text

    def cylinders(self, s: Section) -> str:
        out = []
        for i in s.items:
            state = str(i.get("state"))
            extra = ""
            if i.get("override"):
                extra = " " + t(f"coin.dash.override_{i['override']}", self.loc)
            out.append(
                f"{CYLINDER_ICON.get(state, '')} {self.seat(i.get('seat'))} — "
                f"{name('cylinder', state, self.loc, self.d)} ({self.holder(i.get('holder'))}){extra}"
            )
        return "\n".join(out)

    def tracks(self, s: Section) -> str:
        out = []
        for i in s.items:
            track = str(i.get("track"))
            value = name("track_value", i.get("value"), self.loc, self.d, track)
            out.append(f"{name('track', track, self.loc, self.d)}: **{value}**")
        return "\n".join(out)


READERS: dict[str, Callable[[_Reader, Section], str]] = {
    "up": _Reader.up,
    "seats": _Reader.seats_,
    "order": _Reader.order,
    "marker": _Reader.marker,
    "counts": _Reader.counts,
    "pairs": _Reader.pairs,
    "items": _Reader.items,
    "scores": _Reader.scores,
    "owed": _Reader.owed,
    "steps": _Reader.steps,
    "ranking": _Reader.ranking,
    "lines": _Reader.lines,
    "table": _Reader.table,
    "card": _Reader.card,
    "cards": _Reader.cards,
    "cylinders": _Reader.cylinders,
    "tracks": _Reader.tracks,
}


def section_text(
    s: Section, d: GameDefinition, locale: str, holders: dict[str, int | None] | None = None
) -> str:
    """One section's body, read in ``locale``."""
    return READERS[s.kind](_Reader(d, locale, holders or {}), s)


def render(
    title: str, view: View, d: GameDefinition, locale: str, holders: dict[str, int | None]
) -> Embed:
    """The embed of a game's view: its title, its lines, one field per section."""
    r = _Reader(d, locale, holders)
    if view.heading is not None:
        title = f"{title} · {r.text(view.heading)}"
    desc = "\n".join(r.text(x) for x in view.lines)
    if view.rule:
        desc += f"\n📖 {t('turns.dash.rule', locale)}: `{view.rule}`"
    fields = []
    for s in view.sections:
        body = READERS[s.kind](r, s)
        head = r.text(s.title)  # a definition's name (a counter's) is in a sentence's form
        fields.append(EmbedField(head[:1].upper() + head[1:], body[:FIELD] or "-", s.inline))
    return Embed(title=title, description=desc, fields=fields[:25])
