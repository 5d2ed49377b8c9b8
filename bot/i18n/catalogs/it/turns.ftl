# Giochi a turni (bot/engine/games/turns.py). I nomi di fasi e passi vengono dalle
# definizioni dei giochi: {x} mostra solo la lingua di chi legge.
event-PhaseStarted = ▶ { $phase }
event-StepStarted = • { $step }
event-StepCompleted = ✔ «{ $step }»: fatto.
event-RoundStarted = 🔄 Inizia il round { $round }.
event-YearStarted = 🔄 Inizia l'anno { $round }.
event-TurnTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } eseguito un'azione.
event-ExtraTurn = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } giocato il turno e { NUM($seat) ->
        [pl] giocano
       *[sg] gioca
    } di nuovo (un turno in più).
turns-error-no_extra_turn = Un turno in più si gioca in un passaggio in cui i posti giocano uno dopo l'altro; «{ $step }» non lo è.
event-EventTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } preso l'Evento di { THIS($round_word) }.
event-AllEventsTaken = Tutti hanno preso un Evento: risolvete i simboli nella riga in fondo alle carte Evento non prese.
event-PlayerPassed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } { $pass_pp } ({ $rank }{ FORM($seat) ->
        [f] ª
        [f-pl] ª
       *[other] °
    } a { $pass_inf }) e { NUM($seat) ->
        [pl] guadagnano
       *[sg] guadagna
    } { $reward } { UNIT($unit, $reward) }.
event-PlayerPassedNoReward = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } { $pass_pp } ({ $rank }{ FORM($seat) ->
        [f] ª
        [f-pl] ª
       *[other] °
    } a { $pass_inf }), senza bonus.
event-LastTurnsBegan = Nessuno può più ottenere un bonus per aver { $pass_pp }: { THE($seats) } { NUM($seats) ->
        [pl] giocano un ultimo turno ciascuno
       *[sg] gioca un ultimo turno
    }. { CAP(THE($owe_event)) } { NUM($owe_event) ->
        [pl] devono
       *[sg] deve
    } ancora prendere un Evento.
event-LastTurnTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } giocato l'ultimo turno.
event-FirstPlayerTokenWon = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] prendono
       *[sg] prende
    } il token Primo Giocatore alla fine { DI($round_word) }.
event-PiecePlaced = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } piazzato { ONE($piece) } { IN($where) } ({ $left ->
        [0] non ci sono altri pezzi da piazzare
        [one] ne resta 1 da piazzare
       *[other] ne restano { $left } da piazzare
    }).
event-ChooserPlaceTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } piazzato { ONE($piece) } { IN($where) } ({ $left ->
        [0] non ci sono altri pezzi da piazzare
        [one] ne resta 1 da piazzare
       *[other] ne restano { $left } da piazzare
    }) e { NUM($seat) ->
        [pl] sceglieranno
       *[sg] sceglierà
    } il primo giocatore { DI(NEXT($round_word)) } (/turn startplayer).
event-PiecesSet = { CAP(THE($seat)) } ora { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } { $count ->
        [one] 1 pezzo
       *[other] { $count } pezzi
    } da piazzare a ogni { $round_word }.
event-StartPlayerChosen = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] faranno
       *[sg] farà
    } da primo giocatore { IN(NEXT($round_word)) }.
event-PlayerDone = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } finito.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Stanno
           *[sg] Sta
        } ancora giocando: { THE($waiting) }.
    }
event-AllDone = Tutti hanno finito.
event-VotedApprove = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } a favore della legge { $law }{ $markers ->
        [0] {""}
        [one] {" "}(+1 segnalino voto)
       *[other] {" "}(+{ $markers } segnalini voto)
    }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora votare: { THE($waiting) }.
    }
event-VotedReject = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } contro la legge { $law }{ $markers ->
        [0] {""}
        [one] {" "}(+1 segnalino voto)
       *[other] {" "}(+{ $markers } segnalini voto)
    }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora votare: { THE($waiting) }.
    }
event-LawApproved = ⚖ La legge { $law } è approvata: { $approve } a favore, { $reject } contro.
event-LawRejected = ⚖ La legge { $law } è respinta: { $approve } a favore, { $reject } contro.
event-VotesTallied = Il Parlamento è concluso. { LEN($approved) ->
        [0] Nessuna legge approvata
        [one] Approvata la legge { $approved }
       *[other] Approvate le leggi { $approved }
    }; { LEN($rejected) ->
        [0] nessuna respinta
        [one] respinta la legge { $rejected }
       *[other] respinte le leggi { $rejected }
    }. Le leggi entrano in vigore da sinistra a destra.
event-EraEventsLeft = Era { $era }: { $events_left ->
        [0] non restano carte Evento
        [one] resta 1 carta Evento
       *[other] restano { $events_left } carte Evento
    }.
event-ErasSet = La partita finisce con l'Era { $eras }.
event-EraEnded = L'era { $era } è finita.
event-FinalScoring = 🏁 Si passa alla fase finale.
event-GameFinished = { $said ->
        [end] Grazie per aver giocato!
       *[other] La partita è finita. Grazie per aver giocato!
    }
event-TableLookedUp = { $table }: { $value } → { $result }
turns-prompt-round = Round { $round } · { $phase } — { $step }
turns-prompt-year = Anno { $round } · { $phase } — { $step }
turns-prompt-finished = La partita è finita.
turns-option-action = Azione
turns-option-event = Evento
turns-option-pass = Passa
turns-option-done = Ho finito
turns-option-approve = A favore
turns-option-reject = Contro
turns-dash-round = Round { $round } di { $rounds }
turns-dash-round_open = Round { $round }
turns-dash-year = Anno { $round } di { $rounds }
turns-dash-year_open = Anno { $round }
turns-dash-phase = Fase
turns-dash-step = Passaggio
turns-dash-steps = Passaggi di questa fase
turns-dash-up = Di turno
turns-dash-nobody = nessuno: risolvete il passaggio, poi usate /phase next
turns-dash-everyone = tutti i giocatori: risolvete insieme il passaggio, poi usate /phase next
turns-dash-seats = Posti (in senso orario)
turns-dash-first_player = Token Primo Giocatore
turns-dash-start_player = Primo giocatore
turns-dash-next = { NEXT($round_word) }: { $seat }
turns-dash-pass_order = Hanno { $pass_pp }, in ordine
turns-dash-events_taken = Hanno preso l'Evento
turns-dash-last_turns = Ultimi turni
turns-dash-era = Era { $era } di { $eras }; carte Evento rimaste: { $left }
turns-dash-era_name = Era
turns-dash-unknown = non indicate (usa /era)
turns-dash-left = Da piazzare
turns-dash-placements = Piazzati in { THIS($round_word) }
turns-dash-done = Hanno finito
turns-dash-playing = Stanno ancora giocando
turns-dash-voted = Hanno votato
turns-dash-bots = Bot (giocati dal GM)
turns-dash-finished = La partita è finita.
turns-dash-rule = Regole
turns-dash-none = nessuno
turns-error-already_done = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già detto di aver finito.
turns-error-bad_ballot = Non c'è una votazione { $law }: scegli da 1 a { $count }.
turns-error-bad_count = «{ $count }» non è un numero valido.
turns-error-bad_markers = «{ $markers }» non è un numero valido di segnalini voto.
turns-error-bad_option = L'opzione «{ $option }» non può valere «{ $value }».
turns-error-option_range = «{ $option }» va da { $min } a { $max } (non { $value }).
turns-error-bad_place = «{ $where }» non è un luogo di questo gioco. Luoghi: { $places }.
turns-error-bad_table = Non c'è una tabella «{ $table }». { LEN($tables) ->
        [0] Questo gioco non ha tabelle.
       *[other] Tabelle: { $tables }.
    }
