"""Names inside sentences: what a language's grammar needs to put one there.

A :class:`Name` is the text a reader sees (``Sassoni``, ``castello``, ``赤``) with what
its language needs to agree with it: Italian a gender, a number and a definite article
(``i Sassoni``, ``l'Inghilterra``, ``lo Scudo``), English a number (``the Saxons
pass``), Japanese nothing. Lists of names are names too (``il Rosso e il Blu``: plural).

The catalogs (Fluent, :mod:`bot.i18n`) use them through functions:

- ``THE($x)``: with its definite article (``i Sassoni``); ``DI($x)``, ``A($x)``,
  ``DA($x)``, ``IN($x)``, ``SU($x)``: after a preposition, contracted in Italian
  (``dei Sassoni``, ``sul castello``, ``nell'Inghilterra``);
- ``CAP($x)``: the first letter upper case (a sentence's start); ``LOWER($x)``: a
  sentence quoted inside another, its leading article lower case (``«il Rosso ha
  ...»``; a name that starts it keeps its capital);
- ``NUM($x)`` (``sg``/``pl``), ``GENDER($x)`` (``m``/``f``), ``FORM($x)`` (``m``,
  ``f``, ``m-pl``, ``f-pl``): selectors for agreement;
- ``LEN($x)``: how many names a list holds (0 for an empty one), a number to select on;
- ``OR($x)``: a list as alternatives (``Dux, Sassoni o Scoti``); ``LIST($x)``: a list
  as a plain enumeration (``Dux, Sassoni, Scoti``: an order, an example);
- ``UNIT($x, $n)``: a counted name in the form the count asks for (``1 segnalino``,
  ``2 segnalini``);
- ``COUNTED($x, $n)``: a count of a thing as Japanese says it, the name, the number and
  its counter word when it has one (``投票マーカー1個``, ``使える戦隊4``; a unit of
  money the message writes after the number, ``5ダカット``); ``COUNTER($x)``: that
  counter word alone (or nothing);
- ``VERB($phrase, $subject)``: a definition's verb phrase, written for one subject
  (``prende la regione``, ``takes the region``), agreeing with ``$subject``
  (``prendono la regione``, ``take the region`` after two winners); a phrase that
  gives its form for one (``one = "si risolve per primo"``) is written for several,
  each form then used as written; in Japanese, its last word in the polite form the
  sentence ends with (``先手になる`` → ``赤が先手になります``);
- ``SIGNED($n)``: a change with its sign (``+2``, ``−1``);
- ``POSS($x)``: English's possessive (``Boudicca's turn``; a plural name ending in -s
  takes the apostrophe alone: ``the Nomads' turn``).

Plain text (a mention, a number) passes through all of them unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache

from babel import Locale
from fluent.runtime.types import FluentNone

from bot.i18n.japanese_polite import japanese, polite

GENDERS = ("m", "f")
NUMBERS = ("sg", "pl")

# Italian definite articles by gender, number and the sound that follows
_IT_ARTICLES = {"il", "lo", "l'", "la", "i", "gli", "le"}
_IT_GENDER_NUMBER = {
    "il": ("m", "sg"),
    "lo": ("m", "sg"),
    "la": ("f", "sg"),
    "i": ("m", "pl"),
    "gli": ("m", "pl"),
    "le": ("f", "pl"),
    "un": ("m", "sg"),
    "uno": ("m", "sg"),
    "una": ("f", "sg"),
    "un'": ("f", "sg"),
}
# a leading article written in a name: "il castello", "l'Evento", "gli Scoti", "un conflitto"
_IT_LEADING = re.compile(
    r"^(il|lo|la|i|gli|le|un|uno|una) (?=\S)|^(l['’]|un['’])(?=\w)", re.IGNORECASE
)
_VOWEL = "aeiouàáèéìíòóùúh"
# s + consonant, z, gn, ps, pn, x, y, i + vowel: lo, gli (lo Scudo, gli Scoti, lo Zar)
_IMPURE = re.compile(r"^(s[^aeiouàáèéìíòóùú\W]|z|gn|ps|pn|x|y|i[aeiou])", re.IGNORECASE)
# preposition + definite article -> the contracted form
_CONTRACT = {
    prep: dict(zip(("il", "lo", "l'", "la", "i", "gli", "le"), forms.split(), strict=True))
    for prep, forms in {
        "di": "del dello dell' della dei degli delle",
        "a": "al allo all' alla ai agli alle",
        "da": "dal dallo dall' dalla dai dagli dalle",
        "in": "nel nello nell' nella nei negli nelle",
        "su": "sul sullo sull' sulla sui sugli sulle",
    }.items()
}


def italian_article(text: str, gender: str, number: str) -> str:
    """The definite article an Italian noun takes: il, lo, l', la, i, gli, le."""
    word = text.lstrip("«“\"'(").casefold()
    impure = bool(_IMPURE.match(word))
    vowel = word[:1] in _VOWEL and not word.startswith(("ia", "ie", "io", "iu"))
    if number == "pl":
        if gender == "f":
            return "le"
        return "gli" if vowel or impure else "i"
    if vowel:
        return "l'"
    if gender == "f":
        return "la"
    return "lo" if impure else "il"


