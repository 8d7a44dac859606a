"""The verbs and sentence frames people use for each customize action, mapped to the one
canonical phrasing the rules read (assist/phrasing.py runs this first).

Why a lexicon rather than one rewrite per sentence seen: each blind prompt set brought verbs
("ditch", "nix", "scrap") and frames ("I want the email column called …", "X should be called
Y", "lead with X", "no more X") that no rule had met. Here each action lists its synonyms once
and each frame is written with open slots, so a new sentence made of known parts is read
without a rule of its own. Plan-aware readings (which words are a column's name, which column a
superlative means) are in assist/frames.py.
"""

from __future__ import annotations

import re

# Verbs that mean "stop showing it". "delete" only before "column": "add a delete button" keeps it.
HIDE_VERBS = (
    r"get\s+rid\s+of|ditch|nix|kill(?!\s+(?:buttons?|actions?)\b)|scrap|axe|bin|cut|trim|prune|strip(?:\s+out)?|exclude|suppress|eliminate|omit|do\s+away\s+with|"
    r"delete(?=\s+(?:the\s+)?[\w\s]{1,40}?\bcolumns?\b)|declutter(?:\s+by\s+hiding)?"
)
_FILLER = r"(?:please|pls|thanks|thank you|for me|if you can|if possible|cheers)"
_CLAUSE_END = r"(?=\s*(?:[,.!?]|$))"

