"""Offline rules for renames, columns, detail views, sub-tables and action buttons."""

from __future__ import annotations

import difflib
import re

from copilot_cli.assist.apply import EditError
from copilot_cli.assist.intents import Request, rule
from copilot_cli.assist.intents_rules import STOP
from copilot_cli.assist.vocabulary import contains, lists_rows_of, words
from copilot_cli.ui import edits as E

RENAME = r"\b(rename|relabel|retitle|call|label|change the (?:label|name|heading|header|title) of|change)\b"


@rule(order=20)
def rename(req: Request):
    m = req.has(RENAME)
    if not m or not re.search(r"\b(to|as)\b|[\"“'‘]", req.text):
        return None
    new = req.new_name()
    if not new:
        return None
    head = re.split(r"\s+(?:to|as)\s+|[\"“'‘]", req.text[m.end() :], maxsplit=1)[0]
    target = words(head)
    if target and set(target) <= {"the", "title", "heading", "header"}:
        return None  # "change the title to Pet Shop Admin": the app's title (app_title's rule)
    # "… to Invoice no in the invoices table": the tail names where the column is, not the name
    tail = (
        None
        if req.quoted
        else re.search(r"\s+(?:in|on|of)\s+(?:the\s+)?(\w+(?:\s+\w+)?)\s+(table|list|form)\s*[.!]?$", new, re.I)
    )
    if tail:
        new = new[: tail.start()].strip()
        target = target + words(tail.group(1))
    if req.has(r"\b(app|application|interface|site|dashboard)\b") and not req.has(
        r"\b(column|field|button|page|section|table|tab)\b"
    ):
        return None  # the app title: app_title's rule
    kind = (
        "column"
        if req.has(r"\bcolumn|\bheader\b|\bheading\b") or (tail and tail.group(2).lower() in ("table", "list"))
        else "field"
        if req.has(r"\bfield\b|\binput\b|\bform\b") or tail
        else "action"
        if req.has(r"\bbutton\b|\baction\b")
        else None
    )
    target = [
        w
        for w in target
        # "the UrlRedirect page": the word is what is renamed, not Shopify's Page table
        if w not in ("the", "column", "field", "button", "header", "heading", "action", "label", "of", "name")
        and w not in ("page", "tab", "section", "screen")
    ] or target
    if kind is None:  # a resource page ("rename pets to Animals") or, failing that, a column
        # a table said after "on/in/for" is where the column is ("Amount off on coupons")
        found = req.vocab.resources_in(target)
        where = any(start > 0 and target[start - 1] in ("on", "in", "for", "from") for _, start, _ in found)
        named = [] if where else [rn for rn, _, _ in found]
        if named:
            # a page and a nested table of its name (Stripe's Subscriptions and a customer's): the page
            top = [rn for rn in named if "." not in rn.id and rn.label == named[0].label]
            return [E.SetLabel(target="resource", resource=(top or named)[0].id, label=new)]
        kind = "column"
    if kind == "action":
        return _rename_action(req, target, new)
    scope_words = list(target)
    hits = None
    if kind == "column":  # a list's column first: the Order's status field is no column to ask about
        try:
            hits = req.targets.pick(scope_words, f"rename that {kind} in", {"column"}, need_list=True)
        except EditError:
            hits = None
    if hits is None:
        hits = req.targets.pick(
            scope_words,
            f"rename that {kind} in",
            {"column", "detail"} if kind == "column" else {"field"},
            need_list=False,
        )
    return [E.SetLabel(target=kind, resource=rid, key=key, label=new) for rid, key in hits]  # type: ignore[arg-type]


def _rename_action(req: Request, target: list[str], new: str):
    for res in req.plan.resources:
        for a in res.actions + (res.detail.actions if res.detail else []):
            if contains(words(a.label), target) >= 0 or contains(words(a.operationId), target) >= 0:
                return [E.SetLabel(target="action", resource=res.id, key=a.operationId, label=new)]
    raise EditError(f"I could not find a '{' '.join(target)}' button.", [])


