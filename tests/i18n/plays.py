"""Whole games played through the service in one language, written as a reader sees
them (``tests/i18n/transcripts/play-<game>-<lang>.txt``): every announcement, every
reply and error, the dashboard whenever the step changes. The players press the
buttons they are offered (a pass or an event before an action, so games end), make a
few mistakes on purpose (a taken seat, someone else's button) and ask for the status.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.engine.errors import HeraldError
from bot.service.core import Service
from bot.service.game import export_document
from bot.service.knowledge import Knowledge
from bot.service.model import Message, Response
from bot.store import AsyncStore, open_store
from tests.conftest import KNOWLEDGE, T0, knowledge_copy, make_ctx, shipped_index

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "data" / "games"
GM = 9
PLAYERS = (1, 2, 3, 4)
NAMES = {1: "anna", 2: "bruno", 3: "chiara", 4: "dario", GM: "gm"}
PREFER = ("turn pass", "turn event", "turn done", "vote", "coin pass", "coin act", "phase next")
# the four shipped games and one a server could upload (its file is in tests/data/games)
SLUGS = ("lancaster", "hadrians-wall", "europa-universalis", "pendragon", "lighthouse-keepers")
OPTIONS = {"europa-universalis": "eras=1"}
MAX_ACTIONS = {"europa-universalis": 90}
ACTIONS = 220
TRANSCRIPT_LINE = re.compile(r"^\S+: (?:/|press )")  # what a user typed or pressed


def knowledge_with_test_games(tmp: Path) -> Knowledge:
    """The shipped knowledge plus the test games (a copy: knowledge/ is not touched),
    for one service. Copied and loaded once a process (``tmp`` is where the first
    caller's copy goes): test_transcripts asks for it twenty times, and each copy and
    load of the tree took about 0.25 s of CPU."""
    if not _LOADED:
        _LOADED.append(_copied_and_loaded(tmp))
    return knowledge_copy(_LOADED[0])


_LOADED: list[Knowledge] = []


def _copied_and_loaded(tmp: Path) -> Knowledge:
    import shutil

    root = tmp / "knowledge"
    shutil.copytree(KNOWLEDGE, root, ignore=shutil.ignore_patterns("summaries", "lexicon"))
    (root / "summaries").symlink_to(KNOWLEDGE / "summaries")
    (root / "lexicon").symlink_to(KNOWLEDGE / "lexicon")
    for f in GAMES.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    return Knowledge.load(root)


def readable(text: str) -> str:
    return re.sub(r"<@(\d+)>", lambda m: "@" + NAMES.get(int(m.group(1)), m.group(1)), text)


def message_lines(m: Message) -> list[str]:
    head = f"[{m.kind}{', ephemeral' if m.ephemeral else ''}]"
    out = [head]
    out += ["  " + readable(x) for x in m.content.split("\n") if m.content]
    for e in m.embeds:
        out.append("  ┌ " + readable(e.title))
        out += ["  │ " + readable(x) for x in e.description.split("\n") if e.description]
        for f in e.fields:  # as Discord shows a field: its name, its value below
            out.append(f"  │ {readable(f.name)}")
            out += [f"  │   {x}" for x in readable(f.value).split("\n")]
        if e.footer:
            out.append("  └ " + readable(e.footer))
    labels = [getattr(c, "label", "") for c in m.components]
    if labels:
        out.append("  " + " ".join(f"[{x}]" for x in labels if x))
    return out


class Recorder:
    def __init__(self, svc: Service, lang: str):
        self.svc, self.lang = svc, lang
        self.lines: list[str] = []
        self.dash = ""

    def ctx(self, user: int):
        return make_ctx(user, locale=self.lang)

    def said(self, who: int, what: str) -> None:
        self.lines += ["", f"{NAMES[who]}: {what}"]

    def show(self, resp: Response) -> None:
        for m in resp.messages:
            if m.kind == "dashboard":
                key = m.embeds[0].title + (m.embeds[0].description or "").split("\n")[0]
                if key == self.dash:
                    continue  # the same step's dashboard again: shown once per step
                self.dash = key
            self.lines += message_lines(m)

    async def run(self, who: int, what: str, coro) -> Response | None:
        self.said(who, what)
        try:
            resp = await coro
        except HeraldError as e:
            from bot.i18n import error_text

            await self.svc.localise_error(self.ctx(who), e)
            self.lines += ["[error, ephemeral]", "  ❌ " + readable(error_text(e, self.lang))]
            return None
        self.show(resp)
        return resp


async def play(svc: Service, slug: str, lang: str) -> list[str]:
    rec = Recorder(svc, lang)
    d = svc.definition(slug)
    await rec.run(
        GM,
        f"/game start game:{slug} language:{lang}",
        svc.dispatch(
            rec.ctx(GM),
            "game",
            "start",
            {"game": slug, "language": lang, "options": OPTIONS.get(slug, "")},
        ),
    )
    names = list(d.seats.names)
    seats = names if d.seats.fixed else names[:3]
    for i, seat in enumerate(seats):
        uid = PLAYERS[i % len(PLAYERS)]
        await rec.run(
            uid,
            f"/game join seat:{seat}",
            svc.dispatch(rec.ctx(uid), "game", "join", {"seat": seat}),
        )
    # a seat already taken
    await rec.run(
        4,
        f"/game join seat:{seats[0]}",
        svc.dispatch(rec.ctx(4), "game", "join", {"seat": seats[0]}),
    )
    last = None
    if d.family != "coin":
        last = await rec.run(GM, "/game begin", svc.dispatch(rec.ctx(GM), "game", "begin", {}))
    users = [*PLAYERS, GM]
    card, wrong_press, status_at = 0, False, MAX_ACTIONS.get(slug, ACTIONS) // 2
    pressable: list = []  # the buttons of the last message that had some
    for n in range(MAX_ACTIONS.get(slug, ACTIONS)):
        loaded = svc.store.sync.load(10)
        if loaded is None or loaded.game["status"] == "ended":
            break
        pos = export_document(svc, loaded)
        if pos.get("position", {}).get("finished") or (pos.get("coin") or {}).get("finished"):
            break
        if n == status_at:
            await rec.run(GM, "/game status", svc.dispatch(rec.ctx(GM), "game", "status", {}))
        comps = list(last.messages[0].components) if last and last.messages else []
        if not comps and pressable:  # a move's reply without buttons: the step's are still up
            comps = list(pressable)
        comps.sort(
            key=lambda c: next((i for i, p in enumerate(PREFER) if f"|{p}|" in c.custom_id), 99)
        )
        done = False
        for c in comps:
            for uid in users:
                try:
                    resp = await svc.press(rec.ctx(uid), c.custom_id)
                except HeraldError as e:
                    if not wrong_press and uid != GM:  # once: someone else's button
                        wrong_press = True
                        await rec.run(uid, f"press {c.label}", _raise(e))
                    continue
                rec.said(uid, f"press {c.label}")
                rec.show(resp)
                last, done = resp, True
                pressable = [x for x in pressable if x.custom_id != c.custom_id or uid == GM]
                break
            if done:
                break
        if done:
            if last and last.messages and last.messages[0].components:
                pressable = list(last.messages[0].components)
            continue
        try:
            resp = await svc.dispatch(rec.ctx(GM), "phase", "next", {})
            rec.said(GM, "/phase next")
            rec.show(resp)
            last = resp
            continue
        except HeraldError:
            if d.family != "coin":
                break
        card += 1
        order = " ".join(names[card % 4 :] + names[: card % 4])
        opts: dict = {"order": order, "number": card, "title": f"T{card}"}
        if card % 6 == 0:
            opts = {"epoch": True, "final": card >= 12, "title": f"E{card}"}
        what = " ".join(f"{k}:{v}" for k, v in opts.items())
        last = await rec.run(
            GM, f"/card reveal {what}", svc.dispatch(rec.ctx(GM), "card", "reveal", opts)
        )
    await rec.run(GM, "/game status", svc.dispatch(rec.ctx(GM), "game", "status", {}))
    return rec.lines


async def _raise(e: Exception):
    raise e


def service(tmp: Path) -> tuple[Service, AsyncStore]:
    store = open_store(str(tmp / "plays.db"))
    facade = AsyncStore(store)
    svc = Service(facade, knowledge_with_test_games(tmp), rng=random.Random(1234), clock=lambda: T0)
    svc.knowledge.rules = shipped_index()  # as the bot warms it at start: rule hints quote it
    return svc, facade


async def transcript(tmp: Path, slug: str, lang: str) -> str:
    svc, facade = service(tmp)
    try:
        lines = await play(svc, slug, lang)
    finally:
        facade.shutdown()
    head = f"# {slug} played in {lang} through the service (tests/i18n/plays.py)"
    return "\n".join([head, *lines]) + "\n"
