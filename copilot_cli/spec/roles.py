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
        "name_contains",
    },
    "fields": {"fields", "select", "include", "expand", "projection", "embed"},
}
_LOOKUP = {name: role for role, names in _ROLE_NAMES.items() for name in names}
_NORMALIZE = re.compile(r"[^a-z0-9]")


@lru_cache(maxsize=1 << 16)
def squash(name: str) -> str:
    """'page_size' / 'pageSize' / 'page-size' → 'pagesize'. Cached: a spec asks for the same
    few hundred names tens of thousands of times."""
    return _NORMALIZE.sub("", name.lower())


def param_role(
    name: str, location: str, schema: dict[str, Any], *, is_list: bool, id_param: str | None
) -> tuple[str | None, str | None]:
    """(role, evidence) for one parameter."""
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
    if role is not None:
        return role, f"parameter name `{name}` is a conventional {role} parameter"
    if (
        is_list
        and location == "query"
        and schema.get("kind") in ("string", "integer", "number", "boolean", "enum", "array")
    ):
        return "filter", f"`{name}` is a scalar query parameter of a list operation"
    return None, None
