"""The cues loose.py reads a request by: what a person says when they mean each change.

Each is a word or short phrase that says the change wherever it stands in the sentence ("ditch",
"no need for", "would be handy", "mandatory", "'3 years ago'"), written for the ways people put
it and not for one sentence. Lowercase text in, apostrophes already straight.
"""

from __future__ import annotations

import re

from copilot_cli.assist.phrasing import plain

# What the interface cannot be made to do (a chart, an export, a message sent, a condition): a
# request asking for it is not read loosely as the nearest thing it can do ("add a chart of pets
# per species" is no Species column).
BEYOND = re.compile(
    r"\b(charts?|graphs?|plots?|diagrams?|heat ?maps?|export\w*|excel|csv|spreadsheets?|translat\w+|schedul\w+|"
    r"every (?:night|day|morning|week|hour|month)|reports?|notif\w+|alerts?|"
    r"(?:email|e-mail|text|sms|message|ping) (?:every|all|each|them|him|her|the \w+ (?:a|an)\b)|"
    r"play(?:s|ing)? (?:the |a |an |this |that |each )?(?:\w+ )?(?:song|track|video|audio|episode|sound|clip|it)|"
    r"listen to|stream(?:s|ing)? (?:the |a |it)|"
    r"only (?:for|when|if)|unless|except (?:for|when|if))\b"
)

# --- form fields ---------------------------------------------------------------------------------
OPTIONAL = re.compile(
    r"(?:\b(?:no longer|not|never)|n't)\s+(?:[\w-]+\s+){0,2}(?:required|mandatory|compulsory|obligatory)\b|\b((?:shouldn'?t|should not|needn'?t|need not|mustn'?t|must not|doesn'?t (?:have|need) to|does not (?:have|need) to|"
    r"don'?t (?:have|need) to|do not (?:have|need) to|isn'?t|is not|aren'?t|are not) (?:be )?(?:required|mandatory|compulsory|"
    r"obligatory|filled in)|optional|don'?t (?:force|make (?:people|them|us|users|anyone)|require|insist|demand)|do not (?:force|require)|"
    r"not (?:be )?(?:required|mandatory|compulsory|obligatory)|needn'?t be (?:given|filled|entered)|"
    r"no need to (?:give|fill|enter|provide|type)|(?:can|may) (?:be )?(?:left )?(?:blank|empty|out)|(?:can|may) (?:stay|remain) (?:blank|empty|unset)|"
    r"leave (?:it |them )?(?:blank|empty)|let (?:\w+ ){0,2}skip|(?:can|may|could) skip|allow (?:\w+ ){0,2}to skip|skippable)|"
    # "members don't need a first name": the records go without it (not "I don't need the X column")
    r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bpeople )\b(?:don'?t|doesn'?t|do not|does not) (?:really )?need (?:an?|their|its) "
    r"(?![\w -]*\bcolumns?\b)"
)
READONLY = re.compile(
    r"\b(read[- ]?only|view[- ]?only|not editable|non[- ]?editable|uneditable|(?:n'?t|not|never) be editable|"
    r"can(?:no|')t (?:be )?(?:changed?|edited|altered)|never changes?|(?:must|should|can|may) never be (?:changed|edited|altered)|(?:should|must)(?:n'?t| not) be (?:changed|edited|altered)|"
    r"(?:no ?(?:-| )?one|nobody) (?:can|should|may|must) (?:be able to )?(?:change|edit|alter)|locked|lock (?:it|them) down|(?:can|should) only be (?:seen|viewed|read))"
)
REQUIRED = re.compile(
    r"\b(required|mandatory|compulsory|obligatory|must (?:be (?:given|filled|entered|set|provided)|have|give|enter|fill|provide|always)|"
    r"(?:has|have) to be (?:given|filled|entered|set|provided|there)|(?:has|have|needs?) to have an? |must (?:come with|include|contain)|insists? on|require[sd]? (?:it|them|an?|the)\b|"
    r"require (?:it|them)|can(?:no|')t be (?:empty|blank|left (?:out|blank|empty)|skipped|missing)|"
    r"(?:shouldn'?t|should not|can'?t|cannot|mustn'?t|must not|never) be (?:created|saved|added|made|submitted|sent|entered|"
    r"filed|opened|raised|logged|posted|published|registered|scheduled) without|"
    r"(?:should|must|has to|have to|needs? to|ought to) always (?:get|have|be given|come with|carry|include)|"
    r"always (?:needs?|requires?|gets?) an? |"
    r"(?:no ?one|nobody|(?:we|you|i|they|people|users) (?:shouldn'?t|should not|can'?t|cannot|mustn'?t|must not)) "
    r"(?:should |can |may |must )?(?:be able to )?(?:create|add|save|submit|make|register|enter) (?:an? |the |any )?[\w ]{1,30}? without|"
    r"makes? no sense without|(?:useless|pointless|no good|meaningless) without|without an? [\w ]{1,30}? (?:is|are) (?:useless|pointless|no good|meaningless))"
)
FORM = re.compile(
    r"\b(forms?|when (?:\w+ ){0,2}(?:add\w*|creat\w*|mak\w*|register\w*|sign\w* up|edit\w*|fill\w*)|new|adding|creating|"
    r"box|tick ?box|checkbox|input|ask(?:ed|s|ing)? (?:for|about)|fill(?:ed|s)? in|sign[- ]?up|entry)\b"
)
FORM_WORD = re.compile(r"\b(forms?|box|tick ?box|checkbox|input)\b")
FORM_HIDDEN = re.compile(
    r"\b(don'?t ask|do not ask|no need to ask|stop asking|never ask|nobody (?:fills|needs)|"
    r"no (?:\w+ ){0,2}(?:box|field|input|tick ?box|checkbox|question)|"
    r"(?:shouldn'?t|should not|needn'?t|doesn'?t need to|don'?t need to|does not need to) ask|"
    r"(?:needn'?t|need not|shouldn'?t|should not|doesn'?t need to) (?:be|appear|show) (?:on|in) the (?:[\w-]+ )?form|"
    r"take (?:[\w-]+ ){1,3}(?:off|out of) the (?:[\w-]+ ){0,2}form|"
    r"(?:isn'?t|is not|not) something (?:we|i|people|anyone|users) (?:should |would |need to |have to |can |ever )?(?:fill|use|need|know|set)|(?:we|i|people|nobody) (?:don'?t |never )?(?:fills?|know) in|"
    r"don'?t (?:need|want) (?:the |a |an |any )?(?:\w+ ){0,3}(?:box|field|input|tick ?box|checkbox|on the form|in the form)|"
    r"(?:hide|drop|remove|lose|skip|ditch|take out|leave out|get rid of)\b.*\b(?:form|box|field|input|checkbox|switch|toggle|dropdown|picker))"
)