def indefinite(text: str, locale: str, gender: str = "m") -> str:
    """One thing named with its indefinite article: "a knight", "an agent", "un
    cavaliere", "uno scudiero", "una pedina", "un'ancella"; Japanese has none."""
    word = text.lstrip("«“\"'(").casefold()
    if locale == "it":
        vowel = word[:1] in _VOWEL and not word.startswith(("ia", "ie", "io", "iu", "h"))
        if gender == "f":
            return f"un'{text}" if vowel else f"una {text}"
        return f"uno {text}" if _IMPURE.match(word) else f"un {text}"
    if locale == "en":
        return f"{'an' if word[:1] in 'aeiou' else 'a'} {text}"
    return text


_WORD = re.compile(r"[^\W\d_]{2,}")  # a word of two letters or more (not "A", not "d'")


def guess_italian(text: str) -> tuple[str, str]:
    """Gender and number of an Italian noun from its ending, when nothing says them
    (a definition's name written without them): -a feminine, -i masculine plural,
    -e after a feminine-looking stem is left masculine singular (il giocatore). A name
    of several words is read by its head, its first word of letters (Italian puts
    the noun first: "Squadra A" is feminine as "Squadra" is, "Signore di Giada"
    masculine), so labels sharing a head share one guess (play-test 24)."""
    words = _WORD.findall(text)
    head = words[0] if words else text
    last = head.rstrip(" )»”\"'").casefold()[-1:]
    if last == "a":
        return "f", "sg"
    if last == "i":
        return "m", "pl"
    return "m", "sg"


