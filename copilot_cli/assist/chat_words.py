"""Chat's own words: how a question is framed (a yes/no question, a question about what an
operation needs) and the verbs people use for what an operation does — a lexicon from everyday
verbs ("halt", "erase", "make", "look up", "browse") to the action classes operations are named
by (stop, delete, create, get, list …), with a light stemmer so "creating", "creates" and
"create" are one word. Shared by chat.py and chat_match.py; the customize vocabulary
(vocabulary.py) is another module's."""

from __future__ import annotations

import re

from copilot_cli.assist.chat_senses import everyday
from copilot_cli.assist.vocabulary import words

# action class → the words an operation's name (id, path, summary) says it with; the first is the
# class's own word. A question's verb is looked up in every class it belongs to.
ACTIONS: dict[str, tuple[str, ...]] = {
    "create": ("create", "add", "new", "register", "insert", "make", "upload"),
    "delete": (
        "delete",
        "remove",
        "erase",
        "destroy",
        "drop",
        "purge",
        "prune",
        "rid",
        "cancel",
        "wipe",
        "clear",
        "empty",
        "lift",  # "lift a ban" removes it (Discord's unban)
        "undo",
        "revoke",  # "take back an invitation" (Hashnode's revokeUserInviteToPublication)
        "withdraw",
        "rescind",
        "retract",
    ),
    "update": ("update", "modify", "modifi", "edit", "change", "patch", "replace", "set", "rename"),
    "list": ("list", "all", "browse", "every", "enumerate"),
    "get": ("get", "read", "fetch", "retrieve", "look", "see", "view", "show", "find", "inspect", "return", "give"),
    "stop": ("stop", "halt", "terminate", "kill"),
    "start": ("start", "launch", "run", "boot"),
    # a paused thing is resumed by its unpause, not its start (Docker's ContainerUnpause)
    "restart": ("restart", "reboot", "bounce"),  # "restart a stopped container": not its stop
    "unpause": ("unpause", "resume", "unfreeze"),
    "pause": ("pause", "suspend", "freeze"),
    "exec": ("exec", "execute"),
    "copy": ("copy", "duplicate", "clone"),
    "restore": (
        "restore",
        "undelete",
        "untrash",
    ),  # Box's "Restore folder", "Restore file version"  # Box's POST /files/{id}/copy, Shopify's cartClone
}
READS = ("get", "list")  # one family: Kinto's `get_groups` lists, GraphQL's `film` gets
# what a verb does not mean where it is only an adjective or a helper ("a new version", "give me")
_WEAK = frozenset(("new", "all", "every", "run", "set", "give", "return", "show", "see", "look"))
# everyday nouns for what APIs name otherwise
NOUNS = {"stock": "inventory", "photo": "image", "picture": "image", "pic": "image", "usage": "use", "using": "use"}
NOUNS |= {"invitation": "invite"}  # an invitation is what an API's `invite` names
NOUNS |= {"deletable": "delete", "removable": "remove", "editable": "edit", "updatable": "update"}
# what is left over is what a prune deletes ("delete dangling images": ImagePrune, "Delete unused images")
NOUNS |= {"dangling": "unused", "orphaned": "unused", "stale": "unused", "leftover": "unused", "idle": "unused"}

PHRASES = (  # said in several words, one verb
    (re.compile(r"\b(get|gets|got|getting)\s+rid\s+of\b"), "delete"),
    # looking for a thing, or looking one up by what describes it (its name, a keyword), is a search;
    # by what identifies it (an id, a username, a contact number), a read
    (re.compile(r"\blook(s|ed|ing)?\s+for\b"), "search"),
    (
        re.compile(
            r"\blook(?:s|ed|ing)?\s+up\s+((?:\w+'?s?\s+){1,3}?)by\s+((?:its|their|the|a|some)\s+)?"
            r"(name|names|title|keywords?|text|words?|description|tags?|part of)\b"
        ),
        r"search \1by \2\3",
    ),
    (re.compile(r"\blook(s|ed|ing)?\s+up\b"), "get"),
    (re.compile(r"\bwipe(s|d)?\s+out\b"), "delete"),
    (re.compile(r"\b(take|takes|taking|took|taken)\s+back\b"), "revoke"),
    (re.compile(r"\b(clear|clean)(s|ed|ing)?\s+(out|up)\b"), "prune"),
    (re.compile(r"\bfree(s|d|ing)?\s+(up\s+)?(some\s+)?(disk\s+)?space\b"), "prune"),
    # "run a command in a container" executes it (ContainerExec), not the container's start
    (
        re.compile(
            r"\b(run|runs|running|ran|execut\w*)\s+(an?\s+|the\s+|some\s+)?(commands?|cmds?|process\w*|scripts?)\b"
        ),
        r"exec \3",
    ),
    # "send several requests in one call" is a batch (Kinto's POST /batch)
    (re.compile(r"\b(several|multiple|many|a few)\s+(requests|calls|operations)\b"), r"batch \2"),
    # "logging out" is "log out", which words() reads as `logoutUser`'s "logout"
    (re.compile(r"\blog(?:s|ged|ging)\s+(in|out)\b"), r"log \1"),
    (re.compile(r"\bsign(?:s|ed|ing)\s+(in|out|up)\b"), r"sign \1"),
    # "sign a user in" is logging the user in (loginUser); signing in or out is logging in or out
    (re.compile(r"\b(log|sign)(?:s|ged|ging|ed|ing)?\s+(an?|the|my|this)\s+(\w+)\s+(in|out)\b"), r"\1 \4 \3"),
    (re.compile(r"\bsign\s+(in|out)\b"), r"log \1"),
    # "give a container a different name" renames it; "give a contact a new address" updates the contact
    (
        re.compile(r"\bgive\s+(an?\s+|the\s+|my\s+|this\s+)?(\w+)\s+an?\s+(new|different|other)\s+name\b"),
        r"rename \1\2",
    ),
    (re.compile(r"\bgive\s+(an?\s+|the\s+|my\s+|this\s+)?(\w+)\s+an?\s+(new|different)\s+(\w+)\b"), r"update \1\2 \4"),
    # "attach a container to a network" connects it (NetworkConnect), not the container's attach (its streams)
    (
        re.compile(
            r"\b((attach|hook|plug|join)(es|s|ed|ing)?\s+(\w+\s+){1,3}?|add(s|ed|ing)?\s+(an?\s+|the\s+|my\s+)?containers?\s+)"
            r"(up\s+)?(to|into)\s+(an?\s+|the\s+)?network\b"
        ),
        "connect to network",
    ),
    # "a container's details" are what its inspect returns (ContainerInspect)
    (re.compile(r"\bdetails\b"), "inspect details"),
)


