"""Summaries of games Herald does not ship, added by a server with no glossary:
natural questions in English, Japanese, romaji and Italian, scoped to the channel's
game; glossary terms of shipped games never outrank the question's own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules.index import RulesIndex
from bot.knowledge_files import read_rules_texts
from tests.engine.rules.invented import shipped_bridges

ROOT = Path(__file__).resolve().parents[3]
DEV = ROOT / "bench" / "dev"
GUILD = 77


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    summaries, glossaries, names = read_rules_texts(ROOT / "knowledge")
    lexicon = [("lexicon.toml", (DEV / "lexicon.toml").read_text("utf-8"))]
    ix = RulesIndex.build(
        summaries=summaries,
        glossaries=glossaries,
        game_names=names,
        lexicons=lexicon,
        bridge=shipped_bridges()[0],
    )
    for f in sorted(DEV.glob("*.md")):
        ix.add(f.read_text("utf-8"), scope=GUILD, source_id=f.name, name=f.name)
    return ix


@pytest.mark.parametrize(
    "query,channel,title",
    [
        ("how do I win", "splendor", "ゲームの終了"),
        ("どうやって勝つ？", "splendor", "ゲームの終了"),
        ("come si vince?", "splendor", "ゲームの終了"),
        ("come si vince?", "ticket-to-ride", "Fine della partita"),
        ("ゲームの終了", "ticket-to-ride", "Fine della partita"),
        ("quando finisce la partita", "ticket-to-ride", "Fine della partita"),
        ("what can I do on my turn", "splendor", "手番"),
    ],
)
def test_natural_questions_answered_from_the_channels_game(idx, query, channel, title):
    r = idx.search(query, scope=GUILD, game=channel, limit=3)
    assert r[0].section.game == channel
    assert r[0].section.title == title


def test_a_question_naming_another_game_leaves_the_channel(idx):
    r = idx.search("pendragon shield wall", scope=GUILD, game="splendor", limit=3)
    assert r[0].section.game == "pendragon"


@pytest.mark.parametrize(
    "query,title",
    [
        ("予約は何回できる?", "予約"),  # <term>は何回できる?
        ("ボーナスのやり方", "ボーナス"),  # <term>のやり方
        ("bonus", "ボーナス"),  # an English word meets the katakana heading
        ("yoyaku", "予約"),  # romaji of a kanji heading
        ("reserve a card", "予約"),  # English through the lexicon / JMdict
        ("token limit", "トークンの上限"),
    ],
)
def test_japanese_summary_without_a_glossary(idx, query, title):
    r = idx.search(query, scope=GUILD, game="splendor", limit=3)
    assert title in [m.section.title for m in r]


def test_shipped_glossary_terms_do_not_outrank_the_questions_words(idx):
    # "reserve" is a Europa Universalis glossary term; this server's Splendor
    # summary has a section titled "予約" (reservation): it must not lose to EU
    r = idx.search("reserve a card", scope=GUILD, limit=3)
    games = [m.section.game for m in r]
    assert "splendor" in games[:2]
    assert not r.confident or games[0] == "splendor"


def test_other_servers_never_see_the_dev_games(idx):
    for q in ("ゲームの終了", "how do I win", "locomotive"):
        r = idx.search(q, scope=GUILD + 1, limit=10)
        assert all(m.section.game not in ("splendor", "ticket-to-ride") for m in r)


def test_confident_single_answers_are_right_on_the_dev_set(idx):
    import tomllib

    qs = tomllib.loads((DEV / "queries.toml").read_text("utf-8"))["q"]
    shown_alone = wrong = 0
    for q in qs:
        r = idx.search(q["q"], scope=GUILD, game=q.get("channel"), limit=10)
        if r.confident:
            shown_alone += 1
            wrong += not (r[0].section.game == q["game"] and r[0].section.title in q["expect"])
    assert shown_alone >= 5 and wrong == 0


@pytest.fixture(scope="module")
def full(_shipped_rules) -> RulesIndex:
    """The shipped knowledge with its whole lexicon, and the dev summaries: a server's
    index, a fork of the shipped one (answers as a whole build of the same summaries
    does: test_guild_persist) instead of a build of its own."""
    ix = _shipped_rules.fork()
    for f in sorted(DEV.glob("*.md")):
        ix.add(f.read_text("utf-8"), scope=GUILD, source_id=f.name, name=f.name)
    return ix


def test_japanese_words_the_lexicon_knows_together_are_one_concept(full):
    from bot.engine.rules import query

    qa = query.analyse(full, "ゲームの終了条件", GUILD)
    # one concept (end trigger, and end of game through 終了), not ゲーム + 終了 + 条件
    assert len(qa.concepts) == 1
    (c,) = qa.concepts
    assert c.why == "ゲームの終了条件"
    assert "end game trigger" in c.extra and "condizione di fine" in c.extra
    # 終了 alone (end of game): a neighbouring concept, counted a little less
    assert "end of game" in c.related and "fine della partita" in c.related
    r = full.search("ゲームの終了条件", scope=GUILD, game="azul", limit=3)
    assert r[0].section.title == "Fine della partita"


def test_a_compound_keeps_the_concepts_of_its_words(full):
    # 得点計算 is final scoring in the lexicon, and about 得点 (scoring) too
    r = full.search("得点計算", scope=GUILD, game="azul", limit=3)
    assert {"Punteggio", "Punti finali"} <= {m.section.title for m in r[:2]}


@pytest.mark.parametrize(
    "query,channel,title",
    [
        ("floor", "azul", "Pavimento"),  # floor -> pavimento (general lexicon)
        ("wall", "azul", "Decorazione della parete"),  # wall -> parete
        ("largest", "catan", "最大騎士力"),  # largest -> 最大 ... through the lexicon
    ],
)
def test_general_words_reach_an_italian_or_japanese_summary(full, query, channel, title):
    r = full.search(query, scope=GUILD, game=channel, limit=3)
    assert title in [m.section.title for m in r[:3]]


def test_a_latin_lexicon_phrase_keeps_the_concepts_of_its_words(full):
    from bot.engine.rules import query

    (c,) = query.analyse(full, "place a tile", GUILD).concepts
    assert "piazzamento tessere" in c.extra  # the phrase's own concept
    # its words' concepts, as neighbours (a little less than the phrase's own)
    assert "collocare" in c.related and "collocare" not in c.extra  # place
    assert "tessera" in c.related  # tile


def test_a_phrases_own_translation_beats_a_title_holding_one_of_its_words(full):
    # "two player" is its own lexicon concept ("due giocatori"); "giocatore" (player)
    # only one of its words: the section about two players comes first
    r = full.search("two player game", scope=GUILD, game="puerto-rico", limit=3)
    assert r[0].section.title == "Partita a due giocatori"


def test_no_single_answer_when_another_heading_says_what_the_question_names(full):
    # the scoring section mentions science in its text; 科学's heading is science
    r = full.search("how does science score", scope=GUILD, game="seven-wonders", limit=3)
    assert "科学" in [m.section.title for m in r[:3]]
    assert not r.confident


def test_cannot_reaches_the_italian_negation(full):
    # "cannot" is the lexicon's is-it-possible (non si può, impossibile ...): the
    # section saying what happens when a tile cannot be placed
    r = full.search("what if I cannot place a tile", scope=GUILD, game="kingdomino", limit=3)
    assert r[0].section.title == "Collegare le tessere"


def test_a_number_written_into_japanese_is_part_of_the_phrase(full):
    from bot.engine.rules import query

    # 2人プレイ is the lexicon's two-player, not "2" beside プレイ
    qa = query.analyse(full, "2人プレイ", GUILD, "puerto-rico")
    assert [c.why for c in qa.concepts] == ["2人プレイ"]
    assert "due giocatori" in qa.concepts[0].extra
    r = full.search("2人プレイ", scope=GUILD, game="puerto-rico", limit=3)
    assert r[0].section.title == "Partita a due giocatori"
    # a number the lexicon does not take with its words stays a word of its own
    qa = query.analyse(full, "7が出たら", GUILD)
    assert "7" in [c.why for c in qa.concepts]


def test_a_single_kanji_word_the_lexicon_knows_is_kept(full):
    from bot.engine.rules import query

    qa = query.analyse(full, "船に積む", GUILD, "puerto-rico")
    (ship,) = [c for c in qa.concepts if c.why == "船"]
    assert "nave" in ship.extra


def test_a_two_word_gloss_also_gives_its_head_word(full):
    from bot.engine.rules import query

    # the dictionary glosses 気温 "air temperature"; the summary says "temperature"
    qa = query.analyse(full, "気温を上げる", GUILD, "terraforming-mars")
    (c,) = [c for c in qa.concepts if c.why == "気温"]
    assert "air temperature" in c.extra and "temperature" in c.related
    r = full.search("気温を上げる", scope=GUILD, game="terraforming-mars", limit=3)
    assert r[0].section.title == "Global parameters"


@pytest.mark.parametrize(
    "q,game,title",
    [
        ("nutrire la famiglia", "agricola", "食事と物乞いカード"),  # it -> ja via upkeep
        ("recinti", "agricola", "柵と牧場"),
        ("riconoscimenti", "terraforming-mars", "Awards"),  # it -> en, not milestones
        ("アワード", "terraforming-mars", "Awards"),
        ("when does the game end", "puerto-rico", "Fine della partita"),  # not "finale"
    ],
)
def test_general_vocabulary_crosses_languages(full, q, game, title):
    r = full.search(q, scope=GUILD, game=game, limit=3)
    assert r[0].section.title == title


def test_a_translation_counts_as_words_not_as_scattered_trigrams(full):
    from bot.engine.rules import words

    # "store" (a translation of "warehouse") has every trigram in the Italian text
    # of the role-choice section (que-sto, ...) but not the word; the section
    # with "magazzino" is the answer
    pr = {full.sec(i).title: i for i in full.game_slots("puerto-rico", GUILD)}
    assert not words.says(full, pr["Scelta dei ruoli"], "store", title=False)
    assert words.says(full, pr["Deperimento delle merci"], "magazzino", title=False)
    assert words.says(full, pr["Partita a due giocatori"], "due giocatori", title=True)
    assert words.says(full, pr["Governatore e primo giocatore"], "giocatori", title=True)
    r = full.search("warehouse", scope=GUILD, game="puerto-rico", limit=3)
    assert r[0].section.title == "Deperimento delle merci"


@pytest.mark.parametrize(
    "q,game,title",
    [
        ("ゲームが終わる条件は？", "puerto-rico", "Fine della partita"),  # 終わる, a verb
        ("誰が最初？", "puerto-rico", "Governatore e primo giocatore"),
        ("what's the end condition", "puerto-rico", "Fine della partita"),  # end-trigger sees
    ],
)
def test_question_forms_reach_the_section(full, q, game, title):
    r = full.search(q, scope=GUILD, game=game, limit=3)
    assert r[0].section.title == title


def test_italian_question_words_and_modals_are_not_concepts(full):
    from bot.engine.rules import query

    # like English "how many" / "can I": they ask, they are not what a section is about
    qa = query.analyse(full, "quante carte posso pescare", GUILD, "terraforming-mars")
    assert [c.why for c in qa.concepts] == ["carte", "pescare"]


def test_kanji_nouns_cut_apart_are_read_as_the_dictionarys_compound(full):
    from bot.engine.rules import query

    # the analyser cuts 一覧表 in two; the dictionary knows it whole (list)
    (c,) = query.analyse(full, "一覧表", GUILD).concepts
    assert c.why == "一覧表" and "list" in c.extra


VALLOMBRA = """+++
game = "vallombra"
title = "Castles of Vallombra"
language = "en"
names = { en = "The Castles of Vallombra", ja = "ヴァロンブラの城", it = "I Castelli di Vallombra" }
+++
# The Castles of Vallombra

