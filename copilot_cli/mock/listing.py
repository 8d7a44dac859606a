"""List requests: filter, search, sort, then one page in the style the spec uses (page/size,
offset/limit, opaque cursor, next link), shaped like the spec's list response."""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import Any

from starlette.datastructures import URL, QueryParams

from copilot_cli.common.identifiers import snake
from copilot_cli.mock.http import MockError
from copilot_cli.spec.model import Operation, Pagination, Resource

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 1000


@dataclass
class Page:
    items: list[dict[str, Any]]
    total: int
    next_cursor: str | None
    next_url: str | None
    headers: dict[str, str]


def _param(op: Operation, name: str | None):
    return next((p for p in op.parameters if p.name == name), None) if name else None


def _int(query: QueryParams, name: str | None, default: int, minimum: int = 0) -> int:
    if not name or name not in query:
        return default
    raw = query[name]
    try:
        value = int(raw)
    except ValueError:
        raise MockError(400, f"query parameter {name!r} must be an integer, got {raw!r}") from None
    if value < minimum:
        raise MockError(400, f"query parameter {name!r} must be ≥ {minimum}, got {value}")
    return value


def _default_size(op: Operation, name: str | None) -> int:
    param = _param(op, name)
    default = param.schema_.default if param else None
    return default if isinstance(default, int) and default > 0 else DEFAULT_PAGE_SIZE


def encode_cursor(offset: int) -> str:
    return base64.urlsafe_b64encode(f"o:{offset}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> int:
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        if text.startswith("o:"):
            return max(0, int(text[2:]))
    except (binascii.Error, UnicodeDecodeError, ValueError):
        pass
    raise MockError(400, f"invalid cursor {cursor!r}")


def paginate(items: list[dict[str, Any]], op: Operation, pag: Pagination, query: QueryParams, url: URL) -> Page:
    total, style = len(items), pag.style
    size_param = pag.size_param or next((p.name for p in op.parameters if p.role in ("size", "limit")), None)
    size = min(_int(query, size_param, _default_size(op, size_param), 1), MAX_PAGE_SIZE)
    if style == "page" or (style in ("none", "link") and pag.page_param):
        page_param = pag.page_param or "page"
        first = _first_page(op, page_param)
        page = _int(query, page_param, first, first)
        start = (page - first) * size
        following = {page_param: str(page + 1)}
    elif style == "offset" or pag.offset_param:
        start = _int(query, pag.offset_param, 0)
        following = {pag.offset_param or "offset": str(start + size)}
    elif style in ("cursor", "link") or pag.cursor_param:
        cursor = query.get(pag.cursor_param or "cursor")
        start = decode_cursor(cursor) if cursor else 0
        following = {pag.cursor_param or "cursor": encode_cursor(start + size)}
    elif size_param and size_param in query:
        start, following = 0, {}
    else:
        return Page(items, total, None, None, {"X-Total-Count": str(total)})
    window = items[start : start + size]
    more = start + size < total
    next_url = str(url.include_query_params(**following)) if more and following else None
    next_cursor = following.get(pag.cursor_param or "cursor") if more and style == "cursor" else None
    headers = {"X-Total-Count": str(total)}
    if pag.total_header:
        headers[pag.total_header] = str(total)
    if next_url:
        headers["Link"] = f'<{next_url}>; rel="next"'
        if pag.next_header and pag.next_header.lower() != "link":
            headers[pag.next_header] = next_cursor or next_url
    return Page(window, total, next_cursor, next_url, headers)


def _first_page(op: Operation, name: str) -> int:
    param = _param(op, name)
    schema = param.schema_ if param else None
    c = schema.constraints if schema else None
    if (schema and schema.default == 0) or (c and c.minimum == 0):
        return 0
    return 1


def filter_items(
    items: list[dict[str, Any]], op: Operation, resource: Resource, query: QueryParams
) -> list[dict[str, Any]]:
    """Equality filters on fields named like the parameter, free-text search over string
    fields, then sort (`name`, `-name`, `name:desc`, or a separate order parameter)."""
    for name in resource.filter_params:
        if name in query and query[name] != "":
            field = _field_for(items, name)
            if field:
                wanted = set(query.getlist(name)) | set(query[name].split(","))
                items = [i for i in items if _matches(i.get(field), wanted)]
    for name in resource.search_params:
        needle = query.get(name, "").strip().lower()
        if needle:
            items = [i for i in items if any(isinstance(v, str) and needle in v.lower() for v in i.values())]
    return _sorted(items, op, resource, query)


def _sorted(items: list[dict[str, Any]], op: Operation, resource: Resource, query: QueryParams) -> list[dict[str, Any]]:
    sort_names = list(resource.sort_params) + [p.name for p in op.parameters if p.role == "sort"]
    order_names = [p.name for p in op.parameters if p.role == "order"]
    spec = next((query[n] for n in sort_names if query.get(n)), None)
    if not spec:
        return items
    key, _, direction = spec.replace(",", ":").partition(":")
    descending = key.startswith("-") or direction.lower() == "desc"
    key = key.lstrip("-+")
    order = next((query[n] for n in order_names if query.get(n)), "")
    descending = descending or order.lower() in ("desc", "descending")
    field = _field_for(items, key)
    if not field:
        return items
    present = [i for i in items if i.get(field) is not None]
    missing = [i for i in items if i.get(field) is None]
    present.sort(key=lambda i: _sort_key(i[field]), reverse=descending)
    return present + missing


def _sort_key(value: Any) -> tuple[int, Any]:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (0, value)
    return (1, str(value).lower())


def _field_for(items: list[dict[str, Any]], name: str) -> str | None:
    sample = items[0] if items else {}
    camel = "".join(w.capitalize() if i else w for i, w in enumerate(name.split("_")))
    return next((n for n in (name, camel, snake(name)) if n in sample), None)


def _matches(value: Any, wanted: set[str]) -> bool:
    wanted_lower = {w.lower() for w in wanted}
    if isinstance(value, list):
        return any(str(v).lower() in wanted_lower for v in value)
    if isinstance(value, bool):
        return str(value).lower() in wanted_lower
    return str(value).lower() in wanted_lower
