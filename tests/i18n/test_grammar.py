"""Names in sentences (bot/i18n/grammar.py): Italian articles, contractions and
agreement, English number, plural categories; the grammar a definition gives its names
and what `herald game check` says of names that lack it (issue 25)."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import parse
from bot.i18n import join_list, t
from bot.i18n.grammar import Name, plural_category
from bot.service.definitions import grammar_notes
from bot.service.render import event_text, name


@pytest.mark.parametrize(
    "text, gender, number, the, di, su",
    [
        ("castello", "m", "sg", "il castello", "del castello", "sul castello"),
        ("Scudo", "m", "sg", "lo Scudo", "dello Scudo", "sullo Scudo"),
        ("Impero", "m", "sg", "l'Impero", "dell'Impero", "sull'Impero"),
        ("Contea A", "f", "sg", "la Contea A", "della Contea A", "sulla Contea A"),
        ("Austria", "f", "sg", "l'Austria", "dell'Austria", "sull'Austria"),
        ("Sassoni", "m", "pl", "i Sassoni", "dei Sassoni", "sui Sassoni"),
        ("Scoti", "m", "pl", "gli Scoti", "degli Scoti", "sugli Scoti"),
        ("Ottomani", "m", "pl", "gli Ottomani", "degli Ottomani", "sugli Ottomani"),
        ("Civitates", "f", "pl", "le Civitates", "delle Civitates", "sulle Civitates"),
    ],
)
def test_italian_articles_and_contractions(text, gender, number, the, di, su):
    n = Name.of(text, "it", gender=gender, number=number)
    assert (n.definite(), n.after("di"), n.after("su")) == (the, di, su)


def test_an_article_written_in_the_name_says_gender_and_number():
    assert (Name.of("la lente", "it").gender, Name.of("la lente", "it").number) == ("f", "sg")
    assert Name.of("gli Scoti", "it").number == "pl"
    conflict = Name.of("un conflitto", "it")
    assert (str(conflict), conflict.after("su"), conflict.definite()) == (
        "conflitto",
        "su un conflitto",
        "un conflitto",
    )
    # a gender said without a number is one thing, whatever its last word
    assert Name.of("Fama dei Sassoni", "it", gender="f").number == "sg"
    venice = Name.of("Venezia", "it", gender="f", article="")
    assert (venice.definite(), venice.after("di"), venice.after("a")) == (
        "Venezia",
        "di Venezia",
        "a Venezia",
    )


def test_lists_are_plural_names_with_each_article_and_an_or_form():
    red = Name.of("Rosso", "it", gender="m")
    france = Name.of("Francia", "it", gender="f")
    both = join_list([red, france], "it")
    assert str(both) == "Rosso e Francia" and both.number == "pl"
    assert both.definite() == "il Rosso e la Francia"
    assert both.after("a") == "al Rosso e alla Francia"
    assert both.alternatives() == "Rosso o Francia"
    empty = join_list([], "it")
    assert str(empty) == "nessuno" and empty.size == 0
    assert str(join_list(["赤", "青"], "ja")) == "赤、青"


def test_counts_take_their_plural_category():
    assert [plural_category("it", n) for n in (0, 1, 2, 5)] == ["other", "one", "other", "other"]
    assert plural_category("ja", 1) == "other"
    assert t("table.duration.h", "it", h=1) == "1 ora"
    assert t("table.duration.h", "it", h=2) == "2 ore"
    assert t("rules.add.done", "it", name="x.md", game="Lancaster", sections=1).endswith(
        "1 sezione, già consultabile."
    )
    assert "5 differenze" in t("rules.cli.differences", "it", count=5)


def test_the_reviewers_examples_read_correctly_in_italian(knowledge):
    """Issue 25's examples: plural seats with their verb and article, places with
    preposition and article, counts with their singular."""
    pen, eu, lan = (
        knowledge.definitions[s] for s in ("pendragon", "europa-universalis", "lancaster")
    )

    def say(kind, data, d):
        return event_text({"kind": kind, "data": data}, "it", d)

    assert say("FactionPassed", {"faction": "Saxons"}, pen) == "I Sassoni passano."
    assert say("TurnTaken", {"seat": "Ottomans"}, eu) == "Gli Ottomani hanno eseguito un'azione."
    placed = say("PiecePlaced", {"seat": "Red", "where": "castle", "left": 1}, lan)
    # the piece by the definition's piece_name (play-test 18, finding 4)
    assert placed == "Il Rosso ha piazzato un cavaliere nel castello (ne resta 1 da piazzare)."
    assert "un cavaliere nella Contea A" in say(
        "PiecePlaced", {"seat": "Red", "where": "A", "left": 0}, lan
    )
    assert say("CounterGranted", {"counter": "vote_markers", "plus": 1}, lan).endswith(
        "1 segnalino voto."
    )
    passed = say(
        "PlayerPassed", {"seat": "France", "rank": 1, "reward": 1, "unit": "pass_rewards"}, eu
    )
    assert passed == "La Francia ha Passato (1ª a Passare) e guadagna 1 Ducato."
    assert say("GameWon", {"faction": "Civitates"}, pen) == "Le Civitates vincono la partita!"
    assert say(
        "TrackChanged", {"track": "imperium", "old": "roman_rule", "new": "autonomy"}, pen
    ) == ("Imperium: Dominio romano → Autonomia.")
    # nothing said bare after a full stop (issue 25: "La partita è finita. Sassoni")
    finished = t("coin.step.finished", "it", winner=name("seat", "Saxons", "it", pen))
    assert finished == "La partita è finita. I Sassoni hanno vinto."
    ja = t("coin.step.finished", "ja", winner=name("seat", "Saxons", "ja", pen))
    assert ja == "ゲーム終了です。サクソンの勝利です。"


def test_japanese_puts_no_space_around_names(knowledge):
    lan = knowledge.definitions["lancaster"]
    joined = event_text({"kind": "PlayerJoined", "data": {"user": 1, "seat": "Red"}}, "ja", lan)
    assert joined == "<@1>が赤の席に着きました。"
    passed = event_text(
        {
            "kind": "PlayerPassed",
            "data": {"seat": "France", "rank": 2, "reward": 5, "unit": "pass_rewards"},
        },
        "ja",
        knowledge.definitions["europa-universalis"],
    )
    assert passed == "フランスがパスしました（2番目）。報酬：5ダカット。"


def test_game_check_notes_names_without_their_grammar():
    bare = """
