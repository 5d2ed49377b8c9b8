"""Herald's notation layer: the dice notations of Avrae/d20, Dice Maiden and Roll20, read
into one meaning, rolled over d20's runtime classes and shown by a stringifier.

How a part of a command is read (:func:`translate`):

1. A scanner walks the text. Every dice term (``3d6``, ``4dF``, ``1d%``, ``10d6!>5``)
   is read with the modifiers glued to it, and with Dice Maiden's modifiers written after
   a space (``6d10 t7``, ``3d10 k2``); a term whose text d20 already reads with the same
   meaning is left to d20 unchanged (so game rolls and seeded dice are unchanged); any
   other term becomes an :class:`ExtTerm` (rolled by this module).
2. Words: advantage words (``adv``, ``dis``, ``有利``, ``不利``, ``vantaggio``,
   ``svantaggio`` ...) turn the first ``1d20`` into ``2d20kh1``/``2d20kl1`` (Avrae's rule);
   an ordinary word after a space starts the comment (d20's habit); Dice Maiden's
   ``! text`` is a comment too. A word that looks like notation but is not understood
   (``kh1`` after a space, ``1d20x``, ``cs>19``) is refused, naming it: never a comment.
3. d20 parses the rest *without* its comment fallback (that fallback is what turned
   ``3d6!`` into a comment), and each :class:`ExtTerm` replaces its placeholder in the
   tree, in textual order.

Where the tools disagree, Herald picks one reading and says so in the reply
(:attr:`Translation.notes`): see the README's dice section for the table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import d20
import d20.diceast as _ast
import d20.expression as _expr

from bot.engine.dice_phrases import glued_comment_ok, is_cjk, join_spaced, roll_word
from bot.engine.errors import DiceError

__all__ = [
    "MAX_EXPLOSIONS",
    "Cond",
    "ExtTerm",
    "ExtNode",
    "Translation",
    "translate",
    "evaluate_ext",
    "PoolResult",
    "ExtDiceResult",
    "CompoundDie",
    "HeraldStringifier",
    "ADV_WORDS",
    "DIS_WORDS",
]

MAX_EXPLOSIONS = 100  # extra dice one exploding term may add beyond the dice it names

ADV_WORDS = frozenset({"adv", "advantage", "有利", "vantaggio", "van"})
DIS_WORDS = frozenset({"dis", "disadvantage", "disadv", "不利", "svantaggio", "svan"})
_ADV_GLUED = re.compile(
    r"(advantage|disadvantage|disadv|adv|dis|有利|不利|svantaggio|vantaggio)(?![^\W\d_])",
    re.I,
)

Note = tuple[str, dict[str, Any]]


# --------------------------------------------------------------------------- conditions
@dataclass(frozen=True, slots=True)
class Cond:
    """A comparison on one die: ``op`` is one of ``>= <= == > <``."""

    op: str
    n: int

    def test(self, v: int) -> bool:
        if self.op == ">=":
            return v >= self.n
        if self.op == "<=":
            return v <= self.n
        if self.op == ">":
            return v > self.n
        if self.op == "<":
            return v < self.n
        return v == self.n

    def selector(self) -> Any:
        """The d20 selector that picks the same dice."""
        if self.op == ">=":
            return _expr.SetSelector(">", self.n - 1)
        if self.op == "<=":
            return _expr.SetSelector("<", self.n + 1)
        if self.op in (">", "<"):
            return _expr.SetSelector(self.op, self.n)
        return _expr.SetSelector(None, self.n)

    def __str__(self) -> str:
        return {">=": "≥", "<=": "≤", "==": "=", ">": ">", "<": "<"}[self.op] + str(self.n)


def _inclusive(sign: str, n: int, default: str = "==") -> Cond:
    """Roll20/Dice Maiden comparisons: ``>4`` is 4 or more, ``<2`` is 2 or less."""
    return Cond({">": ">=", "<": "<=", "=": "==", "": default}[sign], n)


# --------------------------------------------------------------------------- terms
@dataclass(slots=True)
class Op:
    """One operation on a term's dice, in the order written."""

    kind: str  # d20 op (k p rr ro ra e mi ma) | "x" explode | "x1" explode once | "tot"
    sel: Any = None  # a d20 SetSelector for d20 ops; a Cond for x / x1
    n: int = 0


