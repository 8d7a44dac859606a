"""What is inside a thing ("what's in the trash?", "see what's inside a folder", "the contents of
a collection"): the list nested under it, not the thing's own fields — the one named for contents
(Box's /folders/{id}/items) where it has several, else its only one; what a thing is in ("what
groups is a user in?") is its list named for those (Box's "List user's groups")."""

from __future__ import annotations

import re

from copilot_cli.assist.operation_words import cite
from copilot_cli.assist.vocabulary import words
from copilot_cli.spec.model import NormalizedSpec

_INSIDE = re.compile(
    r"\b(?:what|who)(?:'s| is| are|s)? (?:in|inside|within) (?:the |a |an |my |this |that |our |one )?(\w+)"
    r"|\b(?:contents?|everything) (?:of|in|inside) (?:the |a |an |my |this |that |our |one )?(\w+)"
    r"|\bwhat (?:the |a |an |my |this |that |one )?(\w+) (?:contains|holds|has in it)\b"
)
# the words APIs name a thing's contents with
_CONTENTS = ("item", "content", "children", "child", "entry", "entries", "member", "file", "record")


# "what groups is a user in?", "which teams does a user belong to?": the user's memberships
_MEMBER_OF = re.compile(
    r"\b(?:what|which) (\w+) (?:is|are|does|do) (?:an? |the |my |this |that |one )?(\w+) "
    r"(?:in|part of|a member of|belong to|belongs to)\b"
)


def inside(spec: NormalizedSpec, text: str) -> str | None:
    if (m := _MEMBER_OF.search(text)) is not None:
        return _listed(spec, words(m.group(2)), set(words(m.group(1))) | {"member", "membership"})
    m = _INSIDE.search(text)
    if m is None:
        return None
    noun = words(next(g for g in m.groups() if g))
    return _listed(spec, noun, None)


def _listed(spec: NormalizedSpec, noun: list[str], named_for: set[str] | None) -> str | None:
    """The list nested under the thing the noun names: the one named for contents, or (with
    `named_for`) the one whose name or summary says those words."""
    holders = [r for r in spec.resources if noun and words(r.name.split(".")[-1]) == noun]
    nested = [
        r
        for h in holders
        for r in spec.resources
        if r.name.startswith(h.name + ".") and r.name.count(".") == h.name.count(".") + 1 and r.operations.list
    ]
    if named_for is not None:
        named = [r for r in nested if named_for & _said_by(spec, r)]
        picked = named[:1]
    else:
        # named for contents: items, entries, members (a group's memberships)
        named = [r for r in nested if any(w.startswith(_CONTENTS) for w in words(r.name.split(".")[-1])[-1:])]
        picked = named or (nested if len(nested) == 1 else [])
    if not picked:
        return None
    ops = [o for o in (spec.operation(r.operations.list) for r in picked[:2]) if o is not None]
    said = [cite(o) + (" — " + o.summary.strip().rstrip(".") if o.summary else "") for o in ops]
    return "Use " + " or ".join(said) + "." if said else None


def _said_by(spec: NormalizedSpec, res) -> set[str]:
    op = spec.operation(res.operations.list) if res.operations.list else None
    return set(words(res.name.split(".")[-1])) | set(words(op.summary or "") if op is not None else [])
