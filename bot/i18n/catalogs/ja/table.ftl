# 卓：言語、各プレイヤーの言語での呼び出し、待ち時間、オプション。
list-sep = 、
# the last separator of a list of names in a sentence
list-and = 、
table-your_turn = { $who }：あなたの番です（{ $seats }）。
table-your_step = { $who }：この手順を解決してください（/phase next）。
table-language_name = 日本語
table-error-language = 「{ $value }」という言語は使えません。次から選んでください：{ $languages }。
table-error-option_syntax = ゲームのオプションは 名前=値 の形で書いてください（例：difficulty=hard）。「{ $text }」は読めません。
table-error-unknown_option = このゲームに「{ $option }」というオプションはありません。オプション：{ $options }。
table-error-option_range = { $value } は範囲外です。{ $min }〜{ $max } から選んでください。
table-error-option_choice = 「{ $value }」は選べません。次から選んでください：{ $choices }。
table-options_set = ゲームのオプション：{ $options }。
table-option-epochs = プレイするエポック数（0：最終エポックカードまで）
table-choice-easy = やさしい
table-choice-normal = ふつう
table-choice-hard = むずかしい
table-yes = はい
table-no = いいえ
table-begins-coin = ゲームの始め方：席が決まったら、GM が /card reveal で最初のカードをめくります（それでゲームが始まります）。
table-begins-turns = ゲームの始め方：全員が参加したら、GM が /game begin（または /phase next）で第1ラウンドの最初の手順を開きます。
table-begins-default = ゲームの始め方：全員が参加したら、GM が /game begin で始めます。
event-TableLanguageSet = { $user } が卓の言語を{ $language }にしました。
table-bot = （ボット）
table-seat_sep = ／
table-waiting_for = 待ち時間：{ $waits }。
table-decision_times = 平均の決定時間：{ $times }。
table-duration-d = { $d }日
table-duration-dh = { $d }日{ $h }時間
table-duration-h = { $h }時間
table-duration-hm = { $h }時間{ $m }分
table-duration-m = { $m }分
table-import_ask = このチャンネルにはすでに { $game } のゲーム（v{ $version }）があります。インポートすると置き換わり、元に戻せません。ファイルを付けて confirm:true で /game import をもう一度実行してください。
table-dashboard_moved = 📌 ダッシュボードは下に移動しました：{ $url }
list-none = なし
table-error-export_hidden = いまはできません。まだ公開されていない秘密の選択があります。公開されるまでエクスポートできるのはGMだけです。