@dataclass(slots=True)
class ExtTerm:
    """A dice term Herald rolls itself (what d20 cannot read, or reads otherwise)."""

    text: str  # as written (for the breakdown)
    num: int
    size: int  # faces rolled (Fate: 3, shown as - 0 +; percentile: 100)
    fate: bool = False
    ops: list[Op] = field(default_factory=list)
    compound: Cond | None = None  # !! : explosions add to the same die
    penetrate: bool = False  # !p : each extra roll counts one less
    success: Cond | None = None
    failure: Cond | None = None

    def sels_ok(self) -> bool:
        return True


class ExtNode(_ast.Node):  # type: ignore[misc]
    """The AST node of an :class:`ExtTerm` (a leaf: the dice are inside)."""

    def __init__(self, term: ExtTerm):
        super().__init__()
        self.term = term

    @property
    def children(self) -> list[Any]:
        return []

    def __str__(self) -> str:
        return self.term.text


@dataclass(slots=True)
class Translation:
    text: str  # what d20 parses (placeholders ``1d1`` for ExtTerms)
    terms: list[ExtTerm | None]  # one per dice term in textual order; None = d20's own
    comment: str = ""
    notes: list[Note] = field(default_factory=list)


# --------------------------------------------------------------------------- scanning
_TERM = re.compile(r"(\d*)([dD])(\d+|%|[fF](?![0-9]))")
_D20_MOD = re.compile(r"(rr|ro|ra|mi|ma|k|p|e)([hl<>]?)(\d+)")
_MOD = re.compile(
    r"""
    (?P<x>!!|!p|!(?!=))(?P<xs>[<>=]?)(?P<xn>\d*)
  | (?P<d20>rr|ro|ra|mi|ma|k|p|e)(?P<ds>[hl<>]?)(?P<dn>\d+)
  | (?P<ie>ie|ir)(?P<ien>\d*)
  | (?P<drop>d[hl]?)(?P<dropn>\d+)
  | r(?P<rs>[<>=]?)(?P<rn>\d+)
  | (?P<cmp>[<>=])(?!=)(?P<cn>\d+)
  | t(?P<tn>\d+)
  | f(?P<fs>[<>=]?)(?P<fn>\d+)
    """,
    re.X,
)
_SET_OP = re.compile(r"(k|p)([hl<>]?\d+)")
_DM_WORD = re.compile(r"(ie|ir|kh|kl|dh|dl|k|d|e|r|t|f)(\d*)")
_NOTATION_LIKE = re.compile(r"[a-z]{1,3}[<>=]?\d|[a-z]{1,3}[<>=]|[!<>=]|\d+[a-z]", re.I)
_DM_SWITCHES = frozenset({"s", "ul", "unsort", "sa", "sd"})  # output switches, not comments


def _refuse(part: str, expr: str) -> DiceError:
    return DiceError("dice.error.not_understood", part=part[:30], expr=expr[:80])


def _word_at(s: str, i: int) -> int:
    j = i
    while j < len(s) and not s[j].isspace():
        j += 1
    return j


