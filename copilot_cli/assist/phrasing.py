"""Everyday phrasings rewritten into the ones the customize rules read, before they read them
(assist/intents.py Request): "twenty five owners per page" is "25 owners per page", "take the
breed column away" is "hide the breed column", "call the Price column Cost" is "rename the Price
column to Cost", "tallest first" sorts descending. Case is kept outside what is rewritten: a new
name stays as the person wrote it."""

from __future__ import annotations

import re

from copilot_cli.assist.colloquial import colloquial, lead_table
from copilot_cli.assist.lexicon import positions, reword

_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_NUMBER = {w: i + 1 for i, w in enumerate(_UNITS)} | {w: i + 10 for i, w in enumerate(_TEENS)}
_NUMBER |= {w: 20 + 10 * i for i, w in enumerate(_TENS)}

_COMPOUND = re.compile(rf"\b({'|'.join(_TENS)})[\s-]+({'|'.join(_UNITS)})\b", re.I)
# a lone number word only where it counts rows ("ten images per page", "fifty buckets on a page"):
# elsewhere "one" is "which one", "a pet" …
_COUNTED = re.compile(
    rf"\b(?:a |one )?(hundred|{'|'.join(_TENS + _TEENS + _UNITS)})\b(?=(?:\s+[a-z]+){{0,3}}?\s+"
    r"(?:rows?|items?|results?|records?|entries|lines|per page|at a time|a page|on each page)\b)",
    re.I,
)
_REWRITES = [
    # a field said not to be required ("species shouldn't be mandatory", "doesn't need to be
    # filled in", "no longer required") is optional: read before "required" so the negation is kept
    (
        re.compile(
            r"\b(?:should(?:n'?t|\s+not)|must(?:n'?t|\s+not)|need(?:n'?t|\s+not)|(?:does|do)(?:n'?t|\s+not)\s+"
            r"(?:need|have)\s+to|(?:is|are)(?:n'?t|\s+not)|no\s+longer|not)\s+(?:be\s+)?(?:required|mandatory|"
            r"compulsory|obligatory|filled(?:\s+(?:in|out))?)\b",
            re.I,
        ),
        "optional",
    ),
    # "the price has to be filled in", "the status must be filled in", "should be mandatory"
    (
        re.compile(
            r"\b(?:has|have|needs?|must|should)\s+(?:always\s+)?(?:to\s+)?(?:always\s+)?be\s+(?:filled(?:\s+(?:in|out))?|mandatory|compulsory|"
            r"obligatory|given|provided|entered)\b",
            re.I,
        ),
        "required",
    ),
    # "don't ask for a phone number when adding an owner": the form leaves that field out
    (
        re.compile(
            r"\b(?:(?:there'?s\s+)?no\s+need\s+to|(?:you\s+)?(?:don'?t|do\s+not|never|stop)(?:\s+(?:make|have)\s+(?:me|us|people|users)"
            r"(?:\s+to)?|\s+need\s+to)?)\s+(?:ask(?:ing)?\s+(?:for|about)|fill(?:ing)?\s+(?:in|out)|enter(?:ing)?|typ(?:e|ing)(?:\s+in)?|"
            r"provid(?:e|ing)|giv(?:e|ing)|input(?:ting)?)\s+(?:an?\s+|the\s+)?(.+?)(?=\s+(?:when|on|in|for)\b|[.!]?$)",
            re.I,
        ),
        r"hide the \1 field",
    ),
    # "status should be the last column in pets"
    (
        re.compile(r"^(?:the\s+)?(.+?)\s+should\s+(?:be|come|go)\s+(?:as\s+)?the\s+(first|last)\s+column\b", re.I),
        r"move the \1 column \2",
    ),
    # "show the groups of a bucket on its page": a row's own page is its detail view
    (re.compile(r"\bon\s+(its|their)\s+(?:own\s+)?pages?\b", re.I), r"in \1 detail view"),
    # "lose the eye colors column"
    (re.compile(r"\blose\b", re.I), "hide"),
    # "take the breed column away", "take away the episode id column"
    (re.compile(r"\btake\s+away\b", re.I), "hide"),
    (re.compile(r"\btake\s+(the\s+.+?|\w+(?:\s+\w+)?\s+columns?)\s+(?:away|out|off)\b", re.I), r"hide \1"),
    # "leave the description field out of the pet form", "show the mountpoint column first"
    (re.compile(r"\bleave\s+(the\s+)?(.+?)\s+out(?:\s+of\b)?", re.I), r"hide \1\2 in"),
    # "leave the phone number off the new owner form"
    (re.compile(r"\bleave\s+(the\s+)?(.+?)\s+off(?:\s+of)?\s+(?=(?:the|a|an)\b)", re.I), r"hide \1\2 in "),
    (re.compile(r"\bshow\s+(the\s+)?(.+?\s+column)\s+(first|last)\b", re.I), r"move \1\2 \3"),
    # "show the status as the last column", "make name the first column"
    (
        re.compile(r"\b(?:show|make|have|put)\s+(the\s+)?(.+?)\s+(?:as\s+)?the\s+(first|last)\s+column\b", re.I),
        r"move \1\2 column \3",
    ),
    # "call the Price column Cost", "make the status column say State", "label the uri column Address"
    (
        re.compile(
            r"\b(?:call|label|title|rename|relabel|retitle)\s+(the\s+)?(.+?\s+(?:column|page|tab|table|heading|section|screen))\s+(?!to\b|as\b)(?!.*\s(?:to|as)\s)(.+)$",
            re.I,
        ),
        r"rename \1\2 to \3",
    ),
    (re.compile(r"\bmake\s+(the\s+)?(.+?\s+column)\s+(?:say|read)\s+(.+)$", re.I), r"rename \1\2 to \3"),
    # superlatives that mean "largest first" / "smallest first"
    (re.compile(r"\b(tallest|longest|heaviest|most)\s+first\b", re.I), "largest first"),
    (re.compile(r"\b(shortest|lightest|fewest|least)\s+first\b", re.I), "smallest first"),
]


