"""Dice notation for Herald: d20's grammar, wrapped with limits and an injected RNG.

The notation is avrae/d20's (``XdY``, ``d%``, ``kh3``/``kl1``/``ph``/``pl``, ``rr``/``ro``/
``ra``, ``e``, ``mi``/``ma``, selectors ``X hX lX >X <X``, ``+ - * / // %``, comparisons
``== != < > <= >=`` that give 1 or 0, sets ``(a, b, c)kh1``, annotations ``[fire]`` and a
trailing free-text comment). Herald adds, around one expression:

- several rolls in one command separated by ``;`` (at most :data:`MAX_PARTS`, like Dice
  Maiden's four), and ``N#expr`` to repeat one (``N`` at most :data:`MAX_REPEAT`; at most
  :data:`MAX_ROLLS` results per command in all);
- success counting: a comparison is 1 or 0, so a set of comparisons counts successes,
  ``(1d6>=5, 1d6>=5, 1d6>=5)``, and ``6#1d6>=5`` shows each;
- limits, checked *before* anything is rolled and refused with a :class:`DiceError`
  whose ``key`` and ``params`` are rendered by ``bot.i18n``: input length, parentheses
  depth and operator count (d20 recurses once per nesting level and per term, so
  ~400 of either raise RecursionError; we refuse long before), dice per command, die
  sizes, literal sizes; while rolling, every die (rerolls and explosions included)
  counts against one budget of :data:`MAX_DICE` per *command* (d20's own ``max_rolls``
  guard with a context whose budget is not reset between the parts of a command);
- output that fits Discord: each breakdown gets a share of :data:`TEXT_BUDGET`
  characters; a longer one is shortened to its beginning plus the total.

Randomness
----------
d20 1.1.2 draws every die with ``random.randrange`` on the *module* ``random`` it
imported (``d20.expression.random``). Herald never seeds or touches that global.
Instead, at import, ``d20.expression.random`` is replaced by :class:`_RngProxy`, an
object with the same ``randrange``/``randint``/... methods whose target is read from a
:class:`contextvars.ContextVar`. :func:`roll` sets the variable to the caller's RNG for
the duration of the synchronous evaluation and resets it afterwards.

Why a context variable rather than a lock around a swapped global: a ContextVar is
per thread *and* per asyncio task, so two channels rolling at the same time -- in two
threads, or in two tasks interleaving at ``await`` points -- each see their own RNG
with no lock, no contention and no window in which one could draw from the other's
generator. (The evaluation itself never awaits, so within a task nothing can interleave
either.) When no Herald roll is in progress the proxy forwards to the original
``random`` module, so other users of d20 keep d20's behaviour; Herald itself always
passes an RNG: the system's randomness in production (``random.SystemRandom``'s draws,
read a block at a time: :mod:`bot.service.dice_rng`), ``random.Random(seed)`` in tests.
"""

from __future__ import annotations

import contextvars
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

import d20
import d20.expression as _d20_expression
import lark

from bot.engine.dice_notation import (
    ADV_WORDS,
    DIS_WORDS,
    MAX_EXPLOSIONS,
    ExtNode,
    HeraldStringifier,
    Note,
    TooManyExplosions,
    evaluate_ext,
    translate,
    walk_with_parents,
)
from bot.engine.dice_phrases import strip_verb
from bot.engine.errors import DiceError

__all__ = [
    "MAX_INPUT",
    "MAX_DICE",
    "MAX_SIDES",
    "MAX_PARTS",
    "MAX_REPEAT",
    "MAX_ROLLS",
    "MAX_DEPTH",
    "MAX_OPERATORS",
    "MAX_LITERAL",
    "MAX_RESULT",
    "TEXT_BUDGET",
    "Rng",
    "Roll",
    "RollOutput",
    "roll",
    "roll_one",
    "check",
    "using_rng",
    "ADV_WORDS",
    "DIS_WORDS",
    "MAX_EXPLOSIONS",
]

