"""The one place that names what the engine hands out: events, prompts, options,
errors and views carry ids and numbers; this module names every one of them in the
reader's language, from the game's definition first, then the catalogs, never as a
raw id.

What an id is follows from the key it sits under (:data:`KINDS`): ``seat`` and
``faction`` are seats, ``where`` a place, ``step`` a step of the ``phase`` beside it,
``old``/``new`` values of the ``track`` beside them ... A definition names its own
ids (:meth:`GameDefinition.names_of`); ids it does not name are looked up in the
catalogs as ``name.<kind>.<id>``, then under the kind's own catalog prefix, then as
``value.<id>``.
"""

from __future__ import annotations

from bot.engine.games.base import Event, Json, Option, Prompt, Ref, Table
from bot.engine.games.definition import GameDefinition, NameTable
from bot.engine.games.gms import pinged_gm
from bot.engine.language import in_language
from bot.i18n import (
    LOCALES,
    attributes,
    catalog,
    epoch_words,
    has,
    join_list,
    normalize_locale,
    t,
)
from bot.i18n.grammar import Name
from bot.service.model import FORMER, mention

# key -> the kind of id it holds (a list under the key holds ids of that kind)
KINDS = {
    **dict.fromkeys(
        (
            "seat",
            "seats",
            "faction",
            "factions",
            "by",
            "up",
            "trumped_by",
            "winner",
            "target",
            "first_player",
            "start_player",
            "next",
            "owner",
            "waiting",
            "owe_event",
            "ineligible",
            "executed",
            "order",
            "tied",
            "ties",
            "mine",
            "chooser",
            "winners",
            "reacting_to",
            "still_in",
            "after_seat",
            "before_seat",
        ),
        "seat",
    ),
    "for_seat": "seat",
    "where": "place",
    "places": "place",
    "piece": "piece",
    "unknown_move": "action",
    "phase": "phase",
    "step": "step",
    "scored_steps": "step",
    "counter": "counter",
    "from": "counter",
    "table": "table",
    "tables": "table",
    "unit": "unit",
    "track": "track",
    "tracks": "track",
    "old": "track_value",
    "new": "track_value",
    "values": "track_value",
    "option": "option",
    "options": "option",
    "what": "executed",
    "move": "move",
    "step_moves": "move",
    "prompt": "epoch_prompt",
    "cylinder": "cylinder",
    "state": "cylinder",
    "card": "card",
    "interrupted": "card",
    "title": "card",
    "verb": "verb",
    "choice": "choice",
    "choices": "choice",
    "item": "item",
    "items": "item",
    "lot": "lot",
    "marker": "marker",
    "rule": "tie_rule",
    "measure": "measure",
    "period": "period",
    "start_seat": "seat",
    "loser": "seat",
    "against": "seat",
    "to": "counter",
    "direction": "direction",
    "result": "table_value",
    "ballot": "ballot",
    "ballots": "ballot",
    "approved": "ballot",
    "rejected": "ballot",
    "vote": "vote_choice",
    "votes": "vote_choice",
    "as": "win_text",
    "end": "end",
    "side": "side",
    "label": "round_label",
}
# which sibling key an id of a kind belongs to (a step to its phase)
WITHIN = {
    "step": "phase",
    "track_value": "track",
    "choice": "step",
    "item": "step",
    "lot": "step",
    "table_value": "table",
    "ballot": "step",
    "vote_choice": "step",
    "win_text": "step",
    "move": "step",
}
# ids the catalogs name under a prefix of their own
PREFIX = {
    "move": "move.",
    "option": "coin.option.",
    "cylinder": "coin.cylinder.",
    "turn_action": "turns.option.",
    "vote_choice": "turns.option.",
}
# variables an event logged before they were added lacks, and what it said instead
# (a corrected score's seat total: its points, as the Italian "totale" said then)
LOGGED_BEFORE = {"ScoreCorrected": {"total": "result"}}
USERS = {"user", "winner_user", "gm", "was"}  # an int under these keys is a Discord user
SEQUENCES = {
    "order",
    "faces",
}  # lists in an order of their own (a card's): no "and" before the last
# lists whose items belong one to one to the seats of another list (a tie's values)
BY_SEAT = {"values": "tied"}
# kinds whose names are titles or labels, quoted rather than put in a sentence: no
# article is read from them ("Un cavaliere per turno" is a step, not "un" + a name)
TITLES = {"phase", "step", "verb", "table", "epoch_prompt", "option", "place_label", "move"}


