"""Serve an ASGI app on 127.0.0.1 with uvicorn and announce the URL once it accepts requests."""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable

import uvicorn
from starlette.types import ASGIApp

log = logging.getLogger(__name__)
HOST = "127.0.0.1"


class PortUnavailable(OSError):
    """The requested port cannot be bound on 127.0.0.1."""


def bind(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1:port (0 = any free port). Binding ourselves means the
    real port is known before uvicorn starts, so the announced URL is always right."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
    except OSError as exc:
        sock.close()
        raise PortUnavailable(
            f"cannot listen on {HOST}:{port} ({exc.strerror}); pass --port 0 for any free port"
        ) from exc
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


class _AnnouncingServer(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, on_ready: Callable[[], None]) -> None:
        super().__init__(config)
        self._on_ready = on_ready

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if not self.should_exit:
            self._on_ready()


def serve(app: ASGIApp, sock: socket.socket, on_ready: Callable[[], None]) -> None:
    """Run until SIGINT/SIGTERM. uvicorn logs through our stderr logging (log_config=None), and
    access lines are off: stdout carries only the one line `on_ready` prints."""
    config = uvicorn.Config(app, log_config=None, access_log=False, lifespan="off", ws="none", server_header=False)
    server = _AnnouncingServer(config, on_ready)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()


def url_of(sock: socket.socket) -> str:
    return f"http://{HOST}:{sock.getsockname()[1]}/"
