# Dice: /roll, /dice inline, herald roll. English.
dice-header = 🎲 { $user } rolls
dice-header_reason = 🎲 { $user } rolls for { $reason }
dice-private_note = 🔒 Private roll: only you and the GM see it.
dice-private_header = 🔒 Private roll by { $user }
dice-shortened = (breakdown shortened)
dice-crit = natural 20!
dice-fail = natural 1
dice-total = Total: { $total }
dice-sum_of_rolls = Sum of all rolls: { $total }

dice-named-header = 🎲 { $user } rolls { $count } × { $die }
dice-named-rolled = Rolled: { $faces }
dice-named-tally = Tally: { $tally }

dice-game-params = Options: { $params }
dice-game-result_sum = { $breakdown } → **{ $result }**
dice-game-result_sub = { $breakdown } − { $subtract } ({ $what }) → **{ $result }**
dice-game-floor = (never below { $floor })
dice-game-result_count = { $dice }: **{ $hits }** of { $n } succeed ({ $target }+ succeeds)
dice-game-result_target = { $dice }: { $value } → **{ $outcome }** ({ $target }+ succeeds)
dice-game-success = success
dice-game-failure = failure
dice-game-each = #{ $n }: { $text }
dice-game-sources = According to { $sources }
dice-game-disagree = ⚠️ The summaries disagree here: each source's roll is shown.
dice-game-rule = 📖 { $source }: { $section }
dice-game-label-raiders = returning Raiders
dice-game-label-regions = regions
dice-game-label-renown = Renown paid
dice-game-label-forts = forts
dice-game-label-spaces = spaces
dice-game-what-forts = forts

dice-inline-enabled = Inline rolls like [[2d6]] are now enabled on this server. Herald also needs the message content intent (HERALD_MESSAGE_CONTENT=1 and the switch in the Developer Portal).
dice-inline-disabled = Inline rolls like [[2d6]] are now disabled on this server.
dice-inline-header = 🎲 { $user }
dice-inline-no_guild = Inline rolls can only be set on a server.

dice-choice-die = { $name } ({ $faces ->
        [one] 1 face
       *[other] { $faces } faces
    })
dice-choice-roll = { $name }

dice-error-empty = There is nothing to roll. Try `1d20+5`, `4d6kh3` or `2d6; 1d20`.
dice-error-nothing = Give an expression (/roll expr:), a named die (/roll dice:) or a game roll (/roll game:).
dice-error-too_long = That roll is too long: { $length ->
        [one] 1 character
       *[other] { $length } characters
    } (at most { $limit }).
dice-error-too_many_parts = At most { $limit ->
        [one] 1 roll
       *[other] { $limit } rolls
    } per command, separated by `;` (you gave { $count }).
dice-error-repeat = A roll can be repeated 1 to { $limit ->
        [one] 1 time
       *[other] { $limit } times
    } (`6#1d6`).
dice-error-too_many_results = At most { $limit ->
        [one] 1 result
       *[other] { $limit } results
    } per command (you asked for { $count }).
dice-error-too_deep = Too many nested parentheses: at most { $limit ->
        [one] 1 level
       *[other] { $limit } levels
    }.
dice-error-too_many_terms = Too many terms and signs in one roll: at most { $limit } (found { $count }).
dice-error-negative = A die cannot have a negative number of faces (`{ $expr }`).
dice-error-zero_sides = A die needs at least one face (`{ $expr }`).
dice-error-too_many_sides = Dice can have at most { $limit ->
        [one] 1 face
       *[other] { $limit } faces
    } (you asked for { $sides }).
dice-error-too_many_dice = At most { $limit ->
        [one] 1 die
       *[other] { $limit } dice
    } per command (you asked for { $count }).
dice-error-number_too_large = Numbers in a roll can be at most { $limit }.
dice-error-syntax = I cannot read `{ $expr }`: { LEN($got) ->
        [0] it ends at column { $col } where more was expected.
       *[other] unexpected `{ $got }` at column { $col }.
    }
dice-error-syntax_short = I cannot read `{ $expr }` as dice notation.
dice-error-too_many_rolls = That roll needs more than { $limit ->
        [one] 1 die
       *[other] { $limit } dice
    } (rerolls and explosions count): it was stopped.
