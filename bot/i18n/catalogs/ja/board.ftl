# 盤面の画像（bot/service/board.py）と /game board。
board-epoch = エポック
board-pivotal = ピボタル：{ $faction }
board-caption = { $game }・更新#{ $version }
board-not_begun = ゲームはまだ始まっていません。盤面はプレイが始まってから描かれます。
board-failed = いま盤面の画像を描けませんでした。ダッシュボードに同じ内容が文字で出ています。
name-number-round = ラウンド
name-number-year = 年
name-number-era = 時代
name-number-events_left = この時代の残りイベントカード
name-number-epoch = これまでのエポック
cmd-game-board-name = 盤面
cmd-game-board-description = ゲームの盤面を画像で表示する
cmd-game-board-public-name = 全員に表示
cmd-game-board-public-description = チャンネル全員に見せる（既定：自分だけ）
