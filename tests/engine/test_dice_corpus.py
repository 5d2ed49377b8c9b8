"""The compatibility corpus (issue 11): expressions from the notation docs of Avrae/d20,
Dice Maiden and Roll20, each with its meaning there. Herald must give that meaning --
the same dice and total as the equivalent d20 expression rolled with the same seed, the
same success count, the same bounds -- or a clear refusal naming the part. A row that
rolls when a refusal is expected, or rolls something else, fails: no silent misreading."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import d20
import pytest

from bot.engine import dice
from bot.engine.dice_notation import Cond
from bot.engine.errors import DiceError

CORPUS = Path(__file__).parent / "data" / "dice_corpus.psv"
SEEDS = range(1, 9)


def rows() -> list[tuple[str, str, str, str]]:
    out = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        expr, source, meaning, expect = (c.strip() for c in line.split(" | "))
        out.append((expr, source, meaning, expect))
    return out


ROWS = rows()


def d20_roll(expr: str, seed: int) -> Any:
    with dice.using_rng(random.Random(seed)):
        return d20.roll(expr)


def kept_values(node: Any) -> list[int]:
    out: list[int] = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, d20.expression.Dice):
            out.extend(int(d.number) for d in n.keptset)
        else:
            stack.extend(reversed(n.children))
    return out


def cond(text: str) -> Cond:
    op = text.rstrip("0123456789")
    return Cond(op, int(text[len(op) :]))


def test_corpus_is_big_enough_and_covers_the_three_tools():
    assert len(ROWS) >= 150
    assert {s for _, s, _, _ in ROWS} == {"avrae", "dm", "r20"}
    assert min(sum(1 for r in ROWS if r[1] == s) for s in ("avrae", "dm", "r20")) >= 40


@pytest.mark.parametrize("expr,source,meaning,expect", ROWS, ids=[r[0] for r in ROWS])
def test_corpus_row(expr, source, meaning, expect):
    kind, _, arg = expect.partition(":")
    if kind == "refuse":
        with pytest.raises(DiceError) as ei:
            dice.roll(expr, random.Random(1))
        assert ei.value.key == arg, (expr, ei.value.key, ei.value.params)
        if arg == "dice.error.not_understood":
            part = ei.value.params["part"].replace("{…}", "{")
            assert part and part.lstrip("{}")[:3] in expr
        return
    for seed in SEEDS:
        out = dice.roll(expr, random.Random(seed))
        got = out.totals
        if kind == "same":
            assert got == [d20_roll(arg, seed).total], (expr, seed, out.rolls[0].text)
        elif kind == "sets":
            n, _, equiv = arg.partition(":")
            with dice.using_rng(random.Random(seed)):
                want = [d20.roll(equiv).total for _ in range(int(n))]
            assert got == want
        elif kind == "pool":
            dice_expr, succ, *fail = arg.split(":")
            values = kept_values(d20_roll(dice_expr, seed).expr)
            s = sum(1 for v in values if cond(succ).test(v))
            f = sum(1 for v in values if fail and cond(fail[0]).test(v))
            assert got == [s - f], (expr, seed, values, out.rolls[0].text)
            assert "⇒" in out.rolls[0].text  # the reply shows which dice counted
        elif kind == "fate":
            values = kept_values(d20_roll(f"{arg}d3", seed).expr)
            assert got == [sum(v - 2 for v in values)]
            assert set(out.rolls[0].text.split("(")[1].split(")")[0].split(", ")) <= {
                "+",
                "0",
                "−",
            }
        elif kind == "range":
            lo, hi = (int(x) for x in arg.split(".."))
            assert len(got) == 1 and lo <= got[0] <= hi, (expr, got)
        else:
            raise AssertionError(f"unknown expectation {expect!r}")


def test_every_reading_that_differs_from_d20_is_shown():
    """Pools, Fate, percentile, explosions and advantage say in the reply how they were read."""
    marks = re.compile(r"d%|adv|dis|vantaggio|有利|不利|d[fF](?![a-z])")
    for expr, _, _, expect in ROWS:
        if expect.startswith("refuse"):
            continue
        bang = "!" in expr.replace("!=", "")
        if expect.startswith(("pool", "fate")) or bang or marks.search(expr):
            if expr.startswith(("4d6 !", "2d20 !")):  # Dice Maiden's comment marker
                continue
            assert dice.roll(expr, random.Random(1)).rolls[0].notes, expr
