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
list-clauses = {"; "}
