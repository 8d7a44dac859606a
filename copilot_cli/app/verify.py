"""Verify generated code by running it: parse, scope and render, in one warm Node process.

`verify_sidecar.mjs` (beside this file) is started once per process on first use and kept: a
request is one JSON line with the module's code, the answer one JSON line. While it renders
`App`, the sidecar's fetches come back over the same pipe and are answered here by the built-in
mock of the spec (mock/), so the first screen renders with the mock's data.

    await verify_code(code, spec, pages) -> Verdict     ok, stage (parse|scope|render), error, lines

Without Node or the npm packages the check falls back to app/codecheck.py's parse check (the
verdict's `stage` says "parse-only").
"""

from __future__ import annotations

import atexit
import json
import logging
import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio

from copilot_cli.app.codecheck import ROOT, check_code

log = logging.getLogger("copilot_cli.app.verify")
SIDECAR = Path(__file__).with_name("verify_sidecar.mjs")
TIMEOUT_S = 20.0


@dataclass(frozen=True)
class Verdict:
    ok: bool
    stage: str
    error: str = ""
    lines: list[dict[str, Any]] = field(default_factory=list)
    ms: float = 0.0

    def report(self) -> str:
        """The error and its failing lines, as the repair prompt shows them."""
        where = "\n".join(f"  line {x.get('line')}: {x.get('text', '')}" for x in self.lines[:8])
        return f"{self.stage} check failed: {self.error}" + (f"\nfailing lines:\n{where}" if where else "")


class Sidecar:
    """One Node process; requests are serialized (the lock), I/O is blocking (call in a thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[str] | None = None
        self._seq = 0
        self._mocks: dict[str, Any] = {}
        self.timeout_s = TIMEOUT_S

    def available(self) -> bool:
        return (ROOT / "node_modules" / "jsdom").is_dir() and (ROOT / "node_modules" / "eslint-scope").is_dir()

    def _start(self) -> subprocess.Popen[str]:
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        node = shutil.which("node")
        if node is None:
            raise RuntimeError("node is not installed")
        proc = subprocess.Popen(
            [node, str(SIDECAR)],
            cwd=str(ROOT),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        ready = proc.stdout.readline() if proc.stdout else ""
        if '"ready"' not in ready:
            proc.kill()
            raise RuntimeError("the verifier did not start")
        self._proc = proc
        return proc

    def close(self) -> None:
        with self._lock:
            if self._proc is not None and self._proc.poll() is None:
                self._proc.kill()
                self._proc.wait()
            self._proc = None

    def _mock_client(self, spec: Any) -> Any:
        key = str(getattr(getattr(spec, "source", None), "hash", None) or id(spec))
        if key not in self._mocks:
            from starlette.testclient import TestClient

            from copilot_cli.mock import build_mock_app

            self._mocks = {key: TestClient(build_mock_app(spec, seed=0), base_url="http://mock")}
        return self._mocks[key]

    def _answer_fetch(self, spec: Any, req: dict[str, Any]) -> dict[str, Any]:
        path = req.get("path", "/")
        if spec is None or not path.startswith("/mock"):
            return {"id": req["id"], "status": 404, "headers": {}, "body": "not found"}
        try:
            client = self._mock_client(spec)
            res = client.request(
                req.get("method", "GET"),
                path[len("/mock") :] or "/",
                headers=req.get("headers"),
                content=req.get("body"),
            )
            headers = {"content-type": res.headers.get("content-type", "application/json")}
            return {"id": req["id"], "status": res.status_code, "headers": headers, "body": res.text}
        except Exception as exc:  # the mock's own failure is an API error to the App, not a verifier one
            return {"id": req["id"], "status": 500, "headers": {}, "body": str(exc)[:200]}

    def check(self, code: str, spec: Any = None, base_url: str = "/mock", pages: list[str] = ()) -> dict[str, Any]:
        with self._lock:
            proc = self._start()
            assert proc.stdin is not None and proc.stdout is not None
            self._seq += 1
            rid = self._seq
            # A module that never returns (a loop in render) blocks the sidecar: the watchdog kills it.
            watchdog = threading.Timer(self.timeout_s, proc.kill)
            watchdog.start()
            try:
                request = {"id": rid, "code": code, "baseUrl": base_url, "pages": list(pages)}
                proc.stdin.write(json.dumps(request) + "\n")
                proc.stdin.flush()
                while True:
                    line = proc.stdout.readline()
                    if not line:
                        self._proc = None
                        if watchdog.finished.is_set():
                            return {"ok": False, "stage": "render", "error": self.hang_message()}
                        raise RuntimeError("the verifier exited")
                    msg = json.loads(line)
                    if "fetch" in msg:
                        reply = self._answer_fetch(spec, msg["fetch"])
                        proc.stdin.write(json.dumps({"fetchReply": reply}) + "\n")
                        proc.stdin.flush()
                    elif msg.get("id") == rid:
                        return msg
            finally:
                watchdog.cancel()

    def hang_message(self) -> str:
        return f"the module did not finish rendering within {self.timeout_s:g} s (an endless loop?)"


_sidecar = Sidecar()
atexit.register(_sidecar.close)


def sidecar() -> Sidecar:
    """The process's one verifier (kept warm across requests)."""
    return _sidecar


def warm_up() -> threading.Thread | None:
    """Start the verifier now, in the background, if it is not running: generate calls it before
    the model reads its prompt, so Node's start (seconds on a loaded machine) is not spent after
    the draft, inside the request's deadline."""
    car = sidecar()

    def start() -> None:
        try:
            with car._lock:
                car._start()
        except (RuntimeError, OSError) as exc:
            log.warning("verify: could not start the verifier early: %s", exc)

    if not car.available() or (car._proc is not None and car._proc.poll() is None):
        return None
    thread = threading.Thread(target=start, name="verify-warm-up", daemon=True)
    thread.start()
    return thread


async def verify_code(code: str, spec: Any = None, pages: list[str] = ()) -> Verdict:
    """`pages`: page keys ("resource:<id>") rendered too, each opened as a link would, after the first screen."""
    problem = await check_code(code)
    if problem is not None:
        return Verdict(False, "parse", problem)
    car = sidecar()
    if not car.available():
        return Verdict(True, "parse-only")
    base_url = "/mock/graphql" if getattr(getattr(spec, "source", None), "kind", "") == "graphql" else "/mock"
    try:
        msg = await anyio.to_thread.run_sync(lambda: car.check(code, spec, base_url, pages), abandon_on_cancel=True)
    except RuntimeError as exc:
        log.warning("verify: %s; parse check only", exc)
        return Verdict(True, "parse-only", str(exc))
    return Verdict(
        bool(msg.get("ok")),
        str(msg.get("stage", "")),
        str(msg.get("error", "")),
        msg.get("lines") or [],
        msg.get("ms", 0),
    )
