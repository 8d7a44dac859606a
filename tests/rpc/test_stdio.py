"""The real process on real pipes: stdout isolation and parent death."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.e2e


def test_a_stray_print_goes_to_stderr_and_only_the_wire_reaches_stdout():
    script = (
        "import os\n"
        "from copilot_cli.rpc.stdio import isolate_stdout\n"
        "fd = isolate_stdout()\n"
        "print('stray print')\n"
        "os.system('echo stray shell output')\n"
        "os.write(fd, b'wire\\n')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=30)
    assert done.stdout == b"wire\n"
    assert b"stray print" in done.stderr and b"stray shell output" in done.stderr


def test_the_server_exits_when_its_parent_dies_even_with_stdin_held_open():
    stdin_read, stdin_write = os.pipe()  # we keep the write end: stdin never reaches EOF
    stdout_read, stdout_write = os.pipe()
    parent_script = (
        "import subprocess, sys, time\n"
        "fds = (int(sys.argv[1]), int(sys.argv[2]))\n"
        "child = subprocess.Popen([sys.executable, '-m', 'copilot_cli'], stdin=fds[0], stdout=fds[1], pass_fds=fds)\n"
        "print(child.pid, flush=True)\n"
        "time.sleep(600)\n"
    )
    parent = subprocess.Popen(
        [sys.executable, "-c", parent_script, str(stdin_read), str(stdout_write)],
        stdout=subprocess.PIPE,
        pass_fds=(stdin_read, stdout_write),
    )
    os.close(stdin_read)
    os.close(stdout_write)
    try:
        child_pid = int(parent.stdout.readline())
        os.write(stdin_write, b'{"jsonrpc":"2.0","id":1,"method":"initialize"}\n')
        with os.fdopen(stdout_read, "rb") as child_out:
            assert b'"serverName"' in child_out.readline()  # the server is up and serving
            parent.kill()
            parent.wait(10)
            deadline = time.monotonic() + 10
            while _alive(child_pid) and time.monotonic() < deadline:
                time.sleep(0.05)
        assert not _alive(child_pid), "copilot-cli outlived its parent"
    finally:
        os.close(stdin_write)
        if parent.poll() is None:
            parent.kill()


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


def _serve(*args: str) -> subprocess.Popen:
    env = {**os.environ, "COPILOT_LLM": "off"}
    return subprocess.Popen(
        [sys.executable, "-m", "copilot_cli", "--debug-methods", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )


def _send(proc: subprocess.Popen, message: dict) -> None:
    proc.stdin.write(json.dumps(message).encode() + b"\n")
    proc.stdin.flush()


def _receive(proc: subprocess.Popen, timeout: float = 30) -> dict:
    ready, _, _ = select.select([proc.stdout], [], [], timeout)
    assert ready, "no reply"
    return json.loads(proc.stdout.readline())


def test_sighup_is_like_sigterm_work_in_flight_is_answered_and_the_process_exits_cleanly():
    proc = _serve()
    try:
        _send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize"})
        assert "result" in _receive(proc)
        _send(proc, {"jsonrpc": "2.0", "id": 2, "method": "debug/sleep", "params": {"ms": 60000}})
        _send(proc, {"jsonrpc": "2.0", "id": 3, "method": "initialize"})
        assert _receive(proc)["id"] == 3  # the sleep is in flight
        proc.send_signal(signal.SIGHUP)
        reply = _receive(proc)
        assert reply["id"] == 2 and reply["error"]["code"] == -32800
        assert proc.wait(30) == 0
    finally:
        proc.kill()


def test_exit_ends_the_process_even_when_a_worker_thread_never_yields():
    """A handler whose thread cannot be abandoned (cancelling waits for it) keeps CPU busy for
    two minutes; the loop still answers meanwhile, and after exit the process leaves anyway."""
    proc = _serve()
    try:
        spin = {"ms": 120_000, "abandonOnCancel": False}
        _send(proc, {"jsonrpc": "2.0", "id": 1, "method": "debug/spin", "params": spin})
        _send(proc, {"jsonrpc": "2.0", "id": 2, "method": "initialize"})
        assert _receive(proc)["id"] == 2  # CPU work in a thread does not starve the loop
        _send(proc, {"jsonrpc": "2.0", "id": 3, "method": "exit"})
        assert _receive(proc) == {"jsonrpc": "2.0", "id": 3, "result": None}
        proc.wait(30)  # far less than the spin's two minutes
    finally:
        proc.kill()


def test_end_of_input_ends_the_process_after_the_drain_even_when_a_worker_thread_never_yields():
    proc = _serve("--drain-timeout", "0.2")
    try:
        spin = {"ms": 120_000, "abandonOnCancel": False}
        _send(proc, {"jsonrpc": "2.0", "id": 1, "method": "debug/spin", "params": spin})
        _send(proc, {"jsonrpc": "2.0", "id": 2, "method": "initialize"})
        assert _receive(proc)["id"] == 2
        proc.stdin.close()
        proc.wait(30)  # far less than the spin's two minutes
    finally:
        proc.kill()
