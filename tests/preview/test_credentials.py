"""Credentials for a real API given to `copilot-cli preview` (flags or environment): the proxy adds
them to every call, and they reach no log, no page, no generated code and no reply. A spec behind
the same sign-in is fetched with them."""

from __future__ import annotations

import base64
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from copilot_cli.preview.credentials import (
    AUTH_ENV,
    AUTH_JSON_ENV,
    HEADERS_ENV,
    CredentialError,
    from_sources,
    parse_auth,
)
from tests.preview.upstream import running_upstream

ROOT = Path(__file__).resolve().parents[2]
PETSTORE = ROOT / "examples" / "petstore.yaml"
PASSWORD = "pw-Zq81-never-shown"
TENANT = "tenant-secret-4411"


def _preview(*args: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "copilot_cli", "preview", *args, "--port", "0", "--log-level", "DEBUG"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
    )
    line: list[str] = []
    ready = threading.Event()
    threading.Thread(target=lambda: (line.append(proc.stdout.readline()), ready.set()), daemon=True).start()
    if not ready.wait(60) or not line[0].startswith("Preview: "):
        proc.kill()
        pytest.fail(f"no URL line; stderr: {proc.stderr.read()}")
    return proc, line[0].removeprefix("Preview: ").strip()


def _stop(proc: subprocess.Popen) -> str:
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    return err


def _base(page: str) -> str:
    return page.split('"baseUrl": "', 1)[1].split('"', 1)[0]


@pytest.mark.e2e
def test_flag_credentials_sign_every_call_in_and_reach_no_log_page_code_or_reply():
    with running_upstream() as api:
        proc, url = _preview(
            str(PETSTORE),
            "--api",
            api.url + "/v1",
            "--auth",
            f"basic:alice:{PASSWORD}",
            "--header",
            f"X-Tenant: {TENANT}",
        )
        try:
            page = httpx.get(url, timeout=10)
            code = httpx.get(url + "app.jsx", timeout=10)
            base = url.rstrip("/") + _base(page.text)
            pets = httpx.get(base + "/pets", timeout=10)
            described = httpx.get(base.replace("/proxy/", "/proxy-credentials/"), timeout=10)
            httpx.get(base + "/challenge", timeout=10)
        finally:
            err = _stop(proc)
    sent = api.seen[0]["headers"]
    basic = base64.b64encode(f"alice:{PASSWORD}".encode()).decode()
    assert sent["authorization"] == f"Basic {basic}" and sent["x-tenant"] == TENANT and pets.status_code == 200
    assert described.json() == {"auth": {"scheme": "basic", "header": "Authorization"}, "headers": ["X-Tenant"]}
    for where in (err, page.text, code.text, described.text):
        assert PASSWORD not in where and TENANT not in where and basic not in where
    assert f"API: {api.url}/v1" in err  # stderr was read, at DEBUG level


@pytest.mark.e2e
def test_credentials_can_come_from_the_environment_instead_of_argv():
    with running_upstream() as api:
        proc, url = _preview(
            str(PETSTORE),
            "--api",
            api.url,
            env={AUTH_ENV: "token:token:jt-5512", HEADERS_ENV: f"X-Tenant: {TENANT}\nX-Other: 1"},
        )
        try:
            base = url.rstrip("/") + _base(httpx.get(url, timeout=10).text)
            httpx.get(base + "/api/contents", timeout=10)
        finally:
            err = _stop(proc)
    sent = api.seen[0]["headers"]
    assert (sent["authorization"], sent["x-tenant"], sent["x-other"]) == ("token jt-5512", TENANT, "1")
    assert "jt-5512" not in err and TENANT not in err


@pytest.mark.e2e
def test_a_spec_behind_the_apis_sign_in_is_fetched_with_the_same_credentials():
    with running_upstream(spec_auth=f"alice:{PASSWORD}") as api:
        spec_url = api.url + "/v1/openapi.json"
        proc, url = _preview(spec_url, "--api", api.url + "/v1", "--auth", f"basic:alice:{PASSWORD}")
        try:
            code = httpx.get(url + "app.jsx", timeout=10).text
        finally:
            err = _stop(proc)
        refused = subprocess.run(
            [sys.executable, "-m", "copilot_cli", "preview", spec_url, "--port", "0"],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=60,
        )
    assert "Notes" in code and PASSWORD not in code and PASSWORD not in err
    assert refused.returncode == 2 and "answered HTTP 401" in refused.stderr


@pytest.mark.e2e
def test_a_mistyped_credential_is_refused_without_echoing_it():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "copilot_cli",
            "preview",
            str(PETSTORE),
            "--api",
            "http://127.0.0.1:9",
            "--auth",
            f"basci:alice:{PASSWORD}",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 2 and "--auth takes basic:USER:PASS" in done.stderr and PASSWORD not in done.stderr


def test_the_auth_forms_and_header_lines_parse_as_documented():
    assert parse_auth("basic:al:pa:ss").value == "Basic " + base64.b64encode(b"al:pa:ss").decode()
    assert parse_auth("bearer:abc").value == "Bearer abc" and parse_auth("token:token:abc").value == "token abc"
    assert (parse_auth("query:api_key=k1").name, parse_auth("query:api_key=k1").kind) == ("api_key", "query")
    creds = from_sources("bearer:flag", ["X-A: 1"], env={AUTH_ENV: "bearer:env", HEADERS_ENV: "X-B: 2\n"})
    assert creds.auth.value == "Bearer flag" and creds.headers == [("X-B", "2"), ("X-A", "1")]
    for bad in (["Host: evil"], ["X-A: a\rb"], ["no colon"], ["Bad Name: 1"]):
        with pytest.raises(CredentialError):
            from_sources(None, bad, env={})


def test_the_desktop_shells_json_sign_in_comes_from_the_environment_below_the_other_sources():
    # what electron-shell's preview manager sets for a tab's preview: the sign-in panel's body
    body = '{"scheme": "header", "name": "X-Api-Key", "value": "k-77"}'
    creds = from_sources(None, None, env={AUTH_JSON_ENV: body})
    assert (creds.auth.kind, creds.auth.name, creds.auth.value) == ("header", "X-Api-Key", "k-77")
    assert from_sources(None, None, env={AUTH_JSON_ENV: body, AUTH_ENV: "bearer:b"}).auth.value == "Bearer b"
    assert from_sources("bearer:f", None, env={AUTH_JSON_ENV: body}).auth.value == "Bearer f"
    with pytest.raises(CredentialError, match="COPILOT_PREVIEW_AUTH_JSON is not JSON") as bad:
        from_sources(None, None, env={AUTH_JSON_ENV: '{"scheme": "bearer", "token": "sec-123'})
    assert "sec-123" not in str(bad.value)
    with pytest.raises(CredentialError, match="'scheme' must be one of"):
        from_sources(None, None, env={AUTH_JSON_ENV: '{"scheme": "magic"}'})
