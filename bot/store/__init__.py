from .aio import AsyncStore
from .db import ChannelBusy, Loaded, StaleWrite, Store
from .errors import StoreBusy, StoreLeaseHeld, StoreUnavailable

__all__ = [
    "AsyncStore",
    "Store",
    "Loaded",
    "StaleWrite",
    "ChannelBusy",
    "StoreBusy",
    "StoreUnavailable",
    "StoreLeaseHeld",
]
