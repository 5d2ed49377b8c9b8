"""``herald rules search`` reads the settings ``herald run`` reads (HERALD_KNOWLEDGE,
HERALD_DB, HERALD_LOCALE, .env) and, with ``--guild``, that server's summaries only."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bot.adapters.cli.rules import main
from tests.conftest import KNOWLEDGE

MINI = """+++
game = "mini-game"
title = "Mini game crib sheet"
names = { en = "Mini Game" }
[source]
file = "000_0123456789abcdef.txt"
author = "unknown"
+++
# Mini Game

## Quokka Phase
Every quokka scores 4 points.
"""


@pytest.fixture
def here(tmp_path, monkeypatch):
    """Run from an empty folder with no HERALD_* variables set."""
    for k in ("HERALD_KNOWLEDGE", "HERALD_DB", "HERALD_LOCALE"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def search(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["search", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_herald_knowledge_is_honoured(here, capsys, monkeypatch):
    k = here / "k"
    (k / "summaries" / "mini-game").mkdir(parents=True)
    (k / "summaries" / "mini-game" / "crib.md").write_text(MINI, encoding="utf-8")
    monkeypatch.setenv("HERALD_KNOWLEDGE", str(k))
    monkeypatch.setenv("HERALD_RULES_CACHE", str(here / "cache"))
    code, out, _ = search(capsys, "quokka", "--json")
    assert code == 0
    # the index built is left in the rules cache for the next search (and the bot)
    assert len(list((here / "cache").glob("rules-index-*.pickle"))) == 1
    (hit,) = json.loads(out)
    assert hit["game"] == "mini-game" and hit["title"] == "Quokka Phase"
    assert hit["source"] == "Mini game crib sheet · player summary"
    # the shipped knowledge is not read when HERALD_KNOWLEDGE points elsewhere
    # (nothing answers: only the nearest of what is there, never a shipped game's)
    hits = json.loads(search(capsys, "shield wall", "--json")[1])
    assert {h["game"] for h in hits} == {"mini-game"} and not hits[0]["confident"]


def test_dotenv_and_locale(here, capsys):
    k = here / "k"
    (k / "summaries" / "mini-game").mkdir(parents=True)
    (k / "summaries" / "mini-game" / "crib.md").write_text(MINI, encoding="utf-8")
    (here / ".env").write_text(f"HERALD_KNOWLEDGE={k}\nHERALD_LOCALE=ja\n", encoding="utf-8")
    code, out, _ = search(capsys, "quokka")
    assert code == 0 and "Quokka Phase" in out and "プレイヤー作成のサマリー" in out
    assert "000_" not in out


def test_bad_setting_is_refused(here, capsys, monkeypatch):
    monkeypatch.setenv("HERALD_KNOWLEDGE", str(here / "nowhere"))
    code, _, err = search(capsys, "quokka")
    assert code == 2 and "HERALD_KNOWLEDGE" in err


def test_the_shipped_index_is_loaded_from_the_rules_cache_beside_the_database(
    here, capsys, monkeypatch, shipped_rules_cache, shipped_rules
):
    """The cache the bot keeps beside its SQLite file (``rules-cache``) is read, not
    built again: what its file holds is what is searched."""
    from bot.store import open_store

    db = here / "state" / "h.db"
    db.parent.mkdir()
    open_store(db).close()
    (shipped,) = shipped_rules_cache.glob("rules-index-*.pickle")
    cache = db.parent / "rules-cache" / shipped.name
    cache.parent.mkdir()
    # the shipped index with a section no knowledge file has, under the shipped name
    shipped_rules.add("## Quokka Parade\nQuokkas march.", scope=None, source_id="q.md", game="q")
    cache.write_bytes(shipped_rules.dumps())
    before = cache.stat()
    monkeypatch.setenv("HERALD_DB", str(db))
    code, out, _ = search(capsys, "quokka parade")
    assert code == 0 and "Quokka Parade" in out
    code, out, _ = search(capsys, "shield wall")
    assert code == 0 and "シールド" in out
    after = cache.stat()  # read only: it was not written again
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert list(cache.parent.iterdir()) == [cache]


def test_guild_summaries_from_herald_db(here, capsys, monkeypatch, db_url, shipped_rules_cache):
    from bot.store import open_store

    # the bot's rules cache holds the shipped index (it is loaded, not built, each time)
    monkeypatch.setenv("HERALD_RULES_CACHE", str(shipped_rules_cache))

    db = db_url  # a SQLite file or a PostgreSQL schema, as HERALD_DB names them
    store = open_store(db)
    store.add_summary("crib.md", "mini-game", MINI, 1, "2026-11-21", 5)
    store.close()
    shutil.copytree(KNOWLEDGE, here / "knowledge")
    monkeypatch.setenv("HERALD_DB", str(db))
    hits = json.loads(search(capsys, "quokka phase", "--guild", "5", "--json")[1])
    assert hits and hits[0]["title"] == "Quokka Phase"
    assert "confident" in hits[0]
    assert not any(
        h["title"] == "Quokka Phase"
        for h in json.loads(search(capsys, "quokka phase", "--guild", "6", "--json")[1])
    )
    assert not any(
        h["title"] == "Quokka Phase"
        for h in json.loads(search(capsys, "quokka phase", "--json")[1])
    )
    # shipped knowledge found from the folder HERALD_KNOWLEDGE defaults to
    code, out, _ = search(capsys, "shield wall")
    assert code == 0 and "シールド" in out and "differences that change a rule" in out
    assert "://" in db or Path(db).exists()


def test_adopt_gives_unplaced_summaries_to_a_server(here, capsys, monkeypatch, db_url):
    from bot.store import open_store

    db = db_url
    store = open_store(db)
    store.add_summary("a.md", "g", "## A\none", 1, "t", 0)
    store.add_summary("b.md", "g", "## B\ntwo", 1, "t", 0)
    store.add_summary("b.md", "g", "## B\nmine", 2, "t", 7)
    store.close()
    monkeypatch.setenv("HERALD_DB", str(db))
    assert main(["adopt", "--guild", "7"]) == 0
    assert "1 summary moved from server 0 to 7" in capsys.readouterr().out
    store = open_store(db)
    assert {(r["name"], r["text"]) for r in store.summaries(7)} == {
        ("a.md", "## A\none"),
        ("b.md", "## B\nmine"),
    }
    assert [r["name"] for r in store.summaries(0)] == ["b.md"]  # the clash stays put
    store.close()


PONTE = """+++
game = "mini-game"
title = "Mini: riassunto"
language = "it"
names = { en = "Mini Game" }
[source]
file = "000_0123456789abcdef.txt"
author = "unknown"
+++
# Mini

