"""Whether a spec's `pattern` finds a match in a string, within a time limit. Python's `re`
backtracks for ever on patterns real specs carry (beezup's URL pattern `([\\/\\w \\.-]*)*\\/?$`
hung generation for 300 s on its own example), so the check runs on the `regex` package, which
can stop a match."""

from __future__ import annotations

import regex

CHECK_SECONDS = 0.05  # a short example matches in microseconds; a blow-up stops here


def search_within(pattern: str, text: str, seconds: float = CHECK_SECONDS) -> bool | None:
    """True or False when `pattern` does or does not find a match in `text`; None when it cannot
    tell (a pattern Python cannot read, JS-only syntax, or a check that ran out of time)."""
    try:
        return regex.search(pattern, text, timeout=seconds) is not None
    except (regex.error, TimeoutError, OverflowError, RecursionError, ValueError):
        return None
