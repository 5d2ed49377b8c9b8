# 手番制ゲーム（bot/engine/games/turns.py）。フェイズ・ステップ名はゲーム定義から。
# {x} の形で、自分の言語の名前だけを表示する（.0 は何も表示しない）。
event-PhaseStarted = ▶ { $phase }
event-StepStarted = • { $step }
event-StepCompleted = ✔ 「{ $step }」完了。
event-RoundStarted = 🔄 第{ $round }ラウンド開始。
event-YearStarted = 🔄 { $round }年目の開始。
event-ExtraTurn = { $seat }が手番を終え、続けてもう一度手番を行います（追加手番）。
turns-error-no_extra_turn = 追加手番は、席が順番に手番を行うステップでのみ使えます。「{ $step }」はそうではありません。
event-TurnTaken = { $seat }がアクションを実行しました。
event-EventTaken = { $seat }がこの{ $round_word }のイベントを実行しました。
event-AllEventsTaken = 全員がイベントを実行しました。選ばれなかったイベントカードの下段のシンボルを解決してください。
event-PlayerPassed = { $seat }がパスしました（{ $rank }番目）。報酬：{ $reward }{ $unit }。
event-PlayerPassedNoReward = { $seat }がパスしました（{ $rank }番目、報酬なし）。
event-LastTurnsBegan = パスの報酬はもうありません。{ NUM($seats) ->
        [pl] 残りのプレイヤー（{ $seats }）は最後の手番をそれぞれ1回行います
       *[sg] 残りの{ $seats }が最後の手番を1回行います
    }。まだイベントを取っていない：{ $owe_event }。
event-LastTurnTaken = { $seat }が最後の手番を終えました。
event-FirstPlayerTokenWon = { $round_word }終了時に{ $seat }がスタートプレイヤートークンを得ます。
event-PiecePlaced = { $seat }が{ $where }に{ $piece }を配置しました（{ $left ->
        [0] 配置完了
       *[other] 残り{ $left }個
    }）。
event-ChooserPlaceTaken = { $seat }が{ $where }に{ $piece }を配置しました（{ $left ->
        [0] 配置完了
       *[other] 残り{ $left }個
    }）。次の{ $round_word }のスタートプレイヤーを決めます（/turn startplayer）。
event-PiecesSet = { $seat }が毎{ $round_word }配置する駒は{ $count }個になりました。
event-StartPlayerChosen = 次の{ $round_word }のスタートプレイヤーは{ $seat }です。
event-PlayerDone = { $seat }が行動を終えました。{ LEN($waiting) ->
        [0] {""}
       *[other] 未終了：{ $waiting }。
    }
event-AllDone = 全員が行動を終えました。
event-VotedApprove = { $seat }が法律{ $law }に賛成票{ $markers ->
        [0] {""}
       *[other] （追加の投票マーカー{ $markers }個）
    }。{ LEN($waiting) ->
        [0] {""}
       *[other] 未投票：{ $waiting }。
    }
event-VotedReject = { $seat }が法律{ $law }に反対票{ $markers ->
        [0] {""}
       *[other] （追加の投票マーカー{ $markers }個）
    }。{ LEN($waiting) ->
        [0] {""}
       *[other] 未投票：{ $waiting }。
    }
event-LawApproved = ⚖ 法律{ $law }は承認されました（賛成{ $approve }、反対{ $reject }）。
event-LawRejected = ⚖ 法律{ $law }は棄却されました（賛成{ $approve }、反対{ $reject }）。
event-VotesTallied = 議会終了。承認：法律{ $approved }／棄却：法律{ $rejected }。法律を左から右に施行します。
event-EraEventsLeft = 第{ $era }時代：残りのイベントカードは{ $events_left }枚です。
event-ErasSet = 第{ $eras }時代が終わるとゲーム終了です。
event-EraEnded = 第{ $era }時代が終わりました。
event-FinalScoring = 🏁 最終フェイズに入ります。
event-GameFinished = { $said ->
        [end] お疲れさまでした！
       *[other] ゲーム終了です。お疲れさまでした！
    }
