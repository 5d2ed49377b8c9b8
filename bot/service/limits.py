"""Discord's documented limits on a message, and how a message is made to fit them.

Pure: a :class:`~bot.service.model.Message` in, messages out; no discord.py, no I/O.
Both adapters pass every message through :func:`fit` before it is shown (the Discord
adapter in ``render``/``deliver``/the outbox sender, the console in ``show``), so what
the console shows is what Discord would accept.

A message over a limit is never refused and never silently cut:

- text that can be split is split where it reads well (between lines, else between
  words): a long content becomes several messages, a long description several
  embeds, a long field value several fields (the later ones unnamed), embeds beyond
  25 fields, 6,000 characters or 10 per message go on in the next embed or message;
  components beyond five rows go in a message of their own, files beyond ten in the
  next message; a file over the upload limit is left out (Discord would refuse the
  whole message);
- text that cannot be split (a title, a field name, a label) is cut and ends with
  :data:`CUT`; ``single=True`` (an edit in place: one message only) cuts the rest the
  same way and says how many embeds, fields or rows it left out.

Characters are counted as Python counts them (code points), as Discord does.
"""

from __future__ import annotations

from dataclasses import replace

from bot.service.model import Button, Embed, EmbedField, Message, Select, SelectOption

# -- the limits (Discord API v10: message, embed, component, interaction objects) ----
CONTENT = 2000  # message content
EMBEDS = 10  # embeds per message
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25  # fields per embed
FIELD_NAME = 256
FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_AUTHOR = 256  # (Herald's embeds have no author)
EMBEDS_TOTAL = 6000  # title + description + field names and values + footer, all embeds
ACTION_ROWS = 5  # rows of components per message
ROW_WIDTH = 5  # buttons per row; a select menu takes a whole row
SELECT_OPTIONS = 25
BUTTON_LABEL = 80
SELECT_PLACEHOLDER = 150
OPTION_LABEL = 100
OPTION_VALUE = 100
OPTION_DESCRIPTION = 100
CUSTOM_ID = 100
FILES = 10  # attachments per message
FILE_BYTES = 10 * 1024 * 1024  # an upload in a server without boosts (10 MiB)
ALLOWED_USERS = 100  # user ids in allowed_mentions
CHOICES = 25  # autocomplete choices
CHOICE_NAME = 100
CHOICE_VALUE = 100

CUT = "…"  # ends a text that was cut
_BLANK = "\u200b"  # a field name Discord accepts as empty


