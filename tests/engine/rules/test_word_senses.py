"""A question's word in another language than the summary's, read in more than its
first dictionary sense (issue 21): a Japanese word's later JMdict senses, a kanji
word's katakana loanword, the noun 何 counts, and an English contraction's letter that
is no part of the next word. Invented games."""

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
    return index_of([SPIES_IT, PARADE_JA, AUCTION_EN], scope=GUILD)


def _titles(idx, query: str, game: str, k: int = 3) -> list[str]:
    return [m.section.title for m in idx.search(query, scope=GUILD, only_game=game, limit=k)]


def test_the_noun_counted_by_nani_is_asked_about(idx):
    # 何点: how many points; 点 is one character, but the word the question is about
    assert _titles(idx, "何点もらえる？", "spie-del-porto", 1) == ["Punti"]


def test_a_contraction_letter_joins_no_word(idx):
    # "I'm in the lead": m + in is no "min", minimum
    assert _titles(idx, "I'm in the lead, what now?", "lot-auction", 1) == ["Leading the auction"]
    cons = Q.analyse(idx, "I'm in the lead", GUILD, "lot-auction").concepts
    assert not any("minimum" in c.extra for c in cons)
