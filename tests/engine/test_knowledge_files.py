"""The shipped knowledge files: rule summaries (front matter + exact seed text) and glossaries.

These tests read the files directly (no engine code), so they pin down the data contract
that the rules index relies on:

* every summary starts with TOML front matter between two ``+++`` lines, with the fields
  documented in knowledge/README.md;
* the body is the seed text byte for byte, except for Markdown heading markers added at
  the start of lines that were title lines in the seed;
* every glossary form (``ja`` / ``it``) really occurs in that game's summaries and every
  ``section`` names a real heading.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
KNOWLEDGE = ROOT / "knowledge"
SUMMARIES = KNOWLEDGE / "summaries"
GLOSSARY = KNOWLEDGE / "glossary"
SEEDS = ROOT.parent / "shared" / "seeds"

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
    for mine, theirs in zip(body_lines, seed_lines):
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
    if not SEEDS.is_dir():
        pytest.skip(f"seed folder {SEEDS} is absent")
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