_REWORDS: list[tuple[re.Pattern[str], str]] = [
    # polite and chatty filler says nothing about what to change ("dark theme for me, thanks")
    (re.compile(rf"[,\s]*\b{_FILLER}{_CLAUSE_END}", re.I), ""),
    # interjections and hedges that open a sentence ("hmm, the Last Name column …", "ok so …",
    # "ugh, Mountpoint should …"): never a name to look for
    (
        re.compile(
            r"^\s*(?:(?:hey|hi|hm+|ok(?:ay)?|so|um+|uh+|er+m?|ugh|oh|ah|well|right|alright|actually|yeah|yes|"
            r"also|and|but|now|then|honestly|basically|hmm+)\b[,\s.!…-]*)+",
            re.I,
        ),
        "",
    ),
    # "price: show it as dollars and cents", "population - make it compact": the topic said
    # first, then a pronoun standing for it
    (re.compile(r"^\s*([\w][\w\s'-]{1,40}?)\s*(?::|\s[-–—]\s)\s*(.*?)\b(?:it|them)\b(.*)$", re.I), r"\2\1\3"),
    (re.compile(r"^\s*(?:could|can|would|will)\s+you\s+(?:please\s+)?", re.I), ""),
    # --- hide: negative frames first, so "I don't want to see X" is not a "see X" ---
    (
        re.compile(
            r"\b(?:i|we)\s+(?:really\s+)?(?:don'?t|do\s+not|no\s+longer)\s+(?:need|want|care\s+about)\s+"
            r"(?:to\s+(?:see|show)\s+)?(?:the\s+)?",
            re.I,
        ),
        "hide the ",
    ),
    (re.compile(r"\b(?:i'?d|i\s+would|we'?d)\s+rather\s+not\s+(?:see|have|show)\s+(?:the\s+)?", re.I), "hide the "),
    (re.compile(r"\bno\s+more\s+(?:the\s+)?", re.I), "hide the "),
    # "coupons don't need the max redemptions column": the table said first, then what it lacks
    (
        re.compile(
            r"^(?:the\s+)?([\w\s-]{2,40}?)\s+(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+need\s+(?!to\b|be\b)(?:a\s+|an\s+|the\s+|their\s+|its\s+)?(.+?)$",
            re.I,
        ),
        r"hide the \2 in \1",
    ),
    # "I don't think the street column is needed": a hedge on "X isn't needed"
    (
        re.compile(
            r"\b(?:i|we)\s+(?:don'?t|do\s+not)\s+(?:think|believe|feel)\s+(?:that\s+)?(.+?)\s+(is|are)\s+"
            r"(needed|necessary|useful|wanted)\b",
            re.I,
        ),
        r"\1 \2 not \3",
    ),
    # "could the species list show skin colors too": a column asked of a list
    (
        re.compile(
            r"^(?:could|can|should|would)\s+(?:the\s+)?([\w\s-]{2,40}?)\s+(?:list|table|page)\s+(?:also\s+)?"
            r"(?:show|display|include|have)\s+(?:the\s+|their\s+|its\s+)?(.+?)(?:\s+(?:too|as\s+well|also))?\s*[?.!]*$",
            re.I,
        ),
        r"show the \2 column in the \1 table",
    ),
    # "I'd like the language column on species": a column wanted is a column shown (not "… called X")
    (
        re.compile(
            r"^(?:i'?d\s+like|i\s+would\s+like|i\s+want|i\s+need|we\s+want|give\s+me|let'?s\s+have)\s+(?:the\s+|a\s+|an\s+)?"
            r"([\w\s-]{2,40}?)\s+column\b(?!.*\b(?:called|named|renamed|labell?ed|titled|to\s+be|to\s+say|first|last|"
            r"hidden|gone|removed|before|after|at\s+the)\b)",
            re.I,
        ),
        r"show the \1 column",
    ),
    # "the gravity column isn't needed", "X is useless"
    (
        re.compile(
            r"^(?:the\s+)?(.+?)\s+(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:(?:that|really|very|so|all\s+that|particularly)\s+)?(?:needed|necessary|useful|wanted|helpful|important)\b(.*)$",
            re.I,
        ),
        r"hide the \1\2",
    ),
    (
        re.compile(
            r"^(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:useless|pointless|redundant|unnecessary|noise|clutter)\b(.*)$", re.I
        ),
        r"hide the \1\2",
    ),
    # "don't let people edit the species": that field read-only
    (
        re.compile(
            r"\b(?:don'?t|do\s+not|never)\s+let\s+(?:people|users|anyone|me|them|us)\s+(?:edit|change|modify)\s+(?:the\s+)?(.+?)(?:\s+field)?(?=\s+(?:on|in|when)\b|\s*[.!]?$)",
            re.I,
        ),
        r"make the \1 field read-only when editing",
    ),
    (re.compile(r"\bget\s+(?:the\s+)?(.+?)\s+out\s+of\b", re.I), r"hide the \1 in"),
    (re.compile(r"\bget\s+(?:the\s+)?(.+?)\s+off(?:\s+of)?\b", re.I), r"hide the \1 in"),
    # "skip the phone field on the user form": a form's field left out
    (re.compile(r"\bskip\s+(?=(?:the\s+)?[\w\s-]{1,30}?\b(?:field|input)s?\b)", re.I), "hide "),
    (
        re.compile(
            r"\b(?:stop|quit)\s+(?:showing|displaying|listing)|\b(?:don'?t|do\s+not|never)\s+(?:show|display|list)\b",
            re.I,
        ),
        "hide",
    ),
    # "the gravity column can go", "X has to go", "X can be hidden"
    (
        re.compile(
            r"^(?:the\s+)?(.+?)\s+(?:can|could|should|must|has\s+to|needs\s+to)\s+(?:go|be\s+(?:hidden|removed|dropped))\b(.*)$",
            re.I,
        ),
        r"hide the \1\2",
    ),
    # "category shouldn't show up on the add pet form", "the street shouldn't appear"
    (
        re.compile(
            r"^(?:the\s+)?(.+?)\s+(?:shouldn'?t|should\s+not|mustn'?t|must\s+not|needn'?t|(?:does|do)(?:n'?t|\s+not)\s+"
            r"need\s+to)\s+(?:show(?:\s+up)?|appear|be\s+(?:shown|visible|displayed|listed))\b(.*)$",
            re.I,
        ),
        r"hide the \1\2",
    ),
    (re.compile(rf"\b(?:{HIDE_VERBS})\b", re.I), "hide"),
    (re.compile(r"\bhide\s+(.+?)\s+from\s+(?:the\s+)?", re.I), r"hide \1 in the "),
    # --- required / optional words for a form field ---
    (re.compile(r"\b(?:compulsory|obligatory|mandatory|a\s+must)\b", re.I), "required"),
    (re.compile(r"\b(?:can|may)\s+be\s+(?:left\s+)?(?:blank|empty|out|skipped|omitted)\b", re.I), "is optional"),
    (re.compile(r"\b(?:is|are)\s+(?:needed|necessary|essential)(?=\s+(?:when|for|on|in)\b)", re.I), "is required"),
    # --- rename: "I want the email column called X", "X should be called Y", "change X's name to Y" ---
    (
        re.compile(
            r"\b(?:i'?d\s+like|i\s+would\s+like|i\s+want|i'?d\s+prefer|we\s+want|let'?s\s+have|can\s+we\s+have|have)\s+"
            r"(?:the\s+)?(.+?)\s+(?:to\s+be\s+|to\s+)?(?:called|named|renamed|re-?labell?ed|labell?ed|titled|read|say)"
            r"(?:\s+as|\s+to)?\s+(.+)$",
            re.I,
        ),
        r"rename the \1 to \2",
    ),
    (
        re.compile(
            r"^(?:the\s+)?(.+?)\s+(?:should|must|could|shall|needs\s+to|has\s+to)\s+(?:be\s+(?:called|named|renamed|"
            r"re-?labell?ed|labell?ed|titled|headed)|read|say|show\s+as|display\s+as)(?:\s+as|\s+to)?\s+(.+)$",
            re.I,
        ),
        r"rename the \1 to \2",
    ),
    (
        re.compile(
            r"\bchange\s+(?:the\s+)?(.+?)(?:'s|\s+column'?s?)\s+(?:name|label|heading|header|title)\s+to\b", re.I
        ),
        r"rename the \1 to",
    ),
    # "use Disk instead of Driver (as the heading)", "replace the Code label with Account code"
    (
        re.compile(
            r"\b(?:use|put|show|write)\s+(.+?)\s+instead\s+of\s+(?:the\s+)?(.+?)(?:\s+as\s+the\s+(?:heading|header|label|name|title))?(?=\s+(?:on|in|for)\b|\s*[.!]?$)",
            re.I,
        ),
        r"rename the \2 to \1",
    ),
    (
        re.compile(
            r"\breplace\s+(?:the\s+)?(.+?)\s+(?:heading|header)\s+with\s+(.+?)(?=\s+(?:on|in|for)\s+\w+\s*$|\s*[.!]?$)",
            re.I,
        ),
        r"rename the \1 column to \2",
    ),
    (
        re.compile(
            r"\breplace\s+(?:the\s+)?(.+?)(?:\s+(?:heading|header|label|name|title))?\s+with\s+(.+?)(?=\s+(?:on|in|for)\s+\w+\s*$|\s*[.!]?$)",
            re.I,
        ),
        r"rename the \1 to \2",
    ),
    # a heading is a column's: "swap the Plugin Reference heading for Source" keeps the word, so a
    # column is renamed and not the Plugins page its first word also names
    (re.compile(r"\bswap\s+(?:the\s+)?(.+?)\s+(?:heading|header)\s+for\b", re.I), r"rename the \1 column to"),
    (re.compile(r"\bswap\s+(?:the\s+)?(.+?)\s+(?:label|name)\s+for\b", re.I), r"rename the \1 to"),
    (re.compile(r"\bgive\s+(?:the\s+)?(.+?)\s+the\s+(?:name|label|title|heading)\s+", re.I), r"rename the \1 to "),
    (re.compile(r"^\s*(?:rename\s+)?(.+?)\s*(?:->|→|=>)\s*(.+)$", re.I), r"rename \1 to \2"),
    # the app's own name: "call this app X", "title it X", "name it X"
    (
        re.compile(
            r"\b(?:call|name|title|retitle|rename)\s+(?:this\s+(?:app|application|site|dashboard|ui|interface)|it|this|the\s+whole\s+thing|the\s+(?:whole\s+)?(?:app|application|site|ui)|"
            r"my\s+(?:app|application|site|dashboard)|our\s+(?:app|application|site|dashboard))\s+(?!to\b|as\b)",
            re.I,
        ),
        "rename the app to ",
    ),
    # the app's title said as a thing to rename: "the title should say X" → "set the title to X"
    (
        re.compile(r"^rename\s+the\s+(?:app(?:'s)?\s+|application\s+)?(?:title|heading|header)\s+to\b", re.I),
        "set the title to",
    ),
    # --- format: "make the price look like money" ---
    # "show when containers were created as a date": the participle is the column
    (
        re.compile(
            r"\bwhen\s+(?:the\s+|each\s+|a\s+)?([\w-]+)\s+(?:was|were|got|is|are)\s+(created|updated|modified|added|made|"
            r"built|released|born|joined|started|finished|changed)\b",
            re.I,
        ),
        r"the \1 \2",
    ),
    # "make population compact" (a column), not "make the layout compact"
    (
        re.compile(
            r"\bmake\s+(?!(?:it|this|everything|things|the\s+(?:layout|page|pages|app|ui|interface|tables?|lists?|views?|"
            r"rows?|design|screen|navigation|nav|menu)\b))(the\s+)?([\w\s]+?)(?<!table)(?<!tables)(?<!list)(?<!page)(?<!view)(?<!rows)(?<!layout)\s+(?:more\s+)?compact\b(?!\s+(?:layout|view|mode))",
            re.I,
        ),
        r"format \1\2 as compact numbers",
    ),
    (re.compile(r"\bmake\s+(the\s+)?(.+?)\s+(?:look|appear|read)\s+like\s+", re.I), r"format \1\2 as "),
    # --- show: "I want to see X", "I need a column showing whether each pet is vaccinated" ---
    (
        re.compile(
            r"\b(?:i\s+need|i\s+want|i'?d\s+like|give\s+me|add|include)\s+(?:a|an|one)\s+(?:new\s+)?column\s+"
            r"(?:showing|that\s+shows|with|for|saying|telling\s+me|to\s+show)\s+(?:whether|if|the|each|every|their|its|\s)*"
            r"(?:\w+\s+)?(?:is|are|has|have|was|were)\s+",
            re.I,
        ),
        "show the column ",
    ),
    (
        re.compile(
            r"\b(?:i\s+need|i\s+want|i'?d\s+like|give\s+me|add|include)\s+(?:a|an|one)\s+(?:new\s+)?column\s+"
            r"(?:showing|that\s+shows|with|for|saying|to\s+show)\s+(?:the\s+|each\s+\w+'s\s+|their\s+|its\s+)?",
            re.I,
        ),
        "show the column ",
    ),
    (re.compile(r"\b(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+to\s+see\s+", re.I), "show "),
    (re.compile(r"\b(?:i'?d|i\s+would|we'?d)\s+like\s+to\s+see\s+", re.I), "show "),
    # --- detail views: "when I open a planet show its residents", "… when I open it" ---
    # "opening a film should list its planets", "a film's page should list the characters",
    # "I'd like a vehicle's pilots listed when I open it"
    (
        re.compile(
            r"^(?:opening|clicking(?:\s+on)?|viewing|selecting)\s+(?:a|an|the|one)\s+([\w-]+)\s+(?:should|must|could|"
            r"will|would|needs\s+to|has\s+to)\s+(?:show|list|display|include|bring\s+up)\s+(?:its\s+|their\s+|the\s+|all\s+)*(.+)$",
            re.I,
        ),
        r"show each \1's \2 in its detail view",
    ),
    (
        re.compile(
            r"^(?:a|an|the|each|every)\s+([\w-]+?)(?:'s|')\s+(?:own\s+)?(?:detail\s+)?(?:page|view|screen|details)\s+(?:should|must|"
            r"could|will|needs\s+to)\s+(?:show|list|display|include)\s+(?:its\s+|their\s+|the\s+|all\s+)*(.+)$",
            re.I,
        ),
        r"show each \1's \2 in its detail view",
    ),
    (
        re.compile(
            r"^(?:(?:i\s+want|i'?d\s+like|show|list|display)\s+)?(?:a|an|the|each|every)\s+([\w-]+?)(?:'s|')\s+(.+?)\s+"
            r"(?:listed|shown|displayed)\s+when\s+(?:i|you|we|someone)\s+(?:open|click(?:\s+on)?|view|look\s+at|select)\s+"
            r"(?:it|one|them)\b\s*[.!]?$",
            re.I,
        ),
        r"show each \1's \2 in its detail view",
    ),
    (
        re.compile(
            r"^(?:i\s+want|i'?d\s+like|show|list|display)\s+(?:the\s+|its\s+|their\s+)?(.+?)(?:\s+(?:listed|shown|displayed))?\s+"
            r"when\s+(?:i|you|we|someone)\s+(?:open|click(?:\s+on)?|view|look\s+at|select)\s+(?:a|an|the|one)\s+([\w-]+)\s*[.!]?$",
            re.I,
        ),
        r"show each \2's \1 in its detail view",
    ),
    (
        re.compile(
            r"^\s*when\s+(?:i|you|we|someone)\s+(?:open|click(?:\s+on)?|view|look\s+at|select)\s+(?:a|an|the|one)\s+"
            r"([\w-]+)(?:\s+row)?,?\s+(?:show|list|display|include)\s+(?:its|their|the)\s+(.+)$",
            re.I,
        ),
        r"show each \1's \2 in its detail view",
    ),
    (
        re.compile(
            r"\s+when\s+(?:i|you|we|someone)\s+(?:open|click(?:\s+on)?|view|look\s+at|select)\s+"
            r"(?:it|one|them|a\s+row|the\s+row|an?\s+[\w-]+)\b",
            re.I,
        ),
        " in its detail view",
    ),
    # --- page size: "at once", "on one screen" count rows as "at a time" does ---
    (re.compile(r"\b(?:at\s+once|on\s+(?:one|a|each)\s+screen|per\s+screen|each\s+time)\b", re.I), "at a time"),
    # --- positions relative to another column ---
    (re.compile(r"\b(?:next\s+to|beside|right\s+after|just\s+after)\b", re.I), "after"),
    (re.compile(r"\b(?:right|just)\s+before\b", re.I), "before"),
    # --- sort words said without "sort" ---
    (re.compile(r"\balphabeti[sz]e\b", re.I), "sort alphabetically"),
    (re.compile(r"\b(?:in\s+)?alphabetical(?:ly)?(?:\s+order)?\b", re.I), "alphabetically"),
    # "sort owners by when they joined": the field is the verb ("joined" is Member Since)
    (re.compile(r"\bby\s+when\s+(?:they|it|he|she|each\s+\w+|the\s+\w+)\s+(?:was|were|got|is|are)?\s*", re.I), "by "),
    (re.compile(r"\bchronological(?:ly)?(?:\s+order)?\b", re.I), "by date ascending"),
    (
        re.compile(r"\bin\s+(?!(?:reverse|ascending|descending|the\s+same)\b)([\w\s]{2,30}?)\s+order\b", re.I),
        r"sorted by \1",
    ),
]


