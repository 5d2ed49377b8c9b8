# Turn-based games (bot/engine/games/turns.py). Names of phases and steps come from the
# game definitions: «x» fields are written {x} so every locale has the
# same placeholders and prints only its own language (a .0 precision prints nothing).
event-PhaseStarted = ▶ { $phase }
event-StepStarted = • { $step }
event-StepCompleted = ✔ { $step }: done.
event-RoundStarted = 🔄 Round { $round } begins.
event-YearStarted = 🔄 Year { $round } begins.
event-ExtraTurn = { $seat } took a turn and plays again (an extra turn).
turns-error-no_extra_turn = An extra turn is played in a step where the seats take turns one after another; “{ $step }” is not one.
event-TurnTaken = { $seat } took an action.
event-EventTaken = { $seat } took this { $round_word }'s Event.
event-AllEventsTaken = Everyone has taken an Event: resolve the bottom row of the Event cards nobody took.
event-PlayerPassed = { $seat } passed ({ $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } to pass) and { NUM($seat) ->
        [pl] gain
       *[sg] gains
    } { $reward } { UNIT($unit, $reward) }.
event-PlayerPassedNoReward = { $seat } passed ({ $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } to pass), with no reward.
event-LastTurnsBegan = Nobody left can earn a pass reward: one last turn each for { $seats }. Still owing an Event: { $owe_event }.
event-LastTurnTaken = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } played their last turn.
event-FirstPlayerTokenWon = { $seat } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } the First Player token at the end of the { $round_word }.
event-PiecePlaced = { $seat } placed { ONE($piece) } on { $where } ({ $left ->
        [0] none left to place
       *[other] { $left } left to place
    }).
event-ChooserPlaceTaken = { $seat } placed { ONE($piece) } on { $where } ({ $left ->
        [0] none left to place
       *[other] { $left } left to place
    }) and will choose next { $round_word }'s start player (/turn startplayer).
event-PiecesSet = { $seat } now { NUM($seat) ->
        [pl] hold
       *[sg] holds
    } { $count } to place each { $round_word }.
event-StartPlayerChosen = { $seat } will be the start player next { $round_word }.
event-PlayerDone = { $seat } { NUM($seat) ->
        [pl] are
       *[sg] is
    } done.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}Still playing: { $waiting }.
    }
event-AllDone = Everyone is done.
event-VotedApprove = { $seat } { NUM($seat) ->
        [pl] vote
       *[sg] votes
    } to approve law { $law }{ $markers ->
        [0] {""}
        [one] {" "}(+1 vote marker)
       *[other] {" "}(+{ $markers ->
        [one] 1 vote marker
       *[other] { $markers } vote markers
    })
    }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}Still to vote: { $waiting }.
    }
event-VotedReject = { $seat } { NUM($seat) ->
        [pl] vote
       *[sg] votes
    } to reject law { $law }{ $markers ->
        [0] {""}
        [one] {" "}(+1 vote marker)
       *[other] {" "}(+{ $markers ->
        [one] 1 vote marker
       *[other] { $markers } vote markers
    })
    }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}Still to vote: { $waiting }.
    }
event-LawApproved = ⚖ Law { $law } is approved: { $approve } for, { $reject } against.
event-LawRejected = ⚖ Law { $law } is rejected: { $approve } for, { $reject } against.
event-VotesTallied = Parliament is over. Approved: { $approved }; rejected: { $rejected }. The laws take effect left to right.
event-EraEventsLeft = Era { $era }: { $events_left ->
        [0] no Event cards left
        [one] 1 Event card left
       *[other] { $events_left } Event cards left
    }.
event-ErasSet = The game ends after era { $eras }.
event-EraEnded = Era { $era } is over.
event-FinalScoring = 🏁 On to the final phase.
event-GameFinished = { $said ->
        [end] Thanks for playing!
       *[other] The game is over. Thanks for playing!
    }
