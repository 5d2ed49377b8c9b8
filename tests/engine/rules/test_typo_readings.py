"""A typo's dictionary readings (issue 21: an English typo against a summary in another
language): read in the question's language first, by every dictionary form of an
inflected typo, and translated as the word typed right is, its family's Japanese
included ("fial": *fail*, whose Japanese summary says 失敗, *failure*)."""

from __future__ import annotations

from types import SimpleNamespace

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import _dictionary_words
from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 19


def test_a_typo_is_read_in_the_questions_language_when_it_has_a_word_as_near():
    wn = Wordnet.parse("n\tfail\tfallire\nn\trow\tfila\nn\trow@2\tfila@2\nn\tline\tfila@3\n")
    corpus = SimpleNamespace(wordnet=wn)
    # fila has more senses: the commoner word first, whatever the question's language
    assert _dictionary_words(corpus, "fial")[0] == "fila"
    # an English question's slip is an English word's
    assert _dictionary_words(corpus, "fial", "en") == ["fail"]
    # an Italian one's an Italian word's
    assert _dictionary_words(corpus, "fial", "it") == ["fila"]
    # a language with no word as near leaves the others
    assert _dictionary_words(corpus, "lien", "it") == ["line"]


def test_every_dictionary_form_of_an_inflected_typo_is_tried():
    wn = Wordnet.parse(
        "n\tshin\tstinco\n"
        "n\tshin@2\tstinco@2\n"
        "n\tshirk\tscansare\n"
        "n\tshirt\tcamicia\n"
        "n\tshrine\tsantuario\n"
    )
    corpus = SimpleNamespace(wordnet=wn)
    # "shirnes" may be shirn + es (one slip from shin, shirk, shirt) or shirne + s,
    # the same letters as shrine: both forms are read, the swap first
    assert _dictionary_words(corpus, "shirnes")[0] == "shrine"


YAKUSOKU = summary(
    "yakusoku",
    "Yakusoku",
    "ja",
    "## 成功カード\n任務のメンバーは成功カードを伏せて出す。\n"
    "## 失敗カード\n悪の陣営のプレイヤーだけが失敗カードを出せる。善の陣営は出せない。\n"
    "## 投票\n全員が同時に賛成か反対を示す。\n",
)


def test_an_english_typo_reaches_a_japanese_heading_through_its_words_family():
    idx: RulesIndex = index_of([YAKUSOKU, *BYSTANDERS], scope=GUILD)
    for q in ("can good guys play a fail card", "can good guys play a fial card"):
        r = idx.search(q, scope=GUILD, game="yakusoku", only_game="yakusoku", limit=3)
        assert r[0].section.title == "失敗カード", q


KAWARA = summary(
    "kawara",
    "Kawara",
    "ja",
    "## 手番の順番\n最初の手番は最年少のプレイヤーから始める。時計回りに進む。\n"
    "## 山札\n手番の終わりに山札の一番上のカードをめくる。\n"
    "## 川\n川のマスは船でしか渡れない。\n",
)


def test_a_romaji_word_that_spells_no_kana_is_read_one_slip_away():
    from bot.engine.rules.query import analyse

    idx: RulesIndex = index_of([KAWARA, *BYSTANDERS], scope=GUILD)
    # a vowel left out (mekru: mekuru), two letters swapped (hajimreu: hajimeru)
    for q, want in (("kaado wa dare ga mekru", "山札"), ("dare kara hajimreu?", "手番の順番")):
        r = idx.search(q, scope=GUILD, game="kawara", only_game="kawara", limit=3)
        assert r[0].section.title == want, q
    q = analyse(idx, "kaado wa dare ga mekru", GUILD, "kawara")
    (con,) = [c for c in q.concepts if c.typed == "mekru"]
    assert "メクル" in con.extra and "捲ル" in con.extra
