# A server's own game definitions (bot/service/definitions.py).
definitions-summary-seats = 席：{ $seats }（{ $min }〜{ $max }人）
definitions-summary-turns = 全{ $phases }フェイズ・{ $steps }ステップ（{ $structures }）、ラウンド数：{ $rounds }
definitions-summary-coin = COIN：トラック{ $tracks }本、エポックのフェイズ{ $phases }つ
definitions-summary-verbs = コマンド：{ $verbs }
definitions-summary-tables = 表：{ $tables }
definitions-added = このサーバー用に{ $game }（`{ $slug }`）を追加しました。/game start game:{ $slug } で始められます。
definitions-replaced = このサーバーの{ $game }（`{ $slug }`）を置き換えました。新しいゲームはこの版で始まります。進行中のゲームで前の版を使っているものはありません。
definitions-line = { $game }（`{ $slug }`、{ $file }）追加：{ $by }
definitions-quota = 定義{ $count }／{ $max }件、{ $kb }／{ $max_kb }KB。
definitions-none = このサーバー独自のゲーム定義はありません（/game define file:）。
definitions-removed = このサーバーの定義`{ $slug }`を削除しました。新しいゲームは作成できませんが、始まっているゲームは続きます。
definitions-error-guild_only = ゲーム定義はサーバーごとのものです。サーバー内で使ってください。
definitions-error-denied = このサーバーのゲーム定義を管理できるのは、サーバー管理権限を持つメンバーか /rules role で指定したロールだけです。
definitions-error-too_big = 定義は{ $kb }KBまでです。
definitions-error-encoding = 定義はUTF-8のTOMLテキストファイルです。
definitions-error-refused =
    定義は受け付けられませんでした：
    { $problems }
definitions-error-shipped = `{ $slug }`はHeraldに同梱のゲームです。別のslugにしてください。
definitions-error-quota = このサーバーは上限（定義{ $count }件、{ $kb }KB）に達しています。先に削除してください（/game definitions remove）。
definitions-error-unknown = このサーバーに定義`{ $slug }`はありません。定義：{ $slugs }。
cmd-game-define-name = 定義
cmd-game-define-description = このサーバーだけのゲーム定義（TOML）を追加
cmd-game-define-file-name = ファイル
cmd-game-define-file-description = 定義ファイル（.toml、docs/game-definitions.md を参照）
cmd-game-definitions-name = 定義一覧
cmd-game-definitions-description = このサーバー独自のゲーム定義
cmd-game-definitions-list-name = 一覧
cmd-game-definitions-list-description = このサーバーのゲーム定義と上限を表示
cmd-game-definitions-remove-name = 削除
cmd-game-definitions-remove-description = このサーバーのゲーム定義を削除
cmd-game-definitions-remove-game-name = ゲーム
cmd-game-definitions-remove-game-description = 定義のslug
definitions-summary-turns_named = 全{ $phases }フェイズ・{ $steps }ステップ、ラウンド数：{ $rounds }
definitions-rounds_open = 上限なし
definitions-summary-rounds_for = { $players }人なら{ $rounds }ラウンド
# defs4 (merged from main)
definitions-replaced_kept = このサーバーの{ $game }（`{ $slug }`）を置き換えました。これから始めるゲームは新しい版を使います。{ $count ->
        [0] 進行中のゲームはありません。
       *[other] 進行中のゲーム{ $count }件は、開始時の版のまま最後まで続きます。
    }
definitions-warnings =
    見落としの可能性（定義はそのまま保存されました）：
    { $warnings }
# a definition's likely slip (herald game check's warnings)
definitions-warning-no_language = { $missing }の名前がありません（このファイルは{ $languages }で名前を付けています。その言語の読者には英語の名前が表示されます）
definitions-warning-open_band = 最後の区分が{ $low }以上のどんな数も受け付けます（それより大きい数を拒否するには `max` を指定してください）
definitions-warning-unnamed = { $id }には名前がありません。プレイヤーにはIDがそのまま表示されます
# 定義が受け付けられない理由（キーの場所はその前に書かれたとおり）
definitions-problem-unknown_key = 不明なキーです
definitions-problem-unknown_key_near = 不明なキーです（'{ $near }' のことですか？）
definitions-problem-not_one = '{ $got }' という{ $what ->
        [counter] カウンター
        [table] 表
        [seat] 席
        [place] 場所
        [track] トラック
        [list_table] 順位の表
        [phase] フェイズ
        [item] アイテム
        [counter_each_seat_holds] 各席のカウンター
        [shared_counter] 共有カウンター
       *[other] { $words }
    }はありません。{ $what ->
        [counter] カウンター
        [table] 表
        [seat] 席
        [place] 場所
        [track] トラック
        [list_table] 順位の表
        [phase] フェイズ
        [item] アイテム
        [counter_each_seat_holds] 各席のカウンター
        [shared_counter] 共有カウンター
       *[other] { $words }
    }：{ $known }
