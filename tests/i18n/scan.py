"""What a reader of one language must never meet in a post: text of another language,
an English option or value name, an id.

The scan reads a transcript line by line, leaving out what is the reader's own by
construction: commands (``/regola ricerca:…``, localised by ``t``), code spans, mentions,
URLs, the transcript's own markers (``anna: press …``) and text a user typed.
"""

from __future__ import annotations

import re

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
LATIN_WORD = re.compile(r"(?<![\w#@/`.])[A-Za-z][A-Za-z'’-]{2,}(?![\w`])")
# words an English post uses that Italian and Japanese posts must not show (function
# words, and the names of options and values that used to leak: winner:none,
# strength:, eligible, approve/reject ...)
ENGLISH = {
    "the",
    "and",
    "with",
    "of",
    "is",
    "are",
    "not",
    "none",
    "nobody",
    "yes",
    "eligible",
    "ineligible",
    "approve",
    "reject",
    "winner",
    "strength",
    "choice",
    "value",
    "seat",
    "seats",
    "step",
    "steps",
    "phase",
    "faction",
    "factions",
    "track",
    "markers",
    "law",
    "undo",
    "done",
    "pass",
    "passed",
    "players",
    "player",
    "turn",
    "takes",
    "your",
    "events_left",
    "eras",
    "delta",
    "confirm",
    "true",
    "false",
    "untitled_card",
    "game",
    "option",
    "options",
    "rule",
    "rules",
    "card",
    "cards",
    "bid",
    "start",
    "begin",
    "join",
    "roll",
    "dice",
    "vote",
    "order",
    "number",
    "title",
    "epoch",
    "final",
    "user",
    "query",
}
ITALIAN = {"della", "delle", "degli", "il", "gli", "che", "non", "sono", "una", "passa"}
# Latin words a Japanese post may hold: names of things that have no other name
JA_ALLOWED = {
    "herald",
    "gm",
    "coin",
    "json",
    "pb",
    "kb",
    "utf",
    "toml",
    "discord",
    "developer",
    "portal",
    "avrae",
    "readme",
    "fate",
    "slug",
    "dux",
    "bot",
    "vp",
    "github",
    "herald_message_content",
    "rng",
    "id",
}
STRIP = [
    re.compile(r"`[^`]*`"),  # code spans: commands, notation
    re.compile(r"(?<![\w])/\S+(?:\s[^\s/:]+:\S*)*"),  # a command and its options
    re.compile(r"@\w+"),  # mentions
    re.compile(r"https?://\S+"),
    re.compile(r"\[\[[^\]]*\]\]"),  # inline roll syntax
    re.compile(r"[\w./-]+\.(?:toml|md|json|db)\b"),  # file names and paths
    re.compile(r"#\d+"),  # card numbers
    re.compile(r"\bv\d+\b"),  # versions
]
TRANSCRIPT_MARK = re.compile(r"^\S+: (?:/|press |!)")  # "anna: press Pass", "gm: /game begin"


def visible(line: str, typed: set[str] = frozenset()) -> str:  # type: ignore[assignment]
    """The part of a transcript line the scan reads."""
    if TRANSCRIPT_MARK.match(line) or line.startswith(("#", "[")):
        return ""
    if line.strip().startswith(("> ", "│ > ")):  # a rule summary quoted: its own words
        return ""
    text = line
    for t in sorted(typed, key=len, reverse=True):  # whole words: "zz" is not in "piazzare"
        if len(t) > 1:
            text = re.sub(rf"(?<![A-Za-z0-9]){re.escape(t)}(?![A-Za-z0-9])", " ", text)
    for rx in STRIP:
        text = rx.sub(" ", text)
    return text


def foreign(
    text: str, lang: str, allowed: set[str] = frozenset(), typed: set[str] = frozenset()
) -> list[str]:  # type: ignore[assignment]
    """The lines of ``text`` that show another language to a ``lang`` reader, each
    with what gave it away."""
    out = []
    allow = {a.casefold() for a in allowed}
    for line in text.splitlines():
        seen = visible(line, typed)
        if not seen.strip():
            continue
        bad: list[str] = []
        if lang != "ja" and CJK.search(seen):
            bad.append(CJK.search(seen).group(0))  # type: ignore[union-attr]
        words = [w for w in LATIN_WORD.findall(seen) if w.casefold() not in allow]
        if lang == "it":
            bad += [w for w in words if w.casefold() in ENGLISH]
        elif lang == "en":
            bad += [w for w in words if w.casefold() in ITALIAN]
        elif lang == "ja":
            bad += [w for w in words if w.casefold() not in JA_ALLOWED]
        if bad:
            out.append(f"{', '.join(sorted(set(bad)))}  <-  {line.strip()}")
    return out
