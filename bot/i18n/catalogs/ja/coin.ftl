# COINモデレーター（/card、/coin、/track）とダッシュボード。

coin-option-command = コマンド
coin-option-command_feat = コマンド＋フィート
coin-option-event = イベント
coin-option-limited_command = リミテッド・コマンド
coin-option-pass = パス

coin-cylinder-eligible = エリジブル
coin-cylinder-ineligible = インエリジブル
coin-cylinder-passed = パス
coin-cylinder-first = ファースト・エリジブル
coin-cylinder-second = セカンド・エリジブル

coin-step-first = カード「{ $title }」：最初に決めるのは{ $faction }です（ファースト・エリジブル）。
coin-step-second = カード「{ $title }」：{ $faction }はセカンド・エリジブルとして実行できます。
coin-step-reveal_current = GMは /card reveal で最初のカードを開示してください。
coin-step-reveal_next = 「{ $title }」をプレイする前に、/card reveal で次のカードを開示してください（{ $epoch_name }カードなら先にそちらをプレイします）。
coin-step-finished = ゲーム終了です。{ LEN($winner) ->
        [0] お疲れさまでした！
       *[other] { $winner }の勝利です。
    }
coin-dash-tracks = トラック
coin-dash-not_revealed = 未開示
coin-dash-epoch_card = {"*"}*{ $card }**（{ $epoch_name }カード）
coin-dash-pivotal_of = { $faction }のピボタル・イベント
coin-dash-phase_card = イベントカード
coin-dash-not_begun = 最初の /card reveal でプレイが始まります。
coin-dash-won = { $faction }の勝利です。
coin-dash-epoch_phase = { $epoch_name }・ラウンド{ $epoch }：{ $phase }フェイズ。
coin-dash-up = 手番：{ $faction }（{ $holder }）— { OR($options) }
coin-dash-waiting_reveal = 手番なし：カードの開示待ちです。
coin-dash-current = 現在のカード
coin-dash-next = 次のカード
coin-dash-deferred = 割り込まれたカード（次にプレイ）
coin-dash-gm = GM
coin-dash-override_eligible = → エリジブルのまま
coin-dash-override_ineligible = → 次のカードでインエリジブル
coin-dash-cylinders = シリンダー
coin-dash-epoch_count = { $epoch_name }{ $epoch }

coin-error-unknown_faction = 不明なファクションです：「{ $faction }」。ファクション：{ $factions }。
coin-error-bad_order = カードのファクション・オーダーには各ファクションを1回ずつ指定してください（{ LIST($factions) }）。入力：「{ $order }」。
coin-error-unknown_track = 不明なトラックです：「{ $track }」。トラック：{ $tracks }。
coin-error-nobody_up = いまは誰の手番でもありません。
coin-error-nobody_up_reveal = 手番なし：先に次のカードを開示してください（/card reveal）。
coin-error-nobody_up_epoch = 手番なし：{ $epoch_name }・ラウンドの途中です（/phase next）。
coin-error-not_your_faction = あなたは{ $faction }のプレイヤーではありません。
coin-error-not_eligible = { $faction }はこのカードでエリジブルではありません。
coin-error-out_of_turn = { $faction }の手番ではありません。いまは{ $up }が決めます。
coin-error-out_of_turn_up = あなたの手番ではありません。手番は{ $up }です。
coin-error-unknown_action = このゲームに「{ $action }」というアクションはありません。
coin-error-game_over = ゲームは終了しています。
coin-error-not_a_player = プレイヤーとGMだけが行えます。
coin-error-epoch_in_progress = { $epoch_name }・ラウンドの途中です。先に /phase next で終わらせてください。
coin-error-no_slot = 現在のカードも次のカードも開示済みです。
coin-error-order_needed = カードのファクション・オーダーを指定してください（例：{ LIST($factions) }）。
coin-error-bad_number = 「{ $number }」はカード番号ではありません。
coin-error-unknown_option = 不明な選択肢「{ $option }」です。いま選べるもの：{ $options }。
coin-error-option_not_allowed = { $faction }はいま{ $option }を選べません。選べるもの：{ $options }。
coin-error-pivotal_already = { $faction }はこのカードですでにピボタル・イベントをプレイしています。
coin-error-trumped = { $faction }のピボタル・イベントは{ $by }のものより弱く、トランプできません。
coin-error-pivotal_too_late = もうピボタル・イベントはプレイできません。このカードではすでに実行またはパスしたファクションがあります。
coin-error-bad_eligibility = エリジビリティは「エリジブル」か「インエリジブル」で指定してください（「{ $eligibility }」ではなく）。
coin-error-override_not_allowed = エリジビリティを変えられるのは、イベントを実行したファクションかGMだけです。
coin-error-track_delta_or_value = トラックには増減（/track delta:）か値（/track value:）のどちらか一方を指定してください。
coin-error-no_epoch_round = 進める{ $epoch_name }・ラウンドはありません。カードをプレイしてください。
coin-error-victory_asks = ビクトリーフェイズ：勝利したファクションはありますか？ /phase next winner:<{ OR($factions) }のいずれか> または /phase next winner:なし で答えてください。
coin-error-final_victory_asks = ファイナル{ $epoch_name }：/phase next winner: で勝者を指定してください（{ OR($factions) }のいずれか）。
coin-error-no_tracks = このチャンネルのゲームにはCOINのトラックがありません。

