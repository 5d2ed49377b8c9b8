# Il tavolo: lingua, richiami nella lingua di ciascuno, attese, opzioni.
table-your_turn = { $who }: tocca a te ({ $seats }).
table-your_step = { $who }: questo passaggio lo risolvi tu (/phase next).
table-your_reveal = { $who }: rivela la prossima carta (/card reveal).
table-language_name = Italiano
table-error-language = Non conosco la lingua «{ $value }». Scegli tra: inglese, giapponese o italiano (en, ja, it).
table-error-option_syntax = Scrivi le opzioni come nome=valore (per esempio Difficoltà=difficile), non «{ $text }».
table-error-unknown_option = Questo gioco non ha l'opzione «{ $option }». { LEN($options) ->
        [0] Non ha opzioni.
       *[other] Le sue opzioni: { $options }.
    }
table-error-option_range = { $value } è fuori dai limiti: scegli da { $min } a { $max }.
table-error-option_choice = «{ $value }» non è una scelta possibile. { LEN($choices) ->
        [0] Non ci sono scelte.
       *[other] Scegli tra: { OR($choices) }.
    }
table-options_set = Opzioni di gioco: { LEN($options) ->
        [0] nessuna
       *[other] { $options }
    }.
table-option-epochs = Epoche da giocare (0: fino all'ultima carta Epoca)
table-choice-easy = facile
table-choice-normal = normale
table-choice-hard = difficile
table-yes = sì
table-no = no
table-begins-coin = Come si comincia: occupati i posti, il GM rivela la prima carta con /card reveal (la partita comincia così).
table-begins-turns = Come si comincia: quando tutti si sono seduti, il GM fa iniziare la partita con /game begin (o /phase next), che apre il primo passaggio della partita.
table-begins-default = Come si comincia: quando tutti si sono seduti, il GM fa iniziare la partita con /game begin.
event-TableLanguageSet = { $user } ha impostato la lingua del tavolo: { $language }.
table-bot = (Bot)
# play-test 20: a seat an elimination end has put out of the game
table-out = fuori gioco
table-seat_sep = ;{" "}
table-waiting_for = In attesa: { $waits }.
table-decision_times = Tempo medio per mossa: { $times }.
table-duration-d = { $d ->
        [one] 1 giorno
       *[other] { $d } giorni
    }
table-duration-dh = { $d ->
        [one] 1 giorno
       *[other] { $d } giorni
    } e { $h ->
        [one] 1 ora
       *[other] { $h } ore
    }
table-duration-h = { $h ->
        [one] 1 ora
       *[other] { $h } ore
    }
table-duration-hm = { $h ->
        [one] 1 ora
       *[other] { $h } ore
    } e { $m ->
        [one] 1 minuto
       *[other] { $m } minuti
    }
table-duration-m = { $m ->
        [0] meno di un minuto
        [one] 1 minuto
       *[other] { $m } minuti
    }
table-import_ask = Questo canale ha già una partita a { $game } (v{ $version }). L'importazione la sostituisce per sempre: ripeti /game import confirm:sì con il file.
table-import_other_version = Questa esportazione è stata giocata con un'altra definizione di { $game }: la partita prosegue con quella attuale di questo server.
table-dashboard_moved = 📌 Il cruscotto si è spostato più in basso: { $url }
table-decision_time = { $who } { $time } ({ $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    })
table-server_language = Lingua dei nuovi tavoli di questo server: { $language }. I tavoli già aperti mantengono la loro.
table-error-server_language = Solo chi ha il permesso Gestisci server può scegliere la lingua dei nuovi tavoli di questo server.
# play-test 16: the GM's line in their own language says what the post asks
# play-test 16, finding 14: what a game begun from an ended one carries over
table-campaign_carried_file = Ripreso dalla partita del file { $file }: { $carried }.
table-campaign_carried = Ripreso dalla partita di { $channel }: { $carried }.
table-campaign_seats = Ogni posto comincia da dove il posto con lo stesso nome ha finito quella partita; un posto che lì nessuno aveva comincia dai valori iniziali.
# play-test 16, finding 30: the GM's own line when the step waits for the seats to be named
table-your_names = { $who }: indica chi partecipa a questo passaggio (/turn only seats:).
