"""Form fields back into structure: whatever nested value a form encodes with brackets (the
runtime's deepObject encoding) parses back to the same value."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlencode

from hypothesis import given
from hypothesis import strategies as st

from copilot_cli.mock.forms import parse_form

KEYS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_ABCXYZ0", min_size=1, max_size=8).filter(lambda k: not k.isdigit())
SCALARS = st.text(max_size=12)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, min_size=1, max_size=4) | st.dictionaries(KEYS, inner, min_size=1, max_size=4),
    max_leaves=12,
)


def brackets(name: str, value: Any, out: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """What the runtime sends (runtime/src/http.ts bracketPairs): `a[k]=…`, lists indexed."""
    if isinstance(value, list):
        for i, v in enumerate(value):
            brackets(f"{name}[{i}]", v, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            brackets(f"{name}[{k}]", v, out)
    else:
        out.append((name, value))
    return out


@given(st.dictionaries(KEYS, VALUES, min_size=1, max_size=5))
def test_bracketed_fields_parse_back_to_the_value_they_encode(body: dict[str, Any]):
    pairs: list[tuple[str, str]] = []
    for name, value in body.items():
        brackets(name, value, pairs)
    assert parse_form(parse_qsl(urlencode(pairs), keep_blank_values=True)) == body


def test_a_repeated_key_and_empty_brackets_are_lists_in_order():
    assert parse_form([("tag", "a"), ("tag", "b"), ("ids[]", "1"), ("ids[]", "2"), ("one", "x")]) == {
        "tag": ["a", "b"],
        "ids": ["1", "2"],
        "one": "x",
    }


def test_keys_that_only_look_like_brackets_stay_flat():
    assert parse_form([("a]b", "1"), ("[x]", "2"), ("c[d", "3")]) == {"a]b": "1", "[x]": "2", "c[d": "3"}
