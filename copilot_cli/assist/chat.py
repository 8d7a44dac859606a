"""chat, offline: answers from what we know — the supported inputs, the loaded API (from the
tab's spec: operations and types, cited by id and path), how to customize — and a helpful
default. Suggestions follow the context flags (no spec yet / spec / interface)."""

from __future__ import annotations

import re
from collections.abc import Callable

from copilot_cli.assist.chat_asks import (
    AUTH,
    OP_FRAME,
    PARAMS,
    SAYS_WHAT,
    flipped,
    makes_credential,
    named_operation,
    of_an_operation,
    operation_cited,
    without_auth,
    without_params,
)
from copilot_cli.assist.chat_contents import inside
from copilot_cli.assist.chat_facts import (
    _cursor,
    _fields_of,
    _needs,
    _none_does,
    _parameters,
    field_fact,
    has_field,
    returns,
)
from copilot_cli.assist.chat_follow import follow_up_in_full
from copilot_cli.assist.chat_inputs import asks_inputs, what_to_send
from copilot_cli.assist.chat_lists import listing, paging_of, reading
from copilot_cli.assist.chat_lookups import backward_paging, by_any_id, emptied, projection
from copilot_cli.assist.chat_match import answer_best, says_more
from copilot_cli.assist.chat_nouns import (
    find_type,
    in_its_words,
    listed,
    names_something,
    page_named,
    resource_said,
    said_plural,
    top_level,
)
from copilot_cli.assist.chat_replies import (
    FORMATS,
    NO_SPEC,
    closest_operations,
    default_reply,
    how_to_customize,
    suggestions,
)
from copilot_cli.assist.chat_words import (
    YES_NO,
    action_of,
    fragment,
    main_clause,
    normalize,
    stems,
    yes_first,
)
from copilot_cli.assist.list_questions import MANY, list_parameters, many_at_once, required_said
from copilot_cli.assist.operation_words import (
    ROLE_OF,
    asks_for_one,
    best_operation,
    cite,
    is_about,
    said_in_full,
    said_verb,
    with_params,
)
from copilot_cli.assist.plan_answers import answer_from_plan
from copilot_cli.assist.sessions import Session
from copilot_cli.assist.vocabulary import PHRASAL, singular, words
from copilot_cli.spec.model import NormalizedSpec

Search = Callable[[NormalizedSpec, str], list[str]]  # (spec, question) → operation ids, best first


def answer(
    message: str, has_spec: bool, has_interface: bool, session: Session | None, search: Search | None = None
) -> tuple[str, list[str]]:
    if session is not None and session.spec is not None and session.history:
        message = follow_up_in_full(message, session.history, session.spec, resource_said)  # a follow-up only
    text = " ".join(message.lower().split())
    reply, tips = _answer(normalize(text), message, has_spec, has_interface, session, search)
    # "can I create an account?": Yes, and the operation; a No says so itself
    return (yes_first(text, reply) if session is not None and session.spec is not None else reply), tips


