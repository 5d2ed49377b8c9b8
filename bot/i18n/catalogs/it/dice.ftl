# Dadi: /roll, /dice inline, herald roll. Italiano.
dice-header = 🎲 { $user } tira
dice-header_reason = 🎲 { $user } tira per { $reason }
dice-private_note = 🔒 Tiro privato: lo vedete solo tu e il GM.
dice-private_header = 🔒 Tiro privato di { $user }
dice-shortened = (dettaglio abbreviato)
dice-crit = 20 naturale!
dice-fail = 1 naturale
dice-total = Totale: { $total }
dice-sum_of_rolls = Somma di tutti i tiri: { $total }

dice-named-header = 🎲 { $user } tira { $count } × { $die }
dice-named-rolled = Risultati: { $faces }
dice-named-tally = Conteggio: { $tally }

dice-game-params = Opzioni: { $params }
dice-game-result_sum = { $breakdown } → **{ $result }**
dice-game-result_sub = { $breakdown } − { $subtract } ({ $what }) → **{ $result }**
dice-game-floor = (mai sotto { $floor })
dice-game-result_count = { $dice }: { $hits ->
        [one] **1** successo
       *[other] **{ $hits }** successi
    } su { $n } (riesce con { $target } o più)
dice-game-result_target = { $dice }: { $value } → **{ $outcome }** (riesce con { $target } o più)
dice-game-success = successo
dice-game-failure = fallimento
dice-game-each = #{ $n }: { $text }
dice-game-sources = Secondo { $sources }
dice-game-disagree = ⚠️ Qui i riassunti non concordano: si mostra il tiro di ciascuna fonte.
dice-game-rule = 📖 { $source }: { $section }
dice-game-label-raiders = Predoni che rientrano
dice-game-label-regions = regioni
dice-game-label-renown = Fama pagata
dice-game-label-forts = forti
dice-game-label-spaces = spazi
dice-game-what-forts = forti

dice-inline-enabled = I tiri in linea come [[2d6]] ora sono attivi su questo server. Herald deve avere anche l'intent del contenuto dei messaggi (HERALD_MESSAGE_CONTENT=1 e l'interruttore nel Developer Portal).
dice-inline-disabled = I tiri in linea come [[2d6]] sono ora disattivati su questo server.
dice-inline-header = 🎲 { $user }
dice-inline-no_guild = I tiri in linea si impostano solo su un server.

dice-choice-die = { $name } ({ $faces ->
        [one] 1 faccia
       *[other] { $faces } facce
    })
dice-choice-roll = { $name }

dice-error-empty = Non c'è niente da tirare. Prova `1d20+5`, `4d6kh3` o `2d6; 1d20`.
dice-error-nothing = Indica un'espressione (/roll expr:), un dado con nome (/roll dice:) o un tiro di gioco (/roll game:).
dice-error-too_long = Il tiro è troppo lungo: { $length ->
        [one] 1 carattere
       *[other] { $length } caratteri
    } (al massimo { $limit }).
dice-error-too_many_parts = Al massimo { $limit ->
        [one] 1 tiro
       *[other] { $limit } tiri
    } per comando, separati da `;` (ne hai indicati { $count }).
dice-error-repeat = Un tiro si può ripetere da 1 a { $limit ->
        [one] 1 volta
       *[other] { $limit } volte
    } (`6#1d6`).
dice-error-too_many_results = Al massimo { $limit ->
        [one] 1 risultato
       *[other] { $limit } risultati
    } per comando (ne hai chiesti { $count }).
dice-error-too_deep = Troppe parentesi annidate: al massimo { $limit ->
        [one] 1 livello
       *[other] { $limit } livelli
    }.
dice-error-too_many_terms = Troppi termini e segni in un tiro: al massimo { $limit } (trovati { $count }).
dice-error-negative = Un dado non può avere un numero negativo di facce (`{ $expr }`).
dice-error-zero_sides = Un dado deve avere almeno una faccia (`{ $expr }`).
dice-error-too_many_sides = I dadi possono avere al massimo { $limit ->
        [one] 1 faccia
       *[other] { $limit } facce
    } (ne hai chieste { $sides }).