turns-error-ballot_order = Ora è in corso la votazione { $current }, non la { $law }.
turns-error-chooser_only = Il prossimo primo giocatore lo sceglie solo chi gioca { THE($seat) }, oppure il GM.
turns-error-era_needs_value = Indica le carte Evento rimaste in quest'Era (/era events_left:) o quante Ere si giocano (/era eras:).
turns-error-eras_below_current = La partita è già all'Era { $era }: non può finire con l'Era { $eras }.
turns-error-event_before_pass = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] devono
       *[sg] deve
    } prendere un Evento prima di { $pass_inf }.
turns-error-event_taken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già preso l'Evento di { THIS($round_word) }.
turns-error-fewer_than_placed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già piazzato { $placed ->
        [one] 1 pezzo
       *[other] { $placed } pezzi
    } in { THIS($round_word) }.
turns-error-finished = La partita è finita: non c'è più niente da giocare.
turns-error-last_turn_event = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] devono
       *[sg] deve
    } ancora prendere l'Evento: l'ultimo turno dev'essere l'Evento.
turns-error-no_eras = Questo gioco non ha Ere.
turns-error-no_pieces = In questo gioco non ci sono pezzi da piazzare.
turns-error-no_seat_to_act = Non hai un posto che possa agire adesso.
turns-error-no_seats = Non si è seduto nessuno.
turns-error-not_seated = Possono farlo solo i giocatori seduti o il GM.
turns-error-not_your_seat = Non sei tu a giocare { THE($seat) }.
turns-error-not_your_seat_gm = Non sei tu a giocare { THE($seat) }. Come GM, prendi il posto con /game seat seat:{ $seat } e gioca tu le sue mosse.
turns-error-not_your_seat_gm_skip = Non sei tu a giocare { THE($seat) }. Come GM, vai avanti senza questo posto con /turn skip seat:{ $seat }, oppure prendi il posto con /game seat seat:{ $seat } e gioca tu le sue mosse.
turns-error-step_in_progress = «{ $step }» è ancora in corso (mancano ancora: { THE($up) }): finisce da sé quando tutti hanno finito.
turns-error-step_in_progress_hidden = «{ $step }» è ancora in corso: i posti indicati dal GM scelgono in segreto; finisce quando tutti hanno scelto, o quando il GM va avanti.
turns-error-turn_of = Tocca { A($seat) }.
# play-test 20: a verb played on another seat by a player whose seat is not up
turns-error-others_up = Solo chi è di turno ({ $up }) può giocare «{ $verb }» su un altro posto: non è il tuo turno.
turns-error-others_nobody_up = Solo chi è di turno può giocare «{ $verb }» su un altro posto, e ora non è il turno di nessuno.
turns-error-unknown_action = Azione sconosciuta: «{ $unknown_move }».
turns-error-which_seat = Hai più di un posto: di' quale con { $command } ({ OR($seats) }).
turns-error-no_user_seat = { $user } non ha un posto in questa partita.
turns-error-need_user = Indica il giocatore che comincerà (/turn startplayer user:).
cmd-turn-name = turno
cmd-turn-description = Il tuo turno in un gioco a turni
cmd-turn-action-name = azione
cmd-turn-action-description = Esegui un'azione nel tuo turno
cmd-turn-event-name = evento
cmd-turn-event-description = Esegui l'Evento disponibile ora (Europa Universalis)
cmd-turn-pass-name = passa
cmd-turn-pass-description = Passa (dopo l'Evento); Herald assegna il bonus
cmd-turn-place-name = piazza
cmd-turn-place-description = Piazza un pezzo in un luogo del tabellone del gioco (nel tuo turno)
cmd-turn-place-where-name = dove
cmd-turn-place-where-description = Il luogo, come lo chiama il gioco
cmd-turn-knights-name = cavalieri
cmd-turn-knights-description = Imposta quanti cavalieri ha un giocatore (Lancaster)
cmd-turn-knights-count-name = numero
cmd-turn-knights-count-description = Cavalieri di questo giocatore
cmd-turn-startplayer-name = primo-giocatore
cmd-turn-startplayer-description = Scegli chi comincerà per primo (il gioco dice chi può farlo)
cmd-turn-startplayer-user-name = utente
cmd-turn-startplayer-user-description = Il giocatore che comincerà per primo
cmd-turn-done-name = finito
cmd-turn-done-description = Dichiara di aver finito (Hadrian's Wall)
cmd-turn-score-name = punteggio
cmd-turn-score-description = Consulta una tabella di punteggio (penalità per il disprezzo, grado in solitario...)
cmd-turn-score-table-name = tabella
cmd-turn-score-table-description = Quale tabella
cmd-turn-score-value-name = valore
cmd-turn-score-value-description = Il tuo conteggio o punteggio
cmd-turn-action-seat-name = posto
cmd-turn-action-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-event-seat-name = posto
cmd-turn-event-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-pass-seat-name = posto
cmd-turn-pass-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-place-seat-name = posto
cmd-turn-place-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-knights-seat-name = posto
cmd-turn-knights-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-done-seat-name = posto
cmd-turn-done-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-vote-name = vota
cmd-vote-description = Vota sì o no su ciò che è in votazione
cmd-vote-law-name = votazione
cmd-vote-law-description = Quale votazione, contando da 1 (se omessa: quella in corso)
cmd-vote-choice-name = scelta
cmd-vote-choice-description = Approva o respingi
cmd-vote-choice-choice-approve = approva
cmd-vote-choice-choice-reject = respingi
cmd-vote-markers-name = segnalini
cmd-vote-markers-description = Segnalini voto extra spesi per questo voto
cmd-vote-seat-name = posto
cmd-vote-seat-description = Il posto per cui voti (se ne hai più d'uno)
cmd-era-name = era
cmd-era-description = Gestisci le Ere: carte Evento rimaste, Ere da giocare (Europa Universalis)
cmd-era-events_left-name = eventi_rimasti
cmd-era-events_left-description = Carte Evento rimaste nell'Era (0 = l'Era sta per finire)
cmd-era-eras-name = ere
cmd-era-eras-description = Quante Ere dura la partita
# engine rule fixes (issue 13)
turns-error-place_held = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] occupano
       *[sg] occupa
    } { THE($where) } con forza { $strength }: per { FORM($seat) ->
        [f] scacciarla
        [m-pl] scacciarli
        [f-pl] scacciarle
       *[m] scacciarlo
    } serve una forza maggiore (/turn place strength: più di { $strength }).
turns-error-place_held_strength = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] occupano
       *[sg] occupa
    } { THE($where) }: per { FORM($seat) ->
        [f] scacciarla
        [m-pl] scacciarli
        [f-pl] scacciarle
       *[m] scacciarlo
    } indica la forza { FORM($piece) ->
        [f] della tua
       *[m] del tuo
    } { $piece } (/turn place strength:).
turns-error-not_done = { CAP(THE($seat)) } non { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } detto di aver finito.
turns-error-not_enough_markers = { CAP(THE($seat)) } { $have ->
        [0] non { NUM($seat) ->
            [pl] hanno
           *[sg] ha
        } { $counter }
       *[other] { NUM($seat) ->
            [pl] hanno
           *[sg] ha
        } { $have } { UNIT($counter, $have) }
    } in { THIS($round_word) }, non { $markers }.
