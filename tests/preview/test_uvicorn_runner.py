"""The preview serves with uvicorn's Config and Server without its command line: click and the
reload supervisors are never imported by a preview's process, yet the whole package is there for
any other user of uvicorn in the same process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL
    )


def test_the_runner_imports_uvicorns_server_without_click_or_the_supervisors():
    done = _python(
        "import json, sys\n"
        "from copilot_cli.preview import uvicorn_runner\n"
        "print(json.dumps([uvicorn_runner.uvicorn.Server.__module__, uvicorn_runner.uvicorn.Config.__module__,"
        " sorted(m for m in sys.modules if m == 'click' or m.startswith(('uvicorn.main', 'uvicorn.supervisors')))]))"
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == ["uvicorn.server", "uvicorn.config", []]


def test_another_user_of_uvicorn_in_the_same_process_still_finds_the_whole_package():
    done = _python(
        "import json\n"
        "from copilot_cli.preview import uvicorn_runner\n"
        "import uvicorn\n"
        "from uvicorn import run\n"
        "print(json.dumps([uvicorn is uvicorn_runner.uvicorn, run.__module__, uvicorn.main.name, uvicorn.__version__,"
        " uvicorn.Config is uvicorn.config.Config]))"
    )
    assert done.returncode == 0, done.stderr
    same, run_module, command, version, config = json.loads(done.stdout)
    assert (same, run_module, command, config) == (True, "uvicorn.main", "main", True)
    assert version.count(".") == 2


def test_a_process_that_imported_uvicorn_first_keeps_its_package():
    done = _python(
        "import json, uvicorn\n"
        "from copilot_cli.preview import uvicorn_runner\n"
        "print(json.dumps([uvicorn_runner.uvicorn is uvicorn, callable(uvicorn.run)]))"
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [True, True]