dice-error-divide_by_zero = Division by zero in `{ $expr }`.
dice-error-bad_selector = That selector cannot be used there (`{ $expr }`): `mi` and `ma` take a plain number.
dice-error-invalid = That roll cannot be made: `{ $expr }`.
dice-error-result_too_large = The result is too large to show (beyond { $limit }).
dice-error-unknown_die = There is no die called “{ $name }”.
dice-error-unknown_roll = There is no game roll called “{ $name }”. { $count ->
        [0] This bot has no game rolls.
       *[other] The game rolls are { LIST($rolls) }.
    } A game definition's dice are rolled only in its `roll` steps; a server names a roll of its own with `/dice alias` (then rolls it with `/roll expr:` and that name).
dice-error-count = You can roll 1 to { $limit } of this die.
dice-error-param_missing = This roll needs /roll { $param }:.
dice-error-param_int = /roll { $param }: takes a whole number from { $min } to { $max }.
dice-error-param_choice = /roll { $param }: takes { OR($choices) }.
dice-error-no_case = The summaries give no roll “{ $roll }” for { $params }.
dice-error-mixed = Give either an expression, a named die or a game roll, not several.
dice-error-inline_permission = Only members with Manage Server can change inline rolls.

event-DiceRolled = { $user } rolled { $expr }: { $result } { $why }

cmd-roll-name = roll
cmd-roll-description = Roll dice: notation like 1d20+5, a named die, or a game roll
cmd-roll-expr-name = expr
cmd-roll-expr-description = Dice notation, e.g. 1d20+5 adv, 4d6kh3, 10d6>4, 3d6!, 4dF, 2d6; 1d20, or a server alias
cmd-roll-reason-name = reason
cmd-roll-reason-description = What the roll is for (shown and logged)
cmd-roll-private-name = private
cmd-roll-private-description = Only you and the GM see the result
cmd-roll-dice-name = dice
cmd-roll-dice-description = A named die with custom faces, e.g. rebellion
cmd-roll-count-name = count
cmd-roll-count-description = How many named dice, or raiders/regions/spaces for a game roll
cmd-roll-game-name = game
cmd-roll-game-description = A game roll, e.g. raid, settle, evade
cmd-roll-faction-name = faction
cmd-roll-faction-description = Faction for a game roll (saxons, scotti)
cmd-roll-renown-name = renown
cmd-roll-renown-description = Renown paid for a raid
cmd-roll-forts-name = forts
cmd-roll-forts-description = Forts next to a patrolled sea (subtracted from the raiders)
cmd-roll-unit-name = unit
cmd-roll-unit-description = Who evades or ambushes (raiders, troops)
cmd-roll-terrain-name = terrain
cmd-roll-terrain-description = Terrain of the battle space (home, rough, clear)
cmd-dice-name = dice
cmd-dice-description = Dice settings of this server
cmd-dice-inline-name = inline
cmd-dice-inline-description = Turn [[2d6]] rolls in ordinary messages on or off (Manage Server)
cmd-dice-inline-enabled-name = enabled
cmd-dice-inline-enabled-description = On or off

# notation layer (issue 11)
dice-error-not_understood = I do not understand `{ $part }` in `{ $expr }`. The notation table is in the README; a comment goes after a space (`1d20+5 attack`).
dice-error-too_many_explosions = That roll keeps exploding: more than { $limit } extra dice from one term. It was stopped.
dice-error-adv_needs_d20 = Advantage and disadvantage apply to a single d20 at the start of the roll (`1d20+5 adv`), not to `{ $expr }`.
dice-error-adv_both = `{ $expr }` asks for advantage and disadvantage at once: choose one.
dice-read-prefix = ↳ read as: { $notes }
dice-read-adv = advantage ({ $term })
dice-read-dis = disadvantage ({ $term })
dice-read-explode = a die showing { $cond } explodes (rolls again and adds, repeatedly)
dice-read-explode_once = a die showing { $cond } explodes once
dice-read-compound = compounding: a die showing { $cond } rolls again into the same die
dice-read-penetrate = penetrating: a die showing { $cond } rolls again, each extra roll −1
dice-read-success = counts the dice { $cond } (successes)
dice-read-failure = each die { $cond } takes a success away
dice-read-group_success = the group succeeds (1) at { $cond }, else 0
dice-read-fate = { $term }: Fate dice (−1, 0, +1 each)
dice-read-percent = { $term }: 1 to 100
dice-read-keep_high = { $n ->
        [one] keeps the highest
       *[other] keeps the highest { $n }
    }
dice-read-keep_low = { $n ->
        [one] keeps the lowest
       *[other] keeps the lowest { $n }
    }
