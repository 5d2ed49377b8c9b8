"""The rule a step points to, said in the reader's language.

A step names its rule section by the heading of a rule summary (``1:騎士の配置``,
``A. RIVELARE EVENTI``), in whatever language that summary is written. A reader of
that language reads the section quoted; any other reader reads the step's own name
in their language, with a ``/rule`` query in their language that finds the section
(checked against the rules index: the step's name, its phase's, or a glossary term
of the section), never the foreign heading.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from bot.engine.errors import HeraldError
from bot.engine.games.base import Prompt
from bot.engine.games.definition import GameDefinition
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.summaries import Section
from bot.i18n import normalize_locale, t
from bot.service.render import name

QUOTE_LIMIT = 300
# each index's queries found so far (the index goes, its entries go with it)
_FOUND: WeakKeyDictionary[RulesIndex, dict[tuple[str, str, str, tuple[str, ...]], str]] = (
    WeakKeyDictionary()
)


def label(prompt: Prompt, locale: str, d: GameDefinition | None) -> str:
    """The step the prompt is at, named in ``locale`` (its phase when it has no step)."""
    params = prompt.step_params
    phase = str(params.get("phase") or prompt.phase or "")
    step = params.get("step")
    if isinstance(step, str) and step:
        return name("step", step, locale, d, phase)
    return name("phase", phase, locale, d) if phase else ""


def _candidates(idx: RulesIndex, slug: str, sec: Section, loc: str, named: list[str]) -> list[str]:
    out = [n for n in named if n]
    for term in idx.terms:
        if term.game == slug and term.section == sec.title:
            forms = {"en": [term.en], "ja": term.ja, "it": term.it}.get(loc, [])
            out += [f for f in forms if f]
    return list(dict.fromkeys(out))


def _working_query(
    idx: RulesIndex, slug: str, sec_id: str, loc: str, named: tuple[str, ...]
) -> str:
    """The first query in the reader's language whose best answer is the section."""
    found = _FOUND.setdefault(idx, {})
    key = (slug, sec_id, loc, named)
    if key not in found:
        found[key] = _search_query(idx, slug, sec_id, loc, named)
    return found[key]


def _search_query(idx: RulesIndex, slug: str, sec_id: str, loc: str, named: tuple[str, ...]) -> str:
    sec = idx.section(sec_id)
    if sec is None:
        return named[0] if named else ""
    candidates = _candidates(idx, slug, sec, loc, list(named))
    for q in candidates:
        try:
            found = idx.search(q, game=slug, limit=1, alternates=False)
        except HeraldError:  # a query the index refuses is just not the one
            continue
        if found.matches and found.matches[0].section.id == sec_id:
            return q
    return candidates[0] if candidates else ""


def _names(prompt: Prompt, loc: str, d: GameDefinition | None) -> tuple[str, ...]:
    step = label(prompt, loc, d)
    phase = str(prompt.step_params.get("phase") or prompt.phase or "")
    whole = name("phase", phase, loc, d) if phase else ""
    return tuple(x for x in (step, whole) if x)


def hint(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt | None,
    locale: str,
    d: GameDefinition | None,
    languages: frozenset[str] = frozenset(),
) -> str:
    """The announcement's rule line: the section quoted when it is in the reader's
    language, else named by the step, with a lookup that finds it. Before the index
    is built, ``languages`` (those the game's summaries are written in) say whether
    the heading is the reader's own."""
    if prompt is None or not prompt.rule_query:
        return ""
    loc = normalize_locale(locale)
    if idx is None and languages == {loc}:
        heading = prompt.rule_query
        return t("game.rule_hint", loc, section=heading, query=heading)
    sec = idx.section_for(slug, prompt.rule_query) if idx is not None else None
    if sec is not None and sec.language == loc:
        text = " ".join(sec.text.split())
        if len(text) > QUOTE_LIMIT:
            cut = max(text.rfind(p, 0, QUOTE_LIMIT) for p in ("。", ". ", "；", "; ", "\n"))
            text = (text[: cut + 1] if cut > 100 else text[:QUOTE_LIMIT]) + " …"
        return t(
            "game.rule_quote", loc, path=" › ".join(sec.path), text=text, query=prompt.rule_query
        )
    names = _names(prompt, loc, d)
    if not names:
        return ""
    query = names[0]
    if idx is not None and sec is not None:
        query = _working_query(idx, slug, sec.id, loc, names)
    return t("game.rule_hint", loc, section=names[0], query=query)


def dashboard_line(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt | None,
    locale: str,
    d: GameDefinition | None,
    languages: frozenset[str] = frozenset(),
) -> str:
    """The dashboard's rule line: the section's own heading for a reader of its
    language, else the step's name in the reader's."""
    if prompt is None or not prompt.rule_query:
        return ""
    loc = normalize_locale(locale)
    sec = idx.section_for(slug, prompt.rule_query) if idx is not None else None
    if (sec is not None and sec.language == loc) or (idx is None and languages == {loc}):
        section = sec.title if sec is not None else prompt.rule_query
    else:
        section = label(prompt, loc, d)
    return t("turns.dash.rule_line", loc, section=section) if section else ""
