"""A definition's Japanese verb phrase in the polite form Herald's sentences use.

A definition writes its ``win_text`` as a phrase (``先手になる``, ``最初に解決する``);
Herald's Japanese sentences end politely (``赤が先手になります``). The phrase's last
word is put in its ``-masu`` form: ``する`` → ``します``, a godan ending moves to its
i-row (``行く`` → ``行きます``, ``なる`` → ``なります``), an ichidan verb drops its
``る`` (``食べる`` → ``食べます``); a negative in ``ない`` becomes ``ません``; an
adjective or a noun takes ``です``. A phrase already polite is left as written, and
one that ends otherwise (a quotation, a sign) too.
"""

from __future__ import annotations

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


def polite(phrase: str) -> str:
    """``phrase`` with its last word in the polite form (see the module)."""
    body = phrase.rstrip(_TRAILING)
    if not body or body.endswith(_POLITE_ENDS) or body[-1] < "\u3040":
        return body or phrase  # polite already, or not Japanese (an English fallback)
    if body.endswith("ない") and len(body) > 2:
        before = body[-3]
        if before in "がはも、 ":  # 得点がない (が read as the particle, not 急がない's)
            return body[:-2] + "ありません"
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
    if last == "だ":  # a copula (先手だ)
        return body[:-1] + "です"
    if last == "た":  # a past (勝った): said as written
        return body
    return body + "です"  # an adjective (強い) or a noun (先手)
