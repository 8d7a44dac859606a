"""The preview's same-origin API proxy, in front of a real HTTP server on 127.0.0.1: it forwards
what the page sends and passes back what the API answers, and it refuses everyone but the page
it served and every place but the one API it was started for."""

from __future__ import annotations

import base64
from pathlib import Path

import httpx
import pytest

from copilot_cli.preview.credentials import Auth, Credentials
from copilot_cli.preview.proxy import UpstreamProxy, with_proxy
from copilot_cli.preview.runtime import RUNTIME_ENV
from copilot_cli.preview.session import prepare_preview
from tests.preview.upstream import running_upstream

pytestmark = pytest.mark.anyio
ROOT = Path(__file__).resolve().parents[2]
PETSTORE = ROOT / "examples" / "petstore.yaml"
PAGE = "http://127.0.0.1:8787"
SAME_ORIGIN = {"Origin": PAGE, "Sec-Fetch-Site": "same-origin"}


def _client(app) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=PAGE)


@pytest.fixture
def upstream():
    with running_upstream() as other, running_upstream(other=None) as up:
        up.other = other.url
        up.elsewhere = other
        yield up


def _proxy(upstream, **kw) -> UpstreamProxy:
    return UpstreamProxy(upstream.url + "/v1", kw.pop("credentials", None), **kw)


async def test_a_call_reaches_the_api_with_its_method_path_query_headers_and_body(upstream):
    proxy = _proxy(upstream)
    async with _client(with_proxy(_nothing, proxy)) as client:
        answer = await client.post(
            f"{proxy.base_path}/contents/notebooks%2Fdemo.ipynb?x=1&y=a%20b",
            content=b'{"name":"Pretzel"}',
            headers={**SAME_ORIGIN, "Content-Type": "application/json", "X-Thing": "42", "Cookie": "mine=1"},
        )
    seen = upstream.seen[-1]
    assert answer.status_code == 200 and answer.headers["x-upstream"] == "yes"
    assert "keep-alive" not in answer.headers  # hop-by-hop: for the hop, not for the page
    assert (seen["method"], seen["path"], seen["query"]) == (
        "POST",
        "/v1/contents/notebooks%2Fdemo.ipynb",
        "x=1&y=a%20b",
    )
    assert seen["body"] == '{"name":"Pretzel"}' and seen["headers"]["x-thing"] == "42"
    assert seen["headers"]["host"] == upstream.url.removeprefix("http://")
    # what the browser said to us stays here: its Origin, its cookies for 127.0.0.1, Sec-Fetch-*
    assert not {"origin", "cookie", "sec-fetch-site"} & set(seen["headers"])


async def test_the_base_path_alone_is_the_api_url_itself_as_a_graphql_endpoint_needs(upstream):
    proxy = UpstreamProxy(upstream.url + "/graphql")
    async with _client(with_proxy(_nothing, proxy)) as client:
        await client.post(proxy.base_path, json={"query": "{ me { id } }"}, headers=SAME_ORIGIN)
    assert upstream.seen[-1]["path"] == "/graphql" and '"query"' in upstream.seen[-1]["body"]


async def test_a_call_without_the_pages_token_is_refused_and_never_forwarded(upstream):
    proxy = _proxy(upstream)
    async with _client(with_proxy(_nothing, proxy)) as client:
        missing = await client.get("/proxy/notes", headers=SAME_ORIGIN)
        wrong = await client.get("/proxy/" + "x" * len(proxy.token) + "/notes", headers=SAME_ORIGIN)
        credentials = await client.get("/proxy-credentials/nope", headers=SAME_ORIGIN)
    assert [r.status_code for r in (missing, wrong, credentials)] == [403, 403, 403]
    assert "only the page it served" in wrong.json()["message"]
    assert upstream.seen == []


async def test_a_call_from_another_origin_or_site_is_refused_even_with_the_token(upstream):
    proxy = _proxy(upstream)
    url = f"{proxy.base_path}/notes"
    async with _client(with_proxy(_nothing, proxy)) as client:
        foreign = await client.get(url, headers={"Origin": "https://evil.example"})
        cross_site = await client.get(url, headers={"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"})
        other_port = await client.get(url, headers={"Origin": "http://127.0.0.1:9999", "Sec-Fetch-Site": "same-site"})
        rebound = await client.get(url, headers={"Host": "evil.example:8787"})
        own = await client.get(url, headers=SAME_ORIGIN)
        plain = await client.get(url)  # a program on this machine (no browser headers) with the token
    assert [r.status_code for r in (foreign, cross_site, other_port, rebound)] == [403, 403, 403, 403]
    assert "evil.example" in foreign.json()["message"]
    assert own.status_code == plain.status_code == 200 and len(upstream.seen) == 2


