"""Several columns of one table whose headings end in the words said (Kinto's bucket has
'Collection:schema', 'Group:schema' and 'Record:schema'): "hide the schema column" names none of
them alone, so the person is asked which (issue 25: ambiguous targets ask rather than guess)."""

from __future__ import annotations

from copilot_cli.assist.vocabulary import words

MAX_ASKED = 6


def ending_in(scope, phrase: list[str] | None, kinds: set[str] | None, choice: str | None, too_common: set[str]):
    """(resource, key) the person chose among them, or (question options, resource id) to ask,
    or None when no table has several such columns."""
    if not phrase or set(phrase) <= too_common:
        return None
    n = len(phrase)
    for rn in scope:
        keys = {
            fn.key: fn.label
            for fn in rn.fields.values()
            if "column" in fn.kinds
            and (not kinds or fn.kinds & kinds)
            and any(len(a) > n and a[-n:] == phrase for a in fn.aliases[: fn.own])
        }
        if not 2 <= len(keys) <= MAX_ASKED:
            continue
        if choice:
            said = words(choice)
            picked = [k for k, label in keys.items() if words(label) == said or words(k) == said]
            if len(picked) == 1:
                return rn, picked[0]
        return list(keys.values()), rn
    return None
