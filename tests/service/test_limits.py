"""Discord's limits in one pure module (bot/service/limits.py), tested on its own: what
breaks a limit is named; a message over one is split where it reads well (nothing
lost) or, for an edit in place, cut with a note; never refused."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.service import limits
from bot.service.model import Button, Embed, EmbedField, File, Message, Select, SelectOption
from tests.conftest import examples

BLANK = "\u200b"  # what an empty field value becomes


def lines(n: int, width: int = 79, word: str = "rule") -> str:
    """``n`` lines of ``width`` characters and a newline each."""
    line = (word + " ") * (width // (len(word) + 1))
    return "".join(line.ljust(width)[:width] + "\n" for _ in range(n))


def all_text(parts: list[Message]) -> tuple[str, str, str]:
    content = "".join(p.content for p in parts)
    desc = "".join(e.description for p in parts for e in p.embeds)
    values = "".join(f.value for p in parts for e in p.embeds for f in e.fields)
    return content, desc, values


def test_a_message_within_every_limit_comes_back_as_it_is():
    msg = Message(content="hello", embeds=[Embed(title="t", description="d")])
    assert limits.problems(msg) == []
    assert limits.fit(msg)[0] is msg


def test_problems_name_the_limit_and_the_place():
    msg = Message(
        content="x" * 2001,
        embeds=[Embed(title="t" * 257, fields=[EmbedField("n", "v" * 1025)] * 26)],
        components=[Button("b" * 81, "c" * 101)],
    )
    assert limits.problems(msg) == [
        "content: 2001 > 2000",
        "embeds[0].title: 257 > 256",
        "embeds[0].fields: 26 > 25",
        *[f"embeds[0].fields[{j}].value: 1025 > 1024" for j in range(26)],
        "embeds (total): 26933 > 6000",
        "components[0].custom_id: 101 > 100",
        "components[0].label: 81 > 80",
    ]


def test_long_content_is_split_between_lines_into_several_messages():
    text = lines(60, width=80)  # 4,860 characters
    parts = limits.fit(Message(content=text, kind="announce", mentions=[7]))
    assert [len(p.content) for p in parts] == [1944, 1944, 972]
    assert all(p.content.endswith("\n") for p in parts)  # broken after a line
    assert "".join(p.content for p in parts) == text
    assert all(p.kind == "announce" and p.mentions == [7] for p in parts)


def test_a_line_longer_than_a_message_breaks_between_words():
    text = "word " * 600  # 3,000 characters, no newline
    parts = limits.fit(Message(content=text))
    assert all(p.content.endswith(" ") for p in parts[:-1])
    assert "".join(p.content for p in parts) == text


def test_two_versions_of_a_long_section_over_6000_go_in_two_messages():
    """The /rule answer that Discord refused (issue 22): two embeds, each a long
    section with a long source title, 6,203 characters in all."""
    title = "Other summary: " + "Pendragon › Campaign › Winter phase › " * 5
    source = "Pendragon, player summary by " + "a long front-matter title " * 30
    first = Embed(
        title=title[:256],
        description=lines(50),
        fields=[EmbedField("Source", source[:800])],
        footer="matched: winter",
    )
    second = Embed(title=title[:256], description=lines(12), fields=[EmbedField("Source", "x")])
    msg = Message(embeds=[first, second], ephemeral=True)
    assert sum(limits.embed_size(e) for e in msg.embeds) == 6198
    parts = limits.fit(msg)
    assert len(parts) == 2 and all(limits.problems(p) == [] for p in parts)
    assert [len(p.embeds) for p in parts] == [1, 1] and all(p.ephemeral for p in parts)
    assert parts[0].embeds[0] == first and parts[1].embeds[0] == second


def test_one_embed_over_6000_continues_in_a_second_embed_with_nothing_lost():
    e = Embed(
        title="T" * 256,
        description=lines(50),  # 4,000
        fields=[EmbedField("Source", "s" * 1000), EmbedField("Differences", "d" * 1000)],
        footer="f" * 500,
        color=3,
    )
    parts = limits.fit(Message(embeds=[e]))
    embeds = [x for p in parts for x in p.embeds]
    assert len(parts) == 2 and len(embeds) == 2
    assert embeds[0].title == e.title and embeds[1].title == ""  # the title once
    assert embeds[-1].footer == e.footer and all(x.color == 3 for x in embeds)
    assert all_text(parts) == ("", e.description, "s" * 1000 + "d" * 1000)


def test_long_descriptions_fields_and_many_fields_continue():
    e = Embed(
        title="Help",
        description=lines(120),  # 9,600: three descriptions
        fields=[EmbedField(f"f{i}", "v" * 50) for i in range(30)]
        + [EmbedField("long", "w " * 1500)],
    )
    parts = limits.fit(Message(embeds=[e]))
    assert all(limits.problems(p) == [] for p in parts)
    fields = [f for p in parts for x in p.embeds for f in x.fields]
    assert [f.name for f in fields[:30]] == [f"f{i}" for i in range(30)]
    assert fields[30].name == "long" and all(f.name == "\u200b" for f in fields[31:])
    assert all_text(parts)[1:] == (e.description, "v" * 1500 + "w " * 1500)


def test_more_than_ten_embeds_go_on_in_the_next_message():
    parts = limits.fit(Message(embeds=[Embed(title=str(i)) for i in range(23)]))
    assert [[e.title for e in p.embeds] for p in parts] == [
        [str(i) for i in range(0, 10)],
        [str(i) for i in range(10, 20)],
        [str(i) for i in range(20, 23)],
    ]


def test_components_beyond_five_rows_and_25_options_go_on():
    buttons = [Button(f"b{i}", f"id{i}") for i in range(27)]
    select = Select("menu", [SelectOption(f"o{i}", f"v{i}") for i in range(40)])
    parts = limits.fit(Message(content="pick", components=[select, *buttons]))
    rows = [limits.rows_needed(p.components) for p in parts]
    assert all(r <= 5 for r in rows) and all(limits.problems(p) == [] for p in parts)
    assert parts[0].content == "pick"
    selects = [c for p in parts for c in p.components if isinstance(c, Select)]
    assert [len(s.options) for s in selects] == [25, 15]
    assert {s.custom_id for s in selects} == {"menu"}
    assert [c.label for p in parts for c in p.components if isinstance(c, Button)] == [
        f"b{i}" for i in range(27)
    ]


def test_what_cannot_be_split_is_cut_with_a_mark():
    msg = Message(
        embeds=[Embed(title="T" * 300, fields=[EmbedField("N" * 300, "")])],
        components=[
            Button("L" * 90, "ok"),
            Button("gone", "x" * 101),  # an id Discord refuses: its press could not be read
            Select("s", [SelectOption("o" * 120, "v", "d" * 120), SelectOption("bad", "v" * 101)]),
        ],
    )
    (out,) = limits.fit(msg)
    e = out.embeds[0]
    assert e.title == "T" * 255 + "…" and e.fields[0].name == "N" * 255 + "…"
    assert e.fields[0].value == "\u200b"  # Discord refuses an empty value
    button, select = out.components
    assert button.label == "L" * 79 + "…"
    assert [(o.label, o.description) for o in select.options] == [("o" * 99 + "…", "d" * 99 + "…")]


def test_an_edit_in_place_is_one_message_that_says_what_it_left_out():
    msg = Message(
        content=lines(40),
        embeds=[Embed(title=str(i), description="d" * 1000) for i in range(8)],
        kind="dashboard",
        edit_key="game:1",
    )
    (out,) = limits.fit(msg, single=True)
    assert limits.problems(out) == []
    assert len(out.content) <= 2000 and out.content.endswith("rule…")
    assert msg.content.startswith(out.content[:-1])
    assert len(out.embeds) == 5 and out.embeds[-1].footer == "… (+3)"
    assert out.kind == "dashboard" and out.edit_key == "game:1"


def test_files_beyond_ten_go_on_and_the_first_message_keeps_the_first():
    files = [File(f"f{i}.json", "{}") for i in range(12)]
    parts = limits.fit(Message(content="export", files=files))
    assert [len(p.files) for p in parts] == [10, 2] and parts[0].content == "export"


def test_a_file_over_the_upload_limit_is_named_and_left_out_the_picture_kept():
    png = File("board-v3.png", data=b"\x89PNG" + b"0" * 1000)
    huge = File("huge.bin", data=b"0" * (limits.FILE_BYTES + 1))
    msg = Message(kind="dashboard", edit_key="game:1", files=[png, huge])
    assert limits.problems(msg) == [f"files[1]: {limits.FILE_BYTES + 1} > {limits.FILE_BYTES}"]
    for part in [*limits.fit(msg), *limits.fit(msg, single=True)]:
        assert part.files == [png] and limits.problems(part) == []


texts = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=5000)
fields = st.builds(EmbedField, st.text(max_size=300), texts)
embeds = st.builds(
    Embed,
    title=st.text(max_size=300),
    description=texts,
    fields=st.lists(fields, max_size=30),
    footer=st.text(max_size=2100),
)
buttons = st.builds(Button, st.text(max_size=90), st.text(min_size=1, max_size=100))
messages = st.builds(
    Message,
    content=texts,
    embeds=st.lists(embeds, max_size=12),
    components=st.lists(buttons, max_size=30),
)


# a message of up to 12 embeds of 30 fields and 5,000-character texts: drawing one is
# most of the time (Hypothesis's own), and the thorough profile's 1,000 made this the
# slowest service test; 400 still draw every size and shape many times over
@settings(max_examples=examples(400))
@given(messages)
def test_every_part_of_any_message_is_within_every_limit_and_nothing_is_lost(msg):
    parts = limits.fit(msg)
    assert parts and all(limits.problems(p) == [] for p in parts)
    content, desc, _ = all_text(parts)
    assert content == msg.content and desc == "".join(e.description for e in msg.embeds)
    values = "".join(f.value for p in parts for e in p.embeds for f in e.fields)
    assert values.replace(BLANK, "") == "".join(
        f.value for e in msg.embeds for f in e.fields
    ).replace(BLANK, "")
    (one,) = limits.fit(msg, single=True)
    assert limits.problems(one) == []


@given(st.integers(1990, 2010), st.lists(st.integers(1, 150), max_size=120))
def test_text_alone_comes_back_as_it_is_exactly_when_it_is_within_the_limits(n, mentions):
    msg = Message(content="x" * n, mentions=mentions)
    parts = limits.fit(msg)
    assert (parts == [msg] and parts[0] is msg) == (limits.problems(msg) == [])
    assert all(limits.problems(p) == [] for p in parts)
