# 卓：言語、各プレイヤーの言語での呼び出し、待ち時間、オプション。
table-your_turn = { $who }：あなたの番です（{ $seats }）。
table-your_step = { $who }：このステップを解決してください（/phase next）。
table-your_reveal = { $who }：次のカードを開示してください（/card reveal）。
table-language_name = 日本語
table-error-language = 「{ $value }」という言語は使えません。英語（en）、日本語（ja）、イタリア語（it）から選んでください。
table-error-option_syntax = ゲームのオプションは「名前=値」の形で書いてください（例：難易度=難しい）。「{ $text }」は読めません。
table-error-unknown_option = このゲームに「{ $option }」というオプションはありません。オプション：{ $options }。
table-error-option_range = { $value }は範囲外です。{ $min }〜{ $max }から選んでください。
table-error-option_choice = 「{ $value }」は選べません。次から選んでください：{ OR($choices) }。
table-options_set = ゲームのオプション：{ $options }。
table-option-epochs = プレイするエポック数（0：最終エポックカードまで）
table-choice-easy = 簡単
table-choice-normal = 普通
table-choice-hard = 難しい
table-yes = はい
table-no = いいえ
table-begins-coin = ゲームの始め方：席が決まったら、GMが /card reveal で最初のカードを開示します（それでゲームが始まります）。
table-begins-turns = ゲームの始め方：全員が着席したら、GMが /game begin（または /phase next）でゲームの最初のステップを開きます。
table-begins-default = ゲームの始め方：全員が着席したら、GMが /game begin で始めます。
event-TableLanguageSet = { $user }が卓の言語を{ $language }にしました。
table-bot = （ボット）
# play-test 20: a seat an elimination end has put out of the game
table-out = 脱落
table-seat_sep = ／
table-waiting_for = 待っている席：{ $waits }。
table-decision_times = 1手番あたりの平均思考時間：{ $times }。
table-duration-d = { $d }日
table-duration-dh = { $d }日{ $h }時間
table-duration-h = { $h }時間
table-duration-hm = { $h }時間{ $m }分
table-duration-m = { $m ->
        [0] 1分未満
       *[other] { $m }分
    }
table-import_ask = このチャンネルにはすでに{ $game }のゲーム（更新#{ $version }）があります。読み込むと置き換わり、元に戻せません。ファイルを付けて、/game import confirm:はい をもう一度実行してください。
table-import_other_version = この書き出しは、このサーバーとは別の{ $game }の定義で遊ばれていました。このサーバーの現在の定義で続けます。
table-dashboard_moved = 📌 ダッシュボードは下に移動しました：{ $url }
table-decision_time = { $who } { $time }（{ $moves }手）
table-server_language = このサーバーの新しい卓は{ $language }で進行します。進行中の卓の言語は変わりません。
table-error-server_language = このサーバーの新しい卓の言語を決められるのは、サーバー管理の権限を持つメンバーだけです。
# play-test 16: the GM's line in their own language says what the post asks
# play-test 16, finding 14: what a game begun from an ended one carries over
table-campaign_carried_file = ファイル{ $file }のゲームから引き継ぎ：{ $carried }。
table-campaign_carried = { $channel }のゲームから引き継ぎ：{ $carried }。
table-campaign_seats = 各席は同じ名前の席がそのゲームを終えた値から始めます。そこで誰もいなかった席は初期値から始めます。
# play-test 16, finding 30: the GM's own line when the step waits for the seats to be named
table-your_names = { $who }：このステップに参加する席を指定してください（/turn only seats:）。