event-TableLookedUp = { $table }：{ $value } → { $result }
turns-prompt-round = 第{ $round }ラウンド・{ $phase } — { $step }
turns-prompt-year = { $round }年目・{ $phase } — { $step }
turns-prompt-finished = ゲームは終了しました。
turns-option-action = アクション
turns-option-event = イベント
turns-option-pass = パス
turns-option-done = 終了
turns-option-approve = 賛成
turns-option-reject = 反対
turns-dash-round = 第{ $round }ラウンド（全{ $rounds }ラウンド）
turns-dash-round_open = 第{ $round }ラウンド
turns-dash-year = { $round }年目（全{ $rounds }年）
turns-dash-year_open = { $round }年目
turns-dash-phase = フェイズ
turns-dash-step = ステップ
turns-dash-steps = このフェイズのステップ
turns-dash-up = 手番
turns-dash-nobody = なし：ステップを解決して /phase next
turns-dash-everyone = 全員：みんなでステップを解決して /phase next
turns-dash-seats = 席（時計回り）
turns-dash-first_player = SPトークン
turns-dash-start_player = スタートプレイヤー
turns-dash-next = 次の{ $round_word }は{ $seat }
turns-dash-pass_order = パスの順番
turns-dash-events_taken = イベント実行済み
turns-dash-last_turns = 最後の手番
turns-dash-era = 第{ $era }時代（全{ $eras }時代）・残りイベントカード：{ $left }枚
turns-dash-era_name = 時代
turns-dash-unknown = 未設定（/era events_left: で設定）
turns-dash-left = 残りの駒
turns-dash-placements = この{ $round_word }の配置
turns-dash-done = 終了済み
turns-dash-playing = まだ終了していない席
turns-dash-voted = 投票済み
turns-dash-bots = ボット（GMが担当）
turns-dash-finished = ゲームは終了しました。
turns-dash-rule = ルール
turns-dash-none = なし
turns-error-already_done = { $seat }はすでに終了を宣言しています。
turns-error-bad_ballot = 議題{ $law }はありません。1〜{ $count }から選んでください。
turns-error-bad_count = 「{ $count }」は有効な数ではありません。
turns-error-bad_markers = 投票マーカーの数「{ $markers }」は無効です。
turns-error-bad_option = 設定オプション「{ $option }」に「{ $value }」は指定できません。
turns-error-option_range = 「{ $option }」は{ $min }〜{ $max }で指定してください（入力：{ $value }）。
turns-error-bad_place = 「{ $where }」は配置先ではありません。配置先：{ $places }。
turns-error-bad_table = 表「{ $table }」はありません。表：{ $tables }。
turns-error-ballot_order = いま投票中なのは議題{ $current }です（議題{ $law }ではありません）。
turns-error-chooser_only = 次のスタートプレイヤーを決められるのは{ $seat }のプレイヤーかGMだけです。
turns-error-era_needs_value = この時代の残りイベントカード枚数（/era events_left:）か、プレイする時代の数（/era eras:）を指定してください。
turns-error-eras_below_current = すでに第{ $era }時代です。第{ $eras }時代で終了させることはできません。
turns-error-event_before_pass = { $seat }はパスする前にイベントを実行しなければなりません。
turns-error-event_taken = { $seat }はこの{ $round_word }のイベントをすでに実行しています。
turns-error-fewer_than_placed = { $seat }はこの{ $round_word }ですでに{ $placed }個配置しています。
turns-error-finished = ゲームは終了しています。これ以上の手番はありません。
turns-error-last_turn_event = { $seat }はまだイベントを実行していません。最後の手番はイベントでなければなりません。
turns-error-no_eras = このゲームには時代がありません。
turns-error-no_pieces = このゲームには配置する駒がありません。
turns-error-no_seat_to_act = いま行動できる席を持っていません。
turns-error-no_seats = 誰も着席していません。
turns-error-not_seated = それができるのは着席しているプレイヤーかGMだけです。
turns-error-not_your_seat = あなたは{ $seat }のプレイヤーではありません。
turns-error-not_your_seat_gm = あなたは{ $seat }のプレイヤーではありません。GMは /game seat seat:{ $seat } で席を取れば、自分でその手を打てます。
turns-error-not_your_seat_gm_skip = あなたは{ $seat }のプレイヤーではありません。GMは /turn skip seat:{ $seat } でこの席を待たずに進めるか、/game seat seat:{ $seat } で席を取って自分でその手を打てます。
turns-error-step_in_progress = 「{ $step }」はまだ進行中です（未完了：{ $up }）。全員が終えると自動で次に進みます。
turns-error-step_in_progress_hidden = 「{ $step }」はまだ進行中です。GMが指名した席が秘密で選んでいます。全員が選ぶか、GMが先に進めると終わります。
turns-error-turn_of = いまは{ $seat }の手番です。
# play-test 20: a verb played on another seat by a player whose seat is not up
turns-error-others_up = 「{ $verb }」をほかの席に使えるのは手番の席（{ $up }）だけです。いまはあなたの手番ではありません。
turns-error-others_nobody_up = 「{ $verb }」をほかの席に使えるのは手番の席だけですが、いまはどの席の手番でもありません。
turns-error-unknown_action = 不明なアクション「{ $unknown_move }」です。
turns-error-which_seat = 複数の席を持っています。{ $command } でどの席か指定してください（{ OR($seats) }）。
turns-error-no_user_seat = { $user }はこのゲームの席を持っていません。
turns-error-need_user = スタートプレイヤーになるプレイヤーを指定してください（/turn startplayer user:）。
cmd-turn-name = 手番
cmd-turn-description = 手番制ゲームでの自分の手番
cmd-turn-action-name = アクション
cmd-turn-action-description = 自分の手番でアクションを行う
cmd-turn-event-name = イベント
cmd-turn-event-description = いま取れるイベントを実行する（ヨーロッパ・ユニバーサリス）
cmd-turn-pass-name = パス
cmd-turn-pass-description = パスする（イベント実行後）。パス報酬はHeraldが計算
cmd-turn-place-name = 配置
cmd-turn-place-description = ゲームの盤上の場所に駒を1つ配置（自分の手番）
cmd-turn-place-where-name = 配置先
cmd-turn-place-where-description = ゲームでの名前で指定する配置先
cmd-turn-knights-name = 騎士数
cmd-turn-knights-description = プレイヤーの手持ちの騎士駒の数を設定（ランカスター）
cmd-turn-knights-count-name = 数
cmd-turn-knights-count-description = このプレイヤーが持つ騎士駒の数
cmd-turn-startplayer-name = スタートプレイヤー
cmd-turn-startplayer-description = 次のスタートプレイヤーを決める（誰が決めるかはゲームによる）
cmd-turn-startplayer-user-name = ユーザー
cmd-turn-startplayer-user-description = 次に最初に手番を行うプレイヤー
cmd-turn-done-name = 終了
cmd-turn-done-description = 今年の行動を終了したと宣言する（ハドリアヌスの長城）
cmd-turn-score-name = 得点表
cmd-turn-score-description = 得点表を引く（軽蔑のマイナス点、ソロの目標など）
cmd-turn-score-table-name = 表
cmd-turn-score-table-description = どの表か
cmd-turn-score-value-name = 値
cmd-turn-score-value-description = 自分の数または得点
cmd-turn-action-seat-name = 席
cmd-turn-action-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-event-seat-name = 席
cmd-turn-event-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-pass-seat-name = 席
cmd-turn-pass-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-place-seat-name = 席
cmd-turn-place-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-knights-seat-name = 席
cmd-turn-knights-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-done-seat-name = 席
cmd-turn-done-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-vote-name = 投票
cmd-vote-description = いま投票中の議案に賛成または反対する
cmd-vote-law-name = 議題
cmd-vote-law-description = 何番目の議案か（省略時：いま投票中のもの）
cmd-vote-choice-name = 賛否
cmd-vote-choice-description = 賛成または反対
cmd-vote-choice-choice-approve = 賛成
cmd-vote-choice-choice-reject = 反対
cmd-vote-markers-name = マーカー
cmd-vote-markers-description = この投票に使う追加の投票マーカーの数
cmd-vote-seat-name = 席
cmd-vote-seat-description = 投票する席（複数の席を持つ場合）
cmd-era-name = 時代
cmd-era-description = 時代の管理：残りイベントカード・プレイする時代数（ヨーロッパ・ユニバーサリス）
cmd-era-events_left-name = 残りイベント
cmd-era-events_left-description = 現在の時代の残りイベントカード（0なら時代はまもなく終了）
cmd-era-eras-name = 時代数
cmd-era-eras-description = ゲームでプレイする時代の数