event-TableLookedUp = { $table }: { $value } → { $result }
turns-prompt-round = Round { $round } · { $phase } — { $step }
turns-prompt-year = Year { $round } · { $phase } — { $step }
turns-prompt-finished = The game is over.
turns-option-action = Action
turns-option-event = Event
turns-option-pass = Pass
turns-option-done = Done
turns-option-approve = Approve
turns-option-reject = Reject
turns-dash-round = Round { $round } of { $rounds }
turns-dash-round_open = Round { $round }
turns-dash-year = Year { $round } of { $rounds }
turns-dash-year_open = Year { $round }
turns-dash-phase = Phase
turns-dash-step = Step
turns-dash-steps = Steps of this phase
turns-dash-up = Up now
turns-dash-nobody = nobody: resolve the step, then /phase next
turns-dash-everyone = every player: resolve the step together, then /phase next
turns-dash-seats = Seats (clockwise)
turns-dash-first_player = First Player
turns-dash-start_player = Start player
turns-dash-next = { $seat } next { $round_word }
turns-dash-pass_order = Pass order
turns-dash-events_taken = Event taken
turns-dash-last_turns = Last turns
turns-dash-era = Era { $era } of { $eras }; Event cards left: { $left }
turns-dash-era_name = Era
turns-dash-unknown = unknown (/era)
turns-dash-left = Left to place
turns-dash-placements = Placed this { $round_word }
turns-dash-done = Done
turns-dash-playing = Still playing
turns-dash-voted = Voted
turns-dash-bots = Bots (played by the GM)
turns-dash-finished = The game is over.
turns-dash-rule = Rules
turns-dash-none = none
turns-error-already_done = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already declared done.
turns-error-bad_ballot = There is no ballot { $law }: choose 1 to { $count }.
turns-error-bad_count = “{ $count }” is not a valid number.
turns-error-bad_markers = “{ $markers }” is not a valid number of vote markers.
turns-error-bad_option = The setup option “{ $option }” cannot be “{ $value }”.
turns-error-option_range = “{ $option }” must be between { $min } and { $max } (not { $value }).
turns-error-bad_place = “{ $where }” is not a place here. Places: { $places }.
turns-error-bad_table = There is no table “{ $table }”. Tables: { $tables }.
turns-error-ballot_order = Ballot { $current } is being voted on now, not ballot { $law }.
turns-error-chooser_only = Only the player of { $seat } or the GM can choose the next start player.
turns-error-era_needs_value = Give the Event cards left in this era (/era events_left:) or how many eras to play (/era eras:).
turns-error-eras_below_current = The game is already in era { $era }; it cannot end after era { $eras }.
turns-error-event_before_pass = { $seat } must take an Event before passing.
turns-error-event_taken = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already taken this { $round_word }'s Event.
turns-error-fewer_than_placed = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already placed { $placed } this { $round_word }.
turns-error-finished = The game is over: there is nothing more to play.
turns-error-last_turn_event = { $seat } still owes an Event: their last turn must be the Event.
turns-error-no_eras = This game has no eras.
turns-error-no_pieces = This game has no pieces to place.
turns-error-no_seat_to_act = You hold no seat that can act now.
turns-error-no_seats = Nobody is seated.
turns-error-not_seated = Only seated players or the GM can do that.
turns-error-not_your_seat = You do not play { $seat }.
turns-error-not_your_seat_gm = You do not play { $seat }. As the GM, take the seat with /game seat seat:{ $seat } and play its moves yourself.
turns-error-not_your_seat_gm_skip = You do not play { $seat }. As the GM, go on without it with /turn skip seat:{ $seat }, or take the seat with /game seat seat:{ $seat } and play its moves yourself.
turns-error-step_in_progress = “{ $step }” is still under way (waiting for { $up }); it ends by itself when everyone is done.
turns-error-step_in_progress_hidden = “{ $step }” is still under way: the seats the GM named choose in secret; it ends when they all have chosen, or when the GM goes on.
turns-error-turn_of = It is { POSS($seat) } turn.
# play-test 20: a verb played on another seat by a player whose seat is not up
turns-error-others_up = Only the seat that is up ({ $up }) may play { $verb } on another seat: it is not your turn.
turns-error-others_nobody_up = Only the seat that is up may play { $verb } on another seat, and no seat is up now.
turns-error-unknown_action = Unknown action “{ $unknown_move }”.
turns-error-which_seat = You hold several seats: say which one with { $command } ({ OR($seats) }).
turns-error-no_user_seat = { $user } holds no seat in this game.
turns-error-need_user = Name the player who will start (/turn startplayer user:).
cmd-turn-name = turn
cmd-turn-description = Your turn in a turn-based game
cmd-turn-action-name = action
cmd-turn-action-description = Take an action on your turn
cmd-turn-event-name = event
cmd-turn-event-description = Take the Event now on offer (Europa Universalis)
cmd-turn-pass-name = pass
cmd-turn-pass-description = Pass (after your Event); Herald gives the pass reward
cmd-turn-place-name = place
cmd-turn-place-description = Place one piece on a place of the game's board (your turn)
cmd-turn-place-where-name = where
cmd-turn-place-where-description = The place, as the game names it
cmd-turn-knights-name = knights
cmd-turn-knights-description = Set how many knights a player holds (Lancaster)
cmd-turn-knights-count-name = count
cmd-turn-knights-count-description = Knights this player holds
cmd-turn-startplayer-name = startplayer
cmd-turn-startplayer-description = Choose who starts next (the game says who may)
cmd-turn-startplayer-user-name = user
cmd-turn-startplayer-user-description = The player who starts next
cmd-turn-done-name = done
cmd-turn-done-description = Declare you are done for now (Hadrian's Wall)
cmd-turn-score-name = score
cmd-turn-score-description = Look up a scoring table (disdain penalty, solo rank...)
cmd-turn-score-table-name = table
cmd-turn-score-table-description = Which table
cmd-turn-score-value-name = value
cmd-turn-score-value-description = Your count or score
cmd-turn-action-seat-name = seat
cmd-turn-action-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-event-seat-name = seat
cmd-turn-event-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-pass-seat-name = seat
cmd-turn-pass-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-place-seat-name = seat
cmd-turn-place-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-knights-seat-name = seat
cmd-turn-knights-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-done-seat-name = seat
cmd-turn-done-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-vote-name = vote
cmd-vote-description = Vote approve or reject on what is being voted on
cmd-vote-law-name = ballot
cmd-vote-law-description = Which ballot, counted from 1 (default: the one being voted on)
cmd-vote-choice-name = choice
cmd-vote-choice-description = Approve or reject
cmd-vote-choice-choice-approve = approve
cmd-vote-choice-choice-reject = reject
cmd-vote-markers-name = markers
cmd-vote-markers-description = Extra vote markers spent on this vote
cmd-vote-seat-name = seat
cmd-vote-seat-description = The seat you vote for (if you hold several)
cmd-era-name = era
cmd-era-description = Era tracking: Event cards left, eras to play (Europa Universalis)
cmd-era-events_left-name = events_left
cmd-era-events_left-description = Event cards left in the current era (0 = the era is ending)
cmd-era-eras-name = eras
cmd-era-eras-description = How many eras the game lasts

# engine rule fixes (issue 13)
turns-error-place_held = { $seat } { NUM($seat) ->
        [pl] hold
       *[sg] holds
    } { $where } with strength { $strength }: only a greater strength pushes it out (/turn place strength: more than { $strength }).
turns-error-place_held_strength = { $seat } { NUM($seat) ->
        [pl] hold
       *[sg] holds
    } { $where }: say your { $piece }'s strength to push it out (/turn place strength:).
turns-error-not_done = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } not declared done.
turns-error-not_enough_markers = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } { $have } { UNIT($counter, $have) } this { $round_word }, not { $markers }.
event-PiecePushedOut = { $by } { NUM($by) ->
        [pl] push
       *[sg] pushes
    } { $seat } out of { $where } with strength { $strength }; the { $piece } returns to { $seat }, who { NUM($seat) ->
        [pl] place
       *[sg] places
    } it again this { $round_word }.
