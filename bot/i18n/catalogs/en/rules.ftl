# Rules lookup: /rule, /rules add, /rules reload, herald rules search. English.
rules-bad-empty = Type what you are looking for, e.g. /rule query:shield wall.
rules-bad-too_long = That query is too long ({ $length ->
        [one] 1 character
       *[other] { $length } characters
    }); keep it under { $max }.
rules-bad-no_letters = That query has no letters or numbers to look for.
rules-none = No rule section matches “{ $query }”.
rules-suggest = Did you mean: { $terms }?
rules-matched = matched: { $why }
rules-source = Source
rules-empty_section = (This heading has no text of its own; its subsections hold the rules.)
rules-page-prev = ◀ Previous
rules-page-next = Next ▶
rules-page-of = page { $page }/{ $pages }
rules-other_summary = Other summary
rules-diff-title = Differences
rules-diff-same = Both summaries say the same here.
rules-diff-note = Two player-written summaries of this game cover this section; where they differ, check the rulebook.
rules-menu-prompt = Several sections match ({ $count }). Pick one:
rules-menu-placeholder = Choose a rule section
rules-menu-elsewhere = Nothing in { $game } matches “{ $query }”. Sections of other games ({ $count }):
rules-menu-elsewhere_meaning = Nothing in { $game } says the words of “{ $query }”. Sections of other games, with the sections of { $game } nearest the question in meaning after their best ones ({ $count } in all):
rules-menu-other_games = The summary of { $game } has no clear answer to this. Sections of other games ({ $count }):
rules-section_gone = That section is no longer in the rules index (it was reloaded). Search again.
rules-add-denied = Only someone with Manage Server, or with the role this server chose in /rules role, can add or remove rule summaries.
rules-add-no_file = Attach a .md or .txt file with the summary.
rules-add-bad_type = “{ $name }” is not a .md or .txt file.
rules-add-too_big = That file is too large (at most { $max } KB).
rules-add-not_utf8 = That file is not UTF-8 text.
rules-add-need_game = This file has no front matter naming its game: name it with /rules add game:.
rules-add-names_unknown = This file calls its game { $names }, but that is not one game this server knows: a file's `names` (or its title) only pick a game that already has a definition or a summary here. { $slug ->
        [none] Name its game with /rules add game:.
       *[other] Name its game with /rules add game: (a new game: /rules add game:{ $slug }).
    }
rules-add-bad_game = “{ $game }” is not a valid game id (lowercase letters, digits and hyphens).
rules-add-bad_front_matter = The front matter between the +++ lines is not valid TOML: { $error }
rules-add-empty = That file has no rule text.
rules-add-done = Added “{ $name }” to the rules of { $game }: { $sections ->
        [one] 1 section
       *[other] { $sections } sections
    }, searchable now.
rules-reload-done = Rules reloaded: { $sections ->
        [one] 1 section
       *[other] { $sections } sections
    }, { $terms ->
        [one] 1 glossary term
       *[other] { $terms } glossary terms
    }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }.
rules-reload-problems = { $count ->
        [one] 1 file could not be read
       *[other] { $count } files could not be read
    }; see Herald's log.
rules-glossary-bad = A glossary file is not valid TOML: { $error }
rules-cli-differences = { $count ->
        [one] 1 difference that changes a rule
       *[other] { $count } differences that change a rule
    }
rules-cli-none = no match
rules-source-player_summary = player summary
rules-source-by = { $title } — by { $author }
rules-diff-changed = { $here }: { $a } ⇄ { $there }: { $b }
rules-diff-only_line = only { $source }: { $line }
rules-add-guild_only = Rule summaries belong to a server: use this command in one.
rules-add-quota_count = This server already has { $max } rule summaries, its limit. Remove one with /rules remove first.
rules-add-quota_bytes = This file ({ $size } KB) would take this server past its { $max } KB of rule summaries ({ $used } KB used). Remove one with /rules remove first.
rules-add-replaced = Replaced this server's “{ $name }” in the rules of { $game }: { $sections ->
        [one] 1 section
       *[other] { $sections } sections
    }, searchable now.
rules-quota = This server: { $count }/{ $max_count } summaries, { $used }/{ $max_kb } KB.
rules-remove-no_name = Name the file to remove (see /rules list).
rules-remove-unknown = This server has no rule summary called “{ $name }” (see /rules list).
rules-remove-done = Removed “{ $name }” ({ $game }) from this server's rules.
rules-remove-channels_left = Lookups in { $channels } still answer from { $game }, which no summary here covers now: choose another game there with /rules channel, or add a summary of it with /rules add.
rules-remove-ambiguous = This server has several summaries called “{ $name }”: { $files }. Say which one: `/rules remove file:<game>/<name>`, or add `game:`.
rules-list-title = Rule summaries added on this server (shipped games are always available):
rules-list-empty = This server has added no rule summaries yet (the shipped games are always available).
rules-list-line = • { $name } — { $game }, { $size } KB, added by { $who } on { $date }
rules-list-managers = Who may add or remove: members with Manage Server.
rules-list-managers_role = Who may add or remove: members with Manage Server or the role { $role }.
rules-role-denied = Only someone with Manage Server can choose the role that manages rule summaries.
rules-role-cleared = No role manages rule summaries now: only members with Manage Server.
rules-role-set = Members with { $role } may now add and remove this server's rule summaries.
rules-role-bad = That is not a role.

