"""The two statements every command runs on PostgreSQL (its load and its save), sent
straight to libpq through a psycopg connection's handle and awaited on the event loop.

Why: psycopg's async ``execute`` (a cursor, its adapters, the query conversion, a
generator that drives the wait) cost about 40 µs of a ~250 µs save on the 2-core
benchmark machine (``bench/store.py``; a command is about 450 µs). Here a statement is
prepared once per connection, its parameters go as text with no declared type (the
server infers each from where it stands, so one prepared statement serves any integer
width), and the result's values come back as bytes for the caller to read. Everything
else keeps psycopg's API: connecting, session settings, closing, errors (a failed
statement raises psycopg's own exception class for its SQLSTATE, so the store's
``classify`` is unchanged).
"""

from __future__ import annotations

import asyncio
import re
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import psycopg
from psycopg import errors as pgerr
from psycopg import pq

Row = tuple[bytes | None, ...]

# %(name)s, psycopg's named placeholder
_NAMED = re.compile(r"%\((\w+)\)s")


@dataclass(frozen=True)
class Statement:
    """A statement with ``$1..$n`` placeholders and the parameter name of each."""

    name: bytes
    sql: bytes
    params: tuple[str, ...]

    @classmethod
    def named(cls, name: str, sql: str) -> Statement:
        """From psycopg's ``%(name)s`` form: a name used twice is one parameter."""
        order: list[str] = []

        def number(m: re.Match[str]) -> str:
            if m.group(1) not in order:
                order.append(m.group(1))
            return f"${order.index(m.group(1)) + 1}"

        return cls(name.encode(), _NAMED.sub(number, sql).encode(), tuple(order))

    def values(self, params: Mapping[str, Any]) -> list[bytes | None]:
        return [_text(params[n]) for n in self.params]


def _text(value: Any) -> bytes | None:
    """A parameter in PostgreSQL's text form."""
    if value is None:
        return None
    if isinstance(value, str):
        return value.encode()
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value).encode()
    raise TypeError(f"no text form for a parameter of type {type(value).__name__}")


# the statements each connection has prepared (a connection dropped is forgotten)
_prepared: weakref.WeakKeyDictionary[psycopg.AsyncConnection[Any], set[bytes]] = (
    weakref.WeakKeyDictionary()
)


async def fetch(
    conn: psycopg.AsyncConnection[Any], statement: Statement, params: Mapping[str, Any]
) -> list[Row]:
    """Run ``statement`` (prepared on ``conn`` the first time) and return its rows.
    A failed statement raises psycopg's exception for its SQLSTATE; a connection lost
    raises ``psycopg.OperationalError``. Cancelled while the server works, the
    connection is left busy (its transaction status ACTIVE): the caller discards it."""
    done = _prepared.setdefault(conn, set())
    values = statement.values(params)
    try:
        res = await _run(conn, statement, values, done)
    except pgerr.InvalidSqlStatementName:
        # the server no longer has it (a DEALLOCATE, or a pooler that handed us another
        # server session): prepared again, once
        done.discard(statement.name)
        res = await _run(conn, statement, values, done)
    return [tuple(res.get_value(i, j) for j in range(res.nfields)) for i in range(res.ntuples)]


async def _run(
    conn: psycopg.AsyncConnection[Any],
    statement: Statement,
    values: list[bytes | None],
    done: set[bytes],
) -> pq.abc.PGresult:
    pgconn = conn.pgconn
    if statement.name not in done:
        pgconn.send_prepare(statement.name, statement.sql)
        await _flush(pgconn)
        _check(await _result(pgconn), conn)
        done.add(statement.name)
    pgconn.send_query_prepared(statement.name, values)
    await _flush(pgconn)
    return _check(await _result(pgconn), conn)


def _check(res: pq.abc.PGresult, conn: psycopg.AsyncConnection[Any]) -> pq.abc.PGresult:
    if res.status in (pq.ExecStatus.TUPLES_OK, pq.ExecStatus.COMMAND_OK):
        return res
    raise pgerr.error_from_result(res, encoding=conn.info.encoding)


async def _flush(pgconn: pq.abc.PGconn) -> None:
    """Send what libpq still holds (a nonblocking connection may not take it all)."""
    while pgconn.flush():
        await _ready(pgconn, write=True)


async def _result(pgconn: pq.abc.PGconn) -> pq.abc.PGresult:
    """The statement's last result, once the server has sent them all."""
    last = None
    while True:
        pgconn.consume_input()  # raises OperationalError when the connection is lost
        if pgconn.is_busy():
            await _ready(pgconn, write=False)
            continue
        res = pgconn.get_result()
        if res is None:
            break
        last = res
    if last is None:
        raise psycopg.OperationalError("the server sent no result")
    return last


async def _ready(pgconn: pq.abc.PGconn, write: bool) -> None:
    loop = asyncio.get_running_loop()
    fd = pgconn.socket
    ready = loop.create_future()

    def wake() -> None:
        if not ready.done():
            ready.set_result(None)

    if write:
        loop.add_writer(fd, wake)
    else:
        loop.add_reader(fd, wake)
    try:
        await ready
    finally:
        if write:
            loop.remove_writer(fd)
        else:
            loop.remove_reader(fd)


def int_array(text: bytes | None) -> list[int]:
    """An integer array's text form (``{1,2}``) as a list."""
    if text is None or text == b"{}":
        return []
    return [int(v) for v in text[1:-1].split(b",")]
