"""``herald game check`` as an author meets it (issue 20, defs4): every problem of a
file at once (a misspelt key and a wrong reference told together, not one run after
the other), and warnings for what loads but is likely a slip."""

from __future__ import annotations

from bot.adapters.cli.main import main

HEAD = """
slug = "harvest"
family = "turns"
names = { en = "Harvest", ja = "収穫", it = "Raccolto" }
[seats]
names = ["red", "blue"]
[seats.labels]
red = { en = "Red", ja = "赤", it = "Rosso" }
blue = { en = "Blue", ja = "青", it = "Blu" }
[rounds]
count = 3
[counters.vp]
setup = 0
name = { en = "VP", ja = "勝利点", it = "PV" }
"""

MIXED = (
    HEAD
    + """
labl = 3
[verbs.vp]
does = "counter:vpp"
[winner]
by = "counter:vq"
[[phases]]
id = "work"
name = { en = "Work", ja = "仕事", it = "Lavoro" }
structur = "passing"
"""
)


def _check(tmp_path, capsys, text: str) -> tuple[int, list[str], list[str]]:
    path = tmp_path / "harvest.toml"
    path.write_text(text, encoding="utf-8")
    code = main(["game", "check", str(path)])
    out, err = capsys.readouterr()
    # the names' grammar notes (issue 25: tests/i18n/test_grammar.py) are another matter
    said = [ln for ln in out.splitlines() if ": note: " not in ln]
    return code, said, err.splitlines()


def test_a_misspelt_key_and_wrong_references_are_told_in_one_run(tmp_path, capsys):
    code, _, err = _check(tmp_path, capsys, MIXED)
    assert code == 1
    assert "harvest.toml: counters.vp.labl: unknown key" in err
    assert "harvest.toml: phases[0].structur: unknown key (did you mean 'structure'?)" in err
    assert (
        "harvest.toml: verbs.vp: 'vpp' is not a counter (did you mean 'vp'?); counters: vp" in err
    )
    assert "harvest.toml: winner.by: 'vq' is not a counter; counters: vp" in err
    assert len(err) == len(set(err))  # each problem once


def test_a_problem_in_what_was_set_aside_is_not_told_twice(tmp_path, capsys):
    text = MIXED.replace('does = "counter:vpp"', 'does = "counter:vpp"\nnam = "x"')
    _, _, err = _check(tmp_path, capsys, text)
    assert "harvest.toml: verbs.vp.nam: unknown key (did you mean 'name'?)" in err
    assert sum("verbs.vp" in line for line in err) == 2  # the key, then the reference


GOOD = (
    HEAD.replace(
        'blue = { en = "Blue", ja = "青", it = "Blu" }', 'blue = { en = "Blue", it = "Blu" }'
    )
    + """
[tables.europe]
kind = "bands"
name = { en = "Europe", ja = "ヨーロッパ", it = "Europa" }
bands = [[0, 0], [2, 3], [5, 7]]
[[phases]]
id = "work"
name = { en = "Work", it = "Lavoro" }
[[phases]]
id = "final"
final = true
name = { en = "Final scoring", ja = "最終得点", it = "Punteggio finale" }
structure = "scoring"
tables = ["europe"]
"""
)


def test_a_name_lacking_a_language_the_file_uses_and_an_open_band_are_warned_of(tmp_path, capsys):
    code, out, err = _check(tmp_path, capsys, GOOD)
    assert code == 0 and err == []
    assert out[0].startswith("harvest.toml: ok: Harvest (harvest, turns)")
    assert out[1:] == [
        "harvest.toml: warning: seats.labels.blue: no 'ja' name (the file names things in "
        "en, it, ja; readers of that language see the English one)",
        "harvest.toml: warning: phases[0].name: no 'ja' name (the file names things in "
        "en, it, ja; readers of that language see the English one)",
        "harvest.toml: warning: tables.europe: accepts any number from 5 up as the last "
        "band (give max to refuse more)",
    ]


def test_a_file_in_one_language_or_complete_is_not_warned_of(tmp_path, capsys):
    complete = GOOD.replace('"Blue", it', '"Blue", ja = "青", it').replace(
        '"Work", it', '"Work", ja = "仕事", it'
    )
    _, out, _ = _check(tmp_path, capsys, complete.replace("[5, 7]]", "[5, 7]]\nmax = 9"))
    assert len(out) == 1 and "warning" not in out[0]


def test_the_guide_describes_every_key_of_a_turn_based_definition():
    """docs/game-definitions.md names each key a turn-based file may hold (a key added
    to the models and not to the guide fails here)."""
    import re
    from pathlib import Path

    from bot.engine.games.turns import FAMILY

    keys: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            keys.update((node.get("properties") or {}).keys())
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(FAMILY.json_schema())
    guide = (Path(__file__).resolve().parents[2] / "docs" / "game-definitions.md").read_text(
        encoding="utf-8"
    )
    absent = [
        k
        for k in sorted(keys)
        if not re.search(rf'(^|[`\[ {{."]){re.escape(k)}([` =\]".]|$)', guide, re.M)
    ]
    assert absent == []


