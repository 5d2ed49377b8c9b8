from .aio import AsyncStore
from .db import ChannelBusy, Loaded, StaleWrite, Store
from .errors import StoreBusy, StoreLeaseHeld, StoreOpenError, StoreUnavailable

# How long a write waits for another writer's lock inside the worker before the async
# facade pauses (serving other channels) and retries.
RUNTIME_BUSY_TIMEOUT_MS = 50


def open_store(
    db: str, *, lease: bool = False, migrate: bool = True, busy_timeout_ms: int = 5000
) -> Store:
    """The synchronous store ``db`` names (a SQLite file path). Raises
    :class:`StoreOpenError` with a one-line message when it cannot be used."""
    return Store.open(db, migrate=migrate, busy_timeout_ms=busy_timeout_ms, lease=lease)


__all__ = [
    "AsyncStore",
    "Store",
    "Loaded",
    "StaleWrite",
    "ChannelBusy",
    "StoreBusy",
    "StoreUnavailable",
    "StoreLeaseHeld",
    "StoreOpenError",
    "open_store",
    "RUNTIME_BUSY_TIMEOUT_MS",
]