event-CardRevealed = カード開示：「{ $card }」（オーダー：{ $order }）。
event-EpochCardRevealed = { $epoch_name }カード開示：「{ $card }」。ただちに{ $epoch_name }・ラウンドを行います。
coin-epoch_name = エポック
coin-epoch_a = エポック
coin-epoch_a_cap = エポック
coin-epoch_of = エポック
coin-step-reveal_next_after = 「{ $title }」をプレイする前に、/card reveal で次のカードを開示してください（{ $epoch_name }カードなら、現在のカードになったときにそのラウンドを行います）。
event-EpochCardRevealedLater = { $epoch_name }カード開示：「{ $card }」。プレイ中のカードの後、現在のカードになったときに{ $epoch_name }・ラウンドを行います。
event-EpochRoundBegan = { $epoch_name }・ラウンド{ $epoch }を開始します。
event-EpochPhaseStarted = ▶ { $phase }
event-OptionExecuted = { $faction }が{ $what }を実行。
event-FactionPassed = { $faction }はパス。
event-TrackChanged = { $track }：{ $old } → { $new }。
event-CardEnded = カード「{ $card }」終了。{ LEN($ineligible) ->
        [0] 次のカードでは全ファクションがエリジブルです。
       *[other] 次のカードでインエリジブル：{ $ineligible }。
    }
event-InterruptedCardResumed = 割り込まれたカード「{ $card }」をいまプレイします。
event-RevealNeeded = 「{ $card }」が現在のカードになりました。
event-EpochCardCurrent = 「{ $card }」が現在のカードになりました。
event-PivotalPlayed = { $faction }がピボタル・イベント「{ $card }」をプレイし、カード「{ $interrupted }」に割り込みました。
event-PivotalCancelled = { $trumped_by }のピボタル・イベントが{ $faction }のものに優先します。{ $faction }のピボタル・イベントは無効となり、{ $faction }の手元に戻ります。
event-OverrideEligible = { $faction }は次のカードでエリジブルになります（イベントの効果）。
event-OverrideIneligible = { $faction }は次のカードでインエリジブルになります（イベントの効果）。
event-CylindersReset = リセット：全シリンダーをエリジブルに戻しました。
event-EpochRoundEnded = { $epoch_name }・ラウンド{ $epoch }終了。
event-GameWon = { $faction }の勝利！

