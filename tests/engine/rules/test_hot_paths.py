"""The ranking's hot paths give what their plain forms give: a form's word tests made
once for many slots (``words.sayer``, ``words.parents_sayer``) answer as a plain reading
of the words of each heading and text does; a coverage that tests a server's visible
slots late returns what one testing them at once returns; the alternates read from a
game's cached core titles follow the game's summaries as they are added and removed."""

from __future__ import annotations

import pytest

from bot.engine.rules import normalize as N
from bot.engine.rules import rank
from bot.engine.rules import words as W
from tests.engine.rules.invented import index_of, summary

SCOPE, OTHER = 41, 42

# an invented game in Italian and English words, with inflections (giocatore,
# giocatori), a word inside a longer one (store, stored, restore), katakana titles with
# loanword aliases, a heading over its sections, a mixed Latin/CJK run, and a sign
# inside a word's letters (10×10: two words, which a form's 10×1 begins)
FERRY = summary(
    "ferry-lines",
    "Ferry Lines",
    "it",
    """## Preparazione
Ogni giocatore prende 3 traghetti e 5 monete; i giocatori scelgono un porto.
## Traghetti
### Carico dei traghetti
Un traghetto carica merci nel porto: store the goods, restore one crate.
### Tempeste
Quando esce la carta tempesta, ogni traghetto in mare perde un carico.
## カードの補充
Pesca due carte (drawn cards) e scarta una carta.
## Fine della partita
La partita finisce quando il mazzo dei porti è esaurito; vince chi ha più monete.
## turnoカード
Ogni turno il primo giocatore cambia.
## Griglia 10×10 dei mari
La griglia 10×10 ha cento caselle.
""",
)
CANAL = summary(
    "canal-works",
    "Canal Works",
    "en",
    """## Setup
Each player takes a barge and two locks; players stored their tokens aside.
## Locks
Opening a lock costs one coin; a stored lock is restored at the end of the round.
## Storms
Every barge in the open canal loses one crate when a storm card is drawn.
""",
)


@pytest.fixture(scope="module")
def idx():
    # Canal Works is another server's: hidden in SCOPE, its words the same
    i = index_of([FERRY], scope=SCOPE, shipped=[])
    i.add(CANAL, scope=OTHER, source_id="canal.md", name="canal.md")
    return i


def forms_of(idx) -> list[str]:
    """Forms a question might bring: the index's own Latin words, cut short and made
    longer (a stem, an inflection, a word no text holds), and phrases of two."""
    seen: dict[str, None] = {}
    for i, s in enumerate(idx.slots):
        if s is None:
            continue
        for text in (idx.title_fold[i], idx.alias_fold[i], idx.body_fold[i]):
            for wd in N.words(text):
                if not N.has_cjk(wd):
                    seen[wd] = None
    base = list(seen)
    out = dict.fromkeys(base)
    for wd in base:
        out[wd[:-1]] = out[wd + "s"] = out[wd + "ing"] = None
    for a, b in zip(base, base[1:], strict=False):
        out[f"{a} {b}"] = None
    out["10×10"] = out["griglia 10×10"] = None
    return [f for f in out if f]


def begun(text: str, head: str) -> list[str]:
    """The words of ``text`` that ``head`` begins: from each place it starts a word (at
    the start or after a sign or space), through the letters and digits after it (a
    sign inside ``head``, 10×1, is read as written)."""
    out = []
    for k in range(len(text)):
        if text.startswith(head, k) and (k == 0 or not text[k - 1].isalnum()):
            e = k + len(head)
            while e < len(text) and text[e].isalnum():
                e += 1
            out.append(text[k:e])
    return out


def holds(text: str, form: str, exact: bool) -> list[bool]:
    """For each longer word of ``form``: whether a word of ``text`` begins as it does
    (all but its last three letters, four at least), is at most two letters longer (four
    from seven letters on) and, ``exact``, is a form of it (one Snowball stem)."""
    out = []
    for wd in N.words(form):
        if len(wd) < 4 or wd in N.STOPWORDS:
            continue
        head, longest = wd[: max(4, len(wd) - 3)], len(wd) + (2 if len(wd) < 7 else 4)
        out.append(
            any(
                len(r) <= longest and (not exact or not W.word_keys(wd).isdisjoint(W.word_keys(r)))
                for r in begun(text, head)
            )
        )
    return out


