"""Which operation lists or reads a resource, for chat: the resource's own list, unless the API has a read
named for the resource in the plural that the list is not (Shopify's `products` query, where the
resource model took `productRecommendations` for Product's list) — the plainly named one is what
a person asking for "the products" means."""

from __future__ import annotations

from copilot_cli.assist.vocabulary import singular, words
from copilot_cli.spec.model import NormalizedSpec, Operation


def listing(spec: NormalizedSpec, res) -> Operation | None:
    """The operation that lists the resource: the one named for its plural where its list is not."""
    own = spec.operation(res.operations.list) if res.operations.list else None
    name = [singular(w) for w in words(res.label) or words(res.name.split(".")[-1])]
    if own is None or not name or [singular(w) for w in words(own.id)] == name:
        return own
    plain = [
        op
        for op in spec.operations
        if op.kind == "query"
        and op is not own
        and op.id != res.operations.get
        and op.id.lower().endswith("s")  # said in the plural: `products`, not `product`
        and [singular(w) for w in words(op.id)] == name
    ]
    return plain[0] if plain else own


def paging_of(op: Operation) -> str | None:
    """How a list the resource model did not page reads its pages: its cursor and size parameters
    (relay's `first`/`after`), said as the resource rules say them."""
    said = {p.name for p in op.parameters}
    if {"first", "after"} <= said:
        back = " (and `last`, `before` backwards)" if {"last", "before"} <= said else ""
        return f"Yes: `{op.id}` pages relay-style through `first`, `after`{back}."
    roles = [p.name for p in op.parameters if p.role in ("page", "size", "offset", "limit", "cursor")]
    if roles:
        return f"Yes: `{op.id}` pages through " + ", ".join(f"`{r}`" for r in roles) + "."
    return None


_READ = frozenset(("get", "read", "fetch", "retrieve", "find", "by"))


def reading(spec: NormalizedSpec, res, text: str) -> Operation | None:
    """The operation that reads one of the resource: its own read, unless that one is named for a
    key the question does not say and a sibling read on the same collection is named for the item
    alone (Xero's `getContactByContactNumber` on /Contacts/{ContactNumber}: `getContact`)."""
    own = spec.operation(res.operations.get) if res.operations.get else None
    if own is None or own.kind != "http" or not own.path:
        return own
    said = {singular(w) for w in words(text)}
    name = {singular(w) for w in words(res.label)} | _READ

    def extra(op: Operation) -> set[str]:
        return {singular(w) for w in words(op.id)} - name - said

    if not extra(own):
        return own
    base = own.path.rsplit("/", 1)[0]
    siblings = [
        op
        for op in spec.operations
        if op is not own
        and op.method == "GET"
        and op.path
        and op.path.rsplit("/", 1)[0] == base
        and op.path.endswith("}")
        and not extra(op)
    ]
    return siblings[0] if siblings else own
