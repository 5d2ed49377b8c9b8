"""The production dice generator (bot/service/dice_rng.py): the system's randomness read
a block at a time, every value drawn as ``random.SystemRandom`` draws it."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from bot.engine import dice
from bot.service.dice_rng import PooledSystemRandom


class Reader:
    """``os.urandom`` over known bytes, in order; records each read's size."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at, self.reads = data, 0, []

    def __call__(self, n: int) -> bytes:
        assert self.at + n <= len(self.data), "read past the test's bytes"
        self.reads.append(n)
        self.at += n
        return self.data[self.at - n : self.at]


def draws(rng: random.Random) -> list:
    """Every kind of draw Herald's dice (and d20) make, and a few more."""
    out: list = []
    for sides in (2, 4, 6, 8, 10, 12, 20, 100, 1000, 2**40 + 3):
        out += [rng.randrange(sides) for _ in range(50)]
    out += [rng.randrange(1, 7) for _ in range(50)]
    out += [rng.randint(1, 20) for _ in range(50)]
    out += [rng.getrandbits(k) for k in (0, 1, 5, 8, 13, 64, 200)]
    out += [rng.random() for _ in range(20)]
    out += [rng.choice("abcdefg") for _ in range(20)]
    deck = list(range(52))
    rng.shuffle(deck)
    out.append(deck)
    out.append(rng.randbytes(9))
    return out


def test_the_same_bytes_give_the_values_system_random_gives(monkeypatch):
    data = random.Random(20261127).randbytes(100_000)
    pooled = PooledSystemRandom(Reader(data))
    pooled.POOL = len(data)  # one read: the bytes in the order SystemRandom reads them
    monkeypatch.setattr(random, "_urandom", Reader(data))
    assert draws(pooled) == draws(random.SystemRandom())


def test_every_face_of_a_d20_from_every_byte_exactly_as_often():
    # a d20 takes 5 bits of a byte and draws again past 19: over the 256 byte values
    # each face comes from exactly 8 of them (a modulo of the byte would favour 0-15)
    order = list(range(256))
    random.Random(11).shuffle(order)
    order.remove(37)
    order.append(37)  # the last byte read gives a face: 160 dice use all 256
    reader = Reader(bytes(order) * 2)
    rng = PooledSystemRandom(reader)
    faces = Counter(rng.randrange(20) for _ in range(160))
    assert faces == dict.fromkeys(range(20), 8)
    assert reader.reads == [256]  # one read of the pool for 160 dice
    rng.randrange(20)
    assert reader.reads == [256, 256]  # every byte of the first was used


def test_a_draw_longer_than_what_remains_is_made_of_fresh_bytes():
    reader = Reader(bytes(range(1, 19)))
    rng = PooledSystemRandom(reader)
    rng.POOL = 4
    assert rng.getrandbits(24) == 0x010203
    # one byte (4) is left: the next three come from a new read, the 4 is never used
    assert rng.getrandbits(24) == 0x050607
    assert rng.getrandbits(8) == 8
    # more than a pool: read for that draw alone; the next draw reads a new pool
    assert rng.randbytes(6) == bytes(range(9, 15))
    assert rng.getrandbits(8) == 15
    assert reader.reads == [4, 4, 6, 4]


def test_rolls_through_the_engine_take_one_read_for_many_dice():
    reader = Reader(os.urandom(10_000))
    rng = PooledSystemRandom(reader)
    for _ in range(100):
        total = dice.roll("1d20", rng).rolls[0].total
        assert 1 <= total <= 20
    assert len(reader.reads) == 1


def test_chi_square_of_200000_d20_with_the_systems_bytes():
    rng = PooledSystemRandom()
    counts = Counter(rng.randrange(20) for _ in range(200_000))
    expected = 10_000
    chi2 = sum((counts[f] - expected) ** 2 / expected for f in range(20))
    # 19 degrees of freedom: p = 0.001 at 43.82
    assert chi2 < 43.82, (counts, chi2)
    # a modulo of a byte would give faces 0-15 13/256 and 16-19 12/256 (800 apart here)
    low = sum(counts[f] for f in range(16)) / 16
    high = sum(counts[f] for f in range(16, 20)) / 4
    assert abs(low - high) < 250, (low, high)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system")
def test_a_forked_child_never_draws_the_parents_bytes():
    reader = Reader(bytes(range(256)) * 2)
    rng = PooledSystemRandom(reader)
    rng.POOL = 16
    assert rng.getrandbits(8) == 0  # the pool holds bytes 0-15; 1 is next
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its first draw, to the parent
        try:
            os.write(write_end, bytes([rng.getrandbits(8)]))
        finally:
            os._exit(0)
    os.close(write_end)
    child = os.read(read_end, 1)[0]
    os.close(read_end)
    os.waitpid(pid, 0)
    assert rng.getrandbits(8) == 1  # the parent goes on with its pool
    assert child == 16  # the child read afresh (the next 16 bytes of its copy)
