"""The store: a synchronous backend (SQLite file, or PostgreSQL) behind the async
facade the service awaits. SQL lives only in this package."""

from typing import Any

from bot.store.aio import AsyncStore
from bot.store.db import ChannelBusy, Loaded, StaleWrite, Store
from bot.store.errors import (
    QuotaExceeded,
    StoreBusy,
    StoreLeaseHeld,
    StoreOpenError,
    StoreUnavailable,
)

# How long a write waits for another writer's lock inside the worker before the async
# facade pauses (serving other channels) and retries.
RUNTIME_BUSY_TIMEOUT_MS = 50


def is_postgres(db: str) -> bool:
    return db.startswith(("postgresql://", "postgres://"))


def sqlite_path(db: str) -> str:
    """``sqlite:///state/herald.db`` (or a plain path) -> ``state/herald.db``;
    ``sqlite:////abs/path.db`` -> ``/abs/path.db``."""
    return db[len("sqlite:///") :] if db.startswith("sqlite:///") else db


def open_store(
    db: str, *, lease: bool = False, migrate: bool = True, busy_timeout_ms: int = 5000
) -> Any:
    """The synchronous store ``db`` names: ``postgresql://...`` (PostgreSQL), else a
    SQLite file (``sqlite:///path`` or a plain path). Raises :class:`StoreOpenError`
    with a one-line message when it cannot be used. ``lease`` (one writer per file)
    is SQLite's; PostgreSQL serves several processes."""
    if is_postgres(db):
        from bot.store.pg import PgStore

        return PgStore.open(db, migrate=migrate)
    return Store.open(
        sqlite_path(db), migrate=migrate, busy_timeout_ms=busy_timeout_ms, lease=lease
    )


__all__ = [
    "AsyncStore",
    "Store",
    "Loaded",
    "StaleWrite",
    "ChannelBusy",
    "QuotaExceeded",
    "StoreBusy",
    "StoreUnavailable",
    "StoreLeaseHeld",
    "StoreOpenError",
    "open_store",
    "is_postgres",
    "sqlite_path",
    "RUNTIME_BUSY_TIMEOUT_MS",
]