# --- names and headings ----------------------------------------------------------------------------
APP = re.compile(r"\b(app|application|site|console|dashboard|admin|portal|tool|whole thing|title)\b")
PAGE = re.compile(r"\b(section|menu|nav(?:igation)?|side ?bar|page|tab|area|screen)\b")
LABEL = re.compile(r"\b(heading|header|column (?:title|name|label)|label(?:led)?|caption|title of the \w+ column)\b")
NAMING = re.compile(
    r"\b(?:say|says|said|read|reads|saying|reading|called|named|rename\w*|show (?:up )?as|appears? as|shown as|displayed as|call (?:it|them)|name (?:it|them)|clearer as|"
    r"better as|labell?ed|titled|be)\b|:\s*$|['\"“]"
)
_INTRO = re.compile(
    r"(?:\b(?:say|says|said|read|reads|saying|reading|show up as|shows? as|appears? as|be shown as|shown as|displayed as|be called|called|be named|named|renamed to|rename(?:d)? (?:it )?(?:to|as)|"
    r"call (?:it|them)|name (?:it|them)|clearer as|better as|show (?:it|them) as|be labell?ed|labell?ed|titled|be)\b|:|"
    r"\brename\w* (?:the )?(?:[\w:.-]+ ){1,4}?(?:column |heading )?(?:to|as)\b)\s+"
)
_TAIL = re.compile(
    r"(?:\s+instead\b(?:\s+(?:on|in|for)\s+[\w\s:-]{1,60}?)?)?(?:\s+(?:in|on) the (?:[\w-]+ )?(?:menu|nav\w*|side ?bar|list|table|page|form|screen))?(?:,?\s*(?:please|pls|thanks|cheers))?"
    r"\s*[.!?]*$",
    re.I,
)
_QUOTED = re.compile(r"\"([^\"]{1,120})\"|“([^”]{1,120})”|(?:(?<=\s)|^)'([^']{1,120})'(?=[\s.,!?]|$)")


