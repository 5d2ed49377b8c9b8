"""Sample values for every variable of every catalog message, and the transcripts
rendered from them (``tests/i18n/transcripts/keys-<lang>.txt``).

Each message is rendered in five variants; each variant gives every variable a value
of one shape: names of several genders and numbers (masculine singular, feminine
singular, masculine plural, feminine plural, one starting with a vowel), counts 1, 0,
2, 5 and 1, lists of one, none, two, three and two names. Variants that read the same
are written once. Regenerate (and so accept, after reading the diff) with
``HERALD_ACCEPT_TRANSCRIPTS=1 python3 -m pytest tests/i18n``.
"""

from __future__ import annotations

import re

from pydantic import TypeAdapter

from bot.engine.games.definition import Names
from bot.i18n import LOCALES, catalog, render
from bot.i18n.grammar import Name
from bot.service.render import KINDS, name, named

VARIANTS = 5
COUNTS = (1, 0, 2, 5, 1)
ORDINALS = (1, 2, 3, 12, 4)
LIST_SIZES = (1, 0, 2, 3, 2)


def _names(*rows: object) -> list[dict[str, str]]:
    adapter = TypeAdapter(Names)
    return [adapter.validate_python(r) for r in rows]


def _pl(text: str, **kw: str) -> dict[str, str]:
    return {"text": text, "number": "pl", **kw}


