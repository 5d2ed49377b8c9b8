# La console (herald console): righe che non può eseguire, dette a chi le ha scritte. Italiano.
console-none = nessuna
console-unclosed_quote = non riesco a leggere la riga: una " non è chiusa
console-not_a_command = un comando comincia con /, per esempio /help
console-no_file = il file non esiste: { $file }
console-verb_options = le opzioni si scrivono nome:valore (trovato { $got }), per esempio count:2; /act action: elenca le mosse del gioco e cosa richiedono
console-options = le opzioni si scrivono nome:valore (trovato { $got }); le opzioni di questo comando: { $options }
console-unknown_option = { $command } non ha l'opzione { $option } (intendevi { $nearest }?); le sue opzioni: { $options }
console-no_button = nessun pulsante { $button } in { $channel }
console-no_button_listed = nessun pulsante { $button } in { $channel }; gli ultimi pulsanti: { $buttons }
console-button_which = { $button } è su più pulsanti in { $channel }: { $buttons }; quale? (premi la sua etichetta intera)
console-button_disabled = il pulsante { $button } è disattivato
console-no_select = nessun menu di scelta in { $channel }
console-no_option = nessuna voce { $option } nel menu di scelta
console-left_server = { $user } ha lasciato il server { $guild } (`!join { $user }`)
console-channel_deleted = { $channel } è stato eliminato
console-herald_removed = Herald è stato rimosso dal server { $guild } (`!invite`)
