"""Issue 14 on the workspace HTTP API: links are never written through, a trailing '/' never
names a file, non-regular files are refused without blocking, deep JSON is a 400, names that are
not UTF-8 are skipped and counted."""

from __future__ import annotations

import concurrent.futures
import json
import os
from pathlib import Path

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.e2e
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def post(client: httpx.Client, op: str, **body: object) -> httpx.Response:
    return client.post(f"/v1/{op}", json={"workspace_id": "w", **body})


def mutation(op: str, path: str) -> dict[str, object]:
    extra: dict[str, object] = {"write": {"content": "pwned"}, "delete": {}, "patch": {"expected_version": 1}}[op]
    if op == "patch":
        extra["patch"] = "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+pwned\n"
    return {"path": path, **extra}


@SETTINGS
@given(op=st.sampled_from(["write", "patch", "delete"]), shape=st.sampled_from(["file", "dir", "chain"]))
def test_no_mutation_ever_acts_through_a_symlink(client: httpx.Client, root: Path, op: str, shape: str) -> None:
    real = root / "real" / "x.txt"
    real.parent.mkdir(exist_ok=True)
    real.write_text("old\n")
    links = {"file": ("link.txt", "real/x.txt"), "dir": ("dlink", "real"), "chain": ("l2.txt", "link.txt")}
    for name, target in [links["file"], links[shape]]:
        if not (root / name).is_symlink():
            os.symlink(target, root / name)
    path = {"file": "link.txt", "dir": "dlink/x.txt", "chain": "l2.txt"}[shape]
    response = post(client, op, **mutation(op, path))
    assert (response.status_code, response.json()["code"]) == (403, "not_permitted")
    assert "symbolic link" in response.json()["message"]
    assert real.read_text() == "old\n" and (root / path).exists()
    assert post(client, "read", path=path).json()["content"] == "old\n"  # reads still follow in-root links


@SETTINGS
@given(op=st.sampled_from(["read", "write", "patch", "delete"]), tail=st.text(alphabet="/\\", min_size=1, max_size=3))
def test_a_trailing_slash_never_names_a_file(client: httpx.Client, root: Path, op: str, tail: str) -> None:
    (root / "setup.py").write_text("old\n")
    response = (
        post(client, op, **mutation(op, "setup.py" + tail))
        if op != "read"
        else post(client, op, path="setup.py" + tail)
    )
    assert (response.status_code, response.json()["code"]) == (403, "not_permitted")
    assert (root / "setup.py").read_text() == "old\n"


def test_a_fifo_is_refused_at_once_and_scans_skip_and_count_it(client: httpx.Client, root: Path) -> None:
    os.mkfifo(root / "pipe.txt")
    (root / "ok.txt").write_text("pipe ok\n")
    with concurrent.futures.ThreadPoolExecutor(20) as pool:
        replies = list(pool.map(lambda _: post(client, "read", path="pipe.txt"), range(20)))
    assert {(r.status_code, r.json()["code"]) for r in replies} == {(403, "not_permitted")}
    assert "not a regular file" in replies[0].json()["message"]
    globbed = post(client, "glob", pattern="**").json()
    assert globbed["matches"] == ["ok.txt"] and globbed["skipped_not_regular"] == 1
    grepped = post(client, "grep", query="pipe").json()
    assert [m["path"] for m in grepped["matches"]] == ["ok.txt"] and grepped["skipped_not_regular"] == 1
    assert post(client, "read", path="ok.txt").status_code == 200


@SETTINGS
@given(depth=st.integers(min_value=65, max_value=5000), opener=st.sampled_from(["[", '{"a":']))
def test_deep_json_is_invalid_json_syntax(client: httpx.Client, depth: int, opener: str) -> None:
    closer = "]" if opener == "[" else "}"
    body = '{"workspace_id":"w","path":' + opener * depth + "1" + closer * depth + "}"
    response = client.post("/v1/read", content=body, headers={"content-type": "application/json"})
    assert (response.status_code, response.json()["code"]) == (400, "invalid_json_syntax")


def test_brackets_inside_strings_do_not_count_as_depth(client: httpx.Client, root: Path) -> None:
    content = "[" * 5000 + '\\"{' * 100
    assert post(client, "write", path="b.txt", content=content).status_code == 200
    assert json.loads(post(client, "read", path="b.txt").text)["content"] == content


@SETTINGS
@given(name=st.binary(min_size=1, max_size=12).filter(lambda b: b"/" not in b and b"\0" not in b))
def test_names_that_are_not_utf8_are_skipped_and_counted(client: httpx.Client, root: Path, name: bytes) -> None:
    try:
        name.decode("utf-8")
        valid = True
    except UnicodeDecodeError:
        valid = False
    path = os.path.join(os.fsencode(root), b"n_" + name + b".py")
    with open(path, "wb") as f:
        f.write(b"needle\n")
    try:
        for op, body in [("glob", {"pattern": "**"}), ("grep", {"query": "needle"})]:
            response = post(client, op, **body)
            assert response.status_code == 200
            assert response.json()["skipped_bad_name"] == (0 if valid else 1)
    finally:
        os.unlink(path)