# engine rule fixes (issue 13)
turns-error-place_held = { $seat }が兵力{ $strength }で{ $where }にいます。追い出すには、それより大きい兵力が必要です（/turn place strength: に{ $strength }より大きい値）。
turns-error-place_held_strength = { $seat }が{ $where }にいます。追い出すには、あなたの{ $piece }の兵力を指定してください（/turn place strength:）。
turns-error-not_done = { $seat }はまだ終了を宣言していません。
turns-error-not_enough_markers = { $seat }のこの{ $round_word }の{ $counter }は{ $have }{ COUNTER($counter) }です（{ $markers }{ COUNTER($counter) }は使えません）。
event-PiecePushedOut = { $by }が兵力{ $strength }で{ $seat }を{ $where }から追い出しました。{ $piece }は{ $seat }に戻り、この{ $round_word }中に再び配置します。
event-PlayerResumed = { $seat }が終了を取り消し、行動を再開します。{ LEN($waiting) ->
        [0] {""}
       *[other] 未終了：{ $waiting }。
    }
event-CounterSet = { $seat }：{ COUNTED($counter, $count) }。
event-CounterGranted = 各プレイヤーは{ COUNTED($counter, $plus) }を得ます。
event-CounterGrantedFrom = 各プレイヤーは{ $counter }を「{ $from }の数＋{ $plus }」{ COUNTER($counter) }得ます。
event-UnusedCounterReturned = { $seats }は使わなかった{ $counter }をストックに戻します。
event-EraEventsDrawn = 第{ $era }時代：イベントカードを{ $drawn }枚引きました。残り{ $events_left }枚。
cmd-turn-place-strength-name = 兵力
cmd-turn-place-strength-description = 駒の兵力：1つしか置けない場所から弱い駒を追い出すとき
cmd-turn-undone-name = 終了取消
cmd-turn-undone-description = 他のプレイヤーの手番中に自分の終了宣言を取り消す（ハドリアヌスの長城）
cmd-turn-undone-seat-name = 席
cmd-turn-undone-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-nobles-name = 貴族タイル
cmd-turn-nobles-description = プレイヤーの貴族タイルの枚数を設定：投票マーカーの数になる（ランカスター）
cmd-turn-nobles-count-name = 数
cmd-turn-nobles-count-description = このプレイヤーが持つ貴族タイルの枚数
cmd-turn-nobles-seat-name = 席
cmd-turn-nobles-seat-description = 手番を行う席（複数の席を持つ場合やGMがボットを動かす場合）
cmd-turn-seating-name = 席順
cmd-turn-seating-description = GM・開始前：席順と最初のスタートプレイヤー
cmd-turn-seating-order-name = 順番
cmd-turn-seating-order-description = 時計回りの席（カンマ区切り）
cmd-turn-seating-first-name = スタートプレイヤー
cmd-turn-seating-first-description = 最初のスタートプレイヤーになる席
event-LastTurnsBeganEventsTaken = パスの報酬はもうありません。{ NUM($seats) ->
        [pl] 残りのプレイヤー（{ $seats }）は最後の手番をそれぞれ1回行います
       *[sg] 残りの{ $seats }が最後の手番を1回行います
    }。
event-VotesTalliedAllApproved = 議会終了：すべての法律が承認されました（{ $approved }）。法律を左から右に施行します。
event-VotesTalliedAllRejected = 議会終了：すべての法律が棄却されました（{ $rejected }）。

# issue 20: ids named by the renderer; the Lancaster fixes of issue 22
turns-dash-phase_line = {"*"}*{ $phase }**
turns-dash-step_line = { $step }
turns-dash-era_unknown = 第{ $era }時代（全{ $eras }時代）・残りイベントカード：未設定（/era events_left: で設定）
turns-error-not_a_move_here = 「{ $move }」は現在のステップ「{ $step }」の手ではありません。このステップの手：{ $step_moves }。
turns-error-counter_range = { $counter }は{ $min }〜{ $max }{ COUNTER($counter) }の範囲で指定してください（入力：{ $value }）。
turns-error-verb_not_now = 「{ $phase }」の間はできません。終わってからにしてください。
turns-error-chooser_after_placement = 次のスタートプレイヤーは配置が終わってから決めます。そのとき{ $where }にいるプレイヤーが選びます。
turns-error-no_event_here = 「{ $step }」では取れるイベントはありません。
turns-error-no_tables = このゲームには参照できる得点表がありません。
turns-error-bad_rank = 「{ $table }」の順位は1から{ $max }までです（{ $value }ではありません）。

# issue 20: the secret, draft, auction and scoring structures
event-SecretChosen = { $seat }が選びました。{ LEN($waiting) ->
        [0] {""}
       *[other] まだ選んでいない：{ $waiting }。
    }
event-ChoiceRevealed = { $seat }は{ $choice }を選びました。
event-AmountRevealed = { $seat }：{ $amount }。
event-ChoicesShuffled = 誰のものかは伏せてまとめて開示：{ $choices }。
event-AmountsShuffled = 誰のものかは伏せてまとめて開示：{ $amounts }。
event-ChoiceWon = { $winners }が{ $choice }で勝ちました。
event-AmountWon = { $winners }が{ $amount }で勝ちました。
event-ChoiceTie = { $tied }が同じ選択（{ $choice }）で並びました。{ $rule }、{ $winners }の勝ちです。
event-AmountTie = { $tied }が同額（{ $amount }）で並びました。{ $rule }、{ $winners }の勝ちです。
event-CounterPaid = { $seat }は{ COUNTED($counter, $count) }を支払います。
event-MarkerTaken = { $seat }が次の{ $round_word }の{ $marker }を得ます。
event-ItemPicked = { $seat }が{ $item }を取りました（場に残り{ $left }）。
event-DraftEnded = ドラフト終了。{ LEN($items) ->
        [0] 場には何も残っていません。
       *[other] 場に残ったもの：{ $items }。
    }
event-RoleBonusGrown = 誰も選ばなかった{ $items }に{ LEN($items) ->
        [1] {""}
       *[other] それぞれ
    }{ COUNTED($counter, $plus) }が置かれます（次にその役割を選んだ人のもの）。