event-PlayerResumed = { $seat } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } back their done and { NUM($seat) ->
        [pl] play
       *[sg] plays
    } on.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}Still playing: { $waiting }.
    }
event-CounterSet = { $seat }: { $count } { UNIT($counter, $count) }.
event-CounterGranted = Each player receives { $plus } { UNIT($counter, $plus) }.
event-CounterGrantedFrom = Each player receives { $counter } ({ $from } + { $plus }).
event-UnusedCounterReturned = Unused { $counter } go back to the stock ({ $seats }).
event-EraEventsDrawn = Era { $era }: { $drawn ->
        [one] 1 Event card drawn
       *[other] { $drawn } Event cards drawn
    }, { $events_left } left.
cmd-turn-place-strength-name = strength
cmd-turn-place-strength-description = Your piece's strength, to push a weaker one out of a place that holds one
cmd-turn-undone-name = undone
cmd-turn-undone-description = Take back your done while the others still play (Hadrian's Wall)
cmd-turn-undone-seat-name = seat
cmd-turn-undone-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-nobles-name = nobles
cmd-turn-nobles-description = Set how many noble tiles a player holds: they give vote markers (Lancaster)
cmd-turn-nobles-count-name = count
cmd-turn-nobles-count-description = Noble tiles this player holds
cmd-turn-nobles-seat-name = seat
cmd-turn-nobles-seat-description = The seat you play for (if you hold several, or a Bot as GM)
cmd-turn-seating-name = seating
cmd-turn-seating-description = GM, before play: the seating order and the opening First Player
cmd-turn-seating-order-name = order
cmd-turn-seating-order-description = Seats clockwise, comma-separated
cmd-turn-seating-first-name = first
cmd-turn-seating-first-description = The seat that opens as First Player
event-LastTurnsBeganEventsTaken = Nobody left can earn a pass reward: one last turn each for { $seats }.
event-VotesTalliedAllApproved = Parliament is over: every law is approved ({ $approved }). The laws take effect left to right.
event-VotesTalliedAllRejected = Parliament is over: every law is rejected ({ $rejected }).

# issue 20: ids named by the renderer; the Lancaster fixes of issue 22
turns-dash-phase_line = {"*"}*{ $phase }**
turns-dash-step_line = { $step }
turns-dash-era_unknown = Era { $era } of { $eras }; Event cards left: unknown (/era)
turns-error-not_a_move_here = “{ $move }” is not a move of the current step, “{ $step }”. Its moves: { $step_moves }.
turns-error-counter_range = { $counter }: from { $min } to { $max } (not { $value }).
turns-error-verb_not_now = Not during “{ $phase }”: wait until it is over.
turns-error-chooser_after_placement = The next start player is chosen once placing is over, by whoever holds { $where } then.
turns-error-no_event_here = There is no Event to take in “{ $step }”.
turns-error-no_tables = This game has no scoring table to look up.
turns-error-bad_rank = “{ $table }” has ranks 1 to { $max }, not { $value }.

# issue 20: the secret, draft, auction and scoring structures
event-SecretChosen = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } chosen.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}Still choosing: { $waiting }.
    }
event-ChoiceRevealed = { $seat } chose { $choice }.
event-AmountRevealed = { $seat }: { $amount }.
event-ChoicesShuffled = Revealed together, not saying whose: { $choices }.
event-AmountsShuffled = Revealed together, not saying whose: { $amounts }.
event-ChoiceWon = { $winners } won with { $choice }.
event-AmountWon = { $winners } won with { $amount }.
event-ChoiceTie = Tie between { $tied } ({ $choice }): { $winners } won, { $rule }.
event-AmountTie = Tie between { $tied } ({ $amount }): { $winners } won, { $rule }.
event-CounterPaid = { $seat } { NUM($seat) ->
        [pl] pay
       *[sg] pays
    } { $count } { UNIT($counter, $count) }.
event-MarkerTaken = { $seat } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } { $marker } for next { $round_word }.
event-ItemPicked = { $seat } picked { $item } ({ $left } left in the display).
event-DraftEnded = The draft is over. { LEN($items) ->
        [0] Nothing is left in the display.
       *[other] Left in the display: { $items }.
    }
event-RoleBonusGrown = { LEN($items) ->
        [one] Nobody picked { $items }: it gathers
       *[other] Nobody picked { $items }: each gathers
    } { $plus } { UNIT($counter, $plus) } for whoever picks it next.
event-RoleBonusTaken = { CAP($seat) } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } the { $plus } { UNIT($counter, $plus) } gathered on { $item } (now { $count }).
event-RoleBonusCapped = { CAP($seat) } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } { $plus } of the { $gathered } { UNIT($counter, $gathered) } gathered on { $item } (now { $count }, the most it can hold); the rest is lost.
event-BidMade = { $seat } { NUM($seat) ->
        [pl] bid
       *[sg] bids
    } { $amount } for { $lot }.
event-BidPassed = { $seat } { NUM($seat) ->
        [pl] pass
       *[sg] passes
    } on { $lot }.
event-LotWon = { $seat } { NUM($seat) ->
        [pl] win
       *[sg] wins
    } { $lot } for { $amount }.
event-LotUnsold = Nobody bid for { $lot }.
event-ScoreReported = { $seat }: { $table } { $value } → { $result }.
event-ScoreTotalled = { $seat } { NUM($seat) ->
        [pl] score
       *[sg] scores
    } { $total ->
        [one] 1 point
       *[other] { $total } points
    } in all.
turns-error-bad_secret_choice = “{ $value }” is not a choice here. Choices: { $choices }.
turns-error-amount_range = { $value } is out of range: { $min } to { $max }.
turns-error-cannot_bid = { $seat } { NUM($seat) ->
        [pl] hold
       *[sg] holds
    } { $count } { UNIT($counter, $count) }, less than the lowest bid ({ $min }): { $seat } can only pass.
