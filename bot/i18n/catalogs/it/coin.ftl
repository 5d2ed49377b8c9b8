# Moderatore COIN (/card, /coin, /track) e il suo cruscotto.

coin-option-command = Comando
coin-option-command_feat = Comando + Impresa
coin-option-event = Evento
coin-option-limited_command = Comando limitato
coin-option-pass = Passa

coin-cylinder-eligible = Eleggibile
coin-cylinder-ineligible = Ineleggibile
coin-cylinder-passed = Ha passato
coin-cylinder-first = 1° Eleggibile
coin-cylinder-second = 2° Eleggibile

coin-step-first = Carta { $title }: { NUM($faction) ->
        [pl] decidono
       *[sg] decide
    } per { FORM($faction) ->
        [f] prima
        [m-pl] primi
        [f-pl] prime
       *[m] primo
    } { THE($faction) } (1{ GENDER($faction) ->
        [f] ª
       *[m] °
    } Eleggibile).
coin-step-second = Carta { $title }: { THE($faction) } { NUM($faction) ->
        [pl] possono
       *[sg] può
    } agire come 2{ GENDER($faction) ->
        [f] ª
       *[m] °
    } Eleggibile.
coin-step-reveal_current = GM: rivela la prima carta con /card reveal.
coin-step-reveal_next = Prima di giocare la carta { $title }, rivelate la successiva con /card reveal (se è una carta { $epoch_name }, il round { $epoch_of } si gioca subito).
coin-step-finished = La partita è finita.{ LEN($winner) ->
        [0] {""}
       *[other] {" "}{ CAP(THE($winner)) } { NUM($winner) ->
            [pl] hanno
           *[sg] ha
        } vinto.
    }

coin-dash-tracks = Tracciati
coin-dash-not_revealed = non ancora rivelata
coin-dash-epoch_card = {"*"}*{ $card }** (carta { $epoch_name })
coin-dash-pivotal_of = Evento Pivotale { DI($faction) }
coin-dash-phase_card = Carta Evento
coin-dash-not_begun = La partita inizia con il primo /card reveal.
coin-dash-won = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] vincono
       *[sg] vince
    } la partita.
coin-dash-epoch_phase = Round { $epoch_of } { $epoch }: fase «{ $phase }».
coin-dash-up = Di turno: { THE($faction) } ({ $holder }) – { LEN($options) ->
        [0] nessuna opzione
       *[other] { OR($options) }
    }
coin-dash-waiting_reveal = Nessuno di turno: si attende la rivelazione di una carta.
coin-dash-current = Carta in gioco
coin-dash-next = Prossima carta
coin-dash-deferred = Interrotta, si gioca dopo
coin-dash-gm = GM
coin-dash-override_eligible = → resta Eleggibile
coin-dash-override_ineligible = → Ineleggibile alla prossima carta
coin-dash-cylinders = Cilindri
coin-dash-epoch_count = { $epoch_name } { $epoch }

coin-error-unknown_faction = Fazione sconosciuta: «{ $faction }». Fazioni: { LEN($factions) ->
        [0] nessuna
       *[other] { $factions }
    }.
coin-error-bad_order = Nell'ordine della carta ogni fazione va indicata una sola volta ({ LIST($factions) }); hai scritto: «{ $order }».
coin-error-unknown_track = Tracciato sconosciuto: «{ $track }». Tracciati: { $tracks }.
coin-error-nobody_up = Al momento non tocca a nessuno.
coin-error-nobody_up_reveal = Non tocca a nessuno: prima va rivelata la carta successiva (/card reveal).
coin-error-nobody_up_epoch = Non tocca a nessuno: è in corso un round { $epoch_of } (/phase next).
coin-error-not_your_faction = Non sei tu a giocare { THE($faction) }.
coin-error-not_eligible = { CAP(THE($faction)) } non { NUM($faction) ->
        [pl] sono Eleggibili
       *[sg] è Eleggibile
    } su questa carta.
coin-error-out_of_turn = Non tocca { A($faction) }: ora { NUM($up) ->
        [pl] decidono
       *[sg] decide
    } { THE($up) }.
coin-error-out_of_turn_up = Non tocca a te decidere: tocca { A($up) }.
coin-error-unknown_action = Questo gioco non ha l'azione «{ $action }».
coin-error-game_over = La partita è finita.
coin-error-not_a_player = Solo i giocatori e il GM possono farlo.
coin-error-epoch_in_progress = È in corso un round { $epoch_of }: concludilo prima con /phase next.
coin-error-no_slot = La carta corrente e quella successiva sono già rivelate.
coin-error-order_needed = Indica l'ordine delle fazioni della carta, per esempio { LIST($factions) }.
coin-error-bad_number = { $number } non è un numero di carta.
coin-error-unknown_option = Opzione sconosciuta: «{ $option }». Disponibili ora: { LEN($options) ->
        [0] nessuna
       *[other] { $options }
    }.
