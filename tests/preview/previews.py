"""`copilot-cli preview` run as a person runs it: a real process, its one stdout line read for the
URL, stopped with Ctrl+C (SIGINT) at the end, which it must survive with exit code 0."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class RunningPreview:
    process: subprocess.Popen
    url: str
    stderr: str = ""  # what it wrote to stderr, once stopped


@contextmanager
def running_preview(spec: Path, env: dict[str, str]) -> Iterator[RunningPreview]:
    process = subprocess.Popen(
        [sys.executable, "-m", "copilot_cli", "preview", str(spec), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    preview = RunningPreview(process, "")
    try:
        preview.url = re.fullmatch(r"Preview: (\S+)\n", process.stdout.readline()).group(1)
        yield preview
    finally:
        process.send_signal(signal.SIGINT)
        _, preview.stderr = process.communicate(timeout=60)
    assert process.returncode == 0, preview.stderr
