"""Which operation a question asks for, by scoring every operation of the spec against the
question's words — for questions the resource rules of chat.py do not settle ("what halts a
container?", "which endpoint makes a new network?", "I authorised a charge; how do I capture
it?").

Each of the question's own words (stemmed, everyday nouns mapped: "stock" is inventory) counts
where the operation says it: in its id or path segments most, its summary less, its description
and tags least. The question's verb counts through its action class (chat_words.ACTIONS: "halt"
is stop, "erase" is delete): an operation named for the action (POST …/stop, `NetworkCreate`)
most, one whose summary says it less, one whose method fits (DELETE for delete) least; one named
for another action ("createUsersWithListInput" for a list) counts against. A nested operation
whose parent the question does not name counts less (Stripe's refunds, not a charge's), and a
list question is not answered by an item's read."""

from __future__ import annotations

import re

from copilot_cli.assist.chat_senses import SENSES
from copilot_cli.assist.chat_words import (
    ALL_VERB_STEMS,
    CLASS_STEMS,
    READS,
    STEM_CLASS,
    action_of,
    main_clause,
    stem,
    stems,
)
from copilot_cli.assist.operation_words import FILLER, cite, with_params
from copilot_cli.assist.vocabulary import singular, words
from copilot_cli.spec.model import NormalizedSpec, Operation

_PLUMBING = frozenset(stem(w) for w in ("v1", "v2", "v3", "api", "json", "id", "post", "put"))
_ASKING = "which what how do i can could is there endpoint operation call use way possible let me need want please"
_FILLER = frozenset(stem(w) for w in FILLER) | frozenset(
    stem(w) for w in f"{_ASKING} would like single one it now that tell request method route server".split(" ")
)
_METHODS = {"create": ("POST", "PUT"), "delete": ("DELETE",), "update": ("PUT", "PATCH", "POST"), "get": ("GET",)}
_METHODS["list"] = ("GET",)
MIN_SCORE = 1.5
SENSED = {stem(w): tuple(stem(v) for v in vs) for w, vs in SENSES.items()}
_UNNAMED_PARENT = 0.2  # a parent segment the question does not name
_UNSAID_LAST = 0.3


def _segments(op: Operation) -> list[str]:
    """The path's static segments (`/v1/charges/{charge}/refunds` → charges, refunds); a fragment
    naming one of several operations on one path is its last (Box's `/folders/{id}#add_shared_link`)."""
    parts = re.split(r"[/#]", op.path or "")
    return [s for s in parts if s and not s.startswith("{") and stem(s) not in _PLUMBING]


def _lead_class(op: Operation) -> str | None:
    """The action the operation's own name starts with (`createUsersWithListInput`: create)."""
    ws = stems(op.id)
    return STEM_CLASS[ws[0]][0] if ws and ws[0] in STEM_CLASS else None


def _fits(op: Operation, action: str) -> bool:
    if op.kind == "http":
        return op.method in _METHODS.get(action, ())
    return op.kind == ("query" if action in READS else "mutation") and action in _METHODS


