"""Serve an ASGI app on 127.0.0.1 with uvicorn and announce the URL once it accepts requests."""

from __future__ import annotations

import importlib.util
import logging
import socket
import sys
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from starlette.types import ASGIApp

log = logging.getLogger(__name__)
HOST = "127.0.0.1"


def _without_cli() -> ModuleType:
    """uvicorn, with its package's `__init__` run only when a name only it defines is asked for.

    `import uvicorn` imports `uvicorn.main` (its command line: click, and the reload and worker
    supervisors with multiprocessing), ~0.012 s of CPU that this process spent before its URL and
    never uses: Config and Server live in uvicorn.config and uvicorn.server. The package is put in
    sys.modules unexecuted, with those two; anything else (`uvicorn.run`, `__version__`) runs its
    `__init__` then, in the same module object, so another user of uvicorn in this process sees
    the whole package."""
    if "uvicorn" in sys.modules:
        return sys.modules["uvicorn"]
    spec = importlib.util.find_spec("uvicorn")
    if spec is None or spec.loader is None:
        import uvicorn  # unusual install: as it is

        return uvicorn
    package = importlib.util.module_from_spec(spec)
    running = []

    def rest(name: str) -> Any:
        if running:
            raise AttributeError(name)
        running.append(name)
        del package.__getattr__  # the real __init__ defines what is left
        spec.loader.exec_module(package)
        return getattr(package, name)

    package.__getattr__ = rest  # type: ignore[method-assign]
    sys.modules["uvicorn"] = package
    try:
        from uvicorn.config import Config
        from uvicorn.server import Server
    except BaseException:
        del sys.modules["uvicorn"]
        raise
    package.Config, package.Server = Config, Server
    return package


uvicorn = _without_cli()


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
    def __init__(self, config: Any, on_ready: Callable[[], None]) -> None:
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
