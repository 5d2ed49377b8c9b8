# Consultazione regole: /rule, /rules add, /rules reload, herald rules search. Italiano.
rules-bad-empty = Scrivi cosa cerchi, ad esempio /rule query:muro di scudi.
rules-bad-too_long = La ricerca è troppo lunga ({ $length ->
        [one] 1 carattere
       *[other] { $length } caratteri
    }): resta sotto i { $max }.
rules-bad-no_letters = La ricerca non contiene lettere né numeri.
rules-none = Nessuna sezione delle regole corrisponde a «{ $query }».
rules-suggest = Forse cercavi: { $terms }?
rules-matched = trovato per: { $why }
rules-source = Fonte
rules-empty_section = (Questo titolo non ha testo proprio: le regole sono nelle sottosezioni.)
rules-page-prev = ◀ Indietro
rules-page-next = Avanti ▶
rules-page-of = pagina { $page }/{ $pages }
rules-other_summary = Altro riassunto
rules-diff-title = Differenze
rules-diff-same = Qui i due riassunti dicono la stessa cosa.
rules-diff-note = Questa sezione compare in due riassunti scritti da giocatori; dove differiscono, controlla il regolamento.
rules-menu-prompt = Più sezioni corrispondono ({ $count }). Scegline una:
rules-menu-placeholder = Scegli una sezione delle regole
rules-menu-elsewhere = Niente in { $game } corrisponde a «{ $query }». Sezioni di altri giochi ({ $count }):
rules-menu-elsewhere_meaning = Niente in { $game } dice le parole di «{ $query }». Sezioni di altri giochi, con le sezioni di { $game } più vicine alla domanda per significato dopo le loro migliori ({ $count } in tutto):
rules-menu-other_games = { $game }: il riassunto non risponde chiaramente a questa domanda. Sezioni di altri giochi ({ $count }):
rules-section_gone = Questa sezione non è più nell'indice (è stato ricaricato). Cerca di nuovo.
rules-add-denied = Solo chi ha il permesso Gestisci server, o il ruolo scelto da questo server con /rules role, può aggiungere o rimuovere riassunti delle regole.
rules-add-no_file = Allega un file .md o .txt con il riassunto.
rules-add-bad_type = «{ $name }» non è un file .md o .txt.
rules-add-too_big = Il file è troppo grande (massimo { $max } KB).
rules-add-not_utf8 = Il file non è testo UTF-8.
rules-add-need_game = Il file non ha un'intestazione che indichi il gioco: indicalo con /rules add game:.
rules-add-names_unknown = Questo file chiama il suo gioco { $names }, ma non è un gioco che questo server conosce: i `names` di un file (o il suo titolo) scelgono soltanto un gioco che qui ha già una definizione o un riassunto. { $slug ->
        [none] Indica il gioco con /rules add game:.
       *[other] Indica il gioco con /rules add game: (un gioco nuovo: /rules add game:{ $slug }).
    }
rules-add-bad_game = «{ $game }» non è un identificativo di gioco valido (lettere minuscole, cifre e trattini).
rules-add-bad_front_matter = L'intestazione tra le righe +++ non è TOML valido: { $error }
rules-add-empty = Il file non contiene testo di regole.
rules-add-done = Aggiunto «{ $name }» alle regole di { $game }: { $sections ->
        [one] 1 sezione, già consultabile
       *[other] { $sections } sezioni, già consultabili
    }.
rules-reload-done = Regole ricaricate: { $sections ->
        [one] 1 sezione
       *[other] { $sections } sezioni
    }, { $terms ->
        [one] 1 termine
       *[other] { $terms } termini
    } del glossario, { $games ->
        [one] 1 gioco
       *[other] { $games } giochi
    }.
rules-reload-problems = { $count ->
        [one] 1 file non leggibile
       *[other] { $count } file non leggibili
    }: vedi il log di Herald.
rules-glossary-bad = Un file del glossario non è TOML valido: { $error }
rules-cli-differences = { $count ->
        [one] 1 differenza che cambia una regola
       *[other] { $count } differenze che cambiano una regola
    }
