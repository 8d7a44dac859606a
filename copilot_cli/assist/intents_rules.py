"""The offline rules of intents.py, in the order they are tried (most specific first)."""

from __future__ import annotations

import re

from copilot_cli.assist.apply import EditError
from copilot_cli.assist.frames import MAGNITUDE, RECENCY, semantic_column
from copilot_cli.assist.intents import Request, rule
from copilot_cli.assist.vocabulary import contains, words
from copilot_cli.ui import edits as E

STOP = r"\s+(?:asc(?:ending)?|desc(?:ending)?|in|on|from|to|with|using|first|last|newest|oldest|latest|highest|lowest|biggest|smallest|largest|alphabetical\w*|column|field|please|a-z|z-a|so|and)\b|[,;!?]|\.(?!\w)|$"
ITEM = {"column", "detail", "property"}  # names of the items' fields (not form-only inputs)
FIELD_WORDS = r"\b(fields?|forms?|inputs?|required|mandatory|optional|read[- ]?only|editable|not editable)\b"


def _form_of(req: Request) -> str:
    if req.has(r"\b(create|new|add)\b.{0,20}\bform\b|\bcreation\b|\bwhen (?:creating|adding)\b"):
        return "create"
    if req.has(r"\b(edit|update)\b.{0,20}\bform\b|\bwhen editing\b"):
        return "edit"
    return "both"


@rule(order=32)
def page_size(req: Request):
    m = (
        req.has(
            r"\b(\d{1,3})\s*(?:[a-z]+\s+){0,3}?(?:rows?|items?|results?|records?|entries|lines|per page|at a time|a page|on each page)"
        )
        or req.has(r"\bpage size\s*(?:of|to|=|:)?\s*(\d{1,3})")
        or req.has(r"\bpaginate (?:by|at|with)\s*(\d{1,3})")
    )
    if not m:
        return None
    size = int(m.group(1))
    if not 1 <= size <= 500:
        raise EditError(
            f"A page of {size} rows is not possible; pick 1 to 500.", ["Show 20 rows per page", "Show 50 rows per page"]
        )
    unit = {"item", "row", "result", "record", "entry", "line", "page"}  # "100 items per page" names no table
    named = [
        rn
        for rn in req.targets.named
        if req.plan.resource(rn.id)
        and req.plan.resource(rn.id).list_
        and not any(len(a) == 1 and a[0] in unit for a in rn.aliases if contains(req.words, a) >= 0)
    ]
    return [E.SetPageSize(resource=rn.id, size=size) for rn in named] or [E.SetPageSize(size=size)]


_CURRENCIES = {
    "dollar": "USD",
    "usd": "USD",
    "$": "USD",
    "euro": "EUR",
    "eur": "EUR",
    "€": "EUR",
    "pound": "GBP",
    "gbp": "GBP",
    "£": "GBP",
    "yen": "JPY",
    "jpy": "JPY",
    "franc": "CHF",
    "chf": "CHF",
}


def _format(req: Request) -> E.ColumnFormat | None:
    # the style is said after "as"/"with"/"using": "currency rates as percent" is a percent
    parts = re.split(r"\bas\b", req.text)
    if len(parts) > 1:
        return _style(parts[-1], req.text) or _style(req.text, req.text)
    # "show the percent off column in the coupons table": a style word inside the column's name
    # is no style; the style is said after "in"/"with"/"using"
    tail = re.split(r"\b(?:in|with|using)\b", req.text)
    return _style(" ".join(tail[1:]), req.text) if len(tail) > 1 else _style(req.text, req.text)