event-RoleBonusTaken = { $seat }は{ $item }に置かれていた{ COUNTED($counter, $plus) }を得ます（現在{ COUNTED($counter, $count) }）。
event-RoleBonusCapped = { $seat }は{ $item }に置かれていた{ COUNTED($counter, $gathered) }のうち{ COUNTED($counter, $plus) }だけを得ます（上限の{ COUNTED($counter, $count) }に達し、残りは失われます）。
event-BidMade = { $seat }が{ $lot }に{ $amount }を入札。
event-BidPassed = { $seat }は{ $lot }をパス。
event-LotWon = { $seat }が{ $amount }で{ $lot }を落札しました。
event-LotUnsold = { $lot }には入札がありませんでした。
event-ScoreReported = { $seat }：{ $table }{ $value } → { $result }。
event-ScoreTotalled = { $seat }の合計は{ $total }点です。
turns-error-bad_secret_choice = 「{ $value }」は選べません。選べるもの：{ $choices }。
turns-error-amount_range = { $value }は範囲外です（{ $min }〜{ $max }）。
turns-error-cannot_bid = { $seat }の{ $counter }は{ $count }{ COUNTER($counter) }で、最低入札額（{ $min }{ COUNTER($counter) }）に届きません。{ $seat }はパスしかできません。
turns-error-already_chosen = { $seat }はすでに選んでいます。
turns-error-item_taken = { $item }はすでに{ $seat }が取りました。{ LEN($items) ->
        [0] 場には何も残っていません。
       *[other] 場に残り：{ $items }。
    }
turns-error-bad_item = 「{ $item }」は場にありません。残り：{ $items }。
turns-option-bid = { $amount }を入札
turns-option-pass_bid = パス
turns-dash-chosen = 選択済み
turns-dash-display = 場
turns-dash-picked = 取ったもの
turns-dash-roles = このラウンドの役割
turns-dash-role_bonuses = 選ばれなかった役割に置かれたもの
turns-dash-role_bonus = { $item }：{ COUNTED($counter, $count) }
turns-dash-auction = 競り
turns-dash-no_bid = { $lot }：入札なし（最低{ $min }）
turns-dash-high_bid = { $lot }：{ $seat }が{ $amount }で最高値
turns-dash-out = 降り
turns-dash-scores = 得点
name-lot-lot = 競りの品
name-marker-first_player = スタートプレイヤートークン
name-marker-start_player = スタートプレイヤーの座
name-tie_rule-seating = 席順により
name-tie_rule-reverse_seating = 席順の逆により
name-tie_rule-shared = 同点のため
name-tie_rule-turn_order = これまでの手番順で先の人
cmd-turn-choose-description = 秘密裏に選ぶ（封印入札・秘密の選択。/act でも可）
cmd-turn-pick-description = 場から1つ取る（ドラフト。/act でも可）
cmd-turn-bid-description = 競りで入札する（パスで降りる。/act でも可）
turns-dash-score_line = { $seat }：{ $table }{ $value } → { $result }
turns-dash-band = { $low }以上 → { $value }
turns-dash-rank = { $rank }位：{ $value }
cmd-turn-choose-name = 秘密選択
cmd-turn-choose-choice-name = 選択
cmd-turn-choose-choice-description = 選ぶもの（ステップの選択肢から）
cmd-turn-choose-amount-name = 数
cmd-turn-choose-amount-description = 選ぶ数（封印入札）
cmd-turn-choose-seat-name = 席
cmd-turn-choose-seat-description = 選ぶ席（複数の席を持つ場合。GMは誰も持たない席）
cmd-turn-pick-name = 取る
cmd-turn-pick-choice-name = 選択
cmd-turn-pick-choice-description = 取るもの
cmd-turn-pick-seat-name = 席
cmd-turn-pick-seat-description = 取る席（複数の席を持つ場合。GMは誰も持たない席）
cmd-turn-bid-name = 入札
cmd-turn-bid-amount-name = 数
cmd-turn-bid-amount-description = 入札額（なし：パス）
cmd-turn-bid-seat-name = 席
cmd-turn-bid-seat-description = 入札する席（複数の席を持つ場合。GMは誰も持たない席）
turns-prompt-final = 最終フェイズ・{ $phase } — { $step }
turns-dash-final = 最終フェイズ
turns-dash-score_value = { $seat }：{ $table }＝{ $value }
turns-dash-score_set = { $seat }：{ $table } → { $result }
# defs2：ユーザーの2つのゲーム（フォーセール、世界の七不思議）：得点、勝者、期間、分配
turns-error-bad_number = 「{ $count }」は整数ではありません。
turns-error-negative = { $value }は使えません。0以上の数にしてください。
turns-error-at_least = { $value }は小さすぎます。{ $min }以上にしてください。
turns-error-at_most = { $value }は大きすぎます。{ $max }以下にしてください。
turns-error-table_range = { $table }は{ $min }〜{ $max }の範囲で入力してください（{ $value }は範囲外です）。
turns-error-set_kind = { $table }は種類ごとに数えます。種類を指定するか（{ $tables }）、まだ報告していない種類をすべて0にするには{ $table }に0を報告してください（{ $value }は使えません）。
turns-error-gm_corrects = ゲームは終了しています。得点を訂正できるのはGMだけです（/act seat:で指定）。
turns-error-gm_corrects_closed = 「{ $step }」の報告は締め切られました。訂正できるのはGMだけです（/act seat:で指定）。
turns-error-correct_which_step = このゲームでは、最後に集計した得点計算のステップがわかりません（Heraldがそれを記録する前に始まったゲームです）。訂正する報告のステップを指定してください（/act choice:<ステップ> seat: number:）。候補：{ $scored_steps }。
turns-error-nothing_to_undo = この{ $round_word }が始まってから取り消せる行動はありません。
event-ScoreCorrected = { $seat }：{ $table }を{ $old }から{ $value }に訂正しました（{ $result }点、合計{ $total }）。
event-CountCorrected = { $seat }：{ $table }を{ $old }から{ $value }に訂正しました。
event-ScoreCounted = { $seat }：{ $table }＝{ $value }。
event-SetsScored = { $seat }：{ $table } → { $result }。
event-Ranked = { $place }位：{ $seats }（{ turns-measured }）
event-TieBroken = { $tied }が同点：{ $measure }が最も多い人が上位です（{ $values }）。上位：{ $winners }。
event-TieRolledOff = { $tied }が同点：{ $measure }も同じです（{ $values }）。振り直しでついた順位により上位：{ $winners }。
event-TieBrokenLow = { $tied }が同点：{ $measure }が最も少ない人が上位です（{ $values }）。上位：{ $winners }。
event-WinnerNamed = 🏆 { $winners }が{ turns-measured }で勝利しました！
event-WinnersNamed = 🏆 { $winners }が{ turns-measured }で並び、同点優勝です！
event-PeriodStarted = 🔄 第{ $round }{ $period }が始まります。
event-SecretChosenLast = { $seat }が選びました。全員が選び終えました。
event-PlayerDoneLast = { $seat }が行動を終えました。
event-ShareTaken = { $seat }は{ $lot }の残りのうち、いちばん値の低いものを取ります。
event-ShareWon = 最後まで降りなかった{ $seat }が、入札額{ $amount }で{ $lot }のいちばん値の高いものを取ります。
event-PassPaid = { $seat }は入札額{ $bid }{ COUNTER($counter) }のうち{ COUNTED($counter, $count) }を支払{ $back ->
        [0] います。
       *[other] い、残り{ $back }{ COUNTER($counter) }は手元に戻ります。
    }
