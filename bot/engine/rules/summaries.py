"""Rule summaries (Markdown with optional TOML front matter) -> sections. Pure.

A summary file looks like::

    +++
    game = "pendragon"
    title = "Pendragon rules summary"
    language = "ja"
    names = { en = "Pendragon", ja = "ペンドラゴン", it = "Pendragon" }
    [source]
    file = "000_6614756e0b9c640b.txt"
    author = "..."
    +++
    # Pendragon
    ## プレイの手順
    - ...

Every heading starts a :class:`Section` holding the text up to the next heading (of
any level). A section knows its breadcrumb (``path``: game name, parent headings,
its own title) and its source. Text longer than one Discord embed is cut into
``pages`` at its own structure (blank lines, then top-level bullets, then lines,
then sentence ends), never mid-sentence unless a single sentence is itself too long.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from dataclasses import dataclass, field, replace
from typing import Any

from bot.engine.errors import BadInput
from bot.engine.rules.names import name_texts

PAGE_LIMIT = 3900  # an embed description holds 4,096; leave room for a "(1/3)" marker
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_PAREN = re.compile(r"\s*[（(][^）)]*[）)]\s*$")


@dataclass
class Section:
    id: str  # stable short id ("s" + 10 hex), survives restarts
    game: str  # slug
    title: str
    path: list[str]  # breadcrumb: game name, parents..., title
    text: str  # the section's own text (exact, as in the summary)
    source: dict[str, Any]  # {"name", "file", "author", "url", "title"}
    doc: str  # summary name (e.g. "pendragon/000-...")
    level: int = 2
    pages: list[str] = field(default_factory=list)
    language: str = ""
    scope: int | None = None  # None: shipped (every server); an int: the guild that added it
    source_id: str = ""  # the summary's id in its scope (what ``RulesIndex.remove`` takes)

    @property
    def core_title(self) -> str:
        """The title without a trailing parenthetical: ``マーチ（セツル）`` -> ``マーチ``."""
        core = _PAREN.sub("", self.title).strip()
        return core or self.title

    @property
    def source_label(self) -> str:
        s = self.source
        who = s.get("author") or s.get("url") or ""
        name = s.get("file") or s.get("name") or self.doc
        return f"{name} ({who})" if who else name


@dataclass
class Summary:
    name: str
    game: str
    meta: dict[str, Any]
    sections: list[Section]
    scope: int | None = None
    source_id: str = ""
    heading: str = ""  # its first ``#`` heading (a section only when text follows it)

    @property
    def game_names(self) -> dict[str, str]:
        return name_texts(self.meta.get("names"))


def split_front_matter(text: str) -> tuple[dict[str, Any], str]:
    """``+++`` TOML front matter -> (dict, body). No front matter -> ({}, text)."""
    t = text.lstrip("\ufeff")
    if t.startswith("+++"):
        end = t.find("\n+++", 3)
        if end != -1:
            head = t[3:end]
            body = t[end + 4 :]
            if body.startswith("\n"):
                body = body[1:]
            try:
                return tomllib.loads(head), body
            except tomllib.TOMLDecodeError as e:
                raise BadInput("rules.add.bad_front_matter", error=str(e)[:200]) from None
    return {}, t


def with_game(text: str, game: str) -> str:
    """A summary's text whose front matter names its ``game`` (written in when it says
    none, so the file added back keeps its game); a front matter that cannot be read is
    left as it is."""
    try:
        fm, body = split_front_matter(text)
    except BadInput:
        return text
    if fm.get("game"):
        return text
    line = f"game = {json.dumps(game)}\n"
    t = text.lstrip("\ufeff")
    if t.startswith("+++") and t.find("\n+++", 3) != -1:  # the key goes first, before tables
        first = t.index("\n") + 1
        return t[:first] + line + t[first:]
    return f"+++\n{line}+++\n\n{t}"


def first_heading(body: str) -> str | None:
    """The text of a summary's first heading when it is a title (``# Picche``), the
    first thing the file heads; None otherwise."""
    for raw in body.splitlines():
        m = re.match(r"\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$", raw)
        if m:
            return (m.group(2) or None) if len(m.group(1)) == 1 else None
    return None


def _sid(game: str, doc: str, path: list[str], n: int, scope: int | None = None) -> str:
    parts = [game, doc, *path, str(n)]
    if scope is not None:  # two servers adding the same file keep distinct ids
        parts.insert(0, f"guild:{scope}")
    h = hashlib.sha1("\x1f".join(parts).encode()).hexdigest()
    return "s" + h[:10]


def _sentences(block: str) -> list[str]:
    parts = re.split(r"(?<=[。．！？!?.])(?=\s|[^\d.])", block)
    return [p for p in parts if p]


def _cut_words(text: str, limit: int) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, each ending after a space
    in the second half of its window when there is one, else cut at the limit."""
    out: list[str] = []
    while len(text) > limit:
        at = text.rfind(" ", limit // 2, limit)
        end = at + 1 if at >= 0 else limit
        out.append(text[:end])
        text = text[end:]
    return out + ([text] if text else [])


_HTML_PAGE = re.compile(r"<\s*(?:!doctype\s+html|html|head|body|script|style)\b", re.I)
_HTML_HEADING = re.compile(r"<\s*h[1-6]\b", re.I)
_MD_HEADING = re.compile(r"^#{1,6}\s+\S", re.M)
LONG_SECTION_PAGES = 5  # a section longer than this many pages is worth headings


def looks_like_html(body: str) -> bool:
    """A saved web page rather than Markdown: a document's tags (``<html>``, ``<body>``,
    ``<script>``), or HTML headings where no Markdown heading is."""
    if _HTML_PAGE.search(body):
        return True
    return bool(_HTML_HEADING.search(body)) and not _MD_HEADING.search(body)


def has_headings(body: str) -> bool:
    """Does the text have a Markdown heading (``## Scoring``)?"""
    return bool(_MD_HEADING.search(body))


def _split_units(text: str, limit: int) -> list[str]:
    """Cut ``text`` into pieces no longer than ``limit`` at its own structure: blank
    lines, list items, lines, sentences, then words (a wall of text pasted without a
    full stop), then anywhere. Each piece is shorter than ``text``, so the recursion
    ends (a piece ending in its separator is not split again on it)."""
    if len(text) <= limit:
        return [text]
    for splitter in (r"\n\s*\n", r"\n(?=[-*+] |\d+[.)] )", r"\n"):
        pieces = re.split(f"({splitter})", text)
        units = [
            pieces[i] + (pieces[i + 1] if i + 1 < len(pieces) else "")
            for i in range(0, len(pieces), 2)
        ]
        units = [u for u in units if u]
        if len(units) > 1:
            out: list[str] = []
            for u in units:
                out.extend(_split_units(u, limit) if len(u) > limit else [u])
            return out
    out = []
    for sent in _sentences(text):
        out.extend(_cut_words(sent, limit) if len(sent) > limit else [sent])
    return out


def paginate(text: str, limit: int = PAGE_LIMIT) -> list[str]:
    """Pages of at most ``limit`` characters, cut at structure boundaries."""
    text = text.strip("\n")
    if len(text) <= limit:
        return [text]
    pages: list[str] = []
    cur = ""
    for unit in _split_units(text, limit):
        if cur and len(cur) + len(unit) > limit:
            pages.append(cur.strip("\n"))
            cur = ""
        cur += unit
    if cur.strip():
        pages.append(cur.strip("\n"))
    return pages


def parse_summary(
    name: str,
    text: str,
    *,
    game: str | None = None,
    meta: dict[str, Any] | None = None,
    scope: int | None = None,
    source_id: str | None = None,
) -> Summary:
    """Parse one summary. ``game`` overrides/supplies the slug when the front matter has
    none (a user upload without front matter). Raises BadInput when no game is known."""
    fm, body = split_front_matter(text)
    if meta:
        fm = {**meta, **fm}
    slug = (fm.get("game") or game or "").strip().lower()
    if not slug:
        raise BadInput("rules.add.need_game")
    names = name_texts(fm.get("names"))  # a language's table with its grammar: its text
    if "names" in fm:
        fm["names"] = names
    game_name = names.get("en") or fm.get("game_name") or slug
    src = dict(fm.get("source") or {})
    src.setdefault("name", name)
    if fm.get("title"):
        src.setdefault("title", fm["title"])
    language = fm.get("language", "")
    gfold = game_name.casefold()
    sid_ = source_id if source_id is not None else name

    sections: list[Section] = []
    stack: list[tuple[int, str]] = []  # (level, title)
    cur_title: str | None = None
    cur_level = 0
    cur_lines: list[str] = []
    counter = 0

    def flush() -> None:
        nonlocal counter
        body_text = "\n".join(cur_lines).strip("\n")
        if cur_title is None:
            if not body_text.strip():
                return
            title, parents = game_name, list[str]()  # text before the first heading
        else:
            title = cur_title
            parents = [t for lvl, t in stack[:-1] if lvl > 1]  # H1 = document title
        if not body_text.strip() and cur_title is not None and cur_level == 1:
            return
        parents = [p for p in parents if p.casefold() != gfold]
        path = [game_name, *parents, title] if title.casefold() != gfold else [game_name]
        counter += 1
        sections.append(
            Section(
                id=_sid(slug, name, path, counter, scope),
                game=slug,
                title=title,
                path=path,
                text=body_text,
                source=src,
                doc=name,
                level=cur_level or 1,
                pages=paginate(body_text) if body_text.strip() else [""],
                language=language,
                scope=scope,
                source_id=sid_,
            )
        )

    in_fence = False
    first_h1 = ""
    for line in body.splitlines():
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        m = None if in_fence or "\t" in line else _HEADING.match(line)
        if m:
            flush()
            level, title = len(m.group(1)), m.group(2).strip()
            if level == 1 and not first_h1:
                first_h1 = title
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, title))
            cur_title, cur_level, cur_lines = title, level, []
        else:
            cur_lines.append(line)
    flush()
    return Summary(
        name=name,
        game=slug,
        meta=fm,
        sections=sections,
        scope=scope,
        source_id=sid_,
        heading=first_h1,
    )


def reidentify(summ: Summary, *, scope: int | None, source_id: str) -> Summary:
    """``summ`` with its sections given the ids, scope and source id they would have
    had if parsed for ``scope``/``source_id``."""
    if summ.scope == scope and summ.source_id == source_id:
        return summ
    secs = [
        replace(
            s,
            id=_sid(s.game, s.doc, list(s.path), n, scope),
            scope=scope,
            source_id=source_id,
        )
        for n, s in enumerate(summ.sections, 1)
    ]
    return replace(summ, sections=secs, scope=scope, source_id=source_id)
