"""Machine readings (Hepburn romaji) of Japanese forms, read by pykakasi in a child
process of their own: its dictionaries take about 100 MB that pykakasi keeps for the
life of the process that loaded them, so the test process never loads them and the
child's memory is given back when the tests that read them are done (``close``)."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from typing import Any

_pool: ProcessPoolExecutor | None = None
_kakasi: Any = None  # in the child


def _hepburn(forms: tuple[str, ...]) -> list[str]:  # runs in the child
    global _kakasi
    if _kakasi is None:
        import pykakasi

        _kakasi = pykakasi.kakasi()
    return ["".join(p["hepburn"] for p in _kakasi.convert(f)) for f in forms]


def hepburn(forms: list[str] | tuple[str, ...]) -> list[str]:
    """Each form's reading, in order."""
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
    return _pool.submit(_hepburn, tuple(forms)).result()


def close() -> None:
    """The child process ended (a later ``hepburn`` starts another)."""
    global _pool
    if _pool is not None:
        _pool.shutdown()
        _pool = None
