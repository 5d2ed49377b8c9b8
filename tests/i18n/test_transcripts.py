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
    ("lancaster", "it", "Il Rosso ha piazzato un pezzo nella Contea A", "piazzato sulla"),
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


@pytest.mark.parametrize(("slug", "lang", "said", "gone"), REREAD)
def test_the_reread_s_findings_read_as_fixed(played, slug, lang, said, gone):
    text = played[(slug, lang)]
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
