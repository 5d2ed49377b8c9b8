"""The review loop (issue 25): every message key rendered with sample values of several
genders, numbers and counts, and whole games played in Japanese and Italian, compared
with the reviewed transcripts in ``tests/i18n/transcripts/``. A change of wording shows
here as a diff; once a reader has checked it, accept it with

    HERALD_ACCEPT_TRANSCRIPTS=1 python3 -m pytest tests/i18n

which rewrites the files (then commit them: the diff is what the review read).

The same transcripts are scanned for text a reader of that language must not meet:
another language, an English option or value name, an id.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from bot.i18n import LOCALES, catalog
from tests.i18n import plays, samples
from tests.i18n.scan import foreign

HERE = Path(__file__).parent / "transcripts"
ACCEPT = os.environ.get("HERALD_ACCEPT_TRANSCRIPTS") == "1"
HOW = "HERALD_ACCEPT_TRANSCRIPTS=1 python3 -m pytest tests/i18n"


def compare(name: str, got: str) -> None:
    path = HERE / name
    if ACCEPT:
        HERE.mkdir(parents=True, exist_ok=True)
        path.write_text(got, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"{path} is missing: read the rendering, then write it with {HOW}")
    want = path.read_text(encoding="utf-8")
    if got != want:
        diff = "".join(
            difflib.unified_diff(
                want.splitlines(keepends=True),
                got.splitlines(keepends=True),
                f"{name} (reviewed)",
                f"{name} (now)",
                n=1,
            )
        )
        pytest.fail(
            f"{name} changed without review. Read the diff; if it reads right, accept it "
            f"with {HOW} and commit the file.\n{diff[:12000]}"
        )


def typed_samples() -> set[str]:
    """Sample values that stand for what a user typed (not the catalogs' words)."""
    out = {str(v) for v in samples.TEXT.values()} | {"xyz"}
    for table in samples.NAMES["card"]:
        out |= {str(v) for v in table.values()}
    return out


# ---------------------------------------------------------------- every key


def test_every_key_renders_in_every_language_with_its_variables():
    keys = set(catalog("en"))
    for loc in LOCALES:
        assert set(catalog(loc)) == keys, loc
    assert samples.problems() == {}


@pytest.mark.parametrize("lang", LOCALES)
def test_every_key_reads_as_the_reviewed_transcript(lang):
    compare(f"keys-{lang}.txt", samples.key_transcript(lang))


# keys whose text names every language on purpose: the words a typed option accepts,
# the language picker ("English, 日本語 o Italiano")
MULTILINGUAL = ("words.", "cmd.game.language.language.description")


@pytest.mark.parametrize("lang", ["ja", "it", "en"])
def test_no_key_shows_another_language(lang):
    rendered = "\n".join(
        "\n".join(text for text, _ in samples.render_key(key, lang))
        for key in catalog("en")
        if not key.startswith(MULTILINGUAL)
    )
    found = foreign(rendered, lang, typed=typed_samples())
    assert found == [], "\n".join(found[:40])


# the catalogs' own counted words, as a count of more than one takes them
CATALOG_PLURALS = {
    "en": ("extra votes", "points", "vote markers", "aliases", "characters", "times", "faces"),
    "it": ("voti", "punti", "caratteri", "facce", "volte"),
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_count_of_one_takes_the_singular_of_what_it_counts(lang):
    """game14: "Red reaches 1 vote markers" (English lines joined a count and a
    counter's name as written, where Italian lines chose the name's form for the
    count). Every key, rendered with a count of 1: no counted name in its plural."""
    import re

    plurals = set(CATALOG_PLURALS[lang])
    for table in samples.NAMES["counter"]:
        form = table.form(lang)
        if form is not None and form.one and form.one != table[lang]:
            plurals.add(table[lang])
    assert len(plurals) > 4
    said = "|".join(re.escape(p) for p in sorted(plurals, key=len, reverse=True))
    one = re.compile(rf"(?<![\w.,/])1 (?:\w+ )?(?:{said})(?!\w)")
    found = [
        f"{key}: {m.group(0)}"
        for key in catalog("en")
        for text, _ in samples.render_key(key, lang)
        for m in one.finditer(text)
    ]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("lang", LOCALES)
def test_no_command_description_says_round(lang):
    """game14: a slash command's description is the same in every channel (Discord's
    are registered once), so it cannot know the channel's game: one that said "this
    round's Event" was wrong in a game of years or of ages. Descriptions are neutral."""
    import re

    from bot.i18n import t

    word = t("vars.round_word", lang)
    said = re.compile(
        rf"(?<!\w){re.escape(word)}(?!\w)" if lang != "ja" else re.escape(word), re.IGNORECASE
    )
    found = [
        f"{key}: {text}"
        for key, text in catalog(lang).items()
        if key.startswith("cmd.") and key.endswith(".description") and said.search(text)
    ]
    assert found == [], "\n".join(found)


def test_an_italian_name_starting_with_a_vowel_takes_the_elided_article():
    """Every Italian key rendered with each name, a game's own round among them (which
    the transcripts leave to the catalogs' "round"), starting with a vowel: "dell'era",
    "quest'era", "l'ingaggio", never "della era" or "il ingaggio"."""
    import re

    from bot.i18n import render
    from bot.i18n.grammar import Name

    bad = re.compile(
        r"\b(?:il|lo|la|del|dello|della|al|allo|alla|dal|dallo|dalla|nel|nello|nella|sul"
        r"|sullo|sulla|questo|questa|uno|una) (?:era|ingaggio)\b",
        re.IGNORECASE,
    )
    found = []
    for key in catalog("en"):
        names = samples.variables(catalog("it").get(key, ""))
        for word, gender in (("era", "f"), ("ingaggio", "m")):
            vowel = Name.of(word, "it", gender=gender)
            params: dict[str, object] = {"round_word": vowel}
            for n in names - {"round_word"}:
                v = samples.sample(n, 0, "it", key)
                params[n] = vowel if isinstance(v, Name) else v
            text, _ = render(key, "it", **params)
            found += [f"{key}: {m.group(0)}" for m in bad.finditer(text)]
    assert found == [], "\n".join(found)


# ---------------------------------------------------------------- whole games


def definition_words(svc, slug: str, lang: str) -> set[str]:
    """Words the definition itself gives a reader of ``lang`` (a rank, a proper name)."""
    from tests.service.test_no_ids import definition_ids

    d = svc.definition(slug)
    data = d.model_dump(mode="json", by_alias=True)
    words: set[str] = set()

    def walk(obj) -> None:
        if isinstance(obj, dict):
            v = obj.get(lang)
            text = v.get("text") if isinstance(v, dict) else v
            if isinstance(text, str):
                words.update(text.replace("(", " ").replace(")", " ").split())
            for x in obj.values():
                walk(x)
        elif isinstance(obj, list):
            for x in obj:
                walk(x)
            if all(isinstance(x, list) and len(x) == 2 for x in obj):  # bands' results
                for x in obj:
                    words.update(str(x[1]).split() if isinstance(x[1], str) else [])

    walk(data)
    return words - definition_ids(data, lang)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Every game's transcript in both languages, played once for the module."""
    import asyncio

    out = {}
    for slug in plays.SLUGS:
        for lang in ("ja", "it"):
            tmp = tmp_path_factory.mktemp(f"{slug}-{lang}")
            out[(slug, lang)] = asyncio.run(plays.transcript(tmp, slug, lang))
    return out


@pytest.mark.parametrize("lang", ["ja", "it"])
@pytest.mark.parametrize("slug", plays.SLUGS)
def test_a_whole_game_reads_as_the_reviewed_transcript(played, slug, lang):
    compare(f"play-{slug}-{lang}.txt", played[(slug, lang)])


@pytest.mark.parametrize("lang", ["ja", "it"])
@pytest.mark.parametrize("slug", plays.SLUGS)
def test_a_whole_game_shows_no_other_language_and_no_id(played, slug, lang, tmp_path):
    import re

    from tests.service.test_no_ids import definition_ids

    text = played[(slug, lang)]
    assert len(text.splitlines()) > 100
    svc, facade = plays.service(tmp_path)
    try:
        allowed = definition_words(svc, slug, lang)
        data = svc.definition(slug).model_dump(mode="json", by_alias=True)
        ids = definition_ids(data, lang)
    finally:
        facade.shutdown()
    found = foreign(text, lang, allowed=allowed)
    assert found == [], "\n".join(found[:40])
    # what players saw: not what they typed, nor the transcript's own heading
    shown = "\n".join(
        ln
        for ln in text.splitlines()
        if not plays.TRANSCRIPT_LINE.match(ln) and not ln.startswith("# ")
    )
    # an id that is also a word of the language (a layout's "round", Italian's round)
    said = re.sub(r"\$\w+|\b[A-Z]+\(|\[[\w-]+\]", " ", " ".join(catalog(lang).values()))
    words = set(re.findall(r"\w+", said.casefold()))
    leaks = [i for i in ids - words if re.search(rf"(?<![\w/`.:=]){re.escape(i)}(?![\w`])", shown)]
    assert leaks == []


# What the native reread found (/work/review, issue 25), as the whole games now read:
# (game, language, what must be said, what must not)
REREAD = [
    ("lancaster", "it", "Il Rosso ha piazzato un cavaliere nella Contea A", "piazzato sulla"),
    ("lancaster", "it", "quante sono le sue tessere nobili, più 1", "(tessere nobili + 1)"),
    ("lancaster", "ja", "投票マーカーを「貴族タイルの数＋1」個得ます", "（貴族タイル＋1）"),
    ("lancaster", "ja", "フェイズ1：騎士の配置", "・1:騎士の配置"),
    ("lighthouse-keepers", "it", "rinuncia alla lente", "passa sulla"),
    ("hadrians-wall", "ja", "0〜39 → ミレス（兵卒）", "0以上 → Miles"),
    ("hadrians-wall", "ja", "9以上 → -22", "1以上 → -1"),
    ("pendragon", "ja", "> ・ドゥクスが両フォエデラティ", "こと - プランダー"),
    ("europa-universalis", "it", "Pagare 2$ per ogni Carta Azione", "2\\$"),
    ("europa-universalis", "ja", "5枚になるまで捨てる", "5枚まで捨てる"),
]


# The second reread (/work/review/it2.md, ja2.md): as the games now read
REREAD += [
    # a quoted rule's list items take the reader's bullet, not Japanese ・ (it 1)
    ("europa-universalis", "it", "> • ", "> ・"),
    # Japanese items written ・ without a space are items; the text after them is not (ja 31)
    (
        "hadrians-wall",
        "ja",
        "> ・指針カード6枚の合計点\n  > これらを合計し",
        "無駄になります。・属性",
    ),
    ("lancaster", "it", "Il Rosso vota «A favore» sulla legge 1.", "(la legge 1)"),
    ("lancaster", "it", "⚖ Legge 1 approvata: 3 a favore, 0 contro.", "vince il sì"),
    ("lancaster", "it", "approvate tutte (legge 1", "sì a tutto"),
    (
        "pendragon",
        "it",
        "decidono per prime le Civitates (1ª Eleggibile)",
        "Civitates (1° Eleggibile)",
    ),
    # the final phase is named once, by its prompt (it 41, ja 13)
    ("hadrians-wall", "it", "🏁 Si passa alla fase finale.", "🏁 Punteggio finale"),
    ("lighthouse-keepers", "ja", "🏁 最終フェイズに入ります。", "🏁 夜明け"),
    ("lancaster", "it", "conclusa (aggiornamento n. ", "(v105)"),
    ("lancaster", "it", "Cruscotto Herald · aggiornamento n. ", "stato v"),
    ("lancaster", "ja", "終了（更新#", "（最終結果）"),
    ("lighthouse-keepers", "ja", "カモメ：最も明るい灯", "カモメ: "),
    ("hadrians-wall", "ja", "緑が行動を終えました。", "緑が終了しました。"),
    ("europa-universalis", "ja", "第1時代（全1時代）", "時代1（全1）"),
]


@pytest.mark.parametrize(("slug", "lang", "said", "gone"), REREAD)
def test_the_reread_s_findings_read_as_fixed(played, slug, lang, said, gone):
    text = played[(slug, lang)]
    assert said in text
    assert gone not in text


# ... and as every key reads with its sample values (language, what must be said, not)
REREAD_KEYS = [
    # several winners: the definition's verb agrees (it 2)
    ("it", "I Sassoni e le Civitates prendono la regione (2).", "Civitates prende la"),
    ("en", "Saxons and Civitates take the region (2).", "Civitates takes the"),
    (
        "it",
        "Parità tra i Sassoni e le Civitates (2): i Sassoni e le Civitates prendono",
        "tra Sassoni e Civitates",
    ),
    ("it", "secondo l'ordine dei posti.", "per ordine di posto"),
    ("it", "non si aspetta nessuna mossa dei Sassoni", "non si aspetta i Sassoni"),
    # a counter's name framed and capitalised, a change with its sign (it 11-13, ja 14)
    ("it", "Il contatore «Segnalini voto» passa a 1.", "segnalini voto passa"),
    ("it", "🏁 Il contatore «Ducati» arriva a 1", "🏁 ducati arriva"),
    ("it", "Segnalini voto: +1 (ora 1).", "segnalini voto 1: ora"),
    ("it", "Il Rosso: segnalini voto +1 (ora 1).", "segnalini voto 1, ora 1"),
    ("it", "Segnalini voto: tutti tornano a 1.", "ogni giocatore torna"),
    ("ja", "投票マーカー：+1個（現在1個）。", "1変化"),
    ("it", "… e un'altra fascia", "altre 1 fasce"),
    ("it", "Partecipa a «", "Partecipano a «Votare le tre leggi in basso»: il Rosso."),
    (
        "it",
        "«2» potrebbe essere strada della costa o monti",
        "potrebbe essere strada della costa e monti",
    ),
    ("it", "(3° posto), 2 a testa", "posto), 2 ciascuno"),
    # Japanese: the tie rule's particle, quoted step names, the seed's words for votes
    ("ja", "席順により、赤が地域を取ります。", "によりで"),
    ("ja", "同点のため、", "ためで"),
    ("ja", "「下段の法律3枚を投票」の参加者：赤。", "下段の法律3枚を投票に参加"),
    ("ja", "⚖ 法律1は棄却されました", "否決"),
    ("ja", "法律1が承認され、ゲームが終わります。", "可決"),
    ("ja", "🔄 第1時代が始まります。", "時代1開始"),
    ("ja", "赤が終了を取り消し、行動を再開します。", "手番を続けます"),
    ("ja", "未報告：", "まだ報告中"),
    ("ja", "1位：赤（1）", "1位\u3000"),
    ("ja", "「2」に当てはまるものが複数あります：海岸の道、山。どちらを", "のどれか分かりません"),
]


@pytest.mark.parametrize(("lang", "said", "gone"), REREAD_KEYS)
def test_the_second_reread_s_findings_read_as_fixed_in_every_key(lang, said, gone):
    text = samples.key_transcript(lang)
    assert said in text
    assert gone not in text


def _half_width_in_japanese(text: str) -> list[str]:
    """Lines where half-width , ( ) ! ? touch Japanese, or the full-width tilde is
    used for a range (〜 is): code spans and a command's ``option:`` are Discord's, a
    quoted summary (its path and its ``>`` lines) is the players' own text, verbatim."""
    import re

    cjk = r"[\u3040-\u30ff\u3400-\u9fff]"
    out = []
    for ln in text.splitlines():
        bare = ln.strip(" │")
        if plays.TRANSCRIPT_LINE.match(ln) or ln.startswith("# ") or bare.startswith(">"):
            continue
        if bare.startswith("📖") and "›" in bare:  # a quote's path: the summary's headings
            continue
        s = re.sub(r"`[^`]*`", "", ln)
        s = re.sub(r"[^\s:：（「、]+:", "", s)  # an option as typed: 勝者:, seat:
        if re.search(rf"{cjk}[,()!?]|[,()!?]{cjk}|～", s):
            out.append(ln.strip())
    return out


def test_japanese_text_uses_full_width_punctuation(played):
    """Issue 25: half-width : ( ) , in Japanese text; one wave dash."""
    found = _half_width_in_japanese(samples.key_transcript("ja"))
    for slug in plays.SLUGS:
        found += _half_width_in_japanese(played[(slug, "ja")])
    assert found == []
    assert _half_width_in_japanese("赤が州A(サリー)に配置しました, 残り1〜2") != []


def test_a_winner_s_number_says_what_it_counts():
    """Second reread, it 45 and ja 22: «Vince il Rosso con 1!», 「赤が1で勝利しました」."""
    from bot.engine.games.base import Event
    from bot.service.render import event_text

    score = Event("WinnerNamed", {"winners": ["Red"], "points": 41})
    assert event_text(score, "it") == "🏆 Vince il Rosso con 41 punti!"
    assert event_text(score, "ja") == "🏆 赤が41点で勝利しました！"
    assert event_text(score, "en") == "🏆 Red wins with 41 points!"
    tied = Event("WinnersNamed", {"winners": ["Red", "Blue"], "points": 1})
    assert event_text(tied, "it") == "🏆 Vincono a pari merito il Rosso e il Blu con 1 punto!"
    # a counter's count in its own unit (a definition names it), a table's value as it is
    coins = Event("WinnerNamed", {**score.data, "points": 5, "counter": "coins"})
    assert event_text(coins, "it") == "🏆 Vince il Rosso con 5 coins!"
    table = Event("WinnerNamed", {**score.data, "points": 5, "table": "fame"})
    assert event_text(table, "ja") == "🏆 赤が5で勝利しました！"


def test_a_tie_s_values_are_said_with_their_seats():
    """Second reread, it 44: «decide chi ha più monete d'argento (3 e 5)»: whose is 3?"""
    from bot.engine.games.base import Event
    from bot.service.render import event_text

    tie = Event(
        "TieBroken",
        {"tied": ["Saxons", "Civitates"], "winners": ["Saxons"], "measure": "x", "values": [5, 3]},
    )
    assert "(Sassoni 5, Civitates 3)" in event_text(tie, "it")
    assert "（サクソン：5、キウィタス：3）" in event_text(tie, "ja")
    assert "(Saxons 5, Civitates 3)" in event_text(tie, "en")