class Name(str):
    """A name as a sentence uses it (see the module's doc). ``article`` is the definite
    article when it is not the usual one (``""``: none, as a city's name), ``one`` the
    form of a counted name for a count of one (``segnalino voto``)."""

    locale: str
    gender: str
    number: str
    article: str | None
    one: str | None
    counter: str | None  # Japanese: the counter word a count of it takes (個, 枚)
    parts: tuple[Name, ...]
    seps: tuple[str, str, str]  # between names, before the last, before the last alternative
    size: int  # how many things it names: 0 for an empty list's word

    def __new__(
        cls,
        text: str,
        locale: str = "en",
        *,
        gender: str = "",
        number: str = "",
        article: str | None = None,
        one: str | None = None,
        counter: str | None = None,
        parts: tuple[Name, ...] = (),
        seps: tuple[str, str, str] = (", ", ", ", ", "),
        size: int = 1,
    ) -> Name:
        self = super().__new__(cls, text)
        self.size = len(parts) if parts else size
        self.locale, self.article, self.one, self.counter = locale, article, one, counter
        self.parts, self.seps = parts, seps
        self.gender = gender or ("f" if parts and all(p.gender == "f" for p in parts) else "m")
        self.number = number or ("pl" if len(parts) > 1 else "sg")
        return self

    @classmethod
    def of(
        cls,
        text: str,
        locale: str,
        *,
        gender: str | None = None,
        number: str | None = None,
        article: str | None = None,
        one: str | None = None,
        counter: str | None = None,
    ) -> Name:
        """A name as written in a definition or a catalog. In Italian a leading
        definite article is read as the name's article (``la lente``: feminine
        singular, ``gli Scoti``: masculine plural); gender and number not given are
        taken from it, else guessed from the ending."""
        if locale != "it":
            return cls(
                text,
                locale,
                gender=gender or "",
                number=number or "",
                article=article,
                one=one,
                counter=counter,
            )
        m = _IT_LEADING.match(text) if article is None else None
        if m:
            written = (m.group(1) or m.group(2)).casefold().replace("’", "'")
            text = text[m.end() :]
            article = written
            g, n = _IT_GENDER_NUMBER.get(written, (None, "sg"))
            gender, number = gender or g, number or n
        if gender and not number:
            number = "sg"  # a gender said without a number: one thing (la Fama dei Sassoni)
        if not gender or not number:
            g, n = guess_italian(text)
            gender, number = gender or g, number or n
        return cls(
            text, locale, gender=gender, number=number, article=article, one=one, counter=counter
        )

    # -- the forms a sentence takes
    def definite(self) -> str:
        if self.parts:
            return self._joined([p.definite() for p in self.parts])
        art = self._article()
        if not art:
            return str(self)
        return art + str(self) if art.endswith("'") else f"{art} {self}"

    def after(self, prep: str) -> str:
        """After a preposition: Italian contracts it with the article."""
        if self.parts:
            return self._joined([p.after(prep) for p in self.parts])
        if self.locale != "it":
            return f"{prep} {self.definite()}"
        art = self._article()
        joined = _CONTRACT.get(prep, {}).get(art)
        if joined is None:
            return f"{prep} {self.definite()}"
        return joined + str(self) if joined.endswith("'") else f"{joined} {self}"

    def _article(self) -> str:
        if self.article is not None:
            return self.article
        if self.locale == "it":
            return italian_article(str(self), self.gender, self.number)
        return ""

    def _joined(self, texts: list[str], alternatives: bool = False) -> str:
        sep, last, alt = self.seps
        if len(texts) < 2:
            return "".join(texts)
        return sep.join(texts[:-1]) + (alt if alternatives else last) + texts[-1]

    def listed(self) -> str:
        """A list as a plain enumeration, every name after the separator."""
        return self.seps[0].join(str(p) for p in self.parts) if self.parts else str(self)

    def alternatives(self) -> str:
        """A list said as a choice among its names (``A, B or C``)."""
        return self._joined([str(p) for p in self.parts], True) if self.parts else str(self)

    def counted(self, n: float) -> str:
        if self.one and plural_category(self.locale, n) == "one":
            return self.one
        return str(self)


def joined(
    names: Iterable[str], locale: str, sep: str, last: str, empty: str, alt: str = ", "
) -> Name:
    """Names as one (plural when more than one): ``A, B e C`` (``alt``: the word before
    the last of alternatives, ``A, B o C``)."""
    parts = tuple(n if isinstance(n, Name) else Name(str(n), locale) for n in names)
    if not parts:
        return Name(empty, locale, number="sg", article="", size=0)
    if len(parts) == 1:
        return parts[0]
    texts = [str(p) for p in parts]
    # e Roma, ed Efeso (with its article, e l'Efeso: the forms are joined with "e")
    ed = locale == "it" and last == " e " and texts[-1][:1] in "eEèÈ"
    text = sep.join(texts[:-1]) + (" ed " if ed else last) + texts[-1]
    return Name(text, locale, parts=parts, seps=(sep, last, alt))


