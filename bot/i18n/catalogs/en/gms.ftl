# The GM role (bot/service/gms.py, bot/engine/games/gms.py)
event-GmRemoved = { $gm } removed { $user } from the GMs of this game.
event-GmSteppedDown = { $user } stepped down as GM of this game.
event-GmLeftServer = { $user } left the server and is no longer a GM of this game.
error-not_a_gm = { $user } is not a GM of this game.
error-last_gm = { $user } is this game's only GM: name another GM first with /game gm user:, then remove { $user }.
gms-step_down_ask = Step down as GM of this game? You can no longer end it, undo, seat players or change its settings, and only another GM can make you GM again.
gms-step_down_button = Step down
cmd-game-gm-remove-name = remove
cmd-game-gm-remove-description = Remove this user from the GMs (yourself: step down)
error-join_begun = { $count ->
        [1] The game has begun: a seat is now the GM's to give, with /game seat seat: user:. Ask its GM, { $gms }, or anyone with Manage Channels.
        [other] The game has begun: a seat is now the GM's to give, with /game seat seat: user:. Ask one of its GMs, { $gms }, or anyone with Manage Channels.
       *[none] The game has begun: a seat is now the GM's to give, with /game seat seat: user:.
    }