def _style(t: str, whole: str) -> E.ColumnFormat | None:
    decimals = re.search(r"\b(\d)\s*decimal", whole)
    dec = (
        int(decimals.group(1))
        if decimals
        else (0 if re.search(r"\bno decimals?\b|\bwithout decimals\b", whole) else None)
    )
    if re.search(r"currenc|money|dollar|euro|pound|yen|franc|[$€£]|\b(usd|eur|gbp|jpy|chf)\b", t):
        code = next((c for k, c in _CURRENCIES.items() if k in t), "USD")
        return E.ColumnFormat(style="currency", currency=code, decimals=dec)
    if re.search(r"percent|percentage|%", t):
        return E.ColumnFormat(style="percent", decimals=dec)
    if re.search(r"\brelative\b|\bago\b|\bhow long ago\b|\bhuman(ized)? time", t):
        return E.ColumnFormat(style="relative")
    if re.search(r"\biso\b|yyyy-mm-dd|\b\d{4}-\d\d-\d\d\b", t):
        return E.ColumnFormat(style="iso")
    if re.search(r"\bcompact\b|\babbreviat|1\.2k|\bshort numbers", t):
        return E.ColumnFormat(style="compact")
    if re.search(r"whole numbers?|\bintegers?\b|\bno decimals?\b|\bround(ed)?\b", t):
        return E.ColumnFormat(style="integer")
    style = re.search(r"\b(short|medium|long|full)\b", t)
    # "… as a date": the style said after "as" alone is enough
    plain_date = t is not whole and re.match(r"\s*(?:an?\s+|plain\s+|real\s+|proper\s+|normal\s+)*dates?\b", t)
    if re.search(r"\bdates?\b|\btimes?\b|\bwith time\b|\bdate only\b|\bwithout (the )?time\b", t) and (
        style or "format" in t or "time" in t or plain_date
    ):
        kind = (
            "date"
            if re.search(r"date only|without (the )?time|\bshort dates?\b|\blong dates?\b|\bfull dates?\b", t)
            or not re.search(r"\btimes?\b", t)
            else "datetime"
        )
        return E.ColumnFormat(style=kind, dateStyle=style.group(1) if style else None)
    if dec is not None or re.search(r"thousands? separators?|\bnumbers?\b", t):
        return E.ColumnFormat(style="number", decimals=dec)
    return None


@rule(order=34)
def format_columns(req: Request):
    verb = req.has(r"\b(format|display|show|render|present|use)\b.*\b(as|in|with|using)\b|\bformat|\bdecimals?\b")
    # "image sizes as compact numbers": the verb left out, the column said before "as"
    bare = not verb and (
        req.has(r"^(?:the\s+)?(.+?)\s+as\s+(?:an?\s+)?\w")
        or req.has(r"^(?:the\s+)?(.+?)\s+in\s+(?:euros?|dollars?|pounds?|yen|francs?|usd|eur|gbp|percent)\b")
    )
    if not verb and (
        not bare or req.has(r"\b(sort|order|filter|search|rename|call|hide|remove|drop|get rid|move|put)\w*\b")
    ):
        return None
    fmt = _format(req)
    if fmt is None:
        return None
    phrase = (
        req.phrase_after(
            r"\b(?:format|display|show|render|present)(?: the| all| every)?", r"\s+(?:as|in|with|using)\b|$"
        )
        if verb
        else words(bare.group(1))
    )
    generic = not phrase or set(phrase) <= {
        "date",
        "time",
        "timestamp",
        "number",
        "amount",
        "value",
        "all",
        "every",
        "column",
        "the",
    }
    # "payments in dollars": the table said, its money columns meant
    generic = generic or req.targets.names_a_table(phrase)
    # "as currency" names the format, not Xero's Currencies table
    said_format = {"currency", "money", "dollar", "euro", "pound", "percent", "percentage", "number", "decimal"}
    req.targets.named = [
        rn
        for rn in req.targets.named
        if any(contains(req.words, a) >= 0 and not set(a) <= said_format for a in rn.aliases)
    ]
    if generic and phrase and req.targets.named:
        # "the amount": a column of the named table called so is that column, not every number
        own = [
            (rn.id, hit[0].key)
            for rn in req.targets.named
            if (
                hit := req.vocab.match_field(
                    rn, [w for w in phrase if w not in ("all", "every", "the")] or phrase, ITEM
                )
            )
            and hit[1] >= 0.95
        ]
        if own:
            return [E.FormatColumn(resource=rid, key=key, format=fmt) for rid, key in own]
    if generic:
        named = [rn.id for rn in req.targets.named]
        return [E.FormatColumn(resource=r, format=fmt) for r in named] or [E.FormatColumn(format=fmt)]
    try:
        hits = req.targets.pick(phrase, "format", ITEM, need_list=False, many=True)
    except EditError:
        if req.targets.named and set(phrase or []) & {"date", "time", "timestamp", "number", "amount"}:
            return [E.FormatColumn(resource=rn.id, format=fmt) for rn in req.targets.named]
        raise
    return [E.FormatColumn(resource=rid, key=key, format=fmt) for rid, key in hits]