dice-read-drop_low = { $n ->
        [one] drops the lowest
       *[other] drops the lowest { $n }
    }
dice-read-drop_high = { $n ->
        [one] drops the highest
       *[other] drops the highest { $n }
    }
dice-read-keep_equal = `k{ $n }` keeps the dice showing { $n } (Avrae); for the highest { $n } write `kh{ $n }`
dice-read-drop_equal = `p{ $n }` drops the dice showing { $n } (Avrae)
dice-read-reroll = rerolls dice { $cond } until they are not
dice-read-reroll_once = rerolls dice { $cond } once
dice-alias-set = Alias `{ $name }` now rolls `{ $expr }` on this server (`/roll expr:{ $name }`).
dice-alias-removed = Alias `{ $name }` removed.
dice-alias-none = This server has no dice aliases yet. A server manager adds one with `/dice alias name:atk expr:1d20+5`.
dice-alias-list = Dice aliases on this server ({ $count }):
dice-alias-error-name = An alias name is one word of letters, digits, `-` or `_`, starting with a letter, at most { $limit ->
        [one] 1 character
       *[other] { $limit } characters
    }, and not dice notation (`{ $name }`).
dice-alias-error-too_many = This server already has { $limit ->
        [one] 1 alias
       *[other] { $limit } aliases
    }: remove one first (`/dice alias name:<name>` without expr).
dice-alias-error-expr_too_long = An alias expression can be at most { $limit ->
        [one] 1 character
       *[other] { $limit } characters
    } (this one has { $length }).
dice-alias-error-one_roll = An alias stands for one roll: no `;`.
dice-alias-error-unknown = There is no alias called `{ $name }` on this server.
dice-alias-error-no_guild = Dice aliases belong to a server: use this command in one.
dice-alias-error-permission = Only members with Manage Server can change dice aliases.
cmd-dice-alias-name = alias
cmd-dice-alias-description = Name a roll for this server (without expr: remove it)
cmd-dice-alias-name-name = name
cmd-dice-alias-name-description = One word, e.g. atk
cmd-dice-alias-expr-name = expr
cmd-dice-alias-expr-description = What it rolls, e.g. 1d20+5 (empty: remove the alias)
cmd-dice-aliases-name = aliases
cmd-dice-aliases-description = List this server's dice aliases
dice-read-joined = `{ $typed }` as `{ $read }` (a die typed with spaces is one term; separate rolls: `2#1d6`)
dice-error-no_dice = `{ $expr }` rolls no dice, so I will not show it as a roll. Write dice as count `d` faces: `1d20+5`, `2d6`, `5d6`.
dice-error-glued_number = `{ $part }` in `{ $expr }` holds a number I would not roll. For several rolls write `2#2d6`; a comment with numbers goes after a space (`2d6 2回目`).

# Flood control (bot/service/flood.py)
flood-private_roll = 🔇 Shown to you only: many answers in this channel this minute. Public answers resume in { $seconds } s; a roll is still logged in the channel's game.
flood-private_rule = 🔇 Shown to you only: many answers in this channel this minute. Public answers resume in { $seconds } s.
flood-refused = Too many commands this minute: wait { $seconds } s. (A server manager sets the limits with `/dice flood`.)
flood-inline = { $user }: too many rolls in this channel this minute. Wait { $seconds } s, or use `/roll` (its answer comes to you privately).
flood-settings = Flood control on this server, per minute in each channel: { $per_user ->
    [0] no limit per member
   *[other] { $per_user } public answers per member
  }, { $per_channel ->
    [0] no limit per channel
   *[other] { $per_channel } public answers per channel
  } (`/roll`, `/rule`, inline rolls). Beyond them answers are private{ $per_user ->
    [0] .
   *[other] ; beyond { $hard } answers a member is asked to wait.
  } Game moves are never limited. Change: `/dice flood user: channel:` (0: no limit; Manage Server).
flood-error-number = `{ $option }` takes a whole number from 0 (no limit) to { $max }.
flood-error-no_guild = Flood control is set on a server.
flood-error-permission = Only members with Manage Server change the flood limits.
cmd-dice-flood-name = flood
cmd-dice-flood-description = Show or change how many public /roll and /rule answers a minute (Manage Server)
cmd-dice-flood-user-name = user
cmd-dice-flood-user-description = Public answers per member per channel per minute (0: no limit)
cmd-dice-flood-channel-name = channel
cmd-dice-flood-channel-description = Public answers per channel per minute, everyone together (0: no limit)
