"""``/game gm user: [remove:]``: a GM names another GM, removes one, or steps down
(asked to confirm: they cannot take it back themselves). A GM who leaves the server
is dropped from the GMs when another remains (:func:`gm_left`); the only GM stays,
and the game's channel is told that a moderator (*Manage Channels*) may name one.
The rules of the role are the engine's (bot/engine/games/gms.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.engine.errors import BadInput, HeraldError
from bot.engine.games import session
from bot.engine.games.base import Actor
from bot.engine.games.envelope import Result
from bot.engine.games.gms import HERALD, real_gms
from bot.i18n import join_list, t
from bot.service.model import Ctx, Message, Response, mention
from bot.service.options import flag
from bot.service.options import user_id as _user
from bot.service.registry import command
from bot.store import StaleWrite

if TYPE_CHECKING:
    from bot.service.core import Service


@command("game", "gm")
async def gm(svc: Service, ctx: Ctx, opts: dict) -> Response:
    user = _user(opts.get("user"))
    if user is None:
        raise BadInput("error.missing_option", option="user")
    if not flag(opts.get("remove"), default=False):
        return await svc.with_game(ctx, lambda g, d, f, a: session.add_gm(g, a, user))
    try:
        if user == ctx.user_id and not flag(opts.get("confirm"), default=False):
            # stepping down cannot be taken back by the one who did it: asked first,
            # once the engine has said it may be done (a GM, not the last one)
            loaded = await svc.require(ctx)
            who = session.actor(loaded.game, ctx.user_id, ctx.admin)
            session.remove_gm(loaded.game, who, user)
            args = {"user": str(user), "remove": "yes", "confirm": "yes"}
            label = t("gms.step_down_button", ctx.locale)
            yes = svc.button(loaded.version, "game gm", args, label, "danger")
            text = t("gms.step_down_ask", ctx.locale)
            return Response([Message(content=text, components=[yes], ephemeral=True)])
        return await svc.with_game(ctx, lambda g, d, f, a: session.remove_gm(g, a, user))
    except HeraldError as e:
        if isinstance(e.params.get("user"), int):  # the engine names users by id
            e.params["user"] = mention(e.params["user"])
        raise


DROPPED = "gms_dropped"  # server setting: user id -> the games Herald dropped them from


async def gm_left(svc: Service, loaded: Any, user_id: int, now_iso: str) -> bool:
    """A GM of ``loaded`` left the server: dropped from its GMs when another GM
    remains (Herald's change, logged and replayed as a ``gm`` record), and noted
    (server setting :data:`DROPPED`) so that :func:`gm_back` names them GM again when
    they come back. False when they were its only GM (they stay, until someone names
    another)."""

    def drop(game: dict, herald: Actor) -> Result | None:
        gms = real_gms(game.get("gm", []))  # (a forgotten GM does not remain)
        if user_id not in gms or len(gms) < 2:
            return None
        return session.remove_gm(game, herald, user_id)

    if not await _by_herald(svc, loaded, now_iso, drop):
        return False
    dropped = await _dropped(svc, loaded.guild_id)
    ids = [g for g in dropped.get(str(user_id), []) if g != loaded.game_id]
    dropped[str(user_id)] = [*ids, loaded.game_id]
    await svc.store.set_setting("guild", loaded.guild_id, DROPPED, dropped)
    return True


async def _dropped(svc: Service, guild_id: int | None) -> dict[str, list[int]]:
    got = await svc.store.setting("guild", guild_id, DROPPED, {})
    return dict(got) if isinstance(got, dict) else {}


async def gm_back(svc: Service, guild_id: int, user_id: int, now_iso: str) -> list[Any]:
    """A member Herald dropped from the GMs of games in play when they left the server
    is back: GM of each of them again that is still in play and has not named them GM
    meanwhile (Herald's change, logged and replayed as a ``gm`` record; play-test 20,
    L4: they came back and were GM of nothing). The games they are GM of again."""
    dropped = await _dropped(svc, guild_id)
    ids = dropped.pop(str(user_id), None)
    if not ids:
        return []
    await svc.store.set_setting("guild", guild_id, DROPPED, dropped)

    def name_again(game: dict, herald: Actor) -> Result | None:
        if user_id in game.get("gm", []):
            return None  # named GM again meanwhile
        return session.add_gm(game, herald, user_id)

    back = []
    for loaded in await svc.store.games(guild_id, live=True):
        if loaded.game_id in ids and await _by_herald(svc, loaded, now_iso, name_again):
            back.append(loaded)
    return back


async def _by_herald(
    svc: Service, loaded: Any, now_iso: str, change: Callable[[dict, Actor], Result | None]
) -> bool:
    """``change`` made by Herald to the game of ``loaded`` as it is stored now, under
    its channel's lock, and saved (logged and replayed as its history record). False,
    nothing saved, when the channel holds another game now, ``change`` makes none
    (None), or another write came first."""
    async with svc.locks[loaded.channel_id]:
        fresh = await svc.store.load(loaded.channel_id)
        if fresh is None or fresh.game_id != loaded.game_id:
            return False
        done = change(fresh.game, Actor(user_id=HERALD, seats=(), is_gm=True))
        if done is None:
            return False
        game, events = done
        try:
            await svc.store.save(fresh, game, [e.to_json() for e in events], now_iso, HERALD)
        except StaleWrite:
            return False
    return True


# the refusals that name the game's GMs (whom to ask)
GMS_NAMED = (
    "error.gm_only",
    "error.join_begun",
    "error.undo_gm_move",
    "error.undo_gm_move_unnamed",
)


def name_the_gms(err: HeraldError, game: dict, locale: str) -> None:
    """ "Only the GM can do that" names the game's GMs and says that a channel
    moderator counts as GM too (play-test 19, finding 9): whom to ask."""
    if err.key not in GMS_NAMED:
        return
    gms = [mention(u) for u in real_gms(game.get("gm", []))]
    if gms:
        err.params = {**err.params, "gms": join_list(gms, locale), "count": len(gms)}