@rule(order=40)
def field_state(req: Request):
    if not req.has(FIELD_WORDS):
        return None
    states = [
        (r"\bnot required\b|\boptional\b|\bnot mandatory\b", "optional"),
        (r"\brequired\b|\bmandatory\b|\bmust\b", "required"),
        (r"\bnot editable\b|\bnon-editable\b|\bread[- ]?only\b|\block(ed)?\b", "readonly"),
        (r"\beditable\b", "editable"),
        (r"\b(hide|remove|drop|don'?t show|hidden|get rid of)\b", "hidden"),
        (r"\b(show|unhide|bring back|visible|add back)\b", "visible"),
    ]
    state = next((s for pattern, s in states if req.has(pattern)), None)
    if state is None:
        return None
    if state in ("hidden", "visible") and not req.has(r"\b(fields?|forms?|inputs?)\b"):
        return None  # "hide the id" is about columns
    phrase = req.phrase_after(
        r"\b(?:make|mark|set|hide|remove|show|unhide|drop|lock)(?: the)?",
        STOP + r"|\s+(?:required|optional|read|editable|hidden|visible|mandatory)\b",
    )
    if phrase and req.has(r"\b(make|mark|set)\b"):
        phrase = [w for w in phrase if w not in ("field", "input")]
    said = {"readonly": "read-only", "hidden": "hide", "visible": "show"}.get(state, state)
    what = f"{said} that field in" if state in ("hidden", "visible") else f"make that field {said} in"
    hits = req.targets.pick(phrase, what, {"field"}, need_list=False)
    form = _form_of(req)
    return [E.SetFieldState(resource=rid, name=key, form=form, state=state) for rid, key in hits]  # type: ignore[arg-type]


@rule(order=60)
def sort(req: Request):
    if not req.has(r"\b(sort|sorted|order|ordered|arrange|rank)\b"):
        return None
    desc = bool(
        req.has(
            r"\bdesc(?:ending)?\b|\bnewest|\blatest|\bhighest|\bbiggest|\blargest|\bz-a|\breverse|\bmost recent|\bdecreasing|\btop\b"
        )
    )
    phrase = req.phrase_after(r"\b(?:by|on|using)(?: the| their| its)?", STOP)
    if phrase is None:
        phrase = req.phrase_after(r"\b(?:sort|order|arrange)(?: the)?", STOP)
    if req.targets.names_a_table(phrase):
        phrase = None  # "sort pets descending": the phrase was the table, not a field
    marker = next((w for w in phrase or [] if w in (RECENCY, MAGNITUDE)), None)
    if marker:
        return _sort_by_kind(req, marker, "desc" if desc else "asc", phrase or [])
    hits = req.targets.pick(phrase, "sort", ITEM)
    return [E.SortBy(resource=rid, key=key, direction="desc" if desc else "asc") for rid, key in hits]


# what phrasing.py writes beside a marker to say the kind of amount ("biggest": size; "fastest": time taken)
_KIND_WORDS = {"size", "diameter", "area", "duration", "time", "second", "took", "elapsed"}


