"""The nouns of a chat question: which resource or named type it is about (the longest name said,
the head noun, the one a verb acts on, a nested resource whose parent is said too), and whether a
resource is said in the plural. Split from chat.py, which answers with them."""

from __future__ import annotations

import re

from copilot_cli.assist.chat_asks import named_operation
from copilot_cli.assist.chat_senses import SENSES
from copilot_cli.assist.chat_words import verb_objects
from copilot_cli.assist.vocabulary import contains, singular, words
from copilot_cli.spec.model import NormalizedSpec

_ALIASES: dict[int, tuple[NormalizedSpec, list[tuple[list[str], str | None, str | None]]]] = {}


def _aliases(spec: NormalizedSpec) -> list[tuple[list[str], str | None, str | None]]:
    """(words, type name, resource name) for every resource and named type, once per spec."""
    hit = _ALIASES.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    out = []
    for res in spec.resources:
        for alias in (words(res.label), words(res.name.split(".")[-1]), words(res.name), words(res.type_name or "")):
            if alias:
                out.append((alias, res.type_name, res.name))
    out += [(words(name), name, None) for name in spec.types if words(name)]
    if len(_ALIASES) > 8:
        _ALIASES.clear()
    _ALIASES[id(spec)] = (spec, out)
    return out


def find_type(spec: NormalizedSpec, said: list[str]) -> tuple[str | None, str | None]:
    """(type name, resource name) the words name: the longest resource or type name said."""
    # "the API" is the one asked about, not a resource named so (Kinto's `api`)
    said = [w for i, w in enumerate(said) if not (w == "api" and i and said[i - 1] in ("the", "this", "your"))]
    n = len(said)
    said = said + [a + b for a, b in zip(said, said[1:], strict=False)]  # "invoice item" names `invoiceitems`
    present = set(said)
    hits = [(a, t, r, at) for a, t, r in _aliases(spec) if a[0] in present and (at := contains(said, a)) >= 0]
    starts = {at for _, _, _, at in hits}
    objects = verb_objects(said[:n])
    best: tuple[tuple[int, bool, bool, bool, bool, bool], str | None, str | None] = (
        (0, False, False, False, False, False),
        None,
        None,
    )
    for alias, type_name, res_name, at in hits:
        # of two as long, a nested resource whose parent is said too ("the groups of a bucket",
        # "the records of a collection")
        parent = res_name.rsplit(".", 1)[0] if res_name and "." in res_name else None
        nested = bool(parent and set(words(parent.split(".")[-1])) <= present - set(alias))
        # of two as long, the head noun, not one naming it ("my account balance" asks the balance)
        head = at + len(alias) not in starts
        # of two as long, the type named so (Stripe's `refund`, not a fee's refunds typed `fee_refund`)
        # else the top-level one: "list refunds" is Stripe's /v1/refunds, not a charge's
        top = not (parent and spec.resource(parent) is not None)
        # of two else alike, the one a verb acts on ("record a payment against an invoice": the payment)
        rank = (len(alias) + (at >= n), nested, head or at >= n, top, words(type_name or "") == alias, at in objects)
        if rank > best[0]:
            best = (rank, type_name, res_name)
    return best[1], best[2]


def resource_said(spec: NormalizedSpec, text: str):
    named = named_operation(spec, text)  # "does the allFilms query support paging?": Film's
    if named is not None and named.resource and (res := spec.resource(named.resource)) is not None:
        return res
    # "the container list": its resource, not a `Limit` said later; "the manual journals list" is
    # Manual Journals, not Journals (the longest name said before "list")
    listed = re.search(r"\b((?:\w+ ){0,2}\w+) list\b", text)
    if listed and (res_name := find_type(spec, words(listed.group(1)))[1]):
        return spec.resource(res_name)
    type_name, res_name = find_type(spec, words(text))
    if res_name:
        return spec.resource(res_name)
    # the type's own resource: Docker's `Network` is what its networks list (typed NetworkInspect) returns
    said = words(type_name or "")
    return next(
        (
            r
            for r in spec.resources
            if said and r.operations.list and said in (words(r.type_name or ""), words(r.label))
        ),
        None,
    )


def listed(spec: NormalizedSpec, text: str):
    """The resource a question on a list's parameters names: not what it is listed by ("filter
    disputes by charge"), nor a type named like what is asked of the list (Docker's `Limit` in
    "can I limit how many containers come back?")."""
    text = re.sub(r"\bby (its |their |the )?\w+", " ", text)
    return resource_said(spec, _LIST_ASKS.sub(" ", text)) or resource_said(spec, text)


_LIST_ASKS = re.compile(r"\b(limit|sort|order|filter|search|page|cap)\w*")


def said_plural(text: str, res) -> bool:
    """The resource said in the plural ("the attachments"), not after "one" or "a" ("one species")."""
    last = (words(res.label) or [""])[-1]
    said = re.findall(r"[a-z]+", text)
    return any(
        w != singular(w) and singular(w) == last and (i == 0 or said[i - 1] not in _ONE) for i, w in enumerate(said)
    )


_ONE = frozenset(("a", "an", "one", "single", "this", "that", "each", "specific", "particular"))


def names_something(spec: NormalizedSpec, text: str) -> bool:
    """The text names one of the API's resources or types (a question that stands on its own)."""
    type_name, res_name = find_type(spec, words(text))
    return bool(type_name or res_name)


def in_its_words(spec: NormalizedSpec, text: str) -> str:
    """Things said in everyday words as this API names them: "a server's roles" are a guild's where
    the API has guilds and no servers. Only a noun said as things or as an owner (plural or
    possessive): "the server" alone is the one answering."""
    names = {w for alias, _, _ in _aliases(spec) for w in alias}

    def swap(m: re.Match) -> str:
        word, tail = m.group(1), m.group(2)
        alt = next((a for a in SENSES.get(word, ()) if a in names), None)
        if alt is None or word in names:
            return m.group(0)
        return alt + ("'s" if "'" in tail else "" if singular(alt) != alt else "s")

    keys = "|".join(sorted(map(re.escape, SENSES), key=len, reverse=True))
    return re.sub(rf"\b({keys})('s|s'|s)(?!\w)", swap, text)


def page_named(spec: NormalizedSpec, text: str) -> bool:
    """ "which query returns a single page?" asks the API's Page (Shopify's `page`), not paging."""
    return bool(re.search(r"\b(a|one|single|specific|particular|each|the) pages?\b", text)) and any(
        words(r.label) == ["page"] for r in spec.resources
    )


def top_level(spec: NormalizedSpec, res, verb: str):
    """The verb's operation on the top-level collection of the same name, where a nested one has
    none: a file's tasks are listed under the file and made at Box's POST /tasks."""
    if "." not in res.name:
        return None
    for other in spec.resources:
        if other is not res and "." not in other.name and words(other.label) == words(res.label):
            op = spec.operation(getattr(other.operations, verb, None) or "")
            if op is not None:
                return op
    return None
