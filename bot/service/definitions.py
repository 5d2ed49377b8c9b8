"""A server's own game definitions: ``/game define file:`` uploads one for this server
only, ``/game definitions list|remove`` manage them; ``herald game check`` and this
module answer with the same checker's messages.

They are kept in the server's settings (one ``game_definitions`` entry: slug ->
``{"text", "file", "by", "at"}``), parsed once per process and cached (a change
leaves a mark for the other processes on the database: bot/service/marks.py), and
never seen by another server. Shipped definitions stay global; a server's slug may
not shadow one. A removed definition is kept, marked ``removed``, for the games begun with it (they
play on, can be ended, and replay: ``herald game replay``); it can no longer be
started. Once more than :data:`GUILD_MAX` removed ones are kept, the oldest that no
stored game was played with go.
"""

from __future__ import annotations

import logging
import tomllib
from collections import OrderedDict
from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, PermissionDenied
from bot.engine.games.advice import warnings
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.definition import DefinitionError, GameDefinition, NameTable, Problem, parse
from bot.engine.games.envelope import played_version
from bot.engine.games.turns.definition import TurnsDefinition
from bot.i18n import join_list, t
from bot.service.knowledge import find_game
from bot.service.marks import changed
from bot.service.model import Choice, Ctx, Message, Response
from bot.service.registry import autocomplete, command
from bot.service.text import plain
from bot.service.versions import Owned, owned, replaced, version_of

if TYPE_CHECKING:
    from bot.service.core import Service

log = logging.getLogger(__name__)

SETTING = "game_definitions"
ROLE_SETTING = "rules.role"  # who may manage a server's knowledge (/rules role)
MAX_FILE = 256 * 1024  # bytes of one definition
GUILD_MAX = 20  # definitions per server
GUILD_MAX_BYTES = 1024 * 1024  # bytes per server
CACHED_GUILDS = 256  # servers whose parsed definitions stay in memory


class GuildDefinitions:
    """The parsed definitions of the servers seen lately (least recently used out)."""

    def __init__(self) -> None:
        self._cache: OrderedDict[int, Owned] = OrderedDict()

    def entry(self, guild_id: int) -> Owned | None:
        hit = self._cache.get(guild_id)
        if hit is not None:
            self._cache.move_to_end(guild_id)
        return hit

    def get(self, guild_id: int) -> dict[str, GameDefinition] | None:
        hit = self.entry(guild_id)
        return hit.current if hit is not None else None

    def put(self, guild_id: int, defs: Owned) -> None:
        self._cache[guild_id] = defs
        self._cache.move_to_end(guild_id)
        while len(self._cache) > CACHED_GUILDS:
            self._cache.popitem(last=False)

    def drop(self, guild_id: int) -> None:
        self._cache.pop(guild_id, None)


async def _records(svc: Service, guild_id: int) -> dict[str, dict]:
    rec = await svc.store.setting("guild", guild_id, SETTING, {})
    return rec if isinstance(rec, dict) else {}


def _active(records: dict[str, dict]) -> dict[str, dict]:
    return {k: v for k, v in records.items() if not v.get("removed")}


async def owned_by(svc: Service, guild_id: int | None) -> Owned:
    """This server's own definitions, every version kept (none outside a server)."""
    if not guild_id:
        return Owned()
    hit = svc.guild_definitions.entry(guild_id)
    if hit is not None:
        return hit
    out = owned(await _records(svc, guild_id), guild_id)
    svc.guild_definitions.put(guild_id, out)
    return out


async def of_guild(svc: Service, guild_id: int | None) -> dict[str, GameDefinition]:
    """This server's own definitions by slug, removed ones too (the games begun with
    them play on); none outside a server."""
    return (await owned_by(svc, guild_id)).current


async def own_names(svc: Service, guild_id: int | None) -> dict[str, dict[str, str]]:
    """The names of this server's own games, slug -> language -> name, from the
    definitions it keeps (a removed one too, while its games keep it): what its rules
    index names them by (bot/service/rules.py)."""
    return {slug: dict(d.names) for slug, d in (await of_guild(svc, guild_id)).items()}


async def startable(svc: Service, guild_id: int | None) -> dict[str, GameDefinition]:
    """This server's own definitions a game may be started with (not removed)."""
    own = await owned_by(svc, guild_id)
    return {s: d for s, d in own.current.items() if s in own.active}


# names sentences use (a seat, a place, a chosen item ...): Italian needs their gender
# and number; counted ones (a counter, a unit) their singular too
_IN_SENTENCES = {
    "labels",
    "place_names",
    "choice_names",
    "item_names",
    "lot_names",
    "executed",
    "value_names",
    "unit",
    "bot_unit",
}
_COUNTED = {"unit", "bot_unit"}