dice-error-too_many_dice = Al massimo { $limit ->
        [one] 1 dado
       *[other] { $limit } dadi
    } per comando (ne hai chiesti { $count }).
dice-error-number_too_large = I numeri in un tiro possono arrivare al massimo a { $limit }.
dice-error-syntax = Non riesco a leggere `{ $expr }`: { LEN($got) ->
        [0] finisce alla colonna { $col }, dove mancava ancora qualcosa.
       *[other] `{ $got }` inatteso alla colonna { $col }.
    }
dice-error-syntax_short = Non riesco a leggere `{ $expr }` come notazione dei dadi.
dice-error-too_many_rolls = Questo tiro richiede più di { $limit ->
        [one] 1 dado
       *[other] { $limit } dadi
    } (contano anche ritiri ed esplosioni): è stato interrotto.
dice-error-divide_by_zero = Divisione per zero in `{ $expr }`.
dice-error-bad_selector = Quel selettore non si può usare qui (`{ $expr }`): `mi` e `ma` vogliono un numero semplice.
dice-error-invalid = Questo tiro non si può fare: `{ $expr }`.
dice-error-result_too_large = Il risultato è troppo grande da mostrare (oltre { $limit }).
dice-error-unknown_die = Non esiste un dado chiamato «{ $name }».
dice-error-unknown_roll = Non esiste un tiro di gioco chiamato «{ $name }». { $count ->
        [0] Questo bot non ha tiri di gioco.
       *[other] I tiri di gioco sono { LIST($rolls) }.
    } I dadi di un gioco definito si tirano solo nei suoi passaggi `roll`; un server dà un nome a un tiro suo con `/dice alias` (e poi lo tira con `/roll expr:` e quel nome).
dice-error-count = Di questo dado puoi tirarne da 1 a { $limit }.
dice-error-param_missing = Questo tiro richiede /roll { $param }:.
dice-error-param_int = /roll { $param }: serve un numero intero da { $min } a { $max }.
dice-error-param_choice = /roll { $param }: accetta solo { OR($choices) }.
dice-error-no_case = I riassunti non prevedono il tiro «{ $roll }» per { $params }.
dice-error-mixed = Indica un'espressione, un dado con nome o un tiro di gioco, non più di uno.
dice-error-inline_permission = Solo chi ha il permesso Gestisci server può cambiare i tiri in linea.

event-DiceRolled = { $user } ha tirato { $expr }: { $result } { $why }