def stem(word: str) -> str:
    """A light stemmer over words()' singulars: "creating", "creates", "created" and "create" are
    "creat"; "stopping" is "stop". Only for matching words with words, never shown."""
    w = word.lower()
    for suffix in ("ing", "ion", "ed", "e"):  # plurals are words()' (singular); "allocation" is "allocat"
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    # "stopping" is "stop"; "cancelled" is "cancel" (a double l only past four letters: "call" stays)
    if len(w) > 3 and w[-1] == w[-2] and (w[-1] not in "lsz" or (w[-1] == "l" and len(w) > 5)):
        w = w[:-1]
    return w


def stems(text: str) -> list[str]:
    # a lone letter ("container's" → "container", "s") says nothing an operation could match
    return [stem(NOUNS.get(w, w)) for w in words(text) if len(w) > 1]


STEM_CLASS: dict[str, list[str]] = {}
for _cls, _ws in ACTIONS.items():
    for _w in _ws:
        STEM_CLASS.setdefault(stem(_w), []).append(_cls)
CLASS_STEMS = {cls: frozenset(stem(w) for w in ws) for cls, ws in ACTIONS.items()}
ALL_VERB_STEMS = frozenset(STEM_CLASS)


def normalize(text: str) -> str:
    """Phrasal verbs said as their one-word verb: "get rid of a collection" is "delete a collection";
    everyday words as the API's (chat_senses: "money back" is a refund)."""
    for rx, verb in PHRASES:
        text = rx.sub(verb, text)
    return everyday(text)


_WEAK_STEMS = frozenset(stem(w) for w in _WEAK)


CLAUSE = re.compile(r"\b(until|unless|when|whenever|after|before|once|while|so that|if)\b")


def main_clause(text: str) -> str:
    """The question before a subordinate clause: "wait until a container stops" asks to wait; but
    "see its size when inspecting it" asks the inspect (a weak verb, then an action in -ing)."""
    main = CLAUSE.split(text, maxsplit=1)[0]
    doing = re.search(r"\b(?:when|while) (\w+ing)\b", text)
    if doing and action_of(stems(doing.group(1)))[0]:
        action, weak, _ = action_of(stems(main))
        if action is None or weak:
            return doing.group(1) + " " + main
    return main


def action_of(said: list[str]) -> tuple[str | None, bool, str | None]:
    """(the action class of the question's verb, whether only a weak verb says it, the verb): its
    first strong verb word, else its first weak one ("see the processes" barely asks a read)."""
    for weak in (False, True):
        for w in said:
            if w in STEM_CLASS and (w in _WEAK_STEMS) == weak:
                return STEM_CLASS[w][0], weak, w
    return None, False, None


def fragment(text: str) -> bool:
    """A note said as a verb and what it acts on ("upload file", "list collections"): asked as
    "how do I …?" would be (a weak verb, "show pets", may be the interface's)."""
    ws = re.findall(r"[a-z']+", text)
    action, weak, _ = action_of(stems(ws[0])) if ws else (None, False, None)
    return 1 < len(ws) <= 5 and action is not None and not weak


YES_NO = re.compile(
    r"^\W*(can|could|may|is|are|does|do|will|would|am i able|is it possible|is there|are there)\b(?!.*\bneed\b)"
)
NEEDS = re.compile(
    r"\b(need|have|must|should) to (send|provide|pass|give|include)\b"
    r"|\bwhat (do|does|must|should|can) .*\b(send|provide|pass|include|supply|submit|specify)\b"
    r"|\bwhat (do|does|must|should|will)\b.*\bneed\b|\bwhat('s| is| are)? (required|needed)\b"
    r"|\brequired (inputs?|fields?|parameters?) (to|for|when)\b"
    # "what does logging in require?", "what inputs does adding a pet take?"
    r"|\bwhat (does|do|will) .*\brequire\b|\bwhat inputs?\b"
)


def yes_first(text: str, reply: str) -> str:
    """A yes/no question answered by naming the operation that does it starts "Yes"."""
    if not YES_NO.search(text) or reply.startswith(("Yes", "No")) or "` (" not in reply:
        return reply
    if reply.startswith(("Use ", "To ")):
        return "Yes: " + reply[0].lower() + reply[1:]
    return reply


_DETERMINERS = frozenset(words("a an the my our your their its one some new this that these those any every all"))


def verb_objects(said: list[str]) -> set[int]:
    """Where the nouns a verb acts on start among the words said: "record a payment against an
    invoice" acts on the payment (at 2), not the invoice."""
    out = set()
    for i, w in enumerate(said):
        if stem(w) in STEM_CLASS or w == "record":
            j = i + 1
            while j < len(said) and said[j] in _DETERMINERS:
                j += 1
            out.add(j)
    return out
