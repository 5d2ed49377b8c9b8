"""Statements sent straight to libpq (bot/store/pgwire.py), on a real server."""

from __future__ import annotations

import asyncio

import psycopg
import pytest
from psycopg import errors as pgerr
from psycopg.pq import TransactionStatus

from bot.store import open_store, pgwire

_INSERT = pgwire.Statement.named(
    "t_insert",
    "INSERT INTO wire (id, label, n) VALUES (%(id)s, %(label)s, %(n)s)"
    # the array: the rows there were before this one (RETURNING sees the old snapshot)
    " RETURNING id, label, n, ARRAY(SELECT id FROM wire WHERE id <= %(id)s ORDER BY id)",
)


def test_named_placeholders_become_numbered_and_a_repeated_name_is_one_parameter():
    st = pgwire.Statement.named("x", "SELECT %(a)s, %(b)s, %(a)s::int")
    assert st.sql == b"SELECT $1, $2, $1::int"
    assert st.params == ("a", "b")
    assert st.values({"a": 7, "b": "é"}) == [b"7", "é".encode()]
    assert st.values({"a": None, "b": ""}) == [None, b""]
    with pytest.raises(TypeError, match="float"):
        st.values({"a": 1.5, "b": "x"})


def test_an_integer_array_is_read_from_its_text_form():
    assert pgwire.int_array(b"{}") == []
    assert pgwire.int_array(None) == []
    assert pgwire.int_array(b"{3,-4,9007199254740993}") == [3, -4, 9007199254740993]


async def _conn(url: str) -> psycopg.AsyncConnection:
    conn = await psycopg.AsyncConnection.connect(url, autocommit=True)
    await conn.execute("DROP TABLE IF EXISTS wire")
    await conn.execute("CREATE TABLE wire (id BIGINT PRIMARY KEY, label TEXT, n INTEGER)")
    return conn


def test_rows_come_back_as_text_and_one_prepared_statement_serves_every_int_width(pg_url):
    open_store(pg_url).close()  # the server is up and migrated

    async def go() -> None:
        conn = await _conn(pg_url)
        got = []
        for i, big in enumerate([1, 300, 70_000, 2**40, 2**62]):
            rows = await pgwire.fetch(conn, _INSERT, {"id": big, "label": f"ラベル{i}", "n": None})
            got.append(rows)
        assert got[0] == [(b"1", "ラベル0".encode(), None, b"{}")]
        assert got[-1][0][0] == str(2**62).encode()
        assert pgwire.int_array(got[-1][0][3]) == [1, 300, 70_000, 2**40]
        cur = await conn.execute(
            "SELECT count(*) FROM pg_prepared_statements WHERE name = 't_insert'"
        )
        assert (await cur.fetchone())[0] == 1
        assert await pgwire.fetch(conn, _INSERT, {"id": 5, "label": None, "n": 3}) == [
            (b"5", None, b"3", b"{1}")
        ]
        await conn.close()

    asyncio.run(go())


def test_a_failed_statement_raises_psycopgs_error_and_the_connection_goes_on(pg_url):
    open_store(pg_url).close()

    async def go() -> None:
        conn = await _conn(pg_url)
        await pgwire.fetch(conn, _INSERT, {"id": 1, "label": "a", "n": 1})
        with pytest.raises(pgerr.UniqueViolation):
            await pgwire.fetch(conn, _INSERT, {"id": 1, "label": "again", "n": 2})
        with pytest.raises(pgerr.InvalidTextRepresentation):
            await pgwire.fetch(conn, _INSERT, {"id": "one", "label": "b", "n": 2})
        assert conn.info.transaction_status == TransactionStatus.IDLE
        rows = await pgwire.fetch(conn, _INSERT, {"id": 2, "label": "b", "n": 2})
        assert rows == [(b"2", b"b", b"2", b"{1}")]
        await conn.close()

    asyncio.run(go())


def test_cancelled_while_the_server_works_the_connection_is_left_busy(pg_url):
    """The store then discards it (AsyncConnections._release): a connection with a
    statement still in flight is never handed to the next command."""
    open_store(pg_url).close()
    slow = pgwire.Statement.named("t_sleep", "SELECT pg_sleep(%(s)s::float8)")

    async def go() -> None:
        conn = await psycopg.AsyncConnection.connect(pg_url, autocommit=True)
        task = asyncio.create_task(pgwire.fetch(conn, slow, {"s": "5"}))
        await asyncio.sleep(0.3)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert conn.info.transaction_status == TransactionStatus.ACTIVE
        conn.pgconn.finish()

    asyncio.run(go())


def test_a_connection_the_server_drops_raises_operational_error(pg_url):
    open_store(pg_url).close()

    async def go() -> None:
        conn = await _conn(pg_url)
        await pgwire.fetch(conn, _INSERT, {"id": 1, "label": "a", "n": 1})
        with psycopg.connect(pg_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", [conn.info.backend_pid])
        with pytest.raises(psycopg.OperationalError):
            await pgwire.fetch(conn, _INSERT, {"id": 2, "label": "b", "n": 2})
        assert conn.broken or conn.pgconn.status != psycopg.pq.ConnStatus.OK

    asyncio.run(go())


def test_text_is_utf8_whatever_encoding_the_client_would_default_to(pg_url, monkeypatch):
    """libpq takes its client encoding from PGCLIENTENCODING (or the server): the
    store's sessions set UTF-8, so a state in Japanese saved through the raw path is
    stored as Japanese, not as its bytes read as Latin-1."""
    from bot.store import AsyncStore

    monkeypatch.setenv("PGCLIENTENCODING", "LATIN1")
    store = AsyncStore(open_store(pg_url))
    game = {"game": "toy", "status": "active", "state": {"名前": "ダイス"}, "seats": [], "gm": [1]}

    async def go() -> None:
        await store.create(4242, 1, game, [], "t", 1)
        loaded = await store.load(4242)
        assert loaded is not None
        await store.save(loaded, {**game, "state": {"名前": "ルール"}}, [], "t", 1)
        await store.aclose()

    asyncio.run(go())
    monkeypatch.delenv("PGCLIENTENCODING")
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("SET client_encoding = 'UTF8'")
        state = conn.execute("SELECT state FROM games WHERE channel_id = 4242").fetchone()[0]
    assert '"名前":"ルール"' in state


def test_a_statement_the_server_forgot_is_prepared_again(pg_url):
    open_store(pg_url).close()

    async def go() -> None:
        conn = await _conn(pg_url)
        await pgwire.fetch(conn, _INSERT, {"id": 1, "label": "a", "n": 1})
        await conn.execute("DEALLOCATE t_insert")  # behind its back (a pooler may)
        rows = await pgwire.fetch(conn, _INSERT, {"id": 2, "label": "b", "n": 2})
        assert rows == [(b"2", b"b", b"2", b"{1}")]
        await conn.close()

    asyncio.run(go())