MAX_INPUT = 500  # characters in one command
MAX_DICE = 1000  # dice per command, rerolls and explosions included
MAX_SIDES = 10_000  # faces of one die
MAX_PARTS = 4  # rolls separated by ';'
MAX_REPEAT = 20  # N in N#expr
MAX_ROLLS = 20  # results per command in all (parts x repeats)
MAX_DEPTH = 20  # nested parentheses
MAX_OPERATORS = 100  # + - * / % < > = ! in one expression (terms and signs)
MAX_LITERAL = 10**9  # any number written in an expression or selector
MAX_RESULT = 10**15  # a total beyond this (or inf/nan) is refused
TEXT_BUDGET = 1500  # characters of breakdown per command (a message is <= 2000)
MIN_SHARE = 60  # a shortened breakdown keeps at least this many characters


class Rng(Protocol):
    """The part of the ``random.Random`` API Herald uses."""

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int: ...

    def randint(self, a: int, b: int) -> int: ...


# --------------------------------------------------------------------------- rng proxy
_current_rng: contextvars.ContextVar[Any] = contextvars.ContextVar("herald_dice_rng", default=None)


class _RngProxy:
    """Stands in for the ``random`` module inside d20 (see the module docstring)."""

    __slots__ = ("_fallback",)

    def __init__(self, fallback: Any) -> None:
        self._fallback = fallback

    def _target(self) -> Any:
        rng = _current_rng.get()
        return self._fallback if rng is None else rng

    def randrange(self, *args: int) -> int:
        rng = _current_rng.get()
        return int((self._fallback if rng is None else rng).randrange(*args))

    def randint(self, a: int, b: int) -> int:
        return int(self._target().randint(a, b))

    def __getattr__(self, name: str) -> Any:  # random(), choice(), ... whatever d20 may use
        return getattr(self._target(), name)


if not isinstance(_d20_expression.random, _RngProxy):
    _d20_expression.random = _RngProxy(_d20_expression.random)


class using_rng:
    """``with using_rng(rng): ...`` -- d20 draws from ``rng`` in this thread/task only."""

    __slots__ = ("rng", "_token")

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def __enter__(self) -> Rng:
        self._token = _current_rng.set(self.rng)
        return self.rng

    def __exit__(self, *exc: object) -> None:
        _current_rng.reset(self._token)


# --------------------------------------------------------------------------- results
@dataclass(slots=True)
class Roll:
    """One evaluated expression."""

    expr: str  # as typed (stripped), without the N# prefix
    total: int
    text: str  # the breakdown as shown (Markdown), possibly shortened
    comment: str = ""  # the free text after the expression, as typed (never in ``text``)
    crit: str = ""  # "crit" / "fail" for a lone kept d20 showing 20 / 1
    shortened: bool = False
    notes: tuple[Note, ...] = ()  # how the notation was read (i18n keys and params)

    def to_json(self) -> dict[str, Any]:
        return {"expr": self.expr, "total": self.total, "text": self.text}


@dataclass(frozen=True)
class RollOutput:
    rolls: list[Roll] = field(default_factory=list)
    dice: int = 0  # dice actually rolled (rerolls and explosions included)

    @property
    def totals(self) -> list[int]:
        return [r.total for r in self.rolls]


# --------------------------------------------------------------------------- checking
@dataclass(frozen=True)
class _Compiled:
    tree: Any  # d20 AST (never mutated by evaluation)
    dice: int  # dice named in the expression (before rerolls/explosions)
    d20_first: bool = False  # leftmost node is a d20: worth checking for a crit
    notes: tuple[Note, ...] = ()
    # NdM, NdM+K or NdM-K (most rolls): (N, M, op, K), op "" for NdM; rolled without
    # d20's objects (_roll_plain)
    plain: tuple[int, int, str, int] | None = None
    terms: int = 0  # dice terms written (0: a constant such as ``5`` or ``1+2``)


_ANNOTATION = re.compile(r"\[[^\]]*\]")
_REPEAT = re.compile(r"^\s*(\d+)\s*#(.*)$", re.S)
# Dice Maiden's sets: "6 4d6" is six rolls of 4d6
# (the die keeps its own count: "2 d6" is one term typed with a space, read as 2d6)
_DM_SETS = re.compile(r"^\s*(\d+)\s+(\d+[dD](?:\d|%|[fF]).*)$", re.S)
_NEG_DICE = re.compile(r"d\s*-\s*\d", re.I)
_OPERATORS = frozenset("+-*/%<>=!")