@rule(order=50)
def columns(req: Request):
    if not req.has(
        r"\bcolumns?\b|\b(hide|remove|drop|get rid of|don'?t show|show|add|display|include|move|put|reorder)\b"
    ):
        return None
    if req.has(r"\b(move|put|reorder|place|swap)\b") and req.has(
        r"\b(first|last|front|start|end|beginning|before|after|left|right)\b"
    ):
        return _move(req)
    if req.has(r"\b(hide|remove|drop|get rid of|don'?t show|no longer show|without)\b"):
        several = _several(req, r"\b(?:hide|remove|drop|get rid of)(?: the)?")
        if several:
            return [E.HideColumn(resource=rid, key=key) for rid, key in several]
        phrase = req.phrase_after(r"\b(?:hide|remove|drop|get rid of|show)(?: the)?", STOP + r"|\s+columns?\b")
        hits = req.targets.pick(_clean(phrase), "hide that column in", {"column", "detail", "property"})
        return [E.HideColumn(resource=rid, key=key) for rid, key in hits]
    if req.has(r"\bcolumns?\b") and req.has(r"\b(show|add|display|include|bring back)\b"):
        phrase = req.phrase_after(
            r"\b(?:show|add|display|include|bring back)(?: a| an| the)?", STOP + r"|\s+columns?\b"
        )
        hits = req.targets.pick(_clean(phrase), "add that column to", {"column", "detail", "property"})
        return [E.ShowColumn(resource=rid, key=key) for rid, key in hits]
    return None


@rule(order=58)
def shown_column(req: Request):
    """ "show the hyperdrive rating of starships in the list", "show quantity on hand in the items
    table", "show the amount refunded on charges": a column said without the word, read after the
    rules for sub-tables, detail views and buttons, and only when a column of that name exists."""
    m = req.has(r"^(?:please\s+)?(?:show|display|include|list)\s+(?:me\s+)?(?:the\s+|a\s+|an\s+)?(.+?)[.!]?$")
    if not m or req.has(
        r"\b(as|with|using|by|sort\w*|order\w*|filter\w*|search\w*|first|last|per|button|page|detail|details|sub-?tables?|form|fields?)\b"
    ):
        return None
    said = re.sub(r"\s+(?:in|on)\s+(?:the\s+|its\s+|their\s+)?(?:\w+\s+)?(?:list|table|grid)$", "", m.group(1))
    # "… on charges": the table is found among the prompt's words; the column is what is before
    said = re.sub(r"\s+(?:on|for|of|in)\s+(?:the\s+|all\s+)?\w+(?:\s+\w+)?$", "", said)
    try:
        hits = req.targets.pick(_clean(words(said)), "add that column to", {"column", "detail", "property"})
    except EditError:
        return None
    return [E.ShowColumn(resource=rid, key=key) for rid, key in hits]


def _several(req: Request, verb: str) -> list[tuple[str, str]] | None:
    """ "hide breed, species and status in pets": each column of a list said once, or None when
    the sentence names one column (or a part of the list names none: then it is one name with
    "and" in it, read by the single-column path)."""
    stop = STOP.replace("|so|and)", "|so)").replace("[,;!?]|", "[;!?]|")
    m = re.search(verb + r"\s+(.+?)(?:" + stop + r")", req.text)
    if not m or not re.search(r",|\band\b", m.group(1)):
        return None
    parts = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(1)) if p.strip()]
    if len(parts) < 2:
        return None
    out: list[tuple[str, str]] = []
    for part in parts:
        try:
            out += req.targets.pick(_clean(words(part)), "hide that column in", {"column", "detail", "property"})
        except EditError:
            return None
    return list(dict.fromkeys(out))


def _clean(phrase: list[str] | None) -> list[str] | None:
    if phrase is None:
        return None
    return [w for w in phrase if w not in ("column", "the", "a", "an")] or None


def _move(req: Request):
    if req.has(r"\b(pages?|menu|nav\w*|sidebar|tabs?)\b") and not req.has(r"\bcolumns?\b"):
        raise EditError(
            "The pages keep the API's order in the navigation: reordering them is not an edit I can make offline.",
            ["Use a top navigation bar", "Rename a page"],
        )
    phrase = req.phrase_after(r"\b(?:move|put|place)(?: the)?", r"\s+(?:column|first|last|to|before|after|at|on)\b|$")
    hits = req.targets.pick(_clean(phrase), "move that column in", {"column", "detail", "property"})
    out = []
    for rid, key in hits:
        res = req.plan.resource(rid)
        cols = [c.key for c in res.list_.columns] if res and res.list_ else []
        pos = 0 if req.has(r"\b(first|front|start|beginning|left ?most|left)\b") else -1  # "the far left"
        rel = re.search(r"\b(before|after)\s+(?:the\s+)?(.+?)(?:\s+column)?[.!]?$", req.text)
        if rel:
            other = req.targets.pick(words(rel.group(2)), "move that column in", {"column"})
            other_key = next((k for r, k in other if r == rid), None)
            if other_key in cols:
                without = [c for c in cols if c != key]
                pos = without.index(other_key) + (1 if rel.group(1) == "after" else 0)
        out.append(E.MoveColumn(resource=rid, key=key, position=pos))
    return out


