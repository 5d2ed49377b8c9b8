"""Play-test 24's lookup findings, on a game invented here whose only summary is
Italian: a Japanese question naming it in katakana, or in romaji, with a conjugated
verb (捕まったら, "tsukamattara", "hashittara"), reaches the section that answers it,
and a note quotes the player's word, never the stem the analyser cut (見つかっ)."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from tests.conftest import shipped_shared

GUILD = 2424

ABBEY = """+++
game = "moonlit-abbey"
language = "it"
names = { en = "Moonlit Abbey", ja = "ムーンリット・アビー", it = "Moonlit Abbey" }
+++
# Moonlit Abbey

## Panoramica
Da 3 a 6 giocatori: le sorelle escono di notte dalle celle, i custodi le cercano.

## Preparazione
Ogni sorella pesca una carta reliquia e parte dalla propria cella.

## Cattura
Se un custode entra nella casella di una sorella visibile, la sorella è catturata:
torna nella sua cella e perde la reliquia.

## Spostamento delle sorelle
Una sorella percorre 2 caselle in silenzio, oppure corre fino a 4 caselle.

## Fine della partita
Si chiude all'alba, oppure appena una sorella porta la reliquia in cella.
"""


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    # beside the shipped games, as a server's summary is
    idx = shipped_shared().fork()
    idx.add(ABBEY, scope=GUILD, source_id="abbey.md", name="abbey.md")
    return idx


@pytest.mark.parametrize(
    "question",
    [
        "ムーンリットアビー 捕まったら",
        "ムーンリット・アビー 捕まったら",
        "ムーンリット・アビーで捕まったらどうなる",
    ],
)
def test_a_passive_verb_in_japanese_reaches_its_italian_section(idx, question):
    # 捕まる is glossed "be caught; be arrested": the passive's verb (*arrest*) says
    # *catturare*, and the named game's "Cattura" comes first, not another game's
    r = idx.search(question, scope=GUILD, limit=5)
    assert r.game == "moonlit-abbey"
    assert r[0].section.title == "Cattura"
    assert r.unmatched == []


@pytest.mark.parametrize(
    "question",
    ["moonriito abii de tsukamattara", "moonriito abii tsukamattara dou naru"],
)
def test_a_conjugated_verb_in_romaji_is_read_as_its_dictionary_form(idx, question):
    # "tsukamattara" is 捕まったら, read as 捕まる like the kana question, never cut
    # into "tsu", "kama" and "ttara" (the note quoted those as the player's words)
    r = idx.search(question, scope=GUILD, limit=5)
    assert r.game == "moonlit-abbey"
    assert r[0].section.title == "Cattura"
    assert not {"tsu", "ttara", "kama"} & set(r.unmatched)


def test_a_romaji_run_verb_reaches_the_section_the_kana_question_reaches(idx):
    kana = idx.search("ムーンリット・アビーで走ったら", scope=GUILD, limit=3)
    roma = idx.search("moonriito abii de hashittara", scope=GUILD, limit=3)
    assert kana[0].section.title == "Spostamento delle sorelle"
    assert [m.section.title for m in roma] == [m.section.title for m in kana]


def test_a_word_no_summary_says_is_quoted_as_typed_not_as_its_stem(idx):
    # 泳ぐ (swim) is said nowhere: the words left unmatched are the player's
    # 泳いだら, never the analyser's stem 泳い (play-test 24, finding 10: 見つかっ)
    r = idx.search("修道女が泳いだらどうなりますか", scope=GUILD, limit=3)
    assert "泳いだら" in r.unmatched
    assert "泳い" not in r.unmatched


SNIPER = """+++
game = "rooftop-sniper"
language = "it"
names = { en = "Rooftop Sniper", it = "Rooftop Sniper" }
+++
# Rooftop Sniper

## Spostamento segreto del cecchino
Il cecchino segna sul taccuino la casella di arrivo: 3 caselle, o 1 strisciando.

## Sparo
Ogni sparo fa rumore: il cecchino dichiara il proprio settore.
"""


@pytest.fixture(scope="module")
def two(idx) -> RulesIndex:
    both = shipped_shared().fork()
    both.add(ABBEY, scope=GUILD, source_id="abbey.md", name="abbey.md")
    both.add(SNIPER, scope=GUILD, source_id="sniper.md", name="sniper.md")
    return both


def test_a_word_of_another_games_name_in_a_channel_is_answered_from_that_game(two):
    # play-test 24, finding 9: "sniper" is a word of Rooftop Sniper's name (an ordinary
    # word too) that nothing of Moonlit Abbey says: asked in Moonlit Abbey's channel,
    # the sniper's movement is offered, not the sisters' alone
    home = "moonlit-abbey"
    r = two.search("how far does the sniper move", scope=GUILD, game=home, only_game=home)
    assert r[0].section.game == "rooftop-sniper"
    assert r[0].section.title == "Spostamento segreto del cecchino"
    assert not r.confident
    # a question of the channel's own words stays there
    mine = two.search("how far does a sister move", scope=GUILD, game=home, only_game=home)
    assert mine[0].section.title == "Spostamento delle sorelle"


HARBORS = [
    """+++
game = "silent-harbor"
language = "en"
names = { en = "Silent Harbor" }
+++
# Silent Harbor

## Movement
A boat moves up to three spaces along the coast each turn.

## Scoring
Each delivered crate scores two points at the end of the round.
""",
    """+++
game = "harbor-master"
language = "en"
names = { en = "Harbor Master" }
+++
# Harbor Master

## Ship movement
Ships move one berth per action.

## Scoring
Majorities in each district score at the end of the game.
""",
]


@pytest.fixture(scope="module")
def harbors() -> RulesIndex:
    both = shipped_shared().fork()
    for i, text in enumerate(HARBORS):
        both.add(text, scope=GUILD, source_id=f"harbor{i}.md", name=f"harbor{i}.md")
    return both


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("how far does a boat move in the harbor", "Movement"),
        ("how does scoring work in this harbor", "Scoring"),
    ],
)
def test_a_word_of_the_channels_own_game_name_keeps_the_question_there(harbors, question, title):
    # review 24b: "harbor" is a word of Silent Harbor's own name (and the first word of
    # Harbor Master's): asked in Silent Harbor's channel, the question is Silent
    # Harbor's, not sent to Harbor Master's sections
    home = "silent-harbor"
    r = harbors.search(question, scope=GUILD, game=home, only_game=home)
    assert r[0].section.game == home
    assert r[0].section.title == title