turns-error-already_chosen = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already chosen.
turns-error-item_taken = { CAP($item) } { NUM($item) ->
        [pl] were
       *[sg] was
    } already taken by { $seat }. { LEN($items) ->
        [0] Nothing is left in the display.
       *[other] Left: { $items }.
    }
turns-error-bad_item = “{ $item }” is not in the display. Left: { $items }.
turns-option-bid = Bid { $amount }
turns-option-pass_bid = Pass
turns-dash-chosen = Chosen
turns-dash-display = Display
turns-dash-picked = Picked
turns-dash-roles = Roles this round
turns-dash-role_bonuses = Gathered on roles nobody picked
turns-dash-role_bonus = { CAP($item) }: { $count } { UNIT($counter, $count) }
turns-dash-auction = Auction
turns-dash-no_bid = { $lot }: no bid yet (at least { $min })
turns-dash-high_bid = { $lot }: { $seat } { NUM($seat) ->
        [pl] lead
       *[sg] leads
    } with { $amount }
turns-dash-out = Passed
turns-dash-scores = Scores
name-lot-lot = the lot
name-marker-first_player = the First Player token
name-marker-start_player = the start player's place
name-tie_rule-seating = by seating order
name-tie_rule-reverse_seating = by reverse seating order
name-tie_rule-shared = sharing the win
name-tie_rule-turn_order = the first in the turn order so far
cmd-turn-choose-description = Choose in secret (a sealed bid, a secret choice): also /act
cmd-turn-pick-description = Pick an item from the display (a draft): also /act
cmd-turn-bid-description = Bid in an auction (a pass drops out): also /act
turns-dash-score_line = { $seat }: { $table } { $value } → { $result }
turns-dash-band = { $low }+ → { $value }
turns-dash-rank = { $rank }. { $value }
cmd-turn-choose-name = choose
cmd-turn-choose-choice-name = choice
cmd-turn-choose-choice-description = What you choose, from the step's choices
cmd-turn-choose-amount-name = amount
cmd-turn-choose-amount-description = The number you choose (a sealed bid)
cmd-turn-choose-seat-name = seat
cmd-turn-choose-seat-description = The seat you choose for (if you hold several; the GM: a seat nobody holds)
cmd-turn-pick-name = pick
cmd-turn-pick-choice-name = choice
cmd-turn-pick-choice-description = The item you pick
cmd-turn-pick-seat-name = seat
cmd-turn-pick-seat-description = The seat you pick for (if you hold several; the GM: a seat nobody holds)
cmd-turn-bid-name = bid
cmd-turn-bid-amount-name = amount
cmd-turn-bid-amount-description = Your bid (none: pass)
cmd-turn-bid-seat-name = seat
cmd-turn-bid-seat-description = The seat you bid for (if you hold several; the GM: a seat nobody holds)
turns-prompt-final = Final phase · { $phase } — { $step }
turns-dash-final = Final phase
turns-dash-score_value = { $seat }: { $table } { $value }
turns-dash-score_set = { $seat }: { $table } → { $result }
# defs2: a user's two games (For Sale, 7 Wonders): scores, the winner, periods, shares
turns-error-bad_number = “{ $count }” is not a whole number.
turns-error-negative = { $value } is not allowed here: the number must be 0 or more.
turns-error-at_least = { $value } is too low: at least { $min }.
turns-error-at_most = { $value } is too high: at most { $max }.
turns-error-table_range = { $table } scores { $min } to { $max }, not { $value }.
turns-error-set_kind = { $table } is counted kind by kind: say which ({ $tables }), or report { $table } 0 for none of each kind not reported yet (not { $value }).
turns-error-gm_corrects = The game is over: only the GM can correct a score now (/act seat:).
turns-error-gm_corrects_closed = The reports of “{ $step }” are closed: only the GM can correct one now (/act seat:).
turns-error-correct_which_step = This game cannot tell which scoring step was totalled last (it began before Herald kept that): name the step whose report you correct (/act choice:<step> seat: number:), one of: { $scored_steps }.
turns-error-nothing_to_undo = Nothing to undo since this { $round_word } began.
event-ScoreCorrected = { $seat }: { $table } corrected from { $old } to { $value } → { $result } (total { $total }).
event-CountCorrected = { $seat }: { $table } corrected from { $old } to { $value }.
event-ScoreCounted = { $seat }: { $table } { $value }.
event-SetsScored = { $seat }: { $table } → { $result }.
event-Ranked = { $place }. { $seats }: { turns-measured }
event-TieBroken = Tie between { $tied }: the most { $measure } decides ({ $values }): { $winners }.
event-TieRolledOff = Tie between { $tied }, with equal { $measure } too ({ $values }): the roll broke that tie by rolling again: { $winners }.
event-TieBrokenLow = Tie between { $tied }: the fewest { $measure } decides ({ $values }): { $winners }.
event-WinnerNamed = 🏆 { $winners } { NUM($winners) ->
        [pl] win
       *[sg] wins
    } with { turns-measured }!
event-WinnersNamed = 🏆 { $winners } share the win with { turns-measured }!
event-PeriodStarted = 🔄 { CAP($period) } { $round } begins.
event-SecretChosenLast = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } chosen: everyone has chosen.
event-PlayerDoneLast = { $seat } { NUM($seat) ->
        [pl] are
       *[sg] is
    } done.
event-ShareTaken = { $seat } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } the lowest left of { $lot }.
event-ShareWon = { $seat } { NUM($seat) ->
        [pl] are
       *[sg] is
    } the last one bidding and { NUM($seat) ->
        [pl] take
       *[sg] takes
    } the highest of { $lot } for { $amount }.
event-PassPaid = { $seat } { NUM($seat) ->
        [pl] pay
       *[sg] pays
    } { $count } { UNIT($counter, $count) } of their bid of { $bid } ({ $back } back).
