"""What a heading says, as against how a summary lays it out. Pure.

A summary numbers its headings to order them ("4.3 Unfinished links", "12. A hero's
death", "0.2 Length of the game"): that number is the heading's place in the outline,
not a word of it. A question's number ("how many turns with 4 players", "three 1s")
is a count or a die face, and meets such a heading only by chance."""

from __future__ import annotations

import re

# an outline number opening a (folded) heading: "4.", "4.3", "0.2 ", "12)", "2．"
# ("3人", "7×7", "Fase 1" keep theirs: there the number is a word of the heading)
_OUTLINE = re.compile(r"^\s*(?:\d+(?:\.\d+)+\.?|\d+[.)．）])\s*")
_PARENTS = " › "


def unnumbered(heading: str) -> str:
    """A folded heading without its outline number."""
    m = _OUTLINE.match(heading)
    return heading[m.end() :] if m else heading


def path_says_number(parents: str, number: str) -> bool:
    """Whether one of the folded headings above a section (joined by " › ") says
    ``number`` other than as its outline number."""
    return bool(parents) and any(says_number(h, number) for h in parents.split(_PARENTS))


def says_number(heading: str, number: str) -> bool:
    """Whether a folded heading says ``number`` (digits) other than as its outline
    number: as a whole number ("3人", "bonus 7×7"), not inside a longer one."""
    rest = unnumbered(heading)
    k = rest.find(number)
    while k >= 0:
        end = k + len(number)
        if (k == 0 or not rest[k - 1].isdigit()) and (end == len(rest) or not rest[end].isdigit()):
            return True
        k = rest.find(number, k + 1)
    return False