coin-error-option_not_allowed = { CAP(THE($faction)) } ora non { NUM($faction) ->
        [pl] possono
       *[sg] può
    } scegliere { $option }. Disponibili: { $options }.
coin-error-pivotal_already = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] hanno
       *[sg] ha
    } già giocato un Evento Pivotale su questa carta.
coin-error-trumped = L'Evento Pivotale { DI($faction) } non batte quello giocato { DA($by) }.
coin-error-pivotal_too_late = Troppo tardi per un Evento Pivotale: una fazione ha già agito o passato su questa carta.
coin-error-bad_eligibility = L'eleggibilità è «Eleggibile» o «Ineleggibile», non «{ $eligibility }».
coin-error-override_not_allowed = Solo la fazione che ha eseguito l'Evento, o il GM, può cambiare l'eleggibilità.
coin-error-track_delta_or_value = Per il tracciato indica una variazione (/track delta:) o un valore (/track value:), non entrambi.
coin-error-no_epoch_round = Non c'è alcun round { $epoch_of } da far avanzare: giocate la carta.
coin-error-victory_asks = Fase Vittoria: una fazione ha vinto? Rispondete /phase next winner:<una tra { OR($factions) }> oppure /phase next winner:nessuna.
coin-error-final_victory_asks = { $epoch_name } finale: indicate chi ha vinto (/phase next winner: una tra { OR($factions) }).
coin-error-no_tracks = La partita di questo canale non ha tracciati COIN.

event-CardRevealed = Carta rivelata: { $card } (ordine: { $order }).
event-EpochCardRevealed = Carta { $epoch_name } rivelata: { $card }. Si gioca subito il round { $epoch_of }.
coin-epoch_name = Epoca
coin-epoch_a = un'Epoca
coin-epoch_a_cap = Un'Epoca
coin-epoch_of = d'Epoca
coin-step-reveal_next_after = Prima di giocare la carta { $title }, rivelate la successiva con /card reveal (se è una carta { $epoch_name }, il suo round si gioca quando diventa la carta corrente).
event-EpochCardRevealedLater = Carta { $epoch_name } rivelata: { $card }. Il round { $epoch_of } si gioca quando diventa la carta corrente, dopo la carta in gioco.
event-EpochRoundBegan = Inizia il round { $epoch_of } { $epoch }.
event-EpochPhaseStarted = ▶ { $phase }
event-OptionExecuted = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] eseguono
       *[sg] esegue
    } { THE($what) }.
event-FactionPassed = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] passano
       *[sg] passa
    }.
event-TrackChanged = { CAP($track) }: { $old } → { $new }.
event-CardEnded = La carta { $card } è finita. { LEN($ineligible) ->
        [0] Tutte le fazioni sono Eleggibili alla prossima carta.
       *[other] Alla prossima carta { THE($ineligible) } { NUM($ineligible) ->
            [pl] sono Ineleggibili
           *[sg] è Ineleggibile
        }.
    }
event-InterruptedCardResumed = Ora si gioca la carta interrotta, { $card }.
event-RevealNeeded = Ora si gioca la carta { $card }.
event-EpochCardCurrent = Ora si gioca la carta { $card }.
event-PivotalPlayed = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] giocano
       *[sg] gioca
    } l'Evento Pivotale { $card }, che interrompe la carta { $interrupted }.
event-PivotalCancelled = L'Evento Pivotale { DI($trumped_by) } batte quello { DI($faction) }: l'Evento { DI($faction) } è annullato e torna in mano { A($faction) }.
event-OverrideEligible = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] saranno Eleggibili
       *[sg] sarà Eleggibile
    } alla prossima carta (effetto dell'Evento).
event-OverrideIneligible = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] saranno Ineleggibili
       *[sg] sarà Ineleggibile
    } alla prossima carta (effetto dell'Evento).
event-CylindersReset = Azzeramento: tutti i cilindri sono di nuovo Eleggibili.
event-EpochRoundEnded = Il round { $epoch_of } { $epoch } è concluso.
event-GameWon = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] vincono
       *[sg] vince
    } la partita!

