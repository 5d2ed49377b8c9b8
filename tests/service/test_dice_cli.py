"""``herald roll`` (bot.adapters.cli.dice.main): text, --json, named dice, game rolls, refusals."""

from __future__ import annotations

import json
import subprocess
import sys

from bot.adapters.cli.dice import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_one_object_per_roll(capsys):
    code, out, _ = run(capsys, "4d6kh3; 2#1d20+5", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert [d["expr"] for d in data] == ["4d6kh3", "1d20+5", "1d20+5"]
    for d in data:
        assert set(d) == {"expr", "total", "text"}
        assert d["text"].endswith(f"= `{d['total']}`")
    again = json.loads(run(capsys, "4d6kh3; 2#1d20+5", "--seed", "3", "--json")[1])
    assert again == data


def test_text_output_and_plain(capsys):
    code, out, _ = run(capsys, "1d20+5", "--seed", "1", "--plain")
    assert code == 0 and out.startswith("1d20 (") and "`" not in out


def test_refusal_exits_2_with_words(capsys):
    code, out, err = run(capsys, "1d0")
    assert code == 2 and out == ""
    assert "A die needs at least one face" in err and "Traceback" not in err
    code, _, err = run(capsys, "1d20", "--locale", "ja", "--seed", "1", "--dice", "rebellion")
    assert code == 2 and "1つだけ" in err


def test_named_dice_json(capsys):
    code, out, _ = run(capsys, "--dice", "rebellion", "--count", "4", "--seed", "5", "--json")
    (obj,) = json.loads(out)
    assert code == 0 and obj["total"] == 4 and len(obj["faces"]) == 4
    assert sum(obj["tally"].values()) == 4


def test_game_roll_json_both_sources(capsys):
    code, out, _ = run(
        capsys,
        "--game",
        "raid",
        "--faction",
        "scotti",
        "--renown",
        "1",
        "--forts",
        "2",
        "--seed",
        "5",
        "--json",
    )
    objs = json.loads(out)
    assert code == 0
    assert [(o["expr"], o["sources"]) for o in objs] == [("2d4", ["a"]), ("3d4", ["b"])]
    for o in objs:
        assert o["total"] == max(0, o["raw"] - 2)


def test_game_roll_refused(capsys):
    code, _, err = run(capsys, "--game", "raid", "--faction", "saxons", "--renown", "0")
    assert code == 2 and "no roll" in err


def test_as_a_process():
    p = subprocess.run(
        [sys.executable, "-m", "bot.adapters.cli.dice", "2000d6"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 2 and "At most 1000 dice" in p.stderr and "Traceback" not in p.stderr
