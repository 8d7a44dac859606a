"""Plain-language request → structured plan edits, offline.

`parse_intent(prompt, plan, spec, choice=None) -> list[PlanEdit]`; raises `Clarify` when the
request fits several tables and `EditError` when nothing can express it. Rules are tried in
order (the first that recognises the request wins); names go through targets.py, so "cost",
"Price" and "prices" all find `price`. The LLM path can call the same function first and fall
back to the model only when it raises.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import ValidationError

from copilot_cli.assist.apply import EditError, apply_edits
from copilot_cli.assist.frames import reframe
from copilot_cli.assist.loose import read_loosely, states_a_field
from copilot_cli.assist.loose_cues import format_style, is_instruction
from copilot_cli.assist.phrasing import plain
from copilot_cli.assist.targets import Clarify, Targets
from copilot_cli.assist.vocabulary import contains, vocabulary, words
from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui import edits as E
from copilot_cli.ui.plan import UiPlan

SUPPORTED = [
    "Add a search bar that filters by name",
    "Sort by name, descending",
    "Hide the id column",
    "Show 50 rows per page",
    "Switch to dark mode",
    "Make the email field required",
    "Format prices as currency",
    "Rename the app to 'My console'",
]
# Quoted names: "…", “…”, ‘…’ or '…' — a single quote only opens after a space, so the
# apostrophe in "the owner's column" is not a quote.
_QUOTED = re.compile(r"\"([^\"]{1,120})\"|“([^”]{1,120})”|‘([^’]{1,120})’|(?:(?<=\s)|^)'([^']{1,120})'(?=[\s.,!?]|$)")
Rule = Callable[["Request"], "list[E.PlanEdit] | None"]
RULES: list[tuple[int, Rule]] = []


def rule(fn: Rule | None = None, *, order: int = 50):
    """Register a rule; lower `order` is tried first (specific phrasings before general ones)."""

    def register(f: Rule) -> Rule:
        RULES.append((order, f))
        RULES.sort(key=lambda r: r[0])
        return f

    return register(fn) if fn is not None else register


class Request:
    def __init__(self, prompt: str, plan: UiPlan, spec: NormalizedSpec | None, choice: str | None) -> None:
        self.plan = plan
        self.spec = spec
        self.vocab = vocabulary(plan, spec)
        # everyday phrasings in the words the rules read, then the readings that need the plan's names
        self.prompt = reframe(plain(prompt.strip()), self.vocab, plan)
        self.text = " ".join(self.prompt.lower().split())
        # what the person quoted is a literal (a title, a heading): read from the prompt as typed, so
        # no rewording or whitespace folding reaches it
        self.quoted = [q.strip() for m in _QUOTED.finditer(prompt.strip()) for q in m.groups() if q and q.strip()]
        self.words = words(self.prompt)
        said = self.words
        if self.quoted and re.search(
            r"\b(?:to|as|into|say|says|read|reads|called|named)\s+[\"'“‘]" + re.escape(self.quoted[-1]), prompt, re.I
        ):
            # "rename Custom unsubscribe url to 'Unsubscribe link'": the new name names no table (Links)
            said = words(self.prompt.replace(self.quoted[-1], " "))
        self.targets = Targets(plan, self.vocab, said, choice)
        self.targets.text = self.text

    def has(self, pattern: str) -> re.Match | None:
        return re.search(pattern, self.text)

    def phrase_after(self, pattern: str, stop: str = r"$") -> list[str] | None:
        """Words after `pattern` up to `stop` (e.g. the field after "sort by")."""
        m = re.search(pattern + r"\s+(.+?)(?:" + stop + r")", self.text)
        return words(m.group(1)) if m else None

    def new_name(self) -> str | None:
        """The new name in "… to 'X'" / "… as X" / quoted."""
        if self.quoted:
            return self.quoted[-1]
        m = re.search(r"\b(?:to|as|into)\s+(.+?)[.!]?$", self.prompt, re.I)
        if m is None:
            return None
        # "… to be called Animals in the menu", "… say Name on containers": where it shows is no part of it
        name = _WHERE_SHOWN.sub("", m.group(1).strip())
        where = re.search(r"\s+(?:on|in|for)\s+(?:the\s+)?([\w-]+)(?:\s+(?:table|list|page))?$", name, re.I)
        if where and self.targets.names_a_table(words(where.group(1))):
            name = name[: where.start()]
        return name.strip("'\"")


_WHERE_SHOWN = re.compile(r"\s+(?:in|on) the (?:menu|nav\w*|side ?bar|top ?bar|tabs?)$|\s+instead$", re.I)

_ASKS = re.compile(
    r"^\s*(which|what(?!\s+(about|if)\b)|where|why|who|when(?!\s+(?:adding|creating|editing|updating|making|registering)\b)(?!\s+(?:i|you|we|someone)\s+(?:open|click|view|look|select)\w*\b[^?]*$)|whom|whose|how(?!\s+(?:about|long\s+ago)\b)|does|do(?=\s+(?:i|you|we|they|these|those|all|any|it|the\s+\w+\s+(?:list|table|endpoint|api|call)s?)\b)|did|is|are|was|were|"
    r"has|have|can i|could i|should i|may i|am i|tell me|explain|describe)\b",
    re.I,
)
_ASKS_FOR_CHANGE = re.compile(
    r"^\s*(can|could|would|will)\s+(you|we)\b|^\s*please\b|^\s*(?:is|would)\s+it\s+(?:be\s+)?possible\s+to\s+"
    r"(?:hide|show|add|sort|rename|move|put|make|set|change|remove|drop|filter|format|switch|turn|search|leave|keep|"
    r"take|label|relabel|lose|narrow|order|display|give|get rid)\b",
    re.I,
)
# "can I get a driver filter on volumes?", "could owners have a search box?": a change asked for
# as a question — the page is what it is about (a control or a look), not the API
_ASKS_FOR_PAGE = re.compile(
    r"^\s*(?:can|could|may)\s+(?:i|we|you|the\s+[\w\s]{1,30}?|[\w]+)\s+(?:please\s+)?(?:get|have|add|see|put|make|set|"
    r"switch|turn|hide|show|rename|sort|order|filter|move|display|give|list)\b[^?]*?\b(?:filter|search\s*(?:box|bar|field)|"
    r"column|heading|header|button|sort\w*|tab|page|theme|layout|sidebar|dark|light|per\s+page|title|label|form|field|"
    r"sub-?table|details?|view|bold|currency|format\w*|by\s+[\w\s]+|when\s+(?:i|you|we)\s+(?:open|click|view|select)\w*)\b",
    re.I,
)
_ABOUT_API = re.compile(r"\b(endpoint|api|operation|call|request|parameter|param|query\s+(?:for|to)|curl|http)\b", re.I)


# "what's owed on each invoice should be in the list", "whether a pet's vaccinated would be handy on the
# list": a wish that opens with a question word; "is the customer behind on payments? show delinquent
# in the list": a question, then the request it leads to
_WISH = re.compile(
    r"\b(?:should|ought to|must|needs? to)\s+(?:be\s+)?(?:in|on|shown|visible|listed|go)\b|"
    r"\bwould be\s+(?:handy|nice|good|great|grand|useful|helpful|lovely)\b",
    re.I,
)
_THEN_ASKED = re.compile(
    r"\?\s+(?:(?:please|so|then|just)\s+)?(?:show|hide|add|put|sort|rename|make|move|drop|remove|display|include|list|"
    r"take|get|lose|ditch|kill|bin|give|change|set|switch|turn|call)\b",
    re.I,
)


_TAG_QUESTION = re.compile(
    r",\s*(?:right|no|yes|correct|true|yeah|eh|surely|"
    r"(?:is|are|do|does|can|could|will|would|has|have)(?:n'?t)? (?:it|they|there|i|we|you))\s*\?\s*$",
    re.I,
)


# "can owners be deleted?", "could an invoice be voided from here?": whether the API does a thing to
# a record is asked about the API; "could the pets be listed by price?" asks the page to change
_CAN_IT_BE_DONE = re.compile(
    r"^\s*(?:can|could|may)\s+(?:an?\s+|the\s+|my\s+|our\s+)?[\w\s'-]{1,30}?\s+be\s+(?:deleted|created|added|"
    r"updated|edited|removed|modified|archived|restored|undeleted|cancell?ed|uploaded|downloaded|exported|imported|"
    r"copied|duplicated|voided|refunded|merged|renamed|moved|locked|unlocked|banned|blocked|disabled|enabled)\b[^?]*\?\s*$",
    re.I,
)


def is_question(prompt: str) -> bool:
    """A question about the API or the product rather than a change to make: it opens as a
    question does ("which endpoint…", "does … paginate?", "how do I…"). "Can you hide the id
    column?" asks for a change."""
    if "?" not in prompt and re.search(r",\s*(?:as|like|in)\b", prompt, re.I) and format_style(prompt.lower()):
        return False  # "when a user was last updated, as 'x days ago'": a column named, then its format
    if _CAN_IT_BE_DONE.match(prompt) and not re.search(
        r"\b(?:column|table|page|list|button|form|field)s?\b", prompt, re.I
    ):
        return True
    if re.search(r"\balready\b[^?]*\?\s*$", prompt, re.I) and not _ASKS_FOR_CHANGE.match(prompt):
        return True  # "locations can be searched already?": whether the page has it, asked
    if _TAG_QUESTION.search(prompt) and not re.match(
        r"\s*(?:please\s+)?(?:sort|hide|show|add|remove|rename|put|move|make|set|change|drop|format|use)\b",
        prompt,
        re.I,
    ):
        return True  # "containers can already be opened, right?": a statement checked, no wish
    if _ASKS_FOR_PAGE.match(prompt) and not _ABOUT_API.search(prompt):
        return False
    if _THEN_ASKED.search(prompt) or (_WISH.search(prompt) and not prompt.rstrip().endswith("?")):
        return False
    return bool(_ASKS.match(prompt)) and not _ASKS_FOR_CHANGE.match(prompt)


