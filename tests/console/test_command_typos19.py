"""A misspelt command in Italian or Japanese is answered with the nearest of the
reader's own command names, as /help finds it (play-test 19, finding 22: "/partita
unisicti" was answered "Intendevi /partita annulla?", an undo, for a join)."""

from __future__ import annotations

import io
import random

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0


@pytest.mark.parametrize(
    ("user", "lang", "line", "said"),
    [
        ("giulia", "it", "/partita unisicti", "Intendevi /partita unisciti?"),
        ("giulia", "it", "/partita unsciti", "Intendevi /partita unisciti?"),
        ("giulia", "it", "/partita inizai", "Intendevi /partita inizia?"),
        ("giulia", "it", "/partita staot", "Intendevi /partita stato?"),
        ("giulia", "it", "/game jion", "Intendevi /partita unisciti?"),
        ("hana", "ja", "/ゲーム 参家", "/ゲーム 参加 のことですか？"),
        ("hana", "ja", "/ゲーム 状態", "/ゲーム 状況 のことですか？"),
        ("bob", "en", "/game jion", "Did you mean /game join?"),
        ("bob", "en", "/game staus", "Did you mean /game status?"),
    ],
)
async def test_a_misspelt_command_is_matched_to_the_readers_own_names(
    store, knowledge, user, lang, line, said
):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await con.handle(f"!lang {user} {lang}")
    (err,) = [m["content"] for m in await con.handle(f"{user}: {line}") if m["kind"] == "error"]
    assert err.endswith(said), err


async def test_a_misspelling_near_nothing_of_theirs_is_not_matched_to_an_english_name(
    store, knowledge
):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await con.handle("!lang hana ja")
    (err,) = [
        m["content"] for m in await con.handle("hana: /ゲーム さんか") if m["kind"] == "error"
    ]
    assert "のことですか" not in err and "/ゲーム さんか" in err, err
