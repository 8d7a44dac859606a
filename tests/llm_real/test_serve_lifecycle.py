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
    """The process has exited (or is a zombie nobody will run again). A killed model server's main
    thread is a zombie while its compute threads still exit, holding the sockets: so a zombie
    counts only once it is its last thread."""
    end = time.monotonic() + within_s
    while time.monotonic() < end:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
            threads = len(list(Path(f"/proc/{pid}/task").iterdir()))
        except FileNotFoundError:
            return True
        if state == "Z" and threads <= 1:
            return True
        time.sleep(0.2)
    return False


def _port_free(port: int, within_s: float = 5.0) -> bool:
    end = time.monotonic() + within_s
    while True:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) != 0:
                return True
        if time.monotonic() >= end:
            return False
        time.sleep(0.2)


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
    assert not _port_free(port, within_s=0)
    proc.send_signal(sig)
    assert proc.wait(30) == 128 + sig
    assert _gone(node) and _port_free(port)


def test_serve_killed_outright_takes_its_model_server_with_it(serve):
    proc, node, port = serve()
    proc.kill()  # no handler runs: the kernel's parent-death signal and the closed stdin do it
    proc.wait()
    assert _gone(node) and _port_free(port)


def test_serve_killed_while_its_model_reads_a_long_prompt_takes_the_server_with_it_at_once(serve):
    """A server busy reading a prompt cannot run a JS signal handler: the parent-death signal is
    SIGKILL, so it ends at once (with SIGTERM one outlived its killed parent for minutes)."""
    import threading
    import urllib.request

    proc, node, port = serve()
    prompt = "Summarize this list: " + ", ".join(f"item {n} of the inventory" for n in range(900))
    body = {"messages": [{"role": "user", "content": prompt}], "max_tokens": 8, "stream": False}
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/v1/chat/completions", json.dumps(body).encode(), {"content-type": "application/json"}
    )

    def ask() -> None:
        try:
            urllib.request.urlopen(request, timeout=120).read()
        except OSError:
            pass  # the server is killed mid-request: that is the point

    threading.Thread(target=ask, daemon=True).start()
    time.sleep(2.0)  # the server has the prompt and is reading it
    assert not _gone(node, within_s=0.1)
    proc.kill()
    proc.wait()
    assert _gone(node, within_s=5.0) and _port_free(port)


def test_serve_whose_own_parent_dies_stops_and_takes_its_model_server_with_it():
    """`serve` started by a process that is then killed outright (a benchmark, a shell): serve is
    sent SIGTERM by the kernel (its parent-death signal) and stops its model server."""
    starter = (
        "import subprocess, sys\n"
        f"p = subprocess.Popen([sys.executable, {str(ROOT / 'scripts' / 'local_llm.py')!r}, 'serve', '--model', "
        f"{MODEL!r}, '--port', '0'], stdout=subprocess.PIPE, text=True)\n"
        "print(p.pid, p.stdout.readline().strip(), flush=True)\n"
        "sys.stdin.read()\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", starter], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        pid, _, info = parent.stdout.readline().partition(" ")
        if not info.strip():
            pytest.skip(f"`local_llm.py serve --model {MODEL}` did not start (is the model installed?)")
        serve_pid = int(pid)
        port = int(json.loads(info)["base_url"].rsplit(":", 1)[1].split("/")[0])
        (node,) = _children(serve_pid)
        assert not _port_free(port, within_s=0)
        parent.kill()  # nothing of the parent runs: the kernel tells serve
        parent.wait()
        assert _gone(serve_pid) and _gone(node) and _port_free(port)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