@cache
def _plural_rule(locale: str) -> Callable[[float], str]:
    return Locale.parse(locale).plural_form


def plural_category(locale: str, n: float) -> str:
    """CLDR's plural category of ``n`` in ``locale`` (one, many, other ...)."""
    return _plural_rule(locale)(abs(n))


def count_of(n: int, one: str, other: str, locale: str = "en") -> str:
    """A count and what it counts, in the form its plural category takes ("1 game",
    "2 games"): for the operator's lines the catalogs do not hold (the command line's
    English); the catalogs select the same way (``{ $n -> [one] ... }``)."""
    return f"{n} {one if plural_category(locale, n) == 'one' else other}"


# ---------------------------------------------------------------- Fluent functions


def _the(x: object) -> str:
    return x.definite() if isinstance(x, Name) else str(x)


def _prep(prep: str) -> Callable[[object], str]:
    def fn(x: object) -> str:
        return x.after(prep) if isinstance(x, Name) else f"{prep} {x}"

    return fn


def _one(x: object) -> str:
    """ONE($piece): one of it, with the indefinite article its language takes."""
    if isinstance(x, Name) and not x.parts:
        return indefinite(str(x), x.locale, x.gender)
    return str(x)


def _cap(x: object) -> str:
    s = str(x)
    return s[:1].upper() + s[1:]


_ARTICLE_START = re.compile(r"^(?:(Il|Lo|La|I|Gli|Le|Un|Uno|Una)(?=\s)|(L'|Un')(?=\w))")


def _lower(x: object) -> str:
    s = str(x)
    return _ARTICLE_START.sub(lambda m: m.group(0).lower(), s, count=1)


def _num(x: object) -> str:
    return x.number if isinstance(x, Name) else "sg"


def _gender(x: object) -> str:
    return x.gender if isinstance(x, Name) else "m"


def _form(x: object) -> str:
    g = _gender(x)
    return g if _num(x) == "sg" else f"{g}-pl"


def _or(x: object) -> str:
    return x.alternatives() if isinstance(x, Name) else str(x)


def _list(x: object) -> str:
    return x.listed() if isinstance(x, Name) else str(x)


def _len(x: object) -> int:
    if isinstance(x, Name):
        return x.size
    if isinstance(x, FluentNone):  # a variable the event does not give: nothing
        return 0
    return 1 if str(x) else 0


def _unit(x: object, n: object = 2) -> str:
    if isinstance(x, Name) and isinstance(n, int | float):
        return x.counted(n)
    return str(x)


def _counted(x: object, n: object = 0) -> str:
    counter = x.counter if isinstance(x, Name) else None
    return f"{x}{n}{counter or ''}"


def _counter(x: object) -> str:
    return (x.counter or "") if isinstance(x, Name) else ""


# Italian third persons singular -> plural that do not follow the endings (-a -> -ano,
# -e -> -ono, -isce -> -iscono)
_IT_PLURAL = {
    "è": "sono",
    "ha": "hanno",
    "va": "vanno",
    "fa": "fanno",
    "sta": "stanno",
    "dà": "danno",
    "può": "possono",
    "deve": "devono",
    "vuole": "vogliono",
    "sceglie": "scelgono",
    "toglie": "tolgono",
    "raccoglie": "raccolgono",
    "tiene": "tengono",
    "ottiene": "ottengono",
    "mantiene": "mantengono",
    "viene": "vengono",
    "rimane": "rimangono",
    "sale": "salgono",
    "esce": "escono",
    "pone": "pongono",
    "dice": "dicono",
}
# English third persons singular whose plural is not the word without its -s/-es
_EN_PLURAL = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}


