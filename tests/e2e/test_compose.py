"""compose.yaml, without Docker: the file read as compose reads it, then its services
run on this machine.

No Docker engine (and no ``docker compose``) runs where the tests run. The replay reads
the file with PyYAML (anchors and ``<<`` merge keys resolve as compose resolves them)
and interpolates its ``${VAR}`` forms as compose does, from a fake ``.env``; a required
variable that is missing fails with the file's own message. The file must be
consistent: each Herald service builds the Dockerfile, waits for a healthy ``db``,
reaches it with the user, password and database the ``db`` service creates, and is
given time to drain when stopped; the Herald services' shard ranges cover every shard
once; PostgreSQL's data is on a declared volume.

Then the services run. The suite's PostgreSQL server stands for ``db``, with the role
(which must give its password) and the database the file names; a 127.0.0.1 port
passed on to that server stands for ``db:5432``, the only part of each ``HERALD_DB``
rewritten. The Herald services build one image (the same Dockerfile and context), built
as test_image.py builds it, and each runs in a container of its own; their CMDs start
at once (their migrations race, as under compose), as an unprivileged user,
with the service's environment plus the fake Discord's endpoints. Every shard must be
connected once, each process with its own; each must answer the commands of its
guilds; the games of every service must be in the one database, each migration
applied once; the HEALTHCHECK must pass in each; each must stop cleanly on SIGTERM,
its guilds then going unanswered while the others' are still answered.

What the replay cannot show: the ``postgres:16`` image itself (its initialisation, its
``pg_isready``), Docker's networking (the name ``db``) and volumes, and the
``restart:`` policies.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import shlex
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import psycopg
import pytest
import yaml
from conftest import PATIENCE
from dockerimage import DOCKERFILE, ROOT, ImageProcess, container
from psycopg import sql

from bot.config import Settings, parse_shards
from bot.store.migrations import MIGRATIONS

COMPOSE = ROOT / "compose.yaml"
PASSWORD, TOKEN = "replay-pg-secret", "replay-discord-token"
DOTENV = f"# what an operator puts beside compose.yaml\nPOSTGRES_PASSWORD={PASSWORD}\nDISCORD_TOKEN={TOKEN}\n"
PGDATA = "/var/lib/postgresql/data"  # the data folder of the postgres image (up to 17)
DOCKER_STOP_GRACE = "10s"  # what Docker waits after SIGTERM when stop_grace_period is unset


# -- compose's reading of the file ---------------------------------------------------


class InterpolationError(ValueError):
    """A required variable has no value: compose refuses the file."""


def read_dotenv(text: str) -> dict[str, str]:
    """``KEY=VALUE`` lines (comments, blank lines and quotes around a value allowed)."""
    env: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.removeprefix("export ").partition("=")
        assert sep, f"not a KEY=VALUE line: {raw!r}"
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        env[key.strip()] = value
    return env


_REF = re.compile(r"\$(?:(\$)|\{([^}]*)\}|([A-Za-z_][A-Za-z0-9_]*))")
_BRACED = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])(.*))?", re.S)


def interpolate(text: str, env: Mapping[str, str], where: str) -> str:
    """``text`` with compose's substitutions: ``$$``, ``$VAR``, ``${VAR}`` (empty when
    unset), ``${VAR:-default}``, ``${VAR:?message}``, ``${VAR:+other}`` and their forms
    without the colon (which treat an empty value as set). A form the replay does not
    know (a nested one) fails the test rather than being passed through."""

    def one(m: re.Match[str]) -> str:
        if m[1]:
            return "$"
        if m[3]:
            return env.get(m[3], "")
        braced = _BRACED.fullmatch(m[2])
        assert braced and "$" not in (braced[3] or ""), f"{where}: the replay cannot read {m[0]}"
        name, op, arg = braced[1], braced[2], braced[3] or ""
        value = env.get(name)
        if not op:
            return value or ""
        missing = value is None or (op.startswith(":") and value == "")
        if op.endswith("-"):
            return arg if missing else str(value)
        if op.endswith("+"):
            return "" if missing else arg
        if missing:
            why = f"required variable {name} is missing a value" + (f": {arg}" if arg else "")
            raise InterpolationError(f"error while interpolating {where}: {why}")
        return str(value)

    return _REF.sub(one, text)


def interpolate_tree(node: Any, env: Mapping[str, str], path: str = "") -> Any:
    """Every string value of the parsed file interpolated (keys are not, as in compose)."""
    if isinstance(node, str):
        return interpolate(node, env, path)
    if isinstance(node, dict):
        return {k: interpolate_tree(v, env, f"{path}.{k}".lstrip(".")) for k, v in node.items()}
    if isinstance(node, list):
        return [interpolate_tree(v, env, f"{path}[{i}]") for i, v in enumerate(node)]
    return node


def load(dotenv: str) -> dict[str, Any]:
    """compose.yaml as ``docker compose config`` would see it beside ``dotenv``. PyYAML's
    safe loader resolves anchors and ``<<`` as compose does (a shallow merge: a key the
    service writes replaces the anchor's whole value); compose's own tags (``!reset``,
    ``!override``) are refused by it, so the replay fails on them."""
    return interpolate_tree(yaml.safe_load(COMPOSE.read_text()), read_dotenv(dotenv))


def environment(service: dict[str, Any]) -> dict[str, str]:
    """A service's ``environment:`` (mapping or ``KEY=VALUE`` list) as strings."""
    env = service.get("environment") or {}
    if isinstance(env, list):
        pairs = [str(e).partition("=") for e in env]
        assert all(sep for _, sep, _ in pairs), f"a variable without a value: {env}"
        env = {k: v for k, _, v in pairs}
    for k, v in env.items():
        # YAML 1.1 reads yes/no/true as booleans; compose refuses a boolean here
        assert v is not None and not isinstance(v, bool), f"{k}: write the value as a string"
    return {str(k): str(v) for k, v in env.items()}


def seconds(duration: str) -> float:
    """A compose duration (``30s``, ``1m30s``, ``500ms``) in seconds."""
    parts = re.findall(r"(\d+(?:\.\d+)?)(ms|h|m|s)", duration)
    assert parts and "".join(n + u for n, u in parts) == duration, duration
    unit = {"ms": 0.001, "s": 1, "m": 60, "h": 3600}
    return sum(float(n) * unit[u] for n, u in parts)


def _option(words: list[str], short: str, long: str) -> str | None:
    """The value of ``-x VALUE`` / ``--long VALUE`` / ``--long=VALUE`` in ``words``."""
    for i, w in enumerate(words):
        if w in (short, long) and i + 1 < len(words):
            return words[i + 1]
        if w.startswith(long + "="):
            return w.partition("=")[2]
    return None


# -- the file: read and consistent ---------------------------------------------------


def test_the_file_interpolates_as_compose_does():
    project = load(DOTENV)
    services = project["services"]
    assert environment(services["db"])["POSTGRES_PASSWORD"] == PASSWORD
    for name, svc in services.items():
        if name != "db":
            env = environment(svc)
            assert env["DISCORD_TOKEN"] == TOKEN
            assert f":{PASSWORD}@" in env["HERALD_DB"]
    # the replay's own reading of compose's forms
    env = {"SET": "x", "EMPTY": ""}
    forms = {
        "$$SET": "$SET",
        "$SET/${SET}": "x/x",
        "${UNSET}": "",
        "${EMPTY:-d}${EMPTY-d}${UNSET-d}": "dd",
        "${SET:+y}${EMPTY:+y}${EMPTY+y}": "yy",
        "${EMPTY?m}": "",
    }
    for text, want in forms.items():
        assert interpolate(text, env, "t") == want, text
    with pytest.raises(InterpolationError, match="required variable EMPTY is missing a value$"):
        interpolate("${EMPTY:?}", env, "t")


@pytest.mark.parametrize("missing", ["POSTGRES_PASSWORD", "DISCORD_TOKEN"])
@pytest.mark.parametrize("how", ["absent", "empty"])
def test_a_missing_secret_stops_compose_with_the_files_message(missing, how):
    message = re.search(r"\$\{" + missing + r":\?([^}]+)\}", COMPOSE.read_text())
    assert message, f"compose.yaml must require {missing} (${{{missing}:?...}})"
    lines = [x for x in DOTENV.splitlines() if not x.startswith(missing + "=")]
    if how == "empty":
        lines.append(f"{missing}=")
    with pytest.raises(InterpolationError) as err:
        load("\n".join(lines))
    assert f"required variable {missing} is missing a value: {message[1]}" in str(err.value)


def test_the_file_is_consistent():
    project = load(DOTENV)
    services = project["services"]
    db = services["db"]
    heralds = {name: svc for name, svc in services.items() if name != "db"}
    assert heralds and str(db["image"]).startswith("postgres:")

    # what the postgres image creates from its environment (user "postgres" and a
    # database named after the user when unset), and the port it listens on
    db_env = environment(db)
    pg_user = db_env.get("POSTGRES_USER", "postgres")
    pg_db = db_env.get("POSTGRES_DB", pg_user)
    pg_port = int(db_env.get("PGPORT", "5432"))
    assert db_env["POSTGRES_PASSWORD"]

    # PostgreSQL's data is on a named volume the file declares
    declared = project.get("volumes") or {}
    mounts = {}
    for m in db.get("volumes") or []:
        if isinstance(m, str):  # SOURCE:TARGET[:MODE]
            src, _, rest = m.partition(":")
            mounts[rest.partition(":")[0]] = src
        else:
            mounts[m.get("target")] = m.get("source")
    assert mounts.get(PGDATA) in declared, f"{PGDATA} is not on a declared volume: {mounts}"

    # the health check service_healthy waits for: pg_isready over TCP, since the image's
    # first start runs a temporary server on its Unix socket alone, which pg_isready on
    # the socket reports ready before the database is (docker-library/postgres#880)
    probe = db["healthcheck"]["test"]
    assert probe[0] in ("CMD", "CMD-SHELL"), probe
    words = probe[1:] if probe[0] == "CMD" else shlex.split(probe[1])
    assert Path(words[0]).name == "pg_isready", probe
    assert _option(words, "-h", "--host") in ("127.0.0.1", "localhost"), probe
    assert _option(words, "-U", "--username") in (None, pg_user), probe
    assert _option(words, "-d", "--dbname") in (None, pg_db), probe

    ranges = []
    for name, svc in heralds.items():
        build = svc["build"]
        context, dockerfile = (
            (build, "Dockerfile")
            if isinstance(build, str)
            else (build.get("context", "."), build.get("dockerfile", "Dockerfile"))
        )
        assert (ROOT / context / dockerfile).resolve() == DOCKERFILE, (name, build)
        depends = svc["depends_on"]
        assert isinstance(depends, dict), f"{name}: a list waits for db to start, not to be healthy"
        assert depends["db"]["condition"] == "service_healthy", name

        env = environment(svc)
        url = urlsplit(env["HERALD_DB"])
        assert url.scheme in ("postgresql", "postgres"), (name, url.scheme)
        assert (url.hostname, url.port or 5432) == ("db", pg_port), (name, url.netloc)
        assert unquote(url.username or "") == pg_user, name
        # a password with @ : / ? # or % would have to be %-escaped in the URL
        assert unquote(url.password or "") == db_env["POSTGRES_PASSWORD"], name
        assert url.path == f"/{pg_db}", (name, url.path)

        # Docker sends SIGKILL after stop_grace_period; Herald drains for up to
        # HERALD_DRAIN_SECONDS after SIGTERM, then closes the gateway and the store
        drain = float(
            env.get("HERALD_DRAIN_SECONDS", Settings.model_fields["drain_seconds"].default)
        )
        grace = seconds(str(svc.get("stop_grace_period", DOCKER_STOP_GRACE)))
        assert grace >= drain + 5, f"{name}: stop_grace_period {grace}s, drain {drain}s"

        ranges.append(parse_shards(env["HERALD_SHARDS"]))

    counts = {count for _, count in ranges}
    assert len(counts) == 1, f"the services disagree on the shard count: {ranges}"
    every = sorted(i for ids, _ in ranges for i in ids)
    assert every == list(range(counts.pop())), f"shards not covered once: {ranges}"


# -- the services, run ----------------------------------------------------------------


@contextlib.contextmanager
def standing_for_db(pg_server, user: str, password: str, dbname: str) -> Iterator[str]:
    """The suite's PostgreSQL server as compose's ``db``: the role and database the file
    names, as the postgres image creates them (the role logs in with its password: it
    is asked for it, the suite's other roles keep the server's trust). Yields the path
    of the server's socket; everything is dropped afterwards."""
    admin = pg_server.get_uri()
    with psycopg.connect(admin, autocommit=True) as c:
        hba = Path(c.execute("SHOW hba_file").fetchone()[0])
        folder = c.execute("SHOW unix_socket_directories").fetchone()[0].split(",")[0]
        port = c.execute("SHOW port").fetchone()[0]
        c.execute(
            sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
                sql.Identifier(user), sql.Literal(password)
            )
        )
        c.execute(
            sql.SQL("CREATE DATABASE {} OWNER {}").format(
                sql.Identifier(dbname), sql.Identifier(user)
            )
        )
    rules = hba.read_text()
    try:
        hba.write_text(f'local all "{user}" scram-sha-256\n{rules}')
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute("SELECT pg_reload_conf()")
        login = {"host": folder.strip(), "port": port, "user": user, "dbname": dbname}
        deadline = time.monotonic() + 10
        while True:  # the reload is asynchronous: wait until a wrong password is refused
            try:
                psycopg.connect(**login, password=password + "-wrong").close()
            except psycopg.OperationalError:
                break
            assert time.monotonic() < deadline, "the server kept trusting the role"
            time.sleep(0.05)
        psycopg.connect(**login, password=password).close()
        yield f"{folder.strip()}/.s.PGSQL.{port}"
    finally:
        hba.write_text(rules)
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute("SELECT pg_reload_conf()")
            c.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(dbname))
            )
            c.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(user)))