def named(names: dict[str, str], locale: str, kind: str = "") -> Name:
    """A name table of a definition (by language, maybe with its grammar) as the name a
    ``locale`` sentence uses; English when the table lacks that language."""
    loc = normalize_locale(locale)
    lang = loc if names.get(loc) else "en"
    text = in_language(names, loc) or ""
    form = names.form(lang) if isinstance(names, NameTable) else None
    if kind in TITLES:
        return Name(text, loc, article="")
    if form is None:
        return Name.of(text, loc)
    return Name.of(
        text,
        loc,
        gender=form.gender,
        number=form.number,
        article=form.article,
        one=form.one,
        counter=form.counter,
    )


def catalog_name(key: str, locale: str, **params: Json) -> Name:
    """A name the catalogs give, with the grammar its attributes say (``.gender = f``)."""
    loc = normalize_locale(locale)
    a = attributes(loc).get(key, {}) if has(key, loc) else {}
    return Name.of(
        t(key, loc, **params),
        loc,
        gender=a.get("gender"),
        number=a.get("number"),
        article=a.get("article"),
        one=a.get("one"),
        counter=a.get("counter"),
    )


def name(
    kind: str, id: Json, locale: str, d: GameDefinition | None = None, within: str = ""
) -> str:
    """An id of ``kind`` in ``locale``: the definition's name for it, else the
    catalogs', else the id as it is; a :class:`Name` (a ``str``) with its grammar."""
    if id is None:
        return ""
    if not isinstance(id, str):
        return str(id)
    loc = normalize_locale(locale)
    if not id:
        if kind == "piece":  # a piece of a step that names none ("piece")
            return catalog_name("name.piece", loc)
        return t("list.none", loc) if kind == "place" else ""
    if kind == "action":  # a move no step or verb of the game has: as it was typed
        verb = d.names_of("verb", id) if d is not None else None
        return named(verb, loc, "verb") if verb else "/" + id.replace(".", " ")
    names = d.names_of(kind, id, within) if d is not None else None
    if not names and kind == "choice" and d is not None:
        names = d.names_of("seat", id)  # a choice of a seat (a victim): the seat's label
    if kind == "move" and d is not None and id.startswith("turn."):
        # a step's move as its buttons say it (a passing step's ``names``)
        names = d.names_of("turn_action", id.removeprefix("turn."), within)
    if names:
        return named(names, loc, kind)
    for key in (f"name.{kind}.{id}", f"{PREFIX.get(kind, 'value.')}{id}", f"value.{id}"):
        if has(key, loc):
            # a name that says the round says the game's own (a tie rule's "dell'era")
            said = game_words(d, loc) if "round_word" in catalog(loc).get(key, "") else {}
            return catalog_name(key, loc, **said)
    if has(f"name.{kind}", loc):
        return catalog_name(f"name.{kind}", loc, id=id)
    return id


def game_words(d: GameDefinition | None, locale: str) -> dict[str, str]:
    """The words a turn-based game's sentences take from its definition: its round's
    own name (``[rounds] name``, as written: "nella prossima manche"), and passing written as a capitalised term in the languages
    a passing step's ``capital_pass`` lists ("ha Passato")."""
    if d is None:
        return {}
    out: dict[str, str] = {}
    loc = normalize_locale(locale)
    names = d.names_of("period", "round")
    if names:  # as written: a header capitalises it, a sentence does not lower it
        n = named(names, loc, "period")
        out["round_word"] = Name(
            str(n), loc, gender=n.gender, number=n.number, one=n.one, counter=n.counter
        )
    elif getattr(getattr(d, "rounds", None), "name", None) == "year":  # the catalogs'
        out["round_word"] = Name.of(t("vars.round_word_year", loc), loc)  # ("dell'anno")
    steps = getattr(d, "steps", None)
    if callable(steps) and any(loc in getattr(st.settings, "capital_pass", ()) for st in steps()):
        out["pass_pp"] = t("vars.pass_pp", loc).capitalize()
        out["pass_inf"] = t("vars.pass_inf", loc).capitalize()
    return out


def epoch_name(d: GameDefinition | None, locale: str) -> str:
    """What a COIN game's definition calls its Epoch round (``[coin.epoch] name``:
    Propaganda, Coup); "" when it does not (the catalogs' word is used)."""
    coin = getattr(d, "coin", None)
    names = getattr(getattr(coin, "epoch", None), "name", None)
    if isinstance(names, dict) and names:
        loc = normalize_locale(locale)
        return in_language(names, loc) or ""
    return ""


