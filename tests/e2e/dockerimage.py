"""The container image, without Docker: the Dockerfile's instructions read, its build
replayed into a folder, its CMD and HEALTHCHECK run from there. Used by
``test_image.py`` (the Dockerfile) and ``test_compose.py`` (compose.yaml's services
built from it)."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import pwd
import shlex
import shutil
import site
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import BotProcess

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "Dockerfile"


@dataclass
class Image:
    """The instructions of a Dockerfile this test knows how to replay."""

    workdir: str = "/"
    env: dict[str, str] = field(default_factory=dict)
    copies: list[tuple[list[str], str]] = field(default_factory=list)
    runs: list[str] = field(default_factory=list)  # after the copies, in order
    user: str = "root"
    volumes: list[str] = field(default_factory=list)
    healthcheck: str = ""
    cmd: list[str] = field(default_factory=list)


def parse(text: str) -> Image:
    """The Dockerfile's instructions (continuation lines joined, comments dropped). An
    instruction the replay does not know fails the test rather than being skipped."""
    lines: list[str] = []
    for raw in text.splitlines():
        if raw.strip().startswith("#") or not raw.strip():
            continue
        if lines and lines[-1].endswith("\\"):
            lines[-1] = lines[-1][:-1] + " " + raw.strip()
        else:
            lines.append(raw.strip())
    img = Image()
    for line in lines:
        op, _, rest = line.partition(" ")
        op = op.upper()
        if op == "FROM":
            continue
        if op == "ENV":
            for pair in shlex.split(rest):
                k, _, v = pair.partition("=")
                img.env[k] = v
        elif op == "WORKDIR":
            img.workdir = rest
        elif op == "COPY":
            *srcs, dst = shlex.split(rest)
            img.copies.append((srcs, dst))
        elif op == "RUN":
            img.runs.append(rest)
        elif op == "USER":
            img.user = rest
        elif op == "VOLUME":
            img.volumes += json.loads(rest) if rest.startswith("[") else rest.split()
        elif op == "HEALTHCHECK":
            img.healthcheck = rest.split(" CMD ", 1)[1]
        elif op == "CMD":
            img.cmd = json.loads(rest)
        else:
            raise AssertionError(f"the replay does not know the instruction {op}")
    return img


def account() -> tuple[int, int]:
    """The unprivileged account the image's user stands for: ``nobody`` when the tests
    run as root (so permissions are really checked), else the current user."""
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        return nobody.pw_uid, nobody.pw_gid
    return os.getuid(), os.getgid()


def unrunnable(uid: int, gid: int, python: str | None = None) -> str | None:
    """Why the account ``uid``:``gid`` cannot run ``python`` with the packages Herald
    needs (the replayed image's environment is made from it; default: the Python
    running the tests); None when it can."""
    return _unrunnable(uid, gid, python or sys.executable)


@functools.cache  # once a session for each (a Python importing discord.py: 0.5 s of CPU)
def _unrunnable(uid: int, gid: int, python: str) -> str | None:
    if (uid, gid) == (os.getuid(), os.getgid()):
        return None
    try:
        done = subprocess.run(
            [python, "-c", "import aiohttp, discord, sqlite_utils"],
            user=uid,
            group=gid,
            cwd="/",
            env={"PATH": "/usr/bin:/bin"},
            capture_output=True,
            text=True,
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError) as e:
        return f"{type(e).__name__}: {e}"
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines()
        return lines[-1] if lines else f"exit code {done.returncode}"
    return None


def image_account() -> tuple[int, int]:
    """:func:`account`, or a skip naming the reason when that account cannot run this
    Python (it lives under a folder only its owner reads, such as root's home)."""
    uid, gid = account()
    why = unrunnable(uid, gid)
    if why is not None:
        pytest.skip(
            f"the image's user (uid {uid}) cannot run {sys.executable}: {why}. Run the "
            "tests with a Python every user can read (e.g. under /usr/local), or as an "
            "unprivileged user"
        )
    return uid, gid


class ImageProcess(BotProcess):
    """The image's CMD, as its user, from its WORKDIR, with only the image's settings
    plus the ones an operator passes (the token, ``env``: the container's environment)
    and the fake Discord's endpoints."""

    def __init__(
        self,
        fake,
        app: Path,
        venv: Path,
        img: Image,
        uid: int,
        gid: int,
        *,
        env: dict[str, str] | None = None,
    ):
        super().__init__(fake, app, env=env)
        self.app, self.venv, self.img, self.uid, self.gid = app, venv, img, uid, gid

    def env(self) -> dict:
        env = {
            "PATH": f"{self.venv / 'bin'}{os.pathsep}/usr/bin:/bin",
            "HOME": str(self.app),
            "LANG": "C.UTF-8",
            **self.img.env,
            "DISCORD_TOKEN": self.token,
            **self.extra_env,  # the container's environment (compose's ``environment:``)
            "DISCORD_API_BASE": self.fake.api_base,
            "DISCORD_GATEWAY_URL": self.fake.gateway_url,
            "HERALD_LOOPBACK_ONLY": "1",
            "HERALD_GUILD_READY_TIMEOUT": "0.05",
        }
        return env

    def argv(self) -> list[str]:
        return list(self.img.cmd)

    def spawn_options(self) -> dict:
        return {"user": self.uid, "group": self.gid} if os.geteuid() == 0 else {}

    async def healthcheck(self) -> tuple[int, str]:
        """The image's HEALTHCHECK run in this container: its exit code and output."""
        check = await asyncio.create_subprocess_exec(
            "sh",
            "-c",
            self.img.healthcheck,
            cwd=str(self.app),
            env=self.env(),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            **self.spawn_options(),
        )
        out = (await check.communicate())[0].decode()
        assert check.returncode is not None
        return check.returncode, out


def replay_build(img: Image, base: Path, uid: int, gid: int) -> tuple[Path, Path]:
    """The image's file system under ``base``: ``app`` for its WORKDIR, ``venv`` for its
    Python environment. Returns both."""
    app, venv = base / "app", base / "venv"
    app.mkdir()
    for srcs, dst in img.copies:
        target = app / dst.removeprefix(img.workdir).lstrip("/").removeprefix("./")
        for src in srcs:
            path = ROOT / src
            dest = target / path.name if dst.endswith("/") else target
            if path.is_dir():
                shutil.copytree(path, dest, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, dest)
    # The environment sees the installed dependencies of the Python running the tests
    # (no network here) through a .pth file: its site-packages come after the
    # environment's own, and their .pth files (an editable install of Herald's) are not
    # read. The package itself is installed into the environment from the copied
    # sources, not editable; that Python's pip and setuptools build it, with no index.
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    own = Path(
        subprocess.run(
            [
                str(venv / "bin" / "python"),
                "-c",
                "import sysconfig; print(sysconfig.get_path('purelib'))",
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    (own / "outer.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    shim = venv / "bin" / "pip"
    shim.write_text(f'#!/bin/sh\nexec "{venv / "bin" / "python"}" -m pip "$@"\n')
    shim.chmod(0o755)
    # Docker's build has none of the test process's bytecode settings (the suite's
    # PYTHONPYCACHEPREFIX, a PYTHONDONTWRITEBYTECODE): pip compiles the package into the
    # environment, and every process of the image reads that bytecode instead of
    # compiling Herald's modules again (the image's user cannot write there)
    bytecode = ("PYTHONPYCACHEPREFIX", "PYTHONDONTWRITEBYTECODE")
    env = {
        **{k: v for k, v in os.environ.items() if k not in bytecode},
        **img.env,
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "PIP_NO_DEPS": "1",
        "PIP_NO_INDEX": "1",
        "PIP_NO_BUILD_ISOLATION": "0",
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
    }
    for run in img.runs:
        if run.split()[0] in ("useradd", "adduser"):
            continue  # the image's user is an existing account here
        cmd = run.replace(img.workdir, str(app)).replace(f"{img.user}:{img.user}", f"{uid}:{gid}")
        done = subprocess.run(["sh", "-c", cmd], cwd=app, env=env, capture_output=True, text=True)
        assert done.returncode == 0, f"RUN {run}\n{done.stdout}\n{done.stderr}"
    # everything the image's user reads must be readable by it (as in an image)
    for path in (base, app, venv):
        path.chmod(0o755)
    return app, venv


@dataclass
class Built:
    """An image whose build was replayed (:func:`replay_build`) for its account."""

    img: Image
    uid: int
    gid: int
    app: Path  # the image's WORKDIR
    venv: Path  # its Python environment


def container(built: Built, base: Path) -> Path:
    """A container of ``built`` under ``base``: its own copy of the image's WORKDIR,
    owners and modes kept (what the container writes, its state, goes there, as into a
    container's own layer); the image's environment is shared, as nothing writes it at
    run time. Returns the copy's WORKDIR."""
    app = base / "app"
    subprocess.run(["cp", "-a", str(built.app), str(app)], check=True)
    base.chmod(0o755)  # the image's user goes through it, as in replay_build
    return app