def score(
    op: Operation,
    asked: list[str],
    action: str | None,
    weak: bool = False,
    verb: str | None = None,
    single: bool = False,
    by: str | None = None,
) -> float:
    name = set(stems(op.id)) | {w for s in _segments(op) for w in stems(s)} | set(stems(op.field or ""))
    if action == "delete":  # what undoes a thing names it: "lift a ban" is `unban_user_from_guild`
        name |= {w[2:] for w in name if w.startswith("un") and len(w) > 4}
    summary = set(stems(op.summary or ""))
    rest = set(stems(" ".join((op.description or "").split()[:60]))) | {w for t in op.tags for w in stems(t)}
    # a word counts where the operation says it or a word of its sense ("alive": `SystemPing`)
    hits = [max(_hit(v, name, summary, rest) for v in (w, *SENSED.get(w, ()))) for w in asked]
    if not any(h >= 0.6 for h in hits):
        return 0.0
    total = sum(hits)
    if action is not None:
        own = CLASS_STEMS[action]
        if action == "delete" and any("un" + w in name for w in asked):
            said_so = 1.5  # named for undoing the thing: `unban_user_from_guild` for "lift a ban"
        elif name & own and not _as_noun(op, name & own, verb, action):
            # the verb said (unpause, not start) over the class's own word (stop, not kill, for halt)
            said_so = 1.5 + (0.4 if verb in name else 0.2 if stem(action) in name else 0.0)
        elif _summary_lead(op) in own:
            # an id made of the method and path says nothing; the summary's first word is the name
            # ("Create folder" on Box's `post_folders`)
            said_so = 1.5 + (0.4 if verb == _summary_lead(op) else 0.0)
        elif summary & own:
            said_so = 1.0
        elif _fits(op, action):
            said_so = 0.6
        else:
            said_so = -0.5
        total += said_so / 2 if weak and said_so > 0 else said_so
        if verb and verb not in ALL_VERB_STEMS and _creates_into(op, verb):
            total += 1.0  # "refund a payment" makes a refund: POST /v1/refunds, whatever else names payments
        lead = _lead_class(op)
        if lead and lead != action and not (lead in READS and action in READS):
            total -= 1.5
        if action == "list" and op.kind == "http" and (op.path or "").endswith("}") and not name & own:
            total -= 1.0  # an item's read is not a list (one named a list is: reactions by emoji)
        if action == "get" and name & CLASS_STEMS["list"]:
            total -= 0.5  # nor is a list one item's read (`allPeople` for "a single person")
        elif single and op.kind == "http" and not (op.path or "").rstrip("/").endswith("}"):
            total -= 0.5  # "gives me one collection": /collections/{id}, not /collections
    said = set(asked) | {v for w in asked for v in SENSED.get(w, ())}  # a segment said by its sense is said
    if action == "get" and by and _ends_in(op, by):
        total += 1.0  # "look up an invite by its code": the read whose path ends in {code}
    segments = (op.path or "").rstrip("/").split("/")
    if len(segments) > 2 and segments[-2].startswith("{") and _ends_in_asked(op, said):
        # the action said is the one the path ends in (POST …/{id}/wait); more so where only a weak verb
        # says the action ("give an image another tag": ImageTag, not ImageGet)
        total += 1.0 if weak else 0.5
    if op.kind != "http":  # a GraphQL field's name is its one segment: gift card codes are not discount codes
        ws = set(stems(op.id)) - ALL_VERB_STEMS - _PLUMBING - _FILLER
        total -= 0.5 * len(ws - said) if ws & said else 0.0
    raw = (op.path or "").split("/")
    items = {a for a, b in zip(raw, raw[1:], strict=False) if b.startswith("{")}
    for i, seg in enumerate(_segments(op)):
        ws = set(stems(seg)) - ALL_VERB_STEMS - _PLUMBING - _FILLER  # "by" in AgedPayablesByContact says nothing
        if ws & said:  # a segment naming more than asked: a subscription *schedule*'s cancel
            total -= 0.5 * len(ws - said)
        elif i < len(_segments(op)) - 1:
            # a nested operation whose parent is not named: more where one of its items is the parent
            # (/v1/charges/{charge}/refund) than where it is a prefix (/user/login, /v1/terminal/…)
            total -= _UNNAMED_PARENT * (2 if seg in items else 1)
        elif i and ws:
            total -= _UNSAID_LAST  # nor what it ends in: the balance's history for "my balance"
    total -= 0.05 * len(name - said - ALL_VERB_STEMS - _PLUMBING)  # of two that say it, the one saying less else
    return total


def _summary_lead(op: Operation) -> str | None:
    """The verb a summary starts with ("Create folder": creat), where the id is only its method and
    path (`post_folders`), so that the summary is the operation's own name."""
    lead = stems(op.summary or "")[:1]
    method = (op.method or "").lower()
    return lead[0] if lead and op.kind == "http" and op.id.lower().startswith(method + "_") else None


def _hit(w: str, name: set[str], summary: set[str], rest: set[str]) -> float:
    return 1.0 if w in name else 0.6 if w in summary else 0.3 if w in rest else 0.0


def _ends_in_asked(op: Operation, said: set[str]) -> bool:
    """The path's last segment says only words asked, and one its parents do not, under a parent
    named: POST …/{id}/wait, /images/{name}/tag; not a customer's cash_balance for "my balance",
    an account's external_accounts for "my account", a terminal reader's refund_payment."""
    last = set(stems((op.path or "").rstrip("/").rsplit("/", 1)[-1]))
    parents = {w for seg in _segments(op)[:-1] for w in stems(seg)}
    named_parent = not parents or bool(parents & said)
    return bool(last) and last <= said | ALL_VERB_STEMS and bool((last & said) - parents) and named_parent