event-CounterGained = { $seat }は{ COUNTED($counter, $count) }を受け取ります。
turns-prompt-named = 第{ $round }{ $period }・{ $phase } — { $step }
turns-dash-named = 第{ $round }{ $period }（全{ $rounds }{ $period }）
turns-dash-named_open = 第{ $round }{ $period }
turns-dash-ranking = 最終順位
turns-dash-ranked = { $place }位：{ $seat }（{ $n }）
turns-dash-ended = GMがゲームを終了しました。
turns-dash-more_bands = …ほか{ $n }件
turns-dash-value_same = 報告した数がそのまま得点
turns-dash-value_per = { $per }につき1点（端数切り捨て）
turns-dash-value_times = { $per }につき{ $times }点
turns-hint-secret_number = 非公開で選んでください：/act action:秘密裏に選ぶ number:〈{ $min }〜{ $max }の数〉。全員が選び終えるまで誰にも見えません。
turns-hint-secret_number_limit = 非公開で選んでください：/act action:秘密裏に選ぶ number:〈{ $min }以上、手持ちの{ $counter }以下の数〉。全員が選び終えるまで誰にも見えません。
turns-step_rep = { $step }（{ $rep }/{ $reps }）
turns-step_for = { $step }（{ $seat }）
name-tie_rule-seating-start_player = スタートプレイヤーから時計回りに数えて近い人
name-tie_rule-seating-first_player = スタートプレイヤーから時計回りに数えて近い人
name-tie_rule-reverse_seating-start_player = スタートプレイヤーから時計回りに数えて遠い人
name-tie_rule-reverse_seating-first_player = スタートプレイヤーから時計回りに数えて遠い人
name-direction-left = 左
name-direction-right = 右
event-HandsPassed = 手札を{ $direction }隣のプレイヤーに渡します（順番：{ LIST($seats) }、最後の人は最初の人へ）。
event-ConflictWon = { $winner }が{ $counter }の数で{ $loser }に勝ちました（{ $high }{ COUNTER($counter) }対{ $low }{ COUNTER($counter) }）。{ $winner }が{ COUNTED($to, $points) }、{ $loser }が{ $lost }{ COUNTER($to) }を得ます。
event-ConflictTied = { $seat }と{ $against }は{ $counter }が同じです（{ $value }{ COUNTER($counter) }）。得点なし。
turns-error-used_once = { $seat }はすでに{ $value }を選んでいます。同じものは一度しか選べません。
event-AmountRanked = { $place }位：{ $seat }（{ $amount }）
event-ChoiceRanked = { $place }位：{ $seat }（{ $choice }）
turns-dash-band_one = { $low } → { $value }
turns-dash-band_range = { $low }〜{ $high } → { $value }
turns-dash-step_current = ▶ **{ $step }**
turns-dash-step_applies = ・{ $step }
turns-dash-step_skipped = ・{ $step }（今回は該当なし）
# defs4 (merged from main)
turns-prompt-ballot-final = 最終フェイズ・{ $phase } — { $step }：{ $ballot }
event-PlayerPassedRank = { $seat }がパスしました（{ $rank }番目）。
event-SideRanked = { $place }. { $side }（{ $seats }）：{ $points }
event-TurnOrderNow = この{ $round_word }のこれからの手番順：{ $order }。
event-TurnOrderSet = 次の{ $round_word }の手番順はパスした順です：{ $seats }。
event-CounterReset = 各プレイヤーの{ $counter }を{ $plus }{ COUNTER($counter) }に戻します。
event-CounterRaised = 各プレイヤーの{ $counter }が{ $plus }{ COUNTER($counter) }増えます。
event-CounterLowered = 各プレイヤーの{ $counter }が{ $minus }{ COUNTER($counter) }減ります。
event-SharedSet = { $counter }を{ $count }{ COUNTER($counter) }にします。
event-SharedRaised = { $counter }が{ $plus }{ COUNTER($counter) }増えます（現在{ $count }{ COUNTER($counter) }）。
event-SharedLowered = { $counter }が{ $minus }{ COUNTER($counter) }減ります（現在{ $count }{ COUNTER($counter) }）。
event-SharedCounterSet = { $counter }：{ $count }{ COUNTER($counter) }。
event-SharedCounterChanged = { $counter }：{ SIGNED($delta) }{ COUNTER($counter) }（現在{ $count }{ COUNTER($counter) }）。
# play-test 20: a shared counter changed by a seat's player says whose move it was
event-SharedCounterSetBy = { $counter }：{ $count }{ COUNTER($counter) }（{ $by }の行動）。
event-SharedCounterChangedBy = { $counter }：{ SIGNED($delta) }{ COUNTER($counter) }（現在{ $count }{ COUNTER($counter) }、{ $by }の行動）。
event-CounterChanged = { $seat }：{ $counter } { SIGNED($delta) }{ COUNTER($counter) }（現在{ $count }{ COUNTER($counter) }）。
event-EndReached = 🏁 { $seat }の{ $counter }が{ $count }{ COUNTER($counter) }に達しました。ゲーム終了です。
event-TrackEndReached = 🏁 { $counter }が{ $count }{ COUNTER($counter) }に達しました。ゲーム終了です。
event-EndNamed = 🏁 ゲーム終了の条件を満たしました：{ $end }
event-NamedEndReached = 🏁 { $end }：{ $seat }の{ $counter }が{ $count }{ COUNTER($counter) }に達しました。ゲーム終了です。
event-NamedTrackEndReached = 🏁 { $end }：{ $counter }が{ $count }{ COUNTER($counter) }に達しました。ゲーム終了です。
event-SideWon = 🏆 { $side }の勝利です！{ LEN($winners) ->
        [0] {""}
       *[other] （{ $winners }）
    }