def parse_intent(
    prompt: str,
    plan: UiPlan,
    spec: NormalizedSpec | None = None,
    choice: str | None = None,
    notes: list[str] | None = None,
    _loosely: bool = False,
) -> list[E.PlanEdit]:
    """The edits `prompt` asks for. `notes`, when given, receives what was inferred on the way
    (a near name taken for a field, a table chosen because it is the only fit). A request no rule
    reads is read loosely (loose.py: by the names and cues it holds), and the notes say how."""
    from copilot_cli.assist import intents_app, intents_rules, intents_views  # noqa: F401  (register the rules)

    if not prompt.strip():
        raise EditError("The request is empty.", SUPPORTED)
    if not _loosely and states_a_field(prompt, vocabulary(plan, spec)):
        # "a customer without an email is useless to us, require it", "make the amount required when
        # creating a refund": a form field's state said in so many words is read by the field and
        # the table it names first (the rules read "useless" as hiding, "refund" as a fee's refunds)
        said = _read_loosely(prompt, plan, spec, choice, notes, as_said_only=True)
        if said is not None:
            return said
    try:
        try:
            edits = _by_rules(Request(prompt, plan, spec, choice), notes)
        except Clarify as asked:
            if _loosely or choice or (named := _loose_names_one_of(prompt, plan, spec, asked)) is None:
                raise
            if notes is not None:
                notes.append(f"Read the request as: {named.command}")
            return named.edits
        if not _loosely and any(_not_a_name(e) for e in edits):
            # "products: shippable ones at the top" is no new heading for a column called Product
            raise EditError("The rules read an instruction as a new name.", [])
        if not _loosely and (better := _loose_says_better(prompt, plan, spec, edits)) is not None:
            if notes is not None:
                notes.append(f"Read the request as: {better.command}")
            return better.edits
        if not _loosely and any(isinstance(e, E.SetLabel) and e.target == "resource" for e in edits):
            # "bank transactions: is reconciled should say Reconciled": a column of the page is named
            # before the new name, so it is the column that is renamed
            loose = read_loosely(prompt, plan, vocabulary(plan, spec))
            if loose and loose.edits and all(isinstance(e, E.SetLabel) and e.target == "column" for e in loose.edits):
                if notes is not None:
                    notes.append(f"Read the request as: {loose.command}")
                return loose.edits
        return edits
    except EditError:
        if _loosely or (loosely := _read_loosely(prompt, plan, spec, choice, notes)) is None:
            raise
        return loosely