def test_herald_game_schema_describes_every_key(tmp_path):
    """An editor completing a definition shows what each key means: every property
    of the schema has a description (the model field's docstring)."""
    import json

    path = tmp_path / "schema.json"
    assert main(["game", "schema", "--out", str(path)]) == 0
    found: dict[str, str] = {}
    bare: list[str] = []

    def walk(node: object, owner: str) -> None:
        if isinstance(node, dict):
            owner = str(node.get("title", owner))
            for key, prop in (node.get("properties") or {}).items():
                if "description" in prop:
                    found[f"{owner}.{key}"] = prop["description"]
                else:
                    bare.append(f"{owner}.{key}")
            for v in node.values():
                walk(v, owner)
        elif isinstance(node, list):
            for v in node:
                walk(v, owner)

    walk(json.loads(path.read_text(encoding="utf-8")), "")
    assert bare == []
    assert found["passing step.next_round_order"].startswith("Next round's turn order")
    assert found["Counter.shared"] == "One number for the whole game (a track), not one per seat."


async def test_game_define_says_the_likely_slips_in_the_reader_s_language(svc):
    from tests.service.test_definitions import GOLD, upload

    text = GOLD.replace('name = { en = "gold", ja = "金貨", it = "oro" }', 'name = { en = "gold" }')
    r = await svc.dispatch(upload(text=text), "game", "define", {})
    said = r.messages[0].content
    assert said.startswith("Added Lancaster (`lancaster-gold`)")
    assert (
        "Likely slips (the definition is saved all the same):\n• counters.gold.name: no 'it', 'ja' name"
        in said
    )
    # the slip itself in the reader's language too (second reread, it 27 and ja 8)
    for loc, words in (
        ("it", "• counters.gold.name: manca il nome in 'it', 'ja' (il file dà i nomi in"),
        ("ja", "• counters.gold.name：'it', 'ja'の名前がありません（"),
    ):
        ctx = upload(text=text)
        ctx.locale = loc
        said = (await svc.dispatch(ctx, "game", "define", {})).messages[0].content
        assert words in said and "readers of that language" not in said
    ctx = upload(text=GOLD)
    ctx.locale = "it"
    r = await svc.dispatch(ctx, "game", "define", {})
    assert "sviste" not in r.messages[0].content  # every name in every language: none


def test_a_coin_file_s_misspelt_key_and_wrong_reference_are_told_in_one_run(tmp_path, capsys):
    from tests.conftest import KNOWLEDGE

    text = (KNOWLEDGE / "games" / "pendragon.toml").read_text(encoding="utf-8")
    text = text.replace("[coin.options]", "[coin.options]\nfirts = 1", 1)
    text = text.replace('does = "track:dux_prestige"', 'does = "track:dux_prestig"', 1)
    path = tmp_path / "pendragon.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["game", "check", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "pendragon.toml: coin.options.firts: unknown key (did you mean 'first'?)"
    assert err[1].startswith(
        "pendragon.toml: verbs.\"coin.prestige\": 'dux_prestig' is not a track "
        "(did you mean 'dux_prestige'?)"
    )


def test_a_summary_folder_that_is_nowhere_is_warned_of(tmp_path, capsys):
    """Leftover of play-test 17: ``summary = "<folder>"`` naming a folder that exists
    neither beside the file's ``games/`` folder nor in the shipped knowledge loads
    silently, and the prompts then quote nothing. A folder found there (beside the
    file, or shipped) is not warned of."""
    complete = (
        GOOD.replace('"Blue", it', '"Blue", ja = "青", it')
        .replace('"Work", it', '"Work", ja = "仕事", it')
        .replace("[5, 7]]", "[5, 7]]\nmax = 9")
    )
    named = complete.replace('family = "turns"', 'family = "turns"\nsummary = "harvest-rules"')
    games = tmp_path / "k" / "games"
    games.mkdir(parents=True)
    code, out, _ = _check(games, capsys, named)
    assert code == 0
    assert out[1:] == [
        "harvest.toml: warning: summary: no rule summaries in summaries/harvest-rules/ (looked"
        f" in {tmp_path / 'k' / 'summaries' / 'harvest-rules'} and the shipped knowledge): the"
        " prompts quote no rule text until that folder holds one, or a server adds one with"
        " /rules add game:harvest"
    ]
    folder = tmp_path / "k" / "summaries" / "harvest-rules"
    folder.mkdir(parents=True)
    (folder / "rules.md").write_text("# Harvest\n\nSow, then reap.\n", encoding="utf-8")
    _, out, _ = _check(games, capsys, named)
    assert len(out) == 1
    shipped = complete.replace('family = "turns"', 'family = "turns"\nsummary = "lancaster"')
    _, out, _ = _check(tmp_path, capsys, shipped)
    assert len(out) == 1
