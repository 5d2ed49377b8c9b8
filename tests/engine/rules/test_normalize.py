import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.rules import normalize as N
from tests.conftest import batches


@pytest.mark.parametrize(
    "a,b",
    [
        ("シールド・ウォール", "シールドウォール"),
        ("ｼｰﾙﾄﾞｳｫｰﾙ", "シールドウォール"),
        ("シールド ウォール", "シールドウォール"),
        ("ＣＯＲＲＵＺＩＯＮＥ", "corruzione"),
        ("しーるど", "シールド"),
    ],
)
def test_fold_equates_spellings(a, b):
    assert N.fold(a) == N.fold(b)


@pytest.mark.parametrize(
    "kana,roma",
    [
        ("ドゥクス", "dukusu"),
        ("キウィタス", "kiwitasu"),
        ("フォエデラティ", "foederati"),
        ("ウォール", "wooru"),
        ("シャ", "sha"),
        ("ラッシュ", "rasshu"),
        ("ヴァ", "va"),
    ],
)
def test_kata_to_romaji(kana, roma):
    assert N.kata_to_romaji(kana) == roma


@pytest.mark.parametrize(
    "a,b",
    [
        ("shiirudo wooru", "シールドウォール"),
        ("entoriito", "エントリート"),
        ("kishi no haichi", "騎士の配置"),
    ],
)
def test_roma_key_meets_across_scripts(a, b):
    assert N.roma_key(a) == N.roma_key(b)


@pytest.mark.parametrize(
    "a,b",
    [
        ("saxon", "サクソン"),
        ("foederati", "フォエデラティ"),
        ("dux", "ドゥクス"),
        ("draft", "ドラフト"),
        ("bonus", "ボーナス"),
        ("card", "カード"),
        ("player", "プレイヤー"),
        ("discard", "ディスカード"),
        ("victory", "ヴィクトリー"),
        ("chip", "チップ"),
    ],
)
def test_loan_key_meets_english_and_katakana(a, b):
    assert N.loan_key(a) == N.loan_key(b) and len(N.loan_key(a)) >= 2


def test_loan_key_keeps_different_words_apart():
    assert N.loan_key("draft") != N.loan_key("ドロー")
    assert N.loan_key("bonus") != N.loan_key("ボーダー")


def test_snowball_stems_english_and_italian():
    assert "pass" in N.stems("passing") and "vinc" in N.stems("vincere")
    assert N.stems("war") == ()


def test_grams_by_script():
    g = N.grams(N.fold("州 shield シールド"))
    assert "州" in g and " sh" in g and "シル" in g


def test_split_quotes():
    rest, phrases = N.split_quotes('raid "2D4" 「3D4」')
    assert phrases == ["2D4", "3D4"] and rest.strip() == "raid"


CASES, batch = batches(1000)


@settings(max_examples=CASES)
@given(batch(st.text(max_size=60)))
def test_normalisers_total(texts):
    # never raise, always return strings
    for s in texts:
        assert isinstance(N.fold(s), str)
        assert isinstance(N.roma_key(s), str)
        assert isinstance(N.loan_key(s), str)
        assert isinstance(N.grams(N.fold(s)), set)


@pytest.mark.parametrize(
    "text,reading",
    [
        ("騎士の配置", "キシノハイチ"),  # longest dictionary words, kana kept
        ("議会", "ギカイ"),
        ("最終得点計算", "サイシュウトクテンケイサン"),
        ("シールド", "シールド"),  # no kanji: unchanged
    ],
)
def test_kanji_reading(text, reading):
    assert N._kanji_reading(text) == reading


def test_kanji_reading_keeps_unknown_characters_and_reads_the_rest():
    # an ideograph missing from the dictionary must not swallow what follows it
    assert N._kanji_reading("乛の議会").endswith("ノギカイ")
    assert N._kanji_reading("乛の議会").startswith("乛")


def test_hira_to_kata_only_touches_hiragana():
    assert N.hira_to_kata("ひらがな カナ abc 漢") == "ヒラガナ カナ abc 漢"


_RUN = re.compile(r"[\u30a1-\u30fa\u30fc\u30fb\uff65]+(?:\s+[\u30a1-\u30fa\u30fc\u30fb\uff65]+)*")


def _fold_by_runs(s: str) -> str:
    """The definition of fold: join each katakana run (its spaces, ・ and ー dropped)."""
    s = N.hira_to_kata(unicodedata.normalize("NFKC", s).casefold())
    s = _RUN.sub(lambda m: re.sub(r"[\u30fb\uff65\u30fc\s]", "", m.group(0)), s)
    return " ".join(s.split())


@settings(max_examples=CASES)
@given(
    batch(
        st.text(
            alphabet=st.sampled_from(list("アイカァヺヽー・･ｱｰﾞ ひゔ漢aBé\u3000\n\xa0\x1c。")),
            max_size=20,
        )
    )
)
def test_fold_joins_katakana_runs(texts):
    for s in texts:
        assert N.fold(s) == _fold_by_runs(s)


@pytest.mark.parametrize(
    "s,folded",
    [
        ("ヒ ･a", "ヒa"),  # a trailing ・ still belongs to the run
        ("ア ・ 漢", "ア 漢"),
        ("シールド ・ ウォール の ルール", "シルドウォルノルル"),
        ("a ー b", "a b"),
    ],
)
def test_fold_examples(s, folded):
    assert N.fold(s) == folded


def test_stemming_from_several_threads_at_once():
    # a Snowball stemmer object keeps state between calls: each thread has its own
    from concurrent.futures import ThreadPoolExecutor

    words = [f"{w}{k}ing" for k in range(400) for w in ("pass", "draw", "play")]
    N.stems.cache_clear()
    N.stem.cache_clear()
    with ThreadPoolExecutor(4) as ex:
        got = list(ex.map(N.stem, words))
    assert got == [N.stem(w) for w in words]