@contextlib.asynccontextmanager
async def port_for(socket_path: str) -> AsyncIterator[int]:
    """A 127.0.0.1 port whose connections are passed on to the Unix socket: the name
    ``db`` on compose's network. (The suite's server listens on its socket alone, in a
    folder the image's user may not enter.)"""
    writers: list[asyncio.StreamWriter] = []

    async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(1 << 16):
                writer.write(data)
                await writer.drain()
        except ConnectionError:
            pass
        finally:
            writer.close()

    async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_unix_connection(socket_path)
        writers.extend((writer, up_writer))
        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    server = await asyncio.start_server(connection, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        for w in writers:
            w.close()
        await server.wait_closed()


def on_this_machine(url: str, port: int) -> str:
    """``HERALD_DB`` with compose's ``db:5432`` replaced by the port standing for it."""
    assert url.count("@db:5432/") == 1, url
    return url.replace("@db:5432/", f"@127.0.0.1:{port}/")


async def until(check: Callable[[], Any], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, f"timed out after {timeout}s waiting for {what}"
        await asyncio.sleep(0.1)


async def test_the_services_run_on_one_postgresql(fake, image_root, pg_server, built_image):
    # no interaction deadline: this is about the file's services; a loaded machine's
    # answer after 3 s would go to the channel, not to the waiting command
    fake.deadline = None
    project = load(DOTENV)
    services = project["services"]
    db_env = environment(services["db"])
    user, password = db_env["POSTGRES_USER"], db_env["POSTGRES_PASSWORD"]
    dbname = db_env["POSTGRES_DB"]
    heralds = {name: environment(svc) for name, svc in services.items() if name != "db"}
    shards = {name: parse_shards(env["HERALD_SHARDS"]) for name, env in heralds.items()}

    # a guild on each shard (the fake gives a session the guilds of its shard)
    channels: dict[str, list[int]] = {}
    for name, (ids, count) in shards.items():
        for shard in ids:
            _, (channel,) = fake.add_guild(1, shard=shard, shard_count=count)
            channels.setdefault(name, []).append(channel)

    img, uid, gid = built_image.img, built_image.uid, built_image.gid
    image_root.chmod(0o755)  # the image's user goes through it to each service's container
    procs: dict[str, ImageProcess] = {}
    with standing_for_db(pg_server, user, password, dbname) as socket_path:
        async with port_for(socket_path) as port:
            try:
                # `build: .` in each: one image (the same Dockerfile and context), a
                # container of it per service
                for name, env in heralds.items():
                    (image_root / name).mkdir()
                    app = container(built_image, image_root / name)
                    env = {**env, "HERALD_DB": on_this_machine(env["HERALD_DB"], port)}
                    procs[name] = ImageProcess(fake, app, built_image.venv, img, uid, gid, env=env)

                # all at once: the migrations race, as when compose starts the services
                started = await asyncio.gather(
                    *(p.start(PATIENCE) for p in procs.values()), return_exceptions=True
                )
                for error in started:
                    if isinstance(error, BaseException):
                        raise error
                # each process ready (its first liveness line) with its own shards
                await until(
                    lambda: all("alive: shards" in p.log_text() for p in procs.values()),
                    PATIENCE,
                    "every process's liveness line",
                )
                for name, (ids, count) in shards.items():
                    alive = [x for x in procs[name].log_text().splitlines() if "alive:" in x]
                    assert f"alive: shards {','.join(map(str, ids))} of {count}," in alive[0]
                    assert "db ok" in alive[0], alive[0]
                # every shard of the count connected once
                (count,) = {count for _, count in shards.values()}
                assert sorted(fake.identify_shards) == [(s, count) for s in range(count)]
                # the token is the one in .env
                identify = [f["d"]["token"] for f in fake.gateway_frames if f.get("op") == 2]
                assert set(identify) == {TOKEN}
                assert set(fake.authorizations) == {f"Bot {TOKEN}"}

                alice = fake.user("alice")
                for chans in channels.values():
                    for ch in chans:
                        ix = await fake.slash("roll", {"expr": "2d6+1"}, user=alice, channel=ch)
                        reply = await ix.reply(timeout=PATIENCE)
                        assert f"<@{alice.id}>" in reply.text and "2d6" in reply.text, reply.text
                        ix = await fake.slash(
                            "game", {"game": "pendragon"}, sub="start", user=alice, channel=ch
                        )
                        reply = await ix.reply(timeout=PATIENCE)
                        assert "Pendragon" in reply.content, reply.content
                assert fake.undelivered == []
                for p in procs.values():
                    assert p.proc is not None and p.proc.returncode is None, p.log_text()

                # one database: the games of every service, each migration applied once
                with psycopg.connect(pg_server.get_uri(dbname)) as c:
                    applied = [n for (n,) in c.execute("SELECT name FROM herald_migrations")]
                    games = c.execute("SELECT channel_id, guild_id FROM games").fetchall()
                assert sorted(applied) == sorted(m.name for m in MIGRATIONS)
                every = [ch for chans in channels.values() for ch in chans]
                assert sorted(games) == sorted((ch, fake.channel_guild[ch]) for ch in every)

                for name, p in procs.items():
                    code, out = await p.healthcheck()
                    assert code == 0, (name, out)
                    assert "integrity ok" in out and f"live games {len(every)};" in out, out

                # stopped one by one: a stopped service's guilds go unanswered (their
                # sessions were its own), the others' are still answered
                running = dict(procs)
                for name, p in procs.items():
                    assert await p.stop(PATIENCE) == 0, p.log_text()
                    del running[name]
                    sessions = sum(len(shards[n][0]) for n in running)
                    await until(
                        lambda n=sessions: len(fake.sessions) == n, PATIENCE, "sessions closed"
                    )
                    if not running:
                        break
                    lost = len(fake.undelivered)
                    for ch in channels[name]:
                        await fake.slash("roll", {"expr": "1d6"}, user=alice, channel=ch)
                    assert len(fake.undelivered) == lost + len(channels[name])
                    for other in running:
                        ch = channels[other][0]
                        ix = await fake.slash("roll", {"expr": "1d6"}, user=alice, channel=ch)
                        assert f"<@{alice.id}>" in (await ix.reply(timeout=PATIENCE)).text
            finally:
                for p in procs.values():
                    await p.close()
    for name, p in procs.items():
        assert p.returncodes == [0], (name, p.log_text())
        assert "Traceback" not in p.log_text(), (name, p.log_text())