event-PiecePushedOut = { CAP(THE($by)) } { NUM($by) ->
        [pl] scacciano
       *[sg] scaccia
    } { THE($seat) } { DA($where) } con forza { $strength }: { THE($piece) } torna { A($seat) }, che { NUM($seat) ->
        [pl] { FORM($piece) ->
            [f] la piazzano
           *[m] lo piazzano
        }
       *[sg] { FORM($piece) ->
            [f] la piazza
           *[m] lo piazza
        }
    } di nuovo in { THIS($round_word) }.
event-PlayerResumed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] riprendono
       *[sg] riprende
    } a giocare.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Stanno
           *[sg] Sta
        } giocando: { THE($waiting) }.
    }
event-CounterSet = { CAP(THE($seat)) }: { $count } { UNIT($counter, $count) }.
event-CounterGranted = Ogni giocatore riceve { $plus } { UNIT($counter, $plus) }.
event-CounterGrantedFrom = Ogni giocatore riceve { FORM($counter) ->
        [f] tanta
        [f-pl] tante
        [m] tanto
       *[m-pl] tanti
    } { $counter } { FORM($from) ->
        [f] quanta è la sua
        [f-pl] quante sono le sue
        [m] quanto è il suo
       *[m-pl] quanti sono i suoi
    } { $from }, più { $plus }.
event-UnusedCounterReturned = { CAP(THE($seats)) } { NUM($seats) ->
        [pl] rimettono
       *[sg] rimette
    } nella riserva { THE($counter) } non { FORM($counter) ->
        [f] usata
        [f-pl] usate
        [m] usato
       *[m-pl] usati
    }.
event-EraEventsDrawn = Era { $era }: { $drawn ->
        [one] pescata 1 carta Evento
       *[other] pescate { $drawn } carte Evento
    }, { $events_left ->
        [0] nessuna rimasta
        [one] ne resta 1
       *[other] ne restano { $events_left }
    }.
cmd-turn-place-strength-name = forza
cmd-turn-place-strength-description = La forza del tuo pezzo, per scacciarne uno più debole da un luogo che ne tiene uno solo
cmd-turn-undone-name = riprendi
cmd-turn-undone-description = Annulla il tuo «Ho finito» mentre gli altri giocano ancora (Hadrian's Wall)
cmd-turn-undone-seat-name = posto
cmd-turn-undone-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-nobles-name = nobili
cmd-turn-nobles-description = Imposta quante tessere nobili ha un giocatore: danno segnalini voto (Lancaster)
cmd-turn-nobles-count-name = numero
cmd-turn-nobles-count-description = Tessere nobili di questo giocatore
cmd-turn-nobles-seat-name = posto
cmd-turn-nobles-seat-description = Il posto per cui giochi (se ne hai più d'uno, o un Bot come GM)
cmd-turn-seating-name = posti
cmd-turn-seating-description = GM, prima di giocare: l'ordine dei posti e il Primo Giocatore iniziale
cmd-turn-seating-order-name = ordine
cmd-turn-seating-order-description = Posti in senso orario, separati da virgole
cmd-turn-seating-first-name = primo
cmd-turn-seating-first-description = Il posto che apre come Primo Giocatore
event-LastTurnsBeganEventsTaken = Nessuno può più ottenere un bonus per aver { $pass_pp }: { THE($seats) } { NUM($seats) ->
        [pl] giocano un ultimo turno ciascuno
       *[sg] gioca un ultimo turno
    }.
event-VotesTalliedAllApproved = Il Parlamento è concluso: { LEN($approved) ->
        [one] la legge è approvata
       *[other] tutte le leggi sono approvate
    } ({ $approved }). Le leggi entrano in vigore da sinistra a destra.
event-VotesTalliedAllRejected = Il Parlamento è concluso: { LEN($rejected) ->
        [one] la legge è respinta
       *[other] tutte le leggi sono respinte
    } ({ $rejected }).

# issue 20: ids named by the renderer; the Lancaster fixes of issue 22
turns-dash-phase_line = **{ $phase }**
turns-dash-step_line = { $step }
turns-dash-era_unknown = Era { $era } di { $eras }; carte Evento rimaste: non indicate (usa /era)
turns-error-not_a_move_here = «{ $move }» non è una mossa del passaggio in corso, «{ $step }». Le sue mosse: { $step_moves }.
turns-error-counter_range = { CAP($counter) }: da { $min } a { $max } (non { $value }).
turns-error-verb_not_now = Non durante «{ $phase }»: aspetta che sia finita.
turns-error-chooser_after_placement = Il prossimo primo giocatore si sceglie a piazzamento finito: lo sceglie chi occupa allora { THE($where) }.
turns-error-no_event_here = In «{ $step }» non c'è un Evento da prendere.
turns-error-no_tables = Questo gioco non ha tabelle di punteggio da consultare.
turns-error-bad_rank = La tabella «{ $table }» ha posizioni da 1 a { $max }, non { $value }.

# issue 20: the secret, draft, auction and scoring structures
event-SecretChosen = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } scelto.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora scegliere: { THE($waiting) }.
    }
event-ChoiceRevealed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } scelto { THE($choice) }.
event-AmountRevealed = { CAP(THE($seat)) }: { $amount }.
event-ChoicesShuffled = Rivelate insieme, senza dire di chi: { $choices }.
event-AmountsShuffled = Rivelate insieme, senza dire di chi: { $amounts }.
event-ChoiceWon = { CAP(THE($winners)) } { NUM($winners) ->
        [pl] vincono
       *[sg] vince
    } con { THE($choice) }.
event-AmountWon = { CAP(THE($winners)) } { NUM($winners) ->
        [pl] vincono
       *[sg] vince
    } con { $amount }.
event-ChoiceTie = Pareggio tra { THE($tied) } ({ THE($choice) }): { NUM($winners) ->
        [pl] vincono
       *[sg] vince
    } { THE($winners) }, { $rule }.
event-AmountTie = Pareggio tra { THE($tied) } ({ $amount }): { NUM($winners) ->
        [pl] vincono
       *[sg] vince
    } { THE($winners) }, { $rule }.
event-CounterPaid = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] pagano
       *[sg] paga
    } { $count } { UNIT($counter, $count) }.
event-MarkerTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] prendono
       *[sg] prende
    } { THE($marker) } per { THE(NEXT($round_word)) }.
event-ItemPicked = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } preso { THE($item) } ({ $left ->
        [0] il mercato è vuoto
        [one] ne resta 1 nel mercato
       *[other] ne restano { $left } nel mercato
    }).
event-DraftEnded = Il draft è finito. { LEN($items) ->
        [0] Nel mercato non resta niente.
       *[other] Restano nel mercato: { THE($items) }.
    }
event-RoleBonusGrown = Nessuno ha scelto { THE($items) }: { LEN($items) ->
        [one] accumula
       *[other] ognuno accumula
    } { $plus } { UNIT($counter, $plus) } per chi prenderà quel ruolo.
event-RoleBonusTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] prendono
       *[sg] prende
    } anche il bonus { DI($item) }: { $plus } { UNIT($counter, $plus) } (ora { $count }).
event-RoleBonusCapped = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] prendono
       *[sg] prende
    } anche il bonus { DI($item) }, ma solo { $plus } { UNIT($counter, $plus) } su { $gathered } (ora { $count }, il massimo); il resto va perso.
event-BidMade = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] offrono
       *[sg] offre
    } { $amount } per { THE($lot) }.
event-BidPassed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] rinunciano
       *[sg] rinuncia
    } { A($lot) }.
event-LotWon = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] si aggiudicano
       *[sg] si aggiudica
    } { THE($lot) } per { $amount }.
event-LotUnsold = Nessuna offerta per { THE($lot) }.
event-ScoreReported = { CAP(THE($seat)) }: { $table } { $value } → { $result }.
event-ScoreTotalled = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] fanno
       *[sg] fa
    } { $total ->
        [one] 1 punto
       *[other] { $total } punti
    } in tutto.