def _structure(expr: str) -> None:
    """Cheap checks on the text, before the parser sees it."""
    bare = _ANNOTATION.sub("", expr)
    depth = deepest = ops = 0
    for ch in bare:
        if ch == "(":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch == ")":
            depth -= 1
        elif ch in _OPERATORS:
            ops += 1
    if deepest > MAX_DEPTH:
        raise DiceError("dice.error.too_deep", limit=MAX_DEPTH, depth=deepest)
    if ops > MAX_OPERATORS:
        raise DiceError("dice.error.too_many_terms", limit=MAX_OPERATORS, count=ops)
    if _NEG_DICE.search(bare):
        raise DiceError("dice.error.negative", expr=expr)


def _walk(tree: Any) -> Iterator[Any]:
    """Every node of a d20 AST (iterative: depth is already bounded, but cheap anyway)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children)


def _check_number(n: float) -> None:
    if isinstance(n, float) and not math.isfinite(n) or abs(n) > MAX_LITERAL:
        raise DiceError("dice.error.number_too_large", limit=MAX_LITERAL)


def _check_dice(num: int, size: int | str) -> None:
    if size != "%":
        assert isinstance(size, int)
        if size < 1:
            raise DiceError("dice.error.zero_sides", expr=f"{num}d{size}")
        if size > MAX_SIDES:
            raise DiceError("dice.error.too_many_sides", limit=MAX_SIDES, sides=size)
    if num > MAX_DICE:
        raise DiceError("dice.error.too_many_dice", limit=MAX_DICE, count=num)


def _sizes(tree: Any) -> int:
    """Check numbers in the AST; return how many dice it names."""
    dice = 0
    for node in _walk(tree):
        if isinstance(node, d20.ast.Dice):
            _check_dice(node.num, node.size)
            dice += node.num
        elif isinstance(node, ExtNode):
            term = node.term
            _check_dice(term.num, term.size)
            for op in term.ops:
                _check_number(getattr(op.sel, "num", getattr(op.sel, "n", 0)))
            for cond in (term.success, term.failure, term.compound):
                if cond is not None:
                    _check_number(cond.n)
            dice += term.num
        elif isinstance(node, d20.ast.Literal):
            _check_number(node.value)
        elif isinstance(node, d20.ast.OperatedSet):
            for op in node.operations:
                for sel in op.sels:
                    _check_number(sel.num)
    return dice


_PARSER = d20.Roller()  # used only for .parse(): stateless apart from its parse cache


def _parse(text: str) -> Any:
    """d20's grammar on the translated text, *without* d20's comment fallback (Herald
    has already taken the comment off) and without d20's parse cache (the tree is
    changed in place when Herald's own terms are put in)."""
    try:
        return d20.diceast.parser.parse(text, start="expr")
    except lark.UnexpectedToken as ut:
        info = (getattr(ut, a, None) for a in ("line", "column", "token", "expected"))
        raise d20.RollSyntaxError(*info) from None
    except lark.UnexpectedCharacters as uc:
        got = text[uc.pos_in_stream] if uc.pos_in_stream < len(text) else ""
        raise d20.RollSyntaxError(uc.line, uc.column, got, getattr(uc, "allowed", None)) from None