event-CounterGained = { $seat } { NUM($seat) ->
        [pl] receive
       *[sg] receives
    } { $count } { UNIT($counter, $count) }.
turns-prompt-named = { CAP($period) } { $round } · { $phase } — { $step }
turns-dash-named = { CAP($period) } { $round } of { $rounds }
turns-dash-named_open = { CAP($period) } { $round }
turns-dash-ranking = Final ranking
turns-dash-ranked = { $place }. { $seat }: { $n }
turns-dash-ended = The GM ended the game.
turns-dash-more_bands = … { $n } more
turns-dash-value_same = the number as reported
turns-dash-value_per = 1 point per { $per }, rounded down
turns-dash-value_times = { $times ->
        [one] 1 point
       *[other] { $times } points
    } per { $per }, rounded down
turns-hint-secret_number = Choose privately with /act action:Choose number: ({ $min } to { $max }); nobody sees it until everyone has chosen.
turns-hint-secret_number_limit = Choose privately with /act action:Choose number: ({ $min } up to the { $counter } you hold); nobody sees it until everyone has chosen.
turns-step_rep = { $step } ({ $rep }/{ $reps })
turns-step_for = { $step } ({ $seat })
name-tie_rule-seating-start_player = the first clockwise from the start player
name-tie_rule-seating-first_player = the first clockwise from the First Player
name-tie_rule-reverse_seating-start_player = the last clockwise from the start player
name-tie_rule-reverse_seating-first_player = the last clockwise from the First Player
name-direction-left = left
name-direction-right = right
event-HandsPassed = Hands pass to the { $direction }, in this order: { LIST($seats) }, and round again.
event-ConflictWon = { $winner } { NUM($winner) ->
        [pl] beat
       *[sg] beats
    } { $loser } on { $counter } ({ $high } to { $low }): { $winner } { NUM($winner) ->
        [pl] get
       *[sg] gets
    } { $points } { UNIT($to, $points) }, { $loser } { NUM($loser) ->
        [pl] get
       *[sg] gets
    } { $lost }.
event-ConflictTied = { $seat } and { $against } tie on { $counter } ({ $value }): nobody scores.
turns-error-used_once = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already chosen { $value } before: each can be chosen only once.
event-AmountRanked = { $place }. { $seat }: { $amount }
event-ChoiceRanked = { $place }. { $seat } chose { $choice }
turns-dash-band_one = { $low } → { $value }
turns-dash-band_range = { $low }–{ $high } → { $value }
turns-dash-step_current = ▶ **{ $step }**
turns-dash-step_applies = · { $step }
turns-dash-step_skipped = · { $step } (does not apply now)
# defs4 (merged from main)
turns-prompt-ballot-final = Final phase · { $phase } — { $step }: { $ballot }
event-PlayerPassedRank = { $seat } passed ({ $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } to pass).
event-SideRanked = { $place }. { CAP($side) } ({ $seats }): { $points }
event-TurnOrderNow = Turn order for the rest of this { $round_word }: { $order }.
event-TurnOrderSet = Next { $round_word }'s turn order is the order of passing: { $seats }.
event-CounterReset = Each player's { $counter } goes back to { $plus }.
event-CounterRaised = Each player's { $counter } goes up by { $plus }.
event-CounterLowered = Each player's { $counter } goes down by { $minus }.
event-SharedSet = { CAP($counter) } is set to { $count }.
event-SharedRaised = { CAP($counter) } goes up by { $plus }: now { $count }.
event-SharedLowered = { CAP($counter) } goes down by { $minus }: now { $count }.
event-SharedCounterSet = { CAP($counter) }: { $count }.
event-SharedCounterChanged = { CAP($counter) }: { SIGNED($delta) } (now { $count }).
# play-test 20: a shared counter changed by a seat's player says whose move it was
event-SharedCounterSetBy = { CAP($counter) }: { $count } ({ $by }'s move).
event-SharedCounterChangedBy = { CAP($counter) }: { SIGNED($delta) } (now { $count }; { $by }'s move).
event-CounterChanged = { $seat }: { $counter } { SIGNED($delta) } (now { $count }).
event-EndReached = 🏁 { $seat } { VERB("reaches", $seat) } { $count } { UNIT($counter, $count) }: the game is over.
event-TrackEndReached = 🏁 { CAP($counter) } { VERB("reaches", $counter) } { $count }: the game is over.
event-EndNamed = 🏁 { $end }
event-NamedEndReached = 🏁 { $end }: { $seat } { VERB("reaches", $seat) } { $count } { UNIT($counter, $count) }. The game is over.
event-NamedTrackEndReached = 🏁 { $end }: { $counter } { VERB("reaches", $counter) } { $count }. The game is over.
event-SideWon = 🏆 { CAP($side) } { NUM($side) ->
        [pl] win
       *[sg] wins
    }{ LEN($winners) ->
        [0] !
       *[other] : { $winners }!
    }
event-EndReachedFinal = 🏁 { $seat } { VERB("reaches", $seat) } { $count } { UNIT($counter, $count) }: the game ends with the final phase.
event-TrackEndReachedFinal = 🏁 { CAP($counter) } { VERB("reaches", $counter) } { $count }: the game ends with the final phase.
event-NamedEndReachedFinal = 🏁 { $end }: { $seat } { VERB("reaches", $seat) } { $count } { UNIT($counter, $count) }. The game ends with the final phase.
event-NamedTrackEndReachedFinal = 🏁 { $end }: { $counter } { VERB("reaches", $counter) } { $count }. The game ends with the final phase.
# several seats reach an end at once (checked at the round's end): one line
turns-reached = { $seat } { VERB("reaches", $seat) } { $count } { UNIT($counter, $count) }
event-EndsReached = 🏁 { $reached }: the game is over.
event-NamedEndsReached = 🏁 { $end }: { $reached }. The game is over.
event-EndsReachedFinal = 🏁 { $reached }: the game ends with the final phase.
event-NamedEndsReachedFinal = 🏁 { $end }: { $reached }. The game ends with the final phase.
# an end checked at the round's end, reached by a move: the round played out is the last
event-EndAheadUndone = 🏁 Taken back: this { $round_word } is not the last any more.
event-EndAheadRestored = 🏁 Taken back: this { $round_word } is the last again.
event-EndAhead = 🏁 { $reached }: this { $round_word } is the last.
event-NamedEndAhead = 🏁 { $end }: { $reached }. This { $round_word } is the last.
event-TrackEndAhead = 🏁 { CAP($counter) } { VERB("reaches", $counter) } { $count }: this { $round_word } is the last.
event-NamedTrackEndAhead = 🏁 { $end }: { $counter } { VERB("reaches", $counter) } { $count }. This { $round_word } is the last.
event-EndNoLongerAhead = 🏁 { CAP($counter) }: the end is no longer reached, so this { $round_word } is not the last after all.
event-NamedEndNoLongerAhead = 🏁 { $end }: no longer met, so this { $round_word } is not the last after all.
# an end met at the same time as another, which decides the game
event-EndsMet = 🏁 { $reached }.
event-NamedEndsMet = 🏁 { $end }: { $reached }.
event-TrackEndMet = 🏁 { CAP($counter) } { VERB("reaches", $counter) } { $count }.
event-NamedTrackEndMet = 🏁 { $end }: { $counter } { VERB("reaches", $counter) } { $count }.
event-WinnerDeclared = 🏆 { $winners } { NUM($winners) ->
        [pl] win
       *[sg] wins
    }!
event-PlayersSkipped = The GM goes on without { $seats }.
event-TurnPassedOver = The GM goes on without { $seat } for this turn.
event-SeatPassedOver = The GM goes on without { $seat }: counted as passing.
event-PlayerSkipped = The GM goes on without { $seat }. Still playing: { $waiting }.
event-AllDoneGm = Everyone is done: the GM continues (/phase next).
event-ChoiceSkipped = { $seat } { NUM($seat) ->
        [pl] choose
       *[sg] chooses
    } nothing this time (the GM goes on). Still choosing: { $waiting }.
event-NobodyChose = Nobody chose anything.
event-AmountWonAs = { CAP($winners) } { VERB($as, $winners) } ({ $amount }).
event-ChoiceWonAs = { CAP($winners) } { VERB($as, $winners) } ({ $choice }).
event-AmountTieAs = Tie between { $tied } ({ $amount }): { $winners } { VERB($as, $winners) }, { $rule }.
event-ChoiceTieAs = Tie between { $tied } ({ $choice }): { $winners } { VERB($as, $winners) }, { $rule }.
event-ReportsOwed = { $seat } still reports: { $tables }.
event-ReportsDone = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } reported everything. Still reporting: { $waiting }.
event-RankShared = { $table }: { $seats } share { $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } place, { $result } each.
event-Voted = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }). Still to vote: { $waiting }.
event-VotedMarkers = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }) with { $markers } more { UNIT($counter, $markers) }. Still to vote: { $waiting }.
event-VotedExtra = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }) with { $markers ->
        [one] 1 extra vote
       *[other] { $markers } extra votes
    }. Still to vote: { $waiting }.
