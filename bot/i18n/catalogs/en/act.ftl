# The generic command /act (bot/service/act.py) and the names of moves.
act-error-unknown = “{ $action }” is not a move of this game now. Moves: { $actions }.
act-error-unknown_choices = “{ $action }” is not a move of this game now. Moves: { $actions }; “{ $move_name }” takes { $option_name }: { OR($choices) }.
act-error-no_action = Which move? Name it, for example /act action:{ $first }. Moves: { $actions }.
act-error-choice = “{ $value }” is not one of: { OR($choices) }.
act-error-range = { $value } is out of range: { $min } to { $max }{ LEN($counter) ->
        [0] {""}
       *[other] {" "}({ $counter })
    }.
act-later = not now
act-secret_recorded = { LEN($choice) ->
        [0] Your choice is recorded
       *[other] Your choice, { $choice }, is recorded
    }; nobody sees it until everyone has chosen.
act-vote_recorded = Your vote, “{ $vote }”{ $markers ->
        [0] {""}
       *[other] {" "}(+{ $markers })
    }, is recorded; nobody sees it until everyone has voted.
move-turn-action = Take an action
move-phase-next = Next step
move-turn-event = Take the Event
move-turn-pass = Pass
move-turn-place = Place a piece
move-turn-done = Done
move-turn-undone = Take back “done”
move-vote = Vote
move-table = Look up a scoring table
move-coin-act = Execute an option
move-coin-pass = Pass
move-coin-pivotal = Play a Pivotal Event
move-coin-override = Change a faction's eligibility
move-coin-track = Adjust a track
move-turn-choose = Choose in secret
move-turn-pick = Pick
move-turn-bid = Bid
move-turn-score = Report a score
cmd-act-name = act
cmd-act-description = Play a move of this channel's game (any move its definition declares)
cmd-act-action-name = action
cmd-act-action-description = The move (autocomplete lists this game's moves)
cmd-act-choice-name = choice
cmd-act-choice-description = What the move chooses (a place, a card, a seat...)
cmd-act-number-name = number
cmd-act-number-description = The move's number (a count, a bid, a strength...)
cmd-act-seat-name = seat
cmd-act-seat-description = The seat you play for (if you hold several, or a Bot as GM)

# defs2: a number out of an open range, a move's beginning that names several
act-error-at_least = { $value } is too low: at least { $min }{ LEN($counter) ->
        [0] {""}
       *[other] {" "}({ $counter })
    }.
act-error-at_most = { $value } is too high: at most { $max }{ LEN($counter) ->
        [0] {""}
       *[other] {" "}({ $counter })
    }.
act-error-ambiguous = “{ $action }” could be { OR($actions) }: say which.
# other forms a move is typed in (the buttons' imperative), "|"-separated
move-turn-choose-forms = Choose|Choose in private
move-turn-score-forms = Report|Score
move-turn-done-forms = I'm done|Finished
move-turn-bid-forms = Raise|Offer
move-turn-pick-forms = Take
move-turn-pass-forms = Pass
move-turn-action-forms = Action
move-turn-event-forms = Event
move-turn-place-forms = Place
move-vote-forms = Vote
move-turn-undone-forms = Undone|Not done
# defs4 (merged from main)
move-turn-skip = Skip a seat
move-turn-only = Name who takes part
move-turn-skip-forms = Skip|Go on without
act-error-choice_ambiguous = “{ $value }” could be { $choices }: say which.
# play-test 15: a move sent without an option it needs
act-error-missing_option = “{ $move_name }” needs { $option_name }: ({ $expects }).
act-error-missing_option_read = “{ $action }” was read as “{ $move_name }”, which needs { $option_name }: ({ $expects }).
act-expects-range = a number from { $min } to { $max }
act-expects-at_least = a number, at least { $min }
act-expects-at_most = a number, at most { $max }
act-expects-number = a number
# play-test 16: a move or a choice one letter off is named
act-error-unknown_near = “{ $action }” is not a move of this game now: did you mean “{ $near }”? Moves: { $actions }.
move-turn-roll = Roll
move-turn-roll-forms = Roll the dice|Roll initiative
move-turn-draw = Draw the chits
move-turn-draw-forms = Draw|Draw a chit
move-turn-move = Move ahead
move-turn-move-forms = Move|Advance|Travel
act-secret_recorded_last = { LEN($choice) ->
        [0] Your choice is recorded
       *[other] Your choice, { $choice }, is recorded
    }: you chose last, so every choice is revealed now.
act-secret_recorded_alone = { LEN($choice) ->
        [0] Your choice is recorded
       *[other] Your choice, { $choice }, is recorded
    } and shown now: you are the only one choosing in this step.
act-vote_recorded_last = Your vote, “{ $vote }”{ $markers ->
        [0] {""}
       *[other] {" "}(+{ $markers })
    }, is recorded: you voted last, so every vote is revealed now.