class _Scanner:
    def __init__(self, expr: str):
        self.s = expr
        self.out: list[str] = []
        self.terms: list[ExtTerm | None] = []
        self.term_texts: list[str] = []  # the d20 text of each term (for advantage)
        self.term_out_index: list[int] = []
        self.notes: list[Note] = []
        self.comment = ""
        self.adv = 0  # 1 advantage, -1 disadvantage
        self.open_term = -1  # index of a term Dice Maiden's spaced modifiers may follow

    # -- helpers -----------------------------------------------------------
    def note(self, key: str, **params: Any) -> None:
        self.notes.append((key, params))

    def set_adv(self, word: str) -> None:
        w = word.lower()
        value = 1 if w in ADV_WORDS or w.startswith("adv") else -1
        if self.adv and self.adv != value:
            raise DiceError("dice.error.adv_both", expr=self.s[:80])
        self.adv = value

    # -- main loop ---------------------------------------------------------
    def run(self) -> Translation:
        s, i = self.s, 0
        braces: list[list[bool]] = []
        while i < len(s):
            ch = s[i]
            if ch.isspace():
                self.out.append(ch)
                i += 1
                continue
            if ch == "[":
                j = s.find("]", i)
                j = len(s) if j < 0 else j + 1
                self.out.append(s[i:j])
                i = j
                continue
            if self.open_term >= 0 and ch in "dD" and s[i - 1].isspace():
                j = _word_at(s, i)
                dm = _DM_WORD.fullmatch(s[i:j])
                if dm:  # Dice Maiden's "3d10 d1": drop the lowest
                    self.dm_modifier(dm, s[i:j])
                    i = j
                    continue
            m = _TERM.match(s, i)
            if m and (i == 0 or not (s[i - 1].isalnum() or s[i - 1] == "_")):
                i = self.term(m)
                continue
            self.open_term = -1 if not ch.isalpha() and ch != "!" else self.open_term
            if ch == "{":
                braces.append([False])
                self.out.append("(")
                i += 1
                continue
            if ch == "," and braces:
                braces[-1][0] = True
            if ch == ")":  # d20's set operations: (1, 2, 3)kh2
                self.out.append(ch)
                i += 1
                while m2 := _SET_OP.match(s, i):
                    self.out.append(m2.group(0))
                    i = m2.end()
                continue
            if ch == "}":
                had_comma = braces.pop()[0] if braces else False
                i = self.group_end(i, had_comma)
                continue
            if ch == "!":
                if s.startswith("!=", i):
                    self.out.append("!=")
                    i += 2
                    continue
                before = s[i - 1] if i else " "
                after = s[i + 1] if i + 1 < len(s) else " "
                if before.isspace() and after.isspace() and "".join(self.out).strip():
                    self.take_comment(s[i + 1 :])
                    break
                raise _refuse(s[i : _word_at(s, i)], s)
            if ch.isalpha() or ch == "_":
                k = i
                while k < len(s) and (s[k].isalpha() or s[k] == "_"):
                    k += 1
                if s[i:k].lower() in ADV_WORDS or s[i:k].lower() in DIS_WORDS:
                    self.set_adv(s[i:k])
                    i = k
                    continue
                j = _word_at(s, i)
                word = s[i:j]
                if self.open_term >= 0 and (dm := _DM_WORD.fullmatch(word)):
                    self.dm_modifier(dm, word)
                    i = j
                    continue
                before = s[i - 1] if i else ""
                glued = before and not before.isspace()
                if glued and is_cjk(ch) and "".join(self.out).strip():
                    if not glued_comment_ok(s[i:]):  # 2d6を2回振る: a count Herald won't roll
                        raise DiceError("dice.error.glued_number", part=s[i:][:30], expr=s[:80])
                    self.take_comment(s[i:])  # Japanese: a comment glued to the expression
                    break
                switch = self.open_term >= 0 and word.lower() in _DM_SWITCHES
                if glued or switch or _NOTATION_LIKE.match(word) or not "".join(self.out).strip():
                    raise _refuse(word, s)
                self.take_comment(s[i:])
                break
            self.out.append(ch)
            i += 1
        if braces:
            raise _refuse("{", s)
        if self.adv:
            self.apply_adv()
        return Translation("".join(self.out), self.terms, self.comment.strip(), self.notes)

    def take_comment(self, rest: str) -> None:
        words = []
        for w in rest.split():
            lw = w.lower().strip(".,;:!?")
            if lw[:2] in ("有利", "不利"):  # 有利で攻撃: advantage, then the comment
                self.set_adv(lw[:2])
                w = w[2:]
                lw = ""
            if lw in ADV_WORDS or lw in DIS_WORDS:
                self.set_adv(lw)
            elif w:
                words.append(w)
        comment = " ".join(words)
        self.comment = "" if roll_word(comment) else comment

    def group_end(self, i: int, had_comma: bool) -> int:
        """``}``: a Roll20 group. ``{a, b}kh1`` is d20's set; ``{3d6+3}>10`` counts the
        group as a success when it is 10 or more."""
        s = self.s
        self.out.append(")")
        i += 1
        m = re.match(r"([<>])(?!=)(\d+)", s[i:])
        if m:
            if had_comma:
                raise _refuse(s[i : i + len(m.group(0))], s)
            sign = m.group(1)
            self.out.append(f"{sign}={m.group(2)}")
            self.note("dice.read.group_success", cond=str(_inclusive(sign, int(m.group(2)))))
            return i + len(m.group(0))
        if had_comma:  # d20's set operations: {a, b}kh1 is (a, b)kh1
            while m := re.match(r"(k|p)([hl<>]?\d+)", s[i:]):
                self.out.append(m.group(0))
                i += len(m.group(0))
        elif m := re.match(r"(k|p|d)([hl<>]?\d+)", s[i:]):
            # Roll20 keeps or drops single dice across a one-expression group
            raise _refuse("{…}" + m.group(0), s)
        if i < len(s) and (s[i].isalnum() or s[i] == "_"):
            raise _refuse("}" + s[i : _word_at(s, i)], s)
        return i

    # -- dice terms --------------------------------------------------------
    def term(self, m: re.Match[str]) -> int:
        s = self.s
        start = m.start()
        count = int(m.group(1)) if m.group(1) else 1
        if len(m.group(1)) > 6:
            count = 10**6  # refused by the dice limit
        size_text = m.group(3)
        fate = size_text in ("f", "F")
        percent = size_text == "%"
        size = 3 if fate else 100 if percent else int(size_text[:7])
        term = ExtTerm(text="", num=count, size=size, fate=fate)
        pure = m.group(2) == "d" and not fate and not percent
        j = m.end()
        adv_glued = ""
        while j < len(s):
            mm = _MOD.match(s, j)
            if not mm:
                break
            pure = self.modifier(term, mm) and pure
            j = mm.end()
        am = _ADV_GLUED.match(s, j)
        if am:
            adv_glued = am.group(1)
            j = am.end()
        if j < len(s) and (s[j].isalnum() or s[j] == "_") and not is_cjk(s[j]):
            raise _refuse(s[start : _word_at(s, j)], s)
        text = s[start:j]
        if adv_glued:
            text = text[: -len(adv_glued)]
        term.text = text
        if fate:
            self.note("dice.read.fate", term=text)
            for op in term.ops:
                if op.kind not in ("k", "p") or op.sel.cat not in ("h", "l"):
                    raise _refuse(text, s)
        if percent:
            self.note("dice.read.percent", term=text)
        self.term_out_index.append(len(self.out))
        if pure:
            self.terms.append(None)
            self.term_texts.append(text)
            self.out.append(text)
        else:
            self.terms.append(term)
            self.term_texts.append(text)
            self.out.append("1d1")
        self.open_term = len(self.terms) - 1
        if adv_glued:
            self.set_adv(adv_glued)
        return j

    def modifier(self, term: ExtTerm, mm: re.Match[str]) -> bool:
        """Add one glued modifier; True if d20 reads it with the same meaning."""
        if term.compound is not None and not mm.group("cmp") and not mm.group("fn"):
            if not (mm.group("tn") or mm.group("fs")):
                raise _refuse(mm.group(0), self.s)
        if mm.group("x"):
            kind = mm.group("x")
            cond = (
                _inclusive(mm.group("xs"), int(mm.group("xn")))
                if mm.group("xn")
                else Cond("==", term.size)
            )
            if mm.group("xs") and not mm.group("xn"):
                raise _refuse(mm.group(0), self.s)
            if kind == "!":
                term.ops.append(Op("x", cond))
                self.note("dice.read.explode", cond=str(cond))
            else:
                if term.ops:
                    raise _refuse(mm.group(0), self.s)
                term.compound = cond
                term.penetrate = kind == "!p"
                self.note(
                    "dice.read.penetrate" if term.penetrate else "dice.read.compound",
                    cond=str(cond),
                )
            return False
        if mm.group("d20"):
            op, cat, n = mm.group("d20"), mm.group("ds") or None, int(mm.group("dn")[:10])
            term.ops.append(Op(op, _expr.SetSelector(cat, n)))
            if op in ("k", "p") and cat is None:
                self.note("dice.read.keep_equal" if op == "k" else "dice.read.drop_equal", n=n)
            return True
        if mm.group("ie"):
            ien: int | None = int(mm.group("ien")[:10]) if mm.group("ien") else None
            if mm.group("ie") == "ie":
                cond = Cond(">=", ien if ien is not None else term.size)
                term.ops.append(Op("x", cond))
                self.note("dice.read.explode", cond=str(cond))
            else:
                if ien is None:
                    raise _refuse(mm.group(0), self.s)
                term.ops.append(Op("rr", Cond("<=", ien).selector()))
                self.note("dice.read.reroll", cond=str(Cond("<=", ien)))
            return False
        if mm.group("drop"):
            n = int(mm.group("dropn")[:10])
            high = mm.group("drop") == "dh"
            term.ops.append(Op("p", _expr.SetSelector("h" if high else "l", n)))
            self.note("dice.read.drop_high" if high else "dice.read.drop_low", n=n)
            return False
        if mm.group("rn"):
            cond = _inclusive(mm.group("rs"), int(mm.group("rn")[:10]))
            term.ops.append(Op("rr", cond.selector()))
            self.note("dice.read.reroll", cond=str(cond))
            return False
        if mm.group("cmp"):
            self.set_success(term, _inclusive(mm.group("cmp"), int(mm.group("cn")[:10])))
            return False
        if mm.group("tn"):
            self.set_success(term, Cond(">=", int(mm.group("tn")[:10])))
            return False
        cond = _inclusive(mm.group("fs"), int(mm.group("fn")[:10]), default="<=")
        if term.failure is not None:
            raise _refuse(mm.group(0), self.s)
        term.failure = cond
        self.note("dice.read.failure", cond=str(cond))
        return False

    def set_success(self, term: ExtTerm, cond: Cond) -> None:
        if term.success is not None:
            raise _refuse(str(cond), self.s)
        term.success = cond
        self.note("dice.read.success", cond=str(cond))

    def dm_modifier(self, dm: re.Match[str], word: str) -> None:
        """Dice Maiden's modifiers written after a space (``6d10 t7``, ``3d10 k2``)."""
        idx = self.open_term
        term = self.terms[idx]
        if term is None:  # a d20 term becomes one of ours
            tm = _TERM.match(self.term_texts[idx])
            assert tm is not None
            term = ExtTerm(
                text=self.term_texts[idx],
                num=int(tm.group(1)) if tm.group(1) else 1,
                size=int(tm.group(3)[:7]),
            )
            for mm in _D20_MOD.finditer(self.term_texts[idx][tm.end() :]):
                term.ops.append(
                    Op(mm.group(1), _expr.SetSelector(mm.group(2) or None, int(mm.group(3))))
                )
            self.terms[idx] = term
            self.out[self.term_out_index[idx]] = "1d1"
        kind, num = dm.group(1), dm.group(2)
        n = int(num[:10]) if num else None
        term.text = f"{term.text} {word}"
        if kind in ("e", "ie"):
            cond = Cond(">=", n if n is not None else term.size)
            term.ops.append(Op("x" if kind == "ie" else "x1", cond))
            self.note(
                "dice.read.explode" if kind == "ie" else "dice.read.explode_once", cond=str(cond)
            )
            return
        if n is None:
            raise _refuse(word, self.s)
        if kind in ("k", "kh", "kl"):
            low = kind == "kl"
            term.ops.append(Op("k", _expr.SetSelector("l" if low else "h", n)))
            self.note("dice.read.keep_low" if low else "dice.read.keep_high", n=n)
        elif kind in ("d", "dl", "dh"):
            high = kind == "dh"
            # Dice Maiden drops before it keeps, whatever the order written
            term.ops.insert(
                self.first_keep(term), Op("p", _expr.SetSelector("h" if high else "l", n))
            )
            self.note("dice.read.drop_high" if high else "dice.read.drop_low", n=n)
        elif kind in ("r", "ir"):
            cond = Cond("<=", n)
            term.ops.append(Op("ro" if kind == "r" else "rr", cond.selector()))
            self.note(
                "dice.read.reroll_once" if kind == "r" else "dice.read.reroll", cond=str(cond)
            )
        elif kind == "t":
            self.set_success(term, Cond(">=", n))
        else:  # f
            if term.failure is not None:
                raise _refuse(word, self.s)
            if n:  # Dice Maiden: f0 is no failure number at all
                term.failure = Cond("<=", n)
                self.note("dice.read.failure", cond=str(term.failure))

    @staticmethod
    def first_keep(term: ExtTerm) -> int:
        for k, op in enumerate(term.ops):
            if op.kind == "k":
                return k
        return len(term.ops)

    def apply_adv(self) -> None:
        """Avrae's rule: the leftmost dice term, if it is a plain 1d20, becomes 2d20kh1."""
        word = "kh1" if self.adv > 0 else "kl1"
        first = "".join(self.out).lstrip()
        if not self.terms or self.terms[0] is not None or not first.startswith(self.term_texts[0]):
            raise DiceError("dice.error.adv_needs_d20", expr=self.s[:80])
        tm = _TERM.fullmatch(self.term_texts[0])
        if tm is None or tm.group(1) not in ("", "1") or tm.group(3) != "20":
            raise DiceError("dice.error.adv_needs_d20", expr=self.s[:80])
        self.out[self.term_out_index[0]] = f"2d20{word}"
        self.term_texts[0] = f"2d20{word}"
        self.note("dice.read.adv" if self.adv > 0 else "dice.read.dis", term=f"2d20{word}")


