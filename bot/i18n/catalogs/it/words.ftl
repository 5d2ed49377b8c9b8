# Words a typed option accepts (see en/words.toml): every language's are accepted.
words-yes = sì|si
words-no = no
words-approve = approva|a favore|favore
words-reject = respingi|contro
words-language = it|italian|italiano|イタリア語|it-it
# COIN: the Victory answer "no faction has won", and a faction's eligibility
words-nobody = nessuno|nessuna
words-eligible = eleggibile
words-ineligible = ineleggibile|non eleggibile
