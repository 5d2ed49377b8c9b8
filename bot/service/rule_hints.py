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
from bot.service.render import name, named

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
    """Queries in the reader's language: the glossary's terms for the section (its
    usual word first), then the step's and the phase's names."""
    out: list[str] = []
    for term in idx.terms:
        if term.game == slug and term.section == sec.title:
            forms = {"en": [term.en], "ja": term.ja, "it": term.it}.get(loc, [])
            out += [f for f in forms if f]
    out += [n for n in named if n]
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
    return named[0] if named else (candidates[0] if candidates else "")


def _names(prompt: Prompt, loc: str, d: GameDefinition | None) -> tuple[str, ...]:
    step = label(prompt, loc, d)
    phase = str(prompt.step_params.get("phase") or prompt.phase or "")
    whole = name("phase", phase, loc, d) if phase else ""
    return tuple(x for x in (step, whole) if x)


def _section(
    idx: RulesIndex | None, slug: str, prompt: Prompt, loc: str, languages: frozenset[str]
) -> tuple[Section | None, bool]:
    """The step's section (None before the index is built) and whether it is written
    in the reader's language (before the index: every summary of the game is)."""
    sec = idx.section_for(slug, prompt.rule_query) if idx is not None else None
    if sec is not None:
        return sec, sec.language == loc
    return None, idx is None and languages == {loc}


def query(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt | None,
    locale: str,
    d: GameDefinition | None,
    languages: frozenset[str] = frozenset(),
) -> str:
    """A ``/rule`` query in the reader's language that finds the step's section: its
    heading when the summary is in that language, else a glossary term or the step's
    name that the index answers with that section. ``languages``: those the game's
    summaries are written in, for before the index is built."""
    if prompt is None or not prompt.rule_query:
        return ""
    loc = normalize_locale(locale)
    sec, own = _section(idx, slug, prompt, loc, languages)
    if own:
        return prompt.rule_query
    names = _names(prompt, loc, d)
    if idx is not None and sec is not None:
        return _working_query(idx, slug, sec.id, loc, names)
    return names[0] if names else ""


def hint(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt | None,
    locale: str,
    d: GameDefinition | None,
    languages: frozenset[str] = frozenset(),
) -> str:
    """The announcement's rule line: the section quoted when it is in the reader's
    language, else the lookup that finds it, in theirs."""
    if prompt is None or not prompt.rule_query:
        return ""
    loc = normalize_locale(locale)
    sec, own = _section(idx, slug, prompt, loc, languages)
    if sec is not None and own:
        text = " ".join(sec.text.split())
        if len(text) > QUOTE_LIMIT:
            cut = max(text.rfind(p, 0, QUOTE_LIMIT) for p in ("。", ". ", "；", "; ", "\n"))
            text = (text[: cut + 1] if cut > 100 else text[:QUOTE_LIMIT]) + " …"
        # the path begins with the game, named the reader's way (the summary may give
        # it in English)
        path = [named(d.names, loc) if d is not None else sec.path[0], *sec.path[1:]]
        return t("game.rule_quote", loc, path=" › ".join(path), text=text, query=prompt.rule_query)
    q = query(idx, slug, prompt, loc, d, languages)
    return t("game.rule_hint", loc, query=q) if q else ""