async def test_no_call_reaches_another_host_or_climbs_above_the_api_base_path(upstream):
    proxy = _proxy(upstream)
    async with _client(with_proxy(_nothing, proxy)) as client:
        climb = await client.get(f"{proxy.base_path}/..%2F..%2Fadmin", headers=SAME_ORIGIN)
        dots = await client.get(f"{proxy.base_path}/a/%2E%2E/%2E%2E/admin", headers=SAME_ORIGIN)
        smuggled = await client.get(f"{proxy.base_path}//evil.example/x", headers=SAME_ORIGIN)
        redirected = await client.get(f"{proxy.base_path}/elsewhere", headers=SAME_ORIGIN)
    assert climb.status_code == dots.status_code == 400
    assert smuggled.status_code == 200 and upstream.seen[0]["path"] == "/v1//evil.example/x"  # a path, no host
    assert redirected.status_code == 502 and "another host" in redirected.json()["message"]
    assert upstream.elsewhere.seen == []
    assert [s["path"] for s in upstream.seen] == ["/v1//evil.example/x", "/v1/elsewhere"]


async def test_redirects_inside_the_api_are_followed_as_a_browser_would(upstream):
    proxy = _proxy(upstream)
    async with _client(with_proxy(_nothing, proxy)) as client:
        kept = await client.post(f"{proxy.base_path}/redirect307", content=b"body", headers=SAME_ORIGIN)
        see_other = await client.post(f"{proxy.base_path}/redirect303", content=b"body", headers=SAME_ORIGIN)
        created = await client.post(f"{proxy.base_path}/created", json={}, headers=SAME_ORIGIN)
    assert kept.json()["method"] == "POST" and kept.json()["body"] == "body" and kept.json()["query"] == "moved=1"
    assert see_other.json()["method"] == "GET" and see_other.json()["body"] == ""
    assert created.status_code == 201 and created.headers["location"] == f"{proxy.base_path}/notes/n1"


async def test_paging_headers_pass_with_their_urls_moved_behind_the_proxy(upstream):
    # Kinto's Next-Page and a Link rel=next name the upstream itself, which the page cannot call
    proxy = _proxy(upstream)
    async with _client(with_proxy(_nothing, proxy)) as client:
        paged = await client.get(f"{proxy.base_path}/paged", headers=SAME_ORIGIN)
    assert paged.headers["next-page"] == f"{proxy.base_path}/paged?_limit=2&_token=abc"
    assert paged.headers["link"] == (
        f'<{proxy.base_path}/paged?page=2>; rel="next", <{upstream.other}/x?page=9>; rel="last"'
    )
    assert paged.headers["total-objects"] == "7"


async def test_a_slow_or_huge_answer_and_a_huge_body_end_in_a_clear_error(upstream):
    proxy = _proxy(upstream, timeout_s=0.5, max_response_bytes=1000, max_request_bytes=100)
    async with _client(with_proxy(_nothing, proxy)) as client:
        slow = await client.get(f"{proxy.base_path}/slow", headers=SAME_ORIGIN)
        big = await client.get(f"{proxy.base_path}/big", headers=SAME_ORIGIN)
        upload = await client.post(f"{proxy.base_path}/notes", content=b"x" * 101, headers=SAME_ORIGIN)
    assert slow.status_code == 504 and "did not answer within 0.5 s" in slow.json()["message"]
    assert slow.headers["x-experience-proxy-error"] == "timeout"
    assert big.status_code == 502 and "over the proxy's limit" in big.json()["message"]
    assert upload.status_code == 413 and "limit of 100 bytes" in upload.json()["message"]


async def test_an_api_that_is_down_is_named_as_refusing_the_connection():
    with running_upstream() as gone:
        url = gone.url
    proxy = UpstreamProxy(url)
    async with _client(with_proxy(_nothing, proxy)) as client:
        answer = await client.get(f"{proxy.base_path}/notes", headers=SAME_ORIGIN)
    assert answer.status_code == 502 and answer.headers["x-experience-proxy-error"] == "refused"
    assert "could not connect to the API at" in answer.json()["message"]


