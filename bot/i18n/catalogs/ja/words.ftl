# Words a typed option accepts (see en/words.toml): every language's are accepted.
words-yes = はい
words-no = いいえ
words-approve = 賛成|承認
words-reject = 反対|棄却
words-language = ja|japanese|giapponese|日本語|ja-jp
# COIN: the Victory answer "no faction has won", and a faction's eligibility
words-nobody = なし|いない
words-eligible = エリジブル
words-ineligible = インエリジブル
