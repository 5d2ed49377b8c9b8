# COIN moderator (/card, /coin, /track) and its dashboard.

coin-option-command = Command
coin-option-command_feat = Command + Feat
coin-option-event = Event
coin-option-limited_command = Limited Command
coin-option-pass = Pass

coin-cylinder-eligible = Eligible
coin-cylinder-ineligible = Ineligible
coin-cylinder-passed = Passed
coin-cylinder-first = 1st Eligible
coin-cylinder-second = 2nd Eligible

coin-step-first = Card { $title }: { $faction } { NUM($faction) ->
        [pl] decide
       *[sg] decides
    } first (1st Eligible).
coin-step-second = Card { $title }: { $faction } may act as 2nd Eligible.
coin-step-reveal_current = Reveal the first card with /card reveal.
coin-step-reveal_next = Reveal the next card with /card reveal before { $title } is played ({ $epoch_a } card is played first).
coin-step-finished = The game is over.{ LEN($winner) ->
        [0] {""}
       *[other] {" "}{ $winner } { NUM($winner) ->
            [pl] have
           *[sg] has
        } won.
    }

coin-dash-tracks = Tracks
coin-dash-not_revealed = not revealed yet
coin-dash-epoch_card = {"*"}*{ $card }** ({ $epoch_name } card)
coin-dash-pivotal_of = Pivotal Event of { $faction }
coin-dash-phase_card = Event card
coin-dash-not_begun = Play begins with the first /card reveal.
coin-dash-won = { $faction } { NUM($faction) ->
        [pl] win
       *[sg] wins
    } the game.
coin-dash-epoch_phase = { $epoch_name } round { $epoch }: { $phase } phase.
coin-dash-up = Up: { $faction } ({ $holder }) – { OR($options) }
coin-dash-waiting_reveal = Nobody is up: waiting for a card reveal.
coin-dash-current = Current card
coin-dash-next = Next card
coin-dash-deferred = Interrupted, played next
coin-dash-gm = GM
coin-dash-override_eligible = → stays Eligible
coin-dash-override_ineligible = → Ineligible next card
coin-dash-cylinders = Cylinders
coin-dash-epoch_count = { $epoch_name } { $epoch }

coin-error-unknown_faction = Unknown faction: “{ $faction }”. Factions: { $factions }.
coin-error-bad_order = A card's order names each faction once ({ LIST($factions) }); got: { $order }.
coin-error-unknown_track = Unknown track: “{ $track }”. Tracks: { $tracks }.
coin-error-nobody_up = Nobody is up right now.
coin-error-nobody_up_reveal = Nobody is up: the next card must be revealed first (/card reveal).
coin-error-nobody_up_epoch = Nobody is up: { $epoch_a } round is in progress (/phase next).
coin-error-not_your_faction = You do not play { $faction }.
coin-error-not_eligible = { $faction } { NUM($faction) ->
        [pl] are
       *[sg] is
    } not Eligible on this card.
coin-error-out_of_turn = { $faction } { NUM($faction) ->
        [pl] are
       *[sg] is
    } not up: { $up } { NUM($up) ->
        [pl] decide
       *[sg] decides
    } now.
coin-error-out_of_turn_up = It is not your decision: { $up } { NUM($up) ->
        [pl] are
       *[sg] is
    } up.
coin-error-unknown_action = This game has no action { $action }.
coin-error-game_over = The game is over.
coin-error-not_a_player = Only the players and the GM can do that.
coin-error-epoch_in_progress = { $epoch_a_cap } round is in progress: finish it with /phase next first.
coin-error-no_slot = Both the current and the next card are already revealed.
coin-error-order_needed = Give the card's faction order, e.g. { LIST($factions) }.
coin-error-bad_number = { $number } is not a card number.
coin-error-unknown_option = Unknown option { $option }. Open now: { $options }.
coin-error-option_not_allowed = { $faction } may not choose { $option } now. Open: { $options }.
coin-error-pivotal_already = { $faction } { NUM($faction) ->
        [pl] have
       *[sg] has
    } already played a Pivotal Event on this card.