event-BallotApproved = ⚖ { CAP($ballot) } is approved: { $approve } for, { $reject } against.
event-BallotRejected = ⚖ { CAP($ballot) } is rejected: { $approve } for, { $reject } against.
event-BallotsCounted = The vote is over. Approved: { $approved }; rejected: { $rejected }.
event-BallotsAllApproved = The vote is over: all approved ({ $ballots }).
event-BallotsAllRejected = The vote is over: all rejected ({ $ballots }).
event-VoteEndsGame = { CAP($ballot) } passes: the game ends.
event-VoteSkipped = { $seat } { NUM($seat) ->
        [pl] do
       *[sg] does
    } not vote this time (the GM goes on). Still to vote: { $waiting }.
event-PlayersNamed = Taking part in { $step }: { $seats }.
event-PlayersNamedHidden = The GM has named who takes part in { $step }: who they are stays secret.
turns-gm_named_secret = Only you see this, GM: taking part in “{ $step }”, in secret: { $seats }.{ LEN($waiting) ->
        [0] {""}
       *[other] {" "}Still to choose: { $waiting }.
    }
event-SecretChosenHidden = A choice is in.
event-SecretChosenLastHidden = The last choice is in: everyone taking part has chosen.
event-ChoiceSkippedHidden = The GM goes on without one of those taking part: they choose nothing this time.
turns-error-not_taking_part_hidden = { $seat } { NUM($seat) ->
        [pl] do
       *[sg] does
    } not take part in “{ $step }”.
turns-dash-hidden = the seats the GM named (kept secret)
event-LabelStarted = 🔄 { CAP($label) } begins.
name-ballot-proposal = the proposal
name-ballot = ballot { $id }
turns-prompt-labelled = { CAP($label) } · { $phase } — { $step }
turns-prompt-ballot-round = Round { $round } · { $phase } — { $step }: { $ballot }
turns-prompt-ballot-year = Year { $round } · { $phase } — { $step }: { $ballot }
turns-prompt-ballot-named = { CAP($period) } { $round } · { $phase } — { $step }: { $ballot }
turns-prompt-ballot-labelled = { CAP($label) } · { $phase } — { $step }: { $ballot }
turns-dash-labelled = { CAP($label) } ({ $round } of { $rounds })
turns-dash-labelled_open = { CAP($label) }
turns-dash-nobody_gm = nobody: the GM continues (/phase next)
turns-dash-standing = Standing
turns-dash-side_score = { $place }. { CAP($side) }: { $n }
turns-dash-turn_order = Turn order
turns-dash-value = { $n }
turns-dash-result = Result
turns-dash-won_by_side = 🏆 { CAP($side) }{ LEN($winners) ->
        [0] {""}
       *[other] : { $winners }
    }
