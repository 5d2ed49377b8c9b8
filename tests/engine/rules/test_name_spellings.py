"""A game is named in the forms Japanese players spell its name in: its katakana name
in romaji or without its dots ("ranpu haabaa", ランプハーバー for ランプ・ハーバー), a
name in kanji by its reading in romaji, a Latin name spelled in katakana or romaji
whose sounds nearly all meet the name's (with "of" said as オブ); on games invented
here. An ordinary word is still no name."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.names import kana_name_keys
from bot.engine.rules.sound import sound_keys
from tests.engine.rules.invented import index_of

GUILD = 31


def _summary(slug: str, names: str, lang: str, title: str, body: str) -> str:
    return (
        f'+++\ngame = "{slug}"\nlanguage = "{lang}"\nnames = {{ {names} }}\n+++\n# {title}\n{body}'
    )


LAMP = _summary(
    "lamp-harbor",
    'en = "Lamp Harbor", ja = "ランプ・ハーバー"',
    "ja",
    "ランプ・ハーバー",
    """## 灯台
灯台を建てると勝利点を2点得る。
## 船
船は毎ラウンド1マス進む。
""",
)

DAWN = _summary(
    "dawn-port",
    'en = "Dawn Port", ja = "夜明けの港"',
    "ja",
    "夜明けの港",
    """## 交易
交易では商品を1つ渡してコインを2枚受け取る。
## 倉庫
倉庫には商品を5つまで置ける。
""",
)

HATTER = _summary(
    "secret-hatter",
    'en = "Secret Hatter"',
    "en",
    "Secret Hatter",
    """## Heists
A heist needs two thieves and one lockpick card.
## Loot
Loot is split evenly; the leftover goes to the boss.
""",
)

MARSH = _summary(
    "fire-in-the-marsh",
    'en = "Fire in the Marsh"',
    "en",
    "Fire in the Marsh",
    """## Embers
An ember card spreads the fire to one next space.
""",
)

MARROW = _summary(
    "isle-of-marrow",
    'en = "Isle of Marrow"',
    "en",
    "Isle of Marrow",
    """## Tides
The tide token moves one step each round.
## Marsh wrecks
A wreck gives its salvage to the first ship that reaches it.
""",
)

PLAIN = _summary(
    "plain-fields",
    'en = "Plain Fields"',
    "en",
    "Plain Fields",
    """## Harvest
Each field yields one grain per round.
""",
)


# an Italian summary naming its game in katakana too (play-test 22, finding 5)
CLOUD = _summary(
    "cloud-garden",
    'en = "Cloud Garden", ja = "クラウドガーデン", it = "Cloud Garden"',
    "it",
    "Cloud Garden",
    """## Scelta dei ruoli
Ogni turno ogni giocatore sceglie in segreto quattro carte ruolo.
## Fine del gioco e pareggi
Il gioco finisce dopo sette turni. In caso di pareggio vince chi ha più bacchette.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([LAMP, DAWN, HATTER, MARSH, MARROW, PLAIN, CLOUD], scope=GUILD)


def test_a_japanese_name_is_met_by_its_reading_and_without_its_marks():
    assert kana_name_keys("ランプ・ハーバー") == ["ランプハーバー", "ランプハバ"]
    assert kana_name_keys("夜明けの港") == ["ヨアケノミナト"]
    assert kana_name_keys("ヒート") == ["ヒート"]  # too short to lose its mark
    assert kana_name_keys("Lamp Harbor") == []


def test_of_sounds_as_said():
    # "of" as オブ: Isle of Marrow meets アイル・オブ・マロウ
    assert sound_keys("Isle of Marrow") == ("asrabmar",)
    assert sound_keys("アイル・オブ・マロウ") == ("arabmar",)


@pytest.mark.parametrize(
    ("q", "game"),
    [
        # a katakana name in romaji, with or without its long vowels, or without dots
        ("ranpu haabaa no toudai wa nanten?", "lamp-harbor"),
        ("ranpu haba no fune", "lamp-harbor"),
        ("ランプハーバーの灯台は何点？", "lamp-harbor"),
        # a kanji name by its reading
        ("yoake no minato no souko wa ikutsu?", "dawn-port"),
        # a Latin name spelled in katakana or romaji, nearly all its sounds met
        ("シークレットハッターのheistは何人？", "secret-hatter"),
        ("shiikuretto hattaa no loot", "secret-hatter"),
        ("ファイアインザマーシュのember", "fire-in-the-marsh"),
        ("アイル・オブ・マロウのtideは？", "isle-of-marrow"),
        ("airu obu marou no wreck", "isle-of-marrow"),
        # long vowels with a macron, doubled, or not written (play-test 22, finding 5)
        ("kuraudo gāden hikiwake", "cloud-garden"),
        ("kuraudo gaaden hikiwake", "cloud-garden"),
        ("kuraudo gaden hikiwake", "cloud-garden"),
    ],
)
def test_a_spelling_of_its_name_names_the_game(idx, q, game):
    assert idx.named_game(q, scope=GUILD) == game
    # asked in another game's channel, the question goes to the game it names
    other = "plain-fields" if game != "plain-fields" else "lamp-harbor"
    r = idx.search(q, scope=GUILD, game=other)
    assert r[0].section.game == game


@pytest.mark.parametrize(
    "q", ["kuraudo gāden hikiwake", "kuraudo gaaden hikiwake", "kuraudo gaden hikiwake"]
)
def test_a_romaji_name_leaves_the_question_its_words(idx, q):
    """The name is its own words only: the word after it (hikiwake, a tie) is still
    the question's, found in the game's Italian summary (play-test 22, finding 5: the
    run the name's sounds met took the word with it, and nothing was asked)."""
    r = idx.search(q, scope=GUILD)
    assert r.game == "cloud-garden" and not r.weak
    assert r[0].section.title == "Fine del gioco e pareggi"
    assert r.unsaid == [] and r.unknown == [] and r.unmatched == []


@pytest.mark.parametrize(
    "q",
    [
        "hito wa nannin?",  # ひと, a word, not ヒート
        "ベルトの色は？",  # a word like no name
        "harvest in plain fields",  # named in Latin letters: by the name itself
    ],
)
def test_ordinary_words_name_no_other_game(idx, q):
    assert idx.named_game(q, scope=GUILD) in (None, "plain-fields")
