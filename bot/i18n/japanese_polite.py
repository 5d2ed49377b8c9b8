"""A definition's Japanese verb phrase in the polite form Herald's sentences use.

A definition writes its ``win_text`` as a phrase (``先手になる``, ``最初に解決する``);
Herald's Japanese sentences end politely (``赤が先手になります``). The phrase's last
word is put in its ``-masu`` form: ``する`` → ``します``, a godan ending moves to its
i-row (``行く`` → ``行きます``, ``なる`` → ``なります``), an ichidan verb drops its
``る`` (``食べる`` → ``食べます``); a negative in ``ない`` becomes ``ません``; an
adjective or a noun takes ``です``. A phrase already polite is left as written, and
one that ends otherwise (a quotation, a sign) too.

A phrase ending in ``ない`` or a past ``た`` is read by MeCab (UniDic, as the rules
lookup reads Japanese): a verb's negative or past takes ``ません`` / ``ました`` on the
verb's -masu stem (``来ない`` → ``来ません``, ``勝った`` → ``勝ちました``), while an
adjective written in kana (``もったいない``, ``きたない``) is no verb and takes ``です``.
"""

from __future__ import annotations

from bot.engine.rules.japanese import mecab_words

# the i-row kana of a godan verb's last kana (its -masu stem)
_GODAN = {
    "う": "い",
    "く": "き",
    "ぐ": "ぎ",
    "す": "し",
    "つ": "ち",
    "ぬ": "に",
    "ぶ": "び",
    "む": "み",
    "る": "り",
}
# a godan negative's a-row kana back to its i-row (行わない → 行いません)
_NEGATIVE = {
    "わ": "い",
    "か": "き",
    "が": "ぎ",
    "さ": "し",
    "た": "ち",
    "な": "に",
    "ば": "び",
    "ま": "み",
    "ら": "り",
}
# kana of the i- and e-rows: before る, an ichidan verb's (食べる, 起きる)
_IE_ROWS = set("いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれぃぇ")
# ichidan verbs written with one kanji before る (見る, 出る); any other kanji before
# る is read as a godan verb's (取る, 乗る, 終わる is kana anyway)
_ICHIDAN_KANJI = set("見着寝得出居似煮経射干")
# verbs written in kana, an i/e-row kana before る, that are godan all the same
_GODAN_IE = ("はいる", "はしる", "しゃべる", "すべる")
_POLITE_ENDS = ("ます", "ました", "ません", "です", "でした", "ましょう", "ください")
_TRAILING = " 　。.!！"
# a godan verb's row (UniDic's conjugation type, 五段-カ行) -> its -masu stem's kana
_ROW_I = {"カ": "き", "ガ": "ぎ", "サ": "し", "タ": "ち", "ナ": "に", "バ": "び", "マ": "み"}
_ROW_I |= {"ラ": "り", "ワ": "い"}
# MeCab's words, by the rules lookup's tagger of this thread (one tagger, one
# dictionary loaded, whatever reads Japanese)
_words = mecab_words


def _conjugated(body: str) -> str | None:
    """A phrase ending in a verb's negative (``ない``) or past (``た``) in the polite
    form; an adjective's (``もったいない``, ``強かった``) with ``です``, a copula's past
    (``先手だった``) as ``でした``; None when MeCab reads the last words otherwise."""
    words = _words(body)
    if len(words) < 2:
        return body + "です" if words and words[-1].feature.pos1 == "形容詞" else None
    word, aux = words[-2], words[-1]
    ending = {"ない": "ません", "た": "ました"}.get(str(aux.feature.lemma))
    verb, joined = str(word.surface), str(word.surface) + str(aux.surface)
    kind, pos = str(word.feature.cType), str(word.feature.pos1)
    if aux.feature.pos1 == "形容詞" or pos == "形容詞":
        return body + "です"
    if pos == "助動詞" and kind == "助動詞-ダ" and ending == "ました":
        return body.removesuffix(joined) + "でした"
    if ending is None or pos != "動詞" or not body.endswith(joined):
        return None
    if kind.startswith("五段-") and kind[3] in _ROW_I:
        stem = verb[:-1] + _ROW_I[kind[3]]
    elif kind == "カ行変格":  # 来ない, こない, きた
        stem = "来" if verb.startswith("来") else "き"
    elif kind.startswith("サ行変格"):  # しない, 解決した
        stem = verb[:-1] + "し"
    elif "一段" in kind:  # 食べない, 見た, できない
        stem = verb
    else:
        return None
    return body.removesuffix(joined) + stem + ending


def polite(phrase: str) -> str:
    """``phrase`` with its last word in the polite form (see the module)."""
    body = phrase.rstrip(_TRAILING)
    if not body or body.endswith(_POLITE_ENDS) or body[-1] < "\u3040":
        return body or phrase  # polite already, or not Japanese (an English fallback)
    if body.endswith("ない") and len(body) > 2:
        before = body[-3]
        if before in "がはも、 ":  # 得点がない (が read as the particle, not 急がない's)
            return body[:-2] + "ありません"
        said = _conjugated(body)
        if said is not None:
            return said
        if before in _NEGATIVE:
            return body[:-3] + _NEGATIVE[before] + "ません"
        if before in _IE_ROWS or before in _ICHIDAN_KANJI:  # しない, 食べない, 出ない
            return body[:-2] + "ません"
        return body + "です"
    if body == "ない":
        return "ありません"
    if body.endswith("する"):
        return body[:-2] + "します"
    if body.endswith("ずる"):  # 信ずる
        return body[:-2] + "じます"
    if body.endswith("来る"):
        return body[:-2] + "来ます"
    if body == "くる":
        return "きます"
    last = body[-1]
    if last == "る" and len(body) > 1:
        before = body[-2]
        if body.endswith(_GODAN_IE):
            return body[:-1] + "ります"
        if before in _IE_ROWS or before in _ICHIDAN_KANJI:
            return body[:-1] + "ます"
        return body[:-1] + "ります"
    if last in _GODAN:
        return body[:-1] + _GODAN[last] + "ます"
    if last in "ただ":  # a past (勝った, 読んだ), or a copula (先手だ)
        said = _conjugated(body)
        if said is not None:
            return said
    if last == "だ":
        return body[:-1] + "です"
    if last == "た":  # a past MeCab does not read as one: said as written
        return body
    return body + "です"  # an adjective (強い) or a noun (先手)


def japanese(text: str) -> bool:
    """True when ``text`` has a kana or kanji letter: a Japanese phrase, not a fallback
    in another language (which takes no particle: ``ソ連：resolves first``)."""
    return any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in text)
