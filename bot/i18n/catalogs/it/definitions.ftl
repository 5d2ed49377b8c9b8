# A server's own game definitions (bot/service/definitions.py).
definitions-summary-seats = posti: { $seats } ({ $min ->
        [one] da 1
       *[other] da { $min }
    } a { $max ->
        [one] 1 giocatore
       *[other] { $max } giocatori
    })
definitions-summary-turns = { $phases ->
        [one] 1 fase
       *[other] { $phases } fasi
    }, { $steps ->
        [one] 1 passaggio
       *[other] { $steps } passaggi
    } ({ $structures }), round: { $rounds }
definitions-summary-coin = COIN: { $tracks ->
        [one] 1 tracciato
       *[other] { $tracks } tracciati
    }, { $phases ->
        [one] 1 fase d'Epoca
       *[other] { $phases } fasi d'Epoca
    }
definitions-summary-verbs = comandi: { $verbs }
definitions-summary-tables = tabelle: { LEN($tables) ->
        [0] nessuna
       *[other] { $tables }
    }
definitions-added = Aggiunto { $game } (`{ $slug }`) per questo server: per giocarci, /game start game:{ $slug }
definitions-replaced = Sostituito { $game } (`{ $slug }`) di questo server: le nuove partite iniziano con questa versione; nessuna partita in corso usava la precedente.
definitions-line = { $game } (`{ $slug }`, { $file }) di { $by }
definitions-quota = { $count ->
        [one] 1 definizione
       *[other] { $count } definizioni
    } su { $max }, { $kb } KB su { $max_kb }.
definitions-none = Questo server non ha definizioni di gioco proprie (/game define file:).
definitions-removed = Rimossa la definizione `{ $slug }` di questo server: non si possono creare nuove partite, quelle già iniziate continuano.
definitions-error-guild_only = Le definizioni di gioco appartengono a un server: usa il comando in un server.
definitions-error-denied = Solo chi ha il permesso Gestisci server, o il ruolo indicato con /rules role, può gestire le definizioni di gioco di questo server.
definitions-error-too_big = Una definizione può pesare al massimo { $kb } KB.
definitions-error-encoding = Una definizione è un file di testo TOML in UTF-8.
definitions-error-refused =
    La definizione è stata rifiutata:
    { $problems }
definitions-error-shipped = `{ $slug }` è un gioco fornito con Herald: dai alla tua definizione un altro identificativo.
definitions-error-quota = Questo server ha raggiunto il limite ({ $count ->
        [one] 1 definizione
       *[other] { $count } definizioni
    }, { $kb } KB): prima rimuovine una (/game definitions remove).
definitions-error-unknown = Questo server non ha la definizione `{ $slug }`. Le sue definizioni: { $slugs }.
cmd-game-define-name = definisci
cmd-game-define-description = Aggiungi una definizione di gioco (TOML) solo per questo server
cmd-game-define-file-name = file
cmd-game-define-file-description = Il file di definizione (.toml; vedi docs/game-definitions.md)
cmd-game-definitions-name = definizioni
cmd-game-definitions-description = Le definizioni di gioco di questo server
cmd-game-definitions-list-name = elenco
cmd-game-definitions-list-description = Elenca le definizioni di gioco del server e il limite
cmd-game-definitions-remove-name = rimuovi
cmd-game-definitions-remove-description = Rimuovi una definizione di gioco del server
cmd-game-definitions-remove-game-name = gioco
cmd-game-definitions-remove-game-description = L'identificativo della definizione
definitions-summary-turns_named = { $phases ->
        [one] 1 fase
       *[other] { $phases } fasi
    }, { $steps ->
        [one] 1 passaggio
       *[other] { $steps } passaggi
    }, round: { $rounds }
definitions-rounds_open = senza limite
definitions-summary-rounds_for = { $rounds } con { $players ->
        [one] 1 giocatore
       *[other] { $players } giocatori
    }
# defs4 (merged from main)
definitions-replaced_kept = { $game } (`{ $slug }`) è stato sostituito su questo server: le nuove partite useranno questa versione. { $count ->
        [0] Non ci sono partite in corso.
        [one] La partita in corso continua fino alla fine con la versione con cui è iniziata.
       *[other] Le partite in corso ({ $count }) continuano fino alla fine con la versione con cui sono iniziate.
    }
definitions-warnings =
    Possibili sviste (la definizione è comunque salvata):
    { $warnings }
