# /game redefine: a game in play moved to its definition's current version (bot/service/redefine.py)
cmd-game-redefine-name = redefine
cmd-game-redefine-description = GM: move this game to the current version of its definition (a fixed typo)
cmd-game-redefine-confirm-name = confirm
cmd-game-redefine-confirm-description = Move it without asking first
redefine-ask = Move this game to the current definition of { $game }? It goes on from where it is, under the new version's names and rules (until now: { $earlier }). This cannot be taken back. { $undo ->
        [kept] /game undo can still take back the moves made before it: they play the same under the new version.
       *[stops] /game undo will stop at it: it cannot take back a move made before it.
    }
redefine-confirm = Yes, move the game
redefine-same = This game already goes on under the current definition of { $game }: there is no newer version to move it to.
redefine-missing = This game cannot move to the current definition of { $game }: it lacks what the game stands on ({ $lacking }). Define it again with them (/game define), or let this game end under the version it began with.
redefine-unreadable = This game cannot move to the current definition of { $game }: the new version cannot read the game where it stands. It keeps the version it began with.
redefine-structure = the step { $step } is played another way now
redefine-family = another kind of game (its family)
redefine-kind-seat = the seat { $name }
redefine-kind-phase = the phase { $name }
redefine-kind-step = the step { $name }
redefine-kind-counter = the counter { $name }
redefine-kind-option = the option { $name }
redefine-kind-track = the track { $name }
redefine-hint = The GM of a game in play can move it to this version with /game redefine in its channel.
event-GameRedefined = { $user } moved this game to the current definition of { $game }.
error-nothing_to_undo-redefine = Nothing to undo: the game moved to a new version of its definition since (undo never goes back past that).
# /game import of a game played under a version of a server's own definition this server does not keep
redefine-import_kept = To go on under the version it began with instead: /game define that version (in a server export: `definitions/{ $file }` when that server had defined the game again since, else `definitions/{ $slug }.toml`), import this file again, then /game define this server's current definition again.