_FRAME_WORDS = {"to", "by", "in", "on", "of", "for", "from", "at", "as", "the", "a", "an", "and", "or", "since", "with"}
_KEYED = (E.ShowColumn, E.HideColumn, E.SortBy, E.MoveColumn, E.FormatColumn, E.AddFilter)


def _loose_says_better(prompt: str, plan: UiPlan, spec: NormalizedSpec | None, edits: list[E.PlanEdit]):
    """The loose reading, where it acts on the column the request names and the rules' reading
    acts on one it does not name, or only shows a column the request asks to move: "pets in reverse
    alphabetical order of status" sorts by Status (the rules took Name for "alphabetical"); "put
    that column first" moves it (the rules showed it, shown already)."""
    if len(edits) != 1 or not isinstance(edits[0], _KEYED):
        return None
    names = vocabulary(plan, spec)
    loose = read_loosely(prompt, plan, names)
    if loose is None or not loose.edits or len(loose.edits) != 1 or not isinstance(loose.edits[0], _KEYED):
        return None
    mine, theirs = edits[0], loose.edits[0]
    if not mine.key:
        # "single sends: the send date as a date": a column named, over every date column of a table
        # the rules took "send" for (SendGrid's Mail Send); "dates in pets" names no one column
        if not (isinstance(mine, E.FormatColumn) and isinstance(theirs, E.FormatColumn) and theirs.key):
            return None
        rn = names.resource(theirs.resource)
        fn = rn.fields.get(theirs.key) if rn else None
        label = set(words(fn.label)) - {"date", "time", "at", "on", "datetime", "timestamp"} if fn else set()
        return loose if label & set(words(prompt)) else None
    if (
        isinstance(mine, E.ShowColumn)
        and isinstance(theirs, (E.MoveColumn, E.FormatColumn, E.SortBy))
        and mine.key == theirs.key
    ):
        return loose  # "show expiry dates like 'in 3 days'": the column's format, not the column shown
    if type(mine) is not type(theirs) or mine.key == theirs.key:
        return None
    said = words(prompt)

    def named(rid: str | None, key: str) -> int:
        """How many words of the request name the field (0: none)."""
        rn = names.resource(rid) if rid else None
        fn = rn.fields.get(key) if rn else None
        # by words that are no mere preposition (Kinto's `_to` filter is "To"), nor the table's own
        # name (Xero's Invoices filter by an `Invoices` parameter: "invoices" names the table)
        return max(
            (
                len(a)
                for a in (fn.aliases[: fn.own] if fn and rn else [])
                if contains(said, a) >= 0 and not set(a) <= _FRAME_WORDS and a not in rn.aliases
            ),
            default=0,
        )

    # "balance transactions: available on as a date": Available on, said in full, over Balance's Available
    return loose if named(theirs.resource, theirs.key) > named(mine.resource, mine.key) else None


