"""The English <-> Italian <-> Japanese word bridge from the open wordnets: its
reading of the data (senses, inflection, synonyms) on a small text, then questions
about summaries a server added, in another language than theirs, whose words no
lexicon entry names (ordinary vocabulary: a barn, a lighthouse, a famine)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.wordnet import Wordnet
from bot.knowledge_files import read_lexicon_texts
from tests.engine.rules.invented import shipped_bridges

ROOT = Path(__file__).resolve().parents[3]
GUILD = 5

DATA = """# test data
n\tcard\tcarta;scheda\tカード
n\twag;card@4\tspiritoso\t
v\tsell\tvendere;smerciare\t売る
n\tbuilding;edifice\tedificio;costruzione\t建物
n\tupkeep;maintenance@3\tmanutenzione\t
n\tturn\tturno\t
n\tturn@2;bend\tcurva\t
n\tturn@3;twist\ttorsione\t
"""


@pytest.fixture(scope="module")
def small() -> Wordnet:
    return Wordnet.parse(DATA)


def test_a_word_translates_through_its_first_senses_only(small):
    assert small.translate("card", "en", "it") == ["carta", "scheda"]
    assert "spiritoso" not in small.translate("card", "en", "it")
    assert small.translate("carta", "it", "en") == ["card"]
    assert small.translate("card", "en", "ja") == ["カド"]  # folded (see below)
    assert small.translate("売る", "ja", "it") == ["vendere", "smerciare"]


@pytest.mark.parametrize(
    "word,lang,expect",
    [
        ("edifici", "it", "building"),  # a plural: its singular
        ("carte", "it", "card"),
        ("vendono", "it", "sell"),  # a conjugated verb: by its stem
        ("buildings", "en", "edificio"),
        ("cards", "en", "carta"),
    ],
)
def test_an_inflected_word_translates_as_its_dictionary_form(small, word, lang, expect):
    other = "it" if lang == "en" else "en"
    assert expect in small.translate(word, lang, other)


def test_rarer_senses_are_kept_apart(small):
    # looked up only when the usual senses find nothing (rank.py)
    assert small.rarer("card", "en", "it") == ["spiritoso"]
    assert small.rarer("sell", "en", "it") == []


def test_synonyms_only_for_a_word_of_few_senses(small):
    assert small.synonyms("upkeep", "en") == ["maintenance"]
    assert small.synonyms("turn", "en") == []  # three senses: no safe synonym


def test_knows_and_near_words(small):
    assert small.knows("building") and small.knows("vendere")
    assert not small.knows("bulding")
    assert "building" in small.near_words("bulding", "en")


# ----------------------------------------------------------------------- in a lookup
IT_SUMMARY = """+++
game = "borgo"
language = "it"
names = { en = "Borgo", it = "Borgo" }
+++
# Borgo
## Il fienile
Il fienile conserva fino a tre sacchi di grano tra un round e l'altro.
## Il faro
Chi costruisce il faro pesca una nave in più a ogni round.
## Carestia
Se nessuno ha pane alla fine del round, ogni giocatore perde un abitante.
## Il fabbro
Il fabbro trasforma il ferro in attrezzi.
## Preparazione
Ogni giocatore riceve una plancia e tre abitanti.
"""

EN_SUMMARY = """+++
game = "harbour-town"
language = "en"
names = { en = "Harbour Town" }
+++
# Harbour Town
## Mariners
A mariner moves one ship up to two spaces.
## Setup
Each player takes a board.
"""


def build(wordnet: bool) -> RulesIndex:
    root = ROOT / "knowledge"
    idx = RulesIndex.build(
        lexicons=read_lexicon_texts(root),
        bridge=shipped_bridges()[0],
        wordnet=shipped_bridges()[1] if wordnet else None,
    )
    idx.add(IT_SUMMARY, scope=GUILD, source_id="borgo.md", name="borgo.md")
    idx.add(EN_SUMMARY, scope=GUILD, source_id="harbour.md", name="harbour.md")
    return idx


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return build(wordnet=True)


@pytest.mark.parametrize(
    "query,title",
    [
        ("what does the barn do", "Il fienile"),  # English word -> Italian heading
        ("lighthouse", "Il faro"),
        ("famine", "Carestia"),
        ("blacksmith", "Il fabbro"),
        ("灯台の効果", "Il faro"),  # Japanese -> English (JMdict) -> Italian
        ("lighthose", "Il faro"),  # an English typo against an Italian summary
        ("blacksmth", "Il fabbro"),
        ("seaman", "Mariners"),  # a synonym of the heading
    ],
)
def test_ordinary_words_reach_a_summary_in_another_language(idx, query, title):
    r = idx.search(query, scope=GUILD, limit=3)
    assert title in [m.section.title for m in r]


def test_without_the_wordnets_those_words_do_not_meet():
    # the control: these questions depend on the wordnet bridge, not on the lexicon
    bare = build(wordnet=False)
    for query, title in [("lighthouse", "Il faro"), ("famine", "Carestia")]:
        r = bare.search(query, scope=GUILD, limit=3)
        assert title not in [m.section.title for m in r]


@pytest.mark.parametrize(
    "query,title", [("lighthouses", "Il faro"), ("what do blacksmiths make", "Il fabbro")]
)
def test_an_english_plural_translates_as_its_singular(idx, query, title):
    # the dictionary holds "lighthouse": its plural finds the Italian word through it
    r = idx.search(query, scope=GUILD, limit=3)
    assert r[0].section.title == title


STRENGTH = """+++
game = "sandworm"
language = "en"
+++
# Sandworm
## Strength
Each troop adds two to your strength in the fight.
## Setup
Each player takes a board and ten troops.
## Selling
Sell spice at the market for coins.
"""


def test_an_adjectives_noun_in_sa_is_one_word():
    # 強さ is "strength": not the adjective 強い and a lone さ
    from bot.engine.rules import japanese as J

    assert "強さ" in [t.surface for t in J.words("強さの計算")]
    root = ROOT / "knowledge"
    idx = RulesIndex.build(
        lexicons=read_lexicon_texts(root), bridge=shipped_bridges()[0], wordnet=shipped_bridges()[1]
    )
    idx.add(STRENGTH, scope=GUILD, source_id="sandworm.md", name="sandworm.md")
    r = idx.search("強さの計算", scope=GUILD, limit=3)
    assert r[0].section.title == "Strength"


def test_a_translation_into_japanese_is_folded_as_the_index_is():
    # the index folds ー away and hiragana to katakana: a Japanese word as written
    # (カード, 売る) would never meet a heading that says it
    wn = Wordnet.parse("n\tcard\tcarta\tカード\nv\tsell\tvendere\t売る\n")
    assert wn.translate("carta", "it", "ja") == ["カド"]
    assert wn.translate("sell", "en", "ja") == ["売ル"]
    assert wn.translate("売る", "ja", "it") == ["vendere"]  # looked up as written


TAVERN_JA = """+++
game = "sakaba"
language = "ja"
names = { ja = "酒場", en = "Sakaba" }
+++
# 酒場
## サーカス
サーカスに置いた駒は次の手番まで動かせない。
## 準備
各プレイヤーは金貨を三枚受け取る。
## 得点
ゲーム終了時に金貨の多い人が勝つ。
"""


def test_an_italian_word_meets_a_katakana_heading_through_the_wordnets():
    # circo -> サーカス: Wiktionary's Japanese in the open wordnets (JMdict's words
    # for its English are others), found only when folded as the heading is (サカス)
    root = ROOT / "knowledge"
    idx = RulesIndex.build(
        lexicons=read_lexicon_texts(root), bridge=shipped_bridges()[0], wordnet=shipped_bridges()[1]
    )
    idx.add(TAVERN_JA, scope=GUILD, source_id="sakaba.md", name="sakaba.md")
    r = idx.search("pezzi nel circo", scope=GUILD, limit=3)
    assert r[0].section.title == "サーカス" and not r.weak


def test_a_lexicon_concepts_french_is_where_its_english_and_italian_agree():
    from bot.engine.rules.lexicon import parse_lexicon

    wn = Wordnet.parse(
        "n\ttie\tcravatta\t\tcravate\n"
        "n\ttie@2;draw\tpareggio;parità\t\tégalité;match nul\n"
        "n\tequality\tparità\t\tégalité\n"
        "n\tgain\tguadagno\t\tgain\n"
        "n\tvictory;win\tvittoria;guadagno@2\t\tvictoire;gain\n"
    )
    lex = parse_lexicon(
        [
            ("t", '[[concept]]\nid = "tie"\nen = ["tie"]\nit = ["pareggio", "parità"]\n'),
            ("v", '[[concept]]\nid = "victory"\nen = ["victory", "win"]\nit = ["vittoria"]\n'),
            ("o", '[[concept]]\nid = "own"\nen = ["draw"]\nit = ["pareggio"]\nfr = ["nulle"]\n'),
        ]
    )
    lex.derive_more(wn)
    tie, victory, own = (lex.lookup(x)[0] for x in ("tie", "victory", "draw"))
    assert tie.forms_in(["fr"]) == ("égalité", "match nul")  # not cravate: English only
    assert victory.forms_in(["fr"]) == ("victoire",)  # not gain: an English word too
    assert own.forms_in(["fr"]) == ("nulle",)  # an entry's own French is kept
    assert "égalité" not in tie.forms  # no lookup key: nobody asks in French


DUNE_FR = """+++
game = "sable"
language = "fr"
names = { fr = "Sable", en = "Sable" }
+++
# Sable
## Récompenses et égalités
En cas d'égalité pour la première place, chaque joueur à égalité reçoit la récompense.
## Mise en place
Chaque joueur prend un plateau et trois jetons.
## Le désert
Le désert rapporte de l'épice à qui y envoie un agent.
"""


def test_a_lexicon_word_reaches_a_french_summary():
    # 同点 (a tie) is a lexicon concept: its French comes from the wordnets
    root = ROOT / "knowledge"
    idx = RulesIndex.build(
        lexicons=read_lexicon_texts(root), bridge=shipped_bridges()[0], wordnet=shipped_bridges()[1]
    )
    idx.add(DUNE_FR, scope=GUILD, source_id="sable.md", name="sable.md")
    for q in ("同点のとき", "douten", "pareggio"):
        r = idx.search(q, scope=GUILD, limit=3)
        assert r[0].section.title == "Récompenses et égalités" and not r.weak, q


def test_a_typo_is_read_as_the_commonest_word_one_slip_away():
    from types import SimpleNamespace

    from bot.engine.rules.query import _dictionary_words

    wn = Wordnet.parse(
        "n\tcard\tcarta\n"
        "n\tcard@2;poster\tcartello\n"
        "n\tcard@3;wag\tburlone\n"
        "n\tcad;bounder\tmascalzone\n"
        "n\tcrab\tgranchio\n"
        "n\tharbour;harbor\tporto\n"
    )
    corpus = SimpleNamespace(wordnet=wn)
    assert _dictionary_words(corpus, "crad")[0] == "card"  # two letters swapped, not cad
    assert _dictionary_words(corpus, "harbuor")[0] == "harbour"  # a swap in seven letters
    assert _dictionary_words(corpus, "hrabour")[0] == "harbour"
    assert _dictionary_words(corpus, "cxyz") == []


def test_a_typo_of_the_same_letters_and_a_plurals_typo_are_read_so():
    from types import SimpleNamespace

    from bot.engine.rules.query import _dictionary_words

    wn = Wordnet.parse(
        "n\troad\tstrada\n"
        "n\trod\tasta\n"
        "n\trod@2;perch\tpertica\n"
        "n\traid\tincursione\n"
        "n\traid@2\tirruzione\n"
        "n\tred\trosso\n"
        "n\tpoint\tpunto\n"
        "n\tpoint@2;spot\tposto\n"
    )
    corpus = SimpleNamespace(wordnet=wn)
    # one slip from rod, raid and road alike: the one of its letters, two swapped
    assert _dictionary_words(corpus, "raod")[0] == "road"
    # points with two letters swapped is two slips from point: its singular is one
    assert _dictionary_words(corpus, "pionts") == ["point"]


ES_SUMMARY = """+++
game = "aldea"
language = "es"
names = { es = "Aldea", en = "Aldea" }
+++
# Aldea
## La hambruna
Si nadie tiene pan al final de la ronda, cada jugador pierde un aldeano.
## El herrero
El herrero convierte el hierro en herramientas.
## Empate
En caso de empate gana quien tenga más monedas.
## Preparación
Cada jugador recibe un tablero y tres aldeanos.
"""

DE_SUMMARY = """+++
game = "dorf"
language = "de"
names = { de = "Dorf", en = "Dorf" }
+++
# Dorf
## Der Leuchtturm
Wer den Leuchtturm baut, zieht in jeder Runde ein Schiff mehr.
## Die Scheune
Die Scheune lagert bis zu drei Säcke Getreide zwischen den Runden.
## Vorbereitung
Jeder Spieler erhält ein Tableau und drei Bewohner.
"""


@pytest.mark.parametrize(
    "game,query,title",
    [
        ("aldea", "what happens in a famine", "La hambruna"),  # ordinary word -> Spanish
        ("aldea", "blacksmith", "El herrero"),
        ("aldea", "fabbro", "El herrero"),  # Italian -> Spanish
        ("aldea", "同点のとき", "Empate"),  # a lexicon concept's derived Spanish
        ("dorf", "lighthouse", "Der Leuchtturm"),  # English -> German
        ("dorf", "il faro", "Der Leuchtturm"),
    ],
)
def test_ordinary_words_reach_spanish_and_german_summaries(game, query, title):
    root = ROOT / "knowledge"
    idx = RulesIndex.build(
        lexicons=read_lexicon_texts(root), bridge=shipped_bridges()[0], wordnet=shipped_bridges()[1]
    )
    idx.add(ES_SUMMARY, scope=GUILD, source_id="aldea.md", name="aldea.md")
    idx.add(DE_SUMMARY, scope=GUILD, source_id="dorf.md", name="dorf.md")
    r = idx.search(query, scope=GUILD, only_game=game, limit=3)
    assert r[0].section.title == title and not r.weak
