# People and places that go away (bot/service/people.py)
people-former = a former player
people-forget_button = Forget me
people-forget_ask = Herald will forget you on every server: your language, muted reminders and reminder times are deleted; in every game your seats stay (a game's moves need a seat) but are emptied for the GM to play or hand over, and your name in its logs and decision times becomes "a former player". Messages already posted in Discord stay there: delete them yourself or ask the server's moderators. This cannot be undone.
people-forget_none = There is nothing to forget.
people-forgotten = Done: Herald has forgotten you ({ $count ->
        [one] 1 game
       *[other] { $count } games
    } changed). Messages already posted in Discord are not removed.
people-seat_forgotten = The player of { $seats } asked Herald to forget them (/me forget): { $count ->
        [one] the seat is
       *[other] the seats are
    } the GM's now, to play or hand over with /game seat seat:{ $seat } user:@someone.
people-seat_forgotten_asked = The player of { $seats } asked to be forgotten by Herald: { $count ->
        [one] the seat is
       *[other] the seats are
    } the GM's now, to play or hand over with /game seat seat:{ $seat } user:@someone.
people-seat_forgotten_gm = The player of { $seats }, this game's only GM, asked to be forgotten by Herald: the game has no GM now, and { $count ->
        [one] the seat is
       *[other] the seats are
    } empty. Anyone with Manage Channels can act as its GM meanwhile: play or hand over a seat with /game seat seat:{ $seat } user:@someone, and name a new GM with /game gm user:@someone.
people-gm_forgotten_only = This game's only GM asked to be forgotten by Herald: the game has no GM now. Anyone with Manage Channels can act as its GM meanwhile and name a new one with /game gm user:@someone.
people-gm_forgotten_dropped = A GM of this game asked to be forgotten by Herald and is no longer one of its GMs.
people-seat_forgotten_up = { $seat } is up: it waits for the GM.
people-member_left_seat = { $user } has left the server. Waiting for them: { $seats }; reminders no longer ping them. GM: hand a seat over with /game seat seat:{ $seat } user:@someone, or play it yourself with /game seat seat:{ $seat }.
people-member_left_gm_dropped = { $user }, a GM of this game, has left the server and is no longer one of its GMs.
people-member_left_only_gm = { $user }, this game's only GM, has left the server. They stay its GM until another is named: anyone with Manage Channels can act as GM meanwhile and name one with /game gm user:.
people-member_back_gm = { $user } is back in the server and a GM of this game again.
people-unreachable_gone = Herald can no longer post in { $channel } (the channel or thread is gone, or locked): the game { $game } there is paused and its reminders are stopped. Its GM can continue it in another channel with /game move from:{ $channel } typed there, or a server admin can save it with `herald guild export`.
people-unreachable_denied = Herald is not allowed to post in { $channel } (a permission is missing, or the thread is archived or locked): the game { $game } there gets no announcements and its reminders are stopped. Give Herald View Channel, Send Messages and Embed Links there (or unarchive the thread), then type any game command there; or continue the game elsewhere with /game move.
people-reachable_again = Herald can post in this channel again: the game's reminders are back on.
people-cannot_post = ⚠ Herald cannot post in { $channel }: missing { $missing }. Announcements, the dashboard and reminders of this game are not seen until a moderator gives it these permissions.
people-perm-send_messages = Send Messages
people-perm-embed_links = Embed Links
people-perm-view_channel = View Channel
people-perm-send_messages_in_threads = Send Messages in Threads
people-back = Herald is back on this server: this game is where it was, and its reminders count from its last move.
cmd-me-forget-name = forget
cmd-me-forget-description = Have Herald forget you on every server (asks to confirm)
