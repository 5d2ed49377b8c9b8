# A server's own game definitions (bot/service/definitions.py).
definitions-summary-seats = posti { $seats } (da { $min } a { $max } giocatori)
definitions-summary-turns = { $phases } fasi, { $steps } passi ({ $structures }), round: { $rounds }
definitions-summary-coin = COIN: { $tracks } tracciati, { $phases } fasi d'Epoca
definitions-summary-verbs = comandi: { $verbs }
definitions-summary-tables = tabelle: { $tables }
definitions-added = Aggiunto { $game } (`{ $slug }`) per questo server: avvialo con /game start game:{ $slug }
definitions-replaced = Sostituito { $game } (`{ $slug }`) di questo server; le partite già iniziate continuano con esso.
definitions-line = { $game } (`{ $slug }`, { $file }) di { $by }
definitions-quota = { $count } di { $max } definizioni, { $kb } di { $max_kb } KB.
definitions-none = Questo server non ha definizioni di gioco proprie (/game define file:).
definitions-removed = Rimossa la definizione `{ $slug }` di questo server: non si possono avviare nuove partite, quelle già iniziate continuano.
definitions-error-guild_only = Le definizioni di gioco appartengono a un server: usalo in un server.
definitions-error-denied = Solo chi ha Gestire il server, o il ruolo indicato con /rules role, può gestire le definizioni di gioco di questo server.
definitions-error-too_big = Una definizione è al massimo di { $kb } KB.
definitions-error-encoding = Una definizione è un file di testo TOML in UTF-8.
definitions-error-refused =
    La definizione è stata rifiutata:
    { $problems }
definitions-error-shipped = `{ $slug }` è un gioco fornito con Herald: dai alla tua definizione un altro slug.
definitions-error-quota = Questo server ha raggiunto il limite ({ $count } definizioni, { $kb } KB): rimuovine una prima (/game definitions remove).
definitions-error-unknown = Questo server non ha la definizione `{ $slug }`. Le sue definizioni: { $slugs }.
cmd-game-define-name = definisci
cmd-game-define-description = Aggiungere una definizione di gioco (TOML) solo per questo server
cmd-game-define-file-name = file
cmd-game-define-file-description = Il file di definizione (.toml; vedi docs/game-definitions.md)
cmd-game-definitions-name = definizioni
cmd-game-definitions-description = Le definizioni di gioco di questo server
cmd-game-definitions-list-name = elenco
cmd-game-definitions-list-description = Elencare le definizioni di gioco del server e il limite
cmd-game-definitions-remove-name = rimuovi
cmd-game-definitions-remove-description = Rimuovere una definizione di gioco del server
cmd-game-definitions-remove-game-name = gioco
cmd-game-definitions-remove-game-description = Lo slug della definizione
definitions-summary-turns_named = { $phases } fasi, { $steps } passi, round: { $rounds }