rules-cli-none = nessun risultato
rules-source-player_summary = riassunto di un giocatore
rules-source-by = { $title } — di { $author }
rules-diff-changed = { $here }: { $a } ⇄ { $there }: { $b }
rules-diff-only_line = solo { $source }: { $line }
rules-add-guild_only = I riassunti delle regole appartengono a un server: usa questo comando in un server.
rules-add-quota_count = Questo server ha già { $max ->
        [one] 1 riassunto
       *[other] { $max } riassunti
    } delle regole, il suo limite. Prima rimuovine uno con /rules remove.
rules-add-quota_bytes = Questo file ({ $size } KB) porterebbe il server oltre i suoi { $max } KB di riassunti ({ $used } KB usati). Prima rimuovine uno con /rules remove.
rules-add-replaced = Sostituito «{ $name }» di questo server nelle regole di { $game }: { $sections ->
        [one] 1 sezione, già consultabile
       *[other] { $sections } sezioni, già consultabili
    }.
rules-quota = Questo server: { $count }/{ $max_count } riassunti, { $used }/{ $max_kb } KB.
rules-remove-no_name = Indica il file da rimuovere (vedi /rules list).
rules-remove-unknown = Questo server non ha un riassunto delle regole chiamato «{ $name }» (vedi /rules list).
rules-remove-done = Rimosso «{ $name }» ({ $game }) dalle regole di questo server.
rules-remove-channels_left = Le ricerche in { $channels } rispondono ancora da { $game }, che ora nessun riassunto qui copre: scegli lì un altro gioco con /rules channel, oppure aggiungine un riassunto con /rules add.
rules-remove-ambiguous = Questo server ha più riassunti chiamati «{ $name }»: { $files }. Indica quale: `/rules remove file:<gioco>/<nome>`, oppure indica il gioco con `/rules remove game:`.
rules-list-title = Riassunti delle regole aggiunti in questo server (i giochi inclusi sono sempre disponibili):
rules-list-empty = Questo server non ha ancora aggiunto riassunti delle regole (i giochi inclusi sono sempre disponibili).
rules-list-line = • { $name } — { $game }, { $size } KB, aggiunto da { $who } il { $date }
rules-list-managers = Chi può aggiungere o rimuovere: i membri con Gestisci server.
rules-list-managers_role = Chi può aggiungere o rimuovere: i membri con Gestisci server o con il ruolo { $role }.
rules-role-denied = Solo chi ha il permesso Gestisci server può scegliere il ruolo che gestisce i riassunti.
rules-role-cleared = Nessun ruolo gestisce più i riassunti: solo i membri con Gestisci server.
rules-role-set = I membri con { $role } ora possono aggiungere e rimuovere i riassunti delle regole di questo server.
rules-role-bad = Questo non è un ruolo.

cmd-rule-name = regola
cmd-rule-description = Cerca una regola nei riassunti dei giochi (inglese, giapponese, romaji o italiano)
cmd-rule-query-name = ricerca
cmd-rule-query-description = Cosa cerchi: un termine, una domanda, "parole esatte"
cmd-rule-game-name = gioco
cmd-rule-game-description = Solo questo gioco (predefinito: tutti i giochi, prima quello del canale)
cmd-rules-name = regole
cmd-rules-description = Gestisci i riassunti delle regole
cmd-rules-add-name = aggiungi
cmd-rules-add-description = Aggiungi un riassunto delle regole (.md o .txt) consultabile in questo server
cmd-rules-add-file-name = file
cmd-rules-add-file-description = Il riassunto: Markdown o testo, UTF-8, intestazione +++ facoltativa
cmd-rules-add-game-name = gioco
cmd-rules-add-game-description = Il gioco a cui appartiene (necessario senza intestazione)
cmd-rules-reload-name = ricarica
cmd-rules-reload-description = Ricarica i riassunti inclusi e quelli di questo server
cmd-rules-list-name = elenco
cmd-rules-list-description = Elenca i riassunti delle regole aggiunti in questo server e lo spazio usato
cmd-rules-remove-name = rimuovi
cmd-rules-remove-description = Rimuovi un riassunto delle regole aggiunto in questo server
cmd-rules-remove-file-name = file
cmd-rules-remove-file-description = Il nome del file, come lo mostra /rules list
cmd-rules-remove-game-name = gioco
cmd-rules-remove-game-description = Il suo gioco, se due giochi hanno un file con quel nome
cmd-rules-role-name = ruolo
cmd-rules-role-description = Scegli il ruolo che può aggiungere e rimuovere riassunti (nessuno: solo Gestisci server)
cmd-rules-role-role-name = ruolo
cmd-rules-role-role-description = Il ruolo (vuoto per toglierlo)

