error-generic = Qualcosa è andato storto.
error-illegal_action = Adesso non si può fare.
error-not_your_turn = Non tocca a te.
error-permission = Non hai il permesso di farlo.
# the GMs named when the refusal is given in a game's channel (bot/service/gms.py)
error-gm_only = { $count ->
        [1] Solo il GM può farlo. Il GM di questa partita è { $gms }; anche chi ha Gestire i canali può fare da GM.
        [other] Solo il GM può farlo. I GM di questa partita sono { $gms }; anche chi ha Gestire i canali può fare da GM.
       *[none] Solo il GM può farlo.
    }
error-unknown_game = Gioco sconosciuto: «{ $game }».
error-unplayable = La partita di questo canale (`{ $game }`) non può continuare: la sua definizione è stata cambiata o rimossa da quando è iniziata. Il GM può comunque terminarla (/game end) o esportarla (/game export), liberando il canale; per continuare, l'operatore rimette la definizione con cui è iniziata (`knowledge/games/{ $game }.toml`).
game-ended_unplayable = La partita (`{ $game }`) è stata terminata senza leggerne la definizione, cambiata o rimossa da quando è iniziata. Il canale è libero per una nuova partita.
game-exported_unplayable = La sua definizione (`{ $game }`) è stata cambiata o rimossa da quando la partita è iniziata: il file contiene tutta la partita salvata, scelte nascoste comprese.
error-no_game = In questo canale non c'è una partita. Creane una con /game start.
error-stale = Questo messaggio non è più valido: la partita è andata avanti.
error-dice = Quel tiro non si può fare.
error-rules = La ricerca nelle regole non è riuscita.
error-bad_input = Quell'input non è valido.
error-internal = Spiacenti: si è verificato un errore interno di Herald.
