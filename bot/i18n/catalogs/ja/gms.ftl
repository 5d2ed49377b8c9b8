# GMの役割 (bot/service/gms.py, bot/engine/games/gms.py)
event-GmRemoved = { $gm }が{ $user }をこのゲームのGMから外しました。
event-GmSteppedDown = { $user }がこのゲームのGMを降りました。
event-GmLeftServer = { $user }はサーバーを退出したため、このゲームのGMではなくなりました。
error-not_a_gm = { $user }はこのゲームのGMではありません。
error-last_gm = { $user }はこのゲームの唯一のGMです。先に /game gm user: で別のGMを追加してから、{ $user }を外してください。
gms-step_down_ask = このゲームのGMを降りますか？ゲームの終了、取り消し、席の割り当て、設定の変更ができなくなり、もう一度GMになるには別のGMに追加してもらう必要があります。
gms-step_down_button = GMを降りる
cmd-game-gm-remove-name = 外す
cmd-game-gm-remove-description = このユーザーをGMから外す（自分なら：GMを降りる）
error-join_begun = { $count ->
        [other] ゲームはすでに始まっています。これからはGMが /game seat seat: user: で席を割り当てます。このゲームのGM（{ $gms }）か「チャンネルの管理」権限を持つ人に頼んでください。
       *[none] ゲームはすでに始まっています。これからはGMが /game seat seat: user: で席を割り当てます。
    }
