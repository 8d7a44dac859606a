"""Parameter roles by name (and a little by type): page, size, offset, limit, cursor, sort,
order, filter, search, fields, id. Every role comes with its evidence."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_ROLE_NAMES: dict[str, set[str]] = {
    "page": {"page", "pagenumber", "pageno", "pagenum", "pageindex", "p", "currentpage", "startpage", "pagenr"},
    "size": {
        "pagesize",
        "perpage",
        "size",
        "pagelimit",
        "count",
        "maxresults",
        "maxitems",
        "top",
        "itemsperpage",
        "pagelength",
        "first",
        "last",
    },
    "limit": {"limit", "max", "take"},
    "offset": {"offset", "skip", "start", "startindex", "from"},
    "cursor": {
        "cursor",
        "after",
        "before",
        "startingafter",
        "endingbefore",
        "marker",
        "pagetoken",
        "nexttoken",
        "continuationtoken",
        "continuation",
        "since",
        "nextpagetoken",
        "startcursor",
        "aftercursor",
        "pagecursor",
    },
    "sort": {"sort", "sortby", "orderby", "sortfield", "sortkey", "sorting", "order_by", "ordering"},
    "order": {"order", "direction", "sortorder", "sortdirection", "dir", "sortdir"},
    "search": {
        "q",
        "query",
        "search",
        "searchterm",
        "term",
        "keyword",
        "keywords",
        "text",
        "searchtext",
        "filtertext",
        "filterterm",
        "name_contains",
    },
    "fields": {"fields", "select", "include", "expand", "projection", "embed"},
}
_LOOKUP = {name: role for role, names in _ROLE_NAMES.items() for name in names}
PAGING_ROLES = frozenset({"page", "size", "offset", "limit", "cursor"})
# Names that page wherever they stand (a `limit` header, a body's `page_token`); the role names
# above also hold words that page only as a list's query parameter (`from`, `first`, `count`).
PAGING_NAMES = frozenset(
    {"limit", "offset", "page", "pagesize", "perpage", "cursor", "pagetoken", "maxresults", "startingafter"}
    | {"endingbefore", "skip", "top", "pagenumber"}
)
_NORMALIZE = re.compile(r"[^a-z0-9]")


@lru_cache(maxsize=1 << 16)
def squash(name: str) -> str:
    """'page_size' / 'pageSize' / 'page-size' → 'pagesize'. Cached: a spec asks for the same
    few hundred names tens of thousands of times."""
    return _NORMALIZE.sub("", name.lower())


def pages(name: str, role: str | None) -> bool:
    """Whether a parameter moves through a list's pages: by its role, or by a name that pages
    wherever it stands."""
    return role in PAGING_ROLES or squash(name) in PAGING_NAMES


def param_role(
    name: str,
    location: str,
    schema: dict[str, Any],
    *,
    is_list: bool,
    id_param: str | None,
    description: str | None = None,
    siblings: frozenset[str] = frozenset(),
) -> tuple[str | None, str | None]:
    """(role, evidence) for one parameter; `siblings` are the squashed names of the operation's
    other parameters (a `token` beside a `limit` is the page token)."""
    if location == "path":
        if id_param is not None and name == id_param:
            return "id", f"last path parameter `{{{name}}}` of the item path"
        return None, None
    if location not in ("query", "argument"):
        return None, None
    key = squash(name)
    role = _LOOKUP.get(key)
    if role is None and key.endswith(("pagesize", "perpage")):
        role = "size"
    if role is None and key.startswith("filter") or key.startswith("where"):
        role = "filter"
    if role in ("cursor", "offset") and _is_moment(key, schema, description):
        return (
            "filter",
            f"`{name}` is a point in time ({_moment_evidence(schema, description)}): a filter, not a page position",
        )
    if role is None and key == "token" and location == "query" and is_list:
        why = _page_token(description, siblings)
        if why:
            return "cursor", f"`{name}` is the page token ({why})"
    if role is not None:
        return role, f"parameter name `{name}` is a conventional {role} parameter"
    if (
        is_list
        and location == "query"
        and schema.get("kind") in ("string", "integer", "number", "boolean", "enum", "array")
    ):
        return "filter", f"`{name}` is a scalar query parameter of a list operation"
    return None, None


_TIME_FORMATS = frozenset({"date", "datetime", "time", "timestamp", "unixtime", "unixtimestamp"})
_TIME_WORDS = re.compile(
    r"\b(time|times|timestamp|date|datetime|epoch|unix|iso ?8601|rfc ?3339|hours?|minutes?|seconds|milliseconds)\b",
    re.I,
)
# what a description says of a position in a list: an id to go on from, a cursor, pages
_POSITION_WORDS = re.compile(r"\b(id|ids|cursor|paginat\w*|page|pages|token)\b", re.I)
_CREDENTIAL_WORDS = re.compile(r"auth|login|log in|credential|access|api[- ]?key|session|secret", re.I)
_NEXT_PAGE_WORDS = re.compile(r"\b(page|pages|paginat\w*|next|results|continu\w*|cursor)\b", re.I)


def _is_moment(key: str, schema: dict[str, Any], description: str | None) -> bool:
    """A paging-named parameter that is a point in time: GitHub's and Gitea's `since` (date-time),
    Vercel's `since` ("Timestamp in milliseconds"), Kinto's `_since` (an undescribed integer). The
    word `since` says a time unless its description says an id or a page (GitHub's /users `since`
    is "A user ID"); the other names (`before`, `after`, `from`) only with a date format or a
    description of a time."""
    text = description or ""
    if squash(str(schema.get("format") or "")) in _TIME_FORMATS:
        return True
    if _TIME_WORDS.search(text) and not _POSITION_WORDS.search(text):
        return True
    return key == "since" and not _POSITION_WORDS.search(text)


def _moment_evidence(schema: dict[str, Any], description: str | None) -> str:
    if schema.get("format"):
        return f"format {schema['format']}"
    if description and _TIME_WORDS.search(description):
        return f"described as a time: {description.strip()[:60]!r}"
    return "the word `since` names a time"


def _page_token(description: str | None, siblings: frozenset[str]) -> str | None:
    """Why a list's `token` parameter is its page token, or None: described as the next page
    (Pinpoint's "The NextToken string that specifies which page of results to return"), or
    undescribed beside a page size (Kinto's `_token` beside `_limit`); a `token` described as a
    credential (Slack's "Authentication token") is not."""
    text = description or ""
    if text.strip():
        if _CREDENTIAL_WORDS.search(text) or not _NEXT_PAGE_WORDS.search(text):
            return None
        return f"described as {text.strip()[:60]!r}"
    sizes = sorted(n for n in siblings if _LOOKUP.get(n) in ("size", "limit"))
    return f"undescribed, beside the page size `{sizes[0]}`" if sizes else None
