"""The rule a step points to, said in the reader's language.

A step names its rule section by the heading of a rule summary (``1:騎士の配置``,
``A. RIVELARE EVENTI``), in whatever language that summary is written. A reader of
that language reads the section quoted; any other reader reads the step's own name
in their language, with a ``/rule`` query in their language that finds the section
(checked against the rules index: the step's name, its phase's, or a glossary term
of the section), never the foreign heading.
"""

from __future__ import annotations

import re
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
_FOUND: WeakKeyDictionary[
    RulesIndex, dict[tuple[str, str, str, tuple[str, ...], int | None], str]
] = WeakKeyDictionary()


def forget(idx: RulesIndex) -> None:
    """``idx`` changed in place (a server added or removed a summary): the queries
    found in it are looked for again."""
    _FOUND.pop(idx, None)


def label(prompt: Prompt, locale: str, d: GameDefinition | None) -> str:
    """The step the prompt is at, named in ``locale`` (its phase when it has no step)."""
    params = prompt.step_params
    phase = str(params.get("phase") or prompt.phase or "")
    step = params.get("step")
    if isinstance(step, str) and step:
        return name("step", step, locale, d, phase)
    return name("phase", phase, locale, d) if phase else ""


# what makes a name long to type and no better to search: its letter or number
# ("B. ", "1:", "Fase 1:"), a parenthesis ("(年)", "（サリー州）")
_ENUM = re.compile(r"^\s*(?:(?:Phase|Fase|フェイズ)\s*)?(?:[A-Za-z]|\d+)\s*[.:：)]\s*")
_PAREN = re.compile(r"\s*[(（][^()（）]*[)）]")


def short(text: str) -> str:
    """A name as a query: without its enumeration and its parentheses."""
    return " ".join(_PAREN.sub("", _ENUM.sub("", text)).split()) or text


def _candidates(idx: RulesIndex, slug: str, sec: Section, loc: str, named: list[str]) -> list[str]:
    """Queries in the reader's language: the step's and the phase's names as a reader
    types them (short, the shorter first: words the announcement itself shows), then
    the glossary's terms for the section (its usual word first), then the names whole."""
    out = sorted((short(n) for n in named if n), key=len)
    for term in idx.terms:
        if term.game == slug and term.section == sec.title:
            forms = {"en": [term.en], "ja": term.ja, "it": term.it}.get(loc, [])
            out += [f for f in forms if f]
    out += [n for n in named if n]
    return list(dict.fromkeys(x for x in out if x))


def _working_query(
    idx: RulesIndex, slug: str, sec_id: str, loc: str, named: tuple[str, ...], scope: int | None
) -> str:
    """The first query in the reader's language whose best answer is the section (in
    what ``scope``, a server, sees)."""
    found = _FOUND.setdefault(idx, {})
    key = (slug, sec_id, loc, named, scope)
    if key not in found:
        found[key] = _search_query(idx, slug, sec_id, loc, named, scope)
    return found[key]


def _search_query(
    idx: RulesIndex, slug: str, sec_id: str, loc: str, named: tuple[str, ...], scope: int | None
) -> str:
    sec = idx.section(sec_id, scope=scope)
    if sec is None:
        return ""
    candidates = _candidates(idx, slug, sec, loc, list(named))
    for q in candidates:
        try:
            found = idx.search(q, scope=scope, game=slug, limit=1, alternates=False)
        except HeraldError:  # a query the index refuses is just not the one
            continue
        if found.matches and found.matches[0].section.id == sec_id:
            return q
    return ""


def _names(prompt: Prompt, loc: str, d: GameDefinition | None) -> tuple[str, ...]:
    step = label(prompt, loc, d)
    phase = str(prompt.step_params.get("phase") or prompt.phase or "")
    whole = name("phase", phase, loc, d) if phase else ""
    return tuple(x for x in (step, whole) if x)


def _section(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt,
    loc: str,
    languages: frozenset[str],
    scope: int | None = None,
) -> tuple[Section | None, bool]:
    """The step's section (None before the index is built): a shipped summary's, else
    one the server ``scope`` added; and whether it is written in the reader's language
    (before the index: every summary of the game is)."""
    sec = idx.section_for(slug, prompt.rule_query, scope) if idx is not None else None
    if sec is not None and idx is not None:
        return sec, _language(idx, sec) == loc
    return None, idx is None and languages == {loc}


def _language(idx: RulesIndex, sec: Section) -> str:
    """The language a section is written in: its summary's front matter's, else the
    one the index reads in its text (a summary a server adds seldom says: play-test 17,
    finding 2, an Italian summary's sections were never quoted to an Italian table)."""
    if sec.language:
        return normalize_locale(sec.language)
    i = idx.slot_of(sec.id)
    return idx.lang[i] if i is not None else ""


