"""The Discord adapter: discord.py client, cogs, outbox sender."""