cmd-roll-name = tira
cmd-roll-description = Tira i dadi: notazione come 1d20+5, un dado con nome o un tiro di gioco
cmd-roll-expr-name = espressione
cmd-roll-expr-description = Notazione dei dadi, es. 1d20+5, 4d6kh3, 2d6; 1d20 o 6#1d6
cmd-roll-reason-name = motivo
cmd-roll-reason-description = A cosa serve il tiro (mostrato e registrato)
cmd-roll-private-name = privato
cmd-roll-private-description = Il risultato lo vedete solo tu e il GM
cmd-roll-dice-name = dado
cmd-roll-dice-description = Un dado con nome e facce proprie, es. ribellione
cmd-roll-count-name = numero
cmd-roll-count-description = Quanti dadi con nome, oppure Predoni/regioni/spazi per un tiro di gioco
cmd-roll-game-name = gioco
cmd-roll-game-description = Un tiro di gioco (scegli dall'elenco)
cmd-roll-faction-name = fazione
cmd-roll-faction-description = Fazione per un tiro di gioco (Sassoni o Scoti)
cmd-roll-renown-name = fama
cmd-roll-renown-description = Fama pagata per una razzia
cmd-roll-forts-name = forti
cmd-roll-forts-description = Forti adiacenti a un mare pattugliato (sottratti ai Predoni)
cmd-roll-unit-name = unità
cmd-roll-unit-description = Chi evade o tende l'imboscata (Predoni o truppe)
cmd-roll-terrain-name = terreno
cmd-roll-terrain-description = Terreno dello spazio di battaglia (di casa, accidentato, aperto)
cmd-dice-name = dadi
cmd-dice-description = Impostazioni dei dadi di questo server
cmd-dice-inline-name = inline
cmd-dice-inline-description = Attiva o disattiva i tiri [[2d6]] nei messaggi normali (Gestisci server)
cmd-dice-inline-enabled-name = attivo
cmd-dice-inline-enabled-description = Attivo o no

# notation layer (issue 11)
dice-error-not_understood = Non capisco `{ $part }` in `{ $expr }`. La tabella della notazione è nel README; un commento va dopo uno spazio (`1d20+5 attacco`).
dice-error-too_many_explosions = Quel tiro continua a esplodere: più di { $limit ->
        [one] 1 dado extra
       *[other] { $limit } dadi extra
    } da un solo termine. Interrotto.
dice-error-adv_needs_d20 = Vantaggio e svantaggio valgono per un solo d20 all'inizio del tiro (`1d20+5 vantaggio`), non per `{ $expr }`.
dice-error-adv_both = `{ $expr }` chiede vantaggio e svantaggio insieme: scegline uno.
dice-read-prefix = ↳ letto come: { $notes }
dice-read-adv = vantaggio ({ $term })
dice-read-dis = svantaggio ({ $term })
dice-read-explode = un dado che mostra { $cond } esplode (si ritira e si somma, ripetutamente)
dice-read-explode_once = un dado che mostra { $cond } esplode una volta
dice-read-compound = esplosione composta: un dado che mostra { $cond } si ritira sommandosi allo stesso dado
dice-read-penetrate = esplosione penetrante: un dado che mostra { $cond } si ritira, ogni tiro extra −1
dice-read-success = conta i dadi { $cond } (successi)
dice-read-failure = ogni dado { $cond } toglie un successo
dice-read-group_success = il gruppo riesce (1) con { $cond }, altrimenti 0
dice-read-fate = { $term }: dadi Fate (−1, 0, +1 ciascuno)
dice-read-percent = { $term }: da 1 a 100
dice-read-keep_high = { $n ->
        [one] tiene il più alto
       *[other] tiene i { $n } più alti
    }
dice-read-keep_low = { $n ->
        [one] tiene il più basso
       *[other] tiene i { $n } più bassi
    }
dice-read-drop_low = { $n ->
        [one] scarta il più basso
       *[other] scarta i { $n } più bassi
    }
dice-read-drop_high = { $n ->
        [one] scarta il più alto
       *[other] scarta i { $n } più alti
    }
dice-read-keep_equal = `k{ $n }` tiene i dadi che mostrano { $n } (Avrae); { $n ->
        [one] per il più alto scrivi
       *[other] per i { $n } più alti scrivi
    } `kh{ $n }`
dice-read-drop_equal = `p{ $n }` scarta i dadi che mostrano { $n } (Avrae)
dice-read-reroll = ritira i dadi { $cond } finché non lo sono più
dice-read-reroll_once = ritira una volta i dadi { $cond }
dice-alias-set = L'alias `{ $name }` ora tira `{ $expr }` su questo server (`/roll expr:{ $name }`).
dice-alias-removed = Alias `{ $name }` rimosso.
dice-alias-none = Questo server non ha ancora alias di dadi. Chi gestisce il server ne aggiunge uno con `/dice alias name:attacco expr:1d20+5`.
dice-alias-list = { $count ->
        [one] Alias di dadi su questo server (1):
       *[other] Alias di dadi su questo server ({ $count }):
    }
dice-alias-error-name = Il nome di un alias è una parola di lettere, cifre, `-` o `_`, che inizia con una lettera, al massimo { $limit ->
        [one] 1 carattere
       *[other] { $limit } caratteri
    }, e non è notazione di dadi (`{ $name }`).
dice-alias-error-too_many = Questo server ha già { $limit } alias: prima rimuovine uno (`/dice alias name:<nome>` senza espressione).
dice-alias-error-expr_too_long = L'espressione di un alias può avere al massimo { $limit ->
        [one] 1 carattere
       *[other] { $limit } caratteri
    } (questa ne ha { $length }).