turns-dash-won_by = 🏆 { $winners }
turns-dash-drawn = 🤝 Draw: { $seats }
turns-dash-owed = Still to report
turns-dash-ballots = Ballots
turns-dash-ballot_approved = { $ballot }: approved ({ $approve }–{ $reject })
turns-dash-ballot_rejected = { $ballot }: rejected ({ $approve }–{ $reject })
turns-dash-voting_on = Voting: { $ballot }
turns-hint-name_players = The GM names who takes part: /turn only seats:
turns-error-already_passed = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } passed: they play no more this { $round_word }.
turns-error-not_taking_part = { $seat } { NUM($seat) ->
        [pl] do
       *[sg] does
    } not take part in “{ $step }”. Taking part: { $seats }.
turns-error-names_awaited = Not yet: the GM first names who takes part in { $step } (/turn only seats:).
turns-error-names_before_next = “{ $step }” waits for you to name who takes part: /turn only seats: followed by their names, separated by commas (seats: { $seats }). /phase next would leave it unplayed.
turns-error-no_names_awaited = { $step } is not waiting for the GM to name who takes part.
turns-error-name_seats = Name the seats that take part (/turn only seats:“A, B”).
turns-error-not_awaited = { $seat } { NUM($seat) ->
        [pl] are
       *[sg] is
    } not awaited in { $step }.
turns-error-no_skip = { $step } cannot go on without a seat: it waits for every seat. GM: take { $seat } with /game seat seat:{ $seat } and play its moves yourself.
turns-error-vote_how = Say how you vote on { $ballot }: { $votes }.
turns-error-vote_choice = “{ $choice }” is not a vote here: { $votes }.
turns-error-already_voted_on = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already voted on { $ballot }.
turns-error-counter_range_after = { CAP($counter) } would go to { $value } with { $by }: { NUM($counter) ->
        [pl] they stay
       *[sg] it stays
    } between { $min } and { $max }.
turns-error-gm_counter = Only the GM changes { $counter }.
cmd-turn-skip-name = skip
cmd-turn-skip-description = GM: go on without a seat that has not acted (steps everyone plays at once)
cmd-turn-skip-seat-name = seat
cmd-turn-skip-seat-description = The seat to go on without
cmd-turn-only-name = only
cmd-turn-only-description = GM: name the seats that take part in this step
cmd-turn-only-seats-name = seats
cmd-turn-only-seats-description = Seats, comma-separated
event-VotedLast = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }).
event-VotedMarkersLast = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }) with { $markers } more { UNIT($counter, $markers) }.
event-VotedExtraLast = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }) with { $markers ->
        [one] 1 extra vote
       *[other] { $markers } extra votes
    }.
event-PlayerDone-short = { $seat } { NUM($seat) ->
        [pl] are
       *[sg] is
    } done.
event-VotedApprove-short = { $seat } { VERB("votes", $seat) } to approve law { $law } (+{ $markers ->
        [one] 1 vote marker
       *[other] { $markers } vote markers
    }).
event-VotedReject-short = { $seat } { VERB("votes", $seat) } to reject law { $law } (+{ $markers ->
        [one] 1 vote marker
       *[other] { $markers } vote markers
    }).
event-PlayerResumed-short = { $seat } { NUM($seat) ->
        [pl] take
       *[sg] takes
    } back their done and plays on.
event-SecretChosen-short = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } chosen.
event-PlayerSkipped-short = The GM goes on without { $seat }.
event-ChoiceSkipped-short = { $seat } { NUM($seat) ->
        [pl] choose
       *[sg] chooses
    } nothing this time (the GM goes on).
event-ReportsDone-short = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } reported everything.
event-Voted-short = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }).
event-VotedMarkers-short = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }) with { $markers } more { UNIT($counter, $markers) }.
event-VotedExtra-short = { $seat } { VERB("votes", $seat) } “{ $vote }” ({ $ballot }) with { $markers ->
        [one] 1 extra vote
       *[other] { $markers } extra votes
    }.
event-VoteSkipped-short = { $seat } { NUM($seat) ->
        [pl] do
       *[sg] does
    } not vote this time (the GM goes on).
# a draw: a turn game names the seats; COIN's final Epoch without a winner names none
event-GameDrawn = { LEN($seats) ->
        [0] The final Epoch ends without a winner.
       *[other] 🤝 The game is a draw: { $seats }.
    }
# a measure of the winner or a rank: points for a score, a counter in its unit, a table's value as it is
turns-measured = { $points }{ LEN($counter) ->
        [0] { LEN($table) ->
            [0] {" "}{ $points ->
                [one] point
               *[other] points
            }
           *[other] {""}
        }
       *[other] {" "}{ UNIT($counter, $points) }
    }
# play-test 15: a value table that multiplies ("income × 3", "−3 per share")
turns-dash-value_each = { $times ->
        [one] 1 point
       *[other] { $times } points
    } each

# a vote revealed together (reveal = "together"): who has voted, never what, until the tally
event-VoteCast = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } voted ({ $ballot }). Still to vote: { $waiting }.
event-VoteCastLast = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } voted ({ $ballot }): everyone has voted.
event-VoteCast-short = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } voted ({ $ballot }).
event-VotesRevealed = 🗳 The votes ({ $ballot }), revealed together:
# play-test 16: a game's own words in place of Lancaster's; exclusive places without pushing out
name-piece = piece
turns-error-place_taken = { CAP($where) } { NUM($where) ->
        [pl] are
       *[sg] is
    } taken ({ $seat }). Free: { $places }.
event-PlacesAllTaken = Every place is taken: placing is over.
event-ChooserNow = Placing is over: { $seat } { NUM($seat) ->
        [pl] hold
       *[sg] holds
    } { $where } and { NUM($seat) ->
        [pl] choose
       *[sg] chooses
    } next { $round_word }'s start player now (/turn startplayer user:).
# play-test 16: elimination (a seat out of a step at once; the last one standing)
event-PlayersDropped = { $seats } { NUM($seats) ->
        [pl] drop
       *[sg] drops
    } out of “{ $step }”.