## Setup
Each player takes a lantern board and three coins.

## Castles
A castle gives one more action at once.
"""


def test_a_distinctive_word_of_a_games_name_names_it(full):
    full.add(VALLOMBRA, scope=GUILD + 1, source_id="vallombra.md", name="vallombra.md")
    try:
        for q in ("vallombra setup", "castles of vallombra setup", "ヴァロンブラ 準備"):
            r = full.search(q, scope=GUILD + 1, game=None, limit=3)
            assert (r[0].section.game, r[0].section.title) == ("vallombra", "Setup"), q
        keys = full.game_keys(GUILD + 1)
        assert keys["vallombra"] == "vallombra"
        assert keys["castelli di vallombra"] == "vallombra"  # the Italian name, no article
        assert "castles" not in keys and "castelli" not in keys  # board-game words
    finally:
        full.remove("vallombra.md", GUILD + 1)


LANTERNE = """+++
game = "lanterne"
title = "Lanterne: riassunto"
language = "it"
names = { en = "Lanterne", it = "Lanterne" }
+++
# Lanterne

## Fine del round
Si valuta l'obiettivo del round; si scartano le carte scoperte e se ne scoprono di nuove.

## Obiettivi di fine round
Ogni tessera dà premi ai primi posti.

## Carte bonus
A fine partita ogni carta bonus dà punti per le lanterne accese.

