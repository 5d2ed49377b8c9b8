"""The shipped knowledge files: rule summaries (front matter + exact seed text) and glossaries.

These tests read the files directly (no engine code), so they pin down the data contract
that the rules index relies on:

* every summary starts with TOML front matter between two ``+++`` lines, with the fields
  documented in knowledge/README.md;
* the body is the seed text byte for byte, except for Markdown heading markers added at
  the start of lines that were title lines in the seed;
* every glossary form in the language of the game's summaries (``ja`` for a Japanese
  summary, ``it`` for an Italian one) really occurs in them, forms in the other language
  (translations users type) are in the right script, and every ``section`` names a real
  heading.
"""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path

import pytest

from tests.conftest import SEEDS, seeds_or_skip
from tests.engine import kakasi_reader

ROOT = Path(__file__).parents[2]
KNOWLEDGE = ROOT / "knowledge"
SUMMARIES = KNOWLEDGE / "summaries"
GLOSSARY = KNOWLEDGE / "glossary"

SLUGS = {"pendragon", "europa-universalis", "lancaster", "hadrians-wall"}
# seed file -> summary path (relative to knowledge/summaries); each seed is shipped once
EXPECTED = {
    "000_6614756e0b9c640b.txt": "pendragon/summary-a.md",
    "001_1f536be88c1d3f43.txt": "pendragon/summary-b.md",
    "002_cc31cd72975ad295.txt": "europa-universalis/summary.md",
    "003_42cb3129cfd1294c.txt": "lancaster/summary.md",
    "004_e88708332b8c06bf.txt": "hadrians-wall/summary.md",
}
HEADING = re.compile(r"^(#{1,6}) (.*)$")
MARKER = re.compile(r"^#{1,6} ")


# --------------------------------------------------------------------------- helpers


def split_front_matter(text: str) -> tuple[dict, str]:
    """Return (front matter dict, body). The body is everything after the closing +++ line."""
    if not text.startswith("+++\n"):
        raise ValueError("summary does not start with a '+++' line")
    end = text.find("\n+++\n", 3)
    if end < 0:
        raise ValueError("front matter is not closed by a '+++' line")
    return tomllib.loads(text[4:end]), text[end + len("\n+++\n") :]


def unmark(body: str, seed: str) -> str:
    """Undo the only change allowed: a heading marker added to a line of the seed.

    Lines are aligned one to one (adding a marker never adds or removes a line). A marker is
    removed only where the seed line itself does not start with '#', so a marker added to a
    seed heading, a changed character, an added or removed line, a changed line ending or
    trailing whitespace all survive and make the comparison fail.
    """
    body_lines = body.split("\n")
    seed_lines = seed.split("\n")
    if len(body_lines) != len(seed_lines):
        return body  # the caller's equality check fails and shows the difference
    out = []
    for mine, theirs in zip(body_lines, seed_lines, strict=False):
        if mine != theirs and not theirs.startswith("#") and MARKER.match(mine):
            mine = MARKER.sub("", mine, count=1)
        out.append(mine)
    return "\n".join(out)


def load_summaries() -> list[tuple[Path, dict, str]]:
    out = []
    for path in sorted(SUMMARIES.glob("*/*.md")):
        meta, body = split_front_matter(path.read_text(encoding="utf-8"))
        out.append((path, meta, body))
    return out


def headings(meta: dict, body: str) -> list[tuple[int, str]]:
    """(level, title) of every heading line; lines listed in not_headings are plain text."""
    literal = set(meta.get("not_headings", []))
    out = []
    for line in body.split("\n"):
        m = HEADING.match(line)
        if m and line not in literal:
            out.append((len(m.group(1)), m.group(2)))
    return out


def squash(text: str) -> str:
    """What the glossary test compares: no '・' (nor its half-width form), no spaces, casefolded."""
    text = text.replace("・", "").replace("･", "")
    return re.sub(r"\s+", "", text).casefold()