@rule(order=54)
def detail_view(req: Request):
    if not req.has(r"\b(detail|details)\s*(view|page|panel|screen)?\b") or req.has(
        r"\b(table|list|sub-?table|related|button)\b.{0,40}\bdetail"
    ):
        return None
    if not req.has(r"\b(add|create|give|show|open|need|want|see|click|view|let)\b"):
        return None
    if req.has(r"\b(play\w*|listen\w*|stream\w*|download\w*|print\w*|e-?mail\w*)\b"):
        return None  # "play the track when I click it": something done with the item, not a view of it
    rid = req.targets.resource("add a detail view to", need_list=True)
    return [E.AddDetailView(resource=rid)]


@rule(order=52)
def sub_table(req: Request):
    if not req.has(r"\b(sub-?tables?|related|nested|child|children|detail|details)\b"):
        return None
    if not req.has(r"\b(show|add|list|display|include|table|see)\b"):
        return None
    named = req.vocab.resources_in(req.words)
    explicit = (
        bool(req.has(r"\b(sub-?tables?|related|nested|child|children)\b")) or len({rn.id for rn, _, _ in named}) >= 2
    )
    if not named:
        if not explicit:
            return None
        raise EditError("Say which related list to show, e.g. 'show the owner's pets in the owner detail view'.", [])
    for parent, child in ((p, c) for p in named for c in named if p[0].id != c[0].id):
        pres, cres = req.plan.resource(parent[0].id), req.plan.resource(child[0].id)
        if cres and pres and cres.parent == pres.id and cres.list_:
            return [E.AddSubTable(resource=pres.id, source=cres.id)]
    host = named[-1][0] if len(named) > 1 else named[0][0]
    ids = {rn.id for rn, _, _ in named}
    # of several resources the words name alike ("Messages"), the one another named resource nests under
    host = next(
        (rn for rn, _, _ in named if any(getattr(req.plan.resource(i), "parent", None) == rn.id for i in ids)), host
    )
    host = _host_said(req, named) or host
    rest = list(req.words)
    for _, start, n in named:
        rest[start : start + n] = ["\0"] * n
    # "in its detail view" says where, not what: "detail" is no field (a description's synonym)
    rest = ["\0" if w in ("detail", "view", "page", "panel", "screen") else w for w in rest]
    arrays = [fn for fn in req.vocab.resource(host.id).fields.values() if "property" in fn.kinds]
    hit = next((fn for fn, _, _ in req.vocab.fields_in(host, rest) if fn in arrays), None)
    if hit is None and len(named) > 1:
        # "the reactions in the message detail": a child with no list of its own in the API may
        # still be an array the host carries (Discord's message.reactions)
        said = ["\0" if w in ("detail", "view", "page", "panel", "screen") else w for w in req.words]
        hit = next((fn for fn, _, _ in req.vocab.fields_in(host, said) if fn in arrays), None)
    if hit is None:
        # a GraphQL connection named by what it connects: "each planet's films" is `filmConnection`
        others = [a for rn, _, _ in named if rn.id != host.id for a in rn.aliases]
        hit = next((fn for fn in arrays if contains(rest, _connects(fn.key)) >= 0 or _connects(fn.key) in others), None)
    if hit is None and req.spec is not None:
        # a list of another named resource's rows the host carries, named by its type, not its key
        # ("the people who live there" on a planet: `residentConnection` lists Person)
        others = [rn.id for rn, _, _ in named if rn.id != host.id]
        hit = next((fn for fn in arrays for o in others if lists_rows_of(req.spec, host.id, fn.key, o)), None)
    if hit is None and not explicit:
        return None
    if hit is None:
        kids = [r.label for r in req.plan.resources if r.parent == host.id and r.list_]
        others = [rn for rn, _, _ in named if rn.id != host.id and rn.label != host.label]
        unlisted = [rn.label for rn in others if getattr(req.plan.resource(rn.id), "parent", None) == host.id]
        labels = ", ".join(dict.fromkeys(rn.label for rn in others))
        if unlisted:
            why = f"{unlisted[0]} has no list of its own in the API"
        elif labels:
            why = f"{labels} {'is' if ',' not in labels else 'are'} not nested under {host.label} in the API"
        else:
            why = f"{host.label} has no related list like that"
        raise EditError(
            f"{why}, so there is no list to show in its detail view.",
            [f"Show {k} in the {host.label} detail view" for k in kids[:4]] or [f"Add a detail view to {host.label}"],
        )
    return [E.AddSubTable(resource=host.id, source=hit.key)]


def _connects(key: str) -> list[str]:
    """ "filmConnection" → ["film"]: what a connection property lists."""
    w = words(key)
    return w[:-1] if len(w) > 1 and w[-1] in ("connection", "edge") else w


