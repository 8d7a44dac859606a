"""Questions chat answers from what an operation takes rather than which operation it is: whether
a resource's list can be searched, filtered or sorted on the server (its query parameters, their
allowed values), what must be sent to call an operation (its required parameters and body
fields), and whether many items can be created or deleted in one call (an operation on the
collection, or taking an array) — each cited as chat cites operations."""

from __future__ import annotations

import re

from copilot_cli.assist.chat_facts import _enveloped, body_shapes, input_fields
from copilot_cli.assist.operation_words import cite
from copilot_cli.assist.vocabulary import words
from copilot_cli.spec.model import NormalizedSpec, Operation
from copilot_cli.ui.widgets import resolve

_ASKS = {  # what the question asks the list to do → the parameter roles that do it
    # "order" as a verb or a manner, not the noun ("a purchase order")
    "sort": (re.compile(r"\bsort\w*|\border(ed|ing)? (by|them|it|the)\b|\bin \w+ order\b"), ("sort", "order")),
    "search": (re.compile(r"\bsearch\w*\b"), ("search",)),
    "filter": (re.compile(r"\bfilter\w*\b"), ("filter",)),
    # "can I limit how many containers the list returns?": its `limit`, named
    "limit": (
        re.compile(
            r"\blimit\w*\b|\bcap\b|\b(how many|number of|at most|max\w*)\b.*"
            r"\b(return\w*|come back|results?|per (page|call|request)|in one (page|response)|listed|list|lists"
            r"|at a time|each time|per go|in one go)\b"
        ),
        ("limit", "size"),
    ),
    # "records changed since a given time": a filter on when (Kinto's `_since`, Stripe's `created`)
    "since": (
        re.compile(r"\b(since|newer than|(changed|modified|updated|created|added|made) (after|from))\b"),
        ("since",),
    ),
}
_WHEN = frozenset(("since", "modified", "updated", "changed", "created", "after"))
_YES_NO = re.compile(r"^(can|could|does|do|is|are|will)\b")
_ASKED = re.compile(r"\b(can|could|does|do|is|are|how|what|which)\b")
_OPEN = ("query", "argument")  # parameters a caller chooses (not a path, header or cookie)


def _enum(spec: NormalizedSpec, p) -> str:
    values = resolve(spec, p.schema_)[0].enum or []
    return f"; one of {', '.join(str(v) for v in values[:12])}" if values else ""


def _describe(spec: NormalizedSpec, p) -> str:
    about = f": {p.description.strip().rstrip('.')}" if p.description else ""
    return f"`{p.name}`{about}{_enum(spec, p)}"


def _filters(p) -> bool:
    return p.role == "filter" or "filter" in words(p.name)


def list_parameters(text: str, spec: NormalizedSpec, res) -> str | None:
    """ "can the server filter pets by status?" → the list's `status` parameter (yes), "can I sort
    X?" → its sort parameter and the values it takes, or no when it has none; None when the
    question asks nothing of the kind, or a resource has an operation of its own for it
    (Stripe's `/v1/invoices/search` answers "how do I search invoices?")."""
    if res is None or not res.operations.list or not _ASKED.search(text):
        return None
    op = spec.operation(res.operations.list)
    asked = [k for k, (rx, _) in _ASKS.items() if rx.search(text)]
    if asked[:1] == ["sort"] and "order" in words(res.label) and not re.search(r"\bsort\w*", text):
        asked = asked[1:]  # "a purchase order by its number" names the resource, not a sort
    if op is not None and not asked:
        return _takes(text, spec, op)  # "does the container list take a limit?"
    if op is None:
        return None
    kind = "limit" if "limit" in asked else asked[0]  # "how many results a search returns" asks its limit
    if any(
        o.id != op.id
        and kind in words(o.id)
        and ((o.path or "").startswith(op.path or "\0") or (o.resource == res.name and o.method == op.method))
        for o in spec.operations
    ):
        return None
    params = [p for p in op.parameters if p.location in _OPEN]
    by = re.search(r"\bby (?:its |their |the )?(\w+)", text)
    named = [p for p in params if by and words(p.name) == words(by.group(1))]
    if by and not named:  # Docker's `filters` is JSON whose description lists `status=`
        named = [p for p in params if _filters(p) and words(by.group(1))[0] in words(p.description or "")]
    roles = _ASKS[kind][1]
    of_role = [p for p in params if p.role in roles or set(roles) & set(words(p.name))]
    if kind == "since":
        of_role = sorted(
            (p for p in params if p.role != "cursor" and set(words(p.name)) & _WHEN),
            key=lambda p: "since" not in words(p.name),
        )
    if kind == "limit":
        of_role = _limits(params)
        if not of_role and (other := _read_with(spec, res, op, text, _limits)) is not None:
            op, of_role = other  # "how many results an image search returns": ImageSearch's `limit`
    picked = (of_role or named) if kind != "filter" else (named or ([] if by else of_role))
    if not picked and by and (other := _another_read(spec, res, op, by.group(1))) is not None:
        op, picked = other  # Swagger's pets by tags: `findPetsByTags`, not the list's `findPetsByStatus`
    yes = bool(_YES_NO.search(text))
    if not picked:
        by_what = f" by {by.group(1)}" if by else " by when they changed" if kind == "since" else ""
        kind = "filter" if kind == "since" else kind
        others = ", ".join(f"`{p.name}`" for p in params[:10]) or "none"
        return f"No: {cite(op)} has no parameter to {kind} {res.label.lower()}{by_what}; it takes {others}."
    said = "; ".join(_describe(spec, p) for p in picked[:3])
    return f"{'Yes: ' if yes else ''}{cite(op)} takes {said}."


