"""Games defined by their players, as play-test 14 found them (definition files in
tests/data/play14/ and written here): what players see in the console, on the same
service as the bot."""

from __future__ import annotations

import io
import random
import shutil
from pathlib import Path

import pytest

from bot.adapters.cli.console import Console
from bot.service import limits
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from bot.service.model import Button, Message, Select, SelectOption
from tests.conftest import T0
from tests.console.test_new_games import console, run

GAMES = Path(__file__).resolve().parents[1] / "data" / "play14"


def knowledge_of(tmp_path: Path, *texts: str) -> Knowledge:
    """A knowledge folder with the play-test's definitions and ``texts`` (more files)."""
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    for f in GAMES.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    for i, text in enumerate(texts):
        (root / "games" / f"extra{i}.toml").write_text(text, encoding="utf-8")
    k = Knowledge.load(root)
    assert not k.problems, k.problems
    return k


def errors(out: list[dict]) -> list[str]:
    return [m["content"] for m in out if m["kind"] == "error"]


def position(con: Console, channel: str = "general") -> dict:
    """The channel's game as the channel shows it (an export leaves unrevealed
    choices out)."""
    from bot.engine.games import session

    loaded = con.svc.store.sync.load(con.channels[channel])
    d = con.svc.loaded_definition(loaded)
    family = con.svc.families[d.family]
    return family.export(d, loaded.game["state"], session.table(loaded.game, d))["position"]


def as_message(m: dict) -> Message:
    """A console message's components back as the model's (for the limits check)."""
    comps: list[Button | Select] = []
    for c in m["components"]:
        if c["type"] == "select":
            opts = [SelectOption(o["label"], o["value"], o["description"]) for o in c["options"]]
            comps.append(Select(c["custom_id"], opts, c["placeholder"]))
        else:
            comps.append(Button(c["label"], c["custom_id"]))
    return Message(content=m["content"], components=comps)


# ------------------------------------------------- (2) more choices than one message holds


@pytest.mark.parametrize("seats", [4, 6])
async def test_every_seat_up_can_pick_every_choice_by_component(store, tmp_path, seats):
    """Four seats by eight choices (32) and six by eight (48) are more components than
    a message's 25: each seat gets a menu of all its choices, the menus over as many
    messages as Discord's limits need, and the last seat picks the last choice by it."""
    con = console(store, knowledge_of(tmp_path))
    names = ["Tuna", "Shrimp", "Egg", "Squid", "Eel", "Salmon"][:seats]
    joins = "\n".join(f"p{i}: /game join seat:{n}" for i, n in enumerate(names))
    out = await run(con, f"gm: /game start game:sushi-pick\n{joins}\ngm: /game begin")
    shown = [m for m in out if m["components"] and m["kind"] != "dashboard"]
    for m in shown:
        assert limits.problems(as_message(m)) == []
    menus = [c for m in shown for c in m["components"] if c["type"] == "select"]
    assert [c["placeholder"] for c in menus] == [f"{n}: choose…" for n in names]
    for menu in menus:
        assert [o["label"] for o in menu["options"]] == [
            "Nigiri", "Maki roll", "Tempura", "Sashimi",
            "Dumpling", "Wasabi", "Pudding", "Chopsticks",
        ]  # fmt: skip
    assert len(shown) == (1 if seats <= 5 else 2)
    last = names[-1]
    got = await run(con, f"p{seats - 1}: select {last} > Chopsticks")
    assert any("Chopsticks" in m["content"] for m in got if m["ephemeral"])
    assert position(con)["chosen"] == [
        ["tuna", "shrimp", "egg", "squid", "eel", "salmon"][seats - 1]
    ]
    # a menu of another seat is refused to this player, as its buttons were
    assert errors(await run(con, f"p{seats - 1}: select {names[0]} > Nigiri !expect-error"))


# ------------------------------------- (20, 21) every export of a game in play imports back


async def export_imports(con: Console, n: int) -> dict:
    """The channel's game exported by its GM, then imported into an empty channel and
    over the game there (the same game): both refuse nothing. Returns the export."""
    here = con.channel
    out = await run(con, "gm: /game export")
    (f,) = [f for m in out for f in m["files"] if f["name"].endswith(".json")]
    import json

    doc = json.loads(Path(f["path"]).read_text(encoding="utf-8"))
    got = await run(
        con,
        f"""
        #copy{n}
        gm: /game import file:{f["path"]}
        gm: /game import file:{f["path"]} confirm:true
        #{here}
        """,
    )
    assert not errors(got)
    return doc


