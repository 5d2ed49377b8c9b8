# /game list (bot/service/listing.py)
gamelist-title = Games in play on this server ({ $count })
gamelist-title_yours = Your games in play on this server ({ $count })
gamelist-line = { $channel } · { $game } · GM: { $gms } · { $doing }
gamelist-setup = not begun yet ({ $taken ->
        [one] 1 seat taken
       *[other] { $taken } seats taken
    })
gamelist-setup_since = not begun yet, started { $time } ago ({ $taken ->
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
# herald game list (bot/adapters/cli/game.py): ids as other commands take them, and the
# names a console stored beside them
gamelist-cli-line = { $server } { $channel } game { $game }: { $name } ({ $slug }); { $doing }; last change { $changed }; GM { $gms }
gamelist-cli-server = server { $id }
gamelist-cli-server_named = server { $name } ({ $id })
gamelist-cli-channel = channel { $id }
gamelist-cli-channel_named = #{ $name } ({ $id })
gamelist-cli-user = user { $id }
gamelist-cli-user_named = @{ $name } (user { $id })
gamelist-cli-setup = before play begins ({ $seated ->
        [one] 1 seat taken
       *[other] { $seated } seats taken
    })
gamelist-cli-setup_since = before play begins, started { $time } ago ({ $seated ->
        [one] 1 seat taken
       *[other] { $seated } seats taken
    })
gamelist-cli-over = play is over, not closed
gamelist-cli-unplayable = unplayable (definition gone)
gamelist-cli-seat = { $seat } (user { $id })
gamelist-cli-seat_named = { $seat } (@{ $name }, user { $id })
gamelist-cli-seat_gm = { $seat } (the GM plays it)
gamelist-cli-waiting = waiting for { $who }
gamelist-cli-waiting_since = waiting for { $who } for { $time }
gamelist-cli-waiting_gm = waiting for the GM
gamelist-cli-waiting_anyone = waiting for anyone
gamelist-cli-in_play = in play
gamelist-cli-no_change = none
gamelist-cli-no_gm = none
gamelist-cli-total = { $db }: { $games ->
        [one] 1 game
       *[other] { $games } games
    } in play on { $where }
gamelist-cli-servers = { $count ->
        [one] 1 server
       *[other] { $count } servers
    }
