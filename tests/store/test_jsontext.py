"""The stored JSON text (bot/store/jsontext.py): the text the standard library's
encoder wrote before, whichever encoder writes it now."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.store.jsontext import dump
from tests.conftest import batches


def standard(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# what game states, events and messages hold: no floats (their exponents are spelled
# differently, see below), integers well past 64 bits included
_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.text(alphabet=st.characters(exclude_categories=("Cs",)))
)
_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(st.text(max_size=8), inner, max_size=5)
        | st.dictionaries(st.integers(min_value=0, max_value=99), inner, max_size=3)
    ),
    max_leaves=30,
)


VALUES, value_batch = batches(1000)


@settings(max_examples=VALUES)
@given(value_batch(_values))
def test_the_text_is_the_standard_encoders_and_reads_back_the_same(values):
    for value in values:
        text = dump(value)
        assert text == standard(value)
        assert json.loads(text) == json.loads(standard(value))


FLOATS, float_batch = batches(500)


@settings(max_examples=FLOATS)
@given(float_batch(st.floats(allow_nan=False, allow_infinity=False)))
def test_a_float_reads_back_as_the_same_float(xs):
    for x in xs:
        assert json.loads(dump({"x": x}))["x"] == x


def test_non_ascii_text_is_kept_and_escapes_are_the_standard_ones():
    value = {"c": 'é " \\ \n 🎲 ダイス', 1: [True, None]}
    assert dump(value) == '{"c":"é \\" \\\\ \\n 🎲 ダイス","1":[true,null]}'


def test_what_orjson_refuses_is_written_by_the_standard_encoder():
    big = {"total": 2**70, "neg": -(2**64)}
    assert dump(big) == '{"total":1180591620717411303424,"neg":-18446744073709551616}'
    assert json.loads(dump(big)) == big  # exact: an int, not a float
    lone = {"s": "\ud800"}  # a lone surrogate: orjson refuses it, as UTF-8 would
    assert dump(lone) == standard(lone)


def test_what_neither_encoder_can_write_is_still_refused():
    with pytest.raises(TypeError):
        dump({"x": object()})
