# The table: its language, pings in each player's language, waiting times, options.
table-your_turn = { $who }: it is your turn ({ $seats }).
table-your_step = { $who }: this step is yours to resolve (/phase next).
table-your_reveal = { $who }: reveal the next card (/card reveal).
table-language_name = English
table-error-language = I do not know the language '{ $value }'. Choose one of: English, Japanese or Italian (en, ja, it).
table-error-option_syntax = Write game options as name=value (for example Difficulty=hard), not “{ $text }”.
table-error-unknown_option = This game has no option '{ $option }'. Its options: { $options }.
table-error-option_range = { $value } is out of range: choose from { $min } to { $max }.
table-error-option_choice = '{ $value }' is not a choice here. Choose one of: { OR($choices) }.
table-options_set = Game options: { $options }.
table-option-epochs = Epochs to play (0: until the final Epoch card)
table-choice-easy = easy
table-choice-normal = normal
table-choice-hard = hard
table-yes = yes
table-no = no
table-begins-coin = How play begins: once the seats are taken, the GM reveals the first card with /card reveal (the game begins with it).
table-begins-turns = How play begins: once everyone has joined, the GM starts with /game begin (or /phase next), which opens the game's first step.
table-begins-default = How play begins: once everyone has joined, the GM starts with /game begin.
event-TableLanguageSet = { $user } set the table's language to { $language }.
table-bot = (Bot)
# play-test 20: a seat an elimination end has put out of the game
table-out = out
table-seat_sep = ;{" "}
table-waiting_for = Waiting for: { $waits }.
table-decision_times = Average time per move: { $times }.
table-duration-d = { $d } d
table-duration-dh = { $d } d { $h } h
table-duration-h = { $h } h
table-duration-hm = { $h } h { $m } min
table-duration-m = { $m ->
        [0] under a minute
        [one] 1 min
       *[other] { $m } min
    }
table-import_ask = This channel already has a game of { $game } (v{ $version }). Importing replaces it for good: run /game import confirm:yes again, with the file.
table-import_other_version = This export was played under a different definition of { $game } from this server's: the game continues under this server's current one.
table-dashboard_moved = 📌 The dashboard has moved down: { $url }
table-decision_time = { $who } { $time } ({ $moves ->
        [one] 1 move
       *[other] { $moves } moves
    })
table-server_language = New tables on this server will speak { $language }; tables already open keep their language.
table-error-server_language = Only members with Manage Server can set the language of this server's new tables.
# play-test 16: the GM's line in their own language says what the post asks
# play-test 16, finding 14: what a game begun from an ended one carries over
table-campaign_carried_file = Carried over from the game in { $file }: { $carried }.
table-campaign_carried = Carried over from the game of { $channel }: { $carried }.
table-campaign_seats = Each seat begins where the seat of the same name ended that game; a seat nobody held there begins from the setup.
# play-test 16, finding 30: the GM's own line when the step waits for the seats to be named
table-your_names = { $who }: name who takes part in this step (/turn only seats:).