# a kind's sample names, one per variant: m sg, f sg, m pl, f pl, vowel
NAMES: dict[str, list[dict[str, str]]] = {
    "seat": _names(
        {"en": "Red", "ja": "赤", "it": {"text": "Rosso", "gender": "m"}},
        {"en": "France", "ja": "フランス", "it": {"text": "Francia", "gender": "f"}},
        {"en": _pl("Saxons"), "ja": "サクソン", "it": _pl("Sassoni", gender="m")},
        {"en": _pl("Civitates"), "ja": "キウィタス", "it": _pl("Civitates", gender="f")},
        {"en": "England", "ja": "イングランド", "it": {"text": "Inghilterra", "gender": "f"}},
    ),
    "place": _names(
        {"en": "the castle", "ja": "城", "it": {"text": "castello", "gender": "m"}},
        {"en": "County A", "ja": "州A", "it": {"text": "Contea A", "gender": "f"}},
        {"en": "the conflicts", "ja": "紛争", "it": _pl("conflitti", gender="m")},
        {"en": "the towers", "ja": "塔", "it": _pl("torri", gender="f")},
        {"en": "Surrey", "ja": "サリー", "it": {"text": "Surrey", "gender": "m", "article": ""}},
    ),
    "counter": _names(
        {
            "en": _pl("vote markers", one="vote marker"),
            "ja": {"text": "投票マーカー", "counter": "個"},
            "it": _pl("segnalini voto", gender="m", one="segnalino voto"),
        },
        {
            "en": _pl("noble tiles", one="noble tile"),
            "ja": {"text": "貴族タイル", "counter": "枚"},
            "it": _pl("tessere nobili", gender="f", one="tessera nobile"),
        },
        {
            "en": {"text": "silver", "number": "sg"},
            "ja": {"text": "銀貨", "counter": "枚"},
            "it": _pl("monete d'argento", gender="f", one="moneta d'argento"),
        },
        {
            "en": _pl("coins", one="coin"),
            "ja": {"text": "コイン", "counter": "枚"},
            "it": _pl("monete", gender="f", one="moneta"),
        },
        {
            "en": _pl("ducats", one="ducat"),
            "ja": "ダカット",
            "it": _pl("ducati", gender="m", one="ducato"),
        },
    ),
    "track": _names(
        {
            "en": "Dux Prestige",
            "ja": "プレステージ",
            "it": {"text": "Prestigio del Dux", "gender": "m"},
        },
        {
            "en": "Saxon Renown",
            "ja": "サクソン・レナウン",
            "it": {"text": "Fama dei Sassoni", "gender": "f"},
        },
        {
            "en": _pl("Briton Resources"),
            "ja": "ブリトン・リソース",
            "it": _pl("Risorse britanniche", gender="f"),
        },
        {"en": "Imperium", "ja": "インペリウム", "it": {"text": "Imperium", "gender": "m"}},
        {
            "en": "Civitates Wealth",
            "ja": "ウェルス",
            "it": {"text": "Ricchezza delle Civitates", "gender": "f"},
        },
    ),
    "step": _names(
        {
            "en": "Vote on the three lower laws",
            "ja": "下段の法律3枚を投票",
            "it": "Votare le tre leggi in basso",
        },
        {"en": "A. Reveal events", "ja": "A. イベントの開示", "it": "A. Rivelare eventi"},
        {"en": "Castle", "ja": "城", "it": "Castello"},
        {"en": "Final scoring", "ja": "最終得点計算", "it": "Punteggio finale"},
        {
            "en": "Actions until everyone has passed",
            "ja": "全員がパスするまでアクション",
            "it": "Azioni finché tutti hanno passato",
        },
    ),
    "phase": _names(
        {"en": "1: Knight placement", "ja": "1:騎士の配置", "it": "1: Piazzamento dei cavalieri"},
        {"en": "Phase 2: Actions", "ja": "フェイズ2：アクション", "it": "Fase 2: Azioni"},
        {"en": "Start of the year", "ja": "年の初め", "it": "Inizio dell'anno"},
        {"en": "Victory", "ja": "勝利", "it": "Vittoria"},
        {"en": "Epoch: Revenue", "ja": "エポック：収入", "it": "Epoca: Entrate"},
    ),
    "table": _names(
        {
            "en": "Disdain penalty",
            "ja": "軽蔑のマイナス点",
            "it": {"text": "penalità per il disprezzo", "gender": "f"},
        },
        {
            "en": "Final scoring",
            "ja": "最終得点",
            "it": {"text": "punteggio finale", "gender": "m"},
        },
        {
            "en": "Solo rank",
            "ja": "ソロプレイの目標",
            "it": {"text": "grado in solitario", "gender": "m"},
        },
        {
            "en": "Pass rewards",
            "ja": "パスの報酬",
            "it": _pl("ricompense per aver passato", gender="f"),
        },
        {"en": "Light points", "ja": "灯の点数", "it": _pl("punti luce", gender="m")},
    ),
    "lot": _names(
        {"en": "the lens", "ja": "レンズ", "it": "la lente"},
        {"en": "the bell", "ja": "鐘", "it": "la campana"},
        {"en": "the flags", "ja": "旗", "it": "le bandiere"},
        {"en": "the lot", "ja": "ロット", "it": "il lotto"},
        {"en": "the anchor", "ja": "錨", "it": "l'ancora"},
    ),
}
NAMES["item"] = NAMES["lot"]
NAMES["piece"] = _names(
    {"en": "knight", "ja": "騎士駒", "it": {"text": "cavaliere", "gender": "m"}},
    {"en": "agent", "ja": "エージェント", "it": {"text": "agente", "gender": "m"}},
    {"en": "worker", "ja": "ワーカー", "it": {"text": "lavoratrice", "gender": "f"}},
    {"en": "piece", "ja": "駒", "it": {"text": "pezzo", "gender": "m"}},
    {"en": "disc", "ja": "ディスク", "it": {"text": "pedina", "gender": "f"}},
)
NAMES["choice"] = _names(
    {"en": "the desert road", "ja": "砂漠の道", "it": "la strada del deserto"},
    {"en": "gentle", "ja": "おだやか", "it": {"text": "mite", "gender": "m", "article": ""}},
    {"en": "the coast road", "ja": "海岸の道", "it": "la strada della costa"},
    {"en": "the mountains", "ja": "山", "it": "i monti"},
    {"en": "the oasis", "ja": "オアシス", "it": "l'oasi"},
)
NAMES["unit"] = NAMES["counter"]
NAMES["side"] = _names(  # seats that win together ([sides])
    {"en": "the Watch", "ja": "夜警", "it": {"text": "Guardia", "gender": "f"}},
    {"en": _pl("the detectives"), "ja": "刑事たち", "it": _pl("detective", gender="m")},
    {
        "en": _pl("Mordred's servants"),
        "ja": "モードレッドの手下",
        "it": _pl("servitori", gender="m"),
    },
    {"en": _pl("the queens"), "ja": "女王たち", "it": _pl("regine", gender="f")},
    {"en": "the Order", "ja": "騎士団", "it": {"text": "Ordine", "gender": "m"}},
)
NAMES["marker"] = _names(
    {
        "en": "the First Player token",
        "ja": "スタートプレイヤーマーカー",
        "it": "il segnalino Primo giocatore",
    },
    {
        "en": "the start player's place",
        "ja": "スタートプレイヤー",
        "it": "il posto di primo giocatore",
    },
    {
        "en": "the First Player token",
        "ja": "スタートプレイヤーマーカー",
        "it": "il segnalino Primo giocatore",
    },
    {
        "en": "the start player's place",
        "ja": "スタートプレイヤー",
        "it": "il posto di primo giocatore",
    },
    {
        "en": "the First Player token",
        "ja": "スタートプレイヤーマーカー",
        "it": "il segnalino Primo giocatore",
    },
)
NAMES["track_value"] = _names(
    {"en": "Roman Rule", "ja": "ローマン・ルール", "it": {"text": "Dominio romano", "gender": "m"}},
    {"en": "Autonomy", "ja": "オートノミー", "it": {"text": "Autonomia", "gender": "f"}},
    {
        "en": "Fragmentation",
        "ja": "フラグメンテーション",
        "it": {"text": "Frammentazione", "gender": "f"},
    },
    {"en": "3", "ja": "3", "it": "3"},
    {"en": "Autonomy", "ja": "オートノミー", "it": {"text": "Autonomia", "gender": "f"}},
)
NAMES["card"] = _names(
    {"en": "#12 Saxon Shore", "ja": "#12 Saxon Shore", "it": "#12 Saxon Shore"},
    {"en": "#30 Picts", "ja": "#30 Picts", "it": "#30 Picts"},
    {"en": "#5", "ja": "#5", "it": "#5"},
    {"en": "E6", "ja": "E6", "it": "E6"},
    {"en": "#41 Artorius", "ja": "#41 Artorius", "it": "#41 Artorius"},
)
NAMES["executed"] = _names(
    {"en": "a Command", "ja": "コマンド", "it": "un Comando"},
    {"en": "the Event", "ja": "イベント", "it": "l'Evento"},
    {"en": "a Command with a Feat", "ja": "コマンド＋フィート", "it": "un Comando con Impresa"},
    {"en": "a Limited Command", "ja": "リミテッド・コマンド", "it": "un Comando limitato"},
    {"en": "the Event", "ja": "イベント", "it": "l'Evento"},
)
NAMES["option"] = _names(
    {"en": "Command", "ja": "コマンド", "it": "Comando"},
    {"en": "Event", "ja": "イベント", "it": "Evento"},
    {"en": "Command + Feat", "ja": "コマンド＋フィート", "it": "Comando + Impresa"},
    {"en": "Limited Command", "ja": "リミテッド・コマンド", "it": "Comando limitato"},
    {"en": "Pass", "ja": "パス", "it": "Passa"},
)
NAMES["verb"] = _names(
    {"en": "Noble tiles", "ja": "貴族タイル", "it": "Tessere nobili"},
    {"en": "Knights held", "ja": "騎士駒の数", "it": "Cavalieri posseduti"},
    {"en": "Next start player", "ja": "次のスタートプレイヤー", "it": "Prossimo primo giocatore"},
    {
        "en": "Era's Event cards left",
        "ja": "時代の残りイベントカード",
        "it": "Carte Evento rimaste nell'era",
    },
    {"en": "Dux Prestige", "ja": "プレステージ", "it": "Prestigio del Dux"},
)
NAMES["tie_rule"] = _names(
    {"en": "first in seating order", "ja": "席順で先の人", "it": "il primo in ordine di posto"},
    {"en": "last in seating order", "ja": "席順で後の人", "it": "l'ultimo in ordine di posto"},
    {"en": "sharing the win", "ja": "勝利を分け合う", "it": "vittoria condivisa"},
    {"en": "first in seating order", "ja": "席順で先の人", "it": "il primo in ordine di posto"},
    {"en": "last in seating order", "ja": "席順で後の人", "it": "l'ultimo in ordine di posto"},
)
NAMES["measure"] = NAMES["counter"]
NAMES["period"] = _names(
    {"en": "Age", "ja": "時代", "it": {"text": "Epoca", "gender": "f"}},
    {"en": "Season", "ja": "季節", "it": {"text": "Stagione", "gender": "f"}},
    {"en": "Reign", "ja": "治世", "it": {"text": "Regno", "gender": "m"}},
    {"en": "Age", "ja": "時代", "it": {"text": "Epoca", "gender": "f"}},
    {"en": "Year", "ja": "年", "it": {"text": "Anno", "gender": "m"}},
)
NAMES["ballot"] = _names(
    {"en": "law 1", "ja": "法律1", "it": {"text": "legge 1", "gender": "f"}},
    {"en": "the proposal", "ja": "議案", "it": "la proposta"},
    {"en": "law 3", "ja": "法律3", "it": {"text": "legge 3", "gender": "f"}},
    {"en": "the motion", "ja": "動議", "it": "la mozione"},
    {"en": "the armistice", "ja": "休戦", "it": "l'armistizio"},
)
NAMES["vote_choice"] = _names(
    {"en": "Approve", "ja": "賛成", "it": "A favore"},
    {"en": "Reject", "ja": "反対", "it": "Contro"},
    {"en": "Support", "ja": "支持", "it": "Sostegno"},
    {"en": "Approve", "ja": "賛成", "it": "A favore"},
    {"en": "Abstain", "ja": "棄権", "it": "Astensione"},
)
NAMES["win_text"] = _names(
    {"en": "takes the region", "ja": "が地域を取ります", "it": "prende la regione"},
    {"en": "win the auction", "ja": "が競りに勝ちます", "it": "vince l'asta"},
    {"en": "takes the region", "ja": "が地域を取ります", "it": "prende la regione"},
    {"en": "win the auction", "ja": "が競りに勝ちます", "it": "vince l'asta"},
    {"en": "takes the region", "ja": "が地域を取ります", "it": "prende la regione"},
)
NAMES["round_label"] = _names(
    {"en": "Spring 1901", "ja": "1901年春", "it": "Primavera 1901"},
    {"en": "Autumn 1901", "ja": "1901年秋", "it": "Autunno 1901"},
    {"en": "Early war", "ja": "序盤戦", "it": "Inizio della guerra"},
    {"en": "Spring 1902", "ja": "1902年春", "it": "Primavera 1902"},
    {"en": "Late war", "ja": "終盤戦", "it": "Fine della guerra"},
)
NAMES["end"] = _names(
    {
        "en": "Someone holds 18 supply centres",
        "ja": "誰かが補給都市18を持つ",
        "it": "Qualcuno ha 18 centri",
    },
    {"en": "The last round is over", "ja": "最終ラウンド終了", "it": "L'ultimo round è finito"},
    {"en": "Europe is at peace", "ja": "ヨーロッパの平和", "it": "L'Europa è in pace"},
    {"en": "The last round is over", "ja": "最終ラウンド終了", "it": "L'ultimo round è finito"},
    {
        "en": "Someone holds 18 supply centres",
        "ja": "誰かが補給都市18を持つ",
        "it": "Qualcuno ha 18 centri",
    },
)
NAMES["move"] = _names(
    {"en": "Pass", "ja": "パス", "it": "Passa"},
    {"en": "Take an action", "ja": "アクションを行う", "it": "Fare un'azione"},
    {"en": "Choose in secret", "ja": "秘密裏に選ぶ", "it": "Scegliere in segreto"},
    {"en": "Next step", "ja": "次のステップへ", "it": "Passaggio successivo"},
    {"en": "Bid", "ja": "入札", "it": "Offrire"},
)
NAMES["cylinder"] = NAMES["option"]
NAMES["epoch_prompt"] = NAMES["step"]

