"""What kind of answer a question asks for, read from its grammar, and the sections
whose structure gives that kind of answer. Pure.

A question asking *how many* (how much, quanti, 何枚, いくつ) is answered by a text
that says a number; one asking *what happens if* (cosa succede se, したら) by a text
that states conditions; one asking *can I* (posso, できる) by a text that says what
may and may not be done. The kind is read from the question's grammar words in
English, Italian, Japanese and romaji; what a text gives from its own grammar words
and numbers, so a summary needs no heading that names the kind. A weak sign: it
reorders a game's sections only where the ranking shows no single answer (see
:func:`reorder`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.engine.rules.corpus import Corpus

# how many / how much / how often / how long / how far; quanto, quanti, quante,
# quanta; 何 before a counter (何枚, 何回, 何人; not 何が, 何を: "what"), いくつ,
# いくら, どれだけ, どのくらい; romaji nanmai, nankai, nannin, ikutsu, ikura
_HOW_MANY = re.compile(
    r"\bhow\s+(?:many|much|often|long|far)\b|\bquant[oaie]\b"
    r"|何(?![がをもでにはかのとやへ？?])|いくつ|いくら|どれだけ|どのくらい|どれくらい"
    r"|\bnan(?:mai|kai|nin|ko|ten|do|bai)\b|\bikutsu\b|\bikura\b",
    re.IGNORECASE,
)
# The texts' patterns read the folded text (corpus.body_fold): lower case, full-width
# digits as ASCII, hiragana as katakana (できない is デキナイ there).

# a number a text says: digits, or a number word of English or Italian (two .. twelve,
# due .. dodici), or a Japanese numeral before a counter
_NUMBER = re.compile(
    r"\d+|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twice|half"
    r"|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|doppio|met[aà])\b"
    r"|[一二三四五六七八九十][枚回人点個ツマ]"
)
# what happens if / when; cosa succede se; what if; したら, すると, 場合, ときは
_WHAT_IF = re.compile(
    r"\bwhat\s+(?:happens|if)\b|\bsuccede\b|\bcosa\s+(?:succede|accade|capita)\b"
    r"|したら|すると|場合|どうなる|\bdou\s*naru\b|\bshitara\b",
    re.IGNORECASE,
)
# a condition a text states
_CONDITION = re.compile(
    r"\b(?:if|when|unless|whenever|until|se|quando|finch[eé]|salvo|tranne)\b"
    r"|場合|タラ|トキ|時|ナラ|マデ"
)
# can I / may I / is it allowed; posso, puoi, si puo; できる, 可能, いい
_CAN_I = re.compile(
    r"\b(?:can|may|could)\s+(?:i|you|we|they|he|she|a|an|the)\b|\ballowed\b"
    r"|\bposs(?:o|iamo|ono)\b|\bpuoi\b|\bsi\s+pu[oò]\b|できる|できます|可能|してもいい|\bdekiru\b",
    re.IGNORECASE,
)
# what may or may not be done, as a text says it
_PERMISSION = re.compile(
    r"\b(?:can|cannot|can't|may|must|only|never|not|allowed|non|solo|mai|pu[oò]|possono"
    r"|deve|devono)\b|デキナイ|デキル|ノミ|ダケ|不可|ナラナイ|イケナイ"
)


def asks_how_many(text: str) -> bool:
    """Whether the question ``text`` (as typed) asks for a number."""
    return bool(_HOW_MANY.search(text))


def asks_what_if(text: str) -> bool:
    """Whether the question ``text`` asks what follows from a condition."""
    return bool(_WHAT_IF.search(text))


def asks_can(text: str) -> bool:
    """Whether the question ``text`` asks whether something may be done."""
    return bool(_CAN_I.search(text))


def numbers_said(c: Corpus, i: int) -> int:
    """How many numbers section ``i``'s text says."""
    return len(_NUMBER.findall(c.body_fold[i]))


def conditions_said(c: Corpus, i: int) -> int:
    """How many conditions section ``i``'s text states."""
    return len(_CONDITION.findall(c.body_fold[i]))


def permissions_said(c: Corpus, i: int) -> int:
    """How often section ``i``'s text says what may or may not be done."""
    return len(_PERMISSION.findall(c.body_fold[i]))


# (does the question ask it, how often a section's text gives it)
KINDS: tuple[tuple[Callable[[str], bool], Callable[[Corpus, int], int]], ...] = (
    (asks_how_many, numbers_said),
    (asks_what_if, conditions_said),
    (asks_can, permissions_said),
)


def bonus(
    c: Corpus, question: str, slots: list[int], weights: tuple[float, ...], at: float
) -> dict[int, float]:
    """Points each of ``slots`` gains for giving the kind of answer ``question`` asks
    for: per kind of :data:`KINDS` the question asks, its weight (of ``weights``, in
    that order) in full for a text that gives it ``at`` times or more, in proportion
    for one giving it less."""
    out: dict[int, float] = {}
    for (asks, gives), weight in zip(KINDS, weights, strict=True):
        if weight > 0 and asks(question):
            for i in slots:
                n = gives(c, i)
                if n:
                    out[i] = out.get(i, 0.0) + weight * min(1.0, n / at)
    return out


def reorder(
    c: Corpus, items: list[tuple[int, float, str]], game: str, bonus: dict[int, float]
) -> list[tuple[int, float, str]]:
    """``items`` (slot, score 0..100, why; best first) with ``game``'s sections
    reordered among the places they hold, each by its score plus its ``bonus``
    (points, the score at most 100); other games' sections keep their places."""
    if not bonus:
        return items
    mine = [k for k, (i, _s, _w) in enumerate(items) if c.game_of[i] == game]
    scored = [
        (i, round(min(100.0, s + bonus.get(i, 0.0)), 1), why)
        for i, s, why in (items[k] for k in mine)
    ]
    moved = sorted(scored, key=lambda t: -t[1])
    out = list(items)
    for k, t in zip(mine, moved, strict=True):
        out[k] = t
    return out