SUMMARY_LIST = load_summaries()
IDS = [str(p.relative_to(SUMMARIES)) for p, _, _ in SUMMARY_LIST]


# --------------------------------------------------------------------------- summaries


def test_every_seed_has_exactly_its_summary():
    files = {str(p.relative_to(SUMMARIES)): meta["source"]["file"] for p, meta, _ in SUMMARY_LIST}
    assert {v: k for k, v in files.items()} == EXPECTED
    assert {p.parent.name for p, _, _ in SUMMARY_LIST} == SLUGS


@pytest.mark.parametrize(("path", "meta", "body"), SUMMARY_LIST, ids=IDS)
def test_front_matter_has_required_fields(path, meta, body):
    assert meta["game"] == path.parent.name
    assert meta["game"] in SLUGS
    assert isinstance(meta["title"], str) and meta["title"].strip()
    assert meta["language"] in {"ja", "it", "en"}
    names = meta["names"]
    for lang in ("en", "ja", "it"):
        assert isinstance(names[lang], str) and names[lang].strip(), lang
    assert "player-written" in meta["note"].lower()
    source = meta["source"]
    assert re.fullmatch(r"\d{3}_[0-9a-f]{16}\.txt", source["file"])
    assert isinstance(source["author"], str) and source["author"].strip()
    assert isinstance(source["url"], str)
    for extra in meta.get("not_headings", []):
        assert extra in body.split("\n"), f"not_headings line absent from body: {extra!r}"
    # nothing but the known keys, so a typo in a field name cannot slip through
    assert set(meta) <= {"game", "title", "language", "names", "note", "source", "not_headings"}
    assert set(source) == {"file", "author", "url"}


@pytest.mark.parametrize(("path", "meta", "body"), SUMMARY_LIST, ids=IDS)
def test_body_is_the_seed_text_exactly(path, meta, body):
    seeds_or_skip()
    seed = (SEEDS / meta["source"]["file"]).read_bytes()
    restored = unmark(body, seed.decode("utf-8")).encode("utf-8")
    assert restored == seed
    # The author and URL come from the seed itself.
    seed_text = seed.decode("utf-8")
    if meta["source"]["author"] != "unknown":
        assert meta["source"]["author"] in seed_text
    if meta["source"]["url"]:
        assert meta["source"]["url"] in seed_text


@pytest.mark.parametrize(("path", "meta", "body"), SUMMARY_LIST, ids=IDS)
def test_headings_form_a_hierarchy(path, meta, body):
    found = headings(meta, body)
    assert len(found) >= 8, "a summary must be split into sections"
    assert found[0][0] == 1, "the first heading is the document title"
    assert sum(1 for level, _ in found if level == 1) == 1
    previous = 1
    for level, title in found[1:]:
        assert title.strip() == title and title, f"empty or padded heading {title!r}"
        assert len(title) <= 80, f"heading is not a short title: {title!r}"
        assert not title.endswith(("。", ".")), f"a sentence is not a heading: {title!r}"
        assert level <= previous + 1, f"heading level jumps to {level} at {title!r}"
        previous = level


def test_unmark_detects_changes():
    seed = "Title\ntext line\n# real heading\nend"
    assert unmark("# Title\ntext line\n# real heading\nend", seed) == seed
    assert unmark("# Title\ntext line!\n# real heading\nend", seed) != seed
    assert unmark("# Title\ntext line\n## # real heading\nend", seed) != seed
    assert unmark("## ## Title\ntext line\n# real heading\nend", seed) != seed
    assert unmark("# Title\ntext line\n# real heading\nend\n", seed) != seed
    assert unmark("# Title\n\ntext line\n# real heading\nend", seed) != seed
    assert unmark("#Title\ntext line\n# real heading\nend", seed) != seed