turns-error-bad_secret_choice = «{ $value }» non è una scelta possibile. { LEN($choices) ->
        [0] Non ci sono scelte.
       *[other] Scelte: { $choices }.
    }
turns-error-amount_range = { $value } è fuori dai limiti: da { $min } a { $max }.
turns-error-cannot_bid = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } { $count } { UNIT($counter, $count) }, meno dell'offerta minima ({ $min }): { THE($seat) } { NUM($seat) ->
        [pl] possono
       *[sg] può
    } solo passare.
turns-error-already_chosen = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già scelto.
turns-error-item_taken = { CAP(THE($item)) } { FORM($item) ->
        [m-pl] li{" "}
        [f-pl] le{" "}
       *[other] l'
    }{ NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già { FORM($item) ->
        [f] presa
        [m-pl] presi
        [f-pl] prese
       *[m] preso
    } { THE($seat) }. { LEN($items) ->
        [0] Nel mercato non resta niente.
       *[other] { NUM($items) ->
            [pl] Restano
           *[sg] Resta
        }: { THE($items) }.
    }
turns-error-bad_item = «{ $item }» non è nel mercato. { LEN($items) ->
        [0] Nel mercato non resta niente.
       *[other] Restano: { $items }.
    }
turns-option-bid = Offri { $amount }
turns-option-pass_bid = Passa
turns-dash-chosen = Hanno scelto
turns-dash-display = Mercato
turns-dash-picked = Presi
turns-dash-roles = Ruoli di questo round
turns-dash-role_bonuses = Bonus sui ruoli non scelti
turns-dash-role_bonus = { CAP($item) }: { $count } { UNIT($counter, $count) }
turns-dash-auction = Asta
turns-dash-no_bid = { CAP($lot) }: nessuna offerta (minimo { $min })
turns-dash-high_bid = { CAP($lot) }: { THE($seat) } in testa con { $amount }
turns-dash-out = Hanno passato
turns-dash-scores = Punteggi
name-lot-lot = il lotto
name-marker-first_player = il token Primo Giocatore
name-marker-start_player = il ruolo di primo giocatore
name-tie_rule-seating = secondo l'ordine dei posti
name-tie_rule-reverse_seating = secondo l'ordine dei posti al contrario
name-tie_rule-shared = a pari merito
name-tie_rule-turn_order = il primo nell'ordine di turno finora
    .article = {""}
cmd-turn-choose-description = Scegli in segreto (un'offerta chiusa, una scelta segreta): anche /act
cmd-turn-pick-description = Prendi un elemento in tavola (una scelta a turno): anche /act
cmd-turn-bid-description = Offri in un'asta (chi passa esce dall'asta): anche /act
turns-dash-score_line = { $seat }: { $table } { $value } → { $result }
turns-dash-band = { $low } o più → { $value }
turns-dash-rank = { $rank }°: { $value }
cmd-turn-choose-name = scegli
cmd-turn-choose-choice-name = scelta
cmd-turn-choose-choice-description = Che cosa scegli, tra le scelte del passaggio
cmd-turn-choose-amount-name = importo
cmd-turn-choose-amount-description = Il numero che scegli (un'offerta chiusa)
cmd-turn-choose-seat-name = posto
cmd-turn-choose-seat-description = Il posto per cui scegli (se ne hai più d'uno; il GM: un posto che nessuno occupa)
cmd-turn-pick-name = prendi
cmd-turn-pick-choice-name = scelta
cmd-turn-pick-choice-description = L'elemento che prendi
cmd-turn-pick-seat-name = posto
cmd-turn-pick-seat-description = Il posto per cui prendi (se ne hai più d'uno; il GM: un posto che nessuno occupa)
cmd-turn-bid-name = offri
cmd-turn-bid-amount-name = importo
cmd-turn-bid-amount-description = La tua offerta (senza: passa)
cmd-turn-bid-seat-name = posto
cmd-turn-bid-seat-description = Il posto per cui offri (se ne hai più d'uno; il GM: un posto che nessuno occupa)
turns-prompt-final = Fase finale · { $phase } — { $step }
turns-dash-final = Fase finale
turns-dash-score_value = { CAP(THE($seat)) }: { $table } { $value }
turns-dash-score_set = { CAP(THE($seat)) }: { $table } → { $result }
# defs2: i due giochi di un utente (For Sale, 7 Wonders): punteggi, vincitore, periodi, quote
turns-error-bad_number = «{ $count }» non è un numero intero.
turns-error-negative = { $value } non è ammesso qui: il numero deve essere 0 o più.
turns-error-at_least = { $value } è troppo basso: il minimo è { $min }.
turns-error-at_most = { $value } è troppo alto: il massimo è { $max }.
turns-error-table_range = Per «{ CAP($table) }» il valore va da { $min } a { $max }: { $value } non è ammesso.
turns-error-set_kind = «{ CAP($table) }» si conta tipo per tipo: indica quale ({ $tables }), oppure dichiara «{ $table }» 0 per nessuno dei tipi non ancora dichiarati (non { $value }).
turns-error-gm_corrects = La partita è finita: ora solo il GM può correggere un punteggio (/act seat:).
turns-error-gm_corrects_closed = Le dichiarazioni di «{ $step }» sono chiuse: ora solo il GM può correggerne una (/act seat:).
turns-error-correct_which_step = Questa partita non può sapere quale passaggio di punteggio è stato totalizzato per ultimo (è iniziata prima che Herald lo registrasse): indica il passaggio di cui correggi la dichiarazione (/act choice:<passaggio> seat: number:), tra: { $scored_steps }.
turns-error-nothing_to_undo = Niente da annullare dall'inizio di { THIS($round_word) }.
event-ScoreCorrected = { CAP(THE($seat)) }: correzione di «{ $table }», da { $old } a { $value } → { $result } (totale: { $total }).
event-CountCorrected = { CAP(THE($seat)) }: correzione di «{ $table }», da { $old } a { $value }.
event-ScoreCounted = { CAP(THE($seat)) }: { $table } { $value }.
event-SetsScored = { CAP(THE($seat)) }: { $table } → { $result }.
event-Ranked = { $place }° posto: { THE($seats) }, { turns-measured }
event-TieBroken = Parità tra { THE($tied) }: decide chi ha più { $measure } ({ $values }). { CAP(THE($winners)) } { NUM($winners) ->
        [pl] passano
       *[sg] passa
    } avanti.
event-TieRolledOff = Parità tra { THE($tied) }, anche per { $measure } ({ $values }): decide il tiro ripetuto che ha rotto quella parità. { CAP(THE($winners)) } { NUM($winners) ->
        [pl] passano
       *[sg] passa
    } avanti.
event-TieBrokenLow = Parità tra { THE($tied) }: decide chi ha meno { $measure } ({ $values }). { CAP(THE($winners)) } { NUM($winners) ->
        [pl] passano
       *[sg] passa
    } avanti.
event-WinnerNamed = 🏆 { NUM($winners) ->
        [pl] Vincono
       *[sg] Vince
    } { THE($winners) } con { turns-measured }!
event-WinnersNamed = 🏆 Vincono a pari merito { THE($winners) } con { turns-measured }!
event-PeriodStarted = 🔄 { CAP($period) } { $round }: si comincia.
event-SecretChosenLast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } scelto: hanno scelto tutti.
event-PlayerDoneLast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } finito.
event-ShareTaken = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] prendono
       *[sg] prende
    } { NUM($lot) ->
        [pl] la più bassa rimasta tra { THE($lot) }
       *[sg] la parte più bassa rimasta { DI($lot) }
    }.
event-ShareWon = { CAP(THE($seat)) } { FORM($seat) ->
        [f] è l'ultima rimasta in gara e prende
        [m-pl] sono gli ultimi rimasti in gara e prendono
        [f-pl] sono le ultime rimaste in gara e prendono
       *[m] è l'ultimo rimasto in gara e prende
    } { NUM($lot) ->
        [pl] la più alta tra { THE($lot) }
       *[sg] la parte più alta { DI($lot) }
    }, per { $amount }.
event-PassPaid = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] pagano
       *[sg] paga
    } { $count } { UNIT($counter, $count) } della propria offerta di { $bid }{ $back ->
        [0] {""}
        [one] {" "}(gliene torna 1)
       *[other] {" "}(gliene tornano { $back })
    }.
