# The generic command /act (bot/service/act.py) and the names of moves.
act-error-unknown = «{ $action }» non è una mossa possibile adesso. Mosse: { $actions }.
act-error-unknown_choices = «{ $action }» non è una mossa possibile adesso. Mosse: { $actions }; «{ $move_name }» vuole { $option_name }: { OR($choices) }.
act-error-no_action = Quale mossa? Indicala, per esempio /act action:{ $first }. Mosse: { $actions }.
act-error-choice = «{ $value }» non è tra le scelte: { OR($choices) }.
act-error-range = { $value } non va bene: scegli un numero da { $min } a { $max }{ LEN($counter) ->
        [0] {""}
       *[other] {" "}({ $counter })
    }.
act-later = non ora
act-secret_recorded = { LEN($choice) ->
        [0] La tua scelta è registrata
       *[other] La tua scelta, «{ $choice }», è registrata
    }; nessuno la vede finché tutti non hanno scelto.
act-vote_recorded = Il tuo voto, «{ $vote }»{ $markers ->
        [0] {""}
       *[other] {" "}(+{ $markers })
    }, è registrato; nessuno lo vede finché tutti non hanno votato.
move-turn-action = Fare un'azione
move-phase-next = Passaggio successivo
move-turn-event = Prendere l'Evento
move-turn-pass = Passare
move-turn-place = Piazzare un pezzo
move-turn-done = Fatto
move-turn-undone = Riprendere a giocare
move-vote = Votare
move-table = Consultare una tabella di punteggio
move-coin-act = Agire (Comando, Comando + Impresa, Evento…)
move-coin-pass = Passare
move-coin-pivotal = Giocare un Evento Pivotale
move-coin-override = Cambiare l'eleggibilità di una fazione
move-coin-track = Regolare un tracciato
move-turn-choose = Scegliere in segreto
move-turn-pick = Prendere
move-turn-bid = Offrire
move-turn-score = Dichiarare un punteggio
cmd-act-name = azione
cmd-act-description = Gioca una mossa del gioco di questo canale (tutte le mosse previste dal gioco)
cmd-act-action-name = azione
cmd-act-action-description = La mossa (l'autocompletamento elenca le mosse del gioco)
cmd-act-choice-name = scelta
cmd-act-choice-description = Cosa sceglie la mossa (un luogo, una carta, un posto...)
cmd-act-number-name = numero
cmd-act-number-description = Il numero della mossa (una quantità, un'offerta, una forza...)
cmd-act-seat-name = posto
cmd-act-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)

# defs2: un numero fuori da un limite aperto, un inizio che vale per più mosse
act-error-at_least = { $value } è troppo basso: il minimo è { $min }{ LEN($counter) ->
        [0] {""}
       *[other] {" "}({ $counter })
    }.
act-error-at_most = { $value } è troppo alto: il massimo è { $max }{ LEN($counter) ->
        [0] {""}
       *[other] {" "}({ $counter })
    }.
act-error-ambiguous = «{ $action }» può essere { OR($actions) }: specifica quale.
# altre forme in cui si scrive una mossa (l'imperativo dei pulsanti), separate da "|"
move-turn-choose-forms = Scegli|Scegli in segreto
move-turn-score-forms = Dichiara|Dichiara un punteggio
move-turn-done-forms = Ho finito|Finito
move-turn-bid-forms = Offri|Offerta|Rilancia
move-turn-pick-forms = Prendi
move-turn-pass-forms = Passa
move-turn-action-forms = Fai un'azione|Azione
move-turn-event-forms = Prendi l'Evento
move-turn-place-forms = Piazza un pezzo|Piazza
move-vote-forms = Vota
move-turn-undone-forms = Riprendi a giocare|Non ho finito
# defs4 (merged from main)
move-turn-skip = Saltare un posto
move-turn-only = Indicare chi partecipa
move-turn-skip-forms = Salta|Prosegui senza
act-error-choice_ambiguous = «{ $value }» potrebbe essere { OR($choices) }: specifica quale.
# play-test 15: una mossa senza un'opzione che le serve
act-error-missing_option = «{ $move_name }» richiede { $option_name }: ({ $expects }).
act-error-missing_option_read = «{ $action }» è stato letto come «{ $move_name }», che richiede { $option_name }: ({ $expects }).
act-expects-range = un numero da { $min } a { $max }
act-expects-at_least = un numero, almeno { $min }
act-expects-at_most = un numero, al massimo { $max }
act-expects-number = un numero
# play-test 16: a move or a choice one letter off is named
act-error-unknown_near = «{ $action }» non è una mossa possibile adesso: forse «{ $near }»? Mosse: { $actions }.
move-turn-roll = Tirare i dadi
move-turn-roll-forms = Tira|Tira i dadi|Tira l'iniziativa
move-turn-draw = Pescare le pedine
move-turn-draw-forms = Pesca|Pesca le pedine
move-turn-move = Avanzare
move-turn-move-forms = Avanza|Muovi
act-secret_recorded_last = { LEN($choice) ->
        [0] La tua scelta è registrata
       *[other] La tua scelta, «{ $choice }», è registrata
    }: hai scelto per ultimo, quindi ora tutte le scelte sono rivelate.
act-secret_recorded_alone = { LEN($choice) ->
        [0] La tua scelta è registrata
       *[other] La tua scelta, «{ $choice }», è registrata
    } e mostrata ora: in questo passaggio scegli solo tu.
act-vote_recorded_last = Il tuo voto, «{ $vote }»{ $markers ->
        [0] {""}
       *[other] {" "}(+{ $markers })
    }, è registrato: hai votato per ultimo, quindi ora tutti i voti sono rivelati.
