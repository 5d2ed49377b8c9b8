# ダイス：/roll、/dice inline、herald roll。日本語。
dice-header = 🎲 { $user }のロール
dice-header_reason = 🎲 { $user }のロール（{ $reason }）
dice-private_note = 🔒 非公開ロール：あなたとGMだけに表示されます。
dice-private_header = 🔒 { $user }の非公開ロール
dice-shortened = （内訳は省略されています）
dice-crit = 出目20！
dice-fail = 出目1
dice-total = 合計：{ $total }
dice-sum_of_rolls = 全ロールの合計：{ $total }

dice-named-header = 🎲 { $user }が{ $die }を{ $count }個振る
dice-named-rolled = 出目：{ $faces }
dice-named-tally = 集計：{ $tally }

dice-game-params = 条件：{ $params }
dice-game-result_sum = { $breakdown } → 結果 **{ $result }**
dice-game-result_sub = { $breakdown } − { $subtract }（{ $what }）→ **{ $result }**
dice-game-floor = （{ $floor }未満にはならない）
dice-game-result_count = { $dice }：{ $n }個中**{ $hits }**個成功（{ $target }以上で成功）
dice-game-result_target = { $dice }：{ $value } → **{ $outcome }**（{ $target }以上で成功）
dice-game-success = 成功
dice-game-failure = 失敗
dice-game-each = #{ $n }：{ $text }
dice-game-sources = 出典：{ $sources }
dice-game-disagree = ⚠️ この点は要約どうしで記述が異なります。出典ごとにロールを示します。
dice-game-rule = 📖 { $source }：{ $section }
dice-game-label-raiders = リターンするレイダー
dice-game-label-regions = リージョン
dice-game-label-renown = 支払ったレナウン
dice-game-label-forts = フォート
dice-game-label-spaces = スペース
dice-game-what-forts = フォート

dice-inline-enabled = このサーバーで [[2d6]] のようなインラインロールを有効にしました。Herald側でもメッセージ内容インテント（HERALD_MESSAGE_CONTENT=1 と Developer Portal のスイッチ）が必要です。
dice-inline-disabled = このサーバーで [[2d6]] のようなインラインロールを無効にしました。
dice-inline-header = 🎲 { $user }
dice-inline-no_guild = インラインロールはサーバー内でのみ設定できます。

dice-choice-die = { $name }（{ $faces }面）
dice-choice-roll = { $name }

dice-error-empty = 振るものがありません。`1d20+5`、`4d6kh3`、`2d6; 1d20` のように入力してください。
dice-error-nothing = 式（/roll expr:）、名前付きダイス（/roll dice:）、ゲームのロール（/roll game:）のいずれかを指定してください。
dice-error-too_long = ロールが長すぎます：{ $length }文字（上限{ $limit }文字）。
dice-error-too_many_parts = 1回のコマンドで振れるのは `;` 区切りで{ $limit }件までです（{ $count }件指定されました）。
dice-error-repeat = 繰り返し回数は1〜{ $limit }回です（例：`6#1d6`）。
dice-error-too_many_results = 1回のコマンドの結果は{ $limit }件までです（{ $count }件指定されました）。
dice-error-too_deep = 括弧の入れ子が深すぎます（上限{ $limit }段）。
dice-error-too_many_terms = 1つのロールの項と符号が多すぎます：{ $count }個（上限{ $limit }個）。
dice-error-negative = ダイスの面数を負にはできません（`{ $expr }`）。
dice-error-zero_sides = ダイスには1面以上が必要です（`{ $expr }`）。
dice-error-too_many_sides = ダイスの面数は{ $limit }面までです（{ $sides }面が指定されました）。
dice-error-too_many_dice = 1回のコマンドで振れるダイスは{ $limit }個までです（{ $count }個指定されました）。
dice-error-number_too_large = ロールに使える数は{ $limit }までです。
dice-error-syntax = `{ $expr }` を読み取れません：{ LEN($got) ->
        [0] { $col }文字目で途切れています（続きが必要です）。
       *[other] { $col }文字目に予期しない `{ $got }` があります。
    }
dice-error-syntax_short = `{ $expr }` をダイス表記として読み取れません。
dice-error-too_many_rolls = このロールには{ $limit }個を超えるダイスが必要です（振り直しと振り足しも数えます）。中止しました。
dice-error-divide_by_zero = `{ $expr }` でゼロ除算が発生します。
dice-error-bad_selector = そのセレクターはここでは使えません（`{ $expr }`）。`mi` と `ma` には数値だけを指定します。
dice-error-invalid = このロールは実行できません：`{ $expr }`。
dice-error-result_too_large = 結果が大きすぎて表示できません（{ $limit }超）。
dice-error-unknown_die = 「{ $name }」という名前のダイスはありません。
dice-error-unknown_roll = 「{ $name }」というゲームのロールはありません。{ $count ->
        [0] このボットにはゲームのロールがありません。
       *[other] ゲームのロールは{ LIST($rolls) }です。
    }定義したゲームのダイスはその`roll`ステップでのみ振られます。サーバー独自のロールは`/dice alias`で名前を付け、`/roll expr:`にその名前を入れて振ります。