event-CounterGained = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] ricevono
       *[sg] riceve
    } { $count } { UNIT($counter, $count) }.
turns-prompt-named = { CAP($period) } { $round } · { $phase } — { $step }
turns-dash-named = { CAP($period) } { $round } di { $rounds }
turns-dash-named_open = { CAP($period) } { $round }
turns-dash-ranking = Classifica finale
turns-dash-ranked = { $place }° posto: { THE($seat) }, { $n }
turns-dash-ended = Il GM ha terminato la partita.
turns-dash-more_bands = … { $n ->
        [one] e un'altra fascia
       *[other] e altre { $n } fasce
    }
turns-dash-value_same = il numero dichiarato
turns-dash-value_per = 1 punto ogni { $per }, arrotondato per difetto
turns-dash-value_times = { $times ->
        [one] 1 punto
       *[other] { $times } punti
    } ogni { $per }, arrotondato per difetto
turns-hint-secret_number = Scegli in privato con /act action:Scegli number:<n> (n da { $min } a { $max }); nessuno lo vede finché non hanno scelto tutti.
turns-hint-secret_number_limit = Scegli in privato con /act action:Scegli number:<n> (n da { $min }, non più di quanto hai in { $counter }); nessuno lo vede finché non hanno scelto tutti.
turns-step_rep = { $step } ({ $rep }/{ $reps })
turns-step_for = { $step } ({ $seat })
name-tie_rule-seating-start_player = il primo in senso orario a partire dal Primo giocatore { DI($round_word) }
    .article = {""}
name-tie_rule-seating-first_player = il primo in senso orario a partire dal Primo giocatore
    .article = {""}
name-tie_rule-reverse_seating-start_player = l'ultimo in senso orario a partire dal Primo giocatore { DI($round_word) }
    .article = {""}
name-tie_rule-reverse_seating-first_player = l'ultimo in senso orario a partire dal Primo giocatore
    .article = {""}
name-direction-left = sinistra
name-direction-right = destra
event-HandsPassed = Ognuno passa la sua mano al vicino di { $direction } (in cerchio: { LIST($seats) }).
event-ConflictWon = { CAP(THE($winner)) } { NUM($winner) ->
        [pl] battono
       *[sg] batte
    } { THE($loser) } { A($counter) } ({ $high } a { $low }): { THE($winner) } { NUM($winner) ->
        [pl] ricevono
       *[sg] riceve
    } { $points } { UNIT($to, $points) }, { THE($loser) } { $lost }.
event-ConflictTied = { CAP(THE($seat)) } e { THE($against) } sono pari { A($counter) } ({ $value }): nessuno prende punti.
turns-error-used_once = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già scelto «{ $value }»: ogni scelta si può fare una sola volta.
event-AmountRanked = { $place }° posto: { THE($seat) }, { $amount }
event-ChoiceRanked = { $place }° posto: { THE($seat) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } scelto «{ $choice }»
turns-dash-band_one = { $low } → { $value }
turns-dash-band_range = da { $low } a { $high } → { $value }
turns-dash-step_current = ▶ **{ $step }**
turns-dash-step_applies = · { $step }
turns-dash-step_skipped = · { $step } (questa volta non si applica)
# defs4 (merged from main)
turns-prompt-ballot-final = Fase finale · { $phase } — { $step }: { $ballot }
event-PlayerPassedRank = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } { $pass_pp } ({ $rank }{ FORM($seat) ->
        [f] ª
        [f-pl] ª
       *[other] °
    } a { $pass_inf }).
event-SideRanked = { $place }. { CAP($side) } ({ $seats }): { $points }
event-TurnOrderNow = Ordine di turno per il resto { DI(THIS($round_word)) }: { $order }.
event-TurnOrderSet = { CAP(IN(NEXT($round_word))) } si gioca nell'ordine in cui si è { $pass_pp }: { $seats }.
event-CounterReset = { CAP($counter) }: tutti tornano a { $plus }.
event-CounterRaised = { CAP($counter) }: +{ $plus } a ogni giocatore.
event-CounterLowered = { CAP($counter) }: −{ $minus } a ogni giocatore.
event-SharedSet = Il contatore «{ CAP($counter) }» passa a { $count }.
event-SharedRaised = Il contatore «{ CAP($counter) }» sale di { $plus }: ora è a { $count }.
event-SharedLowered = Il contatore «{ CAP($counter) }» scende di { $minus }: ora è a { $count }.
event-SharedCounterSet = { CAP($counter) }: { $count }.
event-SharedCounterChanged = { CAP($counter) }: { SIGNED($delta) } (ora { $count }).
# play-test 20: a shared counter changed by a seat's player says whose move it was
event-SharedCounterSetBy = { CAP($counter) }: { $count } (mossa { DI($by) }).
event-SharedCounterChangedBy = { CAP($counter) }: { SIGNED($delta) } (ora { $count }; mossa { DI($by) }).
event-CounterChanged = { CAP(THE($seat)) }: { $counter } { SIGNED($delta) } (ora { $count }).
event-EndReached = 🏁 { CAP(THE($seat)) } { NUM($seat) ->
        [pl] arrivano
       *[sg] arriva
    } a { $count } { UNIT($counter, $count) }: la partita è finita.
event-TrackEndReached = 🏁 Il contatore «{ CAP($counter) }» arriva a { $count }: la partita è finita.
event-EndNamed = 🏁 { CAP($end) }
event-NamedEndReached = 🏁 { CAP($end) }: { THE($seat) } { NUM($seat) ->
        [pl] arrivano
       *[sg] arriva
    } a { $count } { UNIT($counter, $count) }. La partita è finita.
event-NamedTrackEndReached = 🏁 { CAP($end) }: il contatore «{ CAP($counter) }» arriva a { $count }. La partita è finita.
event-SideWon = 🏆 { NUM($side) ->
        [pl] Vincono
       *[sg] Vince
    } { THE($side) }{ LEN($winners) ->
        [0] !
       *[other] : { THE($winners) }!
    }
event-EndReachedFinal = 🏁 { CAP(THE($seat)) } { NUM($seat) ->
        [pl] arrivano
       *[sg] arriva
    } a { $count } { UNIT($counter, $count) }: la partita finisce con la fase finale.
event-TrackEndReachedFinal = 🏁 Il contatore «{ CAP($counter) }» arriva a { $count }: la partita finisce con la fase finale.
event-NamedEndReachedFinal = 🏁 { CAP($end) }: { THE($seat) } { NUM($seat) ->
        [pl] arrivano
       *[sg] arriva
    } a { $count } { UNIT($counter, $count) }. La partita finisce con la fase finale.
event-NamedTrackEndReachedFinal = 🏁 { CAP($end) }: il contatore «{ CAP($counter) }» arriva a { $count }. La partita finisce con la fase finale.
# several seats reach an end at once (checked at the round's end): one line
turns-reached = { THE($seat) } { NUM($seat) ->
        [pl] arrivano
       *[sg] arriva
    } a { $count } { UNIT($counter, $count) }