coin-error-trumped = { POSS($faction) } Pivotal Event does not trump the one { $by } played.
coin-error-pivotal_too_late = Too late for a Pivotal Event: a faction has already acted or passed on this card.
coin-error-bad_eligibility = Eligibility is “eligible” or “ineligible”, not “{ $eligibility }”.
coin-error-override_not_allowed = Only the faction that executed the event, or the GM, can change eligibility.
coin-error-track_delta_or_value = Give the track either a change (/track delta:) or a value (/track value:), not both.
coin-error-no_epoch_round = There is no { $epoch_name } round to advance: play the card.
coin-error-victory_asks = Victory phase: has a faction won? Answer /phase next winner:<one of { OR($factions) }> or /phase next winner:none.
coin-error-final_victory_asks = Final { $epoch_name }: name the winner (/phase next winner: one of { OR($factions) }).
coin-error-no_tracks = This channel's game has no COIN tracks.

event-CardRevealed = Card revealed: { $card } (order { $order }).
event-EpochCardRevealed = { $epoch_name } card revealed: { $card }. The { $epoch_name } round is played now.
coin-epoch_name = Epoch
coin-epoch_a = an Epoch
coin-epoch_a_cap = An Epoch
coin-epoch_of = of the Epoch
coin-step-reveal_next_after = Reveal the next card with /card reveal before { $title } is played ({ $epoch_a } card revealed now is played when it becomes the current card).
event-EpochCardRevealedLater = { $epoch_name } card revealed: { $card }. The { $epoch_name } round is played when it becomes the current card, after the card in play.
event-EpochRoundBegan = { $epoch_name } round { $epoch } begins.
event-EpochPhaseStarted = ▶ { $phase }
event-OptionExecuted = { $faction } { NUM($faction) ->
        [pl] execute
       *[sg] executes
    } { $what }.
event-FactionPassed = { $faction } { NUM($faction) ->
        [pl] pass
       *[sg] passes
    }.
event-TrackChanged = { $track }: { $old } → { $new }.
event-CardEnded = Card { $card } is over. { LEN($ineligible) ->
        [0] Every faction is Eligible for the next card.
       *[other] Ineligible for the next card: { $ineligible }.
    }
event-InterruptedCardResumed = The interrupted card { $card } is played now.
event-RevealNeeded = { $card } is now the current card; reveal the next card.
event-EpochCardCurrent = { $card } is now the current card.
event-PivotalPlayed = { $faction } { NUM($faction) ->
        [pl] play
       *[sg] plays
    } the Pivotal Event { $card }, interrupting { $interrupted }.
event-PivotalCancelled = { $trumped_by } { NUM($trumped_by) ->
        [pl] trump
       *[sg] trumps
    } { $faction }: that Pivotal Event is cancelled and goes back to its owner.
event-OverrideEligible = { $faction } will be Eligible for the next card (event effect).
event-OverrideIneligible = { $faction } will be Ineligible for the next card (event effect).
event-CylindersReset = Reset: every cylinder is Eligible again.
event-EpochRoundEnded = { $epoch_name } round { $epoch } is over.
event-GameWon = { $faction } { NUM($faction) ->
        [pl] win
       *[sg] wins
    } the game!