@lru_cache(maxsize=2048)
def _compile(expr: str) -> _Compiled:
    """Parse and check one expression (no ``;``, no ``N#``). Cached: the AST is never
    mutated by evaluation, so a cached tree can be rolled any number of times."""
    _structure(expr)
    tr = translate(expr)
    text = tr.text.strip()
    if not text:
        raise DiceError("dice.error.empty")
    try:
        tree = _parse(text)
    except d20.RollSyntaxError as e:
        got = str(e.got)[:20] if e.got is not None else ""
        raise DiceError("dice.error.syntax", expr=expr[:80], col=e.col, got=got) from None
    except (lark.exceptions.LarkError, d20.RollError, ValueError, IndexError):
        raise DiceError("dice.error.syntax_short", expr=expr[:80]) from None
    except RecursionError:  # last resort; _structure should make this unreachable
        raise DiceError("dice.error.too_deep", limit=MAX_DEPTH, depth=MAX_DEPTH + 1) from None
    found = [
        (parent, index)
        for parent, index, node in walk_with_parents(tree)
        if isinstance(node, d20.ast.Dice)
    ]
    if len(found) != len(tr.terms):  # the scanner and d20 must see the same dice
        raise DiceError("dice.error.syntax_short", expr=expr[:80])
    for (parent, index), term in zip(found, tr.terms, strict=True):
        if term is not None:
            parent.set_child(index, ExtNode(term))
    for node in _walk(tree):
        if type(node) is d20.ast.OperatedDice and any(
            op.op in ("e", "ra") for op in node.operations
        ):
            node.__class__ = _ExplodingDice
    tree.comment = tr.comment or None
    left = tree
    while left.children:
        left = left.children[0]
    return _Compiled(
        tree,
        _sizes(tree),
        isinstance(left, d20.ast.Dice) and left.size == 20,
        tuple(tr.notes),
        _plain_dice(tree),
        len(tr.terms),
    )


def _plain_dice(tree: Any) -> tuple[int, int, str, int] | None:
    """``(N, M, op, K)`` when ``tree`` is ``NdM``, ``NdM+K`` or ``NdM-K`` with whole
    numbers and nothing else (no operators on the dice, annotations or sets), else None."""
    node, op, k = tree.roll, "", 0
    if type(node) is d20.ast.BinOp and node.op in ("+", "-"):
        right = node.right
        if type(right) is not d20.ast.Literal or type(right.value) is not int:
            return None
        node, op, k = node.left, node.op, right.value
    if type(node) is not d20.ast.Dice or type(node.size) is not int:
        return None
    return node.num, node.size, op, k


def _split(text: str) -> list[tuple[str, int]]:
    """``"3#1d6; 1d20+2"`` -> ``[("1d6", 3), ("1d20+2", 1)]`` with the limits applied."""
    if not isinstance(text, str):
        raise DiceError("dice.error.empty")
    if len(text) > MAX_INPUT:
        raise DiceError("dice.error.too_long", limit=MAX_INPUT, length=len(text))
    parts = [p.strip() for p in text.split(";")]
    parts = [p for p in parts if p]
    if not parts:
        raise DiceError("dice.error.empty")
    if len(parts) > MAX_PARTS:
        raise DiceError("dice.error.too_many_parts", limit=MAX_PARTS, count=len(parts))
    out: list[tuple[str, int]] = []
    for p in parts:
        n = 1
        p = strip_verb(p)  # "roll 2d6", "tira 2d6", "振る 2d6"
        m = _REPEAT.match(p) or _DM_SETS.match(p)
        if m:
            n = int(m.group(1)) if len(m.group(1)) <= 6 else MAX_REPEAT + 1
            p = m.group(2).strip()
            if n < 1 or n > MAX_REPEAT:
                raise DiceError("dice.error.repeat", limit=MAX_REPEAT)
            if not p:
                raise DiceError("dice.error.empty")
        out.append((p, n))
    rolls = sum(n for _, n in out)
    if rolls > MAX_ROLLS:
        raise DiceError("dice.error.too_many_results", limit=MAX_ROLLS, count=rolls)
    return out


def check(text: str) -> int:
    """Validate a whole command without rolling; return how many dice it names."""
    plan = _split(text)
    total = sum(_compile(e).dice * n for e, n in plan)
    if total > MAX_DICE:
        raise DiceError("dice.error.too_many_dice", limit=MAX_DICE, count=total)
    return total


# (parts: (compiled, expression, repeats) ..., rolls, dice named, every part plain)
_Plan = tuple[tuple[tuple[_Compiled, str, int], ...], int, int, bool]

# What a Japanese input method types for the notation: full-width ASCII (１d６＋２,
# ＞＝, （ ）), the ideographic space, the minus, times and division signs.
_HALFWIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {
    0x3000: ord(" "),
    0x2212: ord("-"),
    0xD7: ord("*"),
    0xF7: ord("/"),
}


