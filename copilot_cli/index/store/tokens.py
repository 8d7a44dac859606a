"""Tokens: identifier sub-tokens for indexing, and safe FTS5 expressions from user text.

FTS5's unicode61 tokenizer already splits `max_open_lines` into max/open/lines, but keeps
`refreshIndex` as one token. So every chunk gets an extra column holding the camelCase
identifiers split into words ("refresh index"), and the path column gets the same treatment,
which is how "refresh index" finds `refreshIndex.ts`.

User text never reaches FTS5 syntax raw: each term becomes a double-quoted string (quotes
doubled), so `NEAR(`, `*`, `-x`, `col:` and unbalanced quotes are just words.
"""

from __future__ import annotations

import re

from copilot_cli.common.identifiers import identifier_words

# Identifiers with an inner case change: fooBar, HTTPServer, parseJSON2.
_CAMEL = re.compile(r"[A-Za-z0-9]*(?:[a-z0-9][A-Z]|[A-Z][A-Z][a-z])[A-Za-z0-9]*")
_TRANSITION = re.compile(r"[a-z0-9][A-Z]|[A-Z][A-Z][a-z]")
_WORD = re.compile(r"[^\W_]+")  # what unicode61 calls a token: letters and digits
# NUL would end the FTS5 string early ("unterminated string"): control characters split terms.
_TERM = re.compile(r"[^\s\"'`(){}\[\],;\x00-\x1f\x7f]+")

STOPWORDS = frozenset(
    {
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "how",
        "in",
        "is",
        "it",
        "of",
        "on",
        "or",
        "the",
        "this",
        "that",
        "to",
        "what",
        "where",
        "which",
        "with",
    }
)
MAX_TERMS = 32


# `refreshIndex` → [refresh, index]; `max_open_lines` → [max, open, lines]; lowercased. The one
# splitter every layer uses (labels, prompts, mock values); bound here, not wrapped, as it runs
# for every identifier a refresh indexes.
split_identifier = identifier_words


def subtoken_text(text: str) -> str:
    """The camelCase identifiers of `text`, each split into its words, space-separated.

    Each distinct identifier contributes once (so a chunk that says `fetchUser` fifty times
    does not drown the body column); order is first appearance, so the output is stable.
    """
    seen: dict[str, None] = {}
    for ident in _CAMEL.findall(text):
        seen.setdefault(ident, None)
    return " ".join(" ".join(split_identifier(ident)) for ident in seen)


def chunk_subtokens(chunk: str, splits: dict[str, str] | None = None) -> str:
    """The sub-token column of one chunk: its camelCase identifiers, each split into words
    ("refresh index"), in order of first appearance, each once.

    Cheap on purpose (a refresh calls it for every chunk): whitespace-split words are
    deduplicated at C speed first and only words with an upper-case letter after a
    lower-case one are looked at again (most code words are not). `splits` caches the
    split form across the chunks of a file."""
    cache = {} if splits is None else splits
    found: dict[str, None] = {}
    for word in dict.fromkeys(chunk.split()):
        if not word.islower() and _TRANSITION.search(word):
            for ident in _CAMEL.findall(word):
                found[ident] = None
    out = []
    for ident in found:
        words = cache.get(ident)
        if words is None:
            words = cache[ident] = " ".join(split_identifier(ident))
        out.append(words)
    return " ".join(out)


def path_text(path: str) -> str:
    """The path column: the path itself plus its identifier sub-tokens."""
    subs = subtoken_text(path)
    return f"{path} {subs}" if subs else path


def words(text: str) -> set[str]:
    """Lowercased tokens as FTS5 sees them, plus camelCase sub-tokens (for matched_terms)."""
    found = {w.lower() for w in _WORD.findall(text)}
    found.update(subtoken_text(text).split())
    return found


def term_count(text: str) -> int:
    """How many raw terms `text` holds (repeats and stopwords included, no cap)."""
    return len(_TERM.findall(text))


def query_terms(text: str) -> list[str]:
    """Distinct search terms from user text (case kept, so camelCase can be split; duplicates
    compared case-insensitively), stopwords dropped unless that would leave nothing; terms
    without a letter or digit are dropped (FTS5 cannot match them)."""
    terms: list[str] = []
    seen: set[str] = set()
    for raw in _TERM.findall(text):
        term = raw.strip(".:!?")
        if term and _WORD.search(term) and term.lower() not in seen:
            seen.add(term.lower())
            terms.append(term)
    meaningful = [t for t in terms if t.lower() not in STOPWORDS]
    return (meaningful or terms)[:MAX_TERMS]


def term_expression(term: str) -> str:
    """One term as an FTS5 expression: the quoted term, or — for a camelCase or snake_case
    identifier — the quoted term OR its words as a phrase (so `refreshIndex` also finds
    `refresh_index` and vice versa)."""
    parts = split_identifier(term)
    quoted = _quote(term)
    if len(parts) > 1:
        phrase = _quote(" ".join(parts))
        joined = _quote("".join(parts))
        return f"({quoted} OR {phrase} OR {joined})"
    return quoted


def term_matches(term: str, chunk_words: set[str]) -> bool:
    """Whether a chunk's words contain the term (whole, or all of its identifier parts)."""
    tokens = [w.lower() for w in _WORD.findall(term)]
    if tokens and all(t in chunk_words for t in tokens):
        return True
    parts = split_identifier(term)
    return bool(parts) and ("".join(parts) in chunk_words or all(p in chunk_words for p in parts))


def term_in_text(term: str, lowered: str) -> bool:
    """term_matches against raw lowercased text (a chunk's path, sub-tokens and body) without
    tokenizing it: each word is looked up with word boundaries, cheap enough per search hit."""
    tokens = [w.lower() for w in _WORD.findall(term)]
    if tokens and all(_has_word(t, lowered) for t in tokens):
        return True
    parts = split_identifier(term)
    return bool(parts) and (_has_word("".join(parts), lowered) or all(_has_word(p, lowered) for p in parts))


def _has_word(word: str, lowered: str) -> bool:
    return re.search(r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", lowered) is not None


def _quote(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'