def translate(expr: str) -> Translation:
    """Read one expression (no ``;``, no repeat prefix). Raises :class:`DiceError`.
    A dice term typed with spaces (``2 d 6``) is read as one (``2d6``), and the reply
    says so."""
    joined = join_spaced(expr)
    tr = _Scanner(joined).run()
    if joined != expr:
        tr.notes.insert(0, ("dice.read.joined", {"typed": expr.strip(), "read": joined.strip()}))
    return tr


# --------------------------------------------------------------------------- rolling
class CompoundDie(_expr.Die):  # type: ignore[misc]
    """One compounding (``!!``) or penetrating (``!p``) die: its rolls add up."""

    __slots__ = ("parts",)

    def __init__(self, size: int, parts: list[int], context: Any = None):
        super().__init__(size, [_expr.Literal(sum(parts))], context=context)
        self.parts = parts


class ExtDiceResult(_expr.Dice):  # type: ignore[misc]
    """The dice of an :class:`ExtTerm` (Fate dice total -1/0/+1 each)."""

    __slots__ = ("term",)

    def __init__(self, term: ExtTerm, values: list[Any], context: Any):
        super().__init__(term.num, term.size, values, context=context)
        self.term = term

    @property
    def number(self) -> int:
        if self.term.fate:
            return sum(int(d.number) - 2 for d in self.keptset)
        return int(sum(d.number for d in self.keptset))


