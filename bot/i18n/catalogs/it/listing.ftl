# /game list (bot/service/listing.py)
gamelist-title = Partite in corso su questo server ({ $count })
gamelist-title_yours = Le tue partite in corso su questo server ({ $count })
gamelist-line = { $channel } · { $game } · GM: { $gms } · { $doing }
gamelist-setup = non ancora iniziata ({ $taken ->
        [one] 1 posto occupato
       *[other] { $taken } posti occupati
    })
gamelist-setup_since = non ancora iniziata, creata { $time } fa ({ $taken ->
        [one] 1 posto occupato
       *[other] { $taken } posti occupati
    })
gamelist-playing = in corso
gamelist-unplayable = la sua definizione è cambiata: il GM la chiude con /game end
gamelist-waited = { $up } da { $time }
gamelist-unreachable = ⚠ Herald non può scrivere lì: il GM la sposta con /game move from:
gamelist-moderators = Sono elencate solo le tue partite: chi ha il permesso Gestisci server vede tutte le partite del server.
gamelist-none_moderator = Non c'è nessuna partita in corso su questo server. Creane una in un canale o thread con /game start.
gamelist-none_yours = Non giochi in nessuna partita su questo server. Chi ha il permesso Gestisci server vede tutte le partite del server con /game list.
cmd-game-list-name = elenco
cmd-game-list-description = Le partite in corso sul server, i loro GM e chi aspettano (le tue, se non gestisci il server)
# herald game list (bot/adapters/cli/game.py)
gamelist-cli-line = { $server } { $channel } partita { $game }: { $name } ({ $slug }); { $doing }; ultima modifica { $changed }; GM { $gms }
gamelist-cli-server = server { $id }
gamelist-cli-server_named = server { $name } ({ $id })
gamelist-cli-channel = canale { $id }
gamelist-cli-channel_named = #{ $name } ({ $id })
gamelist-cli-user = utente { $id }
gamelist-cli-user_named = @{ $name } (utente { $id })
gamelist-cli-setup = prima dell'inizio ({ $seated ->
        [one] 1 posto occupato
       *[other] { $seated } posti occupati
    })
gamelist-cli-setup_since = prima dell'inizio, creata { $time } fa ({ $seated ->
        [one] 1 posto occupato
       *[other] { $seated } posti occupati
    })
gamelist-cli-over = partita finita, non chiusa
gamelist-cli-unplayable = non giocabile (la definizione non c'è più)
gamelist-cli-seat = { $seat } (utente { $id })
gamelist-cli-seat_named = { $seat } (@{ $name }, utente { $id })
gamelist-cli-seat_gm = { $seat } (lo gioca il GM)
gamelist-cli-waiting = si aspetta: { $who }
gamelist-cli-waiting_since = si aspetta da { $time }: { $who }
gamelist-cli-waiting_gm = in attesa del GM
gamelist-cli-waiting_anyone = in attesa di chiunque
gamelist-cli-in_play = in corso
gamelist-cli-no_change = mai
gamelist-cli-no_gm = nessuno
gamelist-cli-total = { $db }: { $games ->
        [one] 1 partita in corso
       *[other] { $games } partite in corso
    } su { $where }
gamelist-cli-servers = { $count ->
        [one] 1 server
       *[other] { $count } server
    }
