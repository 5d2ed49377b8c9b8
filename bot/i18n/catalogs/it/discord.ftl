# Text of the Discord adapter itself (bot/adapters/discord/app.py, bot/adapters/discord/cogs/_common.py).
discord-apology = Scusa, qualcosa è andato storto da parte mia. La partita non è stata modificata; riprova.
discord-done = Fatto.
discord-unknown_command = Questo comando non esiste più; Discord potrebbe metterci un momento ad aggiornarsi.
discord-attachment_too_big = Il file «{ $name }» è troppo grande (al massimo { $limit } KB).
discord-restarting = Herald si sta riavviando e ora non può accettare nuovi comandi. Riprova tra un minuto; non è stato cambiato nulla.