# variables holding a list of names (of the kind render.KINDS gives them)
LISTS = {
    "seats",
    "factions",
    "places",
    "tables",
    "tracks",
    "values",
    "options",
    "choices",
    "items",
    "winners",
    "tied",
    "ties",
    "waiting",
    "ineligible",
    "owe_event",
    "order",
    "trumped_by",
    "up",
    "step_moves",
}
USERS = {
    "user": "@alice",
    "who": "@bob",
    "gm": "@gwen",
    "holder": "@carol",
    "by": "@dave",
    "was": "@erin",
}
NUMBERS = {
    "amount",
    "taken",  # seats taken (/game list)
    "seated",  # seats taken (herald game list)
    "seconds",
    "hard",
    "per_user",
    "per_channel",
    "approve",
    "reject",
    "count",
    "d",
    "h",
    "m",
    "drawn",
    "events_left",
    "have",
    "hits",
    "hours",
    "idle",
    "kb",
    "left",
    "length",
    "limit",
    "markers",
    "max",
    "max_count",
    "max_kb",
    "min",
    "minutes",
    "n",
    "phases",
    "placed",
    "plus",
    "gathered",
    "reward",
    "rounds",
    "sections",
    "size",
    "sides",
    "steps",
    "strength",
    "total",
    "used",
    "value",
    "dice",
    "target",
    "floor",
    "result",
    "eras",
    "pages",
    "faces",
    "low",
    "moves",
    "players",
    "points",
    "bid",
    "back",
    "high",
    "lost",
    "per",
    "reps",
    "delta",
    "minus",
}
ORDINAL = {
    "round",
    "law",
    "era",
    "epoch",
    "rank",
    "version",
    "page",
    "number",
    "current",
    "first",
    "last",
    "col",
    "line",
    "place",
    "rep",
}
# free text a player typed or a file gave, per variable
TEXT = {
    "expr": "2d6+1",
    "query": "voto",
    "words": "Cascadia",
    "kinds": "Cascadias",  # not_one: the kind, plural (English)
    "article": "a",  # not_one: "a" or "an" before the kind (English)
    "text": "difficulty=hard",
    "reason": "attack",
    "path": "Lancaster › 2:議会",
    "title": "Saxon Shore",
    "heading": "Revenue",
    "why": "attack roll",
    "url": "https://discord.com/channels/1/2/3",
    "slug": "salt-road",
    "server": "server home (1)",  # herald game list: a server, named where stored
    "changed": "2026-11-21 12:00",  # herald game list: a game's last change
    "names": "Salt Road",
    "file": "salt-road.toml",
    "game": "Lancaster",
    "earlier": "Lancster",  # /game redefine: the game's name under the version it leaves
    "lacking": "castle",  # /game redefine: what the new version lacks, named
    "status": "in play",
    "language": "italiano",
    "command": "/frobnicate",
    "action": "frob",
    "option": "colour",
    "button": "'Pass'",
    "typed": "2 d 6",
    "read": "2d6",
    "param": "dice",
    "name": "rebellion",
    "die": "rebellion",
    "source": "summary-a.md",
    "author": "AhabXXX",
    "date": "2026-11-21",  # written the reader's way below
    "error": "line 3: expected '='",
    "role": "@Moderators",
    "channel": "#thread-2",  # a channel mention, as Discord shows it (/game move)
    "channels": "#general, #side",  # channel mentions, as Discord shows them (/rules remove)
    "guild": "home",  # a console server's name (herald console's !guild)
    "doing": "@bob (2 h)",  # a game's state in /game list (said in the reader's words)
    "folder": "salt-road-rules",  # a definition's summary folder (herald game check)
    "looked": "/srv/herald/knowledge/summaries/salt-road-rules",
    "origin": "#general",
    "definite": "il Medico",  # a name with its article (a definition's note)
    "fix": 'it = { text = "Medico", gender = "m", number = "sg" }',
    "entry": "seats.labels.medic.it",
    "written": "'Medico'",
    "same": 'number = "sg"',
    "clashes": "• “Lancaster” (`lancaster`)",
    "a": "summary-a.md",
    "b": "summary-b.md",
    "here": "3",
    "there": "5",
    "problems": "salt-road.toml: rounds.count: Input should be greater than or equal to 0",
    "cond": ">5",
    "term": "advantage",
    "notes": "keep highest",
    "part": "zz",
    "got": "%",
    "near": "castle",  # a definition's id the checker suggests, and the ids it lists
    "known": "castle, docks",
    "allowed": "'action', 'event'",
    "breakdown": "4 + 3",
    "subtract": "2",
    "outcome": "success",
    "section": "Battle",
    "sources": "summary-a.md + summary-b.md",
    "params": "strength=3",
    "roll": "attack",
    "eligibility": "maybe",
    "flag": "sideways",
    "what": "2d6",
    "structures": "sequential, vote",
    "verbs": "nobles, knights",
    "languages": "en, ja, it",
    "missing": "'ja'",
    "games": "lancaster, pendragon",
    "slugs": "salt-road",
    "files": "`lancaster/house.md`",
    "terms": "vote, law",
    "actions": "Bid, Pass",
    "waits": "Red 2 h",
    "times": "Red 12 min",
    "gms": "@gwen",
    "event": "Red took an action",
    "winner": "",
    "prompt": "Collect revenue",
    "events": "3",
    "choice": "maybe",
    "where": "Z",
    "unknown_move": "/turn knights",
    "table": "scores",
    "item": "lamp",
    "mine": "Red",
    "interrupted": "#12 Saxon Shore",
    "owner": "Red",
    "next": "Blue",
    "rule": "first in seating order",
    "icon": "🟢",
    "time": "2 h",
    "suggestion": "/game join",
    "nearest": "seat:",
    "warnings": "rounds.count: 0 rounds means the game never ends by rounds",
    "other": "Pendragon",
    "carried": "renown = 3",
    "zone": "Europe/Rome",
    "clock": "23:40",
    "from_hour": "23:00",
    "to_hour": "08:00",
    "examples": "Europe/Rome, Asia/Tokyo",
    "at": "<t:1795000000:R>",
    "given": "later",
}
# values the code gives in the reader's language, as the catalogs name them
LOCALISED = {
    "outcome": ["dice.game.success"],
    "status": ["game.status.active"],
    "actions": ["move.turn.bid", "move.turn.pass"],
    "near": ["move.turn.bid"],
    "then": ["deadline.dash.then_gm", "deadline.dash.then_pass"],
    "quiet": ["me.no_quiet"],
}
# lists of numbers (a vote's tally of laws, sealed numbers revealed together)
LAW_LISTS = {"approved", "rejected", "amounts"}
NAMED_TEXT = {"game", "action", "option", "choice", "where", "table", "item"}  # typed, not ids
ERRORS_TYPED = {  # keys whose variable is what a user typed, not an id
    "turns.error.bad_place": {"where"},
    "turns.error.bad_table": {"table"},
    "turns.error.bad_item": {"item"},
    "turns.error.bad_choice": {"choice"},
    "turns.error.bad_secret_choice": {"value"},
}


