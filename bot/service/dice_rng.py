"""The dice's generator in production: the operating system's randomness, drawn exactly
as ``random.SystemRandom`` draws it, but read a block at a time.

``random.SystemRandom`` asks the kernel for bytes at every draw (one ``os.urandom``
system call a die, more when a draw is rejected: ``randrange(20)`` takes 5 bits and
throws away the 12 values of 32 past 19). :class:`PooledSystemRandom` reads
:attr:`PooledSystemRandom.POOL` bytes at once and hands them out in order. Every draw
is made from its bytes by SystemRandom's own constructions (``getrandbits``: the whole
bytes needed, the surplus low bits shifted away; ``random``: 53 bits of 7 bytes;
``randrange``: the standard library's rejection of values past the range, never a
modulo), so each value has the same distribution as SystemRandom's, with no bias:
``tests/service/test_dice_rng.py`` draws the same values as SystemRandom from the same
bytes. Bytes left over when a draw needs more than remain are dropped, never reused.

A child process made by ``fork`` drops the bytes read before it: parent and child never
share a draw.
"""

from __future__ import annotations

import os
import random
import threading
import weakref
from collections.abc import Callable

_BPF = 53  # bits in a float's mantissa, as SystemRandom.random draws them
_RECIP_BPF = 2.0**-_BPF


class PooledSystemRandom(random.SystemRandom):
    """``random.SystemRandom`` reading ``POOL`` bytes of the system's randomness at a
    time (``read``: ``os.urandom``; a test passes its own bytes)."""

    POOL = 256  # bytes a read asks for (a 1d20 takes one a draw: over a hundred rolls)

    def __init__(self, read: Callable[[int], bytes] = os.urandom) -> None:
        self._read = read
        self._pool = b""
        self._at = 0
        # draws from several threads never share bytes (Herald draws on its event loop)
        self._lock = threading.Lock()
        super().__init__()
        _LIVE.add(self)

    def _take(self, n: int) -> bytes:
        """The next ``n`` bytes: of the pool, read again when fewer remain."""
        if n > self.POOL:  # more than a pool: read for this draw alone
            return self._read(n)
        with self._lock:
            at = self._at
            end = at + n
            if end > len(self._pool):
                self._pool = self._read(self.POOL)
                at, end = 0, n
            self._at = end
            return self._pool[at:end]

    def _randbelow(self, n: int) -> int:
        """A value in [0, n) as ``randrange`` draws it (SystemRandom's
        ``_randbelow_with_getrandbits``: ``n.bit_length()`` bits, a value past ``n``
        drawn again), the bits of each try taken here without a call a try."""
        k = n.bit_length()
        size = (k + 7) // 8
        if size > self.POOL:  # each try's bits read for it alone
            r = self.getrandbits(k)
            while r >= n:
                r = self.getrandbits(k)
            return r
        shift = size * 8 - k
        with self._lock:
            pool, at = self._pool, self._at
            while True:
                end = at + size
                if end > len(pool):
                    pool = self._pool = self._read(self.POOL)
                    at, end = 0, size
                r = int.from_bytes(pool[at:end], "big") >> shift
                at = end
                if r < n:
                    self._at = at
                    return r

    def getrandbits(self, k: int) -> int:
        """``k`` random bits, from whole bytes, as SystemRandom makes them."""
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        n = (k + 7) // 8
        return int.from_bytes(self._take(n), "big") >> (n * 8 - k)

    def random(self) -> float:
        """A float in [0, 1), as SystemRandom makes it (53 bits of 7 bytes)."""
        return (int.from_bytes(self._take(7), "big") >> 3) * _RECIP_BPF

    def randbytes(self, n: int) -> bytes:
        if n < 0:
            raise ValueError("negative argument not allowed")
        return self._take(n)

    def drop(self) -> None:
        """Forget the bytes read and not yet drawn (the next draw reads afresh)."""
        self._pool = b""
        self._at = 0
        self._lock = threading.Lock()  # (after a fork: one held by another thread is gone)


_LIVE: weakref.WeakSet[PooledSystemRandom] = weakref.WeakSet()


def _after_fork() -> None:
    for rng in list(_LIVE):
        rng.drop()


if hasattr(os, "register_at_fork"):  # not on Windows, which has no fork
    os.register_at_fork(after_in_child=_after_fork)