def _answer(
    text: str, message: str, has_spec: bool, has_interface: bool, session: Session | None, search: Search | None
) -> tuple[str, list[str]]:
    spec = session.spec if session is not None else None
    text = in_its_words(spec, text) if spec is not None else text  # "a server's roles": a guild's
    tips = suggestions(has_spec, has_interface, session)
    providing = re.search(r"\b(support(ed)?|upload|paste|url|inputs?|accept|load|provide)\b", text)
    # with a spec loaded, "the server's api spec" is one of its operations, not a question on formats
    about_inputs = re.search(r"\b(formats?|openapi|swagger|graphql)\b", text) or (
        (spec is None or providing) and re.search(r"\b(specs?|specifications?|schemas?)\b", text)
    )
    about_inputs = about_inputs or (spec is None and providing)
    if about_inputs and not re.search(r"\b(endpoint|field|paginat|operation)\w*", text):
        return FORMATS, list(NO_SPEC)  # the seed's answer: these are about providing a spec
    if spec is not None and not HOW_TO.search(text):
        # "how do I sort the records of a collection?" asks the API (its `_sort`), not the interface
        # "filter disputes by charge": the disputes, not a charge's dispute
        # "how do I limit which fields come back?" picks fields (`_fields`), not the page size (`_limit`)
        reply = projection(spec, text, resource_said(spec, text))
        reply = reply or list_parameters(text, spec, listed(spec, text))
        if reply is None and AUTH.search(text) and of_an_operation(text) and not makes_credential(text):
            reply = _auth_of(spec, text, message, search)  # "do I need an api key to see the inventory?"
        if reply is None and asks_inputs(text):  # "what goes in a new Order?"
            reply = what_to_send(spec, text, message, search, resource_said, said_plural)
        if reply:
            return reply, tips
    helps = CUSTOMIZE_HELP.search(text)
    # "how do I modify a user?" asks the API when a user is one of its resources
    if helps and not (spec is not None and helps.group(0) in _API_TOO and names_something(spec, text)):
        return how_to_customize(), tips
    if spec is not None:
        reply = _about_api(text, spec)
        if (
            reply is None
            and (QUESTION.search(text) or YES_NO.search(text) or fragment(text))
            and not HOW_TO.search(text)
        ):
            reply = answer_best(spec, text)  # every operation scored by the question's words
        if reply is None and search is not None and QUESTION.search(text) and not HOW_TO.search(text):
            reply = closest_operations(spec, search(spec, PHRASAL.sub(r"\1\2", message)))
        if reply:
            return reply, tips
    elif session is not None and session.plan is not None and (reply := answer_from_plan(message, session.plan)):
        return reply, tips  # no spec in this tab, but the interface's plan names its operations
    elif re.search(r"\b(endpoints?|operations?|fields?|paginat\w*|auth\w*)\b", text):
        if has_spec:
            return (
                "I can't see this tab's spec yet: it reaches me with generate or customize. Generate the interface "
                "(or send a customize request) and ask again."
            ), tips
        return (
            "I don't have an API loaded in this tab yet. Load a spec (file, URL or paste) and I can tell you "
            "which endpoints it has, what fields its types have and how its lists paginate."
        ), list(NO_SPEC)
    if spec is not None and QUESTION.search(text):
        examples = ", ".join(f"'{r.label.lower()}'" for r in spec.resources[:3])
        return (
            f"I found nothing in {spec.source.title} that answers that. Ask about a resource or type by name "
            f"({examples or 'a type name'}): which endpoint creates it, what fields it has, whether it paginates."
        ), tips
    return default_reply(has_spec, has_interface), tips


# a question said as a wish ("need to inspect a secret")
INTENT = r"i want to|i'd like to|i would like to|i need to|need to|want to|trying to|show me|tell me|help me|explain"
QUESTION = re.compile(  # or anything asked with a question mark ("films query?")
    rf"\b(which|what|how|where|endpoint|operation|api|call|can i|do i|is there|is it possible|let me|able to|{INTENT})\b"
    r"|\?\s*$"
    # a request said without a question word ("the query for one species, please")
    r"|\b(quer(y|ies)|mutations?|requests?|routes?) (for|to)\b"
)
# what can be asked, known or read about a thing is its fields
KNOWN_ABOUT = re.compile(
    r"\bwhat (can|could|may|do|does|will) (i|we|you|one|it) (ask|query|request|get|see|find out|learn|know|fetch|select"
    r"|read|tell|say)( me| us)?( for)? (about|on) (an?|the|each|one|any|my)\b"
    r"|\bwhat (info|information|data|details)( is there| do you have| can i get| is available)? (about|on) (an?|the|each)\b"
)
_API_TOO = ("tweak", "adjust", "modify")  # customize words that ask the API when they name its resource
CUSTOMIZE_HELP = re.compile(
    r"\b(customi[sz]\w*|reshape|tweak|adjust|modify)\b|\bchange (the|this|my) (ui|interface|look|table|layout|app)\b"
    r"|\bhow (do|can) i\b.*\b(filters?|search bar|columns?|sort\w*|themes?|layout|buttons?|dark mode|page size|labels?|titles?)\b"
)
HOW_TO = re.compile(r"\b(customi[sz]e|the interface|the ui|this ui|the table|the form)\b")


def _auth_of(spec: NormalizedSpec, text: str, message: str, search: Search | None) -> str | None:
    """Whether the operation the rest of the question asks for needs credentials, and which."""
    rest = without_auth(text)
    reply = _about_api(rest, spec) or answer_best(spec, rest)
    if reply is None and search is not None:
        reply = closest_operations(spec, search(spec, without_auth(PHRASAL.sub(r"\1\2", message.lower()))))
    op = named_operation(spec, text) or operation_cited(spec, reply)
    return flipped(text, _needs(spec, op)) if op is not None else None


