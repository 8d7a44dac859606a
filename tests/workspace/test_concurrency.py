"""Fifty clients, two hundred mixed operations each, on the same three files: with
`expected_version` no update is ever lost and no version is ever handed out twice."""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

import anyio
import httpx
import pytest

from tests.workspace.server import spawn

pytestmark = [pytest.mark.e2e, pytest.mark.anyio]

FILES = ["hot/a.txt", "hot/b.txt", "hot/c.txt"]
CHURN = "hot/churn.txt"  # deleted and re-created by everyone
CLIENTS = 50
OPS = 200


class Ledger:
    def __init__(self) -> None:
        self.appended: dict[str, set[str]] = defaultdict(set)  # tokens acknowledged per file
        self.versions: dict[str, list[int]] = defaultdict(list)  # versions handed to successful mutations
        self.conflicts = 0
        self.churn_successes = 0
        self.unexpected: list[str] = []


async def _append(client: httpx.AsyncClient, path: str, token: str, use_patch: bool, ledger: Ledger) -> None:
    current = (await client.post("/v1/read", json={"workspace_id": "w", "path": path})).json()
    lines = current["content"].split("\n")[:-1]
    if use_patch:
        diff = f"@@ -{len(lines)},1 +{len(lines)},2 @@\n {lines[-1]}\n+{token}\n"
        body = {"workspace_id": "w", "path": path, "patch": diff, "expected_version": current["version"]}
        response = await client.post("/v1/patch", json=body)
    else:
        body = {
            "workspace_id": "w",
            "path": path,
            "content": current["content"] + token + "\n",
            "expected_version": current["version"],
        }
        response = await client.post("/v1/write", json=body)
    if response.status_code == 200:
        ledger.appended[path].add(token)
        ledger.versions[path].append(response.json()["version"])
    elif response.json()["code"] == "conflict":
        ledger.conflicts += 1
    else:
        ledger.unexpected.append(response.text)


async def _client(url: str, headers: dict[str, str], n: int, ledger: Ledger) -> None:
    rng = random.Random(n)
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=30) as client:
        for i in range(OPS):
            path = rng.choice(FILES)
            roll = rng.random()
            if roll < 0.35:
                response = await client.post("/v1/read", json={"workspace_id": "w", "path": path})
                if response.status_code != 200:
                    ledger.unexpected.append(response.text)
            elif roll < 0.95:
                await _append(client, path, f"c{n}-op{i}", roll < 0.65, ledger)
            elif roll < 0.97:
                await _delete_or_create(client, ledger)
            else:
                response = await client.post("/v1/grep", json={"workspace_id": "w", "query": f"c{n}-", "glob": "hot/*"})
                if response.status_code != 200:
                    ledger.unexpected.append(response.text)


async def _delete_or_create(client: httpx.AsyncClient, ledger: Ledger) -> None:
    """Flip CHURN between present and absent, always naming the version the client saw."""
    current = await client.post("/v1/read", json={"workspace_id": "w", "path": CHURN})
    if current.status_code == 200:
        body = {"workspace_id": "w", "path": CHURN, "expected_version": current.json()["version"]}
        response = await client.post("/v1/delete", json=body)
        ok = response.status_code == 200 and response.json()["deleted"]
    else:
        body = {"workspace_id": "w", "path": CHURN, "content": "again\n", "expected_version": 0}
        response = await client.post("/v1/write", json=body)
        ok = response.status_code == 200
        if ok:
            ledger.versions[CHURN].append(response.json()["version"])
    if ok:
        ledger.churn_successes += 1
    elif response.status_code == 409:
        ledger.conflicts += 1
    else:
        ledger.unexpected.append(response.text)


async def test_fifty_clients_lose_no_update(root: Path, tmp_path: Path) -> None:
    for path in FILES:
        (root / path).parent.mkdir(exist_ok=True)
        (root / path).write_text("start\n")
    (root / CHURN).write_text("start\n")
    ledger = Ledger()
    with spawn(root, tmp_path / "data", "--max-inflight", "128") as running:
        with anyio.fail_after(480):
            async with anyio.create_task_group() as tg:
                for n in range(CLIENTS):
                    tg.start_soon(_client, running.url, running.headers, n, ledger)
        async with httpx.AsyncClient(base_url=running.url, headers=running.headers) as client:
            finals = {p: (await client.post("/v1/read", json={"workspace_id": "w", "path": p})).json() for p in FILES}
            churn = await client.post("/v1/write", json={"workspace_id": "w", "path": CHURN, "content": "end\n"})
    assert ledger.unexpected == []
    # every successful delete and create moved the counter exactly once: none was lost or doubled
    assert churn.json()["version"] == 1 + ledger.churn_successes + 1 and ledger.churn_successes > 10
    assert len(ledger.versions[CHURN]) == len(set(ledger.versions[CHURN]))
    assert sum(len(t) for t in ledger.appended.values()) > 200 and ledger.conflicts > 0
    for path in FILES:
        on_disk = (root / path).read_text().split("\n")[1:-1]
        assert sorted(on_disk) == sorted(ledger.appended[path]), "an acknowledged update was lost"
        assert len(on_disk) == len(set(on_disk))
        versions = ledger.versions[path]
        assert len(versions) == len(set(versions)), "two updates got the same version"
        assert finals[path]["version"] == 1 + len(versions) == max(versions)
