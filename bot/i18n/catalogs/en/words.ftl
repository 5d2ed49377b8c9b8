# Words a typed option accepts (the console, buttons and free-text options), read by
# bot/i18n words(): every language's words are accepted whatever the reader's
# language. "|" separates them; case does not matter.
words-yes = yes|y|true|on|1
words-no = no|n|false|off|0
# /vote choice: besides the yes and no words
words-approve = approve|+
words-reject = reject|-
# this language's names and codes (language: options, HERALD locale words)
words-language = en|english|inglese|英語|en-us|en-gb
# COIN: the Victory answer "no faction has won", and a faction's eligibility
words-nobody = none|no|nobody|-
words-eligible = eligible|e|el
words-ineligible = ineligible|i|in
