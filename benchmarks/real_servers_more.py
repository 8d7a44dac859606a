"""Jupyter Server 2.21.1 and Prefect 3.9.1 for benchmarks/real_servers.py (Kinto and the shared
parts are in real_servers_cases.py): install, start, seed through the API, read back."""

from __future__ import annotations

import os
import secrets
import subprocess
from pathlib import Path
from typing import Any

import httpx
from real_servers_cases import MARK, Collection, Server, diff_confirm, ensure_venv, free_port, wait_ready

# ---------------------------------------------------------------- Jupyter Server 2.21.1


def start_jupyter(work: Path) -> Server:
    venv = ensure_venv("jupyter", ["jupyter-server==2.21.1", "ipykernel"], "jupyter-server")
    port, token = free_port(), secrets.token_hex(16)
    root = work / "root"
    (root / "notebooks").mkdir(parents=True)
    notebook = '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}'
    (root / "notebooks" / f"{MARK}-1.ipynb").write_text(notebook)
    for name in ("notes", "old"):
        (root / f"{MARK}-{name}.txt").write_text(f"{MARK} {name}\n")
    env = {**os.environ, "JUPYTER_PLATFORM_DIRS": "1"}
    for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR"):
        env[var] = str(work / var.lower())
    args = [
        f"--ServerApp.port={port}",
        "--ServerApp.ip=127.0.0.1",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.open_browser=False",
        "--ServerApp.allow_root=True",
    ]
    proc = subprocess.Popen(
        [str(venv / "bin" / "jupyter-server"), *args], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{port}"
    server = Server("jupyter", proc, api=base, spec=f"{base}/api/spec.yaml", auth=f"token:token:{token}", workdir=work)
    headers = {"Authorization": f"token {token}"}
    wait_ready(f"{base}/api/status", proc, 90, headers=headers)
    with httpx.Client(base_url=base, headers=headers, timeout=60) as c:
        body = {"path": f"notebooks/{MARK}-1.ipynb", "type": "notebook", "name": "", "kernel": {"name": "python3"}}
        c.post("/api/sessions", json=body).raise_for_status()
        c.post("/api/terminals").raise_for_status()
    server.collections = [
        Collection(
            "contents",
            r"^Contents",
            [f"{MARK}-notes.txt", "notebooks"],
            create={"path": f"{MARK}-made.txt"},
            edit={"path": f"{MARK}-renamed.txt"},
            delete=f"{MARK}-old.txt",
        ),
        Collection("sessions", r"^Sessions", [f"{MARK}-1.ipynb"]),
        Collection("kernels", r"^Kernels", ["python3"]),
        Collection("terminals", r"^Terminals", ["1"]),
    ]
    return server


def jupyter_state(server: Server) -> dict[str, Any]:
    token = server.auth.rsplit(":", 1)[1]
    with httpx.Client(base_url=server.api, headers={"Authorization": f"token {token}"}, timeout=30) as c:
        root = c.get("/api/contents").json()["content"]
        return {
            "contents": [e["name"] for e in root],
            "kernels": [k["id"] for k in c.get("/api/kernels").json()],
            "terminals": [t["name"] for t in c.get("/api/terminals").json()],
        }


def jupyter_confirm(server: Server, task: str, coll: Collection, before: dict, after: dict) -> tuple[bool, str]:
    if coll.name != "contents":
        return False, "no check for this collection"
    return diff_confirm("contents", coll, task, before, after, f"{MARK}-made.txt", f"{MARK}-renamed.txt")


# ---------------------------------------------------------------- Prefect 3.9.1


def start_prefect(work: Path) -> Server:
    venv = ensure_venv("prefect", ["prefect==3.9.1"], "prefect")
    port, password = free_port(), "bench-" + secrets.token_hex(6)
    env = {
        **os.environ,
        "PREFECT_HOME": str(work / "prefect"),
        "PREFECT_API_DATABASE_CONNECTION_URL": f"sqlite+aiosqlite:///{work}/prefect.db",
        "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
        "PREFECT_SERVER_API_AUTH_STRING": f"admin:{password}",
    }
    proc = subprocess.Popen(
        [str(venv / "bin" / "prefect"), "server", "start", "--host", "127.0.0.1", "--port", str(port), "--no-ui"]
        + ["--no-services"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}/api"
    server = Server(
        "prefect", proc, api=base, spec=f"{base}/openapi.json", auth=f"basic:admin:{password}", workdir=work
    )
    wait_ready(f"{base}/health", proc, 180)
    with httpx.Client(base_url=base, auth=("admin", password), timeout=30) as c:
        c.post("/work_pools/", json={"name": f"{MARK}-pool", "type": "process"}).raise_for_status()
        flows = [c.post("/flows/", json={"name": f"{MARK}-flow-{i}"}).json()["id"] for i in (1, 2)]
        deployment = {"name": f"{MARK}-deploy", "flow_id": flows[0], "work_pool_name": f"{MARK}-pool"}
        c.post("/deployments/", json=deployment).raise_for_status()
        run = {"flow_id": flows[0], "name": f"{MARK}-run", "state": {"type": "COMPLETED"}}
        c.post("/flow_runs/", json=run).raise_for_status()
        for name in ("alpha", "old"):
            c.post("/variables/", json={"name": f"{MARK}_{name}", "value": "1", "tags": []}).raise_for_status()
        c.post("/artifacts/", json={"key": f"{MARK}-artifact", "type": "markdown", "data": "# hi"}).raise_for_status()
    server.collections = [
        Collection("flows", r"^Flows$", [f"{MARK}-flow-1", f"{MARK}-flow-2"], create={"name": f"{MARK}-flow-made"}),
        Collection("deployments", r"^Deployments", [f"{MARK}-deploy"]),
        Collection("flow runs", r"^Flow Runs", [f"{MARK}-run"]),
        Collection(
            "variables",
            r"^Variables",
            [f"{MARK}_alpha", f"{MARK}_old"],
            create={"name": f"{MARK}_made", "value": "42"},
            edit={"name": f"{MARK}_renamed"},
            delete=f"{MARK}_old",
        ),
        Collection("work pools", r"^Work Pools", [f"{MARK}-pool"]),
        Collection("artifacts", r"^Artifacts", [f"{MARK}-artifact"]),
    ]
    return server


def prefect_state(server: Server) -> dict[str, Any]:
    _, user, password = server.auth.split(":", 2)
    with httpx.Client(base_url=server.api, auth=(user, password), timeout=30) as c:
        return {
            "flows": [f["name"] for f in c.post("/flows/filter", json={}).json()],
            "variables": [v["name"] for v in c.post("/variables/filter", json={}).json()],
        }


def prefect_confirm(server: Server, task: str, coll: Collection, before: dict, after: dict) -> tuple[bool, str]:
    if coll.name == "flows":
        return diff_confirm("flows", coll, task, before, after, f"{MARK}-flow-made", "")
    if coll.name == "variables":
        return diff_confirm("variables", coll, task, before, after, f"{MARK}_made", f"{MARK}_renamed")
    return False, "no check for this collection"


# ---------------------------------------------------------------- Chroma 1.5.9

CHROMA_DB = "tenants/default_tenant/databases/default_database"


def start_chroma(work: Path) -> Server:
    """Chroma's server (its Rust frontend, in the `chromadb` wheel) on SQLite under `work`: OpenAPI
    3.1 at `/openapi.json`; it declares an `x-chroma-token` API key but, run as here, asks for none.
    Collections live under a tenant and a database (`default_tenant`, `default_database`)."""
    venv = ensure_venv("chroma", ["chromadb==1.5.9"], "chroma")
    port = free_port()
    proc = subprocess.Popen(
        [str(venv / "bin" / "chroma"), "run", "--path", str(work / "chroma"), "--host", "127.0.0.1"]
        + ["--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    server = Server("chroma", proc, api=base, spec=f"{base}/openapi.json", workdir=work)
    wait_ready(f"{base}/api/v2/heartbeat", proc, 60)
    with httpx.Client(base_url=f"{base}/api/v2", timeout=30) as c:
        for name in ("notes", "old"):
            c.post("/tenants/default_tenant/databases", json={"name": f"{MARK}-db-{name}"}).raise_for_status()
        made = {}
        for name in ("notes", "old"):
            body = {"name": f"{MARK}-{name}", "metadata": {"topic": name}}
            made[name] = c.post(f"/{CHROMA_DB}/collections", json=body).raise_for_status().json()["id"]
        records = {
            "ids": ["r1", "r2"],
            "documents": [f"{MARK} record {i}" for i in (1, 2)],
            "embeddings": [[1.0, 0.0], [0.0, 1.0]],
        }
        c.post(f"/{CHROMA_DB}/collections/{made['notes']}/add", json=records).raise_for_status()
    tenant = {"tenant": "default_tenant"}
    server.collections = [
        Collection(
            "databases",
            r"^Databases",
            [f"{MARK}-db-notes", f"{MARK}-db-old"],
            create={"name": f"{MARK}-db-made"},
            delete=f"{MARK}-db-old",
            parents=tenant,
        ),
        Collection(
            "collections",
            r"^Collections",
            [f"{MARK}-notes", f"{MARK}-old"],
            create={"name": f"{MARK}-made"},
            edit={"new_name": f"{MARK}-renamed"},
            delete=f"{MARK}-old",
            parents={**tenant, "database": "default_database"},
        ),
    ]
    return server


def chroma_state(server: Server) -> dict[str, Any]:
    with httpx.Client(base_url=f"{server.api}/api/v2", timeout=30) as c:
        return {
            "databases": [d["name"] for d in c.get("/tenants/default_tenant/databases").json()],
            "collections": [x["name"] for x in c.get(f"/{CHROMA_DB}/collections").json()],
        }


def chroma_confirm(server: Server, task: str, coll: Collection, before: dict, after: dict) -> tuple[bool, str]:
    if coll.name == "databases":
        return diff_confirm("databases", coll, task, before, after, f"{MARK}-db-made", "")
    return diff_confirm("collections", coll, task, before, after, f"{MARK}-made", f"{MARK}-renamed")
