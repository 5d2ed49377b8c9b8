game-up_now = Up now: { $who }
game-gm_plays = the GM
game-finished = The game is over.
game-waiting-reveal = Waiting for the next card to be revealed (/card reveal).
game-waiting-gm = Waiting for the GM to continue (/phase next).
game-waiting-anyone = Resolve this step, then continue with /phase next.
game-waiting-secret = Up now: the seats the GM named, in secret. They choose with the buttons or /act; what each presses is seen by them alone.
game-rule_hint = 📖 Rules: `/rule query:{ $query }`
game-dashboard_footer = Herald dashboard · state v{ $version }
game-how_to_join = Join with `/game join` (seats: { $seats }).
game-status_line = { $game } — { $status } (v{ $version })
game-status-setup = waiting for players
game-status-active = in play
game-status-ended = ended
game-seats = Seats: { $seats }
game-gms = GM: { $gms }
game-log_title = Game log
game-log_empty = Nothing logged yet.
game-private_entry = { $user } made a private roll.
game-exported = The whole game state at version { $version }, as JSON.
game-end_ask = End this game for good? Its log is kept, but nobody can play it any more.
game-end_confirm = Yes, end the game
help-title = Herald commands
help-footer = Try it offline: `herald console`. Rules in any language: /rule.
help-unknown = No command is called “{ $command }”: /help lists them all.
event-GameStarted = { $user } started a game of { $game }.
event-PlayerJoined = { $user } takes the seat { $seat }.
event-PlayerLeft = { $user } leaves the seat { $seat }.
event-SeatAssigned = The GM gives the seat { $seat } to { $user }.
event-SeatAssigned-was = The GM gives the seat { $seat } to { $user }, in place of { $was }.
event-SeatJoinsPlay = { $seat } joins the game: plays after { $after_seat }.
event-SeatJoinsPlayFirst = { $seat } joins the game: plays before { $before_seat }.
event-SeatForgotten = The player of { $seat } asked Herald to forget them: the GM plays the seat now.
event-SeatEmptied = The GM empties the seat { $seat }.
event-SeatEmptied-was = The GM empties the seat { $seat }, held until now by { $was }.
event-SeatMadeBot = { $seat } { NUM($seat) ->
        [pl] are now Bots
       *[sg] is now a Bot
    }, played by the GM.
event-SeatMadeBot-was = { $seat } { NUM($seat) ->
        [pl] are now Bots
       *[sg] is now a Bot
    }, played by the GM in place of { $was }.
event-GmAdded = { $user } is now a GM of this game.
event-GameBegan = Play begins with { $seats }.
event-ActionUndone = { $user } undid the last action: { $event }.
event-ActionUndoneUnnamed = { $user } undid the last action.
event-ActionUndoneSeveral = { $user } undid the last action: { $events }.
event-GameEnded = { $user } ended the game.
event-GameImported = { $user } imported the game state.
error-unknown_seat = There is no seat “{ $seat }”. Seats: { $seats }.
error-seat_ambiguous = “{ $seat }” begins { $seats }: which one?
error-no_free_seat = Every seat is taken.
error-already_seated = You already hold { $seat }.
error-already_holds = { $user } already holds { $seat }.
error-seat_taken = { $seat } { VERB("is", $seat) } already taken.
error-game_begun = The game has begun: ask the GM for a seat.
error-table_full = The table is full ({ $max ->
        [one] 1 seat
       *[other] { $max } seats
    }).
error-not_seated = You hold no seat in this game.
error-no_seat_in_game = You have no seat in this game. Before play begins, take one with /game join; once it has begun, the GM can give you one with /game seat.
error-seat_given_away = You no longer hold { $seat }: the GM gave it to { $user }. If you should still play, ask the GM to give you a seat with /game seat.
game-seat_taken_from_you = { $who }: this seat is no longer yours. If you should still play, ask the GM.
game-seat_given_to_you = { $who }: this seat is yours now; Herald pings you here when it is up.
error-not_your_seat = You do not hold { $seat }.
error-already_gm = That user is already a GM.
error-already_begun = The game has already begun.
error-game_ended = This game has ended.
error-too_few_players = At least { $min ->
        [one] 1 seat is
       *[other] { $min } seats are
    } needed to begin ({ $count } now).
error-nothing_to_undo = Nothing to undo since the last card or round began.
error-undo_not_yours = Only the player who acted, or the GM, can undo that.
error-undo_last_only = Only the last move can be undone ({ $event }): only whoever plays { $seat }, or the GM, can undo it.
error-undo_last_only_any = Only the last move can be undone ({ $event }): only the player who made it, or the GM, can undo it.
# a player's /game undo of a move made as the GM (for or about their seat): the GMs
# named when refused in a game's channel (bot/service/gms.py)
error-undo_gm_move = { $count ->
        [1] Only the GM can undo the last move ({ $event }): it was made as the GM, so it is the GM's to take back. This game's GM is { $gms }; anyone with Manage Channels may act as GM too.
        [other] Only a GM can undo the last move ({ $event }): it was made as the GM, so it is the GMs' to take back. This game's GMs are { $gms }; anyone with Manage Channels may act as GM too.
       *[none] Only the GM can undo the last move ({ $event }): it was made as the GM, so it is the GM's to take back.
    }
error-undo_gm_move_unnamed = { $count ->
        [1] Only the GM can undo the last move: it was made as the GM. This game's GM is { $gms }; anyone with Manage Channels may act as GM too.
        [other] Only a GM can undo the last move: it was made as the GM. This game's GMs are { $gms }; anyone with Manage Channels may act as GM too.
       *[none] Only the GM can undo the last move: it was made as the GM.
    }
