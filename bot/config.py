"""Settings from flags, the environment and a ``.env`` file (in that order of
precedence), declared once with pydantic-settings. Invalid values fail at start
with a message naming the setting. Passed in to whoever needs them; the engine
never reads them."""

from __future__ import annotations

import os
from collections.abc import Mapping
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import (
    BaseSettings,
    DotEnvSettingsSource,
    EnvSettingsSource,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from bot.i18n import LOCALES

ROOT = Path(__file__).resolve().parent.parent

# attribute -> the environment variable (and .env key) that sets it
ENV_KEYS = {
    "token": "DISCORD_TOKEN",
    "db": "HERALD_DB",
    "knowledge": "HERALD_KNOWLEDGE",
    "locale": "HERALD_LOCALE",
    "dev_guild": "HERALD_DEV_GUILD",
    "api_base": "DISCORD_API_BASE",
    "gateway_url": "DISCORD_GATEWAY_URL",
    "message_content": "HERALD_MESSAGE_CONTENT",
    "members": "HERALD_MEMBERS",
    "log_level": "HERALD_LOG_LEVEL",
    "tick_seconds": "HERALD_TICK_SECONDS",
    "guild_ready_timeout": "HERALD_GUILD_READY_TIMEOUT",
    "busy_at": "HERALD_BUSY_AT",
    "drain_seconds": "HERALD_DRAIN_SECONDS",
    "shards": "HERALD_SHARDS",
    "rules_memory_mb": "HERALD_RULES_MEMORY_MB",
    "rules_cache": "HERALD_RULES_CACHE",
}

# the environment load_settings() reads; None means os.environ
_ENVIRON: ContextVar[Mapping[str, str] | None] = ContextVar("herald_environ", default=None)
_DOTENV: ContextVar[str | Path | None] = ContextVar("herald_dotenv", default=None)


class SettingsError(ValueError):
    pass


def _env(attr: str) -> Any:
    """The alias by which ``attr`` is read: its variable name, or its own name (flags)."""
    return AliasChoices(attr, ENV_KEYS[attr])


class _GivenEnv(EnvSettingsSource):
    """The environment source, reading the mapping load_settings() was given."""

    def _load_env_vars(self) -> Mapping[str, str | None]:
        given = _ENVIRON.get()
        environ = os.environ if given is None else given
        # names are case-sensitive (model_config); an empty value means "not set"
        return {k: v for k, v in environ.items() if v != ""}


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        frozen=True,
        extra="ignore",
        case_sensitive=True,
        env_ignore_empty=True,  # HERALD_DB= (empty) means "not set", as before
        populate_by_name=True,
    )

    token: str = Field(default="", repr=False, validation_alias=_env("token"))  # never printed
    db: str = Field(default="state/herald.db", validation_alias=_env("db"))
    knowledge: str = Field(default="knowledge", validation_alias=_env("knowledge"))
    locale: str = Field(default="en", validation_alias=_env("locale"))
    dev_guild: int | None = Field(default=None, validation_alias=_env("dev_guild"))
    api_base: str = Field(default="", validation_alias=_env("api_base"))
    gateway_url: str = Field(default="", validation_alias=_env("gateway_url"))
    message_content: bool = Field(default=False, validation_alias=_env("message_content"))
    # the Server Members intent: a member who leaves is noticed (bot/service/people.py)
    members: bool = Field(default=False, validation_alias=_env("members"))
    log_level: str = Field(default="INFO", validation_alias=_env("log_level"))
    tick_seconds: float = Field(default=60.0, gt=0, validation_alias=_env("tick_seconds"))
    guild_ready_timeout: float = Field(
        default=2.0, ge=0, validation_alias=_env("guild_ready_timeout")
    )
    # interactions running at once from which the bot defers at once (the outbox waits)
    busy_at: int = Field(default=8, ge=1, validation_alias=_env("busy_at"))
    # on SIGTERM: seconds to finish running commands and deliver the outbox
    drain_seconds: float = Field(default=20.0, ge=0, validation_alias=_env("drain_seconds"))
    # "0-3/8": this process runs shards 0 to 3 of 8; "" (default): all, count automatic
    shards: str = Field(default="", validation_alias=_env("shards"))
    # MB (estimated) the servers' own rules indexes may take in memory; the least
    # recently used are dropped beyond it (docs/deploy.md, Capacity)
    rules_memory_mb: float = Field(default=64.0, gt=0, validation_alias=_env("rules_memory_mb"))
    # folder of the persisted rules indexes; "": beside the SQLite database, or
    # state/rules-cache with a PostgreSQL database
    rules_cache: str = Field(default="", validation_alias=_env("rules_cache"))

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # flags over the environment over .env
        sources: list[PydanticBaseSettingsSource] = [init_settings, _GivenEnv(settings_cls)]
        dotenv = _DOTENV.get()
        if dotenv is not None:
            sources.append(DotEnvSettingsSource(settings_cls, env_file=dotenv))
        return tuple(sources)

    # -- checks, each naming the setting ------------------------------------
    @field_validator("token")
    @classmethod
    def _token(cls, v: str) -> str:
        tok = v.strip()
        if tok and (any(c.isspace() for c in tok) or len(tok) < 8):
            raise ValueError("DISCORD_TOKEN looks malformed (too short or contains spaces)")
        return tok

    @field_validator("db")
    @classmethod
    def _db(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("HERALD_DB must not be empty")
        return v

    @field_validator("knowledge")
    @classmethod
    def _knowledge(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("HERALD_KNOWLEDGE must not be empty")
        if not Path(v).is_dir() and not (ROOT / v).is_dir():
            raise ValueError(f"HERALD_KNOWLEDGE: {v} is not a folder")
        return v

    @field_validator("locale")
    @classmethod
    def _locale(cls, v: str) -> str:
        loc = v.strip().lower()
        if loc not in LOCALES:
            raise ValueError(f"HERALD_LOCALE must be one of {', '.join(LOCALES)} (got {loc!r})")
        return loc

    @field_validator("dev_guild", mode="before")
    @classmethod
    def _dev_guild(cls, v: object) -> object:
        if v in (None, ""):
            return None
        s = str(v).strip()
        if not s.isdigit():
            raise ValueError(f"HERALD_DEV_GUILD must be a numeric guild id (got {s!r})")
        return int(s)

    @field_validator("api_base")
    @classmethod
    def _api_base(cls, v: str) -> str:
        s = v.rstrip("/")
        if s and not s.startswith(("http://", "https://")):
            raise ValueError("DISCORD_API_BASE must start with http:// or https://")
        return s

    @field_validator("gateway_url")
    @classmethod
    def _gateway_url(cls, v: str) -> str:
        if v and not v.startswith(("ws://", "wss://")):
            raise ValueError("DISCORD_GATEWAY_URL must start with ws:// or wss://")
        return v

    @field_validator("message_content", "members", mode="before")
    @classmethod
    def _message_content(cls, v: object) -> object:
        if isinstance(v, bool):
            return v
        s = str(v).strip().lower()
        if s not in ("0", "1", "true", "false", "yes", "no", "on", "off", ""):
            raise ValueError("HERALD_MESSAGE_CONTENT must be 0 or 1")
        return s in ("1", "true", "yes", "on")

    @field_validator("log_level")
    @classmethod
    def _log_level(cls, v: str) -> str:
        s = v.upper()
        if s not in ("DEBUG", "INFO", "WARNING", "ERROR"):
            raise ValueError("HERALD_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR")
        return s

    @field_validator("shards")
    @classmethod
    def _shards(cls, v: str) -> str:
        s = v.strip()
        if s:
            parse_shards(s)  # raises with a message naming HERALD_SHARDS
        return s

    # -- derived ---------------------------------------------------------------
    @property
    def shard_range(self) -> tuple[list[int], int] | None:
        """(shard ids, shard count) this process runs, or None (automatic)."""
        return parse_shards(self.shards) if self.shards else None

    @property
    def rules_cache_path(self) -> Path | None:
        """The folder of the persisted rules indexes; None: beside the SQLite file."""
        if self.rules_cache:
            return Path(self.rules_cache)
        if "://" in self.db:  # PostgreSQL: no database file to keep them beside
            return Path("state/rules-cache")
        return None

    @property
    def knowledge_path(self) -> Path:
        p = Path(self.knowledge)
        if not p.is_absolute() and not p.exists() and (ROOT / p).exists():
            return ROOT / p  # the shipped knowledge when run from elsewhere
        return p

    def redacted(self) -> dict[str, object]:
        d: dict[str, object] = {k: getattr(self, k) for k in ENV_KEYS}
        d["token"] = "set" if self.token else "not set"
        from bot.store.dialect import redact

        d["db"] = redact(self.db)  # a PostgreSQL URL's password is never printed
        return d


def parse_shards(text: str) -> tuple[list[int], int]:
    """``"0-3/8"`` -> ([0, 1, 2, 3], 8); ``"5/8"`` -> ([5], 8)."""
    err = f"HERALD_SHARDS must look like 0-3/8 (shards 0 to 3 of 8) or 5/8 (got {text!r})"
    ids, sep, count = text.strip().partition("/")
    lo, dash, hi = ids.partition("-")
    if not sep or not count.isdigit() or not lo.isdigit() or (dash and not hi.isdigit()):
        raise ValueError(err)
    first, last, total = int(lo), int(hi if dash else lo), int(count)
    if total < 1 or first > last or last >= total:
        raise ValueError(err)
    return list(range(first, last + 1)), total


def _message(err: ValidationError) -> str:
    first = err.errors()[0]
    attr = str(first["loc"][0]) if first["loc"] else ""
    text = str(first.get("ctx", {}).get("error") or first["msg"])
    if ENV_KEYS.get(attr, "") not in text:  # pydantic's own words: say which setting
        text = f"{ENV_KEYS.get(attr, attr)}: {first['msg']}"
    return text


def load_settings(
    flags: Mapping[str, Any] | None = None,
    env: Mapping[str, str] | None = None,
    dotenv: str | Path = ".env",
) -> Settings:
    """Settings from ``flags`` (None values ignored), then ``env`` (default the
    process environment), then the ``dotenv`` file."""
    given = {k: v for k, v in (flags or {}).items() if v is not None}
    env_token = _ENVIRON.set(env)
    dotenv_token = _DOTENV.set(dotenv)
    try:
        return Settings(**given)
    except ValidationError as e:
        raise SettingsError(_message(e)) from None
    finally:
        _ENVIRON.reset(env_token)
        _DOTENV.reset(dotenv_token)
