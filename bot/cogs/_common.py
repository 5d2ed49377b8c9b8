"""Glue every cog uses: interaction -> Ctx -> service -> Discord reply.
(Placeholder signatures; the Discord adapter fills these in.)"""
from __future__ import annotations


async def run(interaction, name: str, sub: str | None, **options) -> None:
    raise NotImplementedError


async def complete(interaction, name: str, sub: str | None, option: str, current: str):
    raise NotImplementedError