def _host_said(req: Request, named) -> object | None:
    """Whose detail view: "each planet's films", "the films of a planet", "in the planet detail"."""
    for rn, _, _ in named:
        for alias in rn.aliases:
            a = r"\s+".join(map(re.escape, alias))
            if req.has(
                rf"\b{a}(?:'s|s')\s|\b(?:of|for|in)\s+(?:(?:each|every|a|an|the|one)\s+)?{a}s?\b(?!\s+(?:table|list))"
            ):
                return rn
    return None


_VERBS = {
    "delete": {"delete", "remove", "destroy", "erase"},
    "create": {"create", "add", "new", "make"},
    "update": {"update", "edit", "change", "modify"},
}
# "a download PDF button": the operation that gets it (Xero's getQuoteAsPdf, Stripe's GetQuotesQuotePdf)
_FETCH = {"download", "export", "fetch", "get", "retrieve"}
_METHODS = {"delete": {"DELETE"}, "create": {"POST", "PUT"}, "update": {"PUT", "PATCH", "POST"}}


def _does(op, verb: str, names: list[list[str]]) -> bool:
    """The operation does what the verb says: its words say so, or (REST) its method does."""
    if any(w in _VERBS[verb] for n in names[:2] for w in n):
        return True
    return (op.method or "").upper() in _METHODS[verb] and verb == "delete"


@rule(order=56)
def action_button(req: Request):
    if not req.has(r"\b(button|action)\b") or not req.has(r"\b(add|create|put|give|show|need|want)\b"):
        return None
    m = re.search(
        r"\b(?:button|action)\s+(?:to|for|that|which)?\s*(.+?)(?:\s+(?:on|in|to)\s+(?:the\s+)?(?:\w+\s+)?(?:detail|page|view|table)\b|[.!?]|$)",
        req.text,
    ) or re.search(r"\b(?:add|create|put)\s+(?:an?\s+)?(.+?)\s+(?:button|action)\b", req.text)
    want = [
        w
        for w in words(m.group(1) if m else req.text)
        if w not in ("a", "an", "the", "this", "that", "it", "button", "action")
    ]
    best, score = None, 0.0
    # the verb may come before "button" ("add a delete button for planets")
    before = re.search(r"\b(?:add|create|put|give|need|want)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:button|action)\b", req.text)
    if before and m and m.start(1) > before.end():  # "a pause button for containers": what it does is "pause"
        want = [
            w for w in words(before.group(1)) if w not in ("a", "an", "the", "new", "extra") and w not in want
        ] + want
    verb = next((v for v, said in _VERBS.items() if said & set(want)), None) or next(
        (v for v, said in _VERBS.items() if before and said & set(words(before.group(1)))), None
    )
    things = {w for r in req.plan.resources for w in words(r.label) + words(r.singular) + words(r.id)}
    doing = [w for w in want if w not in things and w not in ("to", "for", "of", "on", "in", "my", "one")]
    for op in req.plan.operations:
        names = [words(op.label), words(op.id), words(op.path or "")]
        if verb and not _does(op, verb, names):
            continue  # "a button to delete a film" is no button to list films
        if not verb and doing and not any(w in n or w in _FETCH and _FETCH & set(n) for n in names for w in doing):
            continue  # "a button to print a customer" is not the customers' create
        # the verb counts as said when the operation does it by another word ("create a pet" is
        # addPet's "add"), so what decides is the rest: "pet", not "create" of createUser
        said_verb = [w for w in want if verb and w in _VERBS[verb]]
        rest = [w for w in want if w not in said_verb]
        s = max((sum(1 for w in rest if w in n) for n in names), default=0) / max(1, len(want))
        s += len(said_verb) / max(1, len(want))
        s += 0.01 * difflib.SequenceMatcher(None, " ".join(want), " ".join(names[0])).ratio()
        if s > score:
            best, score = op, s
    if best is None or score < 0.5:
        close = difflib.get_close_matches(" ".join(want), [o.label for o in req.plan.operations], n=4, cutoff=0.3)
        raise EditError(
            f"The API has no operation that does '{' '.join(([verb] if verb and not set(want) & _VERBS[verb] else []) + want)}'.",
            [f"Add a button to {c}" for c in close],
        )
    rid = best.resource if best.resource and req.plan.resource(best.resource) else None
    if req.targets.named:
        # "a download PDF button to quotes": Xero's "Pdf" pages are named by the action's words,
        # the table it goes on is the other one said
        said = set(words(before.group(1))) if before else set()
        named = [rn for rn in req.targets.named if not set(words(rn.label)) <= said] or req.targets.named
        rid = named[0].id
    if rid is None:
        rid = req.targets.resource("add the button to")
    res = req.plan.resource(rid)
    item = bool(res and any("{" + p + "}" in (best.path or "") for p in res.itemParams))
    return [E.AddAction(resource=rid, operationId=best.id, scope="item" if item else "collection")]
