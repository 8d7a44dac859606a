"""What the segments of a REST path say: the noun a person would call each (`Calls.json` →
Calls, `{name}:cancel` → cancel), parameters, API versions, Google-style operation id chains,
and the labels a resource takes from them. Pure functions; spec/resources.py groups with them."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from copilot_cli.common.identifiers import spaced

Key = tuple[str, ...]

_VERSION = re.compile(r"v\d+(?:(?:alpha|beta|p)\d*)*(?:\.\d+)*|\d{4}-\d{2}-\d{2}", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_FORMAT_SUFFIX = re.compile(r"(?<=.)\.(?:json|xml)$", re.I)


def segments(path: str) -> list[str]:
    """Path segments as the API means them: a format suffix is not part of the noun
    (`Calls.json`, `{Sid}.json` → `Calls`, `{Sid}`), so a collection and its item group together."""
    return list(_segments(path))


@lru_cache(maxsize=1 << 16)  # asked again and again for each path (Graph: 30,000 times)
def _segments(path: str) -> tuple[str, ...]:
    return tuple(_FORMAT_SUFFIX.sub("", s) for s in path.split("/") if s)


@lru_cache(maxsize=1 << 16)
def noun(segment: str) -> str:
    """What a person calls a path segment: `#X-Amz-Target=Svc_2015.DoThing` → DoThing,
    `{name}:cancel` → cancel, `items?all` → items, `Calls.json` → Calls; "" for a segment with no
    word in it (Sling's `.json`, `.1`)."""
    text = re.sub(r"\.(?:json|xml)$", "", segment, flags=re.I)
    for mark in ("#", "?"):
        if mark in text:
            head, tail = text.split(mark, 1)
            text = head if head.strip() else tail.rsplit("=", 1)[-1].rsplit(".", 1)[-1]
    if ":" in text:
        text = text.rsplit(":", 1)[-1] or text
    text = re.sub(r"\{[^{}]*\}", " ", text).strip("{}+.,;-_ ")  # `{lat},{lon}` names no noun
    return text if re.search(r"[A-Za-z]", text) else ""


def nouns(key: Key) -> list[str]:
    return [n for n in (noun(s) for s in key if s != "{}") if n]


def is_param(segment: str) -> bool:
    return segment.startswith("{") and segment.endswith("}")


def template(segs: list[str]) -> Key:
    return tuple("{}" if is_param(s) else s for s in segs)


def id_chain(op: dict[str, Any], methods: tuple[str, ...]) -> tuple[str, ...] | None:
    """The resource chain of a Google-style id `svc.a.b.method` whose method is one of METHODS."""
    parts = str(op.get("id") or "").split(".")
    if len(parts) < 3 or parts[-1] not in methods or not all(_WORD.fullmatch(p) for p in parts):
        return None
    return tuple(parts[1:-1])


def item_noun(id_param: str | None) -> str:
    """What the items right below an item are called: their id parameter less its `id`
    (`{entity_item_id}` → entity_item), else "items"."""
    word = re.sub(r"[_-]?(?:id|Id|ID)$", "", id_param or "")
    return word if noun(word) else "items"


# Property names that wrap one item in a body or an answer (`{"data": {…}}`); a single-property
# body named none of these (nor like its resource, own_names) is a body with one field.
ENVELOPE_NAMES = frozenset({"data", "item", "record", "resource", "payload", "object", "input", "result", "entity"})


def own_names(resource_name: str | None) -> tuple[str, ...]:
    """The names a body may wrap a resource's item in besides the envelope words: the resource's
    last segment, plural and singular (`projects.tasks` → `tasks`, `task`)."""
    last = (resource_name or "").rsplit(".", 1)[-1]
    return (last, last[:-1]) if last.endswith("s") else (last,)


def is_word(text: str) -> bool:
    """A name as an operation id spells one (`tagValues`, `nodePools`), no punctuation."""
    return _WORD.fullmatch(text) is not None


def is_version(segment: str) -> bool:
    """`v1`, `v1beta2`, `2010-04-01`: an API version in a path, never a noun a person would read."""
    return _VERSION.fullmatch(segment) is not None


def resource_label(resource: dict[str, Any], segment: str) -> str:
    """A resource's label from the segment that names it. A version names nothing: Google's
    `/v1/{name}` takes any resource's full name (`projects/p/locations/l/clusters/c`), so its page
    is "Resources by name"; a path that ends in the version is the API's root at that version
    (Kubernetes' `/apis/apps/v1/`, `/api/v1`), "API v1"."""
    if not is_version(segment):
        return _label(segment)
    if resource.get("idParam"):
        return f"Resources by {_label(resource['idParam']).lower()}"
    return f"API {segment}"


def _label(segment: str) -> str:
    words = spaced(noun(segment)).replace("-", " ").replace("_", " ").replace("@", "").split()
    return " ".join(w[:1].upper() + w[1:] for w in words) or segment
