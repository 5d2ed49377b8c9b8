# L'immagine del tabellone (bot/service/board.py) e /game board.
board-epoch = Epoca
board-pivotal = Pivotale: { $faction }
board-caption = { $game } · stato v{ $version }
board-not_begun = La partita non è ancora iniziata: il tabellone si disegna quando inizia il gioco.
board-failed = Non è stato possibile disegnare ora il tabellone; il cruscotto dice lo stesso a parole.
name-number-round = Round
name-number-year = Anno
name-number-era = Era
name-number-events_left = Carte Evento rimaste nell'Era
name-number-epoch = Round d'Epoca finora
cmd-game-board-name = tabellone
cmd-game-board-description = Mostra il tabellone della partita come immagine
cmd-game-board-public-name = pubblico
cmd-game-board-public-description = Mostralo a tutto il canale (predefinito: solo a te)