# "… would be grand", "… to be clearer": a verdict on the page, not a name for it
_VERDICT = re.compile(
    r"^(?:(?:so|very|really|much|a lot|far|even)\s+)?(?:grand|nice|great|good|better|best|handy|useful|helpful|lovely|"
    r"clearer|easier|shorter|longer|cleaner|simpler|fine|ok|okay|perfect|ideal|brilliant|super|cool|there|shown|visible|"
    r"hidden|gone|first|last|required|optional|mandatory|sorted|listed|removed|able to \w+)\b",
    re.I,
)


# "images: hide the parent id": after the colon is what to do, not a name
_ORDERED = re.compile(
    r"^(?:please\s+)?(?:hide|show|sort|add|remove|drop|make|put|move|rename|lose|ditch|get rid|filter|format|order|"
    r"display|include|take|list|search|set|change|switch|turn|no need|don'?t|do not|stop)\b",
    re.I,
)


def new_value(text: str) -> str | None:
    """The name asked for: quoted, else what follows the last "say", "called", "as", "be" or a
    colon, to the end ("Resource name heading would be clearer as Type" → "Type"). A quoted name
    followed by such a word is the old one ("'Is platform access only' should just say Platform only")."""
    quoted = [(m.end(), g) for m in _QUOTED.finditer(text) for g in m.groups() if g and g.strip()]
    if quoted:
        return _after_intro(text, quoted[-1][0]) or quoted[-1][1].strip()
    return _after_intro(text, 0)


def is_instruction(value: str) -> bool:
    """What follows a colon or "say" is an order, a place or a wish to hide, not a name
    ("products: shippable ones at the top")."""
    low = value.lower()
    cued = sort_direction(low) or POSITION_FIRST.search(low) or POSITION_LAST.search(low) or HIDE.search(low)
    return bool(cued or re.search(r"\b(?:ones|at the top|on top|up top)\b", low))


def _after_intro(text: str, since: int) -> str | None:
    for intro in reversed(list(_INTRO.finditer(text, since))):
        value = _TAIL.sub("", text[intro.end() :]).strip().strip("'\"")
        value = re.sub(r"^(?:just|simply|plain)\s+", "", value, flags=re.I).strip()
        # "users per page: 10" is a number of rows, no name
        fits = value and len(value.split()) <= 5 and not _VERDICT.match(value) and not _ORDERED.match(value)
        fits = fits and not is_instruction(value)
        if fits and not value.isdigit():
            return value
    return None


