"""The offline channel emulator: Herald without Discord, on the same service layer.

One line each::

    alice: /game start game:pendragon
    bob: /game join seat:Saxons
    alice: /rule query:"shield wall"
    bob: press Pass                       (a button's custom_id or exact label)
    carol: select <option label or value>  (the most recent select menu)
    #thread-2                              (switch channel; default #general)

Users and channels are created on first use. ``--json`` prints one JSON object per
bot message (JSON Lines).
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import shlex
import sys
from collections.abc import Callable
from dataclasses import asdict
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from bot.engine.errors import HeraldError
from bot.i18n import LOCALES, catalog, error_text, normalize_locale, t
from bot.service import registry
from bot.service.model import Button, Ctx, Message, Select

if TYPE_CHECKING:
    from bot.service.core import Service

log = logging.getLogger(__name__)
_LINE = re.compile(r"^\s*([^\s:#][^:]*?)\s*:\s*(.*)$")
_MENTION = re.compile(r"<@!?(\d+)>")
GUILD_ID = 1


class ConsoleError(Exception):
    pass


@lru_cache(maxsize=1)
def _english_names() -> dict[tuple[str, str], str]:
    """(parent path, a localised name) -> the English name, for commands, subcommands
    and options, so a Japanese or Italian reader can type what Discord shows them."""
    out: dict[tuple[str, str], str] = {}
    for loc in LOCALES:
        for k, v in catalog(loc).items():
            if k.startswith("cmd.") and k.endswith(".name") and ".choice." not in k:
                parts = k[4:-5].split(".")
                out[(".".join(parts[:-1]), v.casefold())] = parts[-1]
    return out


def _english(parent: str, word: str) -> str:
    return _english_names().get((parent, word.casefold()), word.lower())


class Console:
    def __init__(
        self,
        svc: Service,
        out: TextIO = sys.stdout,
        as_json: bool = False,
        locale: str = "en",
        clock: Callable[[], datetime] | None = None,
    ):
        self.svc = svc
        self.out = out
        self.as_json = as_json
        self.locale = normalize_locale(locale)
        self.users: dict[str, int] = {}
        self.user_locales: dict[str, str] = {}  # "!lang <user> <locale>": a user's Discord language
        self.channels: dict[str, int] = {}
        self.channel = "general"
        self.channel_id("general")
        self.history: list[dict] = []  # every message shown, newest last
        self.dashboards: dict[str, int] = {}
        self.clock_offset = timedelta(0)
        self._clock = clock

    # -- identities ----------------------------------------------------------
    def user_id(self, name: str) -> int:
        name = name.strip().lstrip("@")
        if name not in self.users:
            self.users[name] = 1000 + len(self.users) + 1
        return self.users[name]

    def user_name(self, uid: int) -> str:
        for n, i in self.users.items():
            if i == uid:
                return n
        return str(uid)

    def channel_id(self, name: str) -> int:
        if name not in self.channels:
            self.channels[name] = 100 + len(self.channels) + 1
        return self.channels[name]

    def channel_name(self, channel_id: int) -> str:
        for n, i in self.channels.items():
            if i == channel_id:
                return n
        return str(channel_id)

    def now(self) -> datetime:
        base = self._clock() if self._clock else datetime.now(UTC)
        return base + self.clock_offset

    def ctx(self, user: str, attachments=None) -> Ctx:
        return Ctx(
            user_id=self.user_id(user),
            user_name=user,
            channel_id=self.channel_id(self.channel),
            guild_id=GUILD_ID,
            locale=self.user_locales.get(user.strip().lstrip("@"), self.locale),
            guild_locale=self.locale,
            now=self.now(),
            attachments=attachments or [],
        )

    # -- parsing -------------------------------------------------------------
    def parse_command(self, text: str) -> tuple[str, str | None, dict, list]:
        try:
            tokens = shlex.split(text)
        except ValueError as e:
            raise ConsoleError(f"cannot read that line: {e}") from e
        if not tokens or not tokens[0].startswith("/") or len(tokens[0]) < 2:
            raise ConsoleError("a command starts with /, e.g. /help")
        name = _english("", tokens[0][1:])
        rest = tokens[1:]
        sub = None
        if (
            rest
            and ":" not in rest[0]
            and (
                (name, _english(name, rest[0])) in registry.HANDLERS
                or (name, None) not in registry.HANDLERS
            )
        ):
            sub = _english(name, rest.pop(0))
            # a subcommand of a subcommand group (/game definitions list)
            deeper = f"{sub} {_english(f'{name}.{sub}', rest[0])}" if rest else ""
            if rest and ":" not in rest[0] and (name, deeper) in registry.HANDLERS:
                rest.pop(0)
                sub = deeper
        path = f"{name}.{sub.replace(' ', '.')}" if sub else name
        opts: dict = {}
        attachments: list = []
        for tok in rest:
            key, sep, value = tok.partition(":")
            if not sep or not key:
                raise ConsoleError(f"options are name:value (got {tok!r})")
            key = _english(path, key)
            if key in ("file", "attachment"):
                p = Path(value).expanduser()
                if not p.is_file():
                    raise ConsoleError(f"no such file: {value}")
                attachments.append((p.name, p.read_bytes()))
                continue
            opts[key] = self._value(value)
        return name, sub, opts, attachments

    def _value(self, value: str):
        if value.startswith("@") and len(value) > 1:
            return self.user_id(value[1:])
        m = _MENTION.fullmatch(value)
        if m:
            return int(m.group(1))
        return value

    # -- running -------------------------------------------------------------
    async def handle(self, line: str) -> list[dict]:
        """Run one input line; return the messages shown (as dicts)."""
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("//"):
            return []
        s = line.strip()
        if s.startswith("#"):
            self.channel = s[1:].strip() or "general"
            self.channel_id(self.channel)
            return []
        if s.startswith("!clock"):
            return self._clock_cmd(s)
        if s.startswith("!lang"):
            m = re.fullmatch(r"!lang\s+@?(\S+)\s+(\S+)", s)
            if not m:
                return self.show_error("", ConsoleError("usage: !lang <user> <en|ja|it>"))
            self.user_locales[m.group(1)] = normalize_locale(m.group(2))
            return []
        m = _LINE.match(s)
        if not m:
            return self.show_error(
                "",
                ConsoleError(
                    "expected '<user>: /command ...', '<user>: press <button>' or '#channel'"
                ),
            )
        user, text = m.group(1), m.group(2).strip()
        try:
            if text.startswith("press "):
                resp = await self.press(user, text[6:].strip())
            elif text.startswith("select "):
                resp = await self.select(user, text[7:].strip())
            else:
                name, sub, opts, attachments = self.parse_command(text)
                resp = await self.svc.dispatch(self.ctx(user, attachments), name, sub, opts)
        except (HeraldError, ConsoleError) as e:
            return self.show_error(user, e)
        except Exception:  # never let one command end the console
            log.exception("command failed: %s", line)
            return self.show(
                user, Message(content=t("error.internal", self.locale), ephemeral=True)
            )
        out: list[dict] = []
        for msg in resp.messages:
            out.extend(self.show(user, msg))
        out.extend(await self.tick())
        return out

    async def tick(self) -> list[dict]:
        """Let scheduled work (reminders) run at the console's clock."""
        out: list[dict] = []
        for hook in registry.ON_TICK:
            resp = await hook(self.svc, self.now())
            for msg in resp.messages if resp else []:
                out.extend(self.show("", msg))
        return out

    def _clock_cmd(self, s: str) -> list[dict]:
        m = re.fullmatch(r"!clock\s+\+(\d+(?:\.\d+)?)h", s)
        if not m:
            return self.show_error("", ConsoleError("usage: !clock +<hours>h"))
        self.clock_offset += timedelta(hours=float(m.group(1)))
        return []

    def _find(self, pred):
        ch = self.channel
        for rec in reversed(self.history):
            if rec["channel"] != ch:
                continue
            for comp in rec["components"]:
                if pred(comp):
                    return comp
        return None

    async def press(self, user: str, what: str):
        what = what.strip().strip('"')
        comp = (
            self._find(lambda c: c.get("type") == "button" and c["custom_id"] == what)
            or self._find(lambda c: c.get("type") == "button" and c["label"] == what)
            or self._find(
                lambda c: c.get("type") == "button" and c["label"].casefold() == what.casefold()
            )
        )
        if comp is None:
            raise ConsoleError(f"no button {what!r} in #{self.channel}")
        if comp.get("disabled"):
            raise ConsoleError(f"the button {what!r} is disabled")
        return await self.svc.press(self.ctx(user), comp["custom_id"])

    async def select(self, user: str, what: str):
        what = what.strip().strip('"')
        sel = self._find(lambda c: c.get("type") == "select")
        if sel is None:
            raise ConsoleError(f"no select menu in #{self.channel}")
        for o in sel["options"]:
            if what in (o["value"], o["label"]) or o["label"].casefold() == what.casefold():
                return await self.svc.press(self.ctx(user), sel["custom_id"], [o["value"]])
        raise ConsoleError(f"no option {what!r} in the select menu")

    # -- output --------------------------------------------------------------
    def _names(self, text: str) -> str:
        return _MENTION.sub(lambda m: "@" + self.user_name(int(m.group(1))), text or "")

    def record(self, user: str, msg: Message) -> dict:
        comps = []
        for c in msg.components:
            if isinstance(c, Button):
                comps.append(
                    {
                        "type": "button",
                        "label": c.label,
                        "custom_id": c.custom_id,
                        "disabled": c.disabled,
                        "style": c.style,
                    }
                )
            elif isinstance(c, Select):
                comps.append(
                    {
                        "type": "select",
                        "custom_id": c.custom_id,
                        "placeholder": c.placeholder,
                        "label": c.placeholder,
                        "disabled": False,
                        "options": [asdict(o) for o in c.options],
                    }
                )
        edited = False
        if msg.kind == "dashboard" and msg.edit_key:
            edited = msg.edit_key in self.dashboards
            self.dashboards[msg.edit_key] = len(self.history)
        rec = {
            # a message with a channel of its own (a reminder) is shown there
            "channel": self.channel
            if msg.channel_id is None
            else self.channel_name(msg.channel_id),
            "user": user,
            "content": self._names(msg.content),
            "embeds": [
                {
                    "title": self._names(e.title),
                    "description": self._names(e.description),
                    "fields": [{"name": f.name, "value": self._names(f.value)} for f in e.fields],
                    "footer": self._names(e.footer),
                }
                for e in msg.embeds
            ],
            "components": comps,
            "ephemeral": msg.ephemeral,
            "files": [{"name": f.name, "content": f.content} for f in msg.files],
            "kind": msg.kind,
            "edited": edited,
            "mentions": [self.user_name(u) for u in msg.mentions],
        }
        self.history.append(rec)
        return rec

    def show(self, user: str, msg: Message) -> list[dict]:
        rec = self.record(user, msg)
        if self.as_json:
            print(json.dumps(rec, ensure_ascii=False), file=self.out, flush=True)
        else:
            print(self.format(rec), file=self.out, flush=True)
        return [rec]

    def show_error(self, user: str, err: Exception) -> list[dict]:
        loc = self.user_locales.get(user, self.locale)
        text = error_text(err, loc) if isinstance(err, HeraldError) else str(err)
        return self.show(user, Message(content=f"❌ {text}", ephemeral=True, kind="error"))

    def format(self, rec: dict) -> str:
        head = f"[#{rec['channel']}] Herald"
        if rec["ephemeral"]:
            head += f" (only {rec['user'] or 'you'} can see this)"
        if rec["kind"] == "dashboard":
            head += " [dashboard" + (", edited in place]" if rec["edited"] else "]")
        lines = [head + ":"]
        if rec["content"]:
            lines += ["  " + x for x in rec["content"].splitlines()]
        for e in rec["embeds"]:
            if e["title"]:
                lines.append(f"  ┌ {e['title']}")
            lines += ["  │ " + x for x in e["description"].splitlines()]
            for f in e["fields"]:
                lines.append(f"  │ {f['name']}: " + f["value"].replace("\n", "\n  │   "))
            if e["footer"]:
                lines.append(f"  └ {e['footer']}")
        for c in rec["components"]:
            if c["type"] == "button":
                lines.append(f"  [{c['label']}]" + (" (disabled)" if c["disabled"] else ""))
            else:
                lines.append(
                    f"  <{c['placeholder'] or 'select'}>: "
                    + " | ".join(o["label"] for o in c["options"])
                )
        for f in rec["files"]:
            lines.append(f"  📎 {f['name']} ({len(f['content'])} characters)")
        return "\n".join(lines)


async def run_console(
    svc: Service,
    stream: TextIO = sys.stdin,
    out: TextIO = sys.stdout,
    as_json: bool = False,
    locale: str = "en",
    banner: str = "",
) -> int:
    con = Console(svc, out=out, as_json=as_json, locale=locale)
    interactive = stream.isatty()
    loop = asyncio.get_running_loop()
    if interactive:  # build the rules index while the user types
        from bot.service.rules import warm_index

        warm = loop.create_task(warm_index(svc))  # noqa: F841 (kept alive by the loop)
    if interactive and banner:
        print(banner, file=out)
    while True:
        if interactive:
            print(f"#{con.channel}> ", end="", file=out, flush=True)
        line = await loop.run_in_executor(None, stream.readline)
        if not line:
            break
        if line.strip() in ("quit", "exit", ":q"):  # as the banner says, typed or piped
            break
        await con.handle(line)
    return 0