def query(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt | None,
    locale: str,
    d: GameDefinition | None,
    languages: frozenset[str] = frozenset(),
    scope: int | None = None,
) -> str:
    """A ``/rule`` query in the reader's language that finds the step's section: the
    shortest of the step's and the phase's names that the index answers with that
    section, else a glossary term, else (the summary being in the reader's language)
    its heading. ``languages``: those the game's summaries are written in, for before
    the index is built; ``scope``: the server whose own summaries count too (``idx``
    is then that server's index, the one its /rule reads)."""
    if prompt is None or not prompt.rule_query:
        return ""
    loc = normalize_locale(locale)
    sec, own = _section(idx, slug, prompt, loc, languages, scope)
    names = _names(prompt, loc, d)
    if own:  # the heading finds it; the step's own words, shorter, may too
        names = (*names, prompt.rule_query)
    found = _working_query(idx, slug, sec.id, loc, names, scope) if idx is not None and sec else ""
    if found:
        return found
    if own:
        return prompt.rule_query
    return names[0] if names else ""


# a summary's markup Discord does not show: escaped dollars, HTML emphasis, LaTeX
_LATEX = {r"\geq": "≥", r"\leq": "≤", r"\times": "×", r"\pm": "±", r"\neq": "≠"}
_MATH = re.compile(r"\$([^$\n]*\\[a-z]+[^$\n]*)\$")
_TAG = re.compile(r"<(/?)(i|em|b|strong)>", re.IGNORECASE)
# a list item: a bullet or a number and a space; Japanese writes ・ without the space
_ITEM = re.compile(r"^\s*(?:(?:[-*+•]|\d+[.)])\s+|[・●]\s*)")
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")


def _plain(line: str) -> str:
    line = _MATH.sub(lambda m: _latex(m.group(1)), line)
    line = line.replace("\\$", "$")
    line = _TAG.sub(lambda m: "**" if m.group(2).lower() in ("b", "strong") else "*", line)
    line = re.sub(r"<[^<>\n]{1,20}>", "", line)  # any other tag
    line = re.sub(r"\s*[(（]\s*[)）]", "", line)  # an icon's empty parentheses
    return " ".join(line.split())


def _latex(expr: str) -> str:
    for k, v in _LATEX.items():
        expr = expr.replace(k, v)
    return " ".join(expr.replace("\\", "").split())


def _joined(a: str, b: str) -> str:
    """Two pieces of one sentence: no space where Japanese meets Japanese (。 ends one)."""
    if not a:
        return b
    return a + b if _CJK.match(a[-1]) or _CJK.match(b[:1]) else f"{a} {b}"


def quotable(text: str, limit: int = QUOTE_LIMIT, bullet: str = "• ") -> list[str]:
    """A section's text as lines a Discord quote shows: each list item on its own line
    (marked ``bullet``, the reader's language's: ・ in Japanese), wrapped lines joined,
    markup Discord does not read made plain; cut after ``limit`` characters at a
    sentence's or an item's end, with ``…``."""
    lines: list[str] = []
    para = False  # the next line goes on the last one (one paragraph, one item)
    in_item = False  # the last line is a list item's
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            para = in_item = False  # a blank line or a heading ends a paragraph
            continue
        item = _ITEM.match(raw)
        line = _plain(raw[item.end() :] if item else raw)
        if not line:
            continue
        # Japanese does not wrap its lines: an unindented one after an item is the text
        # after the list, not more of the item
        after_list = in_item and not raw[:1].isspace() and bool(_CJK.match(line[:1]))
        if item or not para or after_list:
            lines.append((bullet + line) if item else line)
        else:
            lines[-1] = _joined(lines[-1], line)
        para = True
        in_item = bool(item) or (in_item and not after_list)
    out: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) <= limit:
            out.append(line)
            size += len(line)
            continue
        room = limit - size
        cut = max(line.rfind(p, 0, room) for p in ("。", ". ", "；", "; "))
        if cut > 40:
            out.append(line[: cut + 1] + " …")
        elif out:
            out[-1] += " …"
        else:
            out.append(line[:room] + " …")
        break
    return out


def hint(
    idx: RulesIndex | None,
    slug: str,
    prompt: Prompt | None,
    locale: str,
    d: GameDefinition | None,
    languages: frozenset[str] = frozenset(),
    quote: bool = True,
    scope: int | None = None,
) -> str:
    """The announcement's rule line: the section quoted when it is in the reader's
    language (``quote``: the step has just opened; later turns of it get the lookup
    alone), else the lookup that finds it, in theirs (``scope``: as :func:`query`)."""
    if prompt is None or not prompt.rule_query:
        return ""
    loc = normalize_locale(locale)
    sec, own = _section(idx, slug, prompt, loc, languages, scope)
    q = query(idx, slug, prompt, loc, d, languages, scope)
    if sec is not None and own and quote:
        text = "\n> ".join(quotable(sec.text, bullet=t("fmt.bullet", loc)))
        # the path begins with the game, named the reader's way (the summary may give
        # it in English)
        path = [named(d.names, loc) if d is not None else sec.path[0], *sec.path[1:]]
        return t("game.rule_quote", loc, path=" › ".join(path), text=text, query=q)
    return t("game.rule_hint", loc, query=q) if q else ""