def halfwidth(text: str) -> str:
    """``text`` with full-width forms of ASCII (and ×, ÷, −, the ideographic space)
    as the ASCII they stand for: ``１d６＋２`` -> ``1d6+2``. ASCII text (most input) is
    returned as it is: ``str.translate`` looks every character up in the table, about
    a thousand instructions each, where ``isascii`` reads a flag of the string."""
    if text.isascii():
        return text
    return text.translate(_HALFWIDTH)


def _plan_uncached(text: str) -> _Plan:
    plan = _split(text)
    compiled = tuple((_compile(e), e, n) for e, n in plan)
    named = sum(c.dice * n for c, _, n in compiled)
    if named > MAX_DICE:
        raise DiceError("dice.error.too_many_dice", limit=MAX_DICE, count=named)
    plain = all(c.plain is not None for c, _, _ in compiled)
    return compiled, sum(n for _, _, n in compiled), named, plain


@lru_cache(maxsize=2048)
def _plan(text: str) -> _Plan:
    """A whole command, split, parsed and checked (cached; refusals are not cached)."""
    return _plan_uncached(text)


# --------------------------------------------------------------------------- rolling
class _CommandContext(d20.RollContext):  # type: ignore[misc]
    """A roll budget shared by every part of one command: d20 calls ``reset()`` at the
    start of each ``Roller.roll``; we only reset when a command starts."""

    def __init__(self, max_rolls: int = MAX_DICE) -> None:
        self.max_rolls = max_rolls
        self.rolls = 0
        self.cap_at: int | None = None  # explosions of the d20 term being rolled

    def reset(self) -> None:
        pass

    def count_roll(self, n: int = 1) -> None:
        self.rolls += n
        if self.rolls > self.max_rolls:
            raise d20.TooManyRolls("Too many dice rolled.")
        if self.cap_at is not None and self.rolls > self.cap_at:
            raise TooManyExplosions()


class _Evaluator(d20.Roller):  # type: ignore[misc]
    """A d20 Roller without its own parse cache (parsing is done by :func:`_compile`) and
    with a class-level dispatch table, so creating one per command costs next to nothing."""

    _TABLE = {
        d20.ast.Expression: d20.Roller._eval_expression,
        d20.ast.AnnotatedNumber: d20.Roller._eval_annotatednumber,
        d20.ast.Literal: d20.Roller._eval_literal,
        d20.ast.Parenthetical: d20.Roller._eval_parenthetical,
        d20.ast.UnOp: d20.Roller._eval_unop,
        d20.ast.BinOp: d20.Roller._eval_binop,
        d20.ast.OperatedSet: d20.Roller._eval_operatedset,
        d20.ast.NumberSet: d20.Roller._eval_numberset,
        d20.ast.OperatedDice: d20.Roller._eval_operateddice,
        d20.ast.Dice: d20.Roller._eval_dice,
    }

    def __init__(self, context: d20.RollContext):  # noqa: D107
        self.context = context

    def _eval(self, node: Any) -> Any:
        return self._TABLE[type(node)](self, node)

    def _eval_ext(self, node: ExtNode) -> Any:
        return evaluate_ext(node.term, self.context, _d20_expression.random.randrange)

    def _eval_capped_dice(self, node: Any) -> Any:
        """d20's own ``e``/``ra`` also stop after :data:`MAX_EXPLOSIONS` extra dice."""
        ctx = self.context
        ctx.cap_at = ctx.rolls + node.value.num + max(MAX_EXPLOSIONS, node.value.num)
        try:
            return self._eval_operatedset(node)
        finally:
            ctx.cap_at = None


class _ExplodingDice(d20.ast.OperatedDice):  # type: ignore[misc]
    """An OperatedDice with ``e`` or ``ra``: marked at compile time so only these pay for
    the explosion cap."""


_Evaluator._TABLE[ExtNode] = _Evaluator._eval_ext
_Evaluator._TABLE[_ExplodingDice] = _Evaluator._eval_capped_dice


def _value_error(e: Exception, expr: str) -> DiceError:
    msg = str(e).lower()
    if "divide by zero" in msg or isinstance(e, ZeroDivisionError):
        return DiceError("dice.error.divide_by_zero", expr=expr[:80])
    if "0-sided" in msg:
        return DiceError("dice.error.zero_sides", expr=expr[:80])
    if "selector" in msg:
        return DiceError("dice.error.bad_selector", expr=expr[:80])
    return DiceError("dice.error.invalid", expr=expr[:80])