# menu che dicono quanto la ricerca corrisponde, apprendimento dalle scelte, /rules channel
rules-menu-weak = Niente corrisponde bene a «{ $query }». Le sezioni più vicine ({ $count }):
rules-menu-games = Corrispondono sezioni di più giochi ({ $count }: { $games }). Scegline una:
rules-menu-prompt_meaning = Più sezioni corrispondono ({ $count }); le altre sono vicine alla domanda solo nel significato ({ $total } in tutto). Scegline una:
rules-menu-games_meaning = Corrispondono sezioni di più giochi ({ $count }: { $games }); le altre sono vicine alla domanda solo nel significato ({ $total } in tutto). Scegline una:
rules-menu-missing_game = Su questo server nessun riassunto copre { $game }: queste sezioni sono di altri giochi. Chi gestisce le regole può aggiungerne uno con /rules add.
rules-game_without_summary = Su questo server nessun riassunto copre ancora { $game }. Chi gestisce le regole può aggiungerne uno con `/rules add file: game:{ $slug }`; nel frattempo `/rule` senza indicare il gioco cerca negli altri giochi.
rules-menu-unknown_words = Nessun riassunto qui nomina { $words }. Se viene da un gioco senza riassunto su questo server, chi gestisce le regole può aggiungerne uno con /rules add.
rules-menu-one = Solo una sezione si avvicina, ma Herald non è sicuro che risponda. Aprila per controllare:
rules-menu-one_unsaid = Solo una sezione si avvicina, ma Herald non vi ha trovato { $words }. Aprila per controllare:
rules-menu-one_meaning = Solo «{ $section }» si avvicina, ma Herald non è sicuro che risponda; le altre sezioni sono vicine alla domanda solo nel significato ({ $count } in tutto). Scegline una:
rules-menu-one_meaning_unsaid = Solo «{ $section }» si avvicina, ma Herald non vi ha trovato { $words }; le altre sezioni sono vicine alla domanda solo nel significato ({ $count } in tutto). Scegline una:
rules-not_this = Non è questa?
rules-not_this-nothing_else = Nient'altro in { $game } corrisponde a «{ $query }».
rules-not_this-other_game = Le ricerche in questo canale rispondono da { $game }: per cercare nel riassunto di un altro gioco, nominalo nella domanda («<gioco>: …») o chiedi con /rule game:.
rules-menu_gone = Quella domanda non è più in memoria (Herald è ripartito). Ripetila con /rule.
rules-picked_here = scelta su questo server in passato
rules-channel-set = Le ricerche in questo canale ora rispondono da { $game } (a meno che una domanda nomini un altro gioco).
rules-channel-cleared = Questo canale non ha più un gioco per le ricerche (un gioco moderato qui conta comunque).
cmd-rules-channel-name = canale
cmd-rules-channel-description = Scegli il gioco da cui rispondono le ricerche delle regole in questo canale (nessuno: toglilo)
cmd-rules-channel-game-name = gioco
cmd-rules-channel-game-description = Il gioco (vuoto per toglierlo)
rules-add-html = «{ $name }» sembra una pagina web (HTML): i suoi tag verrebbero mostrati come testo e i titoli `<h2>` non letti. Salva la pagina come Markdown o testo semplice, con i titoli come `## Punteggio`, e aggiungi quel file.
rules-add-no_headings = ⚠️ Questo file non ha titoli: è una sola sezione col nome del gioco e ogni domanda la riceve tutta. I titoli (`## Preparazione`, `## Punteggio`) fanno trovare a una domanda la sua parte: aggiungili e ricarica il file per sostituirlo.
rules-add-long_section = ⚠️ «{ $title }» è una sola sezione di { $pages } pagine: una risposta la mostra una pagina alla volta. Dei titoli al suo interno (`## Punteggio`) fanno trovare a una domanda la sua parte; ricarica il file per sostituirlo.
rules-add-section_gone = ⚠️ Il gioco cita il titolo «{ $section }» in «{ $step }», e questa versione non lo ha più: quei messaggi ora rimandano a `/rule`. Tieni quel titolo, o cambia la `section` della definizione.
rules-diff-same_numbers = I numeri coincidono (i riassunti sono in lingue diverse: si confrontano solo i numeri).
