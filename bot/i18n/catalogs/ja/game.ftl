game-up_now = 現在の手番：{ $who }
game-gm_plays = GM
game-finished = ゲームは終了しました。
game-waiting-reveal = 次のカードの開示を待っています（/card reveal）。
game-waiting-gm = GMの進行を待っています（/phase next）。
game-waiting-anyone = このステップを解決してから /phase next で進めてください。
game-waiting-secret = 現在の手番：GMが指名した席（非公開）。ボタンか /act で選びます。押した内容は本人にしか見えません。
game-rule_hint = 📖 ルール：`/rule query:{ $query }`
game-dashboard_footer = Heraldダッシュボード・更新#{ $version }
game-how_to_join = `/game join` で参加してください（席：{ $seats }）。
game-status_line = { $game } — { $status }（更新#{ $version }）
game-status-setup = 参加者募集中
game-status-active = プレイ中
game-status-ended = 終了
game-seats = 席：{ $seats }
game-gms = GM：{ $gms }
game-log_title = ゲームログ
game-log_empty = まだ記録はありません。
game-private_entry = { $user }が非公開でダイスを振りました。
game-exported = バージョン{ $version }のゲーム状態全体（JSON）です。
game-end_ask = このゲームを終了しますか？ログは残りますが、以後プレイできなくなります。
game-end_confirm = はい、終了します
help-title = Heraldのコマンド
help-footer = オフラインで試すには `herald console`。ルールは /rule でどの言語からでも検索できます。
help-unknown = 「{ $command }」というコマンドはありません。/ヘルプ ですべて表示します。
event-GameStarted = { $user }が{ $game }のゲームを作成しました。
event-PlayerJoined = { $user }が{ $seat }の席に着きました。
event-PlayerLeft = { $user }が{ $seat }の席を離れました。
event-SeatAssigned = GMが{ $seat }の席を{ $user }に割り当てました。
event-SeatAssigned-was = GMが{ $seat }の席を{ $was }に代わって{ $user }に割り当てました。
event-SeatJoinsPlay = { $seat }がゲームに加わります。{ $after_seat }の次に手番を行います。
event-SeatJoinsPlayFirst = { $seat }がゲームに加わります。{ $before_seat }の前に手番を行います。
event-SeatForgotten = { $seat }のプレイヤーがHeraldに自分の情報を忘れるよう求めました。この席は今後GMが担当します。
event-SeatEmptied = GMが{ $seat }の席を空けました。
event-SeatEmptied-was = GMが{ $seat }の席を空けました（これまで{ $was }）。
event-SeatMadeBot = { $seat }はボットになりました（GMが担当）。
event-SeatMadeBot-was = { $seat }は{ $was }に代わってボットになりました（GMが担当）。
event-GmAdded = { $user }がこのゲームのGMになりました。
event-GameBegan = プレイ開始：{ $seats }。
event-ActionUndone = { $user }が直前の行動（「{ $event }」）を取り消しました。
event-ActionUndoneUnnamed = { $user }が直前の行動を取り消しました。
event-ActionUndoneSeveral = { $user }が直前の行動（{ $events }）を取り消しました。
event-GameEnded = { $user }がゲームを終了しました。
event-GameImported = { $user }がゲーム状態を読み込みました。
error-unknown_seat = 「{ $seat }」という席はありません。席：{ $seats }。
error-seat_ambiguous = 「{ $seat }」で始まる席は{ $seats }です。どの席ですか？
error-no_free_seat = 空いている席はありません。
error-already_seated = あなたはすでに{ $seat }の席にいます。
error-already_holds = { $user }はすでに{ $seat }の席にいます。
error-seat_taken = { $seat }の席はすでに埋まっています。
error-game_begun = ゲームはすでに始まっています。席に着くにはGMに割り当てを頼んでください。
error-table_full = 満席です（{ $max }席）。
error-not_seated = このゲームで席を持っていません。
error-no_seat_in_game = このゲームにあなたの席はありません。開始前なら /game join で席に着けます。開始後は GM が /game seat で席を割り当てられます。
error-seat_given_away = あなたはもう{ $seat }の席を持っていません。GMが{ $user }に割り当てました。まだプレイするはずなら、GMに /game seat で席を割り当ててもらってください。
game-seat_taken_from_you = { $who }：この席はもうあなたのものではありません。まだプレイするはずなら、GMに伝えてください。
game-seat_given_to_you = { $who }：この席は今からあなたのものです。手番が来たらHeraldがここで呼びます。
error-not_your_seat = { $seat }はあなたの席ではありません。
error-already_gm = そのユーザーはすでにGMです。
error-already_begun = ゲームはすでに始まっています。
error-game_ended = このゲームは終了しています。
error-too_few_players = 開始には少なくとも{ $min }席が必要です（現在{ $count }席）。
error-nothing_to_undo = 直前のカード／ラウンド開始以降、取り消せる行動はありません。
error-undo_not_yours = 取り消せるのは行動したプレイヤーかGMだけです。
error-undo_last_only = 取り消せるのは最後の行動（{ $event }）だけです。取り消せるのは{ $seat }のプレイヤーかGMです。
error-undo_last_only_any = 取り消せるのは最後の行動（{ $event }）だけです。取り消せるのはその行動をしたプレイヤーかGMです。
# a player's /game undo of a move made as the GM (for or about their seat): the GMs
# named when refused in a game's channel (bot/service/gms.py)
error-undo_gm_move = { $count ->
        [other] 最後の行動（{ $event }）はGMとして行われたので、取り消せるのはGMだけです。このゲームのGM：{ $gms }。「チャンネルの管理」権限を持つ人もGMとして操作できます。
       *[none] 最後の行動（{ $event }）はGMとして行われたので、取り消せるのはGMだけです。
    }
