"""Knowledge: typed and read once (definitions, dice; the rules index built off the
loop), and one resolve_game every command uses to read a game's name."""

from __future__ import annotations

import pytest

from bot.engine.dice_book import Book
from bot.engine.errors import UnknownGame
from bot.engine.rules.index import RulesIndex
from bot.service import rules as R
from bot.service.game import option_choices
from bot.service.knowledge import Knowledge
from tests.conftest import make_ctx
from tests.service.test_rules import HOUSE, add


def names_of(knowledge: Knowledge) -> list[tuple[str, str]]:
    """(text a user may type, the slug it names) for every shipped game."""
    out = []
    for slug, d in knowledge.definitions.items():
        out.append((slug.upper(), slug))
        out += [(str(n), slug) for n in d.names.values()]
        out += [(f"  {str(a).upper()} ", slug) for a in d.aliases]
    return out


def test_the_dice_book_is_read_with_the_knowledge(knowledge):
    assert isinstance(knowledge.dice, Book)
    games = {d.game for d in knowledge.dice.dice.values()} | {
        r.game for r in knowledge.dice.rolls.values()
    }
    assert games == {"pendragon", "europa-universalis"}
    # the rules index is not built by load: start-up builds it off the event loop
    assert knowledge.rules is None


def test_a_broken_dice_file_is_a_problem_not_a_crash(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "dice").mkdir()
    (tmp_path / "dice" / "bad.toml").write_text('game = "x"\n[[die]]\nid = "d"\nfaces = []\n')
    k = Knowledge.load(tmp_path)
    assert k.dice.dice == {} and len(k.problems) == 1
    assert k.problems[0].startswith("dice:") and "no faces" in k.problems[0]


def test_resolve_game_reads_slugs_names_and_aliases(knowledge):
    pairs = names_of(knowledge)
    assert len(pairs) > 20
    assert [(text, knowledge.resolve_game(text)) for text, _ in pairs] == pairs
    assert knowledge.resolve_game("ランカスター") == "lancaster"
    assert knowledge.resolve_game("Vallo di Adriano") == "hadrians-wall"
    for nothing in ("", "   ", None, "chess"):
        assert knowledge.resolve_game(nothing) is None


@pytest.mark.warm_rules
async def test_every_command_reads_a_game_name_the_same_way(svc):
    """/game start, its options' autocomplete and /rule game: agree on every name."""
    idx = await R.load_guild(svc, None)
    assert isinstance(svc.knowledge.rules, RulesIndex) and idx is svc.knowledge.rules
    for channel, (text, slug) in enumerate(names_of(svc.knowledge), start=100):
        assert R._resolve_game(svc, idx, None, text) == slug, text
        ctx = make_ctx(1, channel, typed={"game": text})
        shown = {c.name.split(" · ")[0] for c in await option_choices(svc, ctx, "")}
        assert shown <= {svc.knowledge.game_name(slug, "en")}, text
        await svc.dispatch(make_ctx(1, channel), "game", "start", {"game": text})
        assert svc.store.sync.load(channel).slug == slug, text
    with pytest.raises(UnknownGame):
        R._resolve_game(svc, idx, None, "chess")


@pytest.mark.warm_rules
async def test_a_game_only_a_server_summary_names_resolves_only_there(svc):
    await add(svc, "house.md", HOUSE, guild=1)
    idx = await R.load_guild(svc, 1)
    assert svc.knowledge.resolve_game("Dragon Hoard") is None  # no game definition
    assert svc.knowledge.resolve_game("dragon hoard", idx, 1) == "house-rules"
    assert svc.knowledge.resolve_game("house-rules", idx, 1) == "house-rules"
    assert svc.knowledge.resolve_game("Dragon Hoard", idx, 2) is None
    # a shipped game still resolves through its definition with an index at hand
    assert svc.knowledge.resolve_game("ランカスター", idx, 1) == "lancaster"
