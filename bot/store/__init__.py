from .db import ChannelBusy, Loaded, QuotaExceeded, StaleWrite, Store

__all__ = ["Store", "Loaded", "StaleWrite", "ChannelBusy", "QuotaExceeded"]