error-undo_gm_move_unnamed = { $count ->
        [other] 最後の行動はGMとして行われたので、取り消せるのはGMだけです。このゲームのGM：{ $gms }。「チャンネルの管理」権限を持つ人もGMとして操作できます。
       *[none] 最後の行動はGMとして行われたので、取り消せるのはGMだけです。
    }
error-channel_has_game = このチャンネルにはすでにゲームがあります。先に終了するか（/game end）、スレッドを使ってください。
error-unknown_command = 不明なコマンドです：{ $command }。/help を参照してください。
error-bad_user = 「{ $value }」はユーザーではありません。
error-missing_option = 「{ $option }」が指定されていません。
error-bad_number = 「{ $value }」は数値ではありません。
error-import_too_big = Heraldのエクスポートとしては大きすぎるファイルです。
error-import_invalid = 有効なHeraldのエクスポートではありません（{ $reason }）。
error-counter_outside = このファイルは読み込めません：{ $seat }の{ $counter }が{ $value }{ COUNTER($counter) }になっています（このゲームでは{ $min }〜{ $max }{ COUNTER($counter) }）。
error-shared_counter_outside = このファイルは読み込めません：{ $counter }が{ $value }{ COUNTER($counter) }になっています（このゲームでは{ $min }〜{ $max }{ COUNTER($counter) }）。
error-import_no_definition = このファイルは「{ $game }」のゲームです。サーバーが独自に定義したゲームですが、このサーバーにはその名前のゲームがありません。/game define（定義ファイル）でここに定義してから、もう一度インポートしてください。
error-import_other_game = このエクスポートはこのチャンネルのゲームとは別のゲームのものです。
error-import_over_busy = このエクスポートは終わったゲームのもので、このチャンネルには進行中のゲームがあります。別のチャンネルかスレッドでインポートするか、このゲームが終わってからインポートしてください。
error-unknown_game_list = 不明なゲームです：{ $game }。ゲーム一覧：{ $games }。
error-unknown_game_near = 不明なゲームです：{ $game }。{ $near }のことですか？ゲーム一覧：{ $games }。
game-rule_quote =
    📖 { $path }
    > { $text }
    （全文は `/rule query:{ $query }`）
game-option-next = 次のステップへ ▶
game-option-menu = { $seat }：選ぶ…

