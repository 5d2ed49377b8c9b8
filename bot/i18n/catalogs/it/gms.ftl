# Il ruolo di GM (bot/service/gms.py, bot/engine/games/gms.py)
event-GmRemoved = { $gm } ha tolto { $user } dai GM di questa partita.
event-GmSteppedDown = { $user } non è più GM di questa partita: ha lasciato il ruolo.
event-GmLeftServer = { $user } ha lasciato il server e non è più GM di questa partita.
error-not_a_gm = { $user } non è GM di questa partita.
error-last_gm = { $user } è l'unico GM di questa partita: nomina prima un altro GM con /game gm user:, poi togli { $user }.
gms-step_down_ask = Lasciare il ruolo di GM di questa partita? Non potrai più chiuderla, annullare mosse, assegnare posti o cambiarne le impostazioni, e solo un altro GM potrà nominarti di nuovo.
gms-step_down_button = Lascia il ruolo
cmd-game-gm-remove-name = togli
cmd-game-gm-remove-description = Togli questo utente dai GM (te stesso: lasci il ruolo)
error-join_begun = { $count ->
        [1] La partita è iniziata: ora i posti li assegna il GM, con /game seat seat: user:. Chiedi al suo GM, { $gms }, o a chi ha Gestire i canali.
        [other] La partita è iniziata: ora i posti li assegna il GM, con /game seat seat: user:. Chiedi a uno dei suoi GM, { $gms }, o a chi ha Gestire i canali.
       *[none] La partita è iniziata: ora i posti li assegna il GM, con /game seat seat: user:.
    }