class PoolResult(_expr.Number):  # type: ignore[misc]
    """A success pool: the dice, and how many counted."""

    __slots__ = ("dice", "successes", "failures")

    def __init__(self, dice: ExtDiceResult, successes: int, failures: int):
        super().__init__()
        self.dice = dice
        self.successes = successes
        self.failures = failures

    @property
    def number(self) -> int:
        return self.successes - self.failures

    @property
    def set(self) -> list[Any]:
        return [self]

    @property
    def children(self) -> list[Any]:
        return [self.dice]

    def set_child(self, index: int, value: Any) -> None:
        self.dice = value


class TooManyExplosions(Exception):
    pass


def _explode(dice: ExtDiceResult, cond: Cond, once: bool, budget: list[int]) -> None:
    sel = cond.selector()
    op = _expr.SetOperator("e", [sel])
    todo = op.select(dice)
    done: set[Any] = set()
    while todo:
        for die in [d for d in dice.values if d in todo]:  # in order: seeded rolls repeat
            if budget[0] <= 0:
                raise TooManyExplosions()
            budget[0] -= 1
            die.explode()
            dice.roll_another()
        if once:
            return
        done.update(todo)
        todo = op.select(dice).difference(done)


def evaluate_ext(term: ExtTerm, context: Any, randrange: Callable[[int], int]) -> Any:
    """Roll one :class:`ExtTerm`; every die counts against ``context`` (the budget)."""
    budget = [max(MAX_EXPLOSIONS, term.num)]
    if term.compound is not None:
        values: list[Any] = []
        for _ in range(term.num):
            context.count_roll()
            parts = [randrange(term.size) + 1]
            while term.compound.test(parts[-1]):
                if budget[0] <= 0:
                    raise TooManyExplosions()
                budget[0] -= 1
                context.count_roll()
                parts.append(randrange(term.size) + 1)
            if term.penetrate:
                parts = [parts[0]] + [p - 1 for p in parts[1:]]
            values.append(CompoundDie(term.size, parts, context))
        dice = ExtDiceResult(term, values, context)
    else:
        dice = ExtDiceResult(
            term, [_expr.Die.new(term.size, context=context) for _ in range(term.num)], context
        )
    for op in term.ops:
        if op.kind in ("x", "x1"):
            _explode(dice, op.sel, op.kind == "x1", budget)
            continue
        the_op = _expr.SetOperator(op.kind, [op.sel])
        the_op.operate(dice)
    if term.success is None and term.failure is None:
        return dice
    kept = [d.number for d in dice.keptset]
    succ = sum(1 for v in kept if term.success.test(v)) if term.success else 0
    fail = sum(1 for v in kept if term.failure.test(v)) if term.failure else 0
    return PoolResult(dice, succ, fail)