## Entrate
Ogni giocatore riceve cinque denari all'inizio del turno.

## Il castello
Si costruisce nel castello con cibo, legno e pietra.

## Il ponte
Chi paga un denaro al ponte avanza di una casella.
"""


def test_a_knowledge_folder_without_the_words_across_languages_uses_the_shipped_ones(
    here, capsys, monkeypatch, caplog
):
    """A folder of one's own games and summaries (docs/game-definitions.md, "Testing a
    definition in the console") has no lexicon/ or bridge/: a Japanese question about an
    Italian summary found nothing (play14 7). They are read from the shipped folder,
    and the log says so once."""
    k = here / "k"
    (k / "summaries" / "mini-game").mkdir(parents=True)
    (k / "summaries" / "mini-game" / "riassunto.md").write_text(PONTE, encoding="utf-8")
    monkeypatch.setenv("HERALD_KNOWLEDGE", str(k))
    monkeypatch.setenv("HERALD_RULES_CACHE", str(here / "cache"))
    code, out, _ = search(capsys, "橋の順番", "--json")
    assert code == 0
    assert json.loads(out)[0]["title"] == "Il ponte"
    said = [r.getMessage() for r in caplog.records if "lexicon/ or bridge/" in r.getMessage()]
    assert said == [
        f"knowledge folder {k} has no lexicon/ or bridge/: the words across languages are "
        f"read from the shipped {KNOWLEDGE}"
    ]