_MARKUP = re.compile(r"\*\*|~~|`|__")


def _shorten(text: str, total: int, budget: int) -> str:
    """The start of the breakdown without Markdown (so nothing is left half-open), cut
    at a separator, then ``…`` and the total."""
    body = text.rsplit(" = `", 1)[0]
    plain = _MARKUP.sub("", body)
    tail = f" … = `{total}`"
    room = max(budget - len(tail), 10)
    head = plain[:room]
    cut = max(head.rfind(", "), head.rfind(" "))
    if cut > room // 2:
        head = head[:cut]
    return head.rstrip(" ,(") + tail


def _roll_plain(compiled: _Compiled, rng: Rng) -> tuple[int, str, str]:
    """``NdM``, ``NdM+K`` or ``NdM-K``: (total, breakdown, crit) as d20 makes them (the
    same draws from ``rng``; the same Markdown: a 1 or a maximum in bold; a lone d20's
    20 or 1 a crit) without d20's result objects, which are most of a plain roll's cost.
    ``test_plain_dice_are_rolled_and_shown_as_d20_does`` holds it to d20's output. The
    total is far within :data:`MAX_RESULT`: N, M and K are within the limits checked
    when the expression was compiled."""
    assert compiled.plain is not None
    n, sides, op, k = compiled.plain
    crit = ""
    if n == 1:  # most rolls: one die, without a list and a join
        total = rng.randrange(sides) + 1
        shown = f"**{total}**" if total == 1 or total == sides else str(total)
        if compiled.d20_first:
            crit = "crit" if total == 20 else "fail" if total == 1 else ""
    else:
        values = [rng.randrange(sides) + 1 for _ in range(n)]
        shown = ", ".join(f"**{v}**" if v == 1 or v == sides else str(v) for v in values)
        total = sum(values)
    text = f"{n}d{sides} ({shown})"
    if op:
        total = total + k if op == "+" else total - k
        text = f"{text} {op} {k}"
    return total, f"{text} = `{total}`", crit


def _plain_roll(compiled: _Compiled, expr: str, share: int, rng: Rng) -> Roll:
    """The Roll of a plain part (:func:`_roll_plain`)."""
    total, text, crit = _roll_plain(compiled, rng)
    shortened = len(text) > share
    if shortened:
        text = _shorten(text, total, share)
    comment = compiled.tree.comment
    return Roll(
        expr, total, text, comment.strip() if comment else "", crit, shortened, compiled.notes
    )


def _evaluate(ev: _Evaluator, compiled: _Compiled, expr: str, share: int, rng: Rng) -> Roll:
    if compiled.plain is not None:
        ev.context.count_roll(compiled.plain[0])
        return _plain_roll(compiled, expr, share, rng)
    total, text, crit, comment = _evaluate_d20(ev, compiled, expr)
    shortened = False
    if len(text) > share:
        text = _shorten(text, total, share)
        shortened = True
    return Roll(
        expr=expr,
        total=total,
        text=text,
        comment=comment,
        crit=crit,
        shortened=shortened,
        notes=compiled.notes,
    )


