"""mend24a: ``herald guild import`` (review24a, findings 7-9): a stray copy of a game
file, a summary over the server's quota, an export made before summaries.json."""

from __future__ import annotations

import json
import shutil

from bot.store import Store
from tests.store.test_play22_export_kept import AMBER, SLATE
from tests.store.test_tidy24_import import _channel_of_game, _exported, _import


def _seats(tmp_path) -> list[list]:
    store = Store.open(tmp_path / "fresh.db")
    try:
        (g,) = store.games(5)
        return g.game["seats"]
    finally:
        store.close()


def test_a_stray_copy_of_a_game_file_is_skipped_for_the_export_s_own(tmp_path, knowledge, capsys):
    """review24a, finding 7: a backup kept in games/ whose name sorted first was
    imported into the channel, and the export's own file refused as "channel already
    holds a game". The file under the export's name for that channel wins; the other
    is said to be a duplicate skipped."""
    out, game = _exported(tmp_path, knowledge, capsys)
    doc = json.loads(game.read_text(encoding="utf-8"))
    assert doc["state"]["seats"] == [["Red", AMBER], ["Blue", SLATE]]
    older = dict(doc, state=dict(doc["state"], seats=[["Red", SLATE], ["Blue", AMBER]]))
    stray = out / "games" / "backup-before-round2.json"  # sorts before herald-...
    stray.write_text(json.dumps(older), encoding="utf-8")
    assert _import(tmp_path, knowledge, out) == 0
    said = capsys.readouterr()
    assert f"games/{game.name}: imported into channel 10" in said.out
    assert (
        "games/backup-before-round2.json: names channel 10 too; skipped as a duplicate"
        f" (games/{game.name} is the export's file for that channel)"
    ) in said.err
    assert "already holds a game" not in said.err
    assert _seats(tmp_path) == [["Red", AMBER], ["Blue", SLATE]]


def test_two_copies_neither_under_the_export_s_name_are_both_refused(tmp_path, knowledge, capsys):
    out, game = _exported(tmp_path, knowledge, capsys)
    shutil.copy(game, out / "games" / "a.json")
    game.rename(game.with_name("b.json"))
    assert _import(tmp_path, knowledge, out) == 1
    assert (
        "games/a.json and games/b.json both name channel 10, and not one of them alone bears"
        " the export's name for it; none imported (keep one of them in games/, then import"
        " again)"
    ) in capsys.readouterr().err
    assert _channel_of_game(tmp_path) == []


def _with_summaries(out, count: int, listed: bool = True) -> None:
    folder = out / "summaries" / "lancaster"
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for i in range(count):
        (folder / f"s{i:02}.md").write_text(f"# Table rule {i}\n\nRule {i}.\n", encoding="utf-8")
        rows.append(
            {
                "file": f"lancaster/s{i:02}.md",
                "name": f"s{i:02}.md",
                "game": "lancaster",
                "added_by": AMBER,
                "added_at": "2026-11-01T00:00:00+00:00",
            }
        )
    if listed:
        (out / "summaries" / "summaries.json").write_text(json.dumps(rows), encoding="utf-8")


def test_a_summary_over_the_quota_names_the_limit_and_what_to_do(tmp_path, knowledge, capsys):
    """review24a, finding 8: "not added: over the server's summary quota" said neither
    the limit nor what frees room."""
    out, _ = _exported(tmp_path, knowledge, capsys)
    _with_summaries(out, 21)
    assert _import(tmp_path, knowledge, out) == 1
    err = capsys.readouterr().err
    assert (
        "summaries/lancaster/s20.md: not added: the server holds 20 summaries, the most it"
        " may (20); make room with /rules remove on the server, then add this file with"
        " /rules add"
    ) in err


def test_an_export_without_summaries_json_says_who_added_them_and_when_is_unknown(
    tmp_path, knowledge, capsys
):
    """review24a, finding 9: an export made before summaries.json: the summaries came
    back "added by ?" on the import's date, unsaid."""
    out, _ = _exported(tmp_path, knowledge, capsys)
    _with_summaries(out, 2, listed=False)
    assert _import(tmp_path, knowledge, out) == 0
    said = capsys.readouterr().out
    assert (
        "summaries/summaries.json is missing (an export made before 2026-11-28): who added"
        " each summary and when is unknown; /rules list shows them as added by ? on the"
        " day of this import"
    ) in said
    assert (
        "summaries/lancaster/s00.md: added as s00.md (lancaster); added by: unknown, when: unknown"
    ) in said
    # with summaries.json, who and when are known: not said unknown
    fresh = tmp_path / "fresh.db"
    fresh.unlink()
    _with_summaries(out, 2)
    assert _import(tmp_path, knowledge, out) == 0
    said = capsys.readouterr().out
    assert "summaries/lancaster/s00.md: added as s00.md (lancaster)\n" in said
    assert "unknown" not in said
