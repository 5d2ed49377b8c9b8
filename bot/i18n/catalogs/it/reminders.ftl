remind-set = Se per { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    } non succede nulla, avviserò chi deve giocare.
remind-off = Promemoria disattivati per questa partita.
remind-nobody_up = Al momento non tocca a nessuno.
remind-ping = { $who }: { $by } aspetta una tua mossa.
remind-muted = I tuoi promemoria sono silenziati. Gli annunci ti menzionano comunque quando tocca a te.
remind-unmuted = I tuoi promemoria sono di nuovo attivi.
remind-reminder = ⏰ { $who }: si aspetta ancora te ({ $idle } senza mosse).
error-remind_range = Indica un numero di ore da { $min } a { $max }, oppure 0 per disattivare i promemoria.
error-players_only = Solo i giocatori e il GM di questa partita possono farlo.
remind-escalate = ⏰ { $gm }: nessuno muove da { $idle }; la partita potrebbe aver bisogno del GM.
error-ping_too_soon = Li hai chiamati poco fa; potrai chiamarli di nuovo tra { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minuti
    }.
remind-yours = La partita aspetta te: non c'è nessun altro da chiamare.
remind-ping_step = { $who }: { $by } aspetta che tu risolva questo passaggio (/phase next).
remind-server_set = In ogni nuova partita di questo server, se per { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    } non succede nulla, avviserò chi deve giocare.
remind-server_off = Le nuove partite di questo server cominciano con i promemoria disattivati.
remind-error-gm_sets = Solo il GM imposta i promemoria di questa partita (/game remind after:). Per silenziare i tuoi, usa /game mute.
