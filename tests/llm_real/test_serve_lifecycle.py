"""`local_llm.py serve` ends its node model server however it ends: SIGTERM, SIGINT, or killed
outright (the server's parent dies). A server left behind held ~900 MB and its port (issue 25)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODEL = os.environ.get("EXPERIENCE_UI_LLM_MODEL", "smollm2")


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except FileNotFoundError:
        return []
    return [int(c) for c in text.split()]


def _gone(pid: int, within_s: float = 30.0) -> bool:
    """The process has exited (or is a zombie nobody will run again)."""
    end = time.monotonic() + within_s
    while time.monotonic() < end:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
        except FileNotFoundError:
            return True
        if state == "Z":
            return True
        time.sleep(0.2)
    return False


def _port_free(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) != 0


@pytest.fixture
def serve():
    started = []

    def start() -> tuple[subprocess.Popen, int, int]:
        proc = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts" / "local_llm.py"), "serve", "--model", MODEL, "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )
        started.append(proc)
        line = proc.stdout.readline()
        if not line:
            pytest.skip(f"`local_llm.py serve --model {MODEL}` did not start (is the model installed?)")
        port = int(json.loads(line)["base_url"].rsplit(":", 1)[1].split("/")[0])
        (node,) = _children(proc.pid)
        return proc, node, port

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_serve_stopped_by_a_signal_stops_its_model_server_and_frees_the_port(serve, sig):
    proc, node, port = serve()
    assert not _port_free(port)
    proc.send_signal(sig)
    assert proc.wait(30) == 128 + sig
    assert _gone(node) and _port_free(port)


def test_serve_killed_outright_takes_its_model_server_with_it(serve):
    proc, node, port = serve()
    proc.kill()  # no handler runs: the kernel's parent-death signal and the closed stdin do it
    proc.wait()
    assert _gone(node) and _port_free(port)
