"""Platform-neutral replies. The service builds these; the Discord adapter turns them
into messages, embeds and components, the console into text or JSON Lines."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime


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
    name: str
    content: str


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
    # Only the listed user sees it (a private roll is shown to the roller and the GM).
    private_to: list[int] = field(default_factory=list)
    # The state version a dashboard shows: an adapter never replaces a newer one with it.
    version: int | None = None


@dataclass
class Response:
    messages: list[Message] = field(default_factory=list)

    def add(self, msg: Message) -> Response:
        self.messages.append(msg)
        return self


@dataclass
class Choice:
    """An autocomplete choice: ``name`` shown (<= 100 chars), ``value`` submitted."""

    name: str
    value: str


def mention(user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id is not None else ""