def test_known_sections_exist():
    """Spot checks of the structure the rest of Herald relies on."""
    by_file = {str(p.relative_to(SUMMARIES)): headings(m, b) for p, m, b in SUMMARY_LIST}
    eu = by_file["europa-universalis/summary.md"]
    assert (2, "FASE 1: PESCA DELLE CARTE") in eu
    assert (3, "A. RIVELARE EVENTI") in eu
    assert (3, "C. CORRUZIONE") in eu
    assert (3, "D. ROUTINE DI FINE ERA") in eu
    assert sum(1 for level, t in eu if level == 2 and t.startswith("FASE ")) == 5
    assert not any(t.startswith("Giocatori") for _, t in eu)
    lan = by_file["lancaster/summary.md"]
    assert (3, "1:騎士の配置") in lan and (3, "2:議会") in lan and (3, "3:報酬") in lan
    assert lan.count((4, "州")) == 2 and lan.count((4, "紛争")) == 2
    hw = by_file["hadrians-wall/summary.md"]
    assert (3, "闘技場《Bシート上から2番目右側》") in hw
    assert (2, "年の終わり") in hw and (3, "方針カード") in hw
    assert (3, "シールド・ウォール") in by_file["pendragon/summary-a.md"]
    assert (3, "シールドウォール（サクソン）") in by_file["pendragon/summary-b.md"]


# --------------------------------------------------------------------------- glossaries

KINDS = {
    "faction",
    "command",
    "feat",
    "event",
    "phase",
    "step",
    "piece",
    "track",
    "term",
    "component",
    "card",
    "action",
    "map",
    "building",
    "area",
    "worker",
    "marker",
    "rank",
    "resource",
    "scoring",
    "setting",
}
KATAKANA = re.compile(r"[\u30a1-\u30fa]")


def load_glossaries() -> dict[str, dict]:
    return {
        path.stem: tomllib.loads(path.read_text(encoding="utf-8"))
        for path in sorted(GLOSSARY.glob("*.toml"))
    }


GLOSSARIES = load_glossaries()


def entries(slug: str) -> list[dict]:
    return GLOSSARIES.get(slug, {}).get("term", [])


@functools.cache
def game_text(slug: str) -> str:
    return squash("\n".join(body for p, _, body in SUMMARY_LIST if p.parent.name == slug))


@functools.cache
def game_headings(slug: str) -> frozenset[str]:
    return frozenset(
        t for p, m, b in SUMMARY_LIST if p.parent.name == slug for _, t in headings(m, b)
    )


@pytest.fixture(autouse=True, scope="module")
def _kakasi_freed():
    """The machine readings' child process (and pykakasi's 100 MB) lives only while
    this module's tests run."""
    yield
    kakasi_reader.close()


def shape_problems(entry: dict) -> list[str]:
    out = []
    if not set(entry) <= {"en", "ja", "it", "aliases", "kind", "section"}:
        out.append(
            f"unknown fields {set(entry) - {'en', 'ja', 'it', 'aliases', 'kind', 'section'}}"
        )
    en = entry.get("en")
    if not (isinstance(en, str) and en and en.strip() == en):
        out.append("missing or padded en")
    if not (entry.get("ja") or entry.get("it")):
        out.append("needs a Japanese or Italian form")
    for field in ("ja", "it", "aliases"):
        values = entry.get(field, [])
        if not (isinstance(values, list) and all(isinstance(v, str) and v.strip() for v in values)):
            out.append(f"{field} must be a list of non-empty strings")
        elif len(set(values)) != len(values):
            out.append(f"duplicate in {field}")
    for alias in entry.get("aliases", []):
        if alias != alias.lower() or alias != alias.strip():
            out.append(f"alias not lowercase/trimmed: {alias!r}")
        if KATAKANA.search(alias):
            out.append(f"alias in katakana belongs in ja: {alias!r}")
    if entry.get("kind") not in KINDS:
        out.append(f"unknown kind {entry.get('kind')!r}")
    return out


