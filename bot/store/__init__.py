from .db import ChannelBusy, Loaded, StaleWrite, Store

__all__ = ["Store", "Loaded", "StaleWrite", "ChannelBusy"]
