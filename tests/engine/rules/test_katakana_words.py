"""A katakana word inside a longer one is another word: アクション (action) is not a
word of the heading リアクションカード (reaction card)."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex

SUMMARY = """+++
game = "deck"
language = "ja"
+++
# Deck

## アクションフェイズ
手札から1枚だけ使える。

## リアクションカード
攻撃を受けたときに公開すれば、その攻撃を防ぐ。

## メインアクション
手番に1回だけ行う。
""" + "".join(f"\n## 例{k}\n{k}番目の例では最初からやり直す。\n" for k in range(30))


def test_a_katakana_word_inside_a_longer_one_does_not_match_the_heading():
    idx = RulesIndex.build(summaries=[("deck/ja.md", SUMMARY)])
    titles = [m.section.title for m in idx.search("アクション", limit=5)]
    assert "アクションフェイズ" in titles and "メインアクション" in titles
    assert "リアクションカード" not in titles
