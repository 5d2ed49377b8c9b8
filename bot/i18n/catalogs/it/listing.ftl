# /game list (bot/service/listing.py)
gamelist-title = Partite in corso su questo server ({ $count })
gamelist-title_yours = Le tue partite in corso su questo server ({ $count })
gamelist-line = { $channel } · { $game } · GM: { $gms } · { $doing }
gamelist-setup = non ancora iniziata ({ $taken ->
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