definitions-problem-not_one_near = '{ $got }' という{ $what ->
        [counter] カウンター
        [table] 表
        [seat] 席
        [place] 場所
        [track] トラック
        [list_table] 順位の表
        [phase] フェイズ
        [item] アイテム
        [counter_each_seat_holds] 各席のカウンター
        [shared_counter] 共有カウンター
       *[other] { $words }
    }はありません（'{ $near }' のことですか？）。{ $what ->
        [counter] カウンター
        [table] 表
        [seat] 席
        [place] 場所
        [track] トラック
        [list_table] 順位の表
        [phase] フェイズ
        [item] アイテム
        [counter_each_seat_holds] 各席のカウンター
        [shared_counter] 共有カウンター
       *[other] { $words }
    }：{ $known }
definitions-problem-role_is_draft = '{ $got }' はドラフトそのものです。役割はドラフトが有効にするフェイズかステップを指します
definitions-problem-role_before_draft = '{ $got }' はラウンドの中でドラフトより前にあるため、一度もプレイされません（まだ何も選ばれておらず、選んだ役割はラウンドの終わりで消えます）。ドラフトの後に書いてください
definitions-problem-role_rounds_from_final = '{ $got }' はラウンドの中でプレイされます。最終フェイズのドラフトが有効にできるのは最終フェイズだけです
definitions-problem-role_final_from_rounds = '{ $got }' は最終フェイズです。ラウンドのドラフトが有効にできるのはラウンドのフェイズだけです（選んだ役割はラウンドの終わりで消えます）。最終フェイズには専用のドラフトを書いてください
definitions-problem-bonus_without_roles = ボーナスは役割のためのものです。`roles` に役割を書いてください
definitions-problem-order_without_roles = 役割の順番は役割のためのものです。`roles` に役割を書いてください
definitions-problem-language = '{ $got }' は言語コードではありません。「en」「ja」「it」のようなコードを使ってください
definitions-problem-language_near = '{ $got }' は言語コードではありません（'{ $near }' のことですか？）。「en」「ja」「it」のようなコードを使ってください
definitions-problem-missing = 必須のキーがありません
definitions-problem-literal = { $allowed } のどれかを書いてください（書かれているのは { $got }）
definitions-problem-one_of = { $allowed } のどれかを書いてください（書かれているのは { $got }）
definitions-problem-one_of_near = { $allowed } のどれかを書いてください（書かれているのは { $got }。'{ $near }' のことですか？）
definitions-warning-clash = 「{ $name }」はすでに{ $game }（`{ $slug }`）の名前です。/game start game:{ $name } ではそちらが始まります。このゲームには別の名前か別名を付けてください
definitions-note-gender = { $entry }：{ $written } に性の指定がありません。{ $gender ->
        [f] 女性
       *[m] 男性
    }{ $number ->
        [pl] 複数
       *[sg] 単数
    }として読みます（{ $definite }）。{ $fix } と書いてください
definitions-note-gender_or = 。女性複数なら（{ $definite }）{ $fix }
definitions-note-counted = { $entry }：{ $written } は数えられる名前です（1 ...、2 ...）。単数形を { $fix } のように書くか、変わらないなら { $same } としてください
definitions-notes =
    名前についての注意（定義はこのまま保存されています）：
    { $notes }
definitions-clashes =
    このサーバーですでに別のゲームを始める名前（定義はこのまま保存されています）：
    { $clashes }
# herald game check: a definition's summary folder that holds no summary
definitions-check-no_summary = `summary`：`summaries/{ $folder }/` にルールのサマリーがありません（{ $looked } とHerald同梱のナレッジを探しました）。そのフォルダーにサマリーを置くか、サーバーが /rules add game:{ $slug } で追加するまで、プロンプトはルールの文章を引用しません。
