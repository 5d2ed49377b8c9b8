# A server's own game definitions (bot/service/definitions.py).
definitions-summary-seats = seats { $seats } ({ $min } to { $max } play)
definitions-summary-turns = { $phases ->
        [one] 1 phase
       *[other] { $phases } phases
    }, { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } ({ $structures }), rounds: { $rounds }
definitions-summary-coin = COIN: { $tracks ->
        [one] 1 track
       *[other] { $tracks } tracks
    }, { $phases ->
        [one] 1 Epoch phase
       *[other] { $phases } Epoch phases
    }
definitions-summary-verbs = verbs: { $verbs }
definitions-summary-tables = tables: { $tables }
definitions-added = Added { $game } (`{ $slug }`) for this server: start it with /game start game:{ $slug }
definitions-replaced = Replaced this server's { $game } (`{ $slug }`): new games start with this version; no game in play used the old one.
definitions-line = { $game } (`{ $slug }`, { $file }) by { $by }
definitions-quota = { $count ->
        [one] 1 definition
       *[other] { $count } definitions
    } of { $max }, { $kb } of { $max_kb } KB.
definitions-none = This server has no game definitions of its own (/game define file:).
definitions-removed = Removed this server's definition `{ $slug }`: no new game can start with it; games already begun with it play on.
definitions-error-guild_only = Game definitions belong to a server: use this in one.
definitions-error-denied = Only members with Manage Server, or the role named with /rules role, may manage this server's game definitions.
definitions-error-too_big = A definition is at most { $kb } KB.
definitions-error-encoding = A definition is a UTF-8 TOML text file.
definitions-error-refused =
    The definition was refused:
    { $problems }
definitions-error-shipped = `{ $slug }` is a game Herald ships: give your definition another slug.
definitions-error-quota = This server is at its quota ({ $count ->
        [one] 1 definition
       *[other] { $count } definitions
    }, { $kb } KB): remove one first (/game definitions remove).
definitions-error-unknown = This server has no definition `{ $slug }`. Its definitions: { $slugs }.
cmd-game-define-name = define
cmd-game-define-description = Add a game definition (TOML) for this server only
cmd-game-define-file-name = file
cmd-game-define-file-description = The definition file (.toml; see docs/game-definitions.md)
cmd-game-definitions-name = definitions
cmd-game-definitions-description = This server's own game definitions
cmd-game-definitions-list-name = list
cmd-game-definitions-list-description = List this server's game definitions and its quota
cmd-game-definitions-remove-name = remove
cmd-game-definitions-remove-description = Remove one of this server's game definitions
cmd-game-definitions-remove-game-name = game
cmd-game-definitions-remove-game-description = The definition's slug
definitions-summary-turns_named = { $phases ->
        [one] 1 phase
       *[other] { $phases } phases
    }, { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }, rounds: { $rounds }
definitions-rounds_open = open-ended
definitions-summary-rounds_for = { $rounds } for { $players ->
        [one] 1 player
       *[other] { $players } players
    }
# defs4 (merged from main)
definitions-replaced_kept = Replaced this server's { $game } (`{ $slug }`): new games start with this version. Games in play that keep the version they began with (until they end): { $count }.
definitions-warnings =
    Likely slips (the definition is saved all the same):
    { $warnings }
# a definition's likely slip (herald game check's warnings)
definitions-warning-no_language = no { $missing } name (the file names things in { $languages }; readers of that language see the English one)
definitions-warning-open_band = accepts any number from { $low } up as the last band (give `max` to refuse more)
definitions-warning-unnamed = { $id } has no name: players see the id as it is written
# why a definition is refused (herald game check's words; the key's path is said before)
definitions-problem-unknown_key = unknown key
definitions-problem-unknown_key_near = unknown key (did you mean '{ $near }'?)
definitions-problem-not_one = '{ $got }' is not { $article } { $words }; { $kinds }: { $known }
definitions-problem-not_one_near = '{ $got }' is not { $article } { $words } (did you mean '{ $near }'?); { $kinds }: { $known }
definitions-problem-role_is_draft = '{ $got }' is the draft itself: a role names a phase or step the draft enables
definitions-problem-role_before_draft = '{ $got }' comes before the draft in the round, so it is never played (nothing is picked yet, and the picks end with the round): write it after the draft
definitions-problem-role_rounds_from_final = '{ $got }' is played in the rounds: a draft of the final phases enables final phases
definitions-problem-role_final_from_rounds = '{ $got }' is a final phase: a draft of the rounds enables phases of the rounds (its picks end with the round); give the final phases a draft of their own
definitions-problem-bonus_without_roles = a bonus is for roles: name them in `roles`
definitions-problem-order_without_roles = an order of roles is for roles: name them in `roles`
definitions-problem-language = '{ $got }' is not a language code; use codes such as 'en', 'ja' or 'it'
definitions-problem-language_near = '{ $got }' is not a language code (did you mean '{ $near }'?); use codes such as 'en', 'ja' or 'it'
definitions-problem-missing = Field required
definitions-problem-literal = Input should be one of { $allowed }, got { $got }
definitions-problem-one_of = must be one of { $allowed }, got { $got }
definitions-problem-one_of_near = must be one of { $allowed }, got { $got } (did you mean '{ $near }'?)
definitions-warning-clash = “{ $name }” already names { $game } (`{ $slug }`): /game start game:{ $name } starts that game, not this one; give this one another name or alias
definitions-note-gender = { $entry }: { $written } has no gender: read as { $gender ->
        [f] feminine
       *[m] masculine
    } { $number ->
        [pl] plural
       *[sg] singular
    } ({ $definite }); write { $fix }
definitions-note-gender_or = , or, a feminine plural ({ $definite }), { $fix }
definitions-note-counted = { $entry }: { $written } is counted (1 ..., 2 ...): give its singular, { $fix }, or { $same } when it does not change
definitions-notes =
    Notes on names (the definition is saved all the same):
    { $notes }
definitions-clashes =
    Names that already start another game here (the definition is saved all the same):
    { $clashes }
# herald game check: a definition's summary folder that holds no summary
definitions-check-no_summary = summary: no rule summaries in summaries/{ $folder }/ (looked in { $looked } and the shipped knowledge): the prompts quote no rule text until that folder holds one, or a server adds one with /rules add game:{ $slug }
