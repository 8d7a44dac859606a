"""A real uvicorn serving the workspace app on 127.0.0.1, port 0, in a background thread."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import uvicorn

from copilot_cli.workspace.files import FileLimits, Workspace, open_workspace
from copilot_cli.workspace.http import HttpSettings, create_app

TOKEN = "test-token-0123456789abcdef"


@dataclass
class RunningServer:
    url: str
    root: Path
    workspace: Workspace
    headers: dict[str, str]


@contextmanager
def serve(
    root: Path, data: Path, *, limits: FileLimits = FileLimits(), token: str | None = TOKEN, **settings: object
) -> Iterator[RunningServer]:
    ws = open_workspace("w", root, data, limits)
    app = create_app({"w": ws}, HttpSettings(token=token, max_body_bytes=limits.max_body_bytes, **settings))  # type: ignore[arg-type]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="error", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        while not server.started:  # uvicorn sets it once the socket listens
            if not thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            thread.join(0.01)
        port = server.servers[0].sockets[0].getsockname()[1]
        headers = {"authorization": f"Bearer {token}"} if token else {}
        yield RunningServer(f"http://127.0.0.1:{port}", root, ws, headers)
    finally:
        server.should_exit = True
        thread.join(10)
        ws.store.close()


@dataclass
class ServerProcess:
    url: str
    headers: dict[str, str]
    process: subprocess.Popen[str]


@contextmanager
def spawn(root: Path, data: Path, *extra: str) -> Iterator[ServerProcess]:
    """`copilot-cli workspace serve` as a real subprocess (its own GIL; killable)."""
    token_file = data.parent / f"{data.name}.token"
    token_file.write_text(TOKEN)
    cmd = [
        sys.executable,
        "-m",
        "copilot_cli",
        "workspace",
        "serve",
        "--workspace",
        f"w={root}",
        "--port",
        "0",
        "--token-file",
        str(token_file),
        "--data-dir",
        str(data),
        *extra,
    ]
    process = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        url = None
        for line in process.stderr:  # blocks until uvicorn says where it listens (or exits)
            found = re.search(r"listening on (http://\S+)", line)
            if found:
                url = found.group(1)
                break
        if url is None:
            raise RuntimeError(f"server exited with {process.wait()}")
        # keep draining stderr so a chatty server never blocks on a full pipe
        threading.Thread(target=process.stderr.read, daemon=True).start()
        yield ServerProcess(url, {"authorization": f"Bearer {TOKEN}"}, process)
    finally:
        if process.poll() is None:
            process.terminate()
        process.wait(10)
