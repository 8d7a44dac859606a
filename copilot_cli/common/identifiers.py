"""Splitting identifiers into words — the one place that knows where `camelCase`, `snake_case`
and `HTTPServer` break.

    spaced(text)            "avatarURL" → "avatar URL"; "HTTPServer" → "HTTP Server" (case kept)
    spaced(text, acronyms=False)   only lower→Upper breaks: "HTTPServer" stays one word
    identifier_words(ident) "parseJSON2_id" → ["parse", "json", "2", "id"] (the index's sub-tokens)
    snake(ident)            "AccountSid" → "account_sid"; "HTTPServer" → "http_server" (the mock's
                            request names → an item's field names)

Labels (ui), prompt vocabulary (assist), mock value kinds (mock) and search sub-tokens (index)
all split with these; each keeps the variant its output was built on, so nothing a person sees
moves when one of them changes.
"""

from __future__ import annotations

import re

_LOWER_UPPER = re.compile(r"([a-z0-9])([A-Z])")
_ACRONYM_WORD = re.compile(r"([A-Z]+)([A-Z][a-z])")
_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")


def spaced(text: str, *, acronyms: bool = True) -> str:
    """`text` with a space at each case break; `acronyms` also breaks `HTTPServer` before `Server`."""
    if acronyms:
        text = _ACRONYM_WORD.sub(r"\1 \2", text)
    return _LOWER_UPPER.sub(r"\1 \2", text)


def identifier_words(identifier: str) -> list[str]:
    """`refreshIndex` → [refresh, index]; `max_open_lines` → [max, open, lines]; lowercased,
    digits their own word."""
    return [p.lower() for piece in identifier.split("_") for p in _PARTS.findall(piece)]


def snake(identifier: str) -> str:
    """`AccountSid` → account_sid, `userID` → user_id, `HTTPServer` → http_server: a name as a
    snake_case API spells the same field (Twilio's `AccountSid` parameter, its items' `account_sid`)."""
    return spaced(identifier).replace(" ", "_").lower()