# play-test 20: a seat an elimination end puts out is out of the game, not of one step
event-SeatsOut = { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } out of the game ({ $still_in } still in).
# play-test 23: a GM's correction of the counter brings a knocked-out seat back
event-SeatsBack = { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } back in the game ({ $still_in } in play).
# review23b: an undo takes back the correction that brought a knocked-out seat back
event-SeatsOutAgain = { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } out of the game again ({ $still_in } still in).
event-NamedSeatsOut = { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } out of the game ({ $end }: { $still_in } still in).
event-SeatsLeft = 🏁 Only { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } left: the game is over.
event-NamedSeatsLeft = 🏁 { $end }: only { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } left. The game is over.
event-SeatsLeftFinal = 🏁 Only { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } left: the game ends with the final phase.
event-NamedSeatsLeftFinal = 🏁 { $end }: only { $seats } { NUM($seats) ->
        [pl] are
       *[sg] is
    } left. The game ends with the final phase.
# play-test 16: a repeated step whose winner begins the next time (a trick's winner leads)
move-turn-winner = Name the winner
move-turn-winner-forms = Winner|Won
turns-hint-name_winner = Who won “{ $step }”? Any player names the winner: /act action:Winner choice:
event-TimeWon = “{ $step }”: { $seat } { NUM($seat) ->
        [pl] win
       *[sg] wins
    }.
event-TimeWonLeads = “{ $step }”: { $seat } { NUM($seat) ->
        [pl] win
       *[sg] wins
    } and { NUM($seat) ->
        [pl] begin
       *[sg] begins
    } the next one.
turns-error-no_winner_now = “{ $step }” has no winner to name now: every seat plays first.
# play-test 16: a passing step's own moves; what a seat that has passed still plays
event-MoveTaken = { $seat }: { $move }.
event-TurnLetGo = { $seat } { NUM($seat) ->
        [pl] play
       *[sg] plays
    } nothing this turn.
turns-error-passed_plays_only = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } passed: on { NUM($seat) ->
        [pl] their
       *[sg] its
    } turns only { OR($step_moves) }.
# play-test 16, findings 6 and 8: a move out of turn (a reaction), as /game log says it
event-out_of_turn = { $move }, out of turn, answering { $up } (“{ $step }”).
turns-error-seat_out = { $seat } is out of the game: choose one of { $seats }.
turns-dash-nobody_names = nobody: the GM names who takes part (/turn only seats:)
# play-test 16 texts: every seat has taken the Event of a passing step that draws none
event-EveryoneTookEvent = Every seat has played “{ $move }” this { $round_word }.
# play-test 16 texts: a vote's extra votes refused in the game's own words
turns-error-not_enough_of = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } { $have } { UNIT($counter, $have) }, not { $markers }.
turns-error-bad_markers_of = “{ $markers }” is not a number of { $counter } a vote may spend.
turns-error-no_markers = “{ $step }” takes no extra votes: vote without markers: (got { $markers }).
event-GmRolledFor = { $user } (GM) rolled for { $seats }.
event-SeatRolled = 🎲 { $seat } { NUM($seat) ->
        [pl] roll
       *[sg] rolls
    } { $dice } ({ $faces }) = { $total }.
event-SeatRolledAgain = 🎲 { $seat } { NUM($seat) ->
        [pl] roll
       *[sg] rolls
    } again: { $dice } ({ $faces }) = { $total }.
event-RollTied = Tie between { $tied } ({ $total }): they roll again.
event-ChitsDrawn = Drawn from the cup: { $order }.
turns-dash-rolled = Rolled
turns-hint-roll = Roll { $dice } with /turn roll (or the button): Herald rolls for you, and everyone sees it.
turns-hint-draw = Any player draws the chits with /turn draw (or the button): the order they come out is the turn order.
turns-error-already_rolled = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } already rolled.
event-SeatMoved = { $seat } { NUM($seat) ->
        [pl] move
       *[sg] moves
    } { $count } { UNIT($counter, $count) } ahead (now { $value }).
event-SeatArrived = { $seat } { NUM($seat) ->
        [pl] have
       *[sg] has
    } arrived ({ $value }).
turns-hint-track = The player furthest behind moves: /act action:Move number:<spaces>.
turns-hint-own_pass = It is { POSS($seat) } step: resolve it, then go on with /phase next (the GM may too).
turns-error-track_move = { $seat } may move from { $min } to { $max } spaces now.
event-CounterSetBy = { $seat }: { $count } { UNIT($counter, $count) } ({ $by }'s move).
event-CounterChangedBy = { $seat }: { $counter } { SIGNED($delta) } (now { $count }; { $by }'s move).
event-PlayersSkipped-herald = Herald goes on without { $seats }.
event-TurnPassedOver-herald = Herald goes on without { $seat } for this turn.
event-SeatPassedOver-herald = Herald goes on without { $seat }: counted as passing.
event-PlayerSkipped-herald = Herald goes on without { $seat }. Still playing: { $waiting }.
event-PlayerSkipped-short-herald = Herald goes on without { $seat }.
event-ChoiceSkipped-herald = { $seat } { NUM($seat) ->
        [pl] choose
       *[sg] chooses
    } nothing this time (Herald goes on). Still choosing: { $waiting }.
event-ChoiceSkipped-short-herald = { $seat } { NUM($seat) ->
        [pl] choose
       *[sg] chooses
    } nothing this time (Herald goes on).
turns-option-roll = Roll
turns-option-draw = Draw the chits
cmd-turn-roll-name = roll
cmd-turn-roll-description = Roll your dice for a roll step (Herald rolls, everyone sees it)
cmd-turn-roll-seat-name = seat
cmd-turn-roll-seat-description = The seat you roll for (if you hold several; the GM: a seat, or none for all)
cmd-turn-draw-name = draw
cmd-turn-draw-description = Draw the chits from the cup: the order they come out is the turn order
