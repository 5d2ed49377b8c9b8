"""The container image, without Docker: the Dockerfile's steps replayed on this machine.

No Docker engine runs where the tests run, so the image is never built here. What can
still go wrong in it is checked by doing what the Dockerfile says, step by step: its
COPY lines lay out a folder standing for the image's WORKDIR, its ``pip install`` makes
a plain (not editable) install into a fresh virtual environment, its other RUN lines
run as written (the image's paths mapped to the folder, its user to an unprivileged
account of this machine), then its CMD runs as that user against the fake Discord and
must answer a command, and its HEALTHCHECK must pass.

What the replay cannot show: the base image's own contents (its Python, its libc) and
Docker's volume handling; the image's user is an existing unprivileged account here
(``nobody`` when the tests run as root), not the one ``useradd`` would create.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import new_channel
from dockerimage import (
    DOCKERFILE,
    ImageProcess,
    account,
    container,
    image_account,
    parse,
    unrunnable,
)


def test_the_dockerfile_is_understood():
    img = parse(DOCKERFILE.read_text())
    assert img.workdir == "/app" and img.user != "root"
    # the knowledge and the package reach the image; the state folder is a volume
    copied = {s for srcs, _ in img.copies for s in srcs}
    assert {"pyproject.toml", "bot", "knowledge"} <= copied
    assert "/app/state" in img.volumes
    assert img.cmd and img.healthcheck


async def test_the_image_starts_answers_and_is_healthy(fake, image_root, built_image):
    img, uid, gid, venv = built_image.img, built_image.uid, built_image.gid, built_image.venv
    app = container(built_image, image_root)

    # a plain install: the bot the image runs is the copy in its environment
    where = subprocess.run(
        [str(venv / "bin" / "python"), "-c", "import bot; print(bot.__file__)"],
        cwd="/",
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert where.startswith(str(venv)), where

    bot = ImageProcess(fake, app, venv, img, uid, gid)
    try:
        await bot.start()
        alice = fake.user("alice")
        ix = await fake.slash("roll", {"expr": "2d6+1"}, user=alice, channel=new_channel())
        reply = await ix.reply()
        assert f"<@{alice.id}>" in reply.text and "2d6" in reply.text, reply.text
        # the state the CMD created is in the volume, owned by the image's user
        db = app / "state" / "herald.db"
        assert db.exists() and db.stat().st_uid == uid
        code, out = await bot.healthcheck()
        assert code == 0, out
        assert "integrity ok" in out
    finally:
        await bot.close()
    assert bot.returncodes == [0], bot.log_text()
    assert "Traceback" not in bot.log_text()


def test_a_python_the_images_user_cannot_read_is_a_skip_with_its_reason(tmp_path, monkeypatch):
    """When the tests run as root with a Python under a folder only root reads (root's
    home), the replayed image cannot run as ``nobody``: the image tests skip and say
    why, instead of failing."""
    if os.geteuid() != 0:
        pytest.skip("only root runs the image as another account")
    uid, gid = account()
    assert unrunnable(uid, gid) is None  # this machine's Python: readable by all
    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    (private / "python3").symlink_to(os.path.realpath(sys.executable))
    why = unrunnable(uid, gid, str(private / "python3"))
    assert why is not None and "PermissionError" in why
    monkeypatch.setattr(sys, "executable", str(private / "python3"))
    with pytest.raises(pytest.skip.Exception, match=r"uid \d+\) cannot run .*PermissionError"):
        image_account()
