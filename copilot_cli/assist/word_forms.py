"""How the words of a request and of the plan's names are compared: split, lower-cased and
singularized alike, so "Databases", "database" and "databases" are one word."""

from __future__ import annotations

import re

from copilot_cli.common.identifiers import spaced

_IRREGULAR = {
    "people": "person",
    "children": "child",
    "men": "man",
    "women": "woman",
    "mice": "mouse",
    "indices": "index",
    "statuses": "status",
    "addresses": "address",
    "aliases": "alias",
    "buses": "bus",
    "bonuses": "bonus",
    "viruses": "virus",
    "campuses": "campus",
    "biases": "bias",
    "canvases": "canvas",
    "analyses": "analysis",
    "diagnoses": "diagnosis",
    "theses": "thesis",
    "crises": "crisis",
}
PHRASAL = re.compile(r"\b(log|sign|check|opt)\s+(in|out|up)\b", re.I)  # "log in" → "login"
# words people and APIs cut short, read whole on both sides ("repos" are Repositories, "K8s version"
# is a Kubernetes version)
_SHORT = {"repo": "repository", "org": "organization", "env": "environment", "db": "database", "k8s": "kubernetes"}


def words(text: str) -> list[str]:
    text = PHRASAL.sub(r"\1\2", text or "")
    text = spaced(text, acronyms=False)
    return [_SHORT.get(w, w) for w in (singular(w) for w in re.findall(r"[a-z0-9]+", text.lower()))]


def singular(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 4 and word.endswith("ses"):
        return word[:-1]  # databases, responses, licenses, releases: the singular ends in "se"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _said_apart(said: list[str], aliases: list[list[str]]) -> int:
    """Where a one-word name is said as two words ("single sends" for Singlesends), or -1."""
    names = {a[0] for a in aliases if len(a) == 1 and len(a[0]) > 7}
    for i in range(len(said) - 1):
        if names and singular(said[i] + said[i + 1]) in names:
            return i
    return -1


def contains(haystack: list[str], needle: list[str]) -> int:
    """Index where `needle` occurs as a word sequence in `haystack`, or -1."""
    n = len(needle)
    for i in range(len(haystack) - n + 1):
        if n and haystack[i : i + n] == needle:
            return i
    return -1
