# /game redefine: una partita in corso passa alla versione attuale della sua definizione (bot/service/redefine.py)
cmd-game-redefine-name = ridefinisci
cmd-game-redefine-description = GM: porta questa partita alla versione attuale della sua definizione (un refuso corretto)
cmd-game-redefine-confirm-name = conferma
cmd-game-redefine-confirm-description = Procedi senza chiedere prima
redefine-ask = Portare questa partita alla definizione attuale di { $game }? Prosegue da dove si trova, con i nomi e le regole della nuova versione (finora: { $earlier }). Non si può tornare indietro. { $undo ->
        [kept] /game undo potrà ancora annullare le mosse fatte prima: con la nuova versione si giocano allo stesso modo.
       *[stops] /game undo si fermerà a questo cambio: non potrà annullare le mosse fatte prima.
    }
redefine-confirm = Sì, porta la partita
redefine-same = Questa partita usa già la definizione attuale di { $game }: non c'è una versione più recente a cui portarla.
redefine-missing = Questa partita non può passare alla definizione attuale di { $game }: manca ciò su cui la partita si trova ({ $lacking }). Definiscila di nuovo includendoli (/game define), oppure lascia che la partita finisca con la versione con cui è iniziata.
redefine-unreadable = Questa partita non può passare alla definizione attuale di { $game }: la nuova versione non sa leggere la partita al punto in cui si trova. Resta con la versione con cui è iniziata.
redefine-structure = il passaggio «{ $step }» ora si gioca in un altro modo
redefine-family = un altro tipo di gioco (la sua famiglia)
redefine-kind-seat = il posto { $name }
redefine-kind-phase = la fase «{ $name }»
redefine-kind-step = il passaggio «{ $name }»
redefine-kind-counter = il contatore { $name }
redefine-kind-option = l'opzione { $name }
redefine-kind-track = il tracciato { $name }
redefine-hint = Il GM di una partita in corso può portarla a questa versione con /game redefine nel suo canale.
event-GameRedefined = { $user } ha portato questa partita alla definizione attuale di { $game }.
error-nothing_to_undo-redefine = Niente da annullare: nel frattempo la partita è passata a una nuova versione della sua definizione (l'annullamento non va oltre).
# /game import di una partita giocata con una versione della definizione del server che questo server non conserva
redefine-import_kept = Per proseguire invece con la versione con cui è iniziata: /game define di quella versione (in un'esportazione del server: `definitions/{ $file }` se quel server aveva poi definito di nuovo il gioco, altrimenti `definitions/{ $slug }.toml`), importa di nuovo questo file, poi di nuovo /game define della definizione attuale di questo server.
