"""``herald roll``: dice from the terminal, with the same engine and text as ``/roll``.

    herald roll "4d6kh3; 2#1d20+5" [--seed N] [--json] [--locale ja]
    herald roll --dice rebellion --count 3
    herald roll --game raid --faction scotti --renown 1 --forts 1

``--json`` prints a JSON list, one object per roll: ``expr``, ``total``, ``text``.
A refused input exits with status 2 and prints the reason in words.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

from bot.engine import dice as engine
from bot.engine.dice_book import load_book, roll_game, roll_named
from bot.engine.errors import DiceError, HeraldError
from bot.i18n import normalize_locale, t
from bot.service.dice_rng import PooledSystemRandom

DEFAULT_KNOWLEDGE = Path(__file__).resolve().parents[3] / "knowledge"
_MD = re.compile(r"\*\*|~~|`")


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # usage + reason, status 2, no traceback
        self.print_usage(sys.stderr)
        print(f"herald roll: {message}", file=sys.stderr)
        raise SystemExit(2)


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="herald roll", description="Roll dice (d20 notation, named dice, game rolls).")
    p.add_argument(
        "expr",
        nargs="*",
        help="dice notation (Avrae, Dice Maiden, Roll20), e.g. 1d20+5 adv, 4d6kh3, 10d6>4, 3d6!, 4dF, '2d6; 1d20'",
    )
    p.add_argument(
        "--seed", type=int, help="seed a repeatable generator (default: system randomness)"
    )
    p.add_argument("--json", action="store_true", help="print a JSON list: expr, total, text")
    p.add_argument("--plain", action="store_true", help="strip Markdown from the text")
    p.add_argument("--locale", default="en", help="en, ja or it")
    p.add_argument("--knowledge", help="knowledge folder (default: the shipped one)")
    p.add_argument("--dice", help="a named die, e.g. rebellion")
    p.add_argument(
        "--count", type=int, help="how many named dice; raiders/regions/spaces for --game"
    )
    p.add_argument("--game", help="a game roll, e.g. raid, settle, evade")
    for opt in ("faction", "renown", "forts", "unit", "terrain"):
        p.add_argument(f"--{opt}")
    # herald's global options, accepted as every command accepts them; a roll reads
    # neither a database nor a .env file
    p.add_argument("--db", help=argparse.SUPPRESS)
    p.add_argument("--env-file", help=argparse.SUPPRESS)
    return p


def _objects(args, rng, locale: str) -> tuple[list[dict], list[str]]:
    """(JSON objects, text lines) of what was asked."""
    from bot.service.dice import expr_lines, game_lines, named_lines

    expr = " ".join(args.expr).strip()
    chosen = [x for x in (expr, args.dice, args.game) if x]
    if not chosen:
        raise DiceError("dice.error.nothing")
    if len(chosen) > 1:
        raise DiceError("dice.error.mixed")
    if expr:
        out = engine.roll(expr, rng, dice_required=True)
        return [r.to_json() for r in out.rolls], expr_lines(out, locale)
    book = load_book(Path(args.knowledge or DEFAULT_KNOWLEDGE) / "dice")
    if args.dice:
        res = roll_named(book, args.dice, args.count, rng)
        lines = named_lines(book, res, locale)
        obj = {
            "expr": f"{len(res.faces)}×{res.die.id}",
            "total": len(res.faces),
            "text": lines[1] if len(lines) > 1 else lines[0],
            "faces": [f.id for f in res.faces],
            "tally": {f.id: n for f, n in res.tally},
        }
        return [obj], lines
    params = {
        k: getattr(args, k)
        for k in ("faction", "renown", "forts", "unit", "terrain", "count")
        if getattr(args, k) is not None
    }
    gres = roll_game(book, args.game, params, rng)
    objs = []
    for v in gres.variants:
        for a in v.attempts:
            objs.append(
                {
                    "expr": v.dice,
                    "total": a.result,
                    "text": a.roll.text,
                    "raw": a.raw,
                    "sources": list(v.sources),
                    "roll": gres.roll.id,
                }
            )
    return objs, game_lines(book, gres, locale)


def main(argv: list[str]) -> int:
    args = parser().parse_args(list(argv))
    locale = normalize_locale(args.locale)
    rng = random.Random(args.seed) if args.seed is not None else PooledSystemRandom()
    try:
        objs, lines = _objects(args, rng, locale)
    except HeraldError as e:
        print(f"herald roll: {t(e.key, locale, **e.params)}", file=sys.stderr)
        return 2
    except (OSError, ValueError) as e:  # unreadable knowledge folder
        print(f"herald roll: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(objs, ensure_ascii=False))
    else:
        for line in lines:
            print(_MD.sub("", line) if args.plain else line)
    return 0


if __name__ == "__main__":  # python -m bot.adapters.cli.dice
    raise SystemExit(main(sys.argv[1:]))