def variables(text: str) -> set[str]:
    return set(re.findall(r"\$([A-Za-z_][\w]*)", text))


# keys whose variable is a count although its name is also a kind's list elsewhere
COUNTS_IN = {
    "definitions.summary.coin": {"tracks", "phases"},
    "rules.reload.done": {"games", "terms", "sections"},
    "dice.named.header": {"count"},
    "turns.dash.value_times": {"times"},
    "turns.dash.value_each": {"times"},
}


# a variable's value for one key, where it holds something of its own
FIXED = {
    "coin.error.bad_flag": {"option": "epoch", "value": "sideways"},
    "turns.error.counter_range_after": {"by": "-30"},  # the change as typed, not a user
}


def sample(var: str, variant: int, locale: str, key: str = "") -> object:
    """The value ``var`` takes in ``variant`` (0-4) for a ``locale`` reader."""
    if var in FIXED.get(key, {}):
        return FIXED[key][var]
    if var in COUNTS_IN.get(key, ()):
        return COUNTS[variant]
    if var == "rule":  # the catalogs' own names of a tie rule and of a marker
        return name("tie_rule", ("seating", "reverse_seating", "shared")[variant % 3], locale)
    if var == "direction":  # the catalogs' own names of a way round the table
        return name("direction", ("left", "right")[variant % 2], locale)
    if var == "marker":
        return name("marker", ("first_player", "start_player")[variant % 2], locale)
    if var == "undo":  # /game redefine: undo goes on past the move, or stops at it
        return ("kept", "stops")[variant % 2]
    if var == "event":  # an event inside another (an undone one), as the reader reads it
        from bot.i18n import t

        return t("event.TurnTaken", locale, seat=sample("seat", variant, locale)).rstrip("。.")
    if var == "events":  # several events inside another (each seat's undone roll)
        from bot.i18n import t

        return t("list.clauses", locale).join(
            t(
                "event.TurnTaken", locale, seat=sample("seat", (variant + i) % VARIANTS, locale)
            ).rstrip("。.")
            for i in range(2)
        )
    if var in ("idle", "time"):  # a length of time, written the language's way
        from bot.i18n import duration

        return duration(COUNTS[variant] * 3600 + 20 * 60, locale)
    if var == "reached":  # seats reaching an end together, each with its count (render.py)
        from bot.i18n import join_list, t

        return join_list(
            [
                t(
                    "turns.reached",
                    locale,
                    seat=sample("seat", (variant + i) % VARIANTS, locale),
                    count=COUNTS[(variant + i) % VARIANTS] + 6,
                    counter=sample("counter", variant, locale),
                )
                for i in range(2)
            ],
            locale,
        )
    if var == "tally":  # a named die's faces counted (dice.py)
        from bot.i18n import t

        return t("list.sep", locale).join(
            t("fmt.times", locale, a=a, b=b) for a, b in (("⚔", 2), ("🛡", 1))
        )
    if var == "expects":  # what a move's option takes, in the reader's words (act.py)
        from bot.i18n import t

        return t("act.expects.range", locale, min=0, max=COUNTS[variant] + 1)
    if var == "option_name":  # /act's own option, by its name in the reader's language
        from bot.i18n import t

        return t(f"cmd.act.{('number', 'choice')[variant % 2]}.name", locale)
    if var == "move_name":  # a move as the reader's language names it
        from bot.i18n import t

        return t(("move.turn.bid", "move.turn.pass", "move.vote")[variant % 3], locale)
    if var == "date":  # a day, written the reader's way (rules.py)
        from bot.i18n import date_text

        return date_text(TEXT["date"], locale)
    if var == "when":  # a round as a sentence says it (render.round_text)
        from bot.i18n import t

        return t(
            "table.round_n.year" if variant % 2 else "table.round_n.round",
            locale,
            round=variant + 1,
        )
    if var in LOCALISED:  # a value the code names in the reader's language
        from bot.i18n import join_list, t

        keys = LOCALISED[var]
        if len(keys) == 1:
            return t(keys[0], locale)
        return join_list([t(k, locale) for k in keys], locale)
    if var in ERRORS_TYPED.get(key, ()):
        return TEXT.get(var, "xyz")
    if var in USERS and not (var == "by" and key.startswith(("event.", "coin."))):
        return ("@alice", "@bob", "@carol", "@dave", "@erin")[variant]
    kind = KINDS.get(var)
    if var in LAW_LISTS:
        from bot.i18n import join_list

        return join_list([str(n) for n in (1, 2, 3)[: LIST_SIZES[variant]]], locale)
    if var == "rolls":  # game rolls as /roll game: takes them (dice.error.unknown_roll)
        from bot.i18n import join_list

        rolls = ("`raid`", "`settle`", "`evade`")
        return join_list(list(rolls[: LIST_SIZES[variant]]), locale)
    if var in LISTS:
        kind = kind or "seat"
        pool = NAMES.get(kind, NAMES["seat"])
        from bot.i18n import join_list

        size = LIST_SIZES[variant]
        items = [named(pool[(variant + i) % VARIANTS], locale) for i in range(size)]
        if var == "order":
            from bot.i18n import t

            return t("list.sep", locale).join(items) or t("list.none", locale)
        return join_list(items, locale)
    if kind in NAMES and var not in NUMBERS:
        return named(NAMES[kind][variant], locale)
    if var in ORDINAL:
        return ORDINALS[variant]
    if var in NUMBERS:
        return COUNTS[variant]
    if var in TEXT:
        return TEXT[var]
    return f"‹{var}›"