def romaji_problem(entry: dict) -> str | None:
    """An entry with a katakana form must carry a romaji alias close to a machine reading."""
    from rapidfuzz import fuzz

    forms = entry.get("ja", [])
    katakana = [f for f in forms if KATAKANA.search(f)]
    if not katakana:
        return None

    def letters(s: str) -> str:
        return re.sub(r"[^a-z]", "", s.lower())

    # a kanji form of the same entry may carry the reading (武勇 / 武勇トラック: "buyuu")
    readings = [letters(r) for r in kakasi_reader.hepburn(forms)]
    romaji = [letters(a) for a in entry.get("aliases", []) if a.isascii()]
    best = max((fuzz.ratio(r, a) for r in readings for a in romaji if a), default=0)
    if best < 70:
        return f"no romaji alias for {katakana} (machine reading {readings})"
    return None


def test_one_glossary_per_game_with_meta():
    assert set(GLOSSARIES) == SLUGS
    for slug, data in GLOSSARIES.items():
        assert data["meta"]["game"] == slug
        assert set(data) == {"meta", "term"}


def test_glossaries_hold_at_least_300_entries():
    assert sum(len(entries(slug)) for slug in SLUGS) >= 300
    # every game is covered, not only the big one
    for slug in SLUGS:
        assert len(entries(slug)) >= 40, slug


@pytest.mark.parametrize("slug", sorted(SLUGS))
def test_entry_shape(slug):
    problems = {e.get("en", "?"): p for e in entries(slug) if (p := shape_problems(e))}
    assert problems == {}


@functools.cache
def summary_languages(slug: str) -> frozenset[str]:
    """The languages the game's summaries are written in (front matter ``language``)."""
    return frozenset(m["language"] for p, m, _ in SUMMARY_LIST if p.parent.name == slug)


def text_forms(slug: str, entry: dict) -> list[str]:
    """Forms in a language the game's summaries are written in: they must be in the text."""
    return [
        f for lang in ("ja", "it") if lang in summary_languages(slug) for f in entry.get(lang, [])
    ]


def translation_forms(slug: str, entry: dict) -> list[tuple[str, str]]:
    """(language, form) for forms in another language: what users type, not in the text."""
    return [
        (lang, f)
        for lang in ("ja", "it")
        if lang not in summary_languages(slug)
        for f in entry.get(lang, [])
    ]


JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")


def test_summary_languages_come_from_front_matter():
    assert summary_languages("pendragon") == {"ja"}
    assert summary_languages("lancaster") == {"ja"}
    assert summary_languages("hadrians-wall") == {"ja"}
    assert summary_languages("europa-universalis") == {"it"}
    entry = {"en": "Shield Wall", "ja": ["シールド・ウォール"], "it": ["muro di scudi"]}
    assert text_forms("pendragon", entry) == ["シールド・ウォール"]
    assert translation_forms("pendragon", entry) == [("it", "muro di scudi")]
    assert text_forms("europa-universalis", entry) == ["muro di scudi"]
    assert translation_forms("europa-universalis", entry) == [("ja", "シールド・ウォール")]


@pytest.mark.parametrize("slug", sorted(SLUGS))
def test_forms_occur_in_the_summaries(slug):
    """Every form in the summaries' own language, without '・' and spaces, occurs in the text.

    A ja form of a Japanese-summary game and an it form of the Italian-summary game are what
    lets a lookup hit the text, so they are copied from it. Forms in the other language are
    translations users type; they cannot occur in the text and are checked for script only.
    """
    text = game_text(slug)
    missing = [
        (e["en"], form)
        for e in entries(slug)
        for form in text_forms(slug, e)
        if squash(form) not in text
    ]
    assert missing == []


@pytest.mark.parametrize("slug", sorted(SLUGS))
def test_translation_forms_are_in_their_language(slug):
    """A Japanese translation is written in Japanese, an Italian one in Latin script."""
    wrong = [
        (e["en"], lang, form)
        for e in entries(slug)
        for lang, form in translation_forms(slug, e)
        if bool(JAPANESE.search(form)) != (lang == "ja")
    ]
    assert wrong == []


