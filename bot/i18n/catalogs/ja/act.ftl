# The generic command /act (bot/service/act.py) and the names of moves.
act-error-unknown = 「{ $action }」はいまこのゲームでできる行動ではありません。行動：{ $actions }。
act-error-unknown_choices = 「{ $action }」はいまこのゲームでできる行動ではありません。行動：{ $actions }。「{ $move_name }」は{ $option_name }:で選びます：{ OR($choices) }。
act-error-no_action = どの行動ですか？ 行動を指定してください（例：/act action:{ $first }）。行動：{ $actions }。
act-error-choice = 「{ $value }」は選べません。選べるもの：{ OR($choices) }。
act-error-range = { $value }は範囲外です（{ $min }〜{ $max }{ COUNTER($counter) }）。
act-later = いまは不可
act-secret_recorded = { LEN($choice) ->
        [0] あなたの選択
       *[other] あなたの選択（{ $choice }）
    }を記録しました。全員が選ぶまで誰にも見えません。
act-vote_recorded = あなたの投票（{ $vote }{ $markers ->
        [0] {""}
       *[other] 、＋{ $markers }
    }）を記録しました。全員が投票するまで誰にも見えません。
move-turn-action = アクションを行う
move-phase-next = 次のステップへ
move-turn-event = イベントを取る
move-turn-pass = パス
move-turn-place = 駒を置く
move-turn-done = 終了
move-turn-undone = 終了を取り消す
move-vote = 投票
move-table = 得点表を参照
move-coin-act = 選択肢を実行
move-coin-pass = パス
move-coin-pivotal = ピボタル・イベントをプレイ
move-coin-override = ファクションのエリジビリティを変更
move-coin-track = トラックを調整
move-turn-choose = 秘密裏に選ぶ
move-turn-pick = 取る
move-turn-bid = 入札
move-turn-score = 得点を報告
cmd-act-name = 行動
cmd-act-description = このチャンネルのゲームで行動する（ゲーム定義にあるどの行動でも可）
cmd-act-action-name = 行動
cmd-act-action-description = 行動（入力するとこのゲームの行動が候補に表示されます）
cmd-act-choice-name = 選択
cmd-act-choice-description = 行動で選ぶもの（場所、カード、席など）
cmd-act-number-name = 数
cmd-act-number-description = 行動の数（個数、入札額、兵力など）
cmd-act-seat-name = 席
cmd-act-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
# defs2：範囲の片側だけ決まった数、複数の行動に当てはまる書き出し
act-error-at_least = { $value }は小さすぎます。{ $min }{ COUNTER($counter) }以上にしてください。
act-error-at_most = { $value }は大きすぎます。{ $max }{ COUNTER($counter) }以下にしてください。
act-error-ambiguous = 「{ $action }」だけでは行動を一つに絞れません（候補：{ OR($actions) }）。{ LEN($actions) ->
        [2] どちらか
       *[other] どれか
    }を指定してください。
# 行動の別の書き方（ボタンの言い方など）、「|」区切り
move-turn-choose-forms = 選ぶ|選択
move-turn-score-forms = 報告|得点
move-turn-done-forms = 終わり|完了
move-turn-bid-forms = 入札する|上乗せ|レイズ
move-turn-pick-forms = 選んで取る
move-turn-pass-forms = パスする
move-turn-action-forms = アクション
move-turn-event-forms = イベント
move-turn-place-forms = 置く
move-vote-forms = 投票する
move-turn-undone-forms = 終了取り消し|未完了
# defs4 (merged from main)
move-turn-skip = 席を飛ばす
move-turn-only = 参加者を指定
move-turn-skip-forms = 飛ばす|スキップ
act-error-choice_ambiguous = 「{ $value }」に当てはまるものが複数あります：{ OR($choices) }。{ LEN($choices) ->
        [2] どちら
       *[other] どれ
    }を選ぶか、名前で指定してください。
# play-test 15: 必要なオプションのない行動
act-error-missing_option = 「{ $move_name }」には{ $option_name }:が必要です（{ $expects }）。
act-error-missing_option_read = 「{ $action }」は「{ $move_name }」と読みました。{ $option_name }:が必要です（{ $expects }）。
act-expects-range = { $min }〜{ $max }の数
act-expects-at_least = { $min }以上の数
act-expects-at_most = { $max }以下の数
act-expects-number = 数
# play-test 16: a move or a choice one letter off is named
act-error-unknown_near = 「{ $action }」はいまこのゲームでできる行動ではありません。「{ $near }」のことですか？ 行動：{ $actions }。
move-turn-roll = ダイスを振る
move-turn-roll-forms = 振る|ロール|イニシアチブ
move-turn-draw = チットを引く
move-turn-draw-forms = 引く|ドロー
move-turn-move = 進む
move-turn-move-forms = 移動|前進
act-secret_recorded_last = { LEN($choice) ->
        [0] あなたの選択
       *[other] あなたの選択（{ $choice }）
    }を記録しました。あなたが最後だったので、全員の選択が開示されました。
act-secret_recorded_alone = { LEN($choice) ->
        [0] あなたの選択
       *[other] あなたの選択（{ $choice }）
    }を記録し、開示しました。この手順で選ぶのはあなただけです。
act-vote_recorded_last = あなたの投票（{ $vote }{ $markers ->
        [0] {""}
       *[other] 、＋{ $markers }
    }）を記録しました。あなたが最後だったので、全員の投票が開示されました。