dice-error-count = このダイスは1〜{ $limit }個まで振れます。
dice-error-param_missing = このロールには /roll { $param }: が必要です。
dice-error-param_int = /roll { $param }: には{ $min }〜{ $max }の整数を指定してください。
dice-error-param_choice = /roll { $param }: には{ OR($choices) }のいずれかを指定してください。
dice-error-no_case = 要約には{ $params }の場合の「{ $roll }」ロールがありません。
dice-error-mixed = 式、名前付きダイス、ゲームのロールのうち1つだけを指定してください。
dice-error-inline_permission = インラインロールの設定を変更できるのは「サーバー管理」権限を持つメンバーだけです。

event-DiceRolled = { $user }が{ $expr }を振りました：{ $result } { $why }

cmd-roll-name = ロール
cmd-roll-description = ダイスを振る：1d20+5 などの表記、名前付きダイス、ゲームのロール
cmd-roll-expr-name = 式
cmd-roll-expr-description = ダイス表記（例：1d20+5、4d6kh3、10d6>4、3d6!、2d6; 1d20）またはサーバーのエイリアス
cmd-roll-reason-name = 理由
cmd-roll-reason-description = 何のためのロールか（表示され、ログに残ります）
cmd-roll-private-name = 非公開
cmd-roll-private-description = 結果をあなたとGMだけに表示する
cmd-roll-dice-name = ダイス
cmd-roll-dice-description = 独自の面を持つ名前付きダイス（例：反乱）
cmd-roll-count-name = 個数
cmd-roll-count-description = 名前付きダイスの個数、またはゲームのロールのレイダー数・リージョン数・スペース数
cmd-roll-game-name = ゲーム
cmd-roll-game-description = ゲームのロール（一覧から選択）
cmd-roll-faction-name = ファクション
cmd-roll-faction-description = ゲームのロールのファクション（サクソン、スコティ）
cmd-roll-renown-name = レナウン
cmd-roll-renown-description = レイドで払うレナウン
cmd-roll-forts-name = フォート
cmd-roll-forts-description = パトロールドのシーに隣接するフォートの数（レイダーから引く）
cmd-roll-unit-name = ユニット
cmd-roll-unit-description = イベイド／アンブッシュするユニット（レイダー、トループ）
cmd-roll-terrain-name = 地形
cmd-roll-terrain-description = バトルスペースの地形（ホーム・テレーン、ラフ、クリア）
cmd-dice-name = ダイス
cmd-dice-description = このサーバーのダイス設定
cmd-dice-inline-name = インライン
cmd-dice-inline-description = 通常のメッセージ内の [[2d6]] ロールを有効／無効にする（サーバー管理）
cmd-dice-inline-enabled-name = 有効
cmd-dice-inline-enabled-description = オンまたはオフ