def _name_tables(obj: object, path: str = "") -> list[tuple[str, str, NameTable]]:
    """Every name table of a definition: (its path, the field it is in, the table)."""
    from pydantic import BaseModel

    out: list[tuple[str, str, NameTable]] = []
    if isinstance(obj, BaseModel):
        for field in type(obj).model_fields:
            value = getattr(obj, field)
            sub = f"{path}.{field}" if path else field
            if field == "settings" and path:  # a step's structure keys are the step's own
                sub = path
            if isinstance(value, NameTable):
                kind = field
                if field == "name" and path.startswith("counters."):
                    kind = "unit"  # a counter's name is counted (2 vote markers)
                elif field == "names" and path.startswith("coin.tracks"):
                    kind = "labels"
                elif field == "name" and path.startswith("sides."):
                    kind = "labels"  # a side is said as a seat is ("Vincono i detective")
                out.append((sub, kind, value))
            elif isinstance(value, dict):
                for k, v in value.items():
                    if isinstance(v, NameTable):
                        out.append((f"{sub}.{k}", field, v))
                    else:
                        out += _name_tables(v, f"{sub}.{k}")
            elif isinstance(value, tuple | list):
                for i, v in enumerate(value):
                    out += _name_tables(v, f"{sub}[{i}]")
            else:
                out += _name_tables(value, sub)
    return out


def grammar_notes(d: GameDefinition, locale: str = "en") -> list[str]:
    """Names that sentences use and whose grammar the definition does not give: an
    Italian name with neither a gender nor an article Herald can read it from (it is
    guessed from the ending), a counted name without its singular (``one``). The
    checker prints them and ``/game define`` answers them, in ``locale`` (play-test 17,
    finding 26: English only, and never in Discord); the game still loads."""
    from bot.i18n.grammar import Name

    out: list[str] = []
    for path, kind, names in _name_tables(d):
        if kind not in _IN_SENTENCES:
            continue
        text = names.get("it")
        form = names.form("it")
        if text and (form is None or form.gender is None):
            guessed = Name.of(text, "it")
            if guessed.article is None:
                fix = f'it = {{ text = "{text}", gender = "{guessed.gender}", number = "{guessed.number}" }}'
                note = t(
                    "definitions.note.gender",
                    locale,
                    entry=f"{path}.it",
                    written=repr(text),
                    gender=guessed.gender or "m",
                    number=guessed.number or "sg",
                    definite=guessed.definite(),
                    fix=fix,
                )
                if text.rstrip().casefold().endswith("e"):
                    # -e: a masculine or feminine singular, or a feminine plural
                    plural = Name.of(text, "it", gender="f", number="pl").definite()
                    fix = f'it = {{ text = "{text}", gender = "f", number = "pl" }}'
                    note += t("definitions.note.gender_or", locale, definite=plural, fix=fix)
                out.append(note)
        if kind in _COUNTED or path.startswith("counters."):
            for lang in ("en", "it"):
                f = names.form(lang)
                if names.get(lang) and (f is None or (f.one is None and f.number != "sg")):
                    fix = f'{lang} = {{ text = "{names[lang]}", one = "..." }}'
                    out.append(
                        t(
                            "definitions.note.counted",
                            locale,
                            entry=f"{path}.{lang}",
                            written=repr(names[lang]),
                            fix=fix,
                            same='number = "sg"',  # a key of the file, in no language
                        )
                    )
    return out


def summary(d: GameDefinition, locale: str, ids: bool = False) -> str:
    """What a definition holds, in one line: seats, phases, steps, verbs, tables; by
    their names (a reply to players), or by their ids (``ids``: the checker's summary
    for the file's author)."""
    from bot.service.render import name

    def named(kind: str, items: list[str]) -> str:
        return join_list(items if ids else [name(kind, x, locale, d) for x in items], locale)

    seats = named("seat", list(d.seats.names))
    parts = [t("definitions.summary.seats", locale, seats=seats, min=d.seats.min, max=d.seats.most)]
    if isinstance(d, TurnsDefinition):
        steps = sum(len(p.steps) for p in d.phases)
        structures = sorted({st.structure for st in d.steps()})
        key = "definitions.summary.turns" if ids else "definitions.summary.turns_named"
        parts.append(
            t(
                key,
                locale,
                phases=len(d.phases),
                steps=steps,
                structures=join_list(structures, locale),
                rounds=_rounds(d.rounds.count, locale),
            )
        )
        if d.verbs:
            parts.append(t("definitions.summary.verbs", locale, verbs=named("verb", list(d.verbs))))
        if d.tables:
            parts.append(
                t("definitions.summary.tables", locale, tables=named("table", list(d.tables)))
            )
    elif isinstance(d, CoinDefinition):
        parts.append(
            t(
                "definitions.summary.coin",
                locale,
                tracks=len(d.coin.tracks),
                phases=len(d.coin.epoch.phases),
            )
        )
        if d.verbs:
            parts.append(t("definitions.summary.verbs", locale, verbs=named("verb", list(d.verbs))))
    return t("list.clauses", locale).join(parts)