def _as_noun(op: Operation, matched: set[str], verb: str | None, action: str) -> bool:
    """The action's word is in the operation's name only as a plural noun, another than the verb
    said: Docker's GET …/changes lists a container's changes, it does not update the container."""
    last = next((seg for seg in reversed((op.path or "").split("/")) if seg and not seg.startswith("{")), "")
    return (
        op.kind == "http"
        and last.lower().endswith("s")
        and stem(words(last)[-1] if words(last) else "") in matched
        and verb not in matched
        and stem(action) not in matched
    )


def ranked(spec: NormalizedSpec, text: str) -> tuple[list[tuple[float, Operation]], str | None]:
    said = stems(text)
    action, weak, verb = action_of(stems(main_clause(text)))
    # "refund a payment"; "give a refund" too, where "give" is only a weak read
    if (action is None or (weak and verb in _LIGHT)) and (noun := _noun_as_verb(spec, text)) is not None:
        action, weak, verb = "create", False, noun  # "refund a payment": POST /v1/refunds
    elif action is None and _names_its_noun(spec, text):
        action, weak = "create", False  # "react to a message": add a reaction
    elif action is None and state_verb(spec, text):
        action, weak = "update", False  # "void an invoice" sets its status to VOIDED
    elif re.search(r"\bwho (has |have |had )?\w{3,}ed\b", text) and (action in (None, "get") or weak):
        action, weak = "list", False  # "see who reacted to a message": the list of those who did
    elif action == "get" and weak and (m := _WEAK_OF.search(text)) and singular(m.group(1)) != m.group(1):
        action = "list"  # "which endpoint gives the guilds I belong to?": things, a list
    # "one" as in "in one call" says nothing of reading one item
    if action is None and re.search(_ONE, text):
        action, weak = "get", False  # "is there a query for a single person?"
    # a filler word said as things listed ("the servers I'm in") names what its sense does (guilds)
    plural = {stem(singular(w)) for w in re.findall(r"[a-z]+", text) if singular(w) != w}
    asked = [
        w
        for w in dict.fromkeys(said)
        if (w not in _FILLER or (w in SENSED and (w in plural or w == "my")))
        and not (action and w in CLASS_STEMS[action])
    ]
    asked = _with_compounds(text, asked)
    single = action == "get" and re.search(_ONE, text) is not None
    by = m.group(1) if (m := _BY_KEY.search(text)) else None
    scored = [(score(op, asked, action, weak, verb, single, by), op) for op in spec.operations]
    if action == "start" and not any(s > 0 and set(stems(op.id)) & CLASS_STEMS["start"] for s, op in scored):
        # nothing named for starting what is asked: starting a thread or a discussion makes one
        action = "create"
        scored = [(score(op, asked, action, weak, verb, single, by), op) for op in spec.operations]
    if (lead := _verb_said(text)) and lead not in ALL_VERB_STEMS and lead not in _GENERIC:
        # a verb no action class knows, said first by the operation's name or summary ("assign a
        # task": "Assign task"; "send a password reset email": "Sends a reset password email")
        scored = [(s + 1.0 if s > 0 and _leads_with(op, lead) else s, op) for s, op in scored]
    return sorted((s for s in scored if s[0] > 0), key=lambda s: -s[0]), action


_WEAK_OF = re.compile(
    r"\b(?:give|gives|show|shows|return|returns)\s+(?:me\s+|us\s+)?(?:the\s+|all\s+|my\s+)?([a-z]+)\b"
)
_ONE = r"\b(a single|a specific|a particular)\b|(?<!\bin )\bone\b"  # one item, not "in one call"
# verbs saying little: "leave a comment", "write a review", "post a comment" make one
_LIGHT = frozenset(stem(w) for w in ("send", "submit", "do", "perform", "initiate", "give", "leave", "write", "post"))
_VERB_AT = re.compile(
    r"\b(?:how (?:do|can|could|would|should|shall|to) (?:i |we |you |one )?|(?:i|we) (?:want|need|would like|'d like) to "
    r"|(?:way|ways) to |let me |can i |could i |help me )(\w+) (?:an?|the|my|one|this|that|some|our|their) "
)