def _sort_by_kind(req: Request, marker: str, direction: str, phrase: list[str]):
    """ "newest films first": the named table's date column ("biggest payouts first": its
    amount); with no table named, the one whose column the sentence names ("most recent members"
    is Owners' Member Since), else the tables that have one — asked when several do."""
    pool = [rn for rn in (req.targets.named or req.targets.resources(need_list=True)) if req.plan.resource(rn.id)]
    found = {rn.id: key for rn in pool if (key := semantic_column(req.plan, rn.id, marker, req.words))}
    if not found:
        # the words phrasing.py writes beside the marker ("size diameter area" for "biggest") say what
        # kind of amount, not a field's name
        rest = [w for w in phrase if w not in (RECENCY, MAGNITUDE, *_KIND_WORDS)] or (
            ["created"] if marker == RECENCY else []
        )
        if rest:  # no such column shown: a field the items carry ("created", "price")
            hits = req.targets.pick(rest, "sort", ITEM)
            return [E.SortBy(resource=rid, key=key, direction=direction) for rid, key in hits]
        where = req.targets.named[0].label if req.targets.named else "any table"
        raise EditError(f"I could not find a number column to sort by in {where}.", ["Sort by name"])
    rids = list(found)
    if len(rids) > 1:
        said = set(req.words) - {RECENCY, MAGNITUDE}
        named = [rid for rid in rids if said & set(words(found[rid]))]
        rids = named if len(named) == 1 else req.targets._choose([rn for rn in pool if rn.id in found], "sort")
    return [E.SortBy(resource=rid, key=found[rid], direction=direction) for rid in rids]


@rule(order=62)
def search(req: Request):
    if not req.has(r"\bsearch\w*|\bfind\b|\blook ?up\b|\bsearch ?(bar|box|field)\b"):
        return None
    phrase = req.phrase_after(
        r"\b(?:by|on|for|in|through|across)(?: the| their| its)?", STOP.replace("|so|and)", "|so)")
    )
    if req.targets.names_a_table(phrase):
        phrase = None
    parts = [p for p in re.split(r"\band\b|,", " ".join(phrase)) if p.strip()] if phrase else []
    if not parts:
        rid = req.targets.resource("add the search bar to", need_list=True)
        return [E.AddSearch(resource=rid, fields=[])]
    found: dict[str, list[str]] = {}
    for part in parts:
        for rid, key in req.targets.pick(part.split(), "add the search bar to", ITEM | {"filter"}):
            found.setdefault(rid, []).append(key)
    return [E.AddSearch(resource=rid, fields=list(dict.fromkeys(keys))) for rid, keys in found.items()]


def _named_before(req: Request, noun: str) -> list[str] | None:
    """ "add a status filter to the pets list" → ["status"]: the field said before the noun."""
    m = re.search(
        r"\b(?:add|put|create|give|want|need|include|with|show)\s+(?:me\s+)?(?:an?|the|one)\s+(.+?)\s+"
        + noun
        + r"\w*\b",
        req.text,
    )
    if not m:
        return None
    said = [w for w in words(m.group(1)) if w not in ("new", "simple", "quick", "drop", "down", "dropdown")]
    return said or None


@rule(order=64)
def filter_(req: Request):
    if not req.has(r"\bfilter\w*|\bnarrow\b|\bfacet"):
        return None
    phrase = (
        req.phrase_after(r"\b(?:by|on|for|using)(?: the| their| its)?", STOP)
        or _named_before(req, "filter")
        or req.phrase_after(r"\bfilter(?: the)?", STOP)
    )
    if req.targets.names_a_table(phrase):
        phrase = None
    for rn in req.targets.named if phrase else []:
        # "filter flags by tag" where Flags filter by `tag` already: that filter, not one on the Tags column
        hit = req.vocab.match_field(rn, phrase, {"filter"})
        if hit and hit[1] >= 0.95:
            return [E.AddFilter(resource=rn.id, key=hit[0].key)]
    hits = req.targets.pick(phrase, "add the filter to", ITEM | {"filter"})
    return [E.AddFilter(resource=rid, key=key) for rid, key in hits]
