deadline-none = Questa partita non ha una scadenza per i turni. Il GM la imposta con /game deadline hours: then:.
deadline-is = Scadenza dei turni: { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    } senza mosse, poi { $then }.
deadline-dash = ⏳ Scadenza: { $seats } (poi { $then })
deadline-dash-seat = { $seat } { $at }
deadline-dash-then_gm = Herald chiama il GM
deadline-dash-then_pass = Herald passa per quel posto
deadline-error-range = Indica un numero di ore da { $min } a { $max }, oppure 0 per togliere la scadenza.
deadline-error-gm_sets = Solo il GM imposta la scadenza dei turni di questa partita (/game deadline hours: then:). Chiunque sia in partita può vederla con /game deadline.
deadline-error-then = «{ $given }» non è una scelta: per /game deadline then: scegli se Herald chiama il GM o passa per quel posto (dove il passaggio lo permette).
deadline-moved = Il posto ha giocato prima della scadenza.
deadline-why-no_pass = Herald qui non può passare al suo posto: questo passaggio non permette al GM di passare per un posto.
deadline-ask_gm = ⏳ { $gm }: { $seats } non muove da { $idle } (la scadenza è di { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    }).
deadline-command_skip = Per proseguire senza: { $command }
deadline-command_seat = Per giocare tu quel posto (e fare la sua mossa): { $command }
deadline-passed_you = { $who }: la scadenza è passata e Herald è andato avanti senza di te questa volta.
deadline-players = { $who }: la scadenza è passata; è stato chiesto al GM di intervenire.
event-DeadlineSetGm = { $user } ha impostato una scadenza dei turni di { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    }: poi Herald chiama il GM.
event-DeadlineSetPass = { $user } ha impostato una scadenza dei turni di { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    }: poi Herald passa per quel posto dove il passaggio lo permette (altrimenti chiama il GM).
event-DeadlineOff = { $user } ha tolto la scadenza dei turni.
event-DeadlinePassed = ⏳ Herald: la scadenza di { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    } è passata per { $seats }; Herald prosegue senza (il GM può annullarlo con /game undo).
cmd-game-deadline-name = scadenza
cmd-game-deadline-description = GM: ore che un posto può far aspettare, poi chiama il GM o passa per lui
cmd-game-deadline-hours-name = ore
cmd-game-deadline-hours-description = Ore senza mosse (0: nessuna); la scadenza corre anche nelle ore di silenzio
cmd-game-deadline-then-name = poi
cmd-game-deadline-then-description = Herald chiama il GM, oppure passa per quel posto dove può
cmd-game-deadline-then-choice-gm = chiama il GM
cmd-game-deadline-then-choice-pass = passa per quel posto