dice-alias-error-one_roll = Un alias sta per un solo tiro: niente `;`.
dice-alias-error-unknown = Su questo server non c'è un alias chiamato `{ $name }`.
dice-alias-error-no_guild = Gli alias dei dadi appartengono a un server: usa il comando in un server.
dice-alias-error-permission = Solo chi ha Gestisci server può cambiare gli alias dei dadi.
cmd-dice-alias-name = alias
cmd-dice-alias-description = Dai un nome a un tiro per questo server (senza espressione: lo rimuove)
cmd-dice-alias-name-name = nome
cmd-dice-alias-name-description = Una parola, es. attacco
cmd-dice-alias-expr-name = espressione
cmd-dice-alias-expr-description = Cosa tira, es. 1d20+5 (vuoto: rimuove l'alias)
cmd-dice-aliases-name = elenco-alias
cmd-dice-aliases-description = Elenca gli alias di dadi di questo server
dice-read-joined = `{ $typed }` come `{ $read }` (un dado scritto con spazi è un solo termine; tiri separati: `2#1d6`)
dice-error-no_dice = `{ $expr }` non tira nessun dado, quindi non lo mostro come un tiro. Scrivi i dadi come numero `d` facce: `1d20+5`, `2d6`, `5d6`.
dice-error-glued_number = `{ $part }` in `{ $expr }` contiene un numero che non tirerei. Per più tiri scrivi `2#2d6`; un commento con numeri va dopo uno spazio (`2d6 2回目`).

# Controllo del flood (bot/service/flood.py)
flood-private_roll = 🔇 Visibile solo a te: molte risposte in questo canale in questo minuto. Le risposte pubbliche riprendono tra { $seconds } s; il tiro resta comunque nel registro della partita del canale.
flood-private_rule = 🔇 Visibile solo a te: molte risposte in questo canale in questo minuto. Le risposte pubbliche riprendono tra { $seconds } s.
flood-refused = Troppi comandi in questo minuto: aspetta { $seconds } s. (Un gestore del server fissa i limiti con `/dice flood`.)
flood-inline = { $user }: troppi tiri in questo canale in questo minuto. Aspetta { $seconds } s, oppure usa `/roll` (la risposta arriva a te in privato).
flood-settings = Controllo del flood su questo server, al minuto in ogni canale: { $per_user ->
    [0] nessun limite per membro
   *[other] { $per_user } risposte pubbliche per membro
  }, { $per_channel ->
    [0] nessun limite per canale
   *[other] { $per_channel } risposte pubbliche per canale
  } (`/roll`, `/rule`, tiri in linea). Oltre, le risposte sono private{ $per_user ->
    [0] .
   *[other] ; oltre { $hard } risposte si chiede al membro di aspettare.
  } Le mosse di gioco non hanno mai limiti. Per cambiarli: `/dice flood user: channel:` (0: nessun limite; Gestisci server).
flood-error-number = `{ $option }` vuole un numero intero da 0 (nessun limite) a { $max }.
flood-error-no_guild = Il controllo del flood si imposta su un server.
flood-error-permission = Solo chi ha Gestisci server cambia i limiti del flood.
cmd-dice-flood-name = flood
cmd-dice-flood-description = Mostra o cambia quante risposte pubbliche di /roll e /rule al minuto (Gestisci server)
cmd-dice-flood-user-name = membro
cmd-dice-flood-user-description = Risposte pubbliche per membro per canale al minuto (0: nessun limite)
cmd-dice-flood-channel-name = canale
cmd-dice-flood-channel-description = Risposte pubbliche per canale al minuto, tutti insieme (0: nessun limite)
