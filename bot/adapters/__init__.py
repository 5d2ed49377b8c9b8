"""The adapters: thin translations between the outside world and the service layer.

- ``discord``: the Discord bot (``app``), its cogs and the outbox sender;
- ``cli``: the ``herald`` command (``main``), the offline console and the db/rules/dice tools;
- ``netguard``: the loopback-only guard tests install in every process.
"""
