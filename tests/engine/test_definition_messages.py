"""The checker's messages (``herald game check``, ``/game define``), each said once,
where the mistake is, in TOML's words, naming what was written and what is valid."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError, parse

HEAD = """
slug = "messages"
family = "turns"
names = "Messages"
[seats]
names = ["a", "b", "c"]
[rounds]
count = 2
[counters.coins]
name = "coins"
[counters.cheques]
name = "cheques"
"""
TWO_STEPS = """
[[phases]]
id = "p"
name = "P"
{phase}
[[phases.steps]]
id = "s1"
name = "S1"
{step}
[[phases.steps]]
id = "s2"
name = "S2"
"""


def problems(text: str) -> list[str]:
    with pytest.raises(DefinitionError) as e:
        parse(text, "m.toml")
    return e.value.lines()


def test_a_typo_in_a_phase_s_when_is_said_once_at_the_phase():
    text = HEAD + TWO_STEPS.format(phase="when = { player_min = 3 }", step="")
    assert problems(text) == [
        "m.toml: phases[0].when.player_min: unknown key (did you mean 'players_min'?)"
    ]


def test_a_wrong_counter_is_named_with_the_closest_and_every_counter():
    text = HEAD + '[winner]\nby = "counter:coin"\n'
    text += TWO_STEPS.format(phase="", step='grant = [{ counter = "cheque", plus = 1 }]')
    assert problems(text) == [
        "m.toml: phases[0].steps[0].grant[0].counter: 'cheque' is not a counter"
        " (did you mean 'cheques'?); counters: coins, cheques",
        "m.toml: winner.by: 'coin' is not a counter (did you mean 'coins'?);"
        " counters: coins, cheques",
    ]


def test_jp_is_refused_naming_ja():
    text = HEAD.replace('names = "Messages"', 'names = { en = "Messages", jp = "メッセージ" }')
    assert problems(text + TWO_STEPS.format(phase="", step="")) == [
        "m.toml: names: 'jp' is not a language code (did you mean 'ja'?);"
        " use codes such as 'en', 'ja' or 'it'"
    ]


def test_a_verb_s_dotted_key_is_quoted_as_toml_writes_it():
    text = HEAD + TWO_STEPS.format(phase="", step="")
    text += '[verbs."turn.gold"]\ndoes = "counter:gold"\nname = { en = "Gold", jp = "金" }\n'
    assert problems(text) == [  # every problem at once, the reference too (play-test 14)
        "m.toml: verbs.\"turn.gold\".name: 'jp' is not a language code (did you mean"
        " 'ja'?); use codes such as 'en', 'ja' or 'it'",
        "m.toml: verbs.\"turn.gold\": 'gold' is not a counter; counters: coins, cheques",
    ]
    text = text.replace(', jp = "金"', "")
    text += '[verbs."turn.oops"]\ndoes = "gold"\n'
    assert problems(text) == [
        "m.toml: verbs.\"turn.gold\": 'gold' is not a counter; counters: coins, cheques",
        'm.toml: verbs."turn.oops": must be one of counter:<counter>, era, pieces,'
        " next_start_player, extra_turn, got 'gold'",
    ]


def test_a_coin_verb_s_dotted_key_is_quoted_too():
    from tests.conftest import KNOWLEDGE

    text = (KNOWLEDGE / "games" / "pendragon.toml").read_text(encoding="utf-8")
    text += '\n[verbs."coin.glory"]\ndoes = "track:glory"\n'
    text += '[verbs."coin.gold"]\ndoes = "counter:gold"\n[verbs."coin.oops"]\ndoes = "glory"\n'
    lines = problems(text)
    assert lines[0].startswith("m.toml: verbs.\"coin.glory\": 'glory' is not a track; tracks: ")
    assert lines[1:] == [
        "m.toml: verbs.\"coin.gold\": 'gold' is not a counter; counters: none",
        "m.toml: verbs.\"coin.oops\": must be one of track:<track>, counter:<counter>, got 'glory'",
    ]
