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