## Pescare
Si pescano due carte dal mazzo.
"""


def test_a_translation_inflected_in_a_heading_counts_as_the_word(full):
    # "goals" -> obiettivo; the heading says obiettivi: both concepts are in it
    full.add(LANTERNE, scope=GUILD + 2, source_id="lanterne.md", name="lanterne.md")
    try:
        r = full.search("end of round goals", scope=GUILD + 2, game="lanterne", limit=3)
        assert r[0].section.title == "Obiettivi di fine round"
    finally:
        full.remove("lanterne.md", GUILD + 2)


def test_a_katakana_loanword_reaches_an_italian_heading_through_the_lexicon(full):
    # ボーナスカード: UniDic's origin "bonus card"; the lexicon says card as carte
    full.add(LANTERNE, scope=GUILD + 2, source_id="lanterne.md", name="lanterne.md")
    try:
        r = full.search("ボーナスカード", scope=GUILD + 2, game="lanterne", limit=3)
        assert r[0].section.title == "Carte bonus"
    finally:
        full.remove("lanterne.md", GUILD + 2)


def test_a_japanese_word_in_romaji_is_not_read_as_a_games_name(idx):
    # "keisan" (計算, calculation) has the consonants of Carcassonne's name; a word the
    # dictionary knows in kana is a word of the question, not a game named
    r = idx.search("tokuten no keisan", scope=GUILD, limit=3)
    assert r.game != "carcassonne"


@pytest.mark.parametrize("query", ["アクションは何回できる？", "ラウンドのアクション"])
def test_a_katakana_loanword_is_not_a_game_name_that_sounds_alike(idx, query):
    # アクション and Carcassonne share their loan key (k-s-n): a word the lexicon or the
    # dictionary knows is that word, not the name of a game asked about
    r = idx.search(query, scope=GUILD, game="brass-birmingham", limit=3)
    assert r.game is None
    assert r[0].section.game == "brass-birmingham"


_RAID_GAME = """+++
game = "raiders-test"
title = "Raiders: rules"
language = "en"
+++
# Raiders

