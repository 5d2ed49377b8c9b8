"""The design's hard rules, checked on the source itself."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "bot" / "engine"
FORBIDDEN = {"discord", "sqlite3", "sqlite_utils", "aiohttp"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module.split(".")[0])
    return out


def test_engine_sources_import_no_discord_or_sqlite():
    files = list(ENGINE.rglob("*.py"))
    assert len(files) > 3
    bad = {
        str(f.relative_to(ROOT)): _imports(f) & FORBIDDEN for f in files if _imports(f) & FORBIDDEN
    }
    assert bad == {}


def test_importing_the_engine_loads_no_discord_or_sqlite():
    mods = [
        f"bot.engine.{'.'.join(p.relative_to(ENGINE).with_suffix('').parts)}"
        for p in ENGINE.rglob("*.py")
        if p.name != "__init__.py"
    ]
    code = (
        "import sys, importlib\n"
        f"for m in {mods!r}: importlib.import_module(m)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {sorted(FORBIDDEN)!r}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert out.stdout.strip() == "[]"


def test_engine_reads_no_clock_env_or_global_random():
    offenders = []
    for f in ENGINE.rglob("*.py"):
        src = f.read_text(encoding="utf-8")
        for needle in (
            "datetime.now(",
            "time.time(",
            "os.environ",
            "os.getenv",
            "random.random(",
            "random.randint(",
            "random.choice(",
            "random.shuffle(",
            "random.seed(",
        ):
            if needle in src:
                offenders.append(f"{f.relative_to(ROOT)}: {needle}")
    assert offenders == []


def test_sql_lives_only_in_the_store():
    offenders = []
    for f in (ROOT / "bot").rglob("*.py"):
        if "store" in f.relative_to(ROOT).parts:
            continue
        if {"sqlite3", "sqlite_utils"} & _imports(f):
            offenders.append(str(f.relative_to(ROOT)))
    assert offenders == []


# ----------------------------------------------------------------- issue 20: the shape
GAMES = ENGINE / "games"
STRUCTURE_NAMES = {
    "prompt",
    "sequential",
    "passing",
    "simultaneous",
    "vote",
    "secret",
    "draft",
    "auction",
    "scoring",
    "neighbours",
}
LOCALE_CODES = {"en", "ja", "it"}


def _functions(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def test_no_game_engine_file_over_400_lines_or_function_over_60():
    long_files = {
        str(f.relative_to(ROOT)): n
        for f in GAMES.rglob("*.py")
        if (n := len(f.read_text(encoding="utf-8").splitlines())) > 400
    }
    long_functions = {}
    for f in GAMES.rglob("*.py"):
        for fn in _functions(ast.parse(f.read_text(encoding="utf-8"))):
            n = fn.end_lineno - fn.lineno + 1
            if n > 60:
                long_functions[f"{f.relative_to(ROOT)}:{fn.name}"] = n
    assert long_files == {} and long_functions == {}


def test_a_family_class_only_routes():
    sizes = {}
    for f in GAMES.rglob("family.py"):
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Family"):
                sizes[node.name] = node.end_lineno - node.lineno + 1
    assert set(sizes) == {"TurnsFamily", "CoinFamily"}
    assert max(sizes.values()) <= 150, sizes


def _strings(node: ast.AST) -> set[str]:
    return {
        n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def test_no_structure_is_compared_by_name_outside_its_own_module():
    """The family and the service ask a structure what it does; only a structure's
    own module may name it."""
    offenders = []
    for f in (ROOT / "bot").rglob("*.py"):
        src = f.read_text(encoding="utf-8")
        own = f.parent.name == "structures" and f.stem in STRUCTURE_NAMES
        for node in ast.walk(ast.parse(src)):
            if not isinstance(node, ast.Compare):
                continue
            named = _strings(node) & STRUCTURE_NAMES
            if not named or own:
                continue  # (the source segment is costly: a scan of the file each)
            text = ast.get_source_segment(src, node) or ""
            if "structure" in text:
                offenders.append(f"{f.relative_to(ROOT)}:{node.lineno}: {text}")
    assert offenders == []


def _japanese_letter(c: str) -> bool:
    """A kana or kanji letter (a word's; punctuation such as ・ is no word)."""
    import unicodedata

    return ("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff") and unicodedata.category(
        c
    ).startswith("L")


def test_no_language_table_in_the_game_engine():
    """The engine speaks ids: no list or mapping of languages, no word of a language
    to parse, no key carrying a language (where_en, options_ja ...)."""
    offenders = []
    for f in list(GAMES.rglob("*.py")) + [ENGINE / "errors.py"]:
        src = f.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(src)):
            if isinstance(node, ast.Tuple | ast.List | ast.Set):
                found = _strings(node) & LOCALE_CODES
            elif isinstance(node, ast.Dict):
                found = {k.value for k in node.keys if isinstance(k, ast.Constant)} & LOCALE_CODES
            else:
                found = set()
            if len(found) >= 2:
                offenders.append(f"{f.relative_to(ROOT)}:{node.lineno}: locales {sorted(found)}")
        for s in _strings(ast.parse(src)):
            if any(s.endswith(f"_{loc}") for loc in LOCALE_CODES) or "LOCALES" in s:
                offenders.append(f"{f.relative_to(ROOT)}: {s!r}")
            if any(_japanese_letter(c) for c in s) and len(s) < 20:
                offenders.append(f"{f.relative_to(ROOT)}: a Japanese word {s!r}")
        if "LOCALES" in src:
            offenders.append(f"{f.relative_to(ROOT)}: LOCALES")
    assert offenders == []


def test_the_turn_engine_speaks_json_and_typed_models_not_any():
    src = "\n".join(f.read_text(encoding="utf-8") for f in (GAMES / "turns").rglob("*.py"))
    assert src.count("dict[str, Any]") <= 10
    import tomllib

    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    strict = [o for o in mypy["overrides"] if "bot.engine.games.*" in o["module"]]
    assert strict and strict[0]["disallow_any_explicit"] is True
    out = subprocess.run(
        # incremental, as mypy runs by default: the cache the project's own mypy run
        # left (CI runs it before the tests) is reused, and a changed file is checked anew
        [sys.executable, "-m", "mypy", "bot/engine/games"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert out.returncode == 0, out.stdout[-2000:]