# notation layer (issue 11)
dice-error-not_understood = `{ $expr }` の `{ $part }` が読めません。記法の表は README にあります。コメントは空白の後に書きます（`1d20+5 攻撃`）。
dice-error-too_many_explosions = 振り足しが止まりません：1つの項から{ $limit }個を超える追加ダイス。中止しました。
dice-error-adv_needs_d20 = 有利・不利はロールの最初の1d20にだけ使えます（`1d20+5 有利`）。`{ $expr }` には使えません。
dice-error-adv_both = `{ $expr }` は有利と不利を同時に指定しています。どちらかにしてください。
dice-read-prefix = ↳ 解釈：{ $notes }
dice-read-adv = 有利（{ $term }）
dice-read-dis = 不利（{ $term }）
dice-read-explode = { $cond }の出目で振り足し（爆発ダイス、繰り返し）
dice-read-explode_once = { $cond }の出目で1回だけ振り足し
dice-read-compound = 累積振り足し：{ $cond }の出目は同じダイスに振り足し
dice-read-penetrate = 貫通振り足し：{ $cond }の出目は振り足し、追加分は各−1
dice-read-success = { $cond }のダイスを成功として数える
dice-read-failure = { $cond }のダイスは成功を1つ減らす
dice-read-group_success = グループが{ $cond }なら成功（1）、それ以外は0
dice-read-fate = { $term }：Fateダイス（各−1、0、+1）
dice-read-percent = { $term }：1〜100
dice-read-keep_high = 高い方から{ $n }個を残す
dice-read-keep_low = 低い方から{ $n }個を残す
dice-read-drop_low = 低い方から{ $n }個を除く
dice-read-drop_high = 高い方から{ $n }個を除く
dice-read-keep_equal = `k{ $n }` は出目{ $n }のダイスを残す（Avrae）。高い方から{ $n }個なら `kh{ $n }`
dice-read-drop_equal = `p{ $n }` は出目{ $n }のダイスを除く（Avrae）
dice-read-reroll = { $cond }のダイスを出なくなるまで振り直す
dice-read-reroll_once = { $cond }のダイスを1回振り直す
dice-alias-set = このサーバーでエイリアス `{ $name }` は `{ $expr }` を振ります（`/roll expr:{ $name }`）。
dice-alias-removed = エイリアス `{ $name }` を削除しました。
dice-alias-none = このサーバーにはまだダイスのエイリアスがありません。サーバー管理者が `/dice alias name:攻撃 expr:1d20+5` で追加できます。
dice-alias-list = このサーバーのダイスエイリアス（{ $count }件）：
dice-alias-error-name = エイリアス名は文字で始まる1語（文字・数字・`-`・`_`、最大{ $limit }文字）で、ダイス記法でないものにしてください（`{ $name }`）。
dice-alias-error-too_many = このサーバーのエイリアスは上限の{ $limit }件に達しています。先に1つ削除してください（式を空にして `/dice alias name:<名前>`）。
dice-alias-error-expr_too_long = エイリアスの式は最大{ $limit }文字です（これは{ $length }文字）。
dice-alias-error-one_roll = エイリアスは1つのロールです。`;` は使えません。
dice-alias-error-unknown = このサーバーに `{ $name }` というエイリアスはありません。
dice-alias-error-no_guild = ダイスエイリアスはサーバーごとのものです。サーバー内で使ってください。
dice-alias-error-permission = ダイスエイリアスを変更できるのはサーバー管理権限を持つメンバーだけです。
cmd-dice-alias-name = エイリアス
cmd-dice-alias-description = このサーバー用にロールに名前を付ける（式なしで削除）
cmd-dice-alias-name-name = 名前
cmd-dice-alias-name-description = 1語、例：攻撃
cmd-dice-alias-expr-name = 式
cmd-dice-alias-expr-description = 振る内容、例：1d20+5（空なら削除）
cmd-dice-aliases-name = エイリアス一覧
cmd-dice-aliases-description = このサーバーのダイスエイリアスを表示
dice-read-joined = `{ $typed }` を `{ $read }` として（空白を挟んだダイスも一つの項です。別々に振るなら `2#1d6`）
dice-error-no_dice = `{ $expr }` はダイスを振らないので、ロールとして表示しません。ダイスは「個数 d 面数」で書きます：`1d20+5`、`2d6`、`5d6`。
dice-error-glued_number = `{ $expr }` の `{ $part }` に数字がありますが、その数は振りません。複数回振るなら `2#2d6` と書き、数字を含むコメントは空白の後に書きます（`2d6 2回目`）。

# 連投制限 (bot/service/flood.py)
flood-private_roll = 🔇 あなたにだけ表示しています：このチャンネルで今の1分間の応答が多すぎます。{ $seconds } 秒後から、また全員に見える形で応答します。ロールはこのチャンネルのゲームの記録に残ります。
flood-private_rule = 🔇 あなたにだけ表示しています：このチャンネルで今の1分間の応答が多すぎます。{ $seconds } 秒後から、また全員に見える形で応答します。
flood-refused = この1分間のコマンドが多すぎます。{ $seconds } 秒待ってください。（制限はサーバー管理者が `/dice flood` で設定します）
flood-inline = { $user }：このチャンネルで今の1分間のロールが多すぎます。{ $seconds } 秒待つか、`/roll` を使ってください（応答はあなたにだけ届きます）。
flood-settings = このサーバーの連投制限（各チャンネル、1分あたり）：{ $per_user ->
    [0] メンバーごとの制限なし
   *[other] メンバーごとに全員に見える応答 { $per_user } 件
  }、{ $per_channel ->
    [0] チャンネルごとの制限なし
   *[other] チャンネルごとに全員に見える応答 { $per_channel } 件
  }（`/roll`、`/rule`、インラインロール）。超えた応答は本人にだけ表示します{ $per_user ->
    [0] 。
   *[other] 。{ $hard } 件を超えると待つようお願いします。
  }ゲームの手番は制限しません。変更：`/dice flood user: channel:`（0：制限なし、サーバー管理）。
flood-error-number = `{ $option }` には 0（制限なし）から { $max } までの整数を指定してください。
flood-error-no_guild = 連投制限はサーバーで設定します。
flood-error-permission = 連投制限を変更できるのは「サーバー管理」権限を持つメンバーだけです。
cmd-dice-flood-name = 連投制限
cmd-dice-flood-description = 1分あたりの /roll と /rule の全員に見える応答数を表示・変更する（サーバー管理）
cmd-dice-flood-user-name = メンバー
cmd-dice-flood-user-description = チャンネルごと、メンバーごとの1分あたりの全員に見える応答数（0：制限なし）
cmd-dice-flood-channel-name = チャンネル
cmd-dice-flood-channel-description = チャンネルごとの1分あたりの全員に見える応答数、全員合計（0：制限なし）