## Ravage
The invaders ravage each land they stand in: every town there deals one hit.

## Setup
Each player takes a board, five pieces and a reference card.
"""


def test_a_shipped_terms_glossary_translation_reaches_a_game_without_a_glossary(shipped_rules):
    # "devastazione" is a Pendragon term whose glossary says "ravage"; a summary with
    # no glossary that says "Ravage" answers it by that translation too
    ix = shipped_rules
    ix.add(_RAID_GAME, scope=GUILD, source_id="raiders.md", name="raiders.md")
    r = ix.search("come funziona la devastazione?", scope=GUILD, game="raiders-test", limit=3)
    assert (r[0].section.game, r[0].section.title) == ("raiders-test", "Ravage")


_HARBOUR_GAME = """+++
game = "harbour-test"
title = "Harbour: rules"
language = "en"
+++
# Harbour

## Zanzibar
Whoever controls Zanzibar takes two spice at the end of each round.

## The port
The port holds three ships.
"""


@pytest.fixture(scope="module")
def two(_shipped_rules) -> RulesIndex:
    ix = _shipped_rules.fork()  # a server's index of the two games
    ix.add(_RAID_GAME, scope=GUILD, source_id="raiders.md", name="raiders.md")
    ix.add(_HARBOUR_GAME, scope=GUILD, source_id="harbour.md", name="harbour.md")
    return ix


def test_a_name_only_another_game_says_takes_the_question_there(two):
    # asked in the Raiders channel, "Zanzibar" is a word only Harbour's summary says
    q = "does zanzibar give a board at setup"  # setup: a word of Raiders too
    # as the channel's game, and as the service asks first: only from the channel's game
    for only in (None, "raiders-test"):
        r = two.search(q, scope=GUILD, game="raiders-test", only_game=only, limit=3)
        assert (r[0].section.game, r[0].section.title) == ("harbour-test", "Zanzibar")
        assert not r.confident  # not the channel's game: a menu
    # a game the user chose stays that game
    r = two.search(q, scope=GUILD, only_game="raiders-test", limit=3)
    assert r[0].section.game == "raiders-test"


def test_an_ordinary_word_only_another_game_says_stays_in_the_channel(two):
    r = two.search("does the port give a board at setup", scope=GUILD, game="raiders-test", limit=3)
    assert r[0].section.game == "raiders-test"


def test_a_katakana_name_is_no_typo_of_a_glossary_term_without_a_game(two):
    # エバーデイル nearly spells Pendragon's イベイド (evade): asked outside any channel
    # it is a name of a game Herald has no summary of, not a typo of that term
    r = two.search("エバーデイルの季節", scope=GUILD, limit=3)
    assert all(m.section.game != "pendragon" for m in r)
    assert not r.confident
