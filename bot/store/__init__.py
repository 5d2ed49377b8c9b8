"""The store: one class (:class:`Store`) on SQLite or PostgreSQL, and the async facade
(:class:`AsyncStore`) the service awaits. SQL lives only in this package."""

from bot.store.aio import AsyncStore
from bot.store.db import Loaded, Store
from bot.store.dialect import is_postgres, sqlite_path
from bot.store.errors import (
    ChannelBusy,
    QuotaExceeded,
    StaleWrite,
    StoreBusy,
    StoreOpenError,
    StoreUnavailable,
)

# How long a write waits for another writer's lock on its thread before the async
# facade pauses (serving other channels) and retries.
RUNTIME_BUSY_TIMEOUT_MS = 50

# the database ``db`` names, migrated: Store.open's parameters
open_store = Store.open

__all__ = [
    "AsyncStore",
    "Store",
    "Loaded",
    "StaleWrite",
    "ChannelBusy",
    "QuotaExceeded",
    "StoreBusy",
    "StoreUnavailable",
    "StoreOpenError",
    "open_store",
    "is_postgres",
    "sqlite_path",
    "RUNTIME_BUSY_TIMEOUT_MS",
]