# Command and option names stay as in English, as the prompts quote them.
cmd-card-name = carta
cmd-card-description = Carte Evento COIN
cmd-card-reveal-name = rivela
cmd-card-reveal-description = Rivela la carta successiva con il suo ordine delle fazioni
cmd-card-reveal-order-name = ordine
cmd-card-reveal-order-description = Le quattro fazioni nell'ordine della carta (nomi o iniziali)
cmd-card-reveal-number-name = numero
cmd-card-reveal-number-description = Numero della carta
cmd-card-reveal-title-name = titolo
cmd-card-reveal-title-description = Titolo della carta
cmd-card-reveal-epoch-name = epoca
cmd-card-reveal-epoch-description = È una carta Epoca
cmd-card-reveal-final-name = finale
cmd-card-reveal-final-description = È la carta dell'Epoca finale
cmd-coin-name = coin
cmd-coin-description = Sequenza di gioco COIN
cmd-coin-act-name = agisci
cmd-coin-act-description = Esegui: Comando, Comando + Impresa, Evento o Comando limitato
cmd-coin-act-option-name = opzione
cmd-coin-act-option-description = Che cosa fa la tua fazione
cmd-coin-act-faction-name = fazione
cmd-coin-act-faction-description = La tua fazione (solo se ne hai più d'una)
cmd-coin-pass-name = passa
cmd-coin-pass-description = Passa (Herald aggiunge da sé Risorse o Fama)
cmd-coin-pass-faction-name = fazione
cmd-coin-pass-faction-description = La tua fazione (solo se ne hai più d'una)
cmd-coin-pivotal-name = pivotale
cmd-coin-pivotal-description = Gioca un Evento Pivotale prima che qualcuno agisca sulla carta
cmd-coin-pivotal-faction-name = fazione
cmd-coin-pivotal-faction-description = La fazione che gioca il suo Evento Pivotale
cmd-coin-pivotal-order-name = ordine
cmd-coin-pivotal-order-description = L'ordine delle fazioni della carta Evento Pivotale
cmd-coin-pivotal-title-name = titolo
cmd-coin-pivotal-title-description = Il titolo dell'Evento Pivotale
cmd-coin-override-name = eleggibilità
cmd-coin-override-description = Un Evento rende una fazione Eleggibile o Ineleggibile per la prossima carta
cmd-coin-override-faction-name = fazione
cmd-coin-override-faction-description = La fazione nominata dall'Evento
cmd-coin-override-eligibility-name = eleggibilità
cmd-coin-override-eligibility-description = Eleggibile o Ineleggibile
cmd-coin-override-eligibility-choice-eligible = Eleggibile
cmd-coin-override-eligibility-choice-ineligible = Ineleggibile
cmd-track-name = tracciato
cmd-track-description = Mostra i tracciati o modificane uno
cmd-track-track-name = tracciato
cmd-track-track-description = Quale tracciato (Risorse, Ricchezza, Prestigio, Fama, Imperium...)
cmd-track-delta-name = variazione
cmd-track-delta-description = Aggiungi questa quantità (negativa per togliere; sposta un tracciato di stato)
cmd-track-value-name = valore
cmd-track-value-description = Imposta questo valore
coin-option-no_winner = Nessuna fazione ha vinto
coin-option-won = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] hanno
       *[sg] ha
    } vinto

# engine rule fixes (issue 13)
coin-error-number_range = La carta numero { $number } non è in questo mazzo (carte da { $first } a { $last }).
event-CardEndedAllEligible = La carta { $card } è finita. Tutte le fazioni sono Eleggibili alla prossima carta.
event-PivotalPlayedUntitled = { CAP(THE($faction)) } { NUM($faction) ->
        [pl] giocano
       *[sg] gioca
    } il proprio Evento Pivotale, che interrompe la carta { $interrupted }.
value-untitled_card = (carta senza titolo)

# issue 20: the Epoch phases' prompts come from the definition ([[coin.epoch.phases]] prompt)
coin-step-victory = Round { $epoch_of } { $epoch } – { $phase }: una fazione ha superato la sua soglia di vittoria? Rispondete /phase next winner:<fazione> oppure /phase next winner:nessuna.
coin-step-victory_final = { $epoch_name } { $epoch } (finale), dopo il Recupero: indicate chi ha vinto con /phase next winner:<fazione> (in caso di parità vince la prima in quest'ordine: { LIST($ties) }).
coin-step-epoch_phase = Round { $epoch_of } { $epoch } – { $phase }: { $prompt }
name-epoch_prompt = risolvetela, poi usate /phase next.
coin-error-bad_flag = /card reveal { $option }: accetta solo sì o no (non «{ $value }»).
coin-error-bad_track_value = «{ $value }» non è un valore { DI($track) } ({ OR($values) }).
coin-error-track_range = { CAP(THE($track)) } { NUM($track) ->
        [pl] vanno
       *[sg] va
    } da { $min } a { $max }, solo numeri interi (non { $value }).
coin-dash-cylinder_line = { $icon } { $seat } — { $state } ({ $holder })
# play-test 16: an Epoch card that becomes current asks for no reveal
event-EpochCardNow = Ora si gioca la carta { $card }.
