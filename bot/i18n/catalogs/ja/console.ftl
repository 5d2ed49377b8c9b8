# コンソール（herald console）：実行できない行を、入力した人に伝える。日本語。
console-none = なし
console-unclosed_quote = この行を読めません：" が閉じていません
console-not_a_command = コマンドは / で始まります（例：/help）
console-no_file = ファイルがありません：{ $file }
console-verb_options = オプションは 名前:値 の形で書きます（{ $got } がありました）。/act action: でゲームの手と必要なものが分かります
console-options = オプションは 名前:値 の形で書きます（{ $got } がありました）。このコマンドのオプション：{ $options }
console-unknown_option = { $command } にオプション { $option } はありません（{ $nearest } のことですか？）。オプション：{ $options }
console-no_button = { $channel } にボタン { $button } はありません
console-no_button_listed = { $channel } にボタン { $button } はありません。最新のボタン：{ $buttons }
console-button_which = { $channel } にボタン { $button } は複数あります。どれですか？（ラベル全体で押してください）：{ $buttons }
console-button_disabled = ボタン { $button } は押せません
console-no_select = { $channel } に選択メニューはありません
console-no_option = 選択メニューに { $option } はありません
console-left_server = { $user }はサーバー{ $guild }を退出しています（`!join { $user }`）
console-channel_deleted = { $channel }は削除されました
console-herald_removed = Heraldはサーバー{ $guild }から削除されています（`!invite`）