# --- formats ---------------------------------------------------------------------------------------
_RELATIVE = re.compile(
    r"\b(ago|relative|how long ago|time since|from now|in (?:a few|\d+|one|two|three|four|five|ten) (?:days?|hours?|minutes?|weeks?))\b"
)
_NUMBER = re.compile(
    r"\b(commas?|thousands? separators?|digit grouping|grouped digits|as (?:a )?(?:plain )?numbers?)\b"
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DATE = re.compile(
    rf"\b(\d{{1,2}}(?:st|nd|rd|th)? {_MONTH},? \d{{4}}|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}|\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{1,4}}|"
    r"as (?:a )?(?:plain |simple |short )?dates?|(?:be |as )?(?:just |only )?(?:the )?plain dates?|just the dates?|dd/mm\S*|mm/dd\S*|yyyy-mm-dd|date only|without the time|no time)\b"
)
_PERCENT = re.compile(r"\b(per ?cent(?:age)?s?)\b|%")
_CURRENCIES = (
    (r"pounds?|sterling|gbp|£", "GBP"),
    (r"euros?|eur|€", "EUR"),
    (r"yen|jpy|¥", "JPY"),
    (r"dollars?|usd|bucks|\$", "USD"),
)


def format_style(low: str) -> tuple[str, str | None, str] | None:
    """The format a request asks a column in: (style, currency, as said back)."""
    if _RELATIVE.search(low):
        return "relative", None, "relative time"
    if _PERCENT.search(low):
        return "percent", None, "a percentage"
    for pattern, code in _CURRENCIES:
        if re.search(rf"(?:\b(?:{pattern})\b|{pattern})", low) and not re.search(r"\bas (?:a )?numbers?\b", low):
            return "currency", code, f"currency ({code})"
    if re.search(r"\b(?:as|in) (?:a |the )?(?:currency|money)\b", low):
        return "currency", None, "currency"
    if _NUMBER.search(low):
        return "number", None, "a number"
    if _DATE.search(low):
        return "date", None, "a date"
    return None


# --- page size, position, sort -------------------------------------------------------------------------
_SIZE = re.compile(
    r"\b(\d{1,4})\s+(?:\w+\s+){0,2}(?:a|per|each|on a|on each|to a|in a) (?:page|screen)\b|"
    r"\bpages? (?:size )?of (\d{1,4})\b|\bper (?:page|screen)\s*[:=-]?\s*(\d{1,4})\b|\bpage size (?:to |of )?(\d{1,4})\b|\b(\d{1,4}) (?:rows|at a time|per screen)\b|"
    r"^(?:just |only )?show (?:only |just )?(\d{1,4}) [a-z]+(?: please)?$"
)


def page_size(low: str) -> int | None:
    m = _SIZE.search(plain(low).lower())
    if m is None:
        return None
    return int(next(g for g in m.groups() if g))


POSITION_FIRST = re.compile(
    r"\b(up front|at the (?:very )?(?:start|front|beginning|left)|to the (?:very )?(?:front|start|beginning|left)|"
    r"first column|leftmost|far left|right at the start|before (?:all )?the other columns|before everything|"
    r"(?:column|heading)s? (?:should |must |to |can |could )?(?:come|go|be|appear|sit) first|"
    r"(?:should|must|to|can|could) (?:come|go|be|appear|sit) first (?:in|on) the (?:[\w-]+ )?(?:table|list)|"
    r"(?:should|must|to|can|could) lead|leads? the (?:[\w-]+ )?(?:table|list|columns)|"
    r"(?:should|must|ought to|needs? to|has to|have to|could|can|would) (?:come|go|be|appear|sit|stay|move) first|"
    r"(?:put|move|place|stick|have) (?:it|that|this|them|those)(?: column)? first|column first|"
    r"(?:the )?first thing (?:i|we|you|people|they) (?:see|read|look at))\b"
)
POSITION_LAST = re.compile(
    r"\b(far end|at the (?:very )?(?:end|back|right)|to the (?:very )?(?:end|back|right)|last column|rightmost|far right|"
    r"after (?:all )?the other columns|after everything|"
    r"(?:column|heading)s? (?:should |must |to |can |could )?(?:come|go|be|appear|sit) last|"
    r"(?:should|must|ought to|needs? to|has to|have to|could|can|would) (?:come|go|be|appear|sit|stay|move) last)\b"
)
_ASC = re.compile(
    r"\b(soonest|earliest|oldest|cheapest|smallest|lowest|fewest|least|shortest|a ?(?:-|to) ?z|alphabetic\w*|ascending|"
    r"first to last|low to high|old to new)\b"
)
_DESC = re.compile(
    r"\b(latest|newest|most recent\w*|recent\w*|biggest|largest|highest|dearest|priciest|most expensive|most|longest|"
    r"descending|z ?(?:-|to) ?a|last to first|high to low|new to old|youngest|revers\w*)\b"
)
ALPHABETICAL = re.compile(r"\b(a ?(?:-|to) ?z|z ?(?:-|to) ?a|alphabetic\w*|by name)\b")
RECENT = re.compile(r"\b(newest|latest|most recent\w*|recent\w*|oldest|earliest|youngest|fresh\w*)\b")
AMOUNT = re.compile(
    r"\b(biggest|largest|smallest|highest|lowest|cheapest|dearest|priciest|most expensive|heaviest|lightest)\b"
)
_ORDER = re.compile(
    r"\b(sort\w*|order\w*|first|on top|up top|at the top|to the top|top of|(?:listed|shown|arranged|ranked) (?:\w+ )?by|"
    r"(?:listed|shown|ranked|arranged|going) from (?:the )?\w+|from (?:the )?(?:lowest|highest|cheapest|smallest|biggest|"
    r"oldest|newest|earliest|latest) (?:[\w-]+ ){0,3}(?:up|down(?:wards?)?|upwards?)|"
    r"(?:oldest|newest|latest|earliest|smallest|biggest|largest|lowest|highest|cheapest|dearest) (?:[\w-]+ ){0,3}"
    r"to (?:the )?(?:oldest|newest|latest|earliest|smallest|biggest|largest|lowest|highest|cheapest|dearest))\b"
)


def sort_direction(low: str) -> str | None:
    """ "asc"/"desc" when the request orders a list ("invoices by due date, soonest first"; "any
    chance of sorting owners by last name?" is ascending)."""
    if not _ORDER.search(low):
        return None
    if _DESC.search(low):
        return "desc"
    if _ASC.search(low) or re.search(
        r"\b(?:sort|order|listed|shown|arranged|ranked)\w* (?:[\w']+ ){0,3}by\b|\bin the order\b", low
    ):
        return "asc"
    if re.search(r"\bones (?:first|at the top|on top|up top)\b|\b(?:best|top[- ]rated) first\b", low):
        return "desc"  # "shippable ones at the top": the yes ones; "hyperdrive rating, best first"
    return None


# --- views, buttons, search, filters -----------------------------------------------------------------
SUB = re.compile(
    r"\b(?:show|list|see|include|display|put|nest)\w* (?:\w+ ){1,4}(?:inside|within|under|beneath|below) (?:an?|each|every|its|their) \w+|"
    r"\b(?:page|details?|screen|detail view) (?:should|ought to|must|could|would|can)? ?(?:list|show|include|have|display|with)\b|"
    r"\b(when (?:i|you|we|someone) (?:open|click|view|look at|select|go into|click into)|(?:'s|its|their) (?:own )?"
    r"(?:page|details?|detail view|screen)|detail (?:page|view|screen)|(?:page|screen) for an? )\b.*\b(list|show|see|include|"
    r"with|has|have|display)\w*\b|\b(list|show|see|like|want|need|have)\w*\b.*\b(when (?:i|you) (?:open|click|view)|"
    r"on (?:its|their|an?|each|the|every) \w+'?s? (?:own )?(?:page|screen|details?))|"
    r"\bon (?:an?|each|every|the) \w+'?s? (?:own )?(?:page|screen|details?|detail view),? (?:\w+ ){0,2}(?:list|show|see|include|display)"
)
ITS_LIST = re.compile(r"\b(?:show|list|include|display|see)\w* (?:all )?(?:of )?(?:its|their) \w+")
DETAIL = re.compile(
    r"\b(click\w*|open\w*|tap\w*|select\w*) (?:on |into )?(?:a|an|the|one)? ?\w+\b.{0,40}\b(page|details?|everything|"
    r"all (?:its|their|the) (?:info\w*|details?|fields?|data)|full (?:record|view|info\w*))|"
    r"\b(clickable|when clicked|on click|click (?:through|into)|open\w* (?:up )?when (?:i |you |someone )?(?:click|tap|select)\w*)\b"
)
BUTTON_VERB = re.compile(
    r"\b(?:an?|the)\s+(?P<verb>[\w-]+(?: [\w-]+)?)\s+button\b|\bbutton\b(?: [\w-]+){0,5}? (?:to|for|that) (?P<verb2>\w+)"
)
# "the owners list needs paging": pages, at no size said
PAGING = re.compile(r"\b(paging|pagination|paginat\w+|page through|next page|split (?:\w+ )?into pages|in pages)\b")
# "groups need a form to add one": the table's create form (its New button)
CREATE_FORM = re.compile(
    r"\b(?:form|page|screen|way|button)s? (?:to|for) (?:add|creat|mak|register|enter)\w*|\b(?:add|create|creation|new)\w* form\b"
)
# "quotes: I'd like to grab them as PDFs": a thing to do to the table's items, to find among its operations
ACTION_WISH = re.compile(
    r"\b(?:i'?d like to|i want to|we want to|let (?:me|us|people)|be able to|need to|a way to) (?:be able to )?"
    r"(?!(?:see|view|look|know|read|find|search|sort|filter|hide|show)\b)"
    r"(?P<what>[\w-]+(?: (?!(?:from|on|in|when|while|straight|directly|right|so|because|with|without|at|via|using)\b)[\w-]+){0,4})"
)
SEARCH = re.compile(r"\b(search\w*|find (?:\w+ ){0,3}(?:quickly|fast|easily)|look (?:\w+ )?up)\b")
FILTER = re.compile(
    r"\b(filter\w*|narrow\w*|drill down|only (?:show|see)|just (?:the|show)|pick (?:only|just)|(?:pick|choose|select) (?:\w+ ){1,3}by)\b"
)

# --- columns -----------------------------------------------------------------------------------------
HIDE = re.compile(
    r"\b(no need to (?:show|see|display|list)|no (?:more )?[\w-]+(?: [\w-]+)? (?:column|heading)s?\b|without (?:the |a |an )?[\w-]+(?: [\w-]+)? columns?\b|hid(?:e|es|ing|den)|ditch\w*|los(?:e|ing)|drop(?:s|ped|ping)?\b|remov\w*|get(?:ting)? rid|no need for|don'?t need|do not need|don'?t want|do not want|don'?t show|"
    r"do not show|bin|axe|kill|scrap|strip|take (?:out|away|off)|can go|(?:too|far too|way too) (?:long|wide|much|noisy|big|busy)|"
    r"cluttered|crowded|no,? thanks?(?: you)?|(?:is|are)(?:n'?t| not| never) (?:something|anything) (?:i|we|they|people|anyone) (?:\w+ )?(?:look at|need|use|care about|read)|(?:no ?one|nobody)(?: here| in the team| on the team)? (?:ever )?(?:reads|looks at|uses|needs|checks|cares about)|"
    r"never (?:look at|read|use|check)|not (?:needed|wanted|useful)|unnecessary|(?:is|are) (?:just )?noise|"
    r"is noise|just noise|clutter\w*|tak(?:es|ing) up (?:space|room)|(?:a )?waste of space|wasted space|useless|pointless|unnecessary|not (?:needed|interested|useful)|"
    r"nobody (?:cares|needs|reads|looks|uses)|never (?:use|look|read|need|check)|get it out|out of (?:the|my) (?:way|list|table)|"
    r"(?:doesn'?t|don'?t|does not|do not) matter|(?:don'?t|do not|never) use|(?:column|bit|field) out|out,? please|(?:isn'?t|aren'?t|is not|are not) (?:really )?(?:needed|necessary|wanted|useful)|(?:don'?t|do not) care|irrelevant|not (?:important|relevant)|"
    r"means? nothing|meaningless|(?:isn'?t|is not|aren'?t|are not|not) (?:very |really )?meaningful|(?:of|have) no (?:real )?interest|"
    r"not (?:of )?interest\w*|uninteresting|disappear|vanish|go away|confus\w+|out of sight|tuck(?:ed)? (?:it |them )?away|(?:don'?t|do not) want to see|"
    r"take (?:it|them|\w+) (?:out|away|off))\b"
)
SHOW = re.compile(
    r"\b(show|display|add|include|bring back|put|handy|useful|(?:would|'d) be (?:nice|good|great|grand|helpful|lovely)|"
    r"(?:want|like|need|love) to see|should (?:be|appear|show)|(?:on|in) the (?:\w+ )?(?:list|table)|column,? please|visible|"
    r"let me see|give me|would help|(?:could|can) do with|as a column|a column (?:for|with)|needs? (?:a|an|the) (?:[\w-]+ ){1,3}column)\b"
)
# a table of that name (LaunchDarkly's and Vercel's Tokens) is its rows, not the sign-in panel
AUTH_TABLE_WORDS = {"token", "credential", "key", "auth", "authentication", "authorization", "login"}
AUTH = re.compile(r"\b(log ?-?in|sign ?-?in|auth(?!or)\w*|credentials?|api ?keys?|tokens?)\b(?! button)")