def _about_api(text: str, spec: NormalizedSpec) -> str | None:
    said = words(text)
    kinds = re.search(  # the kinds of operation a GraphQL API has, asked as such ("are there mutations?")
        r"^\W*(are there|does (it|the api|this api|the schema) (have|support|expose)|can i (run|use|send))"
        r"( any)? (?P<kind>mutation|subscription|querie)s\W*$",
        text,
    )
    if kinds and any(o.kind != "http" for o in spec.operations):
        kind = "query" if kinds["kind"] == "querie" else kinds["kind"]
        ops = [o for o in spec.operations if o.kind == kind]  # "are there mutations?" of a GraphQL API
        if not ops:
            return f"No: {spec.source.title} has no {kind} operations; its {len(spec.operations)} are " + (
                ", ".join(sorted({o.kind for o in spec.operations})) + "."
            )
        return f"Yes: {spec.source.title} has {len(ops)}, for example " + ", ".join(cite(o) for o in ops[:5]) + "."
    if (reply := inside(spec, text)) is not None:
        return reply  # "what's in the trash?": the list nested under it, not its fields
    if (reply := by_any_id(spec, text) or projection(spec, text, resource_said(spec, text))) is not None:
        return reply  # "is there a generic lookup by id?", "can I ask for only some fields of a record?"
    if (named_type := find_type(spec, said)[0]) and (fact := field_fact(spec, named_type, text)):
        return fact  # "what values can a pet's status take?"
    if named_type and KNOWN_ABOUT.search(text):
        return _fields_of(spec, named_type)  # "what can I find out about a planet?": not its read
    at = named_operation(spec, text)
    if at is not None and SAYS_WHAT.search(text) and not re.search(r"\b(param\w*|arguments?|inputs?)\b", text):
        return returns(spec, at)  # "what does POST /pets do?", "what does getPet return?"
    if re.search(r"\b(param\w*|arguments?|args|options|inputs?|takes?|accepts?)\b", text):
        if (named := named_operation(spec, text)) is not None:  # "what parameters does listOwners take?"
            if YES_NO.search(text) and (reply := required_said(spec, named, text)):
                return "Yes: " + reply.split(": ", 1)[1]  # "does get_records take a _limit?": it does
            return _parameters(named, spec)
        if PARAMS.search(text) and (rest := without_params(text)) != text:
            # "what options does removing a container take?": the operation asked, all it takes
            op = operation_cited(spec, _about_api(rest, spec) or answer_best(spec, rest))
            if op is not None:
                return _parameters(op, spec)
    type_name, res_name = find_type(spec, said)
    if re.search(r"\bpaginat\w*|\bpag(e|es|ed|ing)\b|\bcursors?\b", text) and not page_named(spec, text):
        res = resource_said(spec, text)
        if res is None:
            paged = [r.label for r in spec.resources if r.pagination.style != "none"][:8]
            if paged:
                return f"Lists that paginate: {', '.join(paged)}."
            return "No: I found no paginated lists in this API; each list returns everything in one response."
        p, listed = res.pagination, listing(spec, res)
        if listed is not None and listed.id != res.operations.list and (reply := paging_of(listed)):
            return reply  # Shopify's `products`, not the `productRecommendations` the model took
        if p.style == "none":
            return f"No: the list of {res.label.lower()} (`{res.operations.list}`) returns everything in one response."
        if re.search(r"\b(backwards?|previous|prev|reverse|go back|back ?wards?)\b", text):
            return backward_paging(spec, res)  # relay's `before` / `last`, Stripe's `ending_before`
        cursor, misread = _cursor(spec, res.operations.list, p.cursor_param)
        params = ", ".join(f"`{x}`" for x in (p.page_param, p.size_param, p.offset_param, cursor) if x)
        note = f" (`{misread}` is a filter on time, not the page cursor)" if misread else ""
        return f"Yes: {res.label} paginate {p.style}-style through {params} on `{res.operations.list}`{note}."
    if type_name and YES_NO.search(text) and (reply := has_field(spec, type_name, text)):
        return reply  # "does an owner have a phone number?"
    verb = said_verb(text)
    first, weak, _ = action_of(stems(main_clause(text)))
    if first is not None and first not in ROLE_OF and not weak:
        # "undelete a post I removed": the restore said first, not the state after it ("stop and
        # remove a container" still removes it)
        verb = said_verb(re.sub(r"\b\w{3,}ed\b", " ", text))
    asks_api = (
        YES_NO.search(text)
        or OP_FRAME.search(text)
        or fragment(text)
        or re.search(  # "can pets be deleted?" too
            r"\b(endpoint|operation|call|api|route|path|url|mutation|query|how|where|is there|can i|could i|is it possible"
            rf"|let me|able to|way to|allow|{INTENT})\b",
            text,
        )
    )
    if verb and asks_api and res_name:
        res = spec.resource(res_name)
        if verb == "get" and res is not None and (res.operations.list or MANY.search(text)) and said_plural(text, res):
            verb = "list"  # "gets the attachments of a contact" lists them; "fetch orders in bulk" too
        ops = [_role_op(spec, res, role, text) for role in ROLE_OF[verb]] if res else []
        found = [o for o in (spec.operation(o) for o in ops if o) if o is not None]
        best = best_operation(spec, said, verb, found)
        if best is not None and not found and res is not None and not is_about(best, res, said):
            best = None  # "update an owner" where owners have no update is not "use updatePet"
        picked = [best] if best is not None and best not in found else found
        if picked and (wider := says_more(spec, text, picked, verb)) is not None:
            best, found = wider, []  # "adds a photo to a pet": the pet's upload, not its create
        if res is not None and verb == "delete" and (reply := emptied(spec, text, res)):
            return reply  # "how do I empty a collection?": its records
        if res is not None and MANY.search(text) and (reply := many_at_once(spec, _all_of(spec, text, res), verb)):
            return reply  # "delete all pets at once?": one call for many, or no
        if picked and re.search(
            r"\b(auth|authenticat\w*|authori[sz]ation|credentials?|api ?key|token|logged in|sign(ed)? in)\b", text
        ):
            return _needs(spec, picked[0])  # "is the api key needed to list pets?"
        if best is not None and best not in found:
            summary = " — " + best.summary.strip().rstrip(".") if best.summary else ""
            return f"Use {cite(best)}{with_params(best, said)}{summary}."
        if found and res is not None:
            cited = " or ".join(cite(o) + with_params(o, said) for o in found)
            return f"To {verb} {res.label.lower()}, use {cited}."
        if res is not None and (top := top_level(spec, res, verb)) is not None:
            return f"To {verb} {res.label.lower()}, use {cite(top)}."  # a file's task is made at /tasks
        if res is not None and not _owns_another(spec, res, text):
            return _none_does(spec, res, verb)
    has = re.search(r"\bwhat (does|do) (an? |the |each )?[\w ]{1,30} (have|hold|store|carry)\s*\??$", text)
    if type_name and (
        has or re.search(r"\b(fields?|properties|attributes|columns?|schema|shape|look like|contain)\b", text)
    ):
        return _fields_of(spec, type_name)
    if re.search(r"\b(auth|authenticat\w*|authori[sz]ation|credentials?|api key|token|login)\b", text) and not (
        makes_credential(text) and (said_in_full(spec, said) or answer_best(spec, text))
    ):
        schemes = [
            f"{s.name} ({s.type}{' ' + s.scheme if s.scheme else ''}"
            f"{' in the ' + s.location + ' ' + repr(s.param_name) if s.location and s.param_name else ''})"
            for s in spec.auth.schemes.values()
        ]
        if schemes:
            return "The API declares " + ", ".join(schemes) + "."
        # "do I need a token to query films?" is a No where nothing is declared
        asked = re.search(r"\b(need|needs|needed|require\w*|must|have to)\b|^\W*(do|does|is|are|will)\b", text)
        return ("No — the API" if asked else "The API") + " declares no authentication."
    if re.search(r"\b(endpoints?|operations?|what can|how many)\b", text) and not asks_for_one(said, spec):
        n = len(spec.operations)
        sample = ", ".join(cite(o) for o in spec.operations[:5])
        return f"{spec.source.title} has {n} operation{'s' if n != 1 else ''} and {len(spec.resources)} resources; for example {sample}."
    if (named := said_in_full(spec, said)) is not None:
        return named
    if OP_FRAME.search(text):
        return None  # "what's the call for unpausing a container?" asks an operation, not the type
    if (res_name or type_name) and re.search(r"\b(what about|tell me about|what is|what's|what are|describe)\b", text):
        return _fields_of(spec, type_name) if type_name else None
    return None


