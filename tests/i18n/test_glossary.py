"""One word per concept in each language (docs/glossary.md): no catalog message, and
no Japanese or Italian name in a shipped definition, uses a variant the glossary
rejects."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from bot.i18n import catalog

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"


def rejected() -> list[tuple[str, str, re.Pattern[str]]]:
    block = GLOSSARY.read_text(encoding="utf-8").split("## The rejected variants")[1]
    body = block.split("```text\n", 1)[1].split("```", 1)[0]
    out = []
    for line in body.splitlines():
        if line.strip():
            lang, where, rx = line.split(" ", 2)
            out.append((lang, where, re.compile(rx)))
    return out


def definition_names(lang: str) -> list[tuple[str, str]]:
    """(file, text) of every name a shipped definition gives in ``lang``."""
    out: list[tuple[str, str]] = []

    def walk(obj: object, f: str) -> None:
        if isinstance(obj, dict):
            v = obj.get(lang)
            if isinstance(v, str):
                out.append((f, v))
            elif isinstance(v, dict) and isinstance(v.get("text"), str):
                out.append((f, v["text"]))
            for x in obj.values():
                walk(x, f)
        elif isinstance(obj, list):
            for x in obj:
                walk(x, f)

    for p in sorted((ROOT / "knowledge" / "games").glob("*.toml")):
        walk(tomllib.loads(p.read_text(encoding="utf-8")), p.name)
    return out


def test_the_glossary_lists_rules_for_japanese_and_italian():
    rules = rejected()
    assert {lang for lang, _, _ in rules} >= {"ja", "it"}
    assert len(rules) >= 15


@pytest.mark.parametrize("lang", ["en", "ja", "it"])
def test_no_catalog_message_uses_a_rejected_variant(lang):
    found = [
        (key, rx.pattern, text)
        for lg, _, rx in rejected()
        if lg == lang
        for key, text in catalog(lang).items()
        # words.* are what a reader may type: a rejected variant is still understood
        if not key.startswith("words.") and rx.search(text)
    ]
    assert found == []


@pytest.mark.parametrize("lang", ["ja", "it"])
def test_no_shipped_definition_name_uses_a_rejected_variant(lang):
    found = [
        (f, rx.pattern, text)
        for lg, where, rx in rejected()
        if lg == lang and where == "all"
        for f, text in definition_names(lang)
        if rx.search(text)
    ]
    assert found == []


def test_the_scan_finds_what_it_looks_for():
    """The rules match the variants the reviewers met (so the scans above can fail)."""
    samples = {
        "ja": ["あなたの決定ではありません", "先手番", "勢力", "/カード 公開", "ボットが適用"],
        "it": [
            "/partita avvia",
            "/partita master",
            "primogiocatore",
            "Rinomanza",
            "Passo successivo",
            "il bot assegna",
            "Non eleggibile",
        ],
        "en": ["the bot gives the reward"],
    }
    for lang, texts in samples.items():
        rules = [rx for lg, _, rx in rejected() if lg == lang]
        for text in texts:
            assert any(rx.search(text) for rx in rules), (lang, text)