def _loose_names_one_of(prompt: str, plan: UiPlan, spec: NormalizedSpec | None, asked: Clarify):
    """The loose reading, where the rules ask which table and the request names one of the tables
    asked about by its own name ("show repo creation as '2 months ago'": Repositories, though Forks
    and Repo Slug have Created on too)."""
    names = vocabulary(plan, spec)
    loose = read_loosely(prompt, plan, names)
    if loose is None or not loose.edits or len({getattr(e, "resource", None) for e in loose.edits}) != 1:
        return None
    rid = getattr(loose.edits[0], "resource", None)
    offered = {r for ids in asked.choices.values() for r in ids}
    said = {rn.id for rn, _, _ in names.resources_in(words(prompt))}
    # only where the question is which table (two columns of one table under one heading stay asked)
    return loose if len(offered) > 1 and rid in offered and rid in said else None


def _not_a_name(edit: E.PlanEdit) -> bool:
    """A new label that is an instruction: an order, a place or a wish to hide, not a name."""
    return isinstance(edit, E.SetLabel) and bool(edit.label) and is_instruction(edit.label)


def _read_loosely(
    prompt: str,
    plan: UiPlan,
    spec: NormalizedSpec | None,
    choice: str | None,
    notes: list[str] | None,
    as_said_only: bool = False,
) -> list[E.PlanEdit] | None:
    """The edits of loose.py's reading of `prompt` (its own, or the rules' reading of the command it
    stands for), said in `notes`; None when it reads nothing that applies."""
    loose = read_loosely(prompt, plan, vocabulary(plan, spec))
    if loose is None or loose.command.lower() == prompt.strip().lower():
        return None
    edits = None
    if loose.edits is not None:
        try:
            edits = loose.edits if apply_edits(plan, loose.edits, spec).outcomes else None
        except EditError:
            edits = None
    if edits is None and not as_said_only:
        try:
            edits = parse_intent(loose.command, plan, spec, choice, notes, _loosely=True)
        except EditError:
            return None
    if edits is not None and notes is not None:
        notes.append(f"Read the request as: {loose.command}")
    return edits


def _by_rules(req: Request, notes: list[str] | None) -> list[E.PlanEdit]:
    for _, fn in RULES:
        try:
            edits = fn(req)
        except ValidationError as exc:  # e.g. a 300-character label
            problem = exc.errors()[0]
            raise EditError(
                f"The request asks for a value the interface cannot take: {problem['msg'].lower()}.",
                ["Use a name of at most 120 characters"],
            ) from exc
        if edits:
            if notes is not None:
                notes.extend(dict.fromkeys(req.targets.notes))
            return edits
    raise EditError(
        "I can't express this request as a change to the generated interface without an AI model.", SUPPORTED
    )
