# The console (herald console): lines it cannot run, said to the user who typed them. English.
console-none = none
console-unclosed_quote = cannot read that line: a " is not closed
console-not_a_command = a command starts with /, e.g. /help
console-no_file = no such file: { $file }
console-verb_options = options are name:value (got { $got }), e.g. count:2; /act action: lists the game's moves and what they take
console-options = options are name:value (got { $got }); this command's options: { $options }
console-unknown_option = { $command } has no option { $option } (did you mean { $nearest }?); its options: { $options }
console-no_button = no button { $button } in { $channel }
console-no_button_listed = no button { $button } in { $channel }; its latest buttons: { $buttons }
console-button_which = { $button } is on several buttons in { $channel }: { $buttons }; which one? (press its full label)
console-button_disabled = the button { $button } is disabled
console-no_select = no select menu in { $channel }
console-no_option = no option { $option } in the select menu
console-left_server = { $user } has left server { $guild } (`!join { $user }`)
console-channel_deleted = { $channel } was deleted
console-herald_removed = Herald was removed from server { $guild } (`!invite`)
