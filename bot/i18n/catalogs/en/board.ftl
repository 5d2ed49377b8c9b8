# The board picture (bot/service/board.py) and /game board.
board-epoch = Epoch
board-pivotal = Pivotal: { $faction }
board-caption = { $game } · state v{ $version }
board-not_begun = The game has not begun yet: its board is drawn once play begins.
board-failed = The board picture could not be drawn just now; the dashboard says the same in words.
# the view's named numbers, as a track or a tile names them
name-number-round = Round
name-number-year = Year
name-number-era = Era
name-number-events_left = Event cards left this era
name-number-epoch = Epoch rounds so far
cmd-game-board-name = board
cmd-game-board-description = Show the game's board as a picture
cmd-game-board-public-name = public
cmd-game-board-public-description = Show it to the whole channel (default: only you)