error-channel_has_game = This channel already has a game. End it first (/game end) or use a thread.
error-unknown_command = Unknown command { $command }. Try /help.
error-bad_user = { $value } is not a user.
error-missing_option = Missing option: { $option }.
error-bad_number = { $value } is not a number.
error-import_too_big = That file is too large to be a Herald export.
error-import_invalid = That file is not a valid Herald export ({ $reason }).
error-counter_outside = That file cannot be imported: { $counter } ({ $seat }): { $value } in the file, while this game keeps it between { $min } and { $max }.
error-shared_counter_outside = That file cannot be imported: { $counter }: { $value } in the file, while this game keeps it between { $min } and { $max }.
error-import_no_definition = That file is a game of “{ $game }”, a game a server defined itself, and this server has no game of that name: define it here with /game define (its definition file), then import the file again.
error-import_other_game = That export is of another game than the one in this channel.
error-import_over_busy = That export is of a game that is over, and this channel has a game in play: import it in another channel or thread, or once this game is over.
error-unknown_game_list = Unknown game: { $game }. Games: { $games }.
error-unknown_game_near = Unknown game: { $game }. Did you mean { $near }? Games: { $games }.
game-rule_quote =
    📖 { $path }
    > { $text }
    (`/rule query:{ $query }` for the whole section)
game-option-next = Next step ▶
game-option-menu = { $seat }: choose…

# seating order (issue 13)
error-seating_twice = Name every seat once in the seating order.
error-seating_begun = Play has begun: the seating order and the first player are chosen before it begins and can no longer be changed.
event-SeatingSet = Seating order (clockwise): { LIST($seats) }.
error-seating_needs_value = Give a seating order (/turn seating order:) or an opening First Player (/turn seating first:).
event-FirstPlayerSet = { $seat } { NUM($seat) ->
        [pl] open
       *[sg] opens
    } the game as First Player.
game-exported_hidden = The secret choices of { $seats } are not revealed yet: they are left out of this file.
game-status-finished = over
game-dash-ended = The GM ended the game.
table-error-already_counted = Already counted for { $step }, which has just ended. To play it in { $next } too, send it again.
table-error-already_counted_over = Already counted for { $step }; that turn is over. Now: { $next }.
table-card_turn = { $faction } on { $title }
table-step_round = { $step }, { $when }
table-round_n-round = round { $round }
table-round_n-year = year { $round }
table-round_n-named = { $period } { $round }
# defs4 (merged from main)
error-not_begun = The game has not begun yet: the GM begins it with /game begin, then this can be played.
error-nothing_to_undo-reveal = Nothing to undo: secret choices were revealed since (undo never goes back past a reveal).
error-nothing_to_undo-votes = Nothing to undo: the votes were revealed since (undo never takes back a vote the table has seen).
error-undo_depends = That cannot be undone: what was played after it depends on it.
error-undo_ended_gm = The game is over: only the GM can undo the move that ended it (which puts it back in play).
error-undo_secret = While the seats the GM named choose in secret, only the GM can take a move back (an undo is said in the channel with who asked for it): ask the GM privately.
error-export_secret = While the seats the GM named choose in secret, only the GM can export the game (the file would say who they are).
error-no_winner_here = This game names no winner: end it with /game end alone.
error-unknown_command_hint = Unknown command { $command }. Did you mean { $suggestion }?
ordinal-1 = { $n }st
ordinal-2 = { $n }nd
ordinal-3 = { $n }rd
ordinal-11 = { $n }th
ordinal-12 = { $n }th
ordinal-13 = { $n }th
ordinal-other = { $n }th
# play-test 16, finding 14: a new game begun from an ended game's result (/game start from:)
error-campaign_none = This game carries nothing from one game to the next (its definition has no [campaign] carry): start it without from:.
error-campaign_other_game = That game is { $other }, not { $game }: a new game carries over only from a game of its own.
error-campaign_not_ended = That game is not over yet: a new game begins from a game that has ended (its play over, or the GM's /game end).
error-campaign_never_began = That game ended before play began: it has no result to carry over.
error-campaign_no_game = { $channel } has no game to carry over from.
error-campaign_other_server = That game is another server's: a new game carries over only from a game of this server.
error-campaign_channel = “{ $value }” is not a channel: name one with from:#channel, or give the ended game's export with from_file:.
# play-test 16 texts: an export during a hidden vote leaves the votes out
game-exported_hidden_votes = The votes of { $seats } are not revealed yet: they are left out of this file.
event-GameMoved = 🚚 { $user } moved the game here from { $origin }.
game-moved = 🚚 { $user } moved { $game } to { $channel }. Play on there.
game-error-move_here = The game is already in this channel: name another channel or thread.
game-error-move_over = This channel's game is over: only a game in play moves (its status, log and export stay here).
game-error-move_busy = { $channel } already has a game in play: end it there first, or choose another channel or thread.
game-error-bad_channel = “{ $value }” is not a channel: pick one from the list.
game-import_still_live = Note: this game is still in play in { $channel }, so there are now two live copies of it, each played and reminding on its own. To move a game to another channel or thread, its GM uses /game move there; end the copy you do not want with /game end.
game-error-hosts_only = Only members with { $role } (or Manage Channels) can start or import a game on this server. Ask one of them, or join a game with /game join.
game-role-denied = Only someone with Manage Server can choose who may start games.
game-role-cleared = Every member may start and import games on this server again.
game-role-set = Only members with { $role } (and anyone with Manage Channels) may now start and import games on this server; everyone may still join and play.
error-undo_draws_gm_only = Herald rolled or drew for that move: only the GM can undo it.
error-no_dice = This move needs Herald's dice, and none were given.
game-moved_from = Done: { $game } is here now, moved from { $origin }; the channel has been told.
game-end_ask_winners = End this game for good, with { $winners } winning? Its log is kept, but nobody can play it any more.
