"""``/game redefine``: the GM moves the channel's game to the definition a new game of
it would begin with now (play-test 22, finding 11). A game keeps the version it began
with until it ends (docs/game-definitions.md, "Per-server definitions"): a typo the
server then fixes with ``/game define`` (or the operator in the knowledge folder) would
stay on every post of a game with weeks to run.

The move is allowed only when the new version has what the game stands on: its seats,
the phase and step it is at (played the same way), the counters it holds, its options
(:mod:`bot.engine.games.redefining`); otherwise the refusal names what is missing, by
the names the game has now. It is asked first (a button), logged (``GameRedefined``)
and recorded as a snapshot (``redefine``) that ``herald game replay`` starts from, as
from an import: what came before was played under the old version.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.errors import HeraldError, IllegalAction, PermissionDenied
from bot.engine.games import redefining, session
from bot.engine.games.base import Event, Family, JsonDict
from bot.engine.games.definition import GameDefinition
from bot.i18n import join_list, t
from bot.service.definitions import owned_by
from bot.service.model import Ctx, Message, Response
from bot.service.options import flag
from bot.service.registry import command
from bot.service.render import name
from bot.service.versions import knowledge_version
from bot.store import Loaded

if TYPE_CHECKING:
    from bot.service.core import Service


async def _current(svc: Service, loaded: Loaded) -> dict[str, str] | None:
    """The envelope's version key a new game of this slug would begin with here
    (``definition``: the server's own; ``knowledge``: the knowledge folder's text), or
    None when the game already goes on under it."""
    slug, game = loaded.slug, loaded.game
    played = session.played_version(game)
    if played is not None or slug not in svc.knowledge.definitions:
        own = await owned_by(svc, loaded.guild_id)
        now = own.versions.get(slug)
        if now is None or own.played_under(slug, played) == now:
            return None
        return {"definition": now}
    now = svc.knowledge.versions.get(slug)
    was = knowledge_version(game)
    if now is None or was is None or was == now:  # no version noted: the file as it is
        return None
    return {"knowledge": now}


def _missing(lost: list[redefining.Missing], locale: str, old: GameDefinition) -> str:
    """What the new version lacks, each by the game's present names."""
    said = []
    for m in lost:
        if m.kind == "structure":
            step = name("step", m.id, locale, old, m.within)
            said.append(t("redefine.structure", locale, step=step))
        elif m.kind == "family":
            said.append(t("redefine.family", locale))
        else:
            what = name(m.kind, m.id, locale, old, m.within)
            said.append(t(f"redefine.kind.{m.kind}", locale, name=what))
    return join_list(said, locale)


def _moved(
    svc: Service,
    ctx: Ctx,
    game: JsonDict,
    old: GameDefinition,
    new: GameDefinition,
    family: Family,
    keys: dict[str, str],
) -> JsonDict:
    """The game under ``new``, its envelope naming that version; refused, naming
    what ``new`` lacks, when it does not fit."""
    game_name = svc.knowledge.game_name(new, ctx.locale)
    moved, lost = redefining.moved(game, old, new, family)
    if lost:
        missing = _missing(lost, ctx.locale, old)
        raise IllegalAction("redefine.missing", game=game_name, lacking=missing)
    moved = {**moved, **keys}
    try:  # read as every command will read it (a prompt, the dashboard)
        svc.view(moved, new)
    except HeraldError:
        raise
    except Exception:  # noqa: BLE001 - what the new version cannot read back
        raise IllegalAction("redefine.unreadable", game=game_name) from None
    return moved


@command("game", "redefine")
async def redefine(svc: Service, ctx: Ctx, opts: dict) -> Response:
    loaded = await svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
        raise PermissionDenied("error.gm_only")
    if loaded.game["status"] == "ended":
        raise IllegalAction("error.game_ended")
    old = await svc.game_definition(loaded)
    keys = await _current(svc, loaded)
    if keys is None:
        game_name = svc.knowledge.game_name(old, ctx.locale)
        raise IllegalAction("redefine.same", game=game_name)
    new = await svc.definition_of(loaded.guild_id, loaded.slug, {**loaded.game, **keys})
    family = svc.families[new.family]
    moved = _moved(svc, ctx, loaded.game, old, new, family, keys)  # refused now, not after
    # asking; the question says whether undo goes on past the move (the moves so far
    # replay the same under the new version) or stops at it
    if not flag(opts.get("confirm"), default=False):
        yes = svc.button(
            loaded.version,
            "game redefine",
            {"confirm": 1},
            t("redefine.confirm", ctx.locale),
            "danger",
        )
        ask = t(
            "redefine.ask",
            ctx.locale,
            game=svc.knowledge.game_name(new, ctx.locale),
            earlier=svc.knowledge.game_name(old, ctx.locale),
            undo="kept" if redefining.undo_kept(moved) else "stops",
        )
        return Response([Message(content=ask, components=[yes], ephemeral=True)])
    if "knowledge" in keys:  # kept from now on, as at /game start
        from bot.service.game import _keep_knowledge

        await _keep_knowledge(svc, ctx, {}, loaded.slug)
    lang = (await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)).get(
        "language", ctx.locale
    )

    def fn(g, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        moved = _moved(svc, ctx, g, d, new, f, keys)
        said = {"user": ctx.user_id, "game": svc.knowledge.game_name(new, str(lang))}
        return moved, [Event("GameRedefined", said), session.record("redefine", game=moved)]

    return await svc.with_game(ctx, fn)