event-EndReachedFinal = 🏁 { $seat }の{ $counter }が{ $count }{ COUNTER($counter) }に達しました。最終フェイズでゲーム終了です。
event-TrackEndReachedFinal = 🏁 { $counter }が{ $count }{ COUNTER($counter) }に達しました。最終フェイズでゲーム終了です。
event-NamedEndReachedFinal = 🏁 { $end }：{ $seat }の{ $counter }が{ $count }{ COUNTER($counter) }に達しました。最終フェイズでゲーム終了です。
event-NamedTrackEndReachedFinal = 🏁 { $end }：{ $counter }が{ $count }{ COUNTER($counter) }に達しました。最終フェイズでゲーム終了です。
# several seats reach an end at once (checked at the round's end): one line
turns-reached = { $seat }の{ $counter }が{ $count }{ COUNTER($counter) }
event-EndsReached = 🏁 { $reached }に達しました。ゲーム終了です。
event-NamedEndsReached = 🏁 { $end }：{ $reached }に達しました。ゲーム終了です。
event-EndsReachedFinal = 🏁 { $reached }に達しました。最終フェイズでゲーム終了です。
event-NamedEndsReachedFinal = 🏁 { $end }：{ $reached }に達しました。最終フェイズでゲーム終了です。
# an end checked at the round's end, reached by a move: the round played out is the last
event-EndAheadUndone = 🏁 取り消されました：この{ $round_word }は最後ではなくなりました。
event-EndAheadRestored = 🏁 取り消されました：この{ $round_word }が再び最後になりました。
event-EndAhead = 🏁 { $reached }に達しました。この{ $round_word }が最後です。
event-NamedEndAhead = 🏁 { $end }：{ $reached }に達しました。この{ $round_word }が最後です。
event-TrackEndAhead = 🏁 { $counter }が{ $count }{ COUNTER($counter) }に達しました。この{ $round_word }が最後です。
event-NamedTrackEndAhead = 🏁 { $end }：{ $counter }が{ $count }{ COUNTER($counter) }に達しました。この{ $round_word }が最後です。
event-EndNoLongerAhead = 🏁 { $counter }：終了条件を満たさなくなりました。この{ $round_word }は最後ではなくなりました。
event-NamedEndNoLongerAhead = 🏁 { $end }：条件を満たさなくなりました。この{ $round_word }は最後ではなくなりました。
# an end met at the same time as another, which decides the game
event-EndsMet = 🏁 { $reached }に達しました。
event-NamedEndsMet = 🏁 { $end }：{ $reached }に達しました。
event-TrackEndMet = 🏁 { $counter }が{ $count }{ COUNTER($counter) }に達しました。
event-NamedTrackEndMet = 🏁 { $end }：{ $counter }が{ $count }{ COUNTER($counter) }に達しました。
event-WinnerDeclared = 🏆 { $winners }の勝利です！
event-PlayersSkipped = GMが{ $seats }を待たずに進めます。
event-TurnPassedOver = GMが{ $seat }のこの手番を飛ばして進めます。
event-SeatPassedOver = GMが{ $seat }を待たずに進めます（パス扱い）。
event-PlayerSkipped = GMが{ $seat }を待たずに進めます。{ LEN($waiting) ->
        [0] {""}
       *[other] 未終了：{ $waiting }。
    }
event-AllDoneGm = 全員が行動を終えました。GMが進めます（/phase next）。
event-ChoiceSkipped = { $seat }は今回は選びません（GMが先に進めます）。未選択：{ $waiting }。
event-NobodyChose = 誰も選びませんでした。
event-AmountWonAs = { $winners }{ VERB($as, $winners) }（{ $amount }）。
event-ChoiceWonAs = { $winners }{ VERB($as, $winners) }（{ $choice }）。
event-AmountTieAs = { $tied }が同点（{ $amount }）でした。{ $rule }、{ $winners }{ VERB($as, $winners) }。
event-ChoiceTieAs = { $tied }が同じ選択（{ $choice }）でした。{ $rule }、{ $winners }{ VERB($as, $winners) }。
event-ReportsOwed = { $seat }の残りの報告：{ $tables }。
event-ReportsDone = { $seat }はすべて報告しました。未報告：{ $waiting }。
event-RankShared = { $table }：{ $seats }が{ $rank }位で並び、それぞれ{ $result }。
event-Voted = { $seat }の投票：{ $vote }（{ $ballot }）。未投票：{ $waiting }。
event-VotedMarkers = { $seat }の投票：{ $vote }（{ $ballot }、{ COUNTED($counter, $markers) }を追加）。未投票：{ $waiting }。
event-VotedExtra = { $seat }の投票：{ $vote }（{ $ballot }、＋{ $markers }票）。未投票：{ $waiting }。
event-BallotApproved = ⚖ { CAP($ballot) }は承認されました（賛成{ $approve }、反対{ $reject }）。
event-BallotRejected = ⚖ { CAP($ballot) }は棄却されました（賛成{ $approve }、反対{ $reject }）。
event-BallotsCounted = 投票終了。承認：{ $approved }／棄却：{ $rejected }。
event-BallotsAllApproved = 投票終了：すべて承認されました（{ $ballots }）。
event-BallotsAllRejected = 投票終了：すべて棄却されました（{ $ballots }）。
event-VoteEndsGame = { CAP($ballot) }が承認され、ゲームが終わります。
event-VoteSkipped = { $seat }は今回は投票しません（GMが先に進めます）。未投票：{ $waiting }。
event-PlayersNamed = 「{ $step }」の参加者：{ $seats }。
event-PlayersNamedHidden = GMが「{ $step }」の参加者を指名しました。誰なのかは非公開です。
turns-gm_named_secret = GMのあなたにだけ表示しています：「{ $step }」に秘密で指名した参加者は{ $seats }です。{ LEN($waiting) ->
        [0] {""}
       *[other] まだ選んでいない席：{ $waiting }。
    }
