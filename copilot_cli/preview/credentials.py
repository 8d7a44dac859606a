"""The credentials the preview's API proxy adds to every upstream call (`preview --api URL`).

They come from `--auth` / `--header` (or `COPILOT_PREVIEW_AUTH` / `COPILOT_PREVIEW_HEADERS`, so a
secret need not sit in argv where `ps` shows it; or `COPILOT_PREVIEW_AUTH_JSON`, the sign-in
panel's JSON body, which the desktop shell sets for a tab's preview) and from the page's sign-in panel through the
proxy's credentials endpoint. They live in this process's memory only: the page never sees them
(it calls the proxy, which adds them), so they survive a page reload but never reach the page's
storage, the generated code, an export, a log or a reply. `describe()` is the one view that
leaves the process, and it names schemes and header names, never a value.
"""

from __future__ import annotations

import base64
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

AUTH_ENV = "COPILOT_PREVIEW_AUTH"
HEADERS_ENV = "COPILOT_PREVIEW_HEADERS"
AUTH_JSON_ENV = "COPILOT_PREVIEW_AUTH_JSON"

AUTH_FORMS = "basic:USER:PASS, bearer:TOKEN, token:WORD:TOKEN (e.g. token:token:abc for 'Authorization: token abc') or query:NAME=VALUE"
_TOKEN_CHARS = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")  # RFC 9110 field-name / scheme word
# Headers the proxy itself owns: a credential header with one of these names would break the
# forwarding (or smuggle a second request), so it is refused when it is given.
_RESERVED = {
    "host",
    "content-length",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "upgrade",
    "te",
    "trailer",
    "proxy-authorization",
    "proxy-authenticate",
}


class CredentialError(ValueError):
    """A credential that cannot be used. The message never repeats the secret it was given."""


@dataclass(frozen=True)
class Auth:
    """One way of signing in: an `Authorization` header (Basic, Bearer or another scheme word),
    an API key in a header, or an API key in the query string."""

    kind: str  # "basic" | "scheme" | "header" | "query"
    name: str  # the header or query parameter it sets
    value: str
    label: str  # what describe() says: "basic", "bearer", "token", "header", "query"

    @staticmethod
    def basic(username: str, password: str) -> Auth:
        if ":" in username:
            raise CredentialError("a Basic user name cannot contain ':' (RFC 7617)")
        raw = f"{username}:{password}".encode()
        return Auth("basic", "Authorization", "Basic " + base64.b64encode(raw).decode("ascii"), "basic")

    @staticmethod
    def scheme(word: str, token: str) -> Auth:
        if not _TOKEN_CHARS.match(word):
            raise CredentialError("an Authorization scheme word is letters, digits and -._~ (e.g. Bearer, token)")
        _check_value(token, "token")
        return Auth("scheme", "Authorization", f"{word} {token}", word.lower())

    @staticmethod
    def header(name: str, value: str) -> Auth:
        _check_header_name(name)
        _check_value(value, f"header {name}")
        return Auth("header", name, value, "header")

    @staticmethod
    def query(name: str, value: str) -> Auth:
        if not name or any(c in name for c in "&=#?") or not name.isprintable():
            raise CredentialError("a query parameter name cannot be empty or contain & = # ?")
        _check_value(value, f"query parameter {name}")
        return Auth("query", name, value, "query")


def _check_header_name(name: str) -> None:
    if not _TOKEN_CHARS.match(name or ""):
        raise CredentialError(f"not a header name: {name!r}")
    if name.lower() in _RESERVED:
        raise CredentialError(f"the proxy sets {name} itself; it cannot be a credential")


def _check_value(value: str, what: str) -> None:
    if not value:
        raise CredentialError(f"the {what} is empty")
    if any(c in value for c in "\r\n\0"):
        raise CredentialError(f"the {what} contains a line break")


@dataclass
class Credentials:
    """What the proxy adds upstream: at most one sign-in (`auth`, replaced by the sign-in panel)
    and any number of fixed headers (`--header`, kept when the sign-in changes)."""

    auth: Auth | None = None
    headers: list[tuple[str, str]] = field(default_factory=list)

    def header_items(self) -> list[tuple[str, str]]:
        out = list(self.headers)
        if self.auth is not None and self.auth.kind != "query":
            out = [(k, v) for k, v in out if k.lower() != self.auth.name.lower()]
            out.append((self.auth.name, self.auth.value))
        return out

    def query_items(self) -> list[tuple[str, str]]:
        return [(self.auth.name, self.auth.value)] if self.auth is not None and self.auth.kind == "query" else []

    def secrets(self) -> list[str]:
        """Every secret value held (tests look for them where they must not be)."""
        values = [v for _, v in self.headers]
        if self.auth is not None:
            values.append(self.auth.value)
        return values

    def describe(self) -> dict[str, Any]:
        """What is set, without a single value: the sign-in panel shows it, a reply may carry it."""
        signed = None
        if self.auth is not None:
            signed = {"scheme": self.auth.label, ("param" if self.auth.kind == "query" else "header"): self.auth.name}
        return {"auth": signed, "headers": [k for k, _ in self.headers]}


