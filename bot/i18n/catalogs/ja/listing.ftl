# /game list (bot/service/listing.py)
gamelist-title = このサーバーで進行中のゲーム（{ $count }）
gamelist-title_yours = このサーバーで進行中のあなたのゲーム（{ $count }）
gamelist-line = { $channel } · { $game } · GM：{ $gms } · { $doing }
gamelist-setup = 未開始（着席{ $taken }）
gamelist-playing = 進行中
gamelist-unplayable = 定義が変わりました。GMが /game end で終了します
gamelist-waited = { $up }（{ $time }）
gamelist-unreachable = ⚠ Heraldはそこに投稿できません。GMが /game move from: で移せます
gamelist-moderators = あなたのゲームだけを表示しています。「サーバー管理」権限を持つ人にはサーバーのすべてのゲームが表示されます。
gamelist-none_moderator = このサーバーで進行中のゲームはありません。チャンネルかスレッドで /game start を使って始めてください。
gamelist-none_yours = このサーバーであなたが参加しているゲームはありません。「サーバー管理」権限を持つ人は /game list でサーバーのすべてのゲームを見られます。
cmd-game-list-name = 一覧
cmd-game-list-description = サーバーで進行中のゲーム、そのGMと誰を待っているか（サーバー管理権限がなければ自分のゲーム）