def _owns_another(spec: NormalizedSpec, res, text: str) -> bool:
    """The resource is said only as the owner of what is asked, not one of its fields: "the shop's
    locations" (another query), not "a person's name"."""
    owned = re.search(rf"\b{re.escape(res.label.lower())}'s (\w+)", text)
    schema = spec.types.get(res.type_name or "")
    props = {singular(w) for n in ((schema.properties or {}) if schema is not None else {}) for w in words(n)}
    return owned is not None and singular(owned.group(1)) not in props


def _role_op(spec: NormalizedSpec, res, role: str, text: str) -> str | None:
    op = listing(spec, res) if role == "list" else reading(spec, res, text) if role == "get" else None
    return op.id if op is not None else getattr(res.operations, role)


def _all_of(spec: NormalizedSpec, text: str, res):
    """What "all …" names: "wipe all contacts from a contact group" is a group's contacts, not the
    groups the longer name would pick; else the resource said."""
    m = re.search(r"\b(?:all|every)(?: of)?(?: the| its| their)? ([a-z]+)", text)
    if m is None:
        return res
    noun, said = words(m.group(1)), set(words(text))
    named = [r for r in spec.resources if words(r.label) == noun]
    nested = [r for r in named if "." in r.name and set(words(r.name.rsplit(".", 1)[0].split(".")[-1])) <= said]
    return (nested or [r for r in named if r.name == res.name] or [res])[0]
