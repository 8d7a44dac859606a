"""How a table is chosen among several that fit a request, and how the options are said: helpers of
targets.py (which resource and field a request means)."""

from __future__ import annotations

import re

from copilot_cli.assist.vocabulary import ResourceName, words


def heading_option(rn: ResourceName, key: str, label: str) -> str:
    """ "Pet's own Id (id)", "Category Id (category.id)": what each same-headed column is."""
    if "." not in key:
        return f"{rn.label}'s own {label} ({key})"
    owner = " ".join(w.capitalize() for w in words(key.rsplit(".", 1)[0]))
    return f"{owner} {label} ({key})"


def match_choice(choice: str, options: dict[str, list[str]], candidates: list[ResourceName]) -> list[str] | None:
    said = words(choice)
    if not said:
        return None
    if any(w in said for w in ("both", "all", "every", "each")):
        return [rn.id for rn in candidates]
    for label, ids in options.items():
        if said == words(label) or said == words(label.replace(" table", "")):
            return ids
    for rn in candidates:
        if any(a and all(w in said for w in a) for a in [words(rn.label), words(rn.id.split(".")[-1]), *rn.aliases]):
            return [rn.id]
    return None


def one_name(labels) -> bool:
    """Stripe's 'Disputes' page, a charge's 'Dispute' and issuing's 'Disputes': one name, said in
    the singular or the plural."""
    return len({re.sub(r"s$", "", label.lower()) for label in labels}) == 1


def plainest(candidates: list[ResourceName]) -> ResourceName | None:
    """The one table whose name's words every other candidate's name holds and adds to."""
    named = [(rn, set(words(rn.label))) for rn in candidates]
    for rn, mine in named:
        if mine and all(rn is other or mine < theirs for other, theirs in named):
            return rn
    return None
