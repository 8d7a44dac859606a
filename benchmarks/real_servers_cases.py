"""The real servers benchmarks/real_servers.py drives: how each is installed (its own venv in a
cache outside the checkout, never the project's), started on 127.0.0.1, seeded through its own
API, and read back to confirm what the generated app did. Versions, flags and quirks:
../shared/real-servers.md (issue 23)."""

from __future__ import annotations

import base64
import json
import os
import secrets
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

CACHE = Path(os.environ.get("EXPERIENCE_UI_REAL_SERVERS", Path.home() / ".cache" / "experience-ui" / "real-servers"))
MARK = "xui-bench"  # every seeded or typed value carries it, so a page's text can be searched for it


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ensure_venv(name: str, requirements: list[str], probe: str) -> Path:
    """The venv at CACHE/name with `requirements`, installed once; `probe` is its console script."""
    venv = CACHE / name
    if not (venv / "bin" / probe).exists():
        venv.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        subprocess.run([*pip, *requirements], check=True, stdout=subprocess.DEVNULL)
    return venv


def wait_ready(url: str, proc: subprocess.Popen, timeout_s: float, **kw: Any) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{url}: the server exited with {proc.returncode}")
        try:
            if httpx.get(url, timeout=2, **kw).status_code < 500:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url}: not ready within {timeout_s:.0f} s")


@dataclass
class Collection:
    """A main collection: the navigation label the app should show it under, the seeded
    records' marker texts the list must show, and (where the API has them) what to type in the
    create and edit forms, with the server-side check that confirms each."""

    name: str
    nav: str  # a regular expression on the navigation button's text
    seeded: list[str]
    create: dict[str, str] | None = None  # form field name → typed value
    edit: dict[str, str] | None = None
    delete: str | None = None  # the marker of the record to delete
    parents: dict[str, str] = field(default_factory=dict)  # a nested list's path parameter → seeded parent


@dataclass
class Server:
    name: str
    proc: subprocess.Popen | None = None
    api: str = ""  # --api
    spec: str = ""  # the spec URL the running server publishes
    auth: str = ""  # --auth
    workdir: Path | None = None
    collections: list[Collection] = field(default_factory=list)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()


# ---------------------------------------------------------------- Kinto 26.5.0

KINTO_INI = """[app:main]
use = egg:kinto
kinto.includes = kinto.plugins.default_bucket kinto.plugins.admin kinto.plugins.accounts
kinto.storage_backend = kinto.core.storage.memory
kinto.storage_url =
kinto.cache_backend = kinto.core.cache.memory
kinto.cache_url =
kinto.permission_backend = kinto.core.permission.memory
kinto.permission_url =
multiauth.policies = account
multiauth.policy.account.use = kinto.plugins.accounts.AccountsPolicy
kinto.account_create_principals = system.Everyone
kinto.account_write_principals = account:admin
kinto.bucket_create_principals = account:admin
kinto.userid_hmac_secret = {secret}
kinto.default_bucket_hmac_secret = {secret}

[server:main]
use = egg:waitress#main
host = 127.0.0.1
port = {port}
"""


