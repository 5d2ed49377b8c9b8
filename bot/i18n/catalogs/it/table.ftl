# Il tavolo: lingua, richiami nella lingua di ciascuno, attese, opzioni.
list-sep = ,{" "}
# the last separator of a list of names in a sentence
list-and = ,{" "}
table-your_turn = { $who }: tocca a te ({ $seats }).
table-your_step = { $who }: questo passo lo risolvi tu (/phase next).
table-language_name = Italiano
table-error-language = Non conosco la lingua '{ $value }'. Scegli tra: { $languages }.
table-error-option_syntax = Scrivi le opzioni di gioco come nome=valore (per esempio difficulty=hard), non '{ $text }'.
table-error-unknown_option = Questo gioco non ha l'opzione '{ $option }'. Le sue opzioni: { $options }.
table-error-option_range = { $value } è fuori intervallo: scegli da { $min } a { $max }.
table-error-option_choice = '{ $value }' non è una scelta possibile. Scegli tra: { $choices }.
table-options_set = Opzioni di gioco: { $options }.
table-option-epochs = Epoche da giocare (0: fino all'ultima carta Epoca)
table-choice-easy = facile
table-choice-normal = normale
table-choice-hard = difficile
table-yes = sì
table-no = no
table-begins-coin = Come si comincia: occupati i posti, il GM rivela la prima carta con /card reveal (la partita comincia così).
table-begins-turns = Come si comincia: quando tutti si sono uniti, il GM inizia con /game begin (o /phase next), che apre il primo passo del primo round.
table-begins-default = Come si comincia: quando tutti si sono uniti, il GM inizia con /game begin.
event-TableLanguageSet = { $user } ha impostato la lingua del tavolo: { $language }.
table-bot = (bot)
table-seat_sep = ;{" "}
table-waiting_for = In attesa di: { $waits }.
table-decision_times = Tempo medio di decisione: { $times }.
table-duration-d = { $d } g
table-duration-dh = { $d } g { $h } h
table-duration-h = { $h } h
table-duration-hm = { $h } h { $m } min
table-duration-m = { $m } min
table-import_ask = Questo canale ha già una partita di { $game } (v{ $version }). Importare la sostituisce per sempre: ripeti /game import con il file e confirm:true.
table-dashboard_moved = 📌 Il cruscotto si è spostato più in basso: { $url }
list-none = nessuno
table-error-export_hidden = Non ora: la partita contiene scelte segrete non ancora rivelate. Fino ad allora solo il GM può esportarla.