# verbs that say how, not what: "check the daemon is alive" is no "Check auth configuration"
_GENERIC = frozenset(
    stem(w) for w in ["check", "verify", "test", "ensure", "confirm", "try", "use", "know", "tell", "have", "do", "be"]
)


def _verb_said(text: str) -> str | None:
    m = _VERB_AT.search(text)
    return (stems(m.group(1)) or [None])[0] if m else None


def _leads_with(op: Operation, verb: str) -> bool:
    summary = stems(op.summary or "")[:1]
    return summary == [verb] or summary == [verb + "s"] or stems(op.id)[:1] == [verb]


def _names_its_noun(spec: NormalizedSpec, text: str) -> bool:
    """The verb said, no class's, is a noun of the API's made from it ("react": a reaction), and no
    operation is named for the verb itself: doing it makes one (`add_my_message_reaction`)."""
    m = _VERB_SLOT.search(text)
    said = m.group(1) if m else ""
    if not said or stem(said) in ALL_VERB_STEMS or stem(said) in _GENERIC or len(said) < 4:
        return False
    names = [w for op in spec.operations for w in words(op.id)]
    derived = any(w.startswith(said) and len(w) > len(said) + 1 and stem(w) == stem(said) for w in names)
    return derived and not any(w == said for w in names)


_VERB_SLOT = re.compile(
    r"\b(?:how (?:do|can|could|would|should|to) (?:i |we |you |one )?|(?:i|we) (?:want|need|would like) to "
    r"|can (?:i|we) |could (?:i|we) |way to |let me )(\w+)\b"
)


def state_verb(spec: NormalizedSpec, text: str) -> bool:
    """The verb said is a state the noun after it takes (an enum value of its type's field): "void
    an invoice" sets Xero's Invoice `Status` to VOIDED, an update; "archive a contact", ARCHIVED."""
    m = _VERB_AT.search(text)
    verb = stems(m.group(1))[:1] if m else []
    noun = words(text[m.end() :])[:1] if m else []
    if not verb or not noun or verb[0] in ALL_VERB_STEMS or len(verb[0]) < 4:
        return False
    # every type the noun names (Xero's `Invoices` envelope and its `Invoice`)
    props = [p for n, t in spec.types.items() if words(n) == noun for p in (t.properties or {}).values()]
    return any(isinstance(v, str) and stem(v.lower()) == verb[0] for p in props for v in p.enum or [])


def _noun_as_verb(spec: NormalizedSpec, text: str) -> str | None:
    """The word said where the verb goes ("how do I refund a payment?", "charge a card") when it
    is no verb the rules know but names a collection the API creates into (POST /v1/refunds); a
    verb and its particle said as one noun too ("pay out money": /v1/payouts)."""
    phrasal = re.search(_VERB_SLOT.pattern + r"\s+(out|in|up|off|back|over)\b", text)
    if phrasal and any(_creates_into(op, stem(phrasal.group(1) + phrasal.group(2))) for op in spec.operations):
        return stem(phrasal.group(1) + phrasal.group(2))
    m = _VERB_AT.search(text)
    said = stems(m.group(1)) if m else []
    if m and said and said[0] in _LIGHT and (noun := stems(text[m.end() :])[:1]):
        # "send a payout" makes one; "send an invoice" is the invoice's send (PostInvoicesInvoiceSend)
        # (or says it does: Xero's emailInvoice "Sends a copy of a specific invoice … via email")
        named_for_both = any({said[0], noun[0]} <= set(stems(f"{op.id} {op.summary or ''}")) for op in spec.operations)
        said = [] if named_for_both else noun
    if len(said) != 1 or said[0] in ALL_VERB_STEMS or said[0] in _FILLER:
        return None
    nouns = (said[0], said[0] + "ment")  # "pay an invoice": /Payments
    return next((n for n in nouns if any(_creates_into(op, n) for op in spec.operations)), None)


def _creates_into(op: Operation, noun: str) -> bool:
    """A POST (or Xero's PUT) on a collection named by the noun (/v1/refunds for "refund")."""
    path = (op.path or "").rstrip("/")
    return (
        op.kind == "http"
        and op.method in ("POST", "PUT")
        and not path.endswith("}")
        and stems(path.rsplit("/", 1)[-1]) == [noun]
    )