def start_kinto(work: Path) -> Server:
    venv = ensure_venv("kinto", ["kinto==26.5.0"], "kinto")
    port = free_port()
    ini = work / "kinto.ini"
    ini.write_text(KINTO_INI.format(secret=secrets.token_hex(32), port=port))
    proc = subprocess.Popen(
        [str(venv / "bin" / "kinto"), "start", "--ini", str(ini), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=work,
    )
    base = f"http://127.0.0.1:{port}/v1"
    server = Server("kinto", proc, api=base, spec=f"{base}/__api__", workdir=work)
    wait_ready(f"{base}/", proc, 60)
    password = "bench-" + secrets.token_hex(6)
    server.auth = f"basic:admin:{password}"
    httpx.put(f"{base}/accounts/admin", json={"data": {"password": password}}, timeout=10).raise_for_status()
    with kinto_client(server) as c:
        for b in ("notes", "tasks"):
            c.put(f"/buckets/{MARK}-{b}", json={"data": {"title": f"{MARK} bucket {b}"}}).raise_for_status()
        for coll in ("drafts", "ideas"):
            c.put(f"/buckets/{MARK}-notes/collections/{MARK}-{coll}", json={"data": {}}).raise_for_status()
        for i in (1, 2):
            c.post(
                f"/buckets/{MARK}-notes/collections/{MARK}-drafts/records",
                json={"data": {"title": f"{MARK} record {i}", "status": "draft"}},
            ).raise_for_status()
        c.put(
            f"/buckets/{MARK}-notes/groups/{MARK}-editors", json={"data": {"members": ["account:admin"]}}
        ).raise_for_status()
    notes = {"bucket_id": f"{MARK}-notes"}
    drafts = {**notes, "collection_id": f"{MARK}-drafts"}
    server.collections = [
        Collection(
            "buckets",
            r"^Buckets?$",
            [f"{MARK}-notes", f"{MARK}-tasks"],
            create={"id": f"{MARK}-made"},
            edit={"title": f"{MARK} edited"},
            delete=f"{MARK}-tasks",
        ),
        Collection("collections", r"^Collections", [f"{MARK}-drafts", f"{MARK}-ideas"], parents=notes),
        Collection("records", r"^Records", [f"{MARK} record 1", f"{MARK} record 2"], parents=drafts),
        Collection("groups", r"^Groups", [f"{MARK}-editors"], parents=notes),
        Collection("accounts", r"^Accounts?$", ["admin"]),
    ]
    return server


def kinto_client(server: Server) -> httpx.Client:
    _, user, password = server.auth.split(":", 2)
    return httpx.Client(base_url=server.api, auth=(user, password), timeout=10)


def kinto_state(server: Server) -> dict[str, Any]:
    """What the server holds now, for the confirmations: bucket ids and titles."""
    with kinto_client(server) as c:
        buckets = c.get("/buckets").json()["data"]
    return {"buckets": {b["id"]: b.get("title") for b in buckets}}


def kinto_confirm(server: Server, task: str, coll: Collection, before: dict, after: dict) -> tuple[bool, str]:
    if coll.name != "buckets":
        return False, "no check for this collection"
    now, then = after["buckets"], before["buckets"]
    if task == "create":
        made = set(now) - set(then)
        return (coll.create["id"] in made, f"new buckets on the server: {sorted(made) or 'none'}")
    if task == "edit":
        changed = [b for b in now if now[b] != then.get(b) and b in then]
        ok = any(now[b] == coll.edit["title"] for b in changed)
        return ok, f"buckets whose title changed on the server: {changed or 'none'}"
    if task == "delete":
        gone = set(then) - set(now)
        return coll.delete in gone, f"buckets gone from the server: {sorted(gone) or 'none'}"
    return False, "unknown task"


def auth_header(auth: str) -> dict[str, str]:
    """The header an --auth value stands for (basic:USER:PASS or token:WORD:TOKEN)."""
    kind, first, rest = auth.split(":", 2)
    if kind == "basic":
        return {"Authorization": "Basic " + base64.b64encode(f"{first}:{rest}".encode()).decode()}
    return {"Authorization": f"{first} {rest}"}


def sign_in_fields(auth: str) -> dict[str, Any]:
    """What a person types in the page's sign-in panel for the same credentials."""
    kind, first, rest = auth.split(":", 2)
    if kind == "basic":
        return {"method": "$basic", "fields": {"User name": first, "Password": rest}}
    return {"method": "$token", "fields": {"Scheme word": first, "Token": rest}}


def diff_confirm(
    key: str, coll: Collection, task: str, before: dict, after: dict, made: str, edited: str
) -> tuple[bool, str]:
    """Create, edit and delete confirmed by names the server lists before and after the run:
    `made` appears, `edited` appears in place of the first seeded record, `coll.delete` goes."""
    then, now = set(before[key]), set(after[key])
    if task == "create":
        return made in now, f"new {key} on the server: {sorted(now - then) or 'none'}"
    if task == "edit":
        return edited in now, f"{key} changed on the server: {sorted(now ^ then) or 'none'}"
    if task == "delete":
        return coll.delete not in now, f"{key} gone from the server: {sorted(then - now) or 'none'}"
    return False, "unknown task"


SERVERS: dict[str, Any] = {"kinto": (start_kinto, kinto_state, kinto_confirm)}


def _register_more() -> None:
    import real_servers_more as more

    SERVERS["jupyter"] = (more.start_jupyter, more.jupyter_state, more.jupyter_confirm)
    SERVERS["prefect"] = (more.start_prefect, more.prefect_state, more.prefect_confirm)
    SERVERS["chroma"] = (more.start_chroma, more.chroma_state, more.chroma_confirm)


def dump(obj: Any) -> str:
    return json.dumps(obj, indent=2, sort_keys=False)
