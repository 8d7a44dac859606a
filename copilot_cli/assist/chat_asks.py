"""What kind of thing a chat question asks, beyond its verb: an operation by its frame ("what's
the call / request / route / query for X" asks an operation, not X's fields), or whether one
operation needs credentials ("do I need an api key to see the inventory?": the inventory's read,
then its security) — and the operation an answer cites, to state a fact about it."""

from __future__ import annotations

import re

from copilot_cli.spec.model import NormalizedSpec, Operation

OP_FRAME = re.compile(
    r"\b(endpoints?|calls?|requests?|routes?|quer(y|ies)|mutations?|operations?|methods?|urls?|(best |right )?way)\b"
)
AUTH = re.compile(
    r"\b(auth|authenticat\w*|authori[sz]\w*|credentials?|api ?keys?|oauth\w*|bearer|logged in|signed in"
    r"|(access|auth|bearer|api) tokens?|log(ged)? in first|sign(ed)? in first"
    # logging in as a condition, not the operation asked ("is there an endpoint to log in?")
    r"|without (log|sign) in|(need|needs|require|requires|have|has|must)( me| us| you| one| them)? to (be )?(log|sign) in"
    r"|protected|secured|public|publicly|anonymous\w*|unauthenticated"
    # "do I need a key / a token to …?" says the credential in one word
    r"|(an?|any|the|my|some) (key|token|login)s?|login (is )?(required|needed|necessary)"
    # a credential said with what kind it is ("a bot token", "a personal key"), not a page's cursor
    r"|(an?|any|the|my|some) (?!page|next|cursor|continuation|pagination|sync|resume)\w+ (key|token)s?)\b"
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


def flipped(text: str, reply: str) -> str:
    """ "can I call listOwners without logging in?" is answered Yes where the operation needs nothing."""
    if not re.search(r"\b(without|public|publicly|anonymous\w*|unauthenticated)\b", text):
        return reply
    if reply.startswith("No"):
        return "Yes" + reply[2:]
    return "No" + reply[3:] if reply.startswith("Yes") else reply


PARAMS = re.compile(
    r"\b(what|which) (options|parameters|params|arguments|args|query parameters|flags)\b"
    r"|\b(params|parameters|arguments|args|options)\s*\??$"  # "containers list params?"
    r"|\bwhat (does|do|can|will) .*\b(accept|take)s?\b"  # "what does stopping a container accept?"
)
_PARAMS_FRAME = re.compile(
    r"\b(what|which) (options|parameters|params|arguments|args|query parameters|flags)\b"
    r"|\b(params|parameters|arguments|args|options)\s*\??$"
    r"|\b(do|does|can|could|will|should) (i|we|you)?\b|\b(takes?|accepts?|supports?|has|have|pass|give)\b"
)


def without_params(text: str) -> str:
    """ "what options does removing a container take?" → "removing a container?"."""
    return " ".join(_PARAMS_FRAME.sub(" ", text).split())


def without_auth(text: str) -> str:
    """ "do I need an api key to see the store inventory?" → "see the store inventory?"."""
    rest = _FRAME.sub(" ", AUTH.sub(" ", text))
    return " ".join(rest.split())


_CITED = re.compile(r"`([^`]+)` \(")


def operation_cited(spec: NormalizedSpec, reply: str | None) -> Operation | None:
    """The first operation a reply cites (`id` (METHOD path))."""
    for m in _CITED.finditer(reply or ""):
        if (op := spec.operation(m.group(1))) is not None:
            return op
    return None


_AT = re.compile(r"(?:\b(get|post|put|patch|delete|head)\s+)?(/[\w{}/.\-]*)", re.I)


def named_operation(spec: NormalizedSpec, text: str) -> Operation | None:
    """The operation the question names by its id ("can I call listOwners without logging in?") or
    by its path, with its method where several share it ("what does POST /v1/refunds do?")."""
    text = text.lower()
    by_id = next((op for op in spec.operations if re.search(rf"\b{re.escape(op.id.lower())}\b", text)), None)
    if by_id is not None:
        return by_id
    for method, path in _AT.findall(text):
        at = [op for op in spec.operations if (op.path or "").lower().rstrip("/") == path.rstrip("/?.,") and op.path]
        picked = [op for op in at if not method or (op.method or "").lower() == method.lower()]
        if picked:
            return next((op for op in picked if op.method == "GET"), picked[0])
    return None


SAYS_WHAT = re.compile(r"\bwhat (does|do|is|are)\b.*\b(do|for|return\w*|mean)\b|\bwhat('s| is) (it|that)\b")


_MAKES_CREDENTIAL = re.compile(
    r"\b(create|make|generate|issue|get|obtain|request|refresh|renew|rotate|revoke|delete|exchange)\w*\s+"
    r"(an?\s+|the\s+|my\s+|one\s+)?(new\s+)?(\w+\s+){0,2}(token|key|credential)s?\b"
)


def makes_credential(text: str) -> bool:
    """A credential is what the question acts on ("how do I create a customer access token?"),
    not a condition of another operation: it asks the operation that makes it."""
    return _MAKES_CREDENTIAL.search(text) is not None and not re.search(r"\b(need|require|without)\w*\b", text)
