"""What a string's name and format say it is — a secret, an identifier, a token, a unix time — and
the input widget a string or an enum takes. Split from widgets.py, which builds whole fields."""

from __future__ import annotations

import re

from copilot_cli.spec.model import Schema

LONG_TEXT = {
    "description",
    "body",
    "content",
    "text",
    "message",
    "comment",
    "comments",
    "notes",
    "note",
    "bio",
    "details",
    "markdown",
    "html",
    "about",
    "instructions",
    "contentmarkdown",
}


SECRET = re.compile(r"^(password|passwd|secret|client_?secret|pin|passphrase)$", re.I)
# `format: password` on what names or describes a thing is no secret to hide: AWS's converter marks
# every "sensitive" (personal) string so, and chime's app instance `Name` and `Metadata` were the
# edit's only fields, masked as passwords
NAMING = re.compile(r"(name|title|label|description|metadata|summary)$", re.I)


def is_secret(name: str, s: Schema) -> bool:
    # nor is a write-only one (Jira's gadget settings: every field write-only, its `title` masked)
    return bool(
        SECRET.match(name) or ((s.write_only or (s.format or "").lower() == "password") and not NAMING.search(name))
    )


IDENTIFIER = re.compile(r"^(id|uuid|guid|sid|gid|key)$|(_id|_sid|_gid|_uuid|[a-z0-9]Id|[a-z0-9]Sid|ID)$")
TOKEN = re.compile(
    r"(^|_)(token|api_?key|access_?key|secret_?key|auth_?token|signing_?secret)$|[a-z](Token|ApiKey)$", re.I
)
UNIX_FORMATS = frozenset({"unix-time", "unixtime", "unix-timestamp", "timestamp", "epoch", "unix-epoch"})
UNIX_NAME = re.compile(
    r"^(created|updated|modified|deleted|expires|timestamp|date|time)$"
    r"|(_at|[a-z]At|_time|[a-z]Time|_date|[a-z]Date|_timestamp|[a-z]Timestamp)$"
)


def string_widget(name: str, s: Schema) -> str:
    fmt = (s.format or "").lower()
    if is_secret(name, s):
        return "password"
    by_format = {
        "email": "email",
        "idn-email": "email",
        "uri": "url",
        "url": "url",
        "iri": "url",
        "uri-reference": "url",
        "date": "date",
        "date-time": "datetime",
        "datetime": "datetime",
        "time": "time",
        "uuid": "uuid",
        "binary": "file",
        "markdown": "textarea",
        "html": "textarea",
    }
    if fmt in by_format:
        return by_format[fmt]
    if name.lower() in LONG_TEXT or (s.constraints and (s.constraints.max_length or 0) > 255):
        return "textarea"
    if name.lower() in {"email", "emailaddress", "email_address"}:
        return "email"
    return "text"


def enum_widget(count: int) -> str:
    return "radio" if count <= 4 else "select" if count <= 15 else "combobox"
