"""chat, offline: lookups a question asks of the API as a whole rather than of one resource's
verb — paging backwards (relay's `before` / `last`, Stripe's `ending_before`), a generic read
by id for any type (GraphQL's `node(id:)`), asking for only some fields of a record (Kinto's
`_fields`, a `fields` / `select` parameter)."""

from __future__ import annotations

import re

from copilot_cli.assist.operation_words import cite
from copilot_cli.assist.vocabulary import words
from copilot_cli.spec.model import NormalizedSpec, Operation

_BACKWARD = re.compile(r"^(before|last|prev\w*|previous\w*|ending_?before|end_?before|page_?before)$", re.I)


def backward_paging(spec: NormalizedSpec, res) -> str:
    """The list's parameters that page backwards, named; or No with the ones it has."""
    op = spec.operation(res.operations.list or "")
    if op is None:
        return f"No: {res.label.lower()} have no list operation to page through."
    back = [p.name for p in op.parameters if _BACKWARD.match(p.name)]
    if back:
        # relay: `last` items `before` a cursor (the page's pageInfo.startCursor)
        names = " and ".join(f"`{n}`" for n in sorted(back, key=lambda n: not n.lower().startswith("last")))
        return f"Yes: page backwards through {res.label.lower()} with {names} on {cite(op)}."
    p = res.pagination
    forward = ", ".join(f"`{x}`" for x in (p.page_param, p.offset_param, p.cursor_param) if x)
    how = f"; it pages forward through {forward}" if forward else ""
    return f"No: {cite(op)} takes no parameter for paging backwards{how}."


_ANY_ID = re.compile(
    r"\b(generic|global|any (type|object|kind|node|entity|record|resource|thing)|whatever type|universal)\b"
    r"|\bnode\b"
)


def by_any_id(spec: NormalizedSpec, text: str) -> str | None:
    """ "is there a generic lookup by id?": a read taking just an id that belongs to no one
    resource (GraphQL's `node(id:)`, returning the Node interface)."""
    if not (_ANY_ID.search(text) and re.search(r"\bids?\b", text)):
        return None
    ops = [
        o
        for o in spec.operations
        if o.kind == "query" and o.resource is None and [p.name.lower() for p in o.parameters] == ["id"]
    ]
    ops = ops or [
        o
        for o in spec.operations
        if o.kind == "http" and o.method == "GET" and o.resource is None and re.search(r"/\{[^}]*id\}$", o.path or "")
    ]
    if not ops:
        return None
    return "Yes: " + " or ".join(cite(o) for o in ops[:2]) + " reads any object by its `id`."


_SOME_FIELDS = re.compile(
    r"\b(only|just|some|certain|specific|particular|selected|chosen|a few|subset of)( of)?( the)? (fields|properties|attributes|columns)\b"
    r"|\b(select|pick|choose|limit|restrict|trim) (the |which )?(fields|properties|attributes)\b"
    r"|\b(projection|sparse fieldsets?|partial (response|records?))\b"
)
_WRITES = re.compile(r"\b(chang|updat|edit|modif|patch|set|writ|replac|creat|delet|remov|fill|send|sav)\w*")
_PROJECTION = re.compile(r"^(_?fields|\$?select|_?only|properties|projection|fieldset)$", re.I)


def projection(spec: NormalizedSpec, text: str, res) -> str | None:
    """ "can I ask for only some fields of a record?": the parameter that picks the fields a
    read returns, on the resource said (its read first), else on any operation."""
    if not _SOME_FIELDS.search(text) or _WRITES.search(text):
        return None  # "change a few fields of a record" is its patch, not a projection
    ops: list[Operation] = []
    if res is not None:
        ops = [o for o in map(spec.operation, (res.operations.get, res.operations.list)) if o is not None]
    ops = ops or [o for o in spec.operations if o.method == "GET" or o.kind == "query"]
    hits = [(o, p.name) for o in ops for p in o.parameters if _PROJECTION.match(p.name)]
    if not hits:  # Stripe's reads return whole objects (`expand` adds, it does not pick)
        read = ops[0] if res is not None and ops else None
        return f"No: {cite(read)} takes no parameter that picks the fields it returns." if read else None
    name = hits[0][1]
    on = " and ".join(cite(o) for o, n in hits[:2] if n == name)
    return f"Yes: pass `{name}` (the fields to return) to {on}."


_EMPTY = re.compile(r"\b(empty|emptie|emptying|clear|clearing|clean out)\w* (a|an|the|this|my|one) \w+( out)?\s*\??$")


def emptied(spec: NormalizedSpec, text: str, res) -> str | None:
    """ "how do I empty a collection?": deleting what is nested in it (Kinto's records), each
    through the DELETE on its list's path — not deleting the collection itself."""
    if not _EMPTY.search(text):
        return None
    kids = [r for r in spec.resources if "." in r.name and r.name.rsplit(".", 1)[0] == res.name]
    deletes = []
    for kid in kids:
        listed = spec.operation(kid.operations.list or "")
        op = next((o for o in spec.operations if listed and o.method == "DELETE" and o.path == listed.path), None)
        if op is not None:
            deletes.append(f"its {kid.label.lower()} with {cite(op)}")
    if not deletes:
        return None
    return (
        f"To empty {'an' if res.label[:1].lower() in 'aeiou' else 'a'} {words(res.label)[-1]}, delete "
        + " and ".join(deletes)
        + "."
    )