async def test_the_proxy_signs_every_call_in_and_the_page_can_replace_the_sign_in(upstream):
    creds = Credentials(auth=Auth.basic("alice", "s3cret-pass"), headers=[("X-Tenant", "t-77")])
    proxy = _proxy(upstream, credentials=creds)
    async with _client(with_proxy(_nothing, proxy)) as client:
        first = await client.get(f"{proxy.base_path}/notes", headers={**SAME_ORIGIN, "Authorization": "Basic bogus"})
        described = await client.get(proxy.credentials_path, headers=SAME_ORIGIN)
        replaced = await client.put(
            proxy.credentials_path, json={"scheme": "bearer", "prefix": "token", "token": "tok-9"}, headers=SAME_ORIGIN
        )
        second = await client.get(f"{proxy.base_path}/notes", headers=SAME_ORIGIN)
        await client.put(
            proxy.credentials_path, json={"scheme": "query", "name": "token", "value": "q-1"}, headers=SAME_ORIGIN
        )
        third = await client.get(f"{proxy.base_path}/notes?a=1", headers=SAME_ORIGIN)
        bad = await client.put(proxy.credentials_path, json={"scheme": "basic", "username": "a:b"}, headers=SAME_ORIGIN)
        foreign = await client.put(
            proxy.credentials_path,
            json={"scheme": "bearer", "token": "evil"},
            headers={"Origin": "https://evil.example"},
        )
    basic = "Basic " + base64.b64encode(b"alice:s3cret-pass").decode()
    assert first.json()["headers"]["authorization"] == basic and first.json()["headers"]["x-tenant"] == "t-77"
    assert described.json() == {"auth": {"scheme": "basic", "header": "Authorization"}, "headers": ["X-Tenant"]}
    assert replaced.json()["auth"] == {"scheme": "token", "header": "Authorization"}
    assert second.json()["headers"]["authorization"] == "token tok-9" and second.json()["headers"]["x-tenant"] == "t-77"
    assert third.json()["query"] == "a=1&token=q-1" and "authorization" not in third.json()["headers"]
    assert bad.status_code == 400 and foreign.status_code == 403
    assert creds.auth.value == "q-1"  # the refused calls changed nothing
    for reply in (described, replaced, bad, foreign):
        assert not any(secret in reply.text for secret in ("s3cret", "tok-9", "q-1", "t-77", basic))


async def test_the_apis_challenge_and_cookies_stay_on_the_proxys_side(upstream):
    proxy = _proxy(upstream)
    async with _client(with_proxy(_nothing, proxy)) as client:
        challenge = await client.get(f"{proxy.base_path}/challenge", headers=SAME_ORIGIN)
        cookie = await client.get(f"{proxy.base_path}/cookie", headers=SAME_ORIGIN)
        after = await client.get(f"{proxy.base_path}/notes", headers=SAME_ORIGIN)
    # a WWW-Authenticate would open the browser's own login dialog over the page's sign-in
    assert challenge.status_code == 401 and "www-authenticate" not in challenge.headers
    assert challenge.headers["x-upstream-www-authenticate"] == 'Basic realm="api"'
    assert "set-cookie" not in cookie.headers and after.json()["headers"]["cookie"] == "session=upstream-cookie"


async def test_with_a_real_api_the_page_is_pointed_at_its_own_proxy(upstream, tmp_path, monkeypatch):
    runtime = tmp_path / "runtime.js"
    runtime.write_text("/* runtime */")
    monkeypatch.setenv(RUNTIME_ENV, str(runtime))
    session = prepare_preview(PETSTORE, api_url=upstream.url + "/v1")
    async with _client(session.app) as client:
        page = await client.get("/")
        pets = await client.get(f"{session.base_url}/pets", headers=SAME_ORIGIN)
    assert session.base_url == session.proxy.base_path and f'"baseUrl": "{session.base_url}"' in page.text
    assert len(session.proxy.token) >= 32 and pets.status_code == 200 and upstream.seen[-1]["path"] == "/v1/pets"


async def _nothing(scope, receive, send):
    raise AssertionError(f"the preview app got {scope['path']}, which the proxy should have answered")
