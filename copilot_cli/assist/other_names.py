"""What else a table is called, for vocabulary.py: what other tables list it as (SWAPI's people
are a film's `characters`), and a word that is the table's name cut short or mistyped ("grps")."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

from copilot_cli.assist.vocabulary import ResourceName, item_properties, listed_rows, words
from copilot_cli.spec.model import NormalizedSpec

if TYPE_CHECKING:
    from copilot_cli.assist.vocabulary import Vocabulary

# words of a request's own frame, never another name of a table ("label the title column Heading"
# is no Tag, though Hashnode lists a post's tags as `labels`)
_NOT_A_TABLE = frozenset(
    [
        "label",
        "title",
        "name",
        "column",
        "field",
        "page",
        "list",
        "table",
        "item",
        "result",
        "node",
        "edge",
        "data",
        "value",
        "entry",
        "record",
        "search",
        "filter",
        "sort",
        "order",
        "type",
        "follow",
        "all",
        "more",
        "link",
        "url",
    ]
)
# the words a request is made of, never a table mistyped
_COMMAND_WORDS = frozenset(
    [
        "hide",
        "show",
        "sort",
        "rename",
        "label",
        "filter",
        "search",
        "format",
        "make",
        "move",
        "put",
        "add",
        "remove",
        "drop",
        "please",
        "pls",
        "plz",
        "the",
        "and",
        "for",
        "per",
        "page",
        "first",
        "last",
        "column",
        "columns",
        "table",
        "list",
        "field",
        "form",
        "button",
        "dark",
        "light",
        "theme",
        "layout",
        "title",
        "want",
        "need",
        "would",
        "could",
        "should",
        "like",
        "every",
        "each",
        "only",
        "just",
        "with",
        "without",
        "from",
        "into",
    ]
)
# per spec, kept while it is the same object: {words: (table id, the tables that list it so)}
_LISTED: dict[int, tuple[NormalizedSpec, dict[tuple[str, ...], tuple[str, frozenset[str]]]]] = {}


def listed_as(vocab: Vocabulary, spec: NormalizedSpec) -> dict[tuple[str, ...], tuple[str, frozenset[str]]]:
    """SWAPI's people are a film's `characters`, a starship's `pilots`, a planet's `residents` ("the
    eye colour column on characters" is Person's): a synonym, kept only where the words name no table
    already and point at one table."""
    kept = _LISTED.get(id(spec))
    if kept is None or kept[0] is not spec:
        kept = _LISTED[id(spec)] = (spec, _listed_as(vocab, spec))
    return kept[1]


def _listed_as(vocab: Vocabulary, spec: NormalizedSpec) -> dict[tuple[str, ...], tuple[str, frozenset[str]]]:
    from copilot_cli.ui.widgets import resolve

    by_type: dict[str, list[ResourceName]] = {}
    for rn in vocab.resources:
        sr = spec.resource(rn.id)
        if sr is not None and sr.type_name and "." not in rn.id:
            by_type.setdefault(sr.type_name, []).append(rn)
    named = {tuple(a) for rn in vocab.resources for a in rn.aliases}
    found: dict[tuple[str, ...], set[str]] = {}
    hosts: dict[tuple[str, ...], set[str]] = {}
    for host in vocab.resources:
        for key, prop in item_properties(spec, host.id).items():
            s = listed_rows(spec, prop)
            if s is None:
                continue
            _, type_name = resolve(spec, s.items)
            said = tuple(w for w in words(key) if w != "connection")
            if set(said) & _NOT_A_TABLE:
                continue
            targets = by_type.get(type_name or "", [])
            if said and said not in named and len(targets) == 1 and targets[0] is not host:
                found.setdefault(said, set()).add(targets[0].id)
                hosts.setdefault(said, set()).add(host.id)
    return {said: (next(iter(ids)), frozenset(hosts[said])) for said, ids in found.items() if len(ids) == 1}


def misspelt(vocab: Vocabulary, said: list[str]) -> list[tuple[ResourceName, int, int, bool]]:
    """No table named: one a word stands for cut short or mistyped ("grps", "contaners"), when that
    word is no other name the API has and only one table fits it."""
    known = {w for rn in vocab.resources for a in rn.aliases for w in a} | {
        w for rn in vocab.resources for f in rn.fields.values() for a in f.aliases for w in a
    }
    found: dict[str, tuple[ResourceName, int]] = {}
    for i, w in enumerate(said):
        if len(w) < 3 or w in known or w in _COMMAND_WORDS:
            continue
        for rn in vocab.resources:
            if "." not in rn.id and any(len(a) == 1 and _misspelling(w, a[0]) for a in rn.aliases):
                found.setdefault(rn.label, (rn, i))
    if len(found) != 1:
        return []
    rn, at = next(iter(found.values()))
    return [(rn, at, 1, True)]


def _misspelling(said: str, name: str) -> bool:
    """ "grps" for groups (its first letter and a run of its letters, most of them), "contaners"
    for containers (one letter off, in a long word)."""
    if said[0] != name[0] or len(name) < 4:
        return False
    letters = iter(name)
    # an abbreviation keeps few vowels ("grp", "acct", "cust"); "person" is a word, not "permission" cut
    short = sum(c in "aeiou" for c in said[1:]) <= 1
    if short and all(c in letters for c in said) and len(said) >= 0.6 * len(name):
        return True
    return len(said) >= 6 and difflib.SequenceMatcher(None, said, name).ratio() >= 0.85