# --------------------------------------------------------------------------- showing
_FATE = {1: "−", 2: "0", 3: "+"}


class HeraldStringifier(d20.MarkdownStringifier):  # type: ignore[misc]
    """d20's Markdown stringifier plus Herald's result nodes: success pools (successes
    in bold, failures underlined), Fate dice (``+ 0 −``), compounding dice
    (``6+6+2``), and each of Herald's terms shown as it was written. d20's own nodes
    keep d20's rendering (and its speed): only the new node types are added."""

    def __init__(self) -> None:
        super().__init__()
        self._nodes[PoolResult] = self._str_pool
        self._nodes[ExtDiceResult] = self._str_ext
        self._pool: PoolResult | None = None

    def _str_pool(self, node: PoolResult) -> str:
        self._pool = node
        try:
            inside = self._stringify(node.dice)
        finally:
            self._pool = None
        return f"{inside} ⇒ {node.successes}" + (f"−{node.failures}" if node.failures else "")

    def _str_ext(self, node: ExtDiceResult) -> str:
        term = node.term
        pool = self._pool
        shown = []
        for die in node.values:
            if isinstance(die, CompoundDie):
                inside = "+".join(str(p) for p in die.parts)
            elif term.fate:
                inside = _FATE.get(int(die.number), str(die.number))
            else:
                inside = self._str_die(die)  # d20's: rerolls and explosions, 1s and maxima
            if pool is not None and die.kept:
                value = int(die.number)
                if term.success is not None and term.success.test(value):
                    inside = f"**{inside.replace('**', '')}**"
                elif term.failure is not None and term.failure.test(value):
                    inside = f"__{inside.replace('**', '')}__"
                else:
                    inside = inside.replace("**", "")
            if not die.kept:
                inside = f"~~{inside.replace('~~', '')}~~"
            shown.append(inside)
        return f"{term.text} ({', '.join(shown)})"


def walk_with_parents(tree: Any) -> Iterator[tuple[Any, int, Any]]:
    """(parent, index, node) of every node, depth first, left to right."""
    stack: list[tuple[Any, int, Any]] = [(None, 0, tree)]
    while stack:
        parent, index, node = stack.pop()
        yield parent, index, node
        children: Sequence[Any] = node.children
        for k in range(len(children) - 1, -1, -1):
            stack.append((node, k, children[k]))
