"""The API's own shape, as the forms need it: parameters a person never fills (pretty-printing,
request signing, paging and field selectors on a create form) left out of forms. What a body
wraps its item in (Asana's `{"data": {…}}`) is decided once, in spec/shapes.py, and read from the
operation (`request_envelope`) by the forms and the mock alike."""

from __future__ import annotations

import re

from copilot_cli.spec.model import Parameter
from copilot_cli.spec.roles import pages

# Output formatting only: the person sees a formatted page either way.
PRETTY = frozenset({"pretty", "prettyprint", "optpretty", "prettyprinted", "indent"})
# Google's standard query parameters that shape the transport, not the request (`$.xgafv`, JSONP,
# the legacy quota `userIp` that was Search Console's add-a-site "edit" form's only field …).
GOOGLE_TRANSPORT = frozenset({"xgafv", "alt", "callback", "quotauser", "userip", "uploadtype", "uploadprotocol"})
# AWS Signature V4 and Azure Shared Key: computed by a signer from the secret key, never typed.
SIGNING = re.compile(
    r"^(x-amz-(date|security-token|content-sha256|algorithm|credential|signature|signedheaders|expires)|x-ms-date)$",
    re.I,
)
# Headers of the exchange itself, not of the item.
NEGOTIATION = frozenset({"contenttype", "accept", "acceptencoding", "contentlength", "useragent"})
REQUEST_META = frozenset(
    {
        "idempotencykey",
        "xrequestid",
        "xcorrelationid",
        "requestid",
        "xidempotencykey",
        "xmsclientrequestid",
        "clientrequestid",
    }
)
# A header carrying a trace of the call (InfluxDB's `Zap-Trace-Span`, W3C's `traceparent`).
TRACING = ("tracespan", "traceparent", "tracestate")
# A header choosing how the answer writes dates (dracoon's X-Sds-Date-Format: UTC, LOCAL, EPOCH …).
RESPONSE_FORMAT = ("dateformat", "timeformat")
CREDENTIAL_HEADER = re.compile(
    r"(api[-_]?key|access[-_]?token|auth[-_]?token|[-_]secret|user[-_]key|app(lication)?[-_]key)$", re.I
)
# What the response includes: the list and detail views ask for what they show.
SELECTORS = frozenset({"fields", "optfields", "expand", "select", "embed", "include"})
# A token that makes a retried create safe (AWS's `clientToken`, `ClientRequestToken`, the
# `X-Amzn-Client-Token` header, an `Idempotency-Key`): the SDK's to make up, never the person's to
# type, and no part of the item. The page makes one up on each submit (Field.generated).
IDEMPOTENCY_TAILS = ("clienttoken", "clientrequesttoken", "idempotencytoken", "idempotencykey")
ITEM_DATA_WIDGETS = frozenset({"keyvalue", "fieldset", "json", "subtable", "variant"})


def norm(name: str) -> str:
    """A name without case or separators: `opt_pretty`, `optPretty`, `$.xgafv` → `optpretty`, `xgafv`."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def transport_param(p: Parameter, mode: str) -> bool:
    """Whether a parameter stays out of a form in `mode` ("create", "edit", or "input" for the
    Operations page, where paging and selectors are still the person's to set)."""
    n = norm(p.name)
    if p.location == "header" and n in NEGOTIATION:
        return True  # the runtime sets them from the body it sends and the answer it reads
    if p.required or p.location == "path":
        return False
    if n in PRETTY or (p.location == "query" and n in GOOGLE_TRANSPORT):
        return True
    if p.location == "header" and (SIGNING.match(p.name) or n == "authorization"):
        return True  # credentials live in the Connection panel
    if _credential(p, n):
        return True
    if mode in ("create", "edit"):
        return (
            pages(p.name, p.role)
            or p.role == "fields"
            or n in SELECTORS
            or (p.location == "header" and (n in REQUEST_META or n.endswith(RESPONSE_FORMAT + TRACING)))
        )
    return False


def _credential(p: Parameter, n: str) -> bool:
    """An optional parameter carrying a credential (Google's `access_token`, `oauth_token`, `key`
    described as an API key; an `X-…-Api-Key`/`…-Token` header): set once in the Connection
    panel (its custom header or the API's auth scheme), not typed into every form."""
    if p.location == "query":
        return n in ("accesstoken", "oauthtoken", "bearertoken") or (
            n == "key" and bool(re.search(r"\bAPI key\b", p.description or "", re.I))
        )
    return p.location == "header" and (
        bool(CREDENTIAL_HEADER.search(p.name))
        or (
            n.endswith(("token", "key", "authentication"))
            and not n.endswith(IDEMPOTENCY_TAILS)
            and (_says_credential(p.description) or (p.schema_.format or "").lower() == "password")
        )
    )


# A description that says a header is who calls, not what is sent (i-cue's `Token` header, "User
# Authentication Token", on every operation: typed into each form, the edit "changed" it; WorkDocs'
# `Authentication`, "authentication token", a password).
_CREDENTIAL_SAID = re.compile(
    r"\b(authentication|authorization|authori[sz]e|credentials?|api key|access token)\b", re.I
)


def _says_credential(description: str | None) -> bool:
    return bool(_CREDENTIAL_SAID.search(description or ""))


def transport_body_field(name: str, required: bool, mode: str, widget: str = "text") -> bool:
    """A body property that selects the response rather than describing the item (Stripe's
    `expand` on every create). A selector names fields (a string, a list of them); an object named
    `fields` is the item's data (Google Connectors' entity `fields: {…}`), kept."""
    if widget in ITEM_DATA_WIDGETS:
        return False
    n = norm(name)
    return not required and mode in ("create", "edit") and (n in SELECTORS or n in PRETTY)


def idempotency_token(name: str, description: str | None, widget: str) -> bool:
    """A text value whose only job is to make a retry safe: named so (`clientToken`,
    `X-Amzn-Client-Token`, `Idempotency-Key`), or a request id the description calls idempotent
    (MediaLive's `requestId`: "prevents retries from creating multiple resources")."""
    if widget not in ("text", "uuid"):
        return False
    n = norm(name)
    if n.endswith(IDEMPOTENCY_TAILS):
        return True
    said = (description or "").lower()
    return n.endswith(("requestid", "requesttoken")) and ("idempoten" in said or "retries" in said)