# Slash commands (names lowercase, at most 32 characters).
cmd-card-name = card
cmd-card-description = COIN event cards
cmd-card-reveal-name = reveal
cmd-card-reveal-description = Reveal the next card with its faction order
cmd-card-reveal-order-name = order
cmd-card-reveal-order-description = The four factions in card order (names or initials)
cmd-card-reveal-number-name = number
cmd-card-reveal-number-description = Card number
cmd-card-reveal-title-name = title
cmd-card-reveal-title-description = Card title
cmd-card-reveal-epoch-name = epoch
cmd-card-reveal-epoch-description = This is an Epoch card
cmd-card-reveal-final-name = final
cmd-card-reveal-final-description = This is the final Epoch card
cmd-coin-name = coin
cmd-coin-description = COIN sequence of play
cmd-coin-act-name = act
cmd-coin-act-description = Execute: Command, Command + Feat, Event or Limited Command
cmd-coin-act-option-name = option
cmd-coin-act-option-description = What your faction does
cmd-coin-act-faction-name = faction
cmd-coin-act-faction-description = Your faction (only if you hold several)
cmd-coin-pass-name = pass
cmd-coin-pass-description = Pass (Resources or Renown gained by itself)
cmd-coin-pass-faction-name = faction
cmd-coin-pass-faction-description = Your faction (only if you hold several)
cmd-coin-pivotal-name = pivotal
cmd-coin-pivotal-description = Play a Pivotal Event before anyone acts on the card
cmd-coin-pivotal-faction-name = faction
cmd-coin-pivotal-faction-description = The faction playing its Pivotal Event
cmd-coin-pivotal-order-name = order
cmd-coin-pivotal-order-description = The Pivotal Event card's faction order
cmd-coin-pivotal-title-name = title
cmd-coin-pivotal-title-description = The Pivotal Event's title
cmd-coin-override-name = override
cmd-coin-override-description = An event makes a faction Eligible or Ineligible for the next card
cmd-coin-override-faction-name = faction
cmd-coin-override-faction-description = The faction the event names
cmd-coin-override-eligibility-name = eligibility
cmd-coin-override-eligibility-description = Eligible or Ineligible
cmd-coin-override-eligibility-choice-eligible = Eligible
cmd-coin-override-eligibility-choice-ineligible = Ineligible
cmd-track-name = track
cmd-track-description = Show the tracks, or adjust one
cmd-track-track-name = track
cmd-track-track-description = Which track (Resources, Wealth, Prestige, Renown, Imperium...)
cmd-track-delta-name = delta
cmd-track-delta-description = Add this amount (negative to subtract; shifts a state track)
cmd-track-value-name = value
cmd-track-value-description = Set this value
coin-option-no_winner = No faction has won
coin-option-won = { $faction } { NUM($faction) ->
        [pl] have
       *[sg] has
    } won

# engine rule fixes (issue 13)
coin-error-number_range = Card number { $number } is not in this deck (cards { $first } to { $last }).
event-CardEndedAllEligible = Card { $card } is over. Every faction is Eligible for the next card.
event-PivotalPlayedUntitled = { $faction } { NUM($faction) ->
        [pl] play
       *[sg] plays
    } their Pivotal Event, interrupting { $interrupted }.
value-untitled_card = (untitled card)

# issue 20: the Epoch phases' prompts come from the definition ([[coin.epoch.phases]] prompt)
coin-step-victory = { $epoch_name } round { $epoch } – { $phase }: has a faction passed its victory threshold? Answer /phase next winner:<faction> or /phase next winner:none.
coin-step-victory_final = Final { $epoch_name } { $epoch }, after Recovery: name the winner with /phase next winner:<faction> (if several factions pass their threshold, ties go in this order: { LIST($ties) }).
coin-step-epoch_phase = { $epoch_name } round { $epoch } – { $phase }: { $prompt }
name-epoch_prompt = resolve it, then /phase next.
coin-error-bad_flag = /card reveal { $option }: takes yes or no (not “{ $value }”).
coin-error-bad_track_value = { $value } is not a value of { $track } ({ OR($values) }).
coin-error-track_range = { $track } takes a whole number from { $min } to { $max } (not { $value }).
coin-dash-cylinder_line = { $icon } { $seat } — { $state } ({ $holder })
# play-test 16: an Epoch card that becomes current asks for no reveal
event-EpochCardNow = { $card } is now the current card.
