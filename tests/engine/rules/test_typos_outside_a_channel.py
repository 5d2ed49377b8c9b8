"""An Italian question with typos asked outside a channel (play-test 23, finding 7):
"cosa sucede se non posso pagare le tase" lost its game's answer (税, in a Japanese
summary) to sections of a game whose Italian text says *Tasse* (a near spelling there
kept the typo from being read as the word meant), and the note took "sucede" for an
unknown game's word. The typo is read as the words of the question's language one
slip away, an inflected one's dictionary form too (*tasse*: *tassa*; *succede*:
*succedere*), where the question is asked; and such a slip is named by no note."""

from __future__ import annotations

from bot.engine.rules import query
from tests.engine.rules.invented import index_of, summary

GUILD = 48
GUILDHALL_JA = summary(
    "guild-hall",
    "Guild Hall",
    "ja",
    """## 税
各ラウンドの終わりに税として金貨2枚を払う。払えない場合は勝利点を1点失う。
## 建設
石材を払って建物を1つ建てる。
""",
)
HARBOUR_IT = summary(
    "harbour-fees",
    "Harbour Fees",
    "it",
    """## Raccolta delle entrate
Ogni giocatore riceve le Entrate Tasse dei porti che controlla.
## Navi
Ogni nave porta tre merci e si muove di due caselle.
## Pagare i marinai
Si deve pagare un marinaio per ogni nave alla fine del turno.
## Pagare il pilota
Per entrare in porto bisogna pagare il pilota: una moneta.
## Pagare la dogana
Chi scarica merci deve pagare la dogana, una moneta ogni due merci.
## Pagare le riparazioni
Una nave danneggiata si ripara solo se si possono pagare tre monete.
""",
)
CAFE_EN = summary(
    "corner-cafe",
    "Corner Cafe",
    "en",
    "## Menu\nEach player chooses three dishes.\n## Tips\nA happy guest leaves a coin.\n",
)


def test_an_inflected_typo_is_read_as_its_dictionary_words():
    idx = index_of([GUILDHALL_JA, HARBOUR_IT, CAFE_EN], scope=GUILD)
    assert "tassa" in query._dictionary_words(idx, "tase", "it")
    assert "succedere" in query._dictionary_words(idx, "sucede", "it")


def test_outside_a_channel_the_typo_finds_the_japanese_answer_and_no_note_names_it():
    idx = index_of([GUILDHALL_JA, HARBOUR_IT, CAFE_EN], scope=GUILD)
    res = idx.search("cosa sucede se non posso pagare le tase", scope=GUILD)
    titles = [(m.section.game, m.section.title) for m in res][:3]
    assert ("guild-hall", "税") in titles, titles
    assert res.unknown == [] and res.unsaid == []
    # an unknown word that is no slip is still named (a game no summary here covers)
    other = idx.search("come si vince a tiletopia", scope=GUILD)
    assert other.unknown == ["tiletopia"]