event-EndsReached = 🏁 { CAP($reached) }: la partita è finita.
event-NamedEndsReached = 🏁 { CAP($end) }: { $reached }. La partita è finita.
event-EndsReachedFinal = 🏁 { CAP($reached) }: la partita finisce con la fase finale.
event-NamedEndsReachedFinal = 🏁 { CAP($end) }: { $reached }. La partita finisce con la fase finale.
# an end checked at the round's end, reached by a move: the round played out is the last
event-EndAheadUndone = 🏁 Annullato: { THIS($round_word) } non è più { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-EndAheadRestored = 🏁 Annullato: { THIS($round_word) } è di nuovo { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-EndAhead = 🏁 { CAP($reached) }: { THIS($round_word) } è { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-NamedEndAhead = 🏁 { CAP($end) }: { $reached }. { CAP(THIS($round_word)) } è { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-TrackEndAhead = 🏁 Il contatore «{ CAP($counter) }» arriva a { $count }: { THIS($round_word) } è { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-NamedTrackEndAhead = 🏁 { CAP($end) }: il contatore «{ CAP($counter) }» arriva a { $count }. { CAP(THIS($round_word)) } è { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-EndNoLongerAhead = 🏁 { CAP($counter) }: la condizione di fine non è più raggiunta, quindi { THIS($round_word) } non è più { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
event-NamedEndNoLongerAhead = 🏁 { CAP($end) }: la condizione non è più raggiunta, quindi { THIS($round_word) } non è più { GENDER($round_word) ->
        [f] l'ultima
       *[m] l'ultimo
    }.
# an end met at the same time as another, which decides the game
event-EndsMet = 🏁 { CAP($reached) }.
event-NamedEndsMet = 🏁 { CAP($end) }: { $reached }.
event-TrackEndMet = 🏁 Il contatore «{ CAP($counter) }» arriva a { $count }.
event-NamedTrackEndMet = 🏁 { CAP($end) }: il contatore «{ CAP($counter) }» arriva a { $count }.
event-WinnerDeclared = 🏆 { NUM($winners) ->
        [pl] Vincono
       *[sg] Vince
    } { THE($winners) }!
event-PlayersSkipped = Il GM prosegue senza { THE($seats) }.
event-TurnPassedOver = Il GM prosegue senza { THE($seat) } per questo turno.
event-SeatPassedOver = Il GM prosegue senza { THE($seat) }: conta come se avesse { $pass_pp }.
event-PlayerSkipped = Il GM prosegue senza { THE($seat) }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Stanno
           *[sg] Sta
        } ancora giocando: { THE($waiting) }.
    }
event-AllDoneGm = Tutti hanno finito: prosegue il GM (/phase next).
event-ChoiceSkipped = { CAP(THE($seat)) } questa volta non { NUM($seat) ->
        [pl] scelgono
       *[sg] sceglie
    } (il GM prosegue).{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora scegliere: { THE($waiting) }.
    }
event-NobodyChose = Nessuno ha scelto.
event-AmountWonAs = { CAP(THE($winners)) } { VERB($as, $winners) } ({ $amount }).
event-ChoiceWonAs = { CAP(THE($winners)) } { VERB($as, $winners) } ({ $choice }).
event-AmountTieAs = Parità tra { THE($tied) } ({ $amount }): { THE($winners) } { VERB($as, $winners) }, { $rule }.
event-ChoiceTieAs = Parità tra { THE($tied) } ({ $choice }): { THE($winners) } { VERB($as, $winners) }, { $rule }.
event-ReportsOwed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] devono
       *[sg] deve
    } ancora dichiarare: { $tables }.
event-ReportsDone = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } dichiarato tutto.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora dichiarare: { THE($waiting) }.
    }
event-RankShared = { CAP($table) }: { THE($seats) } a pari merito ({ $rank }° posto), { $result } a testa.
event-Voted = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora votare: { THE($waiting) }.
    }
event-VotedMarkers = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) } con { $markers } { UNIT($counter, $markers) } in più.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora votare: { THE($waiting) }.
    }
event-VotedExtra = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) } con { $markers ->
        [one] 1 voto
       *[other] { $markers } voti
    } in più.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora votare: { THE($waiting) }.
    }
event-BallotApproved = ⚖ { CAP($ballot) } { FORM($ballot) ->
        [f] approvata
        [m-pl] approvati
        [f-pl] approvate
       *[m] approvato
    }: { $approve } a favore, { $reject } contro.
event-BallotRejected = ⚖ { CAP($ballot) } { FORM($ballot) ->
        [f] respinta
        [m-pl] respinti
        [f-pl] respinte
       *[m] respinto
    }: { $approve } a favore, { $reject } contro.
event-BallotsCounted = La votazione è conclusa. Approvate: { $approved }; respinte: { $rejected }.
event-BallotsAllApproved = La votazione è conclusa: { FORM($ballots) ->
        [f] approvata
        [m-pl] approvati tutti
        [f-pl] approvate tutte
       *[m] approvato
    } ({ $ballots }).
event-BallotsAllRejected = La votazione è conclusa: { FORM($ballots) ->
        [f] respinta
        [m-pl] respinti tutti
        [f-pl] respinte tutte
       *[m] respinto
    } ({ $ballots }).
event-VoteEndsGame = { CAP(THE($ballot)) } passa col sì: la partita termina.
event-VoteSkipped = { CAP(THE($seat)) } questa volta non { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } (il GM prosegue).{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora votare: { THE($waiting) }.
    }
event-PlayersNamed = { NUM($seats) ->
        [pl] Partecipano
       *[sg] Partecipa
    } a «{ $step }»: { THE($seats) }.
event-PlayersNamedHidden = Il GM ha indicato chi partecipa a «{ $step }»: chi sono resta segreto.
turns-gm_named_secret = Lo vedi solo tu, GM: { NUM($seats) ->
        [pl] partecipano
       *[sg] partecipa
    } in segreto a «{ $step }»: { THE($seats) }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora scegliere: { THE($waiting) }.
    }
event-SecretChosenHidden = È arrivata una scelta.
event-SecretChosenLastHidden = È arrivata l'ultima scelta: hanno scelto tutti i partecipanti.
event-ChoiceSkippedHidden = Il GM prosegue senza uno dei partecipanti: questa volta non sceglie nulla.
turns-error-not_taking_part_hidden = { CAP(THE($seat)) } non { NUM($seat) ->
        [pl] partecipano
       *[sg] partecipa
    } a «{ $step }».
turns-dash-hidden = i posti indicati dal GM (segreti)
event-LabelStarted = 🔄 { CAP($label) }: si comincia.
name-ballot-proposal = la proposta
name-ballot = legge { $id }
    .gender = f
turns-prompt-labelled = { CAP($label) } · { $phase } — { $step }
turns-prompt-ballot-round = Round { $round } · { $phase } — { $step }: { $ballot }
turns-prompt-ballot-year = Anno { $round } · { $phase } — { $step }: { $ballot }
turns-prompt-ballot-named = { CAP($period) } { $round } · { $phase } — { $step }: { $ballot }
turns-prompt-ballot-labelled = { CAP($label) } · { $phase } — { $step }: { $ballot }
turns-dash-labelled = { CAP($label) } ({ $round } di { $rounds })
turns-dash-labelled_open = { CAP($label) }
turns-dash-nobody_gm = nessuno: prosegue il GM (/phase next)
turns-dash-standing = Classifica
turns-dash-side_score = { $place }. { CAP($side) }: { $n }
turns-dash-turn_order = Ordine di turno
turns-dash-value = { $n }
turns-dash-result = Risultato
turns-dash-won_by_side = 🏆 { CAP(THE($side)) }{ LEN($winners) ->
        [0] {""}
       *[other] : { $winners }
    }
