"""The rules chat answers "which operation does X?" by, shared by the spec's answerer (chat.py)
and the plan's (plan_answers.py, a tab with only `currentCode`): the verbs a question says, the
words that are the question's own, how an operation is cited and which of its parameters the
question names. Both answerers cite alike: `getPet` (GET /pets/{petId}), `film` (query film)."""

from __future__ import annotations

import re

from copilot_cli.assist.chat_senses import SENSES
from copilot_cli.assist.vocabulary import contains, words
from copilot_cli.spec.model import NormalizedSpec, Operation

VERBS = {
    "create": ("create", "add", "make", "new", "post", "register", "insert", "record (?:a|an|my|the)"),
    "delete": ("delete", "remove", "destroy", "erase", "wipe", "purge", "clear", "prune", "empty"),
    "update": ("update", "edit", "change", "modify", "patch", "replace", "rename"),
    "list": ("list", "all", "every", "browse", "fetch all", "get all"),
    "get": ("get", "read", "fetch", "retrieve", "return", "show", "find", "look up", "inspect"),
}
ROLE_OF = {
    "create": ("create",),
    "delete": ("delete",),
    "update": ("update", "patch"),
    "list": ("list",),
    "get": ("get",),
}

_WEAK = ("new",)  # "replace a pet with a full new version" updates: an adjective after another verb


def said_verb(text: str) -> str | None:
    """The verb the question says, the first of VERBS' order; a weak word only when none other is."""
    for weak in (False, True):
        for verb, ws in VERBS.items():
            if any(_as_verb(w, text) for w in ws if (w in _WEAK) == weak):
                return verb
    return None


# a verb's word after one of these is a noun: "fetch a single post", "all posts", "the new record"
_NOUN_AFTER = r"(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bmy )(?<!\bsingle )(?<!\bone )(?<!\ball )(?<!\beach )(?<!\bthis )"


def _as_verb(w: str, text: str) -> bool:
    return re.search(_NOUN_AFTER + _said(w), text) is not None


def _said(w: str) -> str:
    """The verb with its endings: a short word only with a verb's own ("adds", "added", "getting";
    "all" is not "allocates", "add" not "address")."""
    if len(w) <= 3:
        return rf"\b{w}(s|es|d|ed|ded|ing|ding|ting)?\b"
    return rf"\b{_stem(w)}\w*\b"


def _stem(w: str) -> str:
    """ "creat" for create: "creating" and "created" say it too."""
    return w[:-1] if w.endswith("e") and len(w) > 4 and " " not in w else w


_PHRASED = frozenset(w.split(" ")[0] for ws in VERBS.values() for w in ws if "(?:" in w)

FILLER = frozenset(  # through words(), so singular as the question's words are
    words(
        "how do i which what endpoint operation the a an of to is there can me my one api call use "
        "does by for in on with and or it query mutation route all some this that way id single specific particular"
    )
)
METHOD_OF = {"create": "POST", "delete": "DELETE", "update": "PUT", "list": "GET", "get": "GET"}


def asks_for_one(said: list[str], spec: NormalizedSpec) -> bool:
    """ "is there a heartbeat endpoint?", "which endpoint places an order?": words beyond the
    question's own that some operation's name has (the spec search answers those)."""
    rest = {w for w in said if w not in FILLER and w not in ("endpoint", "operation", "have", "ha", "api")}
    rest |= {v for w in rest for v in SENSES.get(w, ())}  # "a health check endpoint": Docker's ping
    return any(rest & set(words(o.id) + words(o.path or o.field or "")) for o in spec.operations)


_PLUMBING = frozenset(words("get post put patch delete v1 v2 v3 api id"))


def said_in_full(spec: NormalizedSpec, said: list[str]) -> str | None:
    """ "which endpoint emails an invoice?": the one operation whose own name holds every word
    the question says beyond its own (Xero's `emailInvoice`), where no verb the rules know is said."""
    rest = {w for w in said if w not in FILLER and w not in ("endpoint", "operation", "have", "ha", "api", "do", "i")}
    if len(rest) < 2:
        return None
    # and says nothing else: Stripe's subscription *schedule* cancel is not "cancel a subscription"
    ops = [o for o in spec.operations if rest == set(words(o.id) + words(o.path or o.field or "")) - _PLUMBING]
    if not 1 <= len(ops) <= 2:
        return None
    return (
        "Use " + " or ".join(cite(o) + (" — " + o.summary.strip().rstrip(".") if o.summary else "") for o in ops) + "."
    )


def fits(op: Operation, verb: str) -> bool:
    """The operation's method (REST) or kind (GraphQL) is the one the verb asks for."""
    if op.kind == "http":
        return op.method == METHOD_OF[verb]
    return op.kind == ("query" if verb in ("get", "list") else "mutation")


