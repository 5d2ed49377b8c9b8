"""Loopback-only networking, for tests: any connection or name lookup that would leave
this machine raises :class:`NonLoopbackConnection`.

The test suite installs it in its own process (an autouse fixture) and the bot process
installs it at start when ``HERALD_LOOPBACK_ONLY=1`` is set, so a test can never reach
the real Discord (or anything else) by mistake.
"""

from __future__ import annotations

import ipaddress
import os
import socket

ENV_FLAG = "HERALD_LOOPBACK_ONLY"
_LOCAL_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}
_saved: dict[str, object] = {}


class NonLoopbackConnection(ConnectionRefusedError):
    """Raised instead of connecting anywhere but 127.0.0.0/8 or ::1."""


def is_loopback(host) -> bool:
    if host is None:
        return True  # getaddrinfo(None, port): the local wildcard / loopback
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    host = str(host).strip("[]").split("%")[0]
    if host.lower() in _LOCAL_NAMES:
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def _check_address(sock, address) -> None:
    family = getattr(sock, "family", None)
    if family not in (socket.AF_INET, socket.AF_INET6):
        return  # Unix sockets, socketpairs: local by nature
    host = address[0] if isinstance(address, tuple) else address
    if not is_loopback(host):
        raise NonLoopbackConnection(f"non-loopback connection refused: {address!r}")


def install() -> None:
    """Patch socket connect/connect_ex/getaddrinfo (idempotent)."""
    if _saved:
        return
    orig_connect = socket.socket.connect
    orig_connect_ex = socket.socket.connect_ex
    orig_getaddrinfo = socket.getaddrinfo
    _saved.update(connect=orig_connect, connect_ex=orig_connect_ex, getaddrinfo=orig_getaddrinfo)

    def connect(self, address):
        _check_address(self, address)
        return orig_connect(self, address)

    def connect_ex(self, address):
        _check_address(self, address)
        return orig_connect_ex(self, address)

    def getaddrinfo(host, *args, **kwargs):
        if not is_loopback(host):
            raise NonLoopbackConnection(f"non-loopback name lookup refused: {host!r}")
        return orig_getaddrinfo(host, *args, **kwargs)

    socket.socket.connect = connect  # type: ignore[method-assign]
    socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
    socket.getaddrinfo = getaddrinfo


def uninstall() -> None:
    if not _saved:
        return
    socket.socket.connect = _saved["connect"]  # type: ignore[method-assign, assignment]
    socket.socket.connect_ex = _saved["connect_ex"]  # type: ignore[method-assign, assignment]
    socket.getaddrinfo = _saved["getaddrinfo"]  # type: ignore[assignment]
    _saved.clear()


def install_from_env(environ=None) -> bool:
    """Install the guard when ``HERALD_LOOPBACK_ONLY`` is set to a true value."""
    env = os.environ if environ is None else environ
    if str(env.get(ENV_FLAG, "")).lower() in ("1", "true", "yes", "on"):
        install()
        return True
    return False