# direction words of a sort, said as a range ("Z to A", "from A to Z") or by age/size: only where
# the request sorts, so "rename A to Z" keeps its words
_SORTS = re.compile(r"\b(sort|sorted|order|ordered|arrange|rank)\b", re.I)
# "Z-A", "A–Z" written as a range: a sort even without the verb ("rename A to Z" is not one)
_RANGE = re.compile(r"(?<![\w-])(?:z\s*[-–]\s*a|a\s*[-–]\s*z)(?![\w-])", re.I)
_LOW = r"(?:oldest|earliest|lowest|smallest|cheapest|shortest|lightest|least)"
_HIGH = r"(?:newest|latest|highest|biggest|largest|most expensive|most recent|tallest|longest|heaviest|most)"
_DIRECTIONS = [
    (
        re.compile(rf"\b(?:from\s+)?(?:the\s+)?{_HIGH}\s+(?:to|through|down to)\s+(?:the\s+)?{_LOW}\b", re.I),
        "descending",
    ),
    (re.compile(rf"\b(?:from\s+)?(?:the\s+)?{_LOW}\s+(?:to|through|up to)\s+(?:the\s+)?{_HIGH}\b", re.I), "ascending"),
    # "high to low", "big to small", "new to old" (and back)
    (
        re.compile(
            r"\b(?:from\s+)?(?:high|big|large|new|recent|most|max)\w*\s+to\s+(?:low|small|old|least|min)\w*\b", re.I
        ),
        "descending",
    ),
    (
        re.compile(
            r"\b(?:from\s+)?(?:low|small|old|least|min)\w*\s+to\s+(?:high|big|large|new|recent|most|max)\w*\b", re.I
        ),
        "ascending",
    ),
    (re.compile(r"\breverse\s+alphabetical(?:ly)?(?:\s+order)?\b", re.I), "descending"),
    (re.compile(r"\b(?:from\s+)?z\s*(?:to|-|–|through)\s*a\b", re.I), "descending"),
    (re.compile(r"\b(?:from\s+)?a\s*(?:to|-|–|through)\s*z\b", re.I), "ascending"),
    (
        re.compile(
            r"\b(?:the\s+)?(oldest|earliest|lowest|smallest|cheapest|least recent)(?:\s+(?:ones?|first|on top|at the top))+\b",
            re.I,
        ),
        "ascending",
    ),
    (
        re.compile(
            r"\b(?:the\s+)?(newest|latest|youngest|highest|biggest|largest|most expensive|most recent)(?:\s+(?:ones?|first|on top|at the top))+\b",
            re.I,
        ),
        "descending",
    ),
]


