# Text of the Discord adapter itself (bot/adapters/discord/app.py, bot/adapters/discord/cogs/_common.py).
discord-apology = 申し訳ありません、こちら側で問題が起きました。ゲームは変更されていません。もう一度お試しください。
discord-done = 完了しました。
discord-unknown_command = このコマンドはもう存在しません。Discordの更新を少しお待ちください。
discord-attachment_too_big = ファイル「{ $name }」が大きすぎます（最大{ $limit }KB）。
discord-restarting = Heraldは再起動中のため、いま新しいコマンドを受け付けられません。1分ほどしてからもう一度お試しください。何も変更されていません。