slug = "bare-game"
family = "turns"
[seats]
names = ["a", "b"]
[seats.labels]
a = { en = "Owls", it = "Gufi" }
b = { en = "Hare", it = { text = "Lepre", gender = "f" } }
[counters.seeds]
name = { en = "seeds", it = "semi" }
[rounds]
count = 2
[[phases]]
id = "p"
name = "P"
"""
    notes = grammar_notes(parse(bare, "bare.toml"))
    assert any("seats.labels.a.it: 'Gufi' has no gender" in n for n in notes)
    assert not any("seats.labels.b" in n for n in notes)
    assert any("counters.seeds.name.en: 'seeds' is counted" in n for n in notes)
    assert any("counters.seeds.name.it" in n and "has no gender" in n for n in notes)


def test_every_shipped_and_test_game_gives_its_names_grammar(knowledge):
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    files = [
        *(root / "knowledge" / "games").glob("*.toml"),
        *(root / "tests" / "data" / "games").glob("*.toml"),
    ]
    assert len(files) == 7
    for f in files:
        assert grammar_notes(parse(f.read_text(encoding="utf-8"), f.name)) == [], f.name


def test_a_bad_grammar_table_is_refused_with_its_key():
    from bot.engine.games.definition import DefinitionError

    bad = """
slug = "bad-game"
family = "turns"
[seats]
names = ["a"]
[seats.labels]
a = { en = "A", it = { text = "Ai", gender = "x" } }
[rounds]
count = 2
[[phases]]
id = "p"
name = "P"
"""
    with pytest.raises(DefinitionError) as e:
        parse(bad, "bad.toml")
    assert (
        "bad.toml: seats.labels.a.it.gender: Input should be 'm' or 'f', got 'x'" in e.value.lines()
    )


def test_italian_and_before_an_e_is_ed():
    """«Alessandria, Babilonia ed Efeso» (the euphonic d), «e Roma» otherwise."""
    from bot.i18n import join_list

    assert (
        join_list(["Alessandria", "Babilonia", "Efeso"], "it") == "Alessandria, Babilonia ed Efeso"
    )
    assert join_list(["Efeso", "Roma"], "it") == "Efeso e Roma"
    assert t(
        "event.PlayerDone",
        "it",
        seat=Name.of("Rosso", "it"),
        waiting=join_list(
            [Name.of("Roma", "it", gender="f"), Name.of("Efeso", "it", gender="m")], "it"
        ),
    ).endswith("la Roma e l'Efeso.")
    assert join_list(["Red", "Emerald"], "en") == "Red and Emerald"


@pytest.mark.parametrize(
    "phrase, locale, plural",
    [
        ("prende la regione", "it", "prendono la regione"),
        ("vince l'asta", "it", "vincono l'asta"),
        ("passa per primo", "it", "passano per primo"),
        ("va avanti", "it", "vanno avanti"),
        ("è primo", "it", "sono primo"),
        ("sceglie per primo", "it", "scelgono per primo"),
        ("finisce il round", "it", "finiscono il round"),
        ("takes the region", "en", "take the region"),
        ("goes first", "en", "go first"),
        ("passes", "en", "pass"),
        ("carries the day", "en", "carry the day"),
        ("が地域を取ります", "ja", "が地域を取ります"),
    ],
)
def test_a_definitions_verb_agrees_with_several_subjects(phrase, locale, plural):
    """Second reread, it 2: «I Sassoni e le Civitates prende la regione»."""
    from bot.i18n.grammar import plural_verb

    assert plural_verb(phrase, locale) == plural
    two = join_list(["Sassoni", "Civitates"], locale)
    one = Name.of("Rosso", locale)
    assert t("event.AmountWonAs", locale, winners=one, **{"as": phrase}, amount=2).count(phrase)
    said = t("event.AmountWonAs", locale, winners=two, **{"as": phrase}, amount=2)
    assert plural in said


def test_a_change_is_said_with_its_sign():
    """Second reread, it 12 and ja 14: «segnalini voto 1: ora è 1» said no direction."""
    for loc, up, down in (("it", "+2 (ora 5)", "−3 (ora 0)"), ("ja", "+2（現在5）", "−3（現在0）")):
        counter = Name.of("segnalini voto" if loc == "it" else "投票マーカー", loc)
        assert up in t("event.SharedCounterChanged", loc, counter=counter, delta=2, count=5)
        assert down in t("event.SharedCounterChanged", loc, counter=counter, delta=-3, count=0)


def test_english_agrees_with_a_plural_seat_and_says_its_possessive():
    """Play-test 13: seats declared plural read "It is Nomads's turn", "Mermaids has
    passed", "Witches has reported everything"."""
    nomads = Name.of("Nomads", "en", number="pl")
    witch = Name.of("Witch", "en")
    boudicca = Name.of("Boudicca", "en")
    assert t("turns.error.turn_of", "en", seat=nomads) == "It is Nomads' turn."
    assert t("turns.error.turn_of", "en", seat=witch) == "It is Witch's turn."
    assert t("turns.error.turn_of", "en", seat=boudicca) == "It is Boudicca's turn."
    assert t("turns.error.already_passed", "en", seat=nomads).startswith("Nomads have passed")
    assert t("turns.error.already_passed", "en", seat=witch).startswith("Witch has passed")
    assert t("event.ReportsDone.short", "en", seat=nomads) == "Nomads have reported everything."
    assert t("event.PlayerDone.short", "en", seat=nomads) == "Nomads are done."
    assert t("error.seat_taken", "en", seat=nomads) == "Nomads are already taken."
    voted = t("event.Voted.short", "en", seat=nomads, vote="yes", ballot="law 3")
    assert voted == "Nomads vote “yes” (law 3)."
    coins = Name.of("Monete", "it", gender="f", number="pl")
    said = t(
        "turns.error.counter_range_after", "it", counter=coins, value=-2, by="Rossi", min=0, max=9
    )
    assert "«Monete» andrebbero a -2" in said and "devono restare" in said


