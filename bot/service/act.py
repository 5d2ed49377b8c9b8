"""``/act``: every move of the channel's game, from its definition, with no code of
its own. The family lists its moves (:meth:`Family.moves`: the current step's, the
definition's verbs, the rest); ``/act action: [choice:] [number:] [seat:]`` names one
in any language, autocompletion offers its choices and the range of its number, and
the move runs like its slash command. A slash command the bot does not know but the
channel's game declares as a verb (``/turn gold count:3``) runs here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.dice import halfwidth
from bot.engine.errors import BadInput, HeraldError, NoGame
from bot.engine.games import session
from bot.engine.games.base import Move, Param
from bot.engine.games.definition import GameDefinition
from bot.engine.games.problems import closest
from bot.i18n import LOCALES, has, join_list, t
from bot.i18n.grammar import Name
from bot.service import play
from bot.service.model import Choice, Ctx, Message, Response
from bot.service.options import opt, user_id
from bot.service.registry import autocomplete, command
from bot.service.render import name, params, seat_id

if TYPE_CHECKING:
    from bot.service.core import Service
    from bot.store import Loaded


def move_name(move: Move, locale: str, d: GameDefinition) -> str:
    """A move's name: the definition's (a verb's ``name``), else the catalogs'."""
    if move.label is not None and d.names_of(move.label.kind, move.label.id):
        return name(move.label.kind, move.label.id, locale, d)
    key = f"move.{move.id}"
    if has(key, locale):
        return t(key, locale)
    if move.label is not None:
        return name(move.label.kind, move.label.id, locale, d)
    return move.id


def _names(kind: str, id: str, d: GameDefinition) -> set[str]:
    """Every way to name ``id``: itself and its name in each language."""
    out = {id.casefold()}
    for loc in LOCALES:
        named = name(kind, id, loc, d)
        out.add(named.casefold())
        if isinstance(named, Name):  # as a sentence says it too: "la patente del Capitano"
            out.add(named.definite().casefold())
    if kind == "seat":
        out.update(a.casefold() for a in d.seats.aliases.get(id, ()))
    return out


async def _moves(svc: Service, ctx: Ctx) -> tuple[Loaded, GameDefinition, list[Move]]:
    loaded, d = await svc.game_of_family(ctx)
    if loaded is None or d is None:
        raise NoGame()
    family = svc.families[d.family]
    table = session.table(loaded.game, d)
    return loaded, d, family.moves(d, loaded.game["state"], table)


def move_forms(move: Move, d: GameDefinition) -> set[str]:
    """Every way to name a move: its id, its command, its name in each language and
    the other forms the catalogs give it (``move.<id>.forms``: the imperative a button
    uses, "Scegli" beside "Scegliere in segreto")."""
    out = {move.id.casefold(), move.command.casefold()}
    for loc in LOCALES:
        out.add(move_name(move, loc, d).casefold())
        key = f"move.{move.id}.forms"
        if has(key, loc):
            out.update(f.strip().casefold() for f in t(key, loc).split("|") if f.strip())
    out.discard("")
    return out


def find_move(
    moves: list[Move], text: str, d: GameDefinition, locale: str = "en", prefix: bool = True
) -> Move | None:
    """The move ``text`` names: any of its forms whole, else (``prefix``) the one move a
    form of which it begins ("Choose" for "Choose in secret"); an ambiguous beginning
    is refused naming the moves it could be."""
    q = " ".join(text.strip().casefold().split())
    if not q:
        return None
    forms = [(m, move_forms(m, d)) for m in moves]
    for m, names in forms:
        if q in names:
            return m
    if not prefix:
        return None
    begun = [m for m, names in forms if any(n.startswith(q) for n in names)]
    unique = list({m.id: m for m in begun}.values())
    if len(unique) > 1:
        raise BadInput(
            "act.error.ambiguous",
            action=text[:80],
            actions=join_list([move_name(m, locale, d) for m in unique], locale),
        )
    return unique[0] if unique else None


def move_by_choice(moves: list[Move], text: str, d: GameDefinition) -> tuple[Move, str] | None:
    """The one open move offering a choice ``text`` names whole, in any language, with
    that choice's id: ``/act action:Accetto`` is the vote's "approve" when the
    definition calls approving so (the name its button shows)."""
    q = " ".join(text.strip().casefold().split())
    found = [
        (m, id)
        for m in moves
        if m.open and m.choice is not None
        for id in m.choice.ids + m.choice.gone  # a gone one: the engine says why
        if q and q in _names(m.choice.names, id, d)
    ]
    return found[0] if len(found) == 1 else None


def read_move(
    moves: list[Move], typed: str, d: GameDefinition, locale: str = "en"
) -> tuple[Move | None, str | None]:
    """The move ``/act action:`` names, and the choice it names with it: a move named
    whole, else a choice of an open move named whole (``Black ticket``, though a verb's
    name, ``Black tickets``, begins so), else the one move a name of which begins so."""
    move = find_move(moves, typed, d, locale, prefix=False)
    if move is not None:
        return move, None
    by_choice = move_by_choice(moves, typed, d)
    if by_choice is not None:
        return by_choice
    return find_move(moves, typed, d, locale), None


def choice_id(p: Param, raw: object, d: GameDefinition, locale: str) -> str:
    """The id of ``p``'s choices that ``raw`` names: any of its names in any
    language, whole; else the one whose name begins so ("Adiacenti" for "Adiacenti
    al nemico"), else the one whose name holds it (「隣接」 in 「敵国に隣接」). An
    ambiguous word is refused naming what it could be."""
    text = " ".join(str(raw).strip().casefold().split())
    named = {id: _names(p.names, id, d) for id in p.ids}
    for id, names in named.items():
        if text in names:
            return id
    for id in p.gone:  # no longer open (a draft item taken): the engine says why
        if text in _names(p.names, id, d):
            return id
    for test in (str.startswith, str.__contains__):
        found = [i for i, names in named.items() if text and any(test(n, text) for n in names)]
        if len(found) == 1:
            return found[0]
        if found:
            shown = join_list([name(p.names, i, locale, d) for i in found], locale)
            raise BadInput("act.error.choice_ambiguous", value=str(raw)[:80], choices=shown)
    shown = join_list([name(p.names, i, locale, d) for i in p.ids], locale)
    # what was typed, named when it is an id of that kind (not open now, say)
    typed = name(p.names, str(raw).strip(), locale, d)[:80]
    raise BadInput("act.error.choice", value=typed, choices=shown)


def _number(p: Param, raw: object) -> int | str:
    """A number in ``p``'s range; for a counter (``relative``) a signed one, ``+2`` or
    ``-2``, is passed on as written: it changes what the counter holds (``=-3`` sets
    a counter that may go negative). A Japanese input method's full-width forms read as
    the same: ``＋２``, ``－１``, ``ー１`` (the long-vowel mark where a minus is typed)."""
    text = halfwidth(str(raw)).strip().replace(" ", "")
    if text[:1] == "ー":
        text = "-" + text[1:]
    try:
        n = int(text.removeprefix("="))
    except ValueError:
        raise BadInput("error.bad_number", value=str(raw)[:40]) from None
    if p.relative and text[:1] in ("+", "-"):
        return f"{n:+d}"  # the engine checks what it makes
    unit = {"counter": p.counter} if p.counter else {}  # a counter's number: its unit
    if p.min is not None and n < p.min:
        if p.max is None:
            raise BadInput("act.error.at_least", value=n, min=p.min, **unit)
        raise BadInput("act.error.range", value=n, min=p.min, max=p.max, **unit)
    if p.max is not None and n > p.max:
        if p.min is None:
            raise BadInput("act.error.at_most", value=n, max=p.max, **unit)
        raise BadInput("act.error.range", value=n, min=p.min, max=p.max, **unit)
    return n


def _expects(p: Param, d: GameDefinition, locale: str) -> str:
    """What an option of a move takes, in words: its choices, or its number's range."""
    if p.ids:
        return join_list([name(p.names, i, locale, d) for i in p.ids], locale).alternatives()
    if p.min is not None and p.max is not None:
        return t("act.expects.range", locale, min=p.min, max=p.max)
    if p.min is not None:
        return t("act.expects.at_least", locale, min=p.min)
    if p.max is not None:
        return t("act.expects.at_most", locale, max=p.max)
    return t("act.expects.number", locale)


def missing(move: Move, p: Param, key: str, typed: str, d: GameDefinition, locale: str) -> BadInput:
    """The refusal of a move sent without an option it needs: the option by its name
    in the reader's language, what it takes, and the move read (when the name typed
    was not the move's own: "Black ticket" read as "Black tickets")."""
    shown = move_name(move, locale, d)
    data = {  # said as they are (no id of the game to name)
        "move_name": shown,
        "option_name": t(f"cmd.act.{key}.name", locale),
        "expects": _expects(p, d, locale),
    }
    q = " ".join(typed.casefold().split())
    if q and q not in move_forms(move, d):
        return BadInput("act.error.missing_option_read", action=typed[:80], **data)
    return BadInput("act.error.missing_option", **data)


def action_of(move: Move, opts: dict, d: GameDefinition, locale: str, typed: str = "") -> dict:
    """The family action ``/act`` runs for ``move`` with the options given (``typed``:
    what named the move)."""
    action: dict = {"type": move.id}
    for p, key in ((move.choice, "choice"), (move.number, "number")):
        if p is None:
            continue
        raw = opt(opts, key)
        if raw is None:
            raw = opt(opts, p.arg)
        if raw is None:
            if p.required:
                raise missing(move, p, key, typed, d, locale)
            continue
        action[p.arg] = choice_id(p, raw, d, locale) if p.ids else _number(p, raw)
    seat = opt(opts, "seat")
    if seat is not None:
        action["seat"] = seat_id(d, str(seat))
    return action


@command("act", main="action")
async def act(svc: Service, ctx: Ctx, opts: dict) -> Response:
    loaded, d, moves = await _moves(svc, ctx)
    typed = str(opt(opts, "action") or "")
    move, chosen = read_move(moves, typed, d, ctx.locale)
    if chosen is not None:  # a choice named for the move ("Accetto": the vote)
        opts = {**opts, "choice": chosen}
    if move is None:
        again = await _repeated(svc, ctx, loaded, d, typed)
        if again is not None:  # the choice of a step that has just closed, sent again
            try:
                return await svc.game_action(ctx, again)
            except HeraldError as err:
                if err.key.startswith("table.error.already_counted"):
                    raise  # "Already counted for <turn>": the docs' answer to a repeat
        gm = session.is_gm(loaded.game, ctx.user_id, ctx.admin)
        mine = [m for m in moves if m.open and (gm or not m.gm)]  # what this user may do
        raise unknown(mine, typed, d, ctx.locale, near=_near(mine, typed, d, ctx.locale))
    opts, scored = _scoring_step(move, opts, d)
    action = action_of(move, opts, d, ctx.locale, typed)
    if scored is not None:
        action["step"] = scored
    step = current_step(svc, loaded, d) if move.secret and move.id == "vote" else ""
    resp = await svc.game_action(ctx, action)
    if move.secret:
        resp.messages.append(secret_note(action, d, ctx.locale, step, resp.kinds))
    return resp


def _scoring_step(move: Move, opts: dict, d: GameDefinition) -> tuple[dict, str | None]:
    """A GM's correction of a closed report may name its scoring step in ``choice:``
    (its name in any language, or its id), where the game cannot tell which step was
    scored last (tidy23): the options without it, and the step's id; else as given."""
    from bot.engine.games.turns.structures.scoring import step_named

    raw = opt(opts, "choice")
    step = step_named(d, str(raw)) if move.id == "turn.score" and raw is not None else None
    if step is None:
        return opts, None
    return {k: v for k, v in opts.items() if k != "choice"}, step


def current_step(svc: Service, loaded: Loaded, d: GameDefinition) -> str:
    """The id of the step the game is in (before a move that may close it): what names
    a vote's choices when several steps name them."""
    state = loaded.game["state"]
    if state is None:
        return ""
    doc = svc.families[d.family].export(d, state, session.table(loaded.game, d))
    position = doc.get("position")
    return str(position.get("step") or "") if isinstance(position, dict) else ""


async def hidden_vote_step(svc: Service, ctx: Ctx) -> str | None:
    """The step of the channel's open vote when its votes are kept from the table
    (``reveal = "together"``); None when there is none."""
    loaded, d = await svc.game_of_family(ctx)
    if loaded is None or d is None or loaded.game["state"] is None:
        return None
    table = session.table(loaded.game, d)
    moves = svc.families[d.family].moves(d, loaded.game["state"], table)
    if any(m.id == "vote" and m.open and m.secret for m in moves):
        return current_step(svc, loaded, d)
    return None


# what a step's move chooses among, named (not a scoring table looked up, nor a seat)
NAMED = ("choice", "vote_choice", "item", "place")


def _near(mine: list[Move], typed: str, d: GameDefinition, locale: str) -> str:
    """The name of an open move, or of a thing one chooses (a draft's item), spelt
    nearest to ``typed`` ("Mayr": "Mayor"), in the reader's language; "" for none."""
    names = [move_name(m, locale, d) for m in mine]
    for m in mine:
        if m.choice is not None and m.choice.names in NAMED:
            names += [name(m.choice.names, i, locale, d) for i in m.choice.ids]
    by_folded = {" ".join(n.casefold().split()): n for n in names if n}
    found = closest(" ".join(typed.casefold().split()), by_folded, cutoff=0.75)
    return by_folded[found] if found else ""


def unknown(
    mine: list[Move], typed: str, d: GameDefinition, locale: str, near: str = ""
) -> BadInput:
    """The refusal of a name no move has: the moves this user may play (and the one
    spelt nearest to it), and how the first of them that chooses among named things
    (a draft's items) names them."""
    shown = join_list([move_name(m, locale, d) for m in mine], locale)
    if not typed.strip() and mine:  # /act number:1 with no action: which move, then
        first = move_name(mine[0], locale, d)
        return BadInput("act.error.no_action", first=first, actions=shown)
    if near:
        return BadInput("act.error.unknown_near", action=typed[:80], near=near, actions=shown)
    chooser = next(
        (m for m in mine if m.choice is not None and m.choice.ids and m.choice.names in NAMED),
        None,
    )
    if chooser is None or chooser.choice is None:
        return BadInput("act.error.unknown", action=typed[:80], actions=shown)
    p = chooser.choice
    return BadInput(
        "act.error.unknown_choices",
        action=typed[:80],
        actions=shown,
        move_name=move_name(chooser, locale, d),
        option_name=t("cmd.act.choice.name", locale),
        choices=join_list([name(p.names, i, locale, d) for i in p.ids], locale),
    )


# the kinds of names a move's choice is named by (a secret choice, a vote, a draft item)
CHOICE_KINDS = ("choice", "vote_choice", "item")


async def _repeated(
    svc: Service, ctx: Ctx, loaded: Loaded, d: GameDefinition, typed: str
) -> dict | None:
    """The user's own command of the step that has just closed, when ``typed`` names
    its choice (no open move offers it any more): sent again, the service answers it
    as a repeat ("Already counted"), as it does a move named by its own name."""
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    action = play.last_closed(rec, ctx.user_id)
    choice = action.get("choice") if action is not None else None
    q = " ".join(typed.strip().casefold().split())
    if not q or not isinstance(choice, str):
        return None
    if any(q in _names(kind, choice, d) for kind in CHOICE_KINDS):
        return action
    return None


# the events that reveal the secret choices (or the votes kept from the table)
REVEALS = frozenset({"SecretChosenLast", "SecretChosenLastHidden", "VotesRevealed"})


def secret_note(
    action: dict,
    d: GameDefinition | None,
    locale: str,
    step: str = "",
    kinds: tuple[str, ...] = (),
) -> Message:
    """The reply to a secret choice, to its chooser alone: what they chose (nobody
    else sees it, in no export or log, until everyone has chosen); a vote kept from
    the table (in ``step``) is said as a vote, with its extra votes. The last to
    choose (``kinds``: the command's events reveal the choices) is told they are
    revealed now; the step's only chooser (revealed at once, nobody else awaited),
    that theirs is shown now."""
    last = "_last" if REVEALS & set(kinds) else ""
    if action.get("type") == "vote":
        vote = name("vote_choice", str(action.get("choice") or ""), locale, d, step)
        try:
            markers = int(str(action.get("markers") or 0))
        except ValueError:
            markers = 0
        text = t(f"act.vote_recorded{last}", locale, vote=vote, markers=markers)
        return Message(content=text, ephemeral=True)
    value = action.get("choice", action.get("amount"))
    shown = name("choice", str(value), locale, d) if value not in (None, "") else "-"
    if kinds and not last and not {"SecretChosen", "SecretChosenHidden"} & set(kinds):
        last = "_alone"  # revealed at once, none else waited for: the step's only chooser
    return Message(content=t(f"act.secret_recorded{last}", locale, choice=shown), ephemeral=True)


def gm_secret_note(svc: Service, ctx: Ctx, game: dict, d: GameDefinition | None) -> Message | None:
    """To the GM alone, as a chooser's note is to its chooser (an ephemeral reply):
    the seats the GM named in secret for the step now on (``only``'s ``hidden``), and
    those still to choose. None for anyone else, or when no such step is on."""
    if d is None or game.get("status") != "active" or not isinstance(game.get("state"), dict):
        return None
    if not session.is_gm(game, ctx.user_id, ctx.admin):
        return None
    family = svc.families.get(str(game.get("family")))
    data = family.named_in_secret(d, game["state"], session.table(game, d)) if family else None
    if data is None:
        return None
    text = t("turns.gm_named_secret", ctx.locale, **params(data, ctx.locale, d))
    return Message(content=text, ephemeral=True)


async def verb(svc: Service, ctx: Ctx, name_: str, sub: str | None, opts: dict) -> Response | None:
    """A slash command the bot does not know, run as the channel's game's verb of
    that name (``/turn gold`` -> ``turn.gold``); None when the game has no such verb."""
    loaded = await svc.load_or_over(ctx.channel_id)
    if loaded is None:
        return None
    try:
        _, d, moves = await _moves(svc, ctx)
    except NoGame:
        return None
    wanted = f"{name_}.{sub}" if sub else name_
    move = next((m for m in moves if m.id == wanted), None)
    if move is None:
        return None
    for p, key in ((move.choice, "choice"), (move.number, "number")):
        if p is None:
            continue
        if opts.get(p.arg) in (None, "") and opts.get(key) not in (None, ""):
            opts[p.arg] = opts.pop(key)  # /act's name for the option (number:, choice:)
        uid = user_id(opts.get("user"))
        if p.names == "seat" and opts.get(p.arg) in (None, "") and uid is not None:
            # a seat chosen by naming its player (/turn leader user:@luca)
            from bot.service.turns import user_seat

            opts[p.arg] = user_seat(loaded, d, uid, opts.get("seat"))
            opts.pop("user")
            opts.pop("seat", None)
        if p.required and opts.get(p.arg) in (None, "") and p.ids:
            # a choice: said as /act says it (choice:, and what it takes)
            raise missing(move, p, key, wanted, d, ctx.locale)
        if p.required and opts.get(p.arg) in (None, ""):
            raise BadInput("error.missing_option", option=f"{p.arg}:")
    action = {"type": move.id, **{k: v for k, v in opts.items() if v not in (None, "")}}
    if isinstance(action.get("seat"), str):
        action["seat"] = seat_id(d, action["seat"])
    return await svc.game_action(ctx, action)


# --------------------------------------------------------------------------- autocomplete


@autocomplete("act", None, "action")
async def action_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, d, moves = await _moves(svc, ctx)
    q = current.strip().casefold()
    out = []
    gm = session.is_gm(loaded.game, ctx.user_id, ctx.admin)
    for m in sorted((m for m in moves if gm or not m.gm), key=lambda m: not m.open):
        label = move_name(m, ctx.locale, d)
        if not q or q in label.casefold() or q in m.id:
            out.append(
                Choice(
                    label
                    if m.open
                    else t("fmt.paren", ctx.locale, a=label, b=t("act.later", ctx.locale)),
                    m.id,
                )
            )
    return out


async def _typed_move(svc: Service, ctx: Ctx) -> tuple[GameDefinition, Move | None]:
    _, d, moves = await _moves(svc, ctx)
    return d, read_move(moves, str(ctx.typed.get("action") or ""), d, ctx.locale)[0]


@autocomplete("act", None, "choice")
async def choice_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    d, move = await _typed_move(svc, ctx)
    if move is None or move.choice is None or not move.choice.ids:
        return []
    q = current.strip().casefold()
    p = move.choice
    return [
        Choice(name(p.names, i, ctx.locale, d), i)
        for i in p.ids
        if not q or any(q in n for n in _names(p.names, i, d))
    ]


@autocomplete("act", None, "number")
async def number_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    """The numbers the move takes (its range, from the definition)."""
    d, move = await _typed_move(svc, ctx)
    p = move.number if move is not None else None
    if p is None:
        return []
    lo, hi = p.min, p.max
    if lo is not None and hi is not None and hi - lo < 25:
        values = list(range(lo, hi + 1))
    else:
        values = [v for v in (lo, hi) if v is not None]
    typed = current.strip()
    if p.relative and typed[:1] in ("+", "-"):  # a change of what the counter holds
        steps = [f"{typed[0]}{n}" for n in (1, 2, 3, 5, 10)]
        shown = ([typed] if typed[1:].isdigit() and typed not in steps else []) + steps
        return [Choice(v, v) for v in shown if v.startswith(typed)]
    if typed.lstrip("-").isdigit() and int(typed) not in values:
        values.insert(0, int(typed))
    return [Choice(str(v), str(v)) for v in values if not typed or str(v).startswith(typed)]


@autocomplete("act", None, "seat")
async def seat_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    loaded, d = await svc.game_of_family(ctx)
    if loaded is None or d is None:
        return []
    table = session.table(loaded.game, d)
    who = session.actor(loaded.game, ctx.user_id, ctx.admin)
    q = current.strip().casefold()
    return [
        Choice(name("seat", s, ctx.locale, d), s)
        for s in table.names
        if table.may_act(who, s) and (not q or any(q in n for n in _names("seat", s, d)))
    ]