PLAYED = """
gm: /game start game:sushi-pick
ann: /game join seat:Tuna
ben: /game join seat:Shrimp
cat: /game join seat:Egg
gm: /game begin
gm: /turn skip seat:Shrimp
ann: /act action:Choose choice:Pudding
gm: /game undo
ann: /act action:Choose choice:Nigiri
cat: /act action:Choose choice:Maki
ben: /act action:Choose choice:Tempura
gm: /turn skip seat:Egg
ann: /act action:Choose choice:Nigiri
"""


async def test_an_export_after_a_gm_skip_in_a_secret_step_keeps_the_skip_and_imports(
    store, tmp_path
):
    """The GM skipped Shrimp, nobody has chosen: the skip is no hidden choice (the
    export hides nothing, Tuna and Egg are up as in the channel), and the file imports
    back, into an empty channel and over the same game, where Shrimp is not asked again."""
    con = Console(
        Service(store, knowledge_of(tmp_path), rng=random.Random(3), clock=lambda: T0),
        out=io.StringIO(),
        as_json=True,
        clock=lambda: T0,
        files=tmp_path / "files",
    )
    lines = [x.strip() for x in PLAYED.strip().splitlines()]
    await run(con, "\n".join(lines[:6]))
    doc = await export_imports(con, 0)
    assert "hidden" not in doc
    assert doc["position"]["up"] == ["tuna", "egg"] and doc["position"]["chosen"] == ["shrimp"]
    assert position(con, "copy0")["up"] == ["tuna", "egg"]
    # Tuna chooses too: only Tuna's choice is hidden (the file asks Tuna again), the
    # skip stays
    await run(con, lines[6])
    doc = await export_imports(con, 1)
    assert doc["hidden"]["seats"] == ["tuna"]
    assert doc["position"]["up"] == ["tuna", "egg"] and doc["position"]["chosen"] == ["shrimp"]
    assert doc["state"]["state"]["turn"]["chosen"] == {"shrimp": None}
    assert position(con, "copy1")["up"] == ["tuna", "egg"]


async def test_every_export_of_a_game_in_play_imports(store, tmp_path):
    """After every command of a game in play (secret choices, GM skips, undo, the
    reveal, the next pick), the export imports back."""
    con = Console(
        Service(store, knowledge_of(tmp_path), rng=random.Random(3), clock=lambda: T0),
        out=io.StringIO(),
        as_json=True,
        clock=lambda: T0,
        files=tmp_path / "files",
    )
    for n, line in enumerate(x.strip() for x in PLAYED.strip().splitlines()):
        await run(con, line)
        await export_imports(con, n)


# -------------------------- (5, 9) a move of another step, by a player and by nobody seated

GEMS_START = """
gm: /game start game:gem-traders
ann: /game join seat:Ruby
ben: /game join seat:Emerald
cat: /game join seat:Sapphire
gm: /game begin
"""


async def test_a_move_the_step_does_not_have_is_refused_naming_the_step_s_moves(store, tmp_path):
    con = console(store, knowledge_of(tmp_path))
    await run(con, GEMS_START)
    out = await run(con, "ann: /turn pass !expect-error")
    assert errors(out) == [
        "❌ “Pass” is not a move of the current step, “Take gems or buy a card”."
        " Its moves: Take an action."
    ]
    # in a step the players resolve themselves (Noble visits), its move is the next step
    await run(con, "ann: /turn action\nben: /turn action\ncat: /turn action")
    assert position(con)["step"] == "nobles"
    out = await run(con, "ben: /turn pass !expect-error")
    assert errors(out) == [
        "❌ “Pass” is not a move of the current step, “Noble visits”. Its moves: Next step."
    ]


async def test_someone_with_no_seat_sending_a_move_of_another_step_is_told_they_have_none(
    store, tmp_path
):
    con = console(store, knowledge_of(tmp_path), "it")
    await run(con, GEMS_START + "ann: /turn action\nben: /turn action\ncat: /turn action")
    for line in ("pietro: /turn pass !expect-error", "pietro: /turn action !expect-error"):
        (said,) = errors(await run(con, line))
        assert said.startswith("❌ Non hai un posto in questa partita."), said


# --------------- (10, 11) the end said once; a GM's correction after it names the new winner