# a superlative that names its field as well as the direction ("cheapest first" is a sort by
# price), read only where no field is said ("sort films by release date, oldest first")
_NOUN = r"((?:[a-z]+\s+){0,3}?)"  # "the most expensive pets first": the table between
_FIRST = r"(?:(?:come|go|appear|are|is|show|shown)\s+)?(?:first|on top|at the top)\b"
_IMPLIED = [
    (
        re.compile(rf"\b(?:the\s+)?(?:cheapest|least expensive)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by price magnitude ascending",
    ),
    (
        re.compile(rf"\b(?:the\s+)?(?:most expensive|priciest|dearest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by price magnitude descending",
    ),
    # the date and the amount a superlative means are the table's own (assist/frames.py):
    # "newest films first" is Release Date, "biggest payouts first" the payout's Amount
    (
        re.compile(rf"\b(?:the\s+)?(?:newest|latest|most recent|youngest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by recency descending",
    ),
    (re.compile(rf"\b(?:the\s+)?(?:oldest|earliest)\s+{_NOUN}{_FIRST}", re.I), r"\1sorted by recency ascending"),
    # a size said by what it measures: "tallest people first" is Height, "longest" Length
    (re.compile(rf"\b(?:the\s+)?(?:tallest)\s+{_NOUN}{_FIRST}", re.I), r"\1sorted by height magnitude descending"),
    (
        re.compile(rf"\b(?:the\s+)?(?:shortest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by height length magnitude ascending",
    ),
    (re.compile(rf"\b(?:the\s+)?(?:longest)\s+{_NOUN}{_FIRST}", re.I), r"\1sorted by length magnitude descending"),
    (
        re.compile(rf"\b(?:the\s+)?(?:heaviest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by weight mass magnitude descending",
    ),
    # "fastest builds first" is the least time taken (Bitbucket's Build seconds used, a Duration)
    (
        re.compile(rf"\b(?:the\s+)?(?:fastest|quickest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by duration time second took elapsed magnitude ascending",
    ),
    (
        re.compile(rf"\b(?:the\s+)?(?:slowest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by duration time second took elapsed magnitude descending",
    ),
    # "biggest planets first" is their size (Diameter), not the largest number they carry (Population)
    (
        re.compile(rf"\b(?:the\s+)?(?:biggest|largest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by size diameter area magnitude descending",
    ),
    (
        re.compile(rf"\b(?:the\s+)?(?:smallest|tiniest)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by size diameter area magnitude ascending",
    ),
    (
        re.compile(rf"\b(?:the\s+)?(?:highest|greatest|top)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by magnitude descending",
    ),
    (
        re.compile(rf"\b(?:the\s+)?(?:lowest|least)\s+{_NOUN}{_FIRST}", re.I),
        r"\1sorted by magnitude ascending",
    ),
]


# "sort by newest": the age of the rows, said without its field
_BY_AGE = [
    (re.compile(r"\bby\s+(?:the\s+)?(?:newest|latest|most recent)\b(?!\s+\w+\s+first)", re.I), "by recency descending"),
    (re.compile(r"\bby\s+(?:the\s+)?(?:oldest|earliest)\b(?!\s+\w+\s+first)", re.I), "by recency ascending"),
    (re.compile(r"\bby\s+(?:the\s+)?date\b(?!\s+\w)", re.I), "by recency"),
]


def plain(prompt: str) -> str:
    prompt = colloquial(reword(lead_table(prompt)))
    # "owners who joined longest ago first": the oldest owners first (the date column is the table's)
    prompt = re.sub(
        r"\b([\w-]+)\s+(?:who|that|which)\s+(?:\w+\s+){1,2}?(?:the\s+)?(?:longest\s+(?:time\s+)?ago|earliest)\s+first\b",
        r"oldest \1 first",
        prompt,
        flags=re.I,
    )
    prompt = re.sub(
        r"\b([\w-]+)\s+(?:who|that|which)\s+(?:\w+\s+){1,2}?(?:the\s+)?(?:most\s+recently|latest|last)\s+first\b",
        r"newest \1 first",
        prompt,
        flags=re.I,
    )
    # the members who joined longest ago are the oldest members
    prompt = re.sub(r"\b(?:longest[- ](?:standing|serving)|most senior)\b", "oldest", prompt, flags=re.I)
    # "most recently updated services first": the participle says which date ("updated"), the
    # superlative the direction
    prompt = re.sub(r"\b(most|least)\s+recent(?:ly)?(?:\s+dated)?\b", r"\1 recent", prompt, flags=re.I)
    prompt = re.sub(
        r"\b(newest|latest|oldest|earliest)\s+(created|updated|modified|added|joined|changed)\b",
        r"\1 \2",
        prompt,
        flags=re.I,
    )
    for pattern, sorted_by in _BY_AGE:
        prompt = pattern.sub(sorted_by, prompt)
    # where the list is ("on the owners page", "in the pets table") names no field to sort by
    probe = re.sub(
        r"\b(?:on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:page|list|table|screen|tab|view)\b", "", prompt, flags=re.I
    )
    if not re.search(r"\b(by|using)\b|\bon\b(?!\s+top)", probe, re.I):  # "newest networks on top" names no field
        for pattern, sorted_by in _IMPLIED:
            prompt = pattern.sub(sorted_by, prompt)
    if not re.search(r"\bby\b", prompt, re.I):
        # a range that names its field: "from cheapest to most expensive", "newest to oldest", "A-Z"
        for said, field in (
            (r"cheapest|most expensive|priciest", "price magnitude"),
            (r"shortest|tallest", "height length magnitude"),
            (r"newest|oldest|latest|earliest|most recent", "recency"),
            (r"biggest|largest|smallest|highest|lowest", "magnitude"),
        ):
            if re.search(rf"\b(?:{said})\b\s+(?:to|through|down to|up to)\s+(?:the\s+)?\w", prompt, re.I):
                prompt = f"{prompt} by {field}"
                break
        if _RANGE.search(prompt) or re.search(r"\bfrom\s+a\s+to\s+z\b|\bz\s+to\s+a\b", prompt, re.I):
            prompt += " by name"
    if re.search(r"\b(ascending|descending|high to low|low to high)\b", prompt, re.I) and not _SORTS.search(prompt):
        prompt = "sort " + prompt  # "starships by length descending": a sort said without the verb
    spelled = re.search(r"\b(?:from\s+)?(?:a\s+to\s+z|z\s+to\s+a)\b", prompt, re.I)
    if (
        _RANGE.search(prompt) or spelled and not re.search(r"\b(rename|call|label|relabel|title)\b", prompt, re.I)
    ) and not _SORTS.search(prompt):
        prompt = "sort " + prompt  # "owners by first name, Z-A" sorts, said without the verb
    if re.search(r"\bages?\b", prompt, re.I):  # the youngest have the lowest age, the latest birth date
        prompt = re.sub(r"\byoungest\b", "lowest", prompt, flags=re.I)
    if _SORTS.search(prompt):
        for pattern, direction in _DIRECTIONS:
            prompt = pattern.sub(direction, prompt)
    text = _COMPOUND.sub(lambda m: str(_NUMBER[m.group(1).lower()] + _NUMBER[m.group(2).lower()]), prompt)
    text = _COUNTED.sub(lambda m: "100" if m.group(1).lower() == "hundred" else str(_NUMBER[m.group(1).lower()]), text)
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return positions(text)
