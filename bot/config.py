"""Settings from flags, the environment and a ``.env`` file (in that order of
precedence). Invalid values fail at start with a message naming the setting.
Passed in to whoever needs them; the engine never reads them."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from .i18n import LOCALES

ENV_KEYS = {
    "token": "DISCORD_TOKEN",
    "db": "HERALD_DB",
    "knowledge": "HERALD_KNOWLEDGE",
    "locale": "HERALD_LOCALE",
    "dev_guild": "HERALD_DEV_GUILD",
    "api_base": "DISCORD_API_BASE",
    "gateway_url": "DISCORD_GATEWAY_URL",
    "message_content": "HERALD_MESSAGE_CONTENT",
    "log_level": "HERALD_LOG_LEVEL",
}
ROOT = Path(__file__).resolve().parent.parent


class SettingsError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    token: str = field(default="", repr=False)  # never printed
    db: str = "state/herald.db"
    knowledge: str = "knowledge"
    locale: str = "en"
    dev_guild: int | None = None
    api_base: str = ""
    gateway_url: str = ""
    message_content: bool = False
    log_level: str = "INFO"

    @property
    def knowledge_path(self) -> Path:
        p = Path(self.knowledge)
        if not p.is_absolute() and not p.exists() and (ROOT / p).exists():
            return ROOT / p  # the shipped knowledge when run from elsewhere
        return p

    def redacted(self) -> dict:
        d = {k: getattr(self, k) for k in ENV_KEYS}
        d["token"] = "set" if self.token else "not set"
        return d


def read_dotenv(path: str | Path) -> dict[str, str]:
    out: dict[str, str] = {}
    p = Path(path)
    if not p.is_file():
        return out
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[7:]
        key, sep, value = line.partition("=")
        if not sep:
            raise SettingsError(f"{p}:{n}: expected KEY=VALUE")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        out[key.strip()] = value
    return out


def load_settings(
    flags: dict | None = None, env: dict | None = None, dotenv: str | Path = ".env"
) -> Settings:
    env = dict(os.environ if env is None else env)
    merged: dict[str, str] = {}
    file_values = read_dotenv(dotenv)
    for attr, key in ENV_KEYS.items():
        if key in file_values:
            merged[attr] = file_values[key]
        if env.get(key) not in (None, ""):
            merged[attr] = env[key]
    for attr, value in (flags or {}).items():
        if value is not None:
            merged[attr] = value
    return _validate(merged)


def _validate(v: dict) -> Settings:
    kw: dict = {}
    if "token" in v:
        tok = str(v["token"]).strip()
        if tok and (any(c.isspace() for c in tok) or len(tok) < 8):
            raise SettingsError("DISCORD_TOKEN looks malformed (too short or contains spaces)")
        kw["token"] = tok
    for attr in ("db", "knowledge"):
        if attr in v:
            if not str(v[attr]).strip():
                raise SettingsError(f"{ENV_KEYS[attr]} must not be empty")
            kw[attr] = str(v[attr])
    if (
        "knowledge" in kw
        and not Path(kw["knowledge"]).is_dir()
        and not (ROOT / kw["knowledge"]).is_dir()
    ):
        raise SettingsError(f"HERALD_KNOWLEDGE: {kw['knowledge']} is not a folder")
    if "locale" in v:
        loc = str(v["locale"]).strip().lower()
        if loc not in LOCALES:
            raise SettingsError(f"HERALD_LOCALE must be one of {', '.join(LOCALES)} (got {loc!r})")
        kw["locale"] = loc
    if v.get("dev_guild") not in (None, ""):
        s = str(v["dev_guild"]).strip()
        if not s.isdigit():
            raise SettingsError(f"HERALD_DEV_GUILD must be a numeric guild id (got {s!r})")
        kw["dev_guild"] = int(s)
    if v.get("api_base"):
        s = str(v["api_base"]).rstrip("/")
        if not s.startswith(("http://", "https://")):
            raise SettingsError("DISCORD_API_BASE must start with http:// or https://")
        kw["api_base"] = s
    if v.get("gateway_url"):
        s = str(v["gateway_url"])
        if not s.startswith(("ws://", "wss://")):
            raise SettingsError("DISCORD_GATEWAY_URL must start with ws:// or wss://")
        kw["gateway_url"] = s
    if "message_content" in v:
        s = str(v["message_content"]).strip().lower()
        if s not in ("0", "1", "true", "false", "yes", "no", "on", "off", ""):
            raise SettingsError("HERALD_MESSAGE_CONTENT must be 0 or 1")
        kw["message_content"] = s in ("1", "true", "yes", "on")
    if v.get("log_level"):
        s = str(v["log_level"]).upper()
        if s not in ("DEBUG", "INFO", "WARNING", "ERROR"):
            raise SettingsError("HERALD_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR")
        kw["log_level"] = s
    return Settings(**kw)