@pytest.mark.parametrize("slug", sorted(SLUGS))
def test_section_names_a_heading(slug):
    known = game_headings(slug)
    wrong = [
        (e["en"], e["section"])
        for e in entries(slug)
        if "section" in e and e["section"] not in known
    ]
    assert wrong == []
    # most entries point somewhere: a glossary hit should lead to a section
    assert sum("section" in e for e in entries(slug)) >= 0.9 * len(entries(slug))


@pytest.mark.parametrize("slug", sorted(SLUGS))
def test_katakana_terms_have_romaji(slug):
    problems = [p for e in entries(slug) if (p := romaji_problem(e))]
    assert problems == []


def test_checks_catch_bad_entries():
    """The per-entry checks above really reject broken data."""
    assert shape_problems({"en": "X", "kind": "term"}) == ["needs a Japanese or Italian form"]
    assert shape_problems({"en": "X", "ja": ["エックス"], "aliases": ["Ekusu"], "kind": "term"})
    assert shape_problems({"en": "X", "ja": ["エックス"], "kind": "nonsense"})
    assert romaji_problem(
        {"en": "Shield Wall", "ja": ["シールド・ウォール"], "aliases": ["shieldwall"]}
    )
    assert (
        romaji_problem(
            {"en": "Shield Wall", "ja": ["シールド・ウォール"], "aliases": ["shirudo woru"]}
        )
        is None
    )
    assert squash("シールド・ウォール") == squash("シールド ウォール") == squash("シールドウォール")
    assert squash("CORRUZIONE") in game_text("europa-universalis")
    assert squash("CORRUZIONI") not in game_text("europa-universalis")


@pytest.mark.parametrize("slug", sorted(SLUGS))
def test_no_duplicates_within_a_game(slug):
    entries = GLOSSARIES[slug]["term"]
    ens = [e["en"].casefold() for e in entries]
    assert len(ens) == len(set(ens)), "duplicate en"
    owner: dict[str, str] = {}
    for e in entries:
        # translations (forms not copied from the text) must not be ambiguous either
        translations = [f for _, f in translation_forms(slug, e)]
        for key in dict.fromkeys([e["en"]] + e.get("aliases", []) + translations):
            k = re.sub(r"[\s\-_]+", " ", key.casefold()).strip()
            assert owner.setdefault(k, e["en"]) == e["en"], (
                f"{key!r} names {owner[k]} and {e['en']}"
            )


def test_key_terms_are_present():
    """The lookups the issue names must be reachable through the glossary."""

    def find(slug, en):
        return next(e for e in GLOSSARIES[slug]["term"] if e["en"] == en)

    assert "シールド・ウォール" in find("pendragon", "Shield Wall")["ja"]
    assert find("pendragon", "Shield Wall")["section"] == "シールド・ウォール"
    assert "CORRUZIONE" in find("europa-universalis", "Corruption")["it"]
    assert find("europa-universalis", "Corruption")["section"] == "C. CORRUZIONE"
    assert find("lancaster", "Parliament")["section"] == "2:議会"
    assert find("hadrians-wall", "Arena")["section"] == "闘技場《Bシート上から2番目右側》"
    for slug, en in [
        ("pendragon", "Dux"),
        ("pendragon", "Civitates"),
        ("pendragon", "Saxons"),
        ("pendragon", "Scotti"),
        ("pendragon", "Pivotal Event"),
        ("pendragon", "Epoch Round"),
        ("europa-universalis", "Pass"),
        ("europa-universalis", "Bot Power"),
        ("lancaster", "Knight"),
        ("hadrians-wall", "Fate Card"),
        ("hadrians-wall", "Picts"),
    ]:
        find(slug, en)
