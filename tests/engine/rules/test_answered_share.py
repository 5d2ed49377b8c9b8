"""How wholly a concept's credit answers it, toward the share of the question a
section answers (a section answering every concept beats one answering a part): a
heading or a text saying the word whole answers it; a text saying it in part, or a
named thing credited to its game's other sections as the question's context, less."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.rules import rank

W = rank.WEIGHTS


def test_a_heading_or_a_whole_word_in_a_text_answers_whole():
    assert rank.answered_share(W.title, W) == 1.0
    # a text saying the word itself (its whole coverage)
    assert rank.answered_share(W.body, W) == 1.0
    assert rank.answered_share(W.concept_cap, W) == 1.0


def test_a_context_credit_answers_in_part():
    # the credit a named thing gives its game's other sections (see rank._weigh)
    got = rank.answered_share(W.context, W)
    assert 0.8 < got < 1.0
    assert got == W.context / W.answered_at


def test_a_text_saying_the_word_in_part_answers_less_than_whole():
    part = W.body * 0.8**2  # four fifths of its letter groups
    assert part >= W.hit  # it answers the concept...
    assert rank.answered_share(part, W) < 0.9  # ... less surely


def test_at_the_hit_threshold_it_is_the_old_count():
    w = replace(W, answered_at=W.hit)
    assert rank.answered_share(W.hit, w) == 1.0
    assert rank.answered_share(W.context, w) == 1.0
