"""Killing the server (SIGKILL) in the middle of writes leaves every file either its old or its
new content — never a mix — and versions that agree with what clients were told."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import anyio
import httpx
import pytest

from tests.workspace.server import spawn

pytestmark = [pytest.mark.e2e, pytest.mark.anyio]

FILES = [f"data/f{i}.txt" for i in range(6)]
PAYLOAD_LINES = 4000  # ~100 KiB per write: long enough for a kill to land mid-write


def payload(token: str) -> str:
    return "".join(f"{token}:{n:05}\n" for n in range(PAYLOAD_LINES))


def token_of(content: str) -> str | None:
    """The token if `content` is one complete payload, else None (a torn file)."""
    token = content.split(":", 1)[0]
    return token if content == payload(token) else None


@dataclass
class Writer:
    path: str
    acked: tuple[int, str] | None = None  # (version, token) of the last acknowledged write
    in_flight: str | None = None
    count: int = 0
    sent: list[str] = field(default_factory=list)

    async def run(self, url: str, headers: dict[str, str], acks: anyio.Event, total: list[int]) -> None:
        async with httpx.AsyncClient(base_url=url, headers=headers, timeout=30) as client:
            while True:
                self.count += 1
                token = f"{self.path.replace('/', '_')}-{self.count}"
                self.in_flight = token
                body = {
                    "workspace_id": "w",
                    "path": self.path,
                    "content": payload(token),
                    "expected_version": self.acked[0] if self.acked else 0,
                }
                try:
                    response = await client.post("/v1/write", json=body)
                except httpx.HTTPError:
                    return  # the server died under us
                assert response.status_code == 200, response.text
                self.acked = (response.json()["version"], token)
                self.in_flight = None
                total[0] += 1
                if total[0] >= 30:
                    acks.set()


async def _round(root: Path, data: Path, rng: random.Random, writers: list[Writer]) -> None:
    with spawn(root, data) as server:
        acks = anyio.Event()
        total = [0]
        async with anyio.create_task_group() as tg:
            for w in writers:
                tg.start_soon(w.run, server.url, server.headers, acks, total)
            with anyio.fail_after(120):
                await acks.wait()
            # land the kill at a random moment inside the stream of writes
            await anyio.sleep(rng.uniform(0, 0.05))  # jitter, not synchronization
            server.process.kill()
            server.process.wait()


async def test_sigkill_during_writes_never_tears_a_file(root: Path, tmp_path: Path) -> None:
    rng = random.Random(7)
    writers = [Writer(path) for path in FILES]
    for round_number in range(3):
        await _round(root, tmp_path / "data", rng, writers)
        with spawn(root, tmp_path / "data") as server:
            async with httpx.AsyncClient(base_url=server.url, headers=server.headers, timeout=30) as client:
                for w in writers:
                    response = await client.post("/v1/read", json={"workspace_id": "w", "path": w.path})
                    if w.acked is None:
                        assert response.status_code in (200, 404)
                        continue
                    body = response.json()
                    token = token_of((root / w.path).read_text())
                    assert token is not None, f"{w.path} is torn after kill #{round_number}"
                    acked_version, acked_token = w.acked
                    if token == acked_token:
                        assert body["version"] == acked_version
                    else:
                        assert token == w.in_flight, f"{w.path} holds content nobody sent last"
                        assert body["version"] == acked_version + 1
                        w.acked = (body["version"], token)  # the write landed; its client just never heard
                    w.in_flight = None
        leftovers = [p for p in root.rglob("*") if p.name.startswith(".copilot-ws-tmp-")]
        assert leftovers == [], "restart must sweep temp files a crash left"
