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
    return code, out.splitlines(), err.splitlines()


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

