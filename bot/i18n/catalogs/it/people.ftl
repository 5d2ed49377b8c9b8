# Persone e luoghi che se ne vanno (bot/service/people.py)
people-former = un ex giocatore
people-forget_button = Dimenticami
people-forget_ask = Herald ti dimenticherà su ogni server: la tua lingua, i promemoria silenziati e gli orari dei promemoria vengono cancellati; in ogni partita i tuoi posti restano (le mosse di una partita hanno bisogno di un posto) ma vengono liberati, così che il GM li giochi o li assegni, e il tuo nome nei registri e nei tempi di decisione diventa «un ex giocatore». I messaggi già pubblicati su Discord restano: cancellali tu o chiedi ai moderatori del server. Non si può annullare.
people-forget_none = Non c'è niente da dimenticare.
people-forgotten = Fatto: Herald ti ha dimenticato ({ $count ->
        [one] 1 partita modificata
       *[other] { $count } partite modificate
    }). I messaggi già pubblicati su Discord non vengono rimossi.
people-seat_forgotten = Chi giocava { $seats } ha chiesto a Herald di essere dimenticato (/me forget): { $count ->
        [one] ora il posto è del GM, che può giocarlo o cederlo
       *[other] ora i posti sono del GM, che può giocarli o cederli
    } con /game seat seat:{ $seat } user:@qualcuno.
people-seat_forgotten_asked = Chi giocava { $seats } ha chiesto di essere dimenticato da Herald: { $count ->
        [one] ora il posto è del GM, che può giocarlo o cederlo
       *[other] ora i posti sono del GM, che può giocarli o cederli
    } con /game seat seat:{ $seat } user:@qualcuno.
people-seat_forgotten_gm = Chi giocava { $seats }, l'unico GM di questa partita, ha chiesto di essere dimenticato da Herald: ora la partita non ha un GM e { $count ->
        [one] il posto è libero
       *[other] i posti sono liberi
    }. Intanto chiunque abbia Gestire i canali può fare da GM: giocare o cedere un posto con /game seat seat:{ $seat } user:@qualcuno, e nominare un nuovo GM con /game gm user:@qualcuno.
people-gm_forgotten_only = L'unico GM di questa partita ha chiesto di essere dimenticato da Herald: ora la partita non ha un GM. Intanto chiunque abbia Gestire i canali può fare da GM e nominarne uno nuovo con /game gm user:@qualcuno.
people-gm_forgotten_dropped = Un GM di questa partita ha chiesto di essere dimenticato da Herald e non è più uno dei suoi GM.
people-seat_forgotten_up = Ora tocca { A($seat) }: si aspetta il GM.
people-member_left_seat = { $user } ha lasciato il server. In attesa: { $seats }; i promemoria non menzionano più questa persona. GM: assegna il posto con /game seat seat:{ $seat } user:@qualcuno, o giocalo tu con /game seat seat:{ $seat }.
people-member_left_gm_dropped = { $user }, GM di questa partita, ha lasciato il server e non è più uno dei suoi GM.
people-member_left_only_gm = { $user }, l'unico GM di questa partita, ha lasciato il server. Resta GM finché non ne viene nominato un altro: intanto chiunque abbia Gestire i canali può fare da GM e nominarne uno con /game gm user:.
people-member_back_gm = Con il ritorno nel server, { $user } è di nuovo GM di questa partita.
people-unreachable_gone = Herald non può più scrivere in { $channel } (il canale o il thread non c'è più, o è bloccato): la partita { $game } è in pausa e i suoi promemoria sono fermi. Il GM può continuarla in un altro canale scrivendo lì /game move from:{ $channel }, o un amministratore può salvarla con `herald guild export`.
people-unreachable_denied = Herald non ha il permesso di scrivere in { $channel } (manca un permesso, o il thread è archiviato o bloccato): la partita { $game } non riceve annunci e i suoi promemoria sono fermi. Dai a Herald Visualizza canale, Invia messaggi e Incorpora link (o riapri il thread), poi scrivi lì un comando della partita; o continua la partita altrove con /game move.
people-reachable_again = Herald può di nuovo scrivere in questo canale: i promemoria della partita sono riattivati.
people-cannot_post = ⚠ Herald non può scrivere in { $channel }: manca { $missing }. Annunci, riepilogo e promemoria di questa partita non si vedono finché un moderatore non gli dà questi permessi.
people-perm-send_messages = Invia messaggi
people-perm-embed_links = Incorpora link
people-perm-view_channel = Visualizza canale
people-perm-send_messages_in_threads = Invia messaggi nei thread
people-back = Herald è tornato su questo server: la partita è dove era, e i promemoria contano dalla sua ultima mossa.
cmd-me-forget-name = dimentica
cmd-me-forget-description = Fatti dimenticare da Herald su ogni server (chiede conferma)