def plural_verb(phrase: str, locale: str) -> str:
    """A verb phrase written for one subject, its first word made plural (Italian's and
    English's third person; Japanese verbs do not agree)."""
    head, sep, rest = phrase.partition(" ")
    low = head.casefold()
    if locale == "it":
        if low in _IT_PLURAL:
            plural = _IT_PLURAL[low]
        elif low.endswith("a"):
            plural = head + "no"
        elif low.endswith("e"):
            plural = head[:-1] + "ono"
        else:
            return phrase
    elif locale == "en":
        if low in _EN_PLURAL:
            plural = _EN_PLURAL[low]
        elif re.search(r"(?:ss|sh|ch|x|z)es$", low):
            plural = head[:-2]
        elif low.endswith("ies") and len(low) > 4:
            plural = head[:-3] + "y"
        elif low.endswith("s") and not low.endswith("ss"):
            plural = head[:-1]
        else:
            return phrase
    else:
        return phrase
    return plural + sep + rest


def _verb(phrase: object, subject: object = None) -> str:
    # a phrase that gives its form for one subject (``one``) is written for several
    one = phrase.one if isinstance(phrase, Name) else None
    locale = next((x.locale for x in (phrase, subject) if isinstance(x, Name)), "")
    if locale == "ja":  # no agreement; the subject takes が (赤が) and the phrase
        # ends politely (先手になります): a phrase written with its particle loses it;
        # an English fallback takes no Japanese particle (ソ連：resolves first)
        said = polite((one or str(phrase)).removeprefix("が"))
        return ("が" if japanese(said) else "：") + said
    if isinstance(subject, Name) and _plural(subject):
        return str(phrase) if one else plural_verb(str(phrase), subject.locale)
    return one or str(phrase)


def _plural(x: Name) -> bool:
    """A plural subject: said so, or a counted name written in the plural (its form
    for one differs: "North-South points", one "North-South point")."""
    return x.number == "pl" or (x.one is not None and x.one != str(x))


def _poss(x: object) -> str:
    s = str(x)
    if isinstance(x, Name) and x.number == "pl" and s.endswith("s"):
        return s + "'"
    return s + "'s"


def _agreeing(stem: str, x: Name) -> str:
    """An Italian adjective's ``stem`` with the ending that agrees with ``x``
    ("quest" -> questo, questa, questi, queste)."""
    return stem + {("m", "sg"): "o", ("f", "sg"): "a", ("m", "pl"): "i", ("f", "pl"): "e"}.get(
        (x.gender if x.gender == "f" else "m", x.number if x.number == "pl" else "sg"), "o"
    )


def _this(x: object) -> object:
    """Italian "questo round", "questa manche", "quest'era" (no article before it);
    other languages: the name itself."""
    if not isinstance(x, Name) or x.locale != "it":
        return x
    word = _agreeing("quest", x)
    text = (
        (word[:-1] + "'" + x) if x.number == "sg" and x[:1].casefold() in "aeiou" else f"{word} {x}"
    )
    return Name(text, x.locale, gender=x.gender, number=x.number, article="")


def _next(x: object) -> object:
    """Italian "prossimo round", "prossima manche" (its article as a name's:
    "nel prossimo round"); other languages: the name itself."""
    if not isinstance(x, Name) or x.locale != "it":
        return x
    return Name(f"{_agreeing('prossim', x)} {x}", x.locale, gender=x.gender, number=x.number)


def _signed(n: object) -> str:
    if isinstance(n, int | float) and not isinstance(n, bool):
        return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "±0")
    return str(n)


FUNCTIONS: dict[str, Callable[..., object]] = {
    "THE": _the,
    "ONE": _one,
    "DI": _prep("di"),
    "A": _prep("a"),
    "DA": _prep("da"),
    "IN": _prep("in"),
    "SU": _prep("su"),
    "CAP": _cap,
    "LOWER": _lower,
    "NUM": _num,
    "POSS": _poss,
    "GENDER": _gender,
    "FORM": _form,
    "LEN": _len,
    "OR": _or,
    "LIST": _list,
    "UNIT": _unit,
    "COUNTED": _counted,
    "COUNTER": _counter,
    "VERB": _verb,
    "SIGNED": _signed,
    "THIS": _this,
    "NEXT": _next,
}