def best(spec: NormalizedSpec, text: str) -> list[Operation]:
    """The operation (or two tied) the question asks for, or [] when none scores enough."""
    top, action = ranked(spec, text)
    if not top:
        return []
    weak = action_of(stems(main_clause(text)))[1]  # a weak verb ("gives me") says as little as none
    # without a verb, one operation named by the words ("an endpoint to log in": loginUser), clearly first
    rivals = [s for s, op in top[1:] if op.path is None or op.path != top[0][1].path]  # not HEAD /_ping's twin
    clear = (action is None or weak) and top[0][0] >= 0.7 and (not rivals or rivals[0] <= top[0][0] - 0.3)
    if top[0][0] < MIN_SCORE and not clear:
        return []
    picked = [op for s, op in top[:2] if s >= top[0][0] - 1e-6]
    twin = _top_level_twin(spec, picked[0])
    return picked + [twin] if twin is not None and twin not in picked else picked


def _top_level_twin(spec: NormalizedSpec, op: Operation) -> Operation | None:
    """The same operation on the top-level collection (a customer's subscription's cancel, and
    /v1/subscriptions/{id}'s): both answer when the question names the parent."""
    segments = _segments(op)
    if op.kind != "http" or len(segments) < 2:
        return None
    tail = (op.path or "").split("/" + segments[-1], 1)[-1]
    for other in spec.operations:
        same = other.method == op.method and other is not op and _segments(other) == segments[-1:]
        if same and (other.path or "").split("/" + segments[-1], 1)[-1].count("{") == tail.count("{"):
            return other
    return None


def answer_best(spec: NormalizedSpec, text: str) -> str | None:
    ops = best(spec, text)
    if not ops:
        return None
    said = words(text)  # "can I follow a container's logs?": its `follow` parameter, named
    summed = [
        cite(o) + with_params(o, said) + (" — " + o.summary.strip().rstrip(".") if o.summary else "") for o in ops
    ]
    return "Use " + " or ".join(summed) + "."


def says_more(spec: NormalizedSpec, text: str, picked: list[Operation], verb: str) -> Operation | None:
    """The best-scored operation when it tells more of the question's own words (id, path,
    summary) than the one the resource rules picked: "adds a photo to a pet" is the pet's image
    upload, not its create; "remove unused networks" is their prune."""
    top, action = ranked(spec, text)
    if not top or top[0][0] < MIN_SCORE or top[0][1] in picked:
        return None
    op = top[0][1]
    if not (_fits(op, verb) or set(stems(op.id)) & CLASS_STEMS[verb]):
        return None  # "record a payment" creates: not a payment's history read that says "records"
    # "my own user profile": the asker's own (`get_my_user`), not any user's; a preposition tells
    # nothing ("from the cart" in a gift card's summary)
    asked = {
        w
        for w in _with_compounds(text, stems(text))
        if (w not in _FILLER or w == "my") and w not in ALL_VERB_STEMS and w not in _PREPOSITIONS
    }
    first, theirs = _told_of(op, asked), _told_of(picked[0], asked)
    if (by := _BY_KEY.search(text)) and _ends_in(op, by.group(1)) and not _ends_in(picked[0], by.group(1)):
        return op  # "an invite by its code": the read of /invites/{code}, not of its target users
    return op if theirs < first else None


_BY_KEY = re.compile(r"\bby (?:its |their |the )?(\w+)\s*\??$")


def _ends_in(op: Operation, param: str) -> bool:
    return (op.path or "").endswith("{" + param + "}")


_PREPOSITIONS = frozenset(
    ("from", "to", "into", "onto", "of", "on", "in", "with", "for", "at", "by", "about", "against")
)


def _told_of(op: Operation, asked: set[str]) -> set[str]:
    """The words asked the operation tells, itself or by a word of its sense ("similar": recommendations)."""
    told = _told(op)
    return {w for w in asked if w in told or told & set(SENSED.get(w, ()))}


def _told(op: Operation) -> set[str]:
    return set(stems(op.id)) | {w for s in _segments(op) for w in stems(s)} | set(stems(op.summary or ""))


def _with_compounds(text: str, asked: list[str]) -> list[str]:
    """The words asked and each two of them run together: "invoice item" is Stripe's `invoiceitems`."""
    plain = [w for w in words(text) if stem(w) in asked]
    return asked + [stem(a + b) for a, b in zip(plain, plain[1:], strict=False)]
