# 各メッセージとダッシュボードで使う句読点・区切り（コードには書かない）。
list-sep = 、
list-and = 、
list-none = なし
fmt-pair = { $a }：{ $b }
fmt-paren = { $a }（{ $b }）
fmt-quote = 「{ $a }」
fmt-arrow = { $a } → { $b }
fmt-sequence = {" → "}
fmt-count = { $a }：{ $b }
list-or = 、
fmt-setting = { $a }＝{ $b }
fmt-waiting = { $a }（{ $b }）
fmt-times = { $a }×{ $b }
# a list item quoted on its own line (a rule summary's bullet)
fmt-bullet = ・
list-clauses = ／
# a turn-based game's round in sentences, unless its definition names it
vars-round_word = ラウンド
# a year game's round in sentences: Japanese keeps ラウンド (Hadrian's Wall's texts as they were)
vars-round_word_year = ラウンド
vars-pass_pp = パス
vars-pass_inf = パス
