"""An English word whose commonest Japanese glossed first by it is rarer than its
family's (*fail*: only しくじる; 見捨てる is *abandon; fail; desert*; *failure*: 失敗) is
said in Japanese by its family's word, as a translation, not only a neighbour (issue
21: the bridge's first Japanese for some English words is a wrong sense). A doer's
noun (*trader*) says who does it, not what is done: never so."""

from __future__ import annotations

from bot.engine.rules import query
from tests.engine.rules.invented import index_of, shipped_bridges, summary

GUILD = 61
HEIST_JA = summary(
    "vault-job",
    "Vault Job",
    "ja",
    """## 金庫破りの失敗
金庫を開けるのに失敗したら警報が鳴る。
## 警報
警報が鳴ると警備員が1マス進む。
""",
)


def test_the_bridge_weighs_only_first_glosses():
    bridge, _wn = shipped_bridges()
    assert bridge.first_gloss_zipf("failure") > bridge.first_gloss_zipf("fail") > 0
    assert bridge.first_gloss_zipf("zzzz") == 0


def test_a_verb_glossed_only_later_reaches_its_nouns_japanese():
    idx = index_of([HEIST_JA], scope=GUILD)
    for text, why in (("what if I fail to open the vault", "fail"), ("the heist fails", "fails")):
        q = query.analyse(idx, text, GUILD)
        (con,) = [c for c in q.concepts if c.why == why]
        assert "失敗" in con.extra


def test_a_doers_noun_stays_a_neighbour():
    # *paint*'s family has *painter*, 画家, commoner than 塗る; it says who paints
    idx = index_of([HEIST_JA], scope=GUILD)
    q = query.analyse(idx, "can I paint the vault door", GUILD)
    (con,) = [c for c in q.concepts if c.why == "paint"]
    assert "画家" not in con.extra
