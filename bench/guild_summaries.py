"""Realistic per-server summaries at the server's quota, for the knowledge memory bench.

Each server gets ``GUILD_MAX_SUMMARIES`` files of ``GUILD_MAX_BYTES`` in all (just
under both limits), written from the original seeds (``/work/shared/seeds``, Japanese
and Italian) and the development summaries (``bench/dev``: ja, it, en): each file takes
one source game's sections in a shuffled order, renames the game (a server's own
edition: ``catan-7-3``), numbers its headings ("(3)") so repeats are distinct
sections, and mixes in sections of other sources until it reaches its size. The same
``seed`` gives the same files.

    files = guild_files(guild=7, seed=1)   # [(name, text)], every text's front matter
"""

from __future__ import annotations

import random
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEEDS = Path("/work/shared/seeds")
_FRONT = re.compile(r"\A\+\+\+\n.*?\n\+\+\+\n", re.S)
_H2 = re.compile(r"^## ", re.M)


def _sources() -> list[tuple[str, str, str]]:
    """(game, language, body without front matter) of every source text."""
    out = []
    seed_lang = {"000": "ja", "001": "ja", "002": "it", "003": "ja", "004": "ja"}
    seed_game = {
        "000": "pendragon",
        "001": "pendragon",
        "002": "europa-universalis",
        "003": "lancaster",
        "004": "hadrians-wall",
    }
    if SEEDS.is_dir():
        for f in sorted(SEEDS.glob("*.txt")):
            k = f.name[:3]
            if k in seed_game:
                out.append((seed_game[k], seed_lang[k], f.read_text(encoding="utf-8")))
    for f in sorted((ROOT / "bench" / "dev").glob("*.md")):
        text = f.read_text(encoding="utf-8")
        game, _, lang = f.stem.rpartition("-")
        out.append((game, lang, _FRONT.sub("", text)))
    return out


def _blocks(body: str) -> list[str]:
    """The ``##`` sections of a body (with their sub-headings), without the title."""
    parts = _H2.split(body)
    return ["## " + p.rstrip() + "\n" for p in parts[1:] if p.strip()]


def guild_files(
    guild: int, seed: int = 1, count: int = 20, total: int = 2 * 1024 * 1024
) -> list[tuple[str, str]]:
    """``count`` summaries of ``total`` UTF-8 bytes in all for server ``guild``."""
    rng = random.Random(f"{seed}:{guild}")
    sources = [(g, lang, _blocks(body)) for g, lang, body in _sources()]
    sources = [s for s in sources if s[2]]
    per_file = total // count - 600  # room for the front matter
    files = []
    for k in range(count):
        game, lang, blocks = sources[(guild + k) % len(sources)]
        slug = f"{game}-{guild % 97}-{k}"[:40]
        names = f'{{ en = "{game.title()} {k}", ja = "{game} {k}", it = "{game.title()} {k}" }}'
        head = (
            f'+++\ngame = "{slug}"\ntitle = "{game} summary {k} (server {guild})"\n'
            f'language = "{lang}"\nnames = {names}\n+++\n# {game.title()} {k}\n\n'
        )
        parts: list[str] = []
        size = len(head.encode())
        n = 0
        while True:
            pool = blocks if rng.random() < 0.7 else rng.choice(sources)[2]
            block = rng.choice(pool)
            n += 1
            title, _, rest = block.partition("\n")
            block = f"{title} ({n})\n{rest}"
            b = len(block.encode())
            if size + b > per_file:
                break
            parts.append(block)
            size += b
        files.append((f"summary-{k}.md", head + "\n".join(parts)))
    return files


if __name__ == "__main__":
    fs = guild_files(1)
    print(len(fs), sum(len(t.encode()) for _, t in fs), sum(t.count("\n#") for _, t in fs))
