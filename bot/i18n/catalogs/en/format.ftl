# Punctuation and joins every message and dashboard uses: a language's own, never
# spelled in code. $a and $b are the parts a line puts together.
list-sep = ,{" "}
# the last separator of a list of names in a sentence
list-and = {" and "}
# an empty list, said in a sentence or a field
list-none = none
fmt-pair = { $a }: { $b }
fmt-paren = { $a } ({ $b })
fmt-quote = “{ $a }”
fmt-arrow = { $a } → { $b }
fmt-sequence = {" → "}
fmt-count = { $a } { $b }
list-or = {" or "}
fmt-setting = { $a } = { $b }
fmt-waiting = { $a } ({ $b })
fmt-times = { $a } ×{ $b }
# a list item quoted on its own line (a rule summary's bullet)
fmt-bullet = {"• "}
list-clauses = {"; "}
# a turn-based game's round in sentences, and its pass, unless its definition says them
vars-round_word = round
# a year game's round in sentences: English keeps "round" (Hadrian's Wall's texts as they were)
vars-round_word_year = round
vars-pass_pp = passed
vars-pass_inf = pass
