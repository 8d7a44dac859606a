"""Mock ids look like the API's own (pattern, uuid, the example's shape), never repeat within a
collection, and the nth id of a collection is known without building it and is the same every run."""

from __future__ import annotations

import random
import re
import uuid

from hypothesis import given, settings
from hypothesis import strategies as st

from copilot_cli.mock.ids import IdMinter, draw_id, like
from copilot_cli.spec.model import Schema
from copilot_cli.spec.model.api import Constraints


def test_an_example_of_digits_gives_distinct_digit_strings_of_its_length():
    minter = IdMinter("tasks/", 0, Schema(kind="string", examples=["12345"]), "string")
    ids = [minter.mint() for _ in range(24)]
    assert len(set(ids)) == 24
    assert all(re.fullmatch(r"[1-9]\d{4}", i) for i in ids)


def test_a_prefixed_example_keeps_its_prefix():
    value = like("cus_NffrFeUfNV2Hib", random.Random(1))
    assert value.startswith("cus_") and len(value) == len("cus_NffrFeUfNV2Hib") and value != "cus_NffrFeUfNV2Hib"


def test_a_pattern_wins_over_an_example():
    schema = Schema(kind="string", examples=["ACXXXXXXXX"], constraints=Constraints(pattern="^AC[0-9a-fA-F]{32}$"))
    assert re.fullmatch("AC[0-9a-f]{32}", draw_id(schema, random.Random(0)))


def test_uuid_ids_are_version_4_uuids():
    value = draw_id(Schema(kind="string", format="uuid"), random.Random(0), "uuid")
    assert uuid.UUID(value).version == 4


def test_integer_ids_count_up_and_nth_is_stable():
    minter = IdMinter("pets/", 0, Schema(kind="integer"), "integer")
    assert [minter.mint() for _ in range(3)] == [1, 2, 3]
    again = IdMinter("tasks/", 0, Schema(kind="string", examples=["12345"]), "string")
    first = IdMinter("tasks/", 0, Schema(kind="string", examples=["12345"]), "string")
    assert [again.nth(i) for i in range(5)] == [first.mint() for _ in range(5)]


def test_a_narrow_id_shape_still_gives_unique_ids():
    minter = IdMinter("x/", 0, Schema(kind="string", constraints=Constraints(pattern="^[ab]$")), "string")
    ids = [minter.mint() for _ in range(10)]
    assert len(set(ids)) == 10


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet=st.characters(codec="ascii", categories=["L", "N", "P"]), min_size=1, max_size=40), st.integers()
)
def test_like_keeps_length_and_character_classes(example, seed):
    value = like(example, random.Random(seed))
    assert len(value) == len(example)
    for a, b in zip(example, value, strict=True):
        assert a.isdigit() == b.isdigit() or a.isalpha() or b.isalpha()
        if not a.isalnum():
            assert a == b