def render_key(key: str, locale: str) -> list[tuple[str, list[Exception]]]:
    """Each distinct rendering of ``key`` over the variants, with its problems."""
    names: set[str] = set()
    for loc in (locale, "en"):
        source = catalog(loc).get(key, "")
        names |= variables(source)
        # a message it refers to is given the same variables ({ turns-measured })
        for ref in re.findall(r"\{\s*([a-z][\w-]*)\s*\}", source):
            names |= variables(catalog(loc).get(ref.replace("-", "."), ""))
    # a COIN game's Epoch round is named by the catalogs unless its definition names
    # it (bot.i18n.DEFAULT_VARS): the transcript reads the catalogs' words
    from bot.i18n import DEFAULT_VARS

    names -= set(DEFAULT_VARS)
    out: list[tuple[str, list[Exception]]] = []
    seen: set[str] = set()
    for v in range(VARIANTS):
        params = {n: sample(n, v, locale, key) for n in sorted(names)}
        text, errors = render(key, locale, **params)
        if text not in seen:
            seen.add(text)
            out.append((text, errors))
    return out


def key_transcript(locale: str) -> str:
    """Every key of the catalogs rendered for ``locale``, in the English catalog's
    order of files and keys."""
    lines = [
        f"# Every message key in {locale}, rendered with sample values (tests/i18n/samples.py)"
    ]
    for key in catalog("en"):
        lines.append("")
        lines.append(key)
        for text, _ in render_key(key, locale):
            lines += ["  " + ln for ln in text.split("\n")]
    return "\n".join(lines) + "\n"


def problems() -> dict[str, list[str]]:
    """Keys whose rendering met a problem (a variable nobody gives, a bad function)."""
    out: dict[str, list[str]] = {}
    for loc in LOCALES:
        for key in catalog(loc):
            for _, errors in render_key(key, loc):
                if errors:
                    out.setdefault(f"{loc}:{key}", []).extend(str(e) for e in errors)
    return out


__all__ = ["Name", "key_transcript", "problems", "render_key", "sample"]
