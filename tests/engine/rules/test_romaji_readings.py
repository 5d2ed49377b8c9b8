"""A question typed in romaji is read through the dictionary's kana readings (any
romanisation, long vowels written or not, words split or typed together), so it
reaches the kanji words of a Japanese summary and, through their English, an English
one; and the dictionary keeps the less common nouns and verbs a rule summary uses
(蒸留所, 醸造所, 再編成), so an English question reaches them too. On invented games."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.rules import romaji as R
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.lexicon import Bridge
from bot.engine.rules.query import analyse
from tests.conftest import batches
from tests.engine.rules.invented import index_of, summary

SCOPE = 7

KOBO = summary(
    "kobo",
    "Kobo Masters",
    "ja",
    """
## ゲームの準備
各プレイヤーは山札を作り、よく混ぜる。5枚引いて最初の手札にする。

## カードを引く
山札から2枚引く。山札が尽きたら捨て札を混ぜ直す。

## 手番の終わり
手札が7枚を超えていたら、超えた分を捨てる。

## 建設
資金と石を払って建物を建てる。醸造所を建てると、毎ラウンド酒樽を1つ得る。

## 資源
石切場に職人を置くと石を2つ得る。森に置くと木材を1つ得る。

## 特別な建物
蒸留所では酒樽1つを酒瓶2つに替えられる。

## 市場
酒樽を売って資金を得る。価格は需要で変わる。

## 攻撃
隣の島の船を攻撃できる。サイコロを振って勝敗を決める。

## 艦隊の移動
ラウンドの終わりに、艦隊を再編成してもよい。船を別の港へ移す。

## ゲームの終了
誰かが勝利点を12点集めたらゲームが終わる。
""",
)
ORCHARD = summary(
    "orchard",
    "Orchard Tales",
    "en",
    """
## Picking apples
Take two apples from any tree.

## The brewery
A brewery turns three apples into one barrel of cider.

## Selling
Sell cider at the market for coins.

## End of the game
The game ends when the last tree is bare.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([KOBO, ORCHARD], scope=SCOPE)


def top(idx: RulesIndex, q: str, n: int = 3) -> list[tuple[str, str]]:
    return [(m.section.game, m.section.title) for m in idx.search(q, scope=SCOPE, limit=n)]


@pytest.mark.parametrize(
    "q",
    [
        "tehuda wa nanmai made",  # Kunrei hu for fu
        "tefudanomaisuu",  # typed together: tefuda no maisuu
    ],
)
def test_a_romaji_word_finds_the_kanji_word_it_reads_as_in_a_sections_text(idx, q):
    assert top(idx, q)[0] == ("kobo", "手番の終わり")


@pytest.mark.parametrize("q", ["saihensei", "sai hensei"])
def test_a_dictionary_word_of_no_priority_is_read_from_romaji(idx, q):
    # 再編成 (reorganisation) is said only in the text of 艦隊の移動
    assert top(idx, q)[0] == ("kobo", "艦隊の移動")


@pytest.mark.parametrize(
    "q", ["jōzōsho", "jouzousho", "jozosho", "joozoosho", "johzohsho", "zyouzousyo"]
)
def test_a_romaji_word_reaches_the_japanese_and_the_english_summary(idx, q):
    # 醸造所 (brewery): the kanji in 建設's text, its English in the English game's title
    found = top(idx, q)
    assert ("kobo", "建設") in found
    assert ("orchard", "The brewery") in found


def test_an_english_word_finds_a_japanese_section_through_a_less_common_word(idx):
    # distillery -> 蒸留所, a word without JMdict's priority tags, said only in the
    # text of 特別な建物
    assert top(idx, "how does the distillery work?")[0] == ("kobo", "特別な建物")


@pytest.mark.parametrize(
    "typed", ["jōzōsho", "jouzousho", "joozoosho", "johzohsho", "zyouzousyo", "jôzôsho"]
)
def test_every_romanisation_of_a_reading_meets_its_kana(typed):
    assert R.spelled(typed) == R.kana_spelled("じょうぞうしょ") == "jouzousho"


@pytest.mark.parametrize(
    ("typed", "kana"),
    [("tukau", "つかう"), ("hune", "ふね"), ("shimbun", "しんぶん"), ("tyuusen", "ちゅうせん")],
)
def test_kunrei_and_hepburn_spellings_meet(typed, kana):
    assert R.spelled(typed) == R.kana_spelled(kana)


CASES, batch = batches(1000)


@settings(max_examples=CASES)
@given(batch(st.text(alphabet="aeiouknstmhyrwgzdbpfjcōû'", max_size=14)))
def test_a_key_spells_itself(typed_words):
    # what a question's word is turned into meets what a reading is turned into only
    # if both are fixed points: a key read again is the same key
    for typed in typed_words:
        key = R.spelled(typed)
        assert R.spelled(key) == key
        assert R.loose(R.loose(key)) == R.loose(key)


_KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎじずだぢづでばぱゃゅょっー"


@settings(max_examples=CASES)
@given(batch(st.text(alphabet=_KANA, min_size=1, max_size=8)))
def test_a_reading_typed_as_its_romaji_meets_itself(readings):
    for kana in readings:
        key = R.kana_spelled(kana)
        assert key == "" or R.spelled(key) == key, kana


def test_a_reading_met_without_its_long_vowels_counts_less(idx):
    bridge = idx.bridge
    assert bridge is not None
    assert bridge.by_reading(R.spelled("kougeki"))[0] == (1.0, "攻撃")
    assert bridge.by_reading(R.spelled("kogeki"))[0] == (Bridge.LOOSE, "攻撃")


def test_an_ambiguous_reading_is_weighted_not_guessed_once(idx):
    # kousei: 構成 (composition), 公正 (fairness), 校正 (proofreading) ...: the commonest
    # counts as a translation, the others as neighbours (less)
    found = idx.bridge.by_reading(R.spelled("kousei"), limit=3)
    assert len(found) == 3 and {v for v, _ja in found} == {1.0}
    (c,) = analyse(idx, "kousei no ruuru", scope=SCOPE).concepts[:1]
    first, others = found[0][1], [ja for _v, ja in found[1:]]
    assert first in c.extra and first not in c.related
    assert any(ja in c.related for ja in others)
    assert not any(ja in c.extra for ja in others)


def test_words_typed_together_are_cut_into_readings_and_particles(idx):
    assert R.segment(R.spelled("yamafudakarahiku"), idx.bridge.reads) == [
        "yamafuda",
        "kara",
        "hiku",
    ]


FORT = summary(
    "fort",
    "Fort Line",
    "ja",
    """
## 城
城を建てると勝利点を2点得る。

## 隊列
後ろにいる駒は攻撃されない。前の駒が倒れたら前へ詰める。

## 補給
毎ラウンド食料を1つ得る。
""",
)
FORT_GLOSSARY = """
[meta]
game = "fort"

[[term]]
en = "Castle"
ja = ["城"]
aliases = ["shiro"]
kind = "building"
section = "城"
"""


def test_a_word_that_spells_a_reading_is_no_typo_of_a_glossary_term():
    # ushiro is 後ろ (behind), not a slip of the glossary's shiro (城)
    idx = index_of([], scope=SCOPE, shipped=[FORT], glossaries=[FORT_GLOSSARY])
    assert top(idx, "ushiro no koma wa kougeki sareru?")[0] == ("fort", "隊列")