async def test_the_end_is_said_once_and_a_correction_that_changes_the_winner_says_so(
    store, tmp_path
):
    con = console(store, knowledge_of(tmp_path))
    await run(con, GEMS_START + "ann: /turn action")
    out = await run(con, "ben: /act action:Prestige number:+16")
    said = next(m["content"] for m in out if m["kind"] == "announce")
    assert [x for x in said.splitlines() if x.startswith("🏁")] == [
        "🏁 15 prestige reached: Emerald reaches 16 prestige points. The game is over."
    ]
    out = await run(con, "gm: /act action:Prestige seat:Sapphire number:20")
    said = next(m["content"] for m in out if m["kind"] == "announce")
    assert said.splitlines() == [
        "Sapphire: 20 prestige points.",
        "1. Sapphire: 20 prestige points",
        "2. Emerald: 16 prestige points",
        "3. Ruby: 0 prestige points",
        "🏆 Sapphire wins with 20 prestige points!",
    ]


# ----------------------------------- (3) choose together, reveal together: nobody "wins"


async def test_a_hand_passing_pick_reveals_the_choices_without_a_winner(store, tmp_path):
    con = console(store, knowledge_of(tmp_path), "ja")
    out = await run(
        con,
        """
        gm: /game start game:sushi-pick language:ja
        ann: /game join seat:Tuna
        ben: /game join seat:Shrimp
        gm: /game begin
        ann: /act action:選ぶ choice:巻き寿司
        ben: /act action:選ぶ choice:巻き寿司
        """,
    )
    said = [m["content"] for m in out if m["kind"] == "announce"][-1]
    assert "マグロは巻き寿司を選びました。\nエビは巻き寿司を選びました。" in said
    assert "勝ち" not in said and "位" not in said and "並び" not in said
    assert position(con)["step"] == "pick_card"  # the second pick, hands passed


# ------------------------ (6) Italian: the game's own round in sentences, pass as a verb

BRIDGE = """
slug = "ponte"
family = "turns"
names = { en = "Bridge", ja = "橋", it = "Il ponte" }

[seats]
names = ["green", "red", "blue"]
[seats.labels]
green = { en = "Green", ja = "緑", it = { text = "Verde", gender = "m" } }
red = { en = "Red", ja = "赤", it = { text = "Rosso", gender = "m" } }
blue = { en = "Blue", ja = "青", it = { text = "Blu", gender = "m" } }

[rounds]
count = 3
name = { en = "leg", ja = "区間", it = { text = "manche", gender = "f" } }

[[phases]]
id = "workers"
name = { en = "Workers", ja = "労働者", it = "Lavoratori" }
structure = "passing"
next_round_order = "pass_order"
"""


async def test_italian_sentences_say_the_game_s_own_round_and_pass_as_a_verb(store, tmp_path):
    con = console(store, knowledge_of(tmp_path, BRIDGE), "it")
    await run(
        con,
        """
        gm: /game start game:ponte language:it
        ann: /game join seat:Verde
        ben: /game join seat:Rosso
        cat: /game join seat:Blu
        gm: /game begin
        ann: /turn pass
        """,
    )
    (said,) = errors(await run(con, "ann: /turn pass !expect-error"))
    assert said == "❌ Il Verde ha già passato: in questa manche non gioca più."
    out = await run(con, "ben: /turn pass\ncat: /turn pass")
    text = "\n".join(m["content"] for m in out if m["kind"] == "announce")
    assert "Il Rosso ha passato (2° a passare)." in text
    assert (
        "Nella prossima manche si gioca nell'ordine in cui si è passato: Verde, Rosso e Blu."
        in text
    )
    assert "Passat" not in text and "round" not in text
    assert "Manche 2 · Lavoratori" in text  # a header capitalises it


# ------------------------------------ (game14) a count of one and the name it counts


async def test_a_count_of_one_says_the_counted_name_in_the_singular(store, tmp_path):
    """A count of one ("Ruby reaches 1 prestige points"): the English sentence printed the counter's
    name as written whatever the count, where the Italian one took its form."""
    one = (GAMES / "gem-traders.toml").read_text(encoding="utf-8")
    one = one.replace('slug = "gem-traders"', 'slug = "gem-one"').replace(
        "at_least = 15", "at_least = 1"
    )
    con = console(store, knowledge_of(tmp_path, one))
    await run(con, GEMS_START.replace("gem-traders", "gem-one"))
    out = await run(con, "ann: /act action:Prestige number:+1")
    said = "\n".join(m["content"] for m in out)
    assert "Ruby reaches 1 prestige point. The game is over." in said
    assert "1 prestige points" not in said
