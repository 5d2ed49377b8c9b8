# Text of the Discord adapter itself (bot/adapters/discord/app.py, bot/adapters/discord/cogs/_common.py).
discord-apology = Sorry, something went wrong on my side. The game was not changed; please try again.
discord-done = Done.
discord-unknown_command = This command is not known any more; Discord may need a moment to refresh.
discord-attachment_too_big = The file { $name } is too big (at most { $limit } KB).
discord-restarting = Herald is restarting and cannot take new commands right now. Please try again in a minute; nothing was changed.