def _another_read(spec: NormalizedSpec, res, op: Operation, by: str) -> tuple[Operation, list] | None:
    """Another collection read of the resource with a query parameter named so."""
    for o in spec.operations:
        if o.resource == res.name and o.id != op.id and o.method == "GET" and not (o.path or "").endswith("}"):
            named = [p for p in o.parameters if p.location in _OPEN and words(p.name) == words(by)]
            if named:
                return o, named
    return None


def _limits(params: list) -> list:
    """The parameter capping how many items come back: a `limit` first, else a page size (not
    Docker's `size`, a flag asking for sizes)."""
    limits = [p for p in params if p.role == "limit"]
    return limits or [p for p in params if p.role == "size" and set(words(p.name)) & {"page", "per", "first", "max"}]


def _read_with(spec: NormalizedSpec, res, op: Operation, text: str, pick) -> tuple[Operation, list] | None:
    """Another collection read of the resource (or under its path) with parameters `pick`
    finds, the one whose name says most of the question first."""
    said, root = set(words(text)), _root(op)
    reads = [
        o
        for o in spec.operations
        if o.id != op.id
        and o.method == "GET"
        and not (o.path or "").endswith("}")
        and (o.resource == res.name or _root(o) == root)
    ]
    reads.sort(key=lambda o: -len(said & set(words(o.id) + words(o.path or ""))))
    return next(((o, hit) for o in reads if (hit := pick([p for p in o.parameters if p.location in _OPEN]))), None)


_TAKES = re.compile(r"\b(takes?|accepts?|supports?)\b")
_ASKING = frozenset(words("a an the any list it can i does do is are take accept support parameter param argument"))


def _takes(text: str, spec: NormalizedSpec, op: Operation) -> str | None:
    """ "does the container list take a limit?": the list's query parameters the question names."""
    if not _TAKES.search(text) or not re.search(r"\b(list|param\w*|arguments?|quer(y|ies))\b", text):
        return None  # "does the API support deleting an invoice item?" asks an operation
    said = set(words(text))
    hits = [
        p for p in op.parameters if p.location in _OPEN and (w := set(words(p.name))) and w <= said and not w <= _ASKING
    ]
    if not hits:
        return None
    yes = "Yes: " if _YES_NO.search(text) else ""
    return f"{yes}{cite(op)} takes " + "; ".join(_describe(spec, p) for p in hits[:3]) + "."


def inputs(spec: NormalizedSpec, op: Operation) -> str:
    """What a caller sends: its required parameters, then the body's fields, the required first."""
    params = [f"`{p.name}` ({p.location}){input_fields(spec, p)}" for p in op.parameters if p.required]
    # and what the caller may choose: `loginUser`'s query, `getContacts`'s `where` and `page` beside
    # the tenant header it requires
    params += [f"`{p.name}` ({p.location}, optional)" for p in op.parameters if not p.required and p.location in _OPEN][
        :12
    ]
    media = next(iter(op.request_body.content.values()), None) if op.request_body else None
    fields, wrapped = [], ""
    if media is not None and media.schema_ is not None:
        schema, ref = resolve(spec, media.schema_)
        if schema.kind == "union" and schema.variants:  # Discord's thread: a forum's or a text channel's
            given = "the parameters " + ", ".join(params) + " and " if params else ""
            return f"{cite(op)} takes {given}{body_shapes(spec, schema.variants)}."
        # Xero's {Items: [Item]}: the items' own fields are what a caller fills in
        if ref and (inner := _enveloped(spec, schema.properties or {}, ref)) is not None:
            key = next((n for n in schema.properties or {} if words(n) == words(ref)), ref)
            wrapped, (schema, _) = f"`{key}`, a list of `{inner}` with ", resolve(spec, spec.types.get(inner))
        required = set(schema.required or [])
        props = sorted(schema.properties or {}, key=lambda n: n not in required)
        fields = [f"`{n}`{' (required)' if n in required else ''}" for n in props[:20]]
    parts = []
    if params:
        parts.append("the parameters " + ", ".join(params))
    if fields:
        parts.append("a body with " + wrapped + ", ".join(fields))
    elif op.request_body is not None:
        parts.append("a request body")
    return f"{cite(op)} takes {' and '.join(parts) if parts else 'nothing'}."