# seating order (issue 13)
error-seating_twice = 席順では各席を1回ずつ指定してください。
error-seating_begun = プレイはすでに始まっています。席順と最初のプレイヤーはプレイ開始前に決めるもので、今からは変更できません。
event-SeatingSet = 席順（時計回り）：{ LIST($seats) }。
error-seating_needs_value = 席順（/turn seating order:）か、最初のスタートプレイヤー（/turn seating first:）を指定してください。
event-FirstPlayerSet = 最初のスタートプレイヤーは{ $seat }です。
game-exported_hidden = { $seats }の秘密の選択はまだ開示されていないため、このファイルには含まれていません。
game-status-finished = 終了
game-dash-ended = GMがゲームを終了しました。
table-error-already_counted = この入力は、終わったばかりのステップ「{ $step }」で処理済みです。次のステップ「{ $next }」にも適用するなら、もう一度送ってください。
table-error-already_counted_over = この入力は、ステップ「{ $step }」で処理済みです。その手番は終わっています。現在：「{ $next }」。
table-card_turn = { $title }（{ $faction }）
table-step_round = { $step }（{ $when }）
table-round_n-round = 第{ $round }ラウンド
table-round_n-year = { $round }年目
table-round_n-named = 第{ $round }{ $period }
# defs4 (merged from main)
error-not_begun = ゲームはまだ始まっていません。GMが /game begin で始めてから行ってください。
error-nothing_to_undo-reveal = 取り消せません：その後に秘密の選択が開示されました（開示より前には戻せません）。
error-nothing_to_undo-votes = 取り消せません：その後に投票が開示されました（開示された投票は取り消せません）。
error-undo_depends = 取り消せません：その後の行動がそれを前提にしています。
error-undo_ended_gm = ゲームは終了しています。終了させた行動を取り消して（ゲームを再開して）よいのはGMだけです。
error-undo_secret = GMが指名した席が非公開で選んでいる間は、手を取り消せるのはGMだけです（取り消しは誰が頼んだかと共にチャンネルで告げられます）。GMに個別に頼んでください。
error-export_secret = GMが指名した席が非公開で選んでいる間は、ゲームを書き出せるのはGMだけです（ファイルから誰なのかが分かってしまいます）。
error-no_winner_here = このゲームでは勝者を指定できません。オプションを付けずに /game end を使ってください。
error-unknown_command_hint = 不明なコマンド { $command }。{ $suggestion } のことですか？
ordinal-1 = { $n }番目
ordinal-2 = { $n }番目
ordinal-3 = { $n }番目
ordinal-11 = { $n }番目
ordinal-12 = { $n }番目
ordinal-13 = { $n }番目
ordinal-other = { $n }番目
# play-test 16, finding 14: a new game begun from an ended game's result (/game start from:)
error-campaign_none = このゲームは次のゲームに何も引き継ぎません（定義に引き継ぐカウンターがありません）。引き継ぎ元: を付けずに作成してください。
error-campaign_other_game = そのゲームは{ $other }で、{ $game }ではありません。引き継げるのは同じゲームからだけです。
error-campaign_not_ended = そのゲームはまだ終わっていません。引き継げるのは終わったゲーム（プレイが終わったか、GMの /ゲーム 終了）からだけです。
error-campaign_never_began = そのゲームはプレイが始まる前に終了しました。引き継ぐ結果がありません。
error-campaign_no_game = { $channel }には引き継げるゲームがありません。
error-campaign_other_server = そのゲームは別のサーバーのものです。引き継げるのはこのサーバーのゲームからだけです。
error-campaign_channel = 「{ $value }」はチャンネルではありません。引き継ぎ元:#チャンネル で指定するか、終わったゲームのエクスポートを 引き継ぎファイル: で渡してください。
# play-test 16 texts: an export during a hidden vote leaves the votes out
game-exported_hidden_votes = { $seats }の投票はまだ開示されていないため、このファイルには含まれていません。
event-GameMoved = 🚚 { $user } がゲームを { $origin } からここへ移しました。
game-moved = 🚚 { $user } が{ $game }を { $channel } へ移しました。続きはそちらで。
game-error-move_here = ゲームはすでにこのチャンネルにあります。別のチャンネルかスレッドを指定してください。
game-error-move_over = このチャンネルのゲームは終了しています。移せるのは進行中のゲームだけです（状況・ログ・書き出しはここに残ります）。
game-error-move_busy = { $channel } にはすでに進行中のゲームがあります。先にそちらを終えるか、別のチャンネルかスレッドを選んでください。
game-error-bad_channel = 「{ $value }」はチャンネルではありません。一覧から選んでください。
game-import_still_live = 注意：このゲームは { $channel } でまだ進行中のため、同じゲームが二つ動いています（それぞれ別に進行し、リマインドします）。ゲームを別のチャンネルやスレッドへ移すには、GMがそちらで /game move を使います。不要な方は /game end で終えてください。
game-error-hosts_only = このサーバーでゲームを開始・読み込みできるのは { $role } のメンバー（またはチャンネル管理権限のある人）だけです。その人に頼むか、/game join でゲームに参加してください。
game-role-denied = ゲームを開始できる人を決められるのは、サーバー管理権限のある人だけです。
game-role-cleared = このサーバーでは、再びすべてのメンバーがゲームを開始・読み込みできます。
game-role-set = このサーバーでゲームを開始・読み込みできるのは、{ $role } のメンバー（とチャンネル管理権限のある人）だけになりました。参加とプレイは誰でもできます。
error-undo_draws_gm_only = その行動ではHeraldがダイスを振るか引いています。取り消せるのはGMだけです。
error-no_dice = この行動にはHeraldのダイスが要りますが、渡されていません。
game-moved_from = 完了：{ $game }を { $origin } からここへ移し、チャンネルに知らせました。
game-end_ask_winners = { $winners }の勝利としてこのゲームを終了しますか？ログは残りますが、以後プレイできなくなります。