def test_the_two_seat_markers_have_distinct_labels_in_every_language():
    """Play-test 13: a Japanese dashboard showed スタートプレイヤー twice (First Player
    and Start player), an Italian one Primo Giocatore and Primo giocatore; the token is
    now named as its events name it."""
    for loc in ("en", "ja", "it"):
        first, start = t("turns.dash.first_player", loc), t("turns.dash.start_player", loc)
        assert first.casefold() != start.casefold(), loc


def test_an_italian_name_of_several_words_is_guessed_by_its_head_noun():
    """Play-test 24, finding 13: the last letter made "Squadra A" feminine and "Squadra
    B" masculine; the head (first word) decides, one guess for labels sharing it."""
    for text in ("Squadra A", "Squadra B", "Squadra C", "Casa Blu"):
        name = Name.of(text, "it")
        assert (name.gender, name.number) == ("f", "sg"), text
        assert name.definite() == f"la {text}"
    signore = Name.of("Signore di Giada", "it")
    assert (signore.gender, signore.number, signore.definite()) == (
        "m",
        "sg",
        "il Signore di Giada",
    )
    assert Name.of("Conigli in gioco", "it").number == "pl"
    d = parse(
        """
slug = "squads"
family = "turns"
names = { en = "Squads" }
[seats]
names = ["a", "b"]
[seats.labels]
a = { en = "Squad A", it = "Squadra A" }
b = { en = "Squad B", it = "Squadra B" }
[rounds]
count = 2
[[phases]]
id = "p"
name = "P"
""",
        "squads.toml",
    )
    notes = [n for n in grammar_notes(d) if "Squadra" in n]
    assert len(notes) == 2
    assert all("read as feminine singular (la Squadra" in n for n in notes), notes