# a definition's likely slip (herald game check's warnings)
definitions-warning-no_language = manca il nome in { $missing } (il file dà i nomi in { $languages }: chi legge in quella lingua vede quello inglese)
definitions-warning-open_band = l'ultima fascia accetta qualsiasi numero da { $low } in su (indica `max` per rifiutare i numeri più alti)
definitions-warning-unnamed = { $id } non ha un nome: i giocatori vedono l'id così com'è scritto
# perché una definizione è rifiutata (il percorso della chiave è detto prima, com'è scritto)
definitions-problem-unknown_key = chiave sconosciuta
definitions-problem-unknown_key_near = chiave sconosciuta (forse intendevi '{ $near }'?)
definitions-problem-not_one = '{ $got }' non è { $what ->
        [counter] un contatore
        [table] una tabella
        [seat] un posto
        [place] un luogo
        [track] un tracciato
        [list_table] una tabella a classifica
        [phase] una fase
        [item] un elemento
        [counter_each_seat_holds] un contatore di ciascun posto
        [shared_counter] un contatore comune
       *[other] { $words }
    }; { $what ->
        [counter] contatori
        [table] tabelle
        [seat] posti
        [place] luoghi
        [track] tracciati
        [list_table] tabelle a classifica
        [phase] fasi
        [item] elementi
        [counter_each_seat_holds] contatori di ciascun posto
        [shared_counter] contatori comuni
       *[other] { $words }
    }: { $known }
definitions-problem-not_one_near = '{ $got }' non è { $what ->
        [counter] un contatore
        [table] una tabella
        [seat] un posto
        [place] un luogo
        [track] un tracciato
        [list_table] una tabella a classifica
        [phase] una fase
        [item] un elemento
        [counter_each_seat_holds] un contatore di ciascun posto
        [shared_counter] un contatore comune
       *[other] { $words }
    } (forse intendevi '{ $near }'?); { $what ->
        [counter] contatori
        [table] tabelle
        [seat] posti
        [place] luoghi
        [track] tracciati
        [list_table] tabelle a classifica
        [phase] fasi
        [item] elementi
        [counter_each_seat_holds] contatori di ciascun posto
        [shared_counter] contatori comuni
       *[other] { $words }
    }: { $known }
definitions-problem-role_is_draft = '{ $got }' è il draft stesso: un ruolo nomina una fase o un passaggio che il draft attiva
definitions-problem-role_before_draft = '{ $got }' viene prima del draft nel round, quindi non si gioca mai (non è ancora stato scelto nulla, e le scelte finiscono con il round): scrivilo dopo il draft
definitions-problem-role_rounds_from_final = '{ $got }' si gioca nei round: un draft delle fasi finali abilita fasi finali
definitions-problem-role_final_from_rounds = '{ $got }' è una fase finale: un draft dei round abilita fasi dei round (le scelte finiscono con il round); dai alle fasi finali un draft loro
definitions-problem-bonus_without_roles = un bonus è dei ruoli: nominali in `roles`
definitions-problem-order_without_roles = un ordine dei ruoli è dei ruoli: nominali in `roles`
definitions-problem-language = '{ $got }' non è un codice di lingua; usa codici come 'en', 'ja' o 'it'
definitions-problem-language_near = '{ $got }' non è un codice di lingua (forse intendevi '{ $near }'?); usa codici come 'en', 'ja' o 'it'
definitions-problem-missing = chiave obbligatoria mancante
definitions-problem-literal = deve essere uno di questi: { $allowed }; non { $got }
definitions-problem-one_of = deve essere uno di questi: { $allowed }; non { $got }
definitions-problem-one_of_near = deve essere uno di questi: { $allowed }; non { $got } (forse intendevi '{ $near }'?)
definitions-warning-clash = «{ $name }» è già il nome di { $game } (`{ $slug }`): /game start game:{ $name } crea una partita di quel gioco, non di questo; dai a questo un altro nome o alias
definitions-note-gender = { $entry }: { $written } non ha genere: letto come { $gender ->
        [f] femminile
       *[m] maschile
    } { $number ->
        [pl] plurale
       *[sg] singolare
    } ({ $definite }); scrivi { $fix }
definitions-note-gender_or = , oppure, se è un femminile plurale ({ $definite }), { $fix }
definitions-note-counted = { $entry }: { $written } si conta (1 ..., 2 ...): dai il suo singolare, { $fix }, oppure { $same } se non cambia
definitions-notes =
    Note sui nomi (la definizione è salvata comunque):
    { $notes }
definitions-clashes =
    Nomi che qui creano già un altro gioco (la definizione è salvata comunque):
    { $clashes }
# herald game check: a definition's summary folder that holds no summary
definitions-check-no_summary = `summary`: nessun riassunto delle regole in `summaries/{ $folder }/` (cercato in { $looked } e nella conoscenza inclusa in Herald): i prompt non citano testo delle regole finché quella cartella non ne contiene uno, o finché un server non ne aggiunge uno con /rules add game:{ $slug }