event-SecretChosenHidden = 選択が1つ届きました。
event-SecretChosenLastHidden = 最後の選択が届きました。参加者全員が選び終えました。
event-ChoiceSkippedHidden = GMが参加者の1人を待たずに進めます。その席は今回は選びません。
turns-error-not_taking_part_hidden = { $seat }は「{ $step }」に参加していません。
turns-dash-hidden = GMが指名した席（非公開）
event-LabelStarted = 🔄 { CAP($label) }開始。
name-ballot-proposal = 議案
name-ballot = 議案{ $id }
turns-prompt-labelled = { CAP($label) }・{ $phase } — { $step }
turns-prompt-ballot-round = 第{ $round }ラウンド・{ $phase } — { $step }：{ $ballot }
turns-prompt-ballot-year = { $round }年目・{ $phase } — { $step }：{ $ballot }
turns-prompt-ballot-named = { CAP($period) }{ $round }・{ $phase } — { $step }：{ $ballot }
turns-prompt-ballot-labelled = { CAP($label) }・{ $phase } — { $step }：{ $ballot }
turns-dash-labelled = { CAP($label) }（{ $round }/{ $rounds }）
turns-dash-labelled_open = { CAP($label) }
turns-dash-nobody_gm = なし：GMが進めます（/phase next）
turns-dash-standing = 順位
turns-dash-side_score = { $place }. { $side }：{ $n }
turns-dash-turn_order = 手番順
turns-dash-value = { $n }
turns-dash-result = 結果
turns-dash-won_by_side = 🏆 { $side }{ LEN($winners) ->
        [0] {""}
       *[other] （{ $winners }）
    }
turns-dash-won_by = 🏆 { $winners }
turns-dash-drawn = 🤝 引き分け：{ $seats }
turns-dash-owed = 未報告
turns-dash-ballots = 投票結果
turns-dash-ballot_approved = { $ballot }：承認（{ $approve }–{ $reject }）
turns-dash-ballot_rejected = { $ballot }：棄却（{ $approve }–{ $reject }）
turns-dash-voting_on = 投票中：{ $ballot }
turns-hint-name_players = GMが参加する席を指定します：/turn only seats:
turns-error-already_passed = { $seat }はパス済みです。この{ $round_word }はもう手番がありません。
turns-error-not_taking_part = { $seat }は「{ $step }」に参加していません。参加者：{ $seats }。
turns-error-names_awaited = GMが「{ $step }」に参加する席を指定するまでお待ちください（/turn only seats:）。
turns-error-names_before_next = 「{ $step }」は参加する席の指定を待っています：/turn only seats: に続けて席の名前をカンマ区切りで書いてください（席：{ $seats }）。/phase next ではこのステップが行われないまま進みます。
turns-error-no_names_awaited = 「{ $step }」は参加者の指定を必要としません。
turns-error-name_seats = 参加する席を指定してください（/turn only seats:「A、B」）。
turns-error-not_awaited = 「{ $step }」では{ $seat }を待っていません。
turns-error-no_skip = 「{ $step }」では席を飛ばせません（全員の行動を待ちます）。GMは /game seat seat:{ $seat } で席を取れば、自分でその手を打てます。
turns-error-vote_how = { $ballot }への投票（{ OR($votes) }）を指定してください。
turns-error-vote_choice = 「{ $choice }」は投票の選択肢にありません。選べるもの：{ $votes }。
turns-error-already_voted_on = { $seat }は{ $ballot }にすでに投票しています。
turns-error-counter_range_after = { $by }{ COUNTER($counter) }で{ $counter }が{ $value }{ COUNTER($counter) }になってしまいます。{ $min }〜{ $max }{ COUNTER($counter) }の範囲に収めてください。
turns-error-gm_counter = { $counter }を変えられるのはGMだけです。
cmd-turn-skip-name = 飛ばす
cmd-turn-skip-description = GM：まだ行動していない席を待たずに進める（全員同時のステップ）
cmd-turn-skip-seat-name = 席
cmd-turn-skip-seat-description = 待たずに進める席
cmd-turn-only-name = 参加者
cmd-turn-only-description = GM：このステップに参加する席を指定する
cmd-turn-only-seats-name = 席
cmd-turn-only-seats-description = 席（カンマ区切り）
event-VotedLast = { $seat }の投票：{ $vote }（{ $ballot }）。
event-VotedMarkersLast = { $seat }の投票：{ $vote }（{ $ballot }、{ COUNTED($counter, $markers) }を追加）。
event-VotedExtraLast = { $seat }の投票：{ $vote }（{ $ballot }、＋{ $markers }票）。
event-PlayerDone-short = { $seat }が行動を終えました。
event-VotedApprove-short = { $seat }が法律{ $law }に賛成しました（投票マーカー＋{ $markers }）。
event-VotedReject-short = { $seat }が法律{ $law }に反対しました（投票マーカー＋{ $markers }）。
event-PlayerResumed-short = { $seat }が終了を取り消し、行動を再開します。
event-SecretChosen-short = { $seat }が選びました。
event-PlayerSkipped-short = GMが{ $seat }を待たずに進めます。
event-ChoiceSkipped-short = { $seat }は今回は選びません（GMが先に進めます）。
event-ReportsDone-short = { $seat }はすべて報告しました。
event-Voted-short = { $seat }の投票：{ $vote }（{ $ballot }）。
event-VotedMarkers-short = { $seat }の投票：{ $vote }（{ $ballot }、{ COUNTED($counter, $markers) }を追加）。
event-VotedExtra-short = { $seat }の投票：{ $vote }（{ $ballot }、＋{ $markers }票）。
event-VoteSkipped-short = { $seat }は今回は投票しません（GMが先に進めます）。
# a draw: a turn game names the seats; COIN's final Epoch without a winner names none
event-GameDrawn = { LEN($seats) ->
        [0] ファイナルエポックが勝者なしで終わりました。
       *[other] 🤝 引き分けです：{ $seats }。
    }
# a measure of the winner or a rank: points for a score, a counter in its unit, a table's value as it is
turns-measured = { LEN($counter) ->
        [0] { LEN($table) ->
            [0] { $points }点
           *[other] { $points }
        }
       *[other] { COUNTED($counter, $points) }
    }
# play-test 15: 掛け算する value 表（「収入×3」「株1枚につき−3」）
turns-dash-value_each = 1つにつき{ $times }点

