# /game list (bot/service/listing.py)
gamelist-title = Games in play on this server ({ $count })
gamelist-title_yours = Your games in play on this server ({ $count })
gamelist-line = { $channel } · { $game } · GM: { $gms } · { $doing }
gamelist-setup = not begun yet ({ $taken ->
        [one] 1 seat taken
       *[other] { $taken } seats taken
    })
gamelist-playing = in play
gamelist-unplayable = its definition has changed under it: the GM ends it with /game end
gamelist-waited = { $up } for { $time }
gamelist-unreachable = ⚠ Herald cannot post there: its GM moves it with /game move from:
gamelist-moderators = Only your games are listed: members with Manage Server see every game of the server.
gamelist-none_moderator = There is no game in play on this server. Start one in a channel or thread with /game start.
gamelist-none_yours = You play in no game on this server. Members with Manage Server see every game of the server with /game list.
cmd-game-list-name = list
cmd-game-list-description = The server's games in play, their GMs and whom they wait for (yours, unless you manage the server)