def _evaluate_d20(ev: _Evaluator, compiled: _Compiled, expr: str) -> tuple[int, str, str, str]:
    """(total, breakdown, crit, comment) of any expression, by d20."""
    try:
        res = ev.roll(compiled.tree, stringifier=HeraldStringifier())
        value = res.expr.total
        if isinstance(value, float) and not math.isfinite(value) or abs(value) > MAX_RESULT:
            raise DiceError("dice.error.result_too_large", limit=MAX_RESULT)
        total = int(value)
        text = res.result
        crit = ""
        if compiled.d20_first:
            crit = {d20.CritType.CRIT: "crit", d20.CritType.FAIL: "fail"}.get(res.crit, "")
    except DiceError:
        raise
    except d20.TooManyRolls:
        raise DiceError("dice.error.too_many_rolls", limit=MAX_DICE) from None
    except TooManyExplosions:
        raise DiceError("dice.error.too_many_explosions", limit=MAX_EXPLOSIONS) from None
    except (d20.RollValueError, ZeroDivisionError) as e:
        raise _value_error(e, expr) from None
    except OverflowError:
        raise DiceError("dice.error.result_too_large", limit=MAX_RESULT) from None
    except RecursionError:
        raise DiceError("dice.error.too_deep", limit=MAX_DEPTH, depth=MAX_DEPTH + 1) from None
    except (d20.RollError, ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        raise _value_error(e, expr) from None
    return total, text, crit, (res.comment or "").strip()


def roll(
    text: str, rng: Rng, *, budget: int = TEXT_BUDGET, dice_required: bool = False
) -> RollOutput:
    """Roll a whole command (``"2d6; 3#1d20+5"``) with ``rng``.

    With ``dice_required`` (what players type), a part that names no dice (``5``,
    ``1+2``) is refused: a constant is never shown as a roll.
    Raises :class:`DiceError` (never anything else) when the input is refused.
    """
    if isinstance(text, str):
        compiled, count, named, plain = _plan(halfwidth(text))
    else:
        compiled, count, named, plain = _plan_uncached(text)
    if dice_required:
        for c, e, _ in compiled:
            if not c.terms:
                raise DiceError("dice.error.no_dice", expr=e[:80])
    share = max(MIN_SHARE, budget // count)
    if plain:
        # NdM+K parts only (most commands): no roll budget to keep (the dice named are
        # within MAX_DICE, checked by _plan, and none is rolled again) and no d20
        # evaluator, which reads its generator from the context variable
        return RollOutput(
            rolls=[_plain_roll(c, e, share, rng) for c, e, n in compiled for _ in range(n)],
            dice=named,
        )
    ctx = _CommandContext(MAX_DICE)
    ev = _Evaluator(ctx)
    rolls: list[Roll] = []
    token = _current_rng.set(rng)
    try:
        for c, e, n in compiled:
            for _ in range(n):
                rolls.append(_evaluate(ev, c, e, share, rng))
    finally:
        _current_rng.reset(token)
    return RollOutput(rolls=rolls, dice=ctx.rolls)


def roll_one(expr: str, rng: Rng, *, budget: int = TEXT_BUDGET) -> Roll:
    """Roll exactly one expression (no ``;``/``#``) -- for game rolls built from data."""
    if ";" in expr or _REPEAT.match(expr):
        raise DiceError("dice.error.invalid", expr=expr[:80])
    return roll(expr, rng, budget=budget).rolls[0]


def die_values(expr: str, rng: Rng) -> tuple[Roll, list[int]]:
    """Roll one expression and also return the values of its kept dice, in order
    (for success counting against a target: ``"3d6"`` -> ``[4, 1, 6]``)."""
    plan = _split(expr)
    if len(plan) != 1 or plan[0][1] != 1:
        raise DiceError("dice.error.invalid", expr=expr[:80])
    compiled = _compile(plan[0][0])
    if compiled.dice > MAX_DICE:
        raise DiceError("dice.error.too_many_dice", limit=MAX_DICE, count=compiled.dice)
    ev = _Evaluator(_CommandContext(MAX_DICE))
    values: list[int] = []
    token = _current_rng.set(rng)
    try:
        try:
            res = ev.roll(compiled.tree, stringifier=HeraldStringifier())
        except d20.TooManyRolls:
            raise DiceError("dice.error.too_many_rolls", limit=MAX_DICE) from None
        except TooManyExplosions:
            raise DiceError("dice.error.too_many_explosions", limit=MAX_EXPLOSIONS) from None
        except (d20.RollError, ArithmeticError, ValueError) as e:
            raise _value_error(e, expr) from None
    finally:
        _current_rng.reset(token)
    stack = [res.expr]
    order: list[Any] = []
    while stack:
        node = stack.pop()
        if isinstance(node, _d20_expression.Dice):
            order.append(node)
        else:
            stack.extend(reversed(node.children))
    for dice in order:
        values.extend(int(d.number) for d in dice.keptset)
    total = int(res.expr.total)
    return Roll(expr=expr, total=total, text=res.result), values