turns-dash-won_by = 🏆 { $winners }
turns-dash-drawn = 🤝 Parità: { $seats }
turns-dash-owed = Da dichiarare
turns-dash-ballots = Votazioni
turns-dash-ballot_approved = { $ballot }: sì ({ $approve }–{ $reject })
turns-dash-ballot_rejected = { $ballot }: no ({ $approve }–{ $reject })
turns-dash-voting_on = In votazione: { $ballot }
turns-hint-name_players = Il GM indica chi partecipa: /turn only seats:
turns-error-already_passed = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già { $pass_pp }: in { THIS($round_word) } non { NUM($seat) ->
        [pl] giocano
       *[sg] gioca
    } più.
turns-error-not_taking_part = { CAP(THE($seat)) } non { NUM($seat) ->
        [pl] partecipano
       *[sg] partecipa
    } a «{ $step }». { NUM($seats) ->
        [pl] Partecipano
       *[sg] Partecipa
    }: { THE($seats) }.
turns-error-names_awaited = Non ancora: prima il GM deve indicare chi partecipa a «{ $step }» (/turn only seats:).
turns-error-names_before_next = «{ $step }» attende che tu indichi chi partecipa: /turn only seats: seguito dai loro nomi, separati da virgole (posti: { $seats }). /phase next lo lascerebbe senza giocarlo.
turns-error-no_names_awaited = «{ $step }» non attende che il GM indichi chi partecipa.
turns-error-name_seats = Indica i posti che partecipano (/turn only seats:«A, B»).
turns-error-not_awaited = In «{ $step }» non si aspetta nessuna mossa { DI($seat) }.
turns-error-no_skip = In «{ $step }» non si può andare avanti senza un posto: bisogna aspettare tutti. GM: prendi il posto con /game seat seat:{ $seat } e gioca tu le sue mosse.
turns-error-vote_how = Indica il tuo voto { SU($ballot) } (voti possibili: { OR($votes) }).
turns-error-vote_choice = «{ $choice }» non è un voto valido: i voti possibili sono { OR($votes) }.
turns-error-already_voted_on = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già votato { SU($ballot) }.
turns-error-counter_range_after = «{ CAP($counter) }» { NUM($counter) ->
        [pl] andrebbero
       *[sg] andrebbe
    } a { $value } con { $by }: { NUM($counter) ->
        [pl] devono
       *[sg] deve
    } restare tra { $min } e { $max }.
turns-error-gm_counter = Solo il GM può modificare «{ CAP($counter) }».
cmd-turn-skip-name = salta
cmd-turn-skip-description = GM: prosegui senza un posto che non ha ancora agito (passaggi in cui si gioca insieme)
cmd-turn-skip-seat-name = posto
cmd-turn-skip-seat-description = Il posto da non aspettare
cmd-turn-only-name = partecipanti
cmd-turn-only-description = GM: indica i posti che partecipano a questo passaggio
cmd-turn-only-seats-name = posti
cmd-turn-only-seats-description = Posti, separati da virgole
event-VotedLast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) }.
event-VotedMarkersLast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) } con { $markers } { UNIT($counter, $markers) } in più.
event-VotedExtraLast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) } con { $markers ->
        [one] 1 voto
       *[other] { $markers } voti
    } in più.
event-PlayerDone-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } finito.
event-VotedApprove-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } a favore della legge { $law }{ $markers ->
        [0] {""}
        [one] {" "}(+1 segnalino voto)
       *[other] {" "}(+{ $markers } segnalini voto)
    }.
event-VotedReject-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } contro la legge { $law }{ $markers ->
        [0] {""}
        [one] {" "}(+1 segnalino voto)
       *[other] {" "}(+{ $markers } segnalini voto)
    }.
event-PlayerResumed-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] annullano
       *[sg] annulla
    } il proprio «Ho finito» e { NUM($seat) ->
        [pl] continuano
       *[sg] continua
    } a giocare.
event-SecretChosen-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } scelto.
event-PlayerSkipped-short = Il GM prosegue senza { THE($seat) }.
event-ChoiceSkipped-short = { CAP(THE($seat)) } questa volta non { NUM($seat) ->
        [pl] scelgono
       *[sg] sceglie
    } (il GM prosegue).
event-ReportsDone-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } dichiarato tutto.
event-Voted-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) }.
event-VotedMarkers-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) } con { $markers } { UNIT($counter, $markers) } in più.
event-VotedExtra-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } «{ $vote }» { SU($ballot) } con { $markers ->
        [one] 1 voto
       *[other] { $markers } voti
    } in più.
event-VoteSkipped-short = { CAP(THE($seat)) } questa volta non { NUM($seat) ->
        [pl] votano
       *[sg] vota
    } (il GM prosegue).
# a draw: a turn game names the seats; COIN's final Epoch without a winner names none
event-GameDrawn = { LEN($seats) ->
        [0] L'Epoca finale si chiude senza vincitori.
       *[other] 🤝 La partita finisce in parità: { THE($seats) }.
    }
# a measure of the winner or a rank: points for a score, a counter in its unit, a table's value as it is
turns-measured = { $points }{ LEN($counter) ->
        [0] { LEN($table) ->
            [0] {" "}{ $points ->
                [one] punto
               *[other] punti
            }
           *[other] {""}
        }
       *[other] {" "}{ UNIT($counter, $points) }
    }
# play-test 15: una tabella che moltiplica ("reddito × 3", "−3 per azione")
turns-dash-value_each = { $times ->
        [one] 1 punto
       *[other] { $times } punti
    } ciascuno

# a vote revealed together (reveal = "together"): who has voted, never what, until the tally
event-VoteCast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } votato { SU($ballot) }. { NUM($waiting) ->
        [pl] Devono
       *[sg] Deve
    } ancora votare: { THE($waiting) }.
event-VoteCastLast = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } votato { SU($ballot) }: hanno votato tutti.
event-VoteCast-short = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } votato { SU($ballot) }.
event-VotesRevealed = 🗳 I voti { SU($ballot) }, rivelati insieme:
# play-test 16: a game's own words in place of Lancaster's; exclusive places without pushing out
name-piece = pezzo
    .gender = m
turns-error-place_taken = { CAP(THE($where)) } { FORM($where) ->
        [f] è occupata
        [m-pl] sono occupati
        [f-pl] sono occupate
       *[m] è occupato
    } ({ THE($seat) }). Liberi: { $places }.
event-PlacesAllTaken = Tutti i posti sono occupati: il piazzamento è finito.
event-ChooserNow = Piazzamento finito: { THE($seat) } { NUM($seat) ->
        [pl] occupano
       *[sg] occupa
    } { THE($where) } e { NUM($seat) ->
        [pl] scelgono
       *[sg] sceglie
    } ora il primo giocatore { IN(NEXT($round_word)) } (/turn startplayer user:).
# play-test 16: elimination (a seat out of a step at once; the last one standing)
event-PlayersDropped = { CAP(THE($seats)) } { NUM($seats) ->
        [pl] escono
       *[sg] esce
    } da «{ $step }».
# play-test 20: a seat an elimination end puts out is out of the game, not of one step
event-SeatsBack = { CAP(THE($seats)) } { NUM($seats) ->
        [pl] sono
       *[sg] è
    } di nuovo in partita (in gioco: { THE($still_in) }).