def _rounds(count: int | dict[str, int], locale: str) -> str:
    """A game's number of rounds as players read it: ``8``, open-ended in words, or by
    player count ``8 for 3 players, 7 for 4 players and 6 for 5 players``."""
    if isinstance(count, int):
        return str(count) if count else t("definitions.rounds_open", locale)
    by = sorted((int(k), v) for k, v in count.items())
    parts = [t("definitions.summary.rounds_for", locale, rounds=v, players=n) for n, v in by]
    return join_list(parts, locale)


async def _require_manager(svc: Service, ctx: Ctx) -> int:
    if not ctx.guild_id:
        raise BadInput("definitions.error.guild_only")
    if ctx.manage_guild:
        return int(ctx.guild_id)
    role = await svc.store.setting("guild", ctx.guild_id, ROLE_SETTING)
    if role and int(role) in set(ctx.roles):
        return int(ctx.guild_id)
    raise PermissionDenied("definitions.error.denied")


@command("game", "define")
async def define(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Add (or replace) one of this server's game definitions."""
    guild = await _require_manager(svc, ctx)
    if not ctx.attachments:
        raise BadInput("error.missing_option", option="file")
    file, raw = ctx.attachments[0]
    if len(raw) > MAX_FILE:
        raise BadInput("definitions.error.too_big", kb=MAX_FILE // 1024)
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark is skipped, not stored
    except UnicodeDecodeError:
        raise BadInput("definitions.error.encoding") from None
    try:
        d = parse(text, plain(file)[:80])
    except DefinitionError as e:
        said = [problem_text(x, ctx.locale) for x in e.problems[:12]]  # in the reader's language
        if e.origin:
            said = [t("fmt.pair", ctx.locale, a=e.origin, b=x) for x in said]
        lines = "\n".join(f"• {plain(x)[:300]}" for x in said)
        raise BadInput("definitions.error.refused", problems=lines) from None
    if d.slug in svc.knowledge.definitions:
        raise BadInput("definitions.error.shipped", slug=d.slug)
    records = await _records(svc, guild)
    others = {k: v for k, v in records.items() if k != d.slug}
    used = sum(len(str(v.get("text", "")).encode()) for v in _active(others).values())
    if len(_active(others)) >= GUILD_MAX or used + len(raw) > GUILD_MAX_BYTES:
        raise BadInput("definitions.error.quota", count=GUILD_MAX, kb=GUILD_MAX_BYTES // 1024)
    was = d.slug in _active(records)
    keep: dict = {}
    running = behind = 0
    if d.slug in records:  # the versions stored games were played under stay
        stored = await svc.store.games(guild, d.slug)
        games = [(g.game["status"], played_version(g.game)) for g in stored]
        keep, running = replaced(records[d.slug], text, games)
        # games in play under any older version (not only the one replaced now)
        first = keep.get("unversioned")  # what games begun before versions play under
        now = version_of(text)
        behind = sum(1 for st, v in games if st != "ended" and (v or first) != now)
    others[d.slug] = {
        "text": text,
        "file": plain(file)[:80],
        "by": ctx.user_id,
        "at": svc.now_iso(ctx),
        **keep,
    }
    await svc.store.set_setting("guild", guild, SETTING, others)
    svc.guild_definitions.drop(guild)
    await changed(svc, guild)  # other processes drop their copy at their next tick
    key = "definitions.added"
    if was or running:  # after a removal too, games in play keep their version
        key = "definitions.replaced_kept" if running else "definitions.replaced"
    name = svc.knowledge.game_name(d, ctx.locale)
    content = t(key, ctx.locale, game=name, slug=d.slug, count=running)
    if behind:  # a typo fixed need not wait for those games to end (play-test 22, 11)
        content += " " + t("redefine.hint", ctx.locale)
    content += "\n" + summary(d, ctx.locale)
    slips = warnings(tomllib.loads(text), d)  # what herald game check warns of
    if slips:
        listed = "\n".join(f"• {plain(problem_text(x, ctx.locale))[:300]}" for x in slips[:8])
        content += "\n" + t("definitions.warnings", ctx.locale, warnings=listed)
    clashes = await _clashes(svc, guild, d, ctx.locale)
    if clashes:
        listed = "\n".join(f"• {x}" for x in clashes)
        content += "\n" + t("definitions.clashes", ctx.locale, clashes=listed)
    notes = grammar_notes(d, ctx.locale)  # as herald game check's note: lines
    if notes:
        listed = "\n".join(f"• {plain(x)[:420]}" for x in notes[:8])
        content += "\n" + t("definitions.notes", ctx.locale, notes=listed)
    return Response([Message(content=content, ephemeral=True)])


async def _clashes(svc: Service, guild: int, d: GameDefinition, locale: str) -> list[str]:
    """The names and aliases of ``d`` that already start another game here (a shipped
    one, or another of the server's own): ``/game start`` with them starts that game,
    and two games of one name announce themselves alike (play-test 17, finding 23)."""
    own = {s: x for s, x in (await startable(svc, guild)).items() if s != d.slug}
    out: list[str] = []
    seen: set[str] = set()
    for word in (*d.names.values(), *d.aliases):
        if not word.strip() or word.casefold() in seen:  # each once, whatever its case
            continue
        seen.add(word.casefold())
        other = svc.knowledge.resolve_game(word) or find_game(own, word)
        if other is None or other == d.slug:
            continue
        owner = svc.knowledge.definitions.get(other) or own[other]
        game = svc.knowledge.game_name(owner, locale)
        out.append(t("definitions.warning-clash", locale, name=plain(word), game=game, slug=other))
    return out


@command("game", "definitions list")
async def definitions_list(svc: Service, ctx: Ctx, opts: dict) -> Response:
    if not ctx.guild_id:
        raise BadInput("definitions.error.guild_only")
    records = _active(await _records(svc, int(ctx.guild_id)))
    defs = await of_guild(svc, ctx.guild_id)
    lines = []
    for slug, rec in sorted(records.items()):
        d = defs.get(slug)
        name = svc.knowledge.game_name(d, ctx.locale) if d else slug
        lines.append(
            t(
                "definitions.line",
                ctx.locale,
                game=name,
                slug=slug,
                file=rec.get("file", ""),
                by=f"<@{rec.get('by')}>",
            )
        )
    used = sum(len(str(v.get("text", "")).encode()) for v in records.values())
    lines.append(
        t(
            "definitions.quota",
            ctx.locale,
            count=len(records),
            max=GUILD_MAX,
            kb=(used + 1023) // 1024,
            max_kb=GUILD_MAX_BYTES // 1024,
        )
    )
    if not records:
        lines.insert(0, t("definitions.none", ctx.locale))
    return Response([Message(content="\n".join(lines), ephemeral=True)])


@command("game", "definitions remove")
async def definitions_remove(svc: Service, ctx: Ctx, opts: dict) -> Response:
    guild = await _require_manager(svc, ctx)
    slug = str(opts.get("game") or "").strip()
    records = await _records(svc, guild)
    if slug not in _active(records):
        defs = await startable(svc, guild)
        found = next(
            (
                s
                for s, d in defs.items()
                if slug.casefold() in (n.casefold() for n in d.names.values())
            ),
            None,
        )
        if found is None:
            raise BadInput(
                "definitions.error.unknown",
                slug=plain(slug)[:80] or "-",
                slugs=join_list(sorted(_active(records)), ctx.locale),
            )
        slug = found
    records[slug] = {**records[slug], "removed": True, "removed_at": svc.now_iso(ctx)}
    retired = sorted((v.get("removed_at", ""), k) for k, v in records.items() if v.get("removed"))
    played = {g.slug for g in await svc.store.games(guild)}
    for _, old in retired[:-GUILD_MAX]:  # the oldest removed ones no game was played with go
        if old not in played:
            del records[old]
    await svc.store.set_setting("guild", guild, SETTING, records)
    svc.guild_definitions.drop(guild)
    await changed(svc, guild)
    return Response(
        [Message(content=t("definitions.removed", ctx.locale, slug=slug), ephemeral=True)]
    )


@autocomplete("game", "definitions remove", "game")
async def remove_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    defs = await startable(svc, ctx.guild_id)
    q = current.strip().casefold()
    return [
        Choice(svc.knowledge.game_name(d, ctx.locale), slug)
        for slug, d in sorted(defs.items())
        if not q or q in slug or q in svc.knowledge.game_name(d, ctx.locale).casefold()
    ]


def problem_text(p: Problem, locale: str) -> str:
    """A checker's warning or problem in the reader's language (its key path as the
    file writes it); English when it has no words in the catalogs."""
    said = t(p.key, locale, **dict(p.data)) if p.key else p.message
    return t("fmt.pair", locale, a=p.path, b=said) if p.path else said
