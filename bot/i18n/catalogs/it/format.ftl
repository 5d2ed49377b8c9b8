# Punteggiatura e congiunzioni di tutti i messaggi e del cruscotto: quelle della
# lingua, mai scritte nel codice.
list-sep = ,{" "}
list-and = {" e "}
list-none = nessuno
fmt-pair = { $a }: { $b }
fmt-paren = { $a } ({ $b })
fmt-quote = «{ $a }»
fmt-arrow = { $a } → { $b }
fmt-sequence = {" → "}
fmt-count = { $a } { $b }
list-or = {" o "}
fmt-setting = { $a } = { $b }
fmt-waiting = { $a } (da { $b })
fmt-times = { $a } ×{ $b }
# a list item quoted on its own line (a rule summary's bullet)
fmt-bullet = {"• "}
list-clauses = {"; "}
# a turn-based game's round in sentences, and its pass (a verb like any other, unless
# the definition says its rules write it as a capitalised term: "ha Passato")
vars-round_word = round
vars-round_word_year = anno
vars-pass_pp = passato
vars-pass_inf = passare