cmd-rule-name = rule
cmd-rule-description = Look up a rule in the game summaries (English, Japanese, romaji or Italian)
cmd-rule-query-name = query
cmd-rule-query-description = What you are looking for: a term, a question, "exact words"
cmd-rule-game-name = game
cmd-rule-game-description = Only this game (default: every game, this channel's first)
cmd-rules-name = rules
cmd-rules-description = Manage the rule summaries
cmd-rules-add-name = add
cmd-rules-add-description = Add a rule summary (.md or .txt) for this server to search
cmd-rules-add-file-name = file
cmd-rules-add-file-description = The summary: Markdown or text, UTF-8, optional +++ front matter
cmd-rules-add-game-name = game
cmd-rules-add-game-description = The game it belongs to (needed without front matter)
cmd-rules-reload-name = reload
cmd-rules-reload-description = Reload the shipped rule summaries and this server's
cmd-rules-list-name = list
cmd-rules-list-description = List the rule summaries this server has added, and its quota
cmd-rules-remove-name = remove
cmd-rules-remove-description = Remove a rule summary this server added
cmd-rules-remove-file-name = file
cmd-rules-remove-file-description = The file name, as /rules list shows it
cmd-rules-remove-game-name = game
cmd-rules-remove-game-description = Its game, when two games have a file of that name
cmd-rules-role-name = role
cmd-rules-role-description = Choose the role that may add and remove rule summaries (none: Manage Server only)
cmd-rules-role-role-name = role
cmd-rules-role-role-description = The role (leave empty to clear)

# menus that say how good the match is, learning from picks, /rules channel
rules-menu-weak = Nothing matches “{ $query }” closely. The nearest sections ({ $count }):
rules-menu-games = Sections of several games match ({ $count }: { $games }). Pick one:
rules-menu-prompt_meaning = Several sections match ({ $count }); the others are only near the question in meaning ({ $total } in all). Pick one:
rules-menu-games_meaning = Sections of several games match ({ $count }: { $games }); the others are only near the question in meaning ({ $total } in all). Pick one:
rules-menu-missing_game = No summary on this server covers { $game }: these sections are from other games. Someone who manages rules can add one with /rules add.
rules-game_without_summary = No summary on this server covers { $game } yet. Someone who manages rules can add one with `/rules add file: game:{ $slug }`; until then, `/rule` without a game searches the other games.
rules-menu-unknown_words = No summary here mentions { $words }. If that is from a game without a summary on this server, someone who manages rules can add one with /rules add.
rules-menu-one = Only one section comes near, but Herald is not sure it answers this. Open it to check:
rules-menu-one_unsaid = Only one section comes near, and Herald could not find { $words } in it. Open it to check:
rules-menu-one_meaning = Only “{ $section }” comes near, but Herald is not sure it answers this; the other sections are only near the question in meaning ({ $count } in all). Pick one:
rules-menu-one_meaning_unsaid = Only “{ $section }” comes near, and Herald could not find { $words } in it; the other sections are only near the question in meaning ({ $count } in all). Pick one:
rules-not_this = Not this one?
rules-not_this-nothing_else = Nothing else in { $game } matches “{ $query }”.
rules-not_this-other_game = This channel's lookups answer from { $game }: to look in another game's summary, name that game in the question (“<game>: …”) or ask with /rule game:.
rules-menu_gone = That question is no longer remembered (Herald restarted). Ask it again with /rule.
rules-picked_here = picked on this server before
rules-channel-set = Lookups in this channel now answer from { $game } (unless a question names another game).
rules-channel-cleared = This channel has no lookup game now (a game moderated here still counts).
cmd-rules-channel-name = channel
cmd-rules-channel-description = Choose the game this channel's rule lookups answer from (none: clear it)
cmd-rules-channel-game-name = game
cmd-rules-channel-game-description = The game (leave empty to clear)
rules-add-html = “{ $name }” looks like a web page (HTML): its tags would be shown as text and its `<h2>` headings not read. Save the page as Markdown or plain text, with headings as `## Scoring`, and add that file.
rules-add-no_headings = ⚠️ This file has no headings, so it is one section named after the game and every question gets all of it. Headings (`## Setup`, `## Scoring`) let a question find its part: add them and upload the file again to replace it.
rules-add-long_section = ⚠️ “{ $title }” is one section of { $pages } pages: an answer shows it a page at a time. Headings inside it (`## Scoring`) let a question find its part; upload the file again to replace it.
rules-add-section_gone = ⚠️ The game quotes the heading “{ $section }” at “{ $step }”, and this version no longer has it: those prompts now point to `/rule` instead. Keep that heading, or change the definition’s `section`.
rules-diff-same_numbers = The numbers agree (the summaries are in different languages: only their numbers are compared).
