"""Play-test 19, finding 26: the default board picture gave Dracula and Dottor Seward
the same marker, "D"; seats whose names begin alike get a second letter."""

from bot.board.plan import default_mark


def test_seats_of_one_initial_get_marks_that_tell_them_apart():
    names = ["Dracula", "Dottor Seward", "Van Helsing"]
    assert [default_mark(x, names) for x in names] == ["Dr", "DS", "V"]
    names = ["Red", "Rose", "Blue"]
    assert [default_mark(x, names) for x in names] == ["Re", "Ro", "B"]


def test_seats_of_distinct_initials_keep_one_letter():
    names = ["Red", "Blue", "green"]
    assert [default_mark(x, names) for x in names] == ["R", "B", "G"]
    assert [default_mark(x, ["赤", "青"]) for x in ["赤", "青"]] == ["赤", "青"]