MANY = re.compile(
    r"\b(at once|in one (call|request|go)|in bulk|bulk|batch|several|multiple|many)\b"
    # "remove every record of a collection", "wipe all of the groups", "empty a bucket of its collections"
    r"|\b(delete|remove|erase|purge|drop|wipe|clear|prune)\w* (every|all( of)?( the)?) \w+"
    r"|\bempty\w* (a|an|the|this|my) \w+ of (its|their|all|every)\b"
)


def many_at_once(spec: NormalizedSpec, res, verb: str) -> str | None:
    """ "delete all pets at once?": a DELETE on the list's own path deletes them all (Kinto's
    `delete_buckets`); "create several users at once": an operation of the resource taking an
    array, or named for lists or batches (`createUsersWithListInput`); else no, and what does one."""
    if verb not in ("create", "delete") or res is None:
        return None
    mine = [o for o in spec.operations if o.resource == res.name and o.kind == "http"]
    list_op = spec.operation(res.operations.list) if res.operations.list else None
    single = spec.operation(getattr(res.operations, verb) or "")
    if verb == "delete":
        # the collection's path: its list's, else one's delete without its id (Xero's contacts of a group)
        path = list_op.path if list_op else (single.path or "").rsplit("/", 1)[0] if single else None
        hits = [o for o in spec.operations if o.method == "DELETE" and path and o.path == path]
        # "remove stopped containers in one go": Docker's POST /containers/prune deletes them all
        hits += [o for o in spec.operations if _clears(o) and _root(o) == _root(list_op or single)]
    else:
        hits = [
            o
            for o in mine
            if o.method in ("POST", "PUT")
            and (
                set(words(o.id) + words(o.path or "")) & {"list", "batch", "bulk", "many", "multiple"}
                or _takes_array(spec, o)
            )
        ]
    if hits:
        return "Yes: use " + " or ".join(cite(o) for o in hits[:2]) + "."
    one = f"; {cite(single)} {verb}s one at a time" if single else ""
    return f"No: {spec.source.title} has no operation to {verb} many {res.label.lower()} in one call{one}."


_CLEARS = frozenset(("prune", "purge", "clear", "bulk", "batch", "cleanup"))


def _clears(op: Operation) -> bool:
    return op.method in ("POST", "DELETE") and bool(set(words(op.id) + words(op.path or "")) & _CLEARS)


def _root(op: Operation | None) -> str | None:
    """The first static segment of an operation's path (`containers` for /containers/{id})."""
    return next((s for s in (op.path or "").split("/") if s and not s.startswith("{")), None) if op else None


def _takes_array(spec: NormalizedSpec, op: Operation) -> bool:
    media = next(iter(op.request_body.content.values()), None) if op.request_body else None
    return bool(media and media.schema_ is not None and resolve(spec, media.schema_)[0].kind == "array")


def required_said(spec: NormalizedSpec, op: Operation, text: str) -> str | None:
    """ "do I have to send a species when adding a pet?": Yes where the field (or parameter) the
    question names is required, No where it is optional — then all the operation takes."""
    media = next(iter(op.request_body.content.values()), None) if op.request_body else None
    schema = resolve(spec, media.schema_)[0] if media is not None and media.schema_ is not None else None
    required = set(schema.required or []) if schema is not None else set()
    names = list(schema.properties or {}) if schema is not None else []
    names += [p.name for p in op.parameters if p.location != "header"]
    required |= {p.name for p in op.parameters if p.required}
    said = set(words(text)) - set(words(op.resource or ""))
    named = [n for n in names if (w := set(words(n))) and w <= said and not w <= _ASKING]
    if not named:
        return None
    name = max(named, key=lambda n: len(words(n)))
    if name in required:
        return f"Yes: `{name}` is required by {cite(op)}. " + inputs(spec, op)
    return f"No: `{name}` is optional for {cite(op)}. " + inputs(spec, op)