def best_operation(spec: NormalizedSpec, said: list[str], verb: str, role_ops: list[Operation]) -> Operation | None:
    """The operation whose own words (id, path, summary) say most of what the question says
    beyond its verb and resource: "find pets by status" is `findPetsByStatus`, not the pet's
    get; "the groups of a bucket" is the groups' list, not the buckets'. The resource's own
    operation for the verb wins ties."""
    verbs = set(VERBS[verb])
    # "record a payment": "record" is its verb, not a word an operation's name should say
    asked = {w for w in said if w not in FILLER and w not in verbs and w not in _PHRASED}
    joined = {a + b for a, b in zip(said, said[1:], strict=False) if a in asked and b in asked}  # `invoiceitems`
    best, best_score = None, 0.0
    after = (
        [w for w in said[said.index("by") + 1 :] if w not in ("it", "its", "their", "the", "a")] if "by" in said else []
    )
    by = after[0] if after else None
    for op in spec.operations:
        own = set(words(op.id)) | set(words(op.path or op.field or ""))
        summed = own | set(words(op.summary or ""))
        score = len(asked & own) + 0.5 * len(asked & (summed - own)) + len(joined & own)
        score -= 0.05 * len(own - asked - verbs - FILLER)  # of two that say it, the one saying less else
        fitting = fits(op, verb)
        if not (verbs & own or fitting or op in role_ops):
            continue  # a question about deleting is not answered by a list
        if op not in role_ops and not _may_do(op, verb, asked):
            continue
        score += 0.25 if op in role_ops else 0.0  # a tie-breaker, not a trump
        # its own name saying the verb counts over its method (Xero's PUT /Invoices creates,
        # POST /Invoices/{InvoiceID} updates); its name saying another verb counts against it
        score += 0.75 if verbs & own else 0.25 if fitting else 0.0
        score += 0.5 if verbs & own & set(said) else 0.0  # the verb said ("inspects": ImageInspect, not ImageGetAll)
        score += 0.75 if by and any(by in words(p.name) for p in op.parameters) else 0.0  # "by its id": getPetById
        score -= 0.5 if any(set(ws) & own for v, ws in VERBS.items() if v != verb and v != "list") else 0.0
        if score > best_score:
            best, best_score = op, score
    if best is not None and asked and not asked <= told(best):
        # "which endpoint removes unused images?": the resource's delete says nothing of "unused";
        # the one operation whose words say the verb and all the rest (ImagePrune, "Delete unused
        # images") is what is asked, whatever its method
        covering = [op for op in spec.operations if asked <= told(op) and verbs & told(op)]
        if len(covering) == 1:
            return covering[0]
    return best


def _may_do(op: Operation, verb: str, asked: set[str]) -> bool:
    """Whether the operation can be what the verb asks: not one named for another action
    (`createUsersWithListInput` does not list users), and for a list, a collection's read whose
    last segment names what is asked or which says it lists (GET /user/login does not)."""
    lead = next((v for v, ws in VERBS.items() if words(op.id)[:1] and words(op.id)[0] in ws), None)
    if lead and lead != verb and {lead, verb} != {"get", "list"}:
        return False
    if verb != "list" or op.kind != "http":
        return True
    segments = [s for s in (op.path or "").split("/") if s]
    if not segments or segments[-1].startswith("{"):
        return False  # an item's read is not a list
    return bool(set(words(segments[-1])) & asked) or bool(set(VERBS["list"]) & set(words(op.id)))


def told(op: Operation) -> set[str]:
    return set(words(op.id)) | set(words(op.path or op.field or "")) | set(words(op.summary or ""))


def is_about(op: Operation, res, said: list[str] | None = None) -> bool:
    """The operation is the resource's, or names it; with the question's words, and its path
    names nothing else unsaid: deleting a contact group's contacts is not deleting a contact."""
    if op.resource == res.name:
        return True
    if not set(words(res.label)) & set(words(op.id) + words(op.path or op.field or "")):
        return False
    root = next((s for s in (op.path or "").split("/") if s and not s.startswith("{")), "")
    return said is None or not set(words(root)) - set(said) - set(words(res.label)) - _PLUMBING


def cite(op) -> str:
    """`id` (METHOD path) for HTTP, `id` (kind field) for GraphQL; a spec Operation or a plan's."""
    gql = getattr(op, "graphql", None)
    field = getattr(op, "field", None) or (gql.field if gql is not None else None)
    where = f"{op.method} {op.path}" if op.kind == "http" else f"{op.kind} {field or op.id}"
    return f"`{op.id}` ({where})"


def with_params(op, said: list[str]) -> str:
    """ " with its `status` parameter" when the question names one ("list pets by status"): a
    query (or GraphQL variable) parameter, never a path or header one."""
    named = []
    for p in getattr(op, "parameters", None) or getattr(op, "params", []):
        where = getattr(p, "location", None) or getattr(p, "in_", None)
        if where in ("path", "header", "cookie") or not (w := words(p.name)):
            continue
        if contains(said, w) >= 0 and w[0] not in FILLER:
            named.append(p.name)
        elif "without" in said and len(w) == 1 and w[0][:2] == "no" and w[0][2:] in said:
            named.append(p.name)  # "build an image without a cache": its `nocache`
    if not named:
        return ""
    listed = " and ".join(f"`{n}`" for n in named[:3])
    return f" with its {listed} parameter{'s' if len(named) > 1 else ''}"