# a vote revealed together (reveal = "together"): who has voted, never what, until the tally
event-VoteCast = { $seat }が投票しました（{ $ballot }）。未投票：{ $waiting }。
event-VoteCastLast = { $seat }が投票しました（{ $ballot }）。全員が投票しました。
event-VoteCast-short = { $seat }が投票しました（{ $ballot }）。
event-VotesRevealed = 🗳 投票をまとめて開示（{ $ballot }）：
# play-test 16: a game's own words in place of Lancaster's; exclusive places without pushing out
name-piece = 駒
turns-error-place_taken = { $where }はふさがっています（{ $seat }）。空いている配置先：{ $places }。
event-PlacesAllTaken = 配置先がすべてふさがりました。配置はここまでです。
event-ChooserNow = 配置が終わりました。{ $where }にいる{ $seat }が、次の{ $round_word }のスタートプレイヤーをいま決めます（/turn startplayer user:）。
# play-test 16: elimination (a seat out of a step at once; the last one standing)
event-PlayersDropped = { $seats }は「{ $step }」から脱落しました。
# play-test 20: a seat an elimination end puts out is out of the game, not of one step
event-SeatsBack = { $seats }がゲームに復帰しました（プレイ中：{ $still_in }）。
event-SeatsOut = { $seats }はゲームから脱落しました（残るのは{ $still_in }）。
event-SeatsOutAgain = { $seats }は再びゲームから脱落しました（残るのは{ $still_in }）。
event-NamedSeatsOut = { $seats }はゲームから脱落しました（{ $end }：残るのは{ $still_in }）。
event-SeatsLeft = 🏁 残りは{ $seats }だけです。ゲーム終了です。
event-NamedSeatsLeft = 🏁 { $end }：残りは{ $seats }だけです。ゲーム終了です。
event-SeatsLeftFinal = 🏁 残りは{ $seats }だけです。最終フェイズでゲーム終了です。
event-NamedSeatsLeftFinal = 🏁 { $end }：残りは{ $seats }だけです。最終フェイズでゲーム終了です。
# play-test 16: a repeated step whose winner begins the next time (a trick's winner leads)
move-turn-winner = 勝者を指名
move-turn-winner-forms = 勝者|勝ち
turns-hint-name_winner = 「{ $step }」の勝者は？ 誰でも勝者を指名できます：/act action:勝者 choice:
event-TimeWon = 「{ $step }」：{ $seat }の勝ちです。
event-TimeWonLeads = 「{ $step }」：{ $seat }の勝ちです。次は{ $seat }から始めます。
turns-error-no_winner_now = 「{ $step }」の勝者はまだ指名できません。先に全員が手番を行います。
# play-test 16: a passing step's own moves; what a seat that has passed still plays
event-MoveTaken = { $seat }：{ $move }。
event-TurnLetGo = { $seat }はこの手番で何もしません。
turns-error-passed_plays_only = { $seat }はパスしています。手番でできるのは{ OR($step_moves) }だけです。
# play-test 16, findings 6 and 8: a move out of turn (a reaction), as /game log says it
event-out_of_turn = { $move }（手番外：{ $up }の手番「{ $step }」への対応）。
turns-error-seat_out = { $seat }はゲームから脱落しています。{ $seats }から選んでください。
turns-dash-nobody_names = なし：GMが参加する席を指定します（/turn only seats:）
# play-test 16 texts: every seat has taken the Event of a passing step that draws none
event-EveryoneTookEvent = 全員がこの{ $round_word }の「{ $move }」を行いました。
# play-test 16 texts: a vote's extra votes refused in the game's own words
turns-error-not_enough_of = { $seat }の{ $counter }は{ $have }{ COUNTER($counter) }です（{ $markers }{ COUNTER($counter) }は使えません）。
turns-error-bad_markers_of = 投票に使える{ $counter }の数として「{ $markers }」は無効です。
turns-error-no_markers = 「{ $step }」では追加の票は使えません。マーカー: を付けずに投票してください（{ $markers }が指定されました）。
event-GmRolledFor = { $user }（GM）が{ $seats }のダイスを振りました。
event-SeatRolled = 🎲 { $seat }が振りました：{ $dice } ({ $faces }) = { $total }。
event-SeatRolledAgain = 🎲 { $seat }が振り直しました：{ $dice } ({ $faces }) = { $total }。
event-RollTied = { $tied }が同じ目（{ $total }）で並びました。振り直します。
event-ChitsDrawn = カップから引いた順：{ $order }。
turns-dash-rolled = 振った
turns-hint-roll = /turn roll（またはボタン）で{ $dice }を振ります。Heraldが振り、全員に見えます。
turns-hint-draw = 誰でも /turn draw（またはボタン）でチットを引けます。出た順が手番順です。
turns-error-already_rolled = { $seat }はもう振りました。
event-SeatMoved = { $seat }が{ COUNTED($counter, $count) }進みました（現在{ $value }{ COUNTER($counter) }）。
event-SeatArrived = { $seat }が到着しました（{ $value }）。
turns-hint-track = 一番後ろのプレイヤーが進みます：/act action:進む number:<マス数>
turns-hint-own_pass = このステップは{ $seat }が解決して /phase next で進めます（GMも進められます）。
turns-error-track_move = { $seat }が今進めるのは{ $min }から{ $max }までです。
event-CounterSetBy = { $seat }：{ COUNTED($counter, $count) }（{ $by }の行動）。
event-CounterChangedBy = { $seat }：{ $counter } { SIGNED($delta) }{ COUNTER($counter) }（現在{ $count }{ COUNTER($counter) }、{ $by }の行動）。
event-PlayersSkipped-herald = Heraldが{ $seats }を待たずに進めます。
event-TurnPassedOver-herald = Heraldが{ $seat }のこの手番を飛ばして進めます。
event-SeatPassedOver-herald = Heraldが{ $seat }を待たずに進めます（パス扱い）。
event-PlayerSkipped-herald = Heraldが{ $seat }を待たずに進めます。{ LEN($waiting) ->
        [0] {""}
       *[other] 未終了：{ $waiting }。
    }
event-PlayerSkipped-short-herald = Heraldが{ $seat }を待たずに進めます。
event-ChoiceSkipped-herald = { $seat }は今回は選びません（Heraldが先に進めます）。未選択：{ $waiting }。
event-ChoiceSkipped-short-herald = { $seat }は今回は選びません（Heraldが先に進めます）。
turns-option-roll = ダイスを振る
turns-option-draw = チットを引く
cmd-turn-roll-name = 振る
cmd-turn-roll-description = ダイスを振るステップで自分のダイスを振る（Heraldが振り、全員に見えます）
cmd-turn-roll-seat-name = 席
cmd-turn-roll-seat-description = 振る席（複数の席を持つ場合。GMは席を指定、指定なしで全員分）
cmd-turn-draw-name = 引く
cmd-turn-draw-description = 袋からチットを引く：出た順が手番順です
