"""Play-test 24's seat and message findings (fix24b) as players meet them in the
console (definitions in tests/data/play24/: Sniper Elite, one against three squads;
Killer Bunnies, open rounds)."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play24"


async def test_a_beginning_several_seats_share_asks_which_one(store, tmp_path):
    """Finding 5: "Squad" (Squad A, B and C) was answered "There is no seat “Squad”",
    which the docs promise to refuse as ambiguous, listing the seats it begins."""
    con = console(store, tmp_path, games=GAMES)
    said_by = {}
    for lang, channel, word in (
        ("en", "#en", "Squad"),
        ("it", "#it", "Squadra"),
        ("ja", "#ja", "分隊"),
    ):
        out = await run(
            con,
            f"{channel}\n!lang p{lang} {lang}\n"
            f"gm{lang}: /game start game:sniper-elite language:{lang}\n"
            f"p{lang}: /game join seat:{word} !expect-error",
        )
        said_by[lang] = out[-1]["content"]
    assert said_by["en"] == "❌ “Squad” begins Squad A, Squad B and Squad C: which one?"
    assert said_by["it"] == "❌ «Squadra» è l'inizio di Squadra A, Squadra B e Squadra C: quale?"
    assert said_by["ja"] == "❌ 「分隊」で始まる席は分隊A、分隊B、分隊Cです。どの席ですか？"
    # a beginning one seat alone has is that seat; a word no seat begins is still unknown
    out = await run(con, "#en\npen: /game join seat:squad b")
    assert "Squad B" in said(out), said(out)
    out = await run(con, "#en\npen2: /game join seat:Tank !expect-error")
    assert out[-1]["content"] == (
        "❌ There is no seat “Tank”. Seats: Sniper, Squad A, Squad B and Squad C."
    )


async def test_a_seat_given_again_to_its_holder_says_so_and_posts_nothing(store, tmp_path):
    """Finding 15: giving Rosso to @sam, who held it, was announced and pinged again
    ("Il GM assegna il posto del Rosso a @sam", the turn reposted)."""
    con = console(store, tmp_path, games=GAMES)
    told = {}
    for lang, seat in (("it", "Rosso"), ("en", "Red"), ("ja", "赤")):
        await run(
            con,
            f"#{lang}\n!lang gm{lang} {lang}\n"
            f"gm{lang}: /game start game:killer-bunnies language:{lang}\n"
            f"gm{lang}: /game join seat:{seat}\n"
            f"bo{lang}: /game join seat:Blue\ngm{lang}: /game begin\n"
            f"gm{lang}: /game seat seat:{seat} user:@sam{lang}",
        )
        out = await run(con, f"gm{lang}: /game seat seat:{seat} user:@sam{lang} !expect-error")
        assert [m["kind"] for m in out] == ["error"], out
        assert not any(m.get("mentions") for m in out)
        told[lang] = out[0]["content"]
    assert told["it"] == "❌ @samit ha già il posto del Rosso."
    assert told["en"] == "❌ @samen already holds Red."
    assert told["ja"] == "❌ @samjaはすでに赤の席にいます。"


async def test_the_only_seat_of_a_secret_step_is_not_told_it_chose_last(store, tmp_path):
    """Finding 12: the Sniper, alone in a ``secret`` step, read "you chose last, so
    every choice is revealed now" and the channel "everyone has chosen"."""
    con = console(store, tmp_path, games=GAMES)
    seen = {}
    for lang, word in (("it", "nord"), ("en", "north"), ("ja", "北")):
        out = await run(
            con,
            f"#{lang}\n!lang gi{lang} {lang}\n"
            f"gi{lang}: /game start game:sniper-elite language:{lang}\n"
            f"gi{lang}: /game join seat:sniper\n"
            f"ke{lang}: /game join seat:soldier_1\n"
            f"gi{lang}: /game begin\n"
            f"gi{lang}: /act action:{word}",
        )
        mine = [m for m in out if m.get("ephemeral")]
        seen[lang] = (said(out), mine[-1]["content"])
    chan, note = seen["it"]
    assert "Tocca a: @giit (Cecchino)\nIl Cecchino ha scelto il nord.\n✔" in chan
    assert (
        note
        == "La tua scelta, «nord», è registrata e mostrata ora: in questo passaggio scegli solo tu."
    )
    chan, note = seen["en"]
    assert "Up now: @gien (Sniper)\nSniper chose north.\n✔ Plot" in chan
    assert (
        note
        == "Your choice, north, is recorded and shown now: you are the only one choosing in this step."
    )
    chan, note = seen["ja"]
    assert "現在の手番：@gija（狙撃兵）\n狙撃兵は北を選びました。\n✔" in chan
    assert note == "あなたの選択（北）を記録し、開示しました。この手順で選ぶのはあなただけです。"