cmd-card-name = カード
cmd-card-description = COINのイベントカード
cmd-card-reveal-name = 開示
cmd-card-reveal-description = 次のカードをファクション・オーダー付きで開示
cmd-card-reveal-order-name = オーダー
cmd-card-reveal-order-description = カードの順に4つのファクション（名前か頭文字）
cmd-card-reveal-number-name = 番号
cmd-card-reveal-number-description = カード番号
cmd-card-reveal-title-name = タイトル
cmd-card-reveal-title-description = カード名
cmd-card-reveal-epoch-name = エポック
cmd-card-reveal-epoch-description = エポックカードである
cmd-card-reveal-final-name = 最終
cmd-card-reveal-final-description = ファイナルエポックのカードである
cmd-coin-name = coin
cmd-coin-description = COINのプレイ手順
cmd-coin-act-name = 実行
cmd-coin-act-description = 実行：コマンド、コマンド＋フィート、イベント、リミテッド・コマンド
cmd-coin-act-option-name = 選択
cmd-coin-act-option-description = ファクションが行うこと
cmd-coin-act-faction-name = ファクション
cmd-coin-act-faction-description = 自分のファクション（複数担当のときだけ）
cmd-coin-pass-name = パス
cmd-coin-pass-description = パス（リソースかレナウンは自動で加算）
cmd-coin-pass-faction-name = ファクション
cmd-coin-pass-faction-description = 自分のファクション（複数担当のときだけ）
cmd-coin-pivotal-name = ピボタル
cmd-coin-pivotal-description = カードで誰かが行動する前にピボタル・イベントをプレイ
cmd-coin-pivotal-faction-name = ファクション
cmd-coin-pivotal-faction-description = ピボタル・イベントをプレイするファクション
cmd-coin-pivotal-order-name = オーダー
cmd-coin-pivotal-order-description = ピボタル・イベントカードのファクション・オーダー
cmd-coin-pivotal-title-name = タイトル
cmd-coin-pivotal-title-description = ピボタル・イベントの名前
cmd-coin-override-name = 上書き
cmd-coin-override-description = イベントで次のカードのエリジブル／インエリジブルを指定
cmd-coin-override-faction-name = ファクション
cmd-coin-override-faction-description = イベントが指定するファクション
cmd-coin-override-eligibility-name = エリジビリティ
cmd-coin-override-eligibility-description = エリジブルかインエリジブル
cmd-coin-override-eligibility-choice-eligible = エリジブル
cmd-coin-override-eligibility-choice-ineligible = インエリジブル
cmd-track-name = トラック
cmd-track-description = トラックを表示、または調整
cmd-track-track-name = トラック
cmd-track-track-description = どのトラックか（リソース、ウェルス、プレステージ、レナウン、インペリウム…）
cmd-track-delta-name = 増減
cmd-track-delta-description = この値を加算（マイナスで減算、状態トラックはシフト）
cmd-track-value-name = 値
cmd-track-value-description = この値に設定
coin-option-no_winner = 勝利したファクションなし
coin-option-won = { $faction }の勝利

# engine rule fixes (issue 13)
coin-error-number_range = カード番号{ $number }はこのデッキにありません（{ $first }〜{ $last }）。
event-CardEndedAllEligible = カード「{ $card }」終了。次のカードでは全ファクションがエリジブルです。
event-PivotalPlayedUntitled = { $faction }が自分のピボタル・イベントをプレイし、カード「{ $interrupted }」に割り込みました。
value-untitled_card = （無題のカード）

# issue 20: the Epoch phases' prompts come from the definition ([[coin.epoch.phases]] prompt)
coin-step-victory = { $epoch_name }・ラウンド{ $epoch }・{ $phase }フェイズ：勝利条件を満たしたファクションはありますか？ /phase next winner:<ファクション> または /phase next winner:なし で答えてください。
coin-step-victory_final = ファイナル{ $epoch_name }（第{ $epoch }{ $epoch_name }）のリカバリーが終わりました。勝者を /phase next winner:<ファクション> で指定してください（複数のファクションが勝利条件を満たした場合は{ LIST($ties) }の順に優先）。
coin-step-epoch_phase = { $epoch_name }・ラウンド{ $epoch }・{ $phase }フェイズ：{ $prompt }
name-epoch_prompt = 解決したら /phase next で進めてください。
coin-error-bad_flag = /card reveal { $option }: には「はい」か「いいえ」を指定してください（「{ $value }」ではなく）。
coin-error-bad_track_value = { $value }は{ $track }の値ではありません（{ OR($values) }）。
coin-error-track_range = { $track }には{ $min }〜{ $max }の整数を指定してください（入力：{ $value }）。
coin-dash-cylinder_line = { $icon } { $seat }—{ $state }（{ $holder }）
# play-test 16: an Epoch card that becomes current asks for no reveal
event-EpochCardNow = 「{ $card }」が現在のカードになりました。
