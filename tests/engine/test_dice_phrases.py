"""How players type dice (play-test 18, findings 9 and 10): a term typed with spaces,
a leading "roll" verb, a Japanese comment glued to the expression. Each is read as the
player meant, or refused naming the part; a constant is never shown as a roll."""

from __future__ import annotations

import random

import pytest

from bot.engine import dice
from bot.engine.errors import DiceError


def rolled(expr: str, seed: int = 3) -> list[dice.Roll]:
    return dice.roll(dice.halfwidth(expr), random.Random(seed), dice_required=True).rolls


def same(expr: str, meant: str) -> None:
    for seed in range(1, 6):
        got = [(r.total, r.text) for r in rolled(expr, seed)]
        want = [(r.total, r.text) for r in rolled(meant, seed)]
        assert got == want, (expr, meant, seed)


@pytest.mark.parametrize(
    "typed,meant",
    [
        ("2 d 6", "2d6"),
        ("2 d6", "2d6"),  # one total, not two separate 1d6 rolls
        ("2d 6", "2d6"),
        ("2 D 6", "2D6"),
        ("3 d6 + 2", "3d6 + 2"),
        ("1d20 + 2 d 4", "1d20 + 2d4"),
        ("２ ｄ ６", "2d6"),
        ("d 20", "d20"),
        ("4 dF", "4dF"),
    ],
)
def test_a_term_typed_with_spaces_is_one_term(typed, meant):
    same(typed, meant)
    (r,) = rolled(typed)
    assert r.notes[0] == ("dice.read.joined", {"typed": dice.halfwidth(typed), "read": meant})


def test_dice_maiden_sets_keep_the_count_on_the_die():
    assert [r.expr for r in rolled("6 4d6")] == ["4d6"] * 6
    assert [r.expr for r in rolled("3#d6")] == ["d6"] * 3
    (r,) = rolled("3d10 d1")  # Dice Maiden's drop after a term is not joined
    assert r.notes == (("dice.read.drop_low", {"n": 1}),)


@pytest.mark.parametrize(
    "typed,meant",
    [
        ("roll 2d6", "2d6"),
        ("tira 2d6", "2d6"),
        ("Tira 1d20+5 per colpire", "1d20+5 per colpire"),
        ("lancia 3d6", "3d6"),
        ("振る 2d6", "2d6"),
        ("振る2d6", "2d6"),
        ("roll 6 4d6", "6 4d6"),
        ("tira 2 d 6", "2d6"),
    ],
)
def test_a_leading_roll_verb_is_skipped(typed, meant):
    same(typed, meant)


@pytest.mark.parametrize(
    "typed,meant,comment",
    [
        ("2d6を振る", "2d6", ""),  # only says "roll": not shown
        ("1d20+5攻撃", "1d20+5", "攻撃"),
        ("２ｄ６＋１で攻撃", "2d6+1", "で攻撃"),
        ("1d20有利で攻撃", "1d20 adv", "で攻撃"),
        ("1d20+5 有利で", "1d20+5 adv", "で"),
    ],
)
def test_a_japanese_comment_may_be_glued_to_the_expression(typed, meant, comment):
    same(typed, meant)
    assert rolled(typed)[0].comment == comment


@pytest.mark.parametrize("typed", ["2d6を2回振る", "1d20攻撃+5"])
def test_a_glued_comment_with_a_number_is_refused(typed):
    with pytest.raises(DiceError) as ei:
        rolled(typed)
    assert ei.value.key == "dice.error.glued_number"
    assert ei.value.params["part"] in typed


@pytest.mark.parametrize("typed", ["5", "5 fire", "1+2", "(3, 4)kh1", "2d6; 3", "2 d fire"])
def test_a_constant_is_never_shown_as_a_roll(typed):
    with pytest.raises(DiceError) as ei:
        rolled(typed)
    assert ei.value.key == "dice.error.no_dice"
    # the engine's arithmetic itself is unchanged (game rolls, inline calculator)
    assert dice.roll(typed.split(";")[-1].strip(), random.Random(1)).rolls


@pytest.mark.parametrize("typed", ["1d20x", "3d6 cs>3", "tira", "2d 6x", "2d6foo"])
def test_latin_text_glued_or_notation_like_is_still_refused(typed):
    with pytest.raises(DiceError) as ei:
        rolled(typed)
    assert ei.value.key in ("dice.error.not_understood", "dice.error.no_dice")