async def test_a_seat_given_after_play_began_starts_as_the_others_did(store, tmp_path):
    """Finding 4: Green, given to @sam after play began, had 0 bunnies where every seat
    starts with 1, and nobody was told where it plays."""
    con = console(store, tmp_path, games=GAMES)
    out = await run(
        con,
        "gm: /game start game:killer-bunnies language:en\n"
        "gm: /game join seat:Blue\nyu: /game join seat:Yellow\nlu: /game join seat:Violet\n"
        "gm: /game begin\ngm: /game seat seat:Green user:@sam",
    )
    text = said(out)
    assert "The GM gives the seat Green to @sam.\nGreen joins the game: plays after Violet." in text
    board = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"]
    assert {
        "name": "Bunnies in play",
        "value": "Blue 1, Yellow 1, Violet 1, Green 1",
    } in board, board


async def test_italian_labels_sharing_a_head_noun_take_its_gender(store, tmp_path):
    """Finding 13: "Squadra A" was read as feminine (ends in -a) but "Squadra B" and
    "Squadra C" as masculine ("lo Squadra B"), from their last letter."""
    con = console(store, tmp_path, games=GAMES)
    out = await run(
        con,
        "!lang tom it\n!lang gi it\ngi: /game start game:sniper-elite language:it\n"
        "gi: /game join seat:Cecchino\n"
        "tom: /game join seat:Squadra B\nke: /game join seat:Squadra C",
    )
    text = said(out)
    assert "@tom prende il posto della Squadra B." in text
    assert "@ke prende il posto della Squadra C." in text


async def test_press_by_words_alone_presses_the_own_row_or_says_why_not(store, tmp_path):
    """Finding 14: the Sniper pressing "Ordini dati" (the squads' rows only) was told
    there was no such button; a seat's own row's full label, after the post was
    reduced to a bare button, was not found either."""
    con = console(store, tmp_path, games=GAMES)
    await run(
        con,
        "!lang gi it\n!lang ke it\n!lang tom it\ngi: /game start game:sniper-elite language:it\n"
        "gi: /game join seat:Cecchino\nke: /game join seat:Squadra A\n"
        "tom: /game join seat:Squadra B\ngi: /game begin\ngi: /act action:nord",
    )
    out = await run(con, "gi: press Ordini dati !expect-error")
    # the GM's words two rows share: which one? (mend24: the GM's press may act)
    assert out[-1]["content"] == (
        "❌ 'Ordini dati' è su più pulsanti in #general: [Squadra A: Ordini dati], "
        "[Squadra B: Ordini dati]; quale? (premi la sua etichetta intera)"
    )
    out = await run(con, "gi: press Squadra A: Ordini dati !expect-error")
    # as Discord answers the GM pressing a squad's button (giulia is the GM)
    assert out[-1]["content"] == (
        "❌ Non sei tu a giocare la Squadra A. Come GM, vai avanti senza questo posto con "
        "/turno salta posto:Squadra A, oppure prendi il posto con /partita posto "
        "posto:Squadra A e gioca tu le sue mosse."
    )
    await run(
        con,
        "ma: /game join seat:Squadra C !expect-error\ngi: /game seat seat:soldier_3 user:@ma\n"
        "ke: press Ordini dati\ntom: press Ordini dati\n"
        "ke: /turn roll\ntom: /turn roll",
    )
    # a restart: the step's buttons as the channel shows them now, one bare [Tira]
    again = console(store, tmp_path, games=GAMES)
    out = await run(again, "ma: press Squadra C: Tira")
    assert said(out).startswith("🎲 La Squadra C tira 2d6"), said(out)
