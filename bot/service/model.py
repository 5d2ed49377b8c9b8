"""Platform-neutral replies. The service builds these; the Discord adapter turns them
into messages, embeds and components, the console into text or JSON Lines."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import Any


@dataclass
class Ctx:
    """Who runs a command, where, and when (time is passed in, never read in engine)."""

    user_id: int
    channel_id: int
    guild_id: int | None = None
    user_name: str = ""
    locale: str = "en"  # the user's locale, or the guild's, already normalised
    admin: bool = False  # Manage Channels: counts as GM of any game here
    manage_guild: bool = False  # Manage Server: may add rule summaries
    roles: list[int] = field(default_factory=list)  # the member's role ids in this guild
    now: datetime = field(default_factory=lambda: datetime.now(UTC))
    attachments: list[tuple[str, bytes]] = field(default_factory=list)
    guild_locale: str = "en"
    # autocomplete only: the command's other options typed so far (plain text)
    typed: dict[str, str] = field(default_factory=dict)
    # A pressed button or select: the version it was shown with (Service.press sets
    # it; Service.with_game refuses a game that has moved on). An int is the state
    # version; "s<N>" the step begun at version N (a step where several seats act at
    # once keeps its buttons valid until it ends). None: a typed command, applied to
    # the game as it is.
    expected_version: int | str | None = None
    # when the user sent the command (a Discord interaction's creation time, read
    # from its id); None when unknown (the console). A command sent before the turn
    # it repeats ended is a repeat, not the next turn (bot/service/play.py)
    sent_at: datetime | None = None
    # what Herald lacks to post in this channel (Discord's app permissions:
    # "send_messages", "embed_links", "view_channel"); the console's !deny sets it
    cannot_post: list[str] = field(default_factory=list)


@dataclass
class Button:
    label: str
    custom_id: str
    style: str = "secondary"  # primary | secondary | success | danger
    disabled: bool = False


@dataclass
class SelectOption:
    label: str
    value: str
    description: str = ""


@dataclass
class Select:
    custom_id: str
    options: list[SelectOption]
    placeholder: str = ""


@dataclass
class EmbedField:
    name: str
    value: str
    inline: bool = False


@dataclass
class Embed:
    title: str = ""
    description: str = ""
    fields: list[EmbedField] = field(default_factory=list)
    footer: str = ""
    color: int | None = None


@dataclass
class File:
    """An attached file: text (``content``, a JSON export) or bytes (``data``, a PNG).
    Only text is saved with a message in the outbox; a picture is saved as its
    :class:`Picture` and drawn when the message is delivered."""

    name: str
    content: str = ""
    data: bytes | None = None

    @property
    def size(self) -> int:
        return len(self.data) if self.data is not None else len(self.content.encode("utf-8"))


@dataclass
class Picture:
    """A board picture a message shows, not drawn yet: its scene and its layout as
    JSON (``bot/service/board.py`` draws it into a PNG file named ``name``)."""

    name: str
    scene: dict[str, Any]
    layout: dict[str, Any]


@dataclass
class Message:
    content: str = ""
    embeds: list[Embed] = field(default_factory=list)
    components: list[Button | Select] = field(default_factory=list)
    ephemeral: bool = False
    files: list[File] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)  # user ids this message pings
    # "reply" answers the command; "announce" is a public channel post; "dashboard"
    # replaces the game's dashboard message in place (edit_key says which one).
    kind: str = "reply"
    edit_key: str = ""
    # The channel to post in when it is not the one the command came from (a reminder
    # the scheduler sends); None: the command's channel.
    channel_id: int | None = None
    # Only the listed user sees it (a private roll is shown to the roller and the GM).
    private_to: list[int] = field(default_factory=list)
    # The state version a dashboard shows: an adapter never replaces a newer one with it.
    version: int | None = None
    # A dashboard stays findable: ``pin`` it when first posted if the bot may pin
    # (optional permission); otherwise, after ``repost_after`` channel posts, post it
    # again at the bottom and edit the old one into ``moved_text`` ("{url}": the new one).
    pin: bool = False
    repost_after: int = 0
    moved_text: str = ""
    # The board picture to attach, drawn when the message is shown (a dashboard's,
    # /game board's); a message whose picture cannot be drawn goes without it.
    picture: Picture | None = None
    # The outbox row that holds this message when it was saved with the state it
    # reports: the adapter marks it delivered once Discord accepts it.
    outbox_id: int | None = None

    def to_json(self) -> dict[str, Any]:
        """``dataclasses.asdict`` without ``outbox_id``, written out: asdict deep-copies
        generically and cost a fifth of a command's time when every command saved its
        messages in the outbox."""
        out = {n: getattr(self, n) for n in _MESSAGE_FIELDS}
        out["embeds"] = [
            {**_flat(e, _EMBED_FIELDS), "fields": [_flat(f, _FIELD_FIELDS) for f in e.fields]}
            for e in self.embeds
        ]
        out["components"] = [
            {**_flat(c, _SELECT_FIELDS), "options": [_flat(o, _OPTION_FIELDS) for o in c.options]}
            if isinstance(c, Select)
            else _flat(c, _BUTTON_FIELDS)
            for c in self.components
        ]
        out["files"] = [{"name": f.name, "content": f.content} for f in self.files]
        out["picture"] = _flat(self.picture, _PICTURE_FIELDS) if self.picture else None
        out["mentions"] = list(self.mentions)
        out["private_to"] = list(self.private_to)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        d = dict(data)
        d["embeds"] = [
            Embed(**{**e, "fields": [EmbedField(**f) for f in e.get("fields", [])]})
            for e in d.get("embeds", [])
        ]
        comps: list[Button | Select] = []
        for c in d.get("components", []):
            if "options" in c:
                comps.append(
                    Select(
                        c["custom_id"],
                        [SelectOption(**o) for o in c["options"]],
                        c.get("placeholder", ""),
                    )
                )
            else:
                comps.append(Button(**c))
        d["components"] = comps
        d["files"] = [File(**f) for f in d.get("files", [])]
        d["picture"] = Picture(**d["picture"]) if d.get("picture") else None
        d.pop("outbox_id", None)
        known = {f.name for f in fields(cls)}
        # a payload written by a newer Herald may carry fields this one does not know
        return cls(**{k: v for k, v in d.items() if k in known})


def _names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _flat(obj: Any, names: tuple[str, ...]) -> dict[str, Any]:
    return {n: getattr(obj, n) for n in names}


_MESSAGE_FIELDS = tuple(n for n in _names(Message) if n != "outbox_id")
_EMBED_FIELDS = _names(Embed)
_FIELD_FIELDS = _names(EmbedField)
_SELECT_FIELDS = _names(Select)
_OPTION_FIELDS = _names(SelectOption)
_BUTTON_FIELDS = _names(Button)
_PICTURE_FIELDS = _names(Picture)


@dataclass
class Response:
    messages: list[Message] = field(default_factory=list)
    # the kinds of the events a game command made (a reply to its sender may depend on
    # them: the last secret choice is revealed with it)
    kinds: tuple[str, ...] = ()

    def add(self, msg: Message) -> Response:
        self.messages.append(msg)
        return self


@dataclass
class Choice:
    """An autocomplete choice: ``name`` shown (<= 100 chars), ``value`` submitted."""

    name: str
    value: str


FORMER = 0  # a forgotten user's id, wherever one was kept (bot/service/people.py)


def mention(user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id is not None else ""
