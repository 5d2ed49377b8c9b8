remind-set = I will ping whoever is up if nothing happens for { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }.
remind-off = Reminders for this game are off.
remind-nobody_up = Nobody is up right now.
remind-ping = { $who }: { $by } is waiting for your move.
remind-muted = Your reminders are muted. Announcements still ping you when you are up.
remind-unmuted = Your reminders are on again.
remind-reminder = ⏰ { $who }: still waiting for you ({ $idle } without a move).
error-remind_range = Give a number of hours from { $min } to { $max }, or 0 to turn reminders off.
error-players_only = Only the players and the GM of this game can do that.
remind-escalate = ⏰ { $gm }: nobody has moved for { $idle }; the game may need the GM.
error-ping_too_soon = They were pinged a moment ago; you can ping again in { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }.
remind-yours = The game is waiting for you: there is nobody else to ping.
remind-ping_step = { $who }: { $by } is waiting for you to resolve this step (/phase next).
remind-server_set = Every new game on this server will ping whoever is up if nothing happens for { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }.
remind-server_off = New games on this server start with reminders off.
remind-error-gm_sets = Only the GM sets this game's reminders (/game remind after:). To silence your own, use /game mute.
