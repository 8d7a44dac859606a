"""What kind of thing a chat question asks, beyond its verb: an operation by its frame ("what's
the call / request / route / query for X" asks an operation, not X's fields), or whether one
operation needs credentials ("do I need an api key to see the inventory?": the inventory's read,
then its security) — and the operation an answer cites, to state a fact about it."""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec, Operation

OP_FRAME = re.compile(r"\b(endpoints?|calls?|requests?|routes?|quer(y|ies)|mutations?|operations?|methods?|urls?)\b")
AUTH = re.compile(
    r"\b(auth|authenticat\w*|authori[sz]\w*|credentials?|api ?keys?|oauth\w*|bearer|logged in|signed in"
    r"|(access|auth|bearer|api) tokens?|log(ged)? in first|sign(ed)? in first)\b"
)
# the words of an auth question around what it asks of the operation
_FRAME = re.compile(
    r"\b(do|does|is|are|will) (i|we|you|it|one)? ?(need|needs|require|requires|required|have|has) (to )?"
    r"|\b(needed|required|necessary|mandatory|needs?|requires?|an?|any|some|my|first|be|to)\b"
)


def of_an_operation(text: str) -> bool:
    """An auth question about one action ("… to see the inventory?"), not the API's in general
    ("what authentication does the API use?")."""
    rest = set(without_auth(text).replace("?", " ").split()) - _ASKING
    return bool(rest) and not (rest <= {"api", "server", "service", "use", "uses", "support", "supports", "it"})


_ASKING = frozenset(
    re.findall(
        r"\w+",
        "what which how does do is are the this your its kind type types of can i we you scheme schemes method"
        " methods supported used required needed accepted",
    )
)


def without_auth(text: str) -> str:
    """ "do I need an api key to see the store inventory?" → "see the store inventory?"."""
    rest = _FRAME.sub(" ", AUTH.sub(" ", text))
    return " ".join(rest.split())


_CITED = re.compile(r"`([^`]+)` \(")


def cited(spec: NormalizedSpec, reply: str | None) -> Operation | None:
    """The first operation a reply cites (`id` (METHOD path))."""
    for m in _CITED.finditer(reply or ""):
        if (op := spec.operation(m.group(1))) is not None:
            return op
    return None