def cut(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, ending with :data:`CUT` when it was cut."""
    if len(text) <= limit:
        return text
    return text[: max(0, limit - len(CUT))].rstrip() + CUT


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, broken after a line where
    one ends in the second half of a piece, else after a space, else anywhere. Joined
    back (``"".join``) they are ``text``."""
    pieces: list[str] = []
    while len(text) > limit:
        window = text[:limit]
        at = window.rfind("\n")
        if at < limit // 2:
            at = max(window.rfind(" "), at)
        end = at + 1 if at >= limit // 2 else limit
        pieces.append(text[:end])
        text = text[end:]
    if text or not pieces:
        pieces.append(text)
    return pieces


# -- sizes -------------------------------------------------------------------------
def embed_size(e: Embed) -> int:
    """What an embed counts towards :data:`EMBEDS_TOTAL`."""
    return (
        len(e.title)
        + len(e.description)
        + len(e.footer)
        + sum(len(f.name) + len(f.value) for f in e.fields)
    )


def rows_needed(components: list[Button | Select]) -> int:
    """Action rows these components take (Discord's layout: buttons fill rows of five,
    each select menu has a row of its own)."""
    selects = sum(1 for c in components if isinstance(c, Select))
    buttons = len(components) - selects
    return selects + -(-buttons // ROW_WIDTH)


# -- the check -----------------------------------------------------------------------
def problems(msg: Message) -> list[str]:
    """Every limit ``msg`` breaks, named (``embeds[0].description: 5000 > 4096``);
    empty when Discord would accept it."""
    out: list[str] = []

    def over(where: str, n: int, limit: int) -> None:
        if n > limit:
            out.append(f"{where}: {n} > {limit}")

    over("content", len(msg.content), CONTENT)
    over("embeds", len(msg.embeds), EMBEDS)
    for i, e in enumerate(msg.embeds):
        over(f"embeds[{i}].title", len(e.title), EMBED_TITLE)
        over(f"embeds[{i}].description", len(e.description), EMBED_DESCRIPTION)
        over(f"embeds[{i}].fields", len(e.fields), EMBED_FIELDS)
        over(f"embeds[{i}].footer", len(e.footer), EMBED_FOOTER)
        for j, f in enumerate(e.fields):
            over(f"embeds[{i}].fields[{j}].name", len(f.name), FIELD_NAME)
            over(f"embeds[{i}].fields[{j}].value", len(f.value), FIELD_VALUE)
    over("embeds (total)", sum(embed_size(e) for e in msg.embeds), EMBEDS_TOTAL)
    over("components (rows)", rows_needed(msg.components), ACTION_ROWS)
    for i, c in enumerate(msg.components):
        over(f"components[{i}].custom_id", len(c.custom_id), CUSTOM_ID)
        if isinstance(c, Button):
            over(f"components[{i}].label", len(c.label), BUTTON_LABEL)
            continue
        over(f"components[{i}].placeholder", len(c.placeholder), SELECT_PLACEHOLDER)
        over(f"components[{i}].options", len(c.options), SELECT_OPTIONS)
        for j, o in enumerate(c.options):
            over(f"components[{i}].options[{j}].label", len(o.label), OPTION_LABEL)
            over(f"components[{i}].options[{j}].value", len(o.value), OPTION_VALUE)
            over(
                f"components[{i}].options[{j}].description", len(o.description), OPTION_DESCRIPTION
            )
    over("files", len(msg.files), FILES)
    for i, file in enumerate(msg.files):
        over(f"files[{i}]", file.size, FILE_BYTES)
    over("mentions", len(set(msg.mentions)), ALLOWED_USERS)
    return out


# -- making a message fit ------------------------------------------------------------
def _fit_component(c: Button | Select) -> Button | Select | None:
    """A component within its own limits; None for one whose id is too long to be
    sent at all (its press could not be read back)."""
    if len(c.custom_id) > CUSTOM_ID:
        return None
    if isinstance(c, Button):
        return replace(c, label=cut(c.label, BUTTON_LABEL))
    options = [
        SelectOption(cut(o.label, OPTION_LABEL), o.value, cut(o.description, OPTION_DESCRIPTION))
        for o in c.options
        if len(o.value) <= OPTION_VALUE
    ]
    if not options:
        return None
    # a menu of more than 25 choices goes on in further menus (custom_id unchanged:
    # each one's choice is read the same way)
    return replace(c, options=options, placeholder=cut(c.placeholder, SELECT_PLACEHOLDER))


def _components(components: list[Button | Select]) -> list[list[Button | Select]]:
    """The components, each within its limits, in groups of at most five rows."""
    items: list[Button | Select] = []
    for c in components:
        fitted = _fit_component(c)
        if isinstance(fitted, Select) and len(fitted.options) > SELECT_OPTIONS:
            opts = fitted.options
            items += [
                replace(fitted, options=opts[i : i + SELECT_OPTIONS])
                for i in range(0, len(opts), SELECT_OPTIONS)
            ]
        elif fitted is not None:
            items.append(fitted)
    groups: list[list[Button | Select]] = [[]]
    for c in items:
        if rows_needed([*groups[-1], c]) > ACTION_ROWS:
            groups.append([])
        groups[-1].append(c)
    return [g for g in groups if g]


def _embeds(e: Embed) -> list[Embed]:
    """One embed as embeds within every per-embed limit and :data:`EMBEDS_TOTAL` each:
    the description split between lines, long field values over several fields, the
    title on the first, the footer on the last."""
    title, footer = cut(e.title, EMBED_TITLE), cut(e.footer, EMBED_FOOTER)
    fields: list[EmbedField] = []
    for f in e.fields:
        name = cut(f.name, FIELD_NAME) or _BLANK
        for i, part in enumerate(split_text(f.value, FIELD_VALUE)):
            fields.append(EmbedField(name if i == 0 else _BLANK, part or _BLANK, f.inline))
    # a description piece leaves room for the title and the footer in one embed
    room = min(EMBED_DESCRIPTION, EMBEDS_TOTAL - len(title) - len(footer))
    pieces = split_text(e.description, room) if e.description else []
    out = [Embed(title=title, color=e.color)]

    def fresh() -> Embed:
        out.append(Embed(color=e.color))
        return out[-1]

    cur = out[0]
    for piece in pieces:
        if cur.description or embed_size(cur) + len(piece) > EMBEDS_TOTAL:
            cur = fresh()
        cur.description = piece
    for f in fields:
        if (
            len(cur.fields) >= EMBED_FIELDS
            or embed_size(cur) + len(f.name) + len(f.value) > EMBEDS_TOTAL
        ):
            cur = fresh()
        cur.fields.append(f)
    if footer:
        if embed_size(cur) + len(footer) > EMBEDS_TOTAL:
            cur = fresh()
        cur.footer = footer
    return out


def _embed_groups(embeds: list[Embed]) -> list[list[Embed]]:
    """Embeds (each already within its limits) in groups Discord takes in one
    message: at most 10, at most 6,000 characters together."""
    groups: list[list[Embed]] = [[]]
    size = 0
    for e in embeds:
        n = embed_size(e)
        if groups[-1] and (len(groups[-1]) >= EMBEDS or size + n > EMBEDS_TOTAL):
            groups.append([])
            size = 0
        groups[-1].append(e)
        size += n
    return [g for g in groups if g]


def fit(msg: Message, *, single: bool = False) -> list[Message]:
    """``msg`` as messages Discord accepts, in reading order: what did not fit goes on
    in the next (each keeps ``msg``'s kind, audience, mentions and outbox row). With
    ``single`` (an edit in place) exactly one message: the rest is cut, with a note.
    A message already within every limit comes back as it is."""
    if _short_text(msg) or not problems(msg) and not _needs_fixing(msg):
        return [msg]
    contents = split_text(msg.content, CONTENT) if msg.content else [""]
    embeds = [x for e in msg.embeds for x in _embeds(e)]
    embed_groups = _embed_groups(embeds)
    comp_groups = _components(msg.components)
    files = [f for f in msg.files if f.size <= FILE_BYTES]
    file_groups = [files[i : i + FILES] for i in range(0, len(files), FILES)]
    if single:
        return [_one(msg, contents, embed_groups, comp_groups, file_groups)]
    parts: list[Message] = []

    def part(content: str = "") -> Message:
        p = replace(
            msg,
            content=content,
            embeds=[],
            components=[],
            files=[],
            mentions=msg.mentions[:ALLOWED_USERS],
        )
        parts.append(p)
        return p

    for text in contents[:-1]:
        part(content=text)
    last = part(content=contents[-1])
    for i, embeds in enumerate(embed_groups):
        (last if i == 0 else part()).embeds = embeds
    for i, comps in enumerate(comp_groups):
        (parts[-1] if i == 0 else part()).components = comps
    for i, files in enumerate(file_groups):
        (parts[0] if i == 0 else part()).files = files
    return [p for p in parts if p.content or p.embeds or p.components or p.files]


def _short_text(msg: Message) -> bool:
    """Text alone, within its limits (most answers): :func:`problems` would find
    nothing, and is not run."""
    return (
        not (msg.embeds or msg.components or msg.files)
        and len(msg.content) <= CONTENT
        and len(msg.mentions) <= ALLOWED_USERS
    )


def _needs_fixing(msg: Message) -> bool:
    """An empty field name or value (Discord refuses one; :func:`problems` does not
    count it as over a limit)."""
    return any(not f.name or not f.value for e in msg.embeds for f in e.fields)


def _one(
    msg: Message,
    contents: list[str],
    embed_groups: list[list[Embed]],
    comp_groups: list[list[Button | Select]],
    file_groups: list,
) -> Message:
    """The first of each; what is left out is said: the content ends with
    :data:`CUT`, the last embed's footer says how many embeds were left out."""
    content = contents[0]
    if len(contents) > 1:
        content = cut(content + CUT, CONTENT)
    embeds = [replace(e, fields=list(e.fields)) for e in (embed_groups[0] if embed_groups else [])]
    left = sum(len(g) for g in embed_groups[1:])
    if left and embeds:
        last, note = embeds[-1], f"{CUT} (+{left})"
        total = sum(embed_size(e) for e in embeds)
        if total + len(note) + 1 <= EMBEDS_TOTAL and len(last.footer) + len(note) < EMBED_FOOTER:
            last.footer = f"{last.footer} {note}".strip()
    return replace(
        msg,
        content=content,
        embeds=embeds,
        components=comp_groups[0] if comp_groups else [],
        files=file_groups[0] if file_groups else [],
        mentions=msg.mentions[:ALLOWED_USERS],
    )
