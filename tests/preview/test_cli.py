"""`copilot-cli preview` as a person (and the tests) run it: it prints exactly one stdout line,
`Preview: http://127.0.0.1:PORT/`, serves the page, the generated App and the mock, and stops
cleanly on Ctrl+C. Bad input ends with a specific message and exit status 2."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from copilot_cli.cli import main

ROOT = Path(__file__).resolve().parents[2]
PETSTORE = ROOT / "examples" / "petstore.yaml"
URL_LINE = re.compile(r"^Preview: (http://127\.0\.0\.1:(\d+)/)$")


def _start(*args: str) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "copilot_cli", "preview", str(PETSTORE), "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    found: list[str] = []
    ready = threading.Event()

    def read() -> None:
        found.append(proc.stdout.readline())
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(60):
        proc.kill()
        pytest.fail(f"no URL line within 60 s; stderr: {proc.stderr.read()}")
    match = URL_LINE.match(found[0].rstrip("\n"))
    if not match:
        proc.kill()
        pytest.fail(f"unexpected first stdout line {found[0]!r}; stderr: {proc.stderr.read()}")
    return proc, match.group(1)


@pytest.mark.e2e
def test_preview_serves_the_generated_ui_and_the_mock_until_interrupted():
    proc, url = _start()
    try:
        page = httpx.get(url, timeout=10)
        app = httpx.get(url + "app.jsx", timeout=10)
        runtime = httpx.get(url + "runtime.js", timeout=10)
        created = httpx.post(url + "mock/pets", json={"name": "Pretzel", "species": "dog"}, timeout=10)
        listed = httpx.get(url + "mock/pets", params={"pageSize": 100}, timeout=10)
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    assert page.status_code == 200 and 'id="experience-ui-config"' in page.text
    assert "export default function App" in app.text
    assert runtime.status_code == 200 and len(runtime.content) > 100_000  # React + ReactDOM + sucrase
    assert created.status_code == 201
    assert created.json() in listed.json()
    assert proc.returncode == 0
    assert out == ""  # the URL line was the only stdout output


@pytest.mark.e2e
def test_preview_can_point_the_ui_at_a_real_api_instead_of_the_mock():
    proc, url = _start("--api", "https://petstore.example.com/v1")
    try:
        page = httpx.get(url, timeout=10)
        mock = httpx.get(url + "mock/pets", timeout=10)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=30)
    # the page calls its own origin; the preview's proxy forwards to the API (preview/proxy.py)
    assert re.search(r'"baseUrl": "/proxy/[\w-]{32}"', page.text) and "petstore.example.com" not in page.text
    assert mock.status_code == 404


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["no/such/spec.yaml"], "no such spec file: no/such/spec.yaml"),
        ([str(PETSTORE), "--code", "no/such/App.jsx"], "No such file or directory"),
    ],
)
def test_bad_input_ends_with_a_specific_message(args, message, capsys):
    assert main(["preview", *args, "--port", "0"]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


def test_an_invalid_spec_is_reported_with_its_reason(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("hello: world\n")
    assert main(["preview", str(bad), "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert "Spec Invalid" in err and "not a recognised API description" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--port", "70000"], "port must be 0-65535"),
        (["--api", "ftp://example.com"], "expected an http(s) URL"),
    ],
)
def test_bad_options_are_refused_by_the_parser(args, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["preview", str(PETSTORE), *args])
    assert exit_info.value.code == 2 and message in capsys.readouterr().err


def test_a_busy_port_is_reported_with_the_way_out(capsys):
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        assert main(["preview", str(PETSTORE), "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert f"cannot listen on 127.0.0.1:{port}" in err and "pass --port 0 for any free port" in err


def test_preview_builds_only_its_own_parser_and_its_help_reads_the_same():
    import json

    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import contextlib, io, json, sys\n"
            "from copilot_cli.cli import build_parser\n"
            "def help_of(parser):\n"
            "    out = io.StringIO()\n"
            "    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):\n"
            "        parser.parse_args(['preview', '--help'])\n"
            "    return out.getvalue()\n"
            "own = help_of(build_parser('preview'))\n"
            "others = sorted(m for m in sys.modules if m.startswith('copilot_cli.commands.') and m != 'copilot_cli.commands.preview')\n"
            "print(json.dumps([others, own == help_of(build_parser()), 'usage: copilot-cli preview' in own]))",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [[], True, True]