event-SeatsOut = { CAP(THE($seats)) } { NUM($seats) ->
        [pl] sono fuori
       *[sg] è fuori
    } dalla partita ({ NUM($still_in) ->
        [pl] restano
       *[sg] resta
    } { THE($still_in) }).
event-SeatsOutAgain = { CAP(THE($seats)) } { NUM($seats) ->
        [pl] sono di nuovo fuori
       *[sg] è di nuovo fuori
    } dalla partita ({ NUM($still_in) ->
        [pl] restano
       *[sg] resta
    } { THE($still_in) }).
event-NamedSeatsOut = { CAP(THE($seats)) } { NUM($seats) ->
        [pl] sono fuori
       *[sg] è fuori
    } dalla partita ({ CAP($end) }: { NUM($still_in) ->
        [pl] restano
       *[sg] resta
    } { THE($still_in) }).
event-SeatsLeft = 🏁 { NUM($seats) ->
        [pl] Restano
       *[sg] Resta
    } solo { THE($seats) }: la partita è finita.
event-NamedSeatsLeft = 🏁 { CAP($end) }: { NUM($seats) ->
        [pl] restano
       *[sg] resta
    } solo { THE($seats) }. La partita è finita.
event-SeatsLeftFinal = 🏁 { NUM($seats) ->
        [pl] Restano
       *[sg] Resta
    } solo { THE($seats) }: la partita finisce con la fase finale.
event-NamedSeatsLeftFinal = 🏁 { CAP($end) }: { NUM($seats) ->
        [pl] restano
       *[sg] resta
    } solo { THE($seats) }. La partita finisce con la fase finale.
# play-test 16: a repeated step whose winner begins the next time (a trick's winner leads)
move-turn-winner = Indica il vincitore
move-turn-winner-forms = Vincitore|Vinto
turns-hint-name_winner = Chi ha vinto «{ $step }»? Qualsiasi giocatore indica il vincitore: /act action:Vincitore choice:
event-TimeWon = «{ $step }»: { NUM($seat) ->
        [pl] vincono
       *[sg] vince
    } { THE($seat) }.
event-TimeWonLeads = «{ $step }»: { NUM($seat) ->
        [pl] vincono
       *[sg] vince
    } { THE($seat) }, che { NUM($seat) ->
        [pl] aprono
       *[sg] apre
    } il giro successivo.
turns-error-no_winner_now = Per «{ $step }» non c'è ancora un vincitore da indicare: prima giocano tutti.
# play-test 16: a passing step's own moves; what a seat that has passed still plays
event-MoveTaken = { CAP(THE($seat)) }: { $move }.
event-TurnLetGo = { CAP(THE($seat)) } non { NUM($seat) ->
        [pl] giocano
       *[sg] gioca
    } nulla in questo turno.
turns-error-passed_plays_only = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } passato: { NUM($seat) ->
        [pl] nei loro turni
       *[sg] nei suoi turni
    } solo { OR($step_moves) }.
# play-test 16, findings 6 and 8: a move out of turn (a reaction), as /game log says it
event-out_of_turn = { $move }, fuori turno, in risposta { A($up) } («{ $step }»).
turns-error-seat_out = { CAP(THE($seat)) } è fuori dalla partita: scegli tra { THE($seats) }.
turns-dash-nobody_names = nessuno: il GM indica chi partecipa (/turn only seats:)
# play-test 16 texts: every seat has taken the Event of a passing step that draws none
event-EveryoneTookEvent = Tutti hanno giocato «{ $move }» in { THIS($round_word) }.
# play-test 16 texts: a vote's extra votes refused in the game's own words
turns-error-not_enough_of = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } { $have } { UNIT($counter, $have) }, non { $markers }.
turns-error-bad_markers_of = «{ $markers }» non è un numero di { $counter } che un voto possa usare.
turns-error-no_markers = «{ $step }» non prevede voti in più: vota senza segnalini: (indicato { $markers }).
event-GmRolledFor = { $user } (GM) ha tirato per { THE($seats) }.
event-SeatRolled = 🎲 { CAP(THE($seat)) } { NUM($seat) ->
        [pl] tirano
       *[sg] tira
    } { $dice } ({ $faces }) = { $total }.
event-SeatRolledAgain = 🎲 { CAP(THE($seat)) } { NUM($seat) ->
        [pl] ritirano
       *[sg] ritira
    }: { $dice } ({ $faces }) = { $total }.
event-RollTied = Pareggio tra { THE($tied) } ({ $total }): si ritira.
event-ChitsDrawn = Pescate dal sacchetto: { $order }.
turns-dash-rolled = Hanno tirato
turns-hint-roll = Tira { $dice } con /turn roll (o il pulsante): tira Herald per te, e tutti lo vedono.
turns-hint-draw = Chiunque pesca le pedine con /turn draw (o il pulsante): l'ordine in cui escono è l'ordine di turno.
turns-error-already_rolled = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] hanno
       *[sg] ha
    } già tirato.
event-SeatMoved = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] avanzano
       *[sg] avanza
    } di { $count } { UNIT($counter, $count) } (ora { $value }).
event-SeatArrived = { CAP(THE($seat)) } { NUM($seat) ->
        [pl] { GENDER($seat) ->
            [f] sono arrivate
           *[m] sono arrivati
        }
       *[sg] { GENDER($seat) ->
            [f] è arrivata
           *[m] è arrivato
        }
    } ({ $value }).
turns-hint-track = Muove chi è più indietro: /act action:Avanza number:<caselle>.
turns-hint-own_pass = Tocca { A($seat) }: risolvere questo passaggio, poi proseguire con /phase next (può farlo anche il GM).
turns-error-track_move = { CAP(THE($seat)) } ora può avanzare da { $min } a { $max } caselle.
event-CounterSetBy = { CAP(THE($seat)) }: { $count } { UNIT($counter, $count) } (mossa { DI($by) }).
event-CounterChangedBy = { CAP(THE($seat)) }: { $counter } { SIGNED($delta) } (ora { $count }; mossa { DI($by) }).
event-PlayersSkipped-herald = Herald prosegue senza { THE($seats) }.
event-TurnPassedOver-herald = Herald prosegue senza { THE($seat) } per questo turno.
event-SeatPassedOver-herald = Herald prosegue senza { THE($seat) }: conta come se avesse { $pass_pp }.
event-PlayerSkipped-herald = Herald prosegue senza { THE($seat) }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Stanno
           *[sg] Sta
        } ancora giocando: { THE($waiting) }.
    }
event-PlayerSkipped-short-herald = Herald prosegue senza { THE($seat) }.
event-ChoiceSkipped-herald = { CAP(THE($seat)) } questa volta non { NUM($seat) ->
        [pl] scelgono
       *[sg] sceglie
    } (Herald prosegue).{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}{ NUM($waiting) ->
            [pl] Devono
           *[sg] Deve
        } ancora scegliere: { THE($waiting) }.
    }
event-ChoiceSkipped-short-herald = { CAP(THE($seat)) } questa volta non { NUM($seat) ->
        [pl] scelgono
       *[sg] sceglie
    } (Herald prosegue).
turns-option-roll = Tira
turns-option-draw = Pesca le pedine
cmd-turn-roll-name = tira
cmd-turn-roll-description = Tira i tuoi dadi in un passaggio di tiro (tira Herald, tutti lo vedono)
cmd-turn-roll-seat-name = posto
cmd-turn-roll-seat-description = Il posto per cui tiri (se ne hai più d'uno; il GM: un posto, o nessuno per tutti)
cmd-turn-draw-name = pesca
cmd-turn-draw-description = Pesca le pedine dal sacchetto: l'ordine in cui escono è l'ordine di turno