def parse_auth(text: str) -> Auth:
    """`--auth` / COPILOT_PREVIEW_AUTH: basic:USER:PASS, bearer:TOKEN, token:WORD:TOKEN, query:NAME=VALUE."""
    kind, _, rest = text.partition(":")
    kind = kind.strip().lower()
    if kind == "basic" and ":" in rest:
        user, _, password = rest.partition(":")
        return Auth.basic(user, password)
    if kind == "bearer" and rest:
        return Auth.scheme("Bearer", rest)
    if kind == "token" and ":" in rest:
        word, _, token = rest.partition(":")
        return Auth.scheme(word, token)
    if kind == "query" and "=" in rest:
        name, _, value = rest.partition("=")
        return Auth.query(name, value)
    # the value itself is never echoed: it is most likely a secret with a typo in its prefix
    raise CredentialError(f"--auth takes {AUTH_FORMS}")


def parse_header(text: str) -> tuple[str, str]:
    """`--header 'Name: value'` (one line of COPILOT_PREVIEW_HEADERS)."""
    name, sep, value = text.partition(":")
    name, value = name.strip(), value.strip()
    if not sep or not name:
        raise CredentialError("--header takes 'Name: value'")
    _check_header_name(name)
    _check_value(value, f"header {name}")
    return name, value


def from_sources(auth: str | None, headers: list[str] | None, env: Mapping[str, str] | None = None) -> Credentials:
    """The flags win over the environment for the sign-in (then COPILOT_PREVIEW_AUTH, then
    COPILOT_PREVIEW_AUTH_JSON); headers from both are kept."""
    env = os.environ if env is None else env
    auth_text = auth if auth is not None else (env.get(AUTH_ENV) or "").strip() or None
    lines = [line for line in (env.get(HEADERS_ENV) or "").splitlines() if line.strip()]
    parsed = [parse_header(h) for h in [*lines, *(headers or [])]]
    if auth_text:
        signed: Auth | None = parse_auth(auth_text)
    else:
        signed = _auth_from_json_env((env.get(AUTH_JSON_ENV) or "").strip())
    return Credentials(auth=signed, headers=parsed)


def _auth_from_json_env(text: str) -> Auth | None:
    if not text:
        return None
    try:
        body = json.loads(text)
    except ValueError:
        raise CredentialError(f"{AUTH_JSON_ENV} is not JSON") from None  # no position: it would point into the secret
    return auth_from_json(body)


def auth_from_json(body: Any) -> Auth:
    """The sign-in panel's body for the proxy's credentials endpoint:
    {"scheme": "basic", "username", "password"} | {"scheme": "bearer", "token", "prefix"?}
    | {"scheme": "header", "name", "value"} | {"scheme": "query", "name", "value"}."""
    if not isinstance(body, dict):
        raise CredentialError("expected a JSON object with a 'scheme'")

    def text(key: str, default: str | None = None) -> str:
        value = body.get(key, default)
        if not isinstance(value, str):
            raise CredentialError(f"'{key}' must be a string")
        return value

    scheme = body.get("scheme")
    if scheme == "basic":
        return Auth.basic(text("username", ""), text("password", ""))
    if scheme == "bearer":
        return Auth.scheme(text("prefix", "Bearer").strip() or "Bearer", text("token"))
    if scheme == "header":
        return Auth.header(text("name").strip(), text("value"))
    if scheme == "query":
        return Auth.query(text("name").strip(), text("value"))
    raise CredentialError("'scheme' must be one of basic, bearer, header, query")


def load_spec_with(source: Any, credentials: Credentials, api_url: str | None) -> Any:
    """The spec, fetched with the credentials' headers when it is a URL on the API's own origin
    (or no API is given): `preview https://host/openapi.json --api https://host/v1 --auth …`.
    A spec elsewhere (a public copy, another host) never gets the API's credentials. Query-string
    credentials are not sent: the loader's error messages name the URL."""
    from copilot_cli.spec import load_spec

    if not (isinstance(source, str) and source.startswith(("http://", "https://"))):
        return load_spec(source)
    if api_url and _origin(source) != _origin(api_url):
        return load_spec(source)
    from copilot_cli.spec.loaders import load_url
    from copilot_cli.spec.pipeline import normalize_loaded

    return normalize_loaded(load_url(source, headers=dict(credentials.header_items())))


def _origin(url: str) -> tuple[str, str, int | None]:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    port = parts.port or {"http": 80, "https": 443}.get(parts.scheme)
    return parts.scheme, (parts.hostname or "").lower(), port


def split_userinfo(api_url: str, credentials: Credentials) -> str:
    """`--api https://user:pass@host/v1`: the user and password become the Basic sign-in (unless
    --auth gave one) and leave the URL, which is printed and shown to the page."""
    from urllib.parse import unquote, urlsplit, urlunsplit

    parts = urlsplit(api_url)
    if "@" not in parts.netloc:
        return api_url
    userinfo, _, hostport = parts.netloc.rpartition("@")
    user, _, password = userinfo.partition(":")
    if credentials.auth is None:
        credentials.auth = Auth.basic(unquote(user), unquote(password))
    return urlunsplit(parts._replace(netloc=hostport))