def reword(prompt: str) -> str:
    """`prompt` with each known synonym and frame said the one way the rules read it."""
    text = prompt
    for pattern, replacement in _REWORDS:
        text = pattern.sub(replacement, text)
    text = re.sub(r"\s{2,}", " ", text).strip(" ,")
    return _alphabetically(text)


def _alphabetically(text: str) -> str:
    """ "owners alphabetically by last name", "sort alphabetically the pets": a sort, ascending,
    by the name said after "by" or else by name."""
    if not re.search(r"\balphabetically\b", text, re.I):
        return text
    text = re.sub(r"\s*\balphabetically\b", "", text, flags=re.I).strip()
    if not re.search(r"\b(sort|sorted|order|ordered|arrange|rank)\b", text, re.I):
        text = "sort " + text
    if not re.search(r"\bby\b", text, re.I):
        text += " by name"
    return text + " ascending"


# --- positions: "lead with X", "X first", "X at the beginning" (read after the sort rewrites) ---
_SORTISH = re.compile(
    r"\b(sort\w*|order\w*|arrange\w*|rank\w*|ascending|descending|newest|oldest|latest|earliest|biggest|"
    r"largest|smallest|highest|lowest|cheapest|most|least|alphabetical\w*|a-z|z-a)\b",
    re.I,
)
_VERBS = r"(?:hide|show|add|rename|make|set|format|filter|search|display|sort|put|move|give|call|label)"
# "first"/"last" as a position, not "last name": at the end, or before where ("… first in owners")
_PLACE_END = r"(?=\s*(?:$|[,.!;]|\s+(?:in|on|for|of|please|column)\b))"
_PLACE = r"(?:at|to)\s+the\s+(?:very\s+)?(?:far\s+)?(beginning|start|front|left|end|right|back)"
_POSITIONS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(r"\blead\s+with\s+(?:the\s+)?(.+?)(?:\s+columns?)?(?=\s+(?:in|on|for)\b|[.!]?$)", re.I),
        r"move the \1 column first",
    ),
    (
        re.compile(r"\bend\s+with\s+(?:the\s+)?(.+?)(?:\s+columns?)?(?=\s+(?:in|on|for)\b|[.!]?$)", re.I),
        r"move the \1 column last",
    ),
    # "permissions: collection id first" — the table, a colon, then what goes first
    (
        re.compile(r"^([\w\s-]{2,40}?)\s*:\s*(?:the\s+)?(.+?)(?:\s+columns?)?\s+(first|last)\s*[.!]?$", re.I),
        r"move the \2 column \3 in \1",
    ),
    # "gender first on the people list", "the status column first please"
    (
        re.compile(
            rf"^(?!{_VERBS}\b)(?:the\s+)?([\w\s'-]{{2,40}}?)(?:\s+columns?)?\s+(first|last)\b{_PLACE_END}(.*)$", re.I
        ),
        r"move the \1 column \2\3",
    ),
    # "I want the status column at the beginning in accounts", "scope to the left on volumes"
    (
        re.compile(
            rf"^(?:(?:i\s+want|i'?d\s+like|have|put|place|move)\s+)?(?:the\s+)?(.+?)(?:\s+columns?)?\s+{_PLACE}\b(.*)$",
            re.I,
        ),
        r"move the \1 column to the \2\3",
    ),
]


def positions(text: str) -> str:
    """A column moved, said without "move": only when nothing in the sentence sorts."""
    if _SORTISH.search(text) or re.search(r"\b(move|put|place|reorder|swap)\b.*\b(first|last)\b", text, re.I):
        return text
    for pattern, replacement in _POSITIONS:
        new = pattern.sub(replacement, text, count=1)
        if new != text:
            return new
    return text