def turn_names(
    step: object, nxt: object, locale: str, d: GameDefinition | None = None
) -> tuple[str, str]:
    """Two turns (``play._where``: a step, which time it is played, its round; or a
    COIN card and the faction up) named so that a reader tells them apart: "Place a
    dwelling (1/2)" and "(2/2)"; the same step in two rounds with its round; on a
    COIN card, the faction and the card."""
    parts = [step if isinstance(step, dict) else {}, nxt if isinstance(nxt, dict) else {}]
    names = []
    for part in parts:
        said = params(part, locale, d)
        text = str(said.get("step") or "")
        if not text and part.get("title"):
            text = t(
                "table.card_turn", locale, faction=said.get("faction", ""), title=said["title"]
            )
        names.append(text)
    if names[0] and names[0] == names[1]:
        for i, part in enumerate(parts):
            n = part.get("round")
            if isinstance(n, int) and not isinstance(n, bool):
                when = round_text(n, locale, d)
                names[i] = t("table.step_round", locale, step=names[i], when=when)
    return names[0], names[1]


def round_text(n: int, locale: str, d: GameDefinition | None = None) -> str:
    """Round ``n`` as a sentence says it: "round 2", "year 2", by the game's own name
    for it ("quest 2", "missione 2"), or by its label ("1902")."""
    rounds = getattr(d, "rounds", None)
    word = rounds.word if rounds is not None else "round"
    if word == "labelled" and rounds is not None:
        return name("round_label", rounds.shown(n), locale, d)
    data: dict[str, Json] = {"round": n, "period": "round"}
    return t(f"table.round_n.{word}", locale, **params(data, locale, d))


def params(
    data: dict[str, Json], locale: str, d: GameDefinition | None = None
) -> dict[str, str | int | float]:
    """Each value of an event's, a prompt's or an error's data, named for ``locale``;
    numbers stay numbers (a message's plural forms select on them)."""
    loc = normalize_locale(locale)
    out: dict[str, str | int | float] = {}
    for key, v in data.items():
        kind = KINDS.get(key, "")
        within = str(data.get(WITHIN.get(kind, ""), "") or "")
        if key in USERS and isinstance(v, int) and not isinstance(v, bool):
            out[key] = mention(v) if v != FORMER else t("people.former", loc)
        elif isinstance(v, int | float) and not isinstance(v, bool) and key != "holder":
            out[key] = v
        elif key == "holder":
            out[key] = mention(v) if isinstance(v, int) else t("game.gm_plays", loc)
        elif isinstance(v, dict) and "kind" in v:  # an event inside an event (undone)
            out[key] = event_text(v, loc, d, short=True).rstrip("。.")
        elif isinstance(v, list) and v and all(isinstance(x, dict) and "kind" in x for x in v):
            # events inside an event (each seat's roll of an undone roll for every seat)
            out[key] = t("list.clauses", loc).join(
                event_text(x, loc, d, short=True).rstrip("。.") for x in v if isinstance(x, dict)
            )
        elif isinstance(v, list | tuple):
            names = [name(kind, x, loc, d, within) for x in v]
            out[key] = (
                t("list.sep", loc).join(names) or t("list.none", loc)
                if key in SEQUENCES
                else join_list(names, loc)
            )
        else:
            out[key] = name(kind, v, loc, d, within)
    for key, of in BY_SEAT.items():  # each value said with the seat it belongs to
        vals, seats = data.get(key), data.get(of)
        if (
            isinstance(vals, list | tuple)
            and isinstance(seats, list | tuple)
            and len(vals) == len(seats) > 1
        ):
            kind = KINDS.get(key, "")
            out[key] = t("list.sep", loc).join(
                t("fmt.count", loc, a=name("seat", x, loc, d), b=name(kind, v, loc, d))
                for x, v in zip(seats, vals, strict=True)
            )
    counts, seats = data.get("counts"), data.get("seats")
    if (  # seats reaching an end together: each with its count, in one list
        isinstance(counts, list | tuple)
        and isinstance(seats, list | tuple)
        and len(counts) == len(seats)
        and "counter" in out
    ):
        out["reached"] = join_list(
            (
                t(
                    "turns.reached",
                    loc,
                    seat=name("seat", x, loc, d),
                    count=n,
                    counter=out["counter"],
                )
                for x, n in zip(seats, counts, strict=True)
            ),
            loc,
        )
    named = epoch_name(d, loc)
    if named:  # the Epoch round's own name ([coin.epoch] name)
        for k, v in epoch_words(named, loc).items():
            out.setdefault(k, v)
    for k, w in game_words(d, loc).items():
        out.setdefault(k, w)
    reps = data.get("reps")
    if "step" in out and isinstance(reps, int) and reps > 1:  # a step played several times
        out["step"] = t("turns.step_rep", loc, step=out["step"], rep=data.get("rep"), reps=reps)
    if "step" in out and data.get("for_seat"):  # a phase played for each seat: whose pass
        out["step"] = t("turns.step_for", loc, step=out["step"], seat=out["for_seat"])
    # events logged before issue 20 carried names in three languages (x_en, x_ja ...)
    for key in data:
        base, _, suffix = key.rpartition("_")
        if base and suffix in LOCALES and base not in data:
            out[base] = str(data.get(f"{base}_{loc}") or data.get(f"{base}_en") or "")
    return out


