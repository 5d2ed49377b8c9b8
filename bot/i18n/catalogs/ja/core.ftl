error-generic = 問題が発生しました。
error-illegal_action = いまはそれはできません。
error-not_your_turn = あなたの手番ではありません。
error-permission = その操作の権限がありません。
# the GMs named when the refusal is given in a game's channel (bot/service/gms.py)
error-gm_only = { $count ->
        [other] GMだけが実行できます。このゲームのGM：{ $gms }。「チャンネルの管理」権限を持つ人もGMとして操作できます。
       *[none] GMだけが実行できます。
    }
error-unknown_game = 不明なゲームです：「{ $game }」。
error-unplayable = このチャンネルのゲーム（`{ $game }`）は続けられません：ゲーム開始後に定義が変更または削除されました。GM は終了（/game end）やエクスポート（/game export）ができ、チャンネルが空きます。続けるには、運営者がゲーム開始時の定義（`knowledge/games/{ $game }.toml`）を戻してください。
game-ended_unplayable = ゲーム（`{ $game }`）を定義を読まずに終了しました（開始後に定義が変更または削除されました）。チャンネルで新しいゲームを始められます。
game-exported_unplayable = ゲーム開始後に定義（`{ $game }`）が変更または削除されました：ファイルには隠れた選択も含め、保存されたゲーム全体が入っています。
error-no_game = このチャンネルにゲームはありません。/game start で作成してください。
error-stale = このボタンは古くなっています。ゲームは先に進みました。
error-dice = そのダイスは振れません。
error-rules = ルール検索に失敗しました。
error-bad_input = 入力が正しくありません。
error-internal = 申し訳ありません、Heraldの側で問題が発生しました。