def plainly_says(idx, i: int, form: str, title: bool, exact: bool) -> bool:
    if title:
        return all(holds(f"{idx.title_fold[i]} {idx.alias_fold[i]}", form, exact))
    text = idx.body_fold[i]
    if N.has_cjk(text):
        return True
    parents = N.fold(" ".join(idx.sec(i).path[:-1]))
    return all(
        a or b for a, b in zip(holds(text, form, exact), holds(parents, form, exact), strict=True)
    )


def test_word_tests_answer_as_a_plain_reading_for_every_slot_and_form(idx):
    forms = forms_of(idx)
    assert len(forms) > 200
    checked = said = under = 0
    for f in forms:
        heading = W.parents_sayer(idx, f)
        for i, s in enumerate(idx.slots):
            if s is None:
                continue
            parents = idx.parent_fold[i]
            want = bool(parents) and bool(holds(parents, f, True)) and all(holds(parents, f, True))
            assert heading(i) == want == W.parents_say(idx, i, f), (f, i, s.title)
            under += want
        # headings read one by one, or through their words' index (many to test)
        for title, many in ((True, 0), (True, 10**6), (False, 0)):
            for exact in (True, False):
                test = W.sayer(idx, f, title=title, exact=exact, many=many)
                for i, s in enumerate(idx.slots):
                    if s is None:
                        continue
                    want = plainly_says(idx, i, f, title, exact)
                    assert test(i) == want == W.says(idx, i, f, title=title, exact=exact), (
                        f,
                        i,
                        s.title,
                        title,
                        many,
                        exact,
                    )
                    checked += 1
                    said += want
    # both answers occur often: the comparison is not of two always-true tests
    assert said > checked // 20 and checked - said > checked // 20
    assert under > 10


def test_coverage_testing_late_returns_what_testing_at_once_does(idx):
    visible = idx.visible_set(SCOPE)
    assert visible is not None and rank._most_slots(visible.__contains__, idx.live) is not None
    n = max(1, idx.live)
    compared = hidden_found = 0
    for f in forms_of(idx):
        for postings in (idx.title_postings, idx.body_postings):
            late = rank.coverage(postings, f, visible.__contains__, n, 0.5)
            # a plain function: no set behind it, so tested at once
            once = rank.coverage(postings, f, lambda i: i in visible, n, 0.5)
            everyone = rank.coverage(postings, f, None, n, 0.5)
            assert list(late.items()) == list(once.items()), f
            assert late == {i: v for i, v in everyone.items() if i in visible}, f
            compared += bool(late)
            hidden_found += any(i not in visible for i in everyone)
    # the other server's sections were candidates (and dropped) for many forms
    assert compared > 100 and hidden_found > 20


def test_alternates_follow_the_game_summaries_as_they_come_and_go():
    idx = index_of([FERRY], scope=SCOPE)
    storms = next(s for s in idx.sections if s.title == "Tempeste")
    assert idx.alternates(storms, scope=SCOPE) == []
    house = summary("ferry-lines", "Ferry Lines", "it", "## Tempeste\nIn mare si perde tutto.\n")
    idx.add(house, scope=SCOPE, source_id="house.md", name="house.md")
    alts = idx.alternates(storms, scope=SCOPE)
    assert [a.section.text for a in alts] == ["In mare si perde tutto."]
    # another server's summary of the game is no alternate here
    idx.add(house, scope=OTHER, source_id="house.md", name="house.md")
    assert len(idx.alternates(storms, scope=SCOPE)) == 1
    theirs = next(s for s in idx.sections if s.scope == OTHER)
    assert idx.alternates(theirs, scope=OTHER) == []  # the only summary there
    idx.remove("house.md", SCOPE)
    assert idx.alternates(storms, scope=SCOPE) == []


def test_heading_words_follow_summaries_added_after_their_first_use():
    idx = index_of([FERRY], scope=SCOPE)
    saying = W.sayer(idx, "lighthouse", title=True, many=10**6)  # made here
    assert not any(saying(i) for i in range(len(idx.slots)))
    idx.add(
        summary("beacon", "Beacon", "en", "## Lighthouses\nLight them at dusk.\n"),
        scope=SCOPE,
        source_id="beacon.md",
        name="beacon.md",
    )
    saying = W.sayer(idx, "lighthouse", title=True, many=10**6)
    assert [idx.slots[i].title for i in range(len(idx.slots)) if saying(i)] == ["Lighthouses"]
    # and a search finds it
    assert idx.search("lighthouse", scope=SCOPE)[0].section.title == "Lighthouses"
