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
from bot.service.render import game_words, name, params, seat_text

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
        return join_list([self.seat(s) for s in seats], self.loc)

    def fmt(self, key: str, a: str, b: str) -> str:
        """Two parts put together the language's way (``fmt.pair``: ``a: b``, ``a：b``)."""
        return t(f"fmt.{key}", self.loc, a=a, b=b)

    def none(self) -> str:
        return t("list.none", self.loc)

    def holder(self, h: Json) -> str:
        return mention(h) if isinstance(h, int) else t("coin.dash.gm", self.loc)

    # -- one reader per kind of section
    def up(self, s: Section) -> str:
        if not s.seats:
            return self.text(s.empty) if s.empty else self.none()
        return join_list(
            [self.fmt("paren", self.seat(x), self.holder(self.holders.get(x))) for x in s.seats],
            self.loc,
        )

    def seats_(self, s: Section) -> str:
        out = [x for i in s.items if isinstance(got := i.get("out"), list) for x in got]
        # a seat out of the game (eliminated) is marked so: "Knight (out)"
        body = join_list(
            [
                self.fmt("paren", self.seat(x), t("table.out", self.loc))
                if x in out
                else self.seat(x)
                for x in s.seats
            ],
            self.loc,
        )
        return self.fmt("pair", self.text(s.lines[0]), body) if s.lines else body

    def order(self, s: Section) -> str:
        return t("fmt.sequence", self.loc).join(self.seat(x) for x in s.seats)

    def marker(self, s: Section) -> str:
        v = self.seat(s.seats[0]) if s.seats else self.none()
        nxt = s.items[0].get("next") if s.items else None
        if nxt:
            # the round as the game names it ("nel prossimo turno"), as every sentence does
            said = t(
                "turns.dash.next", self.loc, seat=self.seat(nxt), **game_words(self.d, self.loc)
            )
            v = self.fmt("paren", v, said)
        return v

    def counts(self, s: Section) -> str:
        """A tally, seat by seat (no "and": it is a table's row, not a sentence)."""
        rows = [self.fmt("count", self.seat(i.get("seat")), str(i.get("n"))) for i in s.items]
        return t("list.sep", self.loc).join(rows)

    def _thing(self, i: JsonDict) -> str:
        """A row's place (where a piece is) or item (what a seat picked)."""
        if "place" in i:
            return name("place", i.get("place"), self.loc, self.d)
        return name("item", i.get("item"), self.loc, self.d, str(i.get("step") or ""))

    def pairs(self, s: Section) -> str:
        return join_list(
            [self.fmt("arrow", self.seat(i.get("seat")), self._thing(i)) for i in s.items],
            self.loc,
        )

    def items(self, s: Section) -> str:
        return join_list([self._thing(i) for i in s.items], self.loc)

    def scores(self, s: Section) -> str:
        return "\n".join(
            t(
                "turns.dash.score_set"  # a set's points, after its kinds' counts
                if i.get("value") is None
                else "turns.dash.score_line"
                if i.get("result") is not None and i.get("result") != i.get("value")
                else "turns.dash.score_value",
                self.loc,
                seat=self.seat(i.get("seat")),
                table=self._table(i.get("table")),
                value=str(i.get("value")),
                result=name("", i.get("result"), self.loc, self.d),
            )
            for i in s.items
        )

    def owed(self, s: Section) -> str:
        """What each seat still reports (a scoring step): ``Red: Fire, Water``."""
        out = []
        for i in s.items:
            tables = i.get("tables")
            names = [self._table(x) for x in (tables if isinstance(tables, list) else [])]
            out.append(
                t("fmt.pair", self.loc, a=self.seat(i.get("seat")), b=join_list(names, self.loc))
            )
        return "\n".join(out)

    def steps(self, s: Section) -> str:
        out = []
        for i in s.items:
            step = name("step", i.get("step"), self.loc, self.d, str(i.get("phase") or ""))
            mark = i.get("mark")
            # the current step, one still to come, one that does not apply this time
            kind = mark if mark in ("current", "applies") else "skipped"
            out.append(t(f"turns.dash.step_{kind}", self.loc, step=step))
        return "\n".join(out)

    def lines(self, s: Section) -> str:
        return "\n".join(self.text(x) for x in s.lines)

    def table(self, s: Section) -> str:
        tab = s.title.id if isinstance(s.title, Ref) else ""
        return "\n".join(self._table_row(i, tab) for i in s.items) or self.none()

    def _table_row(self, i: JsonDict, tab: str = "") -> str:
        # a word the table scores is named as the table names it ("Miles": ミレス)
        value = name("table_value", str(i.get("value")), self.loc, self.d, tab)
        if "from" in i:  # a band: one number, a range, or the last one's "or more"
            low, high = i["from"], i.get("to", i["from"])
            if "to" not in i:
                return t("turns.dash.band", self.loc, low=low, value=value)
            key = "turns.dash.band_one" if high == low else "turns.dash.band_range"
            return t(key, self.loc, low=low, high=high, value=value)
        if "more" in i:
            return t("turns.dash.more_bands", self.loc, n=i["more"])
        if "per" in i:
            key = "turns.dash.value_per" if i.get("per") != 1 else "turns.dash.value_same"
            if i.get("times") != 1:  # "3 points each" when it is not divided
                key = "turns.dash.value_times" if i.get("per") != 1 else "turns.dash.value_each"
            return t(key, self.loc, per=i.get("per"), times=i.get("times"))
        if "kind" in i:
            return f"· {name('table', i.get('kind'), self.loc, self.d)}"
        return t("turns.dash.rank", self.loc, rank=i.get("rank"), value=value)

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
        text = f"**{label}**\n" + t("fmt.sequence", self.loc).join(
            self.seat(f) for f in (order if isinstance(order, list) else [])
        )
        if c.get("pivotal"):
            text += "\n" + t("coin.dash.pivotal_of", self.loc, faction=self.seat(c["pivotal"]))
        return text

    def cylinders(self, s: Section) -> str:
        out = []
        for i in s.items:
            state = str(i.get("state"))
            line = t(
                "coin.dash.cylinder_line",
                self.loc,
                icon=CYLINDER_ICON.get(state, ""),
                seat=self.seat(i.get("seat")),
                state=name("cylinder", state, self.loc, self.d),
                holder=self.holder(i.get("holder")),
            )
            if i.get("override"):
                line += " " + t(f"coin.dash.override_{i['override']}", self.loc)
            out.append(line)
        return "\n".join(out)

    def tracks(self, s: Section) -> str:
        out = []
        for i in s.items:
            track = str(i.get("track"))
            value = name("track_value", i.get("value"), self.loc, self.d, track)
            out.append(self.fmt("pair", name("track", track, self.loc, self.d), f"**{value}**"))
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
    title: str,
    view: View,
    d: GameDefinition,
    locale: str,
    holders: dict[str, int | None],
    rule: str = "",
) -> Embed:
    """The embed of a game's view: its title, its lines, one field per section, and
    ``rule``, the step's rule line in the reader's language (bot/service/rule_hints.py;
    ``view.rule``, a summary's heading in its own language, is never shown as such)."""
    r = _Reader(d, locale, holders)
    if view.heading is not None:
        title = f"{title} · {r.text(view.heading)}"
    desc = "\n".join(r.text(x) for x in view.lines)
    if rule:
        desc += "\n" + rule
    fields = []
    for s in view.sections:
        body = READERS[s.kind](r, s)
        head = r.text(s.title)  # a definition's name (a counter's) is in a sentence's form
        fields.append(EmbedField(head[:1].upper() + head[1:], body[:FIELD] or r.none(), s.inline))
    return Embed(title=title, description=desc, fields=fields[:25])
