# /game redefine：進行中のゲームを定義の現在の版に移す（bot/service/redefine.py）
cmd-game-redefine-name = 定義更新
cmd-game-redefine-description = GM：このゲームを定義の現在の版に移す（誤字の修正など）
cmd-game-redefine-confirm-name = 確認
cmd-game-redefine-confirm-description = 確認せずに移す
redefine-ask = このゲームを{ $game }の現在の定義に移しますか？ 今の局面から、新しい版の名前とルールで続きます（これまで：{ $earlier }）。元には戻せません。{ $undo ->
        [kept] これまでの手は新しい版でも同じ結果になるので、/game undo で移す前の手も取り消せます。
       *[stops] /game undo はここで止まり、移す前の手は取り消せません。
    }
redefine-confirm = はい、移します
redefine-same = このゲームはすでに{ $game }の現在の定義で進んでいます。移せる新しい版はありません。
redefine-missing = このゲームは{ $game }の現在の定義に移せません。ゲームが今使っているものがありません（{ $lacking }）。それを含めて定義し直す（/game define）か、このゲームは開始時の版のまま最後まで進めてください。
redefine-unreadable = このゲームは{ $game }の現在の定義に移せません。新しい版では今の局面を読み取れません。開始時の版のまま続きます。
redefine-structure = ステップ「{ $step }」の進め方が変わっています
redefine-family = ゲームの種類が変わっています
redefine-kind-seat = 席「{ $name }」
redefine-kind-phase = フェイズ「{ $name }」
redefine-kind-step = ステップ「{ $name }」
redefine-kind-counter = カウンター「{ $name }」
redefine-kind-option = オプション「{ $name }」
redefine-kind-track = トラック「{ $name }」
redefine-hint = 進行中のゲームのGMは、そのチャンネルで /game redefine を使うとこの版に移せます。
event-GameRedefined = { $user }がこのゲームを{ $game }の現在の定義に移しました。
error-nothing_to_undo-redefine = 取り消せません：その後にゲームが定義の新しい版に移りました（それより前には戻せません）。
# /game import：このサーバーが保持していないサーバー独自定義の版で遊ばれたゲーム
redefine-import_kept = 開始時の版で続けるには：その版を /game define し（サーバーの書き出しでは、そのサーバーが後で定義し直していれば `definitions/{ $file }`、そうでなければ `definitions/{ $slug }.toml`）、このファイルをもう一度読み込んでから、このサーバーの現在の定義をもう一度 /game define してください。