def event_text(
    event: Event | dict,
    locale: str,
    d: GameDefinition | None = None,
    short: bool = False,
    log: bool = False,
) -> str:
    """An event in ``locale``; ``short``: without what was true only as it happened
    (who was still to play: an undone move is said without it), as is a move that
    left nobody to play ("Still playing: none" would be said before "Everyone is done");
    ``log``: as ``/game log`` says it (a move out of turn names whose turn it answered
    and the step)."""
    kind = event.kind if isinstance(event, Event) else str(event["kind"])
    data = event.data if isinstance(event, Event) else event.get("data", {})
    key = f"event.{kind}"
    gone = isinstance(data, dict) and data.get("waiting") == []
    if (short or gone) and has(f"{key}.short", locale):
        key = f"{key}.short"
    if isinstance(data, dict) and data.get("by") == "herald" and has(f"{key}.herald", locale):
        key = f"{key}.herald"  # a move Herald made (a deadline's pass), said as its own
    if isinstance(data, dict) and data.get("was") is not None and has(f"{key}.was", locale):
        key = f"{key}.was"  # a seat given away: who held it
    if log and isinstance(data, dict) and data.get("reacting_to"):
        named = params(data, locale, d)
        move = event_text(event, locale, d, short).rstrip(".。")
        up, step = named["reacting_to"], named.get("step", "")
        return t("event.out_of_turn", locale, move=move, up=up, step=step)
    if has(key, locale):
        said = dict(data) if isinstance(data, dict) else {}
        if "$piece" in catalog(normalize_locale(locale)).get(key, ""):
            said.setdefault("piece", _pieces(d))  # logged before pieces were named
        for var, was in LOGGED_BEFORE.get(kind, {}).items():
            if var not in said and was in said:
                said[var] = said[was]
        return t(key, locale, **params(said, locale, d))
    return kind


def _pieces(d: GameDefinition | None) -> str:
    """The pieces a game's steps place (the option holding them: its ``piece_name``
    names one), or "" (the catalogs' "piece")."""
    steps = getattr(d, "steps", None)
    found = [getattr(st.settings, "pieces", None) for st in steps()] if callable(steps) else []
    return next((str(x) for x in found if x), "")


def prompt_text(prompt: Prompt, locale: str, d: GameDefinition | None = None) -> str:
    named = params(prompt.step_params, locale, d)
    text = t(prompt.step_key, locale, **named)
    phase, step = named.get("phase"), named.get("step")
    raw = prompt.step_params
    # the step's own name, without which time of it this is ("(1/4)") or whose pass
    bare = name("step", raw.get("step"), locale, d, str(raw.get("phase") or ""))
    if phase and str(phase) in (str(step), bare):  # a phase's one step: its name said once
        text = text.replace(f"{phase} — {step}", str(step))
    return text


def ref_text(ref: Ref, locale: str, d: GameDefinition | None = None) -> str:
    return name(ref.kind, ref.id, locale, d)


def option_label(opt: Option, locale: str, d: GameDefinition | None = None) -> str:
    """A button's label: the definition's name for what it chooses first, then the
    catalogs, never a raw id."""
    loc = normalize_locale(locale)
    if opt.label is not None and d is not None and d.names_of(opt.label.kind, opt.label.id):
        return ref_text(opt.label, loc, d)
    key = opt.label_key or f"option.{opt.id}"
    if has(key, loc):
        return t(key, loc, **params(opt.label_params, loc, d))
    if opt.label is not None:
        return ref_text(opt.label, loc, d)
    return name("", opt.id, loc, d)


def seat_text(seat: Json, locale: str, d: GameDefinition | None = None) -> str:
    return name("seat", seat, locale, d)


