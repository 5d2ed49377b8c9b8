import pytest

from bot.engine.errors import BadInput
from bot.engine.rules.summaries import PAGE_LIMIT, paginate, parse_summary

DOC = """+++
game = "testgame"
names = { en = "Test Game" }
[source]
file = "t.md"
author = "me"
+++
# Test Game
intro line
## Phase One
- step a
- step b
### Detail
detail text
## Phase Two
# Not a heading\tbecause a table row has tabs
more
"""


def test_sections_paths_and_source():
    s = parse_summary("t.md", DOC)
    titles = [x.title for x in s.sections]
    # the top heading is a section of its own (its intro line), the rest below it
    assert titles == ["Test Game", "Phase One", "Detail", "Phase Two"]
    assert [x.path for x in s.sections][:2] == [["Test Game"], ["Test Game", "Phase One"]]
    detail = next(x for x in s.sections if x.title == "Detail")
    assert detail.path == ["Test Game", "Phase One", "Detail"]
    assert detail.text == "detail text"
    assert detail.source["author"] == "me"
    two = next(x for x in s.sections if x.title == "Phase Two")
    assert "Not a heading" in two.text  # a tabbed "#" line stays text


def test_ids_are_stable():
    a = [x.id for x in parse_summary("t.md", DOC).sections]
    b = [x.id for x in parse_summary("t.md", DOC).sections]
    assert a == b and len(set(a)) == len(a)


def test_no_front_matter_needs_game():
    with pytest.raises(BadInput) as e:
        parse_summary("x.txt", "## A\ntext")
    assert e.value.key == "rules.add.need_game"
    s = parse_summary("x.txt", "## A\ntext", game="other")
    assert s.game == "other" and s.sections[0].title == "A"


def test_bad_front_matter_is_bad_input():
    with pytest.raises(BadInput) as e:
        parse_summary("x.md", "+++\ngame = \n+++\n## A\n")
    assert e.value.key == "rules.add.bad_front_matter"


def test_pages_fit_an_embed_and_cut_between_sentences():
    sentence = "This is one rule sentence that ends here. "
    text = "\n".join("- " + sentence * 8 for _ in range(60))
    pages = paginate(text)
    assert len(pages) > 1
    assert all(len(p) <= PAGE_LIMIT for p in pages)
    assert "".join(p.replace("\n", "") for p in pages).replace(" ", "") == text.replace(
        "\n", ""
    ).replace(" ", "")
    for p in pages:
        assert p.rstrip().endswith(".")


def test_one_long_paragraph_cut_at_sentence_ends():
    text = "。".join(["ルールの文" * 30] * 80) + "。"
    pages = paginate(text)
    assert all(len(p) <= PAGE_LIMIT for p in pages)
    assert all(p.endswith("。") for p in pages)


# -- play-test 18, finding 12: a wall of text pasted without a full stop --------------
@pytest.mark.parametrize("tail", ["\n", "", " The end.\n", "\n\n"])
def test_a_section_of_one_huge_sentence_is_cut_into_pages_at_words(tail):
    words = " ".join(f"word{i % 97}" for i in range(40_000))  # ~270,000 characters
    text = '+++\ntitle = "x"\n+++\n# Everything\n' + words + tail
    (sec,) = parse_summary("huge.md", text, game="wingspan").sections
    assert len(sec.pages) > 60
    assert all(0 < len(p) <= PAGE_LIMIT for p in sec.pages)
    # cut between words, nothing lost
    words_of = set(words.split())
    assert all(p.split()[-1] in words_of and p.split()[0] in words_of for p in sec.pages[:-1])
    assert " ".join(" ".join(sec.pages).split()) == " ".join((words + tail).split())


def test_a_page_ending_in_its_separator_is_not_split_again():
    """The recursion that never ended: a unit ``text + "\\n"`` split on ``\\n`` gave
    itself back."""
    text = "a" * (PAGE_LIMIT + 10) + "\n"
    pages = paginate(text + "b")
    assert len(pages) == 2 and "".join(pages) == text + "b"
    assert all(len(p) <= PAGE_LIMIT for p in pages)


def test_a_saved_web_page_and_a_file_without_headings_are_told_apart():
    from bot.engine.rules.summaries import has_headings, looks_like_html

    assert looks_like_html("<html><body><h1>Azul rules</h1><h2>Scoring</h2></body></html>")
    assert looks_like_html("<h2>Scoring</h2><p>Each tile</p>")
    assert looks_like_html("## Scoring\n<script>alert(1)</script>")
    assert not looks_like_html("## Scoring\nScore 1 point<br>per tile <sup>1</sup>.")
    assert not looks_like_html("## Scoring\n<h3>kept as written</h3>")
    assert has_headings("intro\n## Scoring\n") and not has_headings("Catan notes. #1 rule.")
