"""A question's word in another language than the summary's, read in more than its
first dictionary sense (issue 21): a Japanese word's later JMdict senses, a kanji
word's katakana loanword, the noun 何 counts, an Italian word's sense (or the verb it
is a person of) that the summaries use, and an English contraction's letter that is
no part of the next word. Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 31

SPIES_IT = summary(
    "spie-del-porto",
    "Spie del Porto",
    "it",
    """## Passare
Chi non vuole agire può passare: prende una moneta dalla banca.
## Rivelare la propria identità
Una volta per partita puoi rivelare la tua carta identità: se sei la spia, vinci subito.
## Le torri
Ogni torre conquistata dà tre punti a fine partita.
## Punti
Ogni merce consegnata al porto vale due punti; chi ne ha di più vince.
""",
)

PARADE_JA = summary(
    "parade-ja",
    "Parade Ja",
    "ja",
    """## マーチ
自分のコマを2マスまで進める。ほかのコマを飛び越えてもよい。
## オークション
親が山から1枚めくり、時計回りに1回ずつ値をつける。
## パレス
3金払うと1点。ゲーム終了時に一番多い人に5点。
## キャンプ
コマを1つ休ませて、カードを1枚引く。
## 最低入札額
入札は1金から。
""",
)

CARAVAN_JA = summary(
    "caravan-ja",
    "Caravan Ja",
    "ja",
    """## 休憩
手番を使って休憩すると、捨てたカードを全部手札に戻す。
## 一時停止
ゲームを一時停止するときは全員の同意がいる。
## 建物のコスト
建物を建てるには石3個を払う。
## 基地
基地には兵士を2人まで置ける。
""",
)

# a game whose summary speaks of pausing, the first sense of riposare, not of rest
HARBOUR_JA = summary(
    "harbour-ja",
    "Harbour Ja",
    "ja",
    """## 一時停止
ゲームを一時停止するときは全員の同意がいる。
## 漁
船を海に出して魚を取る。
""",
)

AUCTION_EN = summary(
    "lot-auction",
    "Lot Auction",
    "en",
    """## Minimum bid
A bid is at least one coin more than the last one.
## Leading the auction
The player in the lead chooses the next lot and may pass.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([SPIES_IT, PARADE_JA, AUCTION_EN, CARAVAN_JA], scope=GUILD)


@pytest.fixture(scope="module")
def coast():
    return index_of([HARBOUR_JA], scope=GUILD)


def _titles(idx, query: str, game: str, k: int = 3) -> list[str]:
    return [m.section.title for m in idx.search(query, scope=GUILD, only_game=game, limit=k)]


def test_the_noun_counted_by_nani_is_asked_about(idx):
    # 何点: how many points; 点 is one character, but the word the question is about
    assert _titles(idx, "何点もらえる？", "spie-del-porto", 1) == ["Punti"]


def _english_of(idx, word: str, game: str) -> list[str]:
    return next(iter(Q.analyse(idx, word, GUILD, game).concepts)).extra


def test_an_italian_word_takes_the_sense_the_summaries_use(idx):
    # riposare is first to pause (休止), then to rest (休憩); basi, plural of base, is
    # first a basis (根拠): the summaries say rest and base (基地)
    assert _titles(idx, "riposare", "caravan-ja", 1) == ["休憩"]
    assert _english_of(idx, "riposare", "caravan-ja")[0] == "rest"
    assert _titles(idx, "basi nemiche", "caravan-ja", 1) == ["基地"]
    assert _english_of(idx, "basi nemiche", "caravan-ja")[0] == "base"


def test_an_italian_word_keeps_its_first_sense_where_the_summaries_use_it(coast):
    assert [m.section.title for m in coast.search("riposare", scope=GUILD, limit=1)] == ["一時停止"]
    assert _english_of(coast, "riposare", "harbour-ja")[0] == "intermit"


def test_a_contraction_letter_joins_no_word(idx):
    # "I'm in the lead": m + in is no "min", minimum
    assert _titles(idx, "I'm in the lead, what now?", "lot-auction", 1) == ["Leading the auction"]
    cons = Q.analyse(idx, "I'm in the lead", GUILD, "lot-auction").concepts
    assert not any("minimum" in c.extra for c in cons)