def seats_text(seats: list[str], locale: str, d: GameDefinition | None = None) -> str:
    return join_list([seat_text(s, locale, d) for s in seats], locale)


def person(user_id: int, locale: str) -> str:
    """A user as a sentence names them: their mention, or "a former player" for one
    forgotten (:data:`FORMER`: never a mention of id 0)."""
    return t("people.former", locale) if user_id == FORMER else mention(user_id)


def resolvers(game: dict, definition: GameDefinition, prompt: Prompt) -> list[int]:
    """Who resolves a step nobody in particular is up for: the GM, unless the
    definition says the players do (``resolved_by = "players"``)."""
    if prompt.finished or prompt.up or prompt.waiting_for not in ("gm", "anyone", "reveal"):
        return []
    if definition.resolved_by == "players" and prompt.waiting_for == "anyone":
        return [u for _, u in game["seats"] if u is not None]
    return pinged_gm(game["gm"])


def seat_holder_mentions(table: Table, seats: list[str], gm_ids: list[int]) -> list[int]:
    """Who must act for these seats: each holder; the GM for seats nobody holds."""
    out: list[int] = []
    for s in seats:
        h = table.holder(s)
        ids = [h] if h is not None else pinged_gm(gm_ids)
        for i in ids:
            if i not in out and i != FORMER:
                out.append(i)
    return out


def up_line(
    prompt: Prompt, table: Table, gm_ids: list[int], locale: str, d: GameDefinition | None = None
) -> str:
    if prompt.finished:
        return t("game.finished", locale)
    if not prompt.up:
        if prompt.gm_command:  # the GM names the seats: the step's hint says how
            return ""
        if prompt.waiting_for:
            return t(f"game.waiting.{prompt.waiting_for}", locale)
        return ""
    parts = []
    for s in prompt.up:
        h = table.holder(s)
        who = mention(h) if h is not None else t("game.gm_plays", locale)
        parts.append(t("fmt.paren", locale, a=who, b=seat_text(s, locale, d)))
    return t("game.up_now", locale, who=join_list(parts, locale))


def option_name(d: GameDefinition, oid: str, locale: str) -> str:
    """A game option's name: the definition's, else the catalogs' (``table.option.<id>``)."""
    spec = d.start_options().get(oid)
    names = spec.name if spec is not None else None
    loc = normalize_locale(locale)
    if names:
        return named(names, loc)
    key = f"table.option.{oid}"
    return catalog_name(key, loc) if has(key, loc) else oid


def choice_name(d: GameDefinition, oid: str, choice: str, locale: str) -> str:
    """A choice of a game option: ``choice_names`` in the definition, else the
    catalogs (``table.choice.<choice>``)."""
    spec = d.start_options().get(oid)
    names = spec.choice_names.get(choice) if spec is not None else None
    loc = normalize_locale(locale)
    if names:
        return named(names, loc)
    key = f"table.choice.{choice}"
    return catalog_name(key, loc) if has(key, loc) else choice


def option_value_text(d: GameDefinition, oid: str, value: object, locale: str) -> str:
    spec = d.start_options().get(oid)
    if spec is not None and spec.choices:
        return choice_name(d, oid, str(value), locale)
    if isinstance(value, bool):
        return t("table.yes" if value else "table.no", locale)
    return str(value)


def _forms(text: str) -> set[str]:
    """A name as it may be typed: as written, without its article (Italian "i
    servitori di Mordred", English "the detectives"), any case."""
    out = {text.strip().casefold()}
    out |= {str(Name.of(x, "it")).casefold() for x in list(out)}
    out |= {x.removeprefix("the ") for x in list(out)}
    return {x for x in out if x}


def winner_id(d: GameDefinition | None, text: str) -> str:
    """A winner the GM names: a side of ``[sides]`` named by its id or a name in any
    language (with or without its article), else a seat (:func:`seat_id`)."""
    sides = getattr(d, "sides", None) or {}
    typed = _forms(str(text))
    for sid, side in sides.items():
        names = {f for n in (sid, *side.name.values()) for f in _forms(n)}
        if typed & names:
            return str(sid)
    return seat_id(d, text)


def seat_id(d: GameDefinition | None, text: str) -> str:
    """A seat named in any language (its id, an alias, or a localised label, any case)
    as the definition's id; unknown text is returned as given (the engine refuses it)."""
    found = d.seat(str(text)) if d is not None else None
    return found if found is not None else str(text).strip()
