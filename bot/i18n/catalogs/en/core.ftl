error-generic = Something went wrong.
error-illegal_action = That is not allowed now.
error-not_your_turn = It is not your decision.
error-permission = You are not allowed to do that.
# the GMs named when the refusal is given in a game's channel (bot/service/gms.py)
error-gm_only = { $count ->
        [1] Only the GM can do that. This game's GM is { $gms }; anyone with Manage Channels may act as GM too.
        [other] Only the GM can do that. This game's GMs are { $gms }; anyone with Manage Channels may act as GM too.
       *[none] Only the GM can do that.
    }
error-unknown_game = Unknown game: “{ $game }”.
error-unplayable = This channel's game (`{ $game }`) cannot go on: its definition was changed or removed since the game began. The GM can still end it (/game end) or export it (/game export), which frees the channel; to play on, the operator restores the definition the game began with (`knowledge/games/{ $game }.toml`).
game-ended_unplayable = The game (`{ $game }`) was ended without reading its definition, which was changed or removed since it began. The channel is free for a new game.
game-exported_unplayable = Its definition (`{ $game }`) was changed or removed since the game began: the file holds the whole stored game, hidden choices included.
error-no_game = There is no game in this channel. Create one with /game start.
error-stale = This prompt is out of date: the game has moved on.
error-dice = That roll cannot be made.
error-rules = The rules lookup failed.
error-bad_input = That input is not valid.
error-internal = Sorry, something went wrong on Herald's side.
